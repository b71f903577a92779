/**
 * Test harness for the WFB3 kernel: scenario text → compiled plan → kernel, then many seeded
 * simulations (metrics only) or one simulation on scripted or seeded dice with a tracer.
 */
import { Rng } from '../../../src/core/rng.ts';
import { getSystem } from '../../../src/systems/registry.ts';
import { Wfb3Kernel } from '../../../src/systems/wfb3/kernel/kernel.ts';
import type { Wfb3Plan } from '../../../src/systems/wfb3/plan.ts';
import { wfb3 } from '../../../src/systems/wfb3/system.ts';
import { parseText } from '../../helpers/load.ts';
import type { ScriptedRng } from '../../helpers/scripted-rng.ts';

/** Metric slots (system.ts): outcome, turns, rounds, then 4 per unit. */
export const OUT_OUTCOME = 0;
export const OUT_TURNS = 1;
export const OUT_ROUNDS = 2;
export const leftSlot = (u: number): number => 3 + 4 * u;
export const fateSlot = (u: number): number => 4 + 4 * u;
export const brokeSlot = (u: number): number => 5 + 4 * u;
export const roundsSlot = (u: number): number => 6 + 4 * u;

/** Compile run `runName` of a scenario given as text. */
export function compileText(text: string, runName = 'base'): Wfb3Plan {
  const loaded = parseText(text);
  const run = loaded.runs.find((r) => r.name === runName);
  if (!run) throw new Error(`no run "${runName}"`);
  return getSystem('wfb3')!.compile(run) as Wfb3Plan;
}

/** The message compiling a scenario's text refuses it with, or 'compiled'. */
export function refusalOf(text: string): string {
  try {
    compileText(text);
  } catch (e) {
    return (e as Error).message;
  }
  return 'compiled';
}

export function unitIndex(plan: Wfb3Plan, id: string): number {
  const u = plan.unitIds.indexOf(id);
  if (u < 0) throw new Error(`no unit ${id}`);
  return u;
}

/** One simulation on the given dice, with its trace. */
export function playTraced(plan: Wfb3Plan, rng: Rng | ScriptedRng): { lines: string[]; out: Int32Array } {
  const kernel = new Wfb3Kernel(plan);
  const lines: string[] = [];
  kernel.tracer = { line: (text) => lines.push(text) };
  const out = new Int32Array(wfb3.metrics(plan).length);
  kernel.run(rng as Rng, out);
  return { lines, out };
}

/** Simulations 0..sims−1 of `seed`, each record passed to `each`. */
export function simulate(plan: Wfb3Plan, sims: number, seed: number, each: (out: Int32Array, sim: number) => void): void {
  const kernel = new Wfb3Kernel(plan);
  const out = new Int32Array(wfb3.metrics(plan).length);
  const rng = new Rng();
  for (let s = 0; s < sims; s++) {
    rng.seed(seed, s);
    kernel.run(rng, out);
    each(out, s);
  }
}

/** A block of Men as the digest's worked engagement has them (rules/wfb3.md §8). */
export const MEN = '{ M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, Int: 7, Cl: 7, WP: 7 }';

/** A scenario of one unit a side, from each side's unit fields (YAML flow maps' insides). */
export function duel(opts: { a: string; b: string; first?: string; turns?: number; rules?: string; extra?: string }): string {
  return `format: warsim/1
system: wfb3
title: test
seed: 1
sims: 100
end: { turns: ${opts.turns ?? 6} }
first: ${opts.first ?? 'a'}
${opts.rules ? `rules: { ${opts.rules} }\n` : ''}sides:
  - id: a
    units:
      - { id: attackers, ${opts.a} }
  - id: b
    units:
      - { id: defenders, ${opts.b} }
${opts.extra ?? ''}`;
}

/** A scenario of whole units a side (each a YAML flow map, `{ id: ..., ... }`), for battles of more than one unit. */
export function battle(opts: { a: string[]; b: string[]; title?: string; first?: string; turns?: number; rules?: string; battlefield?: string }): string {
  const units = (list: string[]) => list.map((u) => `      - ${u}`).join('\n');
  return `format: warsim/1
system: wfb3
title: ${opts.title ?? 'test'}
seed: 1
sims: 10
end: { turns: ${opts.turns ?? 1} }
first: ${opts.first ?? 'a'}
${opts.battlefield ? `battlefield: ${opts.battlefield}\n` : ''}${opts.rules ? `rules: { ${opts.rules} }\n` : ''}sides:
  - id: a
    units:
${units(opts.a)}
  - id: b
    units:
${units(opts.b)}
`;
}
