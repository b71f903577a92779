import { describe, expect, it } from 'vitest';
import {
  array,
  boolean,
  idFrom,
  identifier,
  number,
  object,
  oneOf,
  record,
  ref,
  string,
  toJsonSchema,
  tuple,
  union,
  validate,
  JSON_SCHEMA_DRAFT_07,
} from '../../src/scenario/schema.ts';

describe('validate', () => {
  const unit = object(
    {
      id: identifier(),
      profile: union([idFrom(() => ['man', 'elf'], 'built-in profile'), object({ M: number(), WS: number() }, { required: ['M'] })]),
      models: number({ integer: true, min: 1 }),
      files: number({ integer: true, min: 1, default: 5 }),
      tactics: object({ react: oneOf(['hold', 'flee'], { default: 'hold' }) }, { default: {} }),
    },
    { required: ['id', 'profile', 'models'] },
  );

  it('accepts a valid value and fills defaults in, nested ones too', () => {
    const value: Record<string, unknown> = { id: 'spears', profile: 'man', models: 20 };
    expect(validate(unit, value)).toEqual([]);
    expect(value).toEqual({ id: 'spears', profile: 'man', models: 20, files: 5, tactics: { react: 'hold' } });
  });

  it('gives each filled default its own copy', () => {
    const s = object({ list: array(string(), { default: [] }) });
    const a: Record<string, unknown> = {};
    const b: Record<string, unknown> = {};
    validate(s, a);
    validate(s, b);
    (a.list as string[]).push('x');
    expect(b.list).toEqual([]);
  });

  it('names unknown fields with the closest one, at the key', () => {
    expect(validate(unit, { id: 'a', profile: 'man', models: 1, modles: 2 }, ['u'])).toEqual([
      {
        path: ['u', 'modles'],
        problem: 'unknown field',
        expected: 'one of id, profile, models, files, tactics',
        found: '',
        hint: 'did you mean "models"?',
        at: 'key',
      },
    ]);
  });

  it('reports missing fields, wrong types and bounds', () => {
    expect(validate(unit, { id: 'a', models: 0, files: 2.5 })).toEqual([
      { path: ['profile'], problem: 'missing field', expected: 'a built-in profile (man, elf) or an object', found: '' },
      { path: ['models'], expected: 'an integer ≥ 1', found: '0' },
      { path: ['files'], expected: 'an integer ≥ 1', found: '2.5' },
    ]);
    expect(validate(number({ exclusiveMin: 0, exclusiveMax: 0.5 }), 0.5)).toEqual([
      { path: [], expected: 'a number > 0 and < 0.5', found: '0.5' },
    ]);
    expect(validate(boolean(), 'yes')).toEqual([{ path: [], expected: 'true or false', found: '"yes"' }]);
    expect(validate(number(), Infinity)).toHaveLength(1);
    expect(validate(identifier(), 'two words')[0].expected).toMatch(/^an id/);
  });

  it('suggests the closest enum value and built-in id', () => {
    expect(validate(oneOf(['halberd', 'spear']), 'halbred')).toEqual([
      { path: [], expected: 'one of "halberd", "spear"', found: '"halbred"', hint: 'did you mean "halberd"?' },
    ]);
    expect(validate(unit, { id: 'a', profile: 'mna', models: 1 })).toEqual([
      {
        path: ['profile'],
        expected: 'a built-in profile (man, elf) or an object',
        found: '"mna"',
        hint: 'did you mean "man"?',
      },
    ]);
  });

  it('reports inside the union option that has the value\'s shape', () => {
    expect(validate(unit, { id: 'a', profile: { M: 4, ws: 3 }, models: 1 })).toEqual([
      {
        path: ['profile', 'ws'],
        problem: 'unknown field',
        expected: 'one of M, WS',
        found: '',
        hint: 'did you mean "WS"?',
        at: 'key',
      },
    ]);
    expect(validate(unit, { id: 'a', profile: 4, models: 1 })).toEqual([
      { path: ['profile'], expected: 'a built-in profile (man, elf) or an object', found: '4' },
    ]);
  });

  it('checks refs against the names in the context, per path', () => {
    const charge = union([oneOf(['nearest', 'never']), ref('enemy-unit', { what: 'enemy unit id' })]);
    const refs = { 'enemy-unit': (path: (string | number)[]) => (path[1] === 0 ? ['knights'] : ['halberdiers']) };
    expect(validate(charge, 'knights', ['sides', 0], { refs })).toEqual([]);
    expect(validate(charge, 'nearest', ['sides', 0], { refs })).toEqual([]);
    expect(validate(charge, 'knigths', ['sides', 0], { refs })).toEqual([
      {
        path: ['sides', 0],
        expected: 'one of "nearest", "never" or an enemy unit id',
        found: '"knigths"',
        hint: 'did you mean "knights"?',
      },
    ]);
    expect(validate(charge, 'knights', ['sides', 1], { refs })).toHaveLength(1);
    // Without a context there is nothing to check a ref against.
    expect(validate(ref('unit'), 'anything')).toEqual([]);
    expect(() => validate(ref('unit'), 'x', [], { refs: {} })).toThrow(/no names for ref "unit"/);
  });

  it('matches discriminated unions by their tag', () => {
    const terrain = union(
      [
        object({ kind: oneOf(['hill', 'wood']), width: number() }, { required: ['kind', 'width'] }),
        object({ kind: oneOf(['wall']), from: tuple([number(), number()]) }, { required: ['kind', 'from'] }),
      ],
      { discriminator: 'kind' },
    );
    expect(validate(terrain, { kind: 'wall', from: [0, 1] })).toEqual([]);
    expect(validate(terrain, { kind: 'wall', width: 3 })).toEqual([
      { path: ['width'], problem: 'unknown field', expected: 'one of kind, from', found: '', at: 'key' },
      { path: ['from'], problem: 'missing field', expected: 'a list of 2 numbers', found: '' },
    ]);
    expect(validate(terrain, { kind: 'hil', width: 3 })).toEqual([
      { path: ['kind'], expected: 'one of "hill", "wood", "wall"', found: '"hil"', hint: 'did you mean "hill"?' },
    ]);
  });

  it('checks list lengths and every item', () => {
    const sides = array(object({ id: string() }, { required: ['id'] }), { minItems: 2, maxItems: 2 });
    expect(validate(sides, [{ id: 'a' }])).toEqual([{ path: [], expected: 'a list of 2 items', found: 'a list of 1' }]);
    expect(validate(sides, [{ id: 'a' }, {}])).toEqual([
      { path: [1, 'id'], problem: 'missing field', expected: 'a string', found: '' },
    ]);
    expect(validate(record(array(number(), { minItems: 1 })), { a: [], b: [1] })).toEqual([
      { path: ['a'], expected: 'a list of at least 1 item', found: 'an empty list' },
    ]);
  });

  it('rejects schema declarations that cannot work', () => {
    expect(() => object({ a: number() }, { required: ['b'] })).toThrow(/"b" is not declared/);
    expect(() => object({ a: number({ default: 1 }) }, { required: ['a'] })).toThrow(/has a default/);
  });
});

