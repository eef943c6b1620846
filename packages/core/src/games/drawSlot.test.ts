import { describe, expect, it } from 'vitest';
import { cryptoRandom, drawSlot } from './index';
import { slotCdf } from './index';
import { defaultWheelSlots } from './index';
// Deterministic uniform source for reproducible statistics.
import { mulberry32 } from '../sample/random';


/** Regularised upper incomplete gamma Q(a, x): the chi-square p-value is Q(df/2, stat/2). */
function gammaQ(a: number, x: number): number {
  const lnGamma = (z: number): number => {
    const g = [676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406, 12.507343278686905, -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7];
    if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - lnGamma(1 - z);
    const zz = z - 1;
    let s = 0.9999999999998099;
    g.forEach((c, i) => (s += c / (zz + i + 1)));
    const t = zz + g.length - 0.5;
    return 0.5 * Math.log(2 * Math.PI) + (zz + 0.5) * Math.log(t) - t + Math.log(s);
  };
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n += 1) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - lnGamma(a));
  }
  let b = x + 1 - a;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = Math.abs(d) < 1e-300 ? 1e-300 : 1 / d;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    h *= d * c;
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
}

/** Chi-square p-value of `counts` against `probabilities`, pooling bins expected below 5. */
function chiSquareP(counts: number[], probabilities: number[], n: number): number {
  let stat = 0;
  let bins = 0;
  let pooledObserved = 0;
  let pooledExpected = 0;
  probabilities.forEach((p, i) => {
    const expected = p * n;
    if (expected < 5) {
      pooledObserved += counts[i] ?? 0;
      pooledExpected += expected;
      return;
    }
    stat += ((counts[i] ?? 0) - expected) ** 2 / expected;
    bins += 1;
  });
  if (pooledExpected > 0) {
    stat += (pooledObserved - pooledExpected) ** 2 / pooledExpected;
    bins += 1;
  }
  return gammaQ((bins - 1) / 2, stat / 2);
}

const probabilitiesOf = (cdf: number[]) => cdf.map((value, i) => value - (i ? (cdf[i - 1] as number) : 0));

describe('drawSlot', () => {
  const slots = defaultWheelSlots();
  const probabilities = probabilitiesOf(slotCdf(slots));

  it('follows the cdf: chi-square over 200,000 seeded draws has p > 0.001', () => {
    const random = mulberry32(20261121);
    const n = 200_000;
    const counts = new Array<number>(slots.length).fill(0);
    for (let i = 0; i < n; i += 1) counts[drawSlot(slots, random)]! += 1;
    expect(chiSquareP(counts, probabilities, n)).toBeGreaterThan(0.001);
  });

  it('follows the cdf with the default cryptographic source (100,000 draws)', () => {
    const n = 100_000;
    const counts = new Array<number>(slots.length).fill(0);
    for (let i = 0; i < n; i += 1) counts[drawSlot(slots)]! += 1;
    expect(chiSquareP(counts, probabilities, n)).toBeGreaterThan(0.001);
  });

  it('detects a biased draw (the test has power)', () => {
    const random = mulberry32(7);
    const n = 100_000;
    const counts = new Array<number>(slots.length).fill(0);
    // Bias: every fifth draw forced onto slot 3.
    for (let i = 0; i < n; i += 1) counts[i % 5 === 0 ? 3 : drawSlot(slots, random)]! += 1;
    expect(chiSquareP(counts, probabilities, n)).toBeLessThan(0.001);
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
