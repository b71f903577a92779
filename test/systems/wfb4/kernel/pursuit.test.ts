/**
 * Flee and pursuit after a certain break (rules/wfb4.md §6.4, §6.5, §12-2, §12-3): the broken
 * unit flees 2D6 (M ≤ 6) or 3D6 (M > 6) and the pursuers roll the same way; the fleeing unit
 * is destroyed outright when the pursuit roll reaches the flight roll — ties caught by default,
 * escaping under `pursuitTie: escapes`. Expected values: `pFleeCaught` (exact convolution,
 * core/dice-odds.ts), checked there against enumeration of every roll.
 *
 * Fixture test/fixtures/wfb4/pursuit.yaml: locked units that cannot wound each other, the losers
 * 4 down on Ld 2, so the break in round 1 is certain; the game stops at that break, and the
 * losers' fate is destroyed (caught) or fleeing (escaped).
 */
import { describe, expect, it } from 'vitest';
import { p2d6AtMost, pFleeCaught } from '../../../../src/core/dice-odds.ts';
import {
  brokeSlot, compileFixture, DESTROYED, fateSlot, FLEEING, OUT_ROUNDS, replayHint, simulate, tolerance, trace, unitIndex,
} from './kernel-harness.ts';
import { unitDistance } from '../../../../src/systems/wfb4/kernel/footprint.ts';

const FIXTURE = 'pursuit.yaml';
const SEED = 6500;
const SIMS = 40_000;

interface PursuitCase {
  run: string;
  pursuerDice: number;
  fleeDice: number;
  tieCaught: boolean;
  /** Chance the pursuers pursue at all (1 unless they try to hold back). */
  pursue: number;
  why: string;
}

const CASES: PursuitCase[] = [
  { run: 'base', pursuerDice: 2, fleeDice: 2, tieCaught: true, pursue: 1, why: 'M4 against M4: 2D6 ≥ 2D6 (tie caught, §12-3 default)' },
  { run: 'ties escape', pursuerDice: 2, fleeDice: 2, tieCaught: false, pursue: 1, why: 'pursuitTie: escapes — 2D6 > 2D6' },
  { run: 'M8 pursuers', pursuerDice: 3, fleeDice: 2, tieCaught: true, pursue: 1, why: 'M8 pursuers roll 3D6 against 2D6' },
  { run: 'M8 fleers', pursuerDice: 2, fleeDice: 3, tieCaught: true, pursue: 1, why: 'M8 fleers roll 3D6 against 2D6' },
  { run: 'knights pursue', pursuerDice: 3, fleeDice: 2, tieCaught: true, pursue: 1, why: 'barded knights, profile M8: 3D6 (§12-2 default)' },
  {
    run: 'knights pursue, effective M',
    pursuerDice: 2,
    fleeDice: 2,
    tieCaught: true,
    pursue: 1,
    why: 'fleeDice: effective-M — the same knights move 6": 2D6',
  },
  {
    run: 'restrained pursuit',
    pursuerDice: 2,
    fleeDice: 2,
    tieCaught: true,
    pursue: 1 - p2d6AtMost(7),
    why: 'pursuers that pass an Ld 7 test hold back (§6.5): caught only after a failed test',
  },
];

describe('flee and pursuit (§6.4, §6.5, §12-2, §12-3)', () => {
  it('pFleeCaught values used below: 2D6 v 2D6 = 1/2 + P(tie)/2 with P(tie) = 146/1296', () => {
    expect(pFleeCaught(2, 2, true)).toBeCloseTo(0.5 + 146 / 1296 / 2, 15);
    expect(pFleeCaught(2, 2, false)).toBeCloseTo(0.5 - 146 / 1296 / 2, 15);
  });

  it('a broken unit ends its flight roll away from the enemy it fought (§6.4, §12-24)', () => {
    const plan = compileFixture(FIXTURE, 'base');
    const fleers = unitIndex(plan, 'fleers');
    const pursuers = unitIndex(plan, 'pursuers');
    const bad: string[] = [];
    for (let sim = 0; sim < 50; sim++) {
      trace(plan, SEED, sim, (line, kernel) => {
        const m = /^fleers flees (\d+)"/.exec(line);
        if (!m) return;
        const gap = unitDistance(kernel, pursuers, fleers);
        if (Math.abs(gap - Number(m[1])) > 1e-9 && bad.length < 3) bad.push(`fled ${m[1]}", ended ${gap.toFixed(3)}" away — ${replayHint(FIXTURE, SEED, sim)}`);
      });
    }
    expect(bad).toEqual([]);
  });

  for (const c of CASES) {
    it(`${c.run}: ${c.why}`, () => {
      const plan = compileFixture(FIXTURE, c.run);
      const fleers = unitIndex(plan, 'fleers');
      const pursuers = unitIndex(plan, 'pursuers');
      expect(plan.fleeDice[pursuers]).toBe(c.pursuerDice);
      expect(plan.fleeDice[fleers]).toBe(c.fleeDice);
      const p = c.pursue * pFleeCaught(c.pursuerDice, c.fleeDice, c.tieCaught);
      let caught = 0;
      const odd: string[] = [];
      simulate(plan, SIMS, SEED, (out, sim) => {
        const fate = out[fateSlot(fleers)];
        if (fate === DESTROYED) caught++;
        // The break is certain in round 1; the fleers end caught or still fleeing.
        const ok = out[OUT_ROUNDS] === 1 && out[brokeSlot(fleers)] === 1 && (fate === DESTROYED || fate === FLEEING);
        if (!ok && odd.length < 3) odd.push(replayHint(FIXTURE, SEED, sim, c.run));
      });
      expect(odd).toEqual([]);
      const tol = tolerance(SIMS, p);
      expect(Math.abs(caught - SIMS * p), `${caught} caught of ${SIMS}, expected ${(SIMS * p).toFixed(0)} ± ${tol.toFixed(0)}`).toBeLessThan(tol);
    });
  }
});
