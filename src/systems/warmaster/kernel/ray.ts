/**
 * The segment-against-box test: where a ray enters and leaves the box round a stand (the slab
 * test), used by every move, line of sight and shot that must not pass through a stand.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * Entry parameter of the ray (rox, roy) + t (rdx, rdy) into the box of half extents
 * (rex, rey) centred on stand b, into rT: Infinity when it misses or starts inside and
 * moves out. Fields, not arguments: doubles passed to a call V8 does not inline allocate.
 */
export function ray(w: WarmasterWorld, b: number): void {
  const ox = w.rox;
  const oy = w.roy;
  const dx = w.rdx;
  const dy = w.rdy;
  const x0 = w.sx[b] - w.rex;
  const x1 = w.sx[b] + w.rex;
  const y0 = w.sy[b] - w.rey;
  const y1 = w.sy[b] + w.rey;
  w.rT = Infinity;
  let t0 = -Infinity;
  let t1 = Infinity;
  if (Math.abs(dx) < 1e-12) {
    if (ox <= x0 || ox >= x1) return;
  } else {
    let a = (x0 - ox) / dx;
    let c = (x1 - ox) / dx;
    if (a > c) {
      const t = a;
      a = c;
      c = t;
    }
    if (a > t0) t0 = a;
    if (c < t1) t1 = c;
  }
  if (Math.abs(dy) < 1e-12) {
    if (oy <= y0 || oy >= y1) return;
  } else {
    let a = (y0 - oy) / dy;
    let c = (y1 - oy) / dy;
    if (a > c) {
      const t = a;
      a = c;
      c = t;
    }
    if (a > t0) t0 = a;
    if (c < t1) t1 = c;
  }
  if (t1 <= t0 + EPS || t1 <= EPS) return;
  w.rT = t0 > 0 ? t0 : 0;
  w.rT2 = t1;
}
