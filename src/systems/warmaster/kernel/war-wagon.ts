/**
 * The Kislev War Wagon (rules/warmaster.md §11.10): column and laager, its team, forming laager,
 * setting off, and the cover a laager gives the infantry beside it. What its initiative, its
 * orders and its blunders make it do is played where any unit's is: initiative.ts
 * (wagonInitiative), movement.ts (wagonOrdered), blunders.ts (wagonBlunder).
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { INFANTRY, MAX_STANDS, M_WAR_WAGON, TEAM_SLOT, WAGON_SLOT } from '../plan.ts';
import { EDGE_SIDE, opposed, touch } from './contact.ts';
import { DIR_X, DIR_Y, hx, hy, offEdge, onTable } from './footprint.ts';
import { paceOf, turnTo } from './formation.ts';
import { gapOf } from './gaps.ts';
import { standOverlaps } from './terrain.ts';
import { traceFormsColumn, traceFormsLaager, traceNoRoomForLaager } from './trace.ts';
import type { WarmasterWorld } from './world.ts';

// ------------------------------------------------------------------ the Kislev War Wagon (§11.10)

/** A War Wagon in laager (§11.10). */
export function inLaager(w: WarmasterWorld, u: number): boolean {
  return w.laager[u] === 1 && w.plan.machine[u] === M_WAR_WAGON;
}

/** The War Wagon still has its team: without the horses it cannot move (§11.10). */
export function wagonMobile(w: WarmasterWorld, u: number): boolean {
  return w.sAlive[u * MAX_STANDS + TEAM_SLOT] === 1;
}

/**
 * Some enemy unit could reach the War Wagon u with its next move: it is within that enemy's
 * full pace (a War Wagon never charges, so another one never threatens).
 */
export function threatened(w: WarmasterWorld, u: number): boolean {
  const p = w.plan;
  for (let v = 0; v < w.n; v++) {
    if (p.side[v] === p.side[u] || !onTable(w, v) || p.machine[v] === M_WAR_WAGON) continue;
    gapOf(w, u, v);
    if (w.gv <= paceOf(w, v) + EPS) return true;
  }
  return false;
}

/** The wagon's tactic (`wagon: laager`) has it form laager now: in column, with both stands, threatened. */
export function wantsLaager(w: WarmasterWorld, u: number): boolean {
  const p = w.plan;
  if (p.machine[u] !== M_WAR_WAGON || w.laager[u] === 1 || p.wagonLaager[u] === 0 || w.left[u] < 2) return false;
  return threatened(w, u);
}

/**
 * Form laager (§11.10), by initiative or by an order of its own: one stand turns to
 * face any way and the other is set in formation beside it. The
 * engine's stands face the four table directions, so the places tried, in this order, are:
 * the wagon where it is, as it faces, the team on its right, then its left; the wagon turned
 * a quarter (to face right of its column) where it stands, the team on either side of it; then
 * the team where it is, as it faces and then turned, the wagon beside it likewise. The first
 * place clear of other units, of terrain the wagon may not enter (§1.3), of the table edge and
 * 1 cm clear of enemies (what moves) is taken. False (nothing moves) when none is: both stands
 * are walled in.
 */
export function formLaager(w: WarmasterWorld, u: number): boolean {
  const p = w.plan;
  const wagon = u * MAX_STANDS + WAGON_SLOT;
  const t = u * MAX_STANDS + TEAM_SLOT;
  const f = w.face[u];
  const wx = w.sx[wagon];
  const wy = w.sy[wagon];
  const tx = w.sx[t];
  const ty = w.sy[t];
  for (let i = 0; i < 8; i++) {
    const anchor = i < 4 ? wagon : t;
    const other = i < 4 ? t : wagon;
    const g = (f + ((i >> 1) & 1)) & 3; // as it faces, then a quarter turn right
    const ax = anchor === wagon ? wx : tx;
    const ay = anchor === wagon ? wy : ty;
    // Right of facing g is (DIR_Y, −DIR_X); the other stand one stand's width to either side.
    const side = (i & 1) === 0 ? 1 : -1;
    w.face[u] = g;
    w.sx[anchor] = ax;
    w.sy[anchor] = ay;
    w.sx[other] = ax + side * DIR_Y[g] * p.standW[u];
    w.sy[other] = ay - side * DIR_X[g] * p.standW[u];
    if (standOverlaps(w, u, anchor, anchor) || standOverlaps(w, u, other, anchor) || offEdge(w, u)) continue;
    // Only what moves must stay 1 cm clear of enemies: the other stand, and the anchor if it turned.
    if ((g !== f && standNearEnemy(w, u, anchor)) || standNearEnemy(w, u, other)) continue;
    w.laager[u] = 1;
    if (w.tracer !== null) traceFormsLaager(w, u, g, f);
    return true;
  }
  w.face[u] = f;
  w.sx[wagon] = wx;
  w.sy[wagon] = wy;
  w.sx[t] = tx;
  w.sy[t] = ty;
  if (w.tracer !== null) traceNoRoomForLaager(w, u);
  return false;
}

