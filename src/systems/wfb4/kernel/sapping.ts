/**
 * Magic weapons whose wounds weaken their victims for the rest of the battle (rules/wfb4.md §9;
 * AM p.13-16: "Each wound suffered reduces victim's attacks by -1"; "For each unsaved wound
 * suffered a victim deducts -1 from his Strength for the rest of the game"; "... from his
 * Initiative ..."; item effect `saps`). Each unsaved wound such a weapon causes takes 1 from the
 * listed characteristics of the model it struck — a character, or a unit of one model such as a
 * monster (a model of a unit of several is not followed) — never below 1 (Attacks, 0). The
 * blows and the strike order read what is left (combat.ts, strike-order.ts).
 *
 * Hot code: integers in and out.
 */
import { SAPS_A, SAPS_I, SAPS_S } from '../plan.ts';
import { traceSapped } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** Wielder u's weapon caused `wounds` unsaved wounds on t: t, if a lone model, loses what the weapon takes. */
export function sap(w: Wfb4World, u: number, t: number, wounds: number): void {
  const p = w.plan;
  if (t >= w.n || w.models[t] === 0 || (p.rule.character[t] === 0 && p.models[t] !== 1)) return;
  const what = p.items.saps[u];
  if ((what & SAPS_S) !== 0) w.lostS[t] += wounds;
  if ((what & SAPS_I) !== 0) w.lostI[t] += wounds;
  if ((what & SAPS_A) !== 0) w.lostA[t] += wounds;
  if (w.tracer !== null) traceSapped(w, u, t, wounds, what);
}

/** Characteristic `value` of t, less what weapons took from it (`lost`), never below `least`. */
export function sapped(value: number, lost: number, least: number): number {
  const v = value - lost;
  return v < least ? least : v;
}
