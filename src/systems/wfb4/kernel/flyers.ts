/**
 * Flyers in combat (rules/wfb4.md §8.3, RB p.70): a flyer beaten in a combat is driven off, and
 * one that wins or draws may leave at the end of the phase (its `flyAway` tactic); either way it
 * is taken off the table (OFF_TABLE) and comes back once it has missed a complete turn of its
 * side — where it left, as its side's turn starts (warsim's reading of "may not return until").
 * Its flying moves and charges are in advance.ts and charges.ts (plan.fly, plan.chargeReach).
 */
import { ENGAGED, OFF_TABLE, READY } from '../../rank-and-file/unit-state.ts';
import { FLY_AWAY_AFTER_WIN } from '../plan.ts';
import { offTable } from '../../../battlefield/footprints.ts';
import { detach } from './engagements.ts';
import { shape } from './footprint.ts';
import { clearOfAll } from './nearest.ts';
import { traceFlyerBack, traceFlyerOff } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** Flyer u leaves the table, beaten (driven off) or by choice, until it has missed a complete turn of its side. */
export function flyOff(w: Wfb4World, u: number, driven: boolean): void {
  detach(w, u);
  w.status[u] = OFF_TABLE;
  w.lap[u] = 0;
  // Its side's next turn is the one it misses: the next but one of the player turns if this
  // is the enemy's turn, else two after.
  w.returnAt[u] = w.playerTurnNo + (w.plan.side[u] === w.phasing ? 4 : 3);
  if (w.tracer !== null) traceFlyerOff(w, u, driven);
}

/** The flyers of combat c's side that won or drew (winner −1: a draw) that leave at the end of the phase. */
export function flyersLeaving(w: Wfb4World, count: number, winner: number): void {
  const p = w.plan;
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    if (p.fly[u] > 0 && p.flyAway[u] === FLY_AWAY_AFTER_WIN && (winner < 0 || p.side[u] === winner)) w.leaving[u] = 1;
  }
}

/** At the end of the combat phase, the flyers that chose to leave and are still fighting go (§8.3). */
export function flyersLeave(w: Wfb4World): void {
  for (let u = 0; u < w.n; u++) {
    if (w.leaving[u] === 0) continue;
    w.leaving[u] = 0;
    if (w.status[u] === ENGAGED) flyOff(w, u, false);
  }
}

/**
 * As `side`'s turn starts, its flyers that have missed their complete turn come back where they
 * left, stepped straight back an inch at a time until they stand 1" clear of every unit and
 * wholly on the table (warsim's reading); with no such place they wait a turn more.
 */
export function flyersReturn(w: Wfb4World, side: number): void {
  const p = w.plan;
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (p.side[u] !== side || w.status[u] !== OFF_TABLE || w.returnAt[u] === 0 || w.playerTurnNo < w.returnAt[u]) continue;
    for (let step = 0; step <= 24; step++) {
      if (step > 0) {
        w.fp.x[u] -= w.fp.sin[u];
        w.fp.y[u] -= w.fp.cos[u];
        shape(w, u);
      }
      if (offTable(w.fp, u, w.table)) break;
      if (!clearOfAll(w, u)) continue;
      w.status[u] = READY;
      w.returnAt[u] = 0;
      if (w.tracer !== null) traceFlyerBack(w, u, step);
      break;
    }
  }
}
