/**
 * Panic (rules/t9a_eow.md §2.3) and the Flee move (§2.4), one module since each sets off the
 * other: Panic tests for friends destroyed or breaking within 6", and for the 25% of a unit's
 * HP lost in one Magic or Shooting phase (a test passed counts for one phase); a unit that
 * fails one pivots away and flees 2D6" directly away — extended clear of Impassable terrain,
 * off the table destroyed, friends it passes through testing Panic in turn; flights of Fly
 * units (R28).
 */
import { backToEdge, copyFootprint, offTable } from '../../../battlefield/footprints.ts';
import type { Rng } from '../../../core/rng.ts';
import { endEngagementsOf } from '../../rank-and-file/engagements.ts';
import { alive, DESTROYED, FLED_OFF, FLEEING, READY } from '../../rank-and-file/unit-state.ts';
import { fallen, hpLeft } from './casualties.ts';
import { afterMove, MV_FLEE } from './dangerous-terrain.ts';
import { roll2D6Mod } from './dice.ts';
import { TEST_PANIC, disTest } from './discipline.ts';
import { gap, markMove, markPhaseStart, stepRes } from './footprint.ts';
import { fearless, huntLed } from './model-rules.ts';
import { turnTo } from './moves.ts';
import { nearestEnemy, nearestOther } from './spacing.ts';
import { nearestImpassable } from './terrain.ts';
import { traceFlee, traceFleeExtended, traceFleeOffTable, traceFleesThrough, tracePanicFailed, tracePanicPassed } from './trace.ts';
import { brethren } from './units.ts';
import type { T9aWorld } from './world.ts';

/**
 * A phase begins: a Panic test passed counts for one phase only, and every unit's footprint is
 * kept as it stands, since a unit destroyed in the phase panics its friends from there (§2.3).
 */
export function newPhase(w: T9aWorld): void {
  for (let u = 0; u < w.n; u++) w.panicTested[u] = 0;
  markPhaseStart(w);
}

/** HP of u with the character in it, for the 25% Panic test (§2.3, R25: R&F + character). */
export function unitHP(w: T9aWorld, u: number): number {
  const r = w.rider[u];
  return r >= 0 ? hpLeft(w, u) + hpLeft(w, r) : hpLeft(w, u);
}

/** The HP the 25% Panic test measures (R25, flag panicBase): the unit's and its character's, or the rank and file's. */
export function panicHP(w: T9aWorld, u: number): number {
  return w.plan.flags.panicBase === 'rank-and-file' ? hpLeft(w, u) : unitHP(w, u);
}

/** The 25% Panic test after a unit lost HP to shooting (§2.3 trigger 4). */
export function panicAfterShooting(w: T9aWorld, rng: Rng, t: number, source: number): void {
  const p = w.plan;
  if (!alive(w.status, t) || p.single[t] || w.status[t] !== READY || w.panicTested[t]) return;
  const lost = w.phaseHP[t] - panicHP(w, t);
  if (4 * lost < w.phaseHP[t]) return;
  panicTest(w, rng, t, source);
}

/** A Panic test; failing, t flees from `source` (§2.3). */
export function panicTest(w: T9aWorld, rng: Rng, t: number, source: number): void {
  const p = w.plan;
  if (w.status[t] !== READY || w.panicTested[t]) return;
  if (fearless(w, t) || huntLed(w, t) || p.rule.daemonic[t]) return;
  if (disTest(w, rng, t, 0, TEST_PANIC)) {
    w.panicTested[t] = 1;
    if (w.tracer !== null) tracePanicPassed(w, t);
    return;
  }
  if (w.tracer !== null) tracePanicFailed(w, t);
  fleeFrom(w, rng, t, source, 'panics and flees');
}

/**
 * Friends within 6" of u (destroyed, fled off, or breaking) test for Panic (§2.3 triggers 1–2).
 * A unit destroyed is measured from where it stood at the start of the phase (whatever moved
 * it since: a flee it was caught in, a pursuit), one fled off the table from where it touched
 * the edge (fleeMove() leaves it there), one breaking from where it stands before its flee.
 */
