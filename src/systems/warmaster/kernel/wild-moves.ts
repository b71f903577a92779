/**
 * Wild moves (rules/warmaster.md §11.4, §11.14): the Orc Giant Goes Wild after a failed order,
 * stampeding Elephants move at the start of their Command phase; a friend charged becomes a
 * foe for that combat.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { OPEN } from '../plan.ts';
import { takeHits } from './casualties.ts';
import { charge, shotOnArrival } from './charges.ts';
import { confuse } from './confusion.ts';
import { engaged } from './contact.ts';
import { passThrough } from './evade.ts';
import { DIR_X, DIR_Y, box, offEdge, onTable } from './footprint.ts';
import { paceOf, turnTo } from './formation.ts';
import { gapOf, nearestUnit } from './gaps.ts';
import { leaveTableRoll } from './leaving-the-table.ts';
import { approach } from './movement.ts';
import { shootHits } from './shots.ts';
import { closestEnemy, visible } from './sight.ts';
import { WILD_DOUBLE, WILD_HOLD, WILD_NONE, WILD_STAMPEDE, WILD_STILL } from './status.ts';
import {
  traceGoesWild, traceRunsInto, traceStampede, traceThrow, traceThrowShort, traceTurnsOnFriend, traceWalksThrough,
  traceWildMove,
} from './trace.ts';
import { awayFrom, maxTravel, shift } from './travel.ts';
import { CHARGE, type WarmasterWorld } from './world.ts';

// What a wild move does on meeting a unit (wildMove()).
export const WALK_THROUGH = 0; // Giant 4–5: enemies are charged, friends walked through (and confused)
export const CHARGE_ANY = 1; // Giant 2, Elephants 5–6: any unit met is charged, friends too
export const HALT_AT_FRIENDS = 2; // Elephants 1–4: enemies are charged, a friend stops the move

// ------------------------------------------------------------------ wild moves (§11.4, §11.14)

/**
 * Giant Goes Wild (§11.4): after a failed order each Giant of the group rolls on the chart,
 * one after the other (brigaded Giants roll separately); a brigade's other Giants block its way.
 */
export function goWild(w: WarmasterWorld, rng: Rng): void {
  for (let i = 0; i < w.grpN; i++) w.inGroup[w.grp[i]] = 0;
  for (let i = 0; i < w.grpN; i++) {
    const u = w.grp[i];
    if (!onTable(w, u) || engaged(w, u)) continue;
    giantGoesWild(w, rng, u, rollD6(rng));
  }
}

/**
 * One Giant's result r on the Goes Wild chart (§11.4). It takes no more orders this turn.
 * 1 stands still and will not fight this turn. 2 walks full pace towards the nearest table
 * edge, charging any unit it meets, friend or foe, and holds its ground if it wins. 3 throws
 * something at the closest unit it sees, friend or foe. 4 walks full pace straight ahead:
 * an enemy met is charged, a friend walked through, or halted against when there is no room
 * or move to come out beyond it, and confused. 5 goes at full pace for the nearest enemy it
 * sees, walking through friends the same way. 6 charges the nearest enemy it sees at double
 * pace, with doubled Attacks in the first round.
 */
export function giantGoesWild(w: WarmasterWorld, rng: Rng, u: number, r: number): void {
  w.movedThisTurn[u] = 1;
  w.wildTurn[u] = w.playerTurnNo;
  w.wildKind[u] = r === 1 ? WILD_STILL : r === 2 ? WILD_HOLD : r === 6 ? WILD_DOUBLE : WILD_NONE;
  if (w.tracer !== null) traceGoesWild(w, u, r);
  w.wildReach = paceOf(w, u);
  if (r === 1) return;
  if (r === 2) {
    towardsEdge(w, u);
    wildMove(w, rng, u, CHARGE_ANY);
  } else if (r === 3) {
    giantThrow(w, rng, u);
  } else if (r === 4) {
    w.dirX = DIR_X[w.face[u]];
    w.dirY = DIR_Y[w.face[u]];
    wildMove(w, rng, u, WALK_THROUGH);
  } else {
    const v = closestEnemy(w, u, Infinity, true, false);
    if (v < 0) return;
    if (r === 5) wildTowards(w, rng, u, v, WALK_THROUGH);
    else if (!charge(w, rng, u, v, 2 * w.wildReach, CHARGE)) approach(w, rng, u, v, 2 * w.wildReach);
  }
}

