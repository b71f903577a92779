// §6.3 (RB p.35, 38; worked example §11 #21): when a unit breaks in combat, every friend
// within 12" takes one panic test — 2D6 against its Ld — and flees on a failure. In the
// example the Boar Riders (Ld 7) roll 9 and flee; the Goblins (Ld 5) roll 4 and stay.
import { describe, expect, it } from 'vitest';
import { p2d6AtMost } from '../../../../src/core/dice-odds.ts';
import { compileText, fateSlot, FIGHTING, FLEEING, simulate, tolerance, trace, unitIndex } from './kernel-harness.ts';

// The line unit cannot wound the T10 enemy, has no rank bonus and Ld 1: it breaks in the
// first round for certain. The friend stands 6" beside it, out of the fight.
const scenario = (friendLd: number, gap: number) => `
format: warsim/1
system: wfb4
title: panic after a break
seed: 21
end: { turns: 1, on: first-break }
first: enemy
sides:
  - id: army
    units:
      - { id: line, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 1 }, basePoints: 5, models: 4, files: 4, position: { x: 30, y: 20 }, tactics: { charge: never, move: hold } }
      - { id: friend, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: ${friendLd} }, basePoints: 5, models: 10, files: 5, position: { x: ${30 + 1.6 + gap + 2}, y: 20 }, tactics: { charge: never, move: hold } }
  - id: enemy
    units:
      - { id: block, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 10, W: 1, I: 3, A: 1, Ld: 10 }, basePoints: 5, models: 20, files: 4, command: [standard], position: { x: 30, y: 20, facing: 180 }, tactics: { charge: never, move: hold } }
`;

describe('§6.3 panic when a friend within 12" breaks', () => {
  for (const ld of [7, 5]) {
    it(`a friend with Ld ${ld} flees with probability P(2D6 > ${ld})`, () => {
      const plan = compileText(scenario(ld, 6));
      const friend = unitIndex(plan, 'friend');
      const sims = 20_000;
      let fled = 0;
      let stood = 0;
      simulate(plan, sims, 21, (out) => {
        if (out[fateSlot(friend)] === FLEEING) fled++;
        else if (out[fateSlot(friend)] === FIGHTING) stood++;
      });
      expect(fled + stood).toBe(sims);
      const p = 1 - p2d6AtMost(ld);
      expect(Math.abs(fled - sims * p)).toBeLessThan(tolerance(sims, p));
    });
  }

  it('tests once, in the trace, and not beyond 12"', () => {
    const near = trace(compileText(scenario(7, 6)), 21, 0).lines;
    expect(near.filter((l) => /^friend sees line break: panic test \d+ vs Ld 7\.$/.test(l))).toHaveLength(1);
    const far = trace(compileText(scenario(7, 13)), 21, 0).lines;
    expect(far.some((l) => l.startsWith('line break test'))).toBe(true);
    expect(far.some((l) => l.startsWith('friend sees'))).toBe(false);
  });
});
