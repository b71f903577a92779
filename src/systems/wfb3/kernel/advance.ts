/**
 * Moving towards the enemy (rules/wfb3.md §2.2, §2.5, §2.6): a unit turns to face its target
 * — its one free manoeuvre — and goes straight for it, halting 1" from any enemy in the
 * movement phase and 4" from any in the reserves phase. A unit told to hold stays put; an
 * unformed one is halted; one pursuing follows its routers instead (pursuit.ts).
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { ENGAGED, FLEEING, READY } from '../../rank-and-file/unit-state.ts';
import { MOVE_FALL_BACK, MOVE_HOLD, MOVE_TO_RANGE } from '../plan.ts';
import { fallBack } from './fall-back.ts';
import type { Rng } from '../../../core/rng.ts';
import { skids, wheelHolds } from './chariots.ts';
import { inFearRange } from './fear.ts';
import { changeFrontage, mayFace, newPhase } from './manoeuvres.ts';
import { shape, stationary } from './formation.ts';
import { nearestEnemy } from './nearest.ts';
import { dividedByObstacle, onDifficultGround, travelAhead } from './terrain.ts';
import { traceAdvances } from './trace.ts';
import { aloft, CLEAR, type Wfb3World } from './world.ts';
import { heightExtra } from './aerial.ts';
import { flankFrontage } from './mixed-ranks.ts';

/** Enemies on the table a move must keep its distance from: standing or fleeing, not gone. */
function onTable(w: Wfb3World, v: number): boolean {
  const s = w.status[v];
  return s === READY || s === ENGAGED || s === FLEEING;
}

/**
 * u turns to face t's centre about its own centre (unless `turn` is 0) and moves up to `w.dist`
 * straight ahead, stopping `halt` inches from the nearest enemy; it does not turn if even that
 * leaves it too close. Leaves the distance moved in `w.dist`.
 */
export function approach(w: Wfb3World, u: number, t: number, halt: number, turn: number): void {
  w.aimX = w.fp.cx[t];
  w.aimY = w.fp.cy[t];
  approachAim(w, u, halt, turn);
}

/** approach() towards the point (`w.aimX`, `w.aimY`): the point comes in through the world, a double passed to a call V8 does not inline being boxed. */
export function approachAim(w: Wfb3World, u: number, halt: number, turn: number): void {
  const fp = w.fp;
  let budget = w.dist;
  const x0 = fp.x[u];
  const y0 = fp.y[u];
  const f0 = fp.facing[u];
  const half = fp.d[u] * 0.5;
  const cx = fp.cx[u];
  const cy = fp.cy[u];
  const f = turn === 1 ? Math.atan2(w.aimX - cx, w.aimY - cy) : f0;
  // A chariot turns on its radius, the arc paid for out of its move (§6.1, G17).
  if (turn === 1 && w.plan.chariot[u] === 1) {
    let by = f - f0;
    by -= 2 * Math.PI * Math.round(by / (2 * Math.PI));
    budget -= (by < 0 ? -by : by) * w.plan.turnRadius[u];
    if (budget < 0) budget = 0;
  }
  fp.facing[u] = f;
  fp.x[u] = cx + Math.sin(f) * half;
  fp.y[u] = cy + Math.cos(f) * half;
  shape(w, u);
  let room = budget;
  for (let v = 0; v < w.n; v++) {
    // A flyer in the air halts no one (aerial.ts).
    if (w.plan.side[v] === w.plan.side[u] || !onTable(w, v) || aloft(w, v)) continue;
    const gap = w.gaps.gap[pairOf(w.gaps, u, v)] - halt;
    if (gap < room) room = gap;
  }
  if (room <= 0) {
    fp.x[u] = x0;
    fp.y[u] = y0;
    fp.facing[u] = f0;
    shape(w, u);
    w.dist = 0;
    return;
  }
  // Straight ahead as far as the ground lets it (§2.1).
  w.seg.len = room;
  w.dist = budget;
  travelAhead(w, u);
  fp.x[u] += fp.sin[u] * w.dist;
  fp.y[u] += fp.cos[u] * w.dist;
  shape(w, u);
}


/**
 * Whether u may move of its own will now: at liberty, formed, not held by fear, not stupid, not
 * in a shieldwall or square, not pursuing, told to advance — or to advance to range, and no enemy
 * in range yet — or, in the reserves phase, to fall back.
 */
function free(w: Wfb3World, u: number, reserves: boolean): boolean {
  // A flyer in the air flies instead (aerial.ts).
  if (w.status[u] !== READY || w.unformed[u] === 1 || w.held[u] === 1 || w.pursuing[u] >= 0 || w.stupid[u] !== CLEAR || stationary(w, u) || aloft(w, u)) return false;
  // A flyer that landed this turn used its move flying: it may make a reserve move (§2.6).
  if (!reserves && w.landedIn[u] === w.playerTurn) return false;
  const move = w.plan.move[u];
  if (move === MOVE_HOLD) return false;
  if (move === MOVE_FALL_BACK) return reserves;
  return move !== MOVE_TO_RANGE || !enemyInRange(w, u);
}

