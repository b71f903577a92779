/** Flyers (rules/warmaster.md §3.4): a flyer's move over anything, and homing back on a character. */
import { EPS } from '../../../battlefield/tolerance.ts';
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { OPEN } from '../plan.ts';
import { engaged } from './contact.ts';
import { box, offEdge, onTable } from './footprint.ts';
import { charGapOf, gapOf } from './gaps.ts';
import { overlapsAny } from './terrain.ts';
import { traceHomesBack } from './trace.ts';
import { awayFrom, shift } from './travel.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * A flyer's move (§3.4): over anything, up to mDist along (rdx, rdy), ending clear of other
 * stands and at least 1 cm from enemies; the furthest such spot in 1 cm steps, into `travel`.
 */
export function flyTravel(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  let go = w.mDist;
  const dx = w.rdx;
  const dy = w.rdy;
  for (; go > EPS; go -= 1) {
    w.tx = dx * go;
    w.ty = dy * go;
    shift(w, u);
    let clear = !overlapsAny(w, u) && !offEdge(w, u);
    for (let v = 0; v < w.n && clear; v++) {
      if (p.side[v] === p.side[u] || !onTable(w, v)) continue;
      gapOf(w, u, v);
      if (w.gv < 1 - EPS) clear = false;
    }
    w.tx = -dx * go;
    w.ty = -dy * go;
    shift(w, u);
    if (clear) break;
  }
  w.travel = go > EPS ? go : 0;
}

/**
 * Home back (§3.4): a flyer more than 20 cm from every friendly character may fly D6 × 10 cm
 * towards the nearest one before orders, ending where it can then be ordered.
 */
export function homeBack(w: WarmasterWorld, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || p.rule.fly[u] === 0 || !onTable(w, u) || engaged(w, u)) continue;
    let best = -1;
    for (let c = 0; c < w.nc; c++) {
      if (p.cSide[c] !== side || !w.cAlive[c] || w.cJoin[c] === u) continue;
      charGapOf(w, c, u);
      if (best < 0 || w.gv < w.bestGap) {
        w.bestGap = w.gv;
        best = c;
      }
    }
    if (best < 0 || w.bestGap <= 20 + EPS) continue;
    const roll = rollD6(rng) * 10;
    // Towards the character's place (or his unit's nearest stand).
    const j = w.cJoin[best];
    if (j >= 0) awayFrom(w, j, u);
    else {
      box(w, u);
      const ex = w.cxNow[best] - (w.bx0 + w.bx1) / 2;
      const ey = w.cyNow[best] - (w.by0 + w.by1) / 2;
      const len = Math.sqrt(ex * ex + ey * ey);
      if (len < EPS) continue;
      w.dirX = ex / len;
      w.dirY = ey / len;
    }
    w.rdx = w.dirX;
    w.rdy = w.dirY;
    w.mDist = w.bestGap - 5;
    if (roll < w.mDist) w.mDist = roll;
    flyTravel(w, u);
    if (w.travel <= EPS) continue;
    w.tx = w.rdx * w.travel;
    w.ty = w.rdy * w.travel;
    shift(w, u);
    w.coverNow[u] = OPEN;
    if (w.tracer !== null) traceHomesBack(w, u, roll);
  }
}
