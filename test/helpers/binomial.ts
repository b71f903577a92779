import { expect } from 'vitest';

/** Binomial probabilities P(X = k), k = 0..n: the exact law of the successes among n dice. */
export function binomial(n: number, p: number): number[] {
  const out: number[] = [];
  let c = 1;
  for (let k = 0; k <= n; k++) {
    out.push(c * p ** k * (1 - p) ** (n - k));
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}

/** Distribution of the sum of two independent counts. */
export function convolve(a: number[], b: number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j] += a[i] * b[j];
  return out;
}

/**
 * Half-width of a `sigmas`-sigma band for a count with probability p over n trials, plus half
 * a count for discreteness: a binomial count lies this close to n·p except with probability
 * ≈ 7e-6 per check at 4.5 sigma.
 */
export function tolerance(n: number, p: number, sigmas = 4.5): number {
  return sigmas * Math.sqrt(n * p * (1 - p)) + 0.5;
}

/** Expect a count of `n` trials within tolerance() of n·p; `what` names it in the failure. */
export function expectWithin(count: number, n: number, p: number, what: string): void {
  const tol = tolerance(n, p);
  expect(Math.abs(count - n * p), `${what}: ${count} of ${n}, expected ${(n * p).toFixed(0)} ± ${tol.toFixed(0)}`).toBeLessThan(tol);
}

/**
 * Check an observed histogram against expected probabilities bin by bin (4.5 sigma each);
 * returns a list of the bins that miss, empty when all agree.
 */
export function binMisses(counts: number[], expected: number[], n: number, sigmas = 4.5): string[] {
  const misses: string[] = [];
  const bins = Math.max(counts.length, expected.length);
  for (let k = 0; k < bins; k++) {
    const obs = counts[k] ?? 0;
    const p = expected[k] ?? 0;
    const tol = tolerance(n, p, sigmas);
    if (Math.abs(obs - n * p) > tol) misses.push(`bin ${k}: observed ${obs}, expected ${(n * p).toFixed(1)} ± ${tol.toFixed(1)}`);
  }
  return misses;
}

/**
 * Pearson chi-square statistic of observed counts against expected probabilities, pooling
 * bins with an expected count below 5 into their neighbour; returns [statistic, degrees of freedom].
 */
export function chiSquare(counts: number[], expected: number[], n: number): [number, number] {
  const obs: number[] = [];
  const exp: number[] = [];
  let o = 0;
  let e = 0;
  const bins = Math.max(counts.length, expected.length);
  for (let k = 0; k < bins; k++) {
    o += counts[k] ?? 0;
    e += n * (expected[k] ?? 0);
    if (e >= 5) {
      obs.push(o);
      exp.push(e);
      o = 0;
      e = 0;
    }
  }
  if (exp.length > 0) {
    obs[obs.length - 1] += o;
    exp[exp.length - 1] += e;
  }
  let stat = 0;
  for (let k = 0; k < exp.length; k++) stat += (obs[k] - exp[k]) ** 2 / exp[k];
  return [stat, exp.length - 1];
}

/**
 * A chi-square critical value far in the tail (upper 1e-6 quantile), by the Wilson–Hilferty
 * normal approximation with z = 4.75; exact enough for the few degrees of freedom used here.
 */
export function chiSquareLimit(df: number, z = 4.75): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}
