/**
 * A unit's status (rules/warmaster.md §3.6, §8.2, §11.7): on the table, destroyed, routed, off
 * the table for now or for good, kept off the table, an illusion, infiltrating; what a unit
 * that went wild this turn may do in its combat (§11.4, §11.14: WILD_*, wildNow), which the
 * attacks, pursuits and fall backs read; and whether a spell has affected it this turn (fresh,
 * §8.1), which every spell's choice of targets reads.
 */
import type { WarmasterWorld } from './world.ts';

export const ACTIVE = 0;
export const DESTROYED = 1;
export const ROUTED = 2;
export const OFF_TABLE = 3; // off the table, may come back (§3.6)
export const GONE = 4; // left the table for good (§3.6): counts as destroyed
export const RESERVED = 5; // kept off the table: a slot for raised dead not raised, an illusion not cast (§8.2)
export const MIRAGE = 6; // an illusion on the table: real to the enemy only (§8.2 Mirage)
export const INFILTRATING = 7; // Gutter Runners not yet infiltrated (§11.7): not lost, not on the table

// What a wild unit does in the Combat phase of the turn it went wild (wildKind, §11.4, §11.14).
export const WILD_NONE = 0; // fights as usual (Giant results 3–5)
export const WILD_STILL = 1; // Giant result 1: neither moves nor fights this turn
export const WILD_HOLD = 2; // Giant result 2: holds his ground when he wins (no pursuit, no advance)
export const WILD_DOUBLE = 3; // Giant result 6: Attacks doubled in the first round
export const WILD_STAMPEDE = 4; // stampeding Elephants: must pursue, never advance

/** What u's wild move of this player turn lets it do in combat (WILD_*), WILD_NONE when it made none. */
export function wildNow(w: WarmasterWorld, u: number): number {
  return w.wildTurn[u] === w.playerTurnNo ? w.wildKind[u] : WILD_NONE;
}

/** Not yet affected by this spell this turn (§8.1). */
export function fresh(w: WarmasterWorld, u: number, spell: number): boolean {
  return w.spellSeen[u * w.plan.spells.spellIds.length + spell] !== w.playerTurnNo;
}
