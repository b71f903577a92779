// Terrain pieces on the table (rules/t9a_eow.md §1.4): Impassable, Hindering and Elevated
// rectangles — spacing and movement (§1.3, §3.3, example 3), line of sight and cover (§5,
// example 11), Dangerous terrain after March, Charge, Flee and Pursuit moves (§2.4, §6.6),
// Broken Ranks (§6.5), Forest Walker and Fly (§7), and the Druidism ranges (§4.5).
import { describe, expect, it } from 'vitest';
import { rectBoxGap } from '../../../../src/battlefield/rect.ts';
import { Segment } from '../../../../src/battlefield/segment.ts';
import { alive } from '../../../../src/systems/rank-and-file/unit-state.ts';
import { inSight } from '../../../../src/systems/t9a-eow/kernel/arcs.ts';
import { hpLeft } from '../../../../src/systems/t9a-eow/kernel/casualties.ts';
import { chargeMove } from '../../../../src/systems/t9a-eow/kernel/charge-moves.ts';
import { canDeclare } from '../../../../src/systems/t9a-eow/kernel/charge-phase.ts';
import { steadfast } from '../../../../src/systems/t9a-eow/kernel/combat-result.ts';
import { afterMove } from '../../../../src/systems/t9a-eow/kernel/dangerous-terrain.ts';
import { shape } from '../../../../src/systems/t9a-eow/kernel/footprint.ts';
import { moveUnit } from '../../../../src/systems/t9a-eow/kernel/movement.ts';
import { fleeFrom } from '../../../../src/systems/t9a-eow/kernel/panic-and-flee.ts';
import { pursueMove } from '../../../../src/systems/t9a-eow/kernel/pursuit.ts';
import { canShootAt, shoot } from '../../../../src/systems/t9a-eow/kernel/shooting.ts';
import { spellTarget } from '../../../../src/systems/t9a-eow/kernel/spell-targets.ts';
import { meleeRolls } from '../../../../src/systems/t9a-eow/kernel/strikes.ts';
import { inHindering, nearestImpassable } from '../../../../src/systems/t9a-eow/kernel/terrain.ts';
import { M_COUNT, M_DANGER } from '../../../../src/systems/t9a-eow/magic-plan.ts';
import { segmentBox, TERRAIN_ELEVATED, TERRAIN_HINDERING, TERRAIN_IMPASSABLE } from '../../../../src/systems/t9a-eow/terrain.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { t9aCompile, t9aKernel, t9aText, unitOf } from './harness.ts';

const unit = unitOf;
const piece = (kind: string, x: number, y: number, width: number, depth: number) => `{ kind: ${kind}, x: ${x}, y: ${y}, width: ${width}, depth: ${depth} }`;
const kernelWith = (a: string[], b: string[], terrain: string[], o: { armies?: string[]; rules?: string } = {}) => t9aKernel(t9aText(a, b, { ...o, terrain }));

function traced(k: any): string[] {
  const lines: string[] = [];
  k.tracer = { line: (t: string) => lines.push(t) };
  return lines;
}

// Handgunners 5×2 (20 mm: 3.94" wide, 1.57" deep) at (18, 10) facing up the table; Iron Orcs
// 6×2 (25 mm: 5.91" wide) 10" away facing them, so neither long range nor moving applies: 4+.
const GUNS = '{ id: g, unit: handgunners, position: { x: 18, y: 10 } }';
const ORCS = '{ id: o, unit: iron-orcs, position: { x: 18, y: 20, facing: 180 } }';

/** The Aim the Handgunners shoot the Orcs with, from the shooting trace ("(5+)"). */
function aimAt(k: any): number {
  const lines = traced(k);
  shoot(k, new ScriptedRng().thenAll(1).rng, unit(k, 'g'), unit(k, 'o'));
  const m = /\((\d)\+\)/.exec(lines[0]);
  if (!m) throw new Error(`no aim in ${lines[0]}`);
  return Number(m[1]);
}

