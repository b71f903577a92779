/**
 * Making way (rules/warmaster.md §6.3): unengaged friends in the path of a unit driven back,
 * retreating or falling back move back or aside, in chains, each testing for confusion.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import type { Rng } from '../../../core/rng.ts';
import { MAX_STANDS, M_BELL, M_WAR_WAGON, OPEN } from '../plan.ts';
import { confuse, confusionDie } from './confusion.ts';
import { engaged } from './contact.ts';
import { hx, hy, offEdge, onTable } from './footprint.ts';
import { ray } from './ray.ts';
import { traceMakesWay } from './trace.ts';
import { maxTravel, shift } from './travel.ts';
import { wagonMobile } from './war-wagon.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * `friend` may make way (§6.3): unengaged, and not a unit that cannot move of its own accord
 * — the Screaming Bell (§11.7), a War Wagon in laager or without its team (§11.10).
 */
export function mayMakeWay(w: WarmasterWorld, friend: number): boolean {
  const p = w.plan;
  if (p.machine[friend] === M_BELL || !onTable(w, friend)) return false;
  if (p.machine[friend] === M_WAR_WAGON && (w.laager[friend] === 1 || !wagonMobile(w, friend))) return false;
  return !engaged(w, friend);
}

/**
 * `friend` makes way for u, which is to move mDist along (rdx, rdy) (§6.3), and the friends it
 * runs into make way for it in turn (yieldTo): the whole chain is settled first, then every
 * unit moved tests for confusion on a D6 of 6 and u once for each of them (§6.1 (5), (7),
 * §13 A5). False when it cannot: an unyielding friend, and nothing has moved.
 */
export function makeWay(w: WarmasterWorld, rng: Rng, u: number, friend: number): boolean {
  w.wayLogN = 0;
  w.wayMovedN = 0;
  w.wayAsked[u] = 1; // the mover is never asked to make way for its own push
  w.wayAsked[friend] = 1;
  if (!yieldTo(w, u, friend)) return false;
  for (let i = 0; i < w.wayMovedN; i++) {
    const x = w.wayMoved[i];
    w.coverNow[x] = OPEN;
    if (confusionDie(w, rng) === 6) confuse(w, x);
    if (confusionDie(w, rng) === 6) confuse(w, u);
    if (w.tracer !== null) traceMakesWay(w, x);
  }
  return true;
}

/**
 * `friend` makes way for m, which is to move mDist along (rdx, rdy) (§6.3): it moves back,
 * keeping pace with m the same way; or, with no room for that, aside — the shortest sideways
 * move that takes it clear of m's path, to whichever side has room, the nearer first. Its
 * formation and facing are kept (the rule lets a unit moving aside re-form: not played).
 * Friends in its own way may make way for it in turn (wayMove). On success `friend` goes on the
 * wayMoved list (after the friends that made way for it); on failure nothing has moved.
 */
export function yieldTo(w: WarmasterWorld, m: number, friend: number): boolean {
  // No arithmetic on doubles here: this routine is seldom hot enough for V8 to optimise it,
  // and the interpreter boxes them (wayMove leaves rdx, rdy, mDist as they were).
  if (wayMove(w, friend, m, 0)) {
    wayDone(w, friend, m, 0);
    return true;
  }
  if (wayMove(w, friend, m, 1)) {
    wayDone(w, friend, m, 1);
    return true;
  }
  return false;
}

/** `friend` made way for m (aside: 1) — on the list for the confusion tests of makeWay. */
export function wayDone(w: WarmasterWorld, friend: number, m: number, aside: number): void {
  w.wayMoved[w.wayMovedN++] = friend;
  w.wayFor[friend] = m;
  w.wayAside[friend] = aside;
}

/**
 * `friend` makes way for m, which is to move mDist along (rdx, rdy) (fields, not arguments: a double
 * passed to a call that is not inlined is boxed), ignoring m, ending wholly on the table: back
 * along m's line by mDist (aside 0), or aside (1) — the shortest sideways move that takes it
 * clear of m's path, to whichever side has room, the nearer first. Each unengaged friend it
 * runs into that may make way and was not yet asked in this push makes way for it in turn
 * (§6.3 chains; at most one ask per unit, so at most n steps). True when it gets there, with
 * its own move left in (rdx, rdy, mDist); otherwise every move since the call is undone,
 * (rdx, rdy, mDist) are as they were, and false. Both ways are one routine because moving
 * aside is seldom needed: a routine called that seldom stays in V8's interpreter, which boxes
 * every double, while this one is called for every friend that makes way.
 */
