/**
 * Nurgle's Rot (AM p.35, a Chaos reward; effect `rot`): after a character with it has made his
 * attacks in close combat, a D6 for each enemy model in base contact with him — his foe alone
 * in a challenge; else the models of the unit he fights that touch him (characters.ts
 * touching()) — and each 6 is a wound that no armour saves (regeneration and a ward still may).
 * The wounds count in the combat's result, and the models they slay strike no more this round.
 */
import { countAtLeast } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { woundModel, woundsInFight } from './casualties.ts';
import { JOINED } from '../../rank-and-file/unit-state.ts';
import { characterSlain, touching } from './characters.ts';
import { afterRegeneration } from './regeneration.ts';
import { CHARACTER, RIDER } from './strike-kinds.ts';
import { traceRot } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** Strike group g has struck: when it is a character's own blows and he has the Rot, its dice. */
export function rotAfter(w: Wfb4World, rng: Rng, g: number): void {
  const u = w.gUnit[g];
  // His own blows: with a unit or in a challenge, or on his own, where he strikes as a unit does
  // (but not where a challenge keeps that group from striking, combat.ts strike()).
  const kind = w.gKind[g];
  if (w.plan.items.rot[u] === 0 || w.models[u] === 0) return;
  if (kind !== CHARACTER && !(kind === RIDER && w.plan.rule.character[u] === 1 && (!w.anyChallenge || (w.duelFoe[u] < 0 && w.duelFoe[w.gEnemy[g]] < 0)))) return;
  const duel = w.anyChallenge ? w.duelFoe[u] : -1;
  const champion = duel >= w.n ? duel - w.n : -1;
  const t = duel >= 0 ? (champion >= 0 ? champion : duel) : w.gEnemy[g];
  if (w.models[t] === 0) return;
  let dice = 1;
  if (duel < 0) {
    dice = touching(w, t, u);
    if (dice > w.models[t]) dice = w.models[t];
  }
  const sixes = countAtLeast(rng, dice, 6);
  const suffered = sixes > 0 ? afterRegeneration(w, rng, t, sixes) : 0;
  let slain = 0;
  if (suffered > 0 && duel < 0) slain = woundsInFight(w, t, w.gEng[g], w.plan.side[u], suffered);
  else if (suffered > 0) {
    // His foe in the challenge: one die, one wound on one model.
    slain = woundModel(w, t, 1);
    w.score[w.plan.side[u]] += 1;
    if (champion >= 0 && slain > 0) {
      w.champAlive[t] = 0;
      const e = w.gEng[g];
      if (w.eng.a[e] === t) w.eng.lostA[e] += slain;
      else if (w.eng.b[e] === t) w.eng.lostB[e] += slain;
    }
  }
  if (w.tracer !== null) traceRot(w, u, t, champion >= 0, dice, sixes, suffered, slain);
  // A character with a unit falls now; one on his own is found wiped out after the blows (combat.ts).
  if (slain > 0 && duel >= 0 && champion < 0 && w.status[t] === JOINED) characterSlain(w, rng, t);
}
