/**
 * Hatred (rules/wfb4.md §7, §12-21), played through the kernel's turn sequence on the fixture
 * test/fixtures/wfb4/hatred.yaml: break tests on Ld 10 with nothing added while fighting a
 * hated foe, misses re-rolled in the first round of an engagement only, and no holding back
 * from pursuing a hated foe. Each count is compared with its exact probability.
 */
import { describe, expect, it } from 'vitest';
import { p2d6AtMost, pFleeCaught } from '../../../../src/core/dice-odds.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { parseText } from '../../../helpers/load.ts';
import {
  attackRounds, brokeSlot, compileFixture, compileRun, DESTROYED, expectWithin as within, fateSlot, FIXTURES, OUT_ROUNDS, outLength, replayHint, simulate, trace, unitIndex,
} from './kernel-harness.ts';
import { readFileSync } from 'node:fs';

const FIXTURE = 'hatred.yaml';
const SEED = 7100;
const SIMS = 40_000;

/** Sims in which the haters broke in round 1, in round 2, or not at all in turn 1. */
function breaks(run: string): { first: number; second: number; none: number; odd: string[] } {
  const plan = compileFixture(FIXTURE, run);
  const haters = unitIndex(plan, 'haters');
  const r = { first: 0, second: 0, none: 0, odd: [] as string[] };
  simulate(plan, SIMS, SEED, (out, sim) => {
    const broke = out[brokeSlot(haters)] === 1;
    if (broke && out[OUT_ROUNDS] === 1) r.first++;
    else if (broke && out[OUT_ROUNDS] === 2) r.second++;
    else if (!broke && out[OUT_ROUNDS] === 2) r.none++;
    else if (r.odd.length < 3) r.odd.push(replayHint(FIXTURE, SEED, sim, run));
  });
  return r;
}

describe('hatred (§7)', () => {
  it('a loser fighting a hated foe tests on Ld 10 unmodified: it breaks on 11 or 12 only, in every round', () => {
    // Without hatred 2D6 + 4 > 2 breaks it always; with it, 2D6 > 10: 3/36 a round.
    const p = 1 - p2d6AtMost(10);
    expect(p).toBeCloseTo(3 / 36, 15);
    const r = breaks('base');
    expect(r.odd).toEqual([]);
    within(r.first, SIMS, p, 'broke in round 1');
    within(r.second, SIMS, (1 - p) * p, 'broke in round 2');
    within(r.none, SIMS, (1 - p) * (1 - p), 'held both rounds');
  });

  it('the trace says so: the break test line names hatred and adds nothing', () => {
    const plan = compileFixture(FIXTURE, 'base');
    const { lines } = trace(plan, SEED, 0);
    const test = lines.find((l) => l.startsWith('haters break test:'));
    expect(test).toMatch(/^haters break test: \d+ vs Ld 10 \(hatred: unmodified\), (BROKEN|holds)\.$/);
  });

  it('hates only the races in its `hates`: Orcs only leaves the pursuers (no race) unhated; Men makes them hated', () => {
    const orcs = breaks('hates orcs only');
    expect(orcs.first).toBe(SIMS);
    const men = breaks('hates men');
    expect(men.odd).toEqual([]);
    within(men.first, SIMS, 3 / 36, 'hates men: broke in round 1');
    expect(breaks('no hatred').first).toBe(SIMS);
  });

  it('must pursue a hated foe: no restraint test, caught as often as an unrestrained pursuit (§6.5, §12-3)', () => {
    for (const [run, pursue] of [['hating pursuers restrained', 1], ['restrained pursuers', 1 - p2d6AtMost(7)]] as const) {
      const plan = compileFixture(FIXTURE, run);
      const haters = unitIndex(plan, 'haters');
      let caught = 0;
      simulate(plan, SIMS, SEED, (out) => {
        if (out[fateSlot(haters)] === DESTROYED) caught++;
      });
      within(caught, SIMS, pursue * pFleeCaught(2, 2, true), `${run}: caught`);
    }
    const { lines } = trace(compileFixture(FIXTURE, 'hating pursuers restrained'), SEED, 1);
    expect(lines.some((l) => /holds back from pursuit/.test(l))).toBe(false);
  });

  it('misses are re-rolled in the first round of the engagement only (§12-21): 5 attacks at 4+, then 3/4 a hit', () => {
    const plan = compileFixture(FIXTURE, 'first round only');
    const sims = 3000;
    const hits = [0, 0];
    const bad: string[] = [];
    for (let sim = 0; sim < sims; sim++) {
      const rounds = attackRounds(trace(plan, SEED, sim).lines).map((r) => r.filter((a) => a.attacker === 'pursuers'));
      if (rounds.length !== 2 || rounds[0].length !== 1 || rounds[1].length !== 1 || !rounds[0][0].rerolled || rounds[1][0].rerolled) {
        if (bad.length < 3) bad.push(replayHint(FIXTURE, SEED, sim, 'first round only'));
        continue;
      }
      hits[0] += rounds[0][0].hits;
      hits[1] += rounds[1][0].hits;
    }
    expect(bad).toEqual([]);
    within(hits[0], 5 * sims, 3 / 4, 'round 1 hits (re-rolled)');
    within(hits[1], 5 * sims, 1 / 2, 'round 2 hits');
  });

  it('the contact duel refuses hatred: the fixture is played through the general sequence', () => {
    const duel = new Wfb4Kernel(compileFixture(FIXTURE, 'no hatred'));
    duel.run(new Rng(SEED, 0), new Int32Array(outLength(duel.plan)));
    expect(duel.duel).toBe(1);
    const general = new Wfb4Kernel(compileFixture(FIXTURE, 'base'));
    general.run(new Rng(SEED, 0), new Int32Array(outLength(general.plan)));
    expect(general.duel).toBe(0);
  });

  it('refuses `hates` on a unit without hatred, and a race it does not know', () => {
    const text = readFileSync(FIXTURES + FIXTURE, 'utf8');
    const noRule = text.replace('        special: [hatred]\n', '        hates: [orc]\n');
    expect(() => compileRun(parseText(noRule, 'hates.yaml'))).toThrow(/special: \[hatred\] beside `hates`/);
    const unknown = text.replace('        special: [hatred]\n', '        special: [hatred]\n        hates: [orks]\n');
    expect(() => parseText(unknown, 'orks.yaml')).toThrow(/orks/);
  });
});
