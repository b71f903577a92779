import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ITEMS, WIZARD_ITEM_GENERALS } from '../../../../src/systems/warmaster/data/items.ts';

/** The digest, read at test time so the data is checked against its source (rules/warmaster.md §9). */
const DIGEST = readFileSync(new URL('../../../../../shared/rules/warmaster.md', import.meta.url), 'utf8');

function idOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** "standard" → standard, "weapon (unit or char)" → weapon, "Wizard or Runesmith" → wizard-or-runesmith. */
function classOf(text: string): string {
  const t = text.toLowerCase();
  if (t.startsWith('standard')) return 'standard';
  if (t.startsWith('weapon')) return 'weapon';
  if (t === 'general') return 'general';
  if (t === 'wizard') return 'wizard';
  if (t === 'wizard or runesmith') return 'wizard-or-runesmith';
  return `?${text}`;
}

/** The rows of the §9 table. */
const ROWS = (() => {
  const section = DIGEST.slice(DIGEST.indexOf('## 9. Magic items'), DIGEST.indexOf('## 10.'));
  return section
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Item '))
    .map((l) => {
      const [name, cls, pts] = l.split('|').slice(1, 4).map((c) => c.trim());
      return { id: idOf(name), name, cls: classOf(cls), points: Number(pts) };
    });
})();

describe('ITEMS against the §9 table', () => {
  it('18 items, and nothing else', () => {
    expect(ROWS).toHaveLength(18);
    expect(Object.keys(ITEMS).sort()).toEqual(ROWS.map((r) => r.id).sort());
  });

  it.each(ROWS.map((r) => [r.id, r.points, r] as const))('%s: %i points, class as printed', (id, points, row) => {
    const item = ITEMS[id];
    expect(item, `missing item ${id}`).toBeDefined();
    expect(item.points).toBe(points);
    expect(item.name).toBe(row.name);
    expect(item.class).toBe(row.cls);
    expect(item.source).toBe('§9');
  });

  it('standards: infantry, cavalry and chariot units only; weapons: those units and any character', () => {
    for (const item of Object.values(ITEMS)) {
      if (item.class === 'standard') expect(item.bearers.slice().sort()).toEqual(['cavalry', 'chariot', 'infantry']);
      if (item.class === 'weapon') expect(item.bearers.slice().sort()).toEqual(['cavalry', 'chariot', 'general', 'hero', 'infantry', 'wizard']);
      expect(item.bearers, item.id).not.toContain('monster');
      expect(item.bearers, item.id).not.toContain('artillery');
      expect(item.bearers, item.id).not.toContain('machine');
    }
  });

  it('devices by class: General only; Wizard only; Wizard or the Dwarf Runesmith', () => {
    expect(ITEMS['crown-of-command'].bearers).toEqual(['general']);
    expect(ITEMS['ring-of-magic'].bearers).toEqual(['wizard']);
    expect(ITEMS['ring-of-magic'].bearerUnits).toEqual([]);
    expect(ITEMS['scroll-of-dispelling'].bearers).toEqual(['wizard']);
    expect(ITEMS['scroll-of-dispelling'].bearerUnits).toEqual(['runesmith']);
    expect(ITEMS['staff-of-spellbinding'].bearerUnits).toEqual(['runesmith']);
  });

  it('single-use items are marked once; lasting ones are not', () => {
    for (const id of ['banner-of-fortune', 'sword-of-fate', 'helm-of-dominion', 'orb-of-majesty', 'ring-of-magic', 'scroll-of-dispelling', 'wand-of-power', 'rod-of-repetition']) {
      expect(ITEMS[id].once, id).toBe(true);
    }
    for (const id of ['sword-of-might', 'sword-of-cleaving', 'sword-of-destruction', 'banner-of-shielding', 'banner-of-steadfastness', 'crown-of-command']) {
      expect(ITEMS[id].once, id).toBe(false);
    }
  });

  it('the Generals who may take Wizard items are the Slann, the Tzarina and the Overlord with Wizard powers', () => {
    expect(WIZARD_ITEM_GENERALS.map((g) => g.army).sort()).toEqual(['daemons', 'kislev', 'lizardmen']);
  });
});