/** Stand s of u would be within 1 cm of an enemy stand (or touch it): no place to form laager in (§3.2, §11.10). */
export function standNearEnemy(w: WarmasterWorld, u: number, s: number): boolean {
  for (let v = 0; v < w.n; v++) {
    if (!opposed(w, u, v) || !onTable(w, v)) continue;
    const ex = hx(w, u) + hx(w, v) + 1 - EPS;
    const ey = hy(w, u) + hy(w, v) + 1 - EPS;
    for (let j = 0; j < MAX_STANDS; j++) {
      const b = v * MAX_STANDS + j;
      if (w.sAlive[b] && Math.abs(w.sx[s] - w.sx[b]) < ex && Math.abs(w.sy[s] - w.sy[b]) < ey) return true;
    }
  }
  return false;
}

/**
 * The War Wagon u sets off on a move of its own (§11.10): never without its team; from laager
 * it first forms column about its centre, the team in front (every move ends in column; its
 * pace was already halved by paceOf). False when it cannot move.
 */
export function wagonSetOff(w: WarmasterWorld, u: number): boolean {
  if (!wagonMobile(w, u)) return false;
  if (w.laager[u] === 0) return true;
  w.laager[u] = 0;
  if (turnTo(w, u, w.face[u])) {
    if (w.tracer !== null) traceFormsColumn(w, u);
    return true;
  }
  w.laager[u] = 1;
  return false;
}

/**
 * A War Wagon that is ordered alone, outside its brigade (§2.6, §11.10): to form laager (a
 * separate order), in laager (its move sets off at half pace and ends in column, a formation
 * of its own), or without its team (it cannot move).
 */
export function wagonAlone(w: WarmasterWorld, u: number): boolean {
  return w.plan.machine[u] === M_WAR_WAGON && (w.laager[u] === 1 || !wagonMobile(w, u) || wantsLaager(w, u));
}

/**
 * Kislev infantry v beside a laagered War Wagon (§11.10): a side edge of one of its stands
 * touches the wagon stand (not the team) of a laagered wagon of its side — "mutually
 * supporting" — edge to edge.
 */
export function besideLaager(w: WarmasterWorld, v: number): boolean {
  const p = w.plan;
  if (p.type[v] !== INFANTRY) return false;
  for (let wagon = 0; wagon < w.n; wagon++) {
    if (p.side[wagon] !== p.side[v] || !inLaager(w, wagon) || !onTable(w, wagon)) continue;
    const b = wagon * MAX_STANDS + WAGON_SLOT;
    if (!w.sAlive[b]) continue;
    for (let k = 0; k < MAX_STANDS; k++) {
      const a = v * MAX_STANDS + k;
      if (w.sAlive[a] && touch(w, v, a, wagon, b) && w.touchA === EDGE_SIDE) return true;
    }
  }
  return false;
}

/**
 * The laager's cover for Kislev infantry beside it (§11.10): against shooting (outside
 * combat), and in the first round of a combat in which it was charged; never once it has
 * charged, advanced, pursued or retreated this turn (§5.11).
 */
export function laagerCover(w: WarmasterWorld, v: number): boolean {
  if (w.exposedTurn[v] === w.playerTurnNo) return false;
  if (w.combatRound > 1 || (w.combatRound === 1 && w.chargedNow[v] === 0)) return false;
  return besideLaager(w, v);
}
