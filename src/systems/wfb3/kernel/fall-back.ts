/**
 * Falling back (rules/wfb3.md §2.1, §2.6; tactic `move: fall-back`): a unit told to fall back
 * holds in its movement phase — so that it shoots without the penalty for moving — and in its
 * reserves phase, while some enemy standing on the table could reach it with a charge (within
 * that enemy's charge reach), steps straight back at half rate (moving backwards, §2.1) with the
 * ground's penalty on top, keeping its facing: no manoeuvre. It stops at the table edge, and 4"
 * from any enemy it moves towards (§2.6); the enemies it moves away from do not halt it.
 */
import { clipToTable } from '../../../battlefield/footprints.ts';
import { pairOf } from '../../../battlefield/gaps.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { FLEEING, standing } from '../../rank-and-file/unit-state.ts';
import { shape } from './formation.ts';
import { travel } from './terrain.ts';
import { traceFallsBack } from './trace.ts';
import { aloft, type Wfb3World } from './world.ts';

/** Within this of an enemy a reserve move halts (§2.6). */
const RESERVE_HALT = 4;

/** The enemy standing on the table that could charge u, the nearest such, or −1. */
function threat(w: Wfb3World, u: number): number {
  let best = -1;
  let gap = Infinity;
  for (let v = 0; v < w.n; v++) {
    // A flyer in the air charges no one (aerial.ts).
    if (w.plan.side[v] === w.plan.side[u] || !standing(w.status, v) || aloft(w, v)) continue;
    const g = w.gaps.gap[pairOf(w.gaps, u, v)];
    if (g <= w.rate[v] + EPS && g < gap) {
      gap = g;
      best = v;
    }
  }
  return best;
}

/** u, told to fall back, steps back in its reserves phase when an enemy could charge it (above). */
export function fallBack(w: Wfb3World, u: number): void {
  const t = threat(w, u);
  if (t < 0) return;
  const fp = w.fp;
  const seg = w.seg;
  // Backwards, from its rear edge.
  seg.dx = -fp.sin[u];
  seg.dy = -fp.cos[u];
  seg.x = fp.x[u] + seg.dx * fp.d[u];
  seg.y = fp.y[u] + seg.dy * fp.d[u];
  seg.len = Infinity;
  clipToTable(fp, u, w.table, seg);
  for (let v = 0; v < w.n; v++) {
    if (w.plan.side[v] === w.plan.side[u] || (!standing(w.status, v) && w.status[v] !== FLEEING) || aloft(w, v)) continue;
    // An enemy behind it: it may come no nearer than 4".
    if ((fp.cx[v] - fp.cx[u]) * seg.dx + (fp.cy[v] - fp.cy[u]) * seg.dy <= 0) continue;
    const room = w.gaps.gap[pairOf(w.gaps, u, v)] - RESERVE_HALT;
    if (room < seg.len) seg.len = room;
  }
  if (seg.len <= EPS) return;
  // Half rate, the ground's penalty on top (§2.1).
  w.dist = w.M[u] * 0.5;
  travel(w, u);
  if (w.dist <= EPS) return;
  fp.x[u] += seg.dx * w.dist;
  fp.y[u] += seg.dy * w.dist;
  shape(w, u);
  w.reserveMoved[u] = w.dist;
  if (w.tracer !== null) traceFallsBack(w, u, t);
}
