// Going round Impassable terrain (rules/t9a_eow.md §1.3, §1.4, §3.3; the policy is
// kernel.ts wayRound(), described in the system README under "Geometry"): an ordinary move —
// the Movement-phase Advance or March towards the target — that a piece would stop short
// makes for a corner of the piece instead, on the side with the shorter path, keeping more
// than 1" from it; with no way round open it stops short as before. The expected sides and
// turn counts follow from the geometry of each table, worked out in the comments.
import { describe, expect, it, vi } from 'vitest';
import * as footprint from '../../../../src/systems/t9a-eow/kernel/footprint.ts';
import { moveUnit } from '../../../../src/systems/t9a-eow/kernel/movement.ts';
import { nearestImpassable } from '../../../../src/systems/t9a-eow/kernel/terrain.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { t9aKernel, t9aText, unitOf } from './harness.ts';

const rock = (x: number, y: number, width: number, depth: number, name = 'rock') =>
  `{ kind: impassable, x: ${x}, y: ${y}, width: ${width}, depth: ${depth}, name: ${name} }`;
// Iron Orcs 6×2 facing down the 48"×72" table, 30" up from the movers: the target.
const ORCS = '{ id: o, unit: iron-orcs, position: { x: 18, y: 40, facing: 180 } }';
// Imperial Guard 5×3 (20 mm bases: 3.94" wide, 2.36" deep; Adv 4, Mar 8).
const guardAt = (x: number) => `{ id: gu, unit: imperial-guard, position: { x: ${x}, y: 10 } }`;
// A Basic map rock (3×4", §1.4) 6" in front of the Guard, x 16.5–19.5, y 16–20.
const ROCK = rock(16.5, 16, 3, 4);

/**
 * Play u's Movement-phase move `count` times, recording its front centre and its least gap to
 * Impassable terrain after each, and the least gap anywhere along the straight part of each
 * move (sampled every 0.1" by wrapping the kernel's stepRes(), spied on in its module).
 */
function moves(k: any, u: number, count: number) {
  const lines: string[] = [];
  k.tracer = { line: (t: string) => lines.push(t) };
  const after: { x: number; y: number; gap: number }[] = [];
  let least = Infinity;
  const step = footprint.stepRes;
  const spy = vi.spyOn(footprint, 'stepRes').mockImplementation((w: any, v: number) => {
    if (w !== k) return step(w, v);
    const [x, y, d] = [k.fp.x[v], k.fp.y[v], k.res];
    for (let s = 0; s <= Math.ceil(d * 10); s++) {
      const q = Math.min(s / 10, d);
      k.fp.x[v] = x + k.fp.sin[v] * q;
      k.fp.y[v] = y + k.fp.cos[v] * q;
      nearestImpassable(k, v);
      if (v === u && k.res < least) least = k.res;
    }
    k.fp.x[v] = x;
    k.fp.y[v] = y;
    k.res = d;
    step(k, v);
  });
  for (let i = 0; i < count; i++) {
    k.moved.fill(0);
    k.marched.fill(0);
    moveUnit(k, new ScriptedRng().rng, u);
    nearestImpassable(k, u);
    after.push({ x: k.fp.x[u], y: k.fp.y[u], gap: k.res });
  }
  spy.mockRestore();
  return { lines, after, least };
}

/** The y of u's centre. */
const centreY = (k: any, u: number) => k.fp.y[u] - k.fp.cos[u] * k.fp.d[u] * 0.5;

