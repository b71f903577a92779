/**
 * Charges (rules/wfb4.md §3): declaring them within reach, the charged unit's reaction (hold,
 * flee, stand and shoot), and the charge moves.
 */
import { contactPose, diagonalFace, FRONT, inFrontArc } from '../../../battlefield/arcs.ts';
import { pairOf } from '../../../battlefield/gaps.ts';
import { crossing, faceAlong } from '../../../battlefield/segment.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { present, ENGAGED, FLEEING, JOINED, READY } from '../../rank-and-file/unit-state.ts';
import { isMount, leaveStupidBehind, partFrom, rejoin } from './parting.ts';
import { FIRE_WARPFIRE, REACT_FLEE, REACT_STAND_AND_SHOOT, TARGET_NEAREST, TARGET_NEVER, TERRAIN_WALL } from '../plan.ts';
import { destroy } from './casualties.ts';
import { flies } from './characters.ts';
import { flyOff } from './flyers.ts';
import { crewLeft } from './chariots.ts';
import { ignores } from './daemon-animosity.ts';
import { engage } from './engagements.ts';
import { engagedFront } from '../../rank-and-file/engagements.ts';
import { charactersDread, DREAD_CHARGED, DREAD_CHARGING, fears, fearTest, fleeInDread, MEETS_FRONT_RANK, MEETS_NONE, terrifies, terrorTest } from './fear.ts';
import { fleeFromUnit, throwersFollow } from './flight.ts';
import { strength } from './formation.ts';
import { shape } from './footprint.ts';
import { nearestEnemyWithin } from './nearest.ts';
import { panicOnFlankCharge } from './panic.ts';
import { countLossesFrom, reloading, shoot } from './shooting.ts';
import { warpfireStandsAndShoots } from './warpfire.ts';
import { machineStandsAndShoots } from './war-machines.ts';
import { aimAtPoint, aimAtUnit, segmentBlocked, segmentCost, segmentTravel, wheelCost } from './terrain.ts';
import {
  traceCatchesFleeing, traceChargeDeclared, traceFrenzyDrives, traceFrenzyParts, traceChargeFallsShort, traceChargesHome, traceDaresNotCharge, traceFleesFromCharge, traceHolds, traceSixesToHit, traceStandsAndShoots, traceStupidHolds,
} from './trace.ts';
import { traceChargeSlowed, traceFlyerTerror } from './trace-banners.ts';
import { traceManacledHolds } from './trace-magic.ts';
import { hiddenFrom, HIDDEN_CHARGE, HIDDEN_SHOT } from './magic-items.ts';
import { paralysed } from './paralysis.ts';
import { traceParalysedHolds } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

// ---------------------------------------------------------------- movement phase (§3)

export function declareCharges(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  w.declaring = 1; // a thrower whose unit flees from a charge waits for the last declaration (flight.ts throwersFollow())
  for (let c = w.sideFrom[side], stop = w.sideTo[side]; c < stop; c++) {
    // A frenzied unit must charge an enemy in reach, whatever its tactic (§7), and so must one in a Death Frenzy (death-frenzy.ts).
    const frenzied = w.frenzied[c] === 1 || w.magic.deathFrenzy[c] === 1;
    if (p.side[c] !== side || w.status[c] !== READY || (p.chargeTarget[c] === TARGET_NEVER && !frenzied)) continue;
    if (w.held[c] === 1) continue; // stupid or squabbling: it does nothing of its own will (§7)
    if (w.anyChargeBar && w.chargeBarredIn[c] === w.playerTurnNo) continue; // struck by a spell that keeps it from charging this turn (AM p.18)
    if (w.anyBuilding && w.inBuilding[c] >= 0) continue; // a garrison charges only once out of its building (buildings.ts comeOut())
    if (w.anyMonster && w.reaction[c] !== 0) continue; // a riderless monster charges as its reaction says (monster-reaction.ts)
    if (w.anyChariot && p.rule.chariot[c] === 1 && (crewLeft(w, c) === 0 || p.rule.pumpWagon[c] === 1)) continue; // a crewless chariot only rampages, the Pump Wagon only pushes on (chariot-moves.ts)
    let t = p.chargeTarget[c];
    if (t === TARGET_NEAREST || t === TARGET_NEVER) t = nearestInReach(w, c);
    if (!chargeable(w, c, t)) {
      if (!frenzied) continue;
      t = nearestChargeable(w, c); // it must charge an enemy it can (§7)
      if (t < 0) continue;
    }
    // A character whose item hides him is charged only on a 6 (AM p.10-12).
    if (w.anyHidden && hiddenFrom(w, rng, c, t, HIDDEN_CHARGE)) continue;
    declareCharge(w, rng, c, t);
  }
  if (w.anyCharacter) frenziedCharactersCharge(w, rng, side);
  w.declaring = 0;
  if (w.anyPartOf) throwersFollow(w, rng, side);
}

