/**
 * Aerial movement (rules/wfb3.md §2.7; seed p.121-125): a flyer in the air flies between its
 * minimum and top speed, its speed rising by its acceleration a turn at most and falling by twice
 * it; it turns on an arc whose radius is the distance it flies, climbs a level for each 20" of
 * the move (or part) and dives one for each 10". It takes off at no more than its acceleration,
 * with no move on the ground that turn, and lands at attack level no faster than its
 * deceleration. Spent, droppers fly off the table to collect more missiles: after a full turn
 * away they come back on a D6 of 6 as each of their turns begins, or give up and come back at
 * their own edge. Routing in the air, it flees by air. Slower than its minimum speed, a flyer
 * crashes (crashing.ts).
 *
 * Aerial combat is not in the seed (G21): a flyer in the air fights no one and no one charges it;
 * it overflies units and terrain, which neither block nor halt it (aloft() in world.ts).
 *
 * Hot code for flyers only (plan.anyFlyer): integers in and out; a flight's distance, turn and
 * end pass through the world's registers (`dist`, `bend`, `endX`, `endY`).
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import { offTable } from '../../../battlefield/footprints.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, FLEEING, OFF_TABLE, present, READY } from '../../rank-and-file/unit-state.ts';
import { FLYER_CHANGES, LEVEL_ATTACK, LEVEL_GROUND, TARGET_NEVER } from '../plan.ts';
import { fledOff } from './casualties.ts';
import { shape } from './formation.ts';
import { nearestEnemyCentre } from './nearest.ts';
import { traceFlies, traceFlyerBack, traceFlyerGone, traceLands, traceTakesOff } from './trace-air.ts';
import { aloft, CLEAR, type Wfb3World } from './world.ts';

/** The widest a flight turns: an arc as wide as the move, run for the whole move, turns it a radian. */
const MAX_TURN = 1;
/** Inches between the speeds a flight is tried at, and radians between the turns. */
const SPEED_STEP = 0.5;
const TURN_STEP = 0.15;
const TURN_TRIES = 3;
/** Climbing, a level for each 20" flown or part; diving, one for each 10" (§2.7). */
const CLIMB_PER = 20;
const DIVE_PER = 10;
/** A landing flyer comes down this far from any enemy, as a move halts (advance.ts). */
const LAND_CLEAR = 1;
/** Within this of its aim a flyer has arrived: which way it then faces costs nothing. */
const ARRIVED = 1;
/** A goal far beyond the table, for a flyer leaving it. */
const FAR = 1000;

/** How far a shot from u to t counts beyond the gap between them (§3.5): 10" for each level t flies above u, and for each level below beyond the first two; attack level counts as the ground. */
export function heightExtra(w: Wfb3World, u: number, t: number): number {
  const a = w.level[u] > LEVEL_ATTACK ? w.level[u] - LEVEL_ATTACK : 0;
  const b = w.level[t] > LEVEL_ATTACK ? w.level[t] - LEVEL_ATTACK : 0;
  if (b > a) return 10 * (b - a);
  return a - b > 2 ? 10 * (a - b - 2) : 0;
}

/** `side`'s flyers make their moves in its movement phase (§2.7): those in the air fly, those on the ground due to take off do. */
export function flyersMove(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  if (p.anyFlyer === 0) return;
  const f = p.flyer;
  for (let u = 0; u < w.n; u++) {
    if (f.is[u] === 0 || p.side[u] !== side || w.status[u] !== READY || w.stupid[u] !== CLEAR || w.pursuing[u] >= 0) continue;
    if (aloft(w, u)) fly(w, u);
    else if (lastChange(w, u) === TAKE_OFF && w.unformed[u] === 0 && w.held[u] === 0) takeOff(w, u);
  }
}

/** lastChange()'s answers: no change told yet, a landing, a take-off. */
const NO_CHANGE = 0;
const LAND = 1;
const TAKE_OFF = 2;

/**
 * The last change between the air and the ground flyer u is told to make by now (its tactics
 * `land` and `takeOff`, plan.flyer.changes): from a landing's turn it comes down, from a
 * take-off's it goes up, until the next.
 */
function lastChange(w: Wfb3World, u: number): number {
  const changes = w.plan.flyer.changes;
  let last = NO_CHANGE;
  for (let k = u * FLYER_CHANGES, stop = k + FLYER_CHANGES; k < stop; k++) {
    const c = changes[k];
    if (c === 0 || c >> 1 > w.turn) break;
    last = (c & 1) === 1 ? LAND : TAKE_OFF;
  }
  return last;
}

