/**
 * The Orc banner that slays wizards (AM p.19: a wizard or shaman touching the unit dies of
 * magical overload; banner effect `slays-wizards`): an enemy wizard touching a unit that flies
 * it is slain. A wizard on his own touches it when he is in base contact with it; a wizard with a
 * unit when he stands in its front rank where it fights the banner's unit (characters.ts
 * fightsOn()). Contacts are made in the charges, in pursuit and at deployment, so the banner is
 * looked at as each combat phase starts, before any blow, and as each magic phase starts, before
 * any spell: a wizard touching it then dies before he strikes or casts. A friendly wizard may
 * not join the unit (compile.ts checkOverload()).
 */
import type { Rng } from '../../../core/rng.ts';
import { opponentIn } from '../../rank-and-file/engagements.ts';
import { JOINED } from '../../rank-and-file/unit-state.ts';
import { applyWounds, characterFalls } from './casualties.ts';
import { fightsOn, flies } from './characters.ts';
import { traceOverload } from './trace-banners.ts';
import type { Wfb4World } from './world.ts';

/** Every enemy wizard touching a unit with the banner is slain. */
export function wizardsOverloaded(w: Wfb4World, rng: Rng): void {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (p.magic.level[c] === 0 || w.models[c] === 0 || !touchesBanner(w, c)) continue;
    if (w.tracer !== null) traceOverload(w, c);
    applyWounds(w, c, p.W[c] * w.models[c]);
    characterFalls(w, rng, c);
  }
}

/** Whether wizard c touches a unit with the banner: in contact on his own, or in his unit's front rank where it fights one. */
function touchesBanner(w: Wfb4World, c: number): boolean {
  const eng = w.eng;
  const body = w.status[c] === JOINED ? w.host[c] : c;
  for (let e = 0; e < eng.count; e++) {
    const foe = opponentIn(eng, e, body);
    if (foe < 0 || !flies(w, foe, w.plan.rule.slaysWizards)) continue;
    if (body === c || fightsOn(w, c, e)) return true;
  }
  return false;
}