/** Turn u to face the nearest table edge, and point (dirX, dirY) at it (Giant result 2). */
export function towardsEdge(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  box(w, u);
  let best = w.bx0;
  let f = 3;
  if (p.tableWidth - w.bx1 < best) {
    best = p.tableWidth - w.bx1;
    f = 1;
  }
  if (w.by0 < best) {
    best = w.by0;
    f = 2;
  }
  if (p.tableDepth - w.by1 < best) f = 0;
  if (f !== w.face[u]) turnTo(w, u, f);
  w.dirX = DIR_X[f];
  w.dirY = DIR_Y[f];
}

/**
 * Giant result 3 (§11.4): the object flies 5×D6 cm at the closest unit the Giant sees, friend
 * or foe; if that reaches, 3 attacks worked out as shooting. Hits on a unit in combat count
 * in its first round (§4.7); there is no drive back, this being the Command phase.
 */
export function giantThrow(w: WarmasterWorld, rng: Rng, u: number): void {
  let v = -1;
  for (let other = 0; other < w.n; other++) {
    if (other === u || !onTable(w, other)) continue;
    gapOf(w, u, other);
    if (v >= 0 && w.gv >= w.bestGap) continue;
    const g = w.gv;
    if (!visible(w, u, other)) continue;
    w.bestGap = g;
    v = other;
  }
  if (v < 0) return;
  const gap = w.bestGap;
  let flight = 0;
  for (let i = 0; i < 5; i++) flight += rollD6(rng);
  if (flight < gap - EPS) {
    if (w.tracer !== null) traceThrowShort(w, u, v, flight);
    return;
  }
  const hits = shootHits(w, rng, u, v, 3);
  if (w.tracer !== null) traceThrow(w, u, v, flight, hits);
  if (hits === 0) return;
  if (engaged(w, v)) w.shotHits[v] += hits;
  takeHits(w, v, hits);
}

/**
 * Elephant stampedes (§11.14, §2.2): at the start of the Command phase, before initiative,
 * each stampeding unit of the side rolls a D6 and moves its full pace: 1–2 towards the nearest
 * enemy, 3–4 directly away from it (as an evade), an enemy met being charged and a friend
 * stopping it; 5 towards the nearest friendly unit and charges it, 6 directly away from that
 * friend, charging any unit met. It takes neither initiative nor orders this turn.
 */
export function stampedes(w: WarmasterWorld, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || !w.stampede[u] || !onTable(w, u)) continue;
    w.movedThisTurn[u] = 1;
    if (engaged(w, u)) continue; // in combat: it cannot move
    const r = rollD6(rng);
    w.wildTurn[u] = w.playerTurnNo;
    w.wildKind[u] = WILD_STAMPEDE;
    if (w.tracer !== null) traceStampede(w, u, r);
    w.wildReach = paceOf(w, u);
    const v = nearestUnit(w, u, r > 4); // 1–4: the nearest enemy; 5–6: the nearest friend
    if (v < 0) continue;
    if (r === 1 || r === 2 || r === 5) {
      wildTowards(w, rng, u, v, r === 5 ? CHARGE_ANY : HALT_AT_FRIENDS);
    } else {
      awayFrom(w, u, v);
      wildMove(w, rng, u, r === 6 ? CHARGE_ANY : HALT_AT_FRIENDS);
    }
    if (w.over) return;
  }
}

/**
 * A wild move at unit v, no sight needed: a charge on v when one can be placed within
 * wildReach, else u turns towards v and goes straight at it (wildMove).
 */
