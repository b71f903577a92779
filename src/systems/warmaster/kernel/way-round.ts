/**
 * The way round a barrier (rules/warmaster.md §2.7, §3.1): units divided by terrain neither can
 * get round within a full pace ignore each other for initiative, and an ordered move halted by
 * terrain goes round it along the shortest way.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import type { Rng } from '../../../core/rng.ts';
import { MAX_STANDS, OPEN, T_OBSTACLE } from '../plan.ts';
import { box, centroid, offEdge } from './footprint.ts';
import { paceOf, turnTo } from './formation.ts';
import { gapOf } from './gaps.ts';
import { leaveTableRoll } from './leaving-the-table.ts';
import { slabs } from './terrain.ts';
import { traceGoesRound } from './trace.ts';
import { awayFrom, maxTravel, shift } from './travel.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * Half the shortest edge of a stand (2 cm, §1.1): how far a stand's centre keeps from terrain
 * it may not enter, so a way round a barrier fits a stand through any gap it takes (§3.1), less
 * a hair so that a stand touching the terrain is not inside.
 */
const PATH_CLEARANCE = 1 - 1e-3;

/**
 * u and v are divided by a mutually impassable barrier that neither can move round within a
 * full pace move, so each may ignore the other for initiative (§2.7; rulebook, Initiative:
 * two cavalry units with a river between them may disregard one another). The barrier is the terrain
 * both may not enter (their blockedBy masks in common, against terrainMove: a bridge or road
 * opens it); flyers fly over everything in the Command phase, so they are never divided. The
 * straight line between the centres of their closest stands must cross it, and the shortest
 * way round it from one centre to the other — round the pieces grown by half a stand's
 * shortest edge (PATH_CLEARANCE: the gap a stand needs, §3.1), on the table — must add more
 * than the larger of their full paces to the gap between them.
 */
export function divided(w: WarmasterWorld, u: number, v: number): boolean {
  const p = w.plan;
  if (w.nPieces === 0 || p.rule.fly[u] === 1 || p.rule.fly[v] === 1) return false;
  const mask = p.blockedBy[u] & p.blockedBy[v];
  if (mask === 0) return false;
  // The closest pair of stands by the gap between them.
  gapOf(w, u, v);
  if (w.gapA < 0) return false;
  const gap = w.gv;
  const ax = w.sx[w.gapA];
  const ay = w.sy[w.gapA];
  const bx = w.sx[w.gapB];
  const by = w.sy[w.gapB];
  // The ends go in as points 0 and 1 of the path arrays, the limit as a field: doubles passed
  // to a call V8 does not inline are boxed, one allocation each (DESIGN.md §Kernel).
  w.pathX[0] = ax;
  w.pathY[0] = ay;
  w.pathX[1] = bx;
  w.pathY[1] = by;
  w.pathClear = PATH_CLEARANCE;
  if (!pathBlocked(w, 0, 1, mask)) return false;
  const pace = p.pace[u] > p.pace[v] ? p.pace[u] : p.pace[v];
  const straight = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
  w.pathLimit = pace + straight - gap;
  return !wayRound(w, mask);
}

/**
 * The segment from path point i to path point j (pathX, pathY) runs through ground of the
 * movement bits `mask`: the inside of an area piece grown by PATH_CLEARANCE, or across an
 * obstacle's line.
 */
