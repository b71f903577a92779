// rectGap (src/battlefield/rect.ts): the closest distance between two unit rectangles, exact
// for rectangles apart at any angle, and 0 when they overlap — including two rectangles
// crossing like a "+", where no corner of either lies inside the other.
import { describe, expect, it } from 'vitest';
import { rectGap } from '../../src/battlefield/rect.ts';

/** Two rectangles: front-edge centre (x, y), facing in degrees (0 faces +y), width, depth. */
function gap(a: [number, number, number, number, number], b: [number, number, number, number, number]): number {
  const col = (i: number, f: (r: typeof a) => number) => Float64Array.of(f(a), f(b));
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const out = new Float64Array(1);
  rectGap(col(0, (r) => r[0]), col(1, (r) => r[1]), col(2, (r) => Math.sin(rad(r[2]))), col(3, (r) => Math.cos(rad(r[2]))), col(4, (r) => r[3]), col(5, (r) => r[4]), 0, 1, out);
  return out[0];
}

describe('rectGap', () => {
  it('measures the gap between rectangles apart, face to face or corner to corner', () => {
    // A: x −2..2, y −1..0. B facing it 3 ahead: x −2..2, y 3..4.
    expect(gap([0, 0, 0, 4, 1], [0, 3, 180, 4, 1])).toBeCloseTo(3, 12);
    // B beside and above: x 5..7, y 3..4 — corner (2, 0) to corner (5, 3).
    expect(gap([0, 0, 0, 4, 1], [6, 4, 0, 2, 1])).toBeCloseTo(Math.hypot(3, 3), 12);
    // Touching: 0.
    expect(gap([0, 0, 0, 4, 1], [0, 0, 180, 4, 1])).toBeCloseTo(0, 12);
  });

  it('is 0 for overlapping rectangles, a corner inside or crossing like a "+"', () => {
    expect(gap([0, 0, 0, 4, 2], [1, 1, 0, 4, 2])).toBe(0);
    // A long and thin across (x −5..5, y −1..0); B long and thin along (x −0.5..0.5, y −3..2).
    expect(gap([0, 0, 0, 10, 1], [0, 2, 0, 1, 5])).toBe(0);
    // The same cross turned 30°.
    expect(gap([0, 0, 30, 10, 1], [Math.sin(Math.PI / 6) * 2, Math.cos(Math.PI / 6) * 2, 30, 1, 5])).toBe(0);
  });

  it('agrees with a brute-force distance over random rectangles', () => {
    let seed = 12345;
    const rand = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const corners = (r: number[]) => {
      const [x, y, f, w, d] = r;
      const s = Math.sin((f * Math.PI) / 180);
      const c = Math.cos((f * Math.PI) / 180);
      return [[-w / 2, 0], [w / 2, 0], [w / 2, -d], [-w / 2, -d]].map(([u, v]) => [x + c * u + s * v, y - s * u + c * v]);
    };
    // Brute force: the least distance over points spread along both outlines (0 when a point of one lies inside the other).
    const inside = (p: number[], r: number[]) => {
      const [x, y, f, w, d] = r;
      const s = Math.sin((f * Math.PI) / 180);
      const c = Math.cos((f * Math.PI) / 180);
      const rx = p[0] - x;
      const ry = p[1] - y;
      const u = rx * c - ry * s;
      const v = rx * s + ry * c;
      return Math.abs(u) < w / 2 && v < 0 && v > -d;
    };
    const outline = (r: number[]) => {
      const cs = corners(r);
      const pts: number[][] = [];
      for (let i = 0; i < 4; i++) {
        const [a, b] = [cs[i], cs[(i + 1) % 4]];
        for (let k = 0; k < 200; k++) pts.push([a[0] + ((b[0] - a[0]) * k) / 200, a[1] + ((b[1] - a[1]) * k) / 200]);
      }
      return pts;
    };
    for (let trial = 0; trial < 150; trial++) {
      const a = [rand() * 10, rand() * 10, rand() * 360, 1 + rand() * 6, 0.5 + rand() * 4];
      const b = [rand() * 10, rand() * 10, rand() * 360, 1 + rand() * 6, 0.5 + rand() * 4];
      const pa = outline(a);
      const pb = outline(b);
      const overlap = pa.some((p) => inside(p, b)) || pb.some((p) => inside(p, a));
      let brute = Infinity;
      if (!overlap) for (const p of pa) for (const q of pb) brute = Math.min(brute, Math.hypot(p[0] - q[0], p[1] - q[1]));
      const g = gap(a as [number, number, number, number, number], b as [number, number, number, number, number]);
      if (overlap) expect(g).toBe(0);
      else expect(Math.abs(g - brute)).toBeLessThan(0.06); // the outlines are sampled every ≤ 0.035
    }
  });
});
