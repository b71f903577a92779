/**
 * Each unit's footprint on the table (battlefield/footprints.ts; rules/t9a_eow.md §1.3 Unit
 * Boundary): width and depth recomputed as it turns or loses models, the gap between two units
 * or from a point, a step straight ahead, where a move began (its path is searched for
 * Dangerous terrain, dangerous-terrain.ts), where every unit stood as a phase began, and how
 * far two footprints overlap. Whether it
 * stands off the table is the battlefield's offTable().
 */
import { copyFootprint, turnFootprint } from '../../../battlefield/footprints.ts';
import { rectGap } from '../../../battlefield/rect.ts';
import { depthRanks, frontRank } from './formation.ts';
import type { T9aWorld } from './world.ts';

/** Recompute unit u's footprint after it moved, turned or lost models. */
export function shape(w: T9aWorld, u: number): void {
  const p = w.plan;
  const fp = w.fp;
  turnFootprint(fp, u);
  fp.w[u] = frontRank(w, u) * p.baseW[u];
  fp.d[u] = depthRanks(w, u) * p.baseD[u];
}

/** Closest distance between the footprints of a and b, into `res`. */
export function gap(w: T9aWorld, a: number, b: number): void {
  const ba = w.body[a];
  const bb = w.body[b];
  if (ba === bb) {
    w.res = 0;
    return;
  }
  const fp = w.fp;
  rectGap(fp.x, fp.y, fp.sin, fp.cos, fp.w, fp.d, ba, bb, w.scratch);
  w.res = w.scratch[0];
}

/** Distance from the point (gx, gy) to unit u's footprint, into `res`. */
export function pointGap(w: T9aWorld, u: number): void {
  const rx = w.gx - w.fp.x[u];
  const ry = w.gy - w.fp.y[u];
  const lu = rx * w.fp.cos[u] - ry * w.fp.sin[u];
  const lv = rx * w.fp.sin[u] + ry * w.fp.cos[u];
  const hw = w.fp.w[u] * 0.5;
  let ou = 0;
  if (lu < -hw) ou = -hw - lu;
  else if (lu > hw) ou = lu - hw;
  let ov = 0;
  if (lv > 0) ov = lv;
  else if (lv < -w.fp.d[u]) ov = -w.fp.d[u] - lv;
  w.res = Math.sqrt(ou * ou + ov * ov);
}

/** Move u straight ahead by `res` inches. */
export function stepRes(w: T9aWorld, u: number): void {
  w.fp.x[u] += w.fp.sin[u] * w.res;
  w.fp.y[u] += w.fp.cos[u] * w.res;
}

/** How far footprints a and b overlap, into `res` (≤ 0: apart or touching; separating axes). */
export function overlap(w: T9aWorld, a0: number, b0: number): void {
  const a = w.body[a0];
  const b = w.body[b0];
  let least = Infinity;
  for (let k = 0; k < 4; k++) {
    const r = k < 2 ? a : b;
    // The axis: r's right (k even) or forward (k odd) direction.
    const nx = k & 1 ? w.fp.sin[r] : w.fp.cos[r];
    const ny = k & 1 ? w.fp.cos[r] : -w.fp.sin[r];
    let reach = 0;
    let ca = 0;
    let cb = 0;
    for (let j = 0; j < 2; j++) {
      const t = j === 0 ? a : b;
      const rx = w.fp.cos[t] * nx - w.fp.sin[t] * ny;
      const fx = w.fp.sin[t] * nx + w.fp.cos[t] * ny;
      reach += w.fp.w[t] * 0.5 * (rx < 0 ? -rx : rx) + w.fp.d[t] * 0.5 * (fx < 0 ? -fx : fx);
      // The centre: half the depth behind the front centre.
      const c = (w.fp.x[t] - w.fp.sin[t] * w.fp.d[t] * 0.5) * nx + (w.fp.y[t] - w.fp.cos[t] * w.fp.d[t] * 0.5) * ny;
      if (j === 0) ca = c;
      else cb = c;
    }
    const o = reach - (ca > cb ? ca - cb : cb - ca);
    if (o < least) least = o;
  }
  w.res = least;
}

/**
 * Remember where u's move begins (after any pivot): its path is searched for terrain
 * afterwards. clearAhead() calls it for every straight move; charges, flees and pursuits
 * into a fresh enemy call it themselves.
 */
export function markMove(w: T9aWorld, u: number): void {
  w.mx0[u] = w.fp.x[u];
  w.my0[u] = w.fp.y[u];
  w.mf0[u] = w.fp.facing[u];
}

/**
 * Keep every unit's footprint as it stands (a joined character's: its unit's) in phaseStart:
 * a unit destroyed panics its friends from where it stood as the phase began (§2.3).
 */
export function markPhaseStart(w: T9aWorld): void {
  for (let u = 0; u < w.n; u++) copyFootprint(w.fp, w.body[u], w.phaseStart, u);
}