export function pathBlocked(w: WarmasterWorld, i: number, j: number, mask: number): boolean {
  const p = w.plan;
  const x0 = w.pathX[i];
  const y0 = w.pathY[i];
  const x1 = w.pathX[j];
  const y1 = w.pathY[j];
  const dx = x1 - x0;
  const dy = y1 - y0;
  for (let k = 0; k < w.nPieces; k++) {
    if ((mask & p.terrainMove[k]) === 0) continue;
    if (p.terrainKind[k] === T_OBSTACLE) {
      // A proper crossing: each segment's ends on either side of the other's line.
      const ex = p.tx1[k] - p.tx0[k];
      const ey = p.ty1[k] - p.ty0[k];
      const s0 = ex * (y0 - p.ty0[k]) - ey * (x0 - p.tx0[k]);
      const s1 = ex * (y1 - p.ty0[k]) - ey * (x1 - p.tx0[k]);
      const s2 = dx * (p.ty0[k] - y0) - dy * (p.tx0[k] - x0);
      const s3 = dx * (p.ty1[k] - y0) - dy * (p.tx1[k] - x0);
      if (((s0 > EPS && s1 < -EPS) || (s0 < -EPS && s1 > EPS)) && ((s2 > EPS && s3 < -EPS) || (s2 < -EPS && s3 > EPS))) return true;
      continue;
    }
    // Clip the segment (t in [0, 1]) to the rectangle grown by pathClear (slabs()), less at
    // an end that is already closer (pathEnds).
    let clear = w.pathClear;
    if (w.pathEnds === 1) {
      if (i === 0 && w.pathNear0[k] < clear) clear = w.pathNear0[k];
      if (j === 1 && w.pathNear1[k] < clear) clear = w.pathNear1[k];
    }
    w.rox = x0;
    w.roy = y0;
    w.rdx = dx;
    w.rdy = dy;
    w.rex = clear;
    w.rey = clear;
    slabs(w, k);
    const t0 = w.cT0 > 0 ? w.cT0 : 0;
    const t1 = w.cT1 < 1 ? w.cT1 : 1;
    const len = Math.sqrt(dx * dx + dy * dy);
    if ((t1 - t0) * len > EPS) return true;
  }
  return false;
}

/** Path point i lies inside an area piece of the movement bits `mask` grown by pathClear. */
export function pointBlocked(w: WarmasterWorld, i: number, mask: number): boolean {
  const p = w.plan;
  const x = w.pathX[i];
  const y = w.pathY[i];
  for (let k = 0; k < w.nPieces; k++) {
    if ((mask & p.terrainMove[k]) === 0 || p.terrainKind[k] === T_OBSTACLE) continue;
    const c = w.pathClear;
    if (x > p.tx0[k] - c + EPS && x < p.tx1[k] + c - EPS && y > p.ty0[k] - c + EPS && y < p.ty1[k] + c - EPS) return true;
  }
  return false;
}

/**
 * There is a way from path point 0 to path point 1 no longer than pathLimit that keeps out of the ground
 * of the movement bits `mask` (pathBlocked) and on the table: the shortest path bends only at
 * the corners of the grown pieces and just beyond the ends of obstacles, so Dijkstra's search
 * over those points (pathX, pathY, allocated once) settles it, pruning any point that could
 * not lie on a way within the limit. The way found runs back from point 1 by pathPrev (goRound).
 */
