import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCharts } from '../../src/report/charts.ts';
import { escapeHtml, jsonForScript, loadVendorScripts, packageRoot, reportHtml, scriptForHtml } from '../../src/report/html.ts';
import { summarize } from '../../src/report/summary.ts';
import { writeReports } from '../../src/report/write-reports.ts';
import { reportFixture } from '../fixtures/report/report-fixture.ts';
import { skipWithoutChromium, offlinePage } from '../helpers/offline-page.ts';


describe('escaping for inline scripts', () => {
  it('keeps JSON parseable and free of "<"', () => {
    const value = { label: '</script><!-- <b>', n: 1 };
    const json = jsonForScript(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('neutralises </script and <!-- in inlined code without changing its meaning', () => {
    const source = 'globalThis.__a = "</script>"; globalThis.__b = "<!--"; globalThis.__c = /<\\/SCRIPT/.source;';
    const safe = scriptForHtml(source);
    expect(safe).not.toMatch(/<\/script|<!--/i);
    const scope: Record<string, unknown> = {};
    new Function('globalThis', safe)(scope);
    expect(scope).toEqual({ __a: '</script>', __b: '<!--', __c: '<\\/SCRIPT' });
  });

  it('escapes markup in text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});

describe('vendored scripts', () => {
  it('finds the package roots outside the exports maps', async () => {
    expect(existsSync(join(packageRoot('vega'), 'build', 'vega.min.js'))).toBe(true);
    expect(existsSync(join(packageRoot('vega-lite'), 'build', 'vega-lite.min.js'))).toBe(true);
    expect(existsSync(join(packageRoot('vega-embed'), 'build', 'vega-embed.min.js'))).toBe(true);
    const vendor = await loadVendorScripts();
    expect(vendor.vegaEmbed).toContain('vegaEmbed');
    expect(vendor.vega.length + vendor.vegaLite.length + vendor.vegaEmbed.length).toBeGreaterThan(500_000);
  });

  it('names a missing package', () => {
    expect(() => packageRoot('warsim-no-such-package')).toThrow(/warsim-no-such-package/);
  });
});

describe('reportHtml', () => {
  const summary = summarize(reportFixture({ sweep: true }));
  const charts = buildCharts(summary);
  const vendor = { vega: 'var vega = {}; "</script>";', vegaLite: 'var vegaLite = {};', vegaEmbed: 'function vegaEmbed() {}' };
  const html = reportHtml(summary, charts, vendor);

  it('holds one container per chart and the specs as inline JSON', () => {
    for (const c of charts) expect(html).toContain(`id="chart-${c.name}"`);
    const block = /<script type="application\/json" id="warsim-charts">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    const specs = JSON.parse(block![1]) as Record<string, unknown>;
    expect(Object.keys(specs)).toEqual(charts.map((c) => c.name));
    expect(specs.outcomes).toEqual(charts[0].spec);
  });

  it('has exactly one closing tag per script element', () => {
    const opens = html.match(/<script[\s>]/g) ?? [];
    const closes = html.match(/<\/script>/g) ?? [];
    expect(opens).toHaveLength(5);
    expect(closes).toHaveLength(5);
  });

  it('escapes scenario text and shows provenance and the reproduce command', () => {
    expect(html).toContain('Report test fixture &#60;with markup &#38; &#34;quotes&#34;&#62;');
    expect(html).not.toContain('<with markup');
    expect(html).toContain('<pre><code>warsim run scenarios/wfb4/knights-vs-halberdiers.yaml --sims 10 --seed 20261122</code></pre>');
    expect(html).toContain('3f2a9c1b7d5e4f60a1b2c3d4e5f60718293a4b5c6d7e8f901a2b3c4d5e6f7081');
  });

  it('tabulates outcomes, differences, distributions, sweep and costs', () => {
    expect(html).toContain('60.0% <span class="ci">[31.3, 83.2]</span>');
    expect(html).toContain('+10.0 pts [-9.6, 29.6]');
    // The halberdiers-left difference excludes zero, so it is marked.
    expect(html).toContain('<span class="diff sig" title="95% interval excludes zero">+4.20 [3.20, 5.20]</span>');
    expect(html).toContain('<section id="sweep">');
    expect(html).toContain('halberdiers: 25 models, 135 pts (25 × 5 + standard 5 + musician 5)');
  });

  it('says under each distribution what its metric counts, and folds the tables per group', () => {
    expect(html).toContain('<figcaption>Halberdiers alive at the end. <span class="files">Halberdiers left · also saved as');
    expect(html).toMatch(/<details class="tables"><summary>Tables: 2 metrics<\/summary><h4>Halberdiers left /);
    // Every table scrolls inside its card rather than widening the page.
    expect(html.match(/<table/g)!.length).toBe(html.match(/<div class="table-scroll"><table/g)!.length);
  });

  it('lists what each variant changes once, breakable at the dots of its id path, and names runs alone in the tables', () => {
    expect(html).toContain('<dt>25 halberdiers</dt><dd><code>sides.<wbr>empire.<wbr>units.<wbr>halberdiers.<wbr>models</code> = 25</dd>');
    expect(html).toContain('<td class="run" title="sides.empire.units.halberdiers.models = 25">25 halberdiers</td>');
  });

  it('shows an army without points as none, with what its units are', () => {
    const patrol = summarize(reportFixture());
    for (const army of patrol.runs[0].costs) for (const u of army.units) Object.assign(u, { points: 0, breakdown: 'Patrol (no points)' });
    patrol.runs[0].costs.forEach((a) => (a.points = 0));
    const page = reportHtml(patrol, buildCharts(patrol), vendor);
    expect(page).toContain('<td>base</td><td>empire</td><td class="num">none</td><td class="num">20</td><td>halberdiers: 20 models, Patrol (no points)</td>');
  });

  it('warns about a partial result', () => {
    const partial = reportFixture();
    partial.provenance = { ...partial.provenance, partial: true, stoppedBy: 'interrupted' };
    const s = summarize(partial);
    expect(reportHtml(s, buildCharts(s), vendor)).toContain('Partial result: simulations 0–10 only (interrupted).');
  });
});

describe('report.html in headless Chromium', () => {
  let browser: Browser | null = null;
  let dir: string | null = null;

  afterAll(async () => {
    await browser?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('renders every chart offline, without errors', async (ctx) => {
    skipWithoutChromium(ctx);
    dir = await mkdtemp(join(tmpdir(), 'warsim-report-'));
    const fixture = reportFixture({ sweep: true });
    const { summary } = await writeReports(fixture, dir);
    const charts = buildCharts(summary);

    const opened = await offlinePage();
    browser = opened.browser;
    const { page, problems, network } = opened;

    await page.goto(pathToFileURL(join(dir, 'report.html')).href);
    await page.waitForSelector('body[data-ready]', { timeout: 60_000 });
    expect(await page.locator('body').getAttribute('data-ready')).toBe('1');

    // Every chart rendered once; the page shows them first screen first, then the distributions by unit.
    const containers = await page.$$eval('.chart', (els) => els.map((el) => ({ id: el.id, svg: el.querySelector('svg') !== null })));
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect([...containers].sort(byId)).toEqual(charts.map((c) => ({ id: `chart-${c.name}`, svg: true })).sort(byId));
    expect(containers.map((c) => c.id).slice(0, 3)).toEqual(['chart-fates', 'chart-outcomes', 'chart-comparison']);
    expect(await page.$$eval('#distributions section.group h3', (els) => els.map((e) => e.textContent))).toEqual([
      'The battle and the sides',
      'Halberdiers (halberdiers, empire)',
      'knights (bretonnia)',
    ]);
    // Six outcome bars: base and variant × three outcomes.
    expect(await page.locator('#chart-outcomes .mark-rect path').count()).toBe(6);
    expect(await page.locator('h1').textContent()).toBe('Empire halberdiers receive a Bretonnian knight charge');
    // The page opens on the battlefield map, every unit drawn, inside the page's width.
    const map = page.locator('#battlefield figure.map svg.warsim-map').first();
    expect(await map.locator('g.unit').count()).toBe(fixture.runs[0].scenario.sides.reduce((n, side) => n + side.units.length, 0));
    const box = await map.boundingBox();
    const width = page.viewportSize()!.width;
    expect(box !== null && box.x >= 0 && box.x + box.width <= width).toBe(true);
    // The answer first, then the map beside the fates, what the variants change, the charts, the battles to watch.
    expect(await page.locator('#reading').textContent()).toContain('Largest effect: the sweep point');
    expect((await page.$$eval('main > section, main > div > section', (els) => els.map((e) => e.id))).slice(0, 6)).toEqual([
      'outcomes',
      'battlefield',
      'fates',
      'variants',
      'outcome-charts',
      'replays',
    ]);
    const replays = await page.$$eval('#replays tbody a', (els) => els.map((e) => e.getAttribute('href')));
    expect(replays.length).toBeGreaterThan(0);
    for (const href of replays) expect(existsSync(join(dir!, href!)), href!).toBe(true);
    expect(problems).toEqual([]);
    expect(network).toEqual([]);

    const html = await readFile(join(dir, 'report.html'), 'utf8');
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=/);
  });
});