export function panicNear(w: T9aWorld, rng: Rng, u: number): void {
  const p = w.plan;
  const destroyed = w.status[u] === DESTROYED;
  for (let f = 0; f < w.n; f++) {
    // Allies are no friends for Panic (§8.5: a Beast Herds unit does not panic a Dread Elf Ally).
    if (f === u || !brethren(w, f, u) || w.status[f] !== READY) continue;
    if (p.rule.insignificant[u] && !p.rule.insignificant[f]) continue;
    if (destroyed) gapFromPhaseStart(w, u, f);
    else gap(w, u, f);
    if (w.res > 6) continue;
    const enemy = nearestEnemy(w, f);
    if (enemy >= 0) panicTest(w, rng, f, enemy);
  }
}

/**
 * The gap from destroyed unit u as it stood at the start of the phase to f, into res: u's
 * phase-start footprint stands in its slot for the one measure (the flee moves the Panic tests
 * set off read the table as it is).
 */
function gapFromPhaseStart(w: T9aWorld, u: number, f: number): void {
  const b = w.body[u]; // the footprint gap() reads
  copyFootprint(w.fp, b, w.setAside, 0);
  copyFootprint(w.phaseStart, u, w.fp, b);
  gap(w, u, f);
  copyFootprint(w.setAside, 0, w.fp, b);
}

/** u pivots away from unit `from` (centre to centre) and flees 2D6 (§2.4). */
export function fleeFrom(w: T9aWorld, rng: Rng, u: number, from0: number, why: string): void {
  const from = w.body[from0]; // a joined character flees... from where its unit stands
  w.flight.fromX = w.fp.x[from] - w.fp.sin[from] * w.fp.d[from] * 0.5;
  w.flight.fromY = w.fp.y[from] - w.fp.cos[from] * w.fp.d[from] * 0.5;
  turnAway(w, u);
  fleeMove(w, rng, u, why, true);
}

/**
 * Pivot u about its centre to face directly away from the point (flight.fromX, fromY), centre
 * to centre (§2.3, §2.4: its rear-facing midpoint on the line from the enemy's centre through
 * its own), and keep the facing it flees along as its bearing of flight, which pursuers follow
 * (§6.6).
 *
 * T9A's own pivot (turnTo()) rather than the shared aimAway(): the facing is the angle of the
 * line itself and the bearing that angle's sine and cosine, where aimAway() divides the line
 * by its length. The two differ in the last bits, and T9A's contacts are exact to them (base
 * contact, 1" spacing): the shared bearing moves results in 6 of the 52 digest runs. A unit
 * within 0.001" of the point keeps its facing.
 */
export function turnAway(w: T9aWorld, u: number): void {
  w.tx = w.flight.fromX;
  w.ty = w.flight.fromY;
  turnTo(w, u, true);
  w.flight.dx[u] = w.fp.sin[u];
  w.flight.dy[u] = w.fp.cos[u];
}

/**
 * Flee straight ahead 2D6 (Maximised for Swiftstride, Goblin Cunning); off the board =
 * destroyed. `panicThrough`: friends passed through test now — false for a broken unit, whose
 * pursuit may still catch it (afterCombat tests them if it escapes).
 */
export function fleeMove(w: T9aWorld, rng: Rng, u: number, why: string, panicThrough: boolean): void {
  const p = w.plan;
  const wasFleeing = w.status[u] === FLEEING;
  endEngagementsOf(w.eng, w.status, u);
  w.status[u] = FLEEING;
  w.routed = 1;
  if (!wasFleeing && w.brokeTurn[u] === 0) w.brokeTurn[u] = w.turn;
  const roll = roll2D6Mod(rng, p.rule.swiftstride[u] === 1 || p.rule.goblinCunning[u] === 1, false);
  w.flight.roll[u] = roll;
  markMove(w, u);
  w.res = roll;
  stepRes(w, u);
  w.fleeLen[u] = roll;
  const flight = flightMoves(w, u) ? 1 : 0;
  if (w.impassables > 0 || flight === 1) {
    // §1.4, §2.4: a flee ending on or within 1" of Impassable terrain goes on until clear of
    // it; a flight (R28, flag flyingFleePursuit) until clear of units too (§7.1 Fly).
    fleeClear(w, u, flight);
    if (w.res > 0) {
      w.fleeLen[u] = roll + w.res;
      if (w.tracer !== null) traceFleeExtended(w, u, flight);
    }
  }
  if (offTable(w.fp, u, w.table)) {
    fallen(w, u);
    w.status[u] = FLED_OFF;
    const r = w.rider[u];
    if (r >= 0) {
      fallen(w, r);
      w.status[r] = FLED_OFF;
      w.rider[u] = -1;
      w.body[r] = r;
    }
    if (w.tracer !== null) traceFleeOffTable(w, u, why, roll);
    fledThrough(w, rng, u);
    // Removed as it touched the edge (§2.4), where its friends measure their Panic from (§2.3).
    backToEdge(w.fp, u, w.table);
    panicNear(w, rng, u);
    return;
  }
  if (w.tracer !== null) traceFlee(w, u, why, roll);
  if (panicThrough) fledThrough(w, rng, u);
  afterMove(w, rng, u, MV_FLEE);
}

