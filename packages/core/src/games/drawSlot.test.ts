import { describe, expect, it } from 'vitest';
import { cryptoRandom, drawSlot } from './index';
import { slotCdf } from './index';
import { defaultWheelSlots } from './index';
// Deterministic uniform source for reproducible statistics.
import { mulberry32 } from '@giftcash/sample/testing';
import { chiSquareTest } from '../testing/chiSquare';

const probabilitiesOf = (cdf: number[]) =>
  cdf.map((value, i) => value - (i ? (cdf[i - 1] as number) : 0));

describe('drawSlot', () => {
  const slots = defaultWheelSlots();
  const probabilities = probabilitiesOf(slotCdf(slots));

  it('follows the cdf: chi-square over 200,000 seeded draws has p > 0.001', () => {
    const random = mulberry32(20261121);
    const n = 200_000;
    const counts = new Array<number>(slots.length).fill(0);
    for (let i = 0; i < n; i += 1) counts[drawSlot(slots, random)]! += 1;
    expect(chiSquareTest(counts, probabilities).p).toBeGreaterThan(0.001);
  });

  it('follows the cdf with the default cryptographic source (100,000 draws)', () => {
    const n = 100_000;
    const counts = new Array<number>(slots.length).fill(0);
    for (let i = 0; i < n; i += 1) counts[drawSlot(slots)]! += 1;
    expect(chiSquareTest(counts, probabilities).p).toBeGreaterThan(0.001);
  });

  it('detects a biased draw (the test has power)', () => {
    const random = mulberry32(7);
    const n = 100_000;
    const counts = new Array<number>(slots.length).fill(0);
    // Bias: every fifth draw forced onto slot 3.
    for (let i = 0; i < n; i += 1) counts[i % 5 === 0 ? 3 : drawSlot(slots, random)]! += 1;
    expect(chiSquareTest(counts, probabilities).p).toBeLessThan(0.001);
  });

  it('maps random numbers to the first slot whose cdf exceeds them', () => {
    const three = [{ cdf: 0.2 }, { cdf: 0.5 }, { cdf: 1 }];
    expect(drawSlot(three, () => 0)).toBe(0);
    expect(drawSlot(three, () => 0.19999)).toBe(0);
    expect(drawSlot(three, () => 0.2)).toBe(1);
    expect(drawSlot(three, () => 0.7)).toBe(2);
    expect(drawSlot(three, () => 0.9999999)).toBe(2);
    expect(drawSlot([], () => 0.5)).toBe(-1);
  });

  it('derives the cdf from odds when slots have none, the slot without odds taking the rest', () => {
    const cdf = slotCdf([{ odds: 4 }, {}, { odds: 2 }]);
    expect(cdf[0]).toBeCloseTo(0.25);
    expect(cdf[1]).toBeCloseTo(0.5);
    expect(cdf[2]).toBe(1);
  });

  it('cryptoRandom returns numbers in [0, 1)', () => {
    for (let i = 0; i < 1000; i += 1) {
      const r = cryptoRandom();
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThan(1);
    }
  });
});