describe('toJsonSchema', () => {
  it('writes draft-07 keywords for each builder', () => {
    expect(toJsonSchema(number({ integer: true, min: 1, max: 9, default: 5, description: 'Models.' }))).toEqual({
      $schema: JSON_SCHEMA_DRAFT_07,
      type: 'integer',
      minimum: 1,
      maximum: 9,
      default: 5,
      description: 'Models.',
    });
    expect(toJsonSchema(number({ exclusiveMin: 0, exclusiveMax: 0.5 }))).toEqual({
      $schema: JSON_SCHEMA_DRAFT_07,
      type: 'number',
      exclusiveMinimum: 0,
      exclusiveMaximum: 0.5,
    });
    const { $schema, ...unit } = toJsonSchema(
      object(
        {
          id: identifier(),
          profile: union([idFrom(() => ['man', 'elf'], 'built-in profile'), object({ M: number() })]),
          base: tuple([number(), number()], { default: [20, 20] }),
          weapons: array(oneOf(['spear', 'lance']), { minItems: 1 }),
          charge: ref('enemy-unit'),
          flags: record(boolean()),
        },
        { required: ['id'] },
      ),
    );
    expect($schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(unit).toEqual({
      type: 'object',
      properties: {
        id: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]*$' },
        profile: {
          anyOf: [
            { type: 'string', enum: ['man', 'elf'], description: 'a built-in profile' },
            { type: 'object', properties: { M: { type: 'number' } }, additionalProperties: false },
          ],
        },
        base: {
          type: 'array',
          items: [{ type: 'number' }, { type: 'number' }],
          minItems: 2,
          maxItems: 2,
          additionalItems: false,
          default: [20, 20],
        },
        weapons: { type: 'array', items: { type: 'string', enum: ['spear', 'lance'] }, minItems: 1 },
        charge: { type: 'string', description: 'an enemy unit id' },
        flags: { type: 'object', additionalProperties: { type: 'boolean' } },
      },
      required: ['id'],
      additionalProperties: false,
    });
  });
});
