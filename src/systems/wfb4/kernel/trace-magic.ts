/**
 * The trace of the magic phase (`warsim replay`; rules/wfb4.md §9): the winds and the deal,
 * each spell cast and each try to stop it, what the spells do. Called only when a tracer is
 * attached, as trace.ts.
 */
import { count } from '../../../core/words.ts';
import { LESS_S, LESS_T, LESS_WS, SPELL_LINE, SPELL_MIGHT, SPELL_WAAAGH } from '../data/spells.ts';
import { MELEE_TO_HIT } from '../../wfb/tables.ts';
import { CARD_KINDS, CARD_NAMES, LINE_TRACED } from '../magic-state.ts';
import { FLEEING } from '../../rank-and-file/unit-state.ts';
import { name, say } from './trace.ts';
import type { Wfb4World } from './world.ts';

function spell(w: Wfb4World, s: number): string {
  return w.plan.magic.card[s].name;
}

/** A side's cards as "3 Power, 1 Dispel". */
function hand(w: Wfb4World, side: number): string {
  const parts: string[] = [];
  for (let card = 0; card < CARD_KINDS; card++) {
    const k = w.magic.hand[side * CARD_KINDS + card];
    if (k > 0) parts.push(`${k} ${CARD_NAMES[card]}`);
  }
  return parts.length === 0 ? 'no cards' : parts.join(', ');
}

export function traceWinds(w: Wfb4World, phasing: number, dice: number): void {
  const ids = w.plan.sideIds;
  say(w, `Magic phase: the Winds of Magic blow ${w.magic.winds} (${dice}D6). ${ids[phasing]} holds ${hand(w, phasing)}; ${ids[1 - phasing]} ${hand(w, 1 - phasing)}.`);
}

export function traceRedraw(w: Wfb4World, side: number, high: number, out: number, drawn: number): void {
  const what = high === 1 ? `High Magic: ${count(out, 'Power card')}` : `Dark Magic: ${count(out, 'Rebound card')}`;
  say(w, `${w.plan.sideIds[side]} uses ${what} discarded, ${drawn} drawn: now holds ${hand(w, side)}.`);
}

export function traceCast(w: Wfb4World, s: number, t: number, spent: number, total: number): void {
  const how = total === 1 ? `with Total Power${spent > 3 ? ` and ${count(spent - 3, 'power card')}` : ''}: it cannot be stopped` : `with ${count(spent, 'power card')}`;
  const at = w.plan.magic.card[s].area ? '' : ` at ${name(w, t)}`;
  say(w, `${name(w, w.plan.magic.caster[s])} casts ${spell(w, s)}${at} ${how}.`);
}

/** Wizard c takes `drawn` more cards by his item (AM p.17); `roll` the D6 for its price (0 none), `hurt` when it cost him a wound. */
export function traceExtraCards(w: Wfb4World, c: number, drawn: number, roll: number, hurt: boolean): void {
  const price = roll === 0 ? '' : hurt ? `; rolls ${roll}, and loses a wound` : `; rolls ${roll}`;
  say(w, `${name(w, c)} takes ${count(drawn, 'more card')} by his item${price}.`);
}

/** Wizard c's item keeps `kept` of his side's unused power cards as the phase ends (AM p.17). */
export function traceStoresCards(w: Wfb4World, c: number, kept: number): void {
  say(w, `${name(w, c)}'s item keeps ${count(kept, 'unused power card')} for the next phase.`);
}

/** Wizard c's item gives back the `kept` cards it kept; `roll` the D6 (0 none), `lost` when they are lost. */
export function traceStoredBack(w: Wfb4World, c: number, kept: number, roll: number, lost: boolean): void {
  const dice = roll > 0 ? ` (rolls ${roll})` : '';
  say(w, `${name(w, c)}'s item ${lost ? 'loses' : 'gives back'} the ${count(kept, 'power card')} it kept${dice}.`);
}

/** Wizard c gives his Power Familiar an unused power card to hold (BM p.35). */
export function traceFamiliarHolds(w: Wfb4World, c: number): void {
  say(w, `${name(w, c)}'s Power Familiar holds an unused power card for the next phase.`);
}

