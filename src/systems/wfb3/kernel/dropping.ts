/**
 * Dropping things (rules/wfb3.md §3.5; seed p.124): a flyer in the air over an enemy drops what
 * its models carry instead of shooting. Each model drops one object, aimed at the target's
 * centre: a D6, −1 from +20, −2 from +10 and −3 from attack level, is a direct hit at 0 or less,
 * and otherwise lands that many inches off in a random direction — from +30 and higher, a D20 − 1
 * inches off. Whatever unit it lands on, friend or foe, takes a hit at the flyer's S + 1 for each
 * level above attack level, wounded and saved as a missile's (missile-hits.ts missilesLand()).
 *
 * Hot code for flyers only: integers in and out; the landing point goes through the world's
 * registers (`endX`, `endY`).
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { BEARINGS, rollBearing, rollD6, rollOneOf } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, FLEEING, READY } from '../../rank-and-file/unit-state.ts';
import { LEVEL_ATTACK, TARGET_NEAREST, TARGET_NEVER } from '../plan.ts';
import { groundAtEnd } from './crashing.ts';
import { missilesLand } from './missile-hits.ts';
import { holdTrace } from './trace.ts';
import { traceDrops } from './trace-air.ts';
import { aloft, type Wfb3World } from './world.ts';

/** From this many levels above attack level (+30), a dropped object lands a D20 − 1 inches off (§3.5). */
const D20_FROM = 3;

/** Whether flyer u drops things this shooting phase (it does so instead of shooting): it carries some, and flies over the unit it drops them on — the first it flies over, for `nearest`. */
export function drops(w: Wfb3World, rng: Rng, u: number): boolean {
  const p = w.plan;
  if (p.anyFlyer === 0 || w.loads[u] === 0 || !aloft(w, u)) return false;
  const on = p.flyer.dropOn[u];
  if (on === TARGET_NEVER) return false;
  let t = -1;
  if (on >= 0) t = over(w, u, on) ? on : -1;
  else if (on === TARGET_NEAREST) for (let v = 0; v < w.n && t < 0; v++) if (p.side[v] !== p.side[u] && over(w, u, v)) t = v;
  if (t < 0) return false;
  dropOn(w, rng, u, t);
  return true;
}

/** Whether u flies over enemy t, which stands on the ground out of combat: their footprints overlap. */
function over(w: Wfb3World, u: number, t: number): boolean {
  const s = w.status[t];
  if ((s !== READY && s !== FLEEING) || aloft(w, t)) return false;
  return w.gaps.gap[pairOf(w.gaps, u, t)] <= EPS;
}

/** u's models each drop one object aimed at t's centre (§3.5); u carries one fewer each. */
function dropOn(w: Wfb3World, rng: Rng, u: number, t: number): void {
  const p = w.plan;
  const above = w.level[u] - LEVEL_ATTACK;
  const S = p.S[u] + above;
  const s = S > 10 ? 10 : S;
  const mod = above >= D20_FROM ? 0 : 3 - above;
  const n = w.models[u];
  let direct = 0;
  let onTarget = 0;
  let elsewhere = 0;
  let slain = 0;
  if (w.tracer !== null) holdTrace(w);
  const fp = w.fp;
  for (let k = 0; k < n; k++) {
    const off = above >= D20_FROM ? rollOneOf(rng, 20) : rollD6(rng) - mod;
    w.endX = fp.cx[t];
    w.endY = fp.cy[t];
    let v = t;
    if (off > 0) {
      const a = (rollBearing(rng) * 2 * Math.PI) / BEARINGS;
      w.endX += Math.sin(a) * off;
      w.endY += Math.cos(a) * off;
      v = groundAtEnd(w);
    } else direct++;
    if (v < 0) continue;
    if (v === t) onTarget++;
    else elsewhere++;
    const st = w.status[v];
    if (st !== READY && st !== ENGAGED && st !== FLEEING) continue;
    slain += missilesLand(w, rng, 0, v, 1, s, 0);
  }
  w.loads[u]--;
  if (w.tracer !== null) traceDrops(w, u, t, n, s, direct, onTarget, elsewhere, slain);
}
