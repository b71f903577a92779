/**
 * Moving along a straight segment over terrain (rules/wfb4.md §2.2): difficult and very
 * difficult ground, obstacles, impassable ground, units in the way, wheels, and hills.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import {
  TERRAIN_DIFFICULT, TERRAIN_HILL, TERRAIN_IMPASSABLE, TERRAIN_VERY_DIFFICULT, TERRAIN_WALL, TERRAIN_WOOD,
} from '../plan.ts';
import { alive } from './formation.ts';
import type { Wfb4World } from './world.ts';

// ---------------------------------------------------------------- terrain and movement

/** Aim the segment from unit u's front-centre at the point (px, py). */
export function aimAtPoint(w: Wfb4World, u: number): void {
  const dx = w.px - w.ux[u];
  const dy = w.py - w.uy[u];
  const len = Math.sqrt(dx * dx + dy * dy);
  w.segX = w.ux[u];
  w.segY = w.uy[u];
  w.segLen = len;
  if (len > EPS) {
    w.segDX = dx / len;
    w.segDY = dy / len;
  } else {
    w.segDX = w.usin[u];
    w.segDY = w.ucos[u];
  }
}

/** Aim the segment from unit u's front-centre at the centre of unit t. */
export function aimAtUnit(w: Wfb4World, u: number, t: number): void {
  w.px = w.ucx[t];
  w.py = w.ucy[t];
  aimAtPoint(w, u);
}

/** Where the segment crosses linear terrain piece k, into crossAt[k] (−1 if it does not). */
export function crossLine(w: Wfb4World, k: number): void {
  const p = w.plan;
  w.crossAt[k] = -1;
  const ex = p.tx1[k] - p.tx0[k];
  const ey = p.ty1[k] - p.ty0[k];
  const denom = w.segDX * ey - w.segDY * ex;
  if (Math.abs(denom) < 1e-12) return;
  const wx = p.tx0[k] - w.segX;
  const wy = p.ty0[k] - w.segY;
  const t = (wx * ey - wy * ex) / denom;
  const s = (wx * w.segDY - wy * w.segDX) / denom;
  if (t >= 0 && t <= w.segLen && s >= 0 && s <= 1) w.crossAt[k] = t;
}

/**
 * Where the segment enters and leaves area terrain piece k (an axis-aligned box; slab
 * test), clipped to the segment, into (spanIn, spanOut). False when it does not meet it.
 */
export function boxSpan(w: Wfb4World, k: number): boolean {
  const p = w.plan;
  let t0 = 0;
  let t1 = w.segLen;
  if (Math.abs(w.segDX) < 1e-12) {
    if (w.segX < p.tx0[k] || w.segX > p.tx1[k]) return false;
  } else {
    let a = (p.tx0[k] - w.segX) / w.segDX;
    let b = (p.tx1[k] - w.segX) / w.segDX;
    if (a > b) { const t = a; a = b; b = t; }
    if (a > t0) t0 = a;
    if (b < t1) t1 = b;
  }
  if (Math.abs(w.segDY) < 1e-12) {
    if (w.segY < p.ty0[k] || w.segY > p.ty1[k]) return false;
  } else {
    let a = (p.ty0[k] - w.segY) / w.segDY;
    let b = (p.ty1[k] - w.segY) / w.segDY;
    if (a > b) { const t = a; a = b; b = t; }
    if (a > t0) t0 = a;
    if (b < t1) t1 = b;
  }
  w.spanIn = t0;
  w.spanOut = t1;
  return t0 <= t1;
}

/** Add cutAt to the sorted cuts (insertion; a handful of entries). */
export function addCut(w: Wfb4World): void {
  const t = w.cutAt;
  let i = w.cutCount++;
  while (i > 0 && w.cuts[i - 1] > t) {
    w.cuts[i] = w.cuts[i - 1];
    i--;
  }
  w.cuts[i] = t;
}

/**
 * Scan the segment against the terrain: fill crossAt[] for obstacles and cuts[] with every
 * place the ground changes; true when it meets anything that changes movement (area
 * terrain other than hills, or an obstacle).
 */
export function scanSegment(w: Wfb4World): boolean {
  const p = w.plan;
  let any = false;
  w.cutCount = 0;
  for (let k = 0; k < p.terrainKind.length; k++) {
    const kind = p.terrainKind[k];
    w.crossAt[k] = -1;
    if (kind === TERRAIN_HILL) continue;
    if (kind >= TERRAIN_WALL) {
      crossLine(w, k);
      if (w.crossAt[k] >= 0) {
        any = true;
        w.cutAt = w.crossAt[k];
        addCut(w);
      }
    } else if (boxSpan(w, k)) {
      any = true;
      w.cutAt = w.spanIn;
      addCut(w);
      w.cutAt = w.spanOut;
      addCut(w);
    }
  }
  return any;
}

