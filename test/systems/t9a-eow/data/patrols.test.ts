import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PATROLS, patrolByArmy } from '../../../../src/systems/t9a-eow/data/patrols.ts';
import type { T9aArmyId, T9aPatrolEntry } from '../../../../src/systems/t9a-eow/data/types.ts';

/** The digest, read at test time so the data is checked against its source (rules/t9a_eow.md §10.2). */
const DIGEST = readFileSync(fileURLToPath(new URL('../../../../../shared/rules/t9a_eow.md', import.meta.url)), 'utf8');
const SECTION = DIGEST.slice(DIGEST.indexOf('### 10.2 Basic Patrols'), DIGEST.indexOf('### 10.3 '));

/** The 16 factions in the book's order (T9aArmyId). */
const ARMY_IDS: T9aArmyId[] = [
  'beast-herds', 'daemon-legions', 'dread-elves', 'dwarven-holds', 'empire-of-sonnstahl', 'highborn-elves',
  'infernal-dwarves', 'kingdom-of-equitaine', 'ogre-khans', 'orcs-and-goblins', 'saurian-ancients',
  'sylvan-elves', 'undying-dynasties', 'vampire-covenant', 'vermin-swarm', 'warriors-of-the-dark-gods',
];

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function kebab(name: string): string {
  return name.toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Digest heading → printed faction name: "Empire Of Sonnstahl" → "Empire of Sonnstahl". */
function factionName(heading: string): string {
  // The digest's Patrol heading drops the final "e" (the book prints both EQUITAIN and
  // EQUITAINNE); the army is the Kingdom of Equitaine.
  if (heading === 'Kingdom Of Equitain') return 'Kingdom of Equitaine';
  return heading.replace(/ (Of|And|The)(?= )/g, (w) => w.toLowerCase());
}

/** Split a Rules cell on commas outside parentheses. */
function splitRules(cell: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of cell) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim() !== '') out.push(cur.trim());
  return out;
}

function int(cell: string): number {
  expect(cell, `"${cell}" is an integer`).toMatch(/^\d+$/);
  return Number(cell);
}

/** "4+" → 4, "-" → null. */
function orNull(cell: string): number | null {
  return cell === '-' ? null : int(cell.replace(/\+$/, ''));
}

/** One digest row → the entry it describes. */
function entryOf(row: string): T9aPatrolEntry {
  const cells = row.split('|').slice(1, -1);
  expect(cells, row).toHaveLength(8);
  const [n, name, base, form, move, defence, offence, rules] = cells;
  const [bw, bd] = base.split('x');
  const single = form === 'Single';
  const [files, ranks] = single ? [1, 1] : form.split('x').map(int);
  const m = move.split('/');
  const d = defence.split('/');
  const o = offence.split('/');
  expect(m.length === 3 || m.length === 4, move).toBe(true);
  expect(d, defence).toHaveLength(5);
  expect(o, offence).toHaveLength(5);
  return {
    id: kebab(name),
    name,
    models: int(n),
    base: [int(bw), int(bd)],
    files,
    ranks,
    single,
    stats: {
      adv: int(m[0]),
      mar: /^\d+$/.test(m[1]) ? Number(m[1]) : m[1],
      dis: int(m[2]),
      rsr: m.length === 4 ? int(m[3]) : null,
      hp: int(d[0]),
      def: int(d[1]),
      res: int(d[2]),
      arm: int(d[3]),
      aeg: orNull(d[4]),
      att: orNull(o[0]),
      off: orNull(o[1]),
      str: int(o[2]),
      ap: int(o[3]),
      agi: int(o[4]),
    },
    rules: splitRules(rules),
  };
}

/** The §10.2 tables: one { heading, rows } per bold heading, rows as raw markdown lines. */
const TABLES = (() => {
  const tables: { heading: string; rows: string[] }[] = [];
  for (const line of SECTION.split('\n')) {
    const h = /^\*\*(.+)\*\*$/.exec(line.trim());
    if (h) tables.push({ heading: h[1], rows: [] });
    else if (/^\|\d/.test(line)) tables[tables.length - 1].rows.push(line.trim());
  }
  return tables;
})();

describe('the digest §10.2 tables', () => {
  it('are found: 16 patrols of 4 rows', () => {
    expect(TABLES).toHaveLength(16);
    for (const t of TABLES) expect(t.rows, t.heading).toHaveLength(4);
  });
});

