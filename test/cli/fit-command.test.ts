// `warsim fit` (issue 17 item 1): the value of a field where a side's win rate crosses a target,
// checked against a crossing known exactly. In test/fixtures/wfb4/break-test.yaml neither unit
// can wound: each of the game turn's two rounds the shallow unit, two down, breaks on
// 2D6 + 2 > Ld, so the deep unit wins with probability 1 − (1 − P(2D6 > Ld − 2))².
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bracketOf, crossingOf, fitLogistic, gridOver } from '../../src/analysis/fit.ts';
import type { FitReport } from '../../src/report/fit-report.ts';
import { checkRenderedPage, skipWithoutChromium } from '../helpers/offline-page.ts';

const BIN = join(process.cwd(), 'bin/warsim.js');
const dir = mkdtempSync(join(tmpdir(), 'warsim-fit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The fixture without its variants: one base run.
const SCENARIO = join(dir, 'break-test.yaml');
writeFileSync(SCENARIO, readFileSync('test/fixtures/wfb4/break-test.yaml', 'utf8').replace(/^variants:[\s\S]*$/m, ''));
const LD = 'sides.shallow.units.shallow.profile.Ld';

/** P(2D6 > k). */
function over(k: number): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b > k) n++;
  return n / 36;
}
const exact = (ld: number) => 1 - (1 - over(ld - 2)) ** 2;

function fit(name: string, args: string[]): FitReport {
  const r = spawnSync(process.execPath, [BIN, 'fit', SCENARIO, '--path', LD, '--side', 'deep', ...args, '--out', join(dir, name), '--json', '-q'], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as FitReport;
}

describe('the fit’s arithmetic', () => {
  it('spreads a grid, finds the bracket and fits the logistic that crosses inside it', () => {
    expect(gridOver(20, 80, 9, true)).toEqual([20, 28, 35, 43, 50, 58, 65, 73, 80]);
    expect(gridOver(9, 10, 2, true)).toEqual([9, 10]);
    const points = [10, 20, 30, 40].map((x, i) => ({ x, n: 1000, wins: [100, 300, 700, 900][i], stage: 0 }));
    expect(bracketOf(points, 0.5)!.map((p) => p.x)).toEqual([20, 30]);
    expect(bracketOf(points, 0.95)).toBeNull();
    const f = fitLogistic(points)!;
    // Symmetric data: logit crosses 0 half way, at 25.
    const c = crossingOf(f, 0.5, 10, 40)!;
    expect(c.x).toBeCloseTo(25, 6);
    expect(c.lo).toBeLessThan(25);
    expect(c.hi).toBeGreaterThan(25);
  });
});

describe('warsim fit', () => {
  const half = fit('half', ['--range', '2..10', '--threads', '1']);

  it('finds the exact crossing: between Ld 9 and 10 for one win in two', () => {
    expect([exact(9), exact(10)].map((p) => p > 0.5)).toEqual([true, false]);
    expect(half.bracket).toEqual([9, 10]);
    // The measured rates there agree with the exact ones within four standard errors.
    const last = Math.max(...half.points.map((p) => p.stage));
    for (const ld of [9, 10]) {
      const p = half.points.find((x) => x.stage === last && x.x === ld)!;
      const se = Math.sqrt((exact(ld) * (1 - exact(ld))) / p.n);
      expect(Math.abs(p.wins / p.n - exact(ld))).toBeLessThan(4 * se);
    }
    expect(half.crossing!.x).toBeGreaterThan(9);
    expect(half.crossing!.x).toBeLessThan(10);
    expect([half.crossing!.lo, half.crossing!.hi]).toEqual([9, 10]);
  });

  it('finds another target’s crossing, and says when the range cannot reach one', () => {
    expect([exact(8), exact(9)].map((p) => p > 0.75)).toEqual([true, false]);
    expect(fit('three-quarters', ['--range', '2..10', '--target', '0.75', '--threads', '1']).bracket).toEqual([8, 9]);
    const never = fit('never', ['--range', '8..10', '--target', '0.999', '--threads', '1']);
    expect(never.bracket).toBeNull();
    expect(never.crossing).toBeNull();
  });

  it('gives the same answer on one thread and on two', () => {
    const two = fit('two', ['--range', '2..10', '--threads', '2']);
    expect(two.points).toEqual(half.points);
    expect(two.crossing).toEqual(half.crossing);
  });

  it('answers in a sentence with the points there, and refuses a path that is no number', () => {
    const r = spawnSync(process.execPath, [BIN, 'fit', SCENARIO, '--path', LD, '--side', 'deep', '--range', '2..10', '--threads', '1', '--out', join(dir, 'text'), '-q'], { encoding: 'utf8' });
    expect(r.stdout).toMatch(/deep breaks even with Ld between 9 and 10 \(about 9\.\d; values not clearly on one side: 9 to 10\): \d+\.\d% \[[\d.]+, [\d.]+\] at 9, \d+\.\d% \[[\d.]+, [\d.]+\] at 10\. Points there: deep 100, shallow 50\./);
    const bad = spawnSync(process.execPath, [BIN, 'fit', SCENARIO, '--path', 'sides.shallow.units.shallow.tactics', '--out', join(dir, 'bad'), '-q'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--path sides\.shallow\.units\.shallow\.tactics: expected a numeric field/);
    const range = spawnSync(process.execPath, [BIN, 'fit', SCENARIO, '--path', LD, '--range', '2..11', '--out', join(dir, 'bad'), '-q'], { encoding: 'utf8' });
    expect(range.stderr).toMatch(/expected an integer ≥ 0 and ≤ 10, found 11/);
  });

  it('opens its page offline in Chromium without errors', async (ctx) => {
    skipWithoutChromium(ctx);
    await checkRenderedPage(join(dir, 'half', 'report.html'), async (page) => {
      expect(await page.locator('#chart-fit svg').count()).toBe(1);
    });
  });
});
