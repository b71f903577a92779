/**
 * The reports of `warsim matrix` (src/analysis/matrix.ts): the standings against the field and
 * the table of pairings in the terminal, matrix.json and matrix.csv, a heat map of every
 * pairing's score and a chart of the standings (each as .vl.json and .svg), and report.html.
 */
import { stringify } from 'csv-stringify/sync';
import type { TopLevelSpec } from 'vega-lite';
import type { MatrixCell, OrientationCount, Score, Standing } from '../analysis/matrix.ts';
import { CONFIG, SCHEMA, type NamedChart } from './charts.ts';
import { chartFigure, escapeHtml, loadVendorScripts, pageHtml, scroll } from './html.ts';
import { fixed, percent, percentWithin, thousands } from './number-format.ts';

/** One pairing's games, per orientation (sides a and b in id order). */
export interface MatrixPairing {
  a: string;
  b: string;
  counts: OrientationCount[];
}

export interface MatrixReport {
  format: 'warsim-matrix/1';
  system: string;
  title: string;
  /** The battlefield template file. */
  template: string;
  /** What the field is (and, for a built-in one, how its armies were chosen and deployed). */
  field: string;
  sides: { id: string; name: string; file: string }[];
  pairings: MatrixPairing[];
  /** Both ways round: the row side's score against the column side. */
  cells: MatrixCell[];
  /** Each side against the field, best first. */
  standings: Standing[];
  /** The side that moves first, and the side at the near edge, over every game. */
  firstTurn: Score | null;
  nearEdge: Score | null;
  /** Games per orientation to start with; the --precision target (0 for none). */
  sims: number;
  precision: number;
  simsPlayed: number;
  stoppedBy: 'sims' | 'precision' | 'max-sims' | 'interrupted';
  seed: number;
  threads: number;
  version: string;
  generator: string;
  /** sha256 over every orientation's scenario hash. */
  hash: string;
  elapsedMs: number;
  command: string;
}

/** '54.3% [51.2, 57.4]'. */
function scoreText(s: { score: number; lo: number; hi: number }): string {
  return percentWithin(s.score, s.lo, s.hi, 1);
}

function nameOf(r: MatrixReport, id: string): string {
  return r.sides.find((s) => s.id === id)?.name ?? id;
}

function stopText(r: MatrixReport): string {
  switch (r.stoppedBy) {
    case 'sims':
      return `${thousands(r.sims)} games per orientation`;
    case 'precision':
      return `every pairing's score to ±${fixed(r.precision * 100, 1)} points`;
    case 'max-sims':
      return `the --max-sims cap (some pairings wider than ±${fixed(r.precision * 100, 1)} points)`;
    case 'interrupted':
      return 'interrupted: pairings not played in every orientation have no score';
  }
}

/** The answer: the strongest and the weakest against the field, and whether the top is clear. */
export function matrixReading(r: MatrixReport): string {
  const ranked = r.standings.filter((s) => s.opponents > 0);
  if (ranked.length < 2) return 'Too few pairings were played to rank the field.';
  const [best, second] = ranked;
  const worst = ranked[ranked.length - 1];
  const clear = best.lo > second.hi;
  const head = `${best.name} is ${clear ? 'the strongest' : 'the highest'} of the ${ranked.length} against the field, scoring ${scoreText(best)}`;
  const next = clear ? `, clear of ${second.name} (${scoreText(second)})` : `, but not clearly ahead of ${second.name} (${scoreText(second)})`;
  const tail = `; ${worst.name} is the weakest (${scoreText(worst)}).`;
  const first = r.firstTurn;
  const firstText =
    first === null ? '' : ` The side moving first scores ${scoreText(first)}${first.lo > 0.5 ? ': the first turn is an advantage' : first.hi < 0.5 ? ': the first turn is a handicap' : ''}.`;
  return `${head}${next}${tail}${firstText}`;
}

