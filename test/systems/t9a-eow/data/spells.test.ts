import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPELLS, spellById, spellByName, spellsOfPath } from '../../../../src/systems/t9a-eow/data/spells.ts';
import type { T9aPath, T9aSpell, T9aSpellEffect } from '../../../../src/systems/t9a-eow/data/types.ts';

/** The digest, read at test time so the data is checked against its source (rules/t9a_eow.md). */
const DIGEST = readFileSync(fileURLToPath(new URL('../../../../../shared/rules/t9a_eow.md', import.meta.url)), 'utf8');

function section(from: string, to: string): string {
  const start = DIGEST.indexOf(from);
  const end = DIGEST.indexOf(to, start + from.length);
  if (start < 0 || end < 0) throw new Error(`section ${from} not found`);
  return DIGEST.slice(start, end);
}

function cells(line: string): string[] {
  return line.split('|').slice(1, -1).map((c) => c.trim());
}

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

/** One spell as the digest prints it: "Name (CV…): text". */
interface Row {
  name: string;
  path: T9aPath;
  number: 0 | 1 | 2 | 3;
  paren: string;
  text: string;
}

function readCell(cell: string, path: T9aPath, number: Row['number']): Row {
  const m = /^(.+?) \((.+?)\):\s*(.*)$/.exec(cell.replace(/\*\*/g, ''));
  if (!m) throw new Error(`unreadable spell: ${cell}`);
  return { name: m[1], path, number, paren: m[2], text: m[3] };
}

const GRIMOIRE = section('### 4.5 Grimoire', '## 5. Shooting');

function grimoireRows(): Row[] {
  const rows: Row[] = [];
  const table = GRIMOIRE.slice(0, GRIMOIRE.indexOf('**Faction spells:**'));
  for (const line of table.split('\n')) {
    if (!line.startsWith('| **')) continue;
    const [path, ...spells] = cells(line);
    const id = kebab(path.replace(/\*\*/g, '')) as T9aPath;
    spells.forEach((cell, i) => rows.push(readCell(cell, id, (i + 1) as 1 | 2 | 3)));
  }
  const faction = GRIMOIRE.slice(GRIMOIRE.indexOf('**Faction spells:**'), GRIMOIRE.indexOf('**Patrol variants:**'));
  for (const line of faction.split('\n')) {
    if (line.startsWith('- **')) rows.push(readCell(line.slice(2), 'faction', 0));
  }
  return rows;
}

const ROWS = grimoireRows();

/** What the printed line says, read without looking at the data. */
interface Expected {
  castingValue: number;
  castingValueWide?: number;
  amplify?: number;
  range: number;
  damage: boolean;
  replicable: boolean;
  hits?: { hits: string; str: number | 'target-arm+1' | 'D6'; ap: number; armFloor?: number; multipleWounds?: string; autoWound?: boolean; rerollSuccessfulArmour?: boolean; radius?: string };
  autoWound?: { wounds: number; ap: number };
}

