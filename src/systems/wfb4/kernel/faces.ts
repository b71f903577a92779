/** Arcs and faces (rules/wfb4.md §1.3): what a unit sees ahead, which face a charger meets and where. */
import { FRONT, LEFT, REAR, RIGHT } from '../../rank-and-file.ts';
import type { Wfb4World } from './world.ts';

/**
 * The face of t that unit c, standing where it stands, would charge (§1.3, §12-17 default:
 * zones bounded by the diagonals through the corners; the charger's centre decides).
 */
export function chargeFace(w: Wfb4World, t: number, c: number): number {
  const dx = w.usin[t];
  const dy = w.ucos[t];
  const hw = w.uw[t] * 0.5;
  const hd = w.ud[t] * 0.5;
  const rx = w.ucx[c] - w.ucx[t];
  const ry = w.ucy[c] - w.ucy[t];
  const u = (rx * dy - ry * dx) / hw; // + to the unit's right
  const v = (rx * dx + ry * dy) / hd; // + ahead
  if (v >= Math.abs(u)) return FRONT;
  if (-v >= Math.abs(u)) return REAR;
  return u > 0 ? RIGHT : LEFT;
}

/** Contact point (px, py) and the charger's facing (pf) for a charge on face `face` of t. */
export function contactPoint(w: Wfb4World, t: number, face: number): void {
  const f = w.uf[t];
  const dx = w.usin[t];
  const dy = w.ucos[t];
  const hw = w.uw[t] * 0.5;
  const d = w.ud[t];
  if (face === FRONT) {
    w.px = w.ux[t];
    w.py = w.uy[t];
    w.pf = f + Math.PI;
  } else if (face === REAR) {
    w.px = w.ux[t] - dx * d;
    w.py = w.uy[t] - dy * d;
    w.pf = f;
  } else if (face === RIGHT) {
    w.px = w.ux[t] + dy * hw - dx * d * 0.5;
    w.py = w.uy[t] - dx * hw - dy * d * 0.5;
    w.pf = f - Math.PI / 2;
  } else {
    w.px = w.ux[t] - dy * hw - dx * d * 0.5;
    w.py = w.uy[t] + dx * hw - dy * d * 0.5;
    w.pf = f + Math.PI / 2;
  }
}

/** True when some part of t is within c's 90° front arc (§1.3, §4.1). */
export function inArc(w: Wfb4World, c: number, t: number): boolean {
  const dx = w.usin[c];
  const dy = w.ucos[c];
  const hw = w.uw[t] * 0.5;
  const d = w.ud[t];
  const tdx = w.usin[t];
  const tdy = w.ucos[t];
  for (let k = 0; k < 5; k++) {
    const side = k === 4 ? 0 : k & 1 ? hw : -hw;
    const back = k === 4 ? d * 0.5 : k & 2 ? d : 0;
    const px = w.ux[t] + tdy * side - tdx * back - w.ux[c];
    const py = w.uy[t] - tdx * side - tdy * back - w.uy[c];
    const ahead = px * dx + py * dy;
    const across = Math.abs(px * dy - py * dx) - w.uw[c] * 0.5;
    if (ahead > 0 && across <= ahead) return true;
  }
  return false;
}
