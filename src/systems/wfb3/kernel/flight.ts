/**
 * The flee move (rules/wfb3.md §2.4, §4.11): a unit running away or routing turns about its
 * centre to face its bearing of flight (rank-and-file/flight.ts) and moves twice its move after
 * armour; off the table it is gone.
 */
import { offTable } from '../../../battlefield/footprints.ts';
import { fledOff } from './casualties.ts';
import { shape } from './formation.ts';
import { travel } from './terrain.ts';
import type { Wfb3World } from './world.ts';

/**
 * u flees `w.dist` inches along its bearing of flight (rank-and-file/flight.ts), turned to face
 * it about its centre; off the table it is gone (§4.11).
 */
export function fleeMove(w: Wfb3World, u: number): void {
  const fp = w.fp;
  const dx = w.flight.dx[u];
  const dy = w.flight.dy[u];
  const half = fp.d[u] * 0.5;
  // Turned about its centre, it runs as far as the ground lets it (§2.1; terrain penalties apply, §4.11).
  const seg = w.seg;
  seg.x = fp.cx[u] + dx * half;
  seg.y = fp.cy[u] + dy * half;
  seg.dx = dx;
  seg.dy = dy;
  seg.len = w.dist;
  travel(w, u);
  fp.x[u] = seg.x + dx * w.dist;
  fp.y[u] = seg.y + dy * w.dist;
  fp.facing[u] = Math.atan2(dx, dy);
  shape(w, u);
  if (offTable(fp, u, w.table)) fledOff(w, u);
}

/** u's flight: twice its move (§4.11 2), less its armour's reduction. */
export function fleeDistance(w: Wfb3World, u: number): void {
  w.dist = 2 * w.plan.M[u];
}
