import { describe, expect, it } from 'vitest';
import { isClear, readingOf, sideDifference } from '../../src/report/reading.ts';
import { summarize, type RunSummary, type Summary } from '../../src/report/summary.ts';
import { reportFixture } from '../fixtures/report/report-fixture.ts';

const withSweep = summarize(reportFixture({ sweep: true }));
const plain = summarize(reportFixture());
const baseOnly: Summary = { ...plain, runs: [plain.runs[0]], sweep: null };

/** The base run with its outcome counts replaced: `a` first-side wins and `b` second-side wins of `n`. */
function baseWith(a: number, b: number, n: number): RunSummary {
  const run = structuredClone(plain.runs[0]);
  run.n = n;
  run.outcomes = run.outcomes.map((o, i) => {
    const count = [a, b, n - a - b][i];
    return { ...o, count, rate: count / n };
  });
  return run;
}

describe('sideDifference', () => {
  it('is the first side’s win rate minus the second’s, with the interval of a ±1/0 mean', () => {
    // 6 wins, 3 losses, 1 draw of 10: d = 0.3, sample variance (9 − 10·0.09)/9 = 0.9, se = 0.3.
    const d = sideDifference(plain.runs[0]);
    expect(d.diff).toBeCloseTo(0.3, 12);
    expect(d.lo).toBeCloseTo(0.3 - 1.959963984540054 * 0.3, 9);
    expect(d.hi).toBeCloseTo(0.3 + 1.959963984540054 * 0.3, 9);
    expect(isClear(d)).toBe(false);
    expect(isClear(sideDifference(baseWith(600, 300, 1000)))).toBe(true);
  });
});

describe('readingOf', () => {
  it('reads a lone run: each rate with its interval, and no favourite when the gap is not clear', () => {
    expect(readingOf(baseOnly, 1)).toEqual([
      'empire wins 60.0% [31.3, 83.2], bretonnia wins 30.0% [10.8, 60.3], draw 10.0% [1.8, 40.4]: no clear favourite (empire − bretonnia +30.0 pts [-28.8, 88.8]).',
    ]);
  });

  it('names the favourite and its margin when the interval excludes zero', () => {
    const clear: Summary = { ...baseOnly, runs: [baseWith(300, 600, 1000)] };
    expect(readingOf(clear, 1)[0]).toMatch(/: bretonnia is favoured over empire by 30\.0 pts \[2\d\.\d, 3\d\.\d\]\.$/);
  });

  it('says when no variant changes an outcome clearly, naming the largest change', () => {
    // The variant moves empire wins by +10.0 pts [-9.6, 29.6]: not clear.
    expect(readingOf(plain, 1)[1]).toBe('No variant changes an outcome clearly: the largest change, “25 halberdiers” on empire wins, is +10.0 pts [-9.6, 29.6].');
  });

  it('reads the largest clear effect, here a sweep point’s, from base rate to run rate on the same dice', () => {
    // Ten halberdiers turn four of the base's empire wins into losses: −40 pts, interval clear of zero.
    // se = sqrt((4 − 10·0.16)/9 / 10) = 0.1633: −40.0 ± 32.0.
    expect(readingOf(withSweep, 1)[1]).toBe(
      'Largest effect: the sweep point “sides.empire.units.halberdiers.models=10” moves empire wins from 60.0% to 20.0%, -40.0 pts [-72.0, -8.0] on the same dice.',
    );
  });

  it('is empty when the base recorded nothing', () => {
    expect(readingOf({ ...baseOnly, runs: [{ ...baseOnly.runs[0], n: 0 }] }, 1)).toEqual([]);
  });
});
