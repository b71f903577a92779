/**
 * The rally phase (rules/wfb3.md §5, "Rallying"): a routing unit of the phasing side may rally
 * on 2D6 against its Leadership — +1 within 12" of its army standard, the general's bonus
 * within 12" of him — if no pursuer is in contact with it, a quarter of its original number
 * (rounded down) is left, it is nearer some friend than any enemy (counting units of 5 models
 * or more, not routing), it is not within the fear range of a creature it fears, and it did
 * not begin to rout this turn. It then stands where it is,
 * facing the nearest enemy.
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import type { Rng } from '../../../core/rng.ts';
import { FLEEING, READY, standing } from '../../rank-and-file/unit-state.ts';
import { inFearRange } from './fear.ts';
import { shape } from './formation.ts';
import { nearestEnemy } from './nearest.ts';
import { armyStandardNear, leadership } from './tests.ts';
import { traceRally } from './trace.ts';
import type { Wfb3World } from './world.ts';
import { TEST_RALLY, unitPasses } from './squadrons.ts';

/** Units smaller than this do not count as the friend or the enemy a router measures to (§5). */
const COUNTS_FROM = 5;

/** Whether r may try to rally now (§5 rally conditions 1 to 5): not within the fear range of a creature it fears (4). */
export function mayRally(w: Wfb3World, r: number): boolean {
  if (w.routedAt[r] === w.playerTurn) return false;
  for (let o = 0; o < w.n; o++) if (w.pursuing[o] === r) return false;
  if (w.models[r] < ((w.plan.models[r] / 4) | 0)) return false;
  if (inFearRange(w, r)) return false;
  const side = w.plan.side[r];
  let friend = Infinity;
  let enemy = Infinity;
  for (let v = 0; v < w.n; v++) {
    if (v === r || !standing(w.status, v) || w.models[v] < COUNTS_FROM) continue;
    const g = w.gaps.gap[pairOf(w.gaps, r, v)];
    if (w.plan.side[v] === side) {
      if (g < friend) friend = g;
    } else if (g < enemy) enemy = g;
  }
  return friend < enemy;
}

export function rallyPhase(w: Wfb3World, rng: Rng, side: number): void {
  for (let r = 0; r < w.n; r++) {
    if (w.plan.side[r] !== side || w.status[r] !== FLEEING || !mayRally(w, r)) continue;
    let ld = leadership(w, r);
    if (armyStandardNear(w, r) && ld < 10) ld++;
    const rallied = unitPasses(w, rng, r, TEST_RALLY, ld);
    if (w.tracer !== null) traceRally(w, r, ld, rallied);
    if (!rallied) continue;
    w.status[r] = READY;
    w.everRallied[r] = 1;
    // It may take any facing: towards the nearest enemy, about its centre.
    const e = nearestEnemy(w, r);
    if (e < 0) continue;
    const fp = w.fp;
    const f = Math.atan2(fp.cx[e] - fp.cx[r], fp.cy[e] - fp.cy[r]);
    const half = fp.d[r] * 0.5;
    fp.facing[r] = f;
    fp.x[r] = fp.cx[r] + Math.sin(f) * half;
    fp.y[r] = fp.cy[r] + Math.cos(f) * half;
    shape(w, r);
  }
}
