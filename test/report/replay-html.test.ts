// The animated replay (src/report/replay-html.ts, `warsim replay --html`): the steps follow the
// kernel's trace and its units' places, and the page plays them in headless Chromium — offline,
// without errors, by keys and buttons.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { replayHtml } from '../../src/report/replay-html.ts';
import { firstOfEachOutcome, replaySimulation, replaySteps } from '../../src/runner/replay-simulation.ts';
import type { TraceLink } from '../../src/systems/system.ts';
import { loadFile } from '../helpers/load.ts';
import { skipWithoutChromium, offlinePage } from '../helpers/offline-page.ts';

const FILE = 'scenarios/wfb4/knights-vs-halberdiers.yaml';

function steps(file: string, sim: number) {
  const loaded = loadFile(file);
  const run = loaded.runs[0];
  return { loaded, run, ...replaySteps(run, loaded.scenario.seed, sim) };
}

describe('replaySteps', () => {
  it('has one step per sentence of the trace `warsim replay` prints, and each step the figures after it', () => {
    const { loaded, run, steps: s, recorded } = steps(FILE, 0);
    const text = replaySimulation(loaded.scenario.title, run, loaded.scenario.seed, 0);
    const trace = text.split('\n\n')[1].split('\n');
    expect(s.map((x) => x.line)).toEqual(trace);
    expect(text).toContain(recorded.join('\n  '));
    // The knights charge: after the charge sentence they stand elsewhere than deployed.
    const charge = s.findIndex((x) => x.line.startsWith('Reiksguard Knights charges home'));
    expect(charge).toBeGreaterThan(0);
    const deployed = steps(FILE, 0).map.units.find((u) => u.id === 'knights')!.outline;
    const knightsAt = (i: number) => s[i].figures.units.find((u) => u.id === 'knights')!.outline;
    expect(knightsAt(charge - 1)).toEqual(deployed);
    expect(knightsAt(charge)).not.toEqual(deployed);
  });

  it('draws a unit in flight as fleeing, and drops it once it is destroyed or flees off the table', () => {
    for (let sim = 0; sim < 20; sim++) {
      const { steps: s } = steps(FILE, sim);
      const gone = s.findIndex((x) => /caught and destroyed|off the table/.test(x.line));
      if (gone < 0) continue;
      // Said as it flees and is caught, drawn fleeing; off the map from the next step on.
      expect(s[gone].figures.units.find((u) => u.id === 'halberdiers')!.state).toBe('fleeing');
      expect(s[gone + 1].figures.units.some((u) => u.id === 'halberdiers')).toBe(false);
      return;
    }
    throw new Error('no simulation of the first 20 lost the halberdiers');
  });

  it('links the steps that tell of a shot, a charge or blows to the two figures, in every system', () => {
    const cases: [string, RegExp, TraceLink][] = [
      ['scenarios/wfb4/bench-battle.yaml', /^archers shoots 10 at crossbowmen /, { kind: 'shoot', from: 'archers', to: 'crossbowmen' }],
      ['scenarios/t9a-eow/beast-herds-ambush.yaml', /^Handgunners shoots Wildhorn Herd /, { kind: 'shoot', from: 'handgunners', to: 'wildhorns' }],
      ['scenarios/warmaster/dwarf-gunline.yaml', /^Cannon \(cannon\) hits Orc Warriors /, { kind: 'shoot', from: 'cannon', to: 'orc-warriors' }],
    ];
    for (const [file, shot, link] of cases) {
      const { steps: s, map } = steps(file, 0);
      expect(s.find((x) => shot.test(x.line))?.link, file).toEqual(link);
      const kinds = new Set(s.filter((x) => x.link !== null).map((x) => x.link!.kind));
      expect([...kinds].sort(), file).toEqual(['charge', 'shoot', 'strike']);
      s.forEach((x, i) => {
        if (x.link === null) return;
        // Both figures are on the map as it is said, or the step before (a unit the sentence removes).
        const figures = [x.figures, i > 0 ? s[i - 1].figures : map];
        const named = (id: string) => figures.flatMap((f) => [...f.units, ...f.markers]).find((u) => u.id === id);
        const [from, to] = [named(x.link.from), named(x.link.to)];
        expect(from, `${file}: ${x.line}`).toBeDefined();
        expect(to, `${file}: ${x.line}`).toBeDefined();
        expect(x.link.from).not.toBe(x.link.to);
        // The target is the figure the sentence names, or a character with it.
        const names = [to!.name, ...('joined' in to! ? to.joined.map((j) => j.replace(/ \([^)]*\)$/, '')) : [])];
        expect(names.some((n) => x.line.includes(n)), `${file}: ${x.line} (${names.join(', ')})`).toBe(true);
      });
    }
  });

  it('works for every system', () => {
    for (const file of ['scenarios/t9a-eow/empire-patrol-vs-orcs-patrol.yaml', 'scenarios/warmaster/empire-battle.yaml']) {
      const { steps: s, map } = steps(file, 1);
      expect(s.length, file).toBeGreaterThan(5);
      expect(s[0].figures.units.length, file).toBeGreaterThan(0);
      expect(map.units.length, file).toBeGreaterThanOrEqual(s[0].figures.units.length);
    }
  });
});

