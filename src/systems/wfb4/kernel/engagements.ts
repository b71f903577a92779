/**
 * Engagements (rank-and-file/engagements.ts): a charge or a contact at deployment engages two
 * units, with how many models of each touch (rules/wfb4.md §5.3, §12-6).
 */
import { FRONT, REAR } from '../../../battlefield/arcs.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { addEngagement, endEngagementsOf } from '../../rank-and-file/engagements.ts';
import { frontRank, ranks } from './formation.ts';
import type { Wfb4World } from './world.ts';

/** a's front now touches face `face` of b (a charging or not, b defending an obstacle or not). */
export function engage(w: Wfb4World, a: number, b: number, face: number, charge: number, defended: number): void {
  const e = addEngagement(w.eng, w.status, a, b, face, charge);
  if (e < 0) return;
  w.eng.defended[e] = defended;
  // Models in base contact along the touching edges, centred (§5.3, §12-6).
  const p = w.plan;
  const aw = w.fp.w[a];
  const side = face === FRONT || face === REAR;
  const bw = side ? w.fp.w[b] : w.fp.d[b];
  w.rowOverlap = aw < bw ? aw : bw;
  w.rowLen = aw;
  w.rowStep = p.baseW[a];
  w.eng.contactA[e] = modelsTouching(w, frontRank(w, a));
  w.rowLen = bw;
  w.rowStep = side ? p.baseW[b] : p.baseD[b];
  w.eng.contactB[e] = modelsTouching(w, side ? frontRank(w, b) : ranks(w, b));
}

/**
 * Models of a row of `count` bases (rowLen long, bases rowStep apart) touching a centred
 * overlap rowOverlap long: bases overlapping it, plus the bases that only touch its ends
 * corner to corner when corner contact counts (§12-6).
 */
export function modelsTouching(w: Wfb4World, count: number): number {
  const len = w.rowLen;
  const step = w.rowStep;
  const start = (len - w.rowOverlap) * 0.5;
  const end = start + w.rowOverlap;
  let first = Math.floor(start / step + EPS);
  let last = Math.ceil(end / step - EPS) - 1;
  if (w.plan.flags.cornerContact) {
    // An overlap ending exactly on a base boundary also touches the next base's corner.
    if (start > EPS && Math.abs(start / step - Math.round(start / step)) < EPS) first -= 1;
    if (end < len - EPS && Math.abs(end / step - Math.round(end / step)) < EPS) last += 1;
  }
  if (first < 0) first = 0;
  if (last > count - 1) last = count - 1;
  const k = last - first + 1;
  return k < 0 ? 0 : k;
}

/** End every engagement of unit u. */
export function detach(w: Wfb4World, u: number): void {
  endEngagementsOf(w.eng, w.status, u);
}
