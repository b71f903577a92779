/**
 * Terrain (rules/warmaster.md §1.3, §2.4, §4.1, §5.11): where a line or a moving box meets a
 * piece, the stands on pieces of a kind, terrain that stops a move, stands placed over other
 * units or ground they may not enter, and the height of hills.
 */
import { clipSlab } from '../../../battlefield/segment.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { HILL_KINDS, MAX_STANDS, T_OBSTACLE } from '../plan.ts';
import { whollyBlockedBy } from '../terrain.ts';
import { box, hx, hy, onTable } from './footprint.ts';
import type { WarmasterWorld } from './world.ts';

// ------------------------------------------------------------------ terrain (§1.3, §2.4, §4.1, §5.11)

/**
 * Where the ray (rox, roy) + t (rdx, rdy) runs inside piece k grown by the half extents
 * (rex, rey) — for a linear piece, inside the band its segment sweeps with that box — into
 * cT0, cT1 (empty when cT1 ≤ cT0). The shape is the intersection of slabs: along x and y,
 * and across the segment for a linear piece, each clipped by the battlefield's clipSlab()
 * (open: a ray along a bound is outside).
 */
export function slabs(w: WarmasterWorld, k: number): void {
  const p = w.plan;
  const ox = w.rox;
  const oy = w.roy;
  const dx = w.rdx;
  const dy = w.rdy;
  const ax = p.tx0[k];
  const ay = p.ty0[k];
  const bx = p.tx1[k];
  const by = p.ty1[k];
  const s = w.slab;
  s.tIn = -Infinity;
  s.tOut = Infinity;
  s.openSlab = true;
  for (let axis = 0; axis < 3; axis++) {
    let lo = 0;
    let hi = 0;
    let o = 0;
    let d = 0;
    if (axis === 0) {
      lo = (ax < bx ? ax : bx) - w.rex;
      hi = (ax < bx ? bx : ax) + w.rex;
      o = ox;
      d = dx;
    } else if (axis === 1) {
      lo = (ay < by ? ay : by) - w.rey;
      hi = (ay < by ? by : ay) + w.rey;
      o = oy;
      d = dy;
    } else {
      if (p.terrainKind[k] !== T_OBSTACLE) break;
      const len = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
      if (len < EPS) break;
      const nx = -(by - ay) / len;
      const ny = (bx - ax) / len;
      const c = nx * ax + ny * ay;
      const h = w.rex * Math.abs(nx) + w.rey * Math.abs(ny);
      lo = c - h;
      hi = c + h;
      o = nx * ox + ny * oy;
      d = nx * dx + ny * dy;
    }
    s.slabO = o;
    s.slabD = d;
    s.slabLo = lo;
    s.slabHi = hi;
    if (!clipSlab(s)) {
      s.tIn = Infinity;
      s.tOut = -Infinity;
      break;
    }
  }
  w.cT0 = s.tIn;
  w.cT1 = s.tOut;
}

/**
 * Entry parameter of a box of half extents (rex, rey) moving from (rox, roy) along (rdx, rdy)
 * into piece k, into rT: Infinity when it misses, moves away, or starts inside it (a stand
 * already in the terrain may always move out).
 */
export function rayPiece(w: WarmasterWorld, k: number): void {
  slabs(w, k);
  const t0 = w.cT0;
  const t1 = w.cT1;
  w.rT = t1 <= t0 + EPS || t1 <= EPS || t0 < -EPS ? Infinity : t0 > 0 ? t0 : 0;
}

/** The box at (rox, roy) with half extents (rex, rey) overlaps piece k (touching is not overlapping). */
export function boxInPiece(w: WarmasterWorld, k: number): boolean {
  const p = w.plan;
  const ax = p.tx0[k];
  const ay = p.ty0[k];
  const bx = p.tx1[k];
  const by = p.ty1[k];
  const x = w.rox;
  const y = w.roy;
  const ex = w.rex;
  const ey = w.rey;
  if ((ax > bx ? ax : bx) <= x - ex + EPS || (ax < bx ? ax : bx) >= x + ex - EPS) return false;
  if ((ay > by ? ay : by) <= y - ey + EPS || (ay < by ? ay : by) >= y + ey - EPS) return false;
  if (p.terrainKind[k] !== T_OBSTACLE) return true;
  const len = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
  if (len < EPS) return false;
  const nx = -(by - ay) / len;
  const ny = (bx - ax) / len;
  return Math.abs(nx * (ax - x) + ny * (ay - y)) < ex * Math.abs(nx) + ey * Math.abs(ny) - EPS;
}

/**
 * Terrain that stops u moving along (rdx, rdy) (§1.3, §3): lowers `travel` to where the first
 * stand would meet a piece u may not enter, and then says so in hitTerrain (hitUnit −1).
 */