/** Whether some enemy on the table stands within u's missile range (in mixed ranks, the longer of its two types'). */
function enemyInRange(w: Wfb3World, u: number): boolean {
  const p = w.plan;
  const b = p.anyMixed === 1 ? p.mixedRow[u] : -1;
  const range = b >= 0 && p.missile.range[b] > p.missile.range[u] ? p.missile.range[b] : p.missile.range[u];
  for (let v = 0; v < w.n; v++) {
    if (w.plan.side[v] !== w.plan.side[u] && onTable(w, v) && w.gaps.gap[pairOf(w.gaps, u, v)] + (w.plan.anyFlyer === 1 ? heightExtra(w, u, v) : 0) <= range) return true;
  }
  return false;
}

/**
 * `side`'s units that did not charge advance their move towards the nearest enemy, halting 1"
 * from any (§2.5): first changing their frontage if told to, then facing the enemy — manoeuvres,
 * the second and third on a test (manoeuvres.ts).
 */
export function remainingMoves(w: Wfb3World, rng: Rng, side: number): void {
  for (let u = 0; u < w.n; u++) {
    if (w.plan.side[u] !== side || w.declared[u] >= 0 || !free(w, u, false)) continue;
    moveOn(w, rng, u, 1, false);
  }
}

/** u changes its frontage (if told to), faces the nearest enemy if it may, and moves its move towards it, halting `halt` from any enemy. */
function moveOn(w: Wfb3World, rng: Rng, u: number, halt: number, reserves: boolean): void {
  const t = nearestEnemy(w, u);
  if (t < 0) return;
  // A unit in mixed ranks with a type on its flanks widens or narrows the flanks' columns (mixed-ranks.ts).
  if (w.plan.anyMixed === 1 && w.flanked[u] === 1) flankFrontage(w, rng, u);
  else changeFrontage(w, rng, u);
  const turn = w.manoeuvreFailed[u] === 0 && mayFace(w, rng, u, t) ? 1 : 0;
  // A failed manoeuvre test halts the unit for the phase (§2.2).
  if (w.manoeuvreFailed[u] === 1) return;
  // A chariot turning on a damaged wheel may lose it, and halt (§6.1 result 8).
  if (turn === 1 && w.plan.chariot[u] === 1 && turnsTowards(w, u, t) && !wheelHolds(w, rng, u)) return;
  w.dist = w.M[u];
  approach(w, u, t, halt, turn);
  if (reserves) w.reserveMoved[u] = w.dist;
  else if (w.dist > 0) w.moved[u] = 1;
  if (w.tracer !== null && w.dist > 0) traceAdvances(w, u, t, reserves);
}

/** Whether facing t's centre turns u at all. */
function turnsTowards(w: Wfb3World, u: number, t: number): boolean {
  const fp = w.fp;
  let by = Math.atan2(fp.cx[t] - fp.cx[u], fp.cy[t] - fp.cy[u]) - fp.facing[u];
  by -= 2 * Math.PI * Math.round(by / (2 * Math.PI));
  return by > EPS || by < -EPS;
}

/** Within this of an enemy a unit halts in the reserves phase, and within this of routers it may not move (§2.6). */
const RESERVE_HALT = 4;

/**
 * The reserves phase (§2.6): `side`'s units at liberty move up to their move again, halting 4"
 * from any enemy, with the manoeuvres of a new phase; none moves within 4" of routers, within
 * the fear range of a creature it fears, after failing a fear test or a complex manoeuvre in the
 * movement phase, unformed, on difficult or very difficult ground (a wood too), or divided by an
 * obstacle.
 */
export function reservesPhase(w: Wfb3World, rng: Rng, side: number): void {
  newPhase(w, side);
  // A chariot on a broken axle skids on (§6.1 result 13).
  skids(w, rng, side);
  for (let u = 0; u < w.n; u++) {
    if (w.plan.side[u] !== side) continue;
    w.reserveMoved[u] = 0;
    if (!free(w, u, true) || w.noReserve[u] === 1) continue;
    // Of chariots, only light ones make reserve moves (§2.6, §6.1); of flyers, only one that landed this turn.
    if (w.plan.chariot[u] === 1 && w.plan.heavy[u] === 1) continue;
    if (w.plan.flyer.is[u] === 1 && w.landedIn[u] !== w.playerTurn) continue;
    let nearRouters = false;
    for (let r = 0; r < w.n; r++) {
      if (w.status[r] === FLEEING && w.gaps.gap[pairOf(w.gaps, u, r)] <= RESERVE_HALT) nearRouters = true;
    }
    if (nearRouters || inFearRange(w, u)) continue;
    // Nor does a unit on difficult or very difficult ground, or divided by an obstacle (§2.6).
    if (w.plan.terrain.count > 0 && (onDifficultGround(w, u) || dividedByObstacle(w, u))) continue;
    if (w.plan.move[u] === MOVE_FALL_BACK) fallBack(w, u);
    else moveOn(w, rng, u, RESERVE_HALT, true);
  }
}
