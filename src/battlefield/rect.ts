/**
 * Rectangle geometry shared by the rank-and-file kernels: a unit is a rectangle given by the
 * centre of its front edge (x, y), the sine and cosine of its facing (0 faces +y), its width
 * and its depth, each held in a typed-array column indexed by unit (or packed in six numbers,
 * for rectBoxGap()'s rectangle against a terrain box).
 *
 * Hot code: takes typed arrays and indices only and writes its fractional result into
 * `out[0]`, since a double returned from a call V8 does not inline is boxed on the heap.
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
    // One of t's sides separates them when every corner of s lies beyond it. Plain comparisons
    // rather than Math.min/Math.max of several arguments: a third faster, the same values.
    if (!separated) {
      let umin = u0;
      let umax = u0;
      let vmin = v0;
      let vmax = v0;
      if (u1 < umin) umin = u1;
      if (u1 > umax) umax = u1;
      if (v1 < vmin) vmin = v1;
      if (v1 > vmax) vmax = v1;
      if (u2 < umin) umin = u2;
      if (u2 > umax) umax = u2;
      if (v2 < vmin) vmin = v2;
      if (v2 > vmax) vmax = v2;
      if (u3 < umin) umin = u3;
      if (u3 > umax) umax = u3;
      if (v3 < vmin) vmin = v3;
      if (v3 > vmax) vmax = v3;
      if (umin >= thw || umax <= -thw || vmin >= 0 || vmax <= -td) separated = true;
    }
    // Squared distance of each corner from t: outside its width (ou), ahead of it or behind it
    // (ov; t's depth is not negative, so at most one of v and −td − v is positive).
    let ou = (u0 < 0 ? -u0 : u0) - thw;
    let ov = v0 > 0 ? v0 : -td - v0;
    if (ou < 0) ou = 0;
    if (ov < 0) ov = 0;
    let q = ou * ou + ov * ov;
    if (q < best) best = q;
    ou = (u1 < 0 ? -u1 : u1) - thw;
    ov = v1 > 0 ? v1 : -td - v1;
    if (ou < 0) ou = 0;
    if (ov < 0) ov = 0;
    q = ou * ou + ov * ov;
    if (q < best) best = q;
    ou = (u2 < 0 ? -u2 : u2) - thw;
    ov = v2 > 0 ? v2 : -td - v2;
    if (ou < 0) ou = 0;
    if (ov < 0) ov = 0;
    q = ou * ou + ov * ov;
    if (q < best) best = q;
    ou = (u3 < 0 ? -u3 : u3) - thw;
    ov = v3 > 0 ? v3 : -td - v3;
    if (ou < 0) ou = 0;
    if (ov < 0) ov = 0;
    q = ou * ou + ov * ov;
    if (q < best) best = q;
  }
  out[0] = separated ? Math.sqrt(best) : 0;
}

/** Rectangles overlapping by no more than this on some axis only touch (floating-point noise). */
const OVERLAP = 1e-9;

/**
 * Signed distance between a rectangle and an axis-aligned box, into out[0]: the gap when apart
 * (0 when touching), minus the least penetration depth when they overlap (separating axes on
 * the table's axes and the rectangle's). The rectangle is packed in r as a unit is held — the
 * centre of its front edge x, y, the sine and cosine of its facing, width and depth at 0..5 —
 * so a place a unit would stand can be tested as well as one it stands in; the box is the k-th
 * of `box`, packed x0, y0, x1, y1 (left, near, right, far edges) at 4·k.
 */
export function rectBoxGap(r: Float64Array, box: Float64Array, k: number, out: Float64Array): void {
  const x = r[0];
  const y = r[1];
  const sin = r[2];
  const cos = r[3];
  const hw = r[4] * 0.5;
  const d = r[5];
  const bx0 = box[4 * k];
  const by0 = box[4 * k + 1];
  const bx1 = box[4 * k + 2];
  const by1 = box[4 * k + 3];
  // The rectangle's corners on the table's axes.
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let c = 0; c < 4; c++) {
    const side = c & 1 ? hw : -hw;
    const back = c & 2 ? d : 0;
    const px = x + cos * side - sin * back;
    const py = y - sin * side - cos * back;
    if (px < minX) minX = px;
    if (px > maxX) maxX = px;
    if (py < minY) minY = py;
    if (py > maxY) maxY = py;
  }
  // The box's corners on the rectangle's axes: u along its front edge, v forward from it.
  let minU = Infinity;
  let maxU = -Infinity;
  let minV = Infinity;
  let maxV = -Infinity;
  for (let c = 0; c < 4; c++) {
    const rx = (c & 1 ? bx1 : bx0) - x;
    const ry = (c & 2 ? by1 : by0) - y;
    const lu = rx * cos - ry * sin;
    const lv = rx * sin + ry * cos;
    if (lu < minU) minU = lu;
    if (lu > maxU) maxU = lu;
    if (lv < minV) minV = lv;
    if (lv > maxV) maxV = lv;
  }
  // Overlap along each of the four axes; a positive gap on any separates them.
  const ox = (maxX < bx1 ? maxX : bx1) - (minX > bx0 ? minX : bx0);
  const oy = (maxY < by1 ? maxY : by1) - (minY > by0 ? minY : by0);
  const ou = (maxU < hw ? maxU : hw) - (minU > -hw ? minU : -hw);
  const ov = (maxV < 0 ? maxV : 0) - (minV > -d ? minV : -d);
  if (ox > OVERLAP && oy > OVERLAP && ou > OVERLAP && ov > OVERLAP) {
    let least = ox;
    if (oy < least) least = oy;
    if (ou < least) least = ou;
    if (ov < least) least = ov;
    out[0] = -least;
    return;
  }
  // Apart: the closest pair of convex shapes has a corner of one of them (as in rectGap).
  let best = Infinity;
  for (let c = 0; c < 4; c++) {
    const side = c & 1 ? hw : -hw;
    const back = c & 2 ? d : 0;
    const px = x + cos * side - sin * back;
    const py = y - sin * side - cos * back;
    const ex = px < bx0 ? bx0 - px : px > bx1 ? px - bx1 : 0;
    const ey = py < by0 ? by0 - py : py > by1 ? py - by1 : 0;
    const d2 = ex * ex + ey * ey;
    if (d2 < best) best = d2;
    const rx = (c & 1 ? bx1 : bx0) - x;
    const ry = (c & 2 ? by1 : by0) - y;
    const lu = rx * cos - ry * sin;
    const lv = rx * sin + ry * cos;
    const eu = lu < -hw ? -hw - lu : lu > hw ? lu - hw : 0;
    const ev = lv > 0 ? lv : lv < -d ? -d - lv : 0;
    const e2 = eu * eu + ev * ev;
    if (e2 < best) best = e2;
  }
  out[0] = Math.sqrt(best);
}
