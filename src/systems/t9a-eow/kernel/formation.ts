/**
 * A unit's formation as its models fall (rules/t9a_eow.md §1.2): front rank, rows, and ranks.
 * The places it fills are its models and those of its joined character (§8.1), at least one —
 * a unit wiped out keeps the footprint of one model — counted by the shared formation
 * (rank-and-file/formation.ts).
 */
import { frontRankOf, ranksOf } from '../../rank-and-file/formation.ts';
import type { T9aWorld } from './world.ts';

/** Places u's formation fills: its models and its character's, at least one. */
export function formationPlaces(w: T9aWorld, u: number): number {
  const m = w.models[u] + riderPlaces(w, u);
  return m > 0 ? m : 1;
}

/** Models in the front rank. */
export function frontRank(w: T9aWorld, u: number): number {
  return frontRankOf(formationPlaces(w, u), w.plan.files[u]);
}

/** Physical rows of models. */
export function depthRanks(w: T9aWorld, u: number): number {
  return ranksOf(formationPlaces(w, u), w.plan.files[u]);
}

/** Ranks for rank bonus and Steadfast (§1.2, R8): single models 0 (Towering 1), Light Troops 0. */
export function ranks(w: T9aWorld, u: number): number {
  const p = w.plan;
  if (p.rule.lightTroops[u]) return 0;
  if (p.single[u]) return p.rule.towering[u] ? 1 : 0;
  return depthRanks(w, u);
}

/** The rank-and-file places u's joined character fills (§8.1; a War Platform several, §7.1). */
export function riderPlaces(w: T9aWorld, u: number): number {
  const r = w.rider[u];
  return r >= 0 ? w.plan.slots[r] : 0;
}
