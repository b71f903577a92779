/**
 * Evade (rules/warmaster.md §3.2): full pace directly away from the enemy, ending 1 cm clear,
 * bursting through an unengaged friend in the way.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import type { Rng } from '../../../core/rng.ts';
import { MAX_STANDS, M_WAR_WAGON, OPEN } from '../plan.ts';
import { confuse } from './confusion.ts';
import { engaged } from './contact.ts';
import { hx, hy, offEdge } from './footprint.ts';
import { paceOf } from './formation.ts';
import { leaveTableRoll } from './leaving-the-table.ts';
import { ray } from './ray.ts';
import { traceBurstsThrough, traceEvades } from './trace.ts';
import { awayFrom, maxTravel, shift } from './travel.ts';
import { wagonSetOff } from './war-wagon.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * Evade (§3.2): full pace directly away from v, ending at least 1 cm from enemies. An
 * unengaged friend in the way is burst through when the move carries the evader out beyond
 * it (nothing else in the way); that friend is confused, and recovers at the end of this
 * Command phase (§3.2, §6.1 (1)). Otherwise the evade halts against it. A War Wagon evades
 * only with its team, from laager at half pace, ending in column (§11.10). A blunder's
 * "Thousands of 'em!" moves the same way, along its own direction and distance (evadeWant).
 */
export function evade(w: WarmasterWorld, rng: Rng, u: number, v: number): void {
  const p = w.plan;
  const pace = paceOf(w, u);
  let want = pace;
  // A caller's own direction and distance (evadeWant, §2.5), kept past a War Wagon setting off.
  const preset = w.evadeWant >= 0;
  const px = w.dirX;
  const py = w.dirY;
  if (preset) {
    want = w.evadeWant;
    w.evadeWant = -1;
  }
  if (p.machine[u] === M_WAR_WAGON && !wagonSetOff(w, u)) return;
  if (preset) {
    w.dirX = px;
    w.dirY = py;
  } else awayFrom(w, u, v);
  const dx = w.dirX;
  const dy = w.dirY;
  let left = want;
  for (let guard = 0; guard <= w.n && left > EPS; guard++) {
    w.rdx = dx;
    w.rdy = dy;
    w.mDist = left;
    maxTravel(w, u, true, -1);
    const d = w.travel;
    const blocker = w.hitUnit;
    w.tx = dx * d;
    w.ty = dy * d;
    shift(w, u);
    left -= d;
    if (blocker < 0 || left <= EPS || p.side[blocker] !== p.side[u] || engaged(w, blocker)) break;
    w.rdx = dx;
    w.rdy = dy;
    w.mDist = left;
    if (!passThrough(w, u, blocker)) break;
    left -= w.travel;
    confuse(w, blocker);
    if (w.tracer !== null) traceBurstsThrough(w, u, blocker);
  }
  w.coverNow[u] = OPEN;
  if (w.tracer !== null) traceEvades(w, u, v, want, left);
  if (offEdge(w, u)) leaveTableRoll(w, rng, u, false);
}

/**
 * Whether u, going along (rdx, rdy), can walk right through `friend` and out beyond it within
 * mDist, nothing else being in the way; if so it goes there and `travel` is the distance.
 */
export function passThrough(w: WarmasterWorld, u: number, friend: number): boolean {
  const dx = w.rdx;
  const dy = w.rdy;
  const limit = w.mDist;
  const ex = hx(w, u) + hx(w, friend);
  const ey = hy(w, u) + hy(w, friend);
  let out = 0;
  for (let i = 0; i < MAX_STANDS; i++) {
    const a = u * MAX_STANDS + i;
    if (!w.sAlive[a]) continue;
    for (let j = 0; j < MAX_STANDS; j++) {
      const b = friend * MAX_STANDS + j;
      if (!w.sAlive[b]) continue;
      w.rox = w.sx[a];
      w.roy = w.sy[a];
      w.rdx = dx;
      w.rdy = dy;
      w.rex = ex;
      w.rey = ey;
      ray(w, b);
      if (w.rT < Infinity && w.rT2 > out) out = w.rT2;
    }
  }
  if (out > limit + EPS) return false;
  w.rdx = dx;
  w.rdy = dy;
  w.mDist = out;
  maxTravel(w, u, true, friend); // an evade ends 1 cm clear of enemies, beyond the friend too (§3.2)
  if (w.travel < out - EPS) return false;
  w.tx = dx * out;
  w.ty = dy * out;
  shift(w, u);
  w.coverNow[u] = OPEN;
  w.travel = out;
  return true;
}
