/**
 * Terrain (rules/wfb3.md §2.1, §3.1, §4.5): what ground costs a move — difficult ground and
 * woods half speed, very difficult a quarter, both rounded up to the nearest ½", impassable
 * never, an obstacle half the unit's M to cross; in single file difficult ground nothing, very
 * difficult half speed and an obstacle a quarter (battlefield/terrain-path.ts) — the advantage of
 * higher ground, obstacles defended against a charge, cover from shooting (a trench or pit hard
 * cover, as a wall), and sight blocked by woods, hills, hedges and walls — not by a ditch or trench.
 *
 * Hot code: the segment registers carry the geometry; distances are left in `w.dist`.
 */
import { packFootprint } from '../../../battlefield/footprints.ts';
import { rectBoxGap } from '../../../battlefield/rect.ts';
import { aimAtEnd, boxOfFootprint, boxOfPiece, crossing, spanThrough } from '../../../battlefield/segment.ts';
import { costAlong, type TerrainPath, travelAlong } from '../../../battlefield/terrain-path.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { TERRAIN_DIFFICULT, TERRAIN_HEDGE, TERRAIN_HILL, TERRAIN_TRENCH, TERRAIN_VERY_DIFFICULT, TERRAIN_WAGONS, TERRAIN_WALL, TERRAIN_WOOD } from '../plan.ts';
import { nimble } from './formation.ts';
import { aloft, type Wfb3World } from './world.ts';

/** Within this of an obstacle a unit claims its cover, or a shooter fires over it (§3.1). */
const BEHIND = 1;
/** A target in a wood is seen through at most this much of it (§3.1). */
const WOOD_SEEN = 2;

/** How far u gets along `w.seg` (its start, direction and length set) with `w.dist` to spend: into `w.dist`. */
export function travel(w: Wfb3World, u: number): void {
  if (w.plan.terrain.count === 0) {
    if (w.seg.len < w.dist) w.dist = w.seg.len;
    return;
  }
  const path = pathOf(w, u);
  path.budget = w.dist;
  travelAlong(path, w.seg);
  w.dist = path.result;
}

/**
 * How far u gets straight ahead from its front, along its facing, over at most `w.seg.len`
 * inches with `w.dist` to spend on the ground (§2.1; both set by the caller, doubles kept out of
 * the call): the way into `w.seg`, the distance into `w.dist`.
 */
export function travelAhead(w: Wfb3World, u: number): void {
  const fp = w.fp;
  const seg = w.seg;
  seg.x = fp.x[u];
  seg.y = fp.y[u];
  seg.dx = fp.sin[u];
  seg.dy = fp.cos[u];
  travel(w, u);
}

/** What the whole of `w.seg` costs u to move (Infinity when impassable ground blocks it): into `w.dist`. */
export function pathCost(w: Wfb3World, u: number): void {
  if (w.plan.terrain.count === 0) {
    w.dist = w.seg.len;
    return;
  }
  const path = pathOf(w, u);
  costAlong(path, w.seg);
  w.dist = path.result;
}

/** The terrain path u pays by (§2.1), its obstacle toll set: half its M, or a quarter in single file. */
function pathOf(w: Wfb3World, u: number): TerrainPath {
  const single = nimble(w, u);
  const path = single ? w.pathSingleFile : w.path;
  path.toll = w.plan.M[u] * (single ? 0.25 : 0.5);
  return path;
}

/**
 * Whether u's point (xs[u], ys[u]) — its centre or its front's — lies in area piece k. The
 * columns come in rather than the point: a double passed to a call V8 does not inline is boxed.
 */
function inPiece(w: Wfb3World, k: number, xs: Float64Array, ys: Float64Array, u: number): boolean {
  const t = w.plan.terrain;
  const x = xs[u];
  const y = ys[u];
  return t.linear[k] === 0 && x >= t.x0[k] && x <= t.x1[k] && y >= t.y0[k] && y <= t.y1[k];
}

/** Whether u's centre stands on a piece of kind `kind`. */
function standsOn(w: Wfb3World, u: number, kind: number): boolean {
  const t = w.plan.terrain;
  for (let k = 0; k < t.count; k++) if (t.kind[k] === kind && inPiece(w, k, w.fp.cx, w.fp.cy, u)) return true;
  return false;
}

/**
 * Whether any model of u is on difficult or very difficult ground, or in a wood — its footprint
 * overlapping the piece: no formation changes (§2.2), no reserve move (§2.6).
 */
export function onDifficultGround(w: Wfb3World, u: number): boolean {
  const t = w.plan.terrain;
  let packed = false;
  for (let k = 0; k < t.count; k++) {
    const kind = t.kind[k];
    if (t.linear[k] === 1 || (kind !== TERRAIN_DIFFICULT && kind !== TERRAIN_VERY_DIFFICULT && kind !== TERRAIN_WOOD)) continue;
    if (!packed) {
      packFootprint(w.fp, u, w.rect);
      packed = true;
    }
    rectBoxGap(w.rect, t.box, k, w.boxGap);
    if (w.boxGap[0] < -EPS) return true;
  }
  return false;
}

/** Whether u's centre is in a wood: concealing cover, out of which a flank or rear charge panics (§5 panic 2). */
export function inWood(w: Wfb3World, u: number): boolean {
  return standsOn(w, u, TERRAIN_WOOD);
}

/** Whether an obstacle runs across u's footprint, dividing it (§2.4): the line of a hedge, wall or ditch through its rectangle. */
export function dividedByObstacle(w: Wfb3World, u: number): boolean {
  const t = w.plan.terrain;
  const s = w.sight;
  for (let k = 0; k < t.count; k++) {
    if (t.linear[k] === 0) continue;
    s.x = t.x0[k];
    s.y = t.y0[k];
    s.ex = t.x1[k];
    s.ey = t.y1[k];
    aimAtEnd(s);
    if (s.len < EPS) continue;
    s.margin = -EPS;
    boxOfFootprint(s, w.fp, u);
    if (spanThrough(s) && s.tOut - s.tIn > EPS) return true;
  }
  return false;
}

