// The models of a unit as bases under a round template or along a line (battlefield/bases.ts):
// the geometry of a stone thrower's template and a cannon ball's bounce (rules/wfb4.md §4.5).
import { describe, expect, it } from 'vitest';
import { baseAt, basesCrossed, basesUnder, Blast } from '../../src/battlefield/bases.ts';
import { centreFootprint, Footprints, sizeFootprint, turnFootprint } from '../../src/battlefield/footprints.ts';
import { Segment } from '../../src/battlefield/segment.ts';

const BASE = 20 / 25.4; // a 20 mm base, in inches

/** One unit of `models` on `files` 20 mm bases, its front edge centred on (x, y), facing `deg`. */
function unit(models: number, files: number, x: number, y: number, deg: number): { fp: Footprints; b: Blast } {
  const fp = new Footprints(1);
  fp.x[0] = x;
  fp.y[0] = y;
  fp.facing[0] = (deg * Math.PI) / 180;
  turnFootprint(fp, 0);
  fp.w[0] = Math.min(models, files) * BASE;
  fp.d[0] = Math.ceil(models / files) * BASE;
  sizeFootprint(fp, 0);
  centreFootprint(fp, 0);
  const b = new Blast();
  b.models = models;
  b.files = files;
  b.bw = BASE;
  b.bd = BASE;
  return { fp, b };
}

/** A segment from (x, y) along (dx, dy) for len inches. */
function line(x: number, y: number, dx: number, dy: number, len: number): Segment {
  const s = new Segment();
  const n = Math.hypot(dx, dy);
  s.x = x;
  s.y = y;
  s.dx = dx / n;
  s.dy = dy / n;
  s.len = len;
  return s;
}

describe('bases under a round template', () => {
  it('§11 #26: a 3" template centred on a model deep in a unit of 20 mm bases covers it and 8 more', () => {
    // 5 × 5 facing +y: the middle model of the third rank is centred 2.5 bases behind the front.
    const { fp, b } = unit(25, 5, 10, 10, 0);
    b.x = 10;
    b.y = 10 - 2.5 * BASE;
    b.r = 1.5;
    basesUnder(fp, 0, b);
    expect([b.under, b.hole]).toEqual([9, 1]);
  });

  it('turns with the unit: the same template on a unit facing 90° covers the same 9', () => {
    const { fp, b } = unit(25, 5, 10, 10, 90);
    b.x = 10 - 2.5 * BASE; // behind a unit facing +x is −x
    b.y = 10;
    b.r = 1.5;
    basesUnder(fp, 0, b);
    expect([b.under, b.hole]).toEqual([9, 1]);
  });

  it('off the unit it covers none and holds no base; by its edge only the models it reaches', () => {
    const { fp, b } = unit(25, 5, 10, 10, 0);
    b.x = 10;
    b.y = 14; // 4" in front of the front rank
    b.r = 1.5;
    basesUnder(fp, 0, b);
    expect([b.under, b.hole]).toEqual([0, 0]);
    b.y = 10 + 1.5 - 0.5 * BASE - 0.01; // just reaching the centre of the front rank's middle model
    basesUnder(fp, 0, b);
    expect([b.under, b.hole]).toEqual([1, 0]);
  });

  it('a short last rank stands centred: a point over a missing corner base holds nothing', () => {
    const { fp, b } = unit(23, 5, 10, 10, 0); // 4 full ranks and 3 in the fifth, centred
    b.x = 10 - 2 * BASE; // the leftmost file, in the fifth rank: empty
    b.y = 10 - 4.5 * BASE;
    baseAt(fp, 0, b);
    expect(b.hole).toBe(0);
    b.x = 10 - BASE; // the second file of the fifth rank: its first model
    baseAt(fp, 0, b);
    expect(b.hole).toBe(1);
  });
});

describe('bases along a line', () => {
  it('§11 #27: a ball bouncing 8" straight through a unit 4 deep hits one model a rank', () => {
    const { fp, b } = unit(20, 5, 10, 16, 180); // front at y = 16, ranks towards +y
    expect(basesCrossed(fp, 0, b, line(10, 16, 0, 1, 8))).toBe(4);
  });

  it('a ball running along the edge between two files hits one of them, not both', () => {
    const { fp, b } = unit(16, 4, 10, 16, 180);
    expect(basesCrossed(fp, 0, b, line(10, 14, 0, 1, 10))).toBe(4);
  });

  it('a ball short of the unit, or only grazing its corner, hits nobody', () => {
    const { fp, b } = unit(20, 5, 10, 16, 180);
    expect(basesCrossed(fp, 0, b, line(10, 10, 0, 1, 6))).toBe(0);
    const corner = 10 + 2.5 * BASE; // the front-right corner of the unit as seen from the gun
    expect(basesCrossed(fp, 0, b, line(corner + 1, 16 - 1, -1, 1, 1))).toBe(0);
  });

  it('a ball crossing a unit on the slant hits every base it passes through', () => {
    const { fp, b } = unit(25, 5, 10, 16, 180);
    // Corner to corner across a 5 × 5 block: the diagonal's five bases, and no others (it only
    // grazes the corners between them).
    const half = 2.5 * BASE;
    const s = line(10 - half, 16, 1, 1, Math.SQRT2 * 5 * BASE);
    expect(basesCrossed(fp, 0, b, s)).toBe(5);
  });
});
