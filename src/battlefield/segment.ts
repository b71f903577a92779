/**
 * Straight segments on the table — a move, a charge path, a line of sight — and what they meet:
 * the one segment-against-box test of every kernel (the slab test: clipSlab() once per pair of
 * parallel faces; spanThrough() for a box of two slabs), with the
 * box either a terrain piece (boxOfPiece()) or a unit's footprint grown by a margin
 * (boxOfFootprint()); where a segment crosses a linear piece (crossing()); and a cheap test that
 * it passes clear of a unit (missesFootprint()).
 *
 * A Segment is a register: the kernel sets its fields, calls a test, and reads the result from
 * its fields, so no double is passed to or returned from a call (V8 boxes those it does not
 * inline). Hot code: nothing allocates.
 */
import type { Footprints } from './footprints.ts';
import type { TerrainPieces } from './pieces.ts';
import { EPS } from './tolerance.ts';

export class Segment {
  /** Start point, unit direction and length. */
  x = 0.5;
  y = 0.5;
  dx = 0.5;
  dy = 0.5;
  len = 0.5;
  /** The end point aimAtEnd() aims the segment at. */
  ex = 0.5;
  ey = 0.5;
  /**
   * The box spanThrough() tests: a frame (origin ox, oy; its v axis along (fsin, fcos), its u
   * axis to the right of that) and the box's extent in it, u0..u1 across and v0..v1 along.
   */
  ox = 0.5;
  oy = 0.5;
  fsin = 0.5;
  fcos = 0.5;
  u0 = 0.5;
  u1 = 0.5;
  v0 = 0.5;
  v1 = 0.5;
  /** Where the segment enters and leaves the box (distances along it, clipped to 0..len). */
  tIn = 0.5;
  tOut = 0.5;
  /** Where crossing() found the segment crossing a linear piece. */
  at = 0.5;
  /** How far round a footprint boxOfFootprint() and missesFootprint() grow it. */
  margin = 0.5;
  /**
   * One slab for clipSlab(): the segment's start (o) and direction (d) across it, its bounds
   * lo..hi, and whether merely touching a bound counts as outside (open) or inside (closed).
   */
  slabO = 0.5;
  slabD = 0.5;
  slabLo = 0.5;
  slabHi = 0.5;
  openSlab = false;
}

/**
 * Aim the segment from its start (x, y) at its end (ex, ey): its unit direction and length.
 * Shorter than EPS, it points along +y (the caller that cares tests `len`).
 */
export function aimAtEnd(s: Segment): void {
  const dx = s.ex - s.x;
  const dy = s.ey - s.y;
  const len = Math.sqrt(dx * dx + dy * dy);
  s.dx = len < EPS ? 0 : dx / len;
  s.dy = len < EPS ? 1 : dy / len;
  s.len = len;
}

/**
 * The slab test's one step, the part of every segment-against-box test of every system: clip
 * (tIn, tOut) to where the segment lies between the slab's bounds (slabO, slabD, slabLo,
 * slabHi). False when the segment runs parallel to the slab and outside it (then tIn, tOut are
 * left as they were); true otherwise, even when the clipped span is empty (tIn > tOut).
 */
export function clipSlab(s: Segment): boolean {
  const o = s.slabO;
  const d = s.slabD;
  const lo = s.slabLo;
  const hi = s.slabHi;
  if (Math.abs(d) < 1e-12) {
    if (s.openSlab) return !(o <= lo || o >= hi);
    return !(o < lo || o > hi);
  }
  let a = (lo - o) / d;
  let b = (hi - o) / d;
  if (a > b) {
    const t = a;
    a = b;
    b = t;
  }
  if (a > s.tIn) s.tIn = a;
  if (b < s.tOut) s.tOut = b;
  return true;
}

/** The box of terrain piece k (an axis-aligned rectangle) in the table's own frame. */
export function boxOfPiece(s: Segment, pieces: TerrainPieces, k: number): void {
  s.ox = 0;
  s.oy = 0;
  s.fsin = 0;
  s.fcos = 1;
  s.u0 = pieces.x0[k];
  s.u1 = pieces.x1[k];
  s.v0 = pieces.y0[k];
  s.v1 = pieces.y1[k];
}

/** The box of unit o's footprint grown by s.margin all round, in the unit's frame. */
export function boxOfFootprint(s: Segment, fp: Footprints, o: number): void {
  const m = s.margin;
  const hw = fp.w[o] * 0.5 + m;
  s.ox = fp.x[o];
  s.oy = fp.y[o];
  s.fsin = fp.sin[o];
  s.fcos = fp.cos[o];
  s.u0 = -hw;
  s.u1 = hw;
  s.v0 = -fp.d[o] - m;
  s.v1 = m;
}

