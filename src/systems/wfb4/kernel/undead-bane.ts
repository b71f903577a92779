/**
 * The banner that burns the Undead and Daemons (AM p.19: in the magic phase each Undead or Daemon
 * model touching the unit with this banner loses 1 wound on a D6 of 4+; banner effect
 * `wounds-undead-and-daemons`): as each magic phase starts — in every player turn, the phase
 * played for wizards or not — each Undead or Daemon model in base contact with a unit flying
 * it rolls a D6, and on 4+ takes a wound that no armour saves (a wound, not a hit); regeneration
 * and a talisman's ward are rolled as against any wound. The models touching are those that
 * would strike across that contact (strike-order.ts strikers()): the unit's troops; the
 * characters with an Undead unit are not among them (warsim's reading). A unit touched on
 * several faces, or by several such banners, rolls for the models of every contact.
 */
import { countAtLeast } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { applyWounds, fallen } from './casualties.ts';
import { flies } from './characters.ts';
import { afterRegeneration } from './regeneration.ts';
import { strikers } from './strike-order.ts';
import { traceBane } from './trace-banners.ts';
import type { Wfb4World } from './world.ts';

/** The D6 score on which a model touching the banner takes its wound. */
const BANE_WOUNDS_ON = 4;

/** As a magic phase starts: the models of Undead and Daemons touching each unit that flies the banner roll, and take their wounds. */
export function baneWounds(w: Wfb4World, rng: Rng): void {
  const touching = w.hitsOn; // scratch: per unit, its models touching such a banner
  for (let u = 0; u < w.n; u++) touching[u] = 0;
  const eng = w.eng;
  for (let e = 0; e < eng.count; e++) {
    const a = eng.a[e];
    const b = eng.b[e];
    if (bane(w, b, a)) touching[a] += strikers(w, a, e, 0);
    if (bane(w, a, b)) touching[b] += strikers(w, b, e, 0);
  }
  for (let t = 0; t < w.n; t++) {
    const models = touching[t];
    if (models === 0) continue;
    touching[t] = 0;
    const wounds = countAtLeast(rng, models, BANE_WOUNDS_ON);
    const suffered = w.anyRegeneration ? afterRegeneration(w, rng, t, wounds) : wounds;
    const slain = applyWounds(w, t, suffered);
    if (w.tracer !== null) traceBane(w, t, models, wounds, suffered, slain);
    fallen(w, rng, t);
  }
}

/** Whether u flies the banner and t, touching it, is Undead or Daemons. */
function bane(w: Wfb4World, u: number, t: number): boolean {
  const p = w.plan;
  return (p.rule.undead[t] === 1 || p.daemon[t] === 1) && flies(w, u, p.rule.undeadBane);
}
