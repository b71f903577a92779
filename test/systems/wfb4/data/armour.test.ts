import { describe, expect, it } from 'vitest';
import { strengthSaveModifier } from '../../../../src/systems/wfb/tables.ts';
import { ARMOUR, NO_SAVE, armourSave, moveAfterArmour } from '../../../../src/systems/wfb4/data/armour.ts';

const ON_FOOT = { mounted: false, monsterMount: false, inMelee: false, shieldUsable: true };
const CAVALRY = { mounted: true, monsterMount: false, inMelee: false, shieldUsable: true };
const MONSTER_RIDER = { mounted: true, monsterMount: true, inMelee: false, shieldUsable: true };

describe('ARMOUR (§5.8, §10)', () => {
  it('save points and costs as printed: shield 1/1, light 1/2, heavy 2/3, barding 1/4', () => {
    expect(
      Object.values(ARMOUR).map((a) => [a.id, a.savePoints, a.points, a.mountOnly]),
    ).toEqual([
      ['shield', 1, 1, false],
      ['light-armour', 1, 2, false],
      ['heavy-armour', 2, 3, false],
      ['barding', 1, 4, true],
    ]);
    for (const a of Object.values(ARMOUR)) expect(a.page).toMatch(/RB p\.28/);
  });
});

describe('armourSave reproduces the printed table (RB p.28)', () => {
  // [armour, on foot, cavalry] — 7 is "none".
  const table: [string[], number, number][] = [
    [[], 7, 6],
    [['shield'], 6, 5],
    [['light-armour'], 6, 5],
    [['shield', 'light-armour'], 5, 4],
    [['heavy-armour'], 5, 4],
    [['shield', 'heavy-armour'], 4, 3],
  ];
  it.each(table)('%j: on foot %i+, mounted %i+', (armour, foot, mounted) => {
    expect(armourSave({ ...ON_FOOT, armour })).toBe(foot);
    expect(armourSave({ ...CAVALRY, armour })).toBe(mounted);
  });

  it('riders with shield and heavy armour on a barded mount: 2+', () => {
    expect(armourSave({ ...CAVALRY, armour: ['shield', 'heavy-armour', 'barding'] })).toBe(2);
  });

  it('no armour on foot is no save at all', () => {
    expect(armourSave({ ...ON_FOOT, armour: [] })).toBe(NO_SAVE);
  });
});

describe('worked examples', () => {
  it('§11 #15: Elf in light armour saves on 6+; with a shield 5+ (RB p.33)', () => {
    expect(armourSave({ ...ON_FOOT, inMelee: true, armour: ['light-armour'] })).toBe(6);
    expect(armourSave({ ...ON_FOOT, inMelee: true, armour: ['light-armour', 'shield'] })).toBe(5);
  });

  it('§11 #34: an unarmoured wizard on a barded horse saves on 5+ (BM p.39)', () => {
    expect(armourSave({ ...CAVALRY, armour: ['barding'] })).toBe(5);
  });

  it('§11 #11: crossbow S4 against light armour and shield: 5+ becomes 6+ (RB p.28)', () => {
    expect(armourSave({ ...ON_FOOT, armour: ['light-armour', 'shield'] }) + strengthSaveModifier(4)).toBe(6);
  });

  it('§11 #2: Man with shield and heavy armour M4 → 3"; knight on barded horse 8 → 6", unbarded 7" (RB p.20)', () => {
    expect(moveAfterArmour(4, ['shield', 'heavy-armour'], false)).toBe(3);
    expect(moveAfterArmour(8, ['heavy-armour', 'shield'], true)).toBe(6);
    expect(moveAfterArmour(8, ['heavy-armour', 'shield'], false)).toBe(7);
  });
});

describe('armourSave details', () => {
  it('a shield does not count in melee when the weapon needs both hands, but does against shooting', () => {
    const halberdier = { ...ON_FOOT, armour: ['light-armour', 'shield'], shieldUsable: false };
    expect(armourSave({ ...halberdier, inMelee: true })).toBe(6);
    expect(armourSave({ ...halberdier, inMelee: false })).toBe(5);
  });

  it('monster riders get no mount bonus (RB p.29, p.68)', () => {
    expect(armourSave({ ...MONSTER_RIDER, armour: ['heavy-armour'] })).toBe(5);
    expect(armourSave({ ...MONSTER_RIDER, armour: [] })).toBe(NO_SAVE);
  });

  it('refuses unknown or repeated armour, light with heavy, barding without a cavalry mount', () => {
    expect(() => armourSave({ ...ON_FOOT, armour: ['chainmail'] })).toThrow(/known: shield/);
    expect(() => armourSave({ ...ON_FOOT, armour: ['shield', 'shield'] })).toThrow(/twice/);
    expect(() => armourSave({ ...ON_FOOT, armour: ['light-armour', 'heavy-armour'] })).toThrow(/both/);
    expect(() => armourSave({ ...ON_FOOT, armour: ['barding'] })).toThrow(/cavalry mount/);
    expect(() => armourSave({ ...MONSTER_RIDER, armour: ['barding'] })).toThrow(/cavalry mount/);
    expect(() => armourSave({ ...ON_FOOT, monsterMount: true, armour: [] })).toThrow(/mounted/);
  });
});

describe('moveAfterArmour details (§2.2)', () => {
  it('shield, light or heavy alone, or shield and light, cost nothing', () => {
    for (const armour of [['shield'], ['light-armour'], ['heavy-armour'], ['shield', 'light-armour']]) {
      expect(moveAfterArmour(4, armour, false)).toBe(4);
    }
  });

  it('barding in the armour list counts once, the same as barded', () => {
    expect(moveAfterArmour(8, ['barding'], false)).toBe(7);
    expect(moveAfterArmour(8, ['barding'], true)).toBe(7);
  });
});
