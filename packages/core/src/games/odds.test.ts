import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildScratchConfig, buildWheelConfig } from '@giftcash/sample';
import { isWinningSlot, slotCdf, winProbability } from './index';
import { oddsProbability, totalProbability } from './odds';
import { prizeLabel, scratchPrizeLabel } from './index';
import {
  DEFAULT_SCRATCH_CONFIG,
  DEFAULT_SCRATCH_SLOTS,
  scratchConfigOf,
  winUpToProbability,
} from './index';
import { DEFAULT_SPECIAL_PRIZE, DEFAULT_WHEEL_CONFIG, defaultWheelSlots } from './index';

const slot = fc.record({
  type: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
  value: fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 1e6, noNaN: true })),
  odds: fc.option(fc.oneof(fc.integer({ min: -5, max: 0 }), fc.integer({ min: 1, max: 1e6 })), {
    nil: undefined,
  }),
});

describe('the games model: odds', () => {
  it('turns "1 in N" into 1/N, and missing or non-positive odds into 0', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -1e6, max: 1e6 }), { nil: undefined }), (odds) => {
        expect(oddsProbability(odds)).toBe(odds && odds > 0 ? 1 / odds : 0);
      }),
    );
  });

  it('the win probability is the sum of 1/odds over exactly the winning slots (a prize, or a value above 0)', () => {
    fc.assert(
      fc.property(fc.array(slot, { maxLength: 30 }), (slots) => {
        const winning = slots.filter((s) => s.type >= 3 || s.value > 0);
        expect(slots.filter(isWinningSlot)).toEqual(winning);
        expect(winProbability(slots)).toBeCloseTo(totalProbability(winning), 12);
        expect(winProbability(slots)).toBeLessThanOrEqual(totalProbability(slots) + 1e-12);
      }),
    );
  });

  it('any odds give a cdf that never decreases, stays within [0, 1] and ends at exactly 1', () => {
    fc.assert(
      fc.property(fc.array(slot, { minLength: 1, maxLength: 30 }), (slots) => {
        const cdf = slotCdf(slots);
        expect(cdf).toHaveLength(slots.length);
        expect(cdf.at(-1)).toBe(1);
        cdf.forEach((value, i) => {
          expect(value).toBeGreaterThanOrEqual(i ? (cdf[i - 1] as number) - 1e-12 : 0);
          expect(value).toBeLessThanOrEqual(1);
        });
      }),
    );
  });

  it('the advertised chances follow from the default tables: wheel 99.8%, scratch 99.89%', () => {
    expect((winProbability(defaultWheelSlots()) * 100).toFixed(1)).toBe(
      String(DEFAULT_WHEEL_CONFIG.win_probability),
    );
    expect(winUpToProbability(DEFAULT_SCRATCH_SLOTS).toFixed(2)).toBe(
      String(DEFAULT_SCRATCH_CONFIG.win_probability),
    );
  });
});

describe('one games model for every package', () => {
  it('the sample /cashback-plus is the default wheel (plus artwork on the special prize)', () => {
    const sample = buildWheelConfig();
    const strip = ({ icon: _icon, img_url: _img, ...rest }: (typeof sample.slots)[number]) => rest;
    expect(sample.slots.map(strip)).toEqual(defaultWheelSlots());
    expect(sample).toMatchObject({
      ...DEFAULT_WHEEL_CONFIG,
      special_prize_slot: { description: DEFAULT_SPECIAL_PRIZE },
    });
  });

  it('the sample /cashback-scratch is the default scratch card', () => {
    expect(buildScratchConfig()).toEqual({
      ...DEFAULT_SCRATCH_CONFIG,
      slots: DEFAULT_SCRATCH_SLOTS,
    });
  });

  it("a scratch game's configuration keeps its paying slots and its chance of a prize", () => {
    const config = scratchConfigOf({
      id: 's',
      name: 'S',
      type: 2,
      coins_cost: 20_000,
      free_entries: 0,
      slots: [
        { index: 0, type: 1, value: 0, odds: 2 },
        { index: 1, type: 2, value: 1, odds: 4 },
        { index: 2, type: 2, value: 5, odds: 4 },
      ],
    });
    expect(config).toEqual({
      coins_cost: 20_000,
      win_probability: 50,
      max_play_limit: 10,
      top_prize: 5,
      slots_per_game: 6,
      slots: [
        { value: 1, odds: 4 },
        { value: 5, odds: 4 },
      ],
    });
  });
});

describe('prize labels', () => {
  it('name a prize in words, the special prize by its description or the one given', () => {
    expect(prizeLabel({ type: 2, value: 0.05 })).toBe('£0.05');
    expect(prizeLabel({ type: 1, value: 2500 })).toBe('2.5K coins');
    expect(prizeLabel({ type: 1, value: 0 })).toBe('No prize');
    expect(prizeLabel({ type: 4, value: 0, description: 'A hamper' }, 'Fallback')).toBe('A hamper');
    expect(prizeLabel({ type: 4, value: 0 }, 'Fallback')).toBe('Fallback');
    expect(prizeLabel({ type: 4, value: 0 })).toBe('Gift card');
    expect(scratchPrizeLabel(2.5)).toBe('£2.50');
    expect(scratchPrizeLabel(0)).toBe('No prize');
  });
});
