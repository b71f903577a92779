/**
 * Fuzzing the scenario loader and the kernels (property-based, fast-check): every example
 * scenario of every system, mutated — fields deleted, given another type, a negative, huge or
 * fractional number, an empty or unknown string, duplicated — goes through loading, compiling
 * and a short run. The property: the scenario is refused with a ScenarioError placed at a line
 * and column of the file, or it loads and plays; never another exception, never more than a
 * bounded memory.
 *
 * Seeded, so it never flakes; a failure prints fast-check's seed and path, which replay it:
 *   FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run test/scenario/fuzz.test.ts
 * More cases: FUZZ_RUNS=5000 npx vitest run test/scenario/fuzz.test.ts
 */
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { Rng } from '../../src/core/rng.ts';
import { compileRuns } from '../../src/runner/compile-runs.ts';
import { ScenarioError } from '../../src/scenario/scenario-error.ts';
import { systemIds } from '../../src/systems/registry.ts';
import { parseText } from '../helpers/load.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 240);
const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const PATH = process.env.FUZZ_PATH;
/** Simulations played of every run of a scenario that loads. */
const SIMS = 4;
/** Typed-array memory a loaded scenario's kernels may take. */
const MAX_ARRAY_BYTES = 256 * 1024 * 1024;

/** The example scenarios, as parsed YAML, by system. */
const examples = systemIds().map((system) => {
  const dir = join('scenarios', system);
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));
  return { system, scenarios: files.map((f) => ({ file: join(dir, f), data: parse(readFileSync(join(dir, f), 'utf8')) as unknown })) };
});

type Json = unknown;
type Step = (string | number)[];

/** Every path in a parsed document (objects and arrays included), depth first. */
function pathsOf(value: Json, at: Step = [], out: Step[] = []): Step[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...at, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  return out;
}

/** What a mutation puts in place of a value. */
const replacement = fc.oneof(
  fc.constantFrom(-1, 0, 1, 1.5, -0.25, 7, 1e9, -1e9, 1e300, 4294967296, 100000),
  fc.constantFrom('', 'x', 'hold', 'nearest', 'never', 'roll-off', 'a', 'b', '-1', 'NaN', 'Infinity', '1e9', 'ü', 'sides'),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.integer({ min: -5, max: 500 }),
  fc.double({ min: -1000, max: 1000, noNaN: true }),
  fc.string({ maxLength: 12 }),
);

/** One mutation: where (an index into the document's paths), what, and its value or factor. */
interface Mutation {
  at: number;
  kind: string;
  value: unknown;
  factor: number;
  nudge: number;
}

// Numbers are scaled and nudged more often than values are replaced or removed, so that many
// mutants stay loadable and the kernels play them.
const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('replace', 'delete', 'duplicate', 'scale', 'nudge', 'nudge', 'nudge'),
  value: replacement,
  factor: fc.constantFrom(-1, 0, 2, 10, 1000, 0.5),
  nudge: fc.integer({ min: -20, max: 20 }),
});

function mutate(data: Json, m: Mutation): Json {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  const paths = pathsOf(copy).slice(1);
  if (paths.length === 0) return copy;
  const path = paths[m.at % paths.length];
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, k) => node[k] as Record<string | number, unknown>, copy);
  const key = path[path.length - 1];
  const old = parent[key];
  if (m.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else if (m.kind === 'duplicate' && Array.isArray(parent)) {
    parent.splice(key as number, 0, structuredClone(old));
  } else if (m.kind === 'scale' && typeof old === 'number') {
    parent[key] = old * m.factor;
  } else if (m.kind === 'nudge' && typeof old === 'number') {
    parent[key] = old + m.nudge;
  } else if (m.kind === 'nudge' || m.kind === 'scale') {
    return copy; // a number's mutation finding no number: the example as it is
  } else {
    parent[key] = m.value;
  }
  return copy;
}

/** Load, compile and play a few simulations; returns what happened, or throws what should not. */
function playMutant(text: string): 'refused' | 'played' {
  let loaded;
  try {
    loaded = parseText(text, 'fuzz.yaml');
  } catch (error) {
    if (!(error instanceof ScenarioError)) throw error;
    // Placed at a line and column of the file (or naming the file where it is unreadable).
    expect(error.message, error.message).toMatch(/^fuzz\.yaml(:\d+:\d+)?\s/m);
    return 'refused';
  }
  const compiled = compileRuns(loaded.runs);
  const rng = new Rng();
  compiled.kernels.forEach((kernel, r) => {
    for (let sim = 0; sim < SIMS; sim++) {
      rng.seed(loaded.scenario.seed, sim);
      kernel.run(rng, compiled.outputs[r]);
    }
  });
  expect(process.memoryUsage().arrayBuffers).toBeLessThan(MAX_ARRAY_BYTES);
  return 'played';
}

describe('mutated example scenarios are refused at a line and column, or played', () => {
  it(`holds for ${RUNS} mutants of the examples of every system (seed ${SEED})`, () => {
    const outcomes = { refused: 0, played: 0 };
    const scenario = fc.constantFrom(...examples.flatMap((e) => e.scenarios));
    fc.assert(
      fc.property(scenario, fc.array(mutation, { minLength: 1, maxLength: 3 }), (example, mutations) => {
        const mutant = mutations.reduce((data, m) => mutate(data, m), example.data);
        outcomes[playMutant(stringify(mutant))]++;
      }),
      { numRuns: RUNS, seed: SEED, path: PATH, endOnFailure: true },
    );
    // The mutants reach both sides of the property.
    expect(outcomes.refused).toBeGreaterThan(RUNS / 10);
    expect(outcomes.played).toBeGreaterThan(RUNS / 10);
  });
});
