/**
 * The monster reaction table (rules/wfb4.md §8.2, RB p.69): when a monster's rider is slain it
 * rolls a D6 and behaves so for the rest of the game. Each result is a behaviour played here:
 *
 * 1. LEAVES: it takes to the air and is gone if it flies; else it heads for the closest table
 *    edge at full speed, charges no one, fights back if attacked, and once off the table
 *    does not return.
 * 2. ANY: it attacks the nearest troops, the enemy's when a friend is as close: it must charge
 *    them if it can (a friend is mauled at once, as a brawl, §7), else it moves at them as fast
 *    as it can.
 * 3. ENEMY: the same, at the nearest enemy.
 * 4. RANDOM: it moves in a random direction as compulsory movement, as far as it can, and
 *    charges the first troops of either side in its way within its charge reach.
 * 5. STAYS: it stays where it is, and charges enemies who come within its charge reach.
 * 6. GUARDS: it never moves, fights if engaged, and never pursues.
 *
 * The roll itself is made as the rider falls (characters.ts monsterReacts()).
 *
 * "As fast as it can" is a march (2×M) where a march is allowed, else its move (a flyer's
 * moves are its flights, advance.ts). Breath weapons, which no profile of the seed has, are not
 * played.
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import { offTable } from '../../../battlefield/footprints.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { BEARINGS, rollBearing } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { present, FLEEING, READY } from '../../rank-and-file/unit-state.ts';
import { brawl } from './brawl.ts';
import { fledOff } from './casualties.ts';
import { chargeable, chargeHome, declareCharge, react } from './charges.ts';
import { aimAtNearestEdge } from './flight.ts';
import { contactPose, diagonalFace } from '../../../battlefield/arcs.ts';
import { shape } from './footprint.ts';
import { advance } from './advance.ts';
import { nearestEnemy, nearestFriendWith } from './nearest.ts';
import { aimAhead, aimAtPoint, firstInTheWay, segmentTravel } from './terrain.ts';
import { traceMonsterLeaves, traceMonsterMoves, traceReactionCharge } from './trace.ts';
import { REACTION_ANY, REACTION_ENEMY, REACTION_LEAVES, REACTION_RANDOM, REACTION_STAYS } from '../plan.ts';
import type { Wfb4World } from './world.ts';


/**
 * The charges of `side`'s riderless monsters (§8.2), declared after the others: ANY, ENEMY and
 * STAYS charge their quarry when they can reach it — an enemy as any charge (fear and terror
 * tested, the target responding); ANY mauls a friend it reaches at once (a brawl, §7).
 */
export function reactionCharges(w: Wfb4World, rng: Rng, side: number): void {
  for (let c = w.sideFrom[side], stop = w.sideTo[side]; c < stop; c++) {
    const r = w.reaction[c];
    if (w.plan.side[c] !== side || w.status[c] !== READY || w.held[c] === 1) continue;
    if (r !== REACTION_ANY && r !== REACTION_ENEMY && r !== REACTION_STAYS) continue;
    const t = r === REACTION_ANY ? nearestTroops(w, c) : nearestEnemy(w, c, false);
    if (t < 0 || !chargeable(w, c, t)) continue;
    if (w.plan.side[t] !== w.plan.side[c]) {
      declareCharge(w, rng, c, t);
      continue;
    }
    if (w.tracer !== null) traceReactionCharge(w, c, t);
    brawl(w, rng, c, t);
    w.held[c] = 1;
    w.held[t] = 1;
  }
}

/**
 * The compulsory moves of `side`'s riderless monsters (§2.1 step 3): LEAVES runs for the
 * nearest edge, RANDOM lurches in a random direction and charges what it meets.
 */
export function reactionMoves(w: Wfb4World, rng: Rng, side: number): void {
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    const r = w.reaction[u];
    if (w.plan.side[u] !== side || w.status[u] !== READY || w.declared[u] >= 0 || w.held[u] === 1) continue;
    if (r === REACTION_LEAVES) leaveTheTable(w, u);
    else if (r === REACTION_RANDOM) {
      w.result = 2 * w.M[u];
      moveRandomly(w, rng, u);
    }
  }
}

/**
 * The other moves of riderless monster u (§2.2), instead of its tactics: ANY and ENEMY move at
 * their quarry as fast as they can; the others have moved already or stand still.
 */
