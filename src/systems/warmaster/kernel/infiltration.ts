/** Gutter Runners' infiltration (rules/warmaster.md §11.7): off the table until an order puts them on it. */
import type { Rng } from '../../../core/rng.ts';
import { GENERAL } from '../plan.ts';
import { blunderEnds } from './blunders.ts';
import { engaged } from './contact.ts';
import { hideInfiltrator } from './deployment.ts';
import { layout } from './footprint.ts';
import { penalty } from './order-penalty.ts';
import { orderTest } from './order-test.ts';
import { ACTIVE, INFILTRATING } from './status.ts';
import { overlapsAny } from './terrain.ts';
import {
  traceInfiltrates, traceInfiltrationHopeless, traceInfiltrationOrder, traceInfiltrationPlaceTaken,
} from './trace.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * Gutter Runners' infiltration (§11.7), before the side's other orders: each unit still off
 * the table from its side's turn infiltrateTurn on is put at its scenario position and given
 * an infiltration order by a character who may still order — a Hero or Wizard, the highest
 * Command first, the General only when none is left (his failure ends the orders). Command
 * range is unlimited; the order's penalties are those of a unit standing there (distance,
 * an enemy within 20 cm; dense terrain ignored). A pass leaves the unit there, its first
 * order used: the same character may go on ordering it. A failure takes it off again, to try
 * next turn, and the character orders no more this phase; a blunder fails the order (with the
 * blunder table nothing else befalls a unit not on the table). A place where the unit would
 * touch an enemy or overlap a unit or terrain it may not enter is not tried this turn.
 * Returns true when the side's orders end (its General failed, or a blunder ended them).
 */
export function infiltrations(w: WarmasterWorld, rng: Rng, side: number): boolean {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || w.status[u] !== INFILTRATING || w.turn < p.infiltrateTurn[u]) continue;
    let c = -1;
    let others = false;
    for (let k = 0; k < w.nc; k++) {
      if (p.cSide[k] !== side || !w.cAlive[k] || w.cCommandNow[k] <= 0) continue;
      const general = p.cKind[k] === GENERAL;
      if (!general) others = true;
      if (w.cStopped[k] || (general && others)) continue;
      if (c < 0 || (general !== (p.cKind[c] === GENERAL) ? !general : w.cCommandNow[k] > w.cCommandNow[c])) c = k;
    }
    // The General only when no other character is left (his failure would end the orders).
    if (c < 0 || (p.cKind[c] === GENERAL && others)) return false;
    w.status[u] = ACTIVE;
    w.lx = p.x[u];
    w.ly = p.y[u];
    layout(w, u, p.facing[u], p.stands[u]);
    if (overlapsAny(w, u) || engaged(w, u)) {
      hideInfiltrator(w, u);
      if (w.tracer !== null) traceInfiltrationPlaceTaken(w, u);
      continue;
    }
    w.grp[0] = u;
    w.grpN = 1;
    w.infiltrating = true;
    // Not tried when no roll could pass (it would only cost the character his orders).
    if (w.cCommandNow[c] - penalty(w, c) < 2) {
      w.infiltrating = false;
      w.grpN = 0;
      hideInfiltrator(w, u);
      if (w.tracer !== null) traceInfiltrationHopeless(w, u);
      continue;
    }
    if (w.tracer !== null) traceInfiltrationOrder(w, c, u);
    const result = orderTest(w, rng, c);
    w.infiltrating = false;
    w.grpN = 0;
    if (result === 1) {
      w.infiltratedBy[u] = c;
      if (w.tracer !== null) traceInfiltrates(w, u);
      continue;
    }
    hideInfiltrator(w, u);
    w.cStopped[c] = 1;
    if ((result === 2 && blunderEnds(w)) || p.cKind[c] === GENERAL) return true;
  }
  return false;
}