describe('PATROLS against the digest §10.2', () => {
  it('16 patrols, one per army, in the digest order, both ways', () => {
    expect(PATROLS).toHaveLength(16);
    expect(PATROLS.map((p) => p.army)).toEqual(ARMY_IDS);
    expect(PATROLS.map((p) => p.name)).toEqual(TABLES.map((t) => factionName(t.heading)));
    expect(PATROLS.map((p) => p.army)).toEqual(TABLES.map((t) => kebab(factionName(t.heading))));
  });

  describe.each(TABLES.map((t, i) => [t.heading, i] as const))('%s', (heading, i) => {
    const table = TABLES[i];
    const patrol = PATROLS[i];

    it('has exactly the rows of the table, in order', () => {
      expect(patrol.entries.map((e) => e.name)).toEqual(table.rows.map((r) => r.split('|')[2]));
    });

    it('matches every row field by field', () => {
      table.rows.forEach((row, j) => {
        const expected = entryOf(row);
        const actual = patrol.entries[j];
        for (const key of Object.keys(expected) as (keyof T9aPatrolEntry)[]) {
          expect(actual[key], `${heading} / ${expected.name} / ${key}`).toEqual(expected[key]);
        }
        for (const key of Object.keys(expected.stats) as (keyof T9aPatrolEntry['stats'])[]) {
          expect(actual.stats[key], `${heading} / ${expected.name} / stats.${key}`).toBe(expected.stats[key]);
        }
        expect(Object.keys(actual).sort(), `${expected.name}: no extra fields`).toEqual(Object.keys(expected).sort());
        expect(Object.keys(actual.stats).sort()).toEqual(Object.keys(expected.stats).sort());
      });
    });

    it('rules rejoin into the printed cell', () => {
      table.rows.forEach((row, j) => {
        const cell = row.split('|')[8];
        expect(patrol.entries[j].rules.join(', ')).toBe(cell);
        for (const r of patrol.entries[j].rules) {
          expect(r).toBe(r.trim());
          expect(r).not.toBe('');
          expect(r.split('(').length, r).toBe(r.split(')').length);
        }
      });
    });
  });
});

describe('Patrol invariants (§10.2)', () => {
  it('4 entries each: a Single character first, then three units of several models', () => {
    for (const p of PATROLS) {
      expect(p.entries, p.army).toHaveLength(4);
      const [first, ...rest] = p.entries;
      expect(first.single, `${p.army} first entry`).toBe(true);
      expect([first.models, first.files, first.ranks], `${p.army} first entry`).toEqual([1, 1, 1]);
      for (const e of rest) {
        expect(e.single, e.id).toBe(false);
        expect(e.models, e.id).toBeGreaterThan(1);
      }
    }
  });

  it('models = files × ranks for every unit (no digest row breaks this)', () => {
    for (const p of PATROLS) {
      for (const e of p.entries) expect(e.models, `${p.army} / ${e.id}`).toBe(e.files * e.ranks);
    }
  });

  it('the General rule is on the first entry only; the Saurian patrol has none', () => {
    expect(SECTION).toContain('The Saurian patrol has no General; it uses Communal Bond at 8"');
    for (const p of PATROLS) {
      const holders = p.entries.filter((e) => e.rules.includes('General')).map((e) => e.id);
      if (p.army === 'saurian-ancients') {
        expect(holders).toEqual([]);
        for (const e of p.entries) expect(e.rules, e.id).toContain('Communal Bond');
      } else {
        expect(holders, p.army).toEqual([p.entries[0].id]);
        expect(p.entries[0].rules[0], p.army).toBe('General');
      }
    }
  });

  it('Rsr only for the Undying Dynasties and the Vampire Covenant, and there on every unit', () => {
    for (const p of PATROLS) {
      const withRsr = p.army === 'undying-dynasties' || p.army === 'vampire-covenant';
      for (const e of p.entries) expect(e.stats.rsr !== null, `${p.army} / ${e.id}`).toBe(withRsr);
    }
  });

  it('stats are in range', () => {
    for (const p of PATROLS) {
      for (const e of p.entries) {
        const s = e.stats;
        const where = `${p.army} / ${e.id}`;
        expect(typeof s.mar, where).toBe('number');
        expect(s.mar as number, where).toBeGreaterThanOrEqual(s.adv);
        for (const v of [s.adv, s.dis, s.hp, s.def, s.res, s.arm, s.str, s.ap, s.agi]) {
          expect(Number.isInteger(v), where).toBe(true);
          expect(v, where).toBeGreaterThanOrEqual(0);
        }
        expect(s.dis, where).toBeLessThanOrEqual(10);
        expect(s.arm, where).toBeLessThanOrEqual(5);
        // Spectral Hunters print AP 10 (book and digest agree); every other AP is at most 4.
        expect(s.ap, where).toBeLessThanOrEqual(e.id === 'spectral-hunters' ? 10 : 4);
        if (s.aeg !== null) expect([4, 5, 6], where).toContain(s.aeg);
        expect(s.att, where).not.toBeNull();
        expect(s.off, where).not.toBeNull();
      }
    }
  });

  it('entry ids are kebab-case of the name and unique, within a patrol and overall', () => {
    const all = PATROLS.flatMap((p) => p.entries.map((e) => e.id));
    for (const p of PATROLS) {
      for (const e of p.entries) {
        expect(e.id).toMatch(KEBAB);
        expect(e.id).toBe(kebab(e.name));
      }
      expect(new Set(p.entries.map((e) => e.id)).size, p.army).toBe(4);
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('skink-veteran-on-pteradon');
  });

  it('patrolByArmy finds each patrol and nothing else', () => {
    for (const id of ARMY_IDS) {
      const p = patrolByArmy(id);
      expect(p?.army).toBe(id);
      expect(p).toBe(PATROLS.find((q) => q.army === id));
    }
    expect(patrolByArmy('kingdom-of-equitaine')?.name).toBe('Kingdom of Equitaine');
    expect(patrolByArmy('saurian-ancients')?.entries[0].name).toBe('Skink Veteran on Pteradon');
    expect(patrolByArmy('kingdom-of-equitain' as T9aArmyId)).toBeUndefined();
  });
});