/** Wizard c takes back the power card his Power Familiar held (BM p.35). */
export function traceFamiliarGives(w: Wfb4World, c: number): void {
  say(w, `${name(w, c)} takes back the power card his Power Familiar held.`);
}

/** Wizard c's item that makes his spells cheaper, after a use: the D6, and whether it is spent. */
export function traceDiscountSpent(w: Wfb4World, c: number, roll: number, spent: boolean): void {
  say(w, `${name(w, c)}'s item made the spell cheaper: rolls ${roll}${spent ? ', spent for the battle' : ''}.`);
}

/** Wizard c drinks from his chalice: its D6 `roll`, and on a 6 whether he ends the phase (chalice.ts). */
export function traceChalice(w: Wfb4World, c: number, roll: number, ends: boolean): void {
  const what = roll === 1 ? 'he is turned into a Chaos Spawn, lost to his side' : roll <= 3 ? 'the enemy is dealt one card fewer' : roll <= 5 ? 'his side is dealt one card more' : ends ? 'he ends the magic phase' : 'he may end the magic phase, and lets it run';
  say(w, `${name(w, c)} drinks from his chalice: ${roll}, ${what}.`);
}

/** Character c's casket stole spell s from enemy wizard `wiz` (casket.ts). */
export function traceSpellStolen(w: Wfb4World, c: number, wiz: number, s: number): void {
  say(w, `${name(w, c)}'s casket steals ${spell(w, s)} from ${name(w, wiz)}.`);
}

/** Character c's chalice took `n` cards from each side (chalice.ts takeCards()): the hands left. */
export function traceCardsTaken(w: Wfb4World, c: number, n: number): void {
  const [a, b] = w.plan.sideIds;
  say(w, `${name(w, c)}'s chalice takes ${count(n, 'magic card')} from each side: ${a} now holds ${hand(w, 0)}; ${b} ${hand(w, 1)}.`);
}

/** `side`, short of cards, surrendered spell s for the battle; bearer c's D6 `roll`, a wound on 4+ (chalice.ts). */
export function traceSpellSurrendered(w: Wfb4World, c: number, side: number, s: number, roll: number): void {
  say(w, `${w.plan.sideIds[side]} is short and surrenders ${spell(w, s)} for the battle: ${roll}${roll >= 4 ? `, ${name(w, c)} takes a wound` : ''}.`);
}

/** Wizard c casts spell s at t at no cost, by his item (magic.ts castFree()). */
export function traceFreeCast(w: Wfb4World, s: number, t: number): void {
  const at = w.plan.magic.card[s].area ? '' : ` at ${name(w, t)}`;
  say(w, `${name(w, w.plan.magic.caster[s])} casts ${spell(w, s)}${at} at no cost, by his item.`);
}

/** Wizard c's item cast a spell of power `need` at no cost: the D6 `roll` after it, spent at or under `need` (free-spells.ts). */
export function traceFreeSpent(w: Wfb4World, c: number, roll: number, need: number): void {
  say(w, `${name(w, c)}'s item: rolls ${roll} against the spell's power ${need}${roll <= need ? ', exhausted for the battle' : ''}.`);
}

/** Wizard c's item made his spell unbreakable (magic.ts): `roll` on the D6 after (0 none), `spent` for the battle. */
export function traceUnbreakable(w: Wfb4World, c: number, roll: number, spent: boolean): void {
  say(w, `${name(w, c)}'s item makes the spell unbreakable${roll > 0 ? `: rolls ${roll}${spent ? ', its power exhausted' : ''}` : ''}.`);
}

/** Spell s, bound in an item, cast at t with no power cards (AM p.18). */
export function traceItemCast(w: Wfb4World, s: number, t: number): void {
  const m = w.plan.magic;
  const item = m.itemName[s];
  const what = m.card[s].name === item ? item : `${item} to cast ${spell(w, s)}`;
  const at = m.card[s].area || m.card[s].kind === SPELL_MIGHT ? '' : ` at ${name(w, t)}`;
  say(w, `${name(w, m.caster[s])} uses ${what}${at}, with no power cards.`);
}

