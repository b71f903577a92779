/**
 * The compact terminal table (DESIGN.md §Reports): per run the outcome rates with their 95%
 * intervals, the recorded distributions in one line each, the change against the base for
 * variants, the sweep grid, and the provenance with the command that reproduces the result.
 * Plain text, no colours, lines kept within {@link TERMINAL_WIDTH} where the content allows.
 */
import { fixed, formatDifference, formatValue, percent, rateDigits, thousands } from './number-format.ts';
import { stopWarning, stoppedByText } from './stopped-by.ts';
import { readingOf } from './reading.ts';
import { unpriced, type MetricSummary, type RateSummary, type RunSummary, type Summary, type SweepSummary } from './summary.ts';

/** Target line width of the terminal table. */
export const TERMINAL_WIDTH = 100;

/**
 * Widest label column ("Clan Warriors broke or fled (turn)" fits); a longer label has a line of
 * its own and its figures go on the next, under the column.
 */
const LABEL_WIDTH = 36;

/**
 * Format a summary as the terminal table.
 *
 * Sweep points appear only in the sweep grid, not as full run blocks: a grid can hold dozens
 * of runs, and the grid is where they are compared.
 *
 * @param summary the report model from `summarize`
 * @returns the table, ending with a newline
 * @example process.stdout.write(formatTerminal(summarize(result)))
 */
export function formatTerminal(summary: Summary): string {
  const f: RateFormat = { digits: rateDigits(summary), width: 0 };
  f.width = (reaches100(summary, f.digits) ? 3 : 2) + (f.digits > 0 ? f.digits + 1 : 0);
  const lines: string[] = [];
  const s = summary.scenario;
  const p = summary.provenance;
  lines.push(s.title || s.file);
  lines.push(`${s.system} · ${s.file} · ${thousands(p.simEnd - p.simStart)} simulations per run`);
  for (const run of summary.runs) {
    if (run.kind === 'sweep') continue;
    lines.push('', ...runBlock(run, f));
  }
  if (summary.sweep) lines.push('', ...sweepBlock(summary.sweep, summary.runs, f));
  const reading = readingOf(summary, f.digits);
  if (reading.length > 0) lines.push('', ...reading.flatMap((sentence) => wrap('', sentence.split(' '), ' ')));
  lines.push('', ...provenanceBlock(summary));
  return lines.join('\n') + '\n';
}

function runBlock(run: RunSummary, f: RateFormat): string[] {
  const lines: string[] = [];
  const patch = Object.entries(run.set)
    .map(([path, value]) => `${path} = ${formatValue(value)}`)
    .join(', ');
  const about = run.kind === 'base' ? '' : `${run.kind}; ${patch ? patch + '; ' : ''}`;
  lines.push(`${run.name}  (${about}n = ${thousands(run.n)})`);
  const labelWidth = Math.min(LABEL_WIDTH, Math.max(7, ...run.outcomes.map((o) => o.label.length), ...run.metrics.map((m) => m.label.length)));
  const vs = run.vsBase;
  const rateWidth = f.width + 1;
  const cellWidth = rateWidth + 2 * (rateWidth - 1) + 5;
  const columns = `${'rate'.padStart(rateWidth)}  95% interval`;
  lines.push(`  ${'outcome'.padEnd(labelWidth)}  ${vs ? columns.padEnd(cellWidth) + '   vs base' : columns}`);
  run.outcomes.forEach((o, c) => {
    const diff = vs ? `   ${formatDifference(vs.outcomes[c], 100, f.digits, ' pts')}` : '';
    lines.push(...labelled(o.label, labelWidth, `${rateWithInterval(o, f)}${diff}`));
  });
  for (const m of run.metrics.slice(1)) {
    const line = metricLine(m, run, labelWidth);
    if (line) lines.push(...line);
  }
  if (run.costs.length > 0) {
    const armies = run.costs.map((a) =>
      unpriced(a)
        ? `${a.side} ${[...new Set(a.units.map((u) => u.breakdown))].join(', ')}`
        : `${a.side} ${thousands(a.points)} (${a.units.map((u) => `${u.unit} ${thousands(u.points)}`).join(', ')})`,
    );
    lines.push(...wrap(`  ${'points'.padEnd(labelWidth)}  `, armies));
  }
  return lines;
}

