/**
 * Leadership (rules/wfb4.md §8.1, §8.5): the best Ld a unit may use — its own, its champion's,
 * a character's with it, the general's within 12" — and the battle standard nearby.
 */
import { beyond, pairOf } from '../../../battlefield/gaps.ts';
import { present, FLEEING } from '../../rank-and-file/unit-state.ts';
import { bodyOf, charactersLd } from './characters.ts';
import { groupLd } from './chariots.ts';
import type { Wfb4World } from './world.ts';

export function effectiveLd(w: Wfb4World, u: number): number {
  const p = w.plan;
  let ld = p.Ld[u];
  // Skirmishers test on their own troops' Ld: no leader, general or battle standard (§8.7).
  if (w.anySkirmish && p.rule.skirmish[u] === 1) return ld;
  if (p.champion[u] && w.models[u] > 0 && w.champAlive[u] === 1 && p.champLd[u] > ld) ld = p.champLd[u];
  if (p.generalLd[u] > ld) ld = p.generalLd[u];
  // Chariots within 5" of each other test on the best Ld among them (§8.4).
  if (w.anyChariot && p.rule.chariot[u] === 1) {
    const group = groupLd(w, u);
    if (group > ld) ld = group;
  }
  // A character with the unit lends it his Ld (§8.1, RB p.48).
  if (w.anyCharacter) {
    const own = charactersLd(w, u);
    if (own > ld) ld = own;
  }
  // The general's Ld within 12" (§8.5), measured from the unit he is with.
  for (let g = 0; g < w.n; g++) {
    if (g === u || p.generalLd[g] <= ld || p.side[g] !== p.side[u]) continue;
    const body = bodyOf(w, g);
    if (body === u || body < 0) continue;
    if (w.status[body] === FLEEING || !present(w.status, body)) continue;
    w.gaps.limit = p.flags.generalRange;
    if (!beyond(w.gaps, u, body) && w.gaps.gap[pairOf(w.gaps, u, body)] <= p.flags.generalRange) ld = p.generalLd[g];
  }
  return ld;
}

/** Whether u may re-take a failed break test (§8.5): the battle standard's bearer, or the unit he is with, is within 12" and steady. */
export function battleStandardNear(w: Wfb4World, u: number): boolean {
  const p = w.plan;
  if (w.anySkirmish && p.rule.skirmish[u] === 1) return false; // §8.7
  for (let g = 0; g < w.n; g++) {
    if (!p.battleStandard[g] || p.side[g] !== p.side[u]) continue;
    const body = bodyOf(w, g);
    if (body < 0 || w.status[body] === FLEEING || !present(w.status, body) || w.breakNow[body]) continue;
    if (body === u) return true;
    w.gaps.limit = p.flags.generalRange;
    if (!beyond(w.gaps, u, body) && w.gaps.gap[pairOf(w.gaps, u, body)] <= p.flags.generalRange) return true;
  }
  return false;
}
