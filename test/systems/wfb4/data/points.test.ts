import { describe, expect, it } from 'vitest';
import { MOUNTS } from '../../../../src/systems/wfb4/data/mounts.ts';
import {
  CHARACTER_POINTS,
  DEFAULT_MUSICIAN_COST,
  MACHINE_POINTS,
  RACE_POINTS,
  WIZARD_POINTS,
  characterModelPoints,
  characterPoints,
  equipmentCost,
  unitPoints,
  victoryPoints,
} from '../../../../src/systems/wfb4/data/points.ts';
import { BUILTIN_PROFILES } from '../../../../src/systems/wfb4/data/profiles.ts';

describe('victoryPoints (RB p.13)', () => {
  it('§11 #1: 325 points → 4 VP; 95 points → 1 VP', () => {
    expect(victoryPoints(325)).toBe(4);
    expect(victoryPoints(95)).toBe(1);
  });

  it('exact hundreds give no extra point; 0 gives 0; negative is refused', () => {
    expect(victoryPoints(300)).toBe(3);
    expect(victoryPoints(300.5)).toBe(4);
    expect(victoryPoints(0)).toBe(0);
    expect(() => victoryPoints(-1)).toThrow(RangeError);
  });
});

describe('unitPoints: worked examples', () => {
  it('§11 #30: Goblin with light armour and short bow = 2½ + 1 + ½ = 4; a Man = 5 + 2 + 1 = 8 (RB p.92)', () => {
    expect(unitPoints({ race: 'goblin', models: 1, equipment: ['light-armour', 'short-bow'] }).perModel).toBe(4);
    expect(unitPoints({ race: 'man', models: 1, equipment: ['light-armour', 'short-bow'] }).perModel).toBe(8);
  });

  it('§11 #31: Man on a horse 10; with a shield 6 on foot, 12 mounted; on a Warhorse 13 (RB p.94)', () => {
    expect(unitPoints({ race: 'man', models: 1, equipment: [], mount: 'horse' }).perModel).toBe(10);
    expect(unitPoints({ race: 'man', models: 1, equipment: ['shield'] }).perModel).toBe(6);
    expect(unitPoints({ race: 'man', models: 1, equipment: ['shield'], mount: 'horse' }).perModel).toBe(12);
    expect(unitPoints({ race: 'man', models: 1, equipment: [], mount: 'warhorse' }).perModel).toBe(13);
  });

  it('§11 #32: Reiksguard Knight 8 + 2 + 3 + 1 + 4 = 18, × 2 = 36, + Warhorse 3 = 39 (RB p.95)', () => {
    const knight = BUILTIN_PROFILES['reiksguard-knight'];
    const kit = knight.kit;
    expect(kit).not.toBeNull();
    const cost = unitPoints({
      race: knight.race,
      basePoints: knight.basePoints ?? undefined,
      models: 1,
      equipment: [...(kit?.weapons ?? []), ...(kit?.armour ?? [])],
      mount: kit?.mount ?? undefined,
    });
    expect(cost.perModel).toBe(39);
    expect(cost.breakdown).toContain('2 × (man 8 + lance 2 + heavy-armour 3 + shield 1 + barding 4 = 18) + Warhorse 3 = 39');
  });

  it('§11 #33: trooper 10 → standard bearer 20; with a 25-point magic standard 45 (BM p.38)', () => {
    const plain = unitPoints({ race: 'man', models: 10, equipment: ['halberd', 'light-armour', 'shield'], standard: true });
    expect(plain.perModel).toBe(10);
    expect(plain.total).toBe(9 * 10 + 20);
    const magic = unitPoints({
      race: 'man',
      models: 10,
      equipment: ['halberd', 'light-armour', 'shield'],
      standard: true,
      magicStandardPoints: 25,
    });
    expect(magic.total - 9 * 10).toBe(45);
  });
});