/**
 * `side`'s characters frenzied on their own (frenzy.ts) whose units, standing free, declared
 * no charge: each must charge an enemy in his reach, and so parts from his unit to charge it
 * alone — the nearest he can charge once stepped out of it; with none, he stays (RB p.48). A
 * rider, or a chariot's crewman, drives his mount to charge the nearest enemy it can, unless it
 * is held this turn (stupid, squabbling).
 */
function frenziedCharactersCharge(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (p.side[c] !== side || w.frenzied[c] === 0 || w.status[c] !== JOINED) continue;
    const h = w.host[c];
    if (w.status[h] !== READY || w.declared[h] >= 0) continue;
    if (isMount(w, h)) {
      const t = w.held[h] === 1 ? -1 : nearestChargeable(w, h);
      if (t < 0) continue;
      if (w.tracer !== null) traceFrenzyDrives(w, c, h);
      declareCharge(w, rng, h, t);
      continue;
    }
    if (!partFrom(w, c)) continue;
    // The nearest in his reach, else any he can charge: one behind him does not hold him back (§7).
    let t = nearestInReach(w, c);
    if (!chargeable(w, c, t)) t = nearestChargeable(w, c);
    if (t < 0) {
      rejoin(w, c, h);
      continue;
    }
    if (w.tracer !== null) traceFrenzyParts(w, c, h);
    declareCharge(w, rng, c, t);
  }
}

/**
 * c declares a charge on t, found chargeable (its way's cost in `result`). Wanting to charge a
 * terrifying enemy takes the terror test: failed, the unit flees; a feared one, a fear test:
 * failed, the unit stays put (§7). Declared, t responds (§3).
 */
export function declareCharge(w: Wfb4World, rng: Rng, c: number, t: number): void {
  const p = w.plan;
  const face = chargeFace(w, c, t);
  const cost = w.result;
  // A charge into t's front meets the characters in its front rank; one into its flank or rear avoids them.
  const meets = face === FRONT ? MEETS_FRONT_RANK : MEETS_NONE;
  if (terrifies(w, c, t, meets)) {
    if (!terrorTest(w, rng, c, t, DREAD_CHARGING)) {
      fleeInDread(w, rng, c, t, true);
      return;
    }
  } else if (fears(w, c, t, meets)) {
    if (!fearTest(w, rng, c, t, DREAD_CHARGING)) {
      w.held[c] = 1;
      if (w.tracer !== null) traceDaresNotCharge(w, c);
      return;
    }
  } else if (w.anyCharacter) charactersDread(w, rng, c, t, DREAD_CHARGING, meets); // its characters who fear t, on their own
  // A flyer that has overcome its terror tests again each time it charges a banner for flyers (AM p.19).
  if (w.anyBanner && p.fly[c] > 0 && w.terrorTested[c] === 1 && flies(w, t, p.rule.flyerTerror) && !flyerChargesOn(w, rng, c, t)) return;
  if (w.anyStupid && w.anyCharacter) leaveStupidBehind(w, c);
  keepCharge(w, c, t);
  w.declared[c] = t;
  if (w.tracer !== null) traceChargeDeclared(w, c, t, face, cost);
  react(w, rng, c, t);
}

/**
 * Flyer c, its terror of t's banner overcome, charges it (AM p.19): a D6 of 1-2 drives it off
 * (it leaves the table, as a flyer beaten, flyers.ts flyOff()), 3-4 fails its charge and it
 * stays put for the turn, 5-6 lets it charge. True when it charges.
 */
function flyerChargesOn(w: Wfb4World, rng: Rng, c: number, t: number): boolean {
  const roll = rollD6(rng);
  if (w.tracer !== null) traceFlyerTerror(w, c, t, roll);
  if (roll >= 5) return true;
  if (roll <= 2) flyOff(w, c, true);
  else w.held[c] = 1;
  return false;
}