function expectedOf(row: Row): Expected {
  const cvs = [...row.paren.matchAll(/(\d+)\+/g)].map((m) => Number(m[1]));
  const amplify = /CV \+(\d+)/.exec(row.paren);
  const ranges = [...`${row.paren} ${row.text}`.matchAll(/≤(\d+)"/g)].map((m) => Number(m[1]));
  let range = ranges[0];
  const rangeAs = /range as (.+?),/.exec(row.text);
  if (range === undefined && rangeAs) range = expectedOf(ROWS.find((r) => r.name === rangeAs[1])!).range;
  const out: Expected = {
    castingValue: amplify ? 0 : cvs[0],
    range: range ?? 0,
    damage: row.text.includes('¬Eng+LoS'),
    replicable: /Replicable/.test(row.paren),
  };
  if (cvs.length > 1) out.castingValueWide = cvs[1];
  if (amplify) out.amplify = Number(amplify[1]);
  const hit =
    /\b(\d*D\d+(?:\+\d+)?|\d+) hits? (that wound automatically, )?(?:Str (\(1 \+ target Arm, Arm counted as ≥(\d)\)|D6|\d+) )?AP (\d+)(?: MW\((\w+)\))?/.exec(
      row.text,
    );
  if (hit) {
    const [, hits, auto, str, floor, ap, mw] = hit;
    out.hits = {
      hits,
      str: auto ? 0 : floor ? 'target-arm+1' : str === 'D6' ? 'D6' : Number(str),
      ap: Number(ap),
    };
    if (floor) out.hits.armFloor = Number(floor);
    if (mw) out.hits.multipleWounds = mw;
    if (auto) out.hits.autoWound = true;
    if (/successful armour saves must be re-rolled/.test(row.text)) out.hits.rerollSuccessfulArmour = true;
    const radius = /within (\S+)" of the target/.exec(row.text);
    if (radius) out.hits.radius = radius[1];
  }
  const wound = /takes (\d+) automatic wound, AP (\d+)/.exec(row.text);
  if (wound) out.autoWound = { wounds: Number(wound[1]), ap: Number(wound[2]) };
  return out;
}

describe('SPELLS against the §4.5 Grimoire', () => {
  it('the digest prints 11 Paths × 3 spells and 5 faction spells; the data has one entry per spell, in order', () => {
    expect(ROWS).toHaveLength(38);
    expect(ROWS.filter((r) => r.path === 'faction')).toHaveLength(5);
    expect(SPELLS.map((s) => s.name)).toEqual(ROWS.map((r) => r.name));
    expect(new Set(SPELLS.map((s) => s.id)).size).toBe(SPELLS.length);
  });

  it.each(ROWS.map((r) => [r.name, r] as const))('%s: id, path, number, CV, range, replicable, damage', (name, row) => {
    const spell = spellById(kebab(name));
    expect(spell, `missing ${kebab(name)}`).toBeDefined();
    const e = expectedOf(row);
    expect(spell!.name).toBe(name);
    expect(spell!.path).toBe(row.path);
    expect(spell!.number).toBe(row.number);
    expect(spell!.castingValue).toBe(e.castingValue);
    expect(spell!.castingValueWide).toBe(e.castingValueWide);
    expect(spell!.range).toBe(e.range);
    expect(spell!.replicable).toBe(e.replicable);
    expect(spell!.damage).toBe(e.damage);
    expect(spell!.summary.length).toBeGreaterThan(10);
    if (e.amplify !== undefined) expect(spell!.effect).toMatchObject({ kind: 'heal', amplify: e.amplify });
  });

  it.each(ROWS.map((r) => [r.name, r] as const))('%s: hits, Str and AP as printed', (name, row) => {
    const spell = spellById(kebab(name))!;
    const e = expectedOf(row);
    if (e.hits) {
      expect(spell.effect.kind).toBe('hits');
      const effect = spell.effect as Extract<T9aSpellEffect, { kind: 'hits' }>;
      const { kind: _kind, unengaged: _unengaged, ...numbers } = effect;
      expect(numbers).toEqual(e.hits);
    } else if (e.autoWound) {
      expect(spell.effect).toEqual({ kind: 'auto-wound', ...e.autoWound, mayHitCharacter: true });
    } else {
      expect(['hits', 'auto-wound']).not.toContain(spell.effect.kind);
    }
    // Every ¬Eng+LoS spell does damage.
    if (e.damage) expect(['hits', 'auto-wound']).toContain(spell.effect.kind);
  });

  it('the spells that hit without ¬Eng+LoS keep their engagement limits', () => {
    expect(spellById('master-of-earth')!.effect).toMatchObject({ unengaged: 'caster-and-target' });
    expect(spellById('master-of-earth')!.target).toBe('enemy-or-terrain');
    expect(spellById('entwining-roots')!.target).toBe('enemy-or-terrain');
    expect(spellById('scorching-salvo')!).toMatchObject({ target: 'all-enemies', effect: { unengaged: 'targets' } });
    expect(spellById('wrath-of-god')!.effect).toMatchObject({ unengaged: 'targets', radius: '2D3' });
  });

  it('buffs and debuffs carry the printed modifiers', () => {
    const effect = (id: string) => spellById(id)!.effect;
    expect(effect('word-of-iron')).toEqual({ kind: 'buff', arm: 1 });
    expect(effect('altered-sight')).toEqual({ kind: 'buff', off: 2, aim: -1 });
    expect(effect('know-thine-enemy')).toEqual({ kind: 'buff', off: 2, def: 2 });
    expect(effect('entwining-roots')).toEqual({ kind: 'debuff', off: -1, def: -1, aim: 1 });
    expect(effect('the-rot-within')).toEqual({ kind: 'debuff', off: -1, def: -1, minimum: 1, casterBuff: { off: 1, def: 1 } });
    expect(effect('awaken-the-beast')).toEqual({ kind: 'buff', str: 1, ap: 1 });
    expect(effect('break-the-spirit')).toEqual({ kind: 'debuff', toHit: -1, dangerous: 2 });
    expect(effect('flaming-swords')).toEqual({ kind: 'buff', toWound: 1, attacks: 'melee-and-shooting' });
    expect(effect('spectral-blades')).toEqual({ kind: 'buff', rerollWound: 'failed', attacks: 'melee' });
    expect(effect('rune-of-resilience')).toEqual({ kind: 'buff', toWoundAgainst: -1 });
    expect(effect('bewitching-glare')).toEqual({ kind: 'debuff', rerollWoundAgainst: 'failed' });
    expect(effect('black-wing-totem')).toEqual({ kind: 'buff', agi: 3, chargeRange: 'D3+1' });
    expect(effect('blooded-horn-totem')).toEqual({ kind: 'buff', att: 1, ap: 2, attacks: 'melee' });
    expect(effect('perception-of-strength')).toEqual({
      kind: 'by-side',
      friend: { kind: 'buff', str: 1, ap: 1 },
      enemy: { kind: 'debuff', str: -1, ap: -1 },
    });
    expect(effect('smite-the-unbeliever')).toEqual({
      kind: 'roll',
      results: [
        { min: 1, max: 3, effect: { kind: 'debuff', res: -1 } },
        { min: 4, max: 6, effect: { kind: 'debuff', str: -1, ap: -1 } },
      ],
    });
    expect(effect('scrying')).toEqual({ kind: 'buff', toHitAgainst: -1, wide: { target: 'friends-area', range: 6 } });
    expect(effect('healing-waters')).toEqual({ kind: 'buff', aegis: 'healing-waters' });
    expect(effect('the-wheel-turns')).toEqual({ kind: 'fixed-hit-against', value: 4, attacks: 'melee' });
    expect(effect('arise')).toEqual({ kind: 'heal', amount: 'rsr', characterCap: 1, wide: { target: 'friend', range: 12, units: 2 } });
  });

  it('magical moves are Advance moves of the printed length', () => {
    for (const s of SPELLS.filter((x) => /Advance move/.test(ROWS.find((r) => r.name === x.name)!.text))) {
      const inches = Number(/(\d+)" Advance move/.exec(ROWS.find((r) => r.name === s.name)!.text)![1]);
      expect(s.effect, s.name).toEqual({ kind: 'magical-move', inches });
    }
    expect(SPELLS.filter((s) => s.effect.kind === 'magical-move').map((s) => s.id)).toEqual([
      'danse-macabre',
      'rune-of-resolve',
      'ravens-wing',
    ]);
  });

  it('targets follow the printed words', () => {
    let checked = 0;
    for (const row of ROWS) {
      const s = spellByName(row.name)!;
      if (/^(friend|eligible friend|enemy|any unit) ≤/.test(row.text)) checked++;
      if (/^(friend|eligible friend) ≤/.test(row.text)) expect(s.target, s.name).toBe('friend');
      if (/^enemy ≤\d+"(,|;|$)/.test(row.text)) expect(s.target, s.name).toBe('enemy');
      if (/^any unit ≤/.test(row.text)) expect(s.target, s.name).toBe('any');
    }
    expect(checked).toBeGreaterThan(25);
  });

  it('only the special-cased rules fall back to "special"', () => {
    expect(SPELLS.filter((s) => s.effect.kind === 'special').map((s) => s.id)).toEqual(['rune-of-revocation']);
  });
});

describe('spellsOfPath', () => {
  it('gives the 3 spells of each Path in order and the 5 faction spells', () => {
    const paths = [...new Set(ROWS.map((r) => r.path))];
    expect(paths).toHaveLength(12);
    for (const path of paths) {
      const expected = ROWS.filter((r) => r.path === path).map((r) => r.name);
      expect(spellsOfPath(path).map((s: T9aSpell) => s.name)).toEqual(expected);
    }
    expect(spellsOfPath('battle-runes').map((s) => s.number)).toEqual([1, 2, 3]);
  });
});

/** The Rules cells of the §10.2 Patrols, with unit and Patrol. */
function patrolRules(): { patrol: string; unit: string; general: boolean; rules: string[] }[] {
  const text = section('### 10.2', '### 10.3');
  const out: { patrol: string; unit: string; general: boolean; rules: string[] }[] = [];
  let patrol = '';
  for (const line of text.split('\n')) {
    const heading = /^\*\*(.+)\*\*$/.exec(line);
    if (heading) patrol = heading[1];
    if (!line.startsWith('|') || line.startsWith('|-') || line.startsWith('|#')) continue;
    const c = cells(line);
    const rules = splitTop(c[7]);
    out.push({ patrol, unit: c[1], general: rules.includes('General'), rules });
  }
  return out;
}

const PATROLS = patrolRules();
const NAMES = new Set(ROWS.map((r) => r.name.toLowerCase()));

describe('spellByName on the names printed in the §10.2 Patrols', () => {
  it('reads 64 Patrol entries', () => {
    expect(PATROLS).toHaveLength(64);
    expect(new Set(PATROLS.map((p) => p.patrol)).size).toBe(16);
  });

  const printed = PATROLS.flatMap((p) => p.rules.filter((r) => NAMES.has(r.toLowerCase())).map((r) => [r, p.unit] as const));

  it('finds the spells the Patrol casters know', () => {
    expect(printed.length).toBe(31);
  });

  it.each(printed)('%s (%s)', (name) => {
    const spell = spellByName(name);
    expect(spell, name).toBeDefined();
    expect(spell!.name).toBe(name);
    expect(spellByName(name.toUpperCase())).toBe(spell);
    expect(spellByName(name.toLowerCase())).toBe(spell);
  });

  it('each Patrol caster that is a General knows exactly 2 Path spells', () => {
    const casters = PATROLS.filter((p) => p.rules.some((r) => spellByName(r)));
    for (const c of casters.filter((x) => x.general)) {
      const known = c.rules.map((r) => spellByName(r)).filter((s) => s && s.path !== 'faction');
      const faction = c.rules.map((r) => spellByName(r)).filter((s) => s && s.path === 'faction');
      // The Vampire Courtier's Arise! is a faction spell and counts as one of its 2.
      expect(known.length + faction.filter((s) => s!.id === 'arise').length, c.unit).toBe(2);
    }
    expect(casters.filter((x) => x.general)).toHaveLength(14);
    expect(casters.filter((x) => !x.general).map((x) => x.unit)).toEqual(['Skink Hunters', 'Caiman Warriors']);
  });

  it('no other printed rule is taken for a spell', () => {
    const others = PATROLS.flatMap((p) => p.rules).filter((r) => !NAMES.has(r.toLowerCase()));
    expect(others.length).toBeGreaterThan(80);
    for (const rule of others) expect(spellByName(rule), rule).toBeUndefined();
  });

  it('reads the Armylist forms too', () => {
    expect(spellByName('Death is Only...')?.id).toBe('death-is-only-the-beginning');
    expect(spellByName('Death is Only…')?.id).toBe('death-is-only-the-beginning');
    expect(spellByName('Fate’s Judgement')?.id).toBe('fates-judgement');
    expect(spellByName('Rune of Re...')).toBeUndefined();
    const conclaves = [...DIGEST.matchAll(/Conclave \(([^)]+)\)/g)]
      .map((m) => m[1])
      .filter((inside) => !/^[\d-]+$|^DL$/.test(inside))
      .flatMap((inside) => inside.split(', '));
    expect(conclaves.length).toBeGreaterThanOrEqual(6);
    for (const name of conclaves) expect(spellByName(name), name).toBeDefined();
  });
});
