/**
 * Where a unit stands in the game, beyond the shared states (rank-and-file/unit-state.ts: a
 * character joined to a unit is JOINED, §8.1; a unit waiting in Ambush, §7.1, is OFF_TABLE):
 * on the table in its own right, fleeing with its unit, and whether two units are Brethren or
 * Allies (rules/t9a_eow.md §8.5 Multi-games).
 */
import { FLEEING, present as presentIn } from '../../rank-and-file/unit-state.ts';
import type { T9aWorld } from './world.ts';

/** On the table in its own right: alive and not a character inside a unit. */
export function present(w: T9aWorld, u: number): boolean {
  return presentIn(w.status, u);
}

/** Whether u, or the unit it has joined, is fleeing. */
export function fleeingNow(w: T9aWorld, u: number): boolean {
  return w.status[w.body[u]] === FLEEING;
}

/**
 * Whether a and b are Brethren (§8.5): of one side and one faction — every friend in a game
 * of one army a side. Allies (one side, different factions) share no General, Commanding
 * Presence or Rally Around the Flag, cause no Panic in each other, and neither benefit from
 * nor trigger each other's army rules; for all else they are friends.
 */
export function brethren(w: T9aWorld, a: number, b: number): boolean {
  const p = w.plan;
  return p.side[a] === p.side[b] && p.faction[a] === p.faction[b];
}
