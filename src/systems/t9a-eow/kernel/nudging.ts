/**
 * Nudging and dropping out (rules/t9a_eow.md §6.8, L1077): units casualties left short of their
 * enemy moved back into contact, or dropping out of the combat.
 */
import { offTable } from '../../../battlefield/footprints.ts';
import { endEngagementsOf, engagedWith } from '../../rank-and-file/engagements.ts';
import { ENGAGED } from '../../rank-and-file/unit-state.ts';
import { soleEngagement } from './engagements.ts';
import { syncOffset } from './faces.ts';
import { gap, overlap } from './footprint.ts';
import { nearestImpassable } from './terrain.ts';
import { traceDropsOut, traceNudged } from './trace.ts';
import { present } from './units.ts';
import type { T9aWorld } from './world.ts';

/** Units this close are in base contact for nudging (§6.8): a pair further apart is nudged. */
export const NUDGE_TOUCH = 0.01;

/**
 * Before u is moved by a nudge or a Combat Pivot: mark in nearBefore the enemies it is not
 * engaged with that already touch it (within standsClear()'s 0.02"), e.g. the next unit of
 * a battle line beside the one it fights.
 */
export function markNear(w: T9aWorld, u: number): void {
  const p = w.plan;
  for (let v = 0; v < w.n; v++) {
    w.nearBefore[v] = 0;
    if (v === u || !present(w, v) || p.side[v] === p.side[u] || engagedWith(w.eng, u, v)) continue;
    gap(w, u, v);
    if (w.res < 0.02) w.nearBefore[v] = 1;
  }
}

/**
 * Whether u may stand where a nudge or a Combat Pivot put it (§6.8): on the table, not in
 * Impassable terrain, overlapping no unit, and touching no enemy it is not engaged with
 * unless that enemy touched it before the move (markNear(), called first).
 */
export function standsClear(w: T9aWorld, u: number): boolean {
  const p = w.plan;
  if (offTable(w.fp, u, w.table)) return false;
  if (w.impassables > 0) {
    nearestImpassable(w, u);
    if (w.res < -0.01) return false;
  }
  for (let v = 0; v < w.n; v++) {
    if (v === u || !present(w, v)) continue;
    overlap(w, u, v);
    if (w.res > 0.01) return false;
    if (p.side[v] !== p.side[u] && w.nearBefore[v] === 0 && !engagedWith(w.eng, u, v)) {
      gap(w, u, v);
      if (w.res < 0.02) return false;
    }
  }
  return true;
}

/**
 * Nudging (§6.8, L1077): casualties can leave a unit short of its enemy (a rear rank gone
 * from under a rear or flank charger, a front rank narrower than the units on it). After each
 * Agility step, starting with the unit that lost the fewest HP this round, each unit engaged
 * with a single enemy unit that is no longer in base contact with it is moved the least
 * distance that brings it back into contact, without turning (nudgeInto()); a pair still in
 * contact stays where it stands. When that unit cannot be moved so, its enemy is moved
 * instead if that enemy is engaged with it alone. A unit engaged with more than one enemy
 * unit is never nudged (with its enemies also held it fights on as over a gap, §6.3). A unit
 * that cannot be put back (another unit, Impassable terrain or the table edge in the way)
 * drops out: with `now` 0 it is marked and leaves when the round is resolved, so this
 * round's strike groups keep their engagements (those of a dropped unit strike no more);
 * with 1 it leaves at once. It then has No More Foes (§6.4).
 */
