/**
 * Vega-Lite chart specs for the report (DESIGN.md §Reports): outcome rates with their
 * intervals, distributions of the recorded counts and categories, the paired differences of
 * each variant against the base, and the sweep curves. Each builder reads only the Summary,
 * so a chart shows exactly the figures of summary.json, and returns null (or nothing) when it
 * would have no data.
 *
 * Sweep points are left out of the outcome, distribution and comparison charts: a grid of
 * dozens of runs would drown them, and the sweep chart shows those runs as curves.
 */
import type { TopLevelSpec } from 'vega-lite';
import { fileSlug } from './file-slug.ts';
import { unitName, type MetricSummary, type RunSummary, type Summary } from './summary.ts';

/** A chart ready to be written as `<name>.vl.json` / `<name>.svg` and embedded in the HTML. */
export interface NamedChart {
  /** File-safe name, unique within one report. */
  name: string;
  /** Heading for the chart in the HTML report. */
  title: string;
  /** Key of the metric a distribution chart shows; null for the other charts. */
  metric: string | null;
  /** About how many pixels wide the chart draws, axes included: how report.html lays charts side by side. */
  width: number;
  spec: TopLevelSpec;
}

/** The Vega-Lite schema every chart of warsim's reports names. */
export const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';

// Encoding fragments held in variables are marked `as const` where vega-lite's unions need the
// literal type ('nominal', 'bar', …); inside the returned literals the spec type narrows them.
const WIDTH = 520;

// Shared look: white background so the SVGs read well outside the page, quiet axes.
export const CONFIG = {
  background: 'white',
  font: 'DejaVu Sans, Helvetica, Arial, sans-serif',
  view: { stroke: null },
  axis: { labelFontSize: 11, titleFontSize: 11, gridColor: '#e8e8e8' },
  legend: { labelFontSize: 11, titleFontSize: 11, orient: 'bottom' },
  title: { fontSize: 13, anchor: 'start' },
} as const;

/** Rows of the outcome chart: one per displayed run × outcome. */
export interface OutcomeRow {
  run: string;
  outcome: string;
  rate: number;
  lo: number;
  hi: number;
}

/** Rows of a distribution chart: one per displayed run × value. */
export interface DistributionRow {
  run: string;
  value: number;
  label: string;
  count: number;
  share: number;
}

/** Rows of the comparison chart, in percentage points. */
export interface ComparisonRow {
  run: string;
  outcome: string;
  diff: number;
  lo: number;
  hi: number;
}

/** Rows of the sweep chart: one per sweep run × outcome. */
export interface SweepChartRow {
  x: number | string;
  /** The other swept paths' values, for faceting when more than one path is swept. */
  group: string;
  outcome: string;
  rate: number;
  lo: number;
  hi: number;
}

/** Runs shown in the per-run charts: the base and the variants. */
function displayedRuns(summary: Summary): RunSummary[] {
  return summary.runs.filter((r) => r.kind !== 'sweep');
}

function outcomeLabels(summary: Summary): string[] {
  return summary.runs[0]?.outcomes.map((o) => o.label) ?? [];
}

/**
 * Outcome rates as horizontal bars with their Wilson 95% intervals as rules; runs are grouped
 * on the y axis when there are variants.
 *
 * @returns the spec, or null when no simulation was recorded
 */
