import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario, parseScenario } from '../../src/scenario/load-scenario.ts';
import { canonicalJson, scenarioHash } from '../../src/scenario/scenario-hash.ts';
import { fakeLookup } from './fake-system.ts';

const DIR = 'test/fixtures/scenario';
const text = readFileSync(`${DIR}/valid.yaml`, 'utf8');
const hashOf = (source: string): string => parseScenario(source, 'edited.yaml', fakeLookup().options).hash;

describe('canonicalJson', () => {
  it('sorts keys at every level and keeps list order', () => {
    expect(canonicalJson({ b: 1, a: [true, { d: 2, c: 'x' }] })).toBe('{"a":[true,{"c":"x","d":2}],"b":1}');
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
  });
});

describe('scenarioHash', () => {
  it('is stable under key order, formatting, spelled-out defaults, seed and run size', () => {
    const { options } = fakeLookup();
    const base = loadScenario(`${DIR}/valid.yaml`, options);
    const reordered = loadScenario(`${DIR}/reordered.yaml`, options);
    expect(reordered.scenario.seed).not.toBe(base.scenario.seed);
    expect(reordered.hash).toBe(base.hash);
    expect(hashOf(text.replace('title:', 'seed: 5\nsims: 2000\ntitle:'))).toBe(base.hash);
    expect(scenarioHash(base.scenario)).toBe(base.hash);
  });

  it('changes with anything that changes the battle', () => {
    const base = hashOf(text);
    expect(hashOf(text.replace('models: 20', 'models: 21'))).not.toBe(base);
    expect(hashOf(text.replace('rankBonusMax: 2', 'rankBonusMax: 1'))).not.toBe(base);
    expect(hashOf(`${text}variants:\n  - { name: more, set: { sides.empire.units.halberdiers.models: 25 } }\n`)).not.toBe(base);
  });

  it('is a sha256 of the canonical scenario without seed and run size', () => {
    const { scenario } = parseScenario(text, 'valid.yaml', fakeLookup().options);
    const { seed, sims, precision, maxSims, ...kept } = scenario;
    expect([seed, sims, precision, maxSims]).toEqual([1, 100_000, 0, 1_000_000]);
    // The definition shards and `warsim merge` rely on, spelled out.
    expect(scenarioHash(scenario)).toBe(createHash('sha256').update(canonicalJson(kept)).digest('hex'));
    expect(canonicalJson(kept)).not.toMatch(/"seed"|"sims"|"precision"|"maxSims"/);
  });
});
