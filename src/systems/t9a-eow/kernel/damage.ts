/**
 * The damage pipeline (rules/t9a_eow.md §6.1): To-Wound, Armour and Aegis saves, Multiple Wounds,
 * and the HP lost at once by shooting, spells and special attacks.
 */
import { FRONT } from '../../../battlefield/arcs.ts';
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { M_AEGIS, M_ARM, M_REROLL_WOUND_AGAINST, M_RES, M_TOWOUND, M_TOWOUND_AGAINST } from '../magic-plan.ts';
import { DANCE_AEGIS, ORISON_AEGIS } from '../plan.ts';
import { killed, loseHP } from './casualties.ts';
import { rollDice } from './dice.ts';
import { mod } from './lasting-spells.ts';
import { nearCoachman } from './model-rules.ts';
import { armourSave, toWound } from './tables.ts';
import type { T9aWorld } from './world.ts';

/**
 * Shooting, spell-like and special hits on t (§6.1), removed at once: roll to wound, save,
 * lose HP. Returns HP lost.
 */
export function hitsOn(w: T9aWorld, rng: Rng, t: number, hits: number, str: number, ap: number, mw: number, melee: boolean, e: number): number {
  if (hits <= 0 || w.models[t] <= 0) return 0;
  let res = w.plan.res[t] + mod(w, t, M_RES);
  if (res < 0) res = 0;
  let need = toWound(str, res) - mod(w, t, M_TOWOUND_AGAINST);
  const a = w.attacker;
  let reroll = false;
  if (a >= 0) {
    need -= mod(w, a, M_TOWOUND);
    reroll = mod(w, t, M_REROLL_WOUND_AGAINST) > 0;
  }
  if (need < 2) need = 2;
  let wounds = 0;
  for (let h = 0; h < hits; h++) {
    let d = rollD6(rng);
    if (reroll && d !== 6 && (d === 1 || d < need)) d = rollD6(rng);
    if (d === 6 || (d !== 1 && d >= need)) wounds++;
  }
  return woundsOn(w, rng, t, wounds, ap, mw, melee, e);
}

/** Wounds on t: armour, aegis, Multiple Wounds, HP removed at once. Returns HP lost. */
export function woundsOn(w: T9aWorld, rng: Rng, t: number, wounds: number, ap: number, mw: number, melee: boolean, e: number): number {
  const hp = unsaved(w, rng, t, wounds, ap, mw, melee, e, 0);
  const lost = loseHP(w, t, hp);
  if (w.models[t] === 0) killed(w, rng, t);
  return lost;
}

/**
 * Saves against `wounds` wounds at AP `ap` (`lethal` of them at AP 10), then Multiple Wounds:
 * returns the HP to remove (§6.1).
 */
export function unsaved(w: T9aWorld, rng: Rng, t: number, wounds: number, ap: number, mw: number, melee: boolean, e: number, lethal: number): number {
  const p = w.plan;
  let arm = p.arm[t] + mod(w, t, M_ARM);
  if (arm > p.armCap[t]) arm = p.armCap[t]; // Destiny's Call: never better than 3
  if (arm < 0) arm = 0;
  const armNeed = armourSave(arm, ap);
  const lethalNeed = armourSave(arm, 10);
  let aeg = p.aeg[t];
  // Orisons: Aegis 5+ on the unit, its character included (§7.2).
  if (aeg > 5 && w.orison[w.body[t]] === ORISON_AEGIS) aeg = 5;
  if (melee) {
    // Shield Wall: Aegis 6+ against melee attacks from the front (§7.2).
    if (p.rule.shieldWall[t] && e >= 0 && (w.eng.a[e] === t || w.eng.face[e] === FRONT) && aeg > 6) aeg = 6;
    if (w.dance[t] === DANCE_AEGIS && aeg > 3) aeg = 3;
  }
  // Grim Coachman: friends within 6" have Aegis 6+ (§7.2).
  if (aeg > 6 && nearCoachman(w, t)) aeg = 6;
  // Healing Waters: Aegis 5+, or 4+ on a unit that had 5+ (not in the Patrol version).
  const waters = mod(w, t, M_AEGIS);
  if (waters > 0) aeg = aeg === 5 && waters === 1 ? 4 : aeg < 5 ? aeg : 5;
  let hp = 0;
  const cap = p.hp[t];
  const mwCap = p.flags.multipleWoundsCap;
  for (let wound = 0; wound < wounds; wound++) {
    const need = wound < lethal ? lethalNeed : armNeed;
    if (need < 7) {
      let d = rollD6(rng);
      // Ice and Fire: a successful save is re-rolled (R17: the forced re-roll wins).
      if (w.rerollSavedArmour && d !== 1 && d >= need) d = rollD6(rng);
      if (d !== 1 && d >= need) continue;
    }
    if (aeg < 7) {
      let d = rollD6(rng);
      // Cleansing Light: a successful Aegis save is rolled again.
      if (w.rerollSavedAegis && d >= aeg) d = rollD6(rng);
      if (d >= aeg) continue;
    }
    let x = 1;
    if (mw !== 0) {
      x = rollDice(rng, mw);
      // R5 (flag multipleWoundsCap): the HP characteristic, the HP the wounded model has left
      // (HP already removed or pending this step counted), or no cap.
      if (mwCap === 'hp-characteristic') {
        if (x > cap) x = cap;
      } else if (mwCap === 'model') {
        const left = cap - ((w.carried[t] + (melee ? w.pending[t] : 0) + hp) % cap);
        if (x > left) x = left;
      }
    }
    hp += x;
  }
  return hp;
}