export function reactionAdvance(w: Wfb4World, u: number): void {
  const r = w.reaction[u];
  if (r !== REACTION_ANY && r !== REACTION_ENEMY) return;
  const t = r === REACTION_ANY ? nearestTroops(w, u) : nearestEnemy(w, u, false);
  if (t >= 0) advance(w, u, t, r === REACTION_ENEMY && w.fleeingSkipped === 0, false);
}

/** The nearest troops of either side to u, on the table and not fleeing, the enemy's on a tie (§8.2 result 2); −1 for none. */
function nearestTroops(w: Wfb4World, u: number): number {
  const e = nearestEnemy(w, u, false);
  w.gaps.limit = Infinity;
  const f = nearestFriendWith(w, u, w.everyUnit, false);
  if (f < 0) return e;
  if (e >= 0 && w.gaps.gap[pairOf(w.gaps, u, e)] <= w.gaps.gap[pairOf(w.gaps, u, f)]) return e;
  return f;
}

/** LEAVES: u takes to the air if it flies, and is gone; else it makes for the nearest table edge, 2×M, and is gone once over it. */
function leaveTheTable(w: Wfb4World, u: number): void {
  const p = w.plan;
  if (p.fly[u] > 0) {
    fledOff(w, u);
    if (w.tracer !== null) traceMonsterLeaves(w, u);
    return;
  }
  aimAtNearestEdge(w, u);
  w.pose.x = w.fp.cx[u] + w.flight.dx[u] * 1000;
  w.pose.y = w.fp.cy[u] + w.flight.dy[u] * 1000;
  w.pose.facing = Math.atan2(w.flight.dx[u], w.flight.dy[u]);
  w.result = 2 * w.M[u];
  run(w, u);
  if (offTable(w.fp, u, w.table)) {
    fledOff(w, u);
    if (w.tracer !== null) traceMonsterLeaves(w, u);
  }
}

/**
 * A random move (RANDOM, and a crewless chariot's rampage, chariot-moves.ts): u turns to a
 * random direction (a scatter: one of 36, 10° apart) and goes straight on as many inches as the
 * caller left in `w.result` (not an argument: a double passed to a call V8 does not inline is
 * boxed); the first troops in its way within that it charges — an enemy reacts as to any
 * charge; a friend is mauled at once (a brawl).
 */
export function moveRandomly(w: Wfb4World, rng: Rng, u: number): void {
  const p = w.plan;
  const reach = w.result;
  w.fp.facing[u] = (rollBearing(rng) * 2 * Math.PI) / BEARINGS;
  shape(w, u);
  w.seg.len = reach;
  const met = firstInTheWay(w, u);
  if (met < 0) {
    w.seg.len = reach;
    aimAhead(w, u);
    w.pose.x = w.seg.x + w.seg.dx * 1000;
    w.pose.y = w.seg.y + w.seg.dy * 1000;
    w.pose.facing = w.fp.facing[u];
    w.result = reach;
    run(w, u);
    if (offTable(w.fp, u, w.table)) {
      fledOff(w, u);
      if (w.tracer !== null) traceMonsterLeaves(w, u);
    }
    return;
  }
  if (w.tracer !== null) traceReactionCharge(w, u, met);
  if (p.side[met] === p.side[u]) {
    brawl(w, rng, u, met);
    w.held[met] = 1;
    return;
  }
  w.declared[u] = met;
  react(w, rng, u, met);
  if (!present(w.status, met) || w.status[met] === FLEEING) return; // it fled: u stays where it turned
  const face = diagonalFace(w.fp, met, u);
  contactPose(w.fp, met, face, w.pose);
  aimAtPoint(w, u);
  chargeHome(w, u, met, face);
}

/** Move u towards the pose's point up to the distance the caller left in `w.result`, terrain slowing it, facing the way it goes. */
function run(w: Wfb4World, u: number): void {
  const dist = w.result;
  aimAtPoint(w, u);
  w.seg.len = dist;
  w.path.budget = dist;
  segmentTravel(w, u);
  if (w.result <= EPS) return;
  w.fp.facing[u] = w.pose.facing;
  w.fp.x[u] += w.seg.dx * w.result;
  w.fp.y[u] += w.seg.dy * w.result;
  if (w.tracer !== null) traceMonsterMoves(w, u, w.result);
  shape(w, u);
  w.moved[u] = 1;
}
