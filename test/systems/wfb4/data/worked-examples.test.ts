/**
 * Worked examples of rules/wfb4.md §11 that run across several data modules: the full shooting
 * sequence of RB p.26-28 (#10) and the jezzail of RB p.81 (#29).
 */
import { describe, expect, it } from 'vitest';
import { pAtLeast } from '../../../../src/core/dice-odds.ts';
import { shootingToHit, strengthSaveModifier, toWound } from '../../../../src/systems/wfb/tables.ts';
import { armourSave } from '../../../../src/systems/wfb4/data/armour.ts';
import { BUILTIN_PROFILES } from '../../../../src/systems/wfb4/data/profiles.ts';
import { MISSILE_WEAPONS, missileStrength } from '../../../../src/systems/wfb4/data/weapons.ts';

describe('§11 #10: 10 Goblin archers shoot Elves 10" away behind a hedge (RB p.26-28)', () => {
  const bow = MISSILE_WEAPONS['short-bow'];
  const longRange = 10 > bow.range / 2 ? -1 : 0;
  const softCover = -1;
  const goblinBS = 3; // RB p.26
  const elfT = 3; // RB p.28

  it('long range and soft cover: need 6; two 6s among ten dice are 2 hits', () => {
    expect(longRange).toBe(-1);
    const need = shootingToHit(goblinBS, longRange + softCover);
    expect(need).toBe(6);
    expect([1, 6, 3, 2, 5, 6, 4, 1, 3, 2].filter((r) => r >= need)).toHaveLength(2);
  });

  it('S3 against T3 wounds on 4+; rolls 4 and 2 give 1 wound', () => {
    const need = toWound(missileStrength(bow, goblinBS), elfT);
    expect(need).toBe(4);
    expect([4, 2].filter((r) => r >= need)).toHaveLength(1);
  });

  it('Elves in light armour and shield save on 5+ (no modifier at S3); a roll of 2 fails', () => {
    const save =
      armourSave({ armour: ['light-armour', 'shield'], mounted: false, monsterMount: false, inMelee: false, shieldUsable: true }) +
      strengthSaveModifier(missileStrength(bow, goblinBS));
    expect(save).toBe(5);
    expect(2 >= save).toBe(false);
  });

  it('chance one archer slays an Elf: 1/6 × 1/2 × 2/3 = 1/18', () => {
    expect(pAtLeast(6) * pAtLeast(4) * (1 - pAtLeast(5))).toBeCloseTo(1 / 18, 15);
  });
});

describe('§11 #29: jezzail at BS3 (RB p.81)', () => {
  it('needs 4+ in the open at up to half range, and the knight\'s 2+ save becomes 5+', () => {
    const jezzail = MISSILE_WEAPONS['warplock-jezzail'];
    expect(shootingToHit(3, 0)).toBe(4);
    const knightSave = armourSave({
      armour: BUILTIN_PROFILES['reiksguard-knight'].kit?.armour ?? [],
      mounted: true,
      monsterMount: false,
      inMelee: false,
      shieldUsable: true,
    });
    expect(knightSave).toBe(2);
    expect(knightSave + strengthSaveModifier(missileStrength(jezzail, 3)) + jezzail.extraSaveModifier).toBe(5);
  });
});
