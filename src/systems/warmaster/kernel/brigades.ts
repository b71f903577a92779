/**
 * Brigades (rules/warmaster.md §2.6): the touching units of a brigade ordered together, moving
 * by one vector at the pace of the slowest, chargers separating, and re-formed after a move.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import type { Rng } from '../../../core/rng.ts';
import { M_BELL, M_WAR_WAGON, OPEN, ORDERS_CHARGE } from '../plan.ts';
import { charge } from './charges.ts';
import { engaged, touching } from './contact.ts';
import { offEdge, onTable } from './footprint.ts';
import { paceOf, regular } from './formation.ts';
import { charGapOf, gapOf } from './gaps.ts';
import { leaveTableRoll } from './leaving-the-table.ts';
import { canAct, targetOf } from './movement.ts';
import { leaveBellBehind } from './screaming-bell.ts';
import { visible } from './sight.ts';
import { traceBrigadeMoves } from './trace.ts';
import { awayFrom, maxTravel, shift } from './travel.ts';
import { wagonAlone } from './war-wagon.ts';
import { CHARGE, type WarmasterWorld } from './world.ts';

/**
 * The unit u, or the brigade it is in (§2.6): the units of its brigade that can be ordered
 * and touch it, directly or through each other, up to the army's brigade size. Fills grp
 * (and grpAll, the whole brigade as first ordered) and marks inGroup.
 */
export function formGroup(w: WarmasterWorld, u: number, c: number): void {
  const p = w.plan;
  w.grpN = 0;
  w.grp[w.grpN++] = u;
  w.inGroup[u] = 1;
  const b = p.brigade[u];
  // A War Wagon forms laager, or moves off from it, on an order of its own (§11.10).
  if (b >= 0 && !(w.hasWagon && wagonAlone(w, u))) {
    for (let i = 0; i < w.grpN; i++) {
      const a = w.grp[i];
      for (let candidate = 0; candidate < w.n; candidate++) {
        if (w.inGroup[candidate] || p.brigade[candidate] !== b || !canAct(w, candidate) || w.orderedBy[candidate] >= 0) continue;
        if (w.hasWagon && wagonAlone(w, candidate)) continue;
        if (!touching(w, a, candidate)) continue;
        if (p.rule.reptilian[candidate] === 1 || p.rule.fly[candidate] === 1) {
          charGapOf(w, c, candidate);
          if (w.gv > 20 + EPS) continue; // reptilian and flying units within 20 cm (§2.3, §3.4)
        }
        w.grp[w.grpN++] = candidate;
        w.inGroup[candidate] = 1;
      }
    }
  }
  w.grpAllN = w.grpN;
  for (let i = 0; i < w.grpN; i++) w.grpAll[i] = w.grp[i];
  // Chaos Spawn move only in a brigade with a unit that is not Spawn (§11.3).
  let others = 0;
  for (let i = 0; i < w.grpN; i++) if (p.rule.spawn[w.grp[i]] === 0) others++;
  if (others === 0) endGroup(w);
  if (w.hasBell) leaveBellBehind(w);
}

/** After a move: the members still free to take another order (not charged), still touching. */
export function regroup(w: WarmasterWorld, c: number): boolean {
  let seed = -1;
  for (let i = 0; i < w.grpAllN && seed < 0; i++) {
    const member = w.grpAll[i];
    if (onTable(w, member) && !w.confused[member] && !engaged(w, member)) seed = member;
  }
  endGroup(w);
  if (seed < 0) return false;
  const keepAll = w.grpAllN;
  for (let i = 0; i < keepAll; i++) w.orderedBy[w.grpAll[i]] = -1;
  formGroup(w, seed, c);
  for (let i = 0; i < w.grpAllN; i++) w.orderedBy[w.grpAll[i]] = c;
  return w.grpN > 0;
}

export function endGroup(w: WarmasterWorld): void {
  for (let i = 0; i < w.grpN; i++) w.inGroup[w.grp[i]] = 0;
  w.grpN = 0;
}

/**
 * A brigade's move (§2.6): each unit able to charge its target charges on its own; the
 * others move together by the same vector, towards the lead's target, at the pace of the
 * slowest (half pace with `half`), so they stay touching.
 */
export function brigadeMove(w: WarmasterWorld, rng: Rng, half: boolean): void {
  const p = w.plan;
  if (!half) {
    for (let i = 0; i < w.grpN; i++) {
      const u = w.grp[i];
      if (p.orders[u] !== ORDERS_CHARGE || w.noChargeUntil[u] >= w.playerTurnNo || p.machine[u] === M_BELL || p.machine[u] === M_WAR_WAGON) continue;
      const v = targetOf(w, u);
      if (v >= 0 && visible(w, u, v) && charge(w, rng, u, v, paceOf(w, u), CHARGE)) {
        w.movedNow = true;
        w.inGroup[u] = 0; // it has separated from the brigade
      }
    }
  }
  // The Bell goes on only with an infantry unit that has not charged off (§11.7).
  if (w.hasBell) leaveBellBehind(w);
  // The rest: the lead is the one nearest its target.
  let lead = -1;
  let leadTarget = -1;
  for (let i = 0; i < w.grpN; i++) {
    const u = w.grp[i];
    if (!w.inGroup[u] || !onTable(w, u)) continue;
    const v = targetOf(w, u);
    if (v < 0) continue;
    gapOf(w, u, v);
    if (lead < 0 || w.gv < w.bestGap) {
      w.bestGap = w.gv;
      lead = u;
      leadTarget = v;
    }
  }
  if (lead < 0) return;
  awayFrom(w, leadTarget, lead);
  const dx = w.dirX;
  const dy = w.dirY;
  w.mDist = w.bestGap - 1;
  for (let i = 0; i < w.grpN; i++) {
    const u = w.grp[i];
    if (!w.inGroup[u]) continue;
    let pace = regular(w, u) ? paceOf(w, u) : paceOf(w, u) / 2;
    if (half) pace = paceOf(w, u) / 2;
    if (pace < w.mDist) w.mDist = pace;
  }
  const limit = w.mDist;
  w.travel = limit;
  let go = limit;
  for (let i = 0; i < w.grpN; i++) {
    const u = w.grp[i];
    if (!w.inGroup[u]) continue;
    w.rdx = dx;
    w.rdy = dy;
    w.mDist = limit;
    maxTravel(w, u, true, -1);
    if (w.travel < go) go = w.travel;
  }
  if (go <= EPS) return;
  w.movedNow = true;
  w.tx = dx * go;
  w.ty = dy * go;
  for (let i = 0; i < w.grpN; i++) {
    const u = w.grp[i];
    if (!w.inGroup[u]) continue;
    shift(w, u);
    w.coverNow[u] = OPEN;
  }
  if (w.tracer !== null) traceBrigadeMoves(w, go, leadTarget);
  for (let i = 0; i < w.grpN; i++) {
    const u = w.grp[i];
    if (w.inGroup[u] && onTable(w, u) && offEdge(w, u)) leaveTableRoll(w, rng, u, false);
  }
}
