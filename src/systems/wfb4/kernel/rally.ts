/** Rallying fleeing units (rules/wfb4.md §3). */
import { EPS } from '../../../battlefield/tolerance.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, FLEEING, present, READY } from '../../rank-and-file/unit-state.ts';
import { nearestEnemy } from './nearest.ts';
import { shape } from './footprint.ts';
import { effectiveLd, ldTestRoll, rallyAfterAramarLd } from './leadership.ts';
import { traceRalliesWithUnit, traceRally } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** Rally fleeing units at ≥ 25% of their models (§3). */
export function rally(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (p.side[u] !== side || w.status[u] !== FLEEING || w.flight.roll[u] > 0) continue;
    if (w.models[u] < p.flags.rallyMinFraction * p.models[u] - EPS) continue;
    if (w.anyPartOf && followsUnitsRally(w, u)) continue; // a warpfire thrower rallies with its unit (throwersRally())
    // Fled at the Fear of Aramar, at −3 on its own Ld, not on a general's nearby (BM p.47).
    const ld = w.anyMagic && w.magic.aramar[u] === 1 ? rallyAfterAramarLd(w, u) : effectiveLd(w, u);
    const roll = ldTestRoll(w, rng, u, ld);
    if (roll <= ld) rallyNow(w, u);
    if (w.tracer !== null) traceRally(w, u, roll, ld);
  }
  if (w.anyPartOf) throwersRally(w, side);
}

/** Whether fleeing unit u is a warpfire thrower part of a unit still on the table (part-of.ts): it takes no rally test of its own. */
function followsUnitsRally(w: Wfb4World, u: number): boolean {
  const h = w.plan.partOf[u];
  return h >= 0 && present(w.status, h);
}

/**
 * Once `side`'s units have tested to rally: each of its fleeing warpfire throwers part of a unit
 * still on the table rallies as that unit does — at once if the unit stands, whether it rallied
 * just now or never fled — whichever of the two comes first in the scenario.
 */
function throwersRally(w: Wfb4World, side: number): void {
  const p = w.plan;
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    const h = p.partOf[u];
    if (h < 0 || p.side[u] !== side || w.status[u] !== FLEEING || w.flight.roll[u] > 0) continue;
    if (w.status[h] !== READY && w.status[h] !== ENGAGED) continue;
    rallyNow(w, u);
    if (w.tracer !== null) traceRalliesWithUnit(w, u, h);
  }
}

/** Fleeing unit u rallies (§3): it stands, facing the nearest enemy, and does nothing more this turn. */
export function rallyNow(w: Wfb4World, u: number): void {
  w.status[u] = READY;
  w.rallied[u] = 1;
  w.everRallied[u] = 1;
  w.noShoot[u] = 1;
  if (w.anyMagic) w.magic.aramar[u] = 0;
  const e = nearestEnemy(w, u, true);
  if (e >= 0) {
    w.fp.facing[u] = Math.atan2(w.fp.cx[e] - w.fp.x[u], w.fp.cy[e] - w.fp.y[u]);
    shape(w, u);
  }
}
