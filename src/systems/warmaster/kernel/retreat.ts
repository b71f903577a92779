/**
 * Retreats (rules/warmaster.md §5.6): straight away from the face most touched, friends making
 * way, stands cut off by what they would pass through or end touching.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import type { Rng } from '../../../core/rng.ts';
import { ARTILLERY, MAX_STANDS, OPEN } from '../plan.ts';
import { destroy } from './casualties.ts';
import { apart, EDGE_FRONT, EDGE_REAR, EDGE_SIDE, holdBox, opposed, touch } from './contact.ts';
import { DIR_X, DIR_Y, hx, hy, offEdge, onTable } from './footprint.ts';
import { leaveTableRoll } from './leaving-the-table.ts';
import { inPath, makeWay, mayMakeWay } from './making-way.ts';
import { ray } from './ray.ts';
import { DESTROYED } from './status.ts';
import { rayPiece } from './terrain.ts';
import { traceHoldsInLaager, traceRetreatDestroys, traceRetreats, traceStandCutOff } from './trace.ts';
import { shift } from './travel.ts';
import { inLaager } from './war-wagon.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * Retreat (§5.6): straight away from the face most enemy stands touch, keeping facing;
 * stands that would pass through other units or terrain they may not enter, or end touching
 * an unengaged enemy, are lost.
 */
export function retreat(w: WarmasterWorld, rng: Rng, u: number, dist: number): void {
  const p = w.plan;
  // A laagered War Wagon never retreats, nor is it destroyed as artillery: it holds (§11.10).
  if (inLaager(w, u)) {
    w.held[u] = 1;
    if (w.tracer !== null) traceHoldsInLaager(w, u);
    return;
  }
  if (p.rule.destroyedOnRetreat[u] === 1 || p.type[u] === ARTILLERY) {
    if (w.tracer !== null) traceRetreatDestroys(w, u);
    destroy(w, u, DESTROYED);
    return;
  }
  // Count enemy contacts per face of u.
  let front = 0;
  let rear = 0;
  let leftSide = 0;
  let rightSide = 0;
  const f = w.face[u];
  holdBox(w, u);
  for (let v = 0; v < w.n; v++) {
    if (!opposed(w, u, v) || !onTable(w, v) || apart(w, v)) continue;
    for (let k = 0; k < MAX_STANDS; k++) {
      const s = u * MAX_STANDS + k;
      if (!w.sAlive[s]) continue;
      for (let j = 0; j < MAX_STANDS; j++) {
        const b = v * MAX_STANDS + j;
        if (!w.sAlive[b] || !touch(w, u, s, v, b)) continue;
        if (w.touchA === EDGE_FRONT) front++;
        else if (w.touchA === EDGE_REAR) rear++;
        else if (w.touchA === EDGE_SIDE) {
          const across = (w.sx[b] - w.sx[s]) * DIR_Y[f] - (w.sy[b] - w.sy[s]) * DIR_X[f];
          if (across > 0) rightSide++;
          else leftSide++;
        }
      }
    }
  }
  // Away from the most-touched face: front → backwards, rear → forwards, sides → across.
  let dx = -DIR_X[f];
  let dy = -DIR_Y[f];
  let most = front;
  if (rear > most) {
    most = rear;
    dx = DIR_X[f];
    dy = DIR_Y[f];
  }
  if (rightSide > most) {
    most = rightSide;
    dx = -DIR_Y[f];
    dy = DIR_X[f];
  }
  if (leftSide > most) {
    dx = DIR_Y[f];
    dy = -DIR_X[f];
  }
  // Unengaged friends in the way make way (§6.3), moving back or aside, each testing confusion.
  w.moveDie = 0; // a new move (§13 A5)
  for (let v = 0; v < w.n; v++) w.wayAsked[v] = 0;
  for (let friend = 0; friend < w.n; friend++) {
    if (friend === u || p.side[friend] !== p.side[u] || w.inFight[friend] || !onTable(w, friend) || w.wayAsked[friend]) continue;
    w.rdx = dx;
    w.rdy = dy;
    w.mDist = dist;
    if (!inPath(w, u, friend) || !mayMakeWay(w, friend)) continue;
    w.rdx = dx;
    w.rdy = dy;
    w.mDist = dist;
    makeWay(w, rng, u, friend);
  }
  // Stands whose path crosses another unit are destroyed (§5.6); the unit moves on.
  const hxu = hx(w, u);
  const hyu = hy(w, u);
  for (let k = 0; k < MAX_STANDS; k++) {
    const s = u * MAX_STANDS + k;
    if (!w.sAlive[s]) continue;
    let blocked = false;
    for (let v = 0; v < w.n && !blocked; v++) {
      if (v === u || !onTable(w, v)) continue;
      const ex = hxu + hx(w, v) - EPS;
      const ey = hyu + hy(w, v) - EPS;
      for (let j = 0; j < MAX_STANDS; j++) {
        const b = v * MAX_STANDS + j;
        if (!w.sAlive[b]) continue;
        w.rox = w.sx[s];
        w.roy = w.sy[s];
        w.rdx = dx;
        w.rdy = dy;
        w.rex = ex;
        w.rey = ey;
        ray(w, b);
        if (w.rT < dist - EPS) {
          blocked = true;
          break;
        }
      }
    }
    // Through terrain it may not enter (flyers retreat along the ground: woods stop them) (§5.6, §3.4).
    for (let k = 0; k < w.nPieces && !blocked; k++) {
      if ((p.blockedBy[u] & p.terrainMove[k]) === 0) continue;
      w.rox = w.sx[s];
      w.roy = w.sy[s];
      w.rdx = dx;
      w.rdy = dy;
      w.rex = hxu;
      w.rey = hyu;
      rayPiece(w, k);
      if (w.rT < dist - EPS) blocked = true;
    }
    if (blocked) {
      w.sAlive[s] = 0;
      w.left[u]--;
      if (w.tracer !== null) traceStandCutOff(w, u);
    }
  }
  if (w.left[u] === 0) {
    destroy(w, u, DESTROYED);
    return;
  }
  w.tx = dx * dist;
  w.ty = dy * dist;
  shift(w, u);
  w.retreatDX[u] = dx * dist;
  w.retreatDY[u] = dy * dist;
  w.retreatDist[u] = dist;
  w.coverNow[u] = OPEN; // §5.7: counts as in the open for the rest of the turn
  w.exposedTurn[u] = w.playerTurnNo; // whatever its ground (§5.11)
  if (w.tracer !== null) traceRetreats(w, u, dist);
  // Ending in contact with an unengaged enemy destroys those stands (§5.6, E15).
  for (let k = 0; k < MAX_STANDS; k++) {
    const s = u * MAX_STANDS + k;
    if (!w.sAlive[s]) continue;
    for (let v = 0; v < w.n; v++) {
      if (p.side[v] === p.side[u] || !onTable(w, v) || w.inFight[v]) continue;
      let hit = false;
      for (let j = 0; j < MAX_STANDS; j++) {
        const b = v * MAX_STANDS + j;
        if (w.sAlive[b] && touch(w, u, s, v, b)) hit = true;
      }
      if (hit && w.sAlive[s]) {
        w.sAlive[s] = 0;
        w.left[u]--;
      }
    }
  }
  if (w.left[u] === 0) {
    destroy(w, u, DESTROYED);
    return;
  }
  if (offEdge(w, u)) {
    leaveTableRoll(w, rng, u, false);
    w.retreatDist[u] = 0; // units that left by retreating cannot be pursued (§3.6)
  }
}
