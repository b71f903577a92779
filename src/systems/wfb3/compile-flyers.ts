/**
 * Flyers from a scenario (rules/wfb3.md §2.7, §3.5; seed p.121-125; kernel/aerial.ts,
 * kernel/dropping.ts): a unit's `flight` — its top and minimum speed, its acceleration, where it
 * starts and what its models carry to drop — and its `fly` tactics, into the plan's flyer
 * columns; and what a flyer may not be yet, refused with the reason.
 */
import { ScenarioError } from '../../scenario/scenario-error.ts';
import type { Path } from '../../scenario/schema.ts';
import type { UnitEntry } from '../../scenario/types.ts';
import { tacticTarget } from '../tactic-targets.ts';
import { FLYER_CHANGES, LEVEL_ATTACK, LEVEL_GROUND, levelOf, TARGET_NEAREST, TARGET_NEVER, type FlyerPlan, type Wfb3Plan } from './plan.ts';

/** A unit's flight, as the scenario gives it (unit-schema.ts `flight`). */
interface FlightEntry {
  top: number;
  min: number;
  acc: number;
  level: 'ground' | 'attack' | number;
  speed?: number;
  carry?: number;
}

/** Its `fly` tactics. */
interface FlyEntry {
  level?: 'attack' | number;
  drop?: string;
  collect?: boolean;
  giveUp?: number;
  land?: number | number[];
  takeOff?: number | number[];
}

/** What a flyer may not be yet: each with the reason. */
const NOT_FLYING: readonly { field: string; what: string; why: string }[] = [
  { field: 'chariot', what: 'a unit of flyers, not a chariot', why: 'the seed gives no flying chariots' },
  { field: 'warBeast', what: 'a unit of flyers, not a war beast', why: 'a war beast\'s howdah and crew are a ground rule (§6.2)' },
  { field: 'mixed', what: 'one troop type', why: 'mixed ranks are a ground formation (§2.3)' },
];

/** The plan's flyer columns, empty. */
export function flyerColumns(rows: number): FlyerPlan {
  return {
    is: new Uint8Array(rows),
    top: new Float64Array(rows),
    min: new Float64Array(rows),
    acc: new Float64Array(rows),
    level: new Int32Array(rows),
    speed: new Float64Array(rows),
    keep: new Int32Array(rows),
    dropOn: new Int32Array(rows).fill(TARGET_NEVER),
    carry: new Int32Array(rows),
    collect: new Uint8Array(rows),
    giveUp: new Int32Array(rows),
    changes: new Int32Array(rows * FLYER_CHANGES),
  };
}

/** Whether unit entry e starts in the air: a flyer not deployed on the ground. */
export function startsAloft(e: UnitEntry): boolean {
  const f = e.flight as FlightEntry | undefined;
  return f !== undefined && f.level !== 'ground';
}

/** Unit i's flight and `fly` tactics into the plan's flyer columns; the tactics refused without a flight. */
export function fillFlyer(plan: Wfb3Plan, i: number, e: UnitEntry, path: Path, idIndex: Map<string, number>): void {
  const f = e.flight as FlightEntry | undefined;
  const fly = e.tactics.fly as FlyEntry | undefined;
  if (f === undefined) {
    if (fly !== undefined) throw ScenarioError.at([...path, 'tactics', 'fly'], 'fly tactics only on a flyer (a unit with `flight`)', JSON.stringify(fly), 'the unit does not fly');
    return;
  }
  const at = [...path, 'flight'];
  for (const x of NOT_FLYING) {
    const v = e[x.field];
    if (v !== undefined && !(Array.isArray(v) && v.length === 0)) throw ScenarioError.at([...path, x.field], x.what, JSON.stringify(v), x.why);
  }
  if (e.tactics.formation !== undefined) throw ScenarioError.at([...path, 'tactics', 'formation'], 'no formation for a flyer', `"${String(e.tactics.formation)}"`, 'the formations of §2.3 are for troops on the ground');
  if ((e.character as { join?: string } | undefined)?.join !== undefined) throw ScenarioError.at([...path, 'character', 'join'], 'a single character on the ground', String((e.character as { join: string }).join), 'a flying character joining a unit is not played yet');
  if (f.min > f.top) throw ScenarioError.at([...at, 'min'], `at most its top speed, ${f.top}"`, String(f.min), 'a flyer flies between its minimum and its top speed (§2.7)');
  const start = levelOf(f.level);
  if (typeof f.level === 'number' && f.level % 10 !== 0) throw ScenarioError.at([...at, 'level'], 'ground, attack, or a height in 10" levels (10, 20, …)', String(f.level), 'height levels are 10" apart (§3.5)');
  const speed = f.speed ?? (start === LEVEL_GROUND ? 0 : f.min);
  if (start === LEVEL_GROUND && speed !== 0) throw ScenarioError.at([...at, 'speed'], 'no speed for a flyer on the ground', String(speed), 'it gathers speed as it takes off (§2.7)');
  if (start !== LEVEL_GROUND && (speed < f.min || speed > f.top)) throw ScenarioError.at([...at, 'speed'], `between its minimum and top speed, ${f.min}" to ${f.top}"`, String(speed), 'slower it would crash; faster it cannot fly (§2.7)');
  const t = plan.flyer;
  t.is[i] = 1;
  t.top[i] = f.top;
  t.min[i] = f.min;
  t.acc[i] = f.acc;
  t.level[i] = start;
  t.speed[i] = speed;
  t.carry[i] = f.carry ?? 0;
  plan.anyFlyer = 1;
  const tactics = fly ?? {};
  const tat = [...path, 'tactics', 'fly'];
  if (typeof tactics.level === 'number' && tactics.level % 10 !== 0) throw ScenarioError.at([...tat, 'level'], 'attack, or a height in 10" levels (10, 20, …)', String(tactics.level), 'height levels are 10" apart (§3.5)');
  t.keep[i] = tactics.level !== undefined ? levelOf(tactics.level) : start === LEVEL_GROUND ? LEVEL_ATTACK : start;
  if (tactics.drop !== undefined) {
    if (t.carry[i] === 0) throw ScenarioError.at([...tat, 'drop'], 'a flyer whose models carry something to drop (flight.carry)', `"${tactics.drop}"`, 'it carries nothing (§3.5)');
    const j = idIndex.get(tactics.drop);
    if (j !== undefined && plan.side[j] === plan.side[i]) throw ScenarioError.at([...tat, 'drop'], 'an enemy unit, "nearest" or "never"', `"${tactics.drop}"`, 'that unit is on its own side');
  }
  t.dropOn[i] = t.carry[i] > 0 ? tacticTarget(tactics.drop, idIndex, TARGET_NEAREST) : TARGET_NEVER;
  if (tactics.collect === true && t.carry[i] === 0) throw ScenarioError.at([...tat, 'collect'], 'a flyer whose models carry something to drop (flight.carry)', 'true', 'it collects missiles to drop (§2.7)');
  t.collect[i] = tactics.collect === true ? 1 : 0;
  if (tactics.giveUp !== undefined && t.collect[i] === 0) throw ScenarioError.at([...tat, 'giveUp'], 'giveUp only with collect: true', String(tactics.giveUp), 'it gives up looking for missiles (§2.7)');
  t.giveUp[i] = tactics.giveUp ?? 0;
  changesOf(t, i, tactics, f, start, tat);
}

