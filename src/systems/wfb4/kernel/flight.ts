/**
 * Flight (rules/wfb4.md §3, §6.4, §12-24): fleeing units run 2D6" or 3D6" directly away, or
 * for the nearest table edge, and are lost off the table.
 */
import { offTable } from '../../../battlefield/footprints.ts';
import { faceAlong } from '../../../battlefield/segment.ts';
import { rollND6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { aimAway } from '../../rank-and-file/flight.ts';
import { FLED_OFF, FLEEING, READY } from '../../rank-and-file/unit-state.ts';
import { destroy, fledOff, wipedOut } from './casualties.ts';
import { forcedOverTerrain, mountedChariot } from './chariots.ts';
import { detach } from './engagements.ts';
import { shape } from './footprint.ts';
import { segmentTravel } from './terrain.ts';
import { traceFleesWithUnit, traceFlight } from './trace.ts';
import { traceBoundDestroyed } from './trace-magic.ts';
import { abandonMachine } from './machine-state.ts';
import { leaveBuilding } from './buildings.ts';
import { paralysed } from './paralysis.ts';
import type { Wfb4World } from './world.ts';

/** Fleeing units run for the nearest table edge (§3, p.35); crossing it removes them. */
export function compulsoryFlight(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (p.side[u] !== side || w.status[u] !== FLEEING || w.flight.roll[u] > 0) continue;
    aimAtNearestEdge(w, u);
    runAway(w, rng, u);
  }
}

/** Point u's bearing of flight (flight.dx, flight.dy) straight at the table edge nearest its centre. */
export function aimAtNearestEdge(w: Wfb4World, u: number): void {
  const p = w.plan;
  const cx = w.fp.cx[u];
  const cy = w.fp.cy[u];
  let dx = -1;
  let dy = 0;
  let best = cx;
  if (p.width - cx < best) { best = p.width - cx; dx = 1; dy = 0; }
  if (cy < best) { best = cy; dx = 0; dy = -1; }
  if (p.depth - cy < best) { dx = 0; dy = 1; }
  w.flight.dx[u] = dx;
  w.flight.dy[u] = dy;
}

/** Flee directly away from unit c (a charger, a shooter, the nearest enemy). */
export function fleeFromUnit(w: Wfb4World, rng: Rng, u: number, c: number): void {
  w.flight.fromX = w.fp.cx[c];
  w.flight.fromY = w.fp.cy[c];
  fleeAway(w, rng, u);
}

/** Flee directly away from the point (srcX, srcY). */
export function fleeAway(w: Wfb4World, rng: Rng, u: number): void {
  aimAway(w.flight, w.fp, u);
  runAway(w, rng, u);
}

/** Move a fleeing unit 2D6" or 3D6" (§3, §12-2) along (fleeDX, fleeDY), turned to face away. */
export function runAway(w: Wfb4World, rng: Rng, u: number): void {
  const p = w.plan;
  if ((w.anyMagic && w.magic.bound[u] > 0) || (w.anyParalysis && paralysed(w, u))) {
    // Held whole by a Manacle or the Crimson Bands, it cannot flee: it is destroyed (§9.4, BM p.51);
    // so a character on his own paralysed by an item, who may do nothing (paralysis.ts).
    w.flight.roll[u] = 0;
    destroy(w, u);
    if (w.tracer !== null) traceBoundDestroyed(w, u);
    return;
  }
  fleeBy(w, rng, u, rollND6(rng, p.fleeDice[u]));
}

