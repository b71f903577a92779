/**
 * Terrain pieces (rules/t9a_eow.md §1.4; the piece geometry is ../terrain.ts): gaps from a unit
 * to a piece, a point or a unit's centre inside one, Hindering terrain, and the sight lines
 * Impassable and Elevated pieces block.
 */
import { packFootprint } from '../../../battlefield/footprints.ts';
import { rectBoxGap } from '../../../battlefield/rect.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { TERRAIN_HINDERING, TERRAIN_IMPASSABLE, segmentBox } from '../terrain.ts';
import type { T9aWorld } from './world.ts';

/** Copy u's footprint into `rect` (rectBoxGap()'s packing). */
export function rectOf(w: T9aWorld, u: number): void {
  packFootprint(w.fp, u, w.rect);
}

/** Signed gap from the footprint u stands in to piece k, into `res` (negative: overlapping it). */
export function pieceGap(w: T9aWorld, u: number, k: number): void {
  rectOf(w, w.body[u]);
  rectBoxGap(w.rect, w.plan.terrainBox, k, w.scratch);
  w.res = w.scratch[0];
}

/** Whether the point (gx, gy) lies in piece k, edges included. */
export function pointIn(w: T9aWorld, k: number): boolean {
  const b = w.plan.terrainBox;
  const x = w.gx;
  const y = w.gy;
  return x >= b[4 * k] - EPS && x <= b[4 * k + 2] + EPS && y >= b[4 * k + 1] - EPS && y <= b[4 * k + 3] + EPS;
}

/**
 * Whether the centre of the footprint u stands in lies in piece k: the unit is inside it for
 * Broken Ranks and Forest Walker, and Elevated on it (§1.4: a model whose centre is on it).
 */
export function centreIn(w: T9aWorld, u: number, k: number): boolean {
  const b = w.body[u];
  w.gx = w.fp.x[b] - w.fp.sin[b] * w.fp.d[b] * 0.5;
  w.gy = w.fp.y[b] - w.fp.cos[b] * w.fp.d[b] * 0.5;
  return pointIn(w, k);
}

/**
 * Whether u stands inside Hindering terrain (§1.4): deployed so by the `cover: hindering`
 * setting and not moved since, or its centre in a Hindering piece.
 */
export function inHindering(w: T9aWorld, u: number): boolean {
  if (w.hinder[u] || w.hinder[w.body[u]]) return true;
  const p = w.plan;
  for (let k = 0; k < w.pieces; k++) {
    if (p.terrainKind[k] === TERRAIN_HINDERING && centreIn(w, u, k)) return true;
  }
  return false;
}

/**
 * Whether the sight line in `seg`, from viewer v to target t, is blocked (§1.3, §1.4): by any
 * Impassable piece it crosses, or by an Elevated piece it crosses — sight is traced onto and
 * off Elevated terrain, so not a piece v or t stands on (its centre on it, §1.4); a unit only
 * touching a hill sees no further into it than any other.
 */
export function segBlocked(w: T9aWorld, v: number, t: number): boolean {
  const p = w.plan;
  for (let k = 0; k < w.pieces; k++) {
    const kind = p.terrainKind[k];
    if (kind === TERRAIN_HINDERING || !segmentBox(w.seg, p.terrainBox, k, w.slab)) continue;
    if (kind === TERRAIN_IMPASSABLE) return true;
    if (centreIn(w, v, k) || centreIn(w, t, k)) continue;
    return true;
  }
  return false;
}

/**
 * Terrain's part in line of sight (§1.3, §1.4): some straight line from c's front edge (its
 * middle or either end) to t — its centre, a corner or the middle of an edge — that no
 * piece blocks. Units never block sight in this engine, so Elevated terrain's "ignoring
 * non-Elevated models" changes nothing here.
 */
export function sightClear(w: T9aWorld, c: number, t: number): boolean {
  if (w.blockers === 0) return true;
  const v = w.body[c];
  const g = w.body[t];
  const hw = w.fp.w[v] * 0.5;
  const thw = w.fp.w[g] * 0.5;
  const td = w.fp.d[g];
  for (let i = 0; i < 3; i++) {
    const side = i === 0 ? 0 : i === 1 ? -hw : hw;
    w.seg[0] = w.fp.x[v] + w.fp.cos[v] * side;
    w.seg[1] = w.fp.y[v] - w.fp.sin[v] * side;
    // The target's centre first (a clear line to it meets its boundary clear), then a 3×3
    // grid of its corners and edge middles.
    for (let j = 0; j < 9; j++) {
      const q = j === 0 ? 4 : j <= 4 ? j - 1 : j;
      const a = ((q % 3) - 1) * thw;
      const b = ((q / 3) | 0) * 0.5 * td;
      w.seg[2] = w.fp.x[g] + w.fp.cos[g] * a - w.fp.sin[g] * b;
      w.seg[3] = w.fp.y[g] - w.fp.sin[g] * a - w.fp.cos[g] * b;
      if (!segBlocked(w, v, g)) return true;
    }
  }
  return false;
}

/** The closest gap from u to Impassable terrain, into `res` (Infinity when there is none; negative inside it). */
export function nearestImpassable(w: T9aWorld, u: number): void {
  const p = w.plan;
  let best = Infinity;
  for (let k = 0; k < w.pieces; k++) {
    if (p.terrainKind[k] !== TERRAIN_IMPASSABLE) continue;
    pieceGap(w, u, k);
    if (w.res < best) best = w.res;
  }
  w.res = best;
}

/** Whether unit t stands within 6" of Hindering or Elevated terrain (Entwining Roots, Master of Earth, §4.5). */
export function nearWoodOrHill(w: T9aWorld, t: number): boolean {
  const p = w.plan;
  for (let k = 0; k < w.pieces; k++) {
    if (p.terrainKind[k] === TERRAIN_IMPASSABLE) continue;
    pieceGap(w, t, k);
    if (w.res <= 6) return true;
  }
  return false;
}