/** Whether flyer u is to be on the ground now (lastChange()). */
function landing(w: Wfb3World, u: number): boolean {
  return lastChange(w, u) === LAND;
}

/**
 * Flyer u in the air flies its move: for the nearest table edge to collect missiles when spent,
 * else over the unit it drops things on, else to half its missile range short of the nearest
 * enemy on the ground (its shooting target if it names one) — landing, from its `land` turn, as
 * soon as it flies at attack level no faster than its deceleration.
 */
function fly(w: Wfb3World, u: number): void {
  const f = w.plan.flyer;
  const v = w.speed[u];
  let lo = v - 2 * f.acc[u];
  if (lo < f.min[u]) lo = f.min[u];
  let hi = v + f.acc[u];
  if (hi > f.top[u]) hi = f.top[u];
  const collecting = w.loads[u] === 0 && f.collect[u] === 1;
  const down = landing(w, u);
  // Coming down, it slows as fast as it may until it can land.
  if (down && v > 2 * f.acc[u] + EPS) hi = lo;
  aimOf(w, u, collecting, down);
  if (down && w.level[u] === LEVEL_ATTACK && v <= 2 * f.acc[u] + EPS && land(w, u)) return;
  w.slowest = lo;
  w.fastest = hi;
  chooseFlight(w, u, collecting ? 1 : 0);
  const from = w.level[u];
  flyTo(w, u, down ? LEVEL_ATTACK : f.keep[u]);
  if (w.tracer !== null) traceFlies(w, u, from);
  if (collecting && offTableCentre(w, u)) leaveToCollect(w, u);
}

/** Where flyer u makes for, into (`w.aimX`, `w.aimY`) (fly()). */
function aimOf(w: Wfb3World, u: number, collecting: boolean, down: boolean): void {
  const fp = w.fp;
  if (collecting) {
    nearestEdgeAim(w, u);
    return;
  }
  const p = w.plan;
  const dropping = w.loads[u] > 0 && p.flyer.dropOn[u] !== TARGET_NEVER && !down;
  const named = dropping ? p.flyer.dropOn[u] : down ? p.chargeTarget[u] : p.missile.target[u];
  const t = named >= 0 && onGround(w, named) ? named : nearestEnemyCentre(w, u, 1);
  if (t < 0) {
    // No enemy on the ground: it circles over the middle of the table.
    w.aimX = w.table.width * 0.5;
    w.aimY = w.table.depth * 0.5;
    return;
  }
  w.aimX = fp.cx[t];
  w.aimY = fp.cy[t];
  // A shooter makes for half its range short of its target, facing it (§3.3 long range).
  const short = dropping || down || p.missile.has[u] === 0 ? 0 : p.missile.range[u] * 0.5;
  if (short > 0) {
    const dx = fp.cx[u] - w.aimX;
    const dy = fp.cy[u] - w.aimY;
    const d = Math.sqrt(dx * dx + dy * dy);
    if (d > short) {
      w.aimX += (dx / d) * short;
      w.aimY += (dy / d) * short;
    } else {
      w.aimX = fp.cx[u];
      w.aimY = fp.cy[u];
    }
  }
}

/** An enemy flyers may make for: on the table, on the ground, not gone. */
function onGround(w: Wfb3World, t: number): boolean {
  const s = w.status[t];
  return (s === READY || s === ENGAGED || s === FLEEING) && !aloft(w, t);
}

/**
 * A point far beyond the table edge u reaches soonest, into (`w.aimX`, `w.aimY`): the nearest,
 * each radian it must turn to head for it counted as its minimum speed in flight (chooseFlight()).
 */
function nearestEdgeAim(w: Wfb3World, u: number): void {
  const x = w.fp.cx[u];
  const y = w.fp.cy[u];
  const turnCost = w.plan.flyer.min[u] / MAX_TURN;
  const f = w.fp.facing[u];
  // The edges in turn: left (facing −x), right (+x), near (−y), far (+y).
  let best = Infinity;
  let edge = 0;
  for (let e = 0; e < 4; e++) {
    const d = e === 0 ? x : e === 1 ? w.table.width - x : e === 2 ? y : w.table.depth - y;
    let turn = (e === 0 ? -0.5 : e === 1 ? 0.5 : e === 2 ? 1 : 0) * Math.PI - f;
    turn -= 2 * Math.PI * Math.round(turn / (2 * Math.PI));
    const cost = d + (turn < 0 ? -turn : turn) * turnCost;
    if (cost < best) {
      best = cost;
      edge = e;
    }
  }
  w.aimX = edge === 0 ? -FAR : edge === 1 ? w.table.width + FAR : x;
  w.aimY = edge === 2 ? -FAR : edge === 3 ? w.table.depth + FAR : y;
}

