/** A unit's formation as its models fall (rules/wfb4.md §1.3): front rank and ranks (rank-and-file/formation.ts), and what it counts for when outnumbering (§12-12). */
import { frontRankOf, ranksOf } from '../../rank-and-file/formation.ts';
import { JOINED } from '../../rank-and-file/unit-state.ts';
import type { Wfb4World } from './world.ts';

/** Models in u's front rank. */
export function frontRank(w: Wfb4World, u: number): number {
  return frontRankOf(w.models[u], w.plan.files[u]);
}

/**
 * What unit u counts for when outnumbering (§7, §12-12): its models, cavalry perhaps double,
 * and the characters with it, who count as part of it — but a monster or a chariot and its
 * rider are one model.
 */
export function strength(w: Wfb4World, u: number): number {
  const p = w.plan;
  let s = w.models[u] * p.strengthEach[u];
  if (!w.anyCharacter || p.rule.monster[u] === 1 || p.rule.chariot[u] === 1) return s;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.host[c] === u && w.status[c] === JOINED) s += p.strengthEach[c];
  }
  return s;
}

/** Ranks of u, the last one perhaps short. */
export function ranks(w: Wfb4World, u: number): number {
  return ranksOf(w.models[u], w.plan.files[u]);
}
