/**
 * The compulsory moves of chariots (rules/wfb4.md §8.4, RB p.72-74), made with the other
 * compulsory moves of the movement phase:
 * - a chariot whose crew are all slain rampages 2D6" in a random direction — removed on a
 *   double — and a round of combat follows as if it had charged whatever troops it runs into
 *   (impact hits and all, under §12-25); a friend it runs into is mauled at once (a brawl, §7);
 * - the Snotling Pump Wagon moves 2D6", steered at the nearest enemy: if that brings it into
 *   contact it has charged (no declaration; the target responds as to any charge), else it
 *   stops 1" short; forced over ground it cannot cross, it takes D6 S6 hits.
 */
import { roll2D6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { READY } from '../../rank-and-file/unit-state.ts';
import { advance } from './advance.ts';
import { destroy, wipedOut } from './casualties.ts';
import { chargeable, declareCharge } from './charges.ts';
import { forcedOverTerrain, rampageRoll, rampages } from './chariots.ts';
import { moveRandomly } from './monster-reaction.ts';
import { nearestEnemy } from './nearest.ts';
import { tracePumpWagon } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** The compulsory moves of `side`'s chariots (§2.1 step 3): crewless rampages and the Pump Wagon's push. */
export function chariotMoves(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (p.side[u] !== side) continue;
    if (p.rule.pumpWagon[u] === 1) {
      if (w.status[u] === READY && w.crew[u] > 0 && w.held[u] === 0) pumpWagonMove(w, rng, u);
      continue;
    }
    if (!rampages(w, u)) continue;
    const dist = rampageRoll(w, rng, u);
    if (dist < 0) destroy(w, u); // a double: it is wrecked
    else if (dist > 0) {
      w.result = dist;
      moveRandomly(w, rng, u);
    }
  }
}

/**
 * The Pump Wagon's 2D6" (RB p.74), steered at the nearest enemy: a charge when that reaches it
 * (moved home with the other charges), else a move towards it, forced over what is in the way.
 */
function pumpWagonMove(w: Wfb4World, rng: Rng, u: number): void {
  const dist = roll2D6(rng);
  w.M[u] = dist;
  w.reach[u] = dist;
  if (w.tracer !== null) tracePumpWagon(w, u, dist);
  const t = nearestEnemy(w, u, false);
  if (t < 0) return;
  // A way clear for a chariot that reaches the enemy is a charge.
  if (chargeable(w, u, t)) {
    declareCharge(w, rng, u, t);
    return;
  }
  // Otherwise it is pushed on towards it, over whatever ground is in the way.
  w.forced = 1;
  advance(w, u, t, w.fleeingSkipped === 0, true);
  w.forced = 0;
  if (w.moved[u] === 0) return;
  forcedOverTerrain(w, rng, u);
  if (w.models[u] === 0) wipedOut(w, u);
}
