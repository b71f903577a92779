/**
 * The enemy nearest a unit: what it advances on, flees from when it panics, and faces when it
 * rallies, what routers flee from and what a flyer makes for; and the first unit in the way of a
 * unit moving straight on.
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import { sweepInto } from '../../../battlefield/segment.ts';
import { present, standing } from '../../rank-and-file/unit-state.ts';
import { aloft, type Wfb3World } from './world.ts';

/** The standing enemy (ready or engaged) on the ground nearest u by the gap between them, or −1 when there is none. */
export function nearestEnemy(w: Wfb3World, u: number): number {
  let best = -1;
  let bestGap = Infinity;
  for (let v = 0; v < w.n; v++) {
    if (w.plan.side[v] === w.plan.side[u] || !standing(w.status, v) || aloft(w, v)) continue;
    const g = w.gaps.gap[pairOf(w.gaps, u, v)];
    if (g < bestGap) {
      bestGap = g;
      best = v;
    }
  }
  return best;
}

/**
 * The standing enemy (ready, engaged or pursuing) whose centre is nearest u's — on the ground
 * only, `ground` 1 — or −1: what routers flee from, and what a flyer makes for (aerial.ts).
 */
export function nearestEnemyCentre(w: Wfb3World, u: number, ground: number): number {
  const fp = w.fp;
  let best = -1;
  let bestD = Infinity;
  for (let v = 0; v < w.n; v++) {
    if (w.plan.side[v] === w.plan.side[u] || !standing(w.status, v) || (ground === 1 && aloft(w, v))) continue;
    const dx = fp.cx[v] - fp.cx[u];
    const dy = fp.cy[v] - fp.cy[u];
    const d = dx * dx + dy * dy;
    if (d < bestD) {
      bestD = d;
      best = v;
    }
  }
  return best;
}

/**
 * The first unit u meets sliding along `w.seg` within `w.dist` — any unit on the table, or only
 * enemies (`enemies` 1) — but `skip`; −1 if none. The distance to it is left in `w.dist`
 * (unchanged when none).
 */
export function firstInWay(w: Wfb3World, u: number, enemies: number, skip: number): number {
  const seg = w.seg;
  let reach = w.dist;
  seg.len = reach;
  let first = -1;
  for (let o = 0; o < w.n; o++) {
    if (o === u || o === skip || !present(w.status, o) || aloft(w, o)) continue;
    if (enemies === 1 && w.plan.side[o] === w.plan.side[u]) continue;
    if (!sweepInto(seg, w.fp, u, o) || seg.tIn >= reach) continue;
    reach = seg.tIn;
    first = o;
  }
  w.dist = reach;
  return first;
}
