/**
 * An item that releases a blast on every enemy model touching its bearer (AM p.13-16: the
 * bearer may release an energy blast that affects all models he is touching, each taking D3
 * wounds with no armour save; one use only; effect `blast`). Once in the battle (or `uses`
 * times), at his own strike in close combat — warsim's policy, as for the storm of hits
 * (combat.ts storm()): the first round he strikes, since the card leaves the moment to the
 * player and a charge's first round decides most fights. Each enemy model touching him
 * (contact-wounds.ts modelsTouching()) takes the wounds with no roll and no armour save —
 * regeneration and a ward are no armour, and are rolled — the excess over its Wounds wasted,
 * pooled in its unit as every wound is (§5.7), counted in the combat's result for his side, the
 * slain striking no more this round. A chariot
 * or a war machine touching him is not struck: its hits fall by rules of their own, not played
 * for the blast yet.
 *
 * Hot code: integers in and out.
 */
import type { Rng } from '../../../core/rng.ts';
import { opponentIn } from '../../rank-and-file/engagements.ts';
import { JOINED } from '../../rank-and-file/unit-state.ts';
import { woundsInFight, woundsOf } from './casualties.ts';
import { modelsTouching } from './contact-wounds.ts';
import { afterRegeneration } from './regeneration.ts';
import { traceBlast } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** Character c releases his item's blast: every enemy model touching him takes its wounds; a use spent. */
export function blast(w: Wfb4World, rng: Rng, c: number): void {
  const p = w.plan;
  const body = w.status[c] === JOINED ? w.host[c] : c;
  const die = p.items.blastDie[c];
  w.uses.blasts[c]--;
  for (let e = 0; e < w.eng.count; e++) {
    const foe = opponentIn(w.eng, e, body);
    if (foe < 0 || w.models[foe] === 0 || (w.anyChariot && p.rule.chariot[foe] === 1) || (w.anyMachine && p.rule.warMachine[foe] === 1)) continue;
    const models = modelsTouching(w, c, body, e, foe);
    if (models === 0) continue;
    const suffered = w.anyRegeneration ? afterRegeneration(w, rng, foe, models) : models;
    // Each model struck takes its wounds, the excess over its Wounds wasted (§5.7); the unit
    // pools them, as it does every wound, and loses whole models (no roll against one wound).
    const each = p.W[foe];
    let wounds = suffered;
    if (each > 1) {
      wounds = 0;
      for (let k = 0; k < suffered; k++) {
        const n = woundsOf(rng, die);
        wounds += n < each ? n : each;
      }
    }
    const slain = woundsInFight(w, foe, e, p.side[c], wounds);
    if (w.tracer !== null) traceBlast(w, c, foe, models, die, suffered, wounds, slain);
  }
}
