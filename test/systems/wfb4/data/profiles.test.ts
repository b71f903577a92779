import { describe, expect, it } from 'vitest';
import { MOUNTS } from '../../../../src/systems/wfb4/data/mounts.ts';
import { CHARACTER_POINTS, RACE_POINTS, WIZARD_POINTS } from '../../../../src/systems/wfb4/data/points.ts';
import {
  BUILTIN_PROFILES,
  CHARACTER_INCREMENTS,
  type CharacterLevel,
  type Characteristics,
  characterProfile,
} from '../../../../src/systems/wfb4/data/profiles.ts';

const STATS = ['M', 'WS', 'BS', 'S', 'T', 'W', 'I', 'A', 'Ld'] as const;

/** Strip a profile down to its nine characteristics. */
function nine(p: Characteristics): Characteristics {
  return Object.fromEntries(STATS.map((s) => [s, p[s]])) as unknown as Characteristics;
}

/** Parse a printed profile string in book order, as the seed prints it (e.g. "433331317"). */
function printed(row: string): Characteristics {
  const digits = row.split('').map(Number);
  return Object.fromEntries(STATS.map((s, i) => [s, digits[i]])) as unknown as Characteristics;
}

describe('BUILTIN_PROFILES (rules/wfb4.md §1.2)', () => {
  it('copy the seed rows (RB p.15, 46, 47, 95; BM p.35-36)', () => {
    // The seed's run-together rows, digit by digit ("Ld 10" written out for the familiar).
    expect(nine(BUILTIN_PROFILES.man)).toEqual(printed('433331317'));
    expect(nine(BUILTIN_PROFILES.orc)).toEqual(printed('433341217'));
    expect(nine(BUILTIN_PROFILES['champion-man'])).toEqual(printed('444431427'));
    expect(nine(BUILTIN_PROFILES['hero-man'])).toEqual(printed('455442538'));
    expect(nine(BUILTIN_PROFILES['lord-man'])).toEqual(printed('466443649'));
    expect(nine(BUILTIN_PROFILES['orc-boss'])).toEqual(printed('444441327'));
    expect(nine(BUILTIN_PROFILES['orc-big-boss'])).toEqual(printed('455452438'));
    expect(nine(BUILTIN_PROFILES['orc-warboss'])).toEqual(printed('466453549'));
    expect(nine(BUILTIN_PROFILES['wizard-man'])).toEqual(printed('433341417'));
    expect(nine(BUILTIN_PROFILES['wizard-champion-man'])).toEqual(printed('433442417'));
    expect(nine(BUILTIN_PROFILES['master-wizard-man'])).toEqual(printed('433443527'));
    expect(nine(BUILTIN_PROFILES['wizard-lord-man'])).toEqual(printed('433444638'));
    expect(nine(BUILTIN_PROFILES['reiksguard-knight'])).toEqual(printed('443441417'));
    expect(nine(BUILTIN_PROFILES.warhorse)).toEqual(printed('830331315'));
    expect(nine(BUILTIN_PROFILES['warrior-familiar'])).toEqual({ ...printed('45044162'), Ld: 10 });
    expect(nine(BUILTIN_PROFILES['spell-familiar'])).toEqual(printed('433231418'));
    expect(nine(BUILTIN_PROFILES['power-familiar'])).toEqual(printed('433231418'));
    expect(nine(BUILTIN_PROFILES.acolyte)).toEqual(printed('433331317'));
  });

  it('every entry is keyed by its id, has a page, whole characteristics 0..10 and a points key', () => {
    for (const [key, p] of Object.entries(BUILTIN_PROFILES)) {
      expect(p.id).toBe(key);
      expect(p.page).toMatch(/^(RB|BM) p\.\d+/);
      for (const s of STATS) {
        expect(Number.isInteger(p[s]), `${key}.${s}`).toBe(true);
        expect(p[s]).toBeGreaterThanOrEqual(0);
        expect(p[s]).toBeLessThanOrEqual(10);
      }
      if (p.troop === 'mount') expect(MOUNTS[p.race]).toBeDefined();
      else if (p.troop === 'familiar') expect(p.race).toBe('familiar');
      else if (p.level === 'champion' || p.level === 'hero' || p.level === 'lord') {
        expect(CHARACTER_POINTS[p.race]).toBeDefined();
      } else if (p.level !== null) expect(WIZARD_POINTS[p.race]).toBeDefined();
      else expect(RACE_POINTS[p.race]).toBeDefined();
    }
  });

  it('the warhorse matches the Warhorse mount profile', () => {
    const mount = MOUNTS.warhorse.profile;
    expect(mount).not.toBeNull();
    for (const s of STATS) expect(mount?.[s]).toBe(BUILTIN_PROFILES.warhorse[s]);
  });

  it('the Reiksguard Knight keeps the kit and base cost the book prices it with (RB p.95)', () => {
    expect(BUILTIN_PROFILES['reiksguard-knight'].kit).toEqual({
      weapons: ['lance'],
      armour: ['heavy-armour', 'shield', 'barding'],
      mount: 'warhorse',
    });
    expect(BUILTIN_PROFILES['reiksguard-knight'].basePoints).toBe(8);
  });
});

describe('characterProfile (RB p.46-47)', () => {
  const cases: [string, string, CharacterLevel][] = [
    ['champion-man', 'man', 'champion'],
    ['hero-man', 'man', 'hero'],
    ['lord-man', 'man', 'lord'],
    ['orc-boss', 'orc', 'champion'],
    ['orc-big-boss', 'orc', 'hero'],
    ['orc-warboss', 'orc', 'lord'],
    ['wizard-man', 'man', 'wizard'],
    ['wizard-champion-man', 'man', 'wizard-champion'],
    ['master-wizard-man', 'man', 'master-wizard'],
    ['wizard-lord-man', 'man', 'wizard-lord'],
  ];

  it.each(cases)('base + increment gives the printed %s', (id, base, level) => {
    expect(characterProfile(BUILTIN_PROFILES[base], level)).toEqual(nine(BUILTIN_PROFILES[id]));
    expect(BUILTIN_PROFILES[id].level).toBe(level);
  });

  it('increments copy the printed table, M never changes', () => {
    expect(nine(CHARACTER_INCREMENTS.hero)).toEqual({ M: 0, WS: 2, BS: 2, S: 1, T: 1, W: 1, I: 2, A: 2, Ld: 1 });
    expect(nine(CHARACTER_INCREMENTS['wizard-lord'])).toEqual({ M: 0, WS: 0, BS: 0, S: 1, T: 1, W: 3, I: 3, A: 2, Ld: 1 });
    for (const inc of Object.values(CHARACTER_INCREMENTS)) expect(inc.M).toBe(0);
  });

  it('caps characteristics at 10, the top of the scale (RB p.14)', () => {
    const elfLike = { M: 5, WS: 9, BS: 4, S: 3, T: 3, W: 1, I: 9, A: 1, Ld: 9 };
    const lord = characterProfile(elfLike, 'lord');
    expect(lord.WS).toBe(10);
    expect(lord.I).toBe(10);
    expect(lord.Ld).toBe(10);
  });
});