/** Short column heads for the terminal: initials, told apart by more letters where they clash. */
function shortNames(names: readonly string[]): string[] {
  const initials = names.map((n) =>
    n
      .split(/[\s-]+/)
      .filter((w) => /^[A-Za-z]/.test(w) && !/^(of|the|and)$/i.test(w))
      .map((w) => w[0].toUpperCase())
      .join('')
      .slice(0, 3) || n.slice(0, 3),
  );
  return initials.map((s, i) => (initials.indexOf(s) !== i || initials.lastIndexOf(s) !== i ? names[i].replace(/[^A-Za-z]/g, '').slice(0, 3) + String(i + 1) : s));
}

export function formatMatrixTerminal(r: MatrixReport): string {
  const games = r.pairings.reduce((t, p) => t + p.counts.reduce((u, c) => u + c.n, 0), 0);
  const lines = [
    `Balance table: ${r.title} (${r.system}, ${r.sides.length} sides, ${r.pairings.length} pairings)`,
    r.field,
    `Each pairing from both table edges, each side moving first: ${thousands(games)} games; stopped by ${stopText(r)}`,
    '',
  ];
  const width = Math.max(4, ...r.standings.map((s) => s.name.length));
  lines.push(`  rank  ${'side'.padEnd(width)}  ${'score vs the field'.padEnd(20)}  won    drew   lost`);
  r.standings.forEach((s, i) => {
    if (s.opponents === 0) return lines.push(`  ${'-'.padEnd(4)}  ${s.name.padEnd(width)}  no pairing played`);
    lines.push(
      `  ${String(i + 1).padEnd(4)}  ${s.name.padEnd(width)}  ${scoreText(s).padEnd(20)}  ${percent(s.win, 1).padStart(5)}  ${percent(s.draw, 1).padStart(5)}  ${percent(s.loss, 1).padStart(5)}`,
    );
  });
  lines.push('', "Score: a win counts 1, a draw ½; 95% intervals. Each row's score against each column, in %:");
  const order = r.standings.map((s) => s.id);
  const heads = shortNames(order.map((id) => nameOf(r, id)));
  const cell = new Map(r.cells.map((c) => [`${c.row}\u0000${c.col}`, c]));
  lines.push(`  ${''.padEnd(5)}${heads.map((h) => h.padStart(5)).join('')}`);
  order.forEach((row, i) => {
    const values = order.map((col) => {
      if (col === row) return '—'.padStart(5);
      const s = cell.get(`${row}\u0000${col}`)?.score;
      return (s ? fixed(s.score * 100, 0) : '?').padStart(5);
    });
    lines.push(`  ${heads[i].padEnd(5)}${values.join('')}`);
  });
  lines.push(`  ${heads.map((h, i) => `${h} ${nameOf(r, order[i])}`).join(' · ')}`);
  lines.push('', matrixReading(r));
  if (r.nearEdge) lines.push(`The side at the near edge scores ${scoreText(r.nearEdge)}.`);
  lines.push('', `seed ${r.seed} · warsim ${r.version} · ${r.generator} · hash ${r.hash.slice(0, 12)}`, `reproduce: ${r.command}`);
  return lines.join('\n') + '\n';
}

/** Every cell (row against column), then each side against the field (column "field"). */
export function matrixCsv(r: MatrixReport): string {
  const rows: unknown[][] = r.cells
    .filter((c) => c.score !== null)
    .map((c) => {
      const s = c.score!;
      return [c.row, c.col, s.score, s.lo, s.hi, s.win, s.draw, s.loss, s.n];
    });
  for (const s of r.standings) if (s.opponents > 0) rows.push([s.id, 'field', s.score, s.lo, s.hi, s.win, s.draw, s.loss, '']);
  return stringify(rows, { header: true, columns: ['side', 'against', 'score', 'score_lo', 'score_hi', 'won', 'drew', 'lost', 'games'] });
}

