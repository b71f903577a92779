/**
 * The state of the magic sub-game (rules/wfb4.md §9.2, BM p.24-27): the 36-card magic deck,
 * the hands it is dealt into, and what each spell card is doing — cast this phase, in play
 * on a target, or lost for the game. Allocated once with the world; reset each simulation.
 */
import { rollOneOf } from '../../core/dice.ts';
import type { Rng } from '../../core/rng.ts';
import type { MagicPlan } from './plan.ts';
import type { Wfb4Flags } from './flags.ts';

/** The magic cards (BM p.24): power, dispel and the six special cards. */
export const CARD_POWER = 0;
export const CARD_DISPEL = 1;
export const CARD_DRAIN = 2;
export const CARD_DESTROY = 3;
export const CARD_REBOUND = 4;
export const CARD_ESCAPE = 5;
export const CARD_TOTAL = 6;
export const CARD_DUEL = 7;
export const CARD_KINDS = 8;
export const CARD_NAMES = ['Power', 'Dispel', 'Drain Magic', 'Destroy Spell', 'Rebound', 'Escape', 'Total Power', 'Mental Duel'] as const;

/** How many of each card the deck holds (BM p.24): 22 power, 8 dispel, one of each special; 36 in all. */
export const DECK = [22, 8, 1, 1, 1, 1, 1, 1] as const;
export const DECK_SIZE = 36;

/** The models of a line spell whose wounds the trace lists. */
export const LINE_TRACED = 16;

/** Total Power counts as three power cards (BM p.27). */
export const TOTAL_POWER = 3;

