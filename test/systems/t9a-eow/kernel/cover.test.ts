// Cover judged per shooting model (rules/t9a_eow.md §5, §11.1 example 12, Figures 8–9; flag
// coverTest `per-model`, the default): each model in ranks 1–2 finds the arc of the target it
// stands in, and the target has cover against it when at least half of that Target Facing is
// obscured from the model's front — by other units' boundaries, Impassable or Elevated terrain,
// or by lying inside or behind Hindering terrain.
import { describe, expect, it } from 'vitest';
import { arc135Face, FRONT, RIGHT } from '../../../../src/battlefield/arcs.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { coverObstacles, modelCover, modelPlace } from '../../../../src/systems/t9a-eow/kernel/cover.ts';
import { reset } from '../../../../src/systems/t9a-eow/kernel/set-up.ts';
import { canShootAt, shoot } from '../../../../src/systems/t9a-eow/kernel/shooting.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { t9aKernel, t9aText, unitOf } from './harness.ts';

const unit = unitOf;
const piece = (kind: string, x: number, y: number, width: number, depth: number) => `{ kind: ${kind}, x: ${x}, y: ${y}, width: ${width}, depth: ${depth} }`;
// Iron Orcs 6×2 on 25 mm bases: their front 5.91" wide (x 15.05–20.95) along y = 20, facing
// down the table (facing 180: their right flank is the x = 15.05 side).
const ORCS = '{ id: o, unit: iron-orcs, position: { x: 18, y: 20, facing: 180 } }';
const guns = (x: number, y: number) => `{ id: g, unit: handgunners, position: { x: ${x}, y: ${y} } }`;

function kernel(a: string[], b: string[], terrain: string[], rules = 'game: advanced'): any {
  return t9aKernel(t9aText(a, b, { terrain, rules }));
}

/** The Aim(s) of the Handgunners' volley at the Orcs, as the trace prints them: "4+", or "4+, 5+ for 3 of 10 in cover". */
function aims(k: any): string {
  const lines: string[] = [];
  k.tracer = { line: (t: string) => lines.push(t) };
  shoot(k, new ScriptedRng().thenAll(1).rng, unit(k, 'g'), unit(k, 'o'));
  k.tracer = null;
  const m = /\(([^)]*)\)/.exec(lines[0]);
  if (!m) throw new Error(`no aim in ${lines[0]}`);
  return m[1];
}

/** The Orcs' facing the m-th Handgunner stands in the arc of, and whether the Orcs have cover against it. */
function modelView(k: any, m: number): { face: number; cover: boolean } {
  const [g, o] = [unit(k, 'g'), unit(k, 'o')];
  coverObstacles(k, g, o);
  const cover = modelCover(k, g, m, o) as boolean;
  modelPlace(k, g, m);
  const e = k.modelEdge as Float64Array;
  k.arcPoint.x = (e[0] + e[2]) / 2;
  k.arcPoint.y = (e[1] + e[3]) / 2;
  return { face: arc135Face(k.fp, o, k.arcPoint), cover };
}

describe('example 12, Figure 9: cover inside Hindering terrain, judged per model', () => {
  // Handgunners 5×2 (20 mm bases) in front of the Orcs and to their right, 8" short of their
  // front: the two left files of the front rank and the left model of the second stand in the
  // Orcs' right flank arc, the rest in their front arc. A wood (x 13–16) holds the whole of the
  // Orcs' right flank and 0.95" of their 5.91" front.
  const WOOD = [piece('hindering', 13, 19.5, 3, 5)];
  const k = kernel([guns(7.4, 12)], [ORCS], WOOD);

  it('the left model is in the flank arc: more than half that facing is in the wood — cover', () => {
    expect(modelView(k, 0)).toEqual({ face: RIGHT, cover: true });
  });

  it('the right model is in the front arc: less than half that facing is in the wood — no cover', () => {
    expect(modelView(k, 4)).toEqual({ face: FRONT, cover: false });
  });

  it('the volley: 7 models hit on 4+, 3 on 5+; judged once for the unit (flag coverTest: facing-centre) none has cover', () => {
    expect(aims(k)).toBe('4+, 5+ for 3 of 10 in cover');
    expect(aims(kernel([guns(7.4, 12)], [ORCS], WOOD, 'game: advanced, coverTest: facing-centre'))).toBe('4+');
  });

  it('through the dice: the mean hits of a volley are 7 × 1/2 + 3 × 1/3 = 4.5 (all in cover 3.33, none 5)', () => {
    const n = 3000;
    const rng = new Rng(12, 0);
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    let hits = 0;
    for (let i = 0; i < n; i++) {
      reset(k);
      lines.length = 0;
      shoot(k, rng, unit(k, 'g'), unit(k, 'o'));
      hits += Number(/: (\d+) hits?/.exec(lines[0])![1]);
    }
    k.tracer = null;
    // Variance per volley 7 × 1/4 + 3 × 2/9 = 2.417; standard error of the mean 0.028.
    const se = Math.sqrt((7 / 4 + 6 / 9) / n);
    expect(Math.abs(hits / n - 4.5)).toBeLessThan(4 * se);
  });
});

