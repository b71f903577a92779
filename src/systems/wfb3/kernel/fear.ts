/**
 * Fear (rules/wfb3.md §5): who fears whom, and the Cool test. A unit charged by an enemy it
 * fears tests, and routs if it fails; one that wants to charge such an enemy tests, and stays
 * where it is if it fails; one pushed back and followed up by it routs (combat-result.ts).
 * A creature with fear at a distance (a `fearRange`) is struck and shot at −1 by those who fear
 * it, and within its range they may not rally nor make reserve moves.
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import type { Rng } from '../../../core/rng.ts';
import { standing } from '../../rank-and-file/unit-state.ts';
import { cool } from './tests.ts';
import { traceFearTest } from './trace.ts';
import type { Wfb3World } from './world.ts';
import { TEST_FEAR, unitPasses } from './squadrons.ts';

/** Whether u fears o: o causes fear, and u is neither frenzied (§5) nor, under fearsomeFearless, fearsome itself. */
export function fears(w: Wfb3World, u: number, o: number): boolean {
  const rule = w.plan.rule;
  if (rule.fear[o] === 0 || w.frenzied[u] === 1) return false;
  return !(w.plan.flags.fearsomeFearless && rule.fear[u] === 1);
}

/** Whether u fears t and t has fear at a distance: −1 to hit it, shooting and in combat (§3.3, §4.5). */
export function fearedAtDistance(w: Wfb3World, u: number, t: number): boolean {
  return w.plan.fearRange[t] > 0 && fears(w, u, t);
}

/** Whether u stands within the fear range of a standing enemy it fears (§5): it may not rally nor move in reserves. */
export function inFearRange(w: Wfb3World, u: number): boolean {
  const p = w.plan;
  if (p.anyFearRange === 0) return false;
  for (let o = 0; o < w.n; o++) {
    if (p.fearRange[o] === 0 || p.side[o] === p.side[u] || !standing(w.status, o)) continue;
    if (w.gaps.gap[pairOf(w.gaps, u, o)] <= p.fearRange[o] && fears(w, u, o)) return true;
  }
  return false;
}

/** u's fear test against o (2D6 against its Cool): whether it holds its nerve. */
export function fearTest(w: Wfb3World, rng: Rng, u: number, o: number): boolean {
  const cl = cool(w, u);
  const held = unitPasses(w, rng, u, TEST_FEAR, cl);
  if (w.tracer !== null) traceFearTest(w, u, o, cl, held);
  return held;
}
