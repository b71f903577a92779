/**
 * Formation (rules/warmaster.md §3.1): line or column and the pace it gives — full, and half
 * otherwise, halved again under Weird Enchantment and for a War Wagon setting off from laager —
 * and re-forming to face another way.
 */
import { MAX_STANDS, M_WAR_WAGON } from '../plan.ts';
import { attachedAlive, centroid, layout } from './footprint.ts';
import { overlapsAny } from './terrain.ts';
import { traceTurns } from './trace.ts';
import { shift } from './travel.ts';
import type { WarmasterWorld } from './world.ts';

/** Full pace, halved under Weird Enchantment (§8.2) and for a War Wagon in laager (§11.10). */
export function paceOf(w: WarmasterWorld, u: number): number {
  let pace = w.plan.pace[u];
  if (w.laager[u] === 1) pace /= 2; // a War Wagon sets off from laager at half pace (§11.10)
  return w.bewilderUntil[u] >= w.playerTurnNo ? pace / 2 : pace;
}

/** Line or column: full pace (§3.1); an attached stand does not count for formation. */
export function regular(w: WarmasterWorld, u: number): boolean {
  if (w.plan.machine[u] === M_WAR_WAGON) return true; // column full pace, laager half (paceOf, §11.10)
  const f = w.plan.files[u];
  return f === 1 || f >= w.left[u] - (attachedAlive(w, u) ? 1 : 0);
}

/**
 * Re-form the unit facing f around its centre (turning costs no move); refused if it would
 * overlap. True when it re-formed.
 */
export function turnTo(w: WarmasterWorld, u: number, f: number): boolean {
  const old = w.face[u];
  const base = u * MAX_STANDS;
  for (let k = 0; k < MAX_STANDS; k++) {
    w.saveX[k] = w.sx[base + k];
    w.saveY[k] = w.sy[base + k];
    w.saveAlive[k] = w.sAlive[base + k];
  }
  centroid(w, u);
  const fx = w.cenX;
  const fy = w.cenY;
  w.lx = 0;
  w.ly = 0;
  layout(w, u, f, w.left[u]);
  centroid(w, u);
  w.tx = fx - w.cenX;
  w.ty = fy - w.cenY;
  shift(w, u);
  if (overlapsAny(w, u)) {
    // Put the stands back exactly where they were.
    for (let k = 0; k < MAX_STANDS; k++) {
      w.sx[base + k] = w.saveX[k];
      w.sy[base + k] = w.saveY[k];
      w.sAlive[base + k] = w.saveAlive[k];
    }
    w.face[u] = old;
    return false;
  }
  if (w.tracer !== null && f !== old) traceTurns(w, u, f);
  return true;
}
