import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WEAPONS, weaponById, weaponOfRule } from '../../../../src/systems/t9a-eow/data/weapons.ts';

/** The digest, read at test time so the data is checked against its source (rules/t9a_eow.md). */
const DIGEST = readFileSync(fileURLToPath(new URL('../../../../../shared/rules/t9a_eow.md', import.meta.url)), 'utf8');

/** The text between two headings (the first heading included). */
function section(from: string, to: string): string {
  const start = DIGEST.indexOf(from);
  const end = DIGEST.indexOf(to, start + from.length);
  if (start < 0 || end < 0) throw new Error(`section ${from} not found`);
  return DIGEST.slice(start, end);
}

/** The cells of a markdown table row, trimmed. */
function cells(line: string): string[] {
  return line.split('|').slice(1, -1).map((c) => c.trim());
}

/** The body rows of the first markdown table after `marker` in `text`. */
function tableAfter(text: string, marker: string): string[][] {
  const lines = text.slice(text.indexOf(marker)).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(cells(line));
  }
  return rows;
}

/** Split on commas outside parentheses. */
function splitTop(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

function kebab(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’!]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface Expected {
  name: string;
  id: string;
  shots: string;
  range: number;
  str: number | null;
  ap: number | null;
  closeRange?: number;
  closeStr?: number;
  closeAp?: number;
  ranks: 2 | 3;
  noLongRange: boolean;
  noMoveAndShoot: boolean;
  noCover: boolean;
  noAimModifiers: boolean;
  marchAndShoot: boolean;
  poison: boolean;
  multipleWounds?: string;
  area?: number;
  breath: boolean;
  carriers: string;
}

/** A Str or AP cell: "3", "0 (1 within 9")", "user", "–", "X or user". */
function statCell(cell: string): { value: number | null; close?: number; within?: number } {
  const m = /^(\d+)(?: \((\d+) within (\d+)"\))?$/.exec(cell);
  if (!m) {
    expect(['user', '–', '-', 'X or user']).toContain(cell);
    return { value: null };
  }
  return m[2] ? { value: Number(m[1]), close: Number(m[2]), within: Number(m[3]) } : { value: Number(m[1]) };
}

/** One row of "Every shooting attack", read without looking at the data. */
function expectedOf(row: string[]): Expected {
  const [weapon, shots, range, strCell, apCell, notes, carriers] = row;
  const name = weapon.replace(/ \(X\)$/, '');
  const str = statCell(strCell);
  const ap = statCell(apCell);
  const all = /no Aim modifiers at all/.test(notes);
  const penalty = /no ([^;]*?) penalty/.exec(notes)?.[1] ?? '';
  const breath = /once per game/.test(notes);
  const out: Expected = {
    name,
    id: kebab(name),
    shots: shots === '–' && breath ? (/\*\*(\S+) automatic hits\*\*/.exec(notes)?.[1] ?? '?') : shots,
    range: Number(/^(\d+)"$/.exec(range)?.[1]),
    str: str.value,
    ap: ap.value,
    ranks: /\b3 ranks\b/.test(notes) ? 3 : 2,
    noLongRange: all || /\bLR\b/.test(penalty),
    noMoveAndShoot: all || /\bM&S\b/.test(penalty),
    noCover: all || /\bCover\b/.test(penalty) || /ignores Cover/.test(notes),
    noAimModifiers: all,
    marchAndShoot: /may March & Shoot/.test(notes),
    poison: /\bPoison\b/.test(notes),
    breath,
    carriers,
  };
  const close = str.within ?? ap.within;
  if (close !== undefined) out.closeRange = close;
  if (str.close !== undefined) out.closeStr = str.close;
  if (ap.close !== undefined) out.closeAp = ap.close;
  const mw = /MW\((\w+)\)/.exec(notes);
  if (mw) out.multipleWounds = mw[1];
  const area = /Area Attack \((\d+)\)/.exec(notes);
  if (area) out.area = Number(area[1]);
  return out;
}

const ROWS = tableAfter(section('## 5. Shooting', '## 6.'), '**Every shooting attack**');
const EXPECTED = ROWS.map(expectedOf);

describe('WEAPONS against the §5 table "Every shooting attack"', () => {
  it('the digest table has 25 rows and the data one entry per row, in order', () => {
    expect(ROWS).toHaveLength(25);
    expect(WEAPONS.map((w) => w.id)).toEqual(EXPECTED.map((e) => e.id));
    expect(new Set(WEAPONS.map((w) => w.id)).size).toBe(WEAPONS.length);
  });

  it.each(EXPECTED.map((e) => [e.id, e] as const))('%s: every field as printed', (id, expected) => {
    const weapon = weaponById(id);
    expect(weapon, `missing weapon ${id}`).toBeDefined();
    // Exact equality: no field the row does not give, none missing.
    expect(weapon).toEqual(expected);
  });

  it('ids are kebab-case of the printed names', () => {
    for (const id of ['bow', 'arandai-longbow', 'brace-of-ogre-pistols', 'breath']) expect(weaponById(id)?.id).toBe(id);
    expect(weaponById('Bow')).toBeUndefined();
  });

  it('the §5 "ranks 1–3" list agrees with the 3-rank weapons', () => {
    const line = /\*\*Only ranks 1–2 shoot\*\* \(ranks 1–3 for (.+)\)\.$/m.exec(DIGEST)?.[1] ?? '';
    const named = line
      .replace(/ and /g, ', ')
      .split(', ')
      .map((n) => n.replace(/ \(armylist\)$/, ''));
    expect(named.length).toBeGreaterThan(0);
    expect(WEAPONS.filter((w) => w.ranks === 3).map((w) => w.name).sort()).toEqual(named.sort());
  });
});

/** Every model-rule (and option) cell of the Patrols (§10.2) and Armylists (§10.3), with its unit. */
function printedRules(): { unit: string; rule: string }[] {
  const out: { unit: string; rule: string }[] = [];
  const text = section('### 10.2', '## 11.');
  for (const line of text.split('\n')) {
    if (!line.startsWith('|') || line.startsWith('|-') || line.startsWith('|#') || line.startsWith('|Unit')) continue;
    const c = cells(line);
    if (c.length === 8) {
      for (const rule of splitTop(c[7])) out.push({ unit: c[1], rule });
    } else if (c.length === 9) {
      for (const rule of splitTop(c[8])) out.push({ unit: c[0], rule });
      // Options such as "Cannon (3+) +50" and "Crossbow (4+) +50" buy a weapon.
      for (const option of c[4].split('; ')) {
        const m = /^(.+\(\d\+\)) \+\d+$/.exec(option);
        if (m) out.push({ unit: c[0], rule: m[1] });
      }
    } else throw new Error(`unexpected row: ${line}`);
  }
  return out;
}

const PRINTED = printedRules();
const AIMED = PRINTED.filter((p) => /\(\d\+\)$/.test(p.rule));

describe('weaponOfRule on the rules printed in §10.2 and §10.3', () => {
  it('finds the printed weapons (16 Patrols + 16 Armylists)', () => {
    expect(PRINTED.length).toBeGreaterThan(300);
    expect(AIMED.length).toBeGreaterThanOrEqual(45);
  });

  it.each(AIMED.map((p) => [p.rule, p.unit] as const))('%s (%s) reads into weapon + Aim', (rule, unit) => {
    const read = weaponOfRule(rule);
    expect(read, `${rule} not read`).toBeDefined();
    const [, name, aim] = /^(.+) \((\d)\+\)$/.exec(rule)!;
    expect(read!.weapon.name).toBe(name);
    expect(read!.aim).toBe(Number(aim));
    // The Carriers column names this unit with this Aim.
    const carriers = read!.weapon.carriers.split(', ').map((c) => {
      const m = /^(.+?)(?: option)? (\d)\+$/.exec(c)!;
      return { name: m[1], aim: Number(m[2]) };
    });
    expect(
      carriers.some((c) => (unit.includes(c.name) || c.name.includes(unit)) && c.aim === Number(aim)),
      `${unit} with ${rule} not among carriers "${read!.weapon.carriers}"`,
    ).toBe(true);
  });

  it('every Aim weapon but the Titan Mortar (an unprinted option, D7) is printed somewhere', () => {
    const printed = new Set(AIMED.map((p) => weaponOfRule(p.rule)?.weapon.id));
    const missing = WEAPONS.filter((w) => !w.breath && !printed.has(w.id)).map((w) => w.id);
    expect(missing).toEqual(['titan-mortar']);
    expect(weaponOfRule('Titan Mortar (4+)')).toEqual({ weapon: weaponById('titan-mortar'), aim: 4 });
  });

  it('Breath rules are not Aim weapons', () => {
    const breaths = [...DIGEST.matchAll(/Breath \((?:Str )?\d, AP \d\)/g)].map((m) => m[0]);
    expect(breaths).toEqual(expect.arrayContaining(['Breath (Str 3, AP 2)', 'Breath (4, AP 1)', 'Breath (Str 4, AP 0)']));
    for (const rule of breaths) expect(weaponOfRule(rule), rule).toBeUndefined();
    expect(weaponOfRule('Breath (4+)')).toBeUndefined();
  });

  it('other rules are not weapons', () => {
    const others = PRINTED.filter((p) => !/\(\d\+\)$/.test(p.rule)).map((p) => p.rule);
    expect(others.length).toBeGreaterThan(250);
    for (const rule of others) expect(weaponOfRule(rule), rule).toBeUndefined();
    for (const rule of ['Bow', 'Aegis (5+)', 'Bow (7+)', 'Bow (4)', 'Impact (D3+1 Hits, Str 4, AP 1)'])
      expect(weaponOfRule(rule), rule).toBeUndefined();
  });

  it('reads case and spacing loosely', () => {
    expect(weaponOfRule('repeater crossbow (3+)')?.weapon.id).toBe('repeater-crossbow');
    expect(weaponOfRule(' Poisoned Javelin ( 2+ ) ')).toEqual({ weapon: weaponById('poisoned-javelin'), aim: 2 });
    expect(weaponOfRule('Hurl Attack (4+)')?.weapon.area).toBe(12);
    expect(weaponOfRule('Cannon (3+)')?.weapon.multipleWounds).toBe('D3');
  });
});
