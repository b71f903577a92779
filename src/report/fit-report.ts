/**
 * The reports of `warsim fit` (src/analysis/fit.ts): the crossing with its interval in a
 * sentence and a table of every value played, fit.json and fit.csv, the curve with its band and
 * the measured rates (fit.vl.json, fit.svg), and a self-contained report.html.
 */
import { stringify } from 'csv-stringify/sync';
import type { TopLevelSpec } from 'vega-lite';
import { curveAt, type Crossing, type FitPoint, type Logistic } from '../analysis/fit.ts';
import { wilsonInterval } from '../core/stats/wilson-interval.ts';
import type { Provenance } from '../runner/types.ts';
import { CONFIG, SCHEMA, type NamedChart } from './charts.ts';
import { chartFigure, escapeHtml, loadVendorScripts, pageHtml, scroll } from './html.ts';
import { fixed, percent, percentWithin, thousands } from './number-format.ts';

export interface FitReport {
  format: 'warsim-fit/1';
  file: string;
  title: string;
  path: string;
  side: string;
  target: number;
  /** The field's value in the scenario. */
  current: number;
  range: [number, number];
  /** Whole-number field: the answer is read between two whole values. */
  whole: boolean;
  /** Every value played, stage by stage. */
  points: FitPoint[];
  /** The last stage's neighbouring values whose rates straddle the target; null when none do. */
  bracket: [number, number] | null;
  fit: Logistic | null;
  crossing: Crossing | null;
  /** Each side's points at the crossing (rounded to a whole value for a whole-number field), where the system prices units. */
  pointsAtCrossing: Record<string, number> | null;
  provenance: Provenance;
  command: string;
}

/** The field's name in a sentence: its last segment ('models'). */
function fieldName(r: FitReport): string {
  return r.path.split('.').pop() ?? r.path;
}

function num(r: FitReport, x: number): string {
  return r.whole ? fixed(x, 1) : value(x);
}

/** A value played, to six significant digits: a stage of a fine search lands on long binary fractions. */
function value(x: number): string {
  return String(Number(x.toPrecision(6)));
}

/** A point's rate with its Wilson interval: '66.1% [65.4, 66.8]'. */
function rateOf(p: FitPoint): string {
  const [lo, hi] = wilsonInterval(p.wins, p.n);
  return percentWithin(p.wins / p.n, lo, hi, 1);
}

/** The last stage's point at x. */
function finalAt(r: FitReport, x: number): FitPoint | undefined {
  const stage = Math.max(...r.points.map((p) => p.stage));
  return r.points.find((p) => p.stage === stage && p.x === x);
}

/** The answer in a sentence. */
export function fitReading(r: FitReport): string {
  const goal = r.target === 0.5 ? 'breaks even' : `wins ${percent(r.target, 1)}`;
  if (r.bracket === null || r.crossing === null) {
    const best = [...r.points].sort((a, b) => Math.abs(a.wins / a.n - r.target) - Math.abs(b.wins / b.n - r.target))[0];
    return `${r.side} never ${goal === 'breaks even' ? 'breaks even' : `reaches ${percent(r.target, 1)}`} for ${fieldName(r)} from ${r.range[0]} to ${r.range[1]}: the nearest is ${rateOf(best)} at ${value(best.x)}.`;
  }
  const c = r.crossing;
  const [a, b] = r.bracket;
  const at = (x: number) => {
    const p = finalAt(r, x);
    return p ? `${rateOf(p)} at ${value(x)}` : value(x);
  };
  const interval = r.whole
    ? `between ${a} and ${b} (about ${num(r, c.x)}; values not clearly on one side: ${c.lo} to ${c.hi})`
    : `at ${num(r, c.x)} [${num(r, c.lo)}, ${num(r, c.hi)}]${c.open ? ' (the interval reaches the end of the values searched)' : ''}`;
  const pts = r.pointsAtCrossing === null ? '' : ` Points there: ${Object.entries(r.pointsAtCrossing).map(([side, v]) => `${side} ${v}`).join(', ')}.`;
  return `${r.side} ${goal} with ${fieldName(r)} ${interval}: ${at(a)}, ${at(b)}.${pts}`;
}

export function formatFitTerminal(r: FitReport): string {
  const p = r.provenance;
  const lines = [
    `What ${r.path} is worth to ${r.side} in ${r.file}: where its win rate crosses ${percent(r.target, 1)}`,
    `searched ${r.range[0]} to ${r.range[1]} (now ${r.current}); ${thousands(r.points.reduce((t, x) => t + x.n, 0))} simulations in all, every value on the same dice`,
    '',
    `  stage  ${fieldName(r).padEnd(8)}  ${'sims'.padStart(7)}  ${r.side} wins`,
  ];
  for (const pt of [...r.points].sort((a, b) => a.stage - b.stage || a.x - b.x)) {
    lines.push(`  ${String(pt.stage + 1).padEnd(5)}  ${value(pt.x).padEnd(8)}  ${thousands(pt.n).padStart(7)}  ${rateOf(pt)}`);
  }
  lines.push('', fitReading(r), '');
  lines.push(`seed ${p.seed} · sims ${p.simStart}-${p.simEnd} a value in the last stage · warsim ${p.version} · ${p.generator} · hash ${p.scenarioHash.slice(0, 12)}`);
  lines.push(`reproduce: ${r.command}`);
  return lines.join('\n') + '\n';
}

export function fitCsv(r: FitReport): string {
  const rows = r.points.map((p) => {
    const [lo, hi] = wilsonInterval(p.wins, p.n);
    return [p.stage + 1, p.x, p.n, p.wins, p.wins / p.n, lo, hi];
  });
  return stringify(rows, { header: true, columns: ['stage', 'value', 'sims', 'wins', 'win_rate', 'win_lo', 'win_hi'] });
}

