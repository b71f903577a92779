/**
 * A war machine's own state (rules/wfb4.md §4.5): the machine's wounds — whole at the start,
 * lost to hits its crew share with it, or all at once when the crew abandon it — below
 * deployment.ts, flight.ts, shooting.ts (ordinary missiles) and war-machines.ts (templates,
 * balls and bolts).
 */
import { rollOneOf } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { woundRolls } from '../../wfb/hit-wound-save.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { MACHINE_T, MACHINE_W } from '../data/war-machines.ts';
import { FIRE_WARPFIRE } from '../plan.ts';
import { woundsOf } from './casualties.ts';
import { traceMachineWounded } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** Every machine whole at the start of a simulation. */
export function resetMachines(w: Wfb4World): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) w.machineW[u] = p.rule.warMachine[u] === 1 ? MACHINE_W : 0;
}

/** A crew that flees abandons its machine (warsim's reading, §12-17): it never fires again. */
export function abandonMachine(w: Wfb4World, u: number): void {
  w.machineW[u] = 0;
}

/**
 * `hits` on war machine v's unit, each falling on one of its crew or on the machine, all alike
 * (the seed gives no table: the way §8.1 randomises hits among a few models); those on the
 * machine are struck at S `str` against its T7 with no save, each wound becoming `die` wounds
 * (woundsOf()). Returns how many fell on the machine, whose wounds left are `machineW`; the
 * caller traces them after its own line (traceMachineStruck()). A warpfire thrower has no
 * Toughness or Wounds of its own (RB p.80): every hit falls on its crew, and none on it.
 */
export function hitsOnMachine(w: Wfb4World, rng: Rng, v: number, hits: number, str: number, die: number): number {
  if (w.plan.machineFire[v] === FIRE_WARPFIRE) return 0;
  let onMachine = 0;
  for (let h = 0; h < hits; h++) if (rollOneOf(rng, w.models[v] + 1) === w.models[v]) onMachine++;
  if (onMachine > 0) machineStruck(w, rng, v, onMachine, str, die);
  return onMachine;
}

/**
 * `hits` on machine v itself at S `str`: wounds against T7, no save, each `die` wounds. Kept in
 * `machineHits`, `machineWounds` and `machineLost` for traceMachineStruck().
 */
export function machineStruck(w: Wfb4World, rng: Rng, v: number, hits: number, str: number, die: number): void {
  const wounds = woundRolls(rng, hits, TO_WOUND[(str > 10 ? 10 : str) * 11 + MACHINE_T]);
  let lost = 0;
  for (let k = 0; k < wounds; k++) lost += woundsOf(rng, die);
  w.machineW[v] = lost >= w.machineW[v] ? 0 : w.machineW[v] - lost;
  w.machineHits = hits;
  w.machineWounds = wounds;
  w.machineLost = lost;
}

/**
 * The trace of what the last shot did to machine v, after the shot's own line; nothing when it
 * missed the machine. Every shot that may strike a machine calls it, and it clears `machineHits`,
 * so the next shot's trace starts from none.
 */
export function traceMachineStruck(w: Wfb4World, v: number): void {
  if (w.machineHits > 0) traceMachineWounded(w, v, w.machineHits, w.machineWounds, w.machineLost);
  w.machineHits = 0;
}
