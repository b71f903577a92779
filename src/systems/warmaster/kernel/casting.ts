/**
 * Casting (rules/warmaster.md §8.1, §8.2, §9): one spell per Wizard per Shooting phase, the
 * casting roll, dispels and anti-magic, Teleport's second spell and the Rod of Repetition.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { SP_NONE, SP_TELEPORT } from '../magic-plan.ts';
import { CAVALRY, GENERAL, IT_RING, IT_ROD, IT_SCROLL, IT_STAFF, IT_WAND } from '../plan.ts';
import { engaged } from './contact.ts';
import { onTable } from './footprint.ts';
import { charToChar } from './gaps.ts';
import { MIRAGE_ENDED_BY_CASTING, endMirage } from './mirage.ts';
import { spellTarget } from './spell-targets.ts';
import { applySpell } from './spells.ts';
import { whollyInPiece } from './terrain.ts';
import { traceCast, traceCastsThrough, traceDispels, traceMountPower, traceRing, traceRod, traceScroll, traceSecondSpell, traceSpellbound } from './trace-magic.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * Every Wizard of the side casts one spell at the start of its Shooting phase (§8.1); a
 * successful Teleport or Skitterleap gives him a second, different spell (§8.2; flag teleport:
 * rulebook, only after a further 4+, §8.3, §13 A19), and the Rod of Repetition, once a battle, another spell
 * after a successful casting roll (§9). With both, at most 3 spells in the turn (§9, §12 E26).
 */
export function castSpells(w: WarmasterWorld, rng: Rng, side: number): void {
  const p = w.plan;
  for (let c = 0; c < w.nc; c++) {
    if (p.cSide[c] !== side || !w.cAlive[c] || !p.cCasts[c]) continue;
    const j = w.cJoin[c];
    if (j >= 0 && !onTable(w, j)) continue;
    w.castsSoFar = 0;
    castOne(w, rng, c);
    w.castsSoFar = 1;
    while (!w.over && w.castsSoFar < 3) {
      let again = false;
      if (w.lastTeleported) {
        w.lastTeleported = false;
        again = true;
        if (p.flags.teleport === 'rulebook') {
          const d = rollD6(rng);
          again = d >= 4;
          if (w.tracer !== null) traceSecondSpell(w, c, d, again);
        }
      }
      // Rod of Repetition: once, after a successful casting roll, even if dispelled (§9); it
      // is spent when the spell it brings is rolled for (castOne), not when none is worth it.
      let rod = false;
      if (!again && w.lastCastOk && p.cItem[c] === IT_ROD && !w.cItemUsed[c]) {
        again = true;
        rod = true;
      }
      if (!again) break;
      w.rodPending = rod;
      castOne(w, rng, c);
      w.rodPending = false;
      w.castsSoFar++;
    }
    if (w.over) return;
  }
}

/**
 * Choose a spell and target by the default policy — help a unit in combat, then blast the
 * nearest enemy, then move a unit into a charge, then hinder the nearest enemy — and cast it:
 * D6 ≥ the casting value, a 1 always fails and a 6 always succeeds, a re-roll for High Elf
 * Mages and the Slann, Runesmith anti-magic within 50 cm on a 4+ (§8.1). The Slann may cast
 * through a living Skink Shaman of his side, range and sight measured from the Shaman
 * (§11.8): he takes the best spell and target from himself or any of them, himself first
 * among equals, then the Shamans in roster order. The caster is still the Slann: his
 * re-roll, his items, his joined unit for the spells on it, and a Runesmith's 50 cm from him.
 * Teleport (Skitterleap) is weighed apart (teleportDestination): cast when joining another
 * unit gives a better spell than the best one here, its target that unit.
 */
