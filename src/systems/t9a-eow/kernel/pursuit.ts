/** Flee, pursuit and overrun after a round (rules/t9a_eow.md §6.6), into fresh enemies in the way. */
import { offTable } from '../../../battlefield/footprints.ts';
import type { Rng } from '../../../core/rng.ts';
import { endEngagementsOf } from '../../rank-and-file/engagements.ts';
import { pursuitCatches } from '../../rank-and-file/flight.ts';
import { alive, DESTROYED, FLEEING, READY } from '../../rank-and-file/unit-state.ts';
import { arcOf, inArc } from './arcs.ts';
import { destroy } from './casualties.ts';
import { chargePathClear, place } from './charge-moves.ts';
import { combatPivots } from './combat-pivots.ts';
import { MV_PURSUE, afterMove } from './dangerous-terrain.ts';
import { roll2D6Mod } from './dice.ts';
import { engage, inCombat } from './engagements.ts';
import { gap, markMove, stepRes } from './footprint.ts';
import { turnTo } from './moves.ts';
import { fledThrough, fleeMove, flightBlocked, flightMoves, panicNear, turnAway } from './panic-and-flee.ts';
import { CLEAR_PURSUIT, clearAhead } from './spacing.ts';
import { traceCaught, traceOverruns, tracePursues, tracePursuesInto } from './trace.ts';
import { present } from './units.ts';
import type { T9aWorld } from './world.ts';

/** Flight, pursuit and overrun after a round. */
export function afterCombat(w: T9aWorld, rng: Rng, count: number): void {
  const p = w.plan;
  // The round after a charge is over: Impact, Devastating and the charge bonus are spent
  // (§6.7). Charges made by pursuits below keep theirs for their own first round.
  for (let e = 0; e < w.eng.count; e++) if (inCombat(w, e, count)) w.eng.charge[e] = 0;
  // Panic in friends of the broken units, then the flee moves (§6.2 step 6).
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    if (!w.broken[u]) continue;
    panicNear(w, rng, u);
  }
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    if (!w.broken[u] || !alive(w.status, u)) continue;
    // Who may pursue: enemies in contact not engaged with an unbroken foe (§6.6).
    let pursuers = 0;
    let chosen = -1;
    for (let e = 0; e < w.eng.count; e++) {
      let o = -1;
      if (w.eng.a[e] === u) o = w.eng.b[e];
      else if (w.eng.b[e] === u) o = w.eng.a[e];
      if (o < 0) continue;
      if (chosen < 0) chosen = o;
      if (lockedElsewhere(w, o, u)) continue;
      w.pursuers[pursuers] = o;
      pursuers++;
    }
    // Flee away from an enemy in contact (the winner picks: the first).
    w.flight.fromX = chosen >= 0 ? w.fp.x[chosen] - w.fp.sin[chosen] * w.fp.d[chosen] * 0.5 : w.fp.x[u];
    w.flight.fromY = chosen >= 0 ? w.fp.y[chosen] - w.fp.cos[chosen] * w.fp.d[chosen] * 0.5 : w.fp.y[u];
    turnAway(w, u);
    // Friends it flees through test only if it survives the pursuit (§6.6, §2.3 trigger 3).
    fleeMove(w, rng, u, 'flees', false);
    const flee = w.flight.roll[u];
    let caught = false;
    for (let k = 0; k < pursuers; k++) {
      const o = w.pursuers[k];
      if (p.rule.steamPowered[o] || w.status[o] === FLEEING || !alive(w.status, o)) continue;
      // Steam Ahead! pursues only in a turn it charged, and then must (§3.3).
      if (p.rule.steamAhead[o] ? !w.charged[o] : !p.pursue[o]) continue;
      const roll = roll2D6Mod(rng, p.rule.swiftstride[o] === 1, false);
      if (pursuitCatches(roll, flee, true)) caught = true;
      if (w.tracer !== null) tracePursues(w, o, roll);
      // Pursuers follow the flight's bearing (§6.6).
      w.pSin = w.flight.dx[u];
      w.pCos = w.flight.dy[u];
      pursueMove(w, rng, o, roll);
    }
    if (caught && alive(w.status, u)) {
      if (w.tracer !== null) traceCaught(w, u);
      destroy(w, u);
      panicNear(w, rng, u);
    } else if (w.status[u] === FLEEING) fledThrough(w, rng, u);
  }
  // Overrun (§6.6): a unit that charged this turn with no enemy left may go 2D6 forward.
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    if (w.status[u] !== READY || !w.charged[u] || w.pursuedNow[u] || p.rule.steamPowered[u]) continue;
    if (!p.pursue[u] && !p.rule.steamAhead[u]) continue;
    let wiped = false;
    for (let j = 0; j < count; j++) {
      const o = w.members[j];
      if (p.side[o] !== p.side[u] && w.status[o] === DESTROYED) wiped = true;
    }
    if (!wiped) continue;
    const roll = roll2D6Mod(rng, p.rule.swiftstride[u] === 1, false);
    if (w.tracer !== null) traceOverruns(w, u, roll);
    w.pSin = w.fp.sin[u];
    w.pCos = w.fp.cos[u];
    pursueMove(w, rng, u, roll);
  }
  // §6.2 step 7.
  combatPivots(w, rng, count);
}

