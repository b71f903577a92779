/**
 * Each unit's footprint on the table (battlefield/footprints.ts) from its formation — width and
 * depth, recomputed as it moves, turns or loses models (rules/wfb4.md §1.3) — and the deployment
 * footprint every simulation starts from.
 */
import { centreFootprint, sizeFootprint, turnFootprint } from '../../../battlefield/footprints.ts';
import { moved, pairOf } from '../../../battlefield/gaps.ts';
import { frontRank, ranks } from './formation.ts';
import type { Wfb4World } from './world.ts';

/**
 * Recompute unit u's footprint from its formation — width and depth (§1.3), centre, facing
 * sine and cosine — and mark its gaps stale. Called whenever u moves, turns or loses models.
 */
export function shape(w: Wfb4World, u: number): void {
  const fp = w.fp;
  turnFootprint(fp, u);
  let d: number;
  let width: number;
  if (w.anyBuilding && w.inBuilding[u] >= 0) {
    // A garrison fills its building (§8.9): the building's rectangle, facing the far edge.
    const t = w.plan.terrain;
    const k = w.inBuilding[u];
    d = t.y1[k] - t.y0[k];
    width = t.x1[k] - t.x0[k];
  } else {
    d = ranks(w, u) * w.plan.baseD[u];
    width = frontRank(w, u) * w.plan.baseW[u];
  }
  // A move keeps the footprint, and so its half-diagonal.
  if (width !== fp.w[u] || d !== fp.d[u]) {
    fp.w[u] = width;
    fp.d[u] = d;
    sizeFootprint(fp, u);
  }
  centreFootprint(fp, u);
  // Gaps involving u are now stale; pairOf() measures them again when next read.
  moved(w.gaps, u);
}

/** Like shape(), after a casualty: only when the footprint actually changed. */
export function reshapeAfterLosses(w: Wfb4World, u: number): void {
  if (w.anyBuilding && w.inBuilding[u] >= 0) return; // the building does not shrink
  const width = frontRank(w, u) * w.plan.baseW[u];
  const d = ranks(w, u) * w.plan.baseD[u];
  if (width !== w.fp.w[u] || d !== w.fp.d[u]) shape(w, u);
}

/**
 * Put every unit's footprint back as deployed. The first call measures it (shape() of every
 * unit) and keeps a copy; later calls restore the copy, since deployment never changes.
 */
export function restoreDeployment(w: Wfb4World): void {
  const n = w.n;
  const keep = w.startShape;
  if (w.startMeasured[0] === 0) {
    w.gaps.epoch = 0;
    for (let u = 0; u < n; u++) shape(w, u);
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b) pairOf(w.gaps, a, b);
    for (let u = 0; u < n; u++) {
      keep[u] = w.fp.w[u];
      keep[n + u] = w.fp.d[u];
      keep[2 * n + u] = w.fp.cx[u];
      keep[3 * n + u] = w.fp.cy[u];
      keep[4 * n + u] = w.fp.sin[u];
      keep[5 * n + u] = w.fp.cos[u];
      keep[6 * n + u] = w.fp.rad[u];
    }
    w.startGaps.set(w.gaps.gap);
    w.startMeasured[0] = 1;
  }
  // Every deployment gap is fresh at epoch 1.
  for (let u = 0; u < n; u++) {
    w.fp.w[u] = keep[u];
    w.fp.d[u] = keep[n + u];
    w.fp.cx[u] = keep[2 * n + u];
    w.fp.cy[u] = keep[3 * n + u];
    w.fp.sin[u] = keep[4 * n + u];
    w.fp.cos[u] = keep[5 * n + u];
    w.fp.rad[u] = keep[6 * n + u];
    w.fp.trigFacing[u] = w.fp.facing[u]; // reset() put every unit back at its deployed facing
  }
  // Plain loops: for arrays this small, set() and fill() cost more in call overhead.
  for (let k = 0; k < n * n; k++) {
    w.gaps.gap[k] = w.startGaps[k];
    w.gaps.stamp[k] = 1;
  }
  for (let u = 0; u < n; u++) w.gaps.changedAt[u] = 1;
  w.gaps.epoch = 1;
}

/** Closest distance between units a and b (cached by shape()). */
export function unitDistance(w: Wfb4World, a: number, b: number): number {
  return w.gaps.gap[pairOf(w.gaps, a, b)];
}
