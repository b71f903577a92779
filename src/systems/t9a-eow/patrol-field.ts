/**
 * The built-in field of The 9th Age: Essence of War for `warsim matrix --builtin t9a-eow`: the
 * 16 Basic Patrols (§10.2) as they are printed, on the Basic game's table (§3.1), deployed by
 * one fixed rule so that no army is placed by hand.
 */
import type { BuiltinField } from '../system.ts';
import { PATROLS } from './data/patrols.ts';

/** The Basic game's table (§3.1): 36" wide, 48" deep; deployment zones end 12" from each edge. */
const WIDTH = 36;
const DEPTH = 48;
const FRONT = 12;
/** Characters stand this far behind the units' fronts. */
const BEHIND = 6;

export const PATROL_DEPLOYMENT =
  'Each Patrol deploys on the line 12" from its table edge (its fronts 24" from the enemy\'s, as close as §3.1 allows): ' +
  'its units in the order the book lists them, each centred in an equal share of the 36" width (6", 18" and 30" for three), ' +
  'and its Single characters 6" behind, centred (side by side, 4" apart, if more than one). Everything faces the enemy; tactics are the defaults.';

/**
 * The 16 Patrols, each as a side file holds it, in the near edge's frame (y from the side's
 * own edge, facing the enemy).
 */
export function patrolSides(): Record<string, unknown>[] {
  return PATROLS.map((patrol) => {
    const units = patrol.entries.filter((e) => !e.single);
    const singles = patrol.entries.filter((e) => e.single);
    const placed = [
      ...singles.map((e, i) => ({ id: e.id, unit: e.id, position: { x: WIDTH / 2 + (i - (singles.length - 1) / 2) * 4, y: FRONT - BEHIND, facing: 0 } })),
      ...units.map((e, i) => ({ id: e.id, unit: e.id, position: { x: (WIDTH * (2 * i + 1)) / (2 * units.length), y: FRONT, facing: 0 } })),
    ];
    return { id: patrol.army, name: patrol.name, army: patrol.army, units: placed };
  });
}

/** The field: the Basic game (§3.1, §8.4) on an open table, four game turns. */
export function patrolField(): BuiltinField {
  return {
    description: `The 16 Basic Patrols (§10.2) as printed, in Basic games (§3.1): an open 36"×48" table, four game turns, the Basic victory (§8.4). ${PATROL_DEPLOYMENT}`,
    takesPoints: false,
    template: {
      format: 'warsim/1',
      system: 't9a-eow',
      title: 'Essence of War: the Basic Patrols',
      description: `An open ${WIDTH}"×${DEPTH}" table; each Patrol deployed by the built-in rule: ${PATROL_DEPLOYMENT}`,
      seed: 1,
      end: { turns: 4 },
      victory: 'vp',
      rules: { game: 'basic' },
      battlefield: { width: WIDTH, depth: DEPTH },
    },
    sides: patrolSides(),
  };
}