export function wayRound(w: WarmasterWorld, mask: number): boolean {
  const p = w.plan;
  const px = w.pathX;
  const py = w.pathY;
  const x0 = px[0];
  const y0 = py[0];
  const x1 = px[1];
  const y1 = py[1];
  const limit = w.pathLimit;
  let m = 2;
  const c = w.pathClear + 10 * EPS; // corners just outside the grown inside
  const edge = w.pathEdge;
  for (let k = 0; k < w.nPieces; k++) {
    if ((mask & p.terrainMove[k]) === 0) continue;
    const obstacle = p.terrainKind[k] === T_OBSTACLE;
    let ux = 0;
    let uy = 0;
    if (obstacle) {
      const len = Math.sqrt((p.tx1[k] - p.tx0[k]) * (p.tx1[k] - p.tx0[k]) + (p.ty1[k] - p.ty0[k]) * (p.ty1[k] - p.ty0[k]));
      ux = (p.tx1[k] - p.tx0[k]) / len;
      uy = (p.ty1[k] - p.ty0[k]) / len;
    }
    for (let q = 0; q < (obstacle ? 2 : 4); q++) {
      let x = 0;
      let y = 0;
      if (obstacle) {
        x = q === 0 ? p.tx0[k] - ux * c : p.tx1[k] + ux * c;
        y = q === 0 ? p.ty0[k] - uy * c : p.ty1[k] + uy * c;
      } else {
        x = (q & 1) === 0 ? p.tx0[k] - c : p.tx1[k] + c;
        y = (q & 2) === 0 ? p.ty0[k] - c : p.ty1[k] + c;
      }
      if (x < edge || y < edge || x > p.tableWidth - edge || y > p.tableDepth - edge) continue;
      const via = Math.sqrt((x - x0) * (x - x0) + (y - y0) * (y - y0)) + Math.sqrt((x - x1) * (x - x1) + (y - y1) * (y - y1));
      if (via > limit + EPS) continue;
      px[m] = x;
      py[m] = y;
      if (!pointBlocked(w, m, mask)) m++;
    }
  }
  const dist = w.pathD;
  const done = w.pathDone;
  const prev = w.pathPrev;
  for (let i = 0; i < m; i++) {
    dist[i] = Infinity;
    done[i] = 0;
    prev[i] = -1;
  }
  dist[0] = 0;
  for (;;) {
    let i = -1;
    for (let j = 0; j < m; j++) if (!done[j] && (i < 0 || dist[j] < dist[i])) i = j;
    if (i < 0 || dist[i] > limit + EPS) return false;
    if (i === 1) return true;
    done[i] = 1;
    for (let j = 0; j < m; j++) {
      if (done[j]) continue;
      const step = Math.sqrt((px[j] - px[i]) * (px[j] - px[i]) + (py[j] - py[i]) * (py[j] - py[i]));
      const d = dist[i] + step;
      if (d >= dist[j] || d + Math.sqrt((px[j] - x1) * (px[j] - x1) + (py[j] - y1) * (py[j] - y1)) > limit + EPS) continue;
      if (pathBlocked(w, i, j, mask)) continue;
      dist[j] = d;
      prev[j] = i;
    }
  }
}

/**
 * u's straight move towards v was halted by terrain it may not enter (§1.3): it goes round
 * instead, along the shortest way round (wayRound) from its centre to v's, keeping its half
 * extent — the larger, whichever way it faces — from every piece it may not enter and from the
 * table edges, so the whole unit passes the bends. The way may add at most a full pace (paceOf)
 * to the straight distance, and must bend at least once. u moves leg by leg, in straight lines
 * between the bends, turning before each to the table direction nearest the leg (turnTo, free
 * within a move), the legs together no longer than roundPace (the pace of this order); the last leg, into v, goes as
 * approach does, 1 cm short of it. Anything met halts it as it halts a straight move
 * (maxTravel). False, with u as it was, when there is no such way or the first leg goes
 * nowhere: the caller then halts it as before.
 */
