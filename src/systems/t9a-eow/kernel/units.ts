/**
 * Where a unit stands in the game: alive, on the table in its own right (not a character inside
 * a unit, §8.1, nor waiting in Ambush, §7.1), fleeing with its unit, and whether two units are
 * Brethren or Allies (rules/t9a_eow.md §8.5 Multi-games).
 */
import { DESTROYED, FLED_OFF, FLEEING } from '../../rank-and-file/unit-state.ts';
import type { T9aWorld } from './world.ts';

/** A character joined to a unit (§8.1): it moves, flees and tests with its host. */
export const JOINED = 5;
/**
 * Not yet on the table: a unit in Ambush (§7.1), and the character joined to it, until it
 * arrives at the start of its side's turn-2 Movement phase. Neither engaged, targeted, nor a
 * source of Panic, auras or Commanding Presence; its side is still in the game.
 */
export const AMBUSH = 6;

/** In the game and on the table: not destroyed, not fled off, not still waiting in Ambush. */
export function alive(w: T9aWorld, u: number): boolean {
  const s = w.status[u];
  return s !== DESTROYED && s !== FLED_OFF && s !== AMBUSH;
}

/** On the table in its own right: alive and not a character inside a unit. */
export function present(w: T9aWorld, u: number): boolean {
  const s = w.status[u];
  return s !== DESTROYED && s !== FLED_OFF && s !== JOINED && s !== AMBUSH;
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
