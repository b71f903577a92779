/**
 * Shared scaffolding for the Essence of War kernel tests: a two-side scenario text from unit
 * lines, its plan, and a kernel reset and ready at turn 1 (internals read through `any`).
 */
import { compileT9a } from '../../../../src/systems/t9a-eow/compile.ts';
import { shape } from '../../../../src/systems/t9a-eow/kernel/footprint.ts';
import { T9aKernel } from '../../../../src/systems/t9a-eow/kernel/kernel.ts';
import { moveUnit } from '../../../../src/systems/t9a-eow/kernel/movement.ts';
import { reset } from '../../../../src/systems/t9a-eow/kernel/set-up.ts';
import type { T9aPlan } from '../../../../src/systems/t9a-eow/plan.ts';
import { parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';

export interface T9aSetup {
  /** Army ids of sides a and b (default Empire against Orcs and Goblins). */
  armies?: readonly string[];
  /** The `rules:` map's contents (default `game: advanced`). */
  rules?: string;
  /** Extra top-level lines (e.g. `victory: vp\n`). */
  extra?: string;
  /** Table width and depth in inches (default 48 × 72). */
  table?: readonly [number, number];
  /** The sides' `points:`. */
  points?: readonly [number, number];
  /** Terrain pieces (flow-style YAML maps, e.g. `{ kind: impassable, x: 16, y: 20, width: 3, depth: 4 }`). */
  terrain?: readonly string[];
}

/** Scenario text with sides `a` and `b` and the given unit entries (flow-style YAML maps). */
export function t9aText(a: string[], b: string[], o: T9aSetup = {}): string {
  const armies = o.armies ?? ['empire-of-sonnstahl', 'orcs-and-goblins'];
  const [w, d] = o.table ?? [48, 72];
  const side = (id: string, i: number, units: string[]) =>
    `  - id: ${id}\n    army: ${armies[i]}\n${o.points ? `    points: ${o.points[i]}\n` : ''}    units:\n${units.map((u) => `      - ${u}`).join('\n')}\n`;
  return `format: warsim/1
system: t9a-eow
title: test
battlefield: { width: ${w}, depth: ${d}${o.terrain ? `, terrain: [${o.terrain.join(', ')}]` : ''} }
rules: { ${o.rules ?? 'game: advanced'} }
${o.extra ?? ''}sides:
${side('a', 0, a)}${side('b', 1, b)}`;
}

export function t9aCompile(text: string): T9aPlan {
  return compileT9a(parseText(text).runs[0]);
}

/** A kernel for the scenario, reset, at turn 1. */
export function t9aKernel(text: string): any {
  const k = new T9aKernel(t9aCompile(text)) as any;
  reset(k);
  k.turn = 1;
  return k;
}

export const unitOf = (k: any, id: string): number => {
  const u = k.plan.unitIds.indexOf(id);
  if (u < 0) throw new Error(`no unit ${id}`);
  return u;
};

/** One move of unit gu from where it stands now, put back there first each time: the step an allocation check repeats. */
export function moveFromHere(k: any, gu: number): () => void {
  const [x, y, f] = [k.fp.x[gu], k.fp.y[gu], k.fp.facing[gu]];
  const rng = new ScriptedRng().rng;
  return () => {
    k.fp.x[gu] = x;
    k.fp.y[gu] = y;
    k.fp.facing[gu] = f;
    shape(k, gu);
    k.marched[gu] = 0;
    moveUnit(k, rng, gu);
  };
}
