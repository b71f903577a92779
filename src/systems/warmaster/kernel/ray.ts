/**
 * The segment-against-box test: where a ray enters and leaves the box round a stand (the slab
 * test, on the battlefield's clipSlab()), used by every move, line of sight and shot that must
 * not pass through a stand.
 */
import { clipSlab } from '../../../battlefield/segment.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * Entry parameter of the ray (rox, roy) + t (rdx, rdy) into the box of half extents
 * (rex, rey) centred on stand b, into rT: Infinity when it misses or starts inside and
 * moves out. Fields, not arguments: doubles passed to a call V8 does not inline allocate.
 * The slab test is the battlefield's clipSlab(), along x and then y, with open slabs (a ray
 * along a stand's edge misses it) and Warmaster's reading on top: a crossing of EPS or less,
 * or one that ends before the ray starts, is none.
 */
export function ray(w: WarmasterWorld, b: number): void {
  const s = w.slab;
  w.rT = Infinity;
  s.tIn = -Infinity;
  s.tOut = Infinity;
  s.openSlab = true;
  s.slabO = w.rox;
  s.slabD = w.rdx;
  s.slabLo = w.sx[b] - w.rex;
  s.slabHi = w.sx[b] + w.rex;
  if (!clipSlab(s)) return;
  s.slabO = w.roy;
  s.slabD = w.rdy;
  s.slabLo = w.sy[b] - w.rey;
  s.slabHi = w.sy[b] + w.rey;
  if (!clipSlab(s)) return;
  const t0 = s.tIn;
  const t1 = s.tOut;
  if (t1 <= t0 + EPS || t1 <= EPS) return;
  w.rT = t0 > 0 ? t0 : 0;
  w.rT2 = t1;
}
