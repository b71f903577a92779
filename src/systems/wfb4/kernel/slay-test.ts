/**
 * Weapons whose hit slays outright on a failed test (effect `slayTest`): the Rod (AM p.10: a victim
 * the rod hits dies outright unless a D6 comes up at or under its T (a 6 always failing),
 * only magic armour saving it; passing, it is wounded and saves as usual) and the
 * staff that strikes in close combat (AM p.17: a victim hit in hand-to-hand combat dies
 * unless 2D6 come up at or under his Ld; passing, he is rolled to wound as usual).
 *
 * Each hit of his weapon is tested by the model it struck: a D6 at or under its Toughness, a 6
 * failing always (SLAY_TOUGHNESS), or 2D6 at or under its Leadership (SLAY_LEADERSHIP). A failed
 * test slays the model, whatever its wounds — unless, where the item says, magic armour saves it
 * (the save of his magic suit and shield alone, as against a weapon only magic armour stops); a
 * kill so saved does nothing more. A passed test leaves the hit to wound and be saved as any. A
 * model slain counts its wounds left in the combat result; the hits past the last model of a
 * character or a champion are wasted.
 */
import { rollD6, roll2D6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { unsavedWounds } from '../../wfb/hit-wound-save.ts';
import { SLAIN, SLAY_LEADERSHIP } from '../plan.ts';
import { weaponWounds } from './magic-items.ts';
import { traceSlayTests } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/**
 * The `hits` of u's weapon on t (n + a unit: its champion) fighting across engagement e: each
 * tested. Returns the hits that passed, to wound as usual; the models slain are in `w.dealt`'s
 * companion `w.slayed`, already counted in the result and the engagement's losses.
 */
export function slayTests(w: Wfb4World, rng: Rng, u: number, t: number, e: number, hits: number): number {
  const p = w.plan;
  const champion = t >= w.n ? t - w.n : -1;
  const tu = champion >= 0 ? champion : t;
  const leadership = p.items.slayTest[u] === SLAY_LEADERSHIP;
  const ld = champion >= 0 ? p.champLd[tu] : p.Ld[tu];
  let failed = 0;
  for (let h = 0; h < hits; h++) {
    if (leadership) {
      if (roll2D6(rng) > ld) failed++;
    } else {
      const d = rollD6(rng);
      if (d === 6 || d > w.T[tu]) failed++;
    }
  }
  const killed = failed > 0 && p.items.slaySaves[u] === 1 ? unsavedWounds(rng, failed, champion >= 0 || w.uses.armourLost[tu] === 0 ? p.items.magicSave[tu] : 7) : failed;
  const slain = killed > 0 ? weaponWounds(w, rng, SLAIN, t, killed) : 0;
  w.slayed = slain;
  if (slain > 0) {
    w.score[p.side[u]] += w.dealt;
    if (champion >= 0) w.champAlive[tu] = 0;
    if (w.eng.a[e] === tu) w.eng.lostA[e] += slain;
    else if (w.eng.b[e] === tu) w.eng.lostB[e] += slain;
  }
  if (w.tracer !== null) traceSlayTests(w, u, t, hits, leadership, failed, killed, slain);
  // A single model slain takes no more hits.
  return (champion >= 0 || p.rule.character[t] === 1) && slain > 0 ? 0 : hits - failed;
}
