// Wheels (rules/t9a_eow.md §3.3, L862, Figure 7; §11 example 7): a March turns by wheeling
// forwards about the front corner on the inside of the turn, and the wheel uses the straight
// line its outer front corner moves, 2·w·sin(θ/2); only an Advance may Pivot first, and single
// models and Light Troops pivot freely. A Failed Charge Move wheels to face its target (§3.2).
// Expected positions are worked by hand from the unit's frontage and depth (wheels-setup.ts).
// That a March with a wheel allocates nothing is wheels-allocation.test.ts.
import { describe, expect, it } from 'vitest';
import { offTable } from '../../../../src/battlefield/footprints.ts';
import { failedChargeMove } from '../../../../src/systems/t9a-eow/kernel/charge-moves.ts';
import { gap, stepRes } from '../../../../src/systems/t9a-eow/kernel/footprint.ts';
import { moveUnit } from '../../../../src/systems/t9a-eow/kernel/movement.ts';
import { wheelInches, wheelReach, wheelTowards } from '../../../../src/systems/t9a-eow/kernel/moves.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { t9aKernel, t9aText, unitOf } from './harness.ts';
import { centreAt, D, GUARD, ORCS, thirtyDegreesRight, W } from './wheels-setup.ts';

describe('the distance a wheel uses (§3.3, Figure 7, example 7)', () => {
  it('is the chord of the outer front corner, 2·w·sin(θ/2): 60° for a frontage w uses w, 90° uses w·√2', () => {
    const { k, gu } = thirtyDegreesRight();
    k.wa = Math.PI / 3;
    wheelInches(k, gu);
    expect(k.res).toBeCloseTo(W, 9);
    k.wa = Math.PI / 2;
    wheelInches(k, gu);
    expect(k.res).toBeCloseTo(W * Math.SQRT2, 9);
    // 120° takes two wheels, 90° and 30° (cheaper than two of 60°: 2·w).
    k.wa = (2 * Math.PI) / 3;
    wheelInches(k, gu);
    expect(k.res).toBeCloseTo(W * Math.SQRT2 + 2 * W * Math.sin(Math.PI / 12), 9);
    expect(k.res).toBeLessThan(2 * W);
    // wheelReach() is its inverse.
    k.want = k.res;
    wheelReach(k, gu);
    expect(k.wa).toBeCloseTo((2 * Math.PI) / 3, 9);
  });

  it('example 7: forward 2", a wheel whose outer corner moves 3", forward 4": 9" of movement', () => {
    // The book gives no frontage or angle: the Guard (w = 3.94") makes a 3" wheel by turning
    // 2·asin(3 / 2w) = 44.8°. The kernel's own pieces make the three moves.
    const { k, gu } = thirtyDegreesRight();
    const used: number[] = [];
    k.res = 2;
    stepRes(k, gu);
    used.push(2);
    // Aim the wheel 2·asin(3 / 2w) to the right of the front, far away (its end pose faces it).
    const theta = 2 * Math.asin(3 / (2 * W));
    const cornerX = k.fp.x[gu] - W / 2; // the outer (left) front corner before the wheel
    const cornerY = k.fp.y[gu];
    k.tx = 20 + W / 2 - Math.cos(theta) * (W / 2) + Math.sin(theta) * 1e6;
    k.ty = 12 + Math.sin(theta) * (W / 2) + Math.cos(theta) * 1e6;
    k.want = 8;
    wheelTowards(k, gu);
    expect(k.fp.facing[gu]).toBeCloseTo(theta, 5);
    expect(k.res).toBeCloseTo(3, 5);
    // The outer front corner moved 3" in a straight line; the inner one not at all.
    const ox = k.fp.x[gu] - k.fp.cos[gu] * (W / 2);
    const oy = k.fp.y[gu] + k.fp.sin[gu] * (W / 2);
    expect(Math.hypot(ox - cornerX, oy - cornerY)).toBeCloseTo(3, 5);
    expect(k.fp.x[gu] + k.fp.cos[gu] * (W / 2)).toBeCloseTo(20 + W / 2, 9);
    expect(k.fp.y[gu] - k.fp.sin[gu] * (W / 2)).toBeCloseTo(12, 9);
    used.push(k.res);
    k.res = 4;
    stepRes(k, gu);
    used.push(4);
    expect(used[0] + used[1] + used[2]).toBeCloseTo(9, 5);
  });
});

