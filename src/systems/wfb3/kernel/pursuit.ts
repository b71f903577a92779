/**
 * Routers and their pursuers (rules/wfb3.md §4.11): routers flee twice their move every turn
 * (gap G15: directly away from the nearest enemy, in their side's movement phase); pursuers
 * follow at twice theirs (flag pursuitRate, gap G5), and while they keep base contact strike a
 * free hack after every move and in every combat phase. A pursuer that cannot keep up strikes
 * once more and halts unformed; one that wipes its routers out is unformed too; a restrained
 * pursuer with a leader may halt on an Ld test at −1; one that meets a fresh enemy stops to fight
 * it next turn.
 */
import { contactPose, diagonalFace } from '../../../battlefield/arcs.ts';
import { backToEdge } from '../../../battlefield/footprints.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import type { Rng } from '../../../core/rng.ts';
import { aimAway } from '../../rank-and-file/flight.ts';
import { DESTROYED, FLEEING, FLED_OFF, READY } from '../../rank-and-file/unit-state.ts';
import { PURSUE_RESTRAIN } from '../plan.ts';
import { freeHack } from './blows.ts';
import { destroy, woundUnit } from './casualties.ts';
import { engage } from './deployment.ts';
import { breakFormation, frontRank, shape, takePose, unform } from './formation.ts';
import { firstInWay, nearestEnemyCentre } from './nearest.ts';
import { panicRoutedThrough } from './panic.ts';
import { alongBearing, fleeDistance, fleeMove } from './flight.ts';
import { leadership } from './tests.ts';
import { traceFlees, traceHalts, traceHoldsBack, tracePursuitMeets, tracePursues } from './trace.ts';
import { SQUARE, UNHITCHED, type Wfb3World } from './world.ts';
import { hasLeader } from './characters.ts';
import { TEST_HALT, TEST_NOT_PURSUE, unitPasses } from './squadrons.ts';

/** Whether o pursues without a choice: frenzied, or hating its enemies (§5), or told to always. */
function mustPursue(w: Wfb3World, o: number): boolean {
  return w.frenzied[o] === 1 || w.plan.rule.hatred[o] === 1 || w.plan.pursue[o] !== PURSUE_RESTRAIN;
}

/**
 * o, whose enemy r has just routed from their combat (§4.11 4-5): it pursues, unless it may
 * and does pass an Ld test to stay. `models` of it struck the rout's free hack.
 */
export function pursueAfter(w: Wfb3World, rng: Rng, o: number, r: number, models: number): void {
  // A square cannot move, nor a wagon without its team: it stays where it is (§2.3, §6.1).
  if (w.formation[o] === SQUARE || (w.chariot[o] & UNHITCHED) !== 0) return;
  if (!mustPursue(w, o)) {
    const held = unitPasses(w, rng, o, TEST_NOT_PURSUE, leadership(w, o));
    if (w.tracer !== null) traceHoldsBack(w, o, r, held);
    if (held) return;
  }
  follow(w, rng, o, r, models);
}

/**
 * o follows r along its flight at o's pursuit rate. Keeping up, it stands right behind r and
 * strikes a free hack with every model in contact; falling behind, it strikes one more with
 * `models` and halts unformed; after routers gone off the table it halts at the edge, unformed.
 */
function follow(w: Wfb3World, rng: Rng, o: number, r: number, models: number): void {
  const p = w.plan;
  if (w.status[r] === DESTROYED) {
    // Another pursuer wiped them out: this one halts, unformed, where it stands.
    w.pursuing[o] = -1;
    unform(w, o);
    return;
  }
  const fp = w.fp;
  breakFormation(w, o);
  const dx = w.flight.dx[r];
  const dy = w.flight.dy[r];
  // Its pursuit along the routers' bearing (flight.ts alongBearing()).
  w.dist = p.flags.pursuitRate === 'double' ? p.rate[o] : p.M[o];
  alongBearing(w, o, r);
  const seg = w.seg;
  const dist = w.dist;
  fp.facing[o] = Math.atan2(dx, dy);
  // A fresh enemy in its way stops the pursuit (§4.11 7).
  let reach = dist;
  if (w.status[r] !== FLED_OFF && dist + EPS >= w.fled[r]) reach = (fp.x[r] - fp.sin[r] * fp.d[r] - seg.x) * dx + (fp.y[r] - fp.cos[r] * fp.d[r] - seg.y) * dy;
  w.dist = reach;
  if (runsIntoFreshEnemy(w, o, r)) return;
  if (w.status[r] === FLED_OFF) {
    fp.x[o] = seg.x + dx * dist;
    fp.y[o] = seg.y + dy * dist;
    shape(w, o);
    backToEdge(fp, o, w.table);
    shape(w, o);
    w.pursuing[o] = -1;
    unform(w, o);
    if (w.tracer !== null) tracePursues(w, o, r, 0);
    return;
  }
  if (dist + EPS >= w.fled[r]) {
    // Right behind the routers: its front on their rear edge.
    fp.x[o] = fp.x[r] - fp.sin[r] * fp.d[r];
    fp.y[o] = fp.y[r] - fp.cos[r] * fp.d[r];
    shape(w, o);
    const across = Math.ceil(fp.w[r] / p.baseW[o] - EPS);
    const front = frontRank(w, o);
    w.hackers[o] = across < front ? (across < 1 ? 1 : across) : front;
    w.pursuing[o] = r;
    if (w.tracer !== null) tracePursues(w, o, r, 1);
    hackRouters(w, rng, o, r, w.hackers[o]);
    return;
  }
  fp.x[o] = seg.x + dx * dist;
  fp.y[o] = seg.y + dy * dist;
  shape(w, o);
  w.pursuing[o] = -1;
  if (w.tracer !== null) tracePursues(w, o, r, 2);
  hackRouters(w, rng, o, r, models);
  unform(w, o);
}

