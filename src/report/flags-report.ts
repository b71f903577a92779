/**
 * The reports of `warsim flags` (src/analysis/house-rules.ts): a terminal table of every flag
 * value tried, sorted by the size of its effect, with the flags that changed nothing listed
 * apart; flags.json and flags.csv; a tornado chart (tornado.vl.json, tornado.svg); and a
 * self-contained report.html holding all of them with the provenance of every scenario.
 */
import { stringify } from 'csv-stringify/sync';
import type { TopLevelSpec } from 'vega-lite';
import type { FlagEffect } from '../analysis/house-rules.ts';
import { CONFIG, SCHEMA, type NamedChart } from './charts.ts';
import { chartFigure, escapeHtml, loadVendorScripts, pageHtml, scroll } from './html.ts';
import { fixed, signed, thousands } from './number-format.ts';
import type { Provenance } from '../runner/types.ts';

/** Everything a flags report shows. */
export interface FlagsReport {
  format: 'warsim-flags/1';
  system: string;
  /** The scenarios, with the label of the side whose win rate is measured in each. */
  scenarios: { file: string; title: string; firstSide: string; provenance: Provenance }[];
  /** Simulations per run in each scenario. */
  sims: number;
  effects: FlagEffect[];
  /** The command that writes this report again. */
  command: string;
}

/** 'overkill = rolled (instead of applied)'. */
function trialLabel(e: FlagEffect): string {
  return `${e.flag} = ${String(e.value)} (instead of ${String(e.current)})`;
}

function interval(x: { diff: number; lo: number; hi: number }): string {
  return `${signed(x.diff, 1)} pts [${fixed(x.lo, 1)}, ${fixed(x.hi, 1)}]`;
}

const clear = (x: { lo: number; hi: number }) => x.lo > 0 || x.hi < 0;

/** The answer in a sentence: the largest clear effect, or that none is clear; how many change nothing. */
export function flagsReading(r: FlagsReport): string {
  const changed = r.effects.filter((e) => e.changed);
  const none = r.effects.length - changed.length;
  const where = r.scenarios.length === 1 ? 'this scenario' : `these ${r.scenarios.length} scenarios`;
  const side = r.scenarios.length === 1 ? `the win rate of ${r.scenarios[0].firstSide}` : "the first side's win rate";
  const top = changed.find((e) => clear(e.win));
  const lead = top
    ? `Largest clear effect: ${top.flag} = ${String(top.value)} moves ${side} by ${interval(top.win)}.`
    : changed.length > 0
      ? `No flag value moves ${side} clearly; the largest change is ${changed[0].flag} = ${String(changed[0].value)}, ${interval(changed[0].win)}.`
      : `No flag value changes any simulation of ${where}.`;
  return none > 0 && changed.length > 0 ? `${lead} ${none} of the ${r.effects.length} values tried change no simulation of ${where}.` : lead;
}

/** The terminal table: one line per value that changed something, largest first, then those that changed nothing. */
export function formatFlagsTerminal(r: FlagsReport): string {
  const lines: string[] = [];
  const what = r.scenarios.length === 1 ? r.scenarios[0].file : `${r.scenarios.length} scenarios (${r.scenarios.map((s) => s.file).join(', ')})`;
  lines.push(`House rules of ${r.system} on ${what}`);
  const side = r.scenarios.length === 1 ? `${r.scenarios[0].firstSide} wins` : 'first side wins (mean over the scenarios)';
  lines.push(`${thousands(r.sims)} simulations a run, every value on the same dice as the scenario's reading; changes in points with paired 95% intervals`);
  lines.push('');
  const changed = r.effects.filter((e) => e.changed);
  const width = Math.max(10, ...changed.map((e) => trialLabel(e).length));
  lines.push(`  ${'flag = value'.padEnd(width)}  ${side.padEnd(28)}  draws`);
  for (const e of changed) {
    const mark = clear(e.win) ? '*' : ' ';
    lines.push(`${mark} ${trialLabel(e).padEnd(width)}  ${interval(e.win).padEnd(28)}  ${interval(e.draw)}`);
  }
  if (changed.length === 0) lines.push('  (none changed any simulation)');
  const none = r.effects.filter((e) => !e.changed);
  if (none.length > 0) {
    lines.push('', `No effect here (no simulation changed): ${none.map((e) => `${e.flag} = ${String(e.value)}`).join(', ')}`);
  }
  lines.push('', '* the interval excludes zero', '', flagsReading(r), '');
  for (const s of r.scenarios) {
    const p = s.provenance;
    lines.push(`${s.file}: seed ${p.seed} · sims ${p.simStart}-${p.simEnd} · warsim ${p.version} · ${p.generator} · hash ${p.scenarioHash.slice(0, 12)} · ${p.partial ? `PARTIAL (${p.stoppedBy})` : 'complete'}`);
  }
  lines.push(`reproduce: ${r.command}`);
  return lines.join('\n') + '\n';
}

/** flags.csv: one row per flag value with both changes and their intervals. */
export function flagsCsv(r: FlagsReport): string {
  const rows = r.effects.map((e) => [e.flag, String(e.value), String(e.current), e.scenarios, e.changed, e.win.diff, e.win.lo, e.win.hi, e.draw.diff, e.draw.lo, e.draw.hi]);
  return stringify(rows, {
    header: true,
    columns: ['flag', 'value', 'current', 'scenarios', 'changed', 'win_change_pts', 'win_lo', 'win_hi', 'draw_change_pts', 'draw_lo', 'draw_hi'],
    cast: { boolean: (b) => String(b) },
  });
}

