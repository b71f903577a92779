/**
 * An item that transfixes its bearer's foes (rules/wfb4.md §9; AM p.10-12: an enemy model touching
 * the Sorcerer that fails an Ld test (2D6) is transfixed and cannot fight,
 * and attacks on it hit with no roll; item effect `transfixes`). As each round of close
 * combat begins, before any blow, each enemy model in base contact with a bearer — on his own,
 * those of each unit that would strike him across the contact; in his unit's front rank where it
 * fights, the one model facing him (contact read as contact-wounds.ts reads it) — tests its unit's
 * Ld on 2D6: those that fail strike no blow that round, nor their steeds (combat.ts strike()), and
 * the bearer's own blows at their unit hit with no roll (melee-hits.ts).
 *
 * Hot code for such items only (plan.items.anyTransfix): integers in and out.
 */
import type { Rng } from '../../../core/rng.ts';
import { opponentIn } from '../../rank-and-file/engagements.ts';
import { JOINED } from '../../rank-and-file/unit-state.ts';
import { fightsOn } from './characters.ts';
import { failingLd } from './magic-items.ts';
import { strikers } from './strike-order.ts';
import { traceTransfixed } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** As a round of combat c begins: the foes in contact with each bearer in it test, and those that fail are transfixed this round. */
export function transfixTests(w: Wfb4World, rng: Rng, c: number): void {
  const p = w.plan;
  const u = w.uses;
  for (let k = 0; k < p.characters.length; k++) {
    const b = p.characters[k];
    if (p.items.transfixes[b] === 0 || w.models[b] === 0) continue;
    const body = w.status[b] === JOINED ? w.host[b] : b;
    if (w.inCombat[body] !== c) continue;
    for (let e = 0; e < w.eng.count; e++) {
      const foe = opponentIn(w.eng, e, body);
      if (foe < 0) continue;
      const touching = body === b ? strikers(w, foe, e, 0) : fightsOn(w, b, e) ? 1 : 0;
      if (touching === 0) continue;
      const failed = failingLd(w, rng, foe, touching);
      if (u.transfixedIn[foe] !== w.roundNo) {
        u.transfixedIn[foe] = w.roundNo;
        u.transfixed[foe] = 0;
      }
      u.transfixed[foe] += failed;
      if (failed > 0) u.transfixingIn[b] = w.roundNo;
      if (w.tracer !== null) traceTransfixed(w, b, foe, touching, failed);
    }
  }
}
