/**
 * The magic phase (rules/wfb4.md §9.2, BM p.24-27), after combat in every player turn: the
 * Winds of Magic, the deal from the 36-card deck, and casting in turn, the phasing side
 * first, until neither side casts or Drain Magic ends it.
 *
 * Each side plays its cards by a greedy policy (§9.5): on its turn it first tries to dispel
 * an enemy spell in play on it; else its wizards, highest level first, cast the first of
 * their spells, in the scenario's order, that the power in hand pays for and that has a
 * target; else it fights a Mental Duel its wizard is not outranked in; else it plays Drain
 * Magic when an enemy spell is in play or the enemy may still cast. The other side tries
 * to stop every spell: a Destroy Spell when the spell is aimed at a wizard or his unit,
 * else every Dispel card it holds until one works (dispel.ts).
 */
import { rollD6, rollND6, rollOneOf } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { frenzySpent, overExertion } from './death-frenzy.ts';
import { countered, dispelInPlay, runeEndsSpells } from './dispel.ts';
import { escapedReturn } from './escape.ts';
import { countLossesFrom } from './shooting.ts';
import { applyWounds, characterFalls } from './casualties.ts';
import { CARD_DESTROY, CARD_DISPEL, CARD_DRAIN, CARD_DUEL, CARD_POWER, CARD_REBOUND, CARD_TOTAL, TOTAL_POWER } from '../magic-state.ts';
import { endSpell, mayCast, oneTurnSpellsEnd, spellsOfTheGoneEnd, spellTarget, spellWorks } from './spells.ts';
import { waaaghTests } from './waaagh.ts';
import { castingTest, comeTo } from './senseless.ts';
import { dullWitsFail } from './stupidity.ts';
import { cardsForWounds } from './wound-cards.ts';
import { warpstoneHoard, warpTest } from './warpstone.ts';
import { storeCards, storedCardsBack } from './stored-cards.ts';
import { traceCast, traceDiscountSpent, traceUnbreakable, traceExtraCards, traceFreeCast, traceItemCast, traceItemSpent, traceDaemonsForget, traceTakenBack, traceKeepsSpell, traceDrain, traceMentalDuel, tracePowerScroll, traceRedraw, traceWinds } from './trace-magic.ts';
import { daemonLevel, type MagicPlan } from '../plan.ts';
import { SPELL_DEATH_FRENZY } from '../data/spells.ts';
import { absorbPower } from './absorb-power.ts';
import { deflectedTo } from './deflection.ts';
import { hiddenFrom, HIDDEN_SPELL } from './magic-items.ts';
import { magicNullified } from './nullify.ts';
import { casketsSteal } from './casket.ts';
import { chaliceCards, drinkFromChalices, takeCards } from './chalice.ts';
import { freeNow, freeUsed } from './free-spells.ts';
import type { Wfb4World } from './world.ts';

