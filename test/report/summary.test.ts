import * as ss from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { Z95 } from '../../src/core/stats/z.ts';
import { createRunTally } from '../../src/core/tally.ts';
import { buildCharts } from '../../src/report/charts.ts';
import { formatTerminal } from '../../src/report/terminal.ts';
import { summarize } from '../../src/report/summary.ts';
import { FIXTURE_OUTCOMES, fixtureRuns, reportFixture, SWEEP_PATH, type FixtureRecord } from '../fixtures/report/report-fixture.ts';

/** Wilson bounds solved as the roots of (1 + z²/n)p² − (2p̂ + z²/n)p + p̂² = 0. */
function wilson(k: number, n: number): [number, number] {
  const p = k / n;
  const a = 1 + (Z95 * Z95) / n;
  const b = -(2 * p + (Z95 * Z95) / n);
  const root = Math.sqrt(b * b - 4 * a * p * p);
  return [(-b - root) / (2 * a), (-b + root) / (2 * a)];
}

/** Paired mean difference and its normal interval, straight from the per-simulation differences. */
function paired(d: number[]): { diff: number; lo: number; hi: number } {
  const diff = ss.mean(d);
  const se = Math.sqrt(ss.sampleVariance(d) / d.length);
  return { diff, lo: diff - Z95 * se, hi: diff + Z95 * se };
}

