/**
 * The nearest enemy of a unit (charges, the advance, rally, flight and frenzy all ask), and the
 * nearest friend with a rule (the animosities' rivals): measured gaps, with the units certainly
 * farther than the nearest so far passed over unmeasured.
 */
import { beyond, pairOf, withinLimit } from '../../../battlefield/gaps.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { DESTROYED, FLED_OFF, FLEEING, JOINED, OFF_TABLE, present, standing } from '../../rank-and-file/unit-state.ts';
import type { Wfb4World } from './world.ts';

/** The nearest enemy of u (−1 if none); fleeing enemies only when `wantFleeing`. */
export function nearestEnemy(w: Wfb4World, u: number, wantFleeing: boolean): number {
  w.gaps.limit = Infinity;
  return nearestEnemyWithin(w, u, wantFleeing);
}

/**
 * The nearest other unit of u's side whose `column` (a plan.rule column) is set, on the table
 * and not fleeing, within `gaps.limit` — and, when `rivalGod`, of another Chaos God than u's
 * (Daemon animosity) — or −1. Orc & Goblin animosity and Daemon animosity look for their
 * rivals so (§7). The nearest so far is kept in `gaps.limit`: a double in a local measured 80
 * bytes a simulation on the bundle.
 */
export function nearestFriendWith(w: Wfb4World, u: number, column: Uint8Array, rivalGod: boolean): number {
  const p = w.plan;
  const s = p.side[u];
  let best = -1;
  for (let f = w.sideFrom[s], stop = w.sideTo[s]; f < stop; f++) {
    if (f === u || p.side[f] !== s || column[f] === 0 || (rivalGod && p.god[f] === p.god[u])) continue;
    if (!standing(w.status, f) || beyond(w.gaps, u, f)) continue;
    const k = pairOf(w.gaps, u, f);
    if (w.gaps.gap[k] <= w.gaps.limit && (best < 0 || w.gaps.gap[k] < w.gaps.limit)) {
      w.gaps.limit = w.gaps.gap[k];
      best = f;
    }
  }
  return best;
}

/**
 * The gap from u to its nearest enemy, fleeing or not, within `gaps.limit`, left in `gaps.limit`;
 * Infinity with none (a spell choosing the friend likeliest to be charged, or to charge, asks).
 * Left in the world, not returned: a double returned from a call V8 does not inline is boxed (a
 * return here measured 100 bytes a simulation on the bundle).
 */
export function nearestEnemyGap(w: Wfb4World, u: number): void {
  const e = nearestEnemyWithin(w, u, true);
  w.gaps.limit = e < 0 ? Infinity : w.gaps.gap[pairOf(w.gaps, u, e)];
}

/**
 * The nearest enemy whose gap is at most `limit` (−1 if none): enemies certainly beyond it
 * are passed over unmeasured, as are those certainly farther than the nearest so far.
 */
export function nearestEnemyWithin(w: Wfb4World, u: number, wantFleeing: boolean): number {
  let best = -1;
  const limit = w.gaps.limit;
  let bestD = limit;
  // Columns in locals: this loop runs for most units in every player turn.
  const sides = w.plan.side;
  const status = w.status;
  const ucx = w.fp.cx;
  const ucy = w.fp.cy;
  const urad = w.fp.rad;
  const s = sides[u];
  const x = ucx[u];
  const y = ucy[u];
  const r = urad[u] + EPS;
  let skipped = 0;
  for (let e = w.sideFrom[1 - s], stop = w.sideTo[1 - s]; e < stop; e++) {
    const st = status[e];
    if (sides[e] === s || st === DESTROYED || st === FLED_OFF || st === JOINED || st === OFF_TABLE) continue;
    if (!wantFleeing && st === FLEEING) {
      skipped++;
      continue;
    }
    // beyond(u, e) at the best gap so far: certainly farther than the nearest so far.
    const dx = x - ucx[e];
    const dy = y - ucy[e];
    const reach = bestD + r + urad[e];
    if (dx * dx + dy * dy > reach * reach) continue;
    const d = w.gaps.gap[pairOf(w.gaps, u, e)];
    if (d < bestD || (best < 0 && d <= limit)) {
      bestD = d;
      best = e;
    }
  }
  w.fleeingSkipped = skipped;
  return best;
}

/**
 * Whether u stands 1" or more from every other unit on the table (a flyer coming back, a
 * character leaving his unit), to the battlefield's tolerance: a place measured to 1" exactly
 * may come out a hair short.
 */
export function clearOfAll(w: Wfb4World, u: number): boolean {
  for (let o = 0; o < w.n; o++) {
    if (o !== u && present(w.status, o) && w.gaps.gap[pairOf(w.gaps, u, o)] < 1 - EPS) return false;
  }
  return true;
}

/** Unit u within `range` of unit `from` (the gap between them). */
export function within(w: Wfb4World, from: number, u: number, range: number): boolean {
  w.gaps.limit = range;
  return withinLimit(w.gaps, from, u);
}
