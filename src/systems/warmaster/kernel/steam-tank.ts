/**
 * The Empire Steam Tank (rules/warmaster.md §11.1, §13 A11): malfunctions on a double 6, and a
 * broken-down tank, or one driven into terrain it cannot cross, destroyed.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { M_STEAM_TANK } from '../plan.ts';
import { destroy } from './casualties.ts';
import { DESTROYED } from './status.ts';
import { traceBrokenDown, traceMalfunction, traceTankIntoTerrain } from './trace.ts';
import type { WarmasterWorld } from './world.ts';

/** Steam Tank malfunction on a double 6 (§11.1): the order fails and the tank rolls a D6. */
export function malfunction(w: WarmasterWorld, rng: Rng, u: number): void {
  const r = rollD6(rng);
  if (w.tracer !== null) traceMalfunction(w, u, r);
  w.movedThisTurn[u] = 1; // no further move this turn (2–6)
  if (r === 1) destroy(w, u, DESTROYED);
  else if (r === 2) w.tankState[u] = 1; // broken down: never moves again
  else if (r === 3) w.noShootTurn[u] = w.turn; // stuck: no shooting this turn
  else if (r === 4) w.blunderPenalty[u]++; // commander slain: −1 Command for good
  else if (r === 6) w.overloadTurn[u] = w.turn; // steam overload: 6 attacks this turn
}

/**
 * A broken-down Steam Tank (Malfunction 2, §11.1) made to move — falling back, hurled by
 * Gerroff!!! — is destroyed instead. True when it was.
 */
export function brokenDownForced(w: WarmasterWorld, u: number): boolean {
  if (w.plan.machine[u] !== M_STEAM_TANK || w.tankState[u] !== 1) return false;
  if (w.tracer !== null) traceBrokenDown(w, u);
  destroy(w, u, DESTROYED);
  return true;
}

/**
 * The last move of u, forced on it, was halted by terrain it may not enter (hitTerrain, no unit
 * in the way): a Steam Tank is destroyed there with flag steamTankTerrain: destroyed — the
 * rulebook's tank (§13 A11). True when it was.
 */
export function tankIntoTerrain(w: WarmasterWorld, u: number): boolean {
  const p = w.plan;
  if (p.flags.steamTankTerrain !== 'destroyed' || p.machine[u] !== M_STEAM_TANK || w.hitUnit >= 0 || w.hitTerrain < 0) return false;
  if (w.tracer !== null) traceTankIntoTerrain(w, u);
  destroy(w, u, DESTROYED);
  return true;
}