export function nudge(w: T9aWorld, count: number, now: number): void {
  for (let i = 0; i < count; i++) w.nudged[w.members[i]] = 0;
  for (let k = 0; k < count; k++) {
    let u = -1;
    for (let i = 0; i < count; i++) {
      const v = w.members[i];
      if (w.nudged[v]) continue;
      if (u < 0 || w.roundLoss[v] < w.roundLoss[u]) u = v;
    }
    if (u < 0) break;
    w.nudged[u] = 1;
    if (w.status[u] !== ENGAGED || w.models[u] <= 0 || w.dropped[u]) continue;
    const e = soleEngagement(w, u);
    if (e < 0) continue;
    const o = w.eng.a[e] === u ? w.eng.b[e] : w.eng.a[e];
    if (w.models[o] <= 0 || w.dropped[o]) continue; // wiped out: settled with the round
    gap(w, u, o);
    if (w.res <= NUDGE_TOUCH) continue; // still in base contact
    if (nudgeInto(w, u, e)) continue;
    if (soleEngagement(w, o) === e && nudgeInto(w, o, e)) continue;
    if (w.tracer !== null) traceDropsOut(w, u);
    if (now) endEngagementsOf(w.eng, w.status, u);
    else w.dropped[u] = 1;
  }
}

/**
 * Move u, one end of engagement e, the least distance back into base contact with the other:
 * straight along the line between the nearest points of the two footprints (a corner of one
 * and the nearest point of the other), never turning — a rear charger steps into the rank it
 * killed, a unit beside a front that grew narrower slides along it until a corner touches.
 * False, with u left where it stood, if it cannot stand there (standsClear()).
 */
export function nudgeInto(w: T9aWorld, u: number, e: number): boolean {
  const o = w.eng.a[e] === u ? w.eng.b[e] : w.eng.a[e];
  nearestPoints(w, u, o);
  const dx = w.gx;
  const dy = w.gy;
  const moved = Math.sqrt(dx * dx + dy * dy);
  markNear(w, u);
  w.fp.x[u] += dx;
  w.fp.y[u] += dy;
  if (!standsClear(w, u)) {
    w.fp.x[u] -= dx;
    w.fp.y[u] -= dy;
    return false;
  }
  syncOffset(w, e);
  if (moved > 0.01 && w.tracer !== null) traceNudged(w, u, moved);
  return true;
}

/**
 * The shortest move of u that makes its footprint touch o's (apart, the nearest points are a
 * corner of one and a point on the other's edge), into (gx, gy).
 */
export function nearestPoints(w: T9aWorld, u: number, o: number): void {
  let best = Infinity;
  let mx = 0;
  let my = 0;
  for (let k = 0; k < 2; k++) {
    // The corners of s against t's rectangle; u moves by +delta (s = u) or −delta (s = o).
    const s = k === 0 ? w.body[u] : w.body[o];
    const t = k === 0 ? w.body[o] : w.body[u];
    const sign = k === 0 ? 1 : -1;
    const hw = w.fp.w[s] * 0.5;
    const thw = w.fp.w[t] * 0.5;
    const td = w.fp.d[t];
    for (let c = 0; c < 4; c++) {
      const side = c & 1 ? hw : -hw;
      const back = c & 2 ? w.fp.d[s] : 0;
      const rx = w.fp.x[s] + w.fp.cos[s] * side - w.fp.sin[s] * back - w.fp.x[t];
      const ry = w.fp.y[s] - w.fp.sin[s] * side - w.fp.cos[s] * back - w.fp.y[t];
      // In t's frame: lu along its right, lv forward from its front edge.
      const lu = rx * w.fp.cos[t] - ry * w.fp.sin[t];
      const lv = rx * w.fp.sin[t] + ry * w.fp.cos[t];
      const du = (lu < -thw ? -thw : lu > thw ? thw : lu) - lu;
      const dv = (lv > 0 ? 0 : lv < -td ? -td : lv) - lv;
      const d2 = du * du + dv * dv;
      if (d2 >= best) continue;
      best = d2;
      mx = sign * (du * w.fp.cos[t] + dv * w.fp.sin[t]);
      my = sign * (-du * w.fp.sin[t] + dv * w.fp.cos[t]);
    }
  }
  w.gx = mx;
  w.gy = my;
}