/** The nearest enemy within c's charge reach (2×M), fleeing or not, or −1. */
function nearestInReach(w: Wfb4World, c: number): number {
  w.gaps.limit = w.reach[c] + EPS;
  return nearestEnemyWithin(w, c, true);
}

/**
 * The enemy whose way costs c least among those it can charge (chargeable()), with that cost
 * in `w.result`; −1 if none: a frenzied unit must charge one (§7).
 */
function nearestChargeable(w: Wfb4World, c: number): number {
  const p = w.plan;
  const s = p.side[c];
  let best = -1;
  let cost = Infinity;
  for (let e = w.sideFrom[1 - s], stop = w.sideTo[1 - s]; e < stop; e++) {
    if (p.side[e] === s || !chargeable(w, c, e) || w.result >= cost) continue;
    cost = w.result;
    best = e;
  }
  if (best >= 0) chargeable(w, c, best);
  return best;
}

/**
 * c can charge t: t is on the table, in c's front arc, and in reach — 2×M after armour, less
 * terrain costs (§3) — with the cost of the way left in `w.result`.
 */
export function chargeable(w: Wfb4World, c: number, t: number): boolean {
  if (t < 0 || !present(w.status, t)) return false;
  // No path is shorter than the gap: out of reach without costing one.
  if (w.gaps.gap[pairOf(w.gaps, c, t)] > w.reach[c] + EPS) return false;
  if (!inFrontArc(w.fp, c, t)) return false;
  chargeCost(w, c, t, chargeFace(w, c, t));
  return w.result <= w.reach[c] + EPS;
}

/** The charged unit's response (§3): hold, flee, or stand and shoot. */
export function react(w: Wfb4World, rng: Rng, c: number, t: number): void {
  const p = w.plan;
  const st = w.status[t];
  if (st === FLEEING) {
    // A fleeing unit charged again flees again (§3, p.35).
    fleeFromUnit(w, rng, t, c);
    return;
  }
  const r = p.react[t];
  // Charged by a terrifying or feared enemy, found in reach: a terror or fear test, unless the
  // unit flees anyway (§3, §7). Failed terror, it flees as if broken; failed fear, it flees so
  // if the charger outnumbers it, else it hits the charger only on 6s in the first round.
  if ((r !== REACT_FLEE || st === ENGAGED) && fears(w, t, c, MEETS_FRONT_RANK)) {
    if (terrifies(w, t, c, MEETS_FRONT_RANK)) {
      if (!terrorTest(w, rng, t, c, DREAD_CHARGED)) {
        w.reacted[t] = 1;
        fleeInDread(w, rng, t, c, true);
        return;
      }
    } else if (!fearTest(w, rng, t, c, DREAD_CHARGED)) {
      if (strength(w, c) > strength(w, t)) {
        w.reacted[t] = 1;
        fleeInDread(w, rng, t, c, false);
        return;
      }
      if (w.tracer !== null) traceSixesToHit(w, t, c);
      w.fearedCharger[t] = c;
    }
  } else if (w.anyCharacter && (r !== REACT_FLEE || st === ENGAGED)) {
    charactersDread(w, rng, t, c, DREAD_CHARGED, MEETS_FRONT_RANK); // its characters who fear c, on their own
  }
  if (st === ENGAGED) {
    // Already fighting: no response, but a panic test when charged in the flank or rear by 5
    // models or more (§7).
    panicOnFlankCharge(w, rng, t, c, chargeFace(w, c, t));
    return;
  }
  if (w.reacted[t]) return;
  w.reacted[t] = 1;
  if (w.anyMagic && w.magic.bound[t] > 0) {
    // Held by a Manacle or the Crimson Bands, it may not move, so it may not flee: it holds (§9.4).
    if (w.tracer !== null) traceManacledHolds(w, t);
    return;
  }
  if (w.anyParalysis && paralysed(w, t)) {
    // A character on his own paralysed by an item may do nothing: he holds (paralysis.ts).
    if (w.tracer !== null) traceParalysedHolds(w, t);
    return;
  }
  if (w.stupid[t] === 1 || (w.anyDaemonAnimosity && ignores(w, t, c))) {
    // Overcome by stupidity, or feuding with a rival Daemon, it pays the charge no heed: it holds (§7).
    if (w.tracer !== null) traceStupidHolds(w, t);
    return;
  }
  if (r === REACT_FLEE) {
    if (w.tracer !== null) traceFleesFromCharge(w, t);
    fleeFromUnit(w, rng, t, c);
  } else if (r === REACT_STAND_AND_SHOOT && w.anyMachine && p.machineFire[t] === FIRE_WARPFIRE) {
    warpfireStandsAndShoots(w, rng, t, c); // it always does, at chargers within its 12" (RB p.80)
  } else if (r === REACT_STAND_AND_SHOOT && w.anyMachine && p.rule.warMachine[t] === 1) {
    machineStandsAndShoots(w, rng, t, c); // a bolt thrower, stone thrower or cannon
  } else if (
    r === REACT_STAND_AND_SHOOT && p.missile[t] && w.gaps.gap[pairOf(w.gaps, c, t)] > w.M[c] &&
    (p.flags.noMoveWeaponsStandAndShoot || !p.rule.noMoveFire[t]) && !reloading(w, t) &&
    !(w.anyHidden && hiddenFrom(w, rng, t, c, HIDDEN_SHOT)) // a charger his item hides is shot at only on a 6 (AM p.10-12)
  ) {
    // Only when the chargers are more than half their charge move away (§3), and with a
    // loaded weapon (§4.3).
    if (w.tracer !== null) traceStandsAndShoots(w, t);
    countLossesFrom(w, c);
    shoot(w, rng, t, c, true);
    // Fired in the enemy's turn: it reloads through its side's next one.
    w.reloadAt[t] = w.playerTurnNo + 1;
    if (w.status[c] === FLEEING || !present(w.status, c)) w.declared[c] = -1;
  } else if (w.tracer !== null) {
    traceHolds(w, t, r === REACT_STAND_AND_SHOOT && reloading(w, t));
  }
}