/** Whether u's centre is on a hill. */
export function onHill(w: Wfb3World, u: number): boolean {
  return w.plan.anyHill === 1 && standsOn(w, u, TERRAIN_HILL);
}

/** Whether u fights with the advantage of higher ground over v (§4.5): u on a hill, v not. */
export function higherGround(w: Wfb3World, u: number, v: number): boolean {
  return onHill(w, u) && !onHill(w, v);
}

/** Whether an obstacle crosses `w.seg` within 1" of its end: a charge along it meets a defended line (§4.5, G16). */
export function obstacleAtEnd(w: Wfb3World): boolean {
  const t = w.plan.terrain;
  const s = w.seg;
  for (let k = 0; k < t.count; k++) {
    if (t.linear[k] === 1 && crossing(s, t, k) && s.len - s.at <= BEHIND + EPS) return true;
  }
  return false;
}

/**
 * The cover t has from u's missiles (§3.1, §3.3): 1 soft, 2 hard, 0 none — a wood its centre is
 * in (soft), or a hedge or a laager of wagons (soft) or a wall or trench (hard) across the line within 1"
 * of it, unless the shooter is within 1" of the same obstacle. Reads the sight segment inSight() left.
 */
export function coverOf(w: Wfb3World, t: number): number {
  const p = w.plan;
  const terrain = p.terrain;
  let cover = 0;
  if (standsOn(w, t, TERRAIN_WOOD)) cover = 1;
  const s = w.sight;
  const near = BEHIND + w.fp.d[t] * 0.5;
  for (let k = 0; k < terrain.count; k++) {
    const kind = terrain.kind[k];
    if (kind !== TERRAIN_HEDGE && kind !== TERRAIN_WALL && kind !== TERRAIN_WAGONS && kind !== TERRAIN_TRENCH) continue;
    if (!crossing(s, terrain, k) || s.len - s.at > near || s.at <= BEHIND) continue;
    // A wall, or a trench or pit, is hard cover (§3.1).
    const c = kind === TERRAIN_WALL || kind === TERRAIN_TRENCH ? 2 : 1;
    if (c > cover) cover = c;
  }
  return cover;
}

/**
 * Whether the terrain lets u see t along `w.sight` (set from u's front to t's centre): a wood
 * blocks unless it holds u or t and the line runs through at most 2" of it; a hill blocks unless
 * it holds u or t; a hedge, wall or laager of wagons blocks unless the target or the shooter is within 1" of it.
 * A shooter on a hill sees over all of them (§3.1).
 */
export function terrainLetsSee(w: Wfb3World, u: number, t: number): boolean {
  const p = w.plan;
  if (p.anySightTerrain === 0) return true;
  // A shooter on a hill sees over it all, and so does one in the air, or one shooting at a flyer (§3.1).
  if (onHill(w, u) || aloft(w, u) || aloft(w, t)) return true;
  const terrain = p.terrain;
  const s = w.sight;
  const near = BEHIND + w.fp.d[t] * 0.5;
  for (let k = 0; k < terrain.count; k++) {
    const kind = terrain.kind[k];
    if (kind === TERRAIN_HEDGE || kind === TERRAIN_WALL || kind === TERRAIN_WAGONS) {
      if (crossing(s, terrain, k) && s.len - s.at > near && s.at > BEHIND) return false;
      continue;
    }
    if (kind !== TERRAIN_WOOD && kind !== TERRAIN_HILL) continue;
    boxOfPiece(s, terrain, k);
    if (!spanThrough(s) || s.tOut - s.tIn <= EPS) continue;
    const holdsU = inPiece(w, k, w.fp.x, w.fp.y, u);
    const holdsT = inPiece(w, k, w.fp.cx, w.fp.cy, t);
    if (kind === TERRAIN_HILL) {
      if (!holdsU && !holdsT) return false;
      continue;
    }
    if ((!holdsU && !holdsT) || s.tOut - s.tIn > WOOD_SEEN + EPS) return false;
  }
  return true;
}

/** What a chariot's straight move along `w.sight` crossed (§6.1; groundCrossed()). */
export const GROUND_ROUGH = 1;
export const GROUND_HEDGE = 2;
export const GROUND_WALL = 4;
export const GROUND_WAGONS = 8;

/**
 * The ground a straight move along `w.sight` crossed, for a chariot's damage (§6.1): bits
 * GROUND_ROUGH (difficult or very difficult ground, a wood), GROUND_HEDGE (a hedge or ditch),
 * GROUND_WALL, GROUND_WAGONS (a laager: a "similarly solid object").
 */
export function groundCrossed(w: Wfb3World): number {
  const pieces = w.plan.terrain;
  const seg = w.sight;
  let bits = 0;
  for (let k = 0; k < pieces.count; k++) {
    const kind = pieces.kind[k];
    if (pieces.linear[k] === 1) {
      if (crossing(seg, pieces, k)) bits |= kind === TERRAIN_WALL ? GROUND_WALL : kind === TERRAIN_WAGONS ? GROUND_WAGONS : GROUND_HEDGE;
      continue;
    }
    if (kind !== TERRAIN_DIFFICULT && kind !== TERRAIN_VERY_DIFFICULT && kind !== TERRAIN_WOOD) continue;
    boxOfPiece(seg, pieces, k);
    if (spanThrough(seg)) bits |= GROUND_ROUGH;
  }
  return bits;
}
