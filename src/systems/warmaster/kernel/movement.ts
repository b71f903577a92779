/**
 * Movement (rules/warmaster.md §2.3, §3.1): the units still free to move, the enemy a unit
 * goes for, whether a charge at it is within the next move, and an ordered move that charges or
 * closes in (the pace and re-forming are formation.ts's).
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import type { Rng } from '../../../core/rng.ts';
import { M_BELL, M_WAR_WAGON, OPEN, ORDERS_CHARGE, TARGET_NEAREST } from '../plan.ts';
import { charge } from './charges.ts';
import { engaged } from './contact.ts';
import { flyTravel } from './flyers.ts';
import { offEdge, onTable } from './footprint.ts';
import { paceOf, regular, turnTo } from './formation.ts';
import { gapOf, nearestUnit } from './gaps.ts';
import { leaveTableRoll } from './leaving-the-table.ts';
import { visible } from './sight.ts';
import { unitOnKinds } from './terrain.ts';
import { NO_CHARGE_REACH, NO_CHARGE_SIGHT, NO_CHARGE_SPELL, traceApproach, traceNoCharge } from './trace.ts';
import { awayFrom, maxTravel, shift } from './travel.ts';
import { formLaager, wagonSetOff, wantsLaager } from './war-wagon.ts';
import { goRound } from './way-round.ts';
import { CHARGE, type WarmasterWorld } from './world.ts';

/** An ordered move (§2.3, §3): charge the target when it can, else close in. */
export function orderedMove(w: WarmasterWorld, rng: Rng, u: number): void {
  const p = w.plan;
  w.movedNow = true;
  if (p.machine[u] === M_WAR_WAGON) {
    wagonOrdered(w, rng, u);
    return;
  }
  const v = targetOf(w, u);
  if (v < 0) return;
  if (p.orders[u] === ORDERS_CHARGE && w.noChargeUntil[u] < w.playerTurnNo && visible(w, u, v) && charge(w, rng, u, v, paceOf(w, u), CHARGE)) return;
  if (w.tracer !== null && p.orders[u] === ORDERS_CHARGE) {
    // Why it moves up instead (the trace only): a spell forbids it, it cannot see v, or no place is in reach.
    traceNoCharge(w, u, v, paceOf(w, u), w.noChargeUntil[u] >= w.playerTurnNo ? NO_CHARGE_SPELL : visible(w, u, v) ? NO_CHARGE_REACH : NO_CHARGE_SIGHT);
  }
  approach(w, rng, u, v, regular(w, u) ? paceOf(w, u) : paceOf(w, u) / 2, true);
}

/**
 * Move up to `dist` towards enemy v, turning to face it, and stop 1 cm short of any
 * enemy (ordered moves never end touching an enemy unless charging). With `round` (an ordered
 * move, not a blunder or a wild one) a straight move that terrain u may not enter would halt
 * goes round it instead when it can (goRound).
 */
export function approach(w: WarmasterWorld, rng: Rng, u: number, v: number, dist: number, round = false): void {
  const p = w.plan;
  awayFrom(w, v, u); // from u towards v
  const dx = w.dirX;
  const dy = w.dirY;
  const f = Math.abs(dx) >= Math.abs(dy) ? (dx > 0 ? 1 : 3) : dy > 0 ? 0 : 2;
  if (f !== w.face[u]) turnTo(w, u, f);
  gapOf(w, u, v);
  // Through the field: a phi of the argument and a double would box the double.
  w.mDist = w.gv - 1;
  if (dist < w.mDist) w.mDist = dist;
  w.rdx = dx;
  w.rdy = dy;
  if (p.rule.fly[u] === 1) flyTravel(w, u);
  else maxTravel(w, u, true, -1);
  const go = w.travel;
  // Not round to an enemy that stands (even partly) in ground u may not enter: the way would
  // end in it (and the rare search, too rarely run to be optimised, would allocate).
  if (round && w.hitTerrain >= 0 && go < w.mDist - EPS && !unitOnKinds(w, v, p.blockedBy[u], p.terrainMove)) {
    // Through a field: a double passed to a call V8 does not inline is boxed.
    w.roundPace = dist;
    if (goRound(w, rng, u, v)) return;
  }
  if (go <= EPS) {
    w.movedNow = false;
    return;
  }
  w.tx = dx * go;
  w.ty = dy * go;
  shift(w, u);
  w.coverNow[u] = OPEN;
  if (w.tracer !== null) traceApproach(w, u, go, v);
  if (offEdge(w, u)) leaveTableRoll(w, rng, u, false);
}

/**
 * An order to a War Wagon (§11.10): form laager when its tactic wants it now (a separate
 * order: it does not move as well, and takes no further order this phase); else move towards
 * its target, never charging — from laager at half pace, re-formed in column.
 */
export function wagonOrdered(w: WarmasterWorld, rng: Rng, u: number): void {
  if (wantsLaager(w, u)) {
    formLaager(w, u);
    w.movedNow = false;
    return;
  }
  const v = targetOf(w, u);
  const pace = paceOf(w, u);
  if (v < 0 || !wagonSetOff(w, u)) {
    w.movedNow = false;
    return;
  }
  approach(w, rng, u, v, pace, true);
}

export function canAct(w: WarmasterWorld, u: number): boolean {
  return onTable(w, u) && !w.confused[u] && !w.movedThisTurn[u] && w.tankState[u] === 0 && !engaged(w, u);
}

/** The enemy the unit goes for: its tactic target while on the table, else the nearest. */
export function targetOf(w: WarmasterWorld, u: number): number {
  const p = w.plan;
  const t = p.target[u];
  if (t !== TARGET_NEAREST && onTable(w, t)) return t;
  return nearestUnit(w, u, false);
}

export function chargeWithinNextMove(w: WarmasterWorld, u: number): boolean {
  const p = w.plan;
  // The Bell never charges by order, the War Wagon never at all (§11.7, §11.10).
  if (p.orders[u] !== ORDERS_CHARGE || p.machine[u] === M_BELL || p.machine[u] === M_WAR_WAGON) return false;
  const v = targetOf(w, u);
  if (v < 0) return false;
  gapOf(w, u, v);
  return w.gv <= paceOf(w, u) + EPS;
}
