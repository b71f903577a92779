/**
 * Going round Impassable terrain (rules/t9a_eow.md §1.3, §1.4, §3.3): an ordinary move that a
 * piece would stop short makes for a corner of it instead (the policy is wayRound()'s comment).
 */
import { offTable } from '../../../battlefield/footprints.ts';
import { shape } from './footprint.ts';
import { turnTo } from './moves.ts';
import { CLEAR_SPACED, clearAhead } from './spacing.ts';
import { nearestImpassable } from './terrain.ts';
import type { T9aWorld } from './world.ts';

/**
 * A way round an Impassable piece (wayRound()): the unit's centre keeps this far outside the
 * piece beyond the unit's half-diagonal, so every pose on the way, turned any way, is more than
 * 1" clear of it (§1.3, §1.4) with a margin for the wheels of a March.
 */
export const WAY_CLEAR = 1.25;
/** wayRound(): a corner within this of the unit's centre counts as reached; the unit makes for the next one round. */
export const WAY_REACHED = 1.5;

/**
 * A way round an Impassable piece (§1.3, §1.4, §3.3) for an ordinary move of u towards the
 * point (tx, ty) — the centre of its target unit t, or its objective (t −1) — which is the
 * field `want` inches away less the spacing (or range) it stops at; this move may go `wayGo`
 * of them. Hot code.
 *
 * The policy: u turned to face the point from its centre would be stopped by an Impassable
 * piece (clearAhead() names it) before going all the `want` inches — in this move or a later
 * one, so u makes for a corner as soon as a piece stands in its straight way. The piece is
 * grown by u's half-diagonal and WAY_CLEAR; the ways round are the corners of the grown piece
 * where the lines from u's centre touch it (the left and right edges of the piece as u sees
 * it) — or, when u's centre is already within the grown piece, the two ends of its side u is
 * nearest to. u tries the corner with the shorter path to the point first (u to the corner,
 * then the corner to the point; the left on a tie), then the other. A corner u's centre is
 * within WAY_REACHED of is all but reached: u tries the next corner round on that side first
 * (of the two beside it, the one nearer the point), then that corner itself. A way is open
 * when u's centre standing at the corner, facing along the way, leaves u wholly on the table
 * and more than 1" from every Impassable piece, and u turned towards the corner can go
 * straight the whole of its move towards it (or all the way to it) without coming within the
 * spacing of a unit — the target itself excepted — or a piece. Returns the piece, with the
 * corner in (wayX, wayY) and the side in `wayLeft`; −1 when nothing is in the way or neither
 * way is open (u then moves as before: straight, stopping short of the piece). u is left as
 * it stood.
 */