export function magicPhase(w: Wfb4World, rng: Rng, phasing: number): void {
  const p = w.plan;
  const m = p.magic;
  const g = w.magic;
  // Units in a Death Frenzy suffer for it before its Seer may take it back (death-frenzy.ts).
  if (w.anyDeathFrenzy) overExertion(w, rng);
  spellsOfTheGoneEnd(w);
  // Spells for a turn end (Ere We Go), and shamans senseless since the last phase come to (waaagh.ts).
  oneTurnSpellsEnd(w);
  if (m.anySenseless === 1) comeTo(w);
  // Skaven warpstone, rolled for as the first magic phase begins (warpstone.ts).
  if (m.anySkaven === 1 && g.warpRolled === 0) warpstoneHoard(w, rng);
  // Wizards away by the Escape card may come back (escape.ts).
  escapedReturn(w, rng);
  // Wizards touching, or carrying, an item that negates magic have none this phase (nullify.ts).
  if (p.items.anyNullify === 1) magicNullified(w);
  // Units of Daemons cast at their size's level (BM p.34).
  if (w.anyDaemonCaster) daemonsBySize(w, rng);
  // A wizard's chalice, drunk as his side's phase starts, before the deal: it may end it (chalice.ts).
  const ended = m.anyChalice === 1 && drinkFromChalices(w, rng, phasing);
  // Winds of Magic (BM p.24): 2D6, never more dice than wizards able to cast on the table.
  // Characters with spells bound in items cast with no cards (AM p.18): without a wizard, the
  // phase is played for them, and no card is dealt.
  let able = 0;
  for (let k = 0; k < m.wizards.length; k++) if (mayCast(w, g.order[k])) able++;
  if (ended || (able === 0 && !anyItemSpell(w))) {
    if (p.items.anyCardsForWounds === 1) cardsForWounds(w, rng, phasing, false);
    if (w.anyDispelRune) runeEndsSpells(w);
    return;
  }
  g.phase++;
  g.drained = 0;
  // A casket steals a spell from an enemy wizard touching its bearer, to cast this phase or later (casket.ts).
  if (m.anyCasket === 1) casketsSteal(w, rng);
  if (able > 0) {
    const dice = able < p.flags.windsDice ? able : p.flags.windsDice;
    g.deal(rng, phasing, rollND6(rng, dice));
    if (m.anyChalice === 1) chaliceCards(w, rng, phasing); // one card more a chalice's 4-5, dealt with the rest
    if (w.tracer !== null) traceWinds(w, phasing, dice);
    if (m.anyExtraCard === 1) extraCards(w, rng, phasing);
    if (m.anyCardTaker === 1) takeCards(w, rng); // a chalice takes cards from both sides (chalice.ts)
  }
  // Cards a blade's wounds earned (wound-cards.ts): taken after the deal, lost with none.
  if (p.items.anyCardsForWounds === 1) cardsForWounds(w, rng, phasing, able > 0);
  if (m.anyStore === 1) storedCardsBack(w, rng);
  if (w.anyDeathFrenzy) frenziesTakenBack(w);
  // High and Dark Magic change cards before casting begins (BM p.25), the phasing side first.
  redraw(w, rng, phasing);
  redraw(w, rng, 1 - phasing);
  // Each Orc and Goblin shaman tests whether he controls the Waaagh (BM p.29).
  if (m.anyShaman === 1) waaaghTests(w, rng, phasing);
  for (let u = 0; u < w.n; u++) {
    countLossesFrom(w, u);
    w.wipedNow[u] = 0;
    w.breakNow[u] = 0;
    w.noPanicSource[u] = 0;
  }
  // Spells in play that strike each phase do so now, after the deal (BM p.41).
  for (let s = 0; s < m.caster.length; s++) {
    if (g.inPlay[s] === 0 || !m.card[s].recurs || !mayCast(w, m.caster[s])) continue;
    const t = spellTarget(w, s);
    if (t >= 0) spellWorks(w, rng, s, t, m.power[s]);
  }
  let side = phasing;
  let passes = 0;
  while (passes < 2 && g.drained === 0) {
    passes = act(w, rng, side) ? 0 : passes + 1;
    side = 1 - side;
  }
  if (m.anyStore === 1 && g.drained === 0) storeCards(w);
  g.discard();
  // A battle standard's rune ends the enemy spells in play near it (AM p.37).
  if (w.anyDispelRune) runeEndsSpells(w);
}

/** Whether a spell bound in an item may be cast this phase: not spent, and its bearer able (mayCast()). */
function anyItemSpell(w: Wfb4World): boolean {
  const m = w.plan.magic;
  for (let s = m.itemsFrom[0]; s < m.itemsFrom[2]; s++) if (w.magic.lost[s] === 0 && mayCast(w, m.caster[s])) return true;
  return false;
}

