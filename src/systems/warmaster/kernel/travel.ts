/**
 * Moving a unit in a straight line (rules/warmaster.md §3): the direction away from another
 * unit, how far it can go before a stand or terrain stops it, and the move itself.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { MAX_STANDS } from '../plan.ts';
import { hx, hy, onTable } from './footprint.ts';
import { mirageSweep } from './mirage.ts';
import { ray } from './ray.ts';
import { terrainTravel } from './terrain.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * Unit vector from v's closest stand to u's closest stand into dirX, dirY. Its own scan, not
 * gaps.ts's closestStands(): two stands on top of each other (within EPS) give no direction,
 * so such a pair is passed over for the next closest.
 */
export function awayFrom(w: WarmasterWorld, u: number, v: number): void {
  let best = Infinity;
  let dx = 0;
  let dy = 1;
  for (let i = 0; i < MAX_STANDS; i++) {
    const a = u * MAX_STANDS + i;
    if (!w.sAlive[a]) continue;
    for (let j = 0; j < MAX_STANDS; j++) {
      const b = v * MAX_STANDS + j;
      if (!w.sAlive[b]) continue;
      const ex = w.sx[a] - w.sx[b];
      const ey = w.sy[a] - w.sy[b];
      const d = ex * ex + ey * ey;
      if (d < best && d > EPS) {
        best = d;
        dx = ex;
        dy = ey;
      }
    }
  }
  const len = Math.sqrt(dx * dx + dy * dy);
  w.dirX = dx / len;
  w.dirY = dy / len;
}

/**
 * How far unit u can move along the unit vector (rdx, rdy), up to mDist, before a stand of
 * another unit stops it (1 cm short of enemies when `keepOff`), or terrain it may not enter
 * (§1.3); the unit `ignore` does not block. The distance goes to `travel`, the blocking unit to
 * hitUnit, or the terrain piece to hitTerrain (−1 if none).
 */
export function maxTravel(w: WarmasterWorld, u: number, keepOff: boolean, ignore: number): void {
  const p = w.plan;
  const hxu = hx(w, u);
  const hyu = hy(w, u);
  const dx = w.rdx;
  const dy = w.rdy;
  let best = w.mDist;
  w.hitUnit = -1;
  for (let v = 0; v < w.n; v++) {
    if (v === u || v === ignore || !onTable(w, v) || (w.inGroup[v] && w.inGroup[u])) continue;
    const margin = keepOff && p.side[v] !== p.side[u] ? 1 : 0;
    const ex = hxu + hx(w, v) + margin;
    const ey = hyu + hy(w, v) + margin;
    for (let i = 0; i < MAX_STANDS; i++) {
      const a = u * MAX_STANDS + i;
      if (!w.sAlive[a]) continue;
      for (let j = 0; j < MAX_STANDS; j++) {
        const b = v * MAX_STANDS + j;
        if (!w.sAlive[b]) continue;
        const rx = w.sx[a] - w.sx[b];
        const ry = w.sy[a] - w.sy[b];
        // Starting within reach (in contact, or within the 1 cm): only moving closer is blocked.
        if (Math.abs(rx) < ex - EPS && Math.abs(ry) < ey - EPS) {
          if (rx * dx + ry * dy >= 0) continue;
          best = 0;
          w.hitUnit = v;
          continue;
        }
        w.rox = w.sx[a];
        w.roy = w.sy[a];
        w.rex = ex;
        w.rey = ey;
        ray(w, b);
        if (w.rT < best) {
          best = w.rT;
          w.hitUnit = v;
        }
      }
    }
  }
  w.travel = best;
  w.hitTerrain = -1;
  // Terrain it may not enter stops it at the edge (§1.3, §3).
  if (w.nPieces > 0) {
    w.rdx = dx;
    w.rdy = dy;
    terrainTravel(w, u);
  }
}

/** Move every stand of u by (tx, ty). */
export function shift(w: WarmasterWorld, u: number): void {
  const dx = w.tx;
  const dy = w.ty;
  for (let k = 0; k < MAX_STANDS; k++) {
    const s = u * MAX_STANDS + k;
    w.sx[s] += dx;
    w.sy[s] += dy;
  }
  if (w.miragesUp > 0) mirageSweep(w, u); // an illusion met on the way ends (§8.2 Mirage)
}
