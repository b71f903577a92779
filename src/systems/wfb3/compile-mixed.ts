/**
 * Units in mixed ranks from a scenario (rules/wfb3.md §2.3; seed p.125; kernel/mixed-ranks.ts):
 * a block of two troop types, both on foot or both mounted, one deployed in front of the other. The unit entry is
 * the first type and the block; `mixed` is the second type — its name, profile, models and
 * equipment — and where it stands. The block tests on its troops' lowest values (§1.2) and moves
 * at the slower type's pace; everything else is each type's own.
 */
import { ScenarioError } from '../../scenario/scenario-error.ts';
import type { Path } from '../../scenario/schema.ts';
import type { UnitEntry } from '../../scenario/types.ts';
import type { PROFILE_FIELDS } from './unit-schema.ts';

type Profile = Record<(typeof PROFILE_FIELDS)[number], number>;

/** The second troop type of a unit in mixed ranks, as the scenario gives it (unit-schema.ts `mixed`). */
export interface MixedEntry {
  name: string;
  profile: Profile;
  models: number;
  weapons?: string[];
  armour?: string[];
  mount?: Record<string, unknown>;
  barding?: boolean;
  points?: number;
  place?: 'behind' | 'in-front' | 'flanks';
  inSquare?: 'inner' | 'corners';
}

/** The second troop type of unit entry e, or null for a unit of one type. */
export function mixedOf(e: UnitEntry): MixedEntry | null {
  return (e.mixed as MixedEntry | undefined) ?? null;
}

/** What a unit in mixed ranks may not be yet: each with the reason. */
const NOT_MIXED: readonly { field: string; what: string; why: string }[] = [
  { field: 'chariot', what: 'a unit of troops, not a chariot', why: 'a chariot\'s crew are its own (§6.1)' },
  { field: 'warBeast', what: 'a unit of troops, not a war beast', why: 'a war beast\'s crew are its own (§6.2)' },
  { field: 'character', what: 'a unit of troops, not a single character', why: 'a character is one model (§6.4)' },
];

/**
 * Unit entry e as its block: its profile's Ld, Cl, Int and WP the lowest of its two troop types'
 * (§1.2: a unit tests on its troops' lowest value), the rest its own type's; e itself when it is
 * of one type. Refuses what mixed ranks are not played with: one type mounted and the other on foot, a chariot, a war beast, a
 * single character, a formation but a shieldwall or testudo of two types with shields or a square,
 * one type in front of the other; changeRanks with deployFlanks; a frontage with a type on the flanks.
 */