/**
 * After the deal, each wizard able to cast whose item gives him more cards takes them from the
 * deck (AM p.17), the phasing side's first; where the item says, a D6 of its score or more then
 * costs him a wound.
 */
function extraCards(w: Wfb4World, rng: Rng, phasing: number): void {
  const m = w.plan.magic;
  const g = w.magic;
  for (let k = 0; k < 2; k++) {
    const side = k === 0 ? phasing : 1 - phasing;
    for (let j = m.wizardsFrom[side]; j < m.wizardsFrom[side + 1]; j++) {
      const c = g.order[j];
      if (m.extraCards[c] === 0 || !mayCast(w, c)) continue;
      let drawn = 0;
      for (let i = 0; i < m.extraCards[c]; i++) if (g.draw(rng, side) >= 0) drawn++;
      const roll = drawn > 0 && m.extraCardWound[c] > 0 ? rollD6(rng) : 0;
      const hurt = roll > 0 && roll >= m.extraCardWound[c];
      if (w.tracer !== null) traceExtraCards(w, c, drawn, roll, hurt);
      if (!hurt) continue;
      applyWounds(w, c, 1);
      if (w.models[c] === 0) characterFalls(w, rng, c);
    }
  }
}

/**
 * Each Death Frenzy whose work is done is taken back by its Seer as the phase's cards are dealt
 * (death-frenzy.ts frenzySpent()) — fleeing or not: taking a spell back plays no card — and he
 * may cast it again from the next phase (BM p.41).
 */
function frenziesTakenBack(w: Wfb4World): void {
  const m = w.plan.magic;
  for (let s = 0; s < m.caster.length; s++) {
    if (w.magic.inPlay[s] === 0 || m.card[s].kind !== SPELL_DEATH_FRENZY || !frenzySpent(w, s)) continue;
    if (w.tracer !== null) traceTakenBack(w, s);
    endSpell(w, s, 1);
  }
}

/**
 * High and Dark Magic (BM p.25, AM p.27): a side whose wizards know a High Magic spell may
 * discard power cards and draw as many from the deck; one that knows a Dark Magic spell, special
 * cards — one or the other in a phase. The policy discards the power cards its wizards' spells
 * cannot use (High), or the special card it never plays, Rebound (Dark).
 */
function redraw(w: Wfb4World, rng: Rng, side: number): void {
  const m = w.plan.magic;
  const g = w.magic;
  let high = 0;
  let dark = 0;
  let need = 0;
  for (let k = m.wizardsFrom[side]; k < m.wizardsFrom[side + 1]; k++) {
    const c = g.order[k];
    if (!mayCast(w, c)) continue;
    for (let s = m.spellsFrom[c], stop = s + m.spellCount[c]; s < stop; s++) {
      if (g.lost[s] === 1) continue;
      if (m.card[s].deck === 'High') high = 1;
      else if (m.card[s].deck === 'Dark') dark = 1;
      if (g.inPlay[s] === 0) need += m.power[s];
    }
  }
  if (high === 0 && dark === 0) return;
  const power = g.held(side, CARD_POWER);
  let out = 0;
  if (high === 1 && power > need) {
    out = power - need;
    g.spend(side, CARD_POWER, out);
  } else if (dark === 1) {
    high = 0;
    out = g.held(side, CARD_REBOUND);
    g.spend(side, CARD_REBOUND, out);
  }
  if (out === 0) return;
  let drawn = 0;
  for (let k = 0; k < out; k++) if (g.draw(rng, side) >= 0) drawn++;
  if (w.tracer !== null) traceRedraw(w, side, high, out, drawn);
}

