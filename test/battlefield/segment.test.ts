// The one segment-against-box test (src/battlefield/segment.ts): the slab step and the box built
// of two slabs, for a terrain piece and for a unit's footprint, against hand-worked cases.
import { describe, expect, it } from 'vitest';
import { Footprints } from '../../src/battlefield/footprints.ts';
import { TerrainPieces } from '../../src/battlefield/pieces.ts';
import { boxOfFootprint, boxOfPiece, clipSlab, crossing, missesFootprint, Segment, spanThrough, sweepInto } from '../../src/battlefield/segment.ts';

/** A segment from (x, y) along the unit vector (dx, dy) for len. */
function segment(x: number, y: number, dx: number, dy: number, len: number): Segment {
  const s = new Segment();
  s.x = x;
  s.y = y;
  s.dx = dx;
  s.dy = dy;
  s.len = len;
  return s;
}

// One area piece, the box 10..20 × 10..14, and one linear piece from (0, 30) to (40, 30).
const pieces = new TerrainPieces(Int32Array.of(1, 6), Uint8Array.of(0, 1), Float64Array.of(10, 0), Float64Array.of(10, 30), Float64Array.of(20, 40), Float64Array.of(14, 30));

describe('clipSlab', () => {
  it('clips to the slab, and tells a parallel segment outside it (touching: closed in, open out)', () => {
    const s = segment(0, 0, 1, 0, 100);
    s.tIn = 0;
    s.tOut = 100;
    Object.assign(s, { slabO: 0, slabD: 1, slabLo: 10, slabHi: 20, openSlab: false });
    expect(clipSlab(s)).toBe(true);
    expect([s.tIn, s.tOut]).toEqual([10, 20]);
    Object.assign(s, { slabO: 10, slabD: 0, slabLo: 10, slabHi: 20 });
    expect(clipSlab(s)).toBe(true); // on the bound of a closed slab: inside
    s.openSlab = true;
    expect(clipSlab(s)).toBe(false); // on the bound of an open slab: outside
  });
});

describe('spanThrough', () => {
  it('finds where a segment enters and leaves a terrain piece, clipped to the segment', () => {
    const s = segment(0, 12, 1, 0, 100);
    boxOfPiece(s, pieces, 0);
    expect(spanThrough(s)).toBe(true);
    expect([s.tIn, s.tOut]).toEqual([10, 20]);
    const short = segment(15, 12, 1, 0, 3);
    boxOfPiece(short, pieces, 0);
    expect(spanThrough(short)).toBe(true);
    expect([short.tIn, short.tOut]).toEqual([0, 3]);
  });

  it('misses a piece the segment passes beside or stops short of', () => {
    const beside = segment(0, 15, 1, 0, 100);
    boxOfPiece(beside, pieces, 0);
    expect(spanThrough(beside)).toBe(false);
    const short = segment(0, 12, 1, 0, 5);
    boxOfPiece(short, pieces, 0);
    expect(spanThrough(short)).toBe(false);
  });

  it("finds a unit's footprint, grown by the margin, in the unit's own frame", () => {
    // A unit facing +x (90°): front edge centre (30, 10), 10 wide, 4 deep, so its box is
    // x 26..30, y 5..15; grown by 1: x 25..31, y 4..16.
    const fp = new Footprints(1);
    fp.x[0] = 30;
    fp.y[0] = 10;
    fp.sin[0] = 1;
    fp.cos[0] = 0;
    fp.w[0] = 10;
    fp.d[0] = 4;
    const s = segment(0, 10, 1, 0, 100);
    s.margin = 1;
    boxOfFootprint(s, fp, 0);
    expect(spanThrough(s)).toBe(true);
    expect(s.tIn).toBeCloseTo(25, 12);
    expect(s.tOut).toBeCloseTo(31, 12);
    fp.cx[0] = 28;
    fp.cy[0] = 10;
    fp.rad[0] = Math.sqrt(29);
    const clear = segment(0, 40, 1, 0, 100);
    clear.margin = 1;
    expect(missesFootprint(clear, fp, 0)).toBe(true);
    expect(missesFootprint(s, fp, 0)).toBe(false);
  });
});

describe('crossing', () => {
  it('finds where a segment crosses a linear piece, and not beyond its length', () => {
    const s = segment(20, 0, 0, 1, 50);
    expect(crossing(s, pieces, 1)).toBe(true);
    expect(s.at).toBe(30);
    expect(crossing(segment(20, 0, 0, 1, 20), pieces, 1)).toBe(false);
  });
});

describe('sweepInto', () => {
  /** Unit k's footprint: front-edge centre (x, y), facing `deg` (0 faces +y), w wide, d deep. */
  function place(fp: Footprints, k: number, x: number, y: number, deg: number, w: number, d: number): void {
    fp.x[k] = x;
    fp.y[k] = y;
    fp.sin[k] = Math.sin((deg * Math.PI) / 180);
    fp.cos[k] = Math.cos((deg * Math.PI) / 180);
    fp.w[k] = w;
    fp.d[k] = d;
  }

  it("slides a unit ahead until its front meets another's side, and finds a corner of the other meeting its front", () => {
    const fp = new Footprints(2);
    // u faces +y from (0, 0), 10 wide; o faces it 6" ahead, 6 wide: the fronts meet at 6.
    place(fp, 0, 0, 0, 0, 10, 4);
    place(fp, 1, 0, 6, 180, 6, 2);
    const s = segment(0, 0, 0, 1, 10);
    expect(sweepInto(s, fp, 0, 1)).toBe(true);
    expect(s.tIn).toBeCloseTo(6, 12);
    expect([s.x, s.y]).toEqual([0, 0]);
    // A diamond (o turned 45°, 2 × 2) whose lowest corner, at y = 10 − √½ − √2, sits over u's
    // front: only o's corner sent back against u finds it.
    place(fp, 1, 2, 10, 45, 2, 2);
    const low = 10 - Math.SQRT1_2 - Math.SQRT2;
    expect(sweepInto(s, fp, 0, 1)).toBe(true);
    expect(s.tIn).toBeCloseTo(low, 12);
    // Beside the way, or beyond the segment's length: not met.
    place(fp, 1, 20, 6, 180, 6, 2);
    expect(sweepInto(s, fp, 0, 1)).toBe(false);
    place(fp, 1, 0, 12, 180, 6, 2);
    expect(sweepInto(s, fp, 0, 1)).toBe(false);
  });
});
