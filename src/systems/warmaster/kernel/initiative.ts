/** Initiative (rules/warmaster.md §2.7): charge or evade the closest visible enemy within 20 cm. */
import type { Rng } from '../../../core/rng.ts';
import { ARTILLERY, INIT_CHARGE, INIT_EVADE, M_WAR_WAGON } from '../plan.ts';
import { charge } from './charges.ts';
import { evade } from './evade.ts';
import { paceOf } from './formation.ts';
import { canAct } from './movement.ts';
import { closestEnemy } from './sight.ts';
import { traceInitiativeCharge, traceInitiativeLaager } from './trace.ts';
import { formLaager, wagonMobile } from './war-wagon.ts';
import { CHARGE, type WarmasterWorld } from './world.ts';

/** The enemy an initiative move would react to (closest visible within 20 cm), or −1. */
export function initiativeTarget(w: WarmasterWorld, u: number): number {
  const p = w.plan;
  if (!canAct(w, u) || p.rule.undead[u] === 1 || w.mistUntil[u] >= w.playerTurnNo) return -1;
  return closestEnemy(w, u, 20, true, false, true);
}

export function initiative(w: WarmasterWorld, rng: Rng, u: number): void {
  const p = w.plan;
  const v = initiativeTarget(w, u);
  if (v < 0) return;
  if (p.machine[u] === M_WAR_WAGON) {
    wagonInitiative(w, rng, u, v);
    return;
  }
  const mustCharge = p.rule.mustInitCharge[u] === 1 || (p.rule.mustChargeHumans[u] === 1 && p.rule.human[v] === 1);
  const mayCharge = p.rule.noInitCharge[u] === 0 && p.type[u] !== ARTILLERY && w.noChargeUntil[u] < w.playerTurnNo;
  if (mayCharge && (mustCharge || p.initiative[u] === INIT_CHARGE)) {
    if (charge(w, rng, u, v, paceOf(w, u), CHARGE)) {
      w.movedThisTurn[u] = 1;
      if (w.tracer !== null) traceInitiativeCharge(w, u);
      return;
    }
  }
  if (mustCharge && mayCharge) {
    // It could not reach: it may still be ordered, or waits (§13 A21, flag compulsoryChargers).
    if (p.flags.compulsoryChargers === 'never-ordered') w.movedThisTurn[u] = 1;
    return;
  }
  if (p.initiative[u] === INIT_EVADE && p.rule.neverEvade[u] === 0) {
    evade(w, rng, u, v);
    w.movedThisTurn[u] = 1;
  }
}

/**
 * Initiative of a War Wagon (§2.7, §11.10) with a visible enemy within 20 cm: it forms laager
 * (tactic `wagon: laager`), or evades in column when its tactics say so; in laager it holds.
 */
export function wagonInitiative(w: WarmasterWorld, rng: Rng, u: number, v: number): void {
  const p = w.plan;
  if (w.laager[u] === 1) return;
  if (p.wagonLaager[u] === 1 && w.left[u] === 2) {
    if (!formLaager(w, u)) return;
    w.movedThisTurn[u] = 1;
    if (w.tracer !== null) traceInitiativeLaager(w, u);
    return;
  }
  if (p.initiative[u] === INIT_EVADE && wagonMobile(w, u)) {
    evade(w, rng, u, v);
    w.movedThisTurn[u] = 1;
  }
}