describe('summarize', () => {
  const [base, variant] = fixtureRuns();
  const summary = summarize(reportFixture());

  it('copies provenance and scenario identity', () => {
    expect(summary.format).toBe('warsim-summary/1');
    expect(summary.provenance).toEqual(reportFixture().provenance);
    expect(summary.scenario).toEqual({
      title: 'Empire halberdiers receive a Bretonnian knight charge',
      description: 'Report test fixture <with markup & "quotes">',
      system: 'wfb4',
      file: 'scenarios/wfb4/knights-vs-halberdiers.yaml',
      hash: '3f2a9c1b7d5e4f60a1b2c3d4e5f60718293a4b5c6d7e8f901a2b3c4d5e6f7081',
      seed: 20261122,
    });
    expect(summary.sweep).toBeNull();
  });

  it('lists the runs with names, kinds, patches and sizes', () => {
    expect(summary.runs.map((r) => [r.index, r.name, r.kind, r.set, r.n])).toEqual([
      [0, 'base', 'base', {}, 10],
      [1, '25 halberdiers', 'variant', { [SWEEP_PATH]: 25 }, 10],
    ]);
  });

  it('gives outcome counts, rates and Wilson intervals', () => {
    // Base: empire won simulations 0,1,3,6,7,9; bretonnia 2,5,8; draw 4.
    expect(summary.runs[0].outcomes.map((o) => [o.label, o.count, o.rate])).toEqual([
      ['empire wins', 6, 0.6],
      ['bretonnia wins', 3, 0.3],
      ['draw', 1, 0.1],
    ]);
    expect(summary.runs[1].outcomes.map((o) => o.count)).toEqual([7, 2, 1]);
    for (const run of summary.runs) {
      for (const o of run.outcomes) {
        const [lo, hi] = wilson(o.count, 10);
        expect(o.lo).toBeCloseTo(lo, 12);
        expect(o.hi).toBeCloseTo(hi, 12);
      }
    }
  });

  it('summarises every metric with its histogram', () => {
    const metrics = summary.runs[0].metrics;
    expect(metrics.map((m) => [m.key, m.kind, m.scope, m.side, m.unit])).toEqual([
      ['outcome', 'category', 'battle', '', ''],
      ['turns', 'count', 'battle', '', ''],
      ['unit.halberdiers.left', 'count', 'unit', 'empire', 'halberdiers'],
      ['unit.knights.left', 'count', 'unit', 'bretonnia', 'knights'],
      ['unit.halberdiers.fate', 'category', 'unit', 'empire', 'halberdiers'],
    ]);
    const turns = metrics[1];
    // Base turns: 3,4,6,2,6,5,3,3,4,2.
    expect(turns.histogram.map((b) => b.count)).toEqual([0, 0, 2, 3, 2, 1, 2]);
    expect(turns.histogram[3]).toEqual({ value: 3, label: '3', count: 3, share: 0.3 });
    expect(turns.categories).toBeNull();
    expect(turns.stats).not.toBeNull();
    const xs = base.records.map((r) => r.turns);
    expect(turns.stats!.mean).toBeCloseTo(3.8, 14);
    expect(turns.stats!.sd).toBeCloseTo(ss.sampleStandardDeviation(xs), 14);
    // Sorted: 2,2,3,3,3,4,4,5,6,6 — type-1 median is the 5th value.
    expect(turns.stats!.median).toBe(3);
    expect([turns.stats!.min, turns.stats!.max]).toEqual([2, 6]);

    const left = metrics[2];
    expect(left.histogram).toHaveLength(21);
    expect(left.stats!.mean).toBeCloseTo(7.5, 14);
    expect(summary.runs[1].metrics[2].histogram).toHaveLength(26);
    expect(summary.runs[1].metrics[2].stats!.mean).toBeCloseTo(11.7, 14);

    const fate = metrics[4];
    expect(fate.stats).toBeNull();
    expect(fate.categories!.map((c) => [c.label, c.count])).toEqual([
      ['fighting', 5],
      ['fleeing', 1],
      ['destroyed', 2],
      ['fled off table', 1],
      ['rallied', 1],
    ]);
    const [lo, hi] = wilson(2, 10);
    expect(fate.categories![2].lo).toBeCloseTo(lo, 12);
    expect(fate.categories![2].hi).toBeCloseTo(hi, 12);
    expect(fate.histogram[2]).toEqual({ value: 2, label: 'destroyed', count: 2, share: 0.2 });
  });

  it('totals army costs per side', () => {
    expect(summary.runs[0].costs).toEqual([
      {
        side: 'empire',
        points: 110,
        models: 20,
        units: [{ side: 'empire', unit: 'halberdiers', models: 20, points: 110, breakdown: '20 × 5 + standard 5 + musician 5' }],
      },
      { side: 'bretonnia', points: 240, models: 8, units: [{ side: 'bretonnia', unit: 'knights', models: 8, points: 240, breakdown: '8 × 30' }] },
    ]);
    expect(summary.runs[1].costs[0].points).toBe(135);
  });

  it('has no comparison for the base', () => {
    expect(summary.runs[0].vsBase).toBeNull();
  });

  it('pairs outcome rates through the joint table', () => {
    const vs = summary.runs[1].vsBase!;
    expect(vs.n).toBe(10);
    // Only simulation 2 changed: a bretonnia win in the base, an empire win in the variant.
    const event = (r: FixtureRecord, c: number): number => (r.outcome === c ? 1 : 0);
    FIXTURE_OUTCOMES.forEach((label, c) => {
      const o = vs.outcomes[c];
      const d = variant.records.map((r, i) => event(r, c) - event(base.records[i], c));
      const expected = paired(d);
      expect(o.label).toBe(label);
      expect(o.diff).toBeCloseTo(expected.diff, 14);
      expect(o.lo).toBeCloseTo(expected.lo, 12);
      expect(o.hi).toBeCloseTo(expected.hi, 12);
    });
    expect(vs.outcomes.map((o) => [o.baseRate, o.rate, o.onlyRun, o.onlyBase])).toEqual([
      [0.6, 0.7, 1, 0],
      [0.3, 0.2, 0, 1],
      [0.1, 0.1, 0, 0],
    ]);
    // One +1 among ten pairs: s² = (1 − 10·0.01)/9 = 0.1, se = √(0.1/10) = 0.1.
    expect(vs.outcomes[0].diff).toBeCloseTo(0.1, 15);
    expect(vs.outcomes[0].lo).toBeCloseTo(0.1 - Z95 * 0.1, 14);
    expect(vs.outcomes[2]).toMatchObject({ diff: 0, lo: 0, hi: 0 });
  });

  it('pairs every shared count metric', () => {
    const vs = summary.runs[1].vsBase!;
    expect(vs.metrics.map((m) => m.key)).toEqual(['turns', 'unit.halberdiers.left', 'unit.knights.left']);
    const columns: (keyof FixtureRecord)[] = ['turns', 'halberdiersLeft', 'knightsLeft'];
    columns.forEach((column, p) => {
      const d = variant.records.map((r, i) => r[column] - base.records[i][column]);
      const expected = paired(d);
      expect(vs.metrics[p].diff).toBeCloseTo(expected.diff, 14);
      expect(vs.metrics[p].lo).toBeCloseTo(expected.lo, 12);
      expect(vs.metrics[p].hi).toBeCloseTo(expected.hi, 12);
      expect(vs.metrics[p].baseMean).toBeCloseTo(ss.mean(base.records.map((r) => r[column])), 14);
      expect(vs.metrics[p].mean).toBeCloseTo(ss.mean(variant.records.map((r) => r[column])), 14);
    });
    // Hand check: halberdiers differences 5,5,5,5,4,0,5,5,3,5 → +4.2; knights 0,−1,−2,0,0,0,0,−1,0,0 → −0.4.
    expect(vs.metrics[1].diff).toBeCloseTo(4.2, 14);
    expect(vs.metrics[2].diff).toBeCloseTo(-0.4, 14);
  });

  it('survives a JSON round trip unchanged', () => {
    expect(JSON.parse(JSON.stringify(summary))).toEqual(summary);
  });
});

