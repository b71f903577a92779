/**
 * The engagement table: which unit's front touches which face of which enemy, how many models
 * touch (rules/wfb4.md §5.3, §12-6), and the ending of engagements.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { ENGAGED, FRONT, READY, REAR } from '../../rank-and-file.ts';
import { frontRank, ranks } from './formation.ts';
import type { Wfb4World } from './world.ts';

// ---------------------------------------------------------------- engagements

export function engage(w: Wfb4World, a: number, b: number, face: number, charge: number, defended: number): void {
  if (w.eCount >= w.maxEng) return;
  const e = w.eCount++;
  w.eA[e] = a;
  w.eB[e] = b;
  w.eFace[e] = face;
  w.eFresh[e] = 1;
  w.eCharge[e] = charge;
  w.eDefended[e] = defended;
  w.eActive[e] = 1;
  w.status[a] = ENGAGED;
  w.status[b] = ENGAGED;
  // Models in base contact along the touching edges, centred (§5.3, §12-6).
  const p = w.plan;
  const aw = w.fp.w[a];
  const side = face === FRONT || face === REAR;
  const bw = side ? w.fp.w[b] : w.fp.d[b];
  w.rowOverlap = aw < bw ? aw : bw;
  w.rowLen = aw;
  w.rowStep = p.baseW[a];
  w.eContactA[e] = modelsTouching(w, frontRank(w, a));
  w.rowLen = bw;
  w.rowStep = side ? p.baseW[b] : p.baseD[b];
  w.eContactB[e] = modelsTouching(w, side ? frontRank(w, b) : ranks(w, b));
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
  for (let e = 0; e < w.eCount; e++) {
    if (w.eActive[e] && (w.eA[e] === u || w.eB[e] === u)) {
      w.eActive[e] = 0;
      const o = w.eA[e] === u ? w.eB[e] : w.eA[e];
      if (w.status[o] === ENGAGED && !hasEngagement(w, o)) w.status[o] = READY;
    }
  }
  compactEngagements(w);
}

export function hasEngagement(w: Wfb4World, u: number): boolean {
  for (let e = 0; e < w.eCount; e++) if (w.eActive[e] && (w.eA[e] === u || w.eB[e] === u)) return true;
  return false;
}

export function compactEngagements(w: Wfb4World): void {
  let k = 0;
  for (let e = 0; e < w.eCount; e++) {
    if (!w.eActive[e]) continue;
    if (k !== e) {
      w.eA[k] = w.eA[e];
      w.eB[k] = w.eB[e];
      w.eFace[k] = w.eFace[e];
      w.eContactA[k] = w.eContactA[e];
      w.eContactB[k] = w.eContactB[e];
      w.eFresh[k] = w.eFresh[e];
      w.eCharge[k] = w.eCharge[e];
      w.eDefended[k] = w.eDefended[e];
      w.eLostA[k] = w.eLostA[e];
      w.eLostB[k] = w.eLostB[e];
      w.eActive[k] = 1;
    }
    k++;
  }
  w.eCount = k;
}