/** The heat map: the row side's score against the column side, rows and columns in standing order. */
export function heatMapChart(r: MatrixReport): TopLevelSpec {
  const order = r.standings.map((s) => s.name);
  const values = r.cells
    .filter((c) => c.score !== null)
    .map((c) => {
      const s = c.score!;
      return {
        side: nameOf(r, c.row),
        against: nameOf(r, c.col),
        score: s.score,
        lo: s.lo,
        hi: s.hi,
        won: s.win,
        drew: s.draw,
        lost: s.loss,
        games: s.n,
        label: fixed(s.score * 100, 0),
      };
    });
  const step = order.length > 12 ? 30 : 40;
  const x = { field: 'against', type: 'nominal' as const, sort: order, title: 'against', axis: { labelAngle: -40, labelLimit: 140 } };
  const y = { field: 'side', type: 'nominal' as const, sort: order, title: null, axis: { labelLimit: 160 } };
  return {
    $schema: SCHEMA,
    title: { text: 'Score of each side (row) against each other (column)', subtitle: 'a win 1, a draw ½; both table edges and both first turns; hover for the interval' },
    config: CONFIG,
    width: { step },
    height: { step },
    data: { values },
    encoding: { x, y },
    layer: [
      {
        mark: { type: 'rect' },
        encoding: {
          color: { field: 'score', type: 'quantitative', title: 'score', scale: { scheme: 'redblue', domain: [0, 1], domainMid: 0.5 }, legend: { format: '.0%' } },
          tooltip: [
            { field: 'side', type: 'nominal' },
            { field: 'against', type: 'nominal' },
            { field: 'score', type: 'quantitative', format: '.1%' },
            { field: 'lo', type: 'quantitative', format: '.1%', title: '95% low' },
            { field: 'hi', type: 'quantitative', format: '.1%', title: '95% high' },
            { field: 'won', type: 'quantitative', format: '.1%' },
            { field: 'drew', type: 'quantitative', format: '.1%' },
            { field: 'lost', type: 'quantitative', format: '.1%' },
            { field: 'games', type: 'quantitative', format: ',' },
          ],
        },
      },
      {
        mark: { type: 'text', fontSize: 10 },
        encoding: {
          text: { field: 'label', type: 'nominal' },
          color: { condition: { test: 'datum.score < 0.2 || datum.score > 0.8', value: 'white' }, value: 'black' },
        },
      },
    ],
  };
}

/** Each side's score against the field with its interval, best at the top. */
export function standingsChart(r: MatrixReport): TopLevelSpec {
  const values = r.standings.filter((s) => s.opponents > 0).map((s) => ({ side: s.name, score: s.score, lo: s.lo, hi: s.hi }));
  const y = { field: 'side', type: 'nominal' as const, sort: values.map((v) => v.side), title: null, axis: { labelLimit: 200 } };
  return {
    $schema: SCHEMA,
    title: { text: 'Against the field', subtitle: 'mean score against every other side, 95% intervals' },
    config: CONFIG,
    width: 380,
    height: { step: 20 },
    layer: [
      { data: { values: [{}] }, mark: { type: 'rule', color: '#888', strokeDash: [4, 3] }, encoding: { x: { datum: 0.5, type: 'quantitative' } } },
      { data: { values }, mark: { type: 'rule', strokeWidth: 2, color: '#4c78a8' }, encoding: { y, x: { field: 'lo', type: 'quantitative', title: 'score against the field', axis: { format: '.0%' } }, x2: { field: 'hi' } } },
      {
        data: { values },
        mark: { type: 'point', filled: true, size: 60, color: '#4c78a8' },
        encoding: {
          y,
          x: { field: 'score', type: 'quantitative' },
          tooltip: [
            { field: 'side', type: 'nominal' },
            { field: 'score', type: 'quantitative', format: '.1%' },
            { field: 'lo', type: 'quantitative', format: '.1%', title: '95% low' },
            { field: 'hi', type: 'quantitative', format: '.1%', title: '95% high' },
          ],
        },
      },
    ],
  };
}

export function matrixCharts(r: MatrixReport): NamedChart[] {
  const n = r.sides.length;
  return [
    { name: 'heat-map', title: 'Every pairing', metric: null, width: 200 + n * (n > 12 ? 30 : 40), spec: heatMapChart(r) },
    { name: 'standings', title: 'Against the field', metric: null, width: 620, spec: standingsChart(r) },
  ];
}

