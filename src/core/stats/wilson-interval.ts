import { Z95 } from './z.ts';

/**
 * Wilson score interval for a binomial proportion.
 *
 * Reference: E. B. Wilson (1927), "Probable inference, the law of succession, and statistical
 * inference"; https://en.wikipedia.org/wiki/Binomial_proportion_confidence_interval
 *
 * @param successes number of successes k (0 ≤ k ≤ n)
 * @param n number of trials
 * @param z normal quantile (default: exact 95%)
 * @returns [lower, upper]; [0, 1] when n = 0
 * @example wilsonInterval(81, 263) // → [0.2553, 0.3662] (scipy 1.17 binomtest(81, 263).proportion_ci(method='wilson'))
 */
export function wilsonInterval(successes: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // The closed form lands a rounding error inside the bounds at k = 0 and k = n; pin them.
  const lo = successes <= 0 ? 0 : Math.max(0, centre - half);
  const hi = successes >= n ? 1 : Math.min(1, centre + half);
  return [lo, hi];
}
