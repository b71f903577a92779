/**
 * A Dwarf war machine's Engineering Runes (AM p.36-38; data/engineering-runes.ts) into the plan:
 * which may be inscribed on which machine, their points, and what each does in play — a bit of
 * `plan.machineRunes` read by kernel/war-machines.ts, or +1 to the machine's Strength.
 */
import { ScenarioError } from '../../scenario/scenario-error.ts';
import type { Path } from '../../scenario/schema.ts';
import type { UnitEntry } from '../../scenario/types.ts';
import { ENGINEERING_RUNES, RUNE_RACE } from './data/engineering-runes.ts';
import type { WarMachine } from './data/war-machines.ts';
import { RUNE_FLAMING, RUNE_REROLL_MISFIRE, RUNE_REROLL_SCATTER, RUNE_SELF_DESTRUCT, type Wfb4Plan } from './plan.ts';

/** A rune as the scenario writes it. */
interface RuneEntry {
  rune: string;
  points: number;
}

/** The machine's `selfDestruct` tactic, if it gives one. */
function selfDestructOf(entry: UnitEntry): unknown {
  return (entry.tactics as Record<string, unknown> | undefined)?.selfDestruct;
}

function runesOf(entry: UnitEntry): RuneEntry[] {
  return (entry.runes as RuneEntry[] | undefined) ?? [];
}

/**
 * Refuses runes a unit may not bear (AM p.36-38): on a unit that is no war machine, on a machine
 * whose crew are not Dwarfs, a rune twice (the seed gives no effect for a second), a rune on a
 * machine it is not made for, and a rune warsim does not play yet.
 */
export function checkRunes(entry: UnitEntry, path: Path, machine: WarMachine | null, race: string | undefined): void {
  const runes = runesOf(entry);
  const policy = selfDestructOf(entry);
  if (policy !== undefined && !runes.some((r) => r.rune === 'self-destruct')) throw ScenarioError.at([...path, 'tactics', 'selfDestruct'], 'selfDestruct on a war machine bearing the rune self-destruct', String(policy), 'only the rune blows a machine up (AM p.38)');
  if (runes.length === 0) return;
  if (machine === null) throw ScenarioError.at([...path, 'runes'], 'runes on a war machine (`machine`)', entry.id, 'Engineering Runes are inscribed on Dwarf war machines only (AM p.38)');
  if (machine.fire === 'warpfire') throw ScenarioError.at([...path, 'runes'], 'runes on a Dwarf war machine', `${entry.id}, a warpfire thrower`, 'the warpfire thrower is a Skaven machine; Engineering Runes are for Dwarf ones (AM p.38)');
  if (race !== RUNE_RACE) throw ScenarioError.at([...path, 'race'], `race: ${RUNE_RACE} for a war machine with runes`, String(race ?? 'none'), 'Engineering Runes are for Dwarf war machines only (AM p.38)');
  runes.forEach((r, k) => {
    const rune = ENGINEERING_RUNES[r.rune];
    const at = [...path, 'runes', k, 'rune'];
    if (runes.findIndex((o) => o.rune === r.rune) < k) throw ScenarioError.at(at, 'each rune once', r.rune, 'the seed gives no effect for a second one (AM p.36-38)');
    if (rune.machines !== null && !rune.machines.includes(machine.fire)) throw ScenarioError.at(at, `a rune for a ${machine.name.toLowerCase()}`, r.rune, `${rune.name} is for ${machinesOf(rune.machines)} only (${rune.page})`);
    if (rune.notPlayed !== null) throw ScenarioError.at(at, 'an Engineering Rune warsim plays', r.rune, `${rune.name} is not played yet: ${rune.notPlayed} (see src/systems/wfb4/README.md, "War machines")`);
  });
}

function machinesOf(fires: readonly string[]): string {
  const names: Record<string, string> = { template: 'stone throwers', cannon: 'cannons', bolt: 'bolt throwers', warpfire: 'warpfire throwers' };
  return fires.map((f) => names[f]).join(', ');
}

/** The runes' points, added to the machine's (§10; the scenario prices each), and their line of the breakdown. */
export function runePoints(entry: UnitEntry): { points: number; breakdown: string } {
  const runes = runesOf(entry);
  const points = runes.reduce((sum, r) => sum + r.points, 0);
  return { points, breakdown: runes.map((r) => `${ENGINEERING_RUNES[r.rune].name} ${r.points}`).join(' + ') };
}

/** Machine i's runes into the plan: the re-rolls and the self-destruction (unless its tactic says never) as bits, the Strength rune on its S (10 at most). */
export function fillRunes(plan: Wfb4Plan, i: number, entry: UnitEntry): void {
  for (const r of runesOf(entry)) {
    if (r.rune === 'reroll-scatter') plan.machineRunes[i] |= RUNE_REROLL_SCATTER;
    else if (r.rune === 'reroll-misfire') plan.machineRunes[i] |= RUNE_REROLL_MISFIRE;
    else if (r.rune === 'strength') plan.missileS[i] = Math.min(10, plan.missileS[i] + 1);
    else if (r.rune === 'flaming') plan.machineRunes[i] |= RUNE_FLAMING;
    else if (r.rune === 'self-destruct' && selfDestructOf(entry) !== 'never') plan.machineRunes[i] |= RUNE_SELF_DESTRUCT;
  }
}
