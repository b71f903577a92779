/**
 * The 16 Advanced army lists of The 9th Age: Essence of War (rules/t9a_eow.md §10.3), in the
 * book's order (the order of T9aArmyId).
 */
import type { T9aArmyId, T9aArmyList } from '../types.ts';
import { BEAST_HERDS } from './beast-herds.ts';
import { DAEMON_LEGIONS } from './daemon-legions.ts';
import { DREAD_ELVES } from './dread-elves.ts';
import { DWARVEN_HOLDS } from './dwarven-holds.ts';
import { EMPIRE_OF_SONNSTAHL } from './empire-of-sonnstahl.ts';
import { HIGHBORN_ELVES } from './highborn-elves.ts';
import { INFERNAL_DWARVES } from './infernal-dwarves.ts';
import { KINGDOM_OF_EQUITAINE } from './kingdom-of-equitaine.ts';
import { OGRE_KHANS } from './ogre-khans.ts';
import { ORCS_AND_GOBLINS } from './orcs-and-goblins.ts';
import { SAURIAN_ANCIENTS } from './saurian-ancients.ts';
import { SYLVAN_ELVES } from './sylvan-elves.ts';
import { UNDYING_DYNASTIES } from './undying-dynasties.ts';
import { VAMPIRE_COVENANT } from './vampire-covenant.ts';
import { VERMIN_SWARM } from './vermin-swarm.ts';
import { WARRIORS_OF_THE_DARK_GODS } from './warriors-of-the-dark-gods.ts';

export const ARMY_LISTS: readonly T9aArmyList[] = [
  BEAST_HERDS,
  DAEMON_LEGIONS,
  DREAD_ELVES,
  DWARVEN_HOLDS,
  EMPIRE_OF_SONNSTAHL,
  HIGHBORN_ELVES,
  INFERNAL_DWARVES,
  KINGDOM_OF_EQUITAINE,
  OGRE_KHANS,
  ORCS_AND_GOBLINS,
  SAURIAN_ANCIENTS,
  SYLVAN_ELVES,
  UNDYING_DYNASTIES,
  VAMPIRE_COVENANT,
  VERMIN_SWARM,
  WARRIORS_OF_THE_DARK_GODS,
];

const BY_ID: ReadonlyMap<string, T9aArmyList> = new Map(ARMY_LISTS.map((a) => [a.id, a]));

/**
 * Looks up a built-in army list.
 *
 * @param id the army id, e.g. 'beast-herds', 'kingdom-of-equitaine'
 * @returns the list, or undefined when there is no such army
 */
export function armyListById(id: T9aArmyId | string): T9aArmyList | undefined {
  return BY_ID.get(id);
}
