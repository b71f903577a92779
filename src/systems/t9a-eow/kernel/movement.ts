/**
 * The Movement phase (rules/t9a_eow.md §3.3): Rally first (§2.5), then each unit's move by its
 * tactic — towards its target, to range, with a friend, or for the objective — the Undead March
 * limit, and the Steam Tank's Steam march; and the Vanguard moves before the first turn (§7.1),
 * played as Movement-phase moves.
 */
import type { Rng } from '../../../core/rng.ts';
import { FLEEING, READY } from '../../rank-and-file/unit-state.ts';
import { MOVE_CENTRE, MOVE_HOLD, MOVE_MARCH, MOVE_SUPPORT, MOVE_TO_RANGE, VANGUARD_MOVE } from '../plan.ts';
import { arcOf, inArc } from './arcs.ts';
import { placeRider } from './characters.ts';
import { chargePathClear, place } from './charge-moves.ts';
import { MV_MARCH, MV_NONE, afterMove } from './dangerous-terrain.ts';
import { rollDice } from './dice.ts';
import { disTest, inCommand, TEST_RALLY } from './discipline.ts';
import { engage } from './engagements.ts';
import { gap, pointGap, stepRes } from './footprint.ts';
import { O_MOVE } from './model-rules.ts';
import { advanceOrMarch, advOf, faceTowards, pivotsFreely, turnTo } from './moves.ts';
import { fleeMove } from './panic-and-flee.ts';
import { ambushArrivals } from './set-up.ts';
import { CLEAR_SPACED, CLEAR_TERRAIN_SPACED, clearAhead, nearestEnemy } from './spacing.ts';
import { sightClear } from './terrain.ts';
import {
  traceFailsToRally, traceMove, tracePivotsToFace, traceRallies, traceSteams, traceSteamsInto, traceVanguardMove, traceVanguardStays,
} from './trace.ts';
import { present } from './units.ts';
import { wayRound } from './way-round.ts';
import type { T9aWorld } from './world.ts';

export function movementPhase(w: T9aWorld, rng: Rng, side: number): void {
  const p = w.plan;
  if (w.turn === 2) ambushArrivals(w, side);
  // Rally first (§2.5).
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || w.status[u] !== FLEEING) continue;
    if (disTest(w, rng, u, 0, TEST_RALLY)) {
      w.status[u] = READY;
      w.everRallied[u] = 1;
      w.noShoot[u] = 1;
      w.moved[u] = 1;
      const e = nearestEnemy(w, u);
      if (e >= 0) faceTowards(w, u, e);
      if (w.tracer !== null) traceRallies(w, u);
    } else {
      if (w.tracer !== null) traceFailsToRally(w, u);
      fleeMove(w, rng, u, 'flees again', true);
    }
  }
  for (let u = 0; u < w.n; u++) {
    // Unengaged characters swap places to where their policy wants them (§8.1).
    if (p.side[u] === side && w.status[u] === READY && w.rider[u] >= 0 && !p.platform[w.rider[u]]) placeRider(w, u);
    if (p.side[u] !== side || w.status[u] !== READY || w.moved[u] || w.declared[u] >= 0) continue;
    moveUnit(w, rng, u);
    // A unit arriving from Ambush counts as having moved for shooting (§7.1, R23).
    if (w.arrived[u]) w.moved[u] = 1;
  }
}

/** The closest friendly unit of more than one model, −1 if none. */
export function nearestFriendUnit(w: T9aWorld, u: number): number {
  const p = w.plan;
  let best = -1;
  let bestGap = Infinity;
  for (let t = 0; t < w.n; t++) {
    if (t === u || p.side[t] !== p.side[u] || p.single[t] || !present(w, t) || w.status[t] === FLEEING) continue;
    gap(w, u, t);
    if (w.res < bestGap) {
      bestGap = w.res;
      best = t;
    }
  }
  return best;
}

