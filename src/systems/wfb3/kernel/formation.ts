/**
 * A WFB3 unit's formation and footprint as its models fall (rules/wfb3.md §4.9: casualties come
 * off the rear): its front rank, its ranks, and the rectangle it stands in on the table.
 */
import { centreFootprint, sizeFootprint, turnFootprint } from '../../../battlefield/footprints.ts';
import { moved } from '../../../battlefield/gaps.ts';
import { frontRankOf, ranksOf } from '../../rank-and-file/formation.ts';
import type { Wfb3World } from './world.ts';

export function frontRank(w: Wfb3World, u: number): number {
  return frontRankOf(w.models[u], w.plan.files[u]);
}

export function ranks(w: Wfb3World, u: number): number {
  return ranksOf(w.models[u], w.plan.files[u]);
}

/**
 * Recompute u's footprint from its formation, place and facing, and mark its gaps stale:
 * after it moves, turns or loses models.
 */
export function shape(w: Wfb3World, u: number): void {
  const fp = w.fp;
  turnFootprint(fp, u);
  const width = frontRank(w, u) * w.plan.baseW[u];
  const depth = ranks(w, u) * w.plan.baseD[u];
  if (width !== fp.w[u] || depth !== fp.d[u]) {
    fp.w[u] = width;
    fp.d[u] = depth;
    sizeFootprint(fp, u);
  }
  centreFootprint(fp, u);
  moved(w.gaps, u);
}
