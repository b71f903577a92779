/**
 * An item that wounds whoever touches its bearer (AM p.17: each model touching the user takes
 * 1 wound with no roll as every hand-to-hand combat phase begins; Undead models are
 * spared; effect `contactWounds`, a Necromancer's, Liche's or Vampire's): as each combat phase
 * starts, before any blow, each enemy model in base contact with the bearer takes a wound with no
 * roll to wound, saved by its armour as against a blow of no Strength modifier ("automatic" read
 * as skipping the roll to wound); the Undead are not affected. Not counted in the combat result:
 * no round has begun.
 *
 * The models in contact: on his own, those of each enemy unit that would strike him across the
 * contact (strike-order.ts strikers()); in a unit, where he stands in its front rank and fights
 * (characters.ts fightsOn()), the one model facing him (warsim's reading: a base against a base).
 */
import type { Rng } from '../../../core/rng.ts';
import { opponentIn } from '../../rank-and-file/engagements.ts';
import { JOINED } from '../../rank-and-file/unit-state.ts';
import { applyWounds, fallen } from './casualties.ts';
import { fightsOn } from './characters.ts';
import { unsavedOn } from './magic-items.ts';
import { afterRegeneration } from './regeneration.ts';
import { strikers } from './strike-order.ts';
import { traceContactWounds } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** The Strength that leaves an armour save unmodified (§5.8): the wounds need no roll, and no S is given. */
const NO_MODIFIER_S = 3;

/**
 * How many of foe's models touch character c, whose body (he, or the unit he is with) fights
 * foe across engagement e: on his own, those that would strike him across it; in his unit's
 * front rank where it fights foe, the one model facing him; else none. Items that strike the
 * models touching their bearer (this module, blasts.ts).
 */
export function modelsTouching(w: Wfb4World, c: number, body: number, e: number, foe: number): number {
  if (body === c) return strikers(w, foe, e, 0);
  return fightsOn(w, c, e) ? 1 : 0;
}

/** As the combat phase starts: every bearer's foes in contact take their wounds. */
export function contactWounds(w: Wfb4World, rng: Rng): void {
  const p = w.plan;
  const touching = w.hitsOn; // scratch: per enemy unit, its models touching the bearer
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (p.items.contactWounds[c] === 0 || w.models[c] === 0) continue;
    const body = w.status[c] === JOINED ? w.host[c] : c;
    for (let u = 0; u < w.n; u++) touching[u] = 0;
    for (let e = 0; e < w.eng.count; e++) {
      const foe = opponentIn(w.eng, e, body);
      if (foe >= 0 && p.rule.undead[foe] === 0) touching[foe] += modelsTouching(w, c, body, e, foe);
    }
    for (let foe = 0; foe < w.n; foe++) {
      const models = touching[foe];
      if (models === 0) continue;
      touching[foe] = 0;
      const unsaved = unsavedOn(w, rng, foe, models, NO_MODIFIER_S, 0, true);
      const suffered = w.anyRegeneration ? afterRegeneration(w, rng, foe, unsaved) : unsaved;
      const slain = applyWounds(w, foe, suffered);
      if (w.tracer !== null) traceContactWounds(w, c, foe, models, unsaved, suffered, slain);
      fallen(w, rng, foe);
    }
  }
}
