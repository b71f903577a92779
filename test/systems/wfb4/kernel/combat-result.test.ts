/**
 * Combat result and break test (rules/wfb4.md §6.1, §6.2; worked examples §11 #16, #17, #18).
 *
 * - `rankBonus` on constructed states: +1 per complete rank behind the first, at most +3, only
 *   when at least 4 wide (§6.1); "complete" is as wide as the front rank by default, or at least
 *   4 models under the §12-5 option.
 * - Break frequency: in test/fixtures/wfb4/break-test.yaml neither side can wound (S1 against
 *   T5 is 'N'), so the result is the bonuses alone and the loser of the first round breaks with
 *   probability P(2D6 + d > Ld) = 1 − P(2D6 ≤ Ld − d) exactly (§6.2). The game stops at the
 *   first break, so a game of one round is a first-round break.
 */
import { describe, expect, it } from 'vitest';
import { p2d6AtMost } from '../../../../src/core/dice-odds.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import {
  brokeSlot, compileFixture, FIGHTING, fateSlot, OUT_ROUNDS, replayHint, simulate, tolerance, trace, unitIndex,
} from './kernel-harness.ts';
import { rankBonus } from '../../../../src/systems/wfb4/kernel/combat-result.ts';

describe('rank bonus on constructed formations (§6.1, §11 #17, §12-5)', () => {
  /** rankBonus of unit `id` with `models` models, in run `run` of rank-bonus.yaml. */
  function bonus(id: string, models: number, run = 'base'): number {
    const plan = compileFixture('rank-bonus.yaml', run);
    const kernel = new Wfb4Kernel(plan);
    const u = unitIndex(plan, id);
    kernel.models[u] = models;
    return rankBonus(kernel, u);
  }

  it('3 deep is +2 and 4 deep +3 (§11 #17); 6 deep is still +3 (the maximum)', () => {
    expect(bonus('five-wide', 5)).toBe(0);
    expect(bonus('five-wide', 10)).toBe(1);
    expect(bonus('five-wide', 15)).toBe(2);
    expect(bonus('five-wide', 20)).toBe(3);
    expect(bonus('five-wide', 30)).toBe(3);
  });

  it('needs 4 wide: 4 files × 4 ranks is +3, 3 files × 8 ranks is 0, a front rank cut to 3 is 0', () => {
    expect(bonus('four-wide', 16)).toBe(3);
    expect(bonus('three-wide', 24)).toBe(0);
    expect(bonus('five-wide', 3)).toBe(0);
  });

  it('an incomplete last rank does not count by default; with four-models a rank of 4 or more does (§12-5)', () => {
    expect(bonus('five-wide', 14)).toBe(1); // ranks 5, 5, 4
    expect(bonus('five-wide', 14, 'four-model ranks')).toBe(2);
    expect(bonus('five-wide', 13, 'four-model ranks')).toBe(1); // last rank of 3
  });
});

const FIXTURE = 'break-test.yaml';
const SEED = 6200;
const SIMS = 40_000;

interface BreakCase {
  run: string;
  /** The first round's combat-result line, fixed by the bonuses alone. */
  result: string;
  /** Combat-result difference d and the loser's Ld. */
  d: number;
  ld: number;
  why: string;
}

const CASES: BreakCase[] = [
  {
    run: 'base',
    result: 'Combat result: deep 3 (0 wounds), shallow 1 (0 wounds).',
    d: 2,
    ld: 8,
    why: '4 ranks (+3) against 2 ranks (+1): lose by 2 on Ld 8, as the Elves of §11 #18 (break on 7+)',
  },
  {
    run: 'six deep against one rank',
    result: 'Combat result: deep 3 (0 wounds), shallow 0 (0 wounds).',
    d: 3,
    ld: 10,
    why: '6 ranks are capped at +3 (§11 #17)',
  },
  {
    run: 'standard decides',
    result: 'Combat result: deep 3 (0 wounds), shallow 2 (0 wounds).',
    d: 1,
    ld: 6,
    why: '3 deep each (+2), a standard +1',
  },
  {
    run: 'three wide',
    result: 'Combat result: deep 1 (0 wounds), shallow 0 (0 wounds).',
    d: 1,
    ld: 5,
    why: '3 wide: no rank bonus, only the standard',
  },
  {
    run: 'battle standard breaks the draw',
    result: 'Combat result: deep 3 (0 wounds), shallow 2 (0 wounds).',
    d: 1,
    ld: 7,
    why: 'the battle standard turns a 2-2 draw into 3-2 (§11 #16)',
  },
];

describe('break test after a fixed combat result (§6.1, §6.2, §11 #18)', () => {
  it('§11 #18 by hand: Goblins 3 wounds + 3 ranks = 6 against the Elves\' 4; Ld 8 − 2 needs ≤ 6; a 7 breaks', () => {
    const goblins = 3 + 3;
    const elves = 4;
    const d = goblins - elves;
    expect(d).toBe(2);
    expect(7 + d > 8).toBe(true);
    expect(1 - p2d6AtMost(8 - d)).toBeCloseTo(21 / 36, 15);
  });

  for (const c of CASES) {
    it(`${c.run}: ${c.why}; breaks in round 1 with P(2D6 + ${c.d} > ${c.ld})`, () => {
      const plan = compileFixture(FIXTURE, c.run);
      const shallow = unitIndex(plan, 'shallow');
      expect(trace(plan, SEED, 0).lines).toContain(c.result);
      const p = 1 - p2d6AtMost(c.ld - c.d);
      let broke = 0;
      let oneRound = 0;
      simulate(plan, SIMS, SEED, (out) => {
        if (out[brokeSlot(shallow)] === 1) broke++;
        if (out[OUT_ROUNDS] === 1) oneRound++;
      });
      const tol = tolerance(SIMS, p);
      expect(Math.abs(oneRound - SIMS * p), `${oneRound} first-round breaks of ${SIMS}, expected ${(SIMS * p).toFixed(0)} ± ${tol.toFixed(0)}`).toBeLessThan(tol);
      // Over turn 1's two rounds the loser breaks with 1 − (1 − p)².
      const p2 = 1 - (1 - p) ** 2;
      expect(Math.abs(broke - SIMS * p2)).toBeLessThan(tolerance(SIMS, p2));
    });
  }

  it('draw: equal scores mean no break test, and the fight goes on (§6.1, §11 #16)', () => {
    const plan = compileFixture(FIXTURE, 'draw');
    const deep = unitIndex(plan, 'deep');
    const shallow = unitIndex(plan, 'shallow');
    const { lines } = trace(plan, SEED, 0);
    expect(lines).toContain('Combat result: deep 2 (0 wounds), shallow 2 (0 wounds): a draw.');
    expect(lines.some((l) => l.includes('break test'))).toBe(false);
    const odd: string[] = [];
    simulate(plan, 2000, SEED, (out, sim) => {
      const ok = out[OUT_ROUNDS] === 2 && out[fateSlot(deep)] === FIGHTING && out[fateSlot(shallow)] === FIGHTING && out[brokeSlot(shallow)] === 0;
      if (!ok && odd.length < 3) odd.push(replayHint(FIXTURE, SEED, sim, 'draw'));
    });
    expect(odd).toEqual([]);
  });
});
