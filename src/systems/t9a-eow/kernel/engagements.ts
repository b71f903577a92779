/**
 * The engagement table (rules/t9a_eow.md §6.2): which unit's front touches which face of which
 * enemy, the engagements a unit has, and units dropping out of them (§6.8).
 */
import { FRONT } from '../../../battlefield/arcs.ts';
import { ENGAGED, READY } from '../../rank-and-file/unit-state.ts';
import type { T9aWorld } from './world.ts';

/** Record that a's front touches face `face` of b; `placed`: a was just put there by place(), whose offset is in `res`. */
export function engage(w: T9aWorld, a: number, b: number, face: number, charge: number, placed: number): void {
  if (fighting(w, a, b)) return;
  const e = w.eCount++;
  w.eA[e] = a;
  w.eB[e] = b;
  w.eFace[e] = face;
  w.eCharge[e] = charge;
  w.eRounds[e] = 0;
  w.eOffset[e] = placed ? w.res : 0;
  w.status[a] = ENGAGED;
  w.status[b] = ENGAGED;
}

/** Drop every engagement of u; partners left with no enemy become free. */
export function detach(w: T9aWorld, u: number): void {
  let k = 0;
  for (let e = 0; e < w.eCount; e++) {
    if (w.eA[e] === u || w.eB[e] === u) continue;
    if (k !== e) {
      w.eA[k] = w.eA[e];
      w.eB[k] = w.eB[e];
      w.eFace[k] = w.eFace[e];
      w.eCharge[k] = w.eCharge[e];
      w.eRounds[k] = w.eRounds[e];
      w.eOffset[k] = w.eOffset[e];
    }
    k++;
  }
  w.eCount = k;
  for (let v = 0; v < w.n; v++) {
    if (w.status[v] === ENGAGED && !hasEngagement(w, v)) w.status[v] = READY;
  }
}

/** Whether u and v are in base contact, across one engagement. */
export function fighting(w: T9aWorld, u: number, v: number): boolean {
  for (let e = 0; e < w.eCount; e++) {
    if ((w.eA[e] === u && w.eB[e] === v) || (w.eA[e] === v && w.eB[e] === u)) return true;
  }
  return false;
}

export function hasEngagement(w: T9aWorld, u: number): boolean {
  for (let e = 0; e < w.eCount; e++) if (w.eA[e] === u || w.eB[e] === u) return true;
  return false;
}

/** The engagement in which u is attacked (or attacks) through its own front, −1 if none (one whose other unit dropped out is none, §6.8). */
export function frontEngagement(w: T9aWorld, u: number): number {
  for (let e = 0; e < w.eCount; e++) {
    if (eDropped(w, e)) continue;
    if (w.eA[e] === u || (w.eB[e] === u && w.eFace[e] === FRONT)) return e;
  }
  return -1;
}

/** Whether a unit of engagement e dropped out this round (nudge()): it is over for the rest of the round. */
export function eDropped(w: T9aWorld, e: number): boolean {
  return w.dropped[w.eA[e]] === 1 || w.dropped[w.eB[e]] === 1;
}

/** u's engagement when it is engaged with exactly one enemy unit, else −1 (engagements that dropped out this round not counted). */
export function soleEngagement(w: T9aWorld, u: number): number {
  let found = -1;
  for (let e = 0; e < w.eCount; e++) {
    if (w.eA[e] !== u && w.eB[e] !== u) continue;
    if (eDropped(w, e)) continue;
    if (found >= 0) return -1;
    found = e;
  }
  return found;
}

/** Own facings of u that enemies are engaged on, as bits 1 << face (its front when it is an engagement's eA). */
export function engagedFaces(w: T9aWorld, u: number): number {
  let bits = 0;
  for (let e = 0; e < w.eCount; e++) {
    if (w.eA[e] === u) bits |= 1 << FRONT;
    else if (w.eB[e] === u) bits |= 1 << w.eFace[e];
  }
  return bits;
}
