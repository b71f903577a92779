import { describe, expect, it } from 'vitest';
import { shootingToHit, strengthSaveModifier } from '../../../../src/systems/wfb/tables.ts';
import {
  DEFAULT_SHORT_BOW_RANGE,
  MELEE_WEAPONS,
  MISSILE_WEAPONS,
  UNSUPPORTED_MISSILE,
  meleeSaveModifier,
  meleeStrength,
  missileStrength,
  missileWeapons,
} from '../../../../src/systems/wfb4/data/weapons.ts';

const FOOT = { mounted: false, charged: false, firstRound: false };
const FOOT_FIRST_ROUND = { mounted: false, charged: false, firstRound: true };
const CAVALRY_CHARGING = { mounted: true, charged: true, firstRound: true };
const CAVALRY_LATER = { mounted: true, charged: false, firstRound: false };

describe('§11 #23: weapon strengths for a base S3 wielder (RB p.42-45)', () => {
  it('double-handed: S5 and save −2, always', () => {
    expect(meleeStrength('double-handed', 3, FOOT)).toBe(5);
    expect(meleeSaveModifier('double-handed', 3, FOOT)).toBe(2);
    expect(MELEE_WEAPONS['double-handed'].strikesLast).toBe(true);
  });

  it('flail: S5 in the first round only', () => {
    expect(meleeStrength('flail', 3, FOOT_FIRST_ROUND)).toBe(5);
    expect(meleeStrength('flail', 3, FOOT)).toBe(3);
  });

  it('halberd: S4, save −1', () => {
    expect(meleeStrength('halberd', 3, FOOT)).toBe(4);
    expect(meleeSaveModifier('halberd', 3, FOOT)).toBe(1);
  });

  it('cavalry spear charging: S4; not after the charge, and never on foot', () => {
    expect(meleeStrength('spear', 3, CAVALRY_CHARGING)).toBe(4);
    expect(meleeStrength('spear', 3, CAVALRY_LATER)).toBe(3);
    expect(meleeStrength('spear', 3, { mounted: false, charged: true, firstRound: true })).toBe(3);
  });

  it('lance charging: S5; S3 after the charge; refused on foot', () => {
    expect(meleeStrength('lance', 3, CAVALRY_CHARGING)).toBe(5);
    expect(meleeStrength('lance', 3, CAVALRY_LATER)).toBe(3);
    expect(() => meleeStrength('lance', 3, FOOT)).toThrow(/mounted/);
  });
});

describe('MELEE_WEAPONS (§5.6)', () => {
  it('spear fights in 2 ranks (infantry that did not charge), others in 1', () => {
    expect(MELEE_WEAPONS.spear.fightingRanks).toBe(2);
    for (const w of Object.values(MELEE_WEAPONS)) if (w.id !== 'spear') expect(w.fightingRanks).toBe(1);
  });

  it('two-handed weapons give up the shield in melee; hand weapon and spear keep it', () => {
    expect(MELEE_WEAPONS['double-handed'].noShieldInMelee).toBe(true);
    expect(MELEE_WEAPONS.flail.noShieldInMelee).toBe(true);
    expect(MELEE_WEAPONS.halberd.noShieldInMelee).toBe(true);
    expect(MELEE_WEAPONS['hand-weapon'].noShieldInMelee).toBe(false);
    expect(MELEE_WEAPONS.spear.noShieldInMelee).toBe(false);
    expect(MELEE_WEAPONS.lance.noShieldInMelee).toBe(false);
  });

  it('additional hand weapon and pistol each give exactly +1 A (RB p.31, p.45)', () => {
    expect(MELEE_WEAPONS['additional-hand-weapon'].extraAttack).toBe(1);
    expect(MELEE_WEAPONS.pistol.extraAttack).toBe(1);
  });

  it('pistol: its attack hits at S4 with −2 save whatever the wielder; own attacks unchanged', () => {
    expect(meleeStrength('pistol', 3, FOOT, 'extra')).toBe(4);
    expect(meleeStrength('pistol', 5, FOOT, 'extra')).toBe(4);
    expect(meleeSaveModifier('pistol', 3, FOOT, 'extra')).toBe(2);
    expect(meleeStrength('pistol', 3, FOOT, 'normal')).toBe(3);
    expect(meleeSaveModifier('pistol', 3, FOOT, 'normal')).toBe(0);
  });

  it('costs as printed (RB p.92), every entry with a page', () => {
    const printed: Record<string, number> = {
      'hand-weapon': 0,
      'additional-hand-weapon': 1,
      'double-handed': 2,
      flail: 1,
      halberd: 2,
      spear: 1,
      lance: 2,
      pistol: 2,
    };
    expect(Object.keys(MELEE_WEAPONS).sort()).toEqual(Object.keys(printed).sort());
    for (const [id, w] of Object.entries(MELEE_WEAPONS)) {
      expect(w.id).toBe(id);
      expect(w.points).toBe(printed[id]);
      expect(w.page).toMatch(/^RB p\.\d+/);
    }
  });

  it('unknown weapons are refused with the known list', () => {
    expect(() => meleeStrength('glaive', 3, FOOT)).toThrow(/known: hand-weapon/);
  });
});

