import { Z95 } from './z.ts';

export interface HistogramSummary {
  n: number;
  mean: number;
  sd: number;
  /**
   * 95% interval of the mean: the normal approximation, mean ± z·sd/√n, clipped to the values the
   * histogram can hold (0 to its last index). The mean cannot lie outside them, so clipping keeps
   * the coverage, and a small sample's interval no longer reaches below 0 models or turns.
   */
  meanLo: number;
  meanHi: number;
  min: number;
  max: number;
  p5: number;
  p25: number;
  median: number;
  p75: number;
  p95: number;
}

/**
 * Moments and quantiles of an integer-valued sample given as a histogram (index = value).
 * Quantiles are the inverse empirical CDF (R type 1): the smallest value whose cumulative
 * share reaches p — exact for integer data and identical however the tally was merged.
 *
 * @example histogramSummary([0, 2, 2]).mean // → 1.5
 */
export function histogramSummary(hist: ArrayLike<number>, z = Z95): HistogramSummary {
  let n = 0;
  let sum = 0;
  let sumSq = 0;
  let min = -1;
  let max = -1;
  for (let v = 0; v < hist.length; v++) {
    const c = hist[v];
    if (c <= 0) continue;
    if (min < 0) min = v;
    max = v;
    n += c;
    sum += c * v;
    sumSq += c * v * v;
  }
  if (n === 0) {
    return { n: 0, mean: NaN, sd: NaN, meanLo: NaN, meanHi: NaN, min: NaN, max: NaN, p5: NaN, p25: NaN, median: NaN, p75: NaN, p95: NaN };
  }
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0;
  const sd = Math.sqrt(variance);
  const se = sd / Math.sqrt(n);
  return {
    n,
    mean,
    sd,
    meanLo: Math.max(0, mean - z * se),
    meanHi: Math.min(hist.length - 1, mean + z * se),
    min,
    max,
    p5: histogramQuantile(hist, n, 0.05),
    p25: histogramQuantile(hist, n, 0.25),
    median: histogramQuantile(hist, n, 0.5),
    p75: histogramQuantile(hist, n, 0.75),
    p95: histogramQuantile(hist, n, 0.95),
  };
}

/** Smallest value v with (count of values ≤ v) ≥ p·n. */
export function histogramQuantile(hist: ArrayLike<number>, n: number, p: number): number {
  const target = p * n;
  let cum = 0;
  for (let v = 0; v < hist.length; v++) {
    cum += hist[v];
    if (cum >= target && cum > 0) return v;
  }
  return hist.length - 1;
}
