/**
 * Magic weapons whose wounds weaken their victims for the rest of the battle (rules/wfb4.md §9;
 * AM p.13-16: each wound the victim takes lowers his Attacks by 1; each unsaved wound
 * lowers the Strength of the victim by 1 until the battle ends; "... from his
 * Initiative ..."; item effect `saps`). Each unsaved wound such a weapon causes takes 1 from the
 * listed characteristics of the model it struck — a character, or a unit of one model such as a
 * monster (a model of a unit of several is not followed) — never below 1 (Attacks, 0): from the
 * world's S, I and A, which the blows and the strike order read (combat.ts, strike-order.ts).
 * A weapon that stupefies (AM p.13-16: a foe the sword wounds turns stupid;
 * item effect `stupefies`) makes that model subject to stupidity for the rest of the battle
 * (`uses.stupefied`, read by stupidity.ts and by his casting, magic.ts).
 *
 * Hot code: integers in and out.
 */
import { SAPS_A, SAPS_I, SAPS_S, SAPS_WITS } from '../plan.ts';
import { traceSapped, traceStupefied } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** Wielder u's weapon caused `wounds` unsaved wounds on t: t, if a lone model, loses what the weapon takes. */
export function sap(w: Wfb4World, u: number, t: number, wounds: number): void {
  const p = w.plan;
  if (t >= w.n || w.models[t] === 0 || (p.rule.character[t] === 0 && p.models[t] !== 1)) return;
  const what = p.items.saps[u];
  if ((what & SAPS_S) !== 0) w.S[t] = w.S[t] - wounds > 1 ? w.S[t] - wounds : 1;
  if ((what & SAPS_I) !== 0) w.I[t] = w.I[t] - wounds > 1 ? w.I[t] - wounds : 1;
  if ((what & SAPS_A) !== 0) w.A[t] = w.A[t] - wounds > 0 ? w.A[t] - wounds : 0;
  if (w.tracer !== null && (what & (SAPS_S | SAPS_I | SAPS_A)) !== 0) traceSapped(w, u, t, wounds, what);
  // Made stupid: a character or a creature, not a chariot nor a war machine (its crew's wits are not kept apart).
  if ((what & SAPS_WITS) !== 0 && w.uses.stupefied[t] === 0 && p.rule.chariot[t] === 0 && p.rule.warMachine[t] === 0) {
    w.uses.stupefied[t] = 1;
    if (w.tracer !== null) traceStupefied(w, u, t);
  }
}
