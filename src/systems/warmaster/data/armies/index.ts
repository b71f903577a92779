/**
 * The 14 built-in Warmaster army lists (rules/warmaster.md §11.1-§11.14), keyed by army id
 * in the digest's order.
 */
import type { WmArmy } from '../types.ts';
import { ARABY } from './araby.ts';
import { BRETONNIA } from './bretonnia.ts';
import { CHAOS } from './chaos.ts';
import { DAEMONS } from './daemons.ts';
import { DARK_ELVES } from './dark-elves.ts';
import { DWARFS } from './dwarfs.ts';
import { EMPIRE } from './empire.ts';
import { HIGH_ELVES } from './high-elves.ts';
import { KISLEV } from './kislev.ts';
import { LIZARDMEN } from './lizardmen.ts';
import { ORCS_AND_GOBLINS } from './orcs-and-goblins.ts';
import { SKAVEN } from './skaven.ts';
import { TOMB_KINGS } from './tomb-kings.ts';
import { VAMPIRE_COUNTS } from './vampire-counts.ts';

export {
  ARABY,
  BRETONNIA,
  CHAOS,
  DAEMONS,
  DARK_ELVES,
  DWARFS,
  EMPIRE,
  HIGH_ELVES,
  KISLEV,
  LIZARDMEN,
  ORCS_AND_GOBLINS,
  SKAVEN,
  TOMB_KINGS,
  VAMPIRE_COUNTS,
};

/** Every army list by id, in digest order (§11.1 Empire … §11.14 Araby). */
export const ARMIES: Record<string, WmArmy> = {
  [EMPIRE.id]: EMPIRE,
  [TOMB_KINGS.id]: TOMB_KINGS,
  [CHAOS.id]: CHAOS,
  [ORCS_AND_GOBLINS.id]: ORCS_AND_GOBLINS,
  [HIGH_ELVES.id]: HIGH_ELVES,
  [DWARFS.id]: DWARFS,
  [SKAVEN.id]: SKAVEN,
  [LIZARDMEN.id]: LIZARDMEN,
  [BRETONNIA.id]: BRETONNIA,
  [KISLEV.id]: KISLEV,
  [DARK_ELVES.id]: DARK_ELVES,
  [VAMPIRE_COUNTS.id]: VAMPIRE_COUNTS,
  [DAEMONS.id]: DAEMONS,
  [ARABY.id]: ARABY,
};

/**
 * Looks up a built-in army list.
 *
 * @param id the army id, e.g. 'empire', 'orcs-and-goblins'
 * @returns the army, or undefined when there is no such list
 */
export function armyById(id: string): WmArmy | undefined {
  return Object.prototype.hasOwnProperty.call(ARMIES, id) ? ARMIES[id] : undefined;
}
