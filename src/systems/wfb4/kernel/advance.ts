/**
 * A unit's advance on its target (rules/wfb4.md §2.2): the wheel to face it, the march when
 * no enemy is within 8", and the move straight on, keeping 1" from enemies. The remaining
 * moves of the movement phase, animosity's bound and a riderless monster's advance use it.
 */
import { beyond, pairOf } from '../../../battlefield/gaps.ts';
import { missesFootprint } from '../../../battlefield/segment.ts';
import { scanAlong } from '../../../battlefield/terrain-path.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { present } from '../../rank-and-file/unit-state.ts';
import { FIRE_WARPFIRE, MOVE_TO_RANGE } from '../plan.ts';
import { shape } from './footprint.ts';
import { leaveStupidBehind } from './parting.ts';
import { aimAtUnit, looseGround, segmentEntry, segmentTravel, wheelCost } from './terrain.ts';
import { traceAdvance, traceWheel } from './trace.ts';
import type { Wfb4World } from './world.ts';

/**
 * u moves towards enemy t (§2.2): wheels to face it, then goes straight on, keeping 1" from
 * the enemy and stopping 1" short of any unit in its way. As its `move` tactic says — to
 * weapon range, or as close as it may, marching when that beats a normal move — or, for a
 * `bound`, its full normal move and no march (animosity's We'll Show 'em). `isNearest`: t is
 * the nearest unit of all, so no other is nearer when deciding on a march.
 */
export function advance(w: Wfb4World, u: number, t: number, isNearest: boolean, bound: boolean): void {
  const p = w.plan;
  if (w.anyChariot && w.M[u] <= 0 && p.fly[u] === 0) return; // a chariot whose team is all slain cannot move (§8.4)
  if (w.anyMachine && p.rule.warMachine[u] === 1 && machinePace(w, u) <= 0) return;
  const gap = w.gaps.gap[pairOf(w.gaps, u, t)];
  const toRange = !bound && p.move[u] === MOVE_TO_RANGE && (p.missile[u] === 1 || p.rule.warMachine[u] === 1);
  if (toRange && gap <= p.range[u]) return;
  aimAtUnit(w, u, t);
  if (w.seg.len < EPS) return;
  if (w.anyStupid && w.anyCharacter) leaveStupidBehind(w, u); // it moves on without a stupid character (RB p.48)
  // Wheel to face the target first: the outer model's arc counts against the move (§2.2).
  const newFacing = Math.atan2(w.seg.dx, w.seg.dy);
  w.pose.facing = newFacing;
  wheelCost(w, u);
  const wheel = w.result;
  // Keep 1" from the enemy (§2.1); stop at weapon range when told to.
  let want = gap - 1;
  if (toRange) want = gap - p.range[u] + 0.01;
  let budget = w.M[u] - wheel;
  let march = false;
  // A flyer flies its flying move over troops and terrain, and never marches (§8.3).
  const flies = w.anyFlying && p.fly[u] > 0;
  if (flies) budget = p.fly[u] - wheel;
  // A march halts on entering 8" of an enemy, so it can only beat a normal move that falls
  // short of where the unit wants to be.
  if (!flies && !bound && w.canMarch[u] === 1 && want > budget) {
    let nearest = gap;
    if (!isNearest) {
      nearestEnemyDistance(w, u);
      nearest = w.result;
    }
    w.seg.len = want < 2 * w.M[u] ? want : 2 * w.M[u];
    // March only when it beats a normal move.
    const marchWant = want < nearest - 8 ? want : nearest - 8;
    if (nearest > 8 && marchWant > budget && !scanAlong(looseGround(w, u) ? w.loosePath : w.path, w.seg)) {
      budget = 2 * w.M[u] - wheel;
      want = marchWant;
      march = true;
    }
  }
  if (budget <= 0) {
    wheelPartway(w, u); // towards pose.facing, set above
    if (w.tracer !== null) traceWheel(w, u, t, w.result);
    return;
  }
  // Other units in the way stop the move 1" short; a flyer passes over them.
  w.seg.len = want;
  w.seg.margin = 1;
  for (let o = 0; o < w.n && !flies; o++) {
    if (o === u || !present(w.status, o) || missesFootprint(w.seg, w.fp, o)) continue;
    segmentEntry(w, o);
    if (w.result < want) want = w.result;
  }
  w.seg.len = want;
  w.path.budget = budget;
  // A march's way was scanned clear of terrain above, and this segment is part of it; a
  // flight has no ground to pay for.
  if (march || flies) w.result = want <= 0 ? 0 : budget < want ? budget : want;
  else segmentTravel(w, u);
  const dist = w.result;
  if (dist <= EPS && wheel <= EPS) return;
  w.fp.x[u] += w.seg.dx * dist;
  w.fp.y[u] += w.seg.dy * dist;
  // faceSegment(), with the angle already taken: the segment has not turned since.
  w.fp.facing[u] = newFacing;
  w.fp.sin[u] = w.seg.dx;
  w.fp.cos[u] = w.seg.dy;
  w.fp.trigFacing[u] = newFacing;
  shape(w, u);
  w.moved[u] = 1;
  w.marched[u] = march && dist > w.M[u] - wheel + EPS ? 1 : 0;
  if (w.tracer !== null) traceAdvance(w, u, t, dist);
}

/**
 * The wheel towards `pose.facing` alone costs more than u's move: u wheels as far as its move
 * allows and goes on next turn (§2.2; turned about the centre of the front rank). The angle
 * turned, in radians, is left in `result`. (The facing comes in the pose register, not as an
 * argument: a double passed to a routine V8 does not inline is boxed on every call.)
 */
export function wheelPartway(w: Wfb4World, u: number): void {
  let delta = (w.pose.facing - w.fp.facing[u]) % (2 * Math.PI);
  if (delta > Math.PI) delta -= 2 * Math.PI;
  else if (delta < -Math.PI) delta += 2 * Math.PI;
  const step = w.M[u] / w.fp.w[u];
  w.fp.facing[u] += delta > 0 ? step : -step;
  shape(w, u);
  w.moved[u] = 1;
  w.result = step;
}

/** The gap from u to the nearest enemy on the table, into `result` (Infinity when none). */
export function nearestEnemyDistance(w: Wfb4World, u: number): void {
  let best = Infinity;
  for (let e = w.sideFrom[1 - w.plan.side[u]], stop = w.sideTo[1 - w.plan.side[u]]; e < stop; e++) {
    if (w.plan.side[e] === w.plan.side[u] || !present(w.status, e)) continue;
    w.gaps.limit = best;
    if (beyond(w.gaps, u, e)) continue; // certainly farther than the nearest so far
    const d = w.gaps.gap[pairOf(w.gaps, u, e)];
    if (d < best) best = d;
  }
  w.result = best;
}

/**
 * A war machine's move now, into `w.M` and returned: its crew's, cut in proportion to the crew
 * lost, in whole inches (RB p.76-79: losing crew slows it in
 * proportion). A warpfire thrower is carried by its two or not at all (RB p.80).
 */
function machinePace(w: Wfb4World, u: number): number {
  const p = w.plan;
  if (p.machineFire[u] !== FIRE_WARPFIRE) w.M[u] = ((p.M[u] * w.models[u]) / p.models[u]) | 0;
  return w.M[u];
}
