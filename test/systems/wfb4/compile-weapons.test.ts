// The kernel reads strength from plan columns (S + meleeSBonus + chargeSBonus on the charge +
// firstRoundSBonus in a fresh engagement); data/weapons.ts states the same rules readably
// (meleeStrength, rules/wfb4.md §5.6). Every weapon, mounted or not, charging or not, first
// round or not, must give the same strength both ways.
import { describe, expect, it } from 'vitest';
import { MELEE_WEAPONS, meleeStrength } from '../../../src/systems/wfb4/data/weapons.ts';
import { compileText } from './kernel/kernel-harness.ts';

function plan(weapon: string, mounted: boolean) {
  return compileText(`
format: warsim/1
system: wfb4
title: ${weapon}
sides:
  - id: a
    units:
      - { id: u, profile: man, ${mounted ? 'mount: horse,' : ''} weapons: [${weapon}], models: 5, position: { x: 36, y: 10 } }
  - id: b
    units:
      - { id: v, profile: man, models: 5, position: { x: 36, y: 40, facing: 180 } }
`);
}

describe('compiled weapon strengths agree with the weapon rules', () => {
  for (const id of Object.keys(MELEE_WEAPONS)) {
    if (id === 'pistol') continue; // its S4 attack is a strike group of its own (review-fixes.test.ts)
    for (const mounted of [false, true]) {
      if (MELEE_WEAPONS[id].mountedOnly && !mounted) continue;
      it(`${id}${mounted ? ', mounted' : ''}`, () => {
        const p = plan(id, mounted);
        for (const charged of [false, true]) {
          for (const firstRound of [false, true]) {
            const kernel = p.S[0] + p.meleeSBonus[0] + (charged ? p.chargeSBonus[0] : 0) + (firstRound ? p.firstRoundSBonus[0] : 0);
            expect(kernel, `charged ${charged}, first round ${firstRound}`).toBe(meleeStrength(id, 3, { mounted, charged, firstRound }));
          }
        }
        expect(p.rule.strikesLast[0] === 1).toBe(MELEE_WEAPONS[id].strikesLast);
        expect(p.fightRanks[0]).toBe(mounted ? 1 : MELEE_WEAPONS[id].fightingRanks);
      });
    }
  }
});
