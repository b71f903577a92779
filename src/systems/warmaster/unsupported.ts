/**
 * Troops whose rules the engine does not play yet (README "Not covered yet"): a scenario
 * naming one is refused with the reason, rather than played without its rules.
 */
import type { WmArmy, WmUnitData } from './data/types.ts';

/** Single troops with special rules of §15 tier 2 not implemented yet. */
const TROOPS: Record<string, string> = {
  'orcs-and-goblins/giant': 'the Giant Goes Wild table (§11.4) is not supported yet',
  'araby/elephants': 'the Elephant stampede (§11.14) is not supported yet',
};

/** Why the troop cannot be played yet, or undefined when it can. */
export function unsupportedTroop(army: WmArmy, troop: WmUnitData): string | undefined {
  const special = TROOPS[`${army.id}/${troop.id}`];
  if (special) return special;
  if (troop.id === 'war-wagon') return 'the Kislev War Wagon (column and laager, §11.10) is not supported yet';
  if (troop.id === 'screaming-bell') return 'the Screaming Bell (§11.7) is not supported yet';
  return undefined;
}