const sees = (k: any, a = 'g', b = 'o') => canShootAt(k, unit(k, a), unit(k, b), 24) as boolean;

describe('terrain geometry (terrain.ts, battlefield/rect.ts)', () => {
  it('rectBoxGap: the gap between a unit rectangle and a piece, negative by the least depth when they overlap', () => {
    const box = Float64Array.of(3, 0, 4, 1, 0.5, -0.5, 2, 2, 2, -5, 3, 5, -0.5, 0.5, 2, 3);
    const out = new Float64Array(1);
    // Facing up: x −1..1, y −1..0 (front centre (0, 0), 2" wide, 1" deep).
    const up = Float64Array.of(0, 0, 0, 1, 2, 1);
    rectBoxGap(up, box, 0, out);
    expect(out[0]).toBeCloseTo(2, 9);
    rectBoxGap(up, box, 1, out);
    expect(out[0]).toBeCloseTo(-0.5, 9);
    // Facing right (90°): x −1..0, y −1..1.
    const right = Float64Array.of(0, 0, 1, 0, 2, 1);
    rectBoxGap(right, box, 2, out);
    expect(out[0]).toBeCloseTo(2, 9);
    rectBoxGap(right, box, 1, out);
    expect(out[0]).toBeCloseTo(0.5, 9);
    rectBoxGap(right, box, 3, out);
    expect(out[0]).toBeCloseTo(-0.5, 9);
  });

  it('segmentBox: where a sight line enters and leaves a piece; a miss is false', () => {
    const box = Float64Array.of(2, -1, 4, 1, 2, 0.5, 4, 1);
    const span = new Segment();
    expect(segmentBox(Float64Array.of(0, 0, 10, 0), box, 0, span)).toBe(true);
    expect([span.tIn, span.tOut]).toEqual([0.2, 0.4]);
    expect(segmentBox(Float64Array.of(0, 0, 10, 0), box, 1, span)).toBe(false);
    // A line running exactly along an edge grazes it; just inside, it crosses.
    const edge = Float64Array.of(18, 4, 20, 6);
    expect(segmentBox(Float64Array.of(18, 0, 18, 10), edge, 0, span)).toBe(false);
    expect(segmentBox(Float64Array.of(20, 0, 20, 10), edge, 0, span)).toBe(false);
    expect(segmentBox(Float64Array.of(0, 6, 30, 6), edge, 0, span)).toBe(false);
    expect(segmentBox(Float64Array.of(18.5, 0, 18.5, 10), edge, 0, span)).toBe(true);
  });

  it('compiles the pieces into columns, refuses a unit standing in Impassable terrain, and the schema refuses segments', () => {
    const plan = t9aCompile(t9aText([GUNS], [ORCS], { terrain: [piece('elevated', 1, 2, 6, 8), piece('hindering', 30, 30, 6, 4), piece('impassable', 40, 50, 3, 4)] }));
    expect(Array.from(plan.terrainKind)).toEqual([TERRAIN_ELEVATED, TERRAIN_HINDERING, TERRAIN_IMPASSABLE]);
    expect(Array.from(plan.terrainBox)).toEqual([1, 2, 7, 10, 30, 30, 36, 34, 40, 50, 43, 54]);
    expect(() => t9aCompile(t9aText([GUNS], [ORCS], { terrain: [piece('impassable', 17, 8, 2, 1)] }))).toThrow(/outside Impassable terrain/);
    expect(() => t9aCompile(t9aText([GUNS], [ORCS], { terrain: ['{ kind: wall, from: [0, 0], to: [5, 5] }'] }))).toThrow(/terrain/);
  });
});