describe('a March wheels; an Advance may Pivot (§3.3)', () => {
  it('a March that must turn 30° wheels about its right front corner for 2·w·sin 15° and goes straight with the rest of its 8"', () => {
    const { k, gu, a, f } = thirtyDegreesRight();
    moveUnit(k, new ScriptedRng().rng, gu);
    expect(k.marched[gu]).toBe(1);
    expect(k.fp.facing[gu]).toBeCloseTo(a, 4);
    const wheel = 2 * W * Math.sin(a / 2); // 2.038"
    expect(wheel).toBeCloseTo(2.038, 3);
    // From where the wheel ends, straight ahead for 8 − 2.038 = 5.962".
    expect(k.fp.x[gu]).toBeCloseTo(f.x + Math.sin(a) * (8 - wheel), 3);
    expect(k.fp.y[gu]).toBeCloseTo(f.y + Math.cos(a) * (8 - wheel), 3);
  });

  it('a Marching unit no longer turns on the spot for free: facing away from its target it Advances 4" after a Pivot', () => {
    // The Orcs straight behind: a 180° turn takes two 90° wheels, 2·w·√2 = 11.1" > 8".
    const k = t9aKernel(t9aText([GUARD.replace('y: 10', 'y: 30')], [ORCS]));
    const gu = unitOf(k, 'gu');
    centreAt(k, unitOf(k, 'o'), 20, 10, 0);
    moveUnit(k, new ScriptedRng().rng, gu);
    expect(k.marched[gu]).toBe(0);
    expect(k.moved[gu]).toBe(1);
    expect(Math.abs(k.fp.facing[gu])).toBeCloseTo(Math.PI, 6);
    // Pivoted about its centre (20, 30 − d/2), its front is now at y = 30 − d; then 4" down.
    expect(k.fp.x[gu]).toBeCloseTo(20, 6);
    expect(k.fp.y[gu]).toBeCloseTo(30 - D - 4, 6);
  });

  it('Light Troops (Reiters, 8"/16") still pivot and March their full 16"', () => {
    const k = t9aKernel(t9aText(['{ id: r, unit: reiters, position: { x: 20, y: 30 }, tactics: { move: march, charge: never, shoot: never } }'], [ORCS]));
    const r = unitOf(k, 'r');
    const o = unitOf(k, 'o');
    centreAt(k, o, 20, 4, 0); // straight behind
    const depth = k.fp.d[r];
    moveUnit(k, new ScriptedRng().rng, r);
    expect(k.marched[r]).toBe(1);
    expect(Math.abs(k.fp.facing[r])).toBeCloseTo(Math.PI, 6);
    expect(k.fp.y[r]).toBeCloseTo(30 - depth - 16, 6);
  });

  it('a single model (a Marshal, 4"/8") still pivots and Marches its full 8"', () => {
    const k = t9aKernel(t9aText(['{ id: m, unit: marshal, position: { x: 20, y: 30 }, tactics: { move: march, charge: never } }'], [ORCS]));
    const m = unitOf(k, 'm');
    const o = unitOf(k, 'o');
    const depth = k.fp.d[m];
    centreAt(k, o, 40, 30 - depth / 2, -Math.PI / 2); // straight to its right
    moveUnit(k, new ScriptedRng().rng, m);
    expect(k.marched[m]).toBe(1);
    expect(k.fp.facing[m]).toBeCloseTo(Math.PI / 2, 6);
    // Pivoted about its centre (20, 30 − d/2): its front centre at (20 + d/2, 30 − d/2); then 8" right.
    expect(k.fp.x[m]).toBeCloseTo(20 + depth / 2 + 8, 6);
    expect(k.fp.y[m]).toBeCloseTo(30 - depth / 2, 6);
  });
});

