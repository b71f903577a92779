import { describe, expect, it } from 'vitest';
import {
  buildCharts,
  comparisonChart,
  binWidth,
  distributionCharts,
  fatesChart,
  MAX_BARS,
  outcomeChart,
  sweepChart,
  type ComparisonRow,
  type DistributionRow,
  type FateRow,
  type OutcomeRow,
  type SweepChartRow,
} from '../../src/report/charts.ts';
import { renderSvg } from '../../src/report/render.ts';
import { summarize, type Summary } from '../../src/report/summary.ts';
import type { TopLevelSpec } from 'vega-lite';
import { reportFixture, SWEEP_PATH } from '../fixtures/report/report-fixture.ts';

/** The inline data rows of a spec (every builder puts them at the top level or in its layers). */
function dataOf<T>(spec: TopLevelSpec): T[] {
  const withData = spec as { data?: { values?: T[] }; layer?: { data?: { values?: T[] } }[] };
  if (withData.data?.values) return withData.data.values;
  const layer = withData.layer?.find((l) => (l.data?.values?.length ?? 0) > 1 || Object.keys(l.data?.values?.[0] ?? {}).length > 0);
  return layer?.data?.values ?? [];
}

const summary = summarize(reportFixture({ sweep: true }));
const baseOnly: Summary = { ...summary, runs: [summary.runs[0]], sweep: null };

describe('outcomeChart', () => {
  it('shows each base and variant outcome with its Wilson interval', () => {
    const rows = dataOf<OutcomeRow>(outcomeChart(summary)!);
    // Sweep points are left to the sweep chart.
    expect(rows.map((r) => [r.run, r.outcome, r.rate])).toEqual([
      ['base', 'empire wins', 0.6],
      ['base', 'bretonnia wins', 0.3],
      ['base', 'draw', 0.1],
      ['25 halberdiers', 'empire wins', 0.7],
      ['25 halberdiers', 'bretonnia wins', 0.2],
      ['25 halberdiers', 'draw', 0.1],
    ]);
    expect(rows[0].lo).toBe(summary.runs[0].outcomes[0].lo);
    expect(rows[5].hi).toBe(summary.runs[1].outcomes[2].hi);
  });

  it('draws a single run by outcome alone', () => {
    const spec = outcomeChart(baseOnly)! as { encoding: Record<string, { field?: string }> };
    expect(spec.encoding.y.field).toBe('outcome');
    expect(spec.encoding.yOffset).toBeUndefined();
  });
});