export function castOne(w: WarmasterWorld, rng: Rng, c: number): void {
  const p = w.plan;
  const sp = p.spells;
  let best = -1;
  let bestTarget = -1;
  let bestPri = 999;
  let bestFrom = -1;
  let leap = -1;
  const foci = p.cSlann[c] ? w.nc : 0;
  for (let f = -1; f < foci; f++) {
    if (f >= 0 && (!p.cFocus[f] || !w.cAlive[f] || p.cSide[f] !== p.cSide[c] || (w.cJoin[f] >= 0 && !onTable(w, w.cJoin[f])))) continue;
    w.castFrom = f;
    for (let k = p.cSpellFrom[c]; k < p.cSpellFrom[c + 1]; k++) {
      const spell = p.cSpellList[k];
      if (sp.spKind[spell] === SP_NONE) continue;
      if (sp.spKind[spell] === SP_TELEPORT) {
        leap = spell;
        continue;
      }
      spellTarget(w, c, spell);
      // By priority, then the easier cast.
      const pri = w.spPri * 10 + sp.spCast[spell];
      if (w.spTarget === -1 || pri >= bestPri) continue;
      best = spell;
      bestTarget = w.spTarget;
      bestPri = pri;
      bestFrom = f;
    }
  }
  w.castFrom = -1;
  // Teleport (§8.2): once a turn, and only while its second spell would still be within the
  // 3 of §12 E26; when another place offers a better spell than the best one here.
  if (leap >= 0 && p.cTeleport[c] && w.teleportTurn[c] !== w.playerTurnNo && w.castsSoFar < 2) {
    const dest = teleportDestination(w, c);
    if (dest >= 0 && w.tpPri < bestPri) {
      best = leap;
      bestTarget = dest;
      bestFrom = -1;
    }
  }
  w.lastCastOk = false;
  w.lastTeleported = false;
  // While his Mirage stands the Wizard casts nothing else, and casting ends it (§8.2): by
  // policy he keeps it unless a spell ranking with the shooting spells or better is at hand.
  const held = w.mirageOf[c];
  if (held >= 0) {
    if (best < 0 || bestPri >= 40) return;
    endMirage(w, held, MIRAGE_ENDED_BY_CASTING);
  }
  if (best < 0) return;
  if (bestFrom >= 0 && w.tracer !== null) traceCastsThrough(w, c, bestFrom);
  if (w.rodPending) {
    w.cItemUsed[c] = 1;
    if (w.tracer !== null) traceRod(w, c);
  }
  if (!castRoll(w, rng, c, best)) return;
  w.lastCastOk = true;
  // Scroll of Dispelling: an enemy Wizard or Runesmith nullifies the first spell he can (§9).
  for (let d = 0; d < w.nc; d++) {
    if (p.cSide[d] === p.cSide[c] || !w.cAlive[d] || p.cItem[d] !== IT_SCROLL || w.cItemUsed[d]) continue;
    w.cItemUsed[d] = 1;
    if (w.tracer !== null) traceScroll(w, d);
    return;
  }
  for (let d = 0; d < w.nc; d++) {
    if (!p.cRunesmith[d] || !w.cAlive[d] || p.cSide[d] === p.cSide[c]) continue;
    charToChar(w, c, d);
    if (w.gv > 50 + EPS) continue;
    // The Anvil: +1 to one dispel roll a battle (§8.1, §11.6), spent on the first attempt.
    let anvil = 0;
    if (p.cAnvil[d] && !w.anvilUsed[d]) {
      w.anvilUsed[d] = 1;
      anvil = 1;
    }
    if (rollD6(rng) + anvil >= 4) {
      if (w.tracer !== null) traceDispels(w, d, anvil);
      return;
    }
    break; // one attempt per spell (§8.1)
  }
  w.castFrom = bestFrom;
  applySpell(w, rng, c, best, bestTarget);
  w.castFrom = -1;
}

/**
 * Where Teleport (Skitterleap) puts Wizard c (§8.2: anywhere, joining or leaving a unit, in
 * combat or not), by policy: the friendly unit he may join (§7: not one characters may not
 * join, not cavalry for an Elephant rider, not one wholly in ground his mount may not enter;
 * never a unit in combat for a casting General, whose death would end the battle) from which
 * his best other spell ranks best (castOne's priority), the first in roster order among
 * equals; −1 when none offers a spell. The rank goes into tpPri. He is never put down alone:
 * a lone character contacted by the enemy may be slain (§7), and every spell's range and
 * sight can be had from some unit.
 */