/**
 * Where the segment enters and leaves the box set by boxOfPiece() or boxOfFootprint(), into
 * (tIn, tOut), clipped to the segment; false when it does not meet the box. The slab test:
 * the segment clipped between the two lines bounding the box across, then the two along.
 */
export function spanThrough(s: Segment): boolean {
  const rx = s.x - s.ox;
  const ry = s.y - s.oy;
  const sin = s.fsin;
  const cos = s.fcos;
  s.tIn = 0;
  s.tOut = s.len;
  s.openSlab = false;
  // Across the box's frame, then along it.
  s.slabO = rx * cos - ry * sin;
  s.slabD = s.dx * cos - s.dy * sin;
  s.slabLo = s.u0;
  s.slabHi = s.u1;
  if (!clipSlab(s)) return false;
  s.slabO = rx * sin + ry * cos;
  s.slabD = s.dx * sin + s.dy * cos;
  s.slabLo = s.v0;
  s.slabHi = s.v1;
  if (!clipSlab(s)) return false;
  return s.tIn <= s.tOut;
}

/**
 * How far unit u, slid without turning along the segment's direction for at most its length,
 * goes before its rectangle meets unit o's, into `tIn`; false (tIn left undefined) when it does
 * not meet it on the way. Two rectangles first touch where a corner of one meets a side of the
 * other, so each corner of u is sent along the way against o's box and each corner of o back
 * against u's: eight slab tests. The segment's start is put back; `margin` is taken as 0.
 */
export function sweepInto(s: Segment, fp: Footprints, u: number, o: number): boolean {
  const x = s.x;
  const y = s.y;
  let best = Infinity;
  s.margin = 0;
  for (let pass = 0; pass < 2; pass++) {
    // Pass 0: u's corners along the way against o; pass 1: o's corners back against u.
    const a = pass === 0 ? u : o;
    boxOfFootprint(s, fp, pass === 0 ? o : u);
    if (pass === 1) {
      s.dx = -s.dx;
      s.dy = -s.dy;
    }
    const hw = fp.w[a] * 0.5;
    const rx = fp.cos[a] * hw; // half the front, to the right
    const ry = -fp.sin[a] * hw;
    const bx = -fp.sin[a] * fp.d[a]; // front to back
    const by = -fp.cos[a] * fp.d[a];
    for (let k = 0; k < 4; k++) {
      const side = k & 1 ? 1 : -1;
      const back = k & 2 ? 1 : 0;
      s.x = fp.x[a] + side * rx + back * bx;
      s.y = fp.y[a] + side * ry + back * by;
      if (spanThrough(s) && s.tIn < best) best = s.tIn;
    }
    if (pass === 1) {
      s.dx = -s.dx;
      s.dy = -s.dy;
    }
  }
  s.x = x;
  s.y = y;
  s.tIn = best;
  return best < Infinity;
}

/**
 * True when the segment crosses linear piece k (from x0, y0 to x1, y1) within its length;
 * where, into `at`.
 */
export function crossing(s: Segment, pieces: TerrainPieces, k: number): boolean {
  const ex = pieces.x1[k] - pieces.x0[k];
  const ey = pieces.y1[k] - pieces.y0[k];
  const denom = s.dx * ey - s.dy * ex;
  if (Math.abs(denom) < 1e-12) return false;
  const wx = pieces.x0[k] - s.x;
  const wy = pieces.y0[k] - s.y;
  const t = (wx * ey - wy * ex) / denom;
  const q = (wx * s.dy - wy * s.dx) / denom;
  if (t >= 0 && t <= s.len && q >= 0 && q <= 1) {
    s.at = t;
    return true;
  }
  return false;
}

/**
 * True when the segment certainly passes clear of unit o grown by s.margin all round: its
 * centre farther from the segment than its half-diagonal and the margin's √2. Then
 * spanThrough() of boxOfFootprint() would find no entry, and this cheaper test saves it.
 */
export function missesFootprint(s: Segment, fp: Footprints, o: number): boolean {
  const cx = fp.cx[o] - s.x;
  const cy = fp.cy[o] - s.y;
  let t = cx * s.dx + cy * s.dy;
  if (t < 0) t = 0;
  else if (t > s.len) t = s.len;
  const ex = cx - s.dx * t;
  const ey = cy - s.dy * t;
  const r = fp.rad[o] + s.margin * Math.SQRT2 + EPS;
  return ex * ex + ey * ey > r * r;
}

/**
 * Turn u to face along the segment: the facing's sine and cosine are its direction, so no
 * trigonometry is taken but the angle.
 */
export function faceAlong(fp: Footprints, u: number, s: Segment): void {
  const f = Math.atan2(s.dx, s.dy);
  fp.facing[u] = f;
  fp.sin[u] = s.dx;
  fp.cos[u] = s.dy;
  fp.trigFacing[u] = f;
}
