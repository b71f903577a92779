/**
 * Each unit's footprint on the table — width, depth, centre and facing, recomputed as it moves,
 * turns or loses models — and the gaps between units, measured when read and kept until a unit
 * changes (rules/wfb4.md §1.3).
 */
import { rectGap } from '../../../battlefield/rect.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { frontRank, ranks } from './formation.ts';
import type { Wfb4World } from './world.ts';

/**
 * Recompute unit u's cached footprint — width, depth, centre, facing sine and cosine — and
 * mark its gaps stale. Called whenever u moves, turns or loses models.
 */
export function shape(w: Wfb4World, u: number): void {
  const d = ranks(w, u) * w.plan.baseD[u];
  const f = w.uf[u];
  // Most calls follow casualties, which leave the facing as it was.
  if (f !== w.trigFacing[u]) {
    w.usin[u] = Math.sin(f);
    w.ucos[u] = Math.cos(f);
    w.trigFacing[u] = f;
  }
  const sin = w.usin[u];
  const cos = w.ucos[u];
  const width = frontRank(w, u) * w.plan.baseW[u];
  // A move keeps the footprint, and so its half-diagonal.
  if (width !== w.uw[u] || d !== w.ud[u]) {
    w.uw[u] = width;
    w.ud[u] = d;
    w.urad[u] = 0.5 * Math.sqrt(width * width + d * d);
  }
  w.ucx[u] = w.ux[u] - sin * d * 0.5;
  w.ucy[u] = w.uy[u] - cos * d * 0.5;
  // Gaps involving u are now stale; pair() re-measures them when next read.
  w.changedAt[u] = ++w.epoch;
}

/**
 * Turn u to face along the unit vector (segDX, segDY): its sine and cosine are that vector,
 * so shape() takes no trigonometry for the turn (three calls of Math's trig saved per move).
 */
export function faceSegment(w: Wfb4World, u: number): void {
  const f = Math.atan2(w.segDX, w.segDY);
  w.uf[u] = f;
  w.usin[u] = w.segDX;
  w.ucos[u] = w.segDY;
  w.trigFacing[u] = f;
}

/** Index of the pair (a, b) in `gaps`, re-measuring the gap first if either unit changed since. */
export function pair(w: Wfb4World, a: number, b: number): number {
  const k = a * w.n + b;
  const stamp = w.pairStamp[k];
  if (stamp < w.changedAt[a] || stamp < w.changedAt[b]) {
    measureGap(w, a, b);
    const back = b * w.n + a;
    w.gaps[k] = w.result;
    w.gaps[back] = w.result;
    w.pairStamp[k] = w.epoch;
    w.pairStamp[back] = w.epoch;
  }
  return k;
}

/** Like shape(), after a casualty: only when the footprint actually changed. */
export function reshapeAfterLosses(w: Wfb4World, u: number): void {
  const width = frontRank(w, u) * w.plan.baseW[u];
  const d = ranks(w, u) * w.plan.baseD[u];
  if (width !== w.uw[u] || d !== w.ud[u]) shape(w, u);
}

/**
 * Put every unit's footprint back as deployed. The first call measures it (shape() of every
 * unit) and keeps a copy; later calls restore the copy, since deployment never changes.
 */
export function restoreDeployment(w: Wfb4World): void {
  const n = w.n;
  const keep = w.startShape;
  if (w.startMeasured[0] === 0) {
    w.epoch = 0;
    for (let u = 0; u < n; u++) shape(w, u);
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b) pair(w, a, b);
    for (let u = 0; u < n; u++) {
      keep[u] = w.uw[u];
      keep[n + u] = w.ud[u];
      keep[2 * n + u] = w.ucx[u];
      keep[3 * n + u] = w.ucy[u];
      keep[4 * n + u] = w.usin[u];
      keep[5 * n + u] = w.ucos[u];
      keep[6 * n + u] = w.urad[u];
    }
    w.startGaps.set(w.gaps);
    w.startMeasured[0] = 1;
  }
  // Every deployment gap is fresh at epoch 1.
  for (let u = 0; u < n; u++) {
    w.uw[u] = keep[u];
    w.ud[u] = keep[n + u];
    w.ucx[u] = keep[2 * n + u];
    w.ucy[u] = keep[3 * n + u];
    w.usin[u] = keep[4 * n + u];
    w.ucos[u] = keep[5 * n + u];
    w.urad[u] = keep[6 * n + u];
    w.trigFacing[u] = w.uf[u]; // reset() put every unit back at its deployed facing
  }
  // Plain loops: for arrays this small, set() and fill() cost more in call overhead.
  for (let k = 0; k < n * n; k++) {
    w.gaps[k] = w.startGaps[k];
    w.pairStamp[k] = 1;
  }
  for (let u = 0; u < n; u++) w.changedAt[u] = 1;
  w.epoch = 1;
}

/** Closest distance between two unit rectangles into `result` (exact for convex shapes: a corner of one is nearest). */
export function measureGap(w: Wfb4World, a: number, b: number): void {
  rectGap(w.ux, w.uy, w.usin, w.ucos, w.uw, w.ud, a, b, w.scratch);
  w.result = w.scratch[0];
}

/** Closest distance between units a and b (cached by shape()). */
export function unitDistance(w: Wfb4World, a: number, b: number): number {
  return w.gaps[pair(w, a, b)];
}

/**
 * True when the gap between a and b is certainly more than `limit`, judged from their
 * centres and half-diagonals without measuring it: readers that only compare a gap with a
 * distance skip most re-measures (rectGap()) this way and decide exactly as they would
 * after one. The distance is read from the field `limit` (a double argument would be boxed).
 */
export function beyond(w: Wfb4World, a: number, b: number): boolean {
  const dx = w.ucx[a] - w.ucx[b];
  const dy = w.ucy[a] - w.ucy[b];
  const reach = w.limit + w.urad[a] + w.urad[b] + EPS;
  return dx * dx + dy * dy > reach * reach;
}
