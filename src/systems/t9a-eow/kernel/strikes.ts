/**
 * Who attacks and how (rules/t9a_eow.md §6.3): models in contact and supporting ranks, special
 * attacks, attacks on a joined character (§8.1), and the melee rolls with every modifier.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED } from '../../rank-and-file/unit-state.ts';
import {
  M_AP, M_APM, M_ATT, M_DEF, M_MIN1, M_OFF, M_REROLL_WOUND, M_REROLL_WOUND_AGAINST, M_RES, M_STR, M_TOHIT,
  M_TOHIT_AGAINST, M_TOWOUND, M_TOWOUND_AGAINST, M_WHEEL,
} from '../magic-plan.ts';
import { DANCE_AEGIS, DANCE_AP, DANCE_ATTACK, ORISON_REFLEXES } from '../plan.ts';
import { contactFor, touching } from './base-contact.ts';
import { riderContact, riderInFront } from './characters.ts';
import { steadfast } from './combat-result.ts';
import { unsaved } from './damage.ts';
import { rollDice } from './dice.ts';
import { eDropped, frontEngagement } from './engagements.ts';
import { ranks, riderPlaces } from './formation.ts';
import { mod } from './lasting-spells.ts';
import { huntLed, O_FIER, will } from './model-rules.ts';
import { K_BREATH, K_GRIND, K_IMPACT, K_NORMAL, K_STOMP, K_SUPPORT } from './strike-kinds.ts';
import { meleeToHit, toWound } from './tables.ts';
import { inHindering } from './terrain.ts';
import { traceAttacks, traceAutomaticHits } from './trace.ts';
import { brethren } from './units.ts';
import type { T9aWorld } from './world.ts';

/** Resolve strike group g: count the attacks, roll, and add the HP to the target's pending loss. */
export function strike(w: T9aWorld, rng: Rng, g: number): void {
  const p = w.plan;
  const u = w.gUnit[g];
  let e = w.gEng[g];
  const kind = w.gKind[g];
  // A joined character fights from its unit's front rank, in one model's place (§8.1).
  const me = w.body[u];
  if (kind === K_SUPPORT && !w.dropped[me] && eDropped(w, e)) {
    // The enemy on its front dropped out: the supporting ranks back the front's other fight.
    e = frontEngagement(w, me);
    if (e < 0) return;
    w.gEng[g] = e;
  }
  const o = w.eng.a[e] === me ? w.eng.b[e] : w.eng.a[e];
  if (w.models[u] <= 0 || w.dropped[me] || w.dropped[o]) return;
  // With the rank and file gone, a character still in the unit takes the blows (§8.1).
  const lone = w.models[o] <= 0 ? w.rider[o] : -1;
  if (w.models[o] <= 0 && (lone < 0 || w.models[lone] <= 0 || kind !== K_NORMAL)) return;
  let inContact = 1;
  if (u === me) {
    inContact = contactFor(w, e, u);
    const r = w.rider[u];
    if (kind !== K_SUPPORT && riderContact(w, u, e)) {
      inContact -= p.frontPlaces[r];
      if (inContact < 0) inContact = 0;
    }
  }
  const first = w.eng.rounds[e] === 0;
  const chargedHere = w.eng.a[e] === me && w.eng.charge[e] === 1;
  if (kind === K_IMPACT || kind === K_STOMP || kind === K_GRIND || kind === K_BREATH) {
    // Special attacks: automatic hits, unaffected by rules, spells and items (§7.1, R11).
    let hits = 0;
    let str = p.str[u];
    let ap = p.ap[u];
    if (kind === K_BREATH) {
      w.breathUsed[u] = 1;
      hits = rollDice(rng, 0x230);
      str = p.breathStr[u];
      ap = p.breathAp[u];
    } else {
      const code = kind === K_IMPACT ? p.impactDice[u] : kind === K_STOMP ? p.stompDice[u] : p.grindDice[u];
      const s = kind === K_IMPACT ? p.impactStr[u] : kind === K_STOMP ? p.stompStr[u] : p.grindStr[u];
      const a = kind === K_IMPACT ? p.impactAp[u] : kind === K_STOMP ? p.stompAp[u] : p.grindAp[u];
      if (s > 0) str = s;
      if (a >= 0) ap = a;
      if (p.flags.variableDice === 'per-unit') hits = inContact > 0 ? rollDice(rng, code) * inContact : 0; // R29
      else for (let m = 0; m < inContact; m++) hits += rollDice(rng, code);
    }
    const need = toWound(str, p.res[o]);
    let wounds = 0;
    for (let h = 0; h < hits; h++) {
      const d = rollD6(rng);
      if (d === 6 || (d !== 1 && d >= need)) wounds++;
    }
    const hp = unsaved(w, rng, o, wounds, ap, 0, true, e, 0);
    w.pending[o] += hp;
    if (w.tracer !== null) traceAutomaticHits(w, u, hits, o, wounds, hp);
    return;
  }
  // Attackers: models in contact, or the supporting ranks behind them (§6.3).
  let attacks = 0;
  let att = p.att[u];
  if (w.masterRound[u]) att = 1;
  else {
    if (chargedHere) att += p.devAtt[u];
    if (w.dance[u] === DANCE_ATTACK) att += 1;
    if (p.rule.rage[u]) att += w.carried[u] + (p.models[u] - w.models[u]) * p.hp[u];
    if (p.rule.broodRivalry[u] && friendEngagedElsewhere(w, u)) att += 1;
    if (p.rule.knowThyself[u]) {
      att += touching(w, e, o) * p.att[o];
      if (att > 5) att = 5;
    }
    att += mod(w, u, M_ATT);
    if (att < 1) att = 1;
  }
  if (kind === K_NORMAL) {
    attacks = inContact * att;
  } else {
    const fier = p.fier[u] + (p.rule.cohort[u] && steadfast(w, u) ? 1 : 0) + (w.ordered[u] & O_FIER ? 1 : 0);
    const perModel = p.rule.support[u] || huntLed(w, u) ? (p.flags.supportAttacks === 'three' || att > 3 ? 3 : att) : 1;
    const files = inContact;
    const files0 = p.files[u];
    let supporters = 0;
    // Places a joined character fills behind the front rank (a War Platform's back row, or a
    // Guarded character's rank) are not rank-and-file supporters.
    const rid = w.rider[u];
    const all = w.models[u] + riderPlaces(w, u);
    const inFront = rid >= 0 && riderInFront(w, u);
    for (let r = 1; r <= 1 + fier; r++) {
      const inRank = all - r * files0;
      if (inRank <= 0) break;
      let here = inRank < files ? inRank : files;
      if (rid >= 0) {
        const taken = inFront ? (r === 1 ? p.slots[rid] - p.frontPlaces[rid] : 0) : r === 1 ? p.frontPlaces[rid] : r === 2 ? p.slots[rid] - p.frontPlaces[rid] : 0;
        here -= taken;
      }
      if (here > 0) supporters += here;
    }
    attacks = supporters * perModel;
  }
  if (attacks <= 0) return;
  if (lone >= 0) {
    meleeRolls(w, rng, g, u, o, lone, attacks, chargedHere, first);
    return;
  }
  // The enemy model facing a character in the front rank strikes it (§8.1; not a Beloved
  // character in a unit of 2+ ranks); the rest go to the rank and file.
  const r = w.rider[o];
  if (kind === K_NORMAL && riderContact(w, o, e) && !(p.rule.beloved[r] && ranks(w, o) >= 2)) {
    const facing = att * p.frontPlaces[r]; // the enemy models facing it: one a file it covers
    const atChar = attacks < facing ? attacks : facing;
    meleeRolls(w, rng, g, u, o, r, atChar, chargedHere, first);
    attacks -= atChar;
    if (attacks <= 0) return;
  }
  meleeRolls(w, rng, g, u, o, o, attacks, chargedHere, first);
}

