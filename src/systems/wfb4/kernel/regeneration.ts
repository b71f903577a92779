/**
 * Regeneration (rules/wfb4.md §12-17: "Troll regeneration 4+", a rule of the Bestiary the seed
 * does not hold). warsim's reading: each unsaved wound a regenerating unit suffers, from a blow
 * or a missile, is regenerated on a D6 of the unit's `regeneration` score (4+ by default),
 * rolled as the wounds are taken; a regenerated wound is not suffered and counts for nothing.
 */
import { countAtLeast } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import type { Wfb4World } from './world.ts';

/**
 * Of `unsaved` wounds on unit v, those it does not regenerate (§12-17), and, on a character,
 * those his talisman's ward does not negate (AM p.9: each wound on its score), the negated left
 * in `w.warded`; the caller traces.
 */
export function afterRegeneration(w: Wfb4World, rng: Rng, v: number, unsaved: number): number {
  w.warded = 0;
  if (unsaved <= 0) return unsaved;
  const p = w.plan;
  let left = unsaved;
  if (p.rule.regeneration[v] === 1) left -= countAtLeast(rng, left, p.regenerate[v]);
  if (p.rule.ward[v] === 1) {
    w.warded = countAtLeast(rng, left, p.items.ward[v]);
    left -= w.warded;
  }
  return left;
}