/**
 * Movement a charge on face `face` of t costs unit c: the straight path to the contact
 * point plus the single wheel (§2.2), into `result`; Infinity when blocked. Leaves the
 * contact point in `pose` and the path in the segment register.
 */
/**
 * The face of t that c's charge strikes (§1.3): the zone c stands in — but a flyer's charge
 * comes down on the front, unless t is already engaged to its front (§8.3, RB p.70).
 */
export function chargeFace(w: Wfb4World, c: number, t: number): number {
  if (w.anyFlying && w.plan.fly[c] > 0 && !engagedFront(w.eng, t)) return FRONT;
  return diagonalFace(w.fp, t, c);
}

export function chargeCost(w: Wfb4World, c: number, t: number, face: number): void {
  contactPose(w.fp, t, face, w.pose);
  if (w.anyFlying && w.plan.fly[c] > 0) {
    // Through the air, over troops and terrain, turning as it likes (§8.3).
    aimAtPoint(w, c);
    w.result = w.seg.len;
    return;
  }
  wheelCost(w, c);
  const wheel = w.result;
  aimAtPoint(w, c);
  if (w.seg.len < EPS) {
    w.result = wheel;
    return;
  }
  if (segmentBlocked(w, c, t)) {
    w.result = Infinity;
    return;
  }
  segmentCost(w, c);
  w.result += wheel;
}

/**
 * Keep the charge of c on t that chargeCost() just costed — its cost, contact point and
 * path — for moveChargers(): the same until some unit moves or changes shape.
 */
export function keepCharge(w: Wfb4World, c: number, t: number): void {
  const k = w.kept;
  k[0] = w.result;
  k[1] = w.pose.x;
  k[2] = w.pose.y;
  k[3] = w.pose.facing;
  k[4] = w.seg.x;
  k[5] = w.seg.y;
  k[6] = w.seg.dx;
  k[7] = w.seg.dy;
  k[8] = w.seg.len;
  w.keptFrom = c;
  w.keptOn = t;
  w.keptAt = w.gaps.epoch;
}

/** Put back what chargeCost(c, t, …) would work out, if it was kept and nothing has moved since. */
export function keptCharge(w: Wfb4World, c: number, t: number): boolean {
  if (c !== w.keptFrom || t !== w.keptOn || w.gaps.epoch !== w.keptAt) return false;
  const k = w.kept;
  w.result = k[0];
  w.pose.x = k[1];
  w.pose.y = k[2];
  w.pose.facing = k[3];
  w.seg.x = k[4];
  w.seg.y = k[5];
  w.seg.dx = k[6];
  w.seg.dy = k[7];
  w.seg.len = k[8];
  return true;
}

