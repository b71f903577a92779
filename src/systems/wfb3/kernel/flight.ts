/**
 * The flee move (rules/wfb3.md §2.4, §4.11): a unit running away or routing turns about its
 * centre to face its bearing of flight (rank-and-file/flight.ts) and moves twice its move after
 * armour; off the table it is gone.
 */
import { offTable } from '../../../battlefield/footprints.ts';
import { fledOff } from './casualties.ts';
import { breakFormation, shape } from './formation.ts';
import { travel } from './terrain.ts';
import type { Wfb3World } from './world.ts';

/**
 * u flees `w.dist` inches along its bearing of flight (rank-and-file/flight.ts), turned to face
 * it about its centre; off the table it is gone (§4.11).
 */
export function fleeMove(w: Wfb3World, u: number): void {
  const fp = w.fp;
  breakFormation(w, u);
  alongBearing(w, u, u);
  fp.x[u] = w.seg.x + w.seg.dx * w.dist;
  fp.y[u] = w.seg.y + w.seg.dy * w.dist;
  fp.facing[u] = Math.atan2(w.seg.dx, w.seg.dy);
  shape(w, u);
  if (offTable(fp, u, w.table)) fledOff(w, u);
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