/**
 * Turn `th` kept within the widest a flight turns (MAX_TURN either way). Math.min and Math.max
 * keep it a double: in the bundle the module's constants are `var`s, and one assigned to a
 * double local made V8 box that local at every write (68 KB a simulation, measured).
 */
function within(th: number): number {
  return Math.min(MAX_TURN, Math.max(-MAX_TURN, th));
}

/**
 * Where a flight of `w.dist` inches from u's centre ends, turning `w.bend` radians (right
 * positive) on an arc whose radius is the distance flown, then straight on: into (`w.endX`,
 * `w.endY`). Hovering (no distance), it turns where it is.
 */
export function flightEnd(w: Wfb3World, u: number): void {
  const fp = w.fp;
  const s = w.dist;
  const th = w.bend;
  const f = fp.facing[u];
  const a = th < 0 ? -th : th;
  const lateral = (th < 0 ? -s : s) * (1 - Math.cos(a));
  const forward = s * Math.sin(a);
  const rest = s * (1 - a);
  const sf = Math.sin(f);
  const cf = Math.cos(f);
  w.endX = fp.cx[u] + cf * lateral + sf * forward + Math.sin(f + th) * rest;
  w.endY = fp.cy[u] - sf * lateral + cf * forward + Math.cos(f + th) * rest;
}

/**
 * The flight of u between `w.slowest` and `w.fastest` inches that leaves it least to fly to (`w.aimX`,
 * `w.aimY`), its centre on the table unless `offOk`: its distance into `w.dist` and its turn into
 * `w.bend`. What a flight leaves to fly: the distance from its end (flightEnd()'s arithmetic,
 * written out here so that the search keeps its doubles in registers); for each radian it must
 * still turn to face its aim, its minimum speed — the least it flies a radian's turn in — so a
 * flyer that overshot swings round instead of circling its aim; and the inches its next move
 * must overshoot by, flying no slower than its deceleration allows, so it slows as it comes near.
 */
function chooseFlight(w: Wfb3World, u: number, offOk: number): void {
  const lo = w.slowest;
  const hi = w.fastest;
  const fp = w.fp;
  const f = fp.facing[u];
  const cx = fp.cx[u];
  const cy = fp.cy[u];
  const sf = Math.sin(f);
  const cf = Math.cos(f);
  const gx = w.aimX;
  const gy = w.aimY;
  const fl = w.plan.flyer;
  const min = fl.min[u];
  const dec = 2 * fl.acc[u];
  let beta = Math.atan2(gx - cx, gy - cy) - f;
  beta -= 2 * Math.PI * Math.round(beta / (2 * Math.PI));
  let best = Infinity;
  let bestS = lo;
  let bestTh = 0;
  const steps = hi > lo ? Math.ceil((hi - lo) / SPEED_STEP) : 0;
  for (let k = 0; k <= steps; k++) {
    const s = lo + (k === steps ? hi - lo : k * SPEED_STEP);
    for (let j = -TURN_TRIES; j <= TURN_TRIES; j++) {
      const th = s === 0 ? beta : within(beta + j * TURN_STEP);
      const a = th < 0 ? -th : th;
      const lateral = (th < 0 ? -s : s) * (1 - Math.cos(a));
      const forward = s * Math.sin(a);
      const rest = s * (1 - a);
      const ex = cx + cf * lateral + sf * forward + Math.sin(f + th) * rest;
      const ey = cy - sf * lateral + cf * forward + Math.cos(f + th) * rest;
      const dx = gx - ex;
      const dy = gy - ey;
      const d = Math.sqrt(dx * dx + dy * dy);
      let score = d;
      if (d > ARRIVED) {
        let left = Math.atan2(dx, dy) - f - th;
        left -= 2 * Math.PI * Math.round(left / (2 * Math.PI));
        const next = s - dec > min ? s - dec : min;
        score += ((left < 0 ? -left : left) * min) / MAX_TURN + (next > d ? next - d : 0);
      }
      if (offOk === 0 && (ex < 0 || ey < 0 || ex > w.table.width || ey > w.table.depth)) score += FAR;
      if (score < best) {
        best = score;
        bestS = s;
        bestTh = th;
      }
      if (s === 0) break;
    }
  }
  w.dist = bestS;
  w.bend = bestTh;
}

