/**
 * The reports of `warsim tactics` (src/analysis/tactics.ts): the ranking as a terminal table
 * and a sentence, tactics.json and tactics.csv, a chart of each choice's difference from the
 * best with its simultaneous interval (tactics.vl.json, tactics.svg), and a self-contained
 * report.html.
 */
import { stringify } from 'csv-stringify/sync';
import type { TopLevelSpec } from 'vega-lite';
import type { TacticRanking, TacticStanding } from '../analysis/tactics.ts';
import type { Provenance } from '../runner/types.ts';
import { CONFIG, SCHEMA, type NamedChart } from './charts.ts';
import { chartFigure, escapeHtml, loadVendorScripts, pageHtml, scroll } from './html.ts';
import { fixed, percentWithin, signed, thousands } from './number-format.ts';

export interface TacticsReport {
  format: 'warsim-tactics/1';
  file: string;
  title: string;
  /** The tactic fields varied, as 'unit.field'. */
  fields: string[];
  ranking: TacticRanking;
  /** Combinations the system refused, with why. */
  refused: string[];
  /** Simulations per combination in the final ranking, and in all played to get there. */
  sims: number;
  simsPlayed: number;
  /** Why it stopped: the best separated from the rest, or the cap reached. */
  stoppedBy: 'separated' | 'max-sims' | 'interrupted';
  provenance: Provenance;
  command: string;
}

/** The unit of differences: points of win rate, or victory points (two decimals). */
function unitOf(r: TacticsReport): { unit: string; digits: number } {
  return r.ranking.by === 'vp' ? { unit: 'VP', digits: 2 } : { unit: 'pts', digits: 1 };
}

/** 'x pts [a, b]' or 'x VP [a, b]', signed or not. */
function amount(r: TacticsReport, x: { diff: number; lo: number; hi: number }, sign = true): string {
  const { unit, digits } = unitOf(r);
  return `${sign ? signed(x.diff, digits) : fixed(x.diff, digits)} ${unit} [${fixed(x.lo, digits)}, ${fixed(x.hi, digits)}]`;
}

function vs(r: TacticsReport, s: TacticStanding): string {
  return amount(r, s.vsBest);
}

/** The measure: '4.5% [3.9, 5.2]' or '1.23 VP [1.18, 1.28]'. */
function rate(r: TacticsReport, s: TacticStanding): string {
  if (r.ranking.by === 'vp') return amount(r, { diff: s.rate, lo: s.lo, hi: s.hi }, false);
  return percentWithin(s.rate, s.lo, s.hi, 1);
}

/** The measure's name: 'empire wins' or 'empire VP (mean)'. */
function measureName(r: TacticsReport): string {
  return r.ranking.by === 'vp' ? `${r.ranking.side} VP (mean)` : `${r.ranking.side} wins`;
}

/** The answer: which is best and by how much over the next, and which is worst. */
export function tacticsReading(r: TacticsReport): string {
  const [best] = r.ranking.standings;
  const ties = r.ranking.standings.filter((s) => s.same && s !== best);
  const rest = r.ranking.standings.filter((s) => !s.same);
  const head = ties.length === 0 ? best.name : `${best.name} (and ${ties.map((t) => t.name).join(', ')}, winning exactly the same games)`;
  const second = rest[0];
  if (second === undefined) return ties.length === 0 ? `${best.name} is the only choice the system plays here.` : `${head}: every choice wins exactly the same games here.`;
  const worst = rest[rest.length - 1];
  const gap = { diff: -second.vsBest.diff, lo: -second.vsBest.hi, hi: -second.vsBest.lo };
  const by = amount(r, gap, false);
  const { unit, digits } = unitOf(r);
  const tail = worst !== second ? `; ${worst.name} is worst (${signed(worst.vsBest.diff, digits)} ${unit})` : '';
  if (r.ranking.separated) return `${head} beats ${second.name} by ${by}${tail}.`;
  return `${head} has the highest ${r.ranking.by === 'vp' ? 'victory points' : 'win rate'} for ${r.ranking.side}, but not clearly: ${second.name} is ${vs(r, second)} from it after ${thousands(r.sims)} simulations${tail}.`;
}

function stopText(r: TacticsReport): string {
  return r.stoppedBy === 'separated' ? 'the best is separated from every other choice' : r.stoppedBy === 'max-sims' ? 'the --max-sims cap (the best is not separated)' : 'interrupted';
}

export function formatTacticsTerminal(r: TacticsReport): string {
  const k = r.ranking.comparisons;
  const lines = [
    `Best tactic for ${r.ranking.side} in ${r.file} (varying ${r.fields.join(', ')})`,
    `${thousands(r.sims)} simulations a choice (${thousands(r.simsPlayed)} played in all); stopped by ${stopText(r)}`,
    '',
  ];
  const width = Math.max(6, ...r.ranking.standings.map((s) => s.name.length));
  lines.push(`  rank  ${'choice'.padEnd(width)}  ${measureName(r).padEnd(22)}  vs best (Bonferroni 95%, ${k} comparison${k === 1 ? '' : 's'})`);
  r.ranking.standings.forEach((s, i) => {
    lines.push(`  ${String(i + 1).padEnd(4)}  ${s.name.padEnd(width)}  ${rate(r, s).padEnd(22)}  ${i === 0 ? 'best' : s.same ? 'the same games as the best' : vs(r, s)}`);
  });
  if (r.refused.length > 0) lines.push('', ...r.refused.map((x) => `Left out, the system cannot play it: ${x}`));
  const p = r.provenance;
  lines.push('', tacticsReading(r), '');
  lines.push(`seed ${p.seed} · sims ${p.simStart}-${p.simEnd} · warsim ${p.version} · ${p.generator} · hash ${p.scenarioHash.slice(0, 12)}`);
  lines.push(`reproduce: ${r.command}`);
  return lines.join('\n') + '\n';
}

