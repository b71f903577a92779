/**
 * Panic (rules/t9a_eow.md §2.3): friends destroyed or breaking within 6", and the 25% of a unit's
 * HP lost in one Magic or Shooting phase; a Panic test passed counts for one phase.
 */
import type { Rng } from '../../../core/rng.ts';
import { alive, READY } from '../../rank-and-file/unit-state.ts';
import { hpLeft } from './casualties.ts';
import { TEST_PANIC, disTest } from './discipline.ts';
import { fleeFrom } from './flee.ts';
import { gap } from './footprint.ts';
import { fearless, huntLed } from './model-rules.ts';
import { nearestEnemy } from './spacing.ts';
import { tracePanicFailed, tracePanicPassed } from './trace.ts';
import { brethren } from './units.ts';
import type { T9aWorld } from './world.ts';

/** A Panic test passed counts for one phase only (§2.3). */
export function newPhase(w: T9aWorld): void {
  for (let u = 0; u < w.n; u++) w.panicTested[u] = 0;
}

/** HP of u with the character in it, for the 25% Panic test (§2.3, R25: R&F + character). */
export function unitHP(w: T9aWorld, u: number): number {
  const r = w.rider[u];
  return r >= 0 ? hpLeft(w, u) + hpLeft(w, r) : hpLeft(w, u);
}

/** The HP the 25% Panic test measures (R25, flag panicBase): the unit's and its character's, or the rank and file's. */
export function panicHP(w: T9aWorld, u: number): number {
  return w.plan.flags.panicBase === 'rank-and-file' ? hpLeft(w, u) : unitHP(w, u);
}

/** The 25% Panic test after a unit lost HP to shooting (§2.3 trigger 4). */
export function panicAfterShooting(w: T9aWorld, rng: Rng, t: number, source: number): void {
  const p = w.plan;
  if (!alive(w.status, t) || p.single[t] || w.status[t] !== READY || w.panicTested[t]) return;
  const lost = w.phaseHP[t] - panicHP(w, t);
  if (4 * lost < w.phaseHP[t]) return;
  panicTest(w, rng, t, source);
}

/** A Panic test; failing, t flees from `source` (§2.3). */
export function panicTest(w: T9aWorld, rng: Rng, t: number, source: number): void {
  const p = w.plan;
  if (w.status[t] !== READY || w.panicTested[t]) return;
  if (fearless(w, t) || huntLed(w, t) || p.rule.daemonic[t]) return;
  if (disTest(w, rng, t, 0, TEST_PANIC)) {
    w.panicTested[t] = 1;
    if (w.tracer !== null) tracePanicPassed(w, t);
    return;
  }
  if (w.tracer !== null) tracePanicFailed(w, t);
  fleeFrom(w, rng, t, source, 'panics and flees');
}

/** Friends within 6" of u (destroyed, fled off, or breaking) test for Panic (§2.3 triggers 1–2). */
export function panicNear(w: T9aWorld, rng: Rng, u: number): void {
  const p = w.plan;
  for (let f = 0; f < w.n; f++) {
    // Allies are no friends for Panic (§8.5: a Beast Herds unit does not panic a Dread Elf Ally).
    if (f === u || !brethren(w, f, u) || w.status[f] !== READY) continue;
    if (p.rule.insignificant[u] && !p.rule.insignificant[f]) continue;
    gap(w, u, f);
    if (w.res > 6) continue;
    const enemy = nearestEnemy(w, f);
    if (enemy >= 0) panicTest(w, rng, f, enemy);
  }
}