/** `side`'s turn to cast (BM p.25-27): what it plays, by the policy above; false when it passes. */
function act(w: Wfb4World, rng: Rng, side: number): boolean {
  const g = w.magic;
  if (g.held(side, CARD_DISPEL) > 0) {
    const s = enemySpellInPlay(w, side);
    if (s >= 0) {
      dispelInPlay(w, rng, side, s);
      return true;
    }
  }
  const s = nextCast(w, side);
  if (s >= 0) {
    // A character whose item hides him has a spell cast at him only on a 5+ (AM p.10-12): failing, not this phase.
    if (w.anyHidden && hiddenFrom(w, rng, w.plan.magic.caster[s], g.aim, HIDDEN_SPELL)) {
      g.castIn[s] = g.phase;
      return true;
    }
    cast(w, rng, s, g.aim);
    // One made a wizard by an item that asks it tests his Ld after each spell from his cards (AM p.10).
    const c = w.plan.magic.caster[s];
    if (w.plan.magic.castTest[c] === 1 && s < w.plan.magic.itemsFrom[0] && w.models[c] > 0) castingTest(w, rng, c);
    return true;
  }
  if (g.held(side, CARD_DUEL) > 0 && mentalDuel(w, rng, side)) return true;
  if (g.held(side, CARD_DRAIN) > 0 && (anyEnemySpellInPlay(w, side) || nextCast(w, 1 - side) >= 0)) {
    drain(w, side);
    return true;
  }
  return false;
}

/** An enemy spell in play that `side` has not yet tried to dispel this phase (BM p.26: once a phase), −1 none. */
function enemySpellInPlay(w: Wfb4World, side: number): number {
  const m = w.plan.magic;
  const g = w.magic;
  for (let s = 0; s < m.caster.length; s++) {
    if (g.inPlay[s] === 1 && w.plan.side[m.caster[s]] !== side && g.triedIn[s] !== g.phase) return s;
  }
  return -1;
}

function anyEnemySpellInPlay(w: Wfb4World, side: number): boolean {
  const m = w.plan.magic;
  for (let s = 0; s < m.caster.length; s++) if (w.magic.inPlay[s] === 1 && w.plan.side[m.caster[s]] !== side) return true;
  return false;
}

/**
 * The spell `side` casts next, −1 none: its wizards able to cast, highest level first, each
 * spell in the scenario's order that is not lost, not cast this phase, not in play, paid for
 * by the power in hand (Total Power counts 3), by the power cards and a Skaven's warpstone, or
 * by a Power scroll, and with a target (left in `g.aim`).
 */
function nextCast(w: Wfb4World, side: number): number {
  const m = w.plan.magic;
  const g = w.magic;
  // Spells bound in items first (AM p.18): they cost no card, and the enemy's Dispels spent on
  // them do not stop the wizards' cards.
  for (let s = m.itemsFrom[side]; s < m.itemsFrom[side + 1]; s++) {
    const c = m.caster[s];
    if (g.lost[s] === 1 || g.castIn[s] === g.phase || g.inPlay[s] === 1 || !mayCast(w, c) || g.silentIn[c] === g.phase) continue;
    const t = spellTarget(w, s);
    if (t < 0) continue;
    g.aim = t;
    return s;
  }
  const cards = g.held(side, CARD_POWER);
  const purse = cards + TOTAL_POWER * g.held(side, CARD_TOTAL);
  for (let k = m.wizardsFrom[side]; k < m.wizardsFrom[side + 1]; k++) {
    const c = g.order[k];
    // A shaman who may not cast this phase (the Waaagh test, waaagh.ts) still dispels.
    if (!mayCast(w, c) || g.silentIn[c] === g.phase) continue;
    // A Skaven sorcerer may eat his side's warpstone for the power cards he lacks (warpstone.ts).
    const warp = m.skaven[c] === 1 && m.noWarp[c] === 0 ? g.warp[side] : 0;
    const discount = g.discountOn[c] === 1 ? m.powerDiscount[c] : 0;
    for (let s = m.spellsFrom[c], stop = s + m.spellCount[c]; s < stop; s++) {
      if (g.lost[s] === 1 || g.castIn[s] === g.phase || g.inPlay[s] === 1) continue;
      const cost = m.anyFreeSpell === 1 && freeNow(w, s) ? 0 : m.power[s] > discount ? m.power[s] - discount : 0;
      if (cost > purse && cost > cards + warp && g.powerScrolls[c] === 0) continue;
      const t = spellTarget(w, s);
      if (t < 0) continue;
      g.aim = t;
      return s;
    }
  }
  return -1;
}