/** Whether o is engaged with an enemy other than u that is not broken. */
export function lockedElsewhere(w: T9aWorld, o: number, u: number): boolean {
  for (let e = 0; e < w.eng.count; e++) {
    let x = -1;
    if (w.eng.a[e] === o) x = w.eng.b[e];
    else if (w.eng.b[e] === o) x = w.eng.a[e];
    if (x >= 0 && x !== u && !w.broken[x]) return true;
  }
  return false;
}

/**
 * Pursuit or overrun: o faces (pSin, pCos) and moves `roll`; reaching a fresh enemy is a charge
 * it fights next phase, counting as charging (§6.6, R12). Stops at the board edge.
 */
export function pursueMove(w: T9aWorld, rng: Rng, o: number, roll: number): void {
  const sin = w.pSin;
  const cos = w.pCos;
  const p = w.plan;
  endEngagementsOf(w.eng, w.status, o);
  w.pursuedNow[o] = 1;
  // Turn to the flee direction about the centre.
  const half = w.fp.d[o] * 0.5;
  const cx = w.fp.x[o] - w.fp.sin[o] * half;
  const cy = w.fp.y[o] - w.fp.cos[o] * half;
  w.tx = cx + sin;
  w.ty = cy + cos;
  turnTo(w, o, false);
  markMove(w, o);
  // A fresh enemy in the path (reached without entering Impassable terrain, §1.4)?
  let target = -1;
  w.want = roll;
  let best = w.want;
  for (let t = 0; t < w.n; t++) {
    if (p.side[t] === p.side[o] || !present(w, t) || w.status[t] === FLEEING) continue;
    if (!inArc(w, o, t)) continue;
    gap(w, o, t);
    if (w.res > best) continue;
    const g = w.res;
    // A pursuit is a ground move, or a flight with the flag flyingFleePursuit `fly` (R28).
    if (!chargePathClear(w, o, t, arcOf(w, t, o), flightMoves(w, o) ? 1 : 0)) continue;
    best = g;
    target = t;
  }
  if (target >= 0) {
    const face = arcOf(w, target, o);
    place(w, o, target, face);
    const bonus = w.plan.flags.pursuitChargeBonus ? 1 : 0;
    engage(w, o, target, face, bonus, 1);
    w.charged[o] = bonus;
    afterMove(w, rng, o, MV_PURSUE);
    if (w.tracer !== null) tracePursuesInto(w, o, face, target);
    return;
  }
  w.want = roll;
  // Stop 0.5" short of units, 1" short of Impassable terrain (§1.4, §6.6); a flight (R28) goes
  // over them and lands as clear of them.
  clearAhead(w, o, CLEAR_PURSUIT | (flightMoves(w, o) ? 2 : 0));
  let d = w.res;
  // Stop at the board edge (a flight coming back from it lands clear of units and terrain still).
  const x0 = w.fp.x[o];
  const y0 = w.fp.y[o];
  stepRes(w, o);
  while (d > 0 && (offTable(w.fp, o, w.table) || flightBlocked(w, o))) {
    d -= 0.25;
    if (d < 0) d = 0;
    w.fp.x[o] = x0 + w.fp.sin[o] * d;
    w.fp.y[o] = y0 + w.fp.cos[o] * d;
  }
  w.status[o] = READY;
  afterMove(w, rng, o, MV_PURSUE);
}
