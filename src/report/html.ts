/**
 * The self-contained HTML report (DESIGN.md §Reports): one file with the provenance, the
 * outcome table, every chart and the distribution tables. The UMD builds of vega, vega-lite
 * and vega-embed are inlined and the chart specs travel as inline JSON, so the page works
 * offline and can be mailed or archived as one file (TECH-NOTES.md §5).
 *
 * The page sets `document.body.dataset.ready = '1'` once every chart has rendered ('error' if
 * one failed), which is what the headless browser test waits for.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { NamedChart } from './charts.ts';
import { fileSlug } from './file-slug.ts';
import { fixed, formatDifference, formatValue, percent, rateDigits, thousands } from './number-format.ts';
import { readingOf } from './reading.ts';
import { stopWarning, stoppedByText } from './stopped-by.ts';
import { unitName, unpriced, type Difference, type MetricSummary, type RateSummary, type RunSummary, type Summary } from './summary.ts';
import type { UnitCost } from '../systems/system.ts';

/** The browser builds inlined into the page. */
export interface VendorScripts {
  vega: string;
  vegaLite: string;
  vegaEmbed: string;
}

/**
 * Root folder of an installed package.
 *
 * The UMD builds are not in the packages' `exports` maps (importing them fails with
 * ERR_PACKAGE_PATH_NOT_EXPORTED), so resolve the package's entry point and walk up to the
 * folder whose package.json carries its name. `createRequire` works the same under tsx,
 * vitest and an esbuild bundle, where `import.meta.resolve` support varies.
 *
 * @throws when the package is not installed
 */
