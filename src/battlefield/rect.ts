/**
 * Rectangle geometry shared by the rank-and-file kernels: a unit is a rectangle given by the
 * centre of its front edge (x, y), the sine and cosine of its facing (0 faces +y), its width
 * and its depth, each held in a typed-array column indexed by unit.
 *
 * Hot code: takes columns and indices only and writes its fractional result into `out[0]`,
 * since a double returned from a call V8 does not inline is boxed on the heap.
 */

/**
 * Closest distance between the rectangles of units a and b, into out[0]; 0 when they overlap.
 * Apart, a corner of one of them is nearest the other (convex shapes), so the corners of each
 * measured against the other give the gap. Overlapping rectangles may cross like a "+" with
 * no corner inside the other: the separating-axis test on the same corner projections finds
 * those.
 */
export function rectGap(
  x: Float64Array,
  y: Float64Array,
  sin: Float64Array,
  cos: Float64Array,
  w: Float64Array,
  d: Float64Array,
  a: number,
  b: number,
  out: Float64Array,
): void {
  // The corners of a measured in b's frame (u along b's front edge, v forward from it), then
  // the corners of b in a's frame. Written out without helpers or loops: this is the hottest
  // geometry of the kernels, and a helper returning a double would box it when not inlined.
  // Each corner is x[s] + cos·side − sin·back, y[s] − sin·side − cos·back (side ±half the
  // width, back 0 or the depth), the operations in that order, so every gap is the same to
  // the last bit as the one-corner-at-a-time reading.
  let best = Infinity;
  let separated = false;
  for (let k = 0; k < 2; k++) {
    const s = k === 0 ? a : b;
    const t = k === 0 ? b : a;
    const dx = sin[s];
    const dy = cos[s];
    const hw = w[s] * 0.5;
    const ds = d[s];
    const tdx = sin[t];
    const tdy = cos[t];
    const thw = w[t] * 0.5;
    const td = d[t];
    const xl = x[s] - dy * hw;
    const xr = x[s] + dy * hw;
    const yl = y[s] + dx * hw;
    const yr = y[s] - dx * hw;
    const bx = dx * ds;
    const by = dy * ds;
    const x0 = xl - x[t];
    const y0 = yl - y[t];
    const x1 = xr - x[t];
    const y1 = yr - y[t];
    const x2 = xl - bx - x[t];
    const y2 = yl - by - y[t];
    const x3 = xr - bx - x[t];
    const y3 = yr - by - y[t];
    const u0 = x0 * tdy - y0 * tdx;
    const v0 = x0 * tdx + y0 * tdy;
    const u1 = x1 * tdy - y1 * tdx;
    const v1 = x1 * tdx + y1 * tdy;
    const u2 = x2 * tdy - y2 * tdx;
    const v2 = x2 * tdx + y2 * tdy;
    const u3 = x3 * tdy - y3 * tdx;
    const v3 = x3 * tdx + y3 * tdy;
    // One of t's sides separates them when every corner of s lies beyond it.
    if (
      Math.min(u0, u1, u2, u3) >= thw || Math.max(u0, u1, u2, u3) <= -thw ||
      Math.min(v0, v1, v2, v3) >= 0 || Math.max(v0, v1, v2, v3) <= -td
    ) {
      separated = true;
    }
    // Squared distance of each corner from t: outside its width, ahead of it or behind it.
    const ou0 = Math.max(0, Math.abs(u0) - thw);
    const ov0 = Math.max(0, v0, -td - v0);
    const ou1 = Math.max(0, Math.abs(u1) - thw);
    const ov1 = Math.max(0, v1, -td - v1);
    const ou2 = Math.max(0, Math.abs(u2) - thw);
    const ov2 = Math.max(0, v2, -td - v2);
    const ou3 = Math.max(0, Math.abs(u3) - thw);
    const ov3 = Math.max(0, v3, -td - v3);
    best = Math.min(best, ou0 * ou0 + ov0 * ov0, ou1 * ou1 + ov1 * ov1, ou2 * ou2 + ov2 * ov2, ou3 * ou3 + ov3 * ov3);
  }
  out[0] = separated ? Math.sqrt(best) : 0;
}
