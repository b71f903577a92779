/**
 * Blunders (rules/warmaster.md §2.5): a Hero's or Wizard's double 6 — the D6 table, or with flag
 * blunders `end-phase` the end of the Command phase.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { M_BELL, M_WAR_WAGON } from '../plan.ts';
import { brigadeMove } from './brigades.ts';
import { CHARGE, charge } from './charges.ts';
import { targetOf } from './command.ts';
import { engaged } from './contact.ts';
import { evade } from './evade.ts';
import { onTable } from './footprint.ts';
import { approach, paceOf } from './movement.ts';
import { closestEnemy, visible } from './sight.ts';
import { traceBlunder, traceBlunderEndsPhase } from './trace.ts';
import { wagonBlunder } from './war-wagon.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * A blunder (§2.5) with flag blunders `end-phase` (no blunder table) ends the side's Command
 * phase: no further orders from anyone (blunderEnded). Returns whether it did.
 */
export function blunderEnds(w: WarmasterWorld): boolean {
  if (w.plan.blunderTable) return false;
  w.blunderEnded = true;
  if (w.tracer !== null) traceBlunderEndsPhase(w);
  return true;
}

/** Blunder (§2.5): the unit rolls on the D6 table. */
export function blunder(w: WarmasterWorld, rng: Rng): void {
  const r = rollD6(rng);
  if (w.tracer !== null) traceBlunder(w, r);
  for (let i = 0; i < w.grpN; i++) w.movedThisTurn[w.grp[i]] = 1;
  if (r === 1) {
    w.blunderPenalty[w.grp[0]]++; // in a brigade the player picks one unit (§2.5)
    return;
  }
  if (r >= 4 && r <= 5 && w.grpN > 1) {
    brigadeMove(w, rng, true);
    return;
  }
  for (let i = 0; i < w.grpN; i++) blunderUnit(w, rng, w.grp[i], r);
}

/**
 * Blunder 2–3, "Thousands of 'em!" (§2.5): with a visible enemy within a full pace, u moves
 * straight away from the closest such enemy until it is a full pace from it, no further (an
 * evade, so it may burst through friends); a second enemy still that close is not fled.
 */
export function thousandsOfThem(w: WarmasterWorld, rng: Rng, u: number): void {
  const v = closestEnemy(w, u, paceOf(w, u), true, false);
  if (v < 0) return;
  w.evadeToPace = 1;
  evade(w, rng, u, v);
}

/** One unit's blunder result 2–6 (§2.5); the Screaming Bell never moves on its own (§11.7). */
export function blunderUnit(w: WarmasterWorld, rng: Rng, u: number, r: number): void {
  const p = w.plan;
  if (!onTable(w, u) || engaged(w, u) || p.machine[u] === M_BELL) return;
  if (p.machine[u] === M_WAR_WAGON) {
    wagonBlunder(w, rng, u, r);
    return;
  }
  if (r <= 3) {
    thousandsOfThem(w, rng, u);
  } else if (r <= 5) {
    const v = targetOf(w, u);
    if (v >= 0) approach(w, rng, u, v, paceOf(w, u) / 2);
  } else {
    const v = closestEnemy(w, u, Infinity, false, false);
    if (v >= 0 && !(visible(w, u, v) && charge(w, rng, u, v, paceOf(w, u), CHARGE))) {
      approach(w, rng, u, v, paceOf(w, u));
    }
  }
}