/**
 * Spell s cast at t (BM p.25): paid with power cards, or with Total Power — when the power
 * cards do not pay, or the enemy holds a card that could stop it — which no one can stop
 * (BM p.27); when neither pays, with the wizard's Power scroll (AM p.17). The enemy's answer (dispel.ts countered()), then the spell works (spells.ts).
 */
function cast(w: Wfb4World, rng: Rng, s: number, t: number): void {
  const p = w.plan;
  const g = w.magic;
  if (s >= p.magic.itemsFrom[0]) {
    itemCast(w, rng, s, t);
    return;
  }
  if (p.magic.anyFreeSpell === 1 && freeNow(w, s)) {
    castFree(w, rng, s, t);
    return;
  }
  const side = p.side[p.magic.caster[s]];
  const need = p.magic.power[s];
  const power = g.held(side, CARD_POWER);
  const caster = p.magic.caster[s];
  // His item makes the spell unbreakable (AM p.17): nothing the enemy holds could stop it.
  const staff = p.magic.unbreakable[caster] === 1 && g.unbreakableOn[caster] === 1;
  const threat = !staff && g.held(1 - side, CARD_DISPEL) + g.held(1 - side, CARD_DESTROY) > 0;
  let total = 0;
  let spent = need;
  // What his item takes off the cost (AM p.17), while it is not spent.
  const cheaper = g.discountOn[caster] === 1 ? p.magic.powerDiscount[caster] : 0;
  // A Skaven sorcerer whose cards do not pay eats warpstone for the power cards he lacks, and tests (warpstone.ts).
  if (p.magic.skaven[caster] === 1 && p.magic.noWarp[caster] === 0 && need > power + TOTAL_POWER * g.held(side, CARD_TOTAL) && need - cheaper > power && need - power <= g.warp[side]) {
    const tokens = need - power;
    g.spend(side, CARD_POWER, power);
    g.warp[side] -= tokens;
    g.castIn[s] = g.phase;
    if (w.tracer !== null) traceCast(w, s, t, need, 0);
    if (w.anyAbsorb) absorbPower(w, rng, s, t, power);
    if (!warpTest(w, rng, caster, tokens)) return;
    if (!stopped(w, rng, s, t, staff)) {
      g.worked[side]++;
      takesEffect(w, rng, s, t, need);
    }
    if (staff) unbreakableUsed(w, rng, caster);
    return;
  }
  if (need > power + TOTAL_POWER * g.held(side, CARD_TOTAL) && need - cheaper > power) {
    // The cards do not pay: the wizard reads a Power scroll (nextCast() found him one), which
    // casts a Fire Ball as with 3 power (AM p.17).
    g.powerScrolls[caster]--;
    g.castIn[s] = g.phase;
    spent = p.magic.card[s].perPower ? TOTAL_POWER : need;
    if (w.tracer !== null) tracePowerScroll(w, s, t);
    if (!stopped(w, rng, s, t, staff)) {
      g.worked[side]++;
      takesEffect(w, rng, s, t, spent);
    }
    if (staff) unbreakableUsed(w, rng, caster);
    if (p.magic.recast[caster] > 0) keepNecromantic(w, rng, s);
    return;
  }
  // His item makes it cost less (AM p.17): paid with power cards alone.
  const discount = need < cheaper ? need : cheaper;
  let paid = need;
  let cards = need; // power cards spent (a Total Power card is none)
  if (discount > 0 && need - discount <= power) {
    paid = need - discount;
    cards = paid;
    g.spend(side, CARD_POWER, paid);
  } else if (g.held(side, CARD_TOTAL) > 0 && (need > power || (threat && need <= TOTAL_POWER + power))) {
    g.play(side, CARD_TOTAL);
    total = 1;
    const rest = need > TOTAL_POWER ? need - TOTAL_POWER : 0;
    g.spend(side, CARD_POWER, rest);
    spent = TOTAL_POWER + rest;
    paid = spent;
    cards = rest;
  } else {
    g.spend(side, CARD_POWER, need);
  }
  g.castIn[s] = g.phase;
  if (w.tracer !== null) traceCast(w, s, t, paid, total);
  // A Skaven banner over the target absorbs the power cards spent on it (absorb-power.ts, AM p.19).
  if (w.anyAbsorb) absorbPower(w, rng, s, t, cards);
  if (paid < need && total === 0) discountUsed(w, rng, caster);
  // Cast with Total Power, which nothing stops, it needs no staff.
  const unbreakable = staff && total === 0;
  if (!stopped(w, rng, s, t, total === 1 || unbreakable)) {
    g.worked[side]++;
    takesEffect(w, rng, s, t, spent);
  }
  if (unbreakable) unbreakableUsed(w, rng, caster);
  if (p.magic.recast[caster] > 0) keepNecromantic(w, rng, s);
}

