/** A unit's formation as its models fall (rules/t9a_eow.md §1.2): front rank, rows, and ranks. */
import { riderPlaces } from './characters.ts';
import type { T9aWorld } from './world.ts';

export function frontRank(w: T9aWorld, u: number): number {
  const m = w.models[u] + riderPlaces(w, u);
  const f = w.plan.files[u];
  return m < f ? (m > 0 ? m : 1) : f;
}

/** Physical rows of models. */
export function depthRanks(w: T9aWorld, u: number): number {
  const f = w.plan.files[u];
  const all = w.models[u] + riderPlaces(w, u);
  const m = all > 0 ? all : 1;
  return ((m + f - 1) / f) | 0;
}

/** Ranks for rank bonus and Steadfast (§1.2, R8): single models 0 (Towering 1), Light Troops 0. */
export function ranks(w: T9aWorld, u: number): number {
  const p = w.plan;
  if (p.rule.lightTroops[u]) return 0;
  if (p.single[u]) return p.rule.towering[u] ? 1 : 0;
  return depthRanks(w, u);
}