describe('unitPoints: formulas (§10)', () => {
  it('cheap cavalry: half-price equipment before doubling, then the steed extra', () => {
    // Goblin wolf rider with spear and shield: 2 × (2.5 + 0.5 + 0.5) + 4 = 11.
    expect(unitPoints({ race: 'goblin', models: 1, equipment: ['spear', 'shield'], mount: 'giant-wolf' }).perModel).toBe(11);
  });

  it('barding costs +8 on a cavalry model (RB p.92)', () => {
    const plain = unitPoints({ race: 'man', models: 1, equipment: [], mount: 'horse' }).perModel;
    const barded = unitPoints({ race: 'man', models: 1, equipment: ['barding'], mount: 'horse' }).perModel;
    expect(barded - plain).toBe(8);
  });

  it('a champion replaces a trooper at the race Champion cost plus his gear at full price', () => {
    const unit = unitPoints({ race: 'man', models: 10, equipment: ['spear', 'shield'], champion: true });
    expect(unit.perModel).toBe(7);
    expect(unit.total).toBe(9 * 7 + (30 + 1 + 1));
    const goblins = unitPoints({ race: 'goblin', models: 20, equipment: ['shield'], champion: true });
    expect(goblins.total).toBe(19 * 3 + (15 + 1));
  });

  it('a mounted champion adds the steed extra and barding undoubled, like a character (RB p.95)', () => {
    const unit = unitPoints({
      race: 'man',
      basePoints: 8,
      models: 5,
      equipment: ['lance', 'heavy-armour', 'shield', 'barding'],
      mount: 'warhorse',
      champion: true,
    });
    expect(unit.total).toBe(4 * 39 + (30 + 2 + 3 + 1 + 4 + 3));
  });

  it(`musician costs as a trooper by default ('${DEFAULT_MUSICIAN_COST}'), or double when chosen`, () => {
    expect(DEFAULT_MUSICIAN_COST).toBe('trooper');
    expect(unitPoints({ race: 'man', models: 10, equipment: [], musician: true }).total).toBe(50);
    expect(unitPoints({ race: 'man', models: 10, equipment: [], musician: true, musicianCost: 'double' }).total).toBe(55);
  });

  it('keeps half points: 5 Goblins with hand weapons cost 12½', () => {
    expect(unitPoints({ race: 'goblin', models: 5, equipment: ['hand-weapon'] }).total).toBe(12.5);
  });

  it('Acolytes: 25 points for 5 (BM p.36)', () => {
    const acolyte = BUILTIN_PROFILES.acolyte;
    expect(unitPoints({ race: acolyte.race, basePoints: acolyte.basePoints ?? undefined, models: 5, equipment: [] }).total).toBe(25);
  });

  it('refuses bad input with the reason', () => {
    expect(() => unitPoints({ race: 'elf', models: 10, equipment: [] })).toThrow(/unknown race 'elf'/);
    expect(() => unitPoints({ race: 'man', models: 10, equipment: ['lance'] })).toThrow(/mounted/);
    expect(() => unitPoints({ race: 'man', models: 10, equipment: ['barding'] })).toThrow(/mounted/);
    expect(() => unitPoints({ race: 'man', models: 10, equipment: [], mount: 'camel' })).toThrow(/unknown mount/);
    expect(() => unitPoints({ race: 'man', models: 10, equipment: ['dart'] })).toThrow(/equipmentPoints/);
    expect(() => unitPoints({ race: 'man', models: 10, equipment: ['spear', 'spear'] })).toThrow(/twice/);
    expect(() => unitPoints({ race: 'man', models: 1, equipment: [], standard: true, musician: true })).toThrow(/command/);
    expect(() => unitPoints({ race: 'zombie', models: 10, equipment: [], champion: true })).toThrow(/no hero costs/);
  });

  it('customCosts price items the book does not', () => {
    expect(unitPoints({ race: 'man', models: 1, equipment: ['dart'], customCosts: { dart: 1 } }).perModel).toBe(6);
  });
});