export function outcomeChart(summary: Summary): TopLevelSpec | null {
  const runs = displayedRuns(summary).filter((r) => r.n > 0);
  if (runs.length === 0) return null;
  const labels = outcomeLabels(summary);
  const values: OutcomeRow[] = runs.flatMap((r) =>
    r.outcomes.map((o) => ({ run: r.name, outcome: o.label, rate: o.rate, lo: o.lo, hi: o.hi })),
  );
  const several = runs.length > 1;
  const y = several
    ? { y: { field: 'run', type: 'nominal' as const, sort: runs.map((r) => r.name), title: null }, yOffset: { field: 'outcome', sort: labels } }
    : { y: { field: 'outcome', type: 'nominal' as const, sort: labels, title: null } };
  const tooltip = [
    { field: 'run', type: 'nominal' as const },
    { field: 'outcome', type: 'nominal' as const },
    { field: 'rate', type: 'quantitative' as const, format: '.2%' },
    { field: 'lo', type: 'quantitative' as const, format: '.2%', title: '95% low' },
    { field: 'hi', type: 'quantitative' as const, format: '.2%', title: '95% high' },
  ];
  return {
    $schema: SCHEMA,
    title: { text: 'Outcomes', subtitle: 'share of simulations, with 95% Wilson intervals' },
    config: CONFIG,
    width: WIDTH,
    // With runs grouped, the step is per outcome bar inside a run's band.
    height: several ? { step: 14, for: 'offset' } : { step: 24 },
    data: { values },
    encoding: {
      ...y,
      color: { field: 'outcome', type: 'nominal', sort: labels, title: null },
    },
    layer: [
      {
        mark: { type: 'bar' },
        encoding: {
          x: { field: 'rate', type: 'quantitative', scale: { domain: [0, 1] }, axis: { format: '%' }, title: 'rate' },
          tooltip,
        },
      },
      {
        // A value here overrides the shared colour encoding: the interval reads as a dark whisker.
        mark: { type: 'rule', strokeWidth: 1.5 },
        encoding: { x: { field: 'lo', type: 'quantitative' }, x2: { field: 'hi' }, color: { value: '#222' } },
      },
    ],
  };
}

/** Values shown for a count metric: from the lowest to the highest value any run recorded. */
function observedRange(metrics: MetricSummary[]): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const m of metrics) {
    for (const b of m.histogram) {
      if (b.count > 0) {
        lo = Math.min(lo, b.value);
        hi = Math.max(hi, b.value);
      }
    }
  }
  return lo <= hi ? [lo, hi] : null;
}

/**
 * One bar chart per metric (other than the outcome): the share of simulations at each value
 * (counts: turns, rounds, models left, …) or in each category (fates), bars grouped and
 * coloured by run when there are variants.
 *
 * @returns one chart per metric that has data in at least one displayed run
 */
export function distributionCharts(summary: Summary): NamedChart[] {
  const runs = displayedRuns(summary).filter((r) => r.n > 0);
  if (runs.length === 0) return [];
  const charts: NamedChart[] = [];
  const used = new Set<string>();
  // Metrics are matched by key across runs; the base's order decides the chart order.
  const keys: string[] = [];
  for (const r of runs) for (const m of r.metrics.slice(1)) if (!keys.includes(m.key)) keys.push(m.key);
  for (const key of keys) {
    const present = runs
      .map((r) => ({ run: r, metric: r.metrics.find((m) => m.key === key) }))
      .filter((p): p is { run: RunSummary; metric: MetricSummary } => p.metric !== undefined);
    const metric = present[0].metric;
    const values: DistributionRow[] = [];
    let xSort: string[] | undefined;
    let width = 1;
    if (metric.kind === 'count') {
      const range = observedRange(present.map((p) => p.metric));
      if (range === null) continue;
      // A wide count (victory points 0–325) is drawn in bins of a round width, at most about
      // MAX_BARS of them, so the bars stay readable and the mass of the distribution shows.
      width = binWidth(range[1] - range[0] + 1);
      const start = Math.floor(range[0] / width) * width;
      for (const { run, metric: m } of present) {
        for (let lo = start; lo <= range[1]; lo += width) {
          let count = 0;
          let share = 0;
          for (let v = lo; v < lo + width; v++) {
            count += m.histogram[v]?.count ?? 0;
            share += m.histogram[v]?.share ?? 0;
          }
          values.push({ run: run.name, value: lo, label: width === 1 ? String(lo) : `${lo}–${lo + width - 1}`, count, share });
        }
      }
      if (width > 1) xSort = [...new Set(values.map((v) => v.label))];
    } else {
      if (!present.some((p) => p.metric.n > 0)) continue;
      xSort = metric.histogram.map((b) => b.label);
      for (const { run, metric: m } of present) {
        for (const b of m.histogram) values.push({ run: run.name, value: b.value, label: b.label, count: b.count, share: b.share });
      }
    }
    let name = `dist-${fileSlug(key)}`;
    while (used.has(name)) name += '_';
    used.add(name);
    const step = distributionStep(new Set(values.map((v) => v.value)).size, present.length, xSort !== undefined && width === 1);
    charts.push({
      name,
      title: metric.label,
      metric: key,
      width: 70 + step * new Set(values.map((v) => v.value)).size,
      spec: distributionSpec(metric, values, present.map((p) => p.run), xSort, step, width),
    });
  }
  return charts;
}