describe('distributionCharts', () => {
  const charts = distributionCharts(summary);

  it('makes one chart per metric other than the outcome', () => {
    expect(charts.map((c) => [c.name, c.metric])).toEqual([
      ['dist-turns', 'turns'],
      ['dist-unit.halberdiers.left', 'unit.halberdiers.left'],
      ['dist-unit.knights.left', 'unit.knights.left'],
      ['dist-unit.halberdiers.fate', 'unit.halberdiers.fate'],
    ]);
  });

  it('trims count histograms to the observed range, per run', () => {
    const rows = dataOf<DistributionRow>(charts[0].spec);
    // Turns ranged 2..6 in both runs: 5 values × 2 runs.
    expect(rows.filter((r) => r.run === 'base').map((r) => [r.value, r.count, r.share])).toEqual([
      [2, 2, 0.2],
      [3, 3, 0.3],
      [4, 2, 0.2],
      [5, 1, 0.1],
      [6, 2, 0.2],
    ]);
    expect(rows.filter((r) => r.run === '25 halberdiers').map((r) => r.count)).toEqual([2, 2, 3, 2, 1]);
    // Halberdiers left: 0..20 observed (the variant's 25-model scale is never reached).
    const left = dataOf<DistributionRow>(charts[1].spec);
    expect(left.filter((r) => r.run === 'base').map((r) => r.value)).toEqual(Array.from({ length: 21 }, (_, v) => v));
  });

  it('bins a wide count (victory points 0–325) into at most 40 bars of a round width, the shares kept', () => {
    const wide = summarize(reportFixture());
    // Turns recorded as 0..325: two simulations at 0, the rest spread, in the base and the variant.
    for (const run of wide.runs) {
      const m = run.metrics.find((x) => x.key === 'turns')!;
      const n = m.n;
      m.histogram = Array.from({ length: 326 }, (_, v) => ({ value: v, label: String(v), count: 0, share: 0 }));
      const at = [0, 0, 7, 9, 10, 150, 151, 200, 324, 325].slice(0, n);
      for (const v of at) {
        m.histogram[v].count++;
        m.histogram[v].share += 1 / n;
      }
    }
    const chart = distributionCharts(wide).find((c) => c.metric === 'turns')!;
    const rows = dataOf<DistributionRow>(chart.spec).filter((r) => r.run === 'base');
    expect(binWidth(326)).toBe(10);
    expect(rows.length).toBeLessThanOrEqual(MAX_BARS);
    expect(rows.slice(0, 2).map((r) => [r.label, r.count])).toEqual([
      ['0–9', 4],
      ['10–19', 1],
    ]);
    expect(rows[rows.length - 1].label).toBe('320–329');
    expect(rows.reduce((t, r) => t + r.share, 0)).toBeCloseTo(1, 12);
    expect((chart.spec as { title: { subtitle: string } }).title.subtitle).toBe('share of simulations in each range of 10 values');
    // A narrow count keeps one bar a value.
    expect(binWidth(40)).toBe(1);
    expect([binWidth(41), binWidth(100), binWidth(500), binWidth(2000)]).toEqual([2, 5, 20, 100]);
  });

  it('keeps every category of a category metric', () => {
    const rows = dataOf<DistributionRow>(charts[3].spec);
    expect(rows.filter((r) => r.run === 'base').map((r) => [r.label, r.count])).toEqual([
      ['fighting', 5],
      ['fleeing', 1],
      ['destroyed', 2],
      ['fled off table', 1],
      ['rallied', 1],
    ]);
  });
});

describe('fatesChart', () => {
  it('stacks each unit’s fates to the whole of its simulations, with their intervals', () => {
    const rows = dataOf<FateRow>(fatesChart(baseOnly)!);
    // The fixture records the halberdiers' fate only: fighting 5, fleeing 1, destroyed 2, fled off 1, rallied 1 of 10.
    expect(rows.map((r) => [r.unit, r.fate, r.share])).toEqual([
      ['Halberdiers', 'fighting', 0.5],
      ['Halberdiers', 'fleeing', 0.1],
      ['Halberdiers', 'destroyed', 0.2],
      ['Halberdiers', 'fled off table', 0.1],
      ['Halberdiers', 'rallied', 0.1],
    ]);
    const fate = baseOnly.runs[0].metrics.find((m) => m.key === 'unit.halberdiers.fate')!;
    expect(rows.map((r) => [r.lo, r.hi])).toEqual(fate.categories!.map((c) => [c.lo, c.hi]));
    const spec = fatesChart(baseOnly)! as { encoding: { y: { field: string }; color: { scale: { domain: string[]; range: string[] } } } };
    expect(spec.encoding.y.field).toBe('unit');
    // Each fate has its own colour: standing greens, flight ambers, destroyed dark red.
    expect(new Set(spec.encoding.color.scale.range).size).toBe(5);
  });

  it('gives each unit a panel with a bar per run when there are variants', () => {
    const spec = fatesChart(summary)! as { facet: { row: { field: string } }; spec: { encoding: { y: { field: string; sort: string[] } } } };
    expect(spec.facet.row.field).toBe('unit');
    expect(spec.spec.encoding.y).toMatchObject({ field: 'run', sort: ['base', '25 halberdiers'] });
    const rows = dataOf<FateRow>(fatesChart(summary)!);
    expect([...new Set(rows.map((r) => r.run))]).toEqual(['base', '25 halberdiers']);
  });

  it('tells two units of one name apart by their ids', () => {
    const twin = structuredClone(baseOnly);
    const fate = twin.runs[0].metrics.find((m) => m.key === 'unit.halberdiers.fate')!;
    twin.runs[0].metrics.push({ ...structuredClone(fate), key: 'unit.halberdiers-2.fate', unit: 'halberdiers-2' });
    const units = [...new Set(dataOf<FateRow>(fatesChart(twin)!).map((r) => r.unit))];
    expect(units).toEqual(['Halberdiers', 'Halberdiers (halberdiers-2)']);
  });
});