export function teleportDestination(w: WarmasterWorld, c: number): number {
  const p = w.plan;
  const sp = p.spells;
  const j0 = w.cJoin[c];
  const mask = p.cBlockedBy[c];
  let best = -1;
  w.tpPri = 999;
  for (let candidate = 0; candidate < w.n; candidate++) {
    if (candidate === j0 || p.side[candidate] !== p.cSide[c] || !onTable(w, candidate) || !p.mayJoin[candidate]) continue;
    if (p.cNoCavalry[c] && p.type[candidate] === CAVALRY) continue;
    if (mask !== 0 && w.nPieces > 0 && whollyInPiece(w, candidate, mask)) continue;
    if (p.cKind[c] === GENERAL && engaged(w, candidate)) continue;
    w.cJoin[c] = candidate;
    for (let k = p.cSpellFrom[c]; k < p.cSpellFrom[c + 1]; k++) {
      const spell = p.cSpellList[k];
      const kind = sp.spKind[spell];
      if (kind === SP_NONE || kind === SP_TELEPORT) continue;
      spellTarget(w, c, spell);
      const pri = w.spPri * 10 + sp.spCast[spell];
      if (w.spTarget === -1 || pri >= w.tpPri) continue;
      w.tpPri = pri;
      best = candidate;
    }
  }
  w.cJoin[c] = j0;
  return best;
}

/** The casting roll (§8.1): D6 ≥ the value, 1 fails, 6 succeeds, one re-roll for some casters. */
export function castRoll(w: WarmasterWorld, rng: Rng, c: number, spell: number): boolean {
  const p = w.plan;
  const need = p.spells.spCast[spell];
  // Ring of Magic: once, a hard spell (5+ or 6+) is cast without a roll (§9).
  if (p.cItem[c] === IT_RING && !w.cItemUsed[c] && need >= 5) {
    w.cItemUsed[c] = 1;
    if (w.tracer !== null) traceRing(w, c, spell);
    return true;
  }
  // Wand of Power: once, +1 on a hard spell; a Staff of Spellbinding's victim has −1 (§9).
  let mod = -w.spellbound[c];
  if (p.spells.spBonus[spell] !== 0 && p.cMountIds[c] === p.spells.spBonusMount[spell]) mod += p.spells.spBonus[spell]; // Djinn (§8.2)
  // The War Altar, Unicorn, Tzarina and Cauldron of Blood: once a battle, +1 to the bearer's
  // own casting roll, declared before rolling (§8.1, §11.1, §11.9, §11.10, §11.11). Policy as
  // the Wand's: spent on the first hard spell (5+ or 6+), and before the Wand, one per roll.
  if (p.cCastBonus[c] !== 0 && !w.castBonusUsed[c] && need >= 5) {
    w.castBonusUsed[c] = 1;
    mod += p.cCastBonus[c];
    if (w.tracer !== null) traceMountPower(w, c);
  } else if (p.cItem[c] === IT_WAND && !w.cItemUsed[c] && need >= 5) {
    w.cItemUsed[c] = 1;
    mod++;
  }
  let r = rollD6(rng);
  let ok = r === 6 || (r !== 1 && r + mod >= need);
  if (!ok && r !== 1 && p.cReroll[c]) {
    r = rollD6(rng);
    ok = r === 6 || (r !== 1 && r + mod >= need);
  }
  if (!ok) spellbind(w, rng, c);
  if (w.tracer !== null) traceCast(w, c, spell, r, need, ok);
  return ok;
}

/** Staff of Spellbinding: a failed enemy cast, then a 4+, and that Wizard has −1 for good (§9). */
export function spellbind(w: WarmasterWorld, rng: Rng, c: number): void {
  const p = w.plan;
  if (w.spellbound[c]) return;
  for (let d = 0; d < w.nc; d++) {
    if (p.cSide[d] === p.cSide[c] || !w.cAlive[d] || p.cItem[d] !== IT_STAFF || w.cItemUsed[d]) continue;
    if (rollD6(rng) >= 4) {
      w.spellbound[c] = 1;
      w.cItemUsed[d] = 1; // one victim
      if (w.tracer !== null) traceSpellbound(w, c);
    }
    return;
  }
}