/** The item of spell s after a use: its last (roll 0), or the D6 that may exhaust it. */
export function traceItemSpent(w: Wfb4World, s: number, roll: number): void {
  const m = w.plan.magic;
  const item = m.itemName[s];
  const left = m.uses[s] > 0 ? w.magic.usesLeft[s] : 0;
  if (roll === 0 && m.stolenFrom[s] >= 0) say(w, `${spell(w, s)} is gone from the ${item}.`); // a stolen spell, cast once (casket.ts)
  else if (roll === 0) say(w, `${item} is spent: that was its last use.`);
  else say(w, `${item}: rolls ${roll}, ${roll <= m.exhaustOn[s] ? 'exhausted for the battle' : left > 0 ? `${count(left, 'use')} left` : 'not exhausted'}.`);
}

/** A Dispel on spell s by wizard `by` (−1 none), needing `need`; `inPlay`: on a spell already in play. */
export function traceDispel(w: Wfb4World, s: number, by: number, need: number, roll: number, inPlay: number): void {
  const who = by >= 0 ? name(w, by) : `a Dispel with no wizard to direct it`;
  const what = inPlay === 1 ? `${spell(w, s)}, in play` : spell(w, s);
  say(w, `${who} tries to dispel ${what}: needs ${need}, rolls ${roll}${roll >= need ? ': dispelled' : ''}.`);
}

export function tracePowerScroll(w: Wfb4World, s: number, t: number): void {
  const at = w.plan.magic.card[s].area ? '' : ` at ${name(w, t)}`;
  say(w, `${name(w, w.plan.magic.caster[s])} reads a Power scroll and casts ${spell(w, s)}${at} with no power cards.`);
}

export function traceDispelScroll(w: Wfb4World, s: number, by: number): void {
  say(w, `${name(w, by)} reads a Dispel scroll: ${spell(w, s)} is stopped.`);
}

export function traceDestroyScroll(w: Wfb4World, s: number, by: number, theirs: number, mine: number): void {
  say(w, `${name(w, by)} reads a Destroy scroll: ${spell(w, s)} is stopped; the bids are ${theirs} against ${mine}${theirs > mine ? `: ${name(w, w.plan.magic.caster[s])} loses the spell for the battle` : ''}.`);
}

export function traceDestroySpell(w: Wfb4World, s: number, theirs: number, mine: number): void {
  say(w, `A Destroy Spell stops ${spell(w, s)}; the bids are ${theirs} against ${mine}${theirs > mine ? `: ${name(w, w.plan.magic.caster[s])} loses the spell for the battle` : ''}.`);
}

/** Spell s destroys a model of t outright (spells.ts hitsStrike()). */
export function traceSpellSlays(w: Wfb4World, s: number, t: number): void {
  say(w, `${spell(w, s)} destroys a model of ${name(w, t)}.`);
}

/** A spell ward that takes the spell it stopped: the roll-off (dispel.ts spellWarded(), AM p.8). */
export function traceWardTakes(w: Wfb4World, s: number, theirs: number, mine: number): void {
  say(w, `The ward rolls off for ${spell(w, s)}: ${theirs} against ${mine}${theirs > mine ? `: ${name(w, w.plan.magic.caster[s])} loses the spell for the battle` : ''}.`);
}

export function traceSpellHits(w: Wfb4World, s: number, t: number, hits: number, wounds: number, unsaved: number, slain: number): void {
  const card = w.plan.magic.card[s];
  const g = w.magic;
  let how = '';
  let pool = '';
  if (card.kind === SPELL_LINE) {
    if (w.plan.W[t] > 1 && w.pool[t] > 0) pool = `; one has ${w.plan.W[t] - w.pool[t]} wounds left`;
    const each = Array.from(g.lineWounds.subarray(0, Math.min(g.crossed, LINE_TRACED))).join(', ');
    how = ` (${count(g.crossed, 'model')} crossed, taking ${each}${card.oneWound ? '' : ` of at most W${w.plan.W[t]}`})`;
  } else if (card.perModel) {
    how = ' (one on each model)';
  } else if (card.dice > 0) {
    const less = card.less === LESS_S ? ` − S${w.S[t]}` : card.less === LESS_WS ? ` − WS${w.WS[t]}` : card.less === LESS_T ? ` − T${w.T[t]}` : '';
    how = ` (${card.dice}D${card.faces} = ${g.roll}${less})`;
  }
  say(w, `${spell(w, s)}${how}: ${count(hits, 'hit')} on ${name(w, t)}, ${count(wounds, 'wound')}, ${unsaved} unsaved, ${slain} slain${pool}.`);
}

