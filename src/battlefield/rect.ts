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
    let minU = Infinity;
    let maxU = -Infinity;
    let minV = Infinity;
    let maxV = -Infinity;
    for (let c = 0; c < 4; c++) {
      const side = c & 1 ? hw : -hw;
      const back = c & 2 ? ds : 0;
      // Corner of s in t's frame: u along t's front edge, v forward from it.
      const rx = x[s] + dy * side - dx * back - x[t];
      const ry = y[s] - dx * side - dy * back - y[t];
      const lu = rx * tdy - ry * tdx;
      const lv = rx * tdx + ry * tdy;
      if (lu < minU) minU = lu;
      if (lu > maxU) maxU = lu;
      if (lv < minV) minV = lv;
      if (lv > maxV) maxV = lv;
      let ou = 0;
      if (lu < -thw) ou = -thw - lu;
      else if (lu > thw) ou = lu - thw;
      let ov = 0;
      if (lv > 0) ov = lv;
      else if (lv < -td) ov = -td - lv;
      const d2 = ou * ou + ov * ov;
      if (d2 < best) best = d2;
    }
    // One of t's axes separates them when s's corners all lie beyond one of t's sides.
    if (minU >= thw || maxU <= -thw || minV >= 0 || maxV <= -td) separated = true;
  }
  out[0] = separated ? Math.sqrt(best) : 0;
}