/** The measured rates with their intervals, the fitted curve with its band over the last stage, and the target. */
export function fitChart(r: FitReport): TopLevelSpec {
  const measured = r.points.map((p) => {
    const [lo, hi] = wilsonInterval(p.wins, p.n);
    return { x: p.x, rate: p.wins / p.n, lo, hi, stage: `stage ${p.stage + 1} (${thousands(p.n)} sims)` };
  });
  const curve: { x: number; rate: number; lo: number; hi: number }[] = [];
  if (r.fit !== null) {
    const stage = Math.max(...r.points.map((p) => p.stage));
    const xs = r.points.filter((p) => p.stage === stage).map((p) => p.x);
    const from = Math.min(...xs);
    const to = Math.max(...xs);
    for (let i = 0; i <= 60; i++) {
      const x = from + ((to - from) * i) / 60;
      curve.push({ x, ...curveAt(r.fit, x) });
    }
  }
  const x = { field: 'x', type: 'quantitative' as const, title: r.path, scale: { zero: false } };
  const y = { field: 'rate', type: 'quantitative' as const, scale: { domain: [0, 1] }, axis: { format: '%' }, title: `${r.side} wins` };
  return {
    $schema: SCHEMA,
    title: { text: `${r.side} wins against ${fieldName(r)}`, subtitle: `measured rates with 95% Wilson intervals; the fitted curve with its 95% band; the target ${percent(r.target, 1)}` },
    config: CONFIG,
    width: 520,
    height: 260,
    layer: [
      ...(curve.length > 0
        ? [
            { data: { values: curve }, mark: { type: 'area' as const, opacity: 0.2, color: '#4c78a8' }, encoding: { x, y: { ...y, field: 'lo' }, y2: { field: 'hi' } } },
            { data: { values: curve }, mark: { type: 'line' as const, color: '#4c78a8' }, encoding: { x, y } },
          ]
        : []),
      { data: { values: [{}] }, mark: { type: 'rule' as const, color: '#888', strokeDash: [4, 3] }, encoding: { y: { datum: r.target, type: 'quantitative' as const } } },
      { data: { values: measured }, mark: { type: 'rule' as const }, encoding: { x, y: { ...y, field: 'lo' }, y2: { field: 'hi' }, color: { field: 'stage', type: 'nominal' as const, title: null } } },
      {
        data: { values: measured },
        mark: { type: 'point' as const, filled: true },
        encoding: {
          x,
          y,
          color: { field: 'stage', type: 'nominal' as const, title: null },
          tooltip: [
            { field: 'x', type: 'quantitative' as const, title: fieldName(r) },
            { field: 'rate', type: 'quantitative' as const, format: '.1%' },
            { field: 'lo', type: 'quantitative' as const, format: '.1%', title: '95% low' },
            { field: 'hi', type: 'quantitative' as const, format: '.1%', title: '95% high' },
            { field: 'stage', type: 'nominal' as const },
          ],
        },
      },
    ],
  };
}

export function fitCharts(r: FitReport): NamedChart[] {
  return [{ name: 'fit', title: `${r.side} wins against ${fieldName(r)}`, metric: null, width: 700, spec: fitChart(r) }];
}

export async function fitHtml(r: FitReport, charts: NamedChart[]): Promise<string> {
  const p = r.provenance;
  const body: string[] = [];
  body.push(`<header><h1>What ${escapeHtml(fieldName(r))} is worth: ${escapeHtml(r.title || r.file)}</h1>`);
  body.push(`<p class="meta">${escapeHtml(r.file)} · <code>${escapeHtml(r.path)}</code> from ${r.range[0]} to ${r.range[1]} (now ${r.current}) · target: ${escapeHtml(r.side)} wins ${percent(r.target, 1)}</p></header>`);
  body.push(`<div class="reading" id="reading"><p>${escapeHtml(fitReading(r))}</p></div>`);
  body.push('<section id="curve"><h2>The curve</h2>');
  for (const c of charts) body.push(chartFigure(c, 'Each stage narrows the values around the crossing and doubles the simulations; the curve is fitted to the last stage (logistic, weighted by each rate’s precision), and the crossing’s interval is where its band meets the target.'));
  const rows = [...r.points]
    .sort((a, b) => a.stage - b.stage || a.x - b.x)
    .map((pt) => `<tr><td class="num">${pt.stage + 1}</td><td class="num">${value(pt.x)}</td><td class="num">${thousands(pt.n)}</td><td class="num">${escapeHtml(rateOf(pt))}</td></tr>`);
  body.push(scroll(`<table><thead><tr><th class="num">Stage</th><th class="num">${escapeHtml(fieldName(r))}</th><th class="num">Simulations</th><th class="num">${escapeHtml(r.side)} wins</th></tr></thead><tbody>${rows.join('')}</tbody></table>`));
  body.push('</section>');
  body.push(
    `<section id="provenance"><h2>Provenance</h2><p class="meta">seed ${p.seed} · simulations ${p.simStart} – ${p.simEnd} a value in the last stage · warsim ${escapeHtml(p.version)} · ${escapeHtml(p.generator)} · scenario ${escapeHtml(p.scenarioHash.slice(0, 12))}</p>`,
    `<h3>Reproduce</h3><pre><code>${escapeHtml(r.command)}</code></pre></section>`,
  );
  body.push(`<footer>warsim ${escapeHtml(p.version)}</footer>`);
  return pageHtml(`What ${fieldName(r)} is worth — ${r.title || r.file} — warsim`, p.version, body, charts, await loadVendorScripts());
}
