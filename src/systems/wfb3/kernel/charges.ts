/**
 * Charges (rules/wfb3.md §2.4): declared at the start of the movement phase on an enemy in the
 * front arc, in sight and within reach — twice the move, after armour (a flail's once) — with the
 * psychology of the charge (fear of the target, frenzy, a hated enemy that must be charged),
 * the target's response (hold, or run away on an Ld test), and the charge moves. A charger
 * turned more than 22½° wheels once, its free manoeuvre; within the last 4" that wheel costs
 * the charge its bonuses. A charge that falls short halts unformed.
 */
import { aimAtEnd } from '../../../battlefield/segment.ts';
import { contactPose, diagonalFace, FRONT, inFrontArc } from '../../../battlefield/arcs.ts';
import { pairOf } from '../../../battlefield/gaps.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import type { Rng } from '../../../core/rng.ts';
import { engagedFront } from '../../rank-and-file/engagements.ts';
import { aimAway } from '../../rank-and-file/flight.ts';
import { ENGAGED, FLEEING, present, READY, standing } from '../../rank-and-file/unit-state.ts';
import { FORM_WEDGE, REACT_RUN_AWAY, REACT_STAND_AND_SHOOT, TARGET_NEAREST } from '../plan.ts';
import { approach } from './advance.ts';
import { freeHack } from './blows.ts';
import { wheelHolds } from './chariots.ts';
import { destroy, woundUnit } from './casualties.ts';
import { engage } from './deployment.ts';
import { fears, fearTest } from './fear.ts';
import { breakFormation, frontRank, shape, singleFile, stationary, takePose, unform } from './formation.ts';
import { formWedge, simpleManoeuvre } from './manoeuvres.ts';
import { PANIC_CROSSING, PANIC_FLANK_CHARGE, PANIC_HIDDEN_CHARGE, panicTest, takesPanicTests } from './panic.ts';
import { fleeMove } from './flight.ts';
import { routAway, routFromCombat } from './rout.ts';
import { inSight, shoot, SHOT_AT_CHARGERS, throwOnContact } from './shooting.ts';
import { dividedByObstacle, inWood, obstacleAtEnd, pathCost } from './terrain.ts';
import { charactersFrenzy } from './own-reactions.ts';
import { joining } from './joining.ts';
import { cool, leadership } from './tests.ts';
import {
  traceChargeDeclared, traceChargeFails, traceChargesHome, traceDaresNotCharge, traceFrenzy, traceHatredCharges, traceHolds, traceRunsAway, traceRunsDown, traceStandsAndShoots,
} from './trace.ts';
import { changeRanksWhenCharged, shootingRow } from './mixed-ranks.ts';
import { aloft, ARCHER_WEDGE, AXLE_BROKEN, CLEAR, LINE, WEDGE, type Wfb3World } from './world.ts';
import { sectionsMet, squadSlot, TEST_FRENZY, TEST_HATRED, TEST_RUN_AWAY, TEST_STAND_AND_SHOOT, unitPasses } from './squadrons.ts';

/** A charger straightened on contact by at most this (§2.4, 22½°); more, and it wheels. */
const STRAIGHTEN = Math.PI / 8;
/** A wheel within this of the target costs the charge its bonuses (§2.4). */
const LAST_INCHES = 4;

/**
 * Whether c can charge t now: t on the table and not fleeing, some of it in c's front arc, and
 * the way to its contact point within c's reach. Leaves the cost in `w.dist`, the contact point
 * in `w.pose`, the face in `w.face`, and in `w.wheelLate` whether the wheel falls in the last 4".
 */
export function chargeable(w: Wfb3World, c: number, t: number): boolean {
  // No one fights in the air: aerial combat is not in the seed (G21; aerial.ts).
  if (t < 0 || !standing(w.status, t) || aloft(w, t) || aloft(w, c)) return false;
  if (w.gaps.gap[pairOf(w.gaps, c, t)] > w.rate[c] + EPS) return false;
  if (!inFrontArc(w.fp, c, t)) return false;
  chargeCost(w, c, t);
  return w.dist <= w.rate[c] + EPS;
}

