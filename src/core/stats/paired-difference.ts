import { Z95 } from './z.ts';

/**
 * Mean of paired differences d = x_variant − x_base with a normal-approximation interval.
 *
 * Runs that share simulation indices share dice (common random numbers), so the variance of
 * the difference is that of the per-simulation differences, usually far below the sum of
 * the two variances. Reference: https://en.wikipedia.org/wiki/Paired_difference_test
 *
 * @param n number of pairs
 * @param sum Σd
 * @param sumSq Σd²
 * @returns mean difference and 95% interval; interval [NaN, NaN] when n < 2
 * @example pairedDifference(4, 2, 4) // → { diff: 0.5, lo: -0.48, hi: 1.48 } (rounded; differences 1, 1, 0, 0)
 */
export function pairedDifference(n: number, sum: number, sumSq: number, z = Z95): { diff: number; lo: number; hi: number } {
  if (n <= 0) return { diff: NaN, lo: NaN, hi: NaN };
  const diff = sum / n;
  if (n < 2) return { diff, lo: NaN, hi: NaN };
  const variance = Math.max(0, (sumSq - n * diff * diff) / (n - 1));
  const se = Math.sqrt(variance / n);
  return { diff, lo: diff - z * se, hi: diff + z * se };
}

/**
 * Paired difference of two proportions from a joint table (McNemar layout): the change in
 * the rate of an event between base and variant, with the Wald interval of the paired design.
 *
 * @param n pairs
 * @param onlyVariant pairs where the event happened in the variant only (n01)
 * @param onlyBase pairs where it happened in the base only (n10)
 * @example pairedProportionDifference(100, 30, 10).diff // → 0.2
 */
export function pairedProportionDifference(n: number, onlyVariant: number, onlyBase: number, z = Z95): { diff: number; lo: number; hi: number } {
  // d_i ∈ {−1, 0, +1}: Σd = n01 − n10, Σd² = n01 + n10.
  return pairedDifference(n, onlyVariant - onlyBase, onlyVariant + onlyBase, z);
}
