/**
 * Essence of War terrain pieces (rules/t9a_eow.md §1.4): the three kinds a scenario may put on
 * the table, and the geometry the kernel needs to play them — an oriented unit rectangle
 * against an axis-aligned piece, and a sight line against a piece.
 *
 * A piece is a box packed in a Float64Array as x0, y0, x1, y1 at 4·k (left, near, right, far
 * edges, inches). A rectangle is packed the way the kernel holds a unit: the centre of its
 * front edge x, y, the sine and cosine of its facing (0 faces +y), width and depth, at 0..5.
 *
 * Hot code: typed arrays and indices in, fractional results written to `out` or to a Segment
 * register (a double returned from a call V8 does not inline is boxed on the heap).
 */
import { clipSlab, type Segment } from '../../battlefield/segment.ts';

export const TERRAIN_ELEVATED = 0;
export const TERRAIN_HINDERING = 1;
export const TERRAIN_IMPASSABLE = 2;

/** The kinds by scenario name, in TERRAIN_* order. */
export const TERRAIN_KIND_NAMES = ['elevated', 'hindering', 'impassable'] as const;

/** One line per kind for the scenario schema (GameSystem.terrain). */
export const T9A_TERRAIN_KINDS: Record<(typeof TERRAIN_KIND_NAMES)[number], string> = {
  elevated:
    'a hill (§1.4): sight is traced onto and off it but not through it; cover to a unit whose target facing it hides from the shooter',
  hindering:
    'a wood or ruin (§1.4): seen through; cover to a unit whose target facing is inside or behind it; Dangerous (1) for Fly models and bases over 40 mm; a unit whose centre is inside is never Steadfast',
  impassable:
    'a building or rock (§1.4): no unit enters it or ends a move within 1" (a charge may touch it); blocks sight; cover when it hides the target facing; Dangerous (3) and extended for fleeing units; pursuers stop 1" short',
};

const EPS = 1e-9;

/**
 * Signed distance between rectangle r and piece k, into out[0]: the gap when apart (0 when
 * touching), minus the least penetration depth when they overlap (separating axes).
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
  if (ox > EPS && oy > EPS && ou > EPS && ov > EPS) {
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

/** A crossing of a hundredth of an inch or less is a graze along an edge or a corner: it does not count. */
const GRAZE = 0.01;

/**
 * Where the segment seg (x0, y0, x1, y1 at 0..3) enters and leaves piece k, as fractions of
 * its length into s.tIn and s.tOut: the slab test, the battlefield's clipSlab() across the
 * piece's x and then its y bounds. False when it misses the piece or only grazes an edge or a
 * corner (a crossing of GRAZE or less).
 *
 * T9A's graze rule, on top of the shared step: a segment running along an axis (closer to it
 * than EPS in its direction) misses the piece when it lies within GRAZE of the piece's bounds
 * across that axis, or outside them, so a sight line along an edge crosses nothing (§1.3).
 */
export function segmentBox(seg: Float64Array, box: Float64Array, k: number, s: Segment): boolean {
  const sx = seg[0];
  const sy = seg[1];
  const dx = seg[2] - sx;
  const dy = seg[3] - sy;
  s.tIn = 0;
  s.tOut = 1;
  const bx0 = box[4 * k];
  const by0 = box[4 * k + 1];
  const bx1 = box[4 * k + 2];
  const by1 = box[4 * k + 3];
  if (dx > -EPS && dx < EPS) {
    if (sx <= bx0 + GRAZE || sx >= bx1 - GRAZE) return false; // along an edge is a graze
  } else {
    s.slabO = sx;
    s.slabD = dx;
    s.slabLo = bx0;
    s.slabHi = bx1;
    clipSlab(s);
  }
  if (dy > -EPS && dy < EPS) {
    if (sy <= by0 + GRAZE || sy >= by1 - GRAZE) return false;
  } else {
    s.slabO = sy;
    s.slabD = dy;
    s.slabLo = by0;
    s.slabHi = by1;
    clipSlab(s);
  }
  const len = Math.sqrt(dx * dx + dy * dy);
  return (s.tOut - s.tIn) * len > GRAZE;
}