describe('comparisonChart', () => {
  it('plots each variant outcome change in percentage points', () => {
    const rows = dataOf<ComparisonRow>(comparisonChart(summary)!);
    const vs = summary.runs[1].vsBase!;
    expect(rows.map((r) => [r.run, r.outcome])).toEqual([
      ['25 halberdiers', 'empire wins'],
      ['25 halberdiers', 'bretonnia wins'],
      ['25 halberdiers', 'draw'],
    ]);
    expect(rows[0].diff).toBeCloseTo(10, 12);
    expect(rows[0].lo).toBeCloseTo(vs.outcomes[0].lo! * 100, 12);
    expect(rows[1].hi).toBeCloseTo(vs.outcomes[1].hi! * 100, 12);
  });

  it('is absent without variants', () => {
    expect(comparisonChart(baseOnly)).toBeNull();
  });
});

describe('sweepChart', () => {
  it('gives one point per sweep value and outcome', () => {
    const rows = dataOf<SweepChartRow>(sweepChart(summary)!);
    expect(rows.filter((r) => r.outcome === 'empire wins').map((r) => [r.x, r.rate])).toEqual([
      [10, 0.2],
      [20, 0.6],
      [30, 0.6],
    ]);
    expect(rows.every((r) => r.group === '')).toBe(true);
    const spec = sweepChart(summary)! as { layer: { encoding: { x: { type: string; title: string } } }[] };
    expect(spec.layer[0].encoding.x).toMatchObject({ type: 'quantitative', title: SWEEP_PATH });
  });

  it('facets by the other paths when several are swept', () => {
    const two: Summary = {
      ...summary,
      sweep: {
        paths: [SWEEP_PATH, 'rules.rankBonusMax'],
        rows: summary.sweep!.rows.map((r, i) => ({ ...r, values: [r.values[0], i % 2 === 0 ? 2 : 3] })),
      },
    };
    const spec = sweepChart(two)! as { facet: { field: string }; data: { values: SweepChartRow[] } };
    expect(spec.facet.field).toBe('group');
    expect([...new Set(spec.data.values.map((r) => r.group))]).toEqual(['rules.rankBonusMax=2', 'rules.rankBonusMax=3']);
  });

  it('is absent without a sweep', () => {
    expect(sweepChart(baseOnly)).toBeNull();
  });
});

describe('buildCharts', () => {
  it('includes only the charts that have data', () => {
    expect(buildCharts(summary).map((c) => c.name)).toEqual([
      'outcomes',
      'fates',
      'comparison',
      'sweep',
      'dist-turns',
      'dist-unit.halberdiers.left',
      'dist-unit.knights.left',
      'dist-unit.halberdiers.fate',
    ]);
    expect(buildCharts(baseOnly).map((c) => c.name)).toEqual([
      'outcomes',
      'fates',
      'dist-turns',
      'dist-unit.halberdiers.left',
      'dist-unit.knights.left',
      'dist-unit.halberdiers.fate',
    ]);
  });
});

describe('renderSvg', () => {
  const charts = [...buildCharts(summary), ...buildCharts(baseOnly)];
  // Also the multi-path sweep, which takes the facet route.
  const twoPaths = sweepChart({
    ...summary,
    sweep: { paths: [SWEEP_PATH, 'first'], rows: summary.sweep!.rows.map((r) => ({ ...r, values: [r.values[0], 'empire'] })) },
  })!;

  it.each([...charts.map((c) => [c.name, c.spec] as const), ['sweep (two paths)', twoPaths] as const])(
    '%s renders to SVG',
    async (_name, spec) => {
      const svg = await renderSvg(spec);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('</svg>');
    },
  );
});