export function moveUnit(w: T9aWorld, rng: Rng, u: number): void {
  const p = w.plan;
  const mode = p.move[u];
  if (mode === MOVE_HOLD) return;
  let t = p.shootTarget[u] >= 0 && present(w, p.shootTarget[u]) ? p.shootTarget[u] : -1;
  if (t < 0 && p.chargeTarget[u] >= 0 && present(w, p.chargeTarget[u])) t = p.chargeTarget[u];
  if (t < 0) t = nearestEnemy(w, u);
  if (t < 0) return;
  if (mode === MOVE_SUPPORT) {
    // Keep up with the closest friendly unit of several models; stay put when there is none.
    t = nearestFriendUnit(w, u);
    if (t < 0) return;
  }
  if (mode === MOVE_CENTRE) {
    moveToCentre(w, rng, u);
    return;
  }
  gap(w, u, t);
  const dist = w.res;
  // A target in range behind terrain is walked towards, as one out of range.
  const hidden = mode === MOVE_TO_RANGE && p.shots[u] > 0 && dist <= p.range[u] && !sightClear(w, u, t);
  if (mode === MOVE_TO_RANGE && p.shots[u] > 0 && dist <= p.range[u] && !hidden) {
    // In range: turn to bring the target into the front arc if need be (a Pivot counts as moving).
    if (!inArc(w, u, t)) {
      faceTowards(w, u, t);
      w.moved[u] = 1;
      if (w.tracer !== null) tracePivotsToFace(w, u, t);
    }
    return;
  }
  if (p.marDice[u] > 0 && !w.inVanguard) {
    // Steam Powered (§3.3): a March of the full rolled distance; contact is a charge the enemy holds.
    steamMarch(w, rng, u, t);
    return;
  }
  let allowance = advOf(w, u);
  let march = false;
  // Undead march only in Commanding Presence (§3.3); a unit that arrived from Ambush this turn may not March (§7.1).
  if ((mode === MOVE_MARCH || mode === MOVE_SUPPORT || p.rule.steamAhead[u]) && (!p.rule.undead[u] || p.rule.autonomous[u] || inCommand(w, u)) && !w.arrived[u]) {
    allowance = p.mar[u] + w.marBonus[p.army[u]] + 2 * w.speedBanner[u] + (w.ordered[u] & O_MOVE ? 4 : 0);
    march = true;
  }
  if (w.inVanguard) {
    allowance = 6; // §7.1: 6" as an Advance and Pivots
    march = false;
  }
  let way = dist - 1.01; // spacing: end more than 1" away (§1.3)
  // Steam Ahead! (§3.3): a March covers the full Mar, as far as the spacing allows.
  if (p.rule.steamAhead[u] && !w.inVanguard) way = allowance;
  if (mode === MOVE_TO_RANGE && p.shots[u] > 0 && !hidden && dist - p.range[u] < way) way = dist - p.range[u] + 0.01;
  let go = way > allowance ? allowance : way;
  // An Impassable piece in the straight way: make for a corner of it instead (wayRound()).
  let round = -1;
  if (w.impassables > 0 && p.rule.fly[u] === 0 && go > 0) {
    w.tx = w.fp.x[t] - w.fp.sin[t] * w.fp.d[t] * 0.5;
    w.ty = w.fp.y[t] - w.fp.cos[t] * w.fp.d[t] * 0.5;
    w.want = way;
    w.wayGo = go;
    round = wayRound(w, u, t);
  }
  if (march && dist - 1.01 > 0 && !pivotsFreely(w, u)) {
    // §3.3: a March turns by wheels, not a Pivot; an Advance may still pivot first.
    if (round >= 0) {
      w.aimX = w.wayAimX;
      w.aimY = w.wayAimY;
      w.aimUnit = -1;
      w.aimStop = 0;
    } else {
      w.aimX = w.fp.x[t] - w.fp.sin[t] * w.fp.d[t] * 0.5;
      w.aimY = w.fp.y[t] - w.fp.cos[t] * w.fp.d[t] * 0.5;
      w.aimUnit = t;
      w.aimStop = 1.01; // spacing: end more than 1" away (§1.3)
    }
    w.want = allowance;
    const changed = advanceOrMarch(w, u);
    const d = w.res;
    if (changed) w.moved[u] = 1;
    if (d < 0.05) return;
    if (d > advOf(w, u)) w.marched[u] = 1;
    if (w.tracer !== null) traceMove(w, u, d, round);
    afterMove(w, rng, u, w.marched[u] ? MV_MARCH : MV_NONE);
    return;
  }
  const before = w.fp.facing[u];
  if (round >= 0) {
    // Face the corner and go for it: no further than the straight move would have gone.
    w.tx = w.wayX;
    w.ty = w.wayY;
    turnTo(w, u, false);
    if (w.wayLen < go) go = w.wayLen;
  } else faceTowards(w, u, t);
  // A pivot counts as moving (§3.3).
  const turned = w.fp.facing[u] - before > 0.01 || before - w.fp.facing[u] > 0.01;
  if (go <= 0) {
    if (turned) w.moved[u] = 1;
    return;
  }
  w.want = go;
  clearAhead(w, u, CLEAR_SPACED | (w.plan.rule.fly[u] << 1));
  const d = w.res;
  if (d < 0.05) {
    // Nowhere to go (a unit or Impassable terrain in the way): it stays, having turned at most.
    if (turned) w.moved[u] = 1;
    return;
  }
  stepRes(w, u);
  w.moved[u] = 1;
  if (march && d > advOf(w, u)) w.marched[u] = 1;
  if (w.tracer !== null) traceMove(w, u, d, round);
  afterMove(w, rng, u, w.marched[u] ? MV_MARCH : MV_NONE);
}