/**
 * Width of one value's band: wider with more runs side by side, narrower with many values so
 * a chart stays within about 900 px.
 */
function distributionStep(values: number, runs: number, categories: boolean): number {
  // Category labels ('fled off table') need room to stay horizontal.
  const wanted = categories ? 90 : runs > 1 ? Math.min(48, 16 * runs + 8) : 22;
  return Math.max(6, Math.min(wanted, Math.floor(900 / Math.max(1, values))));
}

/** The most bars a count's distribution is drawn with before its values are binned. */
export const MAX_BARS = 40;

/** The bin width for `span` consecutive values: 1, or the least of 2, 5, 10, 20, 25, 50, 100, … giving at most MAX_BARS bins. */
export function binWidth(span: number): number {
  if (span <= MAX_BARS) return 1;
  for (let scale = 1; ; scale *= 10) {
    for (const w of [2, 2.5, 5, 10]) {
      const width = w * scale;
      if (Number.isInteger(width) && Math.ceil(span / width) + 1 <= MAX_BARS) return width;
    }
  }
}

/**
 * The band labels an axis can show side by side without covering each other: every k-th, k
 * enough bands for the longest label (about 6.5 px a character at the charts' 11 px).
 */
function everyNth(labels: string[], step: number): string[] {
  const longest = Math.max(...labels.map((l) => l.length));
  const k = Math.max(1, Math.ceil((longest * 6.5 + 8) / step));
  return labels.filter((_, i) => i % k === 0);
}

/**
 * @param step the width of one value's band (distributionStep())
 * @param width the values per bar: 1, or the bin width of a wide count
 */
function distributionSpec(metric: MetricSummary, values: DistributionRow[], runs: RunSummary[], xSort: string[] | undefined, step: number, width: number): TopLevelSpec {
  const several = runs.length > 1;
  const binned = width > 1;
  const x =
    xSort === undefined
      ? { field: 'value', type: 'ordinal' as const, title: metric.label, axis: { labelAngle: 0 } }
      : binned
        ? { field: 'label', type: 'ordinal' as const, sort: xSort, title: metric.label, axis: { labelAngle: 0, values: everyNth(xSort, step) } }
        : { field: 'label', type: 'nominal' as const, sort: xSort, title: null, axis: { labelAngle: 0 } };
  const runOrder = runs.map((r) => r.name);
  return {
    $schema: SCHEMA,
    title: {
      text: metric.label,
      subtitle: metric.kind !== 'count' ? 'share of simulations in each state' : binned ? `share of simulations in each range of ${width} values` : 'share of simulations at each value',
    },
    config: CONFIG,
    height: 180,
    width: { step, for: 'position' },
    data: { values },
    mark: { type: 'bar' },
    encoding: {
      x,
      y: { field: 'share', type: 'quantitative', axis: { format: '%' }, title: 'share' },
      ...(several
        ? {
            xOffset: { field: 'run', sort: runOrder },
            color: { field: 'run', type: 'nominal' as const, sort: runOrder, title: null },
          }
        : { color: { value: '#4c78a8' } }),
      tooltip: [
        { field: 'run', type: 'nominal' },
        { field: 'label', type: 'nominal', title: 'value' },
        { field: 'count', type: 'quantitative', format: ',' },
        { field: 'share', type: 'quantitative', format: '.2%' },
      ],
    },
  };
}