/** The way from c to its contact point on t: the straight path, and the wheel's arc if it turns more than 22½°. */
function chargeCost(w: Wfb3World, c: number, t: number): void {
  const fp = w.fp;
  const face = diagonalFace(fp, t, c);
  w.face = face;
  contactPose(fp, t, face, w.pose);
  // A vehicle of a unit of several takes its place in the unit's line (squadrons.ts).
  if (w.plan.anySquad === 1 && w.plan.squad[c] >= 0) squadSlot(w, c, t, face);
  let turn = w.pose.facing - fp.facing[c];
  turn -= 2 * Math.PI * Math.round(turn / (2 * Math.PI));
  if (turn < 0) turn = -turn;
  // The straight way to the contact point, over the ground it crosses (§2.1).
  const seg = w.seg;
  seg.x = fp.x[c];
  seg.y = fp.y[c];
  seg.ex = w.pose.x;
  seg.ey = w.pose.y;
  aimAtEnd(seg);
  pathCost(w, c);
  const path = w.dist;
  w.wheelLate = 0;
  w.wheels = 0;
  if (turn > STRAIGHTEN + EPS) {
    w.wheels = 1;
    // The outer model's arc — a chariot's on its turning radius (§6.1, G17); made at the start, it falls in the last 4" if the charge is shorter.
    w.dist = path + turn * (w.plan.chariot[c] === 1 ? w.plan.turnRadius[c] : fp.w[c]);
    if (w.gaps.gap[pairOf(w.gaps, c, t)] <= LAST_INCHES + EPS) w.wheelLate = 1;
  } else w.dist = path;
}

/** Whether c may declare a charge on t (§2.4): t in reach, and in sight as the turn starts. */
function mayDeclare(w: Wfb3World, c: number, t: number): boolean {
  return chargeable(w, c, t) && inSight(w, c, t);
}

/** The enemy c may declare a charge on whose way costs least, or −1. */
function nearestChargeable(w: Wfb3World, c: number): number {
  const p = w.plan;
  let best = -1;
  let cost = Infinity;
  for (let t = 0; t < w.n; t++) {
    if (p.side[t] === p.side[c] || !chargeable(w, c, t) || w.dist >= cost) continue;
    const way = w.dist;
    if (!inSight(w, c, t)) continue;
    cost = way;
    best = t;
  }
  return best;
}

/** `side` declares its charges (§2.4), and each target responds. */
export function declareCharges(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let c = 0; c < w.n; c++) w.responded[c] = 0;
  for (let c = 0; c < w.n; c++) {
    w.declared[c] = -1;
    if (w.amok[c] === 1) {
      runAmok(w, rng, c, side);
      continue;
    }
    if (p.side[c] !== side || w.status[c] !== READY || w.unformed[c] === 1 || w.held[c] === 1 || w.ranAway[c] === 1 || w.pursuing[c] >= 0 || w.stupid[c] !== CLEAR || stationary(w, c) || singleFile(w, c)) continue;
    // A flyer that landed this turn used its move flying (aerial.ts).
    if (w.landedIn[c] === w.playerTurn) continue;
    // A single character on his way to join a unit charges no one (joining.ts).
    if (p.anyJoining === 1 && joining(w, c)) continue;
    const tactic = p.chargeTarget[c];
    let t = -1;
    if (tactic >= 0) t = mayDeclare(w, c, tactic) ? tactic : -1;
    else if (tactic === TARGET_NEAREST) t = nearestChargeable(w, c);
    // A unit must charge a hated enemy it can, unless it passes a Cool test (§2.4, §5).
    if (t < 0 && p.rule.hatred[c] === 1) {
      const h = nearestChargeable(w, c);
      if (h >= 0) {
        const cl = cool(w, c);
        const held = unitPasses(w, rng, c, TEST_HATRED, cl);
        if (w.tracer !== null) traceHatredCharges(w, c, h, cl, held);
        if (!held) t = h;
      }
    }
    if (t < 0) continue;
    // Wanting to charge a feared enemy (§5): failed, the unit stays where it is this turn.
    if (fears(w, c, t) && !fearTest(w, rng, c, t)) {
      w.held[c] = 1;
      if (w.tracer !== null) traceDaresNotCharge(w, c, t);
      continue;
    }
    // A frenzy-prone unit that charges tests its Cool: failed, it is frenzied (§5).
    if (p.rule.frenzy[c] === 1 && w.frenzied[c] === 0) {
      const calm = unitPasses(w, rng, c, TEST_FRENZY, cool(w, c));
      if (!calm) w.frenzied[c] = 1;
      if (w.tracer !== null) traceFrenzy(w, c, calm);
    }
    charactersFrenzy(w, rng, c);
    w.declared[c] = t;
    if (w.tracer !== null) traceChargeDeclared(w, c, t);
    // A wedge is formed as the charge is declared, before any move: the phase's first manoeuvre (§2.3).
    if (p.formation[c] === FORM_WEDGE && w.formation[c] === LINE && simpleManoeuvre(w, rng, c)) formWedge(w, c);
    respond(w, rng, c, t);
  }
}

