/**
 * The Skaven warpfire thrower (rules/wfb4.md §4.5, RB p.80-81): its blast on the target's
 * nearest models, the scatter capped at half the range, its misfire chart, and its standing and
 * shooting at chargers. What the blast does is machine-damage.ts's.
 */
import { artilleryDice, BEARINGS, MISFIRE, roll2D6, rollBearing, rollD6, scatterHit } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { FLEEING, present } from '../../rank-and-file/unit-state.ts';
import { WARPFIRE_CREW, WARPFIRE_KABOOM, WARPFIRE_TEMPLATE } from '../data/war-machines.ts';
import { destroy, wipedOut, woundModel } from './casualties.ts';
import { scatter, templateHits, templateOnNearest } from './machine-damage.ts';
import { inRange } from './shooting.ts';
import { traceHolds, traceWarpfireLands, traceWarpfireMisfire } from './trace.ts';
import type { Wfb4World } from './world.ts';

// ---------------------------------------------------------------- warpfire thrower (RB p.80-81)

/**
 * A warpfire thrower's blast at t: the 2" template placed over t's nearest models (its centre a
 * template's radius inside t along the line to its centre), up to 12" away; the scatter and
 * artillery dice roll together: a HIT lands it there, an arrow moves it the artillery dice's
 * inches, never more than half the range measured; a MISFIRE goes to the warpfire misfire chart.
 * Every model under the template is hit (S5, D3 wounds, saved as against S5), and each unit
 * that loses a model to it tests for panic at once. Returns false on a misfire.
 */
export function warpfire(w: Wfb4World, rng: Rng, u: number, t: number): boolean {
  const b = w.blast;
  b.r = WARPFIRE_TEMPLATE * 0.5;
  b.cap = w.plan.range[u];
  templateOnNearest(w, u, t);
  const at = b.off;
  const hit = scatterHit(rng);
  const art = artilleryDice(rng);
  if (art === MISFIRE) {
    warpfireMisfire(w, rng, u);
    return false;
  }
  b.cap = at * 0.5; // never more than half the range (RB p.80; §11 #28)
  b.off = 0;
  const bearing = hit ? -1 : scatter(w, rng, art);
  if (w.tracer !== null) traceWarpfireLands(w, u, t, at, bearing, art, b.off);
  b.r = WARPFIRE_TEMPLATE * 0.5;
  templateHits(w, rng, u, 1);
  return true;
}

/**
 * The warpfire misfire chart (a D6, RB p.80): 1-2 the nozzle blocks and the blast falls on its
 * own crew; 3-4 the barrel carrier runs 2D6" in a random direction and explodes there, the
 * thrower lost with him; 5-6 Kaboom: the crew are gone and every model within 3" is hit.
 */
function warpfireMisfire(w: Wfb4World, rng: Rng, u: number): void {
  const roll = rollD6(rng);
  const b = w.blast;
  b.x = w.fp.cx[u];
  b.y = w.fp.cy[u];
  if (w.tracer !== null) traceWarpfireMisfire(w, u, roll);
  b.r = WARPFIRE_TEMPLATE * 0.5;
  if (roll <= 2) {
    templateHits(w, rng, u, 1);
    return;
  }
  // A unit of several throwers loses the one that misfired, and fires on with the others (RB p.80).
  const several = w.plan.models[u] > WARPFIRE_CREW;
  if (!several) w.machineW[u] = 0;
  if (roll <= 4) {
    woundModel(w, u, w.plan.W[u]); // the barrel carrier runs off to his end
    const run = roll2D6(rng);
    const angle = (rollBearing(rng) * 2 * Math.PI) / BEARINGS;
    b.x += Math.sin(angle) * run;
    b.y += Math.cos(angle) * run;
    if (w.models[u] === 0) wipedOut(w, u);
    templateHits(w, rng, u, 1);
    return;
  }
  if (several) {
    // Its crew of two are gone with it (the odd crewman, if one is left, with them).
    for (let k = 0; k < WARPFIRE_CREW && w.models[u] > 0; k++) woundModel(w, u, w.plan.W[u]);
    if (w.models[u] === 0) wipedOut(w, u);
  } else destroy(w, u);
  b.r = WARPFIRE_KABOOM;
  templateHits(w, rng, u, 1);
}


/**
 * Warpfire thrower t, charged by c, stands and shoots (RB p.80: it always does): its blast at
 * the chargers, if they are within its range, its two crew there and the thrower not lost or
 * disabled; else it holds. Chargers that flee or fall declare no charge any more.
 */
export function warpfireStandsAndShoots(w: Wfb4World, rng: Rng, t: number, c: number): void {
  if (w.machineW[t] === 0 || w.models[t] < 2 || w.playerTurnNo <= w.reloadAt[t] || !inRange(w, t, c)) {
    if (w.tracer !== null) traceHolds(w, t, false);
    return;
  }
  // The chargers' losses to it are counted on their own, as for any stand and shoot (charges.ts).
  w.phaseStart[c] = w.models[c];
  w.phaseLoss[c] = 0;
  w.panicked[c] = 0;
  // Each thrower whose two crew still carry it fires: one of its own, or each of a unit of several (RB p.80).
  for (let toFire = w.models[t] >> 1; toFire > 0; ) {
    warpfire(w, rng, t, c);
    if (w.status[c] === FLEEING || !present(w.status, c) || w.machineW[t] === 0) break;
    toFire--;
    if (toFire > w.models[t] >> 1) toFire = w.models[t] >> 1; // a misfire may have cost crew
  }
  if (w.status[c] === FLEEING || !present(w.status, c)) w.declared[c] = -1;
}
