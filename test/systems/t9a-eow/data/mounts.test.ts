/**
 * The Bestiary mounts against the rules digest (rules/t9a_eow.md §10.1). The table and the
 * abbreviation paragraph under it are parsed from the digest itself, so a data file that
 * drifts from the digest (or a digest edit) fails here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ARMY_LISTS } from '../../../../src/systems/t9a-eow/data/armies/index.ts';
import { MOUNT_ALIASES, MOUNTS, mountById, resolveMount } from '../../../../src/systems/t9a-eow/data/mounts.ts';

const DIGEST_PATH = fileURLToPath(new URL('../../../../../shared/rules/t9a_eow.md', import.meta.url));
const LINES = readFileSync(DIGEST_PATH, 'utf8').split('\n');
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// ---------------------------------------------------------------------------------------------
// Digest parsing
// ---------------------------------------------------------------------------------------------

function cells(line: string): string[] {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
}

/** Splits on commas that are not inside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((p) => p.length > 0);
}

const SECTION = LINES.findIndex((l) => l.startsWith('### 10.1 '));
const HEADER = LINES.findIndex((l, i) => i > SECTION && l.startsWith('| Mount |'));
const ROWS: string[][] = [];
for (let i = HEADER + 2; LINES[i].startsWith('|'); i++) ROWS.push(cells(LINES[i]));
const PARAGRAPH = LINES.find((l, i) => i > HEADER && l.startsWith('List abbreviations:')) ?? '';

/** "Bull (of Shamut)" → 'bull-of-shamut'. */
function mountId(name: string): string {
  return name.toLowerCase().replace(/[()]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** '8"' → 8, '—' → null. */
function inches(cell: string): number | null {
  if (cell === '—') return null;
  const m = /^(\d+)"$/.exec(cell);
  if (!m) throw new Error(`bad move cell ${cell}`);
  return Number(m[1]);
}

function plain(cell: string): number | null {
  if (cell === '—') return null;
  if (!/^\d+$/.test(cell)) throw new Error(`bad cell ${cell}`);
  return Number(cell);
}

/** The Arm cell: '+1', '**3** (set)', '— (**Aeg 5+**)', '—'. */
function armour(cell: string): { armBonus: number; armSet: number | null; aeg: number | null } {
  let m = /^\+(\d+)$/.exec(cell);
  if (m) return { armBonus: Number(m[1]), armSet: null, aeg: null };
  m = /^\*\*(\d+)\*\*/.exec(cell);
  if (m) return { armBonus: 0, armSet: Number(m[1]), aeg: null };
  m = /^—\s*\(\*\*Aeg (\d)\+\*\*\)$/.exec(cell);
  if (m) return { armBonus: 0, armSet: null, aeg: Number(m[1]) };
  if (cell === '—') return { armBonus: 0, armSet: null, aeg: null };
  throw new Error(`bad Arm cell ${cell}`);
}

/** The paragraph's "A = B" pairs as the aliases they define (expected MOUNT_ALIASES). */
function parseAliases(paragraph: string): Record<string, string> {
  const byName = new Map(ROWS.map((r) => [r[0].replace(/[()]/g, '').replace(/\s+/g, ' '), mountId(r[0])]));
  const out: Record<string, string> = {};
  const bodies = paragraph.split(/List abbreviations:|Named options that include a mount:/).slice(1);
  for (const body of bodies) {
    for (const pair of body.split(';')) {
      const [left, right] = pair.split('=').map((s) => s.trim().replace(/\.$/, ''));
      let key = left;
      const quoted = /"on ([^"]+)"/.exec(left);
      if (quoted) key = quoted[1];
      const owned = /^.+'s (.+) option$/.exec(left);
      if (owned) key = owned[1];
      const target = right.split(' + ')[0].trim();
      const id = byName.get(target);
      if (id === undefined) throw new Error(`alias target ${target} is not a mount`);
      out[key] = id;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

describe('T9A EoW mounts (§10.1)', () => {
  it('parses the digest table (sanity)', () => {
    expect(ROWS.length).toBe(24);
    for (const r of ROWS) expect(r).toHaveLength(8);
    expect(PARAGRAPH).toContain('Raid. Chariot = Raiding Chariot');
  });

  it('has one mount per table row, in order', () => {
    expect(MOUNTS.map((m) => m.name)).toEqual(ROWS.map((r) => r[0]));
    expect(MOUNTS.map((m) => m.id)).toEqual(ROWS.map((r) => mountId(r[0])));
  });

  it.each(ROWS.map((r) => [r[0], r] as const))('%s matches its row field by field', (name, row) => {
    const [, base, adv, mar, hp, res, arm, rules] = row;
    const m = MOUNTS.find((x) => x.name === name);
    expect(m).toBeDefined();
    if (!m) return;
    const [w, d] = base.split('×').map(Number);
    expect(m.base).toEqual([w, d]);
    expect(m.adv).toBe(inches(adv));
    expect(m.mar).toBe(inches(mar));
    expect(m.hp).toBe(plain(hp));
    expect(m.res).toBe(plain(res));
    expect({ armBonus: m.armBonus, armSet: m.armSet, aeg: m.aeg }).toEqual(armour(arm));
    expect(m.rules).toEqual(splitTopLevel(rules));
  });

  it('ids are unique kebab-case and mountById finds each', () => {
    const ids = MOUNTS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of MOUNTS) {
      expect(m.id).toMatch(KEBAB);
      expect(mountById(m.id)).toBe(m);
    }
    expect(mountById('bull-of-shamut')?.aeg).toBe(5);
    expect(mountById('nope')).toBeUndefined();
  });

  it('Arm is either a bonus or a set value, never both', () => {
    for (const m of MOUNTS) {
      expect(m.armBonus).toBeGreaterThanOrEqual(0);
      if (m.armSet !== null) expect(m.armBonus).toBe(0);
    }
    expect(MOUNTS.filter((m) => m.armSet !== null).map((m) => m.id)).toEqual([
      'flying-beast',
      'taurosaur',
      'wardens',
    ]);
  });

  it('MOUNT_ALIASES is exactly the paragraph under the table', () => {
    expect({ ...MOUNT_ALIASES }).toEqual(parseAliases(PARAGRAPH));
    for (const id of Object.values(MOUNT_ALIASES)) expect(mountById(id)).toBeDefined();
  });

  it('resolveMount reads aliases, full names and "on X" labels', () => {
    expect(resolveMount('on Raid. Chariot')).toBe('raiding-chariot');
    expect(resolveMount('Taurosauro')).toBe('taurosaur');
    expect(resolveMount('on Bull')).toBe('bull-of-shamut');
    expect(resolveMount("Queen's Cavalier")).toBe('elven-horse');
    expect(resolveMount('on Pegasus')).toBe('pegasus');
    expect(resolveMount('Bull (of Shamut)')).toBe('bull-of-shamut');
    expect(resolveMount('Master')).toBeUndefined();
    expect(resolveMount('constructor')).toBeUndefined();
  });

  it('every mount is offered by at least one army list option', () => {
    const used = new Set(
      ARMY_LISTS.flatMap((a) => a.entries.flatMap((e) => e.options.map((o) => o.mount))).filter(
        (m): m is string => m !== undefined,
      ),
    );
    expect([...used].sort()).toEqual(MOUNTS.map((m) => m.id).sort());
  });
});
