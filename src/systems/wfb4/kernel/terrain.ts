/**
 * Moving along a straight segment over terrain (rules/wfb4.md §2.2): the cost of each kind of
 * ground, obstacles, units in the way, wheels, and hills. The walking itself is the shared
 * battlefield/terrain-path.ts, with WFB4's costs (plan.ts GROUND_FACTOR).
 */
import { aimAtEnd, boxOfFootprint, missesFootprint, spanThrough, sweepInto } from '../../../battlefield/segment.ts';
import { costAlong, travelAlong } from '../../../battlefield/terrain-path.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { present } from '../../rank-and-file/unit-state.ts';
import { TERRAIN_HILL } from '../plan.ts';
import type { Wfb4World } from './world.ts';


/** Aim the segment from unit u's front-centre at the point (pose.x, pose.y). */
export function aimAtPoint(w: Wfb4World, u: number): void {
  const seg = w.seg;
  seg.x = w.fp.x[u];
  seg.y = w.fp.y[u];
  seg.ex = w.pose.x;
  seg.ey = w.pose.y;
  aimAtEnd(seg);
  // No length: along u's facing.
  if (!(seg.len > EPS)) {
    seg.dx = w.fp.sin[u];
    seg.dy = w.fp.cos[u];
  }
}

/**
 * Aim the segment from unit u's front-centre straight ahead, as long as the caller left in
 * `w.seg.len`: a length passed in is a double, boxed whenever V8 does not inline the call.
 */
export function aimAhead(w: Wfb4World, u: number): void {
  const s = w.seg;
  s.x = w.fp.x[u];
  s.y = w.fp.y[u];
  s.dx = w.fp.sin[u];
  s.dy = w.fp.cos[u];
}

/** Aim the segment from unit u's front-centre at the centre of unit t. */
export function aimAtUnit(w: Wfb4World, u: number, t: number): void {
  w.pose.x = w.fp.cx[t];
  w.pose.y = w.fp.cy[t];
  aimAtPoint(w, u);
}

/**
 * How far unit u gets along the segment with `path.budget` inches of open-ground movement
 * (§2.2): difficult ground costs double, very difficult four times, an obstacle half the
 * unit's M (a unit that cannot pay it halts in front), impassable ground stops it. The
 * distance travelled, at most the segment's length, is left in `result`.
 */
export function segmentTravel(w: Wfb4World, u: number): void {
  if (looseGround(w, u)) {
    // Skirmishers pay for no ground and no obstacle (§8.7), nor a character whose armour lets him (AM p.8).
    const loose = w.loosePath;
    loose.budget = w.path.budget;
    loose.toll = 0;
    travelAlong(loose, w.seg);
    w.result = loose.result;
    return;
  }
  if (w.anyChariot && w.plan.rule.chariot[u] === 1 && w.dismounted[u] === 0 && w.forced === 0) {
    // No difficult ground, wood or obstacle for a chariot (§8.4), unless a compulsory move forces it.
    const cp = w.chariotPath;
    cp.budget = w.path.budget;
    cp.toll = Infinity;
    travelAlong(cp, w.seg);
    w.result = cp.result;
    return;
  }
  w.path.toll = w.M[u] * 0.5;
  travelAlong(w.path, w.seg);
  w.result = w.path.result;
}

/**
 * Whether unit u crosses ground and obstacles at no cost (the loose path): skirmishers (§8.7), and
 * a character on his own whose armour lets him move through difficult terrain and obstacles with
 * no penalty (AM p.8). Impassable ground stops them all.
 */
export function looseGround(w: Wfb4World, u: number): boolean {
  return (w.anySkirmish && w.plan.rule.skirmish[u] === 1) || (w.anyItems && w.plan.items.ignoresTerrain[u] === 1);
}

/** Movement cost of the whole segment for unit u into `result` (Infinity if impassable). */
export function segmentCost(w: Wfb4World, u: number): void {
  const chariot = w.anyChariot && w.plan.rule.chariot[u] === 1 && w.dismounted[u] === 0;
  const path = chariot ? w.chariotPath : looseGround(w, u) ? w.loosePath : w.path;
  path.toll = chariot ? Infinity : path === w.path ? w.M[u] * 0.5 : 0;
  costAlong(path, w.seg);
  w.result = path.result;
}

