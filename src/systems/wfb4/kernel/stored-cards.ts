/**
 * Power cards kept from one magic phase to the next (rules/wfb4.md §9.2): in an item that stores
 * a side's unused power cards (AM p.17, effect `storeCards`), and by a Power Familiar, which holds
 * one (BM p.35, effect `familiar: power`). Cards are stored as the phase ends and given back to
 * the side's hand after the next deal, while the wizard may cast; Drain Magic, which ends the
 * phase, leaves nothing to store.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { CARD_KINDS, CARD_POWER } from '../magic-state.ts';
import { mayCast } from './spells.ts';
import { traceFamiliarGives, traceFamiliarHolds, traceStoredBack, traceStoresCards } from './trace-magic.ts';
import type { Wfb4World } from './world.ts';

/**
 * As the phase ends, each wizard able to cast whose item keeps power cards keeps his side's unused
 * ones in it, up to its most (AM p.17); then one with a Power Familiar that holds none gives it
 * one, if one is left (BM p.35).
 */
export function storeCards(w: Wfb4World): void {
  const m = w.plan.magic;
  const g = w.magic;
  for (let k = 0; k < m.wizards.length; k++) {
    const c = m.wizards[k];
    if ((m.storeMost[c] === 0 && m.familiarStore[c] === 0) || !mayCast(w, c)) continue;
    const side = w.plan.side[c];
    const room = m.storeMost[c] - g.stored[c];
    const held = g.held(side, CARD_POWER);
    const kept = room < held ? room : held;
    if (kept > 0) {
      g.spend(side, CARD_POWER, kept);
      g.stored[c] += kept;
      if (w.tracer !== null) traceStoresCards(w, c, kept);
    }
    if (m.familiarStore[c] === 1 && g.familiarHeld[c] === 0 && held - (kept > 0 ? kept : 0) > 0) {
      g.spend(side, CARD_POWER, 1);
      g.familiarHeld[c] = 1;
      if (w.tracer !== null) traceFamiliarHolds(w, c);
    }
  }
}

/**
 * After the deal, each wizard whose item kept power cards gives them back to his side's hand —
 * where it is risky, unless a D6 at or under their number loses them all (AM p.17) — and one
 * whose Power Familiar holds a card takes it (BM p.35). A wizard no longer able to cast takes
 * nothing back, and the cards stay where they are.
 */
export function storedCardsBack(w: Wfb4World, rng: Rng): void {
  const m = w.plan.magic;
  const g = w.magic;
  for (let k = 0; k < m.wizards.length; k++) {
    const c = m.wizards[k];
    const kept = g.stored[c];
    if ((kept === 0 && g.familiarHeld[c] === 0) || !mayCast(w, c)) continue;
    const hand = w.plan.side[c] * CARD_KINDS + CARD_POWER;
    if (kept > 0) {
      g.stored[c] = 0;
      const roll = m.storeRisky[c] === 1 ? rollD6(rng) : 0;
      const lost = roll > 0 && roll <= kept;
      if (!lost) g.hand[hand] += kept;
      if (w.tracer !== null) traceStoredBack(w, c, kept, roll, lost);
    }
    if (g.familiarHeld[c] === 1) {
      g.familiarHeld[c] = 0;
      g.hand[hand]++;
      if (w.tracer !== null) traceFamiliarGives(w, c);
    }
  }
}
