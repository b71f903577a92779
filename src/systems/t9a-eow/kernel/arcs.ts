/**
 * Arcs and line of sight (rules/t9a_eow.md §1.3): the arc a unit stands in, the front arc, and
 * sight. The arcs are the battlefield's arc135Face() (lines from the corners at 135° to the
 * facing), read at the point in `arcPoint`.
 */
import { arc135Face, FRONT } from '../../../battlefield/arcs.ts';
import { gap } from './footprint.ts';
import { sightClear } from './terrain.ts';
import type { T9aWorld } from './world.ts';

/** The arc of t in which unit c's front centre stands (R9). */
export function arcOf(w: T9aWorld, t: number, c: number): number {
  w.arcPoint.x = w.fp.x[c];
  w.arcPoint.y = w.fp.y[c];
  return arc135Face(w.fp, t, w.arcPoint);
}

/** Whether t's centre is in c's front arc, or t is within 1" of c (the arcs of §1.3). */
export function inArc(w: T9aWorld, c: number, t: number): boolean {
  // A joined character looks out of its unit's front.
  const cb = w.body[c];
  w.arcPoint.x = w.fp.x[t] - w.fp.sin[t] * w.fp.d[t] * 0.5;
  w.arcPoint.y = w.fp.y[t] - w.fp.cos[t] * w.fp.d[t] * 0.5;
  if (arc135Face(w.fp, cb, w.arcPoint) === FRONT) return true;
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