export class MagicState {
  /** The deck, shuffled as it is dealt (deal()). */
  readonly deck = new Int32Array(DECK_SIZE);
  /** Each side's cards: hand[side · CARD_KINDS + card]. */
  readonly hand = new Int32Array(2 * CARD_KINDS);
  /** Magic phases played this game; a spell's castIn and triedIn are phase numbers. */
  phase = 0;
  /** This phase's Winds of Magic: the cards dealt. */
  winds = 0;
  /** The cards in this phase's deck, and how many have been dealt or drawn from it. */
  size = 0;
  dealt = 0;
  /** Drain Magic was played: the phase is over (BM p.26). */
  drained = 0;
  /** The target of the spell about to be cast (magic.ts nextCast()). */
  aim = -1;
  /** Per side: the spells it cast that worked, neither dispelled nor destroyed (the record's). */
  readonly worked = new Int32Array(2);
  /** For the trace: the last roll of a spell's hits dice, and the wounds each model a line crossed took (the first LINE_TRACED). */
  roll = 0;
  crossed = 0;
  readonly lineWounds = new Int32Array(LINE_TRACED);
  /** Per spell: lost for the game (Destroy Spell, Mental Duel), the phase it was last cast in, in play, on whom, the phase a Dispel was last tried on it in play, the models its Manacle holds apart, whether it holds its target whole. */
  readonly lost: Uint8Array;
  readonly castIn: Int32Array;
  readonly inPlay: Uint8Array;
  readonly on: Int32Array;
  readonly triedIn: Int32Array;
  readonly holds: Int32Array;
  readonly binds: Uint8Array;
  /** Per wizard with an item that keeps power cards (AM p.17): the cards it keeps for the next phase. */
  readonly stored: Int32Array;
  /** Per wizard with a Power Familiar (BM p.35): 1 while it holds a power card. */
  readonly familiarHeld: Uint8Array;
  /** Per wizard with an item that makes his spells cheaper (AM p.17): 1 while it is not spent. */
  readonly discountOn: Uint8Array;
  /** 1 while his item that makes spells unbreakable is not spent (magic.ts). */
  readonly unbreakableOn: Uint8Array;
  /** Per wizard: 1 while his item that casts a spell at no cost is not spent, and the magic phase he last used it in (free-spells.ts). */
  readonly freeOn: Uint8Array;
  readonly freeIn: Int32Array;
  /** Per wizard: the times he has drunk from his chalice (chalice.ts). */
  readonly drunk: Int32Array;
  /** This phase's deal, as chalices change it (chalice.ts): cards fewer for the non-phasing side, and more for the phasing side. */
  fewer = 0;
  more = 0;
  /** Per spell bound in an item with uses (AM p.18): the uses left in the battle. */
  readonly usesLeft: Int32Array;
  /** Per spell: the target of Sanguine Swords this combat phase, while it waits for its combat's round; −1 none. */
  readonly swordsAt: Int32Array;
  /** Per unit: models held apart by a Manacle (not in `models` meanwhile). */
  readonly manacled: Int32Array;
  /** Per unit, the spells holding it whole: it may not move (a Manacle, the Crimson Bands); nor shoot, fight or cast (the Bands). */
  readonly bound: Int32Array;
  readonly banded: Int32Array;
  /** Per unit: fled at the Fear of Aramar, it rallies at Ld −3 (AM p.24); rallied by the Hand of Glory, the spell it is under (AM p.26), −1 none. */
  readonly aramar: Uint8Array;
  readonly gloryFrom: Int32Array;
  /** Per wizard away by the Escape card: the unit he left, −1 none (escape.ts). */
  readonly escapedFrom: Int32Array;
  /** Per unit: its magic level this phase (a unit of Daemons', by its size as the phase starts: daemonsBySize()). */
  readonly level: Int32Array;
  /** Each side's wizards, highest level first this phase: order[wizardsFrom[s] .. wizardsFrom[s + 1]) (plan.magic.wizards). */
  readonly order: Int32Array;
  /** Per wizard: the scrolls he has still to read (data/magic-items.ts). */
  readonly dispelScrolls: Int32Array;
  readonly destroyScrolls: Int32Array;
  readonly powerScrolls: Int32Array;
  /** Per unit: this wizard has tried to dispel the spell being cast (BM p.26: each once). */
  readonly tried: Uint8Array;
  /**
   * The Waaagh (BM p.29; waaagh.ts), per shaman: the magic phase he may not cast in (too far
   * from the boyz, or his head hurting), and 1 while he lies senseless until the next magic
   * phase starts. Per unit: the Ere We Go spells on it (+1 T, striking first).
   */
  readonly silentIn: Int32Array;
  /** Per unit or character: the magic phase its spell ward that works once a phase last did (dispel.ts spellWarded()). */
  readonly wardUsedIn: Int32Array;
  readonly stunned: Uint8Array;
  /** Per wizard: 1 while his magic is nullified by an item he touches or carries, looked at as each magic phase starts (nullify.ts). */
  readonly nullified: Uint8Array;
  readonly ereWeGo: Int32Array;
  /** Per character: 1 while his item's spell doubles his Strength, until the next magic phase starts (AM p.18; surges.ts). */
  readonly mighty: Uint8Array;
  /** Per unit: 1 while a Death Frenzy is on it (AM p.30; death-frenzy.ts): moves and attacks doubled, charging and pursuing. */
  readonly deathFrenzy: Uint8Array;
  /** Per unit: the Waaagh! spell it is roused by (waaagh-spell.ts: +1 WS, Ld tests re-rolled), −1 none. */
  readonly waaaghBy: Int32Array;
  /** Skaven warpstone (BM p.31-32; warpstone.ts): each side's tokens left, and 1 once they are rolled for this battle. */
  readonly warp = new Int32Array(2);
  warpRolled = 0;

  /** The deck as the rule flags make it (AM p.5): each card's count, one use of the unique specials, the phases they are barred. */
  readonly counts = Int32Array.from(DECK);
  oneUse = 0;
  barred = 0;
  /** 1: the deck is cycled (AM p.5): what is left of it carries from phase to phase, the discard pile shuffled back when it runs out. */
  cycle = 0;
  /** Per card: a unique special played under one-use, out of the deck for the rest of the battle. */
  readonly used = new Uint8Array(CARD_KINDS);

  constructor(n: number, spells: number) {
    this.level = new Int32Array(n);
    this.order = new Int32Array(n);
    this.lost = new Uint8Array(spells);
    this.castIn = new Int32Array(spells);
    this.inPlay = new Uint8Array(spells);
    this.on = new Int32Array(spells);
    this.triedIn = new Int32Array(spells);
    this.holds = new Int32Array(spells);
    this.binds = new Uint8Array(spells);
    this.swordsAt = new Int32Array(spells);
    this.usesLeft = new Int32Array(spells);
    this.discountOn = new Uint8Array(n);
    this.unbreakableOn = new Uint8Array(n);
    this.freeOn = new Uint8Array(n);
    this.freeIn = new Int32Array(n);
    this.drunk = new Int32Array(n);
    this.stored = new Int32Array(n);
    this.familiarHeld = new Uint8Array(n);
    this.manacled = new Int32Array(n);
    this.bound = new Int32Array(n);
    this.banded = new Int32Array(n);
    this.aramar = new Uint8Array(n);
    this.gloryFrom = new Int32Array(n);
    this.escapedFrom = new Int32Array(n);
    this.dispelScrolls = new Int32Array(n);
    this.destroyScrolls = new Int32Array(n);
    this.powerScrolls = new Int32Array(n);
    this.tried = new Uint8Array(n);
    this.silentIn = new Int32Array(n);
    this.wardUsedIn = new Int32Array(n);
    this.stunned = new Uint8Array(n);
    this.nullified = new Uint8Array(n);
    this.ereWeGo = new Int32Array(n);
    this.mighty = new Uint8Array(n);
    this.deathFrenzy = new Uint8Array(n);
    this.waaaghBy = new Int32Array(n).fill(-1);
  }

