/**
 * Battlefield geometry shared by the systems: units as oriented rectangles described by the
 * centre of their front edge, a facing angle (radians, 0 faces +y, π/2 faces +x), a width
 * and a depth. Hot code: scalar arguments and results only, no objects.
 */

/** Unit vector of a facing: x component. */
export function dirX(facing: number): number {
  return Math.sin(facing);
}

/** Unit vector of a facing: y component. */
export function dirY(facing: number): number {
  return Math.cos(facing);
}

/** Facing (radians) of the direction (dx, dy). */
export function facingOf(dx: number, dy: number): number {
  return Math.atan2(dx, dy);
}

/** Smallest absolute difference between two angles, in [0, π]. */
export function angleBetween(a: number, b: number): number {
  let d = (a - b) % (2 * Math.PI);
  if (d < 0) d += 2 * Math.PI;
  return d > Math.PI ? 2 * Math.PI - d : d;
}

/**
 * Distance from point (px, py) to the rectangle whose front edge is centred on (fx, fy),
 * facing f, of the given width and depth (0 when inside).
 */
export function pointRectDistance(px: number, py: number, fx: number, fy: number, f: number, width: number, depth: number): number {
  const dx = Math.sin(f);
  const dy = Math.cos(f);
  const rx = px - fx;
  const ry = py - fy;
  // Local frame: u along the front edge (to the unit's right), v forward.
  const u = rx * dy - ry * dx;
  const v = rx * dx + ry * dy;
  const hw = width / 2;
  const ou = u < -hw ? -hw - u : u > hw ? u - hw : 0;
  const ov = v > 0 ? v : v < -depth ? -depth - v : 0;
  return Math.sqrt(ou * ou + ov * ov);
}

/**
 * Distance along the segment from (px, py) in unit direction (dx, dy), up to `len`, at which
 * it first enters the rectangle (front-centre fx, fy; facing f; width × depth) grown by
 * `margin` on every side. Returns Infinity when it does not enter within `len`; 0 when it
 * starts inside. Slab method in the rectangle's local frame.
 */
export function segmentRectEntry(
  px: number, py: number, dx: number, dy: number, len: number,
  fx: number, fy: number, f: number, width: number, depth: number, margin: number,
): number {
  const ax = Math.sin(f);
  const ay = Math.cos(f);
  const rx = px - fx;
  const ry = py - fy;
  const u0 = rx * ay - ry * ax;
  const v0 = rx * ax + ry * ay;
  const du = dx * ay - dy * ax;
  const dv = dx * ax + dy * ay;
  const uMin = -width / 2 - margin;
  const uMax = width / 2 + margin;
  const vMin = -depth - margin;
  const vMax = margin;
  let tEnter = 0;
  let tExit = len;
  if (Math.abs(du) < 1e-12) {
    if (u0 < uMin || u0 > uMax) return Infinity;
  } else {
    let t1 = (uMin - u0) / du;
    let t2 = (uMax - u0) / du;
    if (t1 > t2) { const t = t1; t1 = t2; t2 = t; }
    if (t1 > tEnter) tEnter = t1;
    if (t2 < tExit) tExit = t2;
  }
  if (Math.abs(dv) < 1e-12) {
    if (v0 < vMin || v0 > vMax) return Infinity;
  } else {
    let t1 = (vMin - v0) / dv;
    let t2 = (vMax - v0) / dv;
    if (t1 > t2) { const t = t1; t1 = t2; t2 = t; }
    if (t1 > tEnter) tEnter = t1;
    if (t2 < tExit) tExit = t2;
  }
  return tEnter <= tExit ? tEnter : Infinity;
}

/**
 * Parameter along segment P + t·(dx, dy), t ∈ [0, len], where it crosses segment A–B, or −1.
 */
export function segmentCrossing(
  px: number, py: number, dx: number, dy: number, len: number,
  ax: number, ay: number, bx: number, by: number,
): number {
  const ex = bx - ax;
  const ey = by - ay;
  const denom = dx * ey - dy * ex;
  if (Math.abs(denom) < 1e-12) return -1;
  const wx = ax - px;
  const wy = ay - py;
  const t = (wx * ey - wy * ex) / denom;
  const s = (wx * dy - wy * dx) / denom;
  if (t < 0 || t > len || s < 0 || s > 1) return -1;
  return t;
}

/** True when (px, py) lies in the axis-aligned rectangle [x0, x1] × [y0, y1]. */
export function inBox(px: number, py: number, x0: number, y0: number, x1: number, y1: number): boolean {
  return px >= x0 && px <= x1 && py >= y0 && py <= y1;
}
