/**
 * The nearest enemy of a unit (charges, the advance, rally, flight and frenzy all ask): measured
 * gaps, with the enemies certainly farther than the nearest so far passed over unmeasured.
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { DESTROYED, FLED_OFF, FLEEING } from '../../rank-and-file/unit-state.ts';
import type { Wfb4World } from './world.ts';

/** The nearest enemy of u (−1 if none); fleeing enemies only when `wantFleeing`. */
export function nearestEnemy(w: Wfb4World, u: number, wantFleeing: boolean): number {
  w.gaps.limit = Infinity;
  return nearestEnemyWithin(w, u, wantFleeing);
}

/**
 * The nearest enemy whose gap is at most `limit` (−1 if none): enemies certainly beyond it
 * are passed over unmeasured, as are those certainly farther than the nearest so far.
 */
export function nearestEnemyWithin(w: Wfb4World, u: number, wantFleeing: boolean): number {
  let best = -1;
  const limit = w.gaps.limit;
  let bestD = limit;
  // Columns in locals: this loop runs for most units in every player turn.
  const sides = w.plan.side;
  const status = w.status;
  const ucx = w.fp.cx;
  const ucy = w.fp.cy;
  const urad = w.fp.rad;
  const s = sides[u];
  const x = ucx[u];
  const y = ucy[u];
  const r = urad[u] + EPS;
  let skipped = 0;
  for (let e = w.sideFrom[1 - s], stop = w.sideTo[1 - s]; e < stop; e++) {
    const st = status[e];
    if (sides[e] === s || st === DESTROYED || st === FLED_OFF) continue;
    if (!wantFleeing && st === FLEEING) {
      skipped++;
      continue;
    }
    // beyond(u, e) at the best gap so far: certainly farther than the nearest so far.
    const dx = x - ucx[e];
    const dy = y - ucy[e];
    const reach = bestD + r + urad[e];
    if (dx * dx + dy * dy > reach * reach) continue;
    const d = w.gaps.gap[pairOf(w.gaps, u, e)];
    if (d < bestD || (best < 0 && d <= limit)) {
      bestD = d;
      best = e;
    }
  }
  w.fleeingSkipped = skipped;
  return best;
}
