/**
 * Magic items in the fight (rules/wfb4.md §8.1, §9; BM p.38-39, AM p.8-16, p.36-37): a
 * character's magic weapon in his blows, and the magic armour, shield or talisman that protects
 * him from blows and shots. What each item does was compiled into `plan.items`
 * (compile-items.ts); its characteristics are already in his profile. A talisman's ward is
 * rolled with regeneration (regeneration.ts), on every wound from any source.
 *
 * Called only when a scenario has an item with such powers (`w.anyItems`).
 */
import { countAtLeast, roll2D6, rollD6, rollND6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { saveAgainst, unsavedWounds } from '../../wfb/hit-wound-save.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { SAVES_MAGIC_ARMOUR, SAVES_NONE, REROLL_AS_FIRST, SLAIN, WOUNDS_D6_BACKFIRE } from '../plan.ts';
import { woundEach } from './casualties.ts';
import { saveOf } from './sapping.ts';
import { traceItemSaves } from './trace.ts';
import { traceAttacksStopped, traceHidden, traceStrikeLdTest, traceUnnerved } from './trace-items.ts';
import { FAMILIAR, IMPACT } from './strike-kinds.ts';
import { withinLimit } from '../../../battlefield/gaps.ts';
import { ENGAGED, JOINED, present } from '../../rank-and-file/unit-state.ts';
import { bodyOf } from './characters.ts';
import type { Wfb4World } from './world.ts';

/**
 * The score character u's blows need to hit t with his magic weapon (`weapon`), `toHit` by the
 * WS table: automatically, or better by its bonus but never better than 2+ (as a banner's, AM
 * p.19); and worse by t's own item's penalty (a character, not a champion: t < n) — above 6
 * they cannot hit (§4.2).
 */
export function itemHitNeed(w: Wfb4World, u: number, weapon: boolean, t: number, toHit: number): number {
  const it = w.plan.items;
  let need = toHit;
  if (weapon) {
    if (it.autoHit[u] === 1) return t < w.n ? 1 + it.hitPenalty[t] : 1;
    need -= it.hitBonus[u];
    if (need < 2) need = 2;
  }
  if (t < w.n) need += it.hitPenalty[t];
  return need;
}

/**
 * Whether x — a unit, or a character — strikes and shoots at -1 to hit within the aura of a
 * character's item (AM p.10: every living creature within 6"): x living (not Undead,
 * not a Daemon), and its unit within the aura's inches of the unit the bearer is with (of him on
 * his own), friend or foe, while he is on the table; the bearer himself excepted. Several auras
 * do not add up.
 */
export function hitAuraOn(w: Wfb4World, x: number): boolean {
  const p = w.plan;
  if (p.rule.undead[x] === 1 || p.daemon[x] === 1) return false;
  const at = bodyOf(w, x);
  if (at < 0) return false;
  for (let k = 0; k < p.characters.length; k++) {
    const g = p.characters[k];
    const range = p.items.hitAura[g];
    if (range === 0 || g === x) continue;
    const body = bodyOf(w, g);
    if (body < 0 || !present(w.status, body)) continue;
    if (body === at) return true;
    w.gaps.limit = range;
    if (withinLimit(w.gaps, at, body)) return true;
  }
  return false;
}

/**
 * The WS (`bs` false) or BS x fights or shoots with: `own`, or the better WS or BS of a character
 * of its side whose item lends it to the Undead within its inches (AM p.10): x Undead, its unit
 * within that distance of the unit he is with (of him on his own), he on the table and not in
 * hand-to-hand combat himself.
 */
export function lentSkill(w: Wfb4World, x: number, own: number, bs: boolean): number {
  const p = w.plan;
  if (p.rule.undead[x] === 0) return own;
  const at = bodyOf(w, x);
  if (at < 0) return own;
  let best = own;
  for (let k = 0; k < p.characters.length; k++) {
    const g = p.characters[k];
    const range = p.items.lendsSkill[g];
    if (range === 0 || g === x || p.side[g] !== p.side[x]) continue;
    const skill = bs ? w.BS[g] : w.WS[g];
    if (skill <= best) continue;
    const body = bodyOf(w, g);
    if (body < 0 || !present(w.status, body) || w.status[body] === ENGAGED) continue;
    w.gaps.limit = range;
    if (body === at || withinLimit(w.gaps, at, body)) best = skill;
  }
  return best;
}

/** The hits u's magic weapon's `hits` become: each two, or D6 (AM p.15-16); as they are with no such power. */
export function weaponHits(w: Wfb4World, rng: Rng, u: number, hits: number): number {
  const each = w.plan.items.hitsEach[u];
  if (each === 1 || hits === 0) return hits;
  return each === 2 ? hits * 2 : rollND6(rng, hits);
}

/** The score u's magic weapon needs to wound, `toWound` by the S-v-T table (AM p.13-14). */
export function weaponWoundNeed(w: Wfb4World, u: number, toWound: number): number {
  const on = w.plan.items.woundOn[u];
  if (on !== 0) return on;
  // "+1 to wound" (AM p.15): a lower score, never better than 2+, and no help where he cannot wound.
  const better = toWound - w.plan.items.woundBonus[u];
  return toWound > 6 ? toWound : better < 2 ? 2 : better;
}

/**
 * The Strength u's magic weapon wounds with, his blow's being `str`: more against the foes its
 * `against` names (`vs`), and its `woundS`, which counts in the roll to wound alone — his saves
 * are taken at `str` (AM p.13-16); at most 10.
 */
export function weaponWoundS(w: Wfb4World, u: number, str: number, vs: boolean): number {
  const it = w.plan.items;
  const s = (vs ? str + it.againstS[u] : str) + it.woundS[u];
  return s > 10 ? 10 : s;
}

/** The score u's magic weapon's hits wound t (a unit's columns) on at Strength `woundS` (weaponWoundS()): its `against` score on the foes it names (`vs`), else weaponWoundNeed() of the S-v-T table's. */
export function weaponToWound(w: Wfb4World, u: number, t: number, woundS: number, vs: boolean): number {
  const it = w.plan.items;
  return vs && it.againstWoundOn[u] > 0 ? it.againstWoundOn[u] : weaponWoundNeed(w, u, TO_WOUND[woundS * 11 + w.T[t]]);
}

/**
 * Of `unsaved` wounds an enemy spell deals t, those his items' saves against magic do not stop
 * (AM p.8, p.11: `spellSave`), and of a fire spell's, his save against fire (fireSaved()).
 */
export function spellWoundsSaved(w: Wfb4World, rng: Rng, t: number, unsaved: number, fire: boolean): number {
  const left = w.anySpellSave && w.plan.items.spellSave[t] < 7 ? unsavedWounds(rng, unsaved, w.plan.items.spellSave[t]) : unsaved;
  return fire ? fireSaved(w, rng, t, left) : left;
}

/**
 * Of `unsaved` wounds a fire attack deals t — a fire spell, a warpfire thrower's flames, a Dwarf
 * machine's burning shots — those his save against fire does not stop: an unmodified save of his
 * items' `fireSave`, after his armour; 1, immune to fire, stops them all with no roll (AM p.8-9,
 * p.38).
 */
export function fireSaved(w: Wfb4World, rng: Rng, t: number, unsaved: number): number {
  const save = w.plan.items.fireSave[t];
  return w.anyFireSave && save < 7 && unsaved > 0 ? unsavedWounds(rng, unsaved, save) : unsaved;
}

/**
 * The Strength t's armour saves an attack of Strength `str` at: S0, which takes nothing off the
 * save, when the attack is `fire` and his armour ignores save modifiers against fire (AM p.8,
 * Tyrion's armour: item effect `fireUnmodified`), the attack's own modifier dropped too
 * (fireSaveModifier()); else `str`.
 */
export function fireSaveStrength(w: Wfb4World, t: number, str: number, fire: boolean): number {
  return fire && w.plan.items.fireUnmodified[t] === 1 ? 0 : str;
}

/** The modifier an attack's `saveMod` leaves on t's armour: none when it is `fire` and his armour ignores them (fireSaveStrength()). */
export function fireSaveModifier(w: Wfb4World, t: number, saveMod: number, fire: boolean): number {
  return fire && w.plan.items.fireUnmodified[t] === 1 ? 0 : saveMod;
}

/**
 * Of `wounds` on t at Strength str with `saveMod` more off, those its armour does not save, in
 * close combat (`melee`) or against missiles: by the rules of his magic armour, shield or
 * talisman when t is a character they guard (unsavedByItems()), else as any armour (§5.8). The
 * one save of every blow, shot, spell and war machine that strikes a model; a magic weapon's
 * blows go to unsavedByItems() with the weapon (combat.ts).
 */
export function unsavedOn(w: Wfb4World, rng: Rng, t: number, wounds: number, str: number, saveMod: number, melee: boolean): number {
  if (w.anyItems && w.plan.rule.itemArmour[t] === 1) return unsavedByItems(w, rng, -1, false, t, false, wounds, str, saveMod, melee);
  return unsavedWounds(rng, wounds, saveAgainst(saveOf(w, t, melee), str, saveMod));
}

/**
 * Of `wounds` on t (a champion when `champion`, struck on his unit's columns), those no armour
 * saves, at Strength str and `saveMod` more off: `weapon` is a magic weapon of u's, which the
 * daemonic save does not stop (§8.8) and whose own rules may let only magic armour save, or
 * none (AM p.13-16); t's magic armour may save unmodified, and a failed save may be re-rolled
 * (AM p.8-9). `melee`: the save in close combat, else against missiles.
 */
export function unsavedByItems(w: Wfb4World, rng: Rng, u: number, weapon: boolean, t: number, champion: boolean, wounds: number, str: number, saveMod: number, melee: boolean): number {
  if (wounds <= 0) return 0;
  const p = w.plan;
  const it = p.items;
  const lost = !champion && it.anyArmourBreaker === 1 && w.uses.armourLost[t] === 1; // destroyed by a weapon (sapping.ts)
  const own = !champion && !lost && p.rule.itemArmour[t] === 1; // t's own items: a character's
  let save = champion ? (melee ? p.meleeSave[t] : p.missileSave[t]) : saveOf(w, t, melee);
  let mod = saveMod;
  if (weapon) {
    const saves = it.armourSaves[u];
    if (saves === SAVES_NONE) return wounds;
    save = saves === SAVES_MAGIC_ARMOUR ? (own ? it.magicSave[t] : 7) : lost ? it.bareWeaponSave[t] : it.weaponSave[t];
    mod += it.saveMod[u];
    // A fire weapon's blows on armour unmodified against fire (AM p.8): nothing off the save.
    if (it.fire[u] === 1 && !champion && !lost && it.fireUnmodified[t] === 1) {
      str = 0;
      mod = 0;
    }
  }
  // Magic armour whose save is unmodified: nothing worsens it (AM p.8).
  const need = own && it.unmodified[t] === 1 ? save : saveAgainst(save, str, mod);
  let failed = wounds - countAtLeast(rng, wounds, need);
  if (own && failed > 0 && need <= 6 && it.rerollSave[t] > 0) {
    const again = it.rerollSave[t] === REROLL_AS_FIRST ? need : it.rerollSave[t];
    const saved = countAtLeast(rng, failed, again);
    if (w.tracer !== null) traceItemSaves(w, t, failed, again, saved);
    failed -= saved;
  }
  return failed;
}

/**
 * Of `wounds` u's magic weapon deals t as his blows, in close combat or thrown (a champion when
 * `champion`, struck on his unit's columns), those neither armour (unsavedByItems()) nor, for a
 * fire weapon (effect `fire`), his save against fire (fireSaved()) stops.
 */
export function weaponUnsaved(w: Wfb4World, rng: Rng, u: number, t: number, champion: boolean, wounds: number, str: number, saveMod: number): number {
  const unsaved = unsavedByItems(w, rng, u, true, t, champion, wounds, str, saveMod, true);
  return w.plan.items.fire[u] === 1 ? fireSaved(w, rng, t, unsaved) : unsaved;
}

/**
 * What each unsaved wound of u's magic weapon on unit t becomes (casualties.ts woundEach()):
 * SLAIN when the weapon is fire and t vulnerable to fire (AM p.13-16); its `against` die on the
 * foes it names (`vs`); else its `wounds`, a D6 whose 1 falls back on him with `backfire` (AM
 * p.15).
 */
export function weaponDie(w: Wfb4World, u: number, t: number, vs: boolean): number {
  const it = w.plan.items;
  if (it.fire[u] === 1 && w.plan.rule.flammable[t] === 1) return SLAIN;
  const die = vs && it.againstDie[u] > 0 ? it.againstDie[u] : it.woundsDie[u];
  return die === 6 && it.backfire[u] === 1 ? WOUNDS_D6_BACKFIRE : die;
}

/**
 * A magic weapon's `suffered` wounds on t (n + a unit: its champion, one model), each `die` —
 * 2, 3 (D3), 6 (D6) or SLAIN — on the one model it struck (AM p.13; casualties.ts woundEach()). Returns the
 * models slain; `w.dealt` the wounds the combat result counts (§6.1, overkill as the flag says,
 * §12-7: `rolled` counts the die's whole roll, which the trace gives).
 */
export function weaponWounds(w: Wfb4World, rng: Rng, die: number, t: number, suffered: number): number {
  w.backfired = 0;
  if (t < w.n) return woundEach(w, rng, t, suffered, die);
  // A champion is one model: his wounds stop at his fall.
  const tu = t - w.n;
  let slain = 0;
  let dealt = 0;
  for (let k = 0; k < suffered && slain === 0; k++) {
    slain = woundEach(w, rng, tu, 1, die);
    dealt += w.dealt;
  }
  w.dealt = dealt;
  return slain;
}

/** Which immunity lentImmunity() asks about. */
export const LENT_FEAR = 0;
export const LENT_PANIC = 1;
export const LENT_HATRED = 2;
export const LENT_STEADY = 3;
export const LENT_STENCH = 4;
/** Immune to the fear and terror the Undead cause (fear.ts). */
export const LENT_UNDEAD_FEAR = 5;

/**
 * Whether x — a unit, or a character — is immune to fear and terror (LENT_FEAR) or to panic
 * (LENT_PANIC), hates every enemy (LENT_HATRED), takes unmodified break tests (LENT_STEADY) or
 * stinks (LENT_STENCH), by a character's item that lends it to himself and the unit he is with
 * (AM p.10-14, p.35):
 * x bears it, or a character with x's unit does.
 */
export function lentImmunity(w: Wfb4World, x: number, kind: number): boolean {
  const p = w.plan;
  const it = p.items;
  const lends = kind === LENT_FEAR ? it.lendsFear : kind === LENT_PANIC ? it.lendsPanic : kind === LENT_HATRED ? it.lendsHatred : kind === LENT_STEADY ? it.lendsSteady : kind === LENT_UNDEAD_FEAR ? it.lendsUndeadFear : it.lendsStench;
  if (lends[x] === 1) return true;
  const u = w.status[x] === JOINED ? w.host[x] : x;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (lends[c] === 1 && w.status[c] === JOINED && w.host[c] === u) return true;
  }
  return false;
}

