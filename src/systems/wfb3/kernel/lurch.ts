/**
 * Moving blindly (rules/wfb3.md §5, §6.1): a stupid unit's blunder and a chariot running amok
 * or skidding turn where the dice say and go straight on over the ground, free of any cost for
 * the turn, until the first thing in their way — a unit, impassable ground or the table's edge.
 *
 * Hot code: the geometry goes through the world's registers; distances in `w.dist`.
 */
import { backToEdge, offTable } from '../../../battlefield/footprints.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { breakFormation, shape } from './formation.ts';
import { firstInWay } from './nearest.ts';
import { pathCost, travelAhead } from './terrain.ts';
import type { Wfb3World } from './world.ts';

/** What a blind move met (`w.met` besides the unit): nothing, a unit, or impassable ground or the edge. */
export const MET_NOTHING = 0;
export const MET_UNIT = 1;
export const MET_GROUND = 2;

/**
 * u turns about its centre by `hours` (a twelfth of a turn each, clockwise) and looks `w.dist`
 * ahead over the ground: leaves in `w.dist` how far it can go before the first unit in its way
 * or impassable ground, and returns that unit, −1 none; `w.met` says what stops it.
 */
export function lookAhead(w: Wfb3World, u: number, hours: number): number {
  const fp = w.fp;
  const len = w.dist;
  breakFormation(w, u);
  const f = fp.facing[u] + (hours % 12) * (Math.PI / 6);
  const half = fp.d[u] * 0.5;
  const cx = fp.cx[u];
  const cy = fp.cy[u];
  fp.facing[u] = f;
  fp.x[u] = cx + Math.sin(f) * half;
  fp.y[u] = cy + Math.cos(f) * half;
  shape(w, u);
  const seg = w.seg;
  seg.len = len;
  travelAhead(w, u);
  const reach = w.dist;
  w.met = MET_NOTHING;
  // Stopped short by impassable ground: a little further costs no finite move.
  if (reach < len - EPS && w.plan.terrain.count > 0) {
    seg.len = reach + 0.05;
    pathCost(w, u);
    if (w.dist === Infinity) w.met = MET_GROUND;
    seg.len = len;
  }
  w.dist = reach;
  const first = firstInWay(w, u, 0, -1);
  if (first >= 0) w.met = MET_UNIT;
  return first;
}

/** u goes `w.dist` straight ahead, held at the table's edge (then `w.met` is MET_GROUND if nothing else stopped it). */
export function goAhead(w: Wfb3World, u: number): void {
  const fp = w.fp;
  const reach = w.dist;
  fp.x[u] += fp.sin[u] * reach;
  fp.y[u] += fp.cos[u] * reach;
  shape(w, u);
  if (offTable(fp, u, w.table)) {
    backToEdge(fp, u, w.table);
    shape(w, u);
    if (w.met === MET_NOTHING) w.met = MET_GROUND;
  }
  if (reach > 0) w.moved[u] = 1;
}