/** Rows of the fates chart: one per displayed run × unit × fate. */
export interface FateRow {
  unit: string;
  run: string;
  fate: string;
  /** Position of the fate in its metric's categories, for the stacking order. */
  order: number;
  share: number;
  lo: number;
  hi: number;
}

/**
 * Colours of the fates every system records (core/metrics.ts FATES, Warmaster's WM_FATES): whole
 * and standing in greens, in flight in ambers, gone in reds; any other fate grey.
 */
const FATE_COLOURS: Readonly<Record<string, string>> = {
  fighting: '#3f8f4f',
  unharmed: '#3f8f4f',
  rallied: '#9bcf86',
  'lost stands': '#9bcf86',
  fleeing: '#f0b443',
  'fled off table': '#e0773a',
  'left the table': '#e0773a',
  routed: '#c4503d',
  destroyed: '#7f2424',
  'never infiltrated': '#b5b5b5',
};

/** Width of the fates chart's bars: compact, it stands beside the map on the report's first screen. */
const FATES_WIDTH = 300;

/**
 * Every unit's fate at the end as one stacked bar of shares, units down the side in scenario
 * order — with variants, a panel per unit with a bar per run: which units survive, break or
 * die, read at a glance.
 *
 * @returns the spec, or null when no unit records a fate
 */
export function fatesChart(summary: Summary): TopLevelSpec | null {
  const runs = displayedRuns(summary).filter((r) => r.n > 0);
  const values: FateRow[] = [];
  const units: string[] = [];
  const fates: string[] = [];
  const names = new Map<string, string>();
  for (const run of runs) {
    for (const m of run.metrics) {
      if (m.scope !== 'unit' || m.kind !== 'category' || !m.key.endsWith('.fate') || m.categories === null) continue;
      // The unit's name as its metrics show it ('Handgunners fate' → 'Handgunners'), with the id where two units share it.
      let name = names.get(m.unit);
      if (name === undefined) {
        name = unitName(run, m.unit) ?? m.unit;
        if ([...names.values()].includes(name)) name = `${name} (${m.unit})`;
        names.set(m.unit, name);
        units.push(name);
      }
      m.categories.forEach((c, order) => {
        if (!fates.includes(c.label)) fates.push(c.label);
        if (c.count > 0) values.push({ unit: name, run: run.name, fate: c.label, order, share: c.rate, lo: c.lo, hi: c.hi });
      });
    }
  }
  if (values.length === 0) return null;
  const encoding = {
    x: { field: 'share', type: 'quantitative' as const, stack: 'zero' as const, scale: { domain: [0, 1] }, axis: { format: '%', values: [0, 0.25, 0.5, 0.75, 1] }, title: 'share of simulations' },
    color: { field: 'fate', type: 'nominal' as const, sort: fates, scale: { domain: fates, range: fates.map((f) => FATE_COLOURS[f] ?? '#b5b5b5') }, title: null },
    order: { field: 'order', type: 'quantitative' as const },
    tooltip: [
      { field: 'unit', type: 'nominal' as const },
      { field: 'run', type: 'nominal' as const },
      { field: 'fate', type: 'nominal' as const },
      { field: 'share', type: 'quantitative' as const, format: '.1%' },
      { field: 'lo', type: 'quantitative' as const, format: '.1%', title: '95% low' },
      { field: 'hi', type: 'quantitative' as const, format: '.1%', title: '95% high' },
    ],
  };
  const width = FATES_WIDTH;
  if (runs.length === 1) {
    return {
      $schema: SCHEMA,
      title: { text: 'Fates', subtitle: 'how each unit ended: share of simulations' },
      config: CONFIG,
      width,
      height: { step: 18 },
      data: { values },
      mark: { type: 'bar' },
      encoding: { y: { field: 'unit', type: 'nominal', sort: units, title: null, axis: { labelLimit: 220 } }, ...encoding },
    };
  }
  // With variants, a panel per unit headed by its name, a bar per run: a unit's runs side by side.
  return {
    $schema: SCHEMA,
    title: { text: 'Fates', subtitle: 'how each unit ended in each run: share of simulations' },
    config: CONFIG,
    data: { values },
    facet: {
      row: {
        field: 'unit',
        type: 'nominal',
        sort: units,
        title: null,
        header: { labelAngle: 0, labelOrient: 'top', labelAnchor: 'start', labelFontWeight: 'bold', labelFontSize: 11, labelPadding: 2 },
      },
    },
    spacing: 4,
    spec: {
      width,
      height: { step: 14 },
      mark: { type: 'bar' },
      encoding: { y: { field: 'run', type: 'nominal', sort: runs.map((r) => r.name), title: null, axis: { labelLimit: 200 } }, ...encoding },
    },
  };
}

