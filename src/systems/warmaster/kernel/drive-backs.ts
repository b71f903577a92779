/**
 * Drive backs (rules/warmaster.md §4.4): a D6 per hit from the closest unit that shot, less
 * the first hits for cover, confusion on a 6, rout beyond the full pace; and pushing a unit
 * back against what stands in its way.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ART_TREBUCHET, DEFENDED, FORTIFIED, M_STEAM_TANK, OPEN } from '../plan.ts';
import { destroy } from './casualties.ts';
import { confuse, confusionDie } from './confusion.ts';
import { engaged } from './contact.ts';
import { coverOf, terrainCover } from './defended.ts';
import { offEdge } from './footprint.ts';
import { gapOf } from './gaps.ts';
import { leaveTableRoll } from './leaving-the-table.ts';
import { makeWay, mayMakeWay } from './making-way.ts';
import { DESTROYED, ROUTED } from './status.ts';
import { traceDrivenBack, traceLaagerNotDrivenBack, traceNotDrivenBack, traceRouts } from './trace.ts';
import { awayFrom, maxTravel, shift } from './travel.ts';
import { inLaager } from './war-wagon.ts';
import type { WarmasterWorld } from './world.ts';

/** u shot at v this phase: u drives it back when it is the closest unit that did (§4.4, §13 A7). */
export function noteDriver(w: WarmasterWorld, u: number, v: number): void {
  if (w.driver[v] < 0) {
    w.driver[v] = u;
    return;
  }
  gapOf(w, u, v);
  const mine = w.gv;
  gapOf(w, w.driver[v], v);
  if (mine < w.gv) w.driver[v] = u;
}

/** Drive back (§4.4): a D6 per hit, less the first one or two for cover. */
export function driveBack(w: WarmasterWorld, rng: Rng, v: number): void {
  const p = w.plan;
  if (engaged(w, v)) return;
  // One stand in a defended position is enough to ignore the first hit (§4.4, §5.11).
  let cover = coverOf(w, v, w.driver[v]);
  if (cover === OPEN && terrainCover(w, v, w.driver[v], true)) cover = DEFENDED;
  let dice = w.phaseHits[v] - (cover === FORTIFIED ? 2 : cover === DEFENDED ? 1 : 0);
  if (dice <= 0) return;
  let total = 0;
  let six = false;
  let chukka = w.chukkaDice[v];
  while (dice-- > 0) {
    const r = rollD6(rng);
    total += r;
    if (r === 6 || (chukka > 0 && r >= 4)) six = true; // Skull Chukka dice confuse on 4–6 (§4.4)
    chukka--;
  }
  if (p.art[v] === ART_TREBUCHET) {
    if (six) destroy(w, v, DESTROYED); // the crew flee (§4.6)
    return;
  }
  if (p.machine[v] === M_STEAM_TANK) {
    if (six) w.confused[v] = 1; // rolls, but is never driven back (§11.1)
    return;
  }
  if (inLaager(w, v)) {
    // Never driven back or routed; its dice (one fewer, defended) still confuse on a 6 (§4.4, §11.10).
    if (six) confuse(w, v);
    if (w.tracer !== null) traceLaagerNotDrivenBack(w, v, six);
    return;
  }
  if (p.rule.noDriveBack[v] === 1) {
    if (w.tracer !== null) traceNotDrivenBack(w, v);
    return;
  }
  if (six) confuse(w, v);
  if (total > p.pace[v] || (p.flags.routThreshold === 'equal-or-greater' && total === p.pace[v])) {
    if (w.tracer !== null) traceRouts(w, v, total);
    destroy(w, v, ROUTED);
    return;
  }
  // Straight back from the closest stand that shot at it, keeping its facing.
  awayFrom(w, v, w.driver[v]);
  const dx = w.dirX;
  const dy = w.dirY;
  w.rdx = dx;
  w.rdy = dy;
  w.mDist = total;
  pushBack(w, rng, v);
  const go = w.travel;
  w.coverNow[v] = OPEN;
  if (go < total - EPS && w.hitUnit >= 0) confuse(w, v); // §6.1 (4), (6)
  // Halted at the edge of terrain it cannot enter: confused on a D6 of 6, its own die (§4.4, §6.1 (3), §13 A5).
  else if (go < total - EPS && w.hitTerrain >= 0 && confusionDie(w, rng) === 6) confuse(w, v);
  if (w.tracer !== null) traceDrivenBack(w, v, go, total);
  if (offEdge(w, v)) leaveTableRoll(w, rng, v, false);
}

/**
 * u is pushed mDist along (rdx, rdy) — a drive back, or a fall back short of its least die
 * (§4.4, §5.9): unengaged friends it meets may make way (§6.3); it halts against anything
 * else, 1 cm short of enemies. The distance gone goes to `travel`, what halted it (if
 * anything) to hitUnit or hitTerrain.
 */
export function pushBack(w: WarmasterWorld, rng: Rng, u: number): void {
  const p = w.plan;
  const dx = w.rdx;
  const dy = w.rdy;
  const total = w.mDist;
  let go = 0;
  let blocker = -1;
  let wall = -1;
  w.moveDie = 0; // a new move: its confusion tests share a die with confusionDice: shared (§13 A5)
  for (let v = 0; v < w.n; v++) w.wayAsked[v] = 0;
  for (let guard = 0; guard <= w.n; guard++) {
    w.rdx = dx;
    w.rdy = dy;
    w.mDist = total - go;
    maxTravel(w, u, true, -1);
    const t = w.travel;
    blocker = w.hitUnit;
    wall = w.hitTerrain;
    w.tx = dx * t;
    w.ty = dy * t;
    shift(w, u);
    go += t;
    if (go >= total - EPS || blocker < 0 || p.side[blocker] !== p.side[u] || !mayMakeWay(w, blocker) || w.wayAsked[blocker]) break;
    w.rdx = dx;
    w.rdy = dy;
    w.mDist = total - go;
    if (!makeWay(w, rng, u, blocker)) break;
    blocker = -1;
  }
  w.travel = go;
  w.hitUnit = go >= total - EPS ? -1 : blocker;
  w.hitTerrain = go >= total - EPS ? -1 : wall;
}