export function terrainTravel(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  const mask = p.blockedBy[u];
  const halfX = hx(w, u);
  const halfY = hy(w, u);
  for (let k = 0; k < w.nPieces; k++) {
    if ((mask & p.terrainMove[k]) === 0) continue;
    for (let i = 0; i < MAX_STANDS; i++) {
      const a = u * MAX_STANDS + i;
      if (!w.sAlive[a]) continue;
      w.rox = w.sx[a];
      w.roy = w.sy[a];
      w.rex = halfX;
      w.rey = halfY;
      rayPiece(w, k);
      if (w.rT < w.travel) {
        w.travel = w.rT;
        w.hitTerrain = k;
        w.hitUnit = -1;
      }
    }
  }
}

/**
 * Stand a of u stands (even partly) on a piece whose bits in `bits` meet `mask`: bits is
 * terrainBit (the piece's kind: orders, §2.4) or terrainMove (ground u may not enter, §1.3).
 */
export function standOnKinds(w: WarmasterWorld, u: number, a: number, mask: number, bits: Int32Array): boolean {
  for (let k = 0; k < w.nPieces; k++) {
    if ((mask & bits[k]) === 0) continue;
    w.rox = w.sx[a];
    w.roy = w.sy[a];
    w.rex = hx(w, u);
    w.rey = hy(w, u);
    if (boxInPiece(w, k)) return true;
  }
  return false;
}

/** Some live stand of u stands (even partly) on a piece whose `bits` meet `mask` (standOnKinds). */
export function unitOnKinds(w: WarmasterWorld, u: number, mask: number, bits: Int32Array): boolean {
  for (let i = 0; i < MAX_STANDS; i++) {
    const a = u * MAX_STANDS + i;
    if (w.sAlive[a] && standOnKinds(w, u, a, mask, bits)) return true;
  }
  return false;
}

/**
 * u's live stands lie wholly in ground of the movement bits `mask` (whollyBlockedBy: one piece,
 * or the parts its bridges or roads leave): what "a unit wholly in a wood" means for a mounted
 * character (§3.5, §7). compile.ts refuses a join at deployment by the same test on the
 * deployment box.
 */
export function whollyInPiece(w: WarmasterWorld, u: number, mask: number): boolean {
  box(w, u);
  return whollyBlockedBy(w.plan, mask, w.bx0, w.by0, w.bx1, w.by1) >= 0;
}

/**
 * Height of the ground at (px, py) into hv: 0 off the hills; on a hill it rises evenly from
 * 0 at its edge to 1 along its centre line (the flat-hill reading of the rulebook's notes on
 * terrain), the highest of overlapping hills.
 */
export function heightAt(w: WarmasterWorld): void {
  const p = w.plan;
  let h = 0;
  for (let k = 0; k < w.nPieces; k++) {
    if (((1 << p.terrainKind[k]) & HILL_KINDS) === 0) continue;
    const x0 = p.tx0[k];
    const y0 = p.ty0[k];
    const x1 = p.tx1[k];
    const y1 = p.ty1[k];
    if (w.px < x0 || w.px > x1 || w.py < y0 || w.py > y1) continue;
    let inward = w.px - x0;
    if (x1 - w.px < inward) inward = x1 - w.px;
    if (w.py - y0 < inward) inward = w.py - y0;
    if (y1 - w.py < inward) inward = y1 - w.py;
    const half = (x1 - x0 < y1 - y0 ? x1 - x0 : y1 - y0) / 2;
    const here = half > EPS ? inward / half : 0;
    if (here > h) h = here;
  }
  w.hv = h;
}

/**
 * The highest ground along the line (lnX, lnY) + t (lnDX, lnDY) for t in segLo..segHi, over
 * every hill, into segTop (0 off the hills). Uses the ray fields.
 */
export function segmentTop(w: WarmasterWorld): void {
  const lo = w.segLo;
  const hi = w.segHi;
  let top = 0;
  for (let k = 0; k < w.nPieces; k++) {
    if ((w.terrainBit[k] & HILL_KINDS) === 0) continue;
    w.rox = w.lnX;
    w.roy = w.lnY;
    w.rdx = w.lnDX;
    w.rdy = w.lnDY;
    w.rex = 0;
    w.rey = 0;
    slabs(w, k);
    const a = w.cT0 > lo ? w.cT0 : lo;
    const b = w.cT1 < hi ? w.cT1 : hi;
    if (b < a) continue;
    w.segLo = a;
    w.segHi = b;
    hillCrest(w, k);
    w.segLo = lo;
    w.segHi = hi;
    if (w.crestH > top) top = w.crestH;
  }
  w.segTop = top;
}

