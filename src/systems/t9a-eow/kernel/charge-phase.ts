/**
 * The Charge phase (rules/t9a_eow.md §3.2): Frenzy, declaring charges, the charged unit's
 * reaction (Hold or Flee), Redirect, then the charge moves one charger at a time.
 */
import type { Rng } from '../../../core/rng.ts';
import { alive, ENGAGED, FLED_OFF, FLEEING, READY } from '../../rank-and-file/unit-state.ts';
import { M_CHARGE } from '../magic-plan.ts';
import { TARGET_NEAREST } from '../plan.ts';
import { arcOf, inSight } from './arcs.ts';
import { chargeMove, chargePathClear, roomOn } from './charge-moves.ts';
import { TEST_FRENZY, TEST_OTHER, disTest } from './discipline.ts';
import { gap } from './footprint.ts';
import { mod } from './lasting-spells.ts';
import { fearless, huntLed } from './model-rules.ts';
import { advOf } from './moves.ts';
import { fleeFrom } from './panic-and-flee.ts';
import { vanguardHeld } from './set-up.ts';
import { traceChargeDeclared, traceFrenzy, traceHolds, traceRedirect, traceRedirectFails } from './trace.ts';
import { present } from './units.ts';
import type { T9aWorld } from './world.ts';

export function chargePhase(w: T9aWorld, rng: Rng, side: number): void {
  const p = w.plan;
  // Frenzy (§7.1): a unit that can charge an enemy within 12" tests; failing, it must.
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || w.status[u] !== READY || !p.rule.frenzy[u] || vanguardHeld(w, u)) continue;
    const t = nearestChargeable(w, u, 12);
    if (t < 0) continue;
    if (!disTest(w, rng, u, 0, TEST_FRENZY)) {
      w.mustCharge[u] = 1;
      if (w.tracer !== null) traceFrenzy(w, u);
    }
  }
  // Declarations, each target reacting at once.
  for (let c = 0; c < w.n; c++) {
    if (p.side[c] !== side || w.status[c] !== READY) continue;
    const t = chargeChoice(w, c);
    if (t < 0) continue;
    w.declared[c] = t;
    w.declaredFace[c] = arcOf(w, t, c);
    if (w.tracer !== null) traceChargeDeclared(w, c, t);
    react(w, rng, t, c);
    if ((w.status[t] === FLEEING || w.status[t] === FLED_OFF) && p.redirect[c]) redirect(w, rng, c, t);
  }
  // Moves, one charger at a time.
  for (let c = 0; c < w.n; c++) {
    if (w.declared[c] < 0 || w.status[c] !== READY) continue;
    chargeMove(w, rng, c, w.declared[c]);
  }
}

/**
 * Redirect (§3.2): the target t fled, so charger c may take a Discipline test (Martial
 * Discipline: Minimised) to declare on another target, which reacts in turn; failing, it
 * charges on at t. The policy keeps a fleeing target it more likely than not still reaches
 * (contact destroys it); otherwise it redirects to the closest other target nearer than t
 * now is. If that target flees too, the charger goes for the nearer of the two.
 */
export function redirect(w: T9aWorld, rng: Rng, c: number, t: number): void {
  const p = w.plan;
  let fled = Infinity; // fled off the table: nothing left to charge there
  if (alive(w.status, t)) {
    gap(w, c, t);
    fled = w.res;
    // The median Charge Range: 2D6 gives 7 or more half the time, Maximised (Swiftstride) 8.
    if (fled <= advOf(w, c) + (p.rule.swiftstride[c] ? 8 : 7)) return;
  }
  let best = -1;
  let bestGap = fled;
  for (let v = 0; v < w.n; v++) {
    if (v === t || !canDeclare(w, c, v)) continue;
    gap(w, c, v);
    if (w.res < bestGap) {
      bestGap = w.res;
      best = v;
    }
  }
  if (best < 0) return;
  if (!disTest(w, rng, c, 0, TEST_OTHER)) {
    if (w.tracer !== null) traceRedirectFails(w, c);
    return;
  }
  w.declared[c] = best;
  w.declaredFace[c] = arcOf(w, best, c);
  if (w.tracer !== null) traceRedirect(w, c, best, bestGap);
  react(w, rng, best, c);
  if (alive(w.status, best) && w.status[best] !== FLEEING) return; // it holds
  // Both fled: charge the nearer of them still on the table.
  if (!alive(w.status, t)) return;
  let back = !alive(w.status, best);
  if (!back) {
    gap(w, c, t);
    const toFirst = w.res;
    gap(w, c, best);
    back = toFirst < w.res;
  }
  if (back) {
    w.declared[c] = t;
    w.declaredFace[c] = arcOf(w, t, c);
  }
}

/** The enemy c would declare a charge on now, by its tactic (a failed Frenzy test: the closest); −1 none. */
export function chargeChoice(w: T9aWorld, c: number): number {
  if (vanguardHeld(w, c)) return -1;
  const want = w.plan.chargeTarget[c];
  if (w.mustCharge[c] || want === TARGET_NEAREST) return nearestChargeable(w, c, 1e9);
  if (want >= 0 && canDeclare(w, c, want)) return want;
  return -1;
}

/** Whether c may declare a charge on t: in sight, within Adv + 12 (+ Charge Range bonus) (§3.2). */
export function canDeclare(w: T9aWorld, c: number, t: number): boolean {
  const p = w.plan;
  if (!present(w, t) || p.side[t] === p.side[c]) return false;
  if (!inSight(w, c, t)) return false;
  const face = arcOf(w, t, c);
  if (!roomOn(w, t, face)) return false;
  gap(w, c, t);
  // Black Wing Totem's extra range lets a charge be declared 4" further (R24).
  if (w.res > advOf(w, c) + 12 + p.chargeBonusRange[c] + (mod(w, c, M_CHARGE) !== 0 ? 4 : 0)) return false;
  return chargePathClear(w, c, t, face, p.rule.fly[c]);
}

/** The closest enemy c may declare a charge on, within `limit` inches; −1 if none. */
export function nearestChargeable(w: T9aWorld, c: number, limit: number): number {
  let best = -1;
  w.want = limit;
  let bestGap = w.want;
  for (let t = 0; t < w.n; t++) {
    if (!canDeclare(w, c, t)) continue;
    gap(w, c, t);
    if (w.res <= bestGap) {
      bestGap = w.res;
      best = t;
    }
  }
  return best;
}

/** The charged unit t reacts to c: Hold, or Flee away from the charger (§3.2). */
export function react(w: T9aWorld, rng: Rng, t: number, c: number): void {
  const p = w.plan;
  if (w.reacted[t]) return;
  w.reacted[t] = 1;
  if (w.status[t] === FLEEING) {
    fleeFrom(w, rng, t, c, 'flees again from the charge');
    return;
  }
  const holdOnly = w.status[t] === ENGAGED || fearless(w, t) || huntLed(w, t) || p.rule.daemonic[t] || p.rule.steamPowered[c];
  if (holdOnly || !p.flee[t]) {
    if (w.tracer !== null) traceHolds(w, t);
    return;
  }
  fleeFrom(w, rng, t, c, 'flees from the charge');
}
