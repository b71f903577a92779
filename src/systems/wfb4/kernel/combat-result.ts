/** Combat result bonuses (rules/wfb4.md §6.1): ranks, standards, high ground, flank and rear. */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { FRONT, REAR } from '../../../battlefield/arcs.ts';
import { rankBonusOf } from '../../wfb/rank-bonus.ts';
import { bearerWith, flies } from './characters.ts';
import { friendlyRuneNear, RUNE_RANGE } from './leadership.ts';
import { onHill } from './terrain.ts';
import type { Wfb4World } from './world.ts';
import { garrisonFights } from './buildings.ts';

/** Rank bonus of u (§6.1, §12-5): complete ranks behind the first, if the front is wide enough. */
export function rankBonus(w: Wfb4World, u: number): number {
  if (w.anySkirmish && w.plan.rule.skirmish[u] === 1) return 0; // skirmishers have no ranks (§8.7)
  const f = w.plan.flags;
  return rankBonusOf(w.models[u], w.plan.files[u], f.rankMinWidth, f.completeRank === 'front-width', f.rankBonusMax);
}

/**
 * Rank, standard, battle standard, high ground, flank and rear bonuses of both sides of
 * combat c (§6.1), into bonus[0] and bonus[1]: one pass over its units and engagements.
 */
export function bonuses(w: Wfb4World, rng: Rng, c: number, count: number): void {
  const p = w.plan;
  // A fight for a building counts casualties alone: no rank, standard, flank or other bonus (RB p.85).
  if (w.anyBuilding && garrisonFights(w, c, count)) {
    w.bonus[0] = 0;
    w.bonus[1] = 0;
    return;
  }
  const best = w.sideBonus; // per side: rank, standard, battle standard, high, flank, rear
  for (let k = 0; k < 12; k++) best[k] = 0;
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    if (w.models[u] === 0) continue;
    const at = 6 * p.side[u];
    // A banner that doubles the rank bonus (AM p.19).
    const r = w.anyBanner && flies(w, u, p.rule.doubleRanks) ? 2 * rankBonus(w, u) : rankBonus(w, u);
    if (r > best[at]) best[at] = r;
    if (p.standard[u]) best[at + 1] = p.flags.standardBonus;
    if (p.battleStandard[u] || (w.anyCharacter && bearerWith(w, u))) best[at + 2] = p.flags.battleStandardBonus;
    if (onHill(w, u)) best[at + 3] = 1;
    // Models lapped round count towards their own 5 (§6.6).
    if (w.lap[u] >= 2 * p.flags.flankMinModels) best[at + 4]++;
  }
  for (let e = 0; e < w.eng.count; e++) {
    const a = w.eng.a[e];
    if (w.inCombat[a] !== c || w.models[a] === 0) continue;
    const face = w.eng.face[e];
    if (face === FRONT || w.models[a] < p.flags.flankMinModels) continue;
    best[6 * p.side[a] + (face === REAR ? 5 : 4)]++;
  }
  for (let s = 0; s < 2; s++) {
    const own = 6 * s;
    const foe = 6 - own;
    let bonus = best[own] + best[own + 1] + best[own + 2];
    if (best[own + 3] && !best[foe + 3]) bonus += p.flags.highGroundBonus;
    // If both sides flank, only the side with more flanking units scores it (§6.1).
    if (best[own + 4] > 0 && best[own + 4] > best[foe + 4]) bonus += p.flags.flankBonus;
    if (best[own + 5] > 0 && best[own + 5] > best[foe + 5]) bonus += p.flags.rearBonus;
    w.bonus[s] = bonus;
  }
  // Magic banners: +1 or +D6 to their side's result (AM p.19).
  if (w.anyBanner) {
    for (let i = 0; i < count; i++) {
      const u = w.members[i];
      if (w.models[u] === 0) continue;
      if (flies(w, u, p.rule.bannerResult)) w.bonus[p.side[u]] += 1;
      if (flies(w, u, p.rule.bannerResultD6)) w.bonus[p.side[u]] += rollD6(rng);
    }
  }
  // A battle standard's rune: +1 to a side with a unit in the fight within 12" of it (AM p.37).
  if (w.anyResultRune) {
    for (let s = 0; s < 2; s++) if (resultRuneNear(w, s, count)) w.bonus[s] += 1;
  }
}

/**
 * Whether a unit of side s in the fight (members[0..count)) stands within 12" of its side's
 * battle standard that bears the rune (AM p.37: +1 combat result for every unit within
 * 12" of the battle standard). The side scores it once however many units it reaches.
 */
function resultRuneNear(w: Wfb4World, s: number, count: number): boolean {
  const p = w.plan;
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    if (p.side[u] === s && w.models[u] > 0 && friendlyRuneNear(w, p.resultRune, u, RUNE_RANGE)) return true;
  }
  return false;
}
