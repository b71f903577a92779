/**
 * Casualties (rules/wfb3.md §4.1, §4.3): wounds fall on a unit's models one after another, a
 * model of several wounds dying when the last is lost, and slain models come off the rear. In a
 * round a unit's blows across an engagement slay at most the enemy models in base contact
 * there: wounds beyond them are lost (flag excessWounds, gap G4).
 */
import { endEngagementsOf } from '../../rank-and-file/engagements.ts';
import { DESTROYED, FLED_OFF } from '../../rank-and-file/unit-state.ts';
import { charactersAcross, charactersShareFate, chooseLeader, woundCharacters } from './characters.ts';
import { shape } from './formation.ts';
import { secondTypeCap, typeFacing, woundType } from './mixed-ranks.ts';
import { recaptured } from './recapture.ts';
import { traceDestroyed } from './trace.ts';
import type { Wfb3World } from './world.ts';

/**
 * `wounds` on t, slaying at most `cap` models (−1: no cap); the wounds that took effect. The
 * models slain are left in `w.slain`. On a unit in mixed ranks, on its type of row r.
 */
export function woundUnit(w: Wfb3World, t: number, wounds: number, cap: number, r: number = t): number {
  // A unit in mixed ranks: on the type of row r, its own by default (mixed-ranks.ts).
  if (w.plan.anyMixed === 1 && w.plan.mixedRow[t] >= 0) return woundType(w, t, r, wounds, cap);
  const each = w.plan.W[t];
  let done = 0;
  let slain = 0;
  while (done < wounds && w.models[t] > 0) {
    if (cap >= 0 && slain >= cap) break;
    done++;
    if (++w.hurt[t] >= each) {
      w.hurt[t] = 0;
      w.models[t]--;
      slain++;
    }
  }
  w.slain = slain;
  if (slain > 0) shape(w, t);
  // A single character who is a wizard, wounded in the combat phase, casts no spell in this turn's magic phase (§6.8; characters.ts for those in units).
  if (done > 0 && w.inCombatPhase === 1 && w.plan.power[t] > 0) w.woundedAt[t] = w.playerTurn;
  return done;
}

/**
 * The end of a strike step: every engagement's pending wounds fall, each side's capped at the
 * other's models in contact across it less those already slain there this round (§4.3); then
 * the wounds on characters (characters.ts).
 */
export function endStep(w: Wfb3World): void {
  const eng = w.eng;
  const carry = w.plan.flags.excessWounds === 'carry';
  const mixed = w.plan.anyMixed === 1;
  for (let e = 0; e < eng.count; e++) {
    const a = eng.a[e];
    const b = eng.b[e];
    // In mixed ranks, the second type's cap as the step's wounds are about to fall, before its own type's losses (mixed-ranks.ts).
    const secondB = mixed && w.pendMixedB[e] > 0 ? secondTypeCap(w, b, e, carry) : -1;
    const secondA = mixed && w.pendMixedA[e] > 0 ? secondTypeCap(w, a, e, carry) : -1;
    // A war beast's wounds are its own (beasts.ts woundBeasts()).
    if (w.pendB[e] > 0 && w.plan.beast[b] === 0) {
      const done = woundUnit(w, b, w.pendB[e], carry ? -1 : troopsInContact(w, b, e, eng.contactB[e] - eng.lostB[e]));
      eng.lostB[e] += w.slain;
      w.caused[a] += done;
      w.pendB[e] = 0;
    }
    if (mixed && w.pendMixedB[e] > 0) {
      w.caused[a] += woundType(w, b, w.plan.mixedRow[b], w.pendMixedB[e], secondB);
      eng.lostB[e] += w.slain;
      w.pendMixedB[e] = 0;
    }
    if (w.pendA[e] > 0 && w.plan.beast[a] === 0) {
      const done = woundUnit(w, a, w.pendA[e], carry ? -1 : troopsInContact(w, a, e, eng.contactA[e] - eng.lostA[e]));
      eng.lostA[e] += w.slain;
      w.caused[b] += done;
      w.pendA[e] = 0;
    }
    if (mixed && w.pendMixedA[e] > 0) {
      w.caused[b] += woundType(w, a, w.plan.mixedRow[a], w.pendMixedA[e], secondA);
      eng.lostA[e] += w.slain;
      w.pendMixedA[e] = 0;
    }
  }
  if (w.plan.anyCharacter === 1) woundCharacters(w);
}

/** Of `contact` places of u's in base contact across e, those its troopers hold: less its characters' (§6.4); in mixed ranks, its own type's. */
function troopsInContact(w: Wfb3World, u: number, e: number, contact: number): number {
  if (w.plan.anyMixed === 1 && w.plan.mixedRow[u] >= 0) return typeFacing(w, u, e, u);
  if (w.plan.anyCharacter === 0) return contact;
  const k = contact - charactersAcross(w, u, e);
  return k > 0 ? k : 0;
}

/** u leaves the battle — destroyed, or fled off the table: its engagements and pursuits end, and the characters in it share its end (§6.4). */
export function leaves(w: Wfb3World, u: number, status: number): void {
  // Wiped out, it gives up the standards it captured to their units in contact or pursuing it (§6.6).
  if (status === DESTROYED) recaptured(w, u);
  endEngagementsOf(w.eng, w.status, u);
  w.status[u] = status;
  if (w.plan.anyCharacter === 1) {
    charactersShareFate(w, u, status);
    // The leading vehicle of a unit of several gone, its characters lead the others no more (squadrons.ts).
    if (w.plan.squad[u] === u) chooseLeader(w, u);
  }
  w.anyBroken = 1;
  for (let v = 0; v < w.n; v++) if (w.pursuing[v] === u) w.pursuing[v] = -1;
  w.pursuing[u] = -1;
}

/** u is wiped out. */
export function destroy(w: Wfb3World, u: number): void {
  leaves(w, u, DESTROYED);
  if (w.tracer !== null) traceDestroyed(w, u);
}

/** u, fleeing, has left the table. */
export function fledOff(w: Wfb3World, u: number): void {
  leaves(w, u, FLED_OFF);
}