describe('Impassable terrain: movement and spacing (§1.3, §1.4, §3.3)', () => {
  const GUARD = '{ id: gu, unit: imperial-guard, position: { x: 18, y: 10 } }';
  const FAR = '{ id: o, unit: iron-orcs, position: { x: 18, y: 40, facing: 180 } }';

  it('a March ends more than 1" from a piece in its way', () => {
    // Imperial Guard (Mar 8) march 8" up the table in the open, front edge from y = 10 to 18.
    const open = kernelWith([GUARD], [FAR], []);
    moveUnit(open, new ScriptedRng().rng, unit(open, 'gu'));
    expect(open.fp.y[unit(open, 'gu')]).toBeCloseTo(18, 6);
    // A wall whose near edge is at y = 16 stops the front just over 1" short of it. (It runs
    // nearly edge to edge, so there is no way round it: impassable-way-round.test.ts.)
    const k = kernelWith([GUARD], [FAR], [piece('impassable', 2, 16, 44, 4)]);
    const gu = unit(k, 'gu');
    moveUnit(k, new ScriptedRng().rng, gu);
    expect(k.fp.y[gu]).toBeGreaterThan(14.9);
    expect(k.fp.y[gu]).toBeLessThan(15);
    nearestImpassable(k, gu);
    expect(k.res).toBeGreaterThan(1);
  });

  it('example 3: a unit already within 1" of Impassable terrain may stay within 1" of it (it moves along it freely)', () => {
    // The rock's right edge is 0.53" from the Guard's left flank; marching past it never closes on it.
    const k = kernelWith([GUARD], [FAR], [piece('impassable', 12, 7, 3.5, 4)]);
    const gu = unit(k, 'gu');
    nearestImpassable(k, gu);
    expect(k.res).toBeLessThan(1);
    moveUnit(k, new ScriptedRng().rng, gu);
    expect(k.fp.y[gu]).toBeCloseTo(18, 6);
  });

  it('a pursuer stops 1" short of Impassable terrain (§6.6)', () => {
    const k = kernelWith(['{ id: cav, unit: electoral-cavalry, position: { x: 18, y: 10 } }'], [FAR], [piece('impassable', 15, 16, 6, 3)]);
    const cav = unit(k, 'cav');
    k.pSin = 0;
    k.pCos = 1;
    pursueMove(k, new ScriptedRng().rng, cav, 10);
    expect(k.fp.y[cav]).toBeCloseTo(15, 6);
  });

  it('a unit left overlapping a piece may move out of it, not along or further into it', () => {
    // The Guard (x 16.03–19.97), 0.53" from a rock at x 20.5–23.5, put 0.42" into it by hand
    // (as a pivot could leave it).
    const overlapping = (orcsX: number) => {
      const k = kernelWith([GUARD], [`{ id: o, unit: iron-orcs, position: { x: ${orcsX}, y: 40, facing: 180 } }`], [piece('impassable', 20.5, 6, 3, 24)]);
      const gu = unit(k, 'gu');
      k.fp.x[gu] += 0.95;
      shape(k, gu);
      nearestImpassable(k, gu);
      expect(k.res).toBeCloseTo(-0.4185, 3);
      moveUnit(k, new ScriptedRng().rng, gu);
      return { k, gu };
    };
    // Straight ahead, along the inside of the rock, it could not move: it goes round the rock
    // instead (wayRound()), out to its left, each step lessening the overlap.
    const along = overlapping(18.95);
    expect(along.k.fp.y[along.gu]).toBeGreaterThan(10);
    expect(along.k.fp.x[along.gu]).toBeLessThan(18.95);
    nearestImpassable(along.k, along.gu);
    expect(along.k.res).toBeGreaterThan(-0.25); // 0.42" into it before, 0.19" after
    // Towards Orcs off to the left: each step lessens the overlap. A March would turn by a
    // wheel about the left front corner, which swings the right rear corner deeper into the
    // rock (§3.3), so it Advances instead: a Pivot first, then its Adv of 4", out of the rock.
    const out = overlapping(4);
    expect(out.k.marched[out.gu]).toBe(0);
    expect(out.k.fp.y[out.gu]).toBeGreaterThan(12);
    nearestImpassable(out.k, out.gu);
    expect(out.k.res).toBeGreaterThan(0);
  });

  it('a Steam march that makes no contact ends more than 1" from a rock, as any March (§1.3, §3.3)', () => {
    const k = kernelWith(['{ id: tank, unit: steam-tank, position: { x: 18, y: 10 } }'], [FAR], [piece('impassable', 15, 20, 6, 4)]);
    const tank = unit(k, 'tank');
    moveUnit(k, new ScriptedRng().roll(6, 6, 6, 6).rng, tank); // 4D3 = 12"
    expect(k.marched[tank]).toBe(1);
    nearestImpassable(k, tank);
    expect(k.res).toBeGreaterThan(1);
    expect(k.res).toBeLessThan(1.1);
  });

  it('a charge that would catch a fleeing unit beyond a rock is a failed charge, not a pass through the rock', () => {
    const FLEEING = 2;
    const catchAt = (terrain: string[]) => {
      const k = kernelWith(['{ id: cav, unit: electoral-cavalry, position: { x: 18, y: 10 } }'], ['{ id: o, unit: iron-orcs, position: { x: 18, y: 26, facing: 0 } }'], terrain);
      const [cav, o] = [unit(k, 'cav'), unit(k, 'o')];
      k.status[o] = FLEEING;
      chargeMove(k, new ScriptedRng().roll(6, 6, 6).rng, cav, o);
      return { k, cav, o };
    };
    const open = catchAt([]);
    expect(alive(open.k.status, open.o)).toBe(false);
    const rock = catchAt([piece('impassable', 12, 19.5, 12, 3)]);
    expect(rock.k.status[rock.o]).toBe(FLEEING);
    expect(rock.k.fp.y[rock.cav]).toBeLessThan(19.5);
    nearestImpassable(rock.k, rock.cav);
    expect(rock.k.res).toBeGreaterThan(0);
  });

  it('a charge is not declared along a path that enters Impassable terrain, though the target is in sight; a Fly charger only needs to land clear', () => {
    // The rock sits in front of the cavalry's two left files; its right end still sees the Orcs.
    const rock = [piece('impassable', 15, 14, 1.5, 2)];
    const k = kernelWith(['{ id: cav, unit: electoral-cavalry, position: { x: 18, y: 10 } }'], [ORCS], rock);
    const [cav, o] = [unit(k, 'cav'), unit(k, 'o')];
    expect(inSight(k, cav, o)).toBe(true);
    expect(canDeclare(k, cav, o)).toBe(false);
    expect(canDeclare(kernelWith(['{ id: cav, unit: electoral-cavalry, position: { x: 18, y: 10 } }'], [ORCS], []), 0, 1)).toBe(true);
    // Pegasus Knights (Fly) fly over it.
    const fly = kernelWith(['{ id: peg, unit: pegasus-knights, position: { x: 18, y: 10 } }'], [ORCS], rock, { armies: ['kingdom-of-equitaine', 'orcs-and-goblins'] });
    expect(canDeclare(fly, unit(fly, 'peg'), unit(fly, 'o'))).toBe(true);
  });
});