describe('summarize with a sweep', () => {
  const summary = summarize(reportFixture({ sweep: true }));

  it('adds one row per sweep run with its grid values and outcome rates', () => {
    expect(summary.runs).toHaveLength(5);
    expect(summary.sweep).not.toBeNull();
    const sweep = summary.sweep!;
    expect(sweep.paths).toEqual([SWEEP_PATH]);
    expect(sweep.rows.map((r) => [r.run, r.values, r.n])).toEqual([
      [2, [10], 10],
      [3, [20], 10],
      [4, [30], 10],
    ]);
    // At 10 models every odd simulation becomes a knights' win: empire keeps sims 0 and 6.
    expect(sweep.rows[0].outcomes.map((o) => o.count)).toEqual([2, 7, 1]);
    expect(sweep.rows[1].outcomes.map((o) => o.count)).toEqual([6, 3, 1]);
    const [lo, hi] = wilson(2, 10);
    expect(sweep.rows[0].outcomes[0].lo).toBeCloseTo(lo, 12);
    expect(sweep.rows[0].outcomes[0].hi).toBeCloseTo(hi, 12);
  });

  it('compares sweep runs with the base too', () => {
    const vs = summary.runs[3].vsBase!;
    // The 20-model sweep point replays the base exactly.
    expect(vs.outcomes.map((o) => o.diff)).toEqual([0, 0, 0]);
    expect(summary.runs[2].vsBase!.outcomes[0].diff).toBeCloseTo(-0.4, 14);
  });
});

describe('summarize with no simulations (interrupted before the first batch)', () => {
  const result = reportFixture({ sweep: true });
  result.tally = createRunTally(result.specs);
  const summary = summarize(result);

  it('reports empty figures instead of NaN', () => {
    expect(summary.runs[0].outcomes[0]).toEqual({ value: 0, label: 'empire wins', count: 0, rate: 0, lo: 0, hi: 1 });
    expect(summary.runs[0].metrics[1].stats).toBeNull();
    expect(summary.runs[1].vsBase!.n).toBe(0);
    expect(summary.runs[1].vsBase!.outcomes[0]).toMatchObject({ diff: null, lo: null, hi: null });
    expect(summary.runs[1].vsBase!.metrics[0]).toMatchObject({ baseMean: null, mean: null, diff: null });
    // JSON would silently turn NaN into null; the summary must not hold one in the first place.
    const numbers = (v: unknown): number[] =>
      typeof v === 'number' ? [v] : v !== null && typeof v === 'object' ? Object.values(v).flatMap(numbers) : [];
    expect(numbers(summary).filter((x) => !Number.isFinite(x))).toEqual([]);
  });

  it('still formats, with no charts to draw', () => {
    expect(buildCharts(summary)).toEqual([]);
    // With 100.0 in the table the rate columns are one wider, and line up.
    expect(formatTerminal(summary)).toContain('empire wins         0.0% [  0.0, 100.0]   n/a');
  });
});

describe('summarize on inconsistent input', () => {
  it('names the mismatch', () => {
    const result = reportFixture();
    result.specs = result.specs.slice(0, 1);
    expect(() => summarize(result)).toThrow(/2 runs, 1 spec lists/);
  });
});