export function traceManacle(w: Wfb4World, s: number, t: number, roll: number, each: number, held: number): void {
  const whole = w.magic.binds[s] === 1;
  say(w, `${spell(w, s)} holds ${whole ? `all of ${name(w, t)}: it may not move` : `${held} of ${name(w, t)}, who stand apart`} (3D6 = ${roll}, S${each} each).`);
}

export function traceSpellEnds(w: Wfb4World, s: number, t: number): void {
  if (w.plan.magic.card[s].kind === SPELL_WAAAGH) say(w, `The ${spell(w, s)} of ${name(w, w.plan.magic.caster[s])} ends.`);
  else if (w.plan.magic.card[s].kind === SPELL_MIGHT) say(w, `${spell(w, s)} ends: ${name(w, t)}'s Strength is no longer doubled.`);
  else say(w, `${spell(w, s)} on ${name(w, t)} ends.`);
}

export function traceMagicPanic(w: Wfb4World, u: number, roll: number, ld: number): void {
  say(w, `${name(w, u)} suffers from magic: panic test ${roll} vs Ld ${ld}${roll <= ld ? '' : ', PANICS'}.`);
}

export function traceMentalDuel(w: Wfb4World, mine: number, theirs: number, a: number, b: number, forgot: number): void {
  const end = forgot >= 0 ? `: ${name(w, w.plan.magic.caster[forgot])} forgets ${spell(w, forgot)}` : a === b ? ': a draw' : '';
  say(w, `Mental Duel: ${name(w, mine)} ${a} against ${name(w, theirs)} ${b}${end}.`);
}

export function traceDrain(w: Wfb4World, side: number): void {
  say(w, `${w.plan.sideIds[side]} plays Drain Magic: the phase ends, and every spell in play with it.`);
}

export function traceManacledHolds(w: Wfb4World, t: number): void {
  say(w, `${name(w, t)}, held by a spell, may not move: it holds.`);
}

export function traceFlamestorm(w: Wfb4World, s: number, t: number): void {
  const b = w.blast;
  say(w, `${spell(w, s)} blazes up at (${b.x.toFixed(1)}, ${b.y.toFixed(1)}) on ${name(w, t)}, ${(2 * b.r).toFixed(0)}" across.`);
}

export function tracePushed(w: Wfb4World, u: number, dist: number): void {
  say(w, `${name(w, u)} is moved ${dist.toFixed(1)}" away from the blaze.`);
}

export function traceSwordsAppear(w: Wfb4World, s: number): void {
  say(w, `Six ${spell(w, s)} appear about ${name(w, w.plan.magic.caster[s])}.`);
}

export function traceSwords(w: Wfb4World, s: number, t: number, hits: number, wounds: number, unsaved: number, slain: number, counted: boolean): void {
  say(w, `${spell(w, s)}: 6 attacks at ${name(w, t)} need ${MELEE_TO_HIT[6 * 11 + w.WS[t]]}+: ${count(hits, 'hit')}, ${count(wounds, 'wound')} (S4), ${unsaved} unsaved, ${slain} slain${counted ? ', counted in the combat' : ''}.`);
}

export function traceEscapes(w: Wfb4World, c: number): void {
  say(w, `${w.plan.sideIds[w.plan.side[c]]} plays Escape: ${name(w, c)}, about to be slain, vanishes into the Realm of Chaos.`);
}

export function traceReturns(w: Wfb4World, c: number, roll: number, h: number): void {
  say(w, `${name(w, c)} tries to come back from the Realm of Chaos: ${roll}${h >= 0 ? `, and joins ${name(w, h)}` : roll >= 5 ? ', but no unit of his stands to take him' : ''}.`);
}

export function traceBoundDestroyed(w: Wfb4World, u: number): void {
  say(w, `${name(w, u)}, held by a spell, cannot flee: it is destroyed.`);
}

export function traceAramar(w: Wfb4World, s: number, t: number): void {
  say(w, `${name(w, t)} flees in the ${spell(w, s)}.`);
}