export function wildTowards(w: WarmasterWorld, rng: Rng, u: number, v: number, how: number): void {
  if (charge(w, rng, u, v, w.wildReach, CHARGE)) {
    if (how === CHARGE_ANY) turnOnFriend(w, u, v);
    return;
  }
  awayFrom(w, v, u);
  const f = Math.abs(w.dirX) >= Math.abs(w.dirY) ? (w.dirX > 0 ? 1 : 3) : w.dirY > 0 ? 0 : 2;
  if (f !== w.face[u]) turnTo(w, u, f);
  awayFrom(w, v, u);
  wildMove(w, rng, u, how);
}

/**
 * A wild move (§11.4, §11.14): u goes up to wildReach along (dirX, dirY), straight, whatever
 * its formation. The first unit met is charged when it is an enemy or `how` is CHARGE_ANY:
 * with a charge placed as usual when u has not walked through anyone yet, else where its path
 * meets the unit (an irregular charge is still a charge, §11.14). A friend met otherwise is
 * walked through (WALK_THROUGH, when there is room and move to come out beyond it) and
 * confused, or stops the move on contact. A friend charged becomes a foe (turnOnFriend).
 */
export function wildMove(w: WarmasterWorld, rng: Rng, u: number, how: number): void {
  const p = w.plan;
  const dx = w.dirX;
  const dy = w.dirY;
  let left = w.wildReach;
  let through = false;
  for (let guard = 0; guard <= w.n && left > EPS && onTable(w, u); guard++) {
    w.rdx = dx;
    w.rdy = dy;
    w.mDist = left;
    maxTravel(w, u, false, -1);
    const met = w.hitUnit;
    const t = w.travel;
    if (met >= 0 && (p.side[met] !== p.side[u] || how === CHARGE_ANY)) {
      if (!through && charge(w, rng, u, met, w.wildReach, CHARGE)) {
        if (how === CHARGE_ANY) turnOnFriend(w, u, met);
        return;
      }
      w.tx = dx * t;
      w.ty = dy * t;
      shift(w, u);
      w.coverNow[u] = OPEN;
      w.exposedTurn[u] = w.playerTurnNo;
      w.chargeReady[u] = 1;
      if (w.tracer !== null) traceRunsInto(w, u, met, t);
      if (how === CHARGE_ANY) turnOnFriend(w, u, met);
      shotOnArrival(w, rng, u);
      return;
    }
    if (met >= 0 && how === WALK_THROUGH) {
      confuse(w, met);
      w.rdx = dx;
      w.rdy = dy;
      w.mDist = left;
      if (passThrough(w, u, met)) {
        left -= w.travel;
        through = true;
        if (w.tracer !== null) traceWalksThrough(w, u, met);
        continue;
      }
    }
    w.tx = dx * t;
    w.ty = dy * t;
    shift(w, u);
    w.coverNow[u] = OPEN;
    if (w.tracer !== null) traceWildMove(w, u, t, met);
    break;
  }
  if (onTable(w, u) && offEdge(w, u)) leaveTableRoll(w, rng, u, false);
}

/**
 * After a wild charge (Giant result 2, Elephants 5–6) on unit v: a friendly v is u's foe —
 * and u its — until the end of the Combat phase (§11.4: whichever side it belongs to;
 * §11.14: the Elephants count as enemies in that combat).
 */
export function turnOnFriend(w: WarmasterWorld, u: number, v: number): void {
  const p = w.plan;
  // Only the unit moved into is attacked (§11.4 result 2, §11.14): a friend beside the enemy
  // charged stays a friend.
  if (p.side[v] !== p.side[u] || !onTable(w, v)) return;
  w.hostile[u * w.n + v] = 1;
  w.hostile[v * w.n + u] = 1;
  w.rogue[u] = 1;
  w.hostileAny = true;
  if (w.tracer !== null) traceTurnsOnFriend(w, u, v);
}
