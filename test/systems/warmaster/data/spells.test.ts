import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARMIES } from '../../../../src/systems/warmaster/data/armies/index.ts';
import { WIZARD_ITEM_GENERALS } from '../../../../src/systems/warmaster/data/items.ts';
import { SPELLS, castChance } from '../../../../src/systems/warmaster/data/spells.ts';

/** The digest, read at test time so the data is checked against its source (rules/warmaster.md). */
const DIGEST = readFileSync(new URL('../../../../../shared/rules/warmaster.md', import.meta.url), 'utf8');

const ARMY_IDS: Record<string, string> = {
  Empire: 'empire',
  'Tomb Kings': 'tomb-kings',
  Chaos: 'chaos',
  'Orcs & Goblins': 'orcs-and-goblins',
  'High Elves': 'high-elves',
  Skaven: 'skaven',
  Lizardmen: 'lizardmen',
  Bretonnia: 'bretonnia',
  Kislev: 'kislev',
  'Dark Elves': 'dark-elves',
  'Vampire Counts': 'vampire-counts',
  Daemons: 'daemons',
  Araby: 'araby',
};

interface Row {
  army: string;
  id: string;
  name: string;
  cast: number;
  range: number | null;
  rangeText: string;
}

/** Kebab-case id from a printed spell name: "Vanhil's Danse Macabre (sic)" → vanhils-danse-macabre. */
function idOf(name: string): string {
  return name
    .replace(/\(sic\)/, '')
    .toLowerCase()
    .replace(/['!]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The rows of every §8.2 spell table, with the army heading above each table. */
function spellTables(): Row[] {
  const start = DIGEST.indexOf('### 8.2');
  const end = DIGEST.indexOf('### 8.3');
  const rows: Row[] = [];
  let army = '';
  for (const line of DIGEST.slice(start, end).split('\n')) {
    const heading = /^\*\*(.+?)\*\*/.exec(line);
    if (heading) army = ARMY_IDS[heading[1]] ?? `?${heading[1]}`;
    if (!line.startsWith('|') || line.startsWith('|---') || line.startsWith('| Spell ')) continue;
    const [name, cast, range] = line.split('|').slice(1, 4).map((c) => c.trim());
    const rangeNumber = /^(\d+)/.exec(range);
    rows.push({
      army,
      id: idOf(name),
      name,
      cast: Number(/^(\d)\+/.exec(cast)?.[1]),
      range: rangeNumber ? Number(rangeNumber[1]) : null,
      rangeText: range,
    });
  }
  return rows;
}

const ROWS = spellTables();

describe('SPELLS against the §8.2 tables', () => {
  it('the digest has 13 spell tables of 4 rows: 52 rows, 50 spells (Raise Dead and Death Bolt shared)', () => {
    expect(ROWS).toHaveLength(52);
    expect(ROWS.every((r) => !r.army.startsWith('?'))).toBe(true);
    expect(new Set(ROWS.map((r) => r.id)).size).toBe(50);
  });

  it.each(ROWS.map((r) => [r.id, r.army, r] as const))('%s (%s): cast and range as printed', (id, army, row) => {
    const spell = SPELLS[id];
    expect(spell, `missing spell ${id}`).toBeDefined();
    expect(spell.cast).toBe(row.cast);
    expect(spell.range, `range "${row.rangeText}"`).toBe(row.range);
    expect(spell.army).toContain(army);
    expect(spell.source).toBe('§8.2');
  });

  it('no spell outside §8.2, and every spell belongs to the armies whose tables print it', () => {
    expect(Object.keys(SPELLS).sort()).toEqual([...new Set(ROWS.map((r) => r.id))].sort());
    for (const spell of Object.values(SPELLS)) {
      const armies = ROWS.filter((r) => r.id === spell.id).map((r) => r.army);
      expect(spell.army.slice().sort(), spell.id).toEqual(armies.sort());
      expect(spell.id).toBe(Object.keys(SPELLS).find((k) => SPELLS[k] === spell));
    }
  });

  it('Raise Dead and Death Bolt are shared by Tomb Kings and Vampire Counts', () => {
    expect(SPELLS['raise-dead'].army).toEqual(['tomb-kings', 'vampire-counts']);
    expect(SPELLS['death-bolt'].army).toEqual(['tomb-kings', 'vampire-counts']);
  });

  it('"as Ball of Flame" spells copy its line, numbers and effect', () => {
    for (const id of ['gotcha', 'doom-bolt', 'sunstrike']) {
      expect(SPELLS[id].area).toBe('line');
      expect(SPELLS[id].target).toBe('any');
      expect(SPELLS[id].effect).toEqual(SPELLS['ball-of-flame'].effect);
    }
    expect(SPELLS['skitterleap'].effect).toEqual(SPELLS['teleport'].effect);
    expect(SPELLS['death-frenzy'].effect).toEqual(SPELLS['rage-of-chaos'].effect);
    expect(SPELLS['sand-storm'].effect).toEqual(SPELLS['anger-of-the-gods'].effect);
    for (const id of ['mazdamundis-revenge', 'dominion']) {
      expect(SPELLS[id].effect).toEqual(SPELLS['doom-and-despair'].effect);
      expect(SPELLS[id].duration).toBe('end-of-opponent-turn');
    }
  });

  it('bolt spells need sight of an unengaged enemy, ignore armour and drive back', () => {
    for (const id of ['death-bolt', 'curse-of-chaos', 'hail-of-destruction', 'warp-lightning', 'gaze-of-sotek', 'icy-blast', 'sorcerous-blast']) {
      const s = SPELLS[id];
      expect(s.needsSight, id).toBe(true);
      expect(s.requiresUnengagedTarget, id).toBe(true);
      expect(s.effect, id).toEqual({ kind: 'shooting', attacks: 3, armour: 'none', driveBack: true });
    }
  });

  it('a few effects as printed: Foot of Gork 6, Storm of Stone D3, Black Horror 4, Gerroff 5D6, Chill −1', () => {
    expect(SPELLS['foot-of-gork'].effect).toEqual({ kind: 'shooting', attacks: 6, armour: 'normal', driveBack: false });
    expect(SPELLS['storm-of-stone'].effect).toEqual({ kind: 'shooting', attacks: 'D3', armour: 'normal', driveBack: false });
    expect(SPELLS['black-horror'].effect).toEqual({ kind: 'shooting', attacks: 4, armour: 'none', driveBack: false });
    expect(SPELLS['gerroff'].effect).toMatchObject({ kind: 'drive-back', dice: 5, rout: false });
    expect(SPELLS['chill'].effect).toEqual({ kind: 'attack-bonus', perStand: true, amount: -1, characters: true });
    expect(SPELLS['touch-of-death'].casterJoined).toBe('engaged');
    expect(SPELLS['curse-of-the-djinn'].castBonus).toEqual({ mount: 'djinn', amount: 1 });
  });

  it('a spell that needs an engaged target never also needs an unengaged one', () => {
    for (const s of Object.values(SPELLS)) expect(s.requiresEngagedTarget && s.requiresUnengagedTarget, s.id).toBe(false);
  });
});

describe('SPELLS against the army lists', () => {
  it('every army lists exactly the spells that name it (Dwarfs none)', () => {
    for (const army of Object.values(ARMIES)) {
      const mine = Object.values(SPELLS).filter((s) => s.army.includes(army.id)).map((s) => s.id);
      expect(army.spells.slice().sort(), army.id).toEqual(mine.sort());
    }
    expect(ARMIES['dwarfs'].spells).toEqual([]);
    for (const spell of Object.values(SPELLS)) for (const id of spell.army) expect(ARMIES[id], `${spell.id}: ${id}`).toBeDefined();
  });

  it('unit ids the spells name exist in the lists that use them', () => {
    const units = (army: string) => ARMIES[army].units.map((u) => u.id);
    for (const spell of Object.values(SPELLS)) {
      for (const army of spell.army) {
        for (const id of spell.targetExcludes ?? []) expect(units(army), `${spell.id}: ${id}`).toContain(id);
        if (spell.castBonus) expect(units(army), spell.id).toContain(spell.castBonus.mount);
        if (spell.effect.kind === 'raise-dead') expect(units(army), spell.id).toContain(spell.effect.unit);
      }
    }
  });

  it('the Generals allowed Wizard items exist, upgrades among the list\'s troops or its extras (the Overlord\'s Wizard powers)', () => {
    for (const g of WIZARD_ITEM_GENERALS) {
      const units = ARMIES[g.army].units.map((u) => u.id);
      expect(units, g.army).toContain(g.unit);
      if (g.upgrade !== undefined) expect([...units, ...(ARMIES[g.army].extras ?? []).map((u) => u.id)], g.army).toContain(g.upgrade);
    }
  });
});

describe('castChance (§8.1)', () => {
  // Exact values by counting faces: a natural 1 fails, a natural 6 succeeds, otherwise die + mod ≥ cast.
  it.each([
    [2, 5 / 6],
    [4, 3 / 6],
    [5, 2 / 6],
    [6, 1 / 6],
  ])('cast %i+ unmodified: %f', (cast, p) => {
    expect(castChance(cast, 0, false)).toBeCloseTo(p, 12);
  });

  it('5+ with the High Elf / Slann re-roll: 1/3 + (2/3 − 1/6)·1/3 = 1/2', () => {
    expect(castChance(5, 0, true)).toBeCloseTo(1 / 3 + (2 / 3 - 1 / 6) * (1 / 3), 12);
    expect(castChance(5, 0, true)).toBeCloseTo(1 / 2, 12);
  });

  it('6+ with the re-roll: 1/6 + (5/6 − 1/6)·1/6 = 5/18; 2+ with the re-roll: 5/6 (only 1s fail)', () => {
    expect(castChance(6, 0, true)).toBeCloseTo(1 / 6 + (4 / 6) * (1 / 6), 12);
    expect(castChance(2, 0, true)).toBeCloseTo(5 / 6, 12);
  });

  it('a +1 never makes a 1 succeed: 2+ at +1 is still 5/6; 5+ at +1 is 1/2 (Wand of Power, Djinn)', () => {
    expect(castChance(2, 1, false)).toBeCloseTo(5 / 6, 12);
    expect(castChance(2, 5, false)).toBeCloseTo(5 / 6, 12);
    expect(castChance(5, 1, false)).toBeCloseTo(3 / 6, 12);
    expect(castChance(6, 1, false)).toBeCloseTo(2 / 6, 12); // Curse of the Djinn with a Djinn: 5+
  });

  it('a −1 never makes a 6 fail: 6+ spellbound is still 1/6; 4+ spellbound is 1/3', () => {
    expect(castChance(6, -1, false)).toBeCloseTo(1 / 6, 12);
    expect(castChance(6, -3, false)).toBeCloseTo(1 / 6, 12);
    expect(castChance(4, -1, false)).toBeCloseTo(2 / 6, 12);
  });

  it('re-roll with a modifier: 5+ at +1 with re-roll = 1/2 + (1/2 − 1/6)·1/2 = 2/3', () => {
    expect(castChance(5, 1, true)).toBeCloseTo(1 / 2 + (1 / 2 - 1 / 6) * (1 / 2), 12);
  });

  it('rejects non-integer input', () => {
    expect(() => castChance(4.5, 0, false)).toThrow(RangeError);
  });
});