/**
 * The highest ground of hill k along the line (lnX, lnY) + t (lnDX, lnDY) for t in
 * segLo..segHi (inside the hill), into crestH, and the furthest t where it is reached into
 * crestT. The height is heightAt's: min(half width − |x − centre|, half depth − |y − centre|)
 * over half the shorter side, a concave piecewise-linear function along the line, so its
 * highest point is an end, where the line crosses a centre line, or where the two distances
 * meet.
 */
export function hillCrest(w: WarmasterWorld, k: number): void {
  const p = w.plan;
  const ox = w.lnX;
  const oy = w.lnY;
  const dx = w.lnDX;
  const dy = w.lnDY;
  const cx = (p.tx0[k] + p.tx1[k]) / 2;
  const cy = (p.ty0[k] + p.ty1[k]) / 2;
  const hw = (p.tx1[k] - p.tx0[k]) / 2;
  const hd = (p.ty1[k] - p.ty0[k]) / 2;
  const half = hw < hd ? hw : hd;
  const lo = w.segLo;
  const hi = w.segHi;
  let bestH = -1;
  let bestT = lo;
  for (let i = 0; i < 8; i++) {
    let t = lo;
    if (i === 1) t = hi;
    else if (i === 2) {
      if (Math.abs(dx) < 1e-12) continue;
      t = (cx - ox) / dx;
    } else if (i === 3) {
      if (Math.abs(dy) < 1e-12) continue;
      t = (cy - oy) / dy;
    } else if (i >= 4) {
      // hw − s1 (x − cx) = hd − s2 (y − cy), the signs by i.
      const s1 = (i & 1) === 0 ? 1 : -1;
      const s2 = (i & 2) === 0 ? 1 : -1;
      const den = s2 * dy - s1 * dx;
      if (Math.abs(den) < 1e-12) continue;
      t = (hd - hw - s2 * (oy - cy) + s1 * (ox - cx)) / den;
    }
    if (t < lo || t > hi) continue;
    let h = hw - Math.abs(ox + t * dx - cx);
    const across = hd - Math.abs(oy + t * dy - cy);
    if (across < h) h = across;
    h = h > 0 && half > EPS ? h / half : 0;
    if (h > bestH + 1e-9 || (h > bestH - 1e-9 && t > bestT)) {
      bestH = h;
      bestT = t;
    }
  }
  w.crestH = bestH > 0 ? bestH : 0;
  w.crestT = bestT;
}

/** Any live stand of u overlaps (not merely touches) a stand of another unit, or terrain it may not enter (§1.3, §3.4). */
export function overlapsAny(w: WarmasterWorld, u: number): boolean {
  if (w.nPieces > 0 && unitOnKinds(w, u, w.plan.blockedBy[u], w.plan.terrainMove)) return true;
  const hxu = hx(w, u);
  const hyu = hy(w, u);
  for (let v = 0; v < w.n; v++) {
    if (v === u || !onTable(w, v)) continue;
    const ex = hxu + hx(w, v) - EPS;
    const ey = hyu + hy(w, v) - EPS;
    for (let i = 0; i < MAX_STANDS; i++) {
      const a = u * MAX_STANDS + i;
      if (!w.sAlive[a]) continue;
      for (let j = 0; j < MAX_STANDS; j++) {
        const b = v * MAX_STANDS + j;
        if (!w.sAlive[b]) continue;
        if (Math.abs(w.sx[a] - w.sx[b]) < ex && Math.abs(w.sy[a] - w.sy[b]) < ey) return true;
      }
    }
  }
  return false;
}

/** Stand a of u, placed, overlaps a stand already placed, another unit, or terrain u may not enter (§1.3, §3.4). */
export function standOverlaps(w: WarmasterWorld, u: number, a: number, first: number): boolean {
  if (w.nPieces > 0 && standOnKinds(w, u, a, w.plan.blockedBy[u], w.plan.terrainMove)) return true;
  const hxu = hx(w, u);
  const hyu = hy(w, u);
  for (let k = 0; k < MAX_STANDS; k++) {
    const s = u * MAX_STANDS + k;
    // Only stands already placed matter: the first, and those before a in slot order.
    if (s === a || !w.sAlive[s] || (s !== first && (s > a || a === first))) continue;
    if (Math.abs(w.sx[a] - w.sx[s]) < 2 * hxu - EPS && Math.abs(w.sy[a] - w.sy[s]) < 2 * hyu - EPS) return true;
  }
  for (let v = 0; v < w.n; v++) {
    if (v === u || !onTable(w, v)) continue;
    const ex = hxu + hx(w, v) - EPS;
    const ey = hyu + hy(w, v) - EPS;
    for (let j = 0; j < MAX_STANDS; j++) {
      const b = v * MAX_STANDS + j;
      if (!w.sAlive[b]) continue;
      if (Math.abs(w.sx[a] - w.sx[b]) < ex && Math.abs(w.sy[a] - w.sy[b]) < ey) return true;
    }
  }
  return false;
}
