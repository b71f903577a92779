/**
 * Fear (rules/wfb4.md §7; RB p.39-40). A unit tests (2D6 ≤ Ld) when it is charged by an enemy
 * it fears — failed, it flees if the charger outnumbers it, else it hits only on 6s in the
 * first round of that fight — and when it wants to charge one: failed, it stays where it is
 * for the turn. Beaten in combat by feared enemies that outnumber it, it breaks without a
 * test. A fear-causer fears nothing that causes fear, and a frenzied unit fears nothing.
 */
import { roll2D6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { effectiveLd } from './leadership.ts';
import { traceFearTest } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** Why a fear test is taken: charged by, or wanting to charge, a feared enemy. */
export const FEAR_CHARGED = 0;
export const FEAR_CHARGING = 1;

/** u fears v: v causes fear, u does not, and u is not frenzied. */
export function fears(w: Wfb4World, u: number, v: number): boolean {
  const rule = w.plan.rule;
  return rule.fear[v] === 1 && rule.fear[u] === 0 && w.frenzied[u] === 0;
}

/** u's fear test against v (2D6 ≤ Ld): true when passed. */
export function fearTest(w: Wfb4World, rng: Rng, u: number, v: number, why: number): boolean {
  const roll = roll2D6(rng);
  const ld = effectiveLd(w, u);
  if (w.tracer !== null) traceFearTest(w, u, v, why, roll, ld);
  return roll <= ld;
}

/**
 * u, beaten in combat c, breaks without a test: the enemies it fears among those it is
 * engaged with in c outnumber it (§7).
 */
export function breaksInFear(w: Wfb4World, u: number, c: number): boolean {
  let feared = 0;
  for (let e = 0; e < w.eng.count; e++) {
    const o = w.eng.a[e] === u ? w.eng.b[e] : w.eng.b[e] === u ? w.eng.a[e] : -1;
    if (o >= 0 && w.inCombat[o] === c && fears(w, u, o)) feared += w.models[o];
  }
  return feared > w.models[u];
}
