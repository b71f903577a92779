/**
 * Characters joined to units (rules/t9a_eow.md §8.1): the places they fill in the front rank, where
 * they stand, whether they touch and strike the enemy, and Swap Places.
 */
import { FRONT } from '../../../battlefield/arcs.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { frontSpan } from './base-contact.ts';
import { frontEngagement } from './engagements.ts';
import { frontRank } from './formation.ts';
import { traceSwapPlaces } from './trace.ts';
import type { T9aWorld } from './world.ts';

/** Whether u's joined character stands in the front rank: not a Guarded one while the rank and file fill it (§7.2). */
export function riderInFront(w: T9aWorld, u: number): boolean {
  const r = w.rider[u];
  if (r < 0) return false;
  return !(w.plan.rule.guarded[r] && w.models[u] >= w.plan.files[u]);
}

/**
 * Put u's joined character where its policy wants it while u is unengaged (§8.1 swapping
 * places with any front-rank model): the centre of the front rank, or an end for a character
 * told to `swap: avoid`. A War Platform stands at the centre and never swaps (§7.1).
 */
export function placeRider(w: T9aWorld, u: number): void {
  const r = w.rider[u];
  const free = frontRank(w, u) - w.plan.frontPlaces[r];
  w.riderFile[u] = w.plan.swapAvoid[r] ? 0 : free > 0 ? (free / 2) | 0 : 0;
}

/** Whether u's joined character stands in the front rank where it touches the enemy across front engagement e (§8.1). */
export function riderTouches(w: T9aWorld, u: number, e: number): boolean {
  const r = w.rider[u];
  const count = frontRank(w, u);
  const places = w.plan.frontPlaces[r];
  let i = w.riderFile[u];
  if (i > count - places) i = count - places;
  if (i < 0) i = 0;
  frontSpan(w, e, u);
  const baseWidth = w.plan.baseW[u];
  const x0 = -count * baseWidth * 0.5 + i * baseWidth;
  return x0 + places * baseWidth >= w.rowLo - EPS && x0 <= w.rowHi + EPS;
}

/** Whether u's joined character touches the enemy across e: in the front rank, e an engagement of u's front (§8.1). */
export function riderContact(w: T9aWorld, u: number, e: number): boolean {
  if (w.rider[u] < 0 || !riderInFront(w, u)) return false;
  if (!(w.eng.a[e] === u || (w.eng.b[e] === u && w.eng.face[e] === FRONT))) return false;
  return riderTouches(w, u, e);
}

/** Whether u's joined character strikes across e: the first front engagement it touches (a model strikes once, §6.3). */
export function riderFights(w: T9aWorld, u: number, e: number): boolean {
  if (!riderContact(w, u, e)) return false;
  for (let x = 0; x < e; x++) if (riderContact(w, u, x)) return false;
  return true;
}

/**
 * Swap places in an engaged unit (§8.1, §6.2 step 2): at the start of its side's Melee phase a
 * character out of contact moves to the nearest front-rank place touching the enemy — unless
 * told to `swap: avoid`. War Platforms never swap.
 */
export function swapIntoContact(w: T9aWorld, u: number): void {
  const p = w.plan;
  const r = w.rider[u];
  if (r < 0 || p.swapAvoid[r] || p.platform[r] || !riderInFront(w, u)) return;
  const e = frontEngagement(w, u);
  if (e < 0 || riderTouches(w, u, e)) return;
  const from = w.riderFile[u];
  const last = frontRank(w, u) - p.frontPlaces[r];
  let best = -1;
  for (let i = 0; i <= last; i++) {
    w.riderFile[u] = i;
    if (riderTouches(w, u, e) && (best < 0 || Math.abs(i - from) < Math.abs(best - from))) best = i;
  }
  w.riderFile[u] = best >= 0 ? best : from;
  if (best >= 0 && w.tracer !== null) traceSwapPlaces(w, r);
}
