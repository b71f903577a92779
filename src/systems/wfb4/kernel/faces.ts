/** Arcs and faces (rules/wfb4.md §1.3): what a unit sees ahead, which face a charger meets and where. */
import { FRONT, LEFT, REAR, RIGHT } from '../../rank-and-file.ts';
import type { Wfb4World } from './world.ts';

/**
 * The face of t that unit c, standing where it stands, would charge (§1.3, §12-17 default:
 * zones bounded by the diagonals through the corners; the charger's centre decides).
 */
export function chargeFace(w: Wfb4World, t: number, c: number): number {
  const dx = w.fp.sin[t];
  const dy = w.fp.cos[t];
  const hw = w.fp.w[t] * 0.5;
  const hd = w.fp.d[t] * 0.5;
  const rx = w.fp.cx[c] - w.fp.cx[t];
  const ry = w.fp.cy[c] - w.fp.cy[t];
  const u = (rx * dy - ry * dx) / hw; // + to the unit's right
  const v = (rx * dx + ry * dy) / hd; // + ahead
  if (v >= Math.abs(u)) return FRONT;
  if (-v >= Math.abs(u)) return REAR;
  return u > 0 ? RIGHT : LEFT;
}

/** Contact point (px, py) and the charger's facing (pf) for a charge on face `face` of t. */
export function contactPoint(w: Wfb4World, t: number, face: number): void {
  const f = w.fp.facing[t];
  const dx = w.fp.sin[t];
  const dy = w.fp.cos[t];
  const hw = w.fp.w[t] * 0.5;
  const d = w.fp.d[t];
  if (face === FRONT) {
    w.px = w.fp.x[t];
    w.py = w.fp.y[t];
    w.pf = f + Math.PI;
  } else if (face === REAR) {
    w.px = w.fp.x[t] - dx * d;
    w.py = w.fp.y[t] - dy * d;
    w.pf = f;
  } else if (face === RIGHT) {
    w.px = w.fp.x[t] + dy * hw - dx * d * 0.5;
    w.py = w.fp.y[t] - dx * hw - dy * d * 0.5;
    w.pf = f - Math.PI / 2;
  } else {
    w.px = w.fp.x[t] - dy * hw - dx * d * 0.5;
    w.py = w.fp.y[t] + dx * hw - dy * d * 0.5;
    w.pf = f + Math.PI / 2;
  }
}

/** True when some part of t is within c's 90° front arc (§1.3, §4.1). */
export function inArc(w: Wfb4World, c: number, t: number): boolean {
  const dx = w.fp.sin[c];
  const dy = w.fp.cos[c];
  const hw = w.fp.w[t] * 0.5;
  const d = w.fp.d[t];
  const tdx = w.fp.sin[t];
  const tdy = w.fp.cos[t];
  for (let k = 0; k < 5; k++) {
    const side = k === 4 ? 0 : k & 1 ? hw : -hw;
    const back = k === 4 ? d * 0.5 : k & 2 ? d : 0;
    const px = w.fp.x[t] + tdy * side - tdx * back - w.fp.x[c];
    const py = w.fp.y[t] - tdx * side - tdy * back - w.fp.y[c];
    const ahead = px * dx + py * dy;
    const across = Math.abs(px * dy - py * dx) - w.fp.w[c] * 0.5;
    if (ahead > 0 && across <= ahead) return true;
  }
  return false;
}
