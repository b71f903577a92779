/**
 * The scenario hash: what `warsim merge` compares to be sure shards played the same battle.
 */
import { createHash } from 'node:crypto';
import type { Scenario } from './types.ts';

/**
 * Fields left out of the hash: the run size differs between shards and precision runs, and
 * the seed is checked on its own so a seed mismatch gets its own message.
 */
const UNHASHED: ReadonlySet<string> = new Set(['seed', 'sims', 'precision', 'maxSims']);

/**
 * sha256 (hex) of the canonical JSON of a loaded scenario (defaults filled, keys sorted)
 * without seed, sims, precision and maxSims. Two files that differ only in key order,
 * formatting, comments, spelled-out defaults or run size hash alike.
 */
export function scenarioHash(scenario: Scenario): string {
  const kept = Object.fromEntries(Object.entries(scenario).filter(([key]) => !UNHASHED.has(key)));
  return createHash('sha256').update(canonicalJson(kept)).digest('hex');
}

/**
 * JSON with object keys sorted at every level and no whitespace, so equal data gives equal
 * text. Undefined object fields are left out, as JSON.stringify does.
 *
 * @example canonicalJson({ b: 1, a: [true, { d: 2, c: 'x' }] }) // → '{"a":[true,{"c":"x","d":2}],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