export function traceBands(w: Wfb4World, s: number, t: number): void {
  say(w, `${spell(w, s)} bind ${name(w, t)}: it may not move, shoot or fight.`);
}

export function traceRalliedBy(w: Wfb4World, s: number, u: number): void {
  say(w, `${name(w, u)} rallies at the ${spell(w, s).replace(/^The /, '')}.`);
}

/** Unit of Daemons c, down to `level` by its losses (BM p.34), discards spell s. */
export function traceDaemonsForget(w: Wfb4World, c: number, s: number, level: number): void {
  say(w, `${name(w, c)}, now of magic level ${level}, discards ${spell(w, s)}.`);
}

/** A Necromancer keeps Necromantic spell s to cast it again (a D6 `roll` against `need`; a Lord, need 1, rolls none) or not. */
export function traceKeepsSpell(w: Wfb4World, s: number, roll: number, need: number, kept: boolean): void {
  const c = name(w, w.plan.magic.caster[s]);
  if (need === 1) say(w, `${c} keeps ${spell(w, s)} and may cast it again.`);
  else say(w, kept ? `${c} keeps ${spell(w, s)} (${roll} of ${need}+) and may cast it again.` : `${c} loses ${spell(w, s)} for this phase (${roll} of ${need}+).`);
}

/** A banner or item warding t against spell s: a D6 `roll` against `need`. */
export function traceRuneDispels(w: Wfb4World, s: number, g: number, roll: number): void {
  say(w, `${name(w, g)}'s battle standard rune against ${spell(w, s)}: needs 4, rolls ${roll}${roll >= 4 ? ': dispelled' : ''}.`);
}

export function traceRuneEndsSpell(w: Wfb4World, s: number, t: number): void {
  say(w, `The battle standard's rune dispels ${spell(w, s)} on ${name(w, t)}, within 12" of it.`);
}

export function traceSpellWard(w: Wfb4World, s: number, t: number, need: number, roll: number): void {
  say(w, need <= 1 ? `${name(w, t)}'s ward negates ${spell(w, s)}: dispelled.` : `${name(w, t)}'s ward against ${spell(w, s)}: needs ${need}, rolls ${roll}${roll >= need ? ': dispelled' : ''}.`);
}

/** Shaman c's Waaagh test (BM p.29): his 'Eadbanger value (0: no boyz within 12"), the D6 and his score with his level. */
export function traceWaaaghTest(w: Wfb4World, c: number, value: number, roll: number, score: number): void {
  if (value === 0) {
    say(w, `${name(w, c)} has no Orcs or Goblins within 12" to draw the Waaagh from: he may dispel, but not cast, this phase.`);
    return;
  }
  const plus = score > roll ? ` + ${score - roll}` : '';
  say(w, `${name(w, c)} tests against the Waaagh: 'Eadbanger value ${value}, rolls ${roll}${plus}${score > value ? ': in control.' : ': overwhelmed.'}`);
}

const EADBANGERZ = [
  '',
  "'Eadbang! His head explodes: he is slain",
  "\"I fink I'm gonna...\": he falls senseless until the next magic phase",
  '"I\'ve forgot!": he forgets a spell for the battle, and casts nothing this phase',
  '"My \'ead urts!": he casts nothing this phase',
  'Fzzzzap! The enemy discards a card of his side\'s at random',
  '"Yuuurgh!" His side discards a card',
];

/** Shaman c rolled `d` on the 'Eadbangerz chart (BM p.29). */
export function traceWaaaghChart(w: Wfb4World, c: number, d: number): void {
  say(w, `${name(w, c)} rolls ${d} on the 'Eadbangerz chart: ${EADBANGERZ[d]}.`);
}

/** Of `touching` Orcs or Goblins of unit h touching a shaman, `lost` lose their heads. */
export function traceHeadsExplode(w: Wfb4World, h: number, touching: number, lost: number): void {
  say(w, `The Waaagh bursts into ${count(touching, 'model')} of ${name(w, h)} touching him: ${lost} lose${lost === 1 ? 's' : ''} ${lost === 1 ? 'his head' : 'their heads'}.`);
}

