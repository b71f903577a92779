/**
 * The Guard and Orcs of the wheel tests (wheels.test.ts, wheels-allocation.test.ts): Imperial
 * Guard 5×3 on 20 mm bases that must wheel 30° to face the Orcs.
 */
import { shape } from '../../../../src/systems/t9a-eow/kernel/footprint.ts';
import { t9aKernel, t9aText, unitOf } from './harness.ts';

// Imperial Guard 5×3 on 20 mm bases (Adv 4", Mar 8"): frontage w and depth d in inches.
export const W = (5 * 20) / 25.4;
export const D = (3 * 20) / 25.4;
export const GUARD = '{ id: gu, unit: imperial-guard, position: { x: 20, y: 10 }, tactics: { move: march, charge: never } }';
export const ORCS = '{ id: o, unit: iron-orcs, position: { x: 20, y: 60, facing: 180 } }';

/**
 * The pose (front centre x, y) a wheel of `angle` to the right about the right front corner
 * leaves the Guard in, standing at (20, 10) facing up the table (facing 0 = +y; its right is +x).
 */
export function wheeledRight(angle: number): { x: number; y: number } {
  const cx = 20 + W / 2; // the right front corner stays put
  const cy = 10;
  // The front centre is half the frontage to the left of the corner along the new front.
  return { x: cx - Math.cos(angle) * (W / 2), y: cy + Math.sin(angle) * (W / 2) };
}

/** Put unit t's centre at (x, y), facing `facing` (its front centre half its depth ahead). */
export function centreAt(k: any, t: number, x: number, y: number, facing: number): void {
  k.fp.facing[t] = facing;
  shape(k, t);
  k.fp.x[t] = x + k.fp.sin[t] * k.fp.d[t] * 0.5;
  k.fp.y[t] = y + k.fp.cos[t] * k.fp.d[t] * 0.5;
}

/**
 * A Guard that must turn 30° right to face the Orcs' centre from where its wheel ends: the
 * Orcs' centre is put 30" along the 30° line from the wheeled Guard's centre.
 */
export function thirtyDegreesRight(blocker = '') {
  const k = t9aKernel(t9aText(blocker ? [GUARD, blocker] : [GUARD], [ORCS]));
  const gu = unitOf(k, 'gu');
  const o = unitOf(k, 'o');
  const a = Math.PI / 6;
  const f = wheeledRight(a);
  const cx = f.x - Math.sin(a) * (D / 2);
  const cy = f.y - Math.cos(a) * (D / 2);
  centreAt(k, o, cx + Math.sin(a) * 30, cy + Math.cos(a) * 30, a + Math.PI);
  return { k, gu, o, a, f };
}