/**
 * Each variant's change in every outcome rate against the base, in percentage points, as
 * points with their paired 95% intervals around a zero rule.
 *
 * @returns the spec, or null without variants
 */
export function comparisonChart(summary: Summary): TopLevelSpec | null {
  const labels = outcomeLabels(summary);
  const variants = summary.runs.filter((r) => r.kind === 'variant' && r.vsBase !== null && r.vsBase.n > 0);
  const values: ComparisonRow[] = [];
  for (const r of variants) {
    for (const o of r.vsBase!.outcomes) {
      if (o.diff === null) continue;
      // Fewer than two pairs has no interval: draw the point alone.
      values.push({ run: r.name, outcome: o.label, diff: o.diff * 100, lo: (o.lo ?? o.diff) * 100, hi: (o.hi ?? o.diff) * 100 });
    }
  }
  if (values.length === 0) return null;
  const y = { field: 'run', type: 'nominal' as const, sort: variants.map((r) => r.name), title: null };
  const yOffset = { field: 'outcome', sort: labels };
  const color = { field: 'outcome', type: 'nominal' as const, sort: labels, title: null };
  return {
    $schema: SCHEMA,
    title: { text: 'Change against the base', subtitle: 'percentage points, paired 95% intervals (same dice in every run)' },
    config: CONFIG,
    width: WIDTH,
    height: { step: 16 },
    layer: [
      {
        data: { values: [{}] },
        mark: { type: 'rule', color: '#888', strokeDash: [4, 3] },
        encoding: { x: { datum: 0, type: 'quantitative' } },
      },
      {
        data: { values },
        mark: { type: 'rule', strokeWidth: 2 },
        encoding: { y, yOffset, color, x: { field: 'lo', type: 'quantitative', title: 'change (pts)' }, x2: { field: 'hi' } },
      },
      {
        data: { values },
        mark: { type: 'point', filled: true, size: 60 },
        encoding: {
          y,
          yOffset,
          color,
          x: { field: 'diff', type: 'quantitative' },
          tooltip: [
            { field: 'run', type: 'nominal' },
            { field: 'outcome', type: 'nominal' },
            { field: 'diff', type: 'quantitative', format: '+.2f', title: 'change (pts)' },
            { field: 'lo', type: 'quantitative', format: '+.2f', title: '95% low' },
            { field: 'hi', type: 'quantitative', format: '+.2f', title: '95% high' },
          ],
        },
      },
    ],
  };
}

/** A grid value as chart data: numbers stay numbers, anything else becomes text. */
function chartValue(v: unknown): number | string {
  return typeof v === 'number' ? v : typeof v === 'string' ? v : JSON.stringify(v);
}

/**
 * Outcome rates along the sweep: one line per outcome over the first swept path, with the
 * Wilson interval as a band; further swept paths become facets.
 *
 * @returns the spec, or null without a sweep
 */
