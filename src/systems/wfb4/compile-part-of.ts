/**
 * A warpfire thrower allocated to a unit of Skaven (RB p.80; kernel/part-of.ts): the unit's
 * `partOf`, checked and put into `plan.partOf` and `plan.thrower`. Any Skaven unit may have one
 * thrower; the thrower stands within 6" of it, and moves only to keep there.
 */
import { footprintGap, footprintsOf } from '../../battlefield/deployment.ts';
import { ScenarioError } from '../../scenario/scenario-error.ts';
import type { Path } from '../../scenario/schema.ts';
import type { UnitEntry } from '../../scenario/types.ts';
import { PART_OF_REACH, type Wfb4Plan } from './plan.ts';

/** What fillPartOf() reads of each unit compile resolved. */
interface PartOfUnit {
  entry: UnitEntry;
  path: Path;
  race: string | undefined;
  level: unknown;
  machine: { fire: string } | null;
}

/** The unit kinds a thrower may not be part of: they are no unit of ordinary troops. */
const NOT_TROOPS = ['monster', 'chariot', 'pump-wagon', 'flying'];

export function fillPartOf(plan: Wfb4Plan, units: PartOfUnit[], idIndex: Map<string, number>): void {
  const deployed = footprintsOf(plan, units.map((u) => u.path));
  units.forEach((u, i) => {
    const id = u.entry.partOf as string | undefined;
    if (id === undefined) return;
    const at = [...u.path, 'partOf'];
    if (u.machine?.fire !== 'warpfire') throw ScenarioError.at(at, 'a warpfire thrower (machine: warpfire-thrower) for partOf', u.machine === null ? 'a unit that is no war machine' : 'another war machine', 'a warpfire thrower alone may be allocated to a unit (RB p.80)');
    if ((u.entry.models as number) !== 1) throw ScenarioError.at([...u.path, 'models'], '1 warpfire thrower for partOf', String(u.entry.models), 'any Skaven unit may have up to one warpfire thrower (RB p.80); a unit of several is a unit of its own');
    const h = idIndex.get(id)!;
    const host = units[h];
    const special = (host.entry.special as string[] | undefined) ?? [];
    const odd = special.find((r) => NOT_TROOPS.includes(r));
    if (host.level !== null || host.machine !== null || odd !== undefined) throw ScenarioError.at(at, 'a unit of Skaven troops', `${id}, ${host.level !== null ? 'a character' : host.machine !== null ? 'a war machine' : odd}`, 'a warpfire thrower may be allocated to a unit of ordinary Skaven troops (RB p.80)');
    if (host.race !== 'skaven') throw ScenarioError.at(at, 'a unit of Skaven (race: skaven)', `${id}, ${host.race === undefined ? 'of no race' : host.race}`, 'any Skaven unit may have up to one warpfire thrower (RB p.80)');
    if (plan.thrower[h] >= 0) throw ScenarioError.at(at, `one warpfire thrower for ${id}`, `a second (${plan.unitIds[plan.thrower[h]]} is already part of it)`, 'any Skaven unit may have up to one warpfire thrower (RB p.80)');
    if (plan.building[h] >= 0 || plan.occupy[h] >= 0) throw ScenarioError.at(at, 'a unit in the open', `${id}, in a building or making for one`, 'a thrower part of a garrison is not played: give it a unit of its own');
    const move = (u.entry.tactics as Record<string, unknown> | undefined)?.move;
    if (move !== undefined && move !== 'hold') throw ScenarioError.at([...u.path, 'tactics', 'move'], 'hold (or no move tactic) for a thrower part of a unit', String(move), 'it moves only to keep within 6" of its unit (RB p.80)');
    const gap = footprintGap(deployed[i], deployed[h]);
    if (gap > PART_OF_REACH + 1e-9) throw ScenarioError.at([...u.path, 'position'], `within ${PART_OF_REACH}" of ${id}`, `${gap.toFixed(1)}" away`, 'it does not form up with its unit, but stays within 6" of it (RB p.80)');
    plan.partOf[i] = h;
    plan.thrower[h] = i;
  });
}
