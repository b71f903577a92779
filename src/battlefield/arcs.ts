/**
 * Arcs and faces of a unit's footprint: which face of a unit another unit stands before, where
 * a unit contacts a face, and what lies in a unit's front arc. Systems differ in where they draw
 * the lines between faces: the WFB editions by the diagonals through the corners
 * (diagonalFace(); rules/wfb4.md §1.3, §12-17 default), Essence of War by lines from the corners
 * at 135° to the facing (arc135Face(); rules/t9a_eow.md §1.3).
 *
 * Hot code: footprint columns and indices in; a point and facing out through a Pose register.
 */
import type { Footprints } from './footprints.ts';
import { EPS } from './tolerance.ts';

// Faces of a unit, as contacted by an enemy front.
export const FRONT = 0;
export const LEFT = 1;
export const RIGHT = 2;
export const REAR = 3;
export const FACE_NAMES = ['front', 'left flank', 'right flank', 'rear'];

/** A point on the table and a facing: where a unit will stand, written by contactPose(). */
export class Pose {
  x = 0.5;
  y = 0.5;
  facing = 0.5;
}

/**
 * The face of t that unit c, standing where it stands, faces across: zones bounded by the
 * diagonals through t's corners, c's centre deciding (rules/wfb4.md §1.3, §12-17).
 */
export function diagonalFace(fp: Footprints, t: number, c: number): number {
  const dx = fp.sin[t];
  const dy = fp.cos[t];
  const hw = fp.w[t] * 0.5;
  const hd = fp.d[t] * 0.5;
  const rx = fp.cx[c] - fp.cx[t];
  const ry = fp.cy[c] - fp.cy[t];
  const u = (rx * dy - ry * dx) / hw; // + to the unit's right
  const v = (rx * dx + ry * dy) / hd; // + ahead
  if (v >= Math.abs(u)) return FRONT;
  if (-v >= Math.abs(u)) return REAR;
  return u > 0 ? RIGHT : LEFT;
}

/**
 * The face of t whose arc holds the point (pose.x, pose.y): the arcs are bounded by lines from
 * t's corners at 135° to its facing — the front arc the 90° one of inFrontArc(), the rear arc
 * its mirror behind the rear edge, the flanks between (rules/t9a_eow.md §1.3). A point on a
 * line between two arcs is in the front or the rear one.
 */
export function arc135Face(fp: Footprints, t: number, pose: Pose): number {
  const rx = pose.x - fp.x[t];
  const ry = pose.y - fp.y[t];
  const lu = rx * fp.cos[t] - ry * fp.sin[t]; // + to the unit's right
  const lv = rx * fp.sin[t] + ry * fp.cos[t]; // + ahead of its front edge
  const hw = fp.w[t] * 0.5;
  const au = lu < 0 ? -lu : lu;
  if (lv >= 0 && lv >= au - hw) return FRONT;
  const d = fp.d[t];
  if (lv <= -d && -d - lv >= au - hw) return REAR;
  return lu < 0 ? LEFT : RIGHT;
}

/**
 * Where a unit charging face `face` of t lines up, centre to centre, and the way it then faces:
 * the middle of that face, looking at it, into `pose`.
 */
export function contactPose(fp: Footprints, t: number, face: number, pose: Pose): void {
  const f = fp.facing[t];
  const dx = fp.sin[t];
  const dy = fp.cos[t];
  const hw = fp.w[t] * 0.5;
  const d = fp.d[t];
  if (face === FRONT) {
    pose.x = fp.x[t];
    pose.y = fp.y[t];
    pose.facing = f + Math.PI;
  } else if (face === REAR) {
    pose.x = fp.x[t] - dx * d;
    pose.y = fp.y[t] - dy * d;
    pose.facing = f;
  } else if (face === RIGHT) {
    pose.x = fp.x[t] + dy * hw - dx * d * 0.5;
    pose.y = fp.y[t] - dx * hw - dy * d * 0.5;
    pose.facing = f - Math.PI / 2;
  } else {
    pose.x = fp.x[t] - dy * hw - dx * d * 0.5;
    pose.y = fp.y[t] + dx * hw - dy * d * 0.5;
    pose.facing = f + Math.PI / 2;
  }
}

/**
 * True when some part of t — a corner or its centre — lies in c's 90° front arc, the arc
 * bounded by lines at 45° from the ends of c's front edge (rules/wfb4.md §1.3, §4.1).
 */
export function inFrontArc(fp: Footprints, c: number, t: number): boolean {
  const dx = fp.sin[c];
  const dy = fp.cos[c];
  const hw = fp.w[t] * 0.5;
  const d = fp.d[t];
  const tdx = fp.sin[t];
  const tdy = fp.cos[t];
  for (let k = 0; k < 5; k++) {
    const side = k === 4 ? 0 : k & 1 ? hw : -hw;
    const back = k === 4 ? d * 0.5 : k & 2 ? d : 0;
    const px = fp.x[t] + tdy * side - tdx * back - fp.x[c];
    const py = fp.y[t] - tdx * side - tdy * back - fp.y[c];
    const ahead = px * dx + py * dy;
    const across = Math.abs(px * dy - py * dx) - fp.w[c] * 0.5;
    if (ahead > 0 && across <= ahead) return true;
  }
  return false;
}

/**
 * True when some corner of t lies ahead of the line of c's front edge, beyond the battlefield's
 * tolerance: t stands, at least in part, in front of c — not level with it nor behind it.
 */
export function aheadOfFront(fp: Footprints, c: number, t: number): boolean {
  const dx = fp.sin[c];
  const dy = fp.cos[c];
  const hw = fp.w[t] * 0.5;
  const d = fp.d[t];
  const tdx = fp.sin[t];
  const tdy = fp.cos[t];
  for (let k = 0; k < 4; k++) {
    const side = k & 1 ? hw : -hw;
    const back = k & 2 ? d : 0;
    const px = fp.x[t] + tdy * side - tdx * back - fp.x[c];
    const py = fp.y[t] - tdx * side - tdy * back - fp.y[c];
    if (px * dx + py * dy > EPS) return true;
  }
  return false;
}