  /** Back to the start of a battle: no cards in hand, no spell at work, every scroll unread. */
  /** The deck the rule flags give (`magicDeck`, `specialsBarred`, `uniqueSpecials`, `powerCards`, `dispelCards`). */
  configure(flags: Wfb4Flags): void {
    this.counts[CARD_POWER] = flags.powerCards;
    this.counts[CARD_DISPEL] = flags.dispelCards;
    for (let card = CARD_DRAIN; card < CARD_KINDS; card++) this.counts[card] = flags.uniqueSpecials === 'removed' ? 0 : DECK[card];
    this.oneUse = flags.magicDeck === 'one-use' ? 1 : 0;
    this.barred = flags.specialsBarred;
    this.cycle = flags.deckShuffle === 'cycle' ? 1 : 0;
  }

  reset(plan: MagicPlan): void {
    this.level.set(plan.level);
    this.order.set(plan.wizards);
    this.used.fill(0);
    this.worked.fill(0);
    this.dispelScrolls.set(plan.dispelScrolls);
    this.destroyScrolls.set(plan.destroyScrolls);
    this.powerScrolls.set(plan.powerScrolls);
    this.hand.fill(0);
    this.phase = 0;
    this.size = 0; // a cycled deck is shuffled whole as the first phase deals
    this.dealt = 0;
    this.lost.fill(0);
    // A casket's slots hold nothing until a spell is stolen (casket.ts).
    if (plan.anyCasket === 1) for (let s = 0; s < plan.stolenFrom.length; s++) if (plan.stolenFrom[s] >= 0) this.lost[s] = 1;
    this.castIn.fill(0);
    this.inPlay.fill(0);
    this.on.fill(-1);
    this.triedIn.fill(0);
    this.holds.fill(0);
    this.binds.fill(0);
    this.swordsAt.fill(-1);
    this.usesLeft.set(plan.uses);
    this.discountOn.fill(1);
    this.unbreakableOn.fill(1);
    this.freeOn.fill(1);
    this.freeIn.fill(0);
    this.drunk.fill(0);
    this.stored.fill(0);
    this.familiarHeld.fill(0);
    this.manacled.fill(0);
    this.bound.fill(0);
    this.banded.fill(0);
    this.aramar.fill(0);
    this.gloryFrom.fill(-1);
    this.escapedFrom.fill(-1);
    this.silentIn.fill(0);
    this.wardUsedIn.fill(0);
    this.stunned.fill(0);
    this.nullified.fill(0);
    this.ereWeGo.fill(0);
    this.mighty.fill(0);
    this.deathFrenzy.fill(0);
    this.waaaghBy.fill(-1);
    this.warp.fill(0);
    this.warpRolled = 0;
  }

  held(side: number, card: number): number {
    return this.hand[side * CARD_KINDS + card];
  }

  /** `side` discards k of its `card` cards unplayed (a High or Dark Magic swap) or spends them (power on a spell). */
  spend(side: number, card: number, k: number): void {
    this.hand[side * CARD_KINDS + card] -= k;
  }

  /** `side` takes k `card` cards into its hand from elsewhere than the deck (power cards absorbed by a banner, AM p.19). */
  gain(side: number, card: number, k: number): void {
    this.hand[side * CARD_KINDS + card] += k;
  }

  play(side: number, card: number): void {
    this.hand[side * CARD_KINDS + card]--;
    if (this.oneUse === 1 && card >= CARD_DRAIN) this.used[card] = 1;
  }

