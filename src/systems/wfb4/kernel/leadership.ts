/**
 * Leadership (rules/wfb4.md §8.1, §8.5): the best Ld a unit may use — its own, its champion's,
 * a character's with it, the general's within 12" — and the battle standard nearby.
 */
import { beyond, pairOf, withinLimit } from '../../../battlefield/gaps.ts';
import { present, FLEEING } from '../../rank-and-file/unit-state.ts';
import { bodyOf, charactersLd, flies } from './characters.ts';
import { groupLd } from './chariots.ts';
import { roll2D6, roll3D6DropHighest } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { traceWaaaghReroll } from './trace-magic.ts';
import type { Wfb4World } from './world.ts';

export function effectiveLd(w: Wfb4World, u: number): number {
  const ld = bestLd(w, u);
  return w.anyLdAura ? ld - ldAuraOn(w, u) : ld;
}

/** effectiveLd() before an enemy banner's penalty. */
function bestLd(w: Wfb4World, u: number): number {
  // Rallied by the Hand of Glory, it counts as Ld 10 while the spell lasts (AM p.26).
  if (w.anyMagic && w.magic.gloryFrom[u] >= 0) return 10;
  const ld = unitLd(w, u);
  // Skirmishers test on their own troops' Ld: no leader, general or battle standard (§8.7).
  if (w.anySkirmish && w.plan.rule.skirmish[u] === 1) return ld;
  return generalNear(w, u, u, ld);
}

/**
 * The penalty on u's Leadership tests from enemy banners within 6" of it (AM p.19): the worst of
 * them, a unit's own standard's or a battle standard's, measured from the unit that carries it
 * (a character with a unit, from his unit) to u's (a character with one, his unit's).
 */
export function ldAuraOn(w: Wfb4World, u: number): number {
  const p = w.plan;
  const at = bodyOf(w, u);
  let worst = 0;
  if (at < 0) return 0;
  for (let g = 0; g < w.n; g++) {
    if (p.ldAura[g] <= worst || p.side[g] === p.side[u]) continue;
    const body = bodyOf(w, g);
    if (body < 0 || !present(w.status, body)) continue;
    w.gaps.limit = LD_AURA_RANGE;
    if (body === at || withinLimit(w.gaps, at, body)) worst = p.ldAura[g];
  }
  return worst;
}

/**
 * Whether x — a unit, or a character — stands within `range` of a friendly battle standard whose
 * banner bears the rune in column `col` (AM p.37): measured from the unit its bearer is with, or
 * from him on his own, to x's unit (a character with one, his unit's), while the bearer is on
 * the table and not fleeing.
 */
export function friendlyRuneNear(w: Wfb4World, col: Uint8Array, x: number, range: number): boolean {
  return runeNear(w, col, w.plan.side[x], x, range);
}

/** As friendlyRuneNear(), for a battle standard of `side`, whichever side x is on. */
export function runeNear(w: Wfb4World, col: Uint8Array, side: number, x: number, range: number): boolean {
  const p = w.plan;
  const at = bodyOf(w, x);
  if (at < 0) return false;
  for (let g = 0; g < w.n; g++) {
    if (col[g] === 0 || p.side[g] !== side) continue;
    const body = bodyOf(w, g);
    if (body < 0 || w.status[body] === FLEEING || !present(w.status, body)) continue;
    if (body === at) return true;
    w.gaps.limit = range;
    if (withinLimit(w.gaps, at, body)) return true;
  }
  return false;
}

/** How far the battle standard's runes reach (AM p.37: "within 12\""), inches. */
export const RUNE_RANGE = 12;

/**
 * The Ld u takes a psychology test on — panic, fear and terror, stupidity, restraining its
 * frenzy (§7) — effectiveLd(); or an unmodified 10 within 12" of its battle standard with the
 * rune for it (AM p.37: takes its psychology and break tests on an unmodified Leadership
 * of 10), which no enemy banner lowers.
 */
export function psychologyLd(w: Wfb4World, u: number): number {
  return steadiedByRune(w, u) ? LD_TEN : effectiveLd(w, u);
}

/** As psychologyLd(), for joined character c testing on his own (ownLd()). */
export function ownPsychologyLd(w: Wfb4World, c: number): number {
  return steadiedByRune(w, c) ? LD_TEN : ownLd(w, c);
}