/**
 * Roll `attacks` melee attacks of u (group g, against engaged unit o) on `target` — o itself or
 * the character in it: to hit, to wound, saves, Multiple Wounds; the HP go to its pending loss.
 */
export function meleeRolls(w: T9aWorld, rng: Rng, g: number, u: number, o: number, target: number, attacks: number, chargedHere: boolean, first: boolean): void {
  const p = w.plan;
  const e = w.gEng[g];
  const kind = w.gKind[g];
  // To hit (§6.3, R1).
  // Spells (§4.5): Off and Def changes, to-hit changes on the attacker and on its target.
  let off = (w.masterRound[u] ? 4 : p.off[u]) + mod(w, u, M_OFF) + will(w, u);
  let def = p.def[target] + mod(w, target, M_DEF) + will(w, target);
  const offFloor = mod(w, u, M_MIN1) > 0 ? 1 : 0;
  const defFloor = mod(w, target, M_MIN1) > 0 ? 1 : 0;
  if (off < offFloor) off = offFloor;
  if (def < defFloor) def = defFloor;
  let need = meleeToHit(off, def);
  // Lightning Reflexes: printed, or an Orison on the unit (§7.2); not with a Weapon Master's profile.
  if ((p.rule.lightningReflexes[u] || w.orison[w.body[u]] === ORISON_REFLEXES) && !w.masterRound[u]) need -= 1;
  need -= mod(w, u, M_TOHIT) + mod(w, target, M_TOHIT_AGAINST);
  const wheel = mod(w, target, M_WHEEL) > 0; // The Wheel Turns: natural 4–6 hit, 1–3 miss
  const naturalOne = p.flags.meleeNaturalOneFails;
  const rerollHit = w.primal[u] === 1 || (p.rule.grudge[u] && first && p.markedTarget[u] === o);
  let hits = 0;
  let poisoned = 0;
  for (let a = 0; a < attacks; a++) {
    let d = rollD6(rng);
    let ok = wheel ? d >= 4 : naturalOne ? d !== 1 && need <= 6 && d >= need : d >= (need < 2 ? 2 : need > 6 ? 6 : need);
    if (!ok && rerollHit) {
      d = rollD6(rng);
      ok = wheel ? d >= 4 : naturalOne ? d !== 1 && need <= 6 && d >= need : d >= (need < 2 ? 2 : need > 6 ? 6 : need);
    }
    if (!ok) continue;
    if (p.rule.poison[u] && d === 6) poisoned++;
    else hits++;
  }
  // To wound (§6.1, §6.3).
  let str = w.masterRound[u] ? 6 : p.str[u];
  let ap = w.masterRound[u] ? 3 : p.ap[u];
  if (chargedHere && !w.masterRound[u]) {
    str += p.devStr[u];
    ap += p.devAp[u];
  }
  if (w.dance[u] === DANCE_AEGIS) {
    str -= 1;
    ap -= 1;
  } else if (w.dance[u] === DANCE_AP) ap += 2;
  if (p.rule.runeCraft[u]) ap += 1; // Rune Craft Mastery: +1 AP in melee (§7.2)
  // Magic weapons (§9): Touch of Greatness, Shield Breaker.
  str += p.itemStr[u];
  ap += p.itemAp[u];
  if (!w.masterRound[u]) {
    str += mod(w, u, M_STR);
    ap += mod(w, u, M_AP) + mod(w, u, M_APM);
  }
  if (ap < 0) ap = 0;
  if (str < 0) str = 0;
  let res = p.res[target] + mod(w, target, M_RES);
  if (res < 0) res = 0;
  let wNeed = toWound(str, res);
  if (p.rule.ruthless[u] && first) wNeed -= 1;
  wNeed -= mod(w, u, M_TOWOUND) + mod(w, target, M_TOWOUND_AGAINST);
  if (wNeed < 2) wNeed = 2;
  if (wNeed > 6) wNeed = 6; // a natural 6 always wounds (§6.1)
  const rerollWound =
    (p.rule.quest[u] === 1 && p.markedTarget[u] === o) || mod(w, u, M_REROLL_WOUND) > 0 || mod(w, target, M_REROLL_WOUND_AGAINST) > 0 ||
    p.item.eldrichInscriptions[u] === 1;
  // Shield Breaker: a natural 1 or 2 never wounds.
  const floor = p.item.shieldBreaker[u] ? 3 : 2;
  // Forest Walker in Hindering terrain: re-roll To-Wound natural 1s (§7.2).
  const forestReroll = p.rule.forestWalker[u] === 1 && inHindering(w, u);
  let wounds = poisoned;
  let lethal = 0;
  for (let h = 0; h < hits; h++) {
    let d = rollD6(rng);
    let ok = d >= floor && (d === 6 || d >= wNeed);
    if (!ok && (rerollWound || (d === 1 && forestReroll))) {
      d = rollD6(rng);
      ok = d >= floor && (d === 6 || d >= wNeed);
    }
    if (!ok) continue;
    if (p.rule.lethalStrike[u] && d === 6) lethal++;
    else wounds++;
  }
  // Lethal wounds first in the save loop (AP 10).
  w.rerollSavedAegis = p.item.cleansingLight[u];
  const mw = p.rule.mwTowering[u] && p.rule.towering[target] ? 2 : p.multipleWounds[u];
  const hp = unsaved(w, rng, target, wounds + lethal, ap, mw, true, e, lethal);
  w.rerollSavedAegis = 0;
  w.pending[target] += hp;
  if (w.tracer !== null) traceAttacks(w, u, kind, attacks, need, hits + poisoned, wounds + lethal, hp, target);
}

export function friendEngagedElsewhere(w: T9aWorld, u: number): boolean {
  // An army rule: an Ally's fight does not trigger it (§8.5).
  for (let v = 0; v < w.n; v++) if (v !== u && brethren(w, v, u) && w.status[v] === ENGAGED) return true;
  return false;
}
