/**
 * Hatred (rules/wfb4.md §7): misses re-rolled in the first round of each new engagement with a
 * hated foe (§5.4, §12-21), break tests at Ld 10 unmodified by the combat result while fighting
 * one (§6.2), and the unit must pursue a hated foe that breaks (§6.5). Whom a unit hates is
 * `plan.hates`, resolved from its `hates` races at compile.
 */
import { opponentIn } from '../../rank-and-file/engagements.ts';
import { lentImmunity, LENT_HATRED } from './magic-items.ts';
import type { Wfb4World } from './world.ts';

/** The Ld a hating unit's break test is taken on, with no combat result added (§7). */
export const HATRED_BREAK_LD = 10;

/** u hates v: by its own rule, or — v an enemy — by a character's item that lends it hatred (magic-items.ts). */
export function hates(w: Wfb4World, u: number, v: number): boolean {
  if (w.plan.hates[u * w.n + v] === 1) return true;
  return w.anyLentHatred && w.plan.side[u] !== w.plan.side[v] && lentImmunity(w, u, LENT_HATRED);
}

/** u hates some enemy: by its own rule, or by a character's item that lends it hatred. */
export function hatesAny(w: Wfb4World, u: number): boolean {
  return w.plan.rule.hatred[u] === 1 || (w.anyLentHatred && lentImmunity(w, u, LENT_HATRED));
}

/**
 * u's misses against v are re-rolled in this round of engagement e: u hates v and the round is
 * the first of that engagement (a pursuit into a fresh unit starts a new one, §12-21).
 */
export function rerollsMisses(w: Wfb4World, u: number, v: number, e: number): boolean {
  return w.eng.fresh[e] === 1 && hates(w, u, v);
}

/** u is fighting a hated foe in combat c: an enemy it is engaged with in that combat. */
export function fightsHatedFoe(w: Wfb4World, u: number, c: number): boolean {
  if (!hatesAny(w, u)) return false;
  for (let e = 0; e < w.eng.count; e++) {
    const o = opponentIn(w.eng, e, u);
    if (o >= 0 && w.inCombat[o] === c && hates(w, u, o)) return true;
  }
  return false;
}