export function wayRound(w: T9aWorld, u: number, t: number): number {
  const keep = w.wayPose;
  const destX = w.tx;
  const destY = w.ty;
  const way = w.want;
  keep[0] = w.fp.x[u];
  keep[1] = w.fp.y[u];
  keep[2] = w.fp.facing[u];
  keep[3] = w.mx0[u];
  keep[4] = w.my0[u];
  keep[5] = w.mf0[u];
  // The straight move, tried.
  turnTo(w, u, false);
  clearAhead(w, u, CLEAR_SPACED);
  const k = w.stopPiece;
  const straight = w.res;
  wayBack(w, u);
  if (k < 0 || straight >= way - 0.05) return -1;
  const half = w.fp.d[u] * 0.5;
  const cx = w.fp.x[u] - w.fp.sin[u] * half;
  const cy = w.fp.y[u] - w.fp.cos[u] * half;
  const grow = 0.5 * Math.sqrt(w.fp.w[u] * w.fp.w[u] + w.fp.d[u] * w.fp.d[u]) + WAY_CLEAR;
  const b = w.plan.terrainBox;
  const x0 = b[4 * k] - grow;
  const y0 = b[4 * k + 1] - grow;
  const x1 = b[4 * k + 2] + grow;
  const y1 = b[4 * k + 3] + grow;
  const dx = destX - cx;
  const dy = destY - cy;
  // Corner c of the grown piece: bit 0 the right edge (else the left), bit 1 the far edge (else the near).
  let left = -1;
  let right = -1;
  if (cx > x0 && cx < x1 && cy > y0 && cy < y1) {
    // Inside it: the ends of the side nearest u's centre.
    let m = cx - x0;
    left = 0;
    right = 2;
    if (x1 - cx < m) {
      m = x1 - cx;
      left = 1;
      right = 3;
    }
    if (cy - y0 < m) {
      m = cy - y0;
      left = 0;
      right = 1;
    }
    if (y1 - cy < m) {
      left = 2;
      right = 3;
    }
    // Which of the two lies to the left of the way to the point (anticlockwise from it).
    const ax = (left & 1 ? x1 : x0) - cx;
    const ay = (left & 2 ? y1 : y0) - cy;
    const bx = (right & 1 ? x1 : x0) - cx;
    const by = (right & 2 ? y1 : y0) - cy;
    if (Math.atan2(dx * ay - dy * ax, dx * ax + dy * ay) < Math.atan2(dx * by - dy * bx, dx * bx + dy * by)) {
      const c = left;
      left = right;
      right = c;
    }
  } else {
    // Outside it: the corners seen furthest to the left and to the right of the way.
    let most = -Infinity;
    let least = Infinity;
    for (let c = 0; c < 4; c++) {
      const vx = (c & 1 ? x1 : x0) - cx;
      const vy = (c & 2 ? y1 : y0) - cy;
      const a = Math.atan2(dx * vy - dy * vx, dx * vx + dy * vy);
      if (a > most) {
        most = a;
        left = c;
      }
      if (a < least) {
        least = a;
        right = c;
      }
    }
  }
  const lx = left & 1 ? x1 : x0;
  const ly = left & 2 ? y1 : y0;
  const rx = right & 1 ? x1 : x0;
  const ry = right & 2 ? y1 : y0;
  const viaLeft = Math.sqrt((lx - cx) * (lx - cx) + (ly - cy) * (ly - cy)) + Math.sqrt((destX - lx) * (destX - lx) + (destY - ly) * (destY - ly));
  const viaRight = Math.sqrt((rx - cx) * (rx - cx) + (ry - cy) * (ry - cy)) + Math.sqrt((destX - rx) * (destX - rx) + (destY - ry) * (destY - ry));
  for (let i = 0; i < 4; i++) {
    const l = (viaLeft <= viaRight) === (i < 2);
    const c = l ? left : right;
    let wx = c & 1 ? x1 : x0;
    let wy = c & 2 ? y1 : y0;
    const ex = wx - cx;
    const ey = wy - cy;
    if ((i & 1) === 0) {
      // A corner u's centre has all but reached (within WAY_REACHED): the next corner round
      // on that side first — of the two beside it, the nearer the point.
      if (ex * ex + ey * ey > WAY_REACHED * WAY_REACHED) continue;
      const ax = (c ^ 1) & 1 ? x1 : x0;
      const by = (c ^ 2) & 2 ? y1 : y0;
      if ((destX - ax) * (destX - ax) + (destY - wy) * (destY - wy) < (destX - wx) * (destX - wx) + (destY - by) * (destY - by)) wx = ax;
      else wy = by;
    }
    w.wayX = wx;
    w.wayY = wy;
    if (wayOpen(w, u, t)) {
      w.wayLeft = l ? 1 : 0;
      w.tx = destX;
      w.ty = destY;
      // For the move (here, as this is hot code and the callers' branches are rare): the
      // distance to the corner, and the point u's front reaches when its centre stands on it.
      const len = Math.sqrt((wx - cx) * (wx - cx) + (wy - cy) * (wy - cy));
      w.wayLen = len;
      w.wayAimX = wx + ((wx - cx) / len) * half;
      w.wayAimY = wy + ((wy - cy) / len) * half;
      return k;
    }
  }
  w.tx = destX;
  w.ty = destY;
  return -1;
}

/** Put u back where wayRound() found it (wayPose). */
export function wayBack(w: T9aWorld, u: number): void {
  const keep = w.wayPose;
  w.fp.x[u] = keep[0];
  w.fp.y[u] = keep[1];
  w.fp.facing[u] = keep[2];
  w.mx0[u] = keep[3];
  w.my0[u] = keep[4];
  w.mf0[u] = keep[5];
  shape(w, u);
}

/** Whether the way to the corner (wayX, wayY) is open for u's centre (wayRound()); u is left as it stood. */
export function wayOpen(w: T9aWorld, u: number, t: number): boolean {
  const half = w.fp.d[u] * 0.5;
  const cx = w.fp.x[u] - w.fp.sin[u] * half;
  const cy = w.fp.y[u] - w.fp.cos[u] * half;
  const ex = w.wayX - cx;
  const ey = w.wayY - cy;
  const len = Math.sqrt(ex * ex + ey * ey);
  if (len < 0.05) return false;
  // Standing at the corner, facing along the way.
  w.fp.facing[u] = Math.atan2(ex, ey);
  shape(w, u);
  w.fp.x[u] = w.wayX + w.fp.sin[u] * half;
  w.fp.y[u] = w.wayY + w.fp.cos[u] * half;
  let open = !offTable(w.fp, u, w.table);
  if (open) {
    nearestImpassable(w, u);
    open = w.res > 1.01;
  }
  wayBack(w, u);
  if (!open) return false;
  // The way there, this move.
  w.tx = w.wayX;
  w.ty = w.wayY;
  turnTo(w, u, false);
  w.want = w.wayGo < len ? w.wayGo : len;
  clearAhead(w, u, CLEAR_SPACED);
  const d = w.res;
  open = d >= 0.05 && (d >= w.want - 0.05 || (t >= 0 && w.stopPiece < 0 && w.stopUnit === t));
  wayBack(w, u);
  return open;
}
