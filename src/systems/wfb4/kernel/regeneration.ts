/**
 * Regeneration (rules/wfb4.md §12-17: "Troll regeneration 4+", a rule of the Bestiary the seed
 * does not hold). warsim's reading: each unsaved wound a regenerating unit suffers, from a blow
 * or a missile, is regenerated on a D6 of the unit's `regeneration` score (4+ by default),
 * rolled as the wounds are taken; a regenerated wound is not suffered and counts for nothing.
 */
import { countAtLeast } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import type { Wfb4World } from './world.ts';

/** Of `unsaved` wounds on unit v, those it does not regenerate (§12-17); the caller traces. */
export function afterRegeneration(w: Wfb4World, rng: Rng, v: number, unsaved: number): number {
  if (unsaved <= 0 || w.plan.rule.regeneration[v] === 0) return unsaved;
  return unsaved - countAtLeast(rng, unsaved, w.plan.regenerate[v]);
}
