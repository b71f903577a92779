/** A unit's formation as its models fall (rules/wfb4.md §1.3): front rank and ranks (rank-and-file/formation.ts), and what it counts for when outnumbering (§12-12). */
import { frontRankOf, ranksOf } from '../../rank-and-file/formation.ts';
import type { Wfb4World } from './world.ts';

/** Models in u's front rank. */
export function frontRank(w: Wfb4World, u: number): number {
  return frontRankOf(w.models[u], w.plan.files[u]);
}

/** What unit u counts for when outnumbering (§7, §12-12): its models, cavalry perhaps double. */
export function strength(w: Wfb4World, u: number): number {
  return w.models[u] * w.plan.strengthEach[u];
}

/** Ranks of u, the last one perhaps short. */
export function ranks(w: Wfb4World, u: number): number {
  return ranksOf(w.models[u], w.plan.files[u]);
}