export function moveChargers(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let c = w.sideFrom[side], stop = w.sideTo[side]; c < stop; c++) {
    const t = w.declared[c];
    if (t < 0 || p.side[c] !== side || w.status[c] !== READY) continue;
    if (!present(w.status, t)) {
      failedCharge(w, c, t);
      continue;
    }
    const reach = w.reach[c];
    if (w.status[t] === FLEEING) {
      // §3 and §12-4: the charger moves its full charge distance; contact destroys the fleers.
      const gap = w.gaps.gap[pairOf(w.gaps, c, t)];
      aimAtUnit(w, c, t);
      w.seg.len = gap;
      w.path.budget = p.flags.fleeingTargetChargeMove === 'full-charge' ? reach : p.fly[c] > 0 ? p.fly[c] : w.M[c];
      if (p.fly[c] > 0) w.result = gap; // through the air: no ground to pay for (§8.3)
      else segmentCost(w, c);
      const caught = w.result <= w.path.budget + EPS;
      if (!caught) {
        w.seg.len = gap - 1;
        segmentTravel(w, c);
      }
      const dist = caught ? gap : w.result;
      w.fp.x[c] += w.seg.dx * dist;
      w.fp.y[c] += w.seg.dy * dist;
      faceAlong(w.fp, c, w.seg);
      shape(w, c);
      w.moved[c] = 1;
      if (caught) {
        destroy(w, t);
        if (w.tracer !== null) traceCatchesFleeing(w, c, t, true, gap, dist);
      } else {
        w.noShoot[c] = 1;
        if (w.tracer !== null) traceCatchesFleeing(w, c, t, false, gap, dist);
      }
      continue;
    }
    // The zone is set by the charger's position at the start of its move (§1.3).
    const face = chargeFace(w, c, t);
    if (!keptCharge(w, c, t)) chargeCost(w, c, t, face);
    // A banner's rune takes D6" from a charge at its unit (AM p.37).
    const cut = w.anyBanner && flies(w, t, p.rule.chargeSlowed) ? rollD6(rng) : 0;
    if (w.result > reach - cut + EPS) {
      failedCharge(w, c, t, cut);
      continue;
    }
    if (cut > 0 && w.tracer !== null) traceChargeSlowed(w, c, t, cut);
    // chargeCost left the contact point in `pose` and the path in the segment.
    chargeHome(w, c, t, face);
  }
}

/**
 * c's charge reaches face `face` of t: c stands at the contact point left in `pose`, come along
 * the path in the segment (a wall across its end defends t, §5.4), and the two are engaged, c
 * charging.
 */
export function chargeHome(w: Wfb4World, c: number, t: number, face: number): void {
  // Behind a wall or hedge, or in a building (RB p.85), the defenders are hit only on 6s.
  const defended = obstacleAtEnd(w) || (w.anyBuilding && w.inBuilding[t] >= 0) ? 1 : 0;
  w.fp.x[c] = w.pose.x;
  w.fp.y[c] = w.pose.y;
  w.fp.facing[c] = w.pose.facing;
  shape(w, c);
  w.moved[c] = 1;
  engage(w, c, t, face, 1, defended);
  if (w.tracer !== null) traceChargesHome(w, c, t, face);
}

/**
 * A failed charge moves the normal M straight towards the target and forbids shooting (§3).
 * For a target still there, `result` holds what the charge needed (chargeCost()), for the trace;
 * `cut`, the inches a banner's rune took from its reach.
 */
export function failedCharge(w: Wfb4World, c: number, t: number, cut = 0): void {
  const needed = w.result;
  w.noShoot[c] = 1;
  if (t < 0 || !present(w.status, t)) return;
  aimAtUnit(w, c, t);
  if (w.seg.len < EPS) return;
  w.seg.len = w.gaps.gap[pairOf(w.gaps, c, t)] - 1;
  w.path.budget = w.M[c];
  segmentTravel(w, c);
  const dist = w.result;
  w.fp.x[c] += w.seg.dx * dist;
  w.fp.y[c] += w.seg.dy * dist;
  shape(w, c);
  w.moved[c] = 1;
  if (w.tracer !== null) traceChargeFallsShort(w, c, t, needed, dist, cut);
}

/** True when a wall, hedge or obstacle lies across the segment within 1" of its end: a defended line (§5.4). */
export function obstacleAtEnd(w: Wfb4World): boolean {
  const p = w.plan;
  for (let k = 0; k < p.terrain.count; k++) {
    if (p.terrain.kind[k] < TERRAIN_WALL) continue;
    if (crossing(w.seg, p.terrain, k) && w.seg.len - w.seg.at <= 1 + EPS) return true;
  }
  return false;
}