/**
 * Whether pursuer o, about to follow r along `w.seg` as far as `w.dist`, meets an enemy not yet
 * in a fight on the way (§4.11 7): it stops in contact and the two are engaged — the enemy
 * staying where it is, the pursuer not charging — to fight their first round next turn, in which
 * the pursuer, pushed back, routs. Friends, routers and enemies already fighting are passed, as
 * before.
 */
function runsIntoFreshEnemy(w: Wfb3World, o: number, r: number): boolean {
  const fp = w.fp;
  // Its footprint turned to follow, its front where the way starts.
  fp.x[o] = w.seg.x;
  fp.y[o] = w.seg.y;
  shape(w, o);
  const t = firstInWay(w, o, 1, r);
  if (t < 0 || w.status[t] !== READY) return false;
  w.face = diagonalFace(fp, t, o);
  contactPose(fp, t, w.face, w.pose);
  takePose(w, o);
  w.pursuing[o] = -1;
  if (engage(w, o, t, w.face, 0) < 0) return true;
  w.caughtPursuing[o] = 1;
  // Not this turn's combat: next turn's.
  w.foughtIn[o] = w.playerTurn;
  w.foughtIn[t] = w.playerTurn;
  if (w.tracer !== null) tracePursuitMeets(w, o, t);
  return true;
}

/** o's free hack on its routers r; wiping them out leaves o unformed (§4.11 5). */
function hackRouters(w: Wfb3World, rng: Rng, o: number, r: number, models: number): void {
  woundUnit(w, r, freeHack(w, rng, o, r, models), -1, w.hackedRow);
  if (w.models[r] > 0) return;
  destroy(w, r);
  w.pursuing[o] = -1;
  unform(w, o);
}

/**
 * The routers of `side` flee again in its movement phase (gap G15): twice their move directly
 * away from the nearest enemy on the table. Their pursuers follow, unless a leader halts one on
 * an Ld test at −1 (restrained pursuers only); gone off the table, they leave their pursuers at
 * the edge.
 */
export function routersFlee(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let r = 0; r < w.n; r++) {
    if (p.side[r] !== side || w.status[r] !== FLEEING) continue;
    // Routers flee no routers.
    const e = nearestEnemyCentre(w, r, 0);
    if (e >= 0) {
      w.flight.fromX = w.fp.cx[e];
      w.flight.fromY = w.fp.cy[e];
      aimAway(w.flight, w.fp, r);
    }
    // Its pursuers, noted before it moves: fleeing off the table ends their pursuit.
    for (let o = 0; o < w.n; o++) w.chasing[o] = w.pursuing[o] === r ? 1 : 0;
    fleeDistance(w, r);
    fleeMove(w, r);
    w.fled[r] = w.dist;
    if (w.tracer !== null) traceFlees(w, r);
    panicRoutedThrough(w, rng, r);
    for (let o = 0; o < w.n; o++) {
      if (w.chasing[o] === 0) continue;
      if (w.status[r] !== FLED_OFF && p.pursue[o] === PURSUE_RESTRAIN && hasLeader(w, o) && w.frenzied[o] === 0 && p.rule.hatred[o] === 0) {
        const held = unitPasses(w, rng, o, TEST_HALT, leadership(w, o) - 1);
        if (w.tracer !== null) traceHalts(w, o, r, held);
        if (held) {
          w.pursuing[o] = -1;
          unform(w, o);
          continue;
        }
      }
      follow(w, rng, o, r, w.hackers[o]);
    }
  }
}

/** Pursuers in contact with their routers strike a free hack in every combat phase (§4.11 5). */
export function pursuersHack(w: Wfb3World, rng: Rng): void {
  for (let o = 0; o < w.n; o++) {
    const r = w.pursuing[o];
    if (r < 0 || w.status[o] !== READY || w.status[r] !== FLEEING) continue;
    hackRouters(w, rng, o, r, w.hackers[o]);
  }
}