/**
 * Whether spell s, cast at t and paid for, comes to nothing: its caster's wits, dulled by a
 * weapon, fail it (stupidity.ts dullWitsFail()), or — unless nothing may stop it (Total Power, an
 * item that makes it unbreakable) — the enemy's answer does (dispel.ts countered()).
 */
function stopped(w: Wfb4World, rng: Rng, s: number, t: number, unstoppable: boolean): boolean {
  return dullWitsFail(w, rng, w.plan.magic.caster[s]) || (!unstoppable && countered(w, rng, s, t));
}

/** Spell s, cast at t and not stopped, takes effect: on t, or where a banner turns it (deflection.ts, AM p.19). */
function takesEffect(w: Wfb4World, rng: Rng, s: number, t: number, power: number): void {
  const at = w.anyDeflect ? deflectedTo(w, rng, s, t) : t;
  if (at >= 0 || t < 0) spellWorks(w, rng, s, at, power);
}

/**
 * Spell s, bound in an item (AM p.18, BM p.39), cast at t with no power cards: the enemy may
 * stop it as any spell (dispel.ts countered()), and it works with the power the scenario gives
 * (a Fire Ball's balls). Then the item's use: its last of `uses`, or a D6 at or under
 * `exhaustOn`, spends it for the battle, dispelled or not.
 */
function itemCast(w: Wfb4World, rng: Rng, s: number, t: number): void {
  const m = w.plan.magic;
  const g = w.magic;
  const side = w.plan.side[m.caster[s]];
  g.castIn[s] = g.phase;
  if (w.tracer !== null) traceItemCast(w, s, t);
  unpaidWorks(w, rng, s, t, side);
  if (m.uses[s] > 0 && --g.usesLeft[s] === 0) {
    g.lost[s] = 1;
    if (w.tracer !== null) traceItemSpent(w, s, 0);
  } else if (m.exhaustOn[s] > 0) {
    const roll = rollD6(rng);
    if (roll <= m.exhaustOn[s]) g.lost[s] = 1;
    if (w.tracer !== null) traceItemSpent(w, s, roll);
  }
}

/**
 * Spell s, cast at t by its wizard's item at no cost (AM p.17; free-spells.ts): no power card
 * spent; the enemy may stop it as any spell; it works at the power the scenario gives it. Then
 * the item's D6, and a Necromancer's roll to keep it.
 */