  /**
   * Deal `winds` cards from the shuffled deck, alternately, the phasing side first (BM p.24):
   * it holds the odd card. A Destroy Spell kept in hand from an earlier phase (BM p.26) is not
   * in the deck. The other side is dealt `fewer` of its cards less (a chalice's, chalice.ts):
   * its last ones stay in the deck.
   */
  deal(rng: Rng, phasing: number, winds: number): void {
    if (this.cycle === 1) {
      this.dealCycled(rng, phasing, winds);
      return;
    }
    this.shuffle();
    if (winds > this.size) winds = this.size;
    this.winds = winds;
    const theirs = (winds >> 1) - this.fewer;
    for (let i = 0; i < winds; i++) {
      if ((i & 1) === 1 && i >> 1 >= theirs) continue;
      this.draw(rng, (i & 1) === 0 ? phasing : 1 - phasing);
    }
  }

  /**
   * The whole deck gathered to be dealt again: every card but those in hand (a Destroy Spell or
   * an Escape kept from an earlier phase, or this phase's cards in a cycled deck), a unique
   * special barred this early, or played already in a one-use deck (AM p.5). Returns its size.
   */
  private shuffle(): number {
    const hand = this.hand;
    let size = 0;
    for (let card = 0; card < CARD_KINDS; card++) {
      if (card >= CARD_DRAIN && (this.used[card] === 1 || (this.barred > 0 && this.phase <= this.barred))) continue;
      for (let k = hand[card] + hand[CARD_KINDS + card]; k < this.counts[card]; k++) this.deck[size++] = card;
    }
    this.size = size;
    this.dealt = 0;
    return size;
  }

  /**
   * A cycled deck (AM p.5): `winds` cards dealt alternately, the phasing side first, from what
   * is left of the deck, the discard pile shuffled back in whenever it runs out; the unique
   * specials a bar kept out go into it as the bar ends.
   */
  private dealCycled(rng: Rng, phasing: number, winds: number): void {
    if (this.barred > 0 && this.phase === this.barred + 1 && this.size > 0) {
      for (let card = CARD_DRAIN; card < CARD_KINDS; card++) {
        for (let k = this.hand[card] + this.hand[CARD_KINDS + card]; k < this.counts[card]; k++) this.deck[this.size++] = card;
      }
    }
    let given = 0;
    const theirs = (winds >> 1) - this.fewer;
    while (given < winds) {
      if ((given & 1) === 1 && given >> 1 >= theirs) {
        given++;
        continue;
      }
      if (this.draw(rng, (given & 1) === 0 ? phasing : 1 - phasing) < 0) break;
      given++;
    }
    this.winds = given;
  }

  /**
   * One card from the deck not yet dealt into `side`'s hand, −1 when none is left: a partial
   * Fisher-Yates shuffle, each card drawn at random from those still in the deck.
   */
  draw(rng: Rng, side: number): number {
    // A cycled deck run out: the discard pile is shuffled back (AM p.5).
    if (this.dealt >= this.size && (this.cycle === 0 || this.shuffle() === 0)) return -1;
    const i = this.dealt;
    const j = i + rollOneOf(rng, this.size - i);
    const card = this.deck[j];
    this.deck[j] = this.deck[i];
    this.deck[i] = card;
    this.dealt = i + 1;
    this.hand[side * CARD_KINDS + card]++;
    return card;
  }

  /** Take one card at random from `side`'s hand, back to the deck (a chalice's, chalice.ts): its kind, −1 when the hand is empty. */
  takeOne(rng: Rng, side: number): number {
    const hand = this.hand;
    let total = 0;
    for (let card = 0; card < CARD_KINDS; card++) total += hand[side * CARD_KINDS + card];
    if (total === 0) return -1;
    let pick = rollOneOf(rng, total);
    for (let card = 0; card < CARD_KINDS; card++) {
      pick -= hand[side * CARD_KINDS + card];
      if (pick < 0) {
        hand[side * CARD_KINDS + card]--;
        return card;
      }
    }
    return -1;
  }

  /**
   * The phase is over: every card is discarded but a Destroy Spell and an Escape, which are kept
   * in hand for a later phase (BM p.26-27) — unless Drain Magic sent even those to the discard pile.
   */
  discard(): void {
    for (let side = 0; side < 2; side++) {
      for (let card = 0; card < CARD_KINDS; card++) {
        if ((card === CARD_DESTROY || card === CARD_ESCAPE) && this.drained === 0) continue;
        this.hand[side * CARD_KINDS + card] = 0;
      }
    }
  }
}