describe('equipmentCost (RB p.92)', () => {
  it('matches the printed equipment table', () => {
    const printed: Record<string, number> = {
      'hand-weapon': 0,
      'additional-hand-weapon': 1,
      'double-handed': 2,
      flail: 1,
      halberd: 2,
      spear: 1,
      lance: 2,
      bow: 2,
      'short-bow': 1,
      'long-bow': 3,
      crossbow: 3,
      'repeating-crossbow': 4,
      javelin: 1,
      sling: 1,
      'hand-gun': 3,
      pistol: 2,
      shield: 1,
      'light-armour': 2,
      'heavy-armour': 3,
      barding: 4,
    };
    for (const [id, points] of Object.entries(printed)) expect(equipmentCost(id), id).toBe(points);
  });
});

describe('cost tables (RB p.92, p.95)', () => {
  it('base troop costs: every row, halves as .5', () => {
    expect(Object.keys(RACE_POINTS)).toHaveLength(25 + 28 + 10 + 14);
    expect(RACE_POINTS.goblin.points).toBe(2.5);
    expect(RACE_POINTS.halfling.points).toBe(3.5);
    expect(RACE_POINTS.orc.points).toBe(5.5);
    expect(RACE_POINTS.skaven.points).toBe(4.5);
    expect(RACE_POINTS['giant-rat'].points).toBe(2.5);
    expect(RACE_POINTS.bloodthirster.points).toBe(800);
    for (const [id, row] of Object.entries(RACE_POINTS)) {
      expect(row.id).toBe(id);
      expect(row.page).toBe('RB p.92');
    }
  });

  it('character and wizard costs by level', () => {
    expect(characterPoints('man', 'champion')).toBe(30);
    expect(characterPoints('man', 'lord')).toBe(100);
    expect(characterPoints('goblin', 'hero')).toBe(33);
    expect(characterPoints('man', 'wizard')).toBe(56);
    expect(characterPoints('skaven', 'wizard-lord')).toBe(340);
    expect(WIZARD_POINTS.skaven.levelNames[3]).toBe('Grey Seer');
    expect(Object.keys(CHARACTER_POINTS)).toHaveLength(13);
    expect(Object.keys(WIZARD_POINTS)).toHaveLength(10);
    expect(() => characterPoints('zombie', 'hero')).toThrow(/no hero costs/);
    expect(() => characterPoints('dwarf', 'wizard')).toThrow(/no wizard costs/);
  });

  it('mounted characters: character + steed extra, not doubled (RB p.95); on a monster, the sum', () => {
    expect(characterModelPoints({ key: 'man', level: 'hero', equipment: [], mount: 'horse' }).total).toBe(65);
    expect(characterModelPoints({ key: 'man', level: 'hero', equipment: [], mount: 'warhorse' }).total).toBe(68);
    expect(characterModelPoints({ key: 'man', level: 'lord', equipment: [], mount: 'griffon' }).total).toBe(250);
    expect(
      characterModelPoints({ key: 'man', level: 'wizard', equipment: ['barding'], mount: 'horse', magicItemPoints: 50 }).total,
    ).toBe(56 + 4 + 50);
  });

  it('steed extras: every row of the steed table (RB p.92)', () => {
    expect(Object.fromEntries(Object.values(MOUNTS).map((m) => [m.id, m.pointsExtra]))).toEqual({
      horse: 0,
      warhorse: 3,
      'skeletal-steed': 2,
      'elven-steed': 3,
      'chaos-steed': 4,
      'giant-spider': 4,
      'giant-wolf': 4,
      'tzeentch-disc': 4,
      'steed-of-slaanesh': 5,
      'war-boar': 8,
      'cold-one': 10,
    });
  });

  it('machines: every row (RB p.92)', () => {
    expect(Object.fromEntries(Object.values(MACHINE_POINTS).map((m) => [m.id, [m.points, m.plusCrew]]))).toEqual({
      'bolt-thrower': [30, true],
      'stone-thrower': [50, true],
      cannon: [80, true],
      chariot: [50, true],
      'snotling-pump-wagon': [40, false],
      'warpfire-thrower': [70, false],
      'warplock-jezzail': [30, false],
    });
  });
});
