import { describe, expect, it } from 'vitest';
import { jsonSchemaFileName, scenarioJsonSchema, scenarioJsonSchemaText } from '../../src/scenario/json-schema.ts';
import { scenarioSchema } from '../../src/scenario/scenario-schema.ts';
import { object, number } from '../../src/scenario/schema.ts';
import { fakeSystem } from './fake-system.ts';

describe('scenarioJsonSchema', () => {
  const schema = scenarioJsonSchema(fakeSystem()) as {
    $schema: string;
    title: string;
    required: string[];
    additionalProperties: boolean;
    properties: Record<string, Record<string, unknown>>;
  };

  it('is a draft-07 schema of the generic frame', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.title).toBe('warsim scenario (Fake Battles)');
    expect(schema.required).toEqual(['format', 'system', 'title', 'sides']);
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties)).toEqual([
      '$schema', 'format', 'system', 'title', 'description', 'seed', 'sims', 'precision', 'maxSims',
      'end', 'first', 'victory', 'rules', 'battlefield', 'sides', 'variants', 'sweep',
    ]);
    expect(schema.properties.format).toMatchObject({ type: 'string', enum: ['warsim/1'] });
    expect(schema.properties.system).toMatchObject({ type: 'string', enum: ['fake'] });
    expect(schema.properties.seed).toMatchObject({ type: 'integer', minimum: 0, maximum: 4294967295, default: 1 });
    expect(schema.properties.precision).toMatchObject({ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 0.5 });
  });

  it('declares the system\'s rule flags with their defaults', () => {
    expect(schema.properties.rules).toEqual({
      description: 'House rules: rule flags of Fake Battles (`warsim rules fake` lists them).',
      type: 'object',
      properties: {
        rankBonusMax: { description: 'Highest rank bonus. (fake §1)', type: 'integer', minimum: 0, maximum: 4, default: 3 },
        fearAffectsCharge: { description: 'Fear tests before a charge. (fake §2)', type: 'boolean', default: true },
        pursuit: { description: 'Who pursues. (fake §3)', type: 'string', enum: ['always', 'test'], default: 'always' },
      },
      additionalProperties: false,
      default: {},
    });
  });

  it('embeds the unit schema, with built-in ids listed', () => {
    const sides = schema.properties.sides as { items: { anyOf: [{ properties: { units: { items: { properties: Record<string, unknown> } } } }, { properties: Record<string, unknown> }] } };
    const unit = sides.items.anyOf[0].properties.units.items.properties;
    // A side is written out, or taken from a side file.
    expect(Object.keys(sides.items.anyOf[1].properties)).toEqual(['file', 'id', 'name', 'edge', 'prefix']);
    expect(Object.keys(unit)).toEqual(['id', 'profile', 'models', 'files', 'weapons', 'command', 'base', 'position', 'tactics']);
    expect(unit.profile).toMatchObject({ anyOf: [{ type: 'string', enum: ['man', 'elf', 'dwarf'] }, { type: 'object' }] });
    expect(schema.properties.sides).toMatchObject({ type: 'array', minItems: 2, maxItems: 2 });
  });

  it('is written as two-space JSON with a final newline', () => {
    const text = scenarioJsonSchemaText(fakeSystem());
    expect(JSON.parse(text)).toEqual(schema);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.split('\n')[1]).toBe('  "$schema": "http://json-schema.org/draft-07/schema#",');
    expect(jsonSchemaFileName(fakeSystem())).toBe('fake.schema.json');
  });

  it('refuses a unit schema without id, position and tactics', () => {
    const broken = { ...fakeSystem(), unitSchema: object({ id: number() }) };
    expect(() => scenarioSchema(broken)).toThrow(/must be an object schema declaring id, position and tactics/);
  });
});
