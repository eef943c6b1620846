/**
 * Pearson's chi-square goodness-of-fit test, for checking a draw against its odds. Bins whose
 * expected count is under 5 are pooled (the test's usual validity rule), so prize tables with
 * 1-in-200,000 slots can be checked with 100,000 draws.
 */

/** ln Γ(x) for x > 0 (Lanczos approximation, g = 7, 9 terms). */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0] as number;
  for (let i = 1; i < 9; i += 1) sum += (c[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The regularised upper incomplete gamma function Q(a, x). */
function upperGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    // Series for P(a, x), then Q = 1 − P.
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000; n += 1) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return Math.max(0, 1 - sum * front);
  }
  // Continued fraction for Q(a, x) (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.min(1, front * h);
}

/** P(χ² ≥ statistic) with `degrees` degrees of freedom. */
export function chiSquareSurvival(statistic: number, degrees: number): number {
  return upperGammaQ(degrees / 2, statistic / 2);
}

export interface ChiSquareResult {
  statistic: number;
  degrees: number;
  /** The chance of a fit this bad or worse if the draw follows `probabilities`. */
  p: number;
  /** How many bins were tested after pooling. */
  bins: number;
}

/**
 * Tests observed counts per outcome against the outcomes' probabilities (which must sum to 1).
 * Outcomes expected fewer than 5 times are pooled into one bin.
 */
export function chiSquareTest(
  observed: readonly number[],
  probabilities: readonly number[],
): ChiSquareResult {
  const total = observed.reduce((sum, count) => sum + count, 0);
  const bins: { observed: number; expected: number }[] = [];
  const pool = { observed: 0, expected: 0 };
  probabilities.forEach((probability, i) => {
    const expected = probability * total;
    const count = observed[i] ?? 0;
    if (expected < 5) {
      pool.observed += count;
      pool.expected += expected;
    } else bins.push({ observed: count, expected });
  });
  if (pool.expected > 0 || pool.observed > 0) bins.push(pool);
  let statistic = 0;
  for (const bin of bins) {
    if (bin.expected === 0) {
      statistic += bin.observed > 0 ? Number.POSITIVE_INFINITY : 0;
      continue;
    }
    statistic += (bin.observed - bin.expected) ** 2 / bin.expected;
  }
  const degrees = Math.max(1, bins.length - 1);
  return {
    statistic,
    degrees,
    p: Number.isFinite(statistic) ? chiSquareSurvival(statistic, degrees) : 0,
    bins: bins.length,
  };
}