/** x — a unit, or a character — stands within 12" of its battle standard with the rune of Ld 10 (AM p.37). */
export function steadiedByRune(w: Wfb4World, x: number): boolean {
  return w.anyLdTenRune && friendlyRuneNear(w, w.plan.ldTenRune, x, RUNE_RANGE);
}

/**
 * The dice of a psychology test u takes (psychologyLd()), passed at `need` or under: 2D6, as
 * any Leadership test (ldTestRoll()); or, under a banner that gives the extra die, 3D6 with the
 * highest dropped (AM p.19: rolls one more D6 for a psychology test and
 * keeps the lowest 2). The Waaagh!'s re-roll of a failed test is taken the same way.
 */
export function psychologyRoll(w: Wfb4World, rng: Rng, u: number, need: number): number {
  if (!w.anyBanner || !flies(w, u, w.plan.rule.psychologyDie)) return ldTestRoll(w, rng, u, need);
  const roll = roll3D6DropHighest(rng);
  if (roll <= need || w.magic.waaaghBy[u] < 0) return roll;
  if (w.tracer !== null) traceWaaaghReroll(w, u, roll);
  return roll3D6DropHighest(rng);
}

/** The unmodified Leadership the battle standard's rune grants (AM p.37). */
export const LD_TEN = 10;

/** How far a banner's penalty on enemy Leadership reaches (AM p.19), inches. */
const LD_AURA_RANGE = 6;

/**
 * The Ld u rallies on having fled at the Fear of Aramar (AM p.24): −3 on its own and its
 * characters' Ld, but not on a general's nearby (BM p.47).
 */
export function rallyAfterAramarLd(w: Wfb4World, u: number): number {
  const aura = w.anyLdAura ? ldAuraOn(w, u) : 0;
  const ld = unitLd(w, u) - 3 - aura;
  if (w.anySkirmish && w.plan.rule.skirmish[u] === 1) return ld;
  return generalNear(w, u, u, ld + aura) - aura;
}

/** u's own best Ld (effectiveLd() but a general's nearby): its troops', its champion's, its chariots' group's, its characters'. */
function unitLd(w: Wfb4World, u: number): number {
  const p = w.plan;
  let ld = p.Ld[u];
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
  return ld;
}

/**
 * The Ld joined character c tests on when he tests on his own (RB p.48): his own, or the
 * general's within 12" of his unit — not his unit's, nor another character's with it.
 */
export function ownLd(w: Wfb4World, c: number): number {
  const ld = w.plan.generalLd[c] > w.plan.Ld[c] ? w.plan.generalLd[c] : w.plan.Ld[c];
  const best = generalNear(w, c, bodyOf(w, c), ld);
  return w.anyLdAura ? best - ldAuraOn(w, c) : best;
}

/**
 * The better of `ld` and the general's Ld when he is within 12" of unit `at` (§8.5), measured
 * from the unit he is with; `u` is who tests (the general does not lend it to himself), and a
 * general standing in `at` lends it to u only when u is not `at` itself (it counts him already).
 */
function generalNear(w: Wfb4World, u: number, at: number, ld: number): number {
  const p = w.plan;
  for (let g = 0; g < w.n; g++) {
    if (g === u || p.generalLd[g] <= ld || p.side[g] !== p.side[u]) continue;
    const body = bodyOf(w, g);
    if (body < 0 || (body === at && at === u)) continue;
    if (w.status[body] === FLEEING || !present(w.status, body)) continue;
    if (body === at) {
      ld = p.generalLd[g];
      continue;
    }
    w.gaps.limit = p.flags.generalRange;
    if (!beyond(w.gaps, at, body) && w.gaps.gap[pairOf(w.gaps, at, body)] <= p.flags.generalRange) ld = p.generalLd[g];
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

/**
 * The 2D6 of a Leadership test u takes, passed at `need` or under: under the Waaagh! spell
 * (waaagh-spell.ts; AM p.29: Orc and Goblin units "can re-roll any Ld tests") a failed roll is
 * taken again, once, and the second stands.
 */
export function ldTestRoll(w: Wfb4World, rng: Rng, u: number, need: number): number {
  const roll = roll2D6(rng);
  if (roll <= need || w.magic.waaaghBy[u] < 0) return roll;
  if (w.tracer !== null) traceWaaaghReroll(w, u, roll);
  return roll2D6(rng);
}