function metricLine(m: MetricSummary, run: RunSummary, labelWidth: number): string[] | null {
  // A label too long for the column stands on a line of its own, the figures under the column.
  const long = m.label.length > labelWidth;
  const head = long ? [`  ${m.label}`] : [];
  const prefix = `  ${(long ? '' : m.label).padEnd(labelWidth)}  `;
  if (m.kind === 'count') {
    if (m.stats === null) return null;
    const st = m.stats;
    const text = `mean ${fixed(st.mean, 2)} [${fixed(st.meanLo, 2)}, ${fixed(st.meanHi, 2)}]  median ${st.median}  p5-p95 ${st.p5}-${st.p95}`;
    const d = run.vsBase?.metrics.find((x) => x.key === m.key);
    if (!d) return [...head, prefix + text];
    const vs = `vs base ${formatDifference(d, 1, 2, '')}`;
    // No room for the change on the same line: it goes under the mean.
    if (prefix.length + text.length + 2 + vs.length > TERMINAL_WIDTH) return [...head, prefix + text, ' '.repeat(prefix.length) + vs];
    return [...head, `${prefix}${text}  ${vs}`];
  }
  if (m.categories === null || m.n === 0) return null;
  const items = m.categories.filter((c) => c.count > 0).map((c) => `${c.label} ${percent(c.rate, 1)}`);
  return [...head, ...wrap(prefix, items)];
}

function sweepBlock(sweep: SweepSummary, runs: RunSummary[], f: RateFormat): string[] {
  const lines = [`sweep over ${sweep.paths.join(', ')}`];
  // Column headers use the last path segment ('models'); the full paths are on the line above.
  const heads = sweep.paths.map((path) => path.split('.').pop() ?? path);
  const widths = heads.map((h, i) => Math.max(h.length, ...sweep.rows.map((r) => formatValue(r.values[i]).length)));
  const labels = runs[0]?.outcomes.map((o) => o.label) ?? [];
  const cells = sweep.rows.map((r) => r.outcomes.map((o) => rateWithInterval(o, f)));
  // Wide enough for its outcome's name too: a long side id is not cut.
  const cellWidth = Math.max(...cells.flat().map((c) => c.length), ...labels.map((l) => l.length));
  const cellHeads = labels.map((l) => l.padEnd(cellWidth));
  lines.push(`  ${heads.map((h, i) => h.padEnd(widths[i])).join('  ')}  ${cellHeads.join('  ')}`.trimEnd());
  sweep.rows.forEach((row, r) => {
    const values = row.values.map((v, i) => formatValue(v).padEnd(widths[i])).join('  ');
    lines.push(`  ${values}  ${cells[r].map((c) => c.padStart(cellWidth)).join('  ')}  n = ${thousands(row.n)}`);
  });
  return lines;
}

function provenanceBlock(summary: Summary): string[] {
  const p = summary.provenance;
  const state = p.partial ? `PARTIAL (${stoppedByText(p)})` : stoppedByText(p);
  const warning = stopWarning(p);
  const seconds = (p.elapsedMs / 1000).toFixed(1);
  return [
    `seed ${p.seed} · sims ${p.simStart}-${p.simEnd} · warsim ${p.version} · ${p.generator} · hash ${p.scenarioHash.slice(0, 12)} · ${state}`,
    `${p.threads > 0 ? `${p.threads} thread${p.threads === 1 ? '' : 's'}` : 'merged from shards'} · ${seconds} s · finished ${p.finishedAt}`,
    `reproduce: ${p.command}`,
    ...(warning ? [`WARNING: ${warning}`] : []),
  ];
}

/** How the table prints rates: decimals, and characters of a number without its % sign. */
interface RateFormat {
  digits: number;
  width: number;
}

/** Whether any rate or interval end of the table reads 100: then every rate column is one wider, so 100.0% lines up. */
function reaches100(summary: Summary, digits: number): boolean {
  const wide = (x: number) => fixed(x * 100, digits).length > 2 + (digits > 0 ? digits + 1 : 0);
  const all = [...summary.runs.flatMap((r) => r.outcomes), ...(summary.sweep?.rows.flatMap((r) => r.outcomes) ?? [])];
  return all.some((o) => wide(o.rate) || wide(o.lo) || wide(o.hi));
}

/** `63.2% [62.9, 63.5]`, padded so columns line up, also with 100.0% in the table. */
function rateWithInterval(o: RateSummary, f: RateFormat): string {
  const rate = percent(o.rate, f.digits).padStart(f.width + 1);
  return `${rate} [${fixed(o.lo * 100, f.digits).padStart(f.width)}, ${fixed(o.hi * 100, f.digits).padStart(f.width)}]`;
}

/** A label and its figures: on one line, or the label on its own line when it is wider than the column. */
function labelled(label: string, width: number, content: string): string[] {
  if (label.length <= width) return [`  ${label.padEnd(width)}  ${content}`];
  return [`  ${label}`, `  ${' '.repeat(width)}  ${content}`];
}

/** Join items with ' · ' (or `separator`) after a prefix, wrapping under the first item at the terminal width. */
function wrap(prefix: string, items: string[], separator = ' · '): string[] {
  const lines: string[] = [];
  const indent = ' '.repeat(prefix.length);
  let line = prefix;
  let first = true;
  for (const item of items) {
    const sep = first ? '' : separator;
    if (!first && line.length + sep.length + item.length > TERMINAL_WIDTH) {
      lines.push(line);
      line = indent + item;
    } else {
      line += sep + item;
    }
    first = false;
  }
  lines.push(line);
  return lines;
}
