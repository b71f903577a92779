/**
 * The Command phase (rules/warmaster.md §2.2–§2.4): start-of-phase effects, initiative, orders
 * from Heroes and Wizards first and the General last (each tested in order-test.ts), and
 * character moves.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import type { Rng } from '../../../core/rng.ts';
import { GENERAL, M_WAR_WAGON, ORDERS_CHARGE, ORDERS_HOLD } from '../plan.ts';
import { daemonicInstability } from './army-rules.ts';
import { blunderEnds } from './blunders.ts';
import { endGroup, formGroup, regroup } from './brigades.ts';
import { moveCharacter } from './characters.ts';
import { homeBack } from './flyers.ts';
import { onTable } from './footprint.ts';
import { charGapOf, gapOf } from './gaps.ts';
import { infiltrations } from './infiltration.ts';
import { initiative, initiativeTarget } from './initiative.ts';
import { declareHelm } from './items.ts';
import { checkMirages } from './mirage.ts';
import { canAct, chargeWithinNextMove, targetOf } from './movement.ts';
import { orderTest } from './order-test.ts';
import { checkEnd } from './victory.ts';
import { wagonMobile, wantsLaager } from './war-wagon.ts';
import { stampedes } from './wild-moves.ts';
import type { WarmasterWorld } from './world.ts';

// ------------------------------------------------------------------ command phase (§2)

export function commandPhase(w: WarmasterWorld, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    w.movedThisTurn[u] = 0;
    w.orderedBy[u] = -1;
    w.ordersTaken[u] = 0;
    w.chargeReady[u] = 0;
    w.shotHits[u] = 0;
    w.infiltratedBy[u] = -1;
  }
  daemonicInstability(w, rng, side);
  if (checkEnd(w)) return;
  stampedes(w, rng, side);
  if (checkEnd(w)) return;
  // Initiative (§2.7): before any order; Undead and confused units never use it.
  if (p.flags.initiativeSight === 'phase-start') {
    for (let u = 0; u < w.n; u++) w.initiativeDue[u] = p.side[u] === side && initiativeTarget(w, u) >= 0 ? 1 : 0;
  }
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || !onTable(w, u)) continue;
    if (p.flags.initiativeSight === 'phase-start' && !w.initiativeDue[u]) continue;
    initiative(w, rng, u);
    if (w.over) return;
  }
  homeBack(w, rng, side);
  declareHelm(w, side);
  // Orders (§2.3).
  for (let c = 0; c < w.nc; c++) {
    w.cGiven[c] = 0;
    w.cMixup[c] = 0;
    w.cStopped[c] = 0;
  }
  w.guidanceLost[side] = 0;
  w.blunderEnded = false;
  let ended = w.hasInfiltrators && infiltrations(w, rng, side);
  if (w.over) return;
  for (let i = 0; i < w.nc && !ended; i++) {
    const c = w.cOrder[i];
    if (p.cSide[c] !== side || !w.cAlive[c] || w.cStopped[c]) continue;
    if (w.cCommandNow[c] <= 0) continue; // the Slann gives no orders (§11.8)
    ended = (giveOrders(w, rng, c) && p.cKind[c] === GENERAL) || w.blunderEnded;
    if (w.over) return;
  }
  // Characters move at the end of the phase (§3.5).
  for (let c = 0; c < w.nc; c++) {
    if (p.cSide[c] !== side || !w.cAlive[c] || w.cJoin[c] >= 0) continue;
    moveCharacter(w, c);
  }
  checkMirages(w);
  // Confused units of the active side recover (§6.2); stampedes cease likewise (§11.14).
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side) continue;
    w.confused[u] = 0;
    w.stampede[u] = 0;
  }
}

/**
 * Orders of character c (§2.3, §2.4): each unit or brigade in range, nearest first, until he
 * fails. Returns true when he failed an order.
 */
export function giveOrders(w: WarmasterWorld, rng: Rng, c: number): boolean {
  const p = w.plan;
  for (;;) {
    // The unit still waiting for this character's orders with the lowest priority, nearest first.
    let u = -1;
    let best = Infinity;
    for (let candidate = 0; candidate < w.n; candidate++) {
      if (p.side[candidate] !== p.cSide[c] || !canAct(w, candidate) || w.orderedBy[candidate] >= 0) continue;
      if (w.hasInfiltrators && w.infiltratedBy[candidate] >= 0 && w.infiltratedBy[candidate] !== c) continue; // §11.7
      // A War Wagon on hold orders is still ordered to form laager (§11.10).
      if (p.orders[candidate] === ORDERS_HOLD && !(w.hasWagon && wantsLaager(w, candidate))) continue;
      charGapOf(w, c, candidate);
      const d = w.gv;
      if (d > p.cRange[c] + EPS) continue;
      if ((p.rule.reptilian[candidate] === 1 || p.rule.fly[candidate] === 1) && d > 20 + EPS) continue; // §11.8, §3.4
      if (!wantsToMove(w, candidate)) continue;
      // By the priority tactic, then the nearest.
      const key = p.priority[candidate] * 10000 + d;
      if (key < best) {
        best = key;
        u = candidate;
      }
    }
    if (u < 0) return false;
    formGroup(w, u, c);
    for (let i = 0; i < w.grpAllN; i++) w.orderedBy[w.grpAll[i]] = c;
    if (w.grpN === 0) continue; // Spawn alone cannot be ordered (§11.3)
    // Repeat orders while it has not charged and another move can still bring a charge.
    for (;;) {
      const result = orderTest(w, rng, c);
      if (result === 0) {
        endGroup(w);
        return true;
      }
      if (result === 2) {
        endGroup(w);
        blunderEnds(w); // the character stops (§2.5)
        return true;
      }
      if (w.over) return false;
      if (!w.movedNow || !regroup(w, c)) break;
      let again = false;
      let most = 0;
      for (let i = 0; i < w.grpN; i++) {
        const member = w.grp[i];
        if (w.ordersTaken[member] > most) most = w.ordersTaken[member];
        if (chargeWithinNextMove(w, member)) again = true;
      }
      if (!again || most >= p.maxOrders[w.grp[0]]) break;
    }
    endGroup(w);
  }
}

/**
 * Whether the unit's tactics give it a move to make this turn. A War Wagon (§11.10): an order
 * to form laager when its tactic wants one now; none without its team, nor in laager under
 * `wagon: laager` (it holds it); else moves by its orders, never charging.
 */
export function wantsToMove(w: WarmasterWorld, u: number): boolean {
  const p = w.plan;
  if (p.machine[u] === M_WAR_WAGON) {
    if (wantsLaager(w, u)) return true;
    if (!wagonMobile(w, u) || (w.laager[u] === 1 && p.wagonLaager[u] === 1)) return false;
    const t = targetOf(w, u);
    if (t < 0) return false;
    gapOf(w, u, t);
    return w.gv > 1 + EPS;
  }
  const v = targetOf(w, u);
  if (v < 0) return false;
  gapOf(w, u, v);
  return w.gv > 1 + EPS || w.plan.orders[u] === ORDERS_CHARGE;
}