describe('example 12, Figure 8: cover from other units and terrain that blocks sight', () => {
  // The Handgunners 10" straight in front of the Orcs. Two Veteran Orcs (25 mm, 1.97" wide,
  // x 15.22–17.18, y 17.53–19.5) stand before the left of the target's front; a rock
  // (x 19–20.8, y 17.5–19.5) before its right.
  const BLOCK = '{ id: b, unit: veteran-orcs, models: 2, files: 2, position: { x: 16.2, y: 19.5 } }';
  const ROCK = piece('impassable', 19, 17.5, 1.8, 2);

  it('the unit alone, or the rock alone, hides less than half the facing: no cover', () => {
    expect(aims(kernel([guns(18, 10)], [ORCS, BLOCK], []))).toBe('4+');
    expect(aims(kernel([guns(18, 10)], [ORCS], [ROCK]))).toBe('4+');
  });

  it('together they hide more than half of it from every Handgunner: cover', () => {
    const k = kernel([guns(18, 10)], [ORCS, BLOCK], [ROCK]);
    expect(canShootAt(k, unit(k, 'g'), unit(k, 'o'), 24)).toBe(true);
    expect(aims(k)).toBe('5+');
    // Judged for the unit by terrain alone (flag coverTest: facing-centre), neither counts.
    expect(aims(kernel([guns(18, 10)], [ORCS, BLOCK], [ROCK], 'game: advanced, coverTest: facing-centre'))).toBe('4+');
  });

  it('a friend of the shooter hides as well as a friend of the target', () => {
    const friend = '{ id: b, unit: imperial-guard, models: 3, files: 3, position: { x: 16.2, y: 19.5 } }';
    expect(aims(kernel([guns(18, 10), friend], [ORCS], [ROCK]))).toBe('5+');
  });

  it('an Elevated model ignores intervening units that are not Elevated (§1.4): from a hill only the rock counts', () => {
    // The hill (y 7–10.5) holds the centres of both ranks; the Orcs and the blocking unit stand off it.
    expect(aims(kernel([guns(18, 10)], [ORCS, BLOCK], [ROCK, piece('elevated', 10, 7, 16, 3.5)]))).toBe('4+');
    // Only the second rank's centres (y 8.82) on a lower hill (y 7–9): the front rank still has the unit in the way.
    expect(aims(kernel([guns(18, 10)], [ORCS, BLOCK], [ROCK, piece('elevated', 10, 7, 16, 2)]))).toBe('4+, 5+ for 5 of 10 in cover');
  });
});

describe('where each shooting model stands (§5, §8.1)', () => {
  it('the rank and file fill the places a joined character leaves; the character shoots from its own', () => {
    // Handgunners (9) + a Wizard at (24, 20) facing up: 5 files of 0.787"; the Wizard in the
    // middle place of the front rank (file 2).
    const k = t9aKernel(
      t9aText(['{ id: g, unit: handgunners, position: { x: 24, y: 20 } }', '{ id: w, unit: wizard, joins: g }'], ['{ id: o, unit: veteran-orcs, position: { x: 24, y: 40, facing: 180 } }']),
    );
    const w = 20 / 25.4;
    const middle = (u: string, m: number) => {
      modelPlace(k, unit(k, u), m);
      const e = k.modelEdge as Float64Array;
      return [(e[0] + e[2]) / 2, (e[1] + e[3]) / 2];
    };
    const file = (i: number) => 24 + (i - 2) * w;
    expect(middle('w', 0)[0]).toBeCloseTo(file(2), 6);
    expect(middle('g', 1)[0]).toBeCloseTo(file(1), 6);
    expect(middle('g', 2)[0]).toBeCloseTo(file(3), 6); // passes over the Wizard's place
    const second = middle('g', 4); // the first model of the second rank
    expect(second[0]).toBeCloseTo(file(0), 6);
    expect(second[1]).toBeCloseTo(20 - w, 6);
  });
});