export function goRound(w: WarmasterWorld, rng: Rng, u: number, v: number): boolean {
  const p = w.plan;
  const mask = p.blockedBy[u];
  const wall = w.hitTerrain;
  // The half extent: the farthest the unit's box reaches from its centre, along x or y.
  centroid(w, u);
  const ux = w.cenX;
  const uy = w.cenY;
  box(w, u);
  let c = ux - w.bx0;
  if (w.bx1 - ux > c) c = w.bx1 - ux;
  if (uy - w.by0 > c) c = uy - w.by0;
  if (w.by1 - uy > c) c = w.by1 - uy;
  if (c < PATH_CLEARANCE) c = PATH_CLEARANCE;
  centroid(w, v);
  const vx = w.cenX;
  const vy = w.cenY;
  w.pathX[0] = ux;
  w.pathY[0] = uy;
  w.pathX[1] = vx;
  w.pathY[1] = vy;
  // How far each end already is from each area piece, at most c, less a hair: along x or y,
  // the larger (the pieces grow square). Obstacles are crossed or not, whatever the distance.
  for (let k = 0; k < w.nPieces; k++) {
    let d0 = c;
    let d1 = c;
    if (p.terrainKind[k] !== T_OBSTACLE) {
      d0 = p.tx0[k] - ux;
      if (ux - p.tx1[k] > d0) d0 = ux - p.tx1[k];
      if (p.ty0[k] - uy > d0) d0 = p.ty0[k] - uy;
      if (uy - p.ty1[k] > d0) d0 = uy - p.ty1[k];
      d0 -= 10 * EPS;
      d1 = p.tx0[k] - vx;
      if (vx - p.tx1[k] > d1) d1 = vx - p.tx1[k];
      if (p.ty0[k] - vy > d1) d1 = p.ty0[k] - vy;
      if (vy - p.ty1[k] > d1) d1 = vy - p.ty1[k];
      d1 -= 10 * EPS;
    }
    w.pathNear0[k] = d0 < 0 ? 0 : d0 < c ? d0 : c;
    w.pathNear1[k] = d1 < 0 ? 0 : d1 < c ? d1 : c;
  }
  const straight = Math.sqrt((vx - ux) * (vx - ux) + (vy - uy) * (vy - uy));
  w.pathClear = c;
  w.pathEdge = c;
  w.pathEnds = 1;
  w.pathLimit = straight + paceOf(w, u);
  const found = pathBlocked(w, 0, 1, mask) && wayRound(w, mask);
  w.pathClear = PATH_CLEARANCE;
  w.pathEdge = 0;
  w.pathEnds = 0;
  if (!found || w.pathPrev[1] <= 0) return false;
  // The way, from point 0 to point 1, into pathSeq.
  let n = 0;
  for (let i = 1; i >= 0; i = w.pathPrev[i]) n++;
  let at = n;
  for (let i = 1; i >= 0; i = w.pathPrev[i]) w.pathSeq[--at] = i;
  // As u stands now, to put back if the first leg goes nowhere.
  const oldFace = w.face[u];
  const base = u * MAX_STANDS;
  for (let k = 0; k < MAX_STANDS; k++) {
    w.roundX[k] = w.sx[base + k];
    w.roundY[k] = w.sy[base + k];
    w.roundAlive[k] = w.sAlive[base + k];
  }
  let left = w.roundPace;
  let moved = 0;
  let legs = 0;
  for (let s = 1; s < n && left > EPS; s++) {
    const b = w.pathSeq[s];
    if (b === 1) {
      // The last leg: straight at v as approach goes, 1 cm short.
      awayFrom(w, v, u);
      gapOf(w, u, v);
      w.mDist = w.gv - 1;
    } else {
      centroid(w, u);
      const ex = w.pathX[b] - w.cenX;
      const ey = w.pathY[b] - w.cenY;
      const len = Math.sqrt(ex * ex + ey * ey);
      if (len < EPS) continue;
      w.dirX = ex / len;
      w.dirY = ey / len;
      w.mDist = len;
    }
    const dx = w.dirX;
    const dy = w.dirY;
    if (left < w.mDist) w.mDist = left;
    const want = w.mDist;
    if (want <= EPS) break;
    const f = Math.abs(dx) >= Math.abs(dy) ? (dx > 0 ? 1 : 3) : dy > 0 ? 0 : 2;
    if (f !== w.face[u]) turnTo(w, u, f);
    w.mDist = want;
    w.rdx = dx;
    w.rdy = dy;
    maxTravel(w, u, true, -1);
    const go = w.travel;
    if (go <= EPS) break;
    w.tx = dx * go;
    w.ty = dy * go;
    shift(w, u);
    legs++;
    moved += go;
    left -= go;
    if (go < want - EPS) break; // halted on the way
  }
  if (legs === 0) {
    // The first leg goes nowhere: stand as before and halt as a straight move would.
    for (let k = 0; k < MAX_STANDS; k++) {
      w.sx[base + k] = w.roundX[k];
      w.sy[base + k] = w.roundY[k];
      w.sAlive[base + k] = w.roundAlive[k];
    }
    w.face[u] = oldFace;
    w.hitTerrain = wall;
    return false;
  }
  w.coverNow[u] = OPEN;
  if (w.tracer !== null) traceGoesRound(w, u, wall, moved, legs, v);
  if (offEdge(w, u)) leaveTableRoll(w, rng, u, false);
  return true;
}
