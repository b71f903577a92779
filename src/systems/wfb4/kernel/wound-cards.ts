/**
 * A blade whose wounds earn its wielder magic cards (rules/wfb4.md §9; AM p.13-16: every wound dealt
 * to a living creature earns the wielder a magic card for the next magic phase;
 * item effect `cardsForWounds`). Each wound his blows inflict in close combat — counted in the
 * result, as a life-draining blade's — on a model that is neither Undead nor a Daemon, nor a
 * chariot or war machine (whose wounds fall on the machine as on its crew), earns him a card;
 * after the next magic phase's deal, if he is still on the table, he takes them from the deck into
 * his side's hand. A phase dealing no card (no wizard able to cast) loses them.
 *
 * Hot code for such blades only (plan.items.anyCardsForWounds): integers in and out.
 */
import type { Rng } from '../../../core/rng.ts';
import { alive } from '../../rank-and-file/unit-state.ts';
import { traceCardsEarned, traceCardsForWounds } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** Wielder u's blade inflicted `wounds` counted wounds on t: a card for each, if t lives. */
export function earnCards(w: Wfb4World, u: number, t: number, wounds: number): void {
  const p = w.plan;
  if (p.rule.undead[t] === 1 || p.daemon[t] === 1 || p.rule.chariot[t] === 1 || p.rule.warMachine[t] === 1) return;
  w.uses.cardsEarned[u] += wounds;
  if (w.tracer !== null) traceCardsEarned(w, u, t, wounds);
}

/** After a magic phase's deal (`dealt`), or as one deals none: each wielder takes the cards his blade earned, the phasing side's first. */
export function cardsForWounds(w: Wfb4World, rng: Rng, phasing: number, dealt: boolean): void {
  const p = w.plan;
  const g = w.magic;
  for (let k = 0; k < 2; k++) {
    const side = k === 0 ? phasing : 1 - phasing;
    for (let j = 0; j < p.characters.length; j++) {
      const c = p.characters[j];
      const earned = w.uses.cardsEarned[c];
      if (earned === 0 || p.side[c] !== side) continue;
      w.uses.cardsEarned[c] = 0;
      if (!dealt || w.models[c] === 0 || !alive(w.status, c)) continue;
      let drawn = 0;
      for (let i = 0; i < earned; i++) if (g.draw(rng, side) >= 0) drawn++;
      if (w.tracer !== null) traceCardsForWounds(w, c, drawn);
    }
  }
}