describe('line of sight and cover (§1.3, §1.4, §5)', () => {
  it('Impassable terrain blocks sight, and gives cover when it hides at least half the target facing (§5, per model)', () => {
    expect(sees(kernelWith([GUNS], [ORCS], []))).toBe(true);
    expect(aimAt(kernelWith([GUNS], [ORCS], []))).toBe(4);
    // A wall of rock across the whole view: no line reaches the Orcs.
    expect(sees(kernelWith([GUNS], [ORCS], [piece('impassable', 12, 14, 12, 3)]))).toBe(false);
    // A rock 1" square on the line between the centres hides less than half the Orcs' front
    // from every Handgunner: no cover.
    const k = kernelWith([GUNS], [ORCS], [piece('impassable', 17.5, 16, 1, 1)]);
    expect(sees(k)).toBe(true);
    expect(aimAt(k)).toBe(4);
    // A 2.4" rock hides more than half of it from each of them, its ends still in sight: cover.
    const wide = kernelWith([GUNS], [ORCS], [piece('impassable', 16.8, 16, 2.4, 1)]);
    expect(sees(wide)).toBe(true);
    expect(aimAt(wide)).toBe(5);
  });

  it('flag coverTest: facing-centre gives cover when the centre of the facing is hidden; half-facing needs half of it', () => {
    // The 1" rock hides the centre of the Orcs' front from the middle of the Handgunners' front.
    expect(aimAt(kernelWith([GUNS], [ORCS], [piece('impassable', 17.5, 16, 1, 1)], { rules: 'game: advanced, coverTest: facing-centre' }))).toBe(5);
    // A 0.4" rock hides the facing's centre but none of the four points along it.
    const rock = [piece('impassable', 17.8, 14, 0.4, 3)];
    expect(aimAt(kernelWith([GUNS], [ORCS], rock, { rules: 'game: advanced, coverTest: facing-centre' }))).toBe(5);
    expect(aimAt(kernelWith([GUNS], [ORCS], rock, { rules: 'game: advanced, coverTest: half-facing' }))).toBe(4);
    // A 1" rock hides two of the four.
    expect(aimAt(kernelWith([GUNS], [ORCS], [piece('impassable', 17.5, 14, 1, 3)], { rules: 'game: advanced, coverTest: half-facing' }))).toBe(5);
  });

  it('Hindering terrain is seen through, and gives cover to a target facing inside it or behind it', () => {
    const inside = kernelWith([GUNS], [ORCS], [piece('hindering', 14, 19, 8, 4)]);
    expect(sees(inside)).toBe(true);
    expect(aimAt(inside)).toBe(5);
    const behind = kernelWith([GUNS], [ORCS], [piece('hindering', 10, 13, 16, 2)]);
    expect(sees(behind)).toBe(true);
    expect(aimAt(behind)).toBe(5);
    // Beside the line of fire: nothing.
    expect(aimAt(kernelWith([GUNS], [ORCS], [piece('hindering', 30, 13, 6, 4)]))).toBe(4);
  });

  it('example 11: a shooter standing in Hindering terrain gets no penalty for shooting out through that same piece', () => {
    // The wood reaches 5" in front of the Handgunners; just clear of it they shoot through it.
    expect(aimAt(kernelWith([GUNS], [ORCS], [piece('hindering', 10, 10.5, 16, 4.5)]))).toBe(5);
    // Standing in it (the wood under both ranks: their bases' centres in it), they do not.
    expect(aimAt(kernelWith([GUNS], [ORCS], [piece('hindering', 10, 6, 16, 9)]))).toBe(4);
    // Judged per model (§5): with the wood under the front rank only (20 mm bases: the front
    // rank's centres at y 9.61, the second's at 8.82), the second rank shoots through it.
    const k = kernelWith([GUNS], [ORCS], [piece('hindering', 10, 9, 16, 6)]);
    const out = traced(k);
    shoot(k, new ScriptedRng().thenAll(1).rng, unit(k, 'g'), unit(k, 'o'));
    expect(out[0]).toMatch(/\(4\+, 5\+ for 5 of 10 in cover\)/);
    // Judged for the unit (flag coverTest: facing-centre), the footprint standing in it is enough.
    expect(aimAt(kernelWith([GUNS], [ORCS], [piece('hindering', 10, 9, 16, 6)], { rules: 'game: advanced, coverTest: facing-centre' }))).toBe(4);
  });

  it('Elevated terrain: sight is not traced through it, but onto and off it; other Elevated terrain still blocks; cover when it hides the facing', () => {
    // A ridge between, neither unit on it.
    expect(sees(kernelWith([GUNS], [ORCS], [piece('elevated', 10, 13, 16, 3)]))).toBe(false);
    // Orcs whose front touches the ridge, their centre off it, are no more seen through it.
    expect(sees(kernelWith([GUNS], ['{ id: o, unit: iron-orcs, position: { x: 18, y: 16, facing: 180 } }'], [piece('elevated', 10, 13, 16, 3)]))).toBe(false);
    expect(sees(kernelWith([GUNS], ['{ id: o, unit: iron-orcs, position: { x: 18, y: 15.9, facing: 180 } }'], [piece('elevated', 10, 13, 16, 3)]))).toBe(false);
    // The Handgunners on the hill (their centre on it) see down off it.
    const on = kernelWith([GUNS], [ORCS], [piece('elevated', 10, 7, 16, 9)]);
    expect(sees(on)).toBe(true);
    expect(aimAt(on)).toBe(4);
    // ... but not through a second hill.
    expect(sees(kernelWith([GUNS], [ORCS], [piece('elevated', 10, 7, 16, 9), piece('elevated', 10, 17, 16, 2)]))).toBe(false);
    // The Orcs on a hill are seen from below.
    expect(sees(kernelWith([GUNS], [ORCS], [piece('elevated', 10, 14, 16, 9)]))).toBe(true);
    // A knoll hiding more than half the Orcs' front from each Handgunner: cover; a 1" one
    // hides less (cover only by the unit's reading, flag coverTest: facing-centre).
    const knoll = kernelWith([GUNS], [ORCS], [piece('elevated', 16.8, 16, 2.4, 1)]);
    expect(sees(knoll)).toBe(true);
    expect(aimAt(knoll)).toBe(5);
    expect(aimAt(kernelWith([GUNS], [ORCS], [piece('elevated', 17.5, 16, 1, 1)]))).toBe(4);
    expect(aimAt(kernelWith([GUNS], [ORCS], [piece('elevated', 17.5, 14, 1, 3)], { rules: 'game: advanced, coverTest: facing-centre' }))).toBe(5);
  });

  it('the `cover` unit setting still works beside pieces: it ends when the unit moves, a wood it stands in does not', () => {
    const k = kernelWith([GUNS], ['{ id: o, unit: iron-orcs, cover: cover, position: { x: 18, y: 20, facing: 180 } }'], []);
    expect(aimAt(k)).toBe(5);
    afterMove(k, new ScriptedRng().rng, unit(k, 'o'), 0);
    expect(aimAt(k)).toBe(4);
    const wood = kernelWith([GUNS], ['{ id: o, unit: iron-orcs, cover: cover, position: { x: 18, y: 20, facing: 180 } }'], [piece('hindering', 14, 19, 8, 4)]);
    afterMove(wood, new ScriptedRng().rng, unit(wood, 'o'), 0);
    expect(aimAt(wood)).toBe(5);
  });
});

