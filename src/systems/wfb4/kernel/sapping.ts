/**
 * Magic weapons whose wounds weaken their victims for the rest of the battle (rules/wfb4.md §9;
 * AM p.13-16: each wound the victim takes lowers his Attacks by 1; each unsaved wound
 * lowers the Strength of the victim by 1 until the battle ends; "... from his
 * Initiative ..."; item effect `saps`). Each unsaved wound such a weapon causes takes 1 from the
 * listed characteristics of the model it struck — a character, or a unit of one model such as a
 * monster (a model of a unit of several is not followed) — never below 1 (Attacks, 0): from the
 * world's S, I and A, which the blows and the strike order read (combat.ts, strike-order.ts).
 * A weapon that stupefies (AM p.13-16: a foe the sword wounds turns stupid;
 * item effect `stupefies`) makes that model subject to stupidity for the rest of the battle
 * (`uses.stupefied`, read by stupidity.ts and by his casting, magic.ts). A Dwarf weapon's
 * runes of curse (AM p.36; item effect `curse`) roll for each hit, taking Strength or
 * Toughness (curse()). A weapon that destroys armour (AM p.13-16; item effect `destroysArmour`)
 * leaves the model its wounds got through saving as if unarmoured (breakArmour(), saveOf()).
 *
 * Hot code: integers in and out.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { SAPS_A, SAPS_BS, SAPS_I, SAPS_S, SAPS_T, SAPS_WITS, SAPS_WS } from '../plan.ts';
import { traceArmourBroken, traceCursed, traceSapped, traceStupefied } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** The characteristics traceSapped() names. */
const SAPS_TRACED = SAPS_S | SAPS_I | SAPS_A | SAPS_T | SAPS_WS | SAPS_BS;

/** u's Toughness as his profile gives it, less what a weapon's wounds took: what a spell raising it for a while raises, and gives back. */
export function sappedT(w: Wfb4World, u: number): number {
  const t = w.plan.T[u] - w.uses.tLost[u];
  return t > 1 ? t : 1;
}

/** u's WS as his profile gives it, less what a weapon's wounds took (as sappedT()). */
export function sappedWS(w: Wfb4World, u: number): number {
  const ws = w.plan.WS[u] - w.uses.wsLost[u];
  return ws > 1 ? ws : 1;
}

/**
 * t's armour save as it stands (§5.8), in close combat (`melee`) or against missiles: once a
 * weapon destroyed its armour (breakArmour()), what its steed, barding, hide or daemonic save
 * give alone. Read wherever a save is not an item's (magic-items.ts unsavedOn()).
 */
export function saveOf(w: Wfb4World, t: number, melee: boolean): number {
  const p = w.plan;
  if (p.items.anyArmourBreaker === 1 && w.uses.armourLost[t] === 1) return melee ? p.items.bareMeleeSave[t] : p.items.bareMissileSave[t];
  return melee ? p.meleeSave[t] : p.missileSave[t];
}

/** Whether t is a model whose characteristics are kept apart and still stands: a character, or a unit of one model. */
function loneModel(w: Wfb4World, t: number): boolean {
  return t < w.n && w.models[t] > 0 && (w.plan.rule.character[t] === 1 || w.plan.models[t] === 1);
}

/** t loses `n` Toughness for the battle, never below 1; a spell raising it for a while gives back what is left (sappedT()). */
function loseToughness(w: Wfb4World, t: number, n: number): void {
  w.uses.tLost[t] += n;
  w.T[t] = w.T[t] - n > 1 ? w.T[t] - n : 1;
}

/** Wielder u's weapon caused `wounds` unsaved wounds on t: t, if a lone model, loses what the weapon takes. */
export function sap(w: Wfb4World, u: number, t: number, wounds: number): void {
  const p = w.plan;
  if (!loneModel(w, t)) return;
  const what = p.items.saps[u];
  if ((what & SAPS_S) !== 0) w.S[t] = w.S[t] - wounds > 1 ? w.S[t] - wounds : 1;
  if ((what & SAPS_I) !== 0) w.I[t] = w.I[t] - wounds > 1 ? w.I[t] - wounds : 1;
  if ((what & SAPS_A) !== 0) w.A[t] = w.A[t] - wounds > 0 ? w.A[t] - wounds : 0;
  if ((what & SAPS_BS) !== 0) w.BS[t] = w.BS[t] - wounds > 1 ? w.BS[t] - wounds : 1;
  // T and WS may stand raised by a spell for a while: it ends at what is left (sappedT(), sappedWS()).
  if ((what & SAPS_T) !== 0) loseToughness(w, t, wounds);
  if ((what & SAPS_WS) !== 0) {
    w.uses.wsLost[t] += wounds;
    w.WS[t] = w.WS[t] - wounds > 1 ? w.WS[t] - wounds : 1;
  }
  if (w.tracer !== null && (what & SAPS_TRACED) !== 0) traceSapped(w, u, t, wounds, what);
  // Made stupid: a character or a creature, not a chariot nor a war machine (its crew's wits are not kept apart).
  if ((what & SAPS_WITS) !== 0 && w.uses.stupefied[t] === 0 && p.rule.chariot[t] === 0 && p.rule.warMachine[t] === 0) {
    w.uses.stupefied[t] = 1;
    if (w.tracer !== null) traceStupefied(w, u, t);
  }
}

/**
 * Wielder u's weapon's wounds got through t's armour (AM p.13-16, effect `destroysArmour`): t,
 * if a lone model still standing (not a war machine), loses its armour for the battle — body
 * armour, shield, magic armour and shield — and saves from now on as saveOf() says.
 */
export function breakArmour(w: Wfb4World, u: number, t: number): void {
  const p = w.plan;
  const it = p.items;
  if (!loneModel(w, t) || w.uses.armourLost[t] === 1 || p.rule.warMachine[t] === 1) return;
  if (it.bareMeleeSave[t] === p.meleeSave[t] && it.bareMissileSave[t] === p.missileSave[t] && it.magicSave[t] >= 7) return; // no armour to lose (7: no save)
  w.uses.armourLost[t] = 1;
  if (w.tracer !== null) traceArmourBroken(w, u, t);
}

/**
 * Wielder u's weapon of runes of curse hit t `hits` times (AM p.36): t, if a lone model still
 * standing, rolls a D6 for each hit, +1 for each rune beyond the first: 3-4 takes 1 from its
 * Strength, 5 or more 1 from its Toughness, for the rest of the battle, never below 1 (the
 * blow itself was struck at what it had).
 */
export function curse(w: Wfb4World, rng: Rng, u: number, t: number, hits: number): void {
  if (!loneModel(w, t)) return;
  const extra = w.plan.items.curse[u] - 1;
  let weaker = 0;
  let frailer = 0;
  for (let k = 0; k < hits; k++) {
    const roll = rollD6(rng) + extra;
    if (roll >= 5) frailer++;
    else if (roll >= 3) weaker++;
  }
  if (weaker > 0) w.S[t] = w.S[t] - weaker > 1 ? w.S[t] - weaker : 1;
  if (frailer > 0) loseToughness(w, t, frailer);
  if (w.tracer !== null) traceCursed(w, u, t, hits, weaker, frailer);
}
