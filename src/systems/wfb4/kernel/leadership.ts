/** Leadership (rules/wfb4.md §8.5): the best Ld a unit may use, and the battle standard nearby. */
import { beyond, pairOf } from '../../../battlefield/gaps.ts';
import { alive, FLEEING } from '../../rank-and-file/unit-state.ts';

import type { Wfb4World } from './world.ts';

export function effectiveLd(w: Wfb4World, u: number): number {
  const p = w.plan;
  let ld = p.Ld[u];
  // Skirmishers test on their own troops' Ld: no leader, general or battle standard (§8.7).
  if (w.anySkirmish && p.rule.skirmish[u] === 1) return ld;
  if (p.champion[u] && w.models[u] > 0 && p.champLd[u] > ld) ld = p.champLd[u];
  if (p.generalLd[u] > ld) ld = p.generalLd[u];
  // The general's Ld within 12" (§8.5).
  for (let g = 0; g < w.n; g++) {
    if (g === u || p.generalLd[g] <= ld || p.side[g] !== p.side[u]) continue;
    if (w.status[g] === FLEEING || !alive(w.status, g)) continue;
    w.gaps.limit = p.flags.generalRange;
    if (!beyond(w.gaps, u, g) && w.gaps.gap[pairOf(w.gaps, u, g)] <= p.flags.generalRange) ld = p.generalLd[g];
  }
  return ld;
}

export function battleStandardNear(w: Wfb4World, u: number): boolean {
  const p = w.plan;
  if (w.anySkirmish && p.rule.skirmish[u] === 1) return false; // §8.7
  for (let g = 0; g < w.n; g++) {
    if (!p.battleStandard[g] || p.side[g] !== p.side[u]) continue;
    if (w.status[g] === FLEEING || !alive(w.status, g) || w.breakNow[g]) continue;
    if (g === u) return true;
    w.gaps.limit = p.flags.generalRange;
    if (!beyond(w.gaps, u, g) && w.gaps.gap[pairOf(w.gaps, u, g)] <= p.flags.generalRange) return true;
  }
  return false;
}