describe('Dangerous terrain (§1.4)', () => {
  // Electoral Cavalry 5×1 (25×50 mm: deeper than 40 mm) at x 15.5–20.5 march 14" up the table.
  const CAV = '{ id: cav, unit: electoral-cavalry, position: { x: 18, y: 10 } }';
  const FAR = '{ id: o, unit: iron-orcs, position: { x: 18, y: 50, facing: 180 } }';
  const WOOD = piece('hindering', 10, 14, 7, 4); // in the path of the two left files only

  it('bases over 40 mm roll a D6 per model that touched Hindering terrain after a March: each 1 a wound at AP 10', () => {
    const k = kernelWith([CAV], [FAR], [WOOD]);
    const cav = unit(k, 'cav');
    const s = new ScriptedRng().roll(1, 3); // two models touched the wood
    moveUnit(k, s.rng, cav);
    expect(k.marched[cav]).toBe(1);
    expect(s.unused).toBe(0);
    expect(k.models[cav]).toBe(4); // Arm 5 − AP 10: no save
    // Infantry on 20 mm bases, and Forest Walkers on 25×50, cross it without a test (no dice).
    const inf = kernelWith(['{ id: gu, unit: imperial-guard, position: { x: 18, y: 10 } }'], [FAR], [WOOD]);
    moveUnit(inf, new ScriptedRng().rng, unit(inf, 'gu'));
    expect(inf.marched[unit(inf, 'gu')]).toBe(1);
    const elves = kernelWith(['{ id: wh, unit: wild-huntsmen, position: { x: 18, y: 10 } }'], [FAR], [WOOD], { armies: ['sylvan-elves', 'orcs-and-goblins'] });
    moveUnit(elves, new ScriptedRng().rng, unit(elves, 'wh'));
    expect(elves.marched[unit(elves, 'wh')]).toBe(1);
  });

  it('Fly models fly over Hindering terrain on a March; they test where they land in it', () => {
    const armies = ['kingdom-of-equitaine', 'orcs-and-goblins'];
    const PEG = '{ id: peg, unit: pegasus-knights, position: { x: 18, y: 10 } }';
    const over = kernelWith([PEG], [FAR], [piece('hindering', 10, 13, 16, 3)], { armies });
    moveUnit(over, new ScriptedRng().rng, unit(over, 'peg'));
    expect(over.marched[unit(over, 'peg')]).toBe(1);
    const land = kernelWith([PEG], [FAR], [piece('hindering', 10, 24, 16, 8)], { armies });
    const peg = unit(land, 'peg');
    // Two models (HP 2, Aegis 6+), one die each: a 1 is a wound; its Aegis roll of 1 fails.
    const s = new ScriptedRng().roll(2, 1, 1);
    moveUnit(land, s.rng, peg);
    expect(land.fp.y[peg]).toBeGreaterThan(24);
    expect(s.unused).toBe(0);
    expect(hpLeft(land, peg)).toBe(3);
  });

  it('Break the Spirit (all terrain Dangerous (2)) and a wood: each model tests once, at the higher X', () => {
    const k = kernelWith([CAV], [FAR], [WOOD]);
    const cav = unit(k, 'cav');
    k.mods[(1 * k.n + cav) * M_COUNT + M_DANGER] = 2; // cast by side b
    const s = new ScriptedRng().roll(2, 3, 3, 3, 3); // five models, five dice
    moveUnit(k, s.rng, cav);
    expect(s.unused).toBe(0);
    expect(k.models[cav]).toBe(4);
  });

  it('a flee ending on Impassable terrain is extended more than 1" clear of it; the files that passed through take Dangerous (3)', () => {
    // Imperial Guard 5×3 flee 6" straight down the table from the Orcs; the rock lies under
    // three of its five files and where the flee would end.
    const k = kernelWith(['{ id: gu, unit: imperial-guard, position: { x: 18, y: 20 } }'], ['{ id: o, unit: iron-orcs, position: { x: 18, y: 30, facing: 180 } }'], [piece('impassable', 17.7, 10, 1.8, 3)]);
    const gu = unit(k, 'gu');
    const lines = traced(k);
    // Flee 3 + 3; then nine dice (3 files × 3 ranks): one 3 (≤ 3) is a wound.
    const s = new ScriptedRng().roll(3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4);
    fleeFrom(k, s.rng, gu, unit(k, 'o'), 'flees');
    expect(s.unused).toBe(0);
    expect(k.models[gu]).toBe(14);
    expect(k.fp.y[gu]).toBeLessThan(20 - 1.18 - 1.18 - 6); // beyond where 6" would have put it
    nearestImpassable(k, gu);
    expect(k.res).toBeGreaterThan(1);
    expect(lines.some((l) => /extended/.test(l))).toBe(true);
    expect(k.fleeLen[gu]).toBeGreaterThan(10);
  });
});

