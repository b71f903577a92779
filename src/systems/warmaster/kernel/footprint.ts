/**
 * Each unit's footprint on the table (rules/warmaster.md §1.1): its stands laid out in files
 * behind the front edge, their half extents for the unit's facing, the unit's box and centre,
 * whether it is on the table or over its edge, and whether two units' stands meet.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { ATTACH_SLOT, MAX_STANDS, M_WAR_WAGON, TEAM_SLOT, WAGON_SLOT } from '../plan.ts';
import { ACTIVE } from './status.ts';
import type { WarmasterWorld } from './world.ts';

// Float64Array, not plain arrays: negating a plain array's 0 makes a boxed −0 (TECH-NOTES §2).
export const DIR_X = new Float64Array([0, 1, 0, -1]);
export const DIR_Y = new Float64Array([1, 0, -1, 0]);

// ------------------------------------------------------------------ geometry

/**
 * Place the unit's `count` stands in its files behind the front-edge centre (lx, ly). A live
 * attached stand keeps its slot (ATTACH_SLOT) and takes the last place; host stands fill the
 * slots from 0, which never reach ATTACH_SLOT (a host has at most 3 stands).
 */
export function layout(w: WarmasterWorld, u: number, f: number, count: number): void {
  const p = w.plan;
  const x = w.lx;
  const y = w.ly;
  // A War Wagon stands in one file in column, two in laager (§11.10).
  const pf = p.machine[u] === M_WAR_WAGON ? 1 + w.laager[u] : p.files[u];
  const files = pf < count ? pf : count;
  const dx = DIR_X[f];
  const dy = DIR_Y[f];
  const width = p.standW[u];
  const d = p.standD[u];
  const attachedLives = attachedAlive(w, u); // before the stands are cleared below
  // A War Wagon that lost its team keeps its wagon in the wagon's slot.
  let k = p.machine[u] === M_WAR_WAGON && w.sAlive[u * MAX_STANDS + TEAM_SLOT] === 0 ? WAGON_SLOT : 0;
  for (let slot = 0; slot < MAX_STANDS; slot++) w.sAlive[u * MAX_STANDS + slot] = 0;
  for (let i = 0; i < count; i++) {
    const rank = Math.floor(i / files);
    const inRank = i - rank * files;
    const rest = count - rank * files;
    const m = rest < files ? rest : files;
    const lateral = (inRank - (m - 1) / 2) * width;
    const back = rank * d + d / 2;
    const s = attachedLives && i === count - 1 ? u * MAX_STANDS + ATTACH_SLOT : u * MAX_STANDS + k++;
    // Right of facing (dx, dy) is (dy, −dx).
    w.sx[s] = x + dy * lateral - dx * back;
    w.sy[s] = y - dx * lateral - dy * back;
    w.sAlive[s] = 1;
  }
  w.face[u] = f;
}

/** Half extents of unit u's stands along x and y for its facing. */
export function hx(w: WarmasterWorld, u: number): number {
  return (w.face[u] & 1) === 0 ? w.plan.standW[u] / 2 : w.plan.standD[u] / 2;
}

export function hy(w: WarmasterWorld, u: number): number {
  return (w.face[u] & 1) === 0 ? w.plan.standD[u] / 2 : w.plan.standW[u] / 2;
}

/** Bounding box of the unit's live stands into bx0..by1. */
export function box(w: WarmasterWorld, u: number): void {
  const halfX = hx(w, u);
  const halfY = hy(w, u);
  w.bx0 = Infinity;
  w.by0 = Infinity;
  w.bx1 = -Infinity;
  w.by1 = -Infinity;
  for (let k = 0; k < MAX_STANDS; k++) {
    const s = u * MAX_STANDS + k;
    if (!w.sAlive[s]) continue;
    if (w.sx[s] - halfX < w.bx0) w.bx0 = w.sx[s] - halfX;
    if (w.sy[s] - halfY < w.by0) w.by0 = w.sy[s] - halfY;
    if (w.sx[s] + halfX > w.bx1) w.bx1 = w.sx[s] + halfX;
    if (w.sy[s] + halfY > w.by1) w.by1 = w.sy[s] + halfY;
  }
}

/** Centre of the unit's live stands into cenX, cenY. */
export function centroid(w: WarmasterWorld, u: number): void {
  let x = 0;
  let y = 0;
  let k = 0;
  for (let i = 0; i < MAX_STANDS; i++) {
    const s = u * MAX_STANDS + i;
    if (!w.sAlive[s]) continue;
    x += w.sx[s];
    y += w.sy[s];
    k++;
  }
  w.cenX = x / k;
  w.cenY = y / k;
}

export function onTable(w: WarmasterWorld, u: number): boolean {
  return w.status[u] === ACTIVE;
}

/**
 * True when any stand of u lies (even partly) off the table. Warmaster's own reading of the
 * battlefield's offTable(): the same ±EPS on the box round the unit's stands, which stand square
 * to the table's edges, where offTable() reads the corners of a turned footprint.
 */
export function offEdge(w: WarmasterWorld, u: number): boolean {
  const p = w.plan;
  box(w, u);
  return w.bx0 < -EPS || w.by0 < -EPS || w.bx1 > p.tableWidth + EPS || w.by1 > p.tableDepth + EPS;
}

/**
 * Some stand of u and some stand of v overlap (`touching` 0: their boxes grown by −EPS cross)
 * or touch (`touching` 1: grown by +EPS). An int, not the margin: the callers' choice between
 * EPS and −EPS, passed to a call V8 does not inline, was boxed where EPS is no compile-time
 * constant (vitest reaches every import through a getter); ±EPS is worked out here by
 * arithmetic, which boxes nothing.
 */
export function unitsMeet(w: WarmasterWorld, u: number, v: number, touching: number): boolean {
  const margin = (2 * touching - 1) * EPS;
  const ex = hx(w, u) + hx(w, v) + margin;
  const ey = hy(w, u) + hy(w, v) + margin;
  for (let i = 0; i < MAX_STANDS; i++) {
    const a = u * MAX_STANDS + i;
    if (!w.sAlive[a]) continue;
    for (let j = 0; j < MAX_STANDS; j++) {
      const b = v * MAX_STANDS + j;
      if (w.sAlive[b] && Math.abs(w.sx[a] - w.sx[b]) < ex && Math.abs(w.sy[a] - w.sy[b]) < ey) return true;
    }
  }
  return false;
}

/** The unit's attached Skirmisher or Salamander stand is still there (§11.1, §11.8). */
export function attachedAlive(w: WarmasterWorld, u: number): boolean {
  return w.plan.attached[u] === 1 && w.sAlive[u * MAX_STANDS + ATTACH_SLOT] === 1;
}
