/**
 * Chalices and magic cards.
 *
 * A wizard's chalice (AM p.17, effect `chalice`: the bearer may drink at the start of any magic
 * phase and rolls a D6 — 1 he is turned into a Chaos Spawn, 2-3 the enemy receives one magic
 * card less when they are dealt, 4-5 the bearer one more, 6 he may end the magic phase). warsim's
 * policy: he drinks as each magic phase of his side's own player turn starts, before the deal,
 * while he may cast and has drinks left (`drinks`, every such phase unless given); on a 6 he ends
 * the phase when the enemy's wizards able to cast have more magic levels than his side's, the
 * phase being theirs to win, and lets it run otherwise.
 *
 * A chalice any character may carry (AM p.10-12, effect `takesCards`: after the cards are dealt
 * and before any spell is cast, a D6 of magic cards is removed from each side; a player without
 * enough surrenders a spell card too, and each spell surrendered wounds the bearer on 4+).
 * warsim's policy: used in each magic phase where the enemy's wizards able to cast have more
 * magic levels than his side's; the cards taken at random, back to the deck; the spell a side
 * surrenders is the last card of its lowest-level wizard still held, lost for the battle.
 *
 * Hot code: integers in and out.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { applyWounds, fallen } from './casualties.ts';
import { canCast } from './characters.ts';
import { traceCardsTaken, traceChalice, traceSpellSurrendered } from './trace-magic.ts';
import { mayCast } from './spells.ts';
import { turnedToSpawn } from './warpstone.ts';
import type { Wfb4World } from './world.ts';

/** As `phasing`'s magic phase starts: its wizards drink from their chalices. Sets the deal's `fewer` and `more` (magic-state.ts deal()); true when one of them ends the phase. */
export function drinkFromChalices(w: Wfb4World, rng: Rng, phasing: number): boolean {
  const m = w.plan.magic;
  const g = w.magic;
  g.fewer = 0;
  g.more = 0;
  for (let k = m.wizardsFrom[phasing]; k < m.wizardsFrom[phasing + 1]; k++) {
    const c = g.order[k];
    if (m.chaliceDrinks[c] === 0 || g.drunk[c] >= m.chaliceDrinks[c] || !mayCast(w, c)) continue;
    g.drunk[c]++;
    const roll = rollD6(rng);
    const ends = roll === 6 && levelsAble(w, 1 - phasing) > levelsAble(w, phasing);
    if (w.tracer !== null) traceChalice(w, c, roll, ends);
    if (roll === 1) turnedToSpawn(w, rng, c);
    else if (roll <= 3) g.fewer++;
    else if (roll <= 5) g.more++;
    else if (ends) return true;
  }
  return false;
}

/** After the deal: the cards the phasing side's chalices added (drinkFromChalices()). */
export function chaliceCards(w: Wfb4World, rng: Rng, phasing: number): void {
  for (let k = 0; k < w.magic.more; k++) w.magic.draw(rng, phasing);
}

/** After the deal: each character whose item takes cards uses it, when the enemy's magic is the stronger. */
export function takeCards(w: Wfb4World, rng: Rng): void {
  const p = w.plan;
  const m = p.magic;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (m.cardTaker[c] === 0 || !canCast(w, c)) continue;
    const side = p.side[c];
    if (levelsAble(w, 1 - side) <= levelsAble(w, side)) continue;
    const n = rollD6(rng);
    const mine = takeFrom(w, rng, side, n);
    const theirs = takeFrom(w, rng, 1 - side, n);
    if (w.tracer !== null) traceCardsTaken(w, c, n);
    if (mine < n) surrender(w, rng, c, side);
    if (theirs < n) surrender(w, rng, c, 1 - side);
  }
}

/** Up to `n` cards taken at random from `side`'s hand: how many it had to give. */
function takeFrom(w: Wfb4World, rng: Rng, side: number, n: number): number {
  let taken = 0;
  while (taken < n && w.magic.takeOne(rng, side) >= 0) taken++;
  return taken;
}

/** `side`, short of cards, surrenders a spell card for the battle — its lowest-level wizard's last still held — and bearer c rolls a D6: 4+ a wound. */
function surrender(w: Wfb4World, rng: Rng, c: number, side: number): void {
  const m = w.plan.magic;
  const g = w.magic;
  for (let k = m.wizardsFrom[side + 1] - 1; k >= m.wizardsFrom[side]; k--) {
    const wiz = g.order[k];
    for (let s = m.spellsFrom[wiz] + m.spellCount[wiz] - 1; s >= m.spellsFrom[wiz]; s--) {
      if (g.lost[s] === 1 || g.inPlay[s] === 1) continue; // a card in hand, not one in play
      g.lost[s] = 1;
      const roll = rollD6(rng);
      if (w.tracer !== null) traceSpellSurrendered(w, c, side, s, roll);
      if (roll < 4) return;
      applyWounds(w, c, 1);
      fallen(w, rng, c);
      return;
    }
  }
}

/** The magic levels of `side`'s wizards able to cast now. */
function levelsAble(w: Wfb4World, side: number): number {
  const m = w.plan.magic;
  let levels = 0;
  for (let k = m.wizardsFrom[side]; k < m.wizardsFrom[side + 1]; k++) {
    const c = w.magic.order[k];
    if (mayCast(w, c)) levels += w.magic.level[c];
  }
  return levels;
}
