// `warsim flags` (issue 17 item 4): every flag value against the scenario's reading on the same
// dice, a known effect found and a flag with none listed as such, the average over scenarios,
// the same answer on one thread or two, and the report page in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alternativesOf, parseFlagOption } from '../../src/analysis/house-rules.ts';
import type { FlagsReport } from '../../src/report/flags-report.ts';
import { WFB4_FLAGS } from '../../src/systems/wfb4/flags.ts';
import { checkRenderedPage, skipWithoutChromium } from '../helpers/offline-page.ts';

const BIN = join(process.cwd(), 'bin/warsim.js');
const DUEL = 'scenarios/wfb4/knights-vs-halberdiers.yaml';
const dir = mkdtempSync(join(tmpdir(), 'warsim-flags-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function flags(args: string[]): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, [BIN, 'flags', ...args, '-q'], { encoding: 'utf8' });
}

function report(out: string, args: string[]): FlagsReport {
  const r = flags([...args, '--out', out, '--json']);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as FlagsReport;
}

const flag = (name: string) => WFB4_FLAGS.find((f) => f.name === name)!;

describe('the values a flag is tried at', () => {
  it('every other choice, the other boolean, a step either side and the ends of a numeric range', () => {
    expect(alternativesOf(flag('overkill'), 'applied')).toEqual(['rolled']);
    expect(alternativesOf(flag('cornerContact'), true)).toEqual([false]);
    expect(alternativesOf(flag('rankBonusMax'), 3)).toEqual([0, 2, 4, 10]);
    // At an end of its range, no value beyond it.
    expect(alternativesOf(flag('standardBonus'), 0)).toEqual([1, 5]);
    // A fractional flag steps by a quarter of its range.
    expect(alternativesOf(flag('rallyMinFraction'), 0.25)).toEqual([0, 0.5, 1]);
  });

  it('reads --flag name=values against the flag, and refuses what it cannot be', () => {
    expect(parseFlagOption('rankBonusMax=2,4', WFB4_FLAGS).values).toEqual([2, 4]);
    expect(parseFlagOption('overkill=rolled', WFB4_FLAGS).values).toEqual(['rolled']);
    expect(parseFlagOption('cornerContact=false', WFB4_FLAGS).values).toEqual([false]);
    expect(() => parseFlagOption('rankBonusMax=11', WFB4_FLAGS)).toThrow(/a number from 0 to 10, not "11"/);
    expect(() => parseFlagOption('overkill=sometimes', WFB4_FLAGS)).toThrow(/one of applied, rolled/);
    expect(() => parseFlagOption('rankbonus=2', WFB4_FLAGS)).toThrow(/no rule flag "rankbonus"/);
    expect(() => parseFlagOption('rankBonusMax', WFB4_FLAGS)).toThrow(/expected name=value/);
  });
});

describe('warsim flags', () => {
  const args = [DUEL, '--only', 'rankBonusMax,shortBowRange', '--sims', '3000'];
  const one = report(join(dir, 'one'), [...args, '--threads', '1']);

  it('finds a known effect and lists a flag with none as such', () => {
    const effect = (name: string, value: number) => one.effects.find((e) => e.flag === name && e.value === value)!;
    // Without rank bonus the twenty halberdiers (four ranks) lose their +3: they win clearly less often.
    expect(effect('rankBonusMax', 0).win.hi).toBeLessThan(0);
    expect(effect('rankBonusMax', 0).changed).toBe(true);
    // A cap of 4 above their 3 ranks changes nothing; no bow is drawn in a melee duel.
    expect(effect('rankBonusMax', 4).changed).toBe(false);
    for (const e of one.effects.filter((x) => x.flag === 'shortBowRange')) expect(e).toMatchObject({ changed: false, win: { diff: 0, lo: 0, hi: 0 } });
    // Sorted by the size of the change in the first side's win rate.
    const sizes = one.effects.map((e) => Math.abs(e.win.diff));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(one.scenarios[0]).toMatchObject({ file: DUEL, firstSide: 'empire' });
  });

  it('gives the same answer on one thread and on two', () => {
    const two = report(join(dir, 'two'), [...args, '--threads', '2']);
    expect(two.effects).toEqual(one.effects);
  });

  it('averages over scenarios with equal weight, combining their standard errors', () => {
    const other = 'scenarios/wfb4/house-rule-rank-cap.yaml';
    const only = ['--only', 'rankBonusMax', '--flag', 'rankBonusMax=0', '--sims', '2000', '--threads', '1'];
    const a = report(join(dir, 'a'), [DUEL, ...only]).effects[0];
    const b = report(join(dir, 'b'), [other, ...only]).effects[0];
    const both = report(join(dir, 'both'), [DUEL, other, ...only]).effects[0];
    expect(both.scenarios).toBe(2);
    expect(both.win.diff).toBeCloseTo((a.win.diff + b.win.diff) / 2, 9);
    const se = (x: { lo: number; hi: number }) => (x.hi - x.lo) / 2;
    expect(se(both.win)).toBeCloseTo(Math.sqrt(se(a.win) ** 2 + se(b.win) ** 2) / 2, 9);
  });

  it('writes its reports, and refuses a flag it does not have', () => {
    for (const f of ['flags.json', 'flags.csv', 'tornado.vl.json', 'tornado.svg', 'report.html']) expect(existsSync(join(dir, 'one', f)), f).toBe(true);
    expect(readFileSync(join(dir, 'one', 'flags.csv'), 'utf8').split('\n')[0]).toBe('flag,value,current,scenarios,changed,win_change_pts,win_lo,win_hi,draw_change_pts,draw_lo,draw_hi');
    const bad = flags([DUEL, '--only', 'rankbonusmax', '--out', join(dir, 'bad')]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/no rule flag "rankbonusmax" in wfb4/);
    expect(existsSync(join(dir, 'bad'))).toBe(false);
  });

  it('prints the table with the answer in a sentence', () => {
    const r = flags([DUEL, '--only', 'rankBonusMax', '--sims', '2000', '--threads', '1', '--out', join(dir, 'text')]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^\* rankBonusMax = 0 \(instead of 3\) +-\d+\.\d pts \[-\d+\.\d, -\d+\.\d\]/m);
    expect(r.stdout).toContain('No effect here (no simulation changed): rankBonusMax = 4, rankBonusMax = 10');
    expect(r.stdout).toMatch(/Largest clear effect: rankBonusMax = 0 moves the win rate of empire by -/);
    expect(r.stdout).toContain('reproduce: warsim flags scenarios/wfb4/knights-vs-halberdiers.yaml --sims 2000 --only rankBonusMax');
  });

  it('opens its page offline in Chromium without errors', async (ctx) => {
    skipWithoutChromium(ctx);
    await checkRenderedPage(join(dir, 'one', 'report.html'), async (page) => {
      expect(await page.locator('#chart-tornado svg').count()).toBe(1);
      expect(await page.locator('#reading').textContent()).toMatch(/rankBonusMax = 0/);
    });
  });
});