/** runAway() for a flight of `roll` inches already rolled; a unit's warpfire thrower flees with it (throwerFlees()). */
export function fleeBy(w: Wfb4World, rng: Rng, u: number, roll: number): void {
  w.flight.roll[u] = roll;
  w.status[u] = FLEEING;
  w.routed = 1;
  w.noShoot[u] = 1;
  if (w.anyMachine && w.plan.rule.warMachine[u] === 1) abandonMachine(w, u); // the crew leave their machine (§12-17)
  if (w.anyBuilding && w.inBuilding[u] >= 0) leaveBuilding(w, u); // a garrison flees out of its building (RB p.85)
  detach(w, u);
  w.forced = 1;
  fleeMove(w, u, 1);
  w.forced = 0;
  if (w.tracer !== null) traceFlight(w, u, roll);
  // A chariot fleeing over difficult ground or an obstacle takes its hits (§8.4).
  if (w.anyChariot && mountedChariot(w, u)) {
    forcedOverTerrain(w, rng, u);
    if (w.models[u] === 0) wipedOut(w, u); // a character in its crew left alone flees on on foot
  }
  if (w.anyPartOf && w.plan.thrower[u] >= 0) throwerFlees(w, rng, u);
}

/**
 * Unit h has just begun to flee (fleeBy()): its warpfire thrower (part-of.ts) flees with it,
 * unless it is fighting, fleeing already, or charged itself this phase. While charges are being
 * declared, the thrower waits for the last of them (throwersFollow()), since one may yet be at it.
 */
function throwerFlees(w: Wfb4World, rng: Rng, h: number): void {
  const t = w.plan.thrower[h];
  if (w.status[t] !== READY || w.reacted[t] === 1 || w.declaring === 1) return;
  fleeWith(w, rng, h, t);
}

/**
 * As `side` ends declaring its charges: the throwers of the enemy units that fled this turn,
 * not charged themselves, flee with their units (RB p.80: it always stands and shoots at
 * enemies who charge it, even if the rest of the unit flees).
 */
export function throwersFollow(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let h = w.sideFrom[1 - side], stop = w.sideTo[1 - side]; h < stop; h++) {
    const t = p.thrower[h];
    if (t < 0 || p.side[h] === side || (w.status[h] !== FLEEING && w.status[h] !== FLED_OFF) || w.flight.roll[h] === 0) continue;
    if (w.status[t] === READY && w.reacted[t] === 0) fleeWith(w, rng, h, t);
  }
}

/** Thrower t flees with its unit h: the same way, as far as h's roll. */
function fleeWith(w: Wfb4World, rng: Rng, h: number, t: number): void {
  if (w.anyMagic && w.magic.bound[t] > 0) return; // held by a Manacle or the Crimson Bands, it stays
  w.flight.dx[t] = w.flight.dx[h];
  w.flight.dy[t] = w.flight.dy[h];
  w.noPanicSource[t] = 1; // its unit's flight is the cause others see (§6.3)
  if (w.tracer !== null) traceFleesWithUnit(w, t, h);
  fleeBy(w, rng, t, w.flight.roll[h]);
}

/**
 * The flight itself: turn to face (fleeDX, fleeDY) on the spot (about the centre), then run
 * the whole fleeRoll less what terrain costs: the edge that faced the enemy ends exactly that
 * much further away (§3; §6.4; §12-24). Off the table, the unit is lost. The distance run is
 * left in `result`. With `angle` 0 the facing's sine and cosine turn but not its angle, which
 * costs an atan2: for the end of a contact duel, when nothing reads it again.
 */
export function fleeMove(w: Wfb4World, u: number, angle: number): void {
  const dx = w.flight.dx[u];
  const dy = w.flight.dy[u];
  const roll = w.flight.roll[u];
  const half = w.fp.d[u] * 0.5;
  w.seg.x = w.fp.cx[u] + dx * half;
  w.seg.y = w.fp.cy[u] + dy * half;
  w.seg.dx = dx;
  w.seg.dy = dy;
  w.seg.len = roll;
  w.path.budget = roll;
  segmentTravel(w, u);
  const dist = w.result;
  if (angle === 1) {
    faceAlong(w.fp, u, w.seg);
  } else {
    w.fp.sin[u] = dx;
    w.fp.cos[u] = dy;
    w.fp.trigFacing[u] = w.fp.facing[u];
  }
  w.fp.x[u] = w.seg.x + dx * dist;
  w.fp.y[u] = w.seg.y + dy * dist;
  shape(w, u);
  // Over a table edge, the whole unit is lost (§3).
  if (offTable(w.fp, u, w.table)) fledOff(w, u);
  w.result = dist;
}