/**
 * Chariot or war beast c of `side` running amok charges the nearest enemy ahead in reach,
 * whatever its tactics, with no test (§6.1, §6.2); with none, amok.ts amokMoves() takes it on.
 * Not a chariot on a broken axle.
 */
function runAmok(w: Wfb3World, rng: Rng, c: number, side: number): void {
  if (w.plan.side[c] !== side || w.status[c] !== READY || (w.chariot[c] & AXLE_BROKEN) !== 0) return;
  const t = nearestChargeable(w, c);
  if (t < 0) return;
  w.declared[c] = t;
  if (w.tracer !== null) traceChargeDeclared(w, c, t);
  respond(w, rng, c, t);
}

/**
 * t, charged by c, responds once (§2.4): a unit that fears c tests, and routs if it fails; one
 * divided by an obstacle, or charged in a flank or the rear while fighting to its front or by
 * enemies coming out of a wood, tests for panic (§5); a unit at
 * liberty holds, or runs away on an Ld test (failed, it routs). An archer wedge first becomes a
 * line as wide as its widest rank. An unformed unit, one
 * pursuing, a stupid one or one in a shieldwall or square must hold; one in single file must run
 * away. A unit in single file declares no charge.
 */
function respond(w: Wfb3World, rng: Rng, c: number, t: number): void {
  if (w.responded[t] === 1) return;
  w.responded[t] = 1;
  const p = w.plan;
  // Charged, an archer wedge becomes a line at once, at no manoeuvre's cost (§2.3).
  if (w.formation[t] === ARCHER_WEDGE) breakFormation(w, t);
  if (fears(w, t, c) && !fearTest(w, rng, t, c)) {
    if (w.status[t] === ENGAGED) routFromCombat(w, rng, t);
    else routAway(w, rng, t, c);
    return;
  }
  // Panic (§5): charged while divided by an obstacle; in a flank or the rear by enemies coming out
  // of a wood; in a flank or the rear while fighting to the front — one test whatever the causes.
  const flank = diagonalFace(w.fp, t, c) !== FRONT;
  let why = -1;
  if (w.plan.terrain.count > 0 && dividedByObstacle(w, t)) {
    w.divided[t] = 1;
    why = PANIC_CROSSING;
  } else if (flank && w.status[t] === ENGAGED && engagedFront(w.eng, t)) why = PANIC_FLANK_CHARGE;
  else if (flank && w.plan.terrain.count > 0 && inWood(w, c)) why = PANIC_HIDDEN_CHARGE;
  if (why >= 0 && takesPanicTests(w, t) && !panicTest(w, rng, t, c, why, 0)) {
    if (w.status[t] === ENGAGED) routFromCombat(w, rng, t);
    else routAway(w, rng, t, c);
    return;
  }
  if (w.status[t] === ENGAGED) return;
  // A unit in single file must run away (§2.4).
  const file = singleFile(w, t);
  const bound = w.stupid[t] !== CLEAR || stationary(w, t);
  // A unit in mixed ranks that receives the charge may try to change ranks (mixed-ranks.ts).
  const change = p.anyMixed === 1 && p.mixedRow[t] >= 0 && !bound && w.unformed[t] === 0;
  if (p.react[t] === REACT_STAND_AND_SHOOT && !bound && !file && standsAndShoots(w, rng, c, t)) {
    if (change) changeRanksWhenCharged(w, rng, t, c);
    return;
  }
  if (!file && (p.react[t] !== REACT_RUN_AWAY || w.unformed[t] === 1 || w.pursuing[t] >= 0 || bound)) {
    if (w.tracer !== null) traceHolds(w, t, c);
    if (change) changeRanksWhenCharged(w, rng, t, c);
    return;
  }
  if (!unitPasses(w, rng, t, TEST_RUN_AWAY, leadership(w, t))) {
    routAway(w, rng, t, c);
    return;
  }
  // Passed: it turns and moves twice its move directly away (§2.4); it may not charge next turn.
  w.flight.fromX = w.fp.cx[c];
  w.flight.fromY = w.fp.cy[c];
  aimAway(w.flight, w.fp, t);
  w.dist = 2 * p.M[t];
  fleeMove(w, t);
  if (w.status[t] === READY) w.ranAway[t] = 1;
  if (w.tracer !== null) traceRunsAway(w, t, c);
}