/** Terrain cost factor in the middle of the current step: 1 open, 2 difficult, 4 very difficult, 0 impassable (§2.2). */
export function factorAt(w: Wfb4World): number {
  const p = w.plan;
  const at = w.stepFrom + w.stepLen * 0.5;
  const x = w.segX + w.segDX * at;
  const y = w.segY + w.segDY * at;
  let factor = 1;
  for (let k = 0; k < p.terrainKind.length; k++) {
    const kind = p.terrainKind[k];
    if (kind >= TERRAIN_WALL || kind === TERRAIN_HILL) continue;
    if (x < p.tx0[k] || x > p.tx1[k] || y < p.ty0[k] || y > p.ty1[k]) continue;
    if (kind === TERRAIN_IMPASSABLE) return 0;
    const f = kind === TERRAIN_VERY_DIFFICULT ? 4 : kind === TERRAIN_DIFFICULT || kind === TERRAIN_WOOD ? 2 : 1;
    if (f > factor) factor = f;
  }
  return factor;
}

/** Obstacles the segment crosses at exactly `stepFrom` (after scanSegment()). */
export function obstaclesAt(w: Wfb4World): number {
  let k = 0;
  for (let i = 0; i < w.crossAt.length; i++) {
    if (w.crossAt[i] >= 0 && Math.abs(w.crossAt[i] - w.stepFrom) < EPS) k++;
  }
  return k;
}

/**
 * How far unit u gets along the segment with `budget` inches of open-ground movement
 * (§2.2): difficult ground costs double, very difficult four times, an obstacle half the
 * unit's M (a unit that cannot pay it halts in front), impassable ground stops it. The
 * segment is cut where the ground changes and each stretch is paid for once. The distance
 * travelled, at most segLen, is left in `result`.
 */
export function segmentTravel(w: Wfb4World, u: number): void {
  const limit = w.segLen;
  const budget = w.budget;
  w.result = 0;
  if (limit <= 0 || budget <= 0) return;
  if (!scanSegment(w)) {
    w.result = budget < limit ? budget : limit;
    return;
  }
  const obstacleCost = w.plan.M[u] * 0.5;
  let spent = 0;
  let dist = 0;
  for (let i = 0; i <= w.cutCount; i++) {
    const end = i < w.cutCount ? Math.min(w.cuts[i], limit) : limit;
    if (end <= dist) {
      if (i < w.cutCount && end >= dist - EPS) {
        // An obstacle here must be paid before going on.
        w.stepFrom = end;
        const toll = obstaclesAt(w) * obstacleCost;
        if (spent + toll > budget + EPS) break;
        spent += toll;
      }
      continue;
    }
    w.stepFrom = dist;
    w.stepLen = end - dist;
    const factor = factorAt(w);
    if (factor === 0) break;
    const cost = (end - dist) * factor;
    if (spent + cost > budget + EPS) {
      let part = (budget - spent) / factor;
      // Very difficult ground: a quarter rate, fractions rounded up to the next ½" (§2.2).
      if (factor === 4) part = Math.min(Math.ceil(part * 2 - EPS) * 0.5, end - dist);
      dist += part;
      break;
    }
    spent += cost;
    dist = end;
    if (i < w.cutCount) {
      w.stepFrom = end;
      const toll = obstaclesAt(w) * obstacleCost;
      if (spent + toll > budget + EPS) break;
      spent += toll;
    }
  }
  w.result = dist > limit ? limit : dist;
}

/** Movement cost of the whole segment for unit u into `result` (Infinity if impassable). */
export function segmentCost(w: Wfb4World, u: number): void {
  const len = w.segLen;
  w.result = 0;
  if (len <= 0) return;
  w.result = len;
  if (!scanSegment(w)) return;
  const obstacleCost = w.plan.M[u] * 0.5;
  let cost = 0;
  let dist = 0;
  let blocked = false;
  for (let i = 0; i <= w.cutCount; i++) {
    const end = i < w.cutCount ? Math.min(w.cuts[i], len) : len;
    if (end > dist) {
      w.stepFrom = dist;
      w.stepLen = end - dist;
      const factor = factorAt(w);
      if (factor === 0) {
        blocked = true;
        break;
      }
      cost += (end - dist) * factor;
      dist = end;
    }
  }
  for (let k = 0; k < w.crossAt.length; k++) if (w.crossAt[k] >= 0) cost += obstacleCost;
  // Separate stores: a ternary merging Infinity with a raw double would box the double.
  if (blocked) w.result = Infinity;
  else w.result = cost;
}

/**
 * Distance along the segment at which it enters unit o's rectangle grown by `margin`, into
 * `result`: 0 if it starts inside, Infinity if it never enters (slab test in o's frame).
 */