export function blockEntry(e: UnitEntry, path: Path): UnitEntry {
  const m = mixedOf(e);
  if (m === null) {
    for (const tactic of ['changeRanks', 'deployFlanks', 'recallFlanks', 'flankType']) {
      if (e.tactics[tactic] !== undefined) throw ScenarioError.at([...path, 'tactics', tactic], `${tactic} on a unit in mixed ranks (\`mixed\`)`, `"${String(e.tactics[tactic])}"`, 'the unit has one troop type: there is no other to change ranks with or to deploy on its flanks (§2.3)');
    }
    return e;
  }
  const change = e.tactics.changeRanks;
  const deploy = e.tactics.deployFlanks;
  if (change !== undefined && change !== 'never' && deploy !== undefined && deploy !== 'never') throw ScenarioError.at([...path, 'tactics', 'deployFlanks'], 'changeRanks or deployFlanks, not both', `changeRanks: ${String(change)}, deployFlanks: ${String(deploy)}`, 'a unit charged tries one manoeuvre (§2.3): choose which');
  const flanks = m.place === 'flanks' || (deploy !== undefined && deploy !== 'never');
  if (e.tactics.flankType !== undefined && (deploy === undefined || deploy === 'never')) throw ScenarioError.at([...path, 'tactics', 'flankType'], 'flankType with deployFlanks: at-once or when-charged', `"${String(e.tactics.flankType)}"`, 'it says which type deploys on the flanks');
  // the same manoeuvre undoes it (p.125): a type on the flanks brought back behind as the unit is charged.
  const recall = e.tactics.recallFlanks;
  if (recall !== undefined && recall !== 'never' && m.place !== 'flanks' && deploy !== 'at-once') throw ScenarioError.at([...path, 'tactics', 'recallFlanks'], 'recallFlanks on a unit with a type on its flanks (place: flanks, or deployFlanks: at-once)', `"${String(recall)}"`, 'it brings the type on its flanks back behind the other');
  if (recall !== undefined && recall !== 'never' && change !== undefined && change !== 'never') throw ScenarioError.at([...path, 'tactics', 'recallFlanks'], 'changeRanks or recallFlanks, not both', `changeRanks: ${String(change)}, recallFlanks: ${String(recall)}`, 'a unit charged tries one manoeuvre (§2.3): choose which');
  if (flanks && e.tactics.widen === 'to-overlap') throw ScenarioError.at([...path, 'tactics', 'widen'], 'no widening for a unit with a type on its flanks', '"to-overlap"', 'its front is its own troops\' files and the flanks\' (see the wfb3 README, "Not played yet")');
  for (const x of NOT_MIXED) {
    if (e[x.field] !== undefined) throw ScenarioError.at([...path, x.field], `${x.what} in mixed ranks`, `a ${x.field}`, x.why);
  }
  // Both types ride, or both walk: the block's files and ranks stand on one size of base.
  if ((e.mount !== undefined) !== (m.mount !== undefined)) {
    throw ScenarioError.at([...path, 'mixed', 'mount'], e.mount !== undefined ? 'a steed, as the unit\'s own troops have' : 'no steed, as the unit\'s own troops are on foot', m.mount === undefined ? 'none' : 'a mount', 'a block in mixed ranks stands on one size of base: riders and foot troops in one block are not in the seed (§2.3)');
  }
  // A shieldwall or a testudo of both types, each with shields, or a square, one type in front
  // of the other — a shieldwall with a type on the flanks too: each saves at its bonus where it
  // stands, and in a square the type behind stands inside it (§2.3: "mixed troops go at the
  // corners or in an inner square"). Where each type stands in a wedge or an archer wedge is not
  // played.
  const formation = e.tactics.formation;
  const at = [...path, 'tactics', 'formation'];
  if (formation !== undefined && formation !== 'shieldwall' && formation !== 'testudo' && formation !== 'square') throw ScenarioError.at(at, 'a shieldwall, testudo or square, or no formation, for a unit in mixed ranks', `"${String(formation)}"`, 'where each type stands in a wedge or an archer wedge is not played (see the wfb3 README, "Not played yet")');
  if (m.inSquare !== undefined && formation !== 'square') throw ScenarioError.at([...path, 'mixed', 'inSquare'], 'inSquare with the tactic formation: square', `"${m.inSquare}"`, 'it says where the type behind stands in a square (§2.3)');
  if (formation !== undefined) {
    const shields = ((e.armour as string[] | undefined) ?? []).includes('shield') && (m.armour ?? []).includes('shield');
    if (formation !== 'square' && !shields) throw ScenarioError.at(at, `a ${String(formation)} of two types with shields`, `"${String(formation)}"`, `only infantry with shields may form a ${String(formation)} (§2.3): both types need them`);
    // A shieldwall holds the block where it stands: a type deployed on the flanks from the start
    // locks its shields with the centre's. It makes no manoeuvre, and is dropped only by one at the
    // start of a movement phase (§2.3): a shieldwall deploying or recalling its flanks is against
    // the rules, not a rule left out. A square formed from such a block puts the flank type at its
    // corners, or inside (inSquare). Where a type on the flanks stands in a testudo, the seed
    // does not say.
    const moving = (deploy !== undefined && deploy !== 'never') || (recall !== undefined && recall !== 'never');
    if (flanks && formation === 'testudo') throw ScenarioError.at(at, 'a testudo of one type in front of the other', '"testudo"', 'a testudo is a block of as many ranks as files (§2.3): where a type on the flanks stands in it is not in the seed');
    if (flanks && moving) throw ScenarioError.at(at, `a ${String(formation)} of a block that keeps its types where they stand (place: flanks, no deployFlanks nor recallFlanks)`, `"${String(formation)}"`, formation === 'shieldwall' ? 'a shieldwall makes no manoeuvre, and is dropped only at the start of a movement phase (§2.3)' : 'a square does not move once formed (§2.3)');
    if (change !== undefined && change !== 'never') throw ScenarioError.at([...path, 'tactics', 'changeRanks'], `a ${String(formation)} or a change of ranks, not both`, `"${String(change)}"`, `a ${String(formation)} holds its ranks (§2.3)`);
  }
  const own = e.profile as Profile;
  const low = (k: 'Ld' | 'Cl' | 'Int' | 'WP') => Math.min(own[k], m.profile[k]);
  return { ...e, profile: { ...own, Ld: low('Ld'), Cl: low('Cl'), Int: low('Int'), WP: low('WP') } };
}
