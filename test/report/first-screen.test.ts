// report.html read at a glance (issue "See the battle", item 3): at 1280×900 the first screen
// holds the answer in words, the outcome table, the map and the units' fates; nothing spills
// past the page's width; and no chart's axis labels lie on top of each other. Checked on the
// bounding boxes Chromium lays out, for real reports of two systems (many units and variants in
// Warmaster, a Basic Patrol game in Essence of War) written by the built CLI.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { skipWithoutChromium, offlinePage } from '../helpers/offline-page.ts';

const BIN = join(process.cwd(), 'bin/warsim.js');
const SCREEN = { width: 1280, height: 900 };
const dir = mkdtempSync(join(tmpdir(), 'warsim-first-screen-'));
let browser: Browser | null = null;

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Write the report of `scenario` with a few hundred simulations; returns its folder. */
function report(scenario: string, sims: number): string {
  const out = join(dir, scenario.replace(/\W+/g, '-'));
  const r = spawnSync(process.execPath, [BIN, 'run', scenario, '--sims', String(sims), '--threads', '1', '--out', out, '-q'], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return out;
}

// The page's side of the checks runs in Chromium; the project compiles without the DOM library,
// so the little of it used here is declared for this file only.
interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
}
interface Element {
  tagName: string;
  className: string;
  id: string;
  textContent: string | null;
  getBoundingClientRect(): Rect;
  querySelectorAll(selector: string): Iterable<Element>;
  closest(selector: string): Element | null;
}
declare const document: { querySelector(selector: string): Element | null; querySelectorAll(selector: string): Iterable<Element>; documentElement: { scrollWidth: number } };
declare const window: { scrollY: number };

interface Box {
  what: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The page's layout as Chromium draws it: the first-screen parts, the right edge of every block, overlapping axis labels. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const box = (what: string, el: Element | null) => {
      if (el === null) return null;
      const r = el.getBoundingClientRect();
      return { what, top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, left: r.left, right: r.right };
    };
    const main = document.querySelector('main')!.getBoundingClientRect();
    // A table wider than its card scrolls inside it (.table-scroll); the card must stay inside the page.
    const blocks = [...document.querySelectorAll('main .table-scroll, main table:not(.table-scroll > table), main figure, main .chart-scroll, main svg.warsim-map, main .reading')].map((el, i) =>
      box(`${el.tagName.toLowerCase()}.${el.className || i}`, el),
    );
    // Axis labels of every chart: two labels of one axis must not cover each other.
    const overlaps: string[] = [];
    for (const axis of document.querySelectorAll('.chart svg g.role-axis')) {
      const labels = [...axis.querySelectorAll('g.role-axis-label text')].map((t) => ({ text: t.textContent ?? '', r: t.getBoundingClientRect() })).filter((l) => l.r.width > 0);
      for (let i = 1; i < labels.length; i++) {
        const a = labels[i - 1].r;
        const b = labels[i].r;
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (across > 0.5 && down > 0.5) {
          const chart = axis.closest('.chart')?.id ?? '?';
          overlaps.push(`${chart}: '${labels[i - 1].text}' and '${labels[i].text}'`);
        }
      }
    }
    return {
      pageWidth: document.documentElement.scrollWidth,
      mainRight: main.right,
      reading: box('reading', document.querySelector('#reading')),
      outcomes: box('outcome table', document.querySelector('#outcomes table')),
      map: box('map', document.querySelector('#battlefield svg.warsim-map')),
      fates: box('fates chart', document.querySelector('#chart-fates svg')),
      blocks: blocks.filter((b): b is NonNullable<typeof b> => b !== null),
      overlaps,
    };
  });
}

describe.each([
  ['scenarios/warmaster/empire-battle.yaml', 120],
  ['scenarios/t9a-eow/empire-patrol-vs-orcs-patrol.yaml', 300],
])('the first screen of report.html for %s', (scenario, sims) => {
  it('shows the answer, the outcomes, the map and the fates at 1280×900, within the page, with readable axes', async (ctx) => {
    skipWithoutChromium(ctx);
    const out = report(scenario, sims);
    if (browser === null) browser = (await offlinePage()).browser;
    const page = await browser.newPage({ viewport: SCREEN });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await page.goto(pathToFileURL(join(out, 'report.html')).href);
    await page.waitForSelector('body[data-ready]', { timeout: 60_000 });
    expect(await page.locator('body').getAttribute('data-ready')).toBe('1');
    const l = await layout(page);

    // The answer: the reading and the whole outcome table on the first screen, the map and the fates chart starting on it.
    for (const part of [l.reading, l.outcomes] as (Box | null)[]) {
      expect(part, 'present').not.toBeNull();
      expect(part!.bottom, `${part!.what} ends on the first screen`).toBeLessThanOrEqual(SCREEN.height);
    }
    for (const part of [l.map, l.fates] as (Box | null)[]) {
      expect(part, 'present').not.toBeNull();
      expect(part!.top, `${part!.what} starts on the first screen`).toBeLessThan(SCREEN.height - 150);
    }
    // Nothing wider than the page: every table, chart and map inside the report's column.
    expect(l.pageWidth).toBeLessThanOrEqual(SCREEN.width);
    const outside = l.blocks.filter((b) => b.right > l.mainRight + 0.5).map((b) => `${b.what} ends at ${b.right.toFixed(0)} px`);
    expect(outside).toEqual([]);
    expect(l.overlaps).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
