/** Arcs and line of sight (rules/t9a_eow.md §1.3): the arc a point lies in, the front arc, and sight. */
import { FRONT, LEFT, REAR, RIGHT } from '../../../battlefield/arcs.ts';
import { gap } from './footprint.ts';
import { sightClear } from './terrain.ts';
import type { T9aWorld } from './world.ts';

/** The arc of unit t that holds point (gx, gy) (§1.3: lines from the corners at 135° to the facing). */
export function arcAt(w: T9aWorld, t: number): number {
  const rx = w.gx - w.fp.x[t];
  const ry = w.gy - w.fp.y[t];
  const lu = rx * w.fp.cos[t] - ry * w.fp.sin[t];
  const lv = rx * w.fp.sin[t] + ry * w.fp.cos[t];
  const hw = w.fp.w[t] * 0.5;
  const au = lu < 0 ? -lu : lu;
  if (lv >= 0 && lv >= au - hw) return FRONT;
  const d = w.fp.d[t];
  if (lv <= -d && -d - lv >= au - hw) return REAR;
  return lu < 0 ? LEFT : RIGHT;
}

/** The arc of t in which unit c's front centre stands (R9). */
export function arcOf(w: T9aWorld, t: number, c: number): number {
  w.gx = w.fp.x[c];
  w.gy = w.fp.y[c];
  return arcAt(w, t);
}

/** Whether t's centre is in c's front arc, or t is within 1" of c (the arcs of §1.3). */
export function inArc(w: T9aWorld, c: number, t: number): boolean {
  // A joined character looks out of its unit's front.
  const cb = w.body[c];
  w.gx = w.fp.x[t] - w.fp.sin[t] * w.fp.d[t] * 0.5;
  w.gy = w.fp.y[t] - w.fp.cos[t] * w.fp.d[t] * 0.5;
  if (arcAt(w, cb) === FRONT) return true;
  // A unit close enough to touch counts as seen.
  gap(w, c, t);
  return w.res < 1;
}

/**
 * Line of sight (§1.3): t's centre in c's front arc (or t within 1"), and a straight line
 * from c's front to t's boundary that no terrain piece blocks (sightClear()).
 */
export function inSight(w: T9aWorld, c: number, t: number): boolean {
  return inArc(w, c, t) && sightClear(w, c, t);
}