describe('MISSILE_WEAPONS (§4.3)', () => {
  it('ranges, strengths and costs as printed (RB p.24, p.44-45, p.81, p.92)', () => {
    const printed: Record<string, [number, number | null, number | null]> = {
      'short-bow': [16, 3, 1],
      bow: [24, 3, 2],
      'long-bow': [30, 3, 3],
      crossbow: [30, 4, 3],
      'repeating-crossbow': [24, 3, 4],
      sling: [18, 3, 1],
      javelin: [8, null, 1],
      'throwing-axe': [4, null, null],
      'thrown-spear': [4, null, null],
      dart: [6, null, null],
      'throwing-knife': [6, null, null],
      'hand-gun': [24, 4, 3],
      pistol: [6, 4, 2],
      'brace-of-pistols': [6, 4, 4],
      'warplock-jezzail': [36, 5, null],
    };
    expect(Object.keys(MISSILE_WEAPONS).sort()).toEqual(Object.keys(printed).sort());
    for (const [id, [range, strength, points]] of Object.entries(printed)) {
      const w = MISSILE_WEAPONS[id];
      expect(w.id).toBe(id);
      expect([w.range, w.strength, w.points], id).toEqual([range, strength, points]);
      expect(w.page).toMatch(/^RB p\.\d+/);
      expect(w.volleys[0]).toEqual({
        shots: 1,
        toHitModifier: 0,
        range,
        requiresNoMove: false,
        allowedWhenStandAndShoot: true,
      });
    }
  });

  it('short-bow range is a parameter: 15, 16 (default) or 18 (§12-1)', () => {
    expect(DEFAULT_SHORT_BOW_RANGE).toBe(16);
    expect(missileWeapons({ shortBowRange: 15 })['short-bow'].range).toBe(15);
    expect(missileWeapons({ shortBowRange: 18 })['short-bow'].range).toBe(18);
    // 20 is outside the flag's bounds: no reading of the book, refused.
    expect(() => missileWeapons({ shortBowRange: 20 })).toThrow(RangeError);
    // 17" lies inside the flag's bounds (15–18): a house rule, played as written.
    expect(missileWeapons({ shortBowRange: 17 })['short-bow'].range).toBe(17);
  });

  it('§11 #7: with the 16" short bow, short range is up to 8" and 17" is out of range', () => {
    const bow = MISSILE_WEAPONS['short-bow'];
    expect(bow.range / 2).toBe(8);
    expect(17 > bow.range).toBe(true);
  });

  it('thrown weapons use the thrower\'s S (throwing axe +1) and ignore long range (RB p.44)', () => {
    expect(missileStrength(MISSILE_WEAPONS.javelin, 3)).toBe(3);
    expect(missileStrength(MISSILE_WEAPONS['throwing-axe'], 3)).toBe(4);
    expect(missileStrength(MISSILE_WEAPONS.dart, 4)).toBe(4);
    expect(missileStrength(MISSILE_WEAPONS.crossbow, 2)).toBe(4);
    for (const id of ['javelin', 'throwing-axe', 'thrown-spear', 'dart', 'throwing-knife']) {
      expect(MISSILE_WEAPONS[id].noLongRangePenalty, id).toBe(true);
      expect(MISSILE_WEAPONS[id].strengthFromThrower, id).toBe(true);
    }
    expect(MISSILE_WEAPONS.bow.noLongRangePenalty).toBe(false);
  });

  it('crossbow, hand gun and jezzail cannot move and fire; hand gun and pistol every other turn', () => {
    for (const id of ['crossbow', 'hand-gun', 'warplock-jezzail']) expect(MISSILE_WEAPONS[id].noMoveAndFire, id).toBe(true);
    expect(MISSILE_WEAPONS.bow.noMoveAndFire).toBe(false);
    expect(MISSILE_WEAPONS['hand-gun'].everyOtherTurn).toBe(true);
    expect(MISSILE_WEAPONS.pistol.everyOtherTurn).toBe(true);
    expect(MISSILE_WEAPONS['brace-of-pistols'].everyOtherTurn).toBe(false);
  });

  it('firearms: total save modifier −2 for hand gun and pistol (S4), −3 for the jezzail (S5)', () => {
    for (const [id, total] of [
      ['hand-gun', 2],
      ['pistol', 2],
      ['warplock-jezzail', 3],
      ['crossbow', 1],
    ] as const) {
      const w = MISSILE_WEAPONS[id];
      expect(strengthSaveModifier(missileStrength(w, 3)) + w.extraSaveModifier, id).toBe(total);
    }
  });

  it('repeating crossbow: once, or twice at −1 each, either when standing and shooting (RB p.44)', () => {
    expect(MISSILE_WEAPONS['repeating-crossbow'].volleys).toEqual([
      { shots: 1, toHitModifier: 0, range: 24, requiresNoMove: false, allowedWhenStandAndShoot: true },
      { shots: 2, toHitModifier: -1, range: 24, requiresNoMove: false, allowedWhenStandAndShoot: true },
    ]);
  });

  it('sling: twice at half range (9") if not moved, never when standing and shooting (RB p.45)', () => {
    expect(MISSILE_WEAPONS.sling.volleys[1]).toEqual({
      shots: 2,
      toHitModifier: 0,
      range: 9,
      requiresNoMove: true,
      allowedWhenStandAndShoot: false,
    });
  });

  it('§11 #29: jezzail crew at BS3 need 4+ in the open at half range (18") or less; D3 wounds', () => {
    const jezzail = MISSILE_WEAPONS['warplock-jezzail'];
    const atEighteen = 18 > jezzail.range / 2 ? -1 : 0;
    expect(shootingToHit(3, atEighteen)).toBe(4);
    expect(jezzail.woundsPerHit).toBe('D3');
  });

  it('the grenade is listed as unsupported, with its range and the reason', () => {
    expect(UNSUPPORTED_MISSILE.grenade.range).toBe(6);
    expect(UNSUPPORTED_MISSILE.grenade.reason).toMatch(/not in the seed/);
    expect(MISSILE_WEAPONS.grenade).toBeUndefined();
  });
});