export function tacticsCsv(r: TacticsReport): string {
  const rows = r.ranking.standings.map((s, i) => [i + 1, s.name, JSON.stringify(s.set), s.rate, s.lo, s.hi, s.vsBest.diff, s.vsBest.lo, s.vsBest.hi, String(s.same)]);
  const [m, d] = r.ranking.by === 'vp' ? ['vp_mean', 'vs_best_vp'] : ['win_rate', 'vs_best_pts'];
  return stringify(rows, { header: true, columns: ['rank', 'choice', 'set', m, `${m}_lo`, `${m}_hi`, d, 'vs_best_lo', 'vs_best_hi', 'same_games_as_best'] });
}

/** Each choice's difference from the best with its simultaneous interval, best at the top. */
export function tacticsChart(r: TacticsReport): TopLevelSpec | null {
  const values = r.ranking.standings.slice(1).map((s) => ({ choice: s.name, diff: s.vsBest.diff, lo: s.vsBest.lo, hi: s.vsBest.hi }));
  if (values.length === 0) return null;
  const y = { field: 'choice', type: 'nominal' as const, sort: values.map((v) => v.choice), title: null, axis: { labelLimit: 360 } };
  return {
    $schema: SCHEMA,
    title: { text: `Against the best: ${r.ranking.standings[0].name}`, subtitle: `${measureName(r)}, change in ${unitOf(r).unit}, Bonferroni-adjusted 95% intervals` },
    config: CONFIG,
    width: 420,
    height: { step: 20 },
    layer: [
      { data: { values: [{}] }, mark: { type: 'rule', color: '#888', strokeDash: [4, 3] }, encoding: { x: { datum: 0, type: 'quantitative' } } },
      { data: { values }, mark: { type: 'rule', strokeWidth: 2, color: '#4c78a8' }, encoding: { y, x: { field: 'lo', type: 'quantitative', title: `change against the best (${unitOf(r).unit})` }, x2: { field: 'hi' } } },
      {
        data: { values },
        mark: { type: 'point', filled: true, size: 60, color: '#4c78a8' },
        encoding: {
          y,
          x: { field: 'diff', type: 'quantitative' },
          tooltip: [
            { field: 'choice', type: 'nominal' },
            { field: 'diff', type: 'quantitative', format: '+.2f', title: `change (${unitOf(r).unit})` },
            { field: 'lo', type: 'quantitative', format: '+.2f', title: 'low' },
            { field: 'hi', type: 'quantitative', format: '+.2f', title: 'high' },
          ],
        },
      },
    ],
  };
}

export function tacticsCharts(r: TacticsReport): NamedChart[] {
  const spec = tacticsChart(r);
  return spec ? [{ name: 'tactics', title: 'Against the best', metric: null, width: 820, spec }] : [];
}

export async function tacticsHtml(r: TacticsReport, charts: NamedChart[]): Promise<string> {
  const p = r.provenance;
  const body: string[] = [];
  body.push(`<header><h1>Best tactic: ${escapeHtml(r.title || r.file)}</h1>`);
  body.push(`<p class="meta">${escapeHtml(r.file)} · varying ${escapeHtml(r.fields.join(', '))} · ${thousands(r.sims)} simulations a choice · stopped by ${escapeHtml(stopText(r))}</p></header>`);
  body.push(`<div class="reading" id="reading"><p>${escapeHtml(tacticsReading(r))}</p></div>`);
  body.push('<section id="ranking"><h2>Ranking</h2>');
  const rows = r.ranking.standings.map(
    (s, i) => `<tr><td class="num">${i + 1}</td><td>${escapeHtml(s.name)}</td><td class="num">${escapeHtml(rate(r, s))}</td><td class="num${s.vsBest.hi < 0 ? ' sig' : ''}">${i === 0 ? 'best' : s.same ? 'the same games as the best' : escapeHtml(vs(r, s))}</td></tr>`,
  );
  body.push(scroll(`<table><thead><tr><th class="num">Rank</th><th>Choice</th><th class="num">${escapeHtml(measureName(r))}</th><th class="num">vs best</th></tr></thead><tbody>${rows.join('')}</tbody></table>`));
  body.push(
    `<p class="note">${r.ranking.by === 'vp' ? 'Mean victory points with their 95% intervals' : 'Win rates with 95% Wilson intervals'}. Each choice against the best is paired (the same dice in every choice), its interval widened for ${r.ranking.comparisons} comparison${r.ranking.comparisons === 1 ? '' : 's'} at once (Bonferroni: z = ${fixed(r.ranking.z, 3)}); bold where it lies below zero.</p>`,
  );
  for (const c of charts) body.push(chartFigure(c));
  if (r.refused.length > 0) body.push(`<p class="note">Left out, the system cannot play it: ${r.refused.map(escapeHtml).join('; ')}</p>`);
  body.push('</section>');
  body.push(
    `<section id="provenance"><h2>Provenance</h2><p class="meta">seed ${p.seed} · simulations ${p.simStart} – ${p.simEnd} (${thousands(r.simsPlayed)} played in all) · warsim ${escapeHtml(p.version)} · ${escapeHtml(p.generator)} · scenario ${escapeHtml(p.scenarioHash.slice(0, 12))}</p>`,
    `<h3>Reproduce</h3><pre><code>${escapeHtml(r.command)}</code></pre></section>`,
  );
  body.push(`<footer>warsim ${escapeHtml(p.version)}</footer>`);
  return pageHtml(`Best tactic — ${r.title || r.file} — warsim`, p.version, body, charts, await loadVendorScripts());
}
