/**
 * The flee move (rules/wfb3.md §2.4, §4.11): a unit running away or routing turns about its
 * centre to face its bearing of flight (rank-and-file/flight.ts) and moves twice its move after
 * armour; off the table it is gone.
 */
import { offTable } from '../../../battlefield/footprints.ts';
import { boxOfFootprint, missesFootprint, spanThrough } from '../../../battlefield/segment.ts';
import { FLEEING, standing } from '../../rank-and-file/unit-state.ts';
import { fledOff } from './casualties.ts';
import { breakFormation, shape } from './formation.ts';
import { travel } from './terrain.ts';
import { aloft, type Wfb3World } from './world.ts';
import { fleeAloft } from './aerial.ts';

/** A friend beside a router's flank, touching it, is not run through: the way is this much narrower than its front. */
const SIDE_CLEARANCE = 0.1;

/**
 * u flees `w.dist` inches along its bearing of flight (rank-and-file/flight.ts), turned to face
 * it about its centre; off the table it is gone (§4.11).
 */
export function fleeMove(w: Wfb3World, u: number): void {
  // A flyer in the air flees by air (aerial.ts).
  if (aloft(w, u)) {
    fleeAloft(w, u);
    return;
  }
  const fp = w.fp;
  breakFormation(w, u);
  alongBearing(w, u, u);
  if (w.status[u] === FLEEING) markRoutedThrough(w, u);
  fp.x[u] = w.seg.x + w.seg.dx * w.dist;
  fp.y[u] = w.seg.y + w.seg.dy * w.dist;
  fp.facing[u] = Math.atan2(w.seg.dx, w.seg.dy);
  shape(w, u);
  if (offTable(fp, u, w.table)) fledOff(w, u);
}

/**
 * Routing u is about to flee `w.dist` along `w.seg`: the friends standing across its way — its
 * centre's path, as wide as its front but a margin — are routed through (§5 panic 7, §2.5).
 * Leaves `w.seg` as it found it.
 */
function markRoutedThrough(w: Wfb3World, u: number): void {
  const fp = w.fp;
  const seg = w.seg;
  const x = seg.x;
  const y = seg.y;
  const len = seg.len;
  const margin = seg.margin;
  seg.x = fp.cx[u];
  seg.y = fp.cy[u];
  seg.len = w.dist;
  seg.margin = fp.w[u] * 0.5 - SIDE_CLEARANCE;
  const side = w.plan.side[u];
  for (let v = 0; v < w.n; v++) {
    if (v === u || w.plan.side[v] !== side || !standing(w.status, v) || aloft(w, v) || missesFootprint(seg, fp, v)) continue;
    boxOfFootprint(seg, fp, v);
    if (spanThrough(seg) && seg.tOut > seg.tIn) w.routedThrough[v] = 1;
  }
  seg.x = x;
  seg.y = y;
  seg.len = len;
  seg.margin = margin;
}

/**
 * How far u gets along unit b's bearing of flight with `w.dist` to spend, turned to face it
 * about its centre, as the ground lets it (§2.1; terrain penalties apply, §4.11): the way into
 * `w.seg` (from where u's front then stands), the distance into `w.dist`. A router's own flight
 * (b = u), or a pursuer's after its routers (b the routers).
 */
export function alongBearing(w: Wfb3World, u: number, b: number): void {
  const fp = w.fp;
  const dx = w.flight.dx[b];
  const dy = w.flight.dy[b];
  const half = fp.d[u] * 0.5;
  const seg = w.seg;
  seg.x = fp.cx[u] + dx * half;
  seg.y = fp.cy[u] + dy * half;
  seg.dx = dx;
  seg.dy = dy;
  seg.len = w.dist;
  travel(w, u);
}

/** u's flight: twice its move (§4.11 2), less its armour's reduction. */
export function fleeDistance(w: Wfb3World, u: number): void {
  w.dist = 2 * w.plan.M[u];
}
