/**
 * Flight and pursuit along a bearing: a fleeing unit runs directly away from what it flees
 * (a charger, the enemies it fought, a shooter), its pursuers follow the same bearing, and a
 * pursuit roll at least (or more than) the flee roll catches it.
 *
 * Hot code: the point fled from is a register (fromX, fromY); nothing returns a double.
 */
import type { Footprints } from '../../battlefield/footprints.ts';
import { EPS } from '../../battlefield/tolerance.ts';

export class Flight {
  /** Each unit's bearing of flight (a unit vector), set by aimAway(). */
  readonly dx: Float64Array;
  readonly dy: Float64Array;
  /** This turn's flee roll of each unit, 0 when it has not fled this turn. */
  readonly roll: Int32Array;
  /** The point aimAway() turns a unit away from. */
  fromX = 0.5;
  fromY = 0.5;

  constructor(n: number) {
    this.dx = new Float64Array(n);
    this.dy = new Float64Array(n);
    this.roll = new Int32Array(n);
  }

  /** Unit `to` takes over unit `from`'s flight: its bearing and this turn's roll (a character left alone in a fleeing unit), copied within each column so that the rare, unoptimised path boxes no double (takePlace()). */
  copy(from: number, to: number): void {
    this.dx.copyWithin(to, from, from + 1);
    this.dy.copyWithin(to, from, from + 1);
    this.roll.copyWithin(to, from, from + 1);
  }
}

/** Point u's bearing directly away from (fromX, fromY), centre to centre; straight back when it stands on it. */
export function aimAway(fl: Flight, fp: Footprints, u: number): void {
  let dx = fp.cx[u] - fl.fromX;
  let dy = fp.cy[u] - fl.fromY;
  const len = Math.sqrt(dx * dx + dy * dy);
  if (len < EPS) {
    dx = -fp.sin[u];
    dy = -fp.cos[u];
  } else {
    dx /= len;
    dy /= len;
  }
  fl.dx[u] = dx;
  fl.dy[u] = dy;
}

/** Whether a pursuit roll catches a flight of `fled`: at least as far when ties catch, else farther. */
export function pursuitCatches(roll: number, fled: number, tieCatches: boolean): boolean {
  return tieCatches ? roll >= fled : roll > fled;
}