export function packageRoot(name: string): string {
  const entry = createRequire(import.meta.url).resolve(name);
  let dir = dirname(entry);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the package root of '${name}' above ${entry}`);
    dir = parent;
  }
}

let vendorCache: Promise<VendorScripts> | null = null;

/**
 * Read the minified UMD builds of vega, vega-lite and vega-embed (about 830 KB), once per
 * process.
 */
export function loadVendorScripts(): Promise<VendorScripts> {
  vendorCache ??= (async () => {
    const read = (pkg: string, file: string): Promise<string> => readFile(join(packageRoot(pkg), 'build', file), 'utf8');
    const [vega, vegaLite, vegaEmbed] = await Promise.all([
      read('vega', 'vega.min.js'),
      read('vega-lite', 'vega-lite.min.js'),
      read('vega-embed', 'vega-embed.min.js'),
    ]);
    return { vega, vegaLite, vegaEmbed };
  })();
  // A failed read should not poison later attempts (e.g. after the user fixes an install).
  vendorCache.catch(() => {
    vendorCache = null;
  });
  return vendorCache;
}

/** Escape text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for a `<script type="application/json">` block. Every '<' becomes '\u003c' (valid
 * JSON, since '<' can only occur inside strings), so no '</script' or '<!--' in a label can end
 * or confuse the block.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * JavaScript source made safe inside a `<script>` element: '</script' and '<!--' (which
 * would end the element or switch the HTML parser into its escaped state) become '\x3C…'.
 * In the vendored builds these could only occur inside string or regex literals, where
 * '\x3C' means the same character.
 */
export function scriptForHtml(source: string): string {
  return source.replace(/<(\/script|!--)/gi, '\\x3C$1');
}

/** The page's own script: embed every chart, then flag readiness for tests and tools. */
const EMBED_SCRIPT = `
(function () {
  var specs = JSON.parse(document.getElementById('warsim-charts').textContent);
  var jobs = Object.keys(specs).map(function (name) {
    return vegaEmbed(document.getElementById('chart-' + name), specs[name], { renderer: 'svg', actions: false });
  });
  Promise.all(jobs).then(
    function () { document.body.dataset.ready = '1'; },
    function (error) { console.error(error); document.body.dataset.ready = 'error'; }
  );
})();
`;

const STYLE = `
:root { --fg: #1d2329; --muted: #5f6b76; --line: #dde3e8; --panel: #f3f5f7; }
* { box-sizing: border-box; }
body { margin: 0; background: #eef1f4; color: var(--fg);
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", Helvetica, Arial, sans-serif; }
main { max-width: 1120px; margin: 0 auto; padding: 28px 32px 48px; background: #fff; min-height: 100vh; }
h1 { font-size: 1.55rem; margin: 0 0 4px; }
h2 { font-size: 1.2rem; margin: 2.2rem 0 .6rem; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
h3 { font-size: 1rem; margin: 1.6rem 0 .3rem; }
p { margin: .3rem 0; }
.meta, .note, figcaption { color: var(--muted); font-size: .88rem; }
.banner { background: #fff4d6; border: 1px solid #e8c66a; padding: 8px 12px; border-radius: 4px; margin: 12px 0; }
table { border-collapse: collapse; font-size: .88rem; margin: .4rem 0 1rem; }
th, td { padding: 4px 10px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
th { font-weight: 600; background: var(--panel); }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.ci { color: var(--muted); }
.diff { display: block; font-size: .8rem; color: var(--muted); }
.diff.sig { color: var(--fg); font-weight: 600; }
td.sig { font-weight: 600; }
dl.provenance { display: grid; grid-template-columns: max-content 1fr; gap: 2px 18px; font-size: .9rem; margin: .4rem 0; }
dl.provenance dt { color: var(--muted); }
dl.provenance dd { margin: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
pre { background: var(--panel); padding: 10px 12px; border-radius: 4px; overflow-x: auto; font-size: .85rem; }
h4 { font-size: .92rem; margin: 1rem 0 .2rem; }
h4 .meta { font-weight: 400; }
figure { margin: 1rem 0 1.6rem; }
figure.map svg { max-width: 100%; height: auto; max-height: 60vh; }
figcaption { max-width: 560px; }
figure.map figcaption { max-width: none; }
ul.map-legend, ul.map-units { list-style: none; padding: 0; margin: .2rem 0; display: flex; flex-wrap: wrap; gap: 2px 16px; }
ul.map-legend li, ul.map-units li { white-space: nowrap; }
ul.map-units { font-size: .82rem; }
.map-note { font-size: .8rem; margin: .2rem 0 .4rem; }
figcaption .files { display: block; }
.chart-scroll { overflow-x: auto; max-width: 100%; }
.chart { min-height: 40px; }
.table-scroll { overflow-x: auto; max-width: 100%; }
td.run { white-space: nowrap; }
.about { margin: .4rem 0; color: var(--fg); }
details.about summary { cursor: pointer; }
details.about .more { color: #2f6ea5; font-size: .85rem; margin-left: .3rem; }
.reading { background: #eef5fb; border-left: 4px solid #4c78a8; padding: 8px 14px; margin: 16px 0 0; font-size: 1.02rem; }
.reading p { margin: .15rem 0; }
#outcomes h2 { margin-top: 1.2rem; }
.outcome-row { display: flex; flex-wrap: wrap; gap: 0 28px; align-items: flex-start; }
.outcome-row > .table-scroll { flex: 0 1 auto; }
.outcome-notes { flex: 1 1 280px; max-width: 560px; }
.first-screen { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0 28px; align-items: start; }
.first-screen.single { grid-template-columns: minmax(0, 1fr); }
.first-screen h2 { margin-top: .8rem; }
.first-screen figure { margin: .4rem 0 1rem; }
@media (max-width: 900px) { .first-screen { grid-template-columns: minmax(0, 1fr); } }
.charts { display: flex; flex-wrap: wrap; gap: 0 28px; align-items: flex-start; }
.charts > figure { flex: 0 1 auto; max-width: 100%; min-width: 0; margin: .6rem 0 1.2rem; }
.chart-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 0 24px; align-items: start; }
.chart-grid > figure { min-width: 0; margin: .6rem 0 1.2rem; }
.chart-grid > .w2 { grid-column: span 2; }
.chart-grid > .w3 { grid-column: 1 / -1; }
@media (max-width: 760px) { .chart-grid > .w2 { grid-column: 1 / -1; } }
section.group { margin-bottom: 1.4rem; }
details.tables > summary { cursor: pointer; color: #2f6ea5; font-size: .9rem; }
dl.runs { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 2px 14px; font-size: .85rem; margin: .6rem 0; }
dl.runs dt { font-weight: 600; }
dl.runs dd { margin: 0; overflow-wrap: break-word; color: var(--muted); }
dl.runs .head { color: var(--muted); font-weight: 600; border-bottom: 1px solid var(--line); }
footer { margin-top: 3rem; color: var(--muted); font-size: .8rem; }
`;

/**
 * Build the report page.
 *
 * @param summary the report model
 * @param charts the charts to embed (from `buildCharts`), placed next to their tables
 * @param vendor the browser builds to inline (from `loadVendorScripts`)
 * @param maps the battlefield maps, the base's first, drawn at the top of the page
 * @param replays a replay of the base run for each outcome, linked after the outcome table
 * @returns the complete HTML document
 */
/**
 * One battlefield map of the run (write-reports.ts runMaps()): the run it shows, its file and
 * that file's SVG, and the page's drawing of it — the SVG without its legend and with larger
 * text (it is shown at about half size), and the legend in HTML.
 */
export interface RunMap {
  run: string;
  file: string;
  svg: string;
  page: { svg: string; legend: string };
}

/**
 * A representative simulation of the base run for one outcome (write-reports.ts
 * representativeReplays()): the lowest simulation that ended that way, its replay page, and the
 * command that writes it again; sim −1 when none was found among those looked at.
 */
export interface RunReplay {
  outcome: string;
  sim: number;
  file: string;
  command: string;
  html: string;
}

export function reportHtml(summary: Summary, charts: NamedChart[], vendor: VendorScripts, maps: RunMap[] = [], replays: RunReplay[] = []): string {
  const digits = rateDigits(summary);
  const placed = new Set<string>();
  const figure = (chart: NamedChart | undefined, caption = ''): string => {
    if (!chart) return '';
    placed.add(chart.name);
    return chartFigure(chart, caption);
  };
  const byName = (name: string): NamedChart | undefined => charts.find((c) => c.name === name);
  const s = summary.scenario;
  const p = summary.provenance;
  const runs = summary.runs.filter((r) => r.kind !== 'sweep');

  const body: string[] = [];
  body.push(`<header><h1>${escapeHtml(s.title || s.file)}</h1>`);
  body.push(
    `<p class="meta">${escapeHtml(s.system)} · ${escapeHtml(s.file)} · ` +
      `${thousands(p.simEnd - p.simStart)} simulations per run · ${escapeHtml(p.finishedAt)}</p>`,
  );
  if (s.description) body.push(descriptionBlock(s.description));
  if (p.partial) {
    body.push(
      `<p class="banner">Partial result: simulations ${p.simStart}–${p.simEnd} only (${escapeHtml(stoppedByText(p))}).</p>`,
    );
  }
  const warning = stopWarning(p);
  if (warning) body.push(`<p class="banner">${escapeHtml(warning)}</p>`);
  body.push('</header>');

  // The first screen: the answer in words, the outcome table, then the map beside the units' fates.
  const reading = readingOf(summary, digits);
  if (reading.length > 0) body.push(`<div class="reading" id="reading">${reading.map((r) => `<p>${escapeHtml(r)}</p>`).join('')}</div>`);
  body.push('<section id="outcomes"><h2>Outcomes</h2><div class="outcome-row">', scroll(outcomeTable(runs, digits)));
  body.push(
    '<div class="outcome-notes"><p class="note">Rates with 95% Wilson intervals. Changes are against the base over the same simulations ' +
      `(same seed, same dice), with paired 95% intervals; bold where the interval excludes zero.${runs.length > 1 ? ' What each variant changes is listed under the map.' : ''}</p>`,
    '</div></div></section>',
  );
  const fates = byName('fates');
  body.push(`<div class="first-screen${maps.length > 0 && fates ? '' : ' single'}">`);
  if (maps.length > 0) {
    const mapFigure = (m: RunMap) => {
      const what = m.run === 'base' ? 'The table at deployment' : `Variant ${escapeHtml(m.run)}: its table at deployment`;
      return `<figure class="map">${m.page.svg}<figcaption>${m.page.legend}${what} · also saved with its legend as <a href="${escapeHtml(m.file)}">${escapeHtml(m.file)}</a></figcaption></figure>`;
    };
    body.push('<section id="battlefield"><h2>Battlefield</h2>', mapFigure(maps[0]));
    if (maps.length > 1) {
      const others = maps.slice(1);
      const what = others.length === 1 ? 'The variant that changes the table' : `The ${others.length} variants that change the table`;
      body.push(`<details><summary>${what}: ${others.map((m) => escapeHtml(m.run)).join(', ')}</summary>`);
      for (const m of others) body.push(mapFigure(m));
      body.push('</details>');
    }
    body.push('</section>');
  }
  if (fates) body.push('<section id="fates"><h2>Fates</h2>', figure(fates, 'How each unit ended: its fate in the share of simulations, each run on its own bar.'), '</section>');
  body.push('</div>');
  if (runs.length > 1) body.push('<section id="variants"><h2>Variants</h2>', runLegend(runs), '</section>');
  body.push('<section id="outcome-charts" class="charts">', figure(byName('outcomes')), figure(byName('comparison')), '</section>');

  if (replays.length > 0) {
    body.push(
      '<section id="replays"><h2>Watch a battle</h2><p class="note">For each outcome of the base run, the first simulation that ended that way, played step by step on the map.</p><div class="table-scroll"><table><thead><tr><th>Outcome</th><th>Simulation</th><th>Replay</th><th>Write it again</th></tr></thead><tbody>',
    );
    for (const r of replays) {
      body.push(
        r.sim < 0
          ? `<tr><td>${escapeHtml(r.outcome)}</td><td colspan="3">not among the first 10,000 simulations of the run</td></tr>`
          : `<tr><td>${escapeHtml(r.outcome)}</td><td>${r.sim}</td><td><a href="${escapeHtml(r.file)}">${escapeHtml(r.file)}</a></td><td><code>${escapeHtml(r.command)}</code></td></tr>`,
      );
    }
    body.push('</tbody></table></div></section>');
  }

  if (summary.sweep) {
    body.push('<section id="sweep"><h2>Sweep</h2>', scroll(sweepTable(summary, digits)), figure(byName('sweep')), '</section>');
  }

  body.push('<section id="distributions"><h2>Distributions</h2>');
  body.push('<p class="note">Grouped by what they describe: the battle and the sides, then each unit. Each chart says what its metric counts; the tables with means, intervals and quantiles are folded under each group.</p>');
  if (summary.sweep) body.push('<p class="note">Base and variants; the sweep points’ distributions are in metrics.csv and metric-*.csv.</p>');
  for (const group of metricGroups(runs)) {
    body.push(`<section class="group" id="group-${escapeHtml(group.id)}"><h3>${escapeHtml(group.title)}</h3><div class="chart-grid">`);
    const tables: string[] = [];
    for (const key of group.keys) {
      const rows = runs
        .map((run) => ({ run, metric: run.metrics.find((m) => m.key === key) }))
        .filter((x): x is { run: RunSummary; metric: MetricSummary } => x.metric !== undefined);
      const metric = rows[0].metric;
      const chart = charts.find((c) => c.metric === key);
      body.push(chart ? figure(chart, metric.description) : `<figure class="no-chart"><p class="note"><b>${escapeHtml(metric.label)}</b>: no simulation recorded it. ${escapeHtml(metric.description)}</p></figure>`);
      tables.push(
        `<h4>${escapeHtml(metric.label)} <span class="meta">${escapeHtml(metric.key)}</span></h4>`,
        scroll(metric.kind === 'count' ? countTable(rows) : categoryTable(rows, digits)),
      );
    }
    body.push('</div>', `<details class="tables"><summary>Tables: ${group.keys.length} metric${group.keys.length === 1 ? '' : 's'}</summary>${tables.join('')}</details></section>`);
  }
  body.push('</section>');

  const costs = costTable(runs);
  if (costs) body.push('<section id="costs"><h2>Army costs</h2>', scroll(costs), '</section>');

  const rest = charts.filter((c) => !placed.has(c.name));
  if (rest.length > 0) body.push('<section id="more-charts"><h2>More charts</h2>', ...rest.map((c) => chartFigure(c)), '</section>');

  body.push('<section id="provenance"><h2>Provenance</h2>', provenanceList(summary));
  body.push('<h3>Reproduce</h3>', `<pre><code>${escapeHtml(p.command)}</code></pre></section>`);

  body.push(`<footer>warsim ${escapeHtml(p.version)} · ${escapeHtml(p.generator)} · scenario ${escapeHtml(p.scenarioHash)}</footer>`);

  return pageHtml(`${s.title || s.file} — warsim report`, p.version, body, charts, vendor);
}

/**
 * A self-contained warsim page: the report's style, `body` in its column, and the charts
 * embedded offline (their containers are in `body`, made by chartFigure()). The analysis
 * commands' pages (`warsim flags`) are built on it too.
 */
export function pageHtml(title: string, version: string, body: string[], charts: NamedChart[], vendor: VendorScripts): string {
  const specs: Record<string, unknown> = {};
  for (const c of charts) specs[c.name] = c.spec;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="generator" content="warsim ${escapeHtml(version)}">`,
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    '<noscript><p class="banner">The charts need JavaScript; each one is also saved next to this file as an SVG.</p></noscript>',
    ...body,
    '</main>',
    `<script>${scriptForHtml(vendor.vega)}</script>`,
    `<script>${scriptForHtml(vendor.vegaLite)}</script>`,
    `<script>${scriptForHtml(vendor.vegaEmbed)}</script>`,
    `<script type="application/json" id="warsim-charts">${jsonForScript(specs)}</script>`,
    `<script>${EMBED_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * Build the report page with the vendored scripts read from the installed packages.
 *
 * @example await writeFileAtomic('report.html', await buildReportHtml(summary, buildCharts(summary)))
 */
export async function buildReportHtml(summary: Summary, charts: NamedChart[], maps: RunMap[] = [], replays: RunReplay[] = []): Promise<string> {
  return reportHtml(summary, charts, await loadVendorScripts(), maps, replays);
}

/** Columns of the page's chart grid (about 336 px each) a chart of `width` pixels spans: 'w1', 'w2' or 'w3'. */
function columnsOf(width: number): string {
  return width <= 336 ? 'w1' : width <= 696 ? 'w2' : 'w3';
}

/** A chart's figure; `caption` (what the metric counts) goes before the file links. */
export function chartFigure(chart: NamedChart, caption = ''): string {
  const name = escapeHtml(chart.name);
  return (
    // vega-embed makes the chart element inline-block, so the scrolling lives on a wrapper.
    `<figure class="${columnsOf(chart.width)}"><div class="chart-scroll">` +
    `<div class="chart" id="chart-${name}" data-chart="${name}" role="img" aria-label="${escapeHtml(chart.title)}"></div></div>` +
    `<figcaption>${caption ? `${escapeHtml(caption)} ` : ''}<span class="files">${escapeHtml(chart.title)} · also saved as ` +
    `<a href="${name}.svg">${name}.svg</a> and <a href="${name}.vl.json">${name}.vl.json</a></span></figcaption></figure>`
  );
}

/** A table that scrolls sideways inside its card rather than spilling over the page. */
export function scroll(table: string): string {
  return `<div class="table-scroll">${table}</div>`;
}

/**
 * The scenario's description: a short one whole; a long one by its first sentence, the rest
 * folded, so the answer stays on the first screen.
 */
function descriptionBlock(text: string): string {
  const cut = text.search(/[.!?](\s|$)/);
  if (text.length <= 240 || cut < 0 || cut + 1 >= text.length - 1) return `<p class="about">${escapeHtml(text)}</p>`;
  const first = text.slice(0, cut + 1);
  return `<details class="about"><summary>${escapeHtml(first)} <span class="more">More about the scenario</span></summary><p>${escapeHtml(text.slice(cut + 1).trim())}</p></details>`;
}

/** What each variant changes, by id path, under the outcome table (the tables name runs only). */
function runLegend(runs: RunSummary[]): string {
  const items = runs
    .filter((r) => Object.keys(r.set).length > 0)
    .map((r) => {
      const patch = Object.entries(r.set)
        // A line break may fall after any dot of a long id path, not mid-word.
        .map(([path, value]) => `<code>${escapeHtml(path).replace(/\./g, '.<wbr>')}</code> = ${escapeHtml(formatValue(value))}`)
        .join('<br>');
      return `<dt>${escapeHtml(r.name)}</dt><dd>${patch}</dd>`;
    });
  return items.length === 0 ? '' : `<dl class="runs"><dt class="head">Variant</dt><dd class="head">What it changes</dd>${items.join('')}</dl>`;
}

/** A group of distributions in the report: the battle and its sides, or one unit. */
interface MetricGroup {
  id: string;
  title: string;
  keys: string[];
}

/** The metrics after the outcome, grouped: battle and side metrics first, then one group per unit, in spec order. */
function metricGroups(runs: RunSummary[]): MetricGroup[] {
  const groups: MetricGroup[] = [{ id: 'battle', title: 'The battle and the sides', keys: [] }];
  const byUnit = new Map<string, MetricGroup>();
  for (const r of runs) {
    for (const m of r.metrics.slice(1)) {
      let group = groups[0];
      if (m.scope === 'unit') {
        const name = unitName(r, m.unit);
        group = byUnit.get(m.unit) ?? { id: `unit-${fileSlug(m.unit)}`, title: name === null ? `${m.unit} (${m.side})` : `${name} (${m.unit}, ${m.side})`, keys: [] };
        if (!byUnit.has(m.unit)) {
          byUnit.set(m.unit, group);
          groups.push(group);
        }
      }
      if (!group.keys.includes(m.key)) group.keys.push(m.key);
    }
  }
  return groups.filter((g) => g.keys.length > 0);
}


function provenanceList(summary: Summary): string {
  const p = summary.provenance;
  const items: [string, string][] = [
    ['Scenario file', p.file],
    ['Scenario hash', p.scenarioHash],
    ['Seed', String(p.seed)],
    ['Simulations', `${p.simStart} – ${p.simEnd} (${thousands(p.simEnd - p.simStart)})`],
    ['Stopped by', `${stoppedByText(p)}${p.partial ? ' (partial)' : ''}`],
    ['warsim', p.version],
    ['Generator', p.generator],
    ['Threads', p.threads > 0 ? String(p.threads) : 'merged from shards'],
    ['Elapsed', `${fixed(p.elapsedMs / 1000, 1)} s`],
    ['Finished', p.finishedAt],
  ];
  return `<dl class="provenance">${items.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
}

function rateCell(o: RateSummary, digits: number, d: Difference | undefined, scale = 100, unit = ' pts'): string {
  const rate = `${percent(o.rate, digits)} <span class="ci">[${fixed(o.lo * 100, digits)}, ${fixed(o.hi * 100, digits)}]</span>`;
  return `<td class="num">${rate}${d ? differenceSpan(d, scale, digits, unit) : ''}</td>`;
}

function differenceSpan(d: Difference, scale: number, digits: number, unit: string): string {
  const sig = d.lo !== null && d.hi !== null && (d.lo > 0 || d.hi < 0);
  const title = sig ? ' title="95% interval excludes zero"' : '';
  return `<span class="diff${sig ? ' sig' : ''}"${title}>${escapeHtml(formatDifference(d, scale, digits, unit))}</span>`;
}

/** A run's name; what a variant changes is in the legend under the outcome table, and in the cell's tooltip. */
function runCell(run: RunSummary): string {
  const patch = Object.entries(run.set)
    .map(([path, value]) => `${path} = ${formatValue(value)}`)
    .join(', ');
  return `<td class="run"${patch ? ` title="${escapeHtml(patch)}"` : ''}>${escapeHtml(run.name)}</td>`;
}

function outcomeTable(runs: RunSummary[], digits: number): string {
  const labels = runs[0]?.outcomes.map((o) => o.label) ?? [];
  const head = `<tr><th>Run</th><th class="num">n</th>${labels.map((l) => `<th class="num">${escapeHtml(l)}</th>`).join('')}</tr>`;
  const rows = runs.map(
    (run) =>
      `<tr>${runCell(run)}<td class="num">${thousands(run.n)}</td>${run.outcomes.map((o, c) => rateCell(o, digits, run.vsBase?.outcomes[c])).join('')}</tr>`,
  );
  return `<table class="outcomes"><thead>${head}</thead><tbody>${rows.join('')}</tbody></table>`;
}

function sweepTable(summary: Summary, digits: number): string {
  const sweep = summary.sweep!;
  const labels = summary.runs[0]?.outcomes.map((o) => o.label) ?? [];
  const head =
    `<tr>${sweep.paths.map((p) => `<th>${escapeHtml(p)}</th>`).join('')}<th class="num">n</th>` +
    `${labels.map((l) => `<th class="num">${escapeHtml(l)}</th>`).join('')}</tr>`;
  const rows = sweep.rows.map((row) => {
    const run = summary.runs[row.run];
    const values = row.values.map((v) => `<td class="num">${escapeHtml(formatValue(v))}</td>`).join('');
    const cells = row.outcomes.map((o, c) => rateCell(o, digits, run?.vsBase?.outcomes[c])).join('');
    return `<tr>${values}<td class="num">${thousands(row.n)}</td>${cells}</tr>`;
  });
  return `<table class="sweep"><thead>${head}</thead><tbody>${rows.join('')}</tbody></table>`;
}

function countTable(rows: { run: RunSummary; metric: MetricSummary }[]): string {
  const cols = ['mean [95%]', 'sd', 'min', 'p5', 'p25', 'median', 'p75', 'p95', 'max'];
  const hasDiff = rows.some((r) => r.run.vsBase !== null);
  const heads = [...cols, ...(hasDiff ? ['vs base'] : [])].map((c) => `<th class="num">${c}</th>`).join('');
  const head = `<tr><th>Run</th><th class="num">n</th>${heads}</tr>`;
  const body = rows.map(({ run, metric }) => {
    const s = metric.stats;
    const cells = s
      ? [
          `${fixed(s.mean, 2)} <span class="ci">[${fixed(s.meanLo, 2)}, ${fixed(s.meanHi, 2)}]</span>`,
          fixed(s.sd, 2),
          ...[s.min, s.p5, s.p25, s.median, s.p75, s.p95, s.max].map(String),
        ]
      : cols.map(() => '–');
    const d = run.vsBase?.metrics.find((x) => x.key === metric.key);
    const diff = hasDiff ? `<td class="num">${d ? differenceSpan(d, 1, 2, '') : ''}</td>` : '';
    return `<tr>${runCell(run)}<td class="num">${thousands(metric.n)}</td>${cells.map((c) => `<td class="num">${c}</td>`).join('')}${diff}</tr>`;
  });
  return `<table class="distribution"><thead>${head}</thead><tbody>${body.join('')}</tbody></table>`;
}

function categoryTable(rows: { run: RunSummary; metric: MetricSummary }[], digits: number): string {
  const labels = rows[0].metric.histogram.map((b) => b.label);
  const head = `<tr><th>Run</th><th class="num">n</th>${labels.map((l) => `<th class="num">${escapeHtml(l)}</th>`).join('')}</tr>`;
  const body = rows.map(
    ({ run, metric }) =>
      `<tr>${runCell(run)}<td class="num">${thousands(metric.n)}</td>${(metric.categories ?? []).map((c) => rateCell(c, digits, undefined)).join('')}</tr>`,
  );
  return `<table class="distribution"><thead>${head}</thead><tbody>${body.join('')}</tbody></table>`;
}

/** A unit's points with how they are made up; a unit the system prices at nothing (a Patrol) says only why. */
function unitPoints(u: UnitCost): string {
  return u.points === 0 ? u.breakdown : `${u.points} pts (${u.breakdown})`;
}

function costTable(runs: RunSummary[]): string | null {
  const rows: string[] = [];
  for (const run of runs) {
    for (const army of run.costs) {
      const units = army.units.map((u) => `${u.unit}: ${u.models} models, ${unitPoints(u)}`).join('; ');
      rows.push(
        `<tr><td>${escapeHtml(run.name)}</td><td>${escapeHtml(army.side)}</td><td class="num">${unpriced(army) ? 'none' : thousands(army.points)}</td>` +
          `<td class="num">${thousands(army.models)}</td><td>${escapeHtml(units)}</td></tr>`,
      );
    }
  }
  if (rows.length === 0) return null;
  const head = '<tr><th>Run</th><th>Side</th><th class="num">points</th><th class="num">models</th><th>units</th></tr>';
  return `<table class="costs"><thead>${head}</thead><tbody>${rows.join('')}</tbody></table>`;
}