/** A `land` or `takeOff` tactic as its game turns, in order: one turn, or a list of them. */
function turnsOf(v: number | number[] | undefined, at: Path): number[] {
  const turns = v === undefined ? [] : typeof v === 'number' ? [v] : [...v].sort((a, b) => a - b);
  turns.forEach((turn, k) => {
    if (k > 0 && turns[k - 1] === turn) throw ScenarioError.at(at, 'each game turn once', String(turn), 'it changes between the air and the ground once a turn at most');
  });
  return turns;
}

/**
 * Flyer i's changes between the air and the ground (tactics `land` and `takeOff`, each a game
 * turn or a list of them) into t.changes, in turn order: they must alternate, from the air if it
 * starts there — a landing first — or a take-off first from the ground; never both in one turn.
 * A flyer whose speeds forbid a landing or a take-off (§2.7) is told to make none.
 */
function changesOf(t: FlyerPlan, i: number, tactics: FlyEntry, f: FlightEntry, start: number, tat: Path): void {
  const lands = turnsOf(tactics.land, [...tat, 'land']);
  const ups = turnsOf(tactics.takeOff, [...tat, 'takeOff']);
  if (lands.length > 0 && f.min > 2 * f.acc) throw ScenarioError.at([...tat, 'land'], `a flyer whose minimum speed is at most its deceleration, ${2 * f.acc}"`, String(lands[0]), 'it lands no faster than its deceleration, and flies no slower than its minimum speed (§2.7): it can never land');
  const both = ups.find((turn) => lands.includes(turn));
  if (both !== undefined) throw ScenarioError.at([...tat, 'takeOff'], 'a game turn other than the one it lands in', String(both), 'it lands, or takes off, in a turn');
  if (lands.length + ups.length > FLYER_CHANGES) throw ScenarioError.at(tat, `at most ${FLYER_CHANGES} landings and take-offs`, String(lands.length + ups.length));
  const changes = [...lands.map((turn) => turn * 2 + 1), ...ups.map((turn) => turn * 2)].sort((a, b) => a - b);
  let aloft = start !== LEVEL_GROUND;
  changes.forEach((c, k) => {
    const turn = c >> 1;
    const landing = (c & 1) === 1;
    if (landing && !aloft) {
      const up = ups.find((u) => u > turn);
      if (k === 0 && up === undefined) throw ScenarioError.at([...tat, 'land'], 'takeOff first: it starts on the ground', String(turn), 'a flyer lands from the air');
      throw ScenarioError.at([...tat, 'land'], up === undefined ? 'a game turn after a take-off (tactic takeOff)' : `a game turn after it takes off, ${up}`, String(turn), 'it is on the ground until then');
    }
    if (!landing && aloft) {
      const down = lands.find((l) => l > turn);
      throw ScenarioError.at([...tat, 'takeOff'], `a game turn after it lands${down !== undefined ? `, ${down}` : ' (tactic land)'}`, String(turn), k === 0 ? 'it starts in the air' : 'it is in the air until then');
    }
    aloft = !landing;
    t.changes[i * FLYER_CHANGES + k] = c;
  });
  if (ups.length > 0 && f.min > f.acc) throw ScenarioError.at([...tat, 'takeOff'], `a flyer whose minimum speed is at most its acceleration, ${f.acc}"`, String(ups[0]), 'it takes off no faster than its acceleration, and flies no slower than its minimum speed (§2.7): it can never take off');
}
