import { describe, expect, it } from 'vitest';
import { dealScratchCard, DEFAULT_SCRATCH_SLOTS, winUpToProbability } from './index';

describe('scratch defaults', () => {
  it('shows 21 prize slots in 3 columns of 7', () => {
    expect(DEFAULT_SCRATCH_SLOTS.length).toBe(3 * 7);
  });

  it('computes Win up to probability as Σ 1/odds over slots worth more than 0, × 100', () => {
    expect(
      winUpToProbability([
        { value: 1, odds: 4 },
        { value: 0, odds: 2 },
        { value: 2, odds: 4 },
      ]),
    ).toBeCloseTo(50);
    // The fallback list is consistent with its 99.89% headline.
    expect(winUpToProbability(DEFAULT_SCRATCH_SLOTS)).toBeCloseTo(99.89, 1);
  });

  it('deals a winning card with the prize three times and no other value three times', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      let state = seed + 1;
      const random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
      const deal = dealScratchCard(DEFAULT_SCRATCH_SLOTS, 6, random);
      expect(deal.areas).toHaveLength(6);
      const counts = new Map<number, number>();
      deal.areas.forEach((value) => counts.set(value, (counts.get(value) ?? 0) + 1));
      if (deal.prize > 0) expect(counts.get(deal.prize)).toBe(3);
      for (const [value, count] of counts) if (value !== deal.prize) expect(count).toBeLessThan(3);
    }
  });

  it('deals a controlled prize and a losing card', () => {
    expect(
      dealScratchCard(DEFAULT_SCRATCH_SLOTS, 6, Math.random, 2.5).areas.filter((v) => v === 2.5),
    ).toHaveLength(3);
    const losing = dealScratchCard(DEFAULT_SCRATCH_SLOTS, 6, Math.random, 0);
    expect(losing.prize).toBe(0);
    const counts = new Map<number, number>();
    losing.areas.forEach((value) => counts.set(value, (counts.get(value) ?? 0) + 1));
    expect(Math.max(...counts.values())).toBeLessThan(3);
  });
});
