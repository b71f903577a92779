/**
 * CSV tables of a summary (DESIGN.md §Reports), for spreadsheets and scripts: tidy long tables
 * (one row per run × outcome, run × value) with full-precision numbers. Missing figures (a
 * difference without enough pairs, the base's own difference) are empty cells.
 */
import { stringify } from 'csv-stringify/sync';
import { fileSlug } from './file-slug.ts';
import type { Summary } from './summary.ts';

/** One CSV file of the report. */
export interface CsvFile {
  /** File name within the output folder. */
  name: string;
  content: string;
}

type Cell = string | number | boolean | null;

function table(columns: string[], rows: Cell[][]): string {
  // csv-stringify writes booleans as '1' / '' by default; a swept flag should read true/false.
  return stringify(rows, { header: true, columns, cast: { boolean: (b) => String(b) } });
}

/**
 * `summary.csv`: one row per run × outcome with count, rate and Wilson 95% interval, and for
 * runs after the base the paired change in that rate against the base with its interval.
 */
export function summaryCsv(summary: Summary): string {
  const rows: Cell[][] = [];
  for (const run of summary.runs) {
    run.outcomes.forEach((o, c) => {
      const d = run.vsBase?.outcomes[c];
      rows.push([
        run.name,
        run.kind,
        JSON.stringify(run.set),
        run.n,
        o.label,
        o.count,
        o.rate,
        o.lo,
        o.hi,
        d?.baseRate ?? null,
        d?.diff ?? null,
        d?.lo ?? null,
        d?.hi ?? null,
      ]);
    });
  }
  return table(['run', 'kind', 'set', 'n', 'outcome', 'count', 'rate', 'lo', 'hi', 'base_rate', 'diff_vs_base', 'diff_lo', 'diff_hi'], rows);
}

/**
 * `metrics.csv`: one row per run × count metric with mean (95% interval), sd and quantiles,
 * and the paired change of the mean against the base.
 */
export function metricStatsCsv(summary: Summary): string {
  const rows: Cell[][] = [];
  for (const run of summary.runs) {
    for (const m of run.metrics) {
      if (m.kind !== 'count' || m.stats === null) continue;
      const s = m.stats;
      const d = run.vsBase?.metrics.find((x) => x.key === m.key);
      rows.push([
        ...[run.name, run.kind, m.key, m.label, m.side, m.unit, m.n],
        ...[s.mean, s.meanLo, s.meanHi, s.sd, s.min, s.p5, s.p25, s.median, s.p75, s.p95, s.max],
        ...[d?.diff ?? null, d?.lo ?? null, d?.hi ?? null],
      ]);
    }
  }
  return table(
    [
      ...['run', 'kind', 'metric', 'label', 'side', 'unit', 'n'],
      ...['mean', 'mean_lo', 'mean_hi', 'sd', 'min', 'p5', 'p25', 'median', 'p75', 'p95', 'max'],
      ...['diff_vs_base', 'diff_lo', 'diff_hi'],
    ],
    rows,
  );
}

/**
 * `metric-<key>.csv` for every metric: one row per run × value with count and share (the whole
 * histogram, zeros included, so the files of different runs line up).
 */
export function metricCsvFiles(summary: Summary): CsvFile[] {
  const keys: string[] = [];
  for (const run of summary.runs) for (const m of run.metrics) if (!keys.includes(m.key)) keys.push(m.key);
  const used = new Set<string>();
  return keys.map((key) => {
    const rows: Cell[][] = [];
    for (const run of summary.runs) {
      const m = run.metrics.find((x) => x.key === key);
      if (!m) continue;
      for (const b of m.histogram) rows.push([run.name, run.kind, b.value, b.label, b.count, b.share]);
    }
    let name = `metric-${fileSlug(key)}`;
    while (used.has(name)) name += '_';
    used.add(name);
    return { name: `${name}.csv`, content: table(['run', 'kind', 'value', 'label', 'count', 'share'], rows) };
  });
}

/**
 * `sweep.csv`: one row per sweep point, one column per swept path, then rate, low and high
 * for each outcome — wide, so a grid reads at a glance in a spreadsheet.
 *
 * @returns the CSV, or null without a sweep
 */
export function sweepCsv(summary: Summary): string | null {
  const sweep = summary.sweep;
  if (sweep === null) return null;
  const labels = summary.runs[0]?.outcomes.map((o) => o.label) ?? [];
  const columns = ['run', ...sweep.paths, 'n', ...labels.flatMap((l) => [`${l} rate`, `${l} lo`, `${l} hi`])];
  const rows: Cell[][] = sweep.rows.map((r) => [
    r.name,
    ...r.values.map(csvValue),
    r.n,
    ...r.outcomes.flatMap((o) => [o.rate, o.lo, o.hi]),
  ]);
  return table(columns, rows);
}

/** Every CSV of the report, in the order they are written. */
export function buildCsvFiles(summary: Summary): CsvFile[] {
  const files: CsvFile[] = [
    { name: 'summary.csv', content: summaryCsv(summary) },
    { name: 'metrics.csv', content: metricStatsCsv(summary) },
  ];
  const sweep = sweepCsv(summary);
  if (sweep !== null) files.push({ name: 'sweep.csv', content: sweep });
  files.push(...metricCsvFiles(summary));
  return files;
}

function csvValue(v: unknown): Cell {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return JSON.stringify(v) ?? null;
}