/**
 * `move: centre`: make for the scoring objective and hold it — the table centre (the Basic
 * victory, §8.4, and Occupation), the nearer Patrolling marker, or the enemy deployment
 * zone for Infiltration (§8.3) — keeping the spacing from other units; once there (within
 * 3", or 3" into the zone), turn to face the closest enemy.
 */
export function moveToCentre(w: T9aWorld, rng: Rng, u: number): void {
  const p = w.plan;
  const mid = p.depth * 0.5;
  w.gx = p.width * 0.5;
  w.gy = mid;
  let reach = 3;
  if (w.missionKind === 2) {
    // The nearer marker (as missionUnits() places them).
    let best = Infinity;
    let bx = w.gx;
    let by = w.gy;
    for (let m = 0; m < 2; m++) {
      w.gx = p.width * 0.5 + (m === 0 ? -9 : 9);
      w.gy = mid + (p.nearHalf[1 - m] === 1 ? -9 : 9);
      pointGap(w, u);
      if (w.res < best) {
        best = w.res;
        bx = w.gx;
        by = w.gy;
      }
    }
    w.gx = bx;
    w.gy = by;
  } else if (w.missionKind === 3) {
    // Straight for the enemy deployment zone: a point 3" inside it, ahead of the unit's centre.
    // The front far enough in that the unit's centre stands 1" inside the zone.
    const inside = 13 + w.fp.d[u] * 0.5;
    w.gx = w.fp.x[u] - w.fp.sin[u] * w.fp.d[u] * 0.5;
    w.gy = p.nearHalf[1 - p.side[u]] === 1 ? mid - inside : mid + inside;
    reach = 0;
  }
  const ox = w.gx;
  const oy = w.gy;
  pointGap(w, u);
  let go = w.res - reach;
  if (go <= 0.05) {
    const e = nearestEnemy(w, u);
    if (e >= 0 && !inArc(w, u, e)) {
      faceTowards(w, u, e);
      w.moved[u] = 1;
    }
    return;
  }
  let allowance = advOf(w, u);
  let march = false;
  if ((!p.rule.undead[u] || p.rule.autonomous[u] || inCommand(w, u)) && !w.arrived[u]) {
    allowance = p.mar[u] + w.marBonus[p.army[u]] + 2 * w.speedBanner[u] + (w.ordered[u] & O_MOVE ? 4 : 0);
    march = true;
  }
  if (w.inVanguard) {
    allowance = 6; // §7.1: 6" as an Advance and Pivots
    march = false;
  }
  const way = go;
  if (go > allowance) go = allowance;
  // An Impassable piece in the straight way: make for a corner of it instead (wayRound()).
  let round = -1;
  if (w.impassables > 0 && p.rule.fly[u] === 0) {
    w.tx = ox;
    w.ty = oy;
    w.want = way;
    w.wayGo = go;
    round = wayRound(w, u, -1);
  }
  if (march && !pivotsFreely(w, u)) {
    // §3.3: a March turns by wheels (moveUnit()).
    if (round >= 0) {
      w.aimX = w.wayAimX;
      w.aimY = w.wayAimY;
      w.aimUnit = -1;
      w.aimStop = 0;
    } else {
      w.aimX = ox;
      w.aimY = oy;
      w.aimUnit = -1;
      w.aimStop = reach;
    }
    w.want = allowance;
    const changed = advanceOrMarch(w, u);
    const d = w.res;
    if (changed) w.moved[u] = 1;
    if (d < 0.05) return;
    if (d > advOf(w, u)) w.marched[u] = 1;
    if (w.tracer !== null) traceMove(w, u, d, round);
    afterMove(w, rng, u, w.marched[u] ? MV_MARCH : MV_NONE);
    return;
  }
  if (round >= 0) {
    w.tx = w.wayX;
    w.ty = w.wayY;
    turnTo(w, u, false);
    if (w.wayLen < go) go = w.wayLen;
  } else {
    w.tx = ox;
    w.ty = oy;
    turnTo(w, u, false);
  }
  w.moved[u] = 1;
  w.want = go;
  clearAhead(w, u, CLEAR_SPACED | (p.rule.fly[u] << 1));
  const d = w.res;
  if (d < 0.05) return;
  stepRes(w, u);
  if (march && d > advOf(w, u)) w.marched[u] = 1;
  if (w.tracer !== null) traceMove(w, u, d, round);
  afterMove(w, rng, u, w.marched[u] ? MV_MARCH : MV_NONE);
}

