/**
 * Rectangle geometry shared by the rank-and-file kernels: a unit is a rectangle given by the
 * centre of its front edge (x, y), the sine and cosine of its facing (0 faces +y), its width
 * and its depth, each held in a typed-array column indexed by unit.
 *
 * Hot code: takes columns and indices only and writes its fractional result into `out[0]`,
 * since a double returned from a call V8 does not inline is boxed on the heap.
 */

/** Closest distance between the rectangles of units a and b, into out[0] (exact for convex shapes: a corner of one is nearest). */
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
    for (let c = 0; c < 4; c++) {
      const side = c & 1 ? hw : -hw;
      const back = c & 2 ? ds : 0;
      // Corner of s in t's frame: u along t's front edge, v forward from it.
      const rx = x[s] + dy * side - dx * back - x[t];
      const ry = y[s] - dx * side - dy * back - y[t];
      const lu = rx * tdy - ry * tdx;
      const lv = rx * tdx + ry * tdy;
      let ou = 0;
      if (lu < -thw) ou = -thw - lu;
      else if (lu > thw) ou = lu - thw;
      let ov = 0;
      if (lv > 0) ov = lv;
      else if (lv < -td) ov = -td - lv;
      const d2 = ou * ou + ov * ov;
      if (d2 < best) best = d2;
    }
  }
  out[0] = Math.sqrt(best);
}