/** Shaman c comes to as a magic phase starts. */
export function traceComesTo(w: Wfb4World, c: number): void {
  say(w, `${name(w, c)} comes to.`);
}

/** Wizard c, made one by his item, tests his Ld after a spell (senseless.ts): 2D6 `roll`. */
export function traceCastingTest(w: Wfb4World, c: number, roll: number, failed: boolean): void {
  say(w, `${name(w, c)} tests his Leadership after casting: 2D6 ${roll} against ${w.plan.Ld[c]}${failed ? ': senseless until the next magic phase' : ', passed'}.`);
}

/** Ere We Go (spell s) works on t: +1 T, and its blows first, until the next magic phase. */
export function traceEreWeGo(w: Wfb4World, s: number, t: number): void {
  say(w, `${spell(w, s)}: ${name(w, t)} are T${w.T[t]} and strike first until the next magic phase.`);
}

/** Each side's warpstone, as the first magic phase begins (BM p.31). */
export function traceWarpHoard(w: Wfb4World): void {
  const [a, b] = w.plan.sideIds;
  say(w, `Warpstone: ${a} ${count(w.magic.warp[0], 'token')}, ${b} ${count(w.magic.warp[1], 'token')}.`);
}

/** Sorcerer c ate `tokens` of warpstone: his warp test, a D6 `roll`. */
export function traceWarpTest(w: Wfb4World, c: number, tokens: number, roll: number, held: boolean): void {
  say(w, held ? `${name(w, c)} eats ${count(tokens, 'warpstone token')}: warp test ${roll} against ${tokens}, mastered.` : `${name(w, c)} eats ${count(tokens, 'warpstone token')}: warp test ${roll} against ${tokens}, failed: the spell is not cast, and he writhes into a Chaos Spawn, lost to his side.`);
}

/** Spell s's Death Frenzy falls on t (AM p.30). */
export function traceDeathFrenzy(w: Wfb4World, s: number, t: number): void {
  say(w, `${spell(w, s)}: ${name(w, t)} move at double rate (M${w.M[t]}) and fight with double attacks; they must charge and pursue, and will suffer for it each magic phase.`);
}

/** t suffers `wounds` wounds from a Death Frenzy's over-exertion, `slain` models (BM p.54). */
export function traceOverExertion(w: Wfb4World, t: number, wounds: number, slain: number): void {
  say(w, `${name(w, t)} suffer ${count(wounds, 'wound')} from the Death Frenzy's over-exertion: ${slain} slain.`);
}

/** The caster of s takes it back, its work done. */
export function traceTakenBack(w: Wfb4World, s: number): void {
  const m = w.plan.magic;
  const t = w.magic.on[s];
  say(w, `${name(w, m.caster[s])} takes ${spell(w, s)} back from ${name(w, t)}: ${w.status[t] === FLEEING ? 'they flee' : 'no enemy within their reach'}.`);
}

/** Under the Waaagh!, u takes again a Leadership test it failed with `roll` (a break test's roll with its losses added). */
export function traceWaaaghReroll(w: Wfb4World, u: number, roll: number): void {
  say(w, `${name(w, u)} fails a Leadership test (${roll}) and takes it again under the Waaagh!.`);
}

/** The Waaagh! of spell s: enemy wizard c within range rolls `roll` against his level. */
export function traceKnockedFlat(w: Wfb4World, s: number, c: number, roll: number, flat: boolean): void {
  say(w, `${spell(w, s)}: ${name(w, c)} rolls ${roll} against his level ${w.magic.level[c]}: ${flat ? 'knocked flat, 1 wound, and no more spells this phase' : 'keeps his feet'}.`);
}

/** The Waaagh! of spell s rouses `units` Orc and Goblin units. */
export function traceWaaaghRoused(w: Wfb4World, s: number, units: number): void {
  say(w, `${spell(w, s)}: ${count(units, 'Orc and Goblin unit')} within ${w.plan.magic.range[s]}" fight at +1 WS and re-take failed Leadership tests until the next magic phase.`);
}

/** Unit u, struck by a spell, may not charge in its next turn (spells.ts barCharge()). */
export function traceChargeBarred(w: Wfb4World, u: number): void {
  say(w, `${name(w, u)} may not charge in their next turn.`);
}