export function steamMarch(w: T9aWorld, rng: Rng, u: number, t: number): void {
  const p = w.plan;
  const roll = rollDice(rng, p.marDice[u]);
  faceTowards(w, u, t);
  gap(w, u, t);
  const dist = w.res;
  w.moved[u] = 1;
  w.marched[u] = 1;
  // Contact is a charge: along a straight path that does not enter Impassable terrain.
  const face = arcOf(w, t, u);
  if (roll >= dist && inArc(w, u, t) && w.status[t] !== FLEEING && chargePathClear(w, u, t, face, 0)) {
    place(w, u, t, face);
    engage(w, u, t, face, 1, 1);
    w.charged[u] = 1;
    if (w.tracer !== null) traceSteamsInto(w, u, roll, face, t);
    afterMove(w, rng, u, MV_MARCH);
    return;
  }
  w.want = roll;
  clearAhead(w, u, CLEAR_TERRAIN_SPACED); // a March: more than 1" from Impassable terrain (§1.3)
  stepRes(w, u);
  if (w.tracer !== null) traceSteams(w, u, roll);
  afterMove(w, rng, u, MV_MARCH);
}

/**
 * The Vanguard moves (§7.1) of the units with `vanguard: move`, after deployment and before
 * the first turn. The sides take turns, one unit at a time (scenario order within a side),
 * starting with the side that deployed last — taken as the side that does not take the first
 * turn, since the player who deploys first takes it (§3.1); when one side has no units left
 * to move, the other moves the rest. Each unit moves as in its Movement phase (moveUnit():
 * towards where its tactics send it, or holding with `move: hold`), but 6" as an Advance and
 * Pivots, never a March. A unit that moved or pivoted may not declare charges in the first
 * Player Turn if its side takes it (vanguardHeld()); the move does not count as moving for
 * shooting (R23), as the per-turn flags are cleared when the first turn starts.
 */
export function vanguardPhase(w: T9aWorld, rng: Rng, first: number): void {
  const p = w.plan;
  let next0 = 0;
  let next1 = 0;
  let side = 1 - first;
  let idle = 0;
  w.inVanguard = true;
  while (idle < 2) {
    let u = side === 0 ? next0 : next1;
    while (u < w.n && (p.side[u] !== side || p.vanguard[u] !== VANGUARD_MOVE)) u++;
    if (side === 0) next0 = u + 1;
    else next1 = u + 1;
    if (u < w.n) {
      idle = 0;
      if (w.status[u] === READY) {
        w.moved[u] = 0;
        if (w.tracer !== null) traceVanguardMove(w, u);
        moveUnit(w, rng, u);
        w.vanguardMoved[u] = w.moved[u];
        if (w.tracer !== null && w.moved[u] === 0) traceVanguardStays(w, u);
      }
    } else idle++;
    side = 1 - side;
  }
  w.inVanguard = false;
}