/**
 * Stand and shoot (§2.4): possible when the chargers start more than half their reach away,
 * facing them, for a unit formed and not pursuing; an Ld test — passed, it shoots at them at −1
 * (at its maximum range if they are beyond it) and fights the first round without its shields;
 * failed, it receives the charge at the halt. Whether it answered the charge so.
 */
function standsAndShoots(w: Wfb3World, rng: Rng, c: number, t: number): boolean {
  // In mixed ranks, a type of its front rank with missile weapons shoots (mixed-ranks.ts).
  const r = shootingRow(w, t);
  if (w.plan.missile.has[r] === 0 || w.unformed[t] === 1 || w.pursuing[t] >= 0 || !inFrontArc(w.fp, t, c)) return false;
  if (w.gaps.gap[pairOf(w.gaps, c, t)] * 2 <= w.rate[c]) return false;
  const passed = unitPasses(w, rng, t, TEST_STAND_AND_SHOOT, leadership(w, t));
  if (w.tracer !== null) traceStandsAndShoots(w, t, c, passed);
  if (!passed) return true;
  w.stoodAndShot[t] = 1;
  shoot(w, rng, r, c, SHOT_AT_CHARGERS);
  return true;
}

/** `side`'s chargers move (§2.4): into contact, or as far as they can towards their target, halting unformed. */
export function moveChargers(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let c = 0; c < w.n; c++) {
    const t = w.declared[c];
    if (t < 0 || p.side[c] !== side || w.status[c] !== READY) continue;
    // A wedge that does not charge home reorganises into a line (§2.3).
    if (w.formation[c] === WEDGE && !(present(w.status, t) && w.status[t] !== FLEEING && chargeable(w, c, t))) breakFormation(w, c);
    if (!present(w.status, t)) {
      unform(w, c);
      if (w.tracer !== null) traceChargeFails(w, c, t);
      continue;
    }
    if (w.status[t] === FLEEING) {
      chargeRouters(w, rng, c, t);
      continue;
    }
    if (!chargeable(w, c, t)) {
      failedCharge(w, c, t);
      continue;
    }
    // A chariot turning on a damaged wheel may lose it, and halt where it is (§6.1 result 8).
    if (p.chariot[c] === 1 && w.wheels === 1 && !wheelHolds(w, rng, c)) continue;
    // A wedge's wheel is its second manoeuvre: failed, or with no leader to try it, the wedge
    // reverts to a line and charges home unformed, without its bonuses (§2.3).
    if (w.formation[c] === WEDGE && w.wheels === 1 && !simpleManoeuvre(w, rng, c)) {
      breakFormation(w, c);
      unform(w, c);
      chargeable(w, c, t);
      w.wheelLate = 1;
    }
    chargeHome(w, rng, c, t);
  }
}

