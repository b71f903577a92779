/** The enemy nearest a unit: what it advances on, flees from when it panics, and faces when it rallies. */
import { pairOf } from '../../../battlefield/gaps.ts';
import { standing } from '../../rank-and-file/unit-state.ts';
import type { Wfb3World } from './world.ts';

/** The standing enemy (ready or engaged) nearest u by the gap between them, or −1 when there is none. */
export function nearestEnemy(w: Wfb3World, u: number): number {
  let best = -1;
  let bestGap = Infinity;
  for (let v = 0; v < w.n; v++) {
    if (w.plan.side[v] === w.plan.side[u] || !standing(w.status, v)) continue;
    const g = w.gaps.gap[pairOf(w.gaps, u, v)];
    if (g < bestGap) {
      bestGap = g;
      best = v;
    }
  }
  return best;
}
