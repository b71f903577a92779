// `warsim tactics` (issue 17 item 3): every combination of the named units' tactics on the same
// dice, ranked, each against the best with Bonferroni intervals; more simulations until the best
// is separated or the cap; one thread or two alike; the page in Chromium.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { combinations, tacticSchemas, valuesOf } from '../../src/analysis/tactics.ts';
import { normalQuantile } from '../../src/core/stats/z.ts';
import type { TacticsReport } from '../../src/report/tactics-report.ts';
import { requireSystem } from '../../src/systems/registry.ts';
import { checkRenderedPage, skipWithoutChromium } from '../helpers/offline-page.ts';

const BIN = join(process.cwd(), 'bin/warsim.js');
const DUEL = 'scenarios/wfb4/knights-vs-halberdiers.yaml';
const dir = mkdtempSync(join(tmpdir(), 'warsim-tactics-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tactics(args: string[]) {
  return spawnSync(process.execPath, [BIN, 'tactics', ...args, '-q'], { encoding: 'utf8' });
}

function report(name: string, args: string[]): TacticsReport {
  const r = tactics([...args, '--out', join(dir, name), '--json']);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as TacticsReport;
}

describe('the choices of a tactic', () => {
  const schemas = tacticSchemas(requireSystem('wfb4').unitSchema);

  it('come from the system’s unit schema: words, yes/no, and targets with the enemy ids', () => {
    expect(valuesOf(schemas.react, ['knights'])).toEqual(['hold', 'flee', 'stand-and-shoot']);
    expect(valuesOf(schemas.lap, ['knights'])).toEqual([false, true]);
    expect(valuesOf(schemas.charge, ['knights', 'archers'])).toEqual(['nearest', 'never', 'knights', 'archers']);
    // A number is no list of choices.
    expect(valuesOf(schemas.volleys, [])).toBeNull();
  });

  it('combine field by field', () => {
    const fields = [
      { side: 'a', unit: 'x', field: 'react', values: ['hold', 'flee'] },
      { side: 'a', unit: 'x', field: 'lap', values: [false, true] },
    ];
    expect(combinations(fields).map((c) => c.name)).toEqual(['x.react=hold, x.lap=false', 'x.react=hold, x.lap=true', 'x.react=flee, x.lap=false', 'x.react=flee, x.lap=true']);
  });

  it('Bonferroni: the quantile of 1 − 0.025/m', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 8);
    expect(normalQuantile(1 - 0.025 / 2)).toBeCloseTo(2.241402727604947, 8);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232306167813, 7);
  });
});

