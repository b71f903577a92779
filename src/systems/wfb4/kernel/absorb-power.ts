/**
 * The Skaven banner that drinks the enemy's magic (AM p.19: as an enemy spell is cast at
 * the unit, a D6 for each power card paid, each 4+ soaking that card up for the Skaven
 * wizards to spend that phase; banner effect `absorbs-power`): as an enemy spell paid with power
 * cards is cast at the unit, or at a character with it, a D6 for each power card spent — a Total
 * Power card is no power card, a warpstone token no card — and each 4+ puts a power card into
 * the banner's side's hand, to spend in this phase. The spell is cast all the same (warsim's
 * reading: the cards are taken as they are spent); what its side does not spend is discarded
 * with the rest of its hand as the phase ends.
 */
import { countAtLeast } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { CARD_POWER } from '../magic-state.ts';
import { bodyOf, flies } from './characters.ts';
import { traceAbsorbed } from './trace-banners.ts';
import type { Wfb4World } from './world.ts';

/** The D6 score on which a power card is absorbed. */
const ABSORB_ON = 4;

/** Spell s, cast at t with `cards` power cards: the banner over t's unit absorbs those it rolls 4+ for. */
export function absorbPower(w: Wfb4World, rng: Rng, s: number, t: number, cards: number): void {
  const p = w.plan;
  if (cards <= 0 || t < 0) return;
  const u = bodyOf(w, t);
  const side = p.side[u];
  if (side === p.side[p.magic.caster[s]] || !flies(w, u, p.rule.absorbsPower)) return;
  const absorbed = countAtLeast(rng, cards, ABSORB_ON);
  w.magic.gain(side, CARD_POWER, absorbed);
  if (w.tracer !== null) traceAbsorbed(w, u, cards, absorbed);
}
