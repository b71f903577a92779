// The shared WFB damage roll (src/systems/wfb/hit-wound-save.ts) against the tables it reads
// and on scripted dice (rules/wfb4.md §5.5, §5.8, worked example §11 #11).
import { describe, expect, it } from 'vitest';
import { saveAgainst, unsavedWounds, woundRolls } from '../../../src/systems/wfb/hit-wound-save.ts';
import { STRENGTH_SAVE_MOD, strengthSaveModifier } from '../../../src/systems/wfb/tables.ts';
import { ScriptedRng } from '../../helpers/scripted-rng.ts';

describe('STRENGTH_SAVE_MOD', () => {
  it('is the printed table cell by cell, S0 taking nothing off', () => {
    expect(STRENGTH_SAVE_MOD[0]).toBe(0);
    for (let s = 1; s <= 10; s++) expect(STRENGTH_SAVE_MOD[s], `S${s}`).toBe(strengthSaveModifier(s));
  });
});

describe('saveAgainst', () => {
  it('worsens the save by the strength and the weapon (§11 #11: 5+ against S4 is 6+)', () => {
    expect(saveAgainst(5, 4, 0)).toBe(6);
    expect(saveAgainst(4, 3, 1)).toBe(5); // a pistol's extra −1
    expect(saveAgainst(5, 12, 0)).toBe(12); // strength past the table reads as 10
  });
});

describe('woundRolls and unsavedWounds', () => {
  it('roll one die per hit and per wound, and none when the score cannot be made', () => {
    const dice = new ScriptedRng().count(6, 3, 4, 1);
    expect(woundRolls(dice.rng, 4, 4)).toBe(2); // 6 and 4 wound on 4+
    expect(dice.unused).toBe(0);
    expect(woundRolls(dice.rng, 9, 7)).toBe(0); // cannot wound: no dice
    const saves = new ScriptedRng().count(5, 2);
    expect(unsavedWounds(saves.rng, 2, 5)).toBe(1); // the 5 saves, the 2 does not
    expect(unsavedWounds(saves.rng, 3, 7)).toBe(3); // no save: no dice
    expect(saves.unused).toBe(0);
  });
});