/** u's centre to (`w.endX`, `w.endY`), facing `w.bend` from its facing now. */
export function placeAtEnd(w: Wfb3World, u: number): void {
  const fp = w.fp;
  const f = fp.facing[u] + w.bend;
  const half = fp.d[u] * 0.5;
  fp.facing[u] = f - 2 * Math.PI * Math.round(f / (2 * Math.PI));
  fp.x[u] = w.endX + Math.sin(f) * half;
  fp.y[u] = w.endY + Math.cos(f) * half;
  shape(w, u);
}

/** u flies the flight in `w.dist` and `w.bend`, climbing or diving towards level `to` as far as its distance lets it (§2.7); its speed is the distance. */
export function flyTo(w: Wfb3World, u: number, to: number): void {
  const s = w.dist;
  flightEnd(w, u);
  placeAtEnd(w, u);
  w.speed[u] = s;
  w.dist = s;
  if (s > 0) w.moved[u] = 1;
  const l = w.level[u];
  // Hovering, it moves a level up or down (§2.7).
  if (to > l) {
    const up = s > 0 ? Math.ceil(s / CLIMB_PER) : 1;
    w.level[u] = l + up < to ? l + up : to;
  } else if (to < l) {
    const dive = s > 0 ? Math.ceil(s / DIVE_PER) : 1;
    w.level[u] = l - dive > to ? l - dive : to;
  }
}

/** Whether u's centre is off the table. */
function offTableCentre(w: Wfb3World, u: number): boolean {
  const x = w.fp.cx[u];
  const y = w.fp.cy[u];
  return x < 0 || y < 0 || x > w.table.width || y > w.table.depth;
}

/**
 * Flyer u at attack level, no faster than its deceleration, lands (§2.7): it flies on no
 * further than its speed, turning as it flies, and comes down where its move ends nearest its
 * aim clear of every unit on the ground, on the table, and 1" from any enemy — or, with no such
 * place, it does not land this turn. On the ground, it may make a reserve move this turn (§2.6).
 */
function land(w: Wfb3World, u: number): boolean {
  const fp = w.fp;
  const x = fp.x[u];
  const y = fp.y[u];
  const f = fp.facing[u];
  const gx = w.aimX;
  const gy = w.aimY;
  let beta = Math.atan2(gx - fp.cx[u], gy - fp.cy[u]) - f;
  beta -= 2 * Math.PI * Math.round(beta / (2 * Math.PI));
  const v = w.speed[u];
  let best = Infinity;
  let bestS = -1;
  let bestTh = 0;
  const steps = Math.ceil(v / SPEED_STEP);
  for (let k = 0; k <= steps; k++) {
    const s = k === steps ? v : k * SPEED_STEP;
    for (let j = -TURN_TRIES; j <= TURN_TRIES; j++) {
      const th = s === 0 ? beta : within(beta + j * TURN_STEP);
      w.dist = s;
      w.bend = th;
      flightEnd(w, u);
      const dx = w.endX - gx;
      const dy = w.endY - gy;
      const score = dx * dx + dy * dy;
      if (score >= best) continue;
      placeAtEnd(w, u);
      const clear = landsClear(w, u);
      fp.x[u] = x;
      fp.y[u] = y;
      fp.facing[u] = f;
      shape(w, u);
      if (!clear) continue;
      best = score;
      bestS = s;
      bestTh = th;
    }
  }
  if (bestS < 0) return false;
  w.dist = bestS;
  w.bend = bestTh;
  flightEnd(w, u);
  placeAtEnd(w, u);
  w.level[u] = LEVEL_GROUND;
  w.speed[u] = 0;
  w.landedIn[u] = w.playerTurn;
  if (bestS > 0) w.moved[u] = 1;
  w.dist = bestS;
  if (w.tracer !== null) traceLands(w, u);
  return true;
}

/** Whether u, placed, stands on the table clear of every unit on the ground, and at least LAND_CLEAR from any enemy there. */
function landsClear(w: Wfb3World, u: number): boolean {
  if (offTable(w.fp, u, w.table)) return false;
  for (let v = 0; v < w.n; v++) {
    if (v === u || !present(w.status, v) || aloft(w, v)) continue;
    const g = w.gaps.gap[pairOf(w.gaps, u, v)];
    if (g <= EPS || (w.plan.side[v] !== w.plan.side[u] && g < LAND_CLEAR)) return false;
  }
  return true;
}