export async function matrixHtml(r: MatrixReport, charts: NamedChart[]): Promise<string> {
  const body: string[] = [];
  const games = r.pairings.reduce((t, p) => t + p.counts.reduce((u, c) => u + c.n, 0), 0);
  body.push(`<header><h1>Balance table: ${escapeHtml(r.title)}</h1>`);
  body.push(
    `<p class="meta">${escapeHtml(r.system)} · ${r.sides.length} sides · ${r.pairings.length} pairings, each from both table edges with each side moving first · ${thousands(games)} games · stopped by ${escapeHtml(stopText(r))}</p></header>`,
  );
  body.push(`<div class="reading" id="reading"><p>${escapeHtml(matrixReading(r))}</p></div>`);
  body.push('<section id="standings"><h2>Against the field</h2>');
  const rows = r.standings.map((s, i) =>
    s.opponents === 0
      ? `<tr><td class="num">–</td><td>${escapeHtml(s.name)}</td><td colspan="4">no pairing played</td></tr>`
      : `<tr><td class="num">${i + 1}</td><td>${escapeHtml(s.name)}</td><td class="num">${escapeHtml(scoreText(s))}</td><td class="num">${percent(s.win, 1)}</td><td class="num">${percent(s.draw, 1)}</td><td class="num">${percent(s.loss, 1)}</td></tr>`,
  );
  body.push(scroll(`<table><thead><tr><th class="num">Rank</th><th>Side</th><th class="num">Score vs the field</th><th class="num">Won</th><th class="num">Drew</th><th class="num">Lost</th></tr></thead><tbody>${rows.join('')}</tbody></table>`));
  body.push(
    `<p class="note">A side's score against one opponent is the share of points it takes, a win counting 1 and a draw ½, averaged over the four ways the pairing is played (each side at the near edge, each moving first) with a 95% interval; against the field it is the mean over every opponent. Every orientation is played on dice of its own, so the intervals add as independent errors.${r.firstTurn ? ` The side moving first scores ${escapeHtml(scoreText(r.firstTurn))}` : ''}${r.nearEdge ? `; the side at the near edge ${escapeHtml(scoreText(r.nearEdge))}.` : ''}</p>`,
  );
  for (const c of charts) body.push(chartFigure(c));
  body.push('</section>');
  body.push('<section id="pairings"><h2>Every pairing</h2><details><summary>The games of each pairing, by orientation</summary>');
  const pairingRows = r.pairings.flatMap((p) =>
    p.counts.map(
      (c) =>
        `<tr><td>${escapeHtml(nameOf(r, p.a))}</td><td>${escapeHtml(nameOf(r, p.b))}</td><td>${escapeHtml(nameOf(r, c.near))}</td><td>${escapeHtml(nameOf(r, c.first))}</td><td class="num">${thousands(c.n)}</td><td class="num">${c.n ? percent(c.aWins / c.n, 1) : '–'}</td><td class="num">${c.n ? percent(c.draws / c.n, 1) : '–'}</td><td class="num">${c.n ? percent(c.bWins / c.n, 1) : '–'}</td></tr>`,
    ),
  );
  body.push(
    scroll(
      `<table><thead><tr><th>Side A</th><th>Side B</th><th>Near edge</th><th>Moves first</th><th class="num">Games</th><th class="num">A won</th><th class="num">Drawn</th><th class="num">B won</th></tr></thead><tbody>${pairingRows.join('')}</tbody></table>`,
    ),
  );
  body.push('</details></section>');
  body.push(`<section id="field"><h2>The field</h2><p>${escapeHtml(r.field)}</p><p class="meta">Battlefield template: ${escapeHtml(r.template)}</p><ul>`);
  for (const s of r.sides) body.push(`<li>${escapeHtml(s.name)} <span class="meta">(${escapeHtml(s.id)}, ${escapeHtml(s.file)})</span></li>`);
  body.push('</ul></section>');
  body.push(
    `<section id="provenance"><h2>Provenance</h2><p class="meta">seed ${r.seed} (each orientation of each pairing on a seed drawn from it and the two side ids) · ${thousands(games)} games · warsim ${escapeHtml(r.version)} · ${escapeHtml(r.generator)} · hash ${escapeHtml(r.hash.slice(0, 12))}</p>`,
    `<h3>Reproduce</h3><pre><code>${escapeHtml(r.command)}</code></pre></section>`,
  );
  body.push(`<footer>warsim ${escapeHtml(r.version)}</footer>`);
  return pageHtml(`Balance table — ${r.title} — warsim`, r.version, body, charts, await loadVendorScripts());
}