describe('Broken Ranks and Forest Walker (§6.5, §7.2)', () => {
  // Imperial Guard 5×3 against Handgunners 5×2 in contact: the Guard is Steadfast in the open.
  const inCombat = (a: string, terrain: string[], armies?: string[]) =>
    kernelWith([a], ['{ id: h, unit: handgunners, position: { x: 24, y: 20, facing: 180 } }'], terrain, { armies: armies ?? ['empire-of-sonnstahl', 'empire-of-sonnstahl'] });
  const GUARD = '{ id: x, unit: imperial-guard, position: { x: 24, y: 20 } }';

  it('a unit whose centre is in a Hindering piece is never Steadfast; a Forest Walker unit still is', () => {
    expect(steadfast(inCombat(GUARD, []), 0)).toBe(true);
    // The wood under the Guard's centre (24, 18.8).
    expect(steadfast(inCombat(GUARD, [piece('hindering', 20, 17, 8, 2.5)]), 0)).toBe(false);
    // Under only its front rank: the centre is outside.
    expect(steadfast(inCombat(GUARD, [piece('hindering', 20, 19.5, 8, 2)]), 0)).toBe(true);
    const dryads = inCombat('{ id: x, unit: dryads, option: 5x3, position: { x: 24, y: 20 } }', [piece('hindering', 20, 16, 8, 3.5)], ['sylvan-elves', 'empire-of-sonnstahl']);
    expect(inHindering(dryads, 0)).toBe(true);
    expect(steadfast(dryads, 0)).toBe(true);
  });

  it('Forest Walker in a Hindering piece re-rolls natural 1s to wound', () => {
    // One Dryad attack on the Handgunners: hits on 3+ (Off 4 vs Def 3), wounds on 3+ (Str 4 vs Res 3), no save.
    const strike = (terrain: string[], ...faces: number[]) => {
      const k = inCombat('{ id: x, unit: dryads, option: 5x3, position: { x: 24, y: 20 } }', terrain, ['sylvan-elves', 'empire-of-sonnstahl']);
      k.gEng[0] = 0;
      k.gKind[0] = 0;
      const s = new ScriptedRng().roll(...faces);
      meleeRolls(k, s.rng, 0, 0, 1, 1, 1, false, false);
      return { hp: k.pending[1] as number, unused: s.unused };
    };
    expect(strike([piece('hindering', 20, 16, 8, 3.5)], 4, 1, 5)).toEqual({ hp: 1, unused: 0 });
    expect(strike([], 4, 1, 5)).toEqual({ hp: 0, unused: 1 });
  });
});