describe('firstOfEachOutcome (the replays report.html links)', () => {
  it('finds, for each outcome, the lowest simulation of the range that ended that way', () => {
    const loaded = loadFile(FILE);
    const run = loaded.runs[0];
    const seed = loaded.scenario.seed;
    const first = firstOfEachOutcome(run, seed, 0, 100_000, [true, true, true], 10_000);
    const labels = ['empire wins', 'bretonnia wins', 'draw'];
    const outcomeOf = (sim: number) => /Outcome: (.*)/.exec(replaySimulation('', run, seed, sim))![1];
    first.forEach((sim, o) => {
      expect(sim, labels[o]).toBeGreaterThanOrEqual(0);
      expect(outcomeOf(sim)).toBe(labels[o]);
      for (let earlier = 0; earlier < sim; earlier++) expect(outcomeOf(earlier)).not.toBe(labels[o]);
    });
    // Within a range, and only the outcomes asked for.
    const later = firstOfEachOutcome(run, seed, first[1] + 1, 100_000, [false, true, false], 10_000);
    expect(later[0]).toBe(-1);
    expect(later[1]).toBeGreaterThan(first[1]);
  });
});

describe('the replay page in headless Chromium', () => {
  let browser: Browser | null = null;
  let dir: string | null = null;

  afterAll(async () => {
    await browser?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('plays offline and without errors: keys and buttons step through the trace and move the units', async (ctx) => {
    skipWithoutChromium(ctx);
    const { loaded, run, map, steps: s, recorded } = steps(FILE, 0);
    dir = await mkdtemp(join(tmpdir(), 'warsim-replay-'));
    const file = join(dir, 'replay.html');
    await writeFile(file, replayHtml({ title: loaded.scenario.title, command: 'warsim replay x --sim 0', seed: loaded.scenario.seed, sim: 0, run: run.name, map, steps: s, recorded }));

    const opened = await offlinePage();
    browser = opened.browser;
    const { page, problems, network } = opened;
    await page.goto(pathToFileURL(file).href);
    await page.waitForSelector('body[data-ready="1"]');
    expect(await page.locator('body').getAttribute('data-step')).toBe('-1');
    const figures = () => page.locator('#board g.figures').innerHTML();
    const deployed = await figures();
    expect((deployed.match(/class="unit"/g) ?? []).length).toBe(map.units.length);

    // Step by step with the arrow key: the sentence shown is the trace's.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('ArrowRight');
      expect(await page.locator('body').getAttribute('data-step')).toBe(String(i));
      expect(await page.locator('#now').textContent()).toBe(s[i].line);
      expect(await page.locator('ol#trace li.current').textContent()).toBe(s[i].line);
    }
    await page.keyboard.press('ArrowLeft');
    expect(await page.locator('body').getAttribute('data-step')).toBe('1');
    // The end: the last sentence, and the units no longer where they were deployed.
    await page.click('#last');
    expect(await page.locator('body').getAttribute('data-step')).toBe(String(s.length - 1));
    expect(await page.locator('#now').textContent()).toBe(s[s.length - 1].line);
    expect(await figures()).not.toBe(deployed);
    // A sentence clicked is shown; Home goes back to the deployment.
    await page.click('ol#trace li:nth-child(2)');
    expect(await page.locator('body').getAttribute('data-step')).toBe('1');
    await page.keyboard.press('Home');
    expect(await figures()).toBe(deployed);
    // Play runs on by itself.
    await page.selectOption('#speed', '200');
    await page.click('#play');
    await page.waitForFunction(() => Number((globalThis as unknown as { document: { body: { dataset: { step: string } } } }).document.body.dataset.step) >= 2);
    await page.click('#play');
    expect(problems).toEqual([]);
    expect(network).toEqual([]);
  });

  it('draws who acts on whom: an arrow from the shooter\'s front to the middle of its target, crossed swords for blows', async (ctx) => {
    skipWithoutChromium(ctx);
    const file = 'scenarios/wfb4/bench-battle.yaml';
    const { loaded, run, map, steps: s, recorded } = steps(file, 0);
    const html = replayHtml({ title: loaded.scenario.title, command: 'warsim replay x --sim 0', seed: loaded.scenario.seed, sim: 0, run: run.name, map, steps: s, recorded });
    // The page carries each step's link for its script to draw.
    const data = JSON.parse(/<script type="application\/json" id="warsim-replay">(.*?)<\/script>/s.exec(html)![1]);
    const shot = s.findIndex((x) => x.line.startsWith('archers shoots 10 at crossbowmen'));
    const blows = s.findIndex((x) => x.link?.kind === 'strike');
    const quiet = s.findIndex((x) => x.link === null && !x.line.startsWith('-- '));
    expect(data.steps[shot].link).toEqual({ kind: 'shoot', from: 'archers', to: 'crossbowmen' });
    expect(data.steps[quiet].link).toBeUndefined();
    dir ??= await mkdtemp(join(tmpdir(), 'warsim-replay-'));
    const page2 = join(dir, 'replay-links.html');
    await writeFile(page2, html);

    const opened = await offlinePage();
    try {
      const { page, problems, network } = opened;
      await page.goto(pathToFileURL(page2).href);
      await page.waitForSelector('body[data-ready="1"]');
      const go = async (i: number) => {
        await page.click(`ol#trace li:nth-child(${i + 1})`);
        expect(await page.locator('body').getAttribute('data-step')).toBe(String(i));
      };
      // The shot: one arrow, from the middle of the archers' front edge to the crossbowmen's middle.
      await go(shot);
      const arrow = page.locator('#board g.links g.link[data-kind="shoot"][data-from="archers"][data-to="crossbowmen"]');
      expect(await arrow.count()).toBe(1);
      const geometry = await page.evaluate(() => {
        const d = (globalThis as unknown as { document: { querySelector(q: string): { getAttribute(a: string): string | null } } }).document;
        const n = (q: string, a: string) => Number(d.querySelector(q).getAttribute(a));
        const outline = d.querySelector('#board g.figures g.unit[data-unit="crossbowmen"] polygon.outline').getAttribute('points')!.trim().split(/[\s,]+/).map(Number);
        return {
          line: [n('g.links line', 'x1'), n('g.links line', 'y1')],
          front: [(n('g.figures g.unit[data-unit="archers"] line.front', 'x1') + n('g.figures g.unit[data-unit="archers"] line.front', 'x2')) / 2, (n('g.figures g.unit[data-unit="archers"] line.front', 'y1') + n('g.figures g.unit[data-unit="archers"] line.front', 'y2')) / 2],
          tip: d.querySelector('g.links polygon').getAttribute('points')!.split(' ')[0].split(',').map(Number),
          centre: [(outline[0] + outline[2] + outline[4] + outline[6]) / 4, (outline[1] + outline[3] + outline[5] + outline[7]) / 4],
        };
      });
      for (const k of [0, 1]) {
        expect(geometry.line[k]).toBeCloseTo(geometry.front[k], 0);
        expect(geometry.tip[k]).toBeCloseTo(geometry.centre[k], 0);
      }
      // Blows: crossed swords between the two, no arrow.
      await go(blows);
      expect(await page.locator('#board g.links g.link[data-kind="strike"] circle').count()).toBe(1);
      expect(await page.locator('#board g.links line').count()).toBe(0);
      // A step that tells of no one acting on another draws nothing over the figures.
      await go(quiet);
      expect(await page.locator('#board g.links').innerHTML()).toBe('');
      expect(problems).toEqual([]);
      expect(network).toEqual([]);
    } finally {
      await opened.browser.close();
    }
  });
});
