import * as ss from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { histogramQuantile, histogramSummary } from '../../src/core/stats/histogram-summary.ts';
import { pairedDifference, pairedProportionDifference } from '../../src/core/stats/paired-difference.ts';
import { wilsonInterval } from '../../src/core/stats/wilson-interval.ts';
import { Z95 } from '../../src/core/stats/z.ts';

/**
 * Wilson's interval solved independently of the implementation: the interval is the set of p
 * with (p̂ − p)² ≤ z²·p(1 − p)/n, whose bounds are the roots of
 * (1 + z²/n)·p² − (2p̂ + z²/n)·p + p̂² = 0.
 */
function wilsonByQuadratic(k: number, n: number, z: number): [number, number] {
  const p = k / n;
  const a = 1 + (z * z) / n;
  const b = -(2 * p + (z * z) / n);
  const c = p * p;
  const root = Math.sqrt(b * b - 4 * a * c);
  return [(-b - root) / (2 * a), (-b + root) / (2 * a)];
}

/** Expand a histogram (index = value) into the raw sample. */
function expand(hist: number[]): number[] {
  return hist.flatMap((count, value) => Array<number>(count).fill(value));
}

describe('Z95', () => {
  it('is the 97.5% normal quantile (scipy.stats.norm.ppf(0.975))', () => {
    expect(Z95).toBe(1.959963984540054);
  });
});

describe('wilsonInterval', () => {
  // scipy 1.17.1: binomtest(k, n).proportion_ci(method='wilson')
  const scipy: [number, number, number, number][] = [
    [81, 263, 0.2552885198782742, 0.36620957698280004],
    [1, 3, 0.06149194472039626, 0.7923403991979523],
    [0, 10, 0, 0.27753279986288926],
    [10, 10, 0.7224672001371109, 1],
  ];

  it.each(scipy)('%i of %i matches scipy', (k, n, lo, hi) => {
    const [l, h] = wilsonInterval(k, n);
    expect(l).toBeCloseTo(lo, 12);
    expect(h).toBeCloseTo(hi, 12);
  });

  it.each([
    [81, 263],
    [1, 3],
    [5, 7],
    [123456, 200000],
  ])('%i of %i matches the roots of the score-test quadratic', (k, n) => {
    const [lo, hi] = wilsonByQuadratic(k, n, 1.959963984540054);
    const [l, h] = wilsonInterval(k, n);
    expect(l).toBeCloseTo(lo, 12);
    expect(h).toBeCloseTo(hi, 12);
  });

  it('pins the edges: 0 of n starts at 0, n of n ends at 1', () => {
    // With k = 0 the upper bound is z²/(n + z²); with k = n the lower bound is n/(n + z²).
    // The closed form lands on 1 − 1e-16 rather than exactly 1 for k = n (scipy special-cases
    // it), so that bound is compared to 14 places.
    const z2 = Z95 * Z95;
    expect(wilsonInterval(0, 10)).toEqual([0, expect.closeTo(z2 / (10 + z2), 14)]);
    expect(wilsonInterval(10, 10)).toEqual([expect.closeTo(10 / (10 + z2), 14), expect.closeTo(1, 14)]);
  });

  it('is [0, 1] without trials', () => {
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });
});

