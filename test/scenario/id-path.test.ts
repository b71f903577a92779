import { describe, expect, it } from 'vitest';
import { formatPath, idPath, indexPath, resolveIdPath } from '../../src/scenario/id-path.ts';
import { scenarioSchema } from '../../src/scenario/scenario-schema.ts';
import { validate } from '../../src/scenario/schema.ts';
import { fakeSystem } from './fake-system.ts';

const scenario: Record<string, unknown> = {
  format: 'warsim/1',
  system: 'fake',
  title: 't',
  sides: [
    { id: 'empire', units: [{ id: 'halberdiers', profile: 'man', models: 20, position: { x: 0, y: 0, facing: 0 } }] },
    {
      id: 'bretonnia',
      units: [{ id: 'knights', profile: { M: 4, WS: 4, S: 4, T: 4, Ld: 8 }, models: 8, position: { x: 0, y: 9, facing: 180 } }],
    },
  ],
  battlefield: { terrain: [{ kind: 'hill', x: 0, y: 0, width: 4, depth: 4 }] },
};
const schema = scenarioSchema(fakeSystem());
validate(schema, scenario);

describe('formatPath', () => {
  it('prints plain keys dotted, indexes and odd keys in brackets', () => {
    expect(formatPath(['sides', 'empire', 'units', 0])).toBe('sides.empire.units[0]');
    expect(formatPath(['variants', 0, 'set', 'sides.empire.units.x.models'])).toBe('variants[0].set["sides.empire.units.x.models"]');
    expect(formatPath([])).toBe('');
  });
});

describe('idPath and indexPath', () => {
  it('convert between list indexes and ids where items have ids', () => {
    expect(idPath(['sides', 1, 'units', 0, 'models'], scenario)).toEqual(['sides', 'bretonnia', 'units', 'knights', 'models']);
    expect(idPath(['battlefield', 'terrain', 0, 'x'], scenario)).toEqual(['battlefield', 'terrain', 0, 'x']);
    expect(indexPath(['sides', 'bretonnia', 'units', 'knights', 'models'], scenario)).toEqual(['sides', 1, 'units', 0, 'models']);
    expect(indexPath(['sides', 'nobody', 'units'], scenario)).toEqual(['sides', 'nobody', 'units']);
  });
});

describe('resolveIdPath', () => {
  it('resolves fields, ids, indexes, record keys and optional fields not yet set', () => {
    expect(resolveIdPath(schema, scenario, 'sides.bretonnia.units.knights.profile.WS')).toEqual({
      path: ['sides', 1, 'units', 0, 'profile', 'WS'],
    });
    expect(resolveIdPath(schema, scenario, 'battlefield.terrain.0.width')).toEqual({ path: ['battlefield', 'terrain', 0, 'width'] });
    expect(resolveIdPath(schema, scenario, 'rules.rankBonusMax')).toEqual({ path: ['rules', 'rankBonusMax'] });
    expect(resolveIdPath(schema, scenario, 'end.on')).toEqual({ path: ['end', 'on'] });
    expect(resolveIdPath(schema, scenario, 'sides.empire.units.halberdiers.base.1')).toEqual({
      path: ['sides', 0, 'units', 0, 'base', 1],
    });
  });

  it('says which segment is wrong, with the closest name', () => {
    expect(resolveIdPath(schema, scenario, 'sides.empire.units.halberdiers.modles')).toEqual({
      issue: {
        problem: 'no field "modles" in sides.empire.units.halberdiers',
        expected: 'one of id, profile, models, files, weapons, command, base, position, tactics',
        found: '',
        hint: 'did you mean "models"?',
      },
    });
    expect(resolveIdPath(schema, scenario, 'sides.empire.units.knights.models')).toMatchObject({
      issue: { problem: 'no unit "knights" in sides.empire.units', expected: 'one of the unit ids halberdiers' },
    });
    expect(resolveIdPath(schema, scenario, 'sides.empire.units.halberdiers.models.x')).toMatchObject({
      issue: { problem: 'sides.empire.units.halberdiers.models has no part "x"' },
    });
    expect(resolveIdPath(schema, scenario, 'sides..units')).toMatchObject({ issue: { found: '"sides..units"' } });
  });
});