describe('an ordinary move goes round an Impassable piece in its way (§1.3, §1.4, §3.3)', () => {
  it('the Guard behind a rock gets past it within three moves, more than 1" clear all the way', () => {
    // In the open the Guard's 8" Marches bring its front from y 10 to 18, 26, 34 (then 1.01"
    // short of the Orcs). Here the rock stops a straight March at y 15 (the near edge, 16, less
    // the spacing); going round it — two Marches with wheels of 4.5" and 5", out to the right
    // corner and up beside the rock — the Guard's centre passes the rock's far edge (y 20) with
    // its third move, a March on at the Orcs.
    const k = t9aKernel(t9aText([guardAt(18.8)], [ORCS], { terrain: [ROCK] }));
    const gu = unitOf(k, 'gu');
    const { lines, after, least } = moves(k, gu, 3);
    for (const a of after) expect(a.gap).toBeGreaterThan(1);
    expect(least).toBeGreaterThan(1); // on the way too
    expect(centreY(k, gu)).toBeGreaterThan(20); // past the rock's far edge
    expect(lines.filter((l) => /, going right round the rock\.$/.test(l)).length).toBe(2);
    expect(lines.at(-1)).toBe('Imperial Guard marches 8.0".');
  });

  it('takes the nearer side: right of the rock when it stands right of its middle, left when left (mirror images)', () => {
    // The Guard's centre 0.8" right of the rock's middle (x 18): the path by the right corner is
    // shorter, so it goes right; 0.8" left of it, left, to the mirror-image place.
    const right = t9aKernel(t9aText([guardAt(18.8)], [`{ id: o, unit: iron-orcs, position: { x: 18.8, y: 40, facing: 180 } }`], { terrain: [ROCK] }));
    const left = t9aKernel(t9aText([guardAt(17.2)], [`{ id: o, unit: iron-orcs, position: { x: 17.2, y: 40, facing: 180 } }`], { terrain: [ROCK] }));
    const r = moves(right, unitOf(right, 'gu'), 1);
    const l = moves(left, unitOf(left, 'gu'), 1);
    expect(r.lines.at(-1)).toMatch(/^Imperial Guard marches 8\.0", going right round the rock\.$/);
    expect(l.lines.at(-1)).toMatch(/^Imperial Guard marches 8\.0", going left round the rock\.$/);
    expect(r.after[0].x).toBeGreaterThan(19.5); // out beyond the rock's right edge
    expect(l.after[0].x).toBeLessThan(16.5);
    // Mirror images about x = 18.
    expect(r.after[0].x - 18).toBeCloseTo(18 - l.after[0].x, 6);
    expect(r.after[0].y).toBeCloseTo(l.after[0].y, 6);
  });

  it('a single model (it pivots freely) goes round too, and then marches on at its target', () => {
    // A Marshal on foot (Mar 8): 20 mm base, so its corner lies 1.25" + half its diagonal out.
    const k = t9aKernel(t9aText(['{ id: m, unit: marshal, position: { x: 18.5, y: 10 } }'], [ORCS], { terrain: [ROCK] }));
    const m = unitOf(k, 'm');
    const { lines, after, least } = moves(k, m, 3);
    for (const a of after) expect(a.gap).toBeGreaterThan(1);
    expect(least).toBeGreaterThan(1);
    expect(lines[0]).toMatch(/, going right round the rock\.$/);
    expect(centreY(k, m)).toBeGreaterThan(20);
    expect(lines[2]).toBe('Marshal marches 8.0".');
  });

  it('keeps stopping short when neither way round is open: a wall to the table edges, or friends on both sides', () => {
    // A wall across the table (x 2–46): both corners would put the Guard off the table.
    const wall = t9aKernel(t9aText([guardAt(18)], [ORCS], { terrain: [rock(2, 16, 44, 4, 'wall')] }));
    const gu = unitOf(wall, 'gu');
    const w = moves(wall, gu, 2);
    expect(w.after[0].y).toBeGreaterThan(14.9);
    expect(w.after[0].y).toBeLessThan(15); // 1.01" short of the wall, as before
    expect(w.after[1].y).toBeCloseTo(w.after[0].y, 9); // and stays there
    expect(w.lines.some((l) => /go round/.test(l))).toBe(false);
    // The rock with Spearmen standing beside it on both sides, where either way round goes.
    const hemmed = t9aKernel(
      t9aText(
        [guardAt(18), '{ id: s1, unit: spearmen, position: { x: 12, y: 18 } }', '{ id: s2, unit: spearmen, position: { x: 24, y: 18 } }'],
        [ORCS],
        { terrain: [ROCK] },
      ),
    );
    const h = moves(hemmed, unitOf(hemmed, 'gu'), 1);
    expect(h.after[0].y).toBeGreaterThan(14.9);
    expect(h.after[0].y).toBeLessThan(15);
    expect(h.after[0].x).toBeCloseTo(18, 9);
  });

  it('a unit marching for the objective (`move: centre`) goes round a rock between it and the table centre', () => {
    // The 48"×72" table's centre is (24, 36); a rock 3×4" at x 22.5–25.5, y 20–24 stands in the
    // Guard's straight way from (24.8, 10). It goes right (the shorter way), more than 1" clear
    // of it all the way, and its fourth move, from beside the rock, marches on for the centre.
    const guard = '{ id: gu, unit: imperial-guard, position: { x: 24.8, y: 10 }, tactics: { move: centre } }';
    const k = t9aKernel(t9aText([guard], ['{ id: o, unit: iron-orcs, position: { x: 40, y: 64, facing: 180 } }'], { terrain: [rock(22.5, 20, 3, 4)] }));
    const gu = unitOf(k, 'gu');
    const { lines, after, least } = moves(k, gu, 4);
    const made = lines.filter((l) => !/ wheels /.test(l)); // the moves, not their wheels
    expect(made[0]).toBe('Imperial Guard marches 8.0" for the objective, going right round the rock.');
    expect(made[3]).toBe('Imperial Guard marches 8.0" for the objective.');
    for (const a of after) expect(a.gap).toBeGreaterThan(1);
    expect(least).toBeGreaterThan(1);
    expect(centreY(k, gu)).toBeGreaterThan(24);
  });

  it('a rock beside the way changes nothing: the move is the one made on an open table', () => {
    const open = t9aKernel(t9aText([guardAt(18)], [ORCS], {}));
    const beside = t9aKernel(t9aText([guardAt(18)], [ORCS], { terrain: [rock(24, 16, 3, 4)] }));
    const a = moves(open, unitOf(open, 'gu'), 3);
    const b = moves(beside, unitOf(beside, 'gu'), 3);
    expect(b.lines).toEqual(a.lines);
    for (let i = 0; i < 3; i++) {
      expect(b.after[i].x).toBe(a.after[i].x);
      expect(b.after[i].y).toBe(a.after[i].y);
    }
  });

});
