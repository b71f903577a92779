/** The movement phase (rules/wfb4.md §2.1, §2.2, §3): charges first, then rally and flight, then the other moves. */
import type { Rng } from '../../../core/rng.ts';
import { present, READY } from '../../rank-and-file/unit-state.ts';
import { MOVE_HOLD } from '../plan.ts';
import { declareCharges, moveChargers } from './charges.ts';
import { nearestEnemy } from './nearest.ts';
import { leaveUnits, moveToJoin } from './characters.ts';
import { compulsoryFlight } from './flight.ts';
import { advance } from './advance.ts';
import { keepUp } from './part-of.ts';
import { undeadBladesBurn } from './undead-blade.ts';
import { chariotMoves } from './chariot-moves.ts';
import { crewLeft } from './chariots.ts';
import { reactionAdvance, reactionCharges, reactionMoves } from './monster-reaction.ts';
import { comeOut, occupyMove } from './buildings.ts';
import { jezzailPaces } from './jezzails.ts';
import { rally } from './rally.ts';
import { stupidMoves } from './stupidity.ts';
import type { Wfb4World } from './world.ts';

/** Charges, rally, the compulsory moves, charge moves and the other moves (§2.1, §3). */
export function movementPhase(w: Wfb4World, rng: Rng, side: number, fleeing: boolean): void {
  if (w.anyJezzail) jezzailPaces(w, side);
  declareCharges(w, rng, side);
  if (w.anyMonster) reactionCharges(w, rng, side);
  if (fleeing) {
    rally(w, rng, side);
    compulsoryFlight(w, rng, side);
  }
  if (w.anyStupid) stupidMoves(w, rng, side);
  if (w.anyMonster) reactionMoves(w, rng, side);
  if (w.anyChariot) chariotMoves(w, rng, side);
  moveChargers(w, rng, side);
  remainingMoves(w, side);
  // Blades that burn the Undead near them, as the phase ends (undead-blade.ts).
  if (w.anyUndeadBlade) undeadBladesBurn(w, rng, side);
}

/** Moves that are not charges (§2.2): advance (marching when no enemy is within 8"), or hold. */
export function remainingMoves(w: Wfb4World, side: number): void {
  const p = w.plan;
  // Characters leave their units first, free to move on (§8.1).
  if (w.anyCharacter) leaveUnits(w, side);
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (p.side[u] !== side || w.status[u] !== READY || w.rallied[u] || w.declared[u] >= 0 || w.held[u]) continue;
    // A unit that bounded forward before the phase (animosity.ts) moves again as normal.
    if (w.moved[u] && !w.bounded[u]) continue;
    // A crewless chariot only rampages; the Pump Wagon only makes its compulsory move (chariot-moves.ts).
    if (w.anyChariot && w.plan.rule.chariot[u] === 1 && w.dismounted[u] === 0 && (crewLeft(w, u) === 0 || w.plan.rule.pumpWagon[u] === 1)) continue;
    // A riderless monster moves as its reaction says, not by its tactics (§8.2).
    if (w.anyMonster && w.reaction[u] !== 0) {
      reactionAdvance(w, u);
      continue;
    }
    // A character on his way to join a unit goes to it (§8.1).
    if (w.anyCharacter && p.joinTarget[u] >= 0 && w.leftUnit[u] === 0 && moveToJoin(w, u)) continue;
    // A garrison holds its building until told to leave it; a unit told to occupy one makes for it (buildings.ts).
    if (w.anyBuilding && w.inBuilding[u] >= 0) {
      if (p.leaveTurn[u] > 0 && w.turn >= p.leaveTurn[u]) comeOut(w, u);
      continue;
    }
    if (w.anyOccupy && p.occupy[u] >= 0 && w.quitBuilding[u] === 0 && occupyMove(w, u)) continue;
    if (p.move[u] === MOVE_HOLD) continue;
    let t = p.chargeTarget[u] >= 0 && present(w.status, p.chargeTarget[u]) ? p.chargeTarget[u] : -1;
    // The nearest enemy is also the nearest of all when no enemy was passed over as fleeing.
    let isNearest = false;
    if (t < 0) {
      t = nearestEnemy(w, u, false);
      isNearest = w.fleeingSkipped === 0;
    }
    if (t < 0) continue;
    advance(w, u, t, isNearest, false);
  }
  // Warpfire throwers keep within 6" of the units they are part of (part-of.ts).
  if (w.anyPartOf) keepUp(w, side);
}

