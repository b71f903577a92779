import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/scenario/load-scenario.ts';
import { ScenarioError } from '../../src/scenario/scenario-error.ts';
import { getSystem, systemIds } from '../../src/systems/registry.ts';
import { fakeLookup } from './fake-system.ts';

const KNIGHTS = `format: warsim-side/1
system: fake
id: bretonnia
name: Bretonnia
units:
  - id: knights
    profile: { M: 4, WS: 4, S: 4, T: 4, Ld: 8 }
    models: 8
    files: 4
    position: { x: 20, y: 6, facing: 0 }
`;

const SPEARS = `format: warsim-side/1
system: fake
id: empire
units:
  - { id: spears, profile: man, models: 20, position: { x: 36, y: 8, facing: 0 } }
`;

/** A folder holding the side files, and the scenario text loaded from inside it. */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'warsim-sides-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function scenario(sides: string, extra = ''): string {
  return `format: warsim/1\nsystem: fake\ntitle: sides from files\nbattlefield: { width: 72, depth: 48 }\nsides:\n${sides}\n${extra}`;
}

function errorText(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof ScenarioError) return error.message;
    throw error;
  }
  throw new Error('expected a ScenarioError');
}

describe('side files', () => {
  it('take a side from a file, turning the far one round the table centre', () => {
    const dir = folder({ 'knights.side.yaml': KNIGHTS, 'spears.side.yaml': SPEARS });
    const text = scenario('  - { file: spears.side.yaml }\n  - { file: knights.side.yaml, edge: far }');
    const loaded = parseScenario(text, join(dir, 'battle.yaml'), fakeLookup().options);
    const [near, far] = loaded.scenario.sides;
    expect(near.units[0].position).toEqual({ x: 36, y: 8, facing: 0 });
    expect(far.id).toBe('bretonnia');
    expect(far.name).toBe('Bretonnia');
    // (20, 6) facing 0 on a 72×48 table, seen from the far edge.
    expect(far.units[0].position).toEqual({ x: 52, y: 42, facing: 180 });
  });

  it('give a side file another id and a unit-id prefix, so it can face itself', () => {
    const dir = folder({ 'spears.side.yaml': SPEARS });
    const text = scenario('  - { file: spears.side.yaml }\n  - { file: spears.side.yaml, id: rebels, name: The Rebels, edge: far, prefix: r- }');
    const loaded = parseScenario(text, join(dir, 'mirror.yaml'), fakeLookup().options);
    const [a, b] = loaded.scenario.sides;
    expect([a.id, b.id, b.name]).toEqual(['empire', 'rebels', 'The Rebels']);
    expect(b.units.map((u) => u.id)).toEqual(['r-spears']);
    expect(b.units[0].position).toEqual({ x: 36, y: 40, facing: 180 });
  });

  it('let variants change a unit of a side file by its id path', () => {
    const dir = folder({ 'knights.side.yaml': KNIGHTS, 'spears.side.yaml': SPEARS });
    const text = scenario('  - { file: spears.side.yaml }\n  - { file: knights.side.yaml, edge: far }', 'variants:\n  - { name: ten knights, set: { sides.bretonnia.units.knights.models: 10 } }\n');
    const loaded = parseScenario(text, join(dir, 'battle.yaml'), fakeLookup().options);
    expect(loaded.runs[1].scenario.sides[1].units[0].models).toBe(10);
  });

  it('place a mistake inside a side file at its own line, and one in a variant in the scenario', () => {
    const dir = folder({ 'knights.side.yaml': KNIGHTS.replace('files: 4', 'files: 9'), 'spears.side.yaml': SPEARS });
    const text = scenario('  - { file: spears.side.yaml }\n  - { file: knights.side.yaml, edge: far }');
    // The fake system refuses more files than models: the path is inside the side file.
    expect(errorText(() => parseScenario(text, join(dir, 'battle.yaml'), fakeLookup().options))).toBe(
      `${join(dir, 'knights.side.yaml')}:9:12  sides.bretonnia.units.knights.files: expected files ≤ models, found 9 files for 8 models`,
    );
    const fine = folder({ 'knights.side.yaml': KNIGHTS, 'spears.side.yaml': SPEARS });
    const variant = scenario('  - { file: spears.side.yaml }\n  - { file: knights.side.yaml, edge: far }', 'variants:\n  - { name: few, set: { sides.bretonnia.units.knights.models: 2 } }\n');
    expect(errorText(() => parseScenario(variant, join(fine, 'battle.yaml'), fakeLookup().options))).toMatch(/^.*battle\.yaml:9:\d+ {2}sides\.bretonnia\.units\.knights\.files: expected files ≤ models, found 4 files for 2 models \(in variant "few"\)$/);
  });

  it('check a side file against the side schema, at its own lines', () => {
    const dir = folder({ 'bad.side.yaml': KNIGHTS.replace('models: 8', 'modles: 8'), 'spears.side.yaml': SPEARS });
    const message = errorText(() => parseScenario(scenario('  - { file: spears.side.yaml }\n  - { file: bad.side.yaml, edge: far }'), join(dir, 's.yaml'), fakeLookup().options));
    expect(message).toContain(`${join(dir, 'bad.side.yaml')}:6:5  units[0].models: missing field`);
    expect(message).toContain(`${join(dir, 'bad.side.yaml')}:8:5  units[0].modles: unknown field`);
    expect(message).toContain('did you mean "models"?');
  });

  it('refuse an enemy unit named in a side file, which cannot know its opponent', () => {
    const dir = folder({ 'k.side.yaml': `${KNIGHTS}    tactics: { charge: spears }\n`, 'spears.side.yaml': SPEARS });
    const message = errorText(() => parseScenario(scenario('  - { file: spears.side.yaml }\n  - { file: k.side.yaml, edge: far }'), join(dir, 's.yaml'), fakeLookup().options));
    expect(message).toMatch(/k\.side\.yaml:11:\d+ {2}units\[0\]\.tactics\.charge: .*a side file cannot name an enemy unit/);
  });

  it('say plainly what is wrong with the reference: no such file, a whole scenario, a misspelt field, a clash of ids', () => {
    const dir = folder({ 'spears.side.yaml': SPEARS, 'whole.yaml': scenario('  - { file: spears.side.yaml }\n  - { file: spears.side.yaml }') });
    const load = (sides: string) => errorText(() => parseScenario(scenario(sides), join(dir, 's.yaml'), fakeLookup().options));
    expect(load('  - { file: nowhere.yaml }\n  - { file: spears.side.yaml }')).toBe(`${join(dir, 'nowhere.yaml')}  expected a readable side file, found no such file`);
    expect(load('  - { file: whole.yaml }\n  - { file: spears.side.yaml }')).toContain('format: expected a side file (format: warsim-side/1) holding one side, found a whole scenario');
    expect(load('  - { file: spears.side.yaml }\n  - { file: spears.side.yaml, edg: far }')).toContain('sides[1].edg: unknown field; expected one of file, id, name, edge, prefix — did you mean "edge"?');
    const clash = load('  - { file: spears.side.yaml }\n  - { file: spears.side.yaml, id: b, edge: far }');
    expect(clash).toContain('duplicate unit id');
    expect(clash).toContain('prefix');
    expect(load('  - { file: spears.side.yaml }\n  - { file: spears.side.yaml, edge: far, prefix: b- }')).toContain('s.yaml:7:5  sides.empire.id: duplicate side id');
  });

  it('rename the friendly units a side names along with its own (a Warmaster character joining a unit)', () => {
    const side = `format: warsim-side/1
system: warmaster
id: empire
army: empire
units:
  - { id: halberdiers, unit: halberdiers, position: { x: 90, y: 20 } }
  - { id: hero, unit: hero, joins: halberdiers, position: { x: 90, y: 20 } }
  - { id: general, unit: general, position: { x: 90, y: 8 } }
`;
    const dir = folder({ 'empire.side.yaml': side });
    const text = 'format: warsim/1\nsystem: warmaster\ntitle: mirror\nsides:\n  - { file: empire.side.yaml }\n  - { file: empire.side.yaml, id: rebels, edge: far, prefix: r- }\n';
    const loaded = parseScenario(text, join(dir, 'm.yaml'), { lookupSystem: getSystem, systemIds });
    const units = loaded.scenario.sides[1].units;
    expect(units.map((u) => u.id)).toEqual(['r-halberdiers', 'r-hero', 'r-general']);
    expect(units[1].joins).toBe('r-halberdiers');
    expect(units[0].position).toEqual({ x: 90, y: 100, facing: 180 });
  });
});