/**
 * Friends that u's flee move passed through take Panic tests after it (§2.3 trigger 3, §2.4):
 * those u's footprint overlapped, looked for every half inch along the move (the footprint
 * shrunk by 0.1" a side, so friends it merely touched at the start do not count).
 */
export function fledThrough(w: T9aWorld, rng: Rng, u: number): void {
  const p = w.plan;
  // A flight passes over the units on its way, ignoring them (R28, flag flyingFleePursuit; §7.1 Fly).
  if (flightMoves(w, u)) return;
  const len = w.fleeLen[u];
  const x1 = w.fp.x[u];
  const y1 = w.fp.y[u];
  const w0 = w.fp.w[u];
  const d0 = w.fp.d[u];
  for (let f = 0; f < w.n; f++) {
    // Allies are no friends for Panic (§8.5).
    if (f === u || !brethren(w, f, u) || w.status[f] !== READY) continue;
    if (p.rule.insignificant[u] && !p.rule.insignificant[f]) continue;
    let through = false;
    w.fp.w[u] = w0 > 0.3 ? w0 - 0.2 : w0;
    w.fp.d[u] = d0 > 0.3 ? d0 - 0.2 : d0;
    for (let k = 0; k <= 2 * len && !through; k++) {
      // u's front centre, 0.5k" along the move (it ends at x1, y1), and 0.1" back.
      const back = len - k * 0.5 + (d0 - w.fp.d[u]) * 0.5;
      w.fp.x[u] = x1 - w.fp.sin[u] * back;
      w.fp.y[u] = y1 - w.fp.cos[u] * back;
      gap(w, u, f);
      through = w.res <= 0;
    }
    w.fp.x[u] = x1;
    w.fp.y[u] = y1;
    w.fp.w[u] = w0;
    w.fp.d[u] = d0;
    if (!through) continue;
    if (w.tracer !== null) traceFleesThrough(w, u, f);
    const enemy = nearestEnemy(w, f);
    if (enemy >= 0) panicTest(w, rng, f, enemy);
  }
}

/**
 * A flee that ends on Impassable terrain or within 1" of it goes on, a tenth of an inch at a
 * time, until it is more than 1" clear (§1.4, §2.4): the inches added into `res`. A flight
 * (`units` 1: flightMoves()) must land clear of units as well (§2.4, §7.1 Fly).
 */
export function fleeClear(w: T9aWorld, u: number, units: number): void {
  let extra = 0;
  for (let i = 0; i < 600; i++) {
    nearestImpassable(w, u);
    let clear = w.res > 1;
    if (clear && units === 1) {
      nearestOther(w, u);
      clear = w.res > 1;
    }
    if (clear) break;
    w.fp.x[u] += w.fp.sin[u] * 0.1;
    w.fp.y[u] += w.fp.cos[u] * 0.1;
    extra += 0.1;
  }
  w.res = extra;
}

/** Whether u's flee, pursuit and overrun moves are flights (§12 R28, flag flyingFleePursuit `fly`; §7.1 Fly). */
export function flightMoves(w: T9aWorld, u: number): boolean {
  return w.plan.flags.flyingFleePursuit === 'fly' && w.plan.rule.fly[u] === 1;
}

/** Whether u, on a flight (flightMoves()), stands where it may not land: within 0.5" of a unit or 1" of Impassable terrain (§1.3, §6.6, §7.1). */
export function flightBlocked(w: T9aWorld, u: number): boolean {
  if (!flightMoves(w, u)) return false;
  nearestOther(w, u);
  if (w.res < 0.5) return true;
  if (w.impassables === 0) return false;
  nearestImpassable(w, u);
  return w.res < 1;
}
