/**
 * Movement through terrain with `kernel.travel` and `kernel.pathCost` (rules/wfb4.md §2.2;
 * worked examples §11 #3 and #4, RB p.20-21): difficult ground at ½ rate, paid per portion of
 * the path; very difficult at ¼; an obstacle costs half the model's move, also inside
 * difficult terrain (half of the halved move); a model that cannot pay halts in front of it;
 * impassable ground stops the move.
 *
 * Fixture test/fixtures/wfb4/terrain-travel.yaml (the terrain map is in its header); every
 * move here goes along +y. The kernel walks a path in ¼" steps; obstacle crossings are checked
 * both between step boundaries and exactly on one (a whole number of inches away), where a
 * crossing must be paid once, not once for each step that ends or starts there.
 */
import { describe, expect, it } from 'vitest';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { compileFixture, pathCostOf, travelled, unitIndex } from './kernel-harness.ts';

const plan = compileFixture('terrain-travel.yaml');
const kernel = new Wfb4Kernel(plan);
const walker = unitIndex(plan, 'walker'); // M4 (Man)
/** The kernel samples terrain every ¼" (kernel.ts STEP). */
const STEP = 0.25;

/** Inches an M4 walker travels from (x, y) along +y with its whole move, wanting to go 10". */
const walk = (x: number, y: number): number => travelled(kernel, walker, x, y, 0, 1, 4, 10);

describe('movement through terrain (§2.2, §11 #3, #4)', () => {
  it('M4 with 2" of open ground before a wood: 2" + 2" halved = 3" (§11 #3)', () => {
    expect(plan.M[walker]).toBe(4);
    expect(walk(10, 8)).toBeCloseTo(3, 9);
    expect(walk(10, 7.9)).toBeCloseTo(3.05, 9); // 2.1" open, then 1.9" halved = 0.95"
    expect(pathCostOf(kernel, walker, 10, 8, 0, 1, 4)).toBeCloseTo(2 + 2 * 2, 9);
  });

  it('M4 wholly in a wood: 2" (§11 #3)', () => {
    expect(walk(10, 12)).toBeCloseTo(2, 9);
    expect(walk(10, 12.1)).toBeCloseTo(2, 9);
  });

  it('an obstacle costs half of M: M4 pays 2", so 0.9" + cross + 1.1" = 2" (§11 #4)', () => {
    expect(walk(35, 9.1)).toBeCloseTo(2, 9);
    expect(pathCostOf(kernel, walker, 35, 9.1, 0, 1, 4)).toBeCloseTo(4 + 2, 9);
  });

  it('an obstacle a whole number of inches away is paid once: 1" + cross + 1" = 2"; 2" + cross = 2"', () => {
    expect(walk(35, 9)).toBeCloseTo(2, 9);
    expect(pathCostOf(kernel, walker, 35, 9, 0, 1, 4)).toBeCloseTo(4 + 2, 9);
    expect(walk(35, 9.5)).toBeCloseTo(2, 9);
    expect(walk(35, 8)).toBeCloseTo(2, 9); // reaches the obstacle and pays for it: no move left
  });

  it('an obstacle in difficult terrain costs half of the halved move: M4 moves 1" in all (§11 #4)', () => {
    // 0.4" at ½ rate (0.8), the crossing (2 of the 4, i.e. 1" of the 2" halved move), 0.6" at ½ rate (1.2).
    expect(walk(60, 14.6)).toBeCloseTo(1, 9);
    expect(walk(60, 14.5)).toBeCloseTo(1, 9);
  });

  it('a model that cannot pay for the obstacle halts in front of it', () => {
    // 3" to the obstacle, 1" left < 2": it stops at the obstacle.
    expect(walk(35, 7)).toBeCloseTo(3, 9);
    // 3.4" to the obstacle: it stops short of it, to within one ¼" sample.
    const d = walk(35, 6.6);
    expect(d).toBeLessThanOrEqual(3.4 + 1e-9);
    expect(d).toBeGreaterThan(3.4 - STEP);
  });

  it('very difficult terrain is ¼ rate: M4 moves 1", a move of 6" moves 1.5"', () => {
    expect(walk(10, 32)).toBeCloseTo(1, 9);
    expect(travelled(kernel, walker, 10, 32, 0, 1, 6, 10)).toBeCloseTo(1.5, 9);
  });

  it('impassable terrain stops the move at its edge and cannot be paid for', () => {
    expect(walk(35, 28)).toBeCloseTo(2, 9);
    expect(pathCostOf(kernel, walker, 35, 28, 0, 1, 4)).toBe(Infinity);
  });

  it('open ground costs what it measures', () => {
    expect(walk(60, 30)).toBe(4);
    expect(travelled(kernel, walker, 60, 30, 0, 1, 4, 2.5)).toBe(2.5);
    expect(pathCostOf(kernel, walker, 60, 30, 0, 1, 4)).toBe(4);
  });
});