/**
 * The tornado chart: each flag value that changed a simulation, as its change in the first
 * side's win rate with the paired 95% interval around zero, the largest at the top.
 *
 * @returns the spec, or null when nothing changed
 */
export function tornadoChart(r: FlagsReport): TopLevelSpec | null {
  const values = r.effects.filter((e) => e.changed).map((e) => ({ trial: trialLabel(e), diff: e.win.diff, lo: e.win.lo, hi: e.win.hi, clear: clear(e.win) ? 'interval excludes 0' : 'interval includes 0' }));
  if (values.length === 0) return null;
  const y = { field: 'trial', type: 'nominal' as const, sort: values.map((v) => v.trial), title: null, axis: { labelLimit: 320 } };
  const side = r.scenarios.length === 1 ? `${r.scenarios[0].firstSide} wins` : 'first side wins, mean over the scenarios';
  return {
    $schema: SCHEMA,
    title: { text: 'What each house rule changes', subtitle: `${side}: change in points against the scenario's reading, paired 95% intervals` },
    config: CONFIG,
    width: 420,
    height: { step: 18 },
    layer: [
      { data: { values: [{}] }, mark: { type: 'rule', color: '#888', strokeDash: [4, 3] }, encoding: { x: { datum: 0, type: 'quantitative' } } },
      {
        data: { values },
        mark: { type: 'bar', height: 12 },
        encoding: {
          y,
          x: { field: 'lo', type: 'quantitative', title: 'change (pts)' },
          x2: { field: 'hi' },
          color: { field: 'clear', type: 'nominal', scale: { domain: ['interval excludes 0', 'interval includes 0'], range: ['#4c78a8', '#c9d3de'] }, title: null },
          tooltip: [
            { field: 'trial', type: 'nominal', title: 'flag' },
            { field: 'diff', type: 'quantitative', format: '+.2f', title: 'change (pts)' },
            { field: 'lo', type: 'quantitative', format: '+.2f', title: '95% low' },
            { field: 'hi', type: 'quantitative', format: '+.2f', title: '95% high' },
          ],
        },
      },
      { data: { values }, mark: { type: 'tick', color: '#111', thickness: 2, size: 14 }, encoding: { y, x: { field: 'diff', type: 'quantitative' } } },
    ],
  };
}

/** The charts of a flags report (the tornado, when anything changed). */
export function flagsCharts(r: FlagsReport): NamedChart[] {
  const spec = tornadoChart(r);
  return spec ? [{ name: 'tornado', title: 'What each house rule changes', metric: null, width: 800, spec }] : [];
}

/** The flags report as one self-contained page. */
export async function flagsHtml(r: FlagsReport, charts: NamedChart[]): Promise<string> {
  const body: string[] = [];
  body.push(`<header><h1>House rules of ${escapeHtml(r.system)}</h1>`);
  body.push(`<p class="meta">${r.scenarios.map((s) => escapeHtml(s.file)).join(' · ')} · ${thousands(r.sims)} simulations a run</p></header>`);
  body.push(`<div class="reading" id="reading"><p>${escapeHtml(flagsReading(r))}</p></div>`);
  body.push('<section id="effects"><h2>Effects</h2>');
  for (const c of charts) body.push(chartFigure(c, 'Bars are 95% intervals, the tick the estimate; blue where the interval excludes zero.'));
  const rows = r.effects
    .filter((e) => e.changed)
    .map(
      (e) =>
        `<tr><td><code>${escapeHtml(e.flag)}</code></td><td>${escapeHtml(String(e.value))}</td><td>${escapeHtml(String(e.current))}</td>` +
        `<td class="num${clear(e.win) ? ' sig' : ''}">${escapeHtml(interval(e.win))}</td><td class="num">${escapeHtml(interval(e.draw))}</td></tr>`,
    );
  body.push(
    scroll(
      `<table><thead><tr><th>Flag</th><th>Value</th><th>Scenario's reading</th><th class="num">${escapeHtml(r.scenarios.length === 1 ? `${r.scenarios[0].firstSide} wins` : 'first side wins (mean)')}</th><th class="num">draws</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    ),
  );
  const none = r.effects.filter((e) => !e.changed);
  if (none.length > 0) body.push(`<p class="note">No effect here — no simulation changed in any recorded figure: ${none.map((e) => `<code>${escapeHtml(e.flag)}</code> = ${escapeHtml(String(e.value))}`).join(', ')}.</p>`);
  body.push('</section>');
  body.push('<section id="provenance"><h2>Provenance</h2><table><thead><tr><th>Scenario</th><th>Seed</th><th>Simulations</th><th>Hash</th><th>State</th></tr></thead><tbody>');
  for (const s of r.scenarios) {
    const p = s.provenance;
    body.push(`<tr><td>${escapeHtml(s.file)}</td><td>${p.seed}</td><td>${p.simStart} – ${p.simEnd}</td><td><code>${escapeHtml(p.scenarioHash.slice(0, 12))}</code></td><td>${p.partial ? `partial (${escapeHtml(p.stoppedBy)})` : 'complete'}</td></tr>`);
  }
  body.push('</tbody></table>', '<h3>Reproduce</h3>', `<pre><code>${escapeHtml(r.command)}</code></pre></section>`);
  const version = r.scenarios[0]?.provenance.version ?? '';
  body.push(`<footer>warsim ${escapeHtml(version)}</footer>`);
  return pageHtml(`House rules of ${r.system} — warsim`, version, body, charts, await loadVendorScripts());
}