describe('Druidism ranges (§4.5)', () => {
  it('Entwining Roots and Master of Earth also reach an enemy within 6" of Hindering or Elevated terrain', () => {
    const a = ['{ id: s, unit: soothsayer, upgrades: [Master], position: { x: 24, y: 5 } }'];
    const b = ['{ id: gu, unit: imperial-guard, position: { x: 24, y: 40, facing: 180 } }'];
    const armies = ['beast-herds', 'empire-of-sonnstahl'];
    const slot = (k: any, name: string) => k.plan.magic.spellNames.indexOf(name);
    const open = kernelWith(a, b, [], { armies });
    // 35" away: out of the 18" range.
    expect(spellTarget(open, slot(open, 'Entwining Roots'), 0)).toBe(-1);
    expect(spellTarget(open, slot(open, 'Master of Earth'), 0)).toBe(-1);
    for (const kind of ['hindering', 'elevated']) {
      const k = kernelWith(a, b, [piece(kind, 40, 40, 6, 4)], { armies }); // 13.1" from the Guard's flank: too far
      expect(spellTarget(k, slot(k, 'Entwining Roots'), 0)).toBe(-1);
      const near = kernelWith(a, b, [piece(kind, 30, 40, 6, 4)], { armies }); // 4.0" away
      expect(spellTarget(near, slot(near, 'Entwining Roots'), 0)).toBe(unit(near, 'gu'));
      expect(spellTarget(near, slot(near, 'Master of Earth'), 0)).toBe(unit(near, 'gu'));
    }
    // Impassable terrain does not count.
    const rock = kernelWith(a, b, [piece('impassable', 30, 40, 3, 4)], { armies });
    expect(spellTarget(rock, slot(rock, 'Entwining Roots'), 0)).toBe(-1);
  });
});
