/**
 * Gaps (rules/warmaster.md §2.4 "shortest gap"): the closest distance between two units'
 * stands, the two stands whose centres are closest, from a point to a unit, and the nearest
 * unit to another; from a character to a unit or another character (§3.5, §7: a joined one
 * stands with his unit).
 */
import { MAX_STANDS } from '../plan.ts';
import { hx, hy, onTable } from './footprint.ts';
import { MIRAGE } from './status.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * Shortest distance between any stands of u and v into gv (§2.4 "shortest gap"), and the
 * two stands it lies between into gapA and gapB (−1 when either unit has none).
 */
export function gapOf(w: WarmasterWorld, u: number, v: number): void {
  const hxu = hx(w, u);
  const hyu = hy(w, u);
  const hxv = hx(w, v);
  const hyv = hy(w, v);
  let best = Infinity;
  let sa = -1;
  let sb = -1;
  for (let i = 0; i < MAX_STANDS; i++) {
    const a = u * MAX_STANDS + i;
    if (!w.sAlive[a]) continue;
    for (let j = 0; j < MAX_STANDS; j++) {
      const b = v * MAX_STANDS + j;
      if (!w.sAlive[b]) continue;
      let gx = Math.abs(w.sx[a] - w.sx[b]) - hxu - hxv;
      let gy = Math.abs(w.sy[a] - w.sy[b]) - hyu - hyv;
      if (gx < 0) gx = 0;
      if (gy < 0) gy = 0;
      const g = Math.sqrt(gx * gx + gy * gy);
      if (g < best) {
        best = g;
        sa = a;
        sb = b;
      }
    }
  }
  w.gv = best;
  w.gapA = sa;
  w.gapB = sb;
}

/**
 * The live stands of u and v whose centres are closest into pairA (u's) and pairB (v's), −1
 * when either unit has none, and the square of the distance between them into pairD2: the line
 * a sight line or a shot runs along between two units (blocked(), ballPath()), where gapOf()
 * measures the shortest gap between the stands' edges (§2.4).
 */
export function closestStands(w: WarmasterWorld, u: number, v: number): void {
  let best = Infinity;
  let sa = -1;
  let sb = -1;
  for (let i = 0; i < MAX_STANDS; i++) {
    const a = u * MAX_STANDS + i;
    if (!w.sAlive[a]) continue;
    for (let j = 0; j < MAX_STANDS; j++) {
      const b = v * MAX_STANDS + j;
      if (!w.sAlive[b]) continue;
      const ex = w.sx[a] - w.sx[b];
      const ey = w.sy[a] - w.sy[b];
      const d = ex * ex + ey * ey;
      if (d < best) {
        best = d;
        sa = a;
        sb = b;
      }
    }
  }
  w.pairD2 = best;
  w.pairA = sa;
  w.pairB = sb;
}

/** Distance from the point (px, py) to the nearest stand of u into gv. */
export function pointGapOf(w: WarmasterWorld, u: number): void {
  const x = w.px;
  const y = w.py;
  const halfX = hx(w, u);
  const halfY = hy(w, u);
  let best = Infinity;
  for (let k = 0; k < MAX_STANDS; k++) {
    const s = u * MAX_STANDS + k;
    if (!w.sAlive[s]) continue;
    let gx = Math.abs(w.sx[s] - x) - halfX;
    let gy = Math.abs(w.sy[s] - y) - halfY;
    if (gx < 0) gx = 0;
    if (gy < 0) gy = 0;
    const g = Math.sqrt(gx * gx + gy * gy);
    if (g < best) best = g;
  }
  w.gv = best;
}

/** The enemy unit on the table nearest v, or the other friendly one with `friends`; −1 none (gap in bestGap). */
export function nearestUnit(w: WarmasterWorld, v: number, friends: boolean): number {
  const p = w.plan;
  let best = -1;
  for (let u = 0; u < w.n; u++) {
    // An enemy's illusion is an enemy unit to v, never a friend to its own side (§8.2 Mirage).
    if (u === v || (p.side[u] === p.side[v]) !== friends || (!onTable(w, u) && (friends || w.status[u] !== MIRAGE))) continue;
    gapOf(w, u, v);
    if (best < 0 || w.gv < w.bestGap) {
      w.bestGap = w.gv;
      best = u;
    }
  }
  return best;
}

/** Distance from character c to unit u (0 when joined to it). */
export function charGapOf(w: WarmasterWorld, c: number, u: number): void {
  const j = w.cJoin[c];
  if (j === u) {
    w.gv = 0;
  } else if (j >= 0) {
    if (onTable(w, j)) gapOf(w, j, u);
    else w.gv = Infinity;
  } else {
    w.px = w.cxNow[c];
    w.py = w.cyNow[c];
    pointGapOf(w, u);
  }
}

/** Distance between two characters into gv (joined ones stand with their unit). */
export function charToChar(w: WarmasterWorld, c: number, d: number): void {
  const jd = w.cJoin[d];
  if (jd >= 0) {
    charGapOf(w, c, jd);
    return;
  }
  w.px = w.cxNow[d];
  w.py = w.cyNow[d];
  const jc = w.cJoin[c];
  if (jc >= 0) {
    pointGapOf(w, jc);
    return;
  }
  const dx = w.cxNow[c] - w.px;
  const dy = w.cyNow[c] - w.py;
  w.gv = Math.sqrt(dx * dx + dy * dy);
}