describe('histogramSummary', () => {
  it('gives mean, sample sd, mean interval and R type-1 quantiles', () => {
    // Values 0,1,1,2,2,2,3,3,3,3: n = 10, Σx = 20, Σx² = 50, mean 2, variance (50 − 40)/9 = 10/9.
    const hist = [1, 2, 3, 4];
    const s = histogramSummary(hist);
    expect(s.n).toBe(10);
    expect(s.mean).toBe(2);
    expect(s.sd).toBeCloseTo(Math.sqrt(10 / 9), 14);
    expect(s.sd).toBeCloseTo(ss.sampleStandardDeviation(expand(hist)), 14);
    const se = Math.sqrt(10 / 9 / 10);
    expect(s.meanLo).toBeCloseTo(2 - Z95 * se, 14);
    expect(s.meanHi).toBeCloseTo(2 + Z95 * se, 14);
    expect([s.min, s.max]).toEqual([0, 3]);
    // Smallest v with cumulative count ≥ p·n; cumulative counts are 1, 3, 6, 10.
    expect([s.p5, s.p25, s.median, s.p75, s.p95]).toEqual([0, 1, 2, 3, 3]);
  });

  it('clips the mean interval to the values the histogram holds, so a small sample never reaches below 0 or past the top', () => {
    // Values 0, 0, 0, 4 (n = 4): mean 1, sd 2, se 1: the normal interval is 1 ± 1.96, from −0.96.
    const low = histogramSummary([3, 0, 0, 0, 1]);
    expect(low.mean).toBe(1);
    expect(low.meanLo).toBe(0);
    expect(low.meanHi).toBeCloseTo(1 + Z95, 14);
    // Mirrored: 0, 4, 4, 4 on a histogram whose last value is 4: the interval stops at 4.
    const high = histogramSummary([1, 0, 0, 0, 3]);
    expect(high.meanLo).toBeCloseTo(3 - Z95, 14);
    expect(high.meanHi).toBe(4);
  });

  it('skips empty leading and trailing values', () => {
    const s = histogramSummary([0, 0, 5, 0]);
    expect(s).toMatchObject({ n: 5, mean: 2, sd: 0, min: 2, max: 2, p5: 2, median: 2, p95: 2 });
  });

  it('takes the lower value when a quantile falls exactly on a boundary (type 1)', () => {
    // 0,0,1,1: the median is the smallest v with F(v) ≥ 0.5, i.e. 0 (type 7 would say 0.5).
    expect(histogramSummary([2, 2]).median).toBe(0);
    expect(histogramQuantile([2, 2], 4, 0.51)).toBe(1);
  });

  it('agrees with simple-statistics on a wider sample', () => {
    const hist = [3, 0, 7, 11, 2, 0, 0, 5];
    const xs = expand(hist);
    const s = histogramSummary(hist);
    expect(s.mean).toBeCloseTo(ss.mean(xs), 14);
    expect(s.sd).toBeCloseTo(ss.sampleStandardDeviation(xs), 12);
    // Type 1 equals the sorted sample at index ceil(p·n) − 1.
    for (const [p, q] of [
      [0.05, s.p5],
      [0.25, s.p25],
      [0.5, s.median],
      [0.75, s.p75],
      [0.95, s.p95],
    ]) {
      expect(q).toBe(xs[Math.ceil(p * xs.length) - 1]);
    }
  });

  it('is all NaN for an empty histogram', () => {
    const s = histogramSummary([0, 0]);
    expect(s.n).toBe(0);
    expect(s.mean).toBeNaN();
    expect(s.median).toBeNaN();
  });
});

describe('pairedDifference', () => {
  it('matches the hand-computed mean and interval of a small sample', () => {
    // d = 1, −1, 2, 0: n = 4, Σd = 2, Σd² = 6, mean 0.5, s² = (6 − 4·0.25)/3 = 5/3.
    const d = [1, -1, 2, 0];
    const r = pairedDifference(4, 2, 6);
    const se = Math.sqrt(5 / 3 / 4);
    expect(r.diff).toBe(0.5);
    expect(r.lo).toBeCloseTo(0.5 - Z95 * se, 14);
    expect(r.hi).toBeCloseTo(0.5 + Z95 * se, 14);
    expect(se).toBeCloseTo(Math.sqrt(ss.sampleVariance(d) / d.length), 14);
  });

  it('gives the right interval for its JSDoc example input', () => {
    // n = 4, Σd = 2, Σd² = 4: mean 0.5, s² = (4 − 4·0.25)/3 = 1, se = 0.5, so 0.5 ± 0.98.
    // (The JSDoc in paired-difference.ts states −0.9 … 1.9, which is not what this input gives.)
    const r = pairedDifference(4, 2, 4);
    expect(r.diff).toBe(0.5);
    expect(r.lo).toBeCloseTo(0.5 - Z95 * 0.5, 14);
    expect(r.hi).toBeCloseTo(0.5 + Z95 * 0.5, 14);
  });

  it('has no interval below two pairs', () => {
    expect(pairedDifference(1, 3, 9)).toEqual({ diff: 3, lo: NaN, hi: NaN });
    expect(pairedDifference(0, 0, 0).diff).toBeNaN();
  });

  it('treats a joint table as differences in {−1, 0, +1}', () => {
    // 30 pairs +1, 10 pairs −1, 60 pairs 0.
    const d = [...Array<number>(30).fill(1), ...Array<number>(10).fill(-1), ...Array<number>(60).fill(0)];
    const r = pairedProportionDifference(100, 30, 10);
    const se = Math.sqrt(ss.sampleVariance(d) / 100);
    expect(r.diff).toBeCloseTo(0.2, 15);
    expect(r.lo).toBeCloseTo(0.2 - Z95 * se, 14);
    expect(r.hi).toBeCloseTo(0.2 + Z95 * se, 14);
  });
});
