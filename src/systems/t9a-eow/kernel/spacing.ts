/**
 * Unit Spacing (rules/t9a_eow.md §1.3): how far a unit may go straight ahead before it comes
 * within the spacing of another unit or of Impassable terrain (§1.4), the closest gap to any
 * other unit, and the nearest enemy.
 */
import { TERRAIN_IMPASSABLE } from '../terrain.ts';
import { gap, markMove } from './footprint.ts';
import { nearestImpassable, pieceGap } from './terrain.ts';
import { present } from './units.ts';
import type { T9aWorld } from './world.ts';

// clearAhead() kinds: bit 1 keeps the 1" spacing (Advance, March), bit 2 flies over units
// (§7.1), bit 4 stops 1" short of Impassable terrain (a Pursuit or Overrun, §1.4).
export const CLEAR_SPACED = 1;
export const CLEAR_PURSUIT = 4;
export const CLEAR_TERRAIN_SPACED = 8; // Impassable terrain kept more than 1" away while units may be neared to 0.5" (a Steam march)

/**
 * How far u may go straight ahead, up to the field `want`, before coming within the spacing
 * of another unit or of Impassable terrain (kind CLEAR_SPACED clear: 0.5", for charges and
 * flee-like moves; set: just over 1", §1.3; bit 2: a Fly unit's Advance, March or failed
 * charge, which passes over units and terrain, §7.1; CLEAR_PURSUIT: 1" from Impassable
 * terrain, §1.4; CLEAR_TERRAIN_SPACED: more than 1" from it whatever the unit spacing): into
 * `res`. (A distance passed as an argument would be boxed, see the file
 * comment.)
 */
export function clearAhead(w: T9aWorld, u: number, kind: number): void {
  const want = w.want;
  const margin = (kind & CLEAR_SPACED) === 0 ? 0.5 : 1.01;
  const terrainMargin = (kind & CLEAR_PURSUIT) !== 0 ? 1 : (kind & CLEAR_TERRAIN_SPACED) !== 0 ? 1.01 : margin;
  const x0 = w.fp.x[u];
  const y0 = w.fp.y[u];
  // The straight move starts here (after any pivot): the Dangerous tests look along it.
  markMove(w, u);
  w.stopPiece = -1;
  w.stopUnit = -1;
  let d = 0;
  if (kind & 2) {
    // Fly (§7.1): over units and terrain on the way; only where it ends must be clear, so
    // come back from the full distance until it is.
    d = want;
    for (;;) {
      w.fp.x[u] = x0 + w.fp.sin[u] * d;
      w.fp.y[u] = y0 + w.fp.cos[u] * d;
      nearestOther(w, u);
      let clear = w.res >= margin;
      if (clear && w.impassables > 0) {
        nearestImpassable(w, u);
        clear = w.res >= terrainMargin;
      }
      if (clear || d <= 0) break;
      d = d > 0.25 ? d - 0.25 : 0;
    }
    w.fp.x[u] = x0;
    w.fp.y[u] = y0;
    w.res = d;
    return;
  }
  // Conservative advancement against the units the move brings closer: a move of s changes
  // no distance by more than s, so going (their closest gap − margin) at a time never comes
  // within the margin. Units beside or behind, even within the margin, do not hold it up.
  w.ax = x0;
  w.ay = y0;
  for (let k = 0; k < 40 && d < want; k++) {
    w.ad = d;
    ahead(w, u);
    let free = w.res - margin;
    let piece = -1;
    if (w.impassables > 0) {
      aheadTerrain(w, u);
      const t = w.res - terrainMargin;
      if (t < free) {
        free = t;
        piece = w.aheadPiece;
      }
    }
    if (free < 0.005) {
      // What stopped it, for wayRound().
      if (piece >= 0) w.stopPiece = piece;
      else w.stopUnit = w.aheadUnit;
      break;
    }
    d = d + free < want ? d + free : want;
  }
  w.fp.x[u] = x0;
  w.fp.y[u] = y0;
  w.res = d;
}

/**
 * With u moved `ad` along its facing from (ax, ay): the closest gap to a unit that a further
 * move would bring closer, into `res` (Infinity when none). u is left there.
 */
export function ahead(w: T9aWorld, u: number): void {
  const x0 = w.ax;
  const y0 = w.ay;
  const d = w.ad;
  let best = Infinity;
  let unit = -1;
  let probed = false;
  for (let v = 0; v < w.n; v++) {
    if (v === u || !present(w, v)) continue;
    w.fp.x[u] = x0 + w.fp.sin[u] * d;
    w.fp.y[u] = y0 + w.fp.cos[u] * d;
    gap(w, u, v);
    const here = w.res;
    // No nearer than the closest so far: whether the move closes on v does not matter.
    if (here >= best) continue;
    w.fp.x[u] = x0 + w.fp.sin[u] * (d + 0.05);
    w.fp.y[u] = y0 + w.fp.cos[u] * (d + 0.05);
    probed = true;
    gap(w, u, v);
    if (w.res >= here - 1e-9) continue; // moving on does not close on v
    best = here;
    unit = v;
  }
  if (probed) {
    w.fp.x[u] = x0 + w.fp.sin[u] * d;
    w.fp.y[u] = y0 + w.fp.cos[u] * d;
  }
  w.aheadUnit = unit;
  w.res = best;
}

/** As ahead(), for the Impassable pieces a further move brings u closer to (§1.4): the closest gap into `res`. */
export function aheadTerrain(w: T9aWorld, u: number): void {
  const p = w.plan;
  const x0 = w.ax;
  const y0 = w.ay;
  const d = w.ad;
  let best = Infinity;
  let piece = -1;
  for (let k = 0; k < w.pieces; k++) {
    if (p.terrainKind[k] !== TERRAIN_IMPASSABLE) continue;
    w.fp.x[u] = x0 + w.fp.sin[u] * (d + 0.05);
    w.fp.y[u] = y0 + w.fp.cos[u] * (d + 0.05);
    pieceGap(w, u, k);
    const further = w.res;
    w.fp.x[u] = x0 + w.fp.sin[u] * d;
    w.fp.y[u] = y0 + w.fp.cos[u] * d;
    pieceGap(w, u, k);
    if (w.res < 0) {
      // Already overlapping it (a pivot can leave a unit so): only a step that lessens the
      // overlap is free; any other stops the move.
      if (further > w.res + 1e-9) continue;
    } else if (further >= w.res - 1e-9) {
      continue; // moving on does not close on it
    }
    if (w.res < best) {
      best = w.res;
      piece = k;
    }
  }
  w.aheadPiece = piece;
  w.res = best;
}

/** The closest gap from u to any other unit on the table, into `res` (Infinity when alone). */
export function nearestOther(w: T9aWorld, u: number): void {
  let best = Infinity;
  for (let v = 0; v < w.n; v++) {
    if (v === u || !present(w, v)) continue;
    gap(w, u, v);
    if (w.res < best) best = w.res;
  }
  w.res = best;
}

/** The enemy unit on the table closest to u, −1 when there is none. */
export function nearestEnemy(w: T9aWorld, u: number): number {
  const p = w.plan;
  let best = -1;
  let bestGap = Infinity;
  for (let t = 0; t < w.n; t++) {
    if (p.side[t] === p.side[u] || !present(w, t)) continue;
    gap(w, u, t);
    if (w.res < bestGap) {
      bestGap = w.res;
      best = t;
    }
  }
  return best;
}