/**
 * Distance along the segment at which it enters unit o's rectangle grown by `seg.margin`, into
 * `result`: 0 if it starts inside, Infinity if it never enters.
 */
export function segmentEntry(w: Wfb4World, o: number): void {
  const s = w.seg;
  boxOfFootprint(s, w.fp, o);
  if (spanThrough(s)) w.result = s.tIn;
  else w.result = Infinity;
}

/** True when a unit other than a and b lies across the segment. */
export function segmentBlocked(w: Wfb4World, a: number, b: number): boolean {
  w.seg.margin = 0;
  for (let o = 0; o < w.n; o++) {
    if (o === a || o === b || !present(w.status, o) || missesFootprint(w.seg, w.fp, o)) continue;
    segmentEntry(w, o);
    if (w.result < w.seg.len - EPS) return true;
  }
  return false;
}

/**
 * Cost of wheeling unit u to the facing pf, into `result`: the outer model's arc (§2.2) —
 * nothing for what turns freely: fast cavalry (§2.2, RB p.22), a character on his own (§8.1,
 * RB p.65) and a monster (§8.2, RB p.68).
 */
export function wheelCost(w: Wfb4World, u: number): void {
  if (w.anyTurnsFreely && w.plan.turnsFreely[u] === 1) {
    w.result = 0;
    return;
  }
  // x % 2π is x itself when |x| < 2π, as it nearly always is: skip the costly remainder.
  let turn = w.fp.facing[u] - w.pose.facing;
  if (turn >= 2 * Math.PI || turn <= -2 * Math.PI) turn %= 2 * Math.PI;
  if (turn < 0) turn += 2 * Math.PI;
  if (turn > Math.PI) turn = 2 * Math.PI - turn;
  w.result = w.fp.w[u] * turn;
}

/**
 * How far unit u at (x, y) gets along the unit direction (dx, dy) with `budget` inches of
 * movement, wanting to go `want`. Setup and tests only: the hot path calls segmentTravel().
 */
export function travel(w: Wfb4World, u: number, x: number, y: number, dx: number, dy: number, budget: number, want: number): number {
  w.seg.x = x;
  w.seg.y = y;
  w.seg.dx = dx;
  w.seg.dy = dy;
  w.seg.len = want;
  w.path.budget = budget;
  segmentTravel(w, u);
  return w.result;
}

/** Movement cost for unit u of the path from (x, y) along (dx, dy) for len. Setup and tests only. */
export function pathCost(w: Wfb4World, u: number, x: number, y: number, dx: number, dy: number, len: number): number {
  w.seg.x = x;
  w.seg.y = y;
  w.seg.dx = dx;
  w.seg.dy = dy;
  w.seg.len = len;
  segmentCost(w, u);
  return w.result;
}

export function onHill(w: Wfb4World, u: number): boolean {
  const p = w.plan;
  if (!w.hills) return false;
  const cx = w.fp.cx[u];
  const cy = w.fp.cy[u];
  for (let k = 0; k < p.terrain.count; k++) {
    if (p.terrain.kind[k] !== TERRAIN_HILL) continue;
    if (cx >= p.terrain.x0[k] && cx <= p.terrain.x1[k] && cy >= p.terrain.y0[k] && cy <= p.terrain.y1[k]) return true;
  }
  return false;
}

/**
 * The first unit u would meet going straight ahead within the reach the caller left in
 * `w.seg.len`, terrain slowing it, with the distance to it in `result`; −1 (and `result` the
 * distance terrain lets it go) when none. The reach is not an argument: a double passed to a
 * call V8 does not inline is boxed, a heap allocation at each call.
 */
export function firstInTheWay(w: Wfb4World, u: number): number {
  const s = w.seg;
  const reach = s.len;
  aimAhead(w, u);
  let met = -1;
  let at = reach;
  for (let o = 0; o < w.n; o++) {
    if (o === u || !present(w.status, o)) continue;
    s.margin = w.fp.rad[u];
    if (missesFootprint(s, w.fp, o)) continue;
    if (sweepInto(s, w.fp, u, o) && s.tIn < at) {
      at = s.tIn;
      met = o;
    }
  }
  // How far terrain lets it go: the unit met is reached only when the way to it is paid.
  s.len = at;
  w.path.budget = reach;
  segmentTravel(w, u);
  if (w.result < at - EPS) met = -1;
  else w.result = at;
  return met;
}