/** c's charge reaches t at the contact point chargeable() left: the two are engaged, c charging, and their thrown weapons fly (§3.4). */
function chargeHome(w: Wfb3World, rng: Rng, c: number, t: number): void {
  meet(w, c, t, w.wheelLate === 1 ? 0 : 1);
  if (w.tracer !== null) traceChargesHome(w, c, t, w.face);
  throwOnContact(w, rng, c, t);
}

/**
 * c, charging, meets t at `w.pose` on face `w.face`: the two are engaged, c with its charge
 * bonuses if `bonus` is 1. A pursuer caught so turns to fight; an obstacle across the end of
 * c's way (`w.seg`) is defended by t.
 */
export function meet(w: Wfb3World, c: number, t: number, bonus: number): void {
  takePose(w, c);
  w.chargeBonus[c] = bonus;
  // A pursuer caught by a fresh enemy turns to fight it; pushed back in that first round it routs (§4.11 7).
  if (w.pursuing[t] >= 0) {
    w.pursuing[t] = -1;
    w.caughtPursuing[t] = 1;
  }
  const e = engage(w, c, t, w.face, 1);
  if (e < 0) return;
  // The face it fights on: a square's every side is a front (§2.3).
  w.face = w.eng.face[e];
  // An obstacle across the end of its way: t defends it (§4.5, G16).
  if (w.plan.terrain.count > 0 && obstacleAtEnd(w)) w.eng.defended[e] = 1;
  // A unit of several vehicles: the others c's front touches are met too, each a section (§6.2).
  if (w.plan.anySquad === 1) sectionsMet(w, c, t);
}

/** A charge that falls short: the charger moves its full reach towards its target, stopping 1" from it, and halts unformed (§2.4). */
function failedCharge(w: Wfb3World, c: number, t: number): void {
  w.dist = w.rate[c];
  approach(w, c, t, 1, 1);
  w.moved[c] = 1;
  unform(w, c);
  if (w.tracer !== null) traceChargeFails(w, c, t);
}

/**
 * c's target fled before it: c follows the path of its flight with its whole charge (§2.4). If
 * it reaches the routers it strikes them as a pursuer in contact does; if not, it halts unformed.
 */
function chargeRouters(w: Wfb3World, rng: Rng, c: number, t: number): void {
  const gap = w.gaps.gap[pairOf(w.gaps, c, t)];
  if (gap > w.rate[c] + EPS) {
    failedCharge(w, c, t);
    return;
  }
  const fp = w.fp;
  breakFormation(w, c);
  fp.x[c] = fp.x[t] - fp.sin[t] * fp.d[t];
  fp.y[c] = fp.y[t] - fp.cos[t] * fp.d[t];
  fp.facing[c] = fp.facing[t];
  shape(w, c);
  const across = Math.ceil(fp.w[t] / w.plan.baseW[c] - EPS);
  const front = frontRank(w, c);
  w.hackers[c] = across < front ? (across < 1 ? 1 : across) : front;
  w.pursuing[c] = t;
  if (w.tracer !== null) traceRunsDown(w, c, t);
  woundUnit(w, t, freeHack(w, rng, c, t, w.hackers[c]), -1, w.hackedRow);
  if (w.models[t] === 0) {
    destroy(w, t);
    w.pursuing[c] = -1;
    unform(w, c);
  }
}
