/**
 * Panic (rules/wfb3.md §5): a test of Cool, a failure a rout. Played: at the start of a player
 * turn within 4" of a friend in rout it can see (1); charged in a flank or the rear by enemies coming out
 * of a wood (2); when a friend within 12" routs from combat, +1 Cl for a unit four times the
 * router's size (3); charged while divided by an obstacle (4); charged in a flank or the rear
 * while fighting to the front (5); a character leaving it in combat (6, leaving.ts); routed
 * through by friends (7). Trigger 8 waits on buildings. Frenzied units ignore it. This module tests and marks the
 * units that fail (`w.panicked`); rout.ts routs them (routPanicked()), so a rout may set off
 * panic that sets off another rout without the two modules importing each other.
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import type { Rng } from '../../../core/rng.ts';
import { FLEEING, standing } from '../../rank-and-file/unit-state.ts';
import { inSight } from './shooting.ts';
import { cool } from './tests.ts';
import { unform } from './formation.ts';
import { tracePanic } from './trace.ts';
import type { Wfb3World } from './world.ts';
import { newMoment, TEST_PANIC, unitPasses } from './squadrons.ts';

/** Within this of a friend in rout at the start of a turn, a unit tests (§5 panic 1). */
const ROUTERS_NEAR = 4;
/** Within this of a friend routing from combat, a unit tests (§5 panic 3). */
const ROUT_SEEN = 12;

/** Why a unit tests for panic, for the trace. */
export const PANIC_ROUTERS_NEAR = 0;
export const PANIC_FRIEND_ROUTS = 1;
export const PANIC_FLANK_CHARGE = 2;
export const PANIC_HIDDEN_CHARGE = 3;
export const PANIC_CROSSING = 4;
export const PANIC_ROUTED_THROUGH = 5;
export const PANIC_CHARACTER_LEAVES = 6;

/** u's panic test (`why`, `cause` the unit that set it off, `bonus` to its Cool): whether it held. */
export function panicTest(w: Wfb3World, rng: Rng, u: number, cause: number, why: number, bonus: number): boolean {
  let cl = cool(w, u) + bonus;
  if (cl > 10) cl = 10;
  const held = unitPasses(w, rng, u, TEST_PANIC, cl);
  if (w.tracer !== null) tracePanic(w, u, cause, why, cl, held);
  return held;
}

/** Whether u tests for panic at all: standing, neither frenzied nor pursuing. */
export function takesPanicTests(w: Wfb3World, u: number): boolean {
  return standing(w.status, u) && w.frenzied[u] === 0 && w.pursuing[u] < 0;
}

/**
 * Friends of r, routing from combat, within 12" of it (measured before its rout move) test for
 * panic, +1 Cl if four times its size (§5 panic 3); those that fail are marked.
 */
export function panicNear(w: Wfb3World, rng: Rng, r: number): void {
  const p = w.plan;
  newMoment(w);
  for (let u = 0; u < w.n; u++) {
    if (u === r || p.side[u] !== p.side[r] || !takesPanicTests(w, u)) continue;
    if (w.gaps.gap[pairOf(w.gaps, u, r)] > ROUT_SEEN) continue;
    const bonus = w.models[u] >= 4 * w.models[r] ? 1 : 0;
    if (!panicTest(w, rng, u, r, PANIC_FRIEND_ROUTS, bonus)) w.panicked[u] = 1;
  }
}

/**
 * The friends router r has just fled through (§5 panic 7): each standing one tests; failing, it is
 * marked to rout, and passing, it is unformed (§2.5).
 */
export function panicRoutedThrough(w: Wfb3World, rng: Rng, r: number): void {
  newMoment(w);
  for (let v = 0; v < w.n; v++) {
    if (w.routedThrough[v] === 0) continue;
    w.routedThrough[v] = 0;
    if (!takesPanicTests(w, v)) continue;
    if (!panicTest(w, rng, v, r, PANIC_ROUTED_THROUGH, 0)) w.panicked[v] = 1;
    else unform(w, v);
  }
}

/** `side`'s units within 4" of a friend in rout test at the start of its turn (§5 panic 1); those that fail are marked. */
export function panicAtStartOfTurn(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || !takesPanicTests(w, u)) continue;
    for (let r = 0; r < w.n; r++) {
      if (r === u || p.side[r] !== side || w.status[r] !== FLEEING) continue;
      // A friend in rout it can see: no unit, wood, hill or wall hiding it (§5 panic 1).
      if (w.gaps.gap[pairOf(w.gaps, u, r)] > ROUTERS_NEAR || !inSight(w, u, r)) continue;
      if (!panicTest(w, rng, u, r, PANIC_ROUTERS_NEAR, 0)) w.panicked[u] = 1;
      break;
    }
  }
}