export function wayMove(w: WarmasterWorld, friend: number, m: number, aside: number): boolean {
  const p = w.plan;
  const dx = w.rdx;
  const dy = w.rdy;
  const dist = w.mDist;
  // Aside: how far each sideways move, along (−dy, dx) and along (dy, −dx), must go to clear the path.
  let needL = 0;
  let needR = 0;
  if (aside === 1) {
    const ex = hx(w, m) + hx(w, friend);
    const ey = hy(w, m) + hy(w, friend);
    const along = ex * Math.abs(dx) + ey * Math.abs(dy);
    const across = ex * Math.abs(dy) + ey * Math.abs(dx);
    for (let i = 0; i < MAX_STANDS; i++) {
      const a = m * MAX_STANDS + i;
      if (!w.sAlive[a]) continue;
      for (let j = 0; j < MAX_STANDS; j++) {
        const b = friend * MAX_STANDS + j;
        if (!w.sAlive[b]) continue;
        const rx = w.sx[b] - w.sx[a];
        const ry = w.sy[b] - w.sy[a];
        const t = rx * dx + ry * dy;
        if (t + along <= EPS || t - along >= dist - EPS) continue;
        const o = -rx * dy + ry * dx;
        if (across - o > needL) needL = across - o;
        if (across + o > needR) needR = across + o;
      }
    }
  }
  const logMark = w.wayLogN;
  const movedMark = w.wayMovedN;
  for (let attempt = 0; attempt <= aside; attempt++) {
    let mx = dx;
    let my = dy;
    let go = dist;
    if (aside === 1) {
      const left = (attempt === 0) === (needL <= needR);
      go = left ? needL : needR;
      if (go <= EPS) continue;
      mx = left ? -dy : dy;
      my = left ? dx : -dx;
    }
    let done = 0;
    for (let guard = 0; guard <= w.n; guard++) {
      w.rdx = mx;
      w.rdy = my;
      w.mDist = go - done;
      maxTravel(w, friend, true, m);
      const t = w.travel;
      const x = w.hitUnit;
      if (t > 0) {
        w.tx = mx * t;
        w.ty = my * t;
        wayShift(w, friend);
        done += t;
      }
      if (done >= go - EPS) {
        if (offEdge(w, friend)) break; // no room on the table
        w.rdx = mx;
        w.rdy = my;
        w.mDist = go;
        return true;
      }
      if (x < 0 || p.side[x] !== p.side[friend] || w.wayAsked[x] || !mayMakeWay(w, x)) break;
      w.wayAsked[x] = 1; // each unit is asked once in a push
      w.rdx = mx;
      w.rdy = my;
      w.mDist = go - done;
      if (!yieldTo(w, friend, x)) break;
    }
    // Undo, newest first, restoring the stands exactly.
    for (let i = w.wayLogN - 1; i >= logMark; i--) {
      const v = w.wayLogU[i];
      for (let k = 0; k < MAX_STANDS; k++) {
        w.sx[v * MAX_STANDS + k] = w.wayLogX[i * MAX_STANDS + k];
        w.sy[v * MAX_STANDS + k] = w.wayLogY[i * MAX_STANDS + k];
      }
    }
    w.wayLogN = logMark;
    w.wayMovedN = movedMark;
  }
  w.rdx = dx;
  w.rdy = dy;
  w.mDist = dist;
  return false;
}

/** shift(friend), logging where the friend's stands were so that wayMove can undo it. */
export function wayShift(w: WarmasterWorld, friend: number): void {
  const i = w.wayLogN++;
  for (let k = 0; k < MAX_STANDS; k++) {
    w.wayLogX[i * MAX_STANDS + k] = w.sx[friend * MAX_STANDS + k];
    w.wayLogY[i * MAX_STANDS + k] = w.sy[friend * MAX_STANDS + k];
  }
  w.wayLogU[i] = friend;
  shift(w, friend);
}

/** Some stand of u would cross a stand of `friend` moving mDist along (rdx, rdy). */
export function inPath(w: WarmasterWorld, u: number, friend: number): boolean {
  const dx = w.rdx;
  const dy = w.rdy;
  const dist = w.mDist;
  const ex = hx(w, u) + hx(w, friend) - EPS;
  const ey = hy(w, u) + hy(w, friend) - EPS;
  for (let k = 0; k < MAX_STANDS; k++) {
    const s = u * MAX_STANDS + k;
    if (!w.sAlive[s]) continue;
    for (let j = 0; j < MAX_STANDS; j++) {
      const b = friend * MAX_STANDS + j;
      if (!w.sAlive[b]) continue;
      w.rox = w.sx[s];
      w.roy = w.sy[s];
      w.rdx = dx;
      w.rdy = dy;
      w.rex = ex;
      w.rey = ey;
      ray(w, b);
      if (w.rT < dist - EPS) return true;
    }
  }
  return false;
}
