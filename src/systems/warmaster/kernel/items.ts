/**
 * Magic items (rules/warmaster.md §9): Banners of Shielding and Steadfastness, magic weapons
 * carried by a unit or its characters, the Sceptre of Sovereignty and the Helm of Dominion.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import {
  GENERAL, IT_HELM, IT_SCEPTRE, IT_SHIELDING, IT_STEADFAST, MAX_STANDS, M_WAR_WAGON, WAGON_SLOT,
} from '../plan.ts';
import { onTable } from './footprint.ts';
import { gapOf } from './gaps.ts';
import { traceSceptre } from './trace.ts';
import type { WarmasterWorld } from './world.ts';

/** Armour with the Banner of Shielding: one better (3+ at best) until a stand is lost (§9). */
export function armourOf(w: WarmasterWorld, v: number): number {
  const p = w.plan;
  // A War Wagon's 4+ is the wagon's: its team alone has no save (§11.10).
  if (p.machine[v] === M_WAR_WAGON && !w.sAlive[v * MAX_STANDS + WAGON_SLOT]) return 7;
  const base = p.save[v];
  if (p.item[v] !== IT_SHIELDING || w.left[v] < p.stands[v]) return base;
  return base > 3 ? base - 1 : base;
}

/** Banner of Steadfastness: one shooting hit a turn ignored until a stand is lost (§9). */
export function steadfast(w: WarmasterWorld, v: number, hits: number): number {
  const p = w.plan;
  if (hits === 0 || p.item[v] !== IT_STEADFAST || w.left[v] < p.stands[v] || w.steadfastTurn[v] === w.playerTurnNo) return hits;
  w.steadfastTurn[v] = w.playerTurnNo;
  return hits - 1;
}

/** The unit carries, or a character joined to it carries, this magic weapon (§9). */
export function hasWeapon(w: WarmasterWorld, u: number, item: number): boolean {
  const p = w.plan;
  if (p.item[u] === item) return true;
  for (let c = 0; c < w.nc; c++) if (w.cJoin[c] === u && w.cAlive[c] && p.cItem[c] === item) return true;
  return false;
}

/** The side's General has an unused Sceptre of Sovereignty: use it. */
export function useSceptre(w: WarmasterWorld, c: number): boolean {
  const p = w.plan;
  for (let g = 0; g < w.nc; g++) {
    if (p.cSide[g] !== p.cSide[c] || p.cKind[g] !== GENERAL || !w.cAlive[g] || p.cItem[g] !== IT_SCEPTRE || w.cItemUsed[g]) continue;
    w.cItemUsed[g] = 1;
    if (w.tracer !== null) traceSceptre(w);
    return true;
  }
  return false;
}

/** Helm of Dominion (§9): used in the first turn a friendly unit is within 30 cm of an enemy. */
export function declareHelm(w: WarmasterWorld, side: number): void {
  const p = w.plan;
  for (let c = 0; c < w.nc; c++) {
    if (p.cSide[c] !== side || p.cItem[c] !== IT_HELM || w.cItemUsed[c] || !w.cAlive[c]) continue;
    let close = false;
    for (let u = 0; u < w.n && !close; u++) {
      if (p.side[u] !== side || !onTable(w, u)) continue;
      for (let v = 0; v < w.n && !close; v++) {
        if (p.side[v] === side || !onTable(w, v)) continue;
        gapOf(w, u, v);
        if (w.gv <= 30 + EPS) close = true;
      }
    }
    if (!close) continue;
    w.cItemUsed[c] = 1;
    if (side === 0) w.helmTurn0 = w.playerTurnNo;
    else w.helmTurn1 = w.playerTurnNo;
  }
}
