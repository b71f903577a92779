import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VAULT, itemById } from '../../../../src/systems/t9a-eow/data/vault.ts';

/** The digest, read at test time so the data is checked against its source (rules/t9a_eow.md). */
const DIGEST = readFileSync(fileURLToPath(new URL('../../../../../shared/rules/t9a_eow.md', import.meta.url)), 'utf8');

function kebab(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’!]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface Row {
  name: string;
  type: string;
  points: number;
  effect: string;
}

/** The §9 table: | Item | Type | Pts | Effect |. */
function vaultRows(): Row[] {
  const start = DIGEST.indexOf('## 9. The Vault');
  const end = DIGEST.indexOf('## 10. Army data');
  const rows: Row[] = [];
  for (const line of DIGEST.slice(start, end).split('\n')) {
    if (!line.startsWith('|') || line.startsWith('|---') || line.startsWith('| Item ')) continue;
    const [name, type, pts, effect] = line.split('|').slice(1, -1).map((c) => c.trim());
    rows.push({ name, type, points: Number(pts), effect });
  }
  return rows;
}

const ROWS = vaultRows();

/** The item's own "who may not take it" clause: the first clause, when it is one. */
function restrictionOf(effect: string): string | undefined {
  const first = effect.split(/[.;]/)[0].trim();
  return /^not for\b|\bonly$/.test(first) ? first : undefined;
}

describe('VAULT against the §9 table', () => {
  it('the digest has 20 items; the data one entry per row, in order', () => {
    expect(ROWS).toHaveLength(20);
    expect(VAULT.map((i) => i.name)).toEqual(ROWS.map((r) => r.name));
    expect(new Set(VAULT.map((i) => i.id)).size).toBe(VAULT.length);
  });

  it.each(ROWS.map((r) => [r.name, r] as const))('%s: id, type, points, restriction', (name, row) => {
    const item = itemById(kebab(name));
    expect(item, `missing ${kebab(name)}`).toBeDefined();
    expect(item!.name).toBe(name);
    expect(item!.type).toBe(row.type.toLowerCase());
    expect(Number.isInteger(row.points)).toBe(true);
    expect(item!.points).toBe(row.points);
    expect(item!.restriction).toBe(restrictionOf(row.effect));
    expect(item!.summary.length).toBeGreaterThan(5);
  });

  it('has the five restricted items and the expected type counts', () => {
    expect(VAULT.filter((i) => i.restriction).map((i) => i.id)).toEqual([
      'destinys-call',
      'essence-of-mithril',
      'battle-standard',
      'crown-of-the-wizard-king',
      'talisman-of-the-void',
    ]);
    const count = (t: string) => VAULT.filter((i) => i.type === t).length;
    expect([count('weapon'), count('armour'), count('banner'), count('artefact')]).toEqual([5, 4, 3, 8]);
  });

  it('looks items up by id only', () => {
    expect(itemById('destinys-call')?.points).toBe(75);
    expect(itemById("Destiny's Call")).toBeUndefined();
  });
});