describe('what a wheel respects (§1.3)', () => {
  it('a wheel that would come within 1" of a unit wheels less', () => {
    // Handgunners 5×2 just ahead and left (x 14.03–17.97, y 12.43–14): the Guard's outer
    // (left) front corner would pass 0.75" from them at 30°.
    const { k, gu, a } = thirtyDegreesRight('{ id: hg, unit: handgunners, position: { x: 16, y: 14 } }');
    const hg = unitOf(k, 'hg');
    gap(k, gu, hg);
    expect(k.res).toBeGreaterThan(1.01);
    k.tx = k.fp.x[unitOf(k, 'o')];
    k.ty = k.fp.y[unitOf(k, 'o')];
    k.want = 8;
    wheelTowards(k, gu);
    expect(k.fp.facing[gu]).toBeGreaterThan(0.05);
    expect(k.fp.facing[gu]).toBeLessThan(a - 0.05);
    gap(k, gu, hg);
    expect(k.res).toBeGreaterThanOrEqual(1.01 - 1e-6);
    // Its move: the March, its wheel cut short against the Handgunners, could go no further
    // straight on without closing on them, so the Advance (a Pivot about the centre, then 4")
    // ends nearer the Orcs and is taken.
    const m = thirtyDegreesRight('{ id: hg, unit: handgunners, position: { x: 16, y: 14 } }');
    moveUnit(m.k, new ScriptedRng().rng, m.gu);
    expect(m.k.marched[m.gu]).toBe(0);
    expect(m.k.moved[m.gu]).toBe(1);
  });

  it('a wheel that would take the unit off the table wheels less', () => {
    // The Guard against the right table edge (x 44.03–47.97 of 48): turning left, about its
    // left front corner, swings its right rear corner off the table (its x is 44.03 + w·cos θ
    // + d·sin θ, past 48 from θ = 0.8°), so it cannot wheel; turning right, about its right
    // front corner, it can (the rear swings in).
    const k = t9aKernel(t9aText(['{ id: gu, unit: imperial-guard, position: { x: 46, y: 10 }, tactics: { move: march, charge: never } }'], [ORCS]));
    const gu = unitOf(k, 'gu');
    k.tx = -200;
    k.ty = 10;
    k.want = 8;
    wheelTowards(k, gu);
    expect(offTable(k.fp, gu, k.table)).toBe(false);
    expect(k.fp.facing[gu]).toBe(0);
    expect(k.res).toBe(0);
    k.tx = 200;
    wheelTowards(k, gu);
    expect(offTable(k.fp, gu, k.table)).toBe(false);
    expect(k.fp.facing[gu]).toBeGreaterThan(1.5);
  });
});

describe('a Failed Charge Move wheels to face its target (§3.2, L811)', () => {
  it('the highest die, 6": a 30° wheel of 2.038", then 3.962" straight', () => {
    const { k, gu, o, a, f } = thirtyDegreesRight();
    failedChargeMove(k, gu, o, 6);
    expect(k.res).toBeCloseTo(6, 6);
    expect(k.fp.facing[gu]).toBeCloseTo(a, 4);
    const wheel = 2 * W * Math.sin(a / 2);
    expect(k.fp.x[gu]).toBeCloseTo(f.x + Math.sin(a) * (6 - wheel), 3);
    expect(k.fp.y[gu]).toBeCloseTo(f.y + Math.cos(a) * (6 - wheel), 3);
  });

  it('a die too small for the whole wheel turns what it can and goes no further', () => {
    const { k, gu, o } = thirtyDegreesRight();
    failedChargeMove(k, gu, o, 1);
    expect(k.res).toBeCloseTo(1, 6);
    // 1" of the outer corner's chord: 2·asin(1 / 2w).
    expect(k.fp.facing[gu]).toBeCloseTo(2 * Math.asin(1 / (2 * W)), 6);
  });
});