/**
 * True when the segment certainly passes clear of unit o grown by `margin` all round (its
 * centre farther from the segment than its half-diagonal and the margin's √2): then
 * segmentEntry() would find no entry, and the cheaper test saves it.
 */
export function segmentMisses(w: Wfb4World, o: number, margin: number): boolean {
  const cx = w.ucx[o] - w.segX;
  const cy = w.ucy[o] - w.segY;
  let t = cx * w.segDX + cy * w.segDY;
  if (t < 0) t = 0;
  else if (t > w.segLen) t = w.segLen;
  const ex = cx - w.segDX * t;
  const ey = cy - w.segDY * t;
  const r = w.urad[o] + margin * Math.SQRT2 + EPS;
  return ex * ex + ey * ey > r * r;
}

export function segmentEntry(w: Wfb4World, o: number, margin: number): void {
  const ax = w.usin[o];
  const ay = w.ucos[o];
  const rx = w.segX - w.ux[o];
  const ry = w.segY - w.uy[o];
  const u0 = rx * ay - ry * ax;
  const v0 = rx * ax + ry * ay;
  const du = w.segDX * ay - w.segDY * ax;
  const dv = w.segDX * ax + w.segDY * ay;
  const uMax = w.uw[o] * 0.5 + margin;
  const vMin = -w.ud[o] - margin;
  let tEnter = 0;
  let tExit = w.segLen;
  w.result = Infinity;
  if (Math.abs(du) < 1e-12) {
    if (u0 < -uMax || u0 > uMax) return;
  } else {
    let t1 = (-uMax - u0) / du;
    let t2 = (uMax - u0) / du;
    if (t1 > t2) { const t = t1; t1 = t2; t2 = t; }
    if (t1 > tEnter) tEnter = t1;
    if (t2 < tExit) tExit = t2;
  }
  if (Math.abs(dv) < 1e-12) {
    if (v0 < vMin || v0 > margin) return;
  } else {
    let t1 = (vMin - v0) / dv;
    let t2 = (margin - v0) / dv;
    if (t1 > t2) { const t = t1; t1 = t2; t2 = t; }
    if (t1 > tEnter) tEnter = t1;
    if (t2 < tExit) tExit = t2;
  }
  if (tEnter <= tExit) w.result = tEnter;
}

/** True when a unit other than a and b lies across the segment. */
export function segmentBlocked(w: Wfb4World, a: number, b: number): boolean {
  for (let o = 0; o < w.n; o++) {
    if (o === a || o === b || !alive(w, o) || segmentMisses(w, o, 0)) continue;
    segmentEntry(w, o, 0);
    if (w.result < w.segLen - EPS) return true;
  }
  return false;
}

/** Cost of wheeling unit u to the facing pf, into `result`: the outer model's arc (§2.2). */
export function wheelCost(w: Wfb4World, u: number): void {
  // x % 2π is x itself when |x| < 2π, as it nearly always is: skip the costly remainder.
  let turn = w.uf[u] - w.pf;
  if (turn >= 2 * Math.PI || turn <= -2 * Math.PI) turn %= 2 * Math.PI;
  if (turn < 0) turn += 2 * Math.PI;
  if (turn > Math.PI) turn = 2 * Math.PI - turn;
  w.result = w.uw[u] * turn;
}

/**
 * How far unit u at (x, y) gets along the unit direction (dx, dy) with `budget` inches of
 * movement, wanting to go `want`. Setup and tests only: the hot path calls segmentTravel().
 */
export function travel(w: Wfb4World, u: number, x: number, y: number, dx: number, dy: number, budget: number, want: number): number {
  w.segX = x;
  w.segY = y;
  w.segDX = dx;
  w.segDY = dy;
  w.segLen = want;
  w.budget = budget;
  segmentTravel(w, u);
  return w.result;
}

/** Movement cost for unit u of the path from (x, y) along (dx, dy) for len. Setup and tests only. */
export function pathCost(w: Wfb4World, u: number, x: number, y: number, dx: number, dy: number, len: number): number {
  w.segX = x;
  w.segY = y;
  w.segDX = dx;
  w.segDY = dy;
  w.segLen = len;
  segmentCost(w, u);
  return w.result;
}

export function onHill(w: Wfb4World, u: number): boolean {
  const p = w.plan;
  if (!w.hills) return false;
  const cx = w.ucx[u];
  const cy = w.ucy[u];
  for (let k = 0; k < p.terrainKind.length; k++) {
    if (p.terrainKind[k] !== TERRAIN_HILL) continue;
    if (cx >= p.tx0[k] && cx <= p.tx1[k] && cy >= p.ty0[k] && cy <= p.ty1[k]) return true;
  }
  return false;
}