describe('warsim tactics', () => {
  const args = [DUEL, '--unit', 'halberdiers', '--fields', 'react', '--sims', '2000'];
  const one = report('one', [...args, '--threads', '1']);

  it('finds the provably best choice: holding, since fleeing never wins', () => {
    const [best, flee] = one.ranking.standings;
    expect(best.name).toBe('halberdiers.react=hold');
    expect(flee.name).toBe('halberdiers.react=flee');
    expect(flee.rate).toBe(0);
    expect(flee.vsBest.hi).toBeLessThan(0);
    expect(one.ranking.separated).toBe(true);
    expect(one.stoppedBy).toBe('separated');
    // Stand and shoot needs a missile weapon: the system refuses it, and the report says so.
    expect(one.refused).toEqual([expect.stringMatching(/^halberdiers\.react=stand-and-shoot: .*hold or flee for a unit without missile weapons/)]);
  });

  it('gives the same ranking on one thread and on two', () => {
    expect(report('two', [...args, '--threads', '2']).ranking).toEqual(one.ranking);
  });

  it('puts the leader first and compares everything with it, on the same simulations', () => {
    // Crossbowmen charged by elves: standing and shooting is best, though holding is their default.
    const r = report('shoot', ['scenarios/wfb4/stand-and-shoot.yaml', '--unit', 'crossbowmen', '--fields', 'react', '--sims', '2000', '--threads', '1']);
    expect(r.ranking.standings[0].name).toBe('crossbowmen.react=stand-and-shoot');
    expect(r.ranking.comparisons).toBe(2);
    expect(r.ranking.z).toBeCloseTo(normalQuantile(1 - 0.025 / 2), 12);
    // Two rounds at 2,000: the scenario's own choice first, then the leader.
    expect(r.simsPlayed).toBe(2 * 3 * 2000);
  });

  it('stops at once on choices that win exactly the same games: no number of simulations tells them apart', () => {
    // The knights carry no missile weapon: whom they would shoot changes nothing.
    const r = report('tie', [DUEL, '--unit', 'knights', '--fields', 'shoot', '--sims', '500', '--max-sims', '1000', '--threads', '1']);
    expect(r.stoppedBy).toBe('separated');
    expect(r.sims).toBe(500);
    expect(r.ranking.standings.every((s) => s.same && s.vsBest.diff === 0)).toBe(true);
  });

  it('doubles the simulations until the cap while the best is not separated', () => {
    // Lapping round is worth about two points to the halberdiers: 100 simulations do not show it.
    const r = report('close', [DUEL, '--unit', 'halberdiers', '--fields', 'lap', '--sims', '100', '--max-sims', '200', '--seed', '1', '--threads', '1']);
    expect(r.ranking.separated).toBe(false);
    expect(r.stoppedBy).toBe('max-sims');
    expect(r.sims).toBe(200);
    // Both rounds were played, 100 then 200 simulations of each choice (and a round again when the leader changed).
    expect(r.simsPlayed).toBeGreaterThanOrEqual(2 * 100 + 2 * 200);
    expect((r.simsPlayed - 2 * 200) % 200).toBe(0);
  });

  it('ranks by the side’s mean victory points with --by vp, and refuses it where none are scored', () => {
    const vp = report('vp', [...args, '--threads', '1', '--by', 'vp']);
    expect(vp.ranking.by).toBe('vp');
    const [best, flee] = vp.ranking.standings;
    expect(best.name).toBe('halberdiers.react=hold');
    // Fleeing halberdiers never bring a knight down: no victory points at all.
    expect(flee).toMatchObject({ rate: 0, lo: 0, hi: 0 });
    expect(flee.vsBest.diff).toBeCloseTo(-best.rate, 12);
    expect(flee.vsBest.hi).toBeLessThan(0);
    // The same simulations as the win-rate ranking.
    expect(vp.sims).toBe(one.sims);
    const basic = tactics(['scenarios/t9a-eow/empire-patrol-vs-orcs-patrol.yaml', '--unit', 'handgunners', '--fields', 'react', '--by', 'vp', '--out', join(dir, 'bad')]);
    expect(basic.status).toBe(2);
    expect(basic.stderr).toMatch(/--by vp: this scenario records no victory points for empire/);
  });

  it('answers in a sentence, and refuses what it cannot play', () => {
    const r = tactics([...args, '--out', join(dir, 'text')]);
    expect(r.stdout).toContain('halberdiers.react=hold beats halberdiers.react=flee by ');
    const bad = tactics([DUEL, '--unit', 'halberdiers', '--fields', 'reactt', '--out', join(dir, 'bad')]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/wfb4 has no tactic "reactt" \(tactics: charge, react/);
    const noUnit = tactics([DUEL, '--unit', 'halberdier', '--out', join(dir, 'bad')]);
    expect(noUnit.stderr).toMatch(/no such unit; the scenario's units are empire\.halberdiers, bretonnia\.knights/);
  });

  it('opens its page offline in Chromium without errors', async (ctx) => {
    skipWithoutChromium(ctx);
    await checkRenderedPage(join(dir, 'one', 'report.html'), async (page) => {
      expect(await page.locator('#chart-tactics svg').count()).toBe(1);
    });
  });
});