function castFree(w: Wfb4World, rng: Rng, s: number, t: number): void {
  const m = w.plan.magic;
  const c = m.caster[s];
  w.magic.castIn[s] = w.magic.phase;
  if (w.tracer !== null) traceFreeCast(w, s, t);
  unpaidWorks(w, rng, s, t, w.plan.side[c]);
  freeUsed(w, rng, c, m.power[s]);
  if (m.recast[c] > 0) keepNecromantic(w, rng, s);
}

/** Spell s of `side`, cast at t with no power card (an item's spell, a free cast): unless the enemy stops it, it works at the power the scenario gives it. */
function unpaidWorks(w: Wfb4World, rng: Rng, s: number, t: number, side: number): void {
  if (stopped(w, rng, s, t, false)) return;
  w.magic.worked[side]++;
  takesEffect(w, rng, s, t, w.plan.magic.power[s]);
}

/** Wizard c's item made his spell unbreakable (AM p.17): a D6 at or under its score spends it for the battle. */
function unbreakableUsed(w: Wfb4World, rng: Rng, c: number): void {
  const m = w.plan.magic;
  const roll = m.unbreakableExhaust[c] > 0 ? rollD6(rng) : 0;
  const spent = roll > 0 && roll <= m.unbreakableExhaust[c];
  if (spent) w.magic.unbreakableOn[c] = 0;
  if (w.tracer !== null) traceUnbreakable(w, c, roll, spent);
}

/** Wizard c's item made a spell cheaper (AM p.17): a D6 at or under its score spends it for the battle. */
function discountUsed(w: Wfb4World, rng: Rng, c: number): void {
  const m = w.plan.magic;
  if (m.discountExhaust[c] === 0) return;
  const roll = rollD6(rng);
  if (roll <= m.discountExhaust[c]) w.magic.discountOn[c] = 0;
  if (w.tracer !== null) traceDiscountSpent(w, c, roll, roll <= m.discountExhaust[c]);
}

/**
 * A Necromancer has cast spell s (BM p.26, AM p.28): a Necromantic spell, dispelled or not, he
 * may cast again in this phase — a Lord always, the others on a D6 of their score (4+ for a
 * Necromancer ... 2+ for a Master), rolled each time it is cast.
 */
function keepNecromantic(w: Wfb4World, rng: Rng, s: number): void {
  const m = w.plan.magic;
  if (m.card[s].deck !== 'Necromantic') return;
  const need = m.recast[m.caster[s]];
  const roll = need === 1 ? 0 : rollD6(rng);
  const kept = need === 1 || roll >= need;
  if (kept) w.magic.castIn[s] = w.magic.phase - 1; // not cast this phase, as far as casting again goes
  if (w.tracer !== null) traceKeepsSpell(w, s, roll, need, kept);
}

/**
 * Mental Duel (BM p.27), played by `side` on its turn when its best wizard able to cast is
 * not outranked by the enemy's best who still knows a spell: D6 + level each; the loser
 * forgets one of his spells, at random, for the rest of the battle; a tie, nothing.
 */
function mentalDuel(w: Wfb4World, rng: Rng, side: number): boolean {
  const m = w.plan.magic;
  const g = w.magic;
  const mine = bestWizard(w, side, 0);
  const theirs = bestWizard(w, 1 - side, 1);
  if (mine < 0 || theirs < 0 || g.level[mine] < g.level[theirs]) return false;
  g.play(side, CARD_DUEL);
  const a = rollD6(rng) + g.level[mine];
  const b = rollD6(rng) + g.level[theirs];
  const loser = a > b ? theirs : b > a ? mine : -1;
  let forgot = -1;
  if (loser >= 0) {
    let known = 0;
    for (let s = m.spellsFrom[loser], stop = s + m.spellCount[loser]; s < stop; s++) if (g.lost[s] === 0) known++;
    if (known > 0) {
      let r = rollOneOf(rng, known);
      for (let s = m.spellsFrom[loser], stop = s + m.spellCount[loser]; s < stop; s++) {
        if (g.lost[s] === 1 || r-- > 0) continue;
        forgot = s;
        break;
      }
      g.lost[forgot] = 1;
      endSpell(w, forgot, 0);
    }
  }
  if (w.tracer !== null) traceMentalDuel(w, mine, theirs, a, b, forgot);
  return true;
}

