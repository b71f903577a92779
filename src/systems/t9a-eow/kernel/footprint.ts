/**
 * Each unit's footprint on the table (rules/t9a_eow.md §1.3 Unit Boundary): width and depth
 * recomputed as it turns or loses models, the gap between two units or from a point, a step
 * straight ahead, whether it stands off the table, and how far two footprints overlap.
 */
import { rectGap } from '../../../battlefield/rect.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { depthRanks, frontRank } from './formation.ts';
import type { T9aWorld } from './world.ts';

/** Recompute unit u's footprint after it moved, turned or lost models. */
export function shape(w: T9aWorld, u: number): void {
  const p = w.plan;
  w.usin[u] = Math.sin(w.uf[u]);
  w.ucos[u] = Math.cos(w.uf[u]);
  w.uw[u] = frontRank(w, u) * p.baseW[u];
  w.ud[u] = depthRanks(w, u) * p.baseD[u];
}

/** Closest distance between the footprints of a and b, into `res`. */
export function gap(w: T9aWorld, a: number, b: number): void {
  const ba = w.body[a];
  const bb = w.body[b];
  if (ba === bb) {
    w.res = 0;
    return;
  }
  rectGap(w.ux, w.uy, w.usin, w.ucos, w.uw, w.ud, ba, bb, w.scratch);
  w.res = w.scratch[0];
}

/** Distance from the point (gx, gy) to unit u's footprint, into `res`. */
export function pointGap(w: T9aWorld, u: number): void {
  const rx = w.gx - w.ux[u];
  const ry = w.gy - w.uy[u];
  const lu = rx * w.ucos[u] - ry * w.usin[u];
  const lv = rx * w.usin[u] + ry * w.ucos[u];
  const hw = w.uw[u] * 0.5;
  let ou = 0;
  if (lu < -hw) ou = -hw - lu;
  else if (lu > hw) ou = lu - hw;
  let ov = 0;
  if (lv > 0) ov = lv;
  else if (lv < -w.ud[u]) ov = -w.ud[u] - lv;
  w.res = Math.sqrt(ou * ou + ov * ov);
}

/** Move u straight ahead by `res` inches. */
export function stepRes(w: T9aWorld, u: number): void {
  w.ux[u] += w.usin[u] * w.res;
  w.uy[u] += w.ucos[u] * w.res;
}

/** Whether any corner of u is off the table. */
export function offTable(w: T9aWorld, u: number): boolean {
  const p = w.plan;
  const hw = w.uw[u] * 0.5;
  for (let c = 0; c < 4; c++) {
    const side = c & 1 ? hw : -hw;
    const back = c & 2 ? w.ud[u] : 0;
    const x = w.ux[u] + w.ucos[u] * side - w.usin[u] * back;
    const y = w.uy[u] - w.usin[u] * side - w.ucos[u] * back;
    if (x < -EPS || y < -EPS || x > p.width + EPS || y > p.depth + EPS) return true;
  }
  return false;
}

/** How far footprints a and b overlap, into `res` (≤ 0: apart or touching; separating axes). */
export function overlap(w: T9aWorld, a0: number, b0: number): void {
  const a = w.body[a0];
  const b = w.body[b0];
  let least = Infinity;
  for (let k = 0; k < 4; k++) {
    const r = k < 2 ? a : b;
    // The axis: r's right (k even) or forward (k odd) direction.
    const nx = k & 1 ? w.usin[r] : w.ucos[r];
    const ny = k & 1 ? w.ucos[r] : -w.usin[r];
    let reach = 0;
    let ca = 0;
    let cb = 0;
    for (let j = 0; j < 2; j++) {
      const t = j === 0 ? a : b;
      const rx = w.ucos[t] * nx - w.usin[t] * ny;
      const fx = w.usin[t] * nx + w.ucos[t] * ny;
      reach += w.uw[t] * 0.5 * (rx < 0 ? -rx : rx) + w.ud[t] * 0.5 * (fx < 0 ? -fx : fx);
      // The centre: half the depth behind the front centre.
      const c = (w.ux[t] - w.usin[t] * w.ud[t] * 0.5) * nx + (w.uy[t] - w.ucos[t] * w.ud[t] * 0.5) * ny;
      if (j === 0) ca = c;
      else cb = c;
    }
    const o = reach - (ca > cb ? ca - cb : cb - ca);
    if (o < least) least = o;
  }
  w.res = least;
}