/**
 * Flyer u on the ground takes off (§2.7): no move on the ground this turn; it rises to attack
 * level — and on, by its distance, towards the level it keeps — flying no faster than its
 * acceleration, towards its aim.
 */
function takeOff(w: Wfb3World, u: number): void {
  const f = w.plan.flyer;
  aimOf(w, u, false, false);
  w.slowest = f.min[u];
  w.fastest = f.acc[u] < f.top[u] ? f.acc[u] : f.top[u];
  chooseFlight(w, u, 0);
  w.level[u] = LEVEL_ATTACK;
  flyTo(w, u, f.keep[u]);
  if (w.tracer !== null) traceTakesOff(w, u);
}

/** Spent flyer u has flown off the table to collect missiles (§2.7): it waits off it from this game turn. */
function leaveToCollect(w: Wfb3World, u: number): void {
  w.status[u] = OFF_TABLE;
  w.offSince[u] = w.turn;
  if (w.tracer !== null) traceFlyerGone(w, u);
}

/**
 * As `side`'s turn begins, its flyers away collecting missiles (§2.7) — a full turn off the
 * table behind them — come back on a D6 of 6, carrying their load again, where they left; or,
 * their tactic `giveUp` rolls failed, come back at their own table edge carrying nothing.
 */
export function flyersReturn(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  if (p.anyFlyer === 0) return;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || w.status[u] !== OFF_TABLE || w.offSince[u] === 0 || w.turn < w.offSince[u] + 2) continue;
    const giveUp = p.flyer.giveUp[u];
    if (giveUp > 0 && w.turn - w.offSince[u] - 1 > giveUp) {
      backOnTable(w, u, 1);
      if (w.tracer !== null) traceFlyerBack(w, u, 0, 1);
      continue;
    }
    const roll = rollD6(rng);
    if (roll === 6) {
      w.loads[u] = p.flyer.carry[u];
      backOnTable(w, u, 0);
    }
    if (w.tracer !== null) traceFlyerBack(w, u, roll, 0);
  }
}

/**
 * Flyer u comes back onto the table, its centre just inside the edge it left by — or, `own` 1,
 * its own side's edge (the one behind its side's deployment) — facing into the table.
 */
function backOnTable(w: Wfb3World, u: number, own: number): void {
  const fp = w.fp;
  const W = w.table.width;
  const D = w.table.depth;
  const half = fp.d[u] * 0.5;
  let x = fp.cx[u] < half ? half : fp.cx[u] > W - half ? W - half : fp.cx[u];
  let y = fp.cy[u] < half ? half : fp.cy[u] > D - half ? D - half : fp.cy[u];
  let face = 0;
  if (own === 1) {
    const back = ownEdgeFar(w, u);
    y = back ? D - half : half;
    face = back ? Math.PI : 0;
  } else if (fp.cx[u] < 0) face = Math.PI / 2;
  else if (fp.cx[u] > W) face = -Math.PI / 2;
  else if (fp.cy[u] > D) face = Math.PI;
  if (x < half) x = half;
  w.status[u] = READY;
  w.offSince[u] = 0;
  fp.facing[u] = face;
  fp.x[u] = x + Math.sin(face) * half;
  fp.y[u] = y + Math.cos(face) * half;
  shape(w, u);
}

/** Whether u's side deployed towards the far table edge (+y): its own edge is then the far one. */
function ownEdgeFar(w: Wfb3World, u: number): boolean {
  const p = w.plan;
  let sum = 0;
  let k = 0;
  for (let v = 0; v < w.n; v++) {
    if (p.side[v] !== p.side[u] || p.waits[v] === 1) continue;
    sum += p.y[v];
    k++;
  }
  return k > 0 && sum / k > w.table.depth * 0.5;
}

/**
 * Routing flyer u in the air flees (§4.11): as fast as it may — its speed up by its acceleration
 * to its top speed — turning on its arc towards its bearing of flight; off the table it is gone.
 * Its distance into `w.dist`.
 */
export function fleeAloft(w: Wfb3World, u: number): void {
  const f = w.plan.flyer;
  let s = w.speed[u] + f.acc[u];
  if (s > f.top[u]) s = f.top[u];
  let th = Math.atan2(w.flight.dx[u], w.flight.dy[u]) - w.fp.facing[u];
  th -= 2 * Math.PI * Math.round(th / (2 * Math.PI));
  w.dist = s;
  w.bend = within(th);
  flyTo(w, u, w.level[u]);
  if (offTable(w.fp, u, w.table)) fledOff(w, u);
}
