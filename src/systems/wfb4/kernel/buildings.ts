/**
 * Buildings (rules/wfb4.md §8.9; RB p.84-85): a unit deployed inside one garrisons it. Its
 * footprint is the building's; it shoots from its openings, two models an opening, all round;
 * shots at it are in hard cover; chargers assault the building and need 6s to hit until they win
 * a round; the garrison fights with as many models as the attackers have at its walls; neither
 * side has rank, standard or flank bonuses; attackers beaten but not broken are pushed back 2";
 * the garrison stays in rather than pursue; broken, it flees out and is a unit in the open.
 */
import { present } from '../../rank-and-file/unit-state.ts';
import { detach } from './engagements.ts';
import { shape } from './footprint.ts';
import { ranks } from './formation.ts';
import { tracePushedBack } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** How far attackers beaten by a garrison are pushed back (RB p.85). */
export const PUSH_BACK = 2;

/** Every garrison back in its building. */
export function resetGarrisons(w: Wfb4World): void {
  for (let u = 0; u < w.n; u++) w.inBuilding[u] = w.plan.building[u];
}

/** Whether combat c has a garrison in it: then nobody has rank, standard or flank bonuses (RB p.85). */
export function garrisonFights(w: Wfb4World, c: number, count: number): boolean {
  for (let i = 0; i < count; i++) if (w.inBuilding[w.members[i]] >= 0) return true;
  return false;
}

/**
 * Garrison u leaves its building, broken or fleeing along its bearing of flight (flight.dx, dy):
 * it comes out in its formation through the wall that way, facing away — its rear rank on the
 * wall — and from here on it is a unit in the open.
 */
export function leaveBuilding(w: Wfb4World, u: number): void {
  const t = w.plan.terrain;
  const k = w.inBuilding[u];
  w.inBuilding[u] = -1;
  const dx = w.flight.dx[u];
  const dy = w.flight.dy[u];
  // From the building's centre along the bearing to its wall.
  const hx = (t.x1[k] - t.x0[k]) * 0.5;
  const hy = (t.y1[k] - t.y0[k]) * 0.5;
  const tx = Math.abs(dx) > 1e-9 ? hx / Math.abs(dx) : Infinity;
  const ty = Math.abs(dy) > 1e-9 ? hy / Math.abs(dy) : Infinity;
  const out = (tx < ty ? tx : ty) + ranks(w, u) * w.plan.baseD[u];
  w.fp.x[u] = (t.x0[k] + t.x1[k]) * 0.5 + dx * out;
  w.fp.y[u] = (t.y0[k] + t.y1[k]) * 0.5 + dy * out;
  w.fp.facing[u] = Math.atan2(dx, dy);
  shape(w, u);
}

/**
 * After combat c's round, won by `winner`: attackers beaten by the garrison they assault who have
 * not broken are pushed out and back 2" (RB p.85), and their fight with it ends.
 */
export function pushBack(w: Wfb4World, c: number, winner: number): void {
  const p = w.plan;
  const out = w.hitsOn; // scratch: the attackers pushed back
  for (let u = 0; u < w.n; u++) out[u] = 0;
  for (let e = 0; e < w.eng.count; e++) {
    const a = w.eng.a[e];
    const b = w.eng.b[e];
    if (w.inCombat[a] !== c || w.inBuilding[b] < 0 || p.side[b] !== winner) continue;
    if (w.breakNow[a] === 1 || !present(w.status, a)) continue;
    out[a] = 1;
  }
  for (let a = 0; a < w.n; a++) {
    if (out[a] === 0) continue;
    w.fp.x[a] -= w.fp.sin[a] * PUSH_BACK;
    w.fp.y[a] -= w.fp.cos[a] * PUSH_BACK;
    shape(w, a);
    detach(w, a);
    if (w.tracer !== null) tracePushedBack(w, a);
  }
}