/** How many of `models` of unit u fail a Leadership test each, 2D6 over its Ld. */
export function failingLd(w: Wfb4World, rng: Rng, u: number, models: number): number {
  let failed = 0;
  for (let k = 0; k < models; k++) if (roll2D6(rng) > w.plan.Ld[u]) failed++;
  return failed;
}

/**
 * `attacks` of strike group g's blows at character t, less those his items stop (AM p.8,
 * p.15-16): each model must pass a Leadership test to strike him (`strikeLdTest`; w.perStriker
 * the attacks each has), and his weapon stops N attacks of the first blows at him each round
 * (`stopsAttacks`); or, with an item that unnerves them (`unnerves`), those who fail strike him
 * at −2 to hit and −2 S, their attacks left in w.unnerved (blows()). Returns the attacks left.
 */
export function guardedAttacks(w: Wfb4World, rng: Rng, g: number, t: number, attacks: number): number {
  const p = w.plan;
  const u = w.gUnit[g];
  const kind = w.gKind[g];
  let left = attacks;
  w.unnerved = 0;
  const each = w.perStriker > 0 ? w.perStriker : 1;
  const models = (left / each) | 0;
  if (p.items.strikeLdTest[t] === 1 && kind !== IMPACT && kind !== FAMILIAR) {
    const passed = models - failingLd(w, rng, u, models);
    if (w.tracer !== null) traceStrikeLdTest(w, t, u, models, passed);
    left = passed * each;
  } else if (p.items.unnerves[t] === 1 && kind !== IMPACT && kind !== FAMILIAR) {
    // Those who fail strike him weakened: their attacks are left in w.unnerved (blows()).
    const failed = failingLd(w, rng, u, models);
    if (w.tracer !== null) traceUnnerved(w, t, u, models, failed);
    w.unnerved = failed * each;
  }
  if (left > 0 && p.items.stopsAttacks[t] > 0 && w.uses.stoppedIn[t] !== w.roundNo) {
    w.uses.stoppedIn[t] = w.roundNo;
    const stopped = left < p.items.stopsAttacks[t] ? left : p.items.stopsAttacks[t];
    left -= stopped;
    if (w.tracer !== null) traceAttacksStopped(w, t, u, stopped);
  }
  return left;
}

/** What an enemy would do to a hidden character (hiddenFrom()): charge him, shoot at him, cast a spell at him. */
export const HIDDEN_CHARGE = 0;
export const HIDDEN_SHOT = 1;
export const HIDDEN_SPELL = 2;

/**
 * Whether enemy u may not do `what` (HIDDEN_CHARGE, HIDDEN_SHOT, HIDDEN_SPELL) to t now, t a
 * character on his own whose item hides him (AM p.10-12: the enemy needs a 6 on a D6
 * before charging or shooting the wearer, and a wizard a 5 or 6 before
 * casting a spell at him): the D6 rolled, 6 needed, 5 for a spell. False for anyone else.
 */
export function hiddenFrom(w: Wfb4World, rng: Rng, u: number, t: number, what: number): boolean {
  if (w.plan.items.hidden[t] === 0 || w.status[t] === JOINED) return false;
  const roll = rollD6(rng);
  const need = what === HIDDEN_SPELL ? 5 : 6;
  if (w.tracer !== null) traceHidden(w, u, t, what, roll, need);
  return roll < need;
}
