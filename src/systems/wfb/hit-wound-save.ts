/**
 * The WFB damage roll, shared by both editions and by shooting and close combat alike: hits
 * roll to wound on the S-v-T table, wounds are saved by armour worsened by the hit's strength
 * (rules/wfb4.md §4.2, §5.5, §5.8; rules/wfb3.md §4.6, §4.7). The caller rolls to hit, since
 * what modifies the to-hit roll is each phase's own.
 *
 * Hot code: integers in and out, dice from the generator passed in.
 */
import { countAtLeast } from '../../core/dice.ts';
import type { Rng } from '../../core/rng.ts';
import { STRENGTH_SAVE_MOD } from './tables.ts';

/**
 * Wounds from `hits` that each need `toWound` on a D6 (7: the hit cannot wound, and no die is
 * rolled). countAtLeast() itself, under the rule's name: a wrapper would be one more call for
 * V8 to inline in the strike loops, and in the contact duel it was not (a profile showed it).
 */
export const woundRolls: (rng: Rng, hits: number, toWound: number) => number = countAtLeast;

/**
 * The score a model with armour save `save` (7: none) needs against a hit of `strength` with a
 * weapon that takes `modifier` more off (hand gun, pistol): above 6 it cannot save.
 */
export function saveAgainst(save: number, strength: number, modifier: number): number {
  return save + STRENGTH_SAVE_MOD[strength > 10 ? 10 : strength] + modifier;
}

/** The wounds of `wounds` that armour saves needing `saveNeed` (above 6: none) fail to stop. */
export function unsavedWounds(rng: Rng, wounds: number, saveNeed: number): number {
  // countAtLeast() rolls nothing and counts 0 for a need above 6: no save.
  return wounds - countAtLeast(rng, wounds, saveNeed);
}
