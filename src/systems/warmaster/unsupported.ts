/**
 * Troops whose rules the engine does not play yet (README "Not covered yet"): a scenario
 * naming one is refused with the reason, rather than played without its rules.
 */
import type { WmArmy, WmUnitData } from './data/types.ts';

/** Single troops with special rules of §15 tier 2 not implemented yet, by `army/troop`. */
const TROOPS: Record<string, string> = {
  'kislev/war-wagon': 'the Kislev War Wagon (column and laager, §11.10) is not supported yet',
};

/** Why the troop cannot be played yet, or undefined when it can. */
export function unsupportedTroop(army: WmArmy, troop: WmUnitData): string | undefined {
  return TROOPS[`${army.id}/${troop.id}`];
}