export function sweepChart(summary: Summary): TopLevelSpec | null {
  const sweep = summary.sweep;
  if (sweep === null) return null;
  const rows = sweep.rows.filter((r) => r.n > 0);
  if (rows.length === 0) return null;
  const labels = outcomeLabels(summary);
  const values: SweepChartRow[] = rows.flatMap((r) => {
    const x = chartValue(r.values[0]);
    const group = sweep.paths
      .slice(1)
      .map((p, i) => `${p}=${String(chartValue(r.values[i + 1]))}`)
      .join(', ');
    return r.outcomes.map((o) => ({ x, group, outcome: o.label, rate: o.rate, lo: o.lo, hi: o.hi }));
  });
  const numeric = values.every((v) => typeof v.x === 'number');
  const x = numeric
    ? { field: 'x', type: 'quantitative' as const, title: sweep.paths[0], scale: { zero: false } }
    : { field: 'x', type: 'ordinal' as const, title: sweep.paths[0], sort: [...new Set(values.map((v) => v.x))] };
  // Full-opacity legend symbols: the merged legend would otherwise take the band's faint fill.
  const color = { field: 'outcome', type: 'nominal' as const, sort: labels, title: null, legend: { symbolOpacity: 1 } };
  const y = { field: 'rate', type: 'quantitative' as const, scale: { domain: [0, 1] }, axis: { format: '%' }, title: 'rate' };
  const layer = [
    { mark: { type: 'area' as const, opacity: 0.18 }, encoding: { x, color, y: { ...y, field: 'lo' }, y2: { field: 'hi' } } },
    { mark: { type: 'line' as const }, encoding: { x, color, y } },
    {
      mark: { type: 'point' as const, filled: true },
      encoding: {
        x,
        color,
        y,
        tooltip: [
          { field: 'x', title: sweep.paths[0] },
          { field: 'outcome', type: 'nominal' as const },
          { field: 'rate', type: 'quantitative' as const, format: '.2%' },
          { field: 'lo', type: 'quantitative' as const, format: '.2%', title: '95% low' },
          { field: 'hi', type: 'quantitative' as const, format: '.2%', title: '95% high' },
        ],
      },
    },
  ];
  const title = { text: 'Sweep', subtitle: 'outcome rates with 95% Wilson bands' };
  if (sweep.paths.length > 1) {
    return {
      $schema: SCHEMA,
      title,
      config: CONFIG,
      data: { values },
      facet: { field: 'group', type: 'nominal', title: sweep.paths.slice(1).join(', ') },
      columns: 3,
      spec: { width: 240, height: 180, layer },
    };
  }
  return { $schema: SCHEMA, title, config: CONFIG, width: WIDTH, height: 260, data: { values }, layer };
}

/**
 * Every chart of the report that has data, in reading order: outcomes, fates, comparison,
 * sweep, then one distribution per metric.
 */
export function buildCharts(summary: Summary): NamedChart[] {
  const charts: NamedChart[] = [];
  const outcomes = outcomeChart(summary);
  if (outcomes) charts.push({ name: 'outcomes', title: 'Outcomes', metric: null, width: WIDTH + 160, spec: outcomes });
  const fates = fatesChart(summary);
  if (fates) charts.push({ name: 'fates', title: 'Fates', metric: null, width: FATES_WIDTH + 200, spec: fates });
  const comparison = comparisonChart(summary);
  if (comparison) charts.push({ name: 'comparison', title: 'Change against the base', metric: null, width: WIDTH + 200, spec: comparison });
  const sweep = sweepChart(summary);
  if (sweep) charts.push({ name: 'sweep', title: 'Sweep', metric: null, width: summary.sweep!.paths.length > 1 ? 3 * 260 : WIDTH + 80, spec: sweep });
  charts.push(...distributionCharts(summary));
  return charts;
}