/**
 * As a magic phase starts, each unit of Daemons that casts is at the level its models give
 * (daemonLevel(), BM p.34); fallen below the spells it still knows, it discards spells drawn at
 * random down to its level. Then each side's wizards are ordered by level again, highest first,
 * ties in the scenario's order.
 */
function daemonsBySize(w: Wfb4World, rng: Rng): void {
  const m = w.plan.magic;
  const g = w.magic;
  for (let k = 0; k < m.wizards.length; k++) {
    const c = m.wizards[k];
    if (m.bySize[c] === 0) continue;
    const level = daemonLevel(w.models[c]);
    g.level[c] = level;
    let known = 0;
    for (let s = m.spellsFrom[c], stop = s + m.spellCount[c]; s < stop; s++) if (g.lost[s] === 0) known++;
    while (known > level && level > 0) {
      let r = rollOneOf(rng, known);
      for (let s = m.spellsFrom[c], stop = s + m.spellCount[c]; s < stop; s++) {
        if (g.lost[s] === 1 || r-- > 0) continue;
        g.lost[s] = 1;
        endSpell(w, s, 0);
        if (w.tracer !== null) traceDaemonsForget(w, c, s, level);
        break;
      }
      known--;
    }
  }
  for (let side = 0; side < 2; side++) {
    // Insertion sort of the side's few wizards, by level then by their place in the plan.
    for (let i = m.wizardsFrom[side] + 1; i < m.wizardsFrom[side + 1]; i++) {
      const x = g.order[i];
      let j = i - 1;
      while (j >= m.wizardsFrom[side] && (g.level[g.order[j]] < g.level[x] || (g.level[g.order[j]] === g.level[x] && rank(m, g.order[j]) > rank(m, x)))) {
        g.order[j + 1] = g.order[j];
        j--;
      }
      g.order[j + 1] = x;
    }
  }
}

/** Wizard c's place in the plan's order of his side's wizards. */
function rank(m: MagicPlan, c: number): number {
  for (let k = 0; k < m.wizards.length; k++) if (m.wizards[k] === c) return k;
  return -1;
}

/** `side`'s highest-level wizard able to cast (knowing a spell still, when `knowing`), −1 none. */
function bestWizard(w: Wfb4World, side: number, knowing: number): number {
  const m = w.plan.magic;
  const g = w.magic;
  for (let k = m.wizardsFrom[side]; k < m.wizardsFrom[side + 1]; k++) {
    const c = g.order[k];
    if (!mayCast(w, c)) continue;
    if (knowing === 0) return c;
    for (let s = m.spellsFrom[c], stop = s + m.spellCount[c]; s < stop; s++) if (g.lost[s] === 0) return c;
  }
  return -1;
}

/** Drain Magic (BM p.26): the phase ends, every card in hand is discarded and every spell in play dispelled. */
function drain(w: Wfb4World, side: number): void {
  const g = w.magic;
  g.play(side, CARD_DRAIN);
  g.drained = 1;
  if (w.tracer !== null) traceDrain(w, side);
  for (let s = 0; s < w.plan.magic.caster.length; s++) endSpell(w, s, 0);
}

/**
 * As a turn starts, a unit held whole by a Manacle or the Crimson Bands may not move (AM p.21,
 * 23): it does nothing of its own will; under the Bands it may not shoot either.
 */
export function spellsHold(w: Wfb4World): void {
  const g = w.magic;
  for (let u = 0; u < w.n; u++) {
    if (g.bound[u] > 0) w.held[u] = 1;
    if (g.banded[u] > 0) w.noShoot[u] = 1;
  }
}
