/**
 * A casket that steals spells (AM p.10-12, effect `stealsSpells`: once at the start of each magic
 * phase it steals one spell, determined randomly, from an enemy wizard in base contact; the spell
 * may be played in the magic phase in the normal fashion at no power cost, then discarded; a
 * spell of variable power counts as cast with 3). As each magic phase starts, before the deal,
 * a bearer standing free takes a spell card at random from the first enemy wizard touching him
 * — both fighting across one engagement (warsim's reading of base contact: the bearer on his own
 * or in his unit's front rank, the wizard the same) — among those the wizard holds and has not in
 * play; the wizard loses it for the battle, and the bearer's slot for it (compile-magic.ts
 * casketSlots()) casts it once, as a spell bound in an item (magic.ts itemCast()).
 *
 * Hot code: integers in and out.
 */
import { rollOneOf } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { opponentIn } from '../../rank-and-file/engagements.ts';
import { ENGAGED, JOINED } from '../../rank-and-file/unit-state.ts';
import { bodyOf, canCast, fightsOn } from './characters.ts';
import { traceSpellStolen } from './trace-magic.ts';
import type { Wfb4World } from './world.ts';

/** As a magic phase starts: each casket steals a spell from an enemy wizard touching its bearer. */
export function casketsSteal(w: Wfb4World, rng: Rng): void {
  const p = w.plan;
  const m = p.magic;
  const g = w.magic;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (m.casket[c] === 0 || !canCast(w, c)) continue;
    const wiz = wizardTouching(w, c);
    if (wiz < 0) continue;
    let held = 0;
    for (let s = m.spellsFrom[wiz], stop = s + m.spellCount[wiz]; s < stop; s++) if (g.lost[s] === 0 && g.inPlay[s] === 0) held++;
    if (held === 0) continue;
    let pick = rollOneOf(rng, held);
    for (let s = m.spellsFrom[wiz], stop = s + m.spellCount[wiz]; s < stop; s++) {
      if (g.lost[s] === 1 || g.inPlay[s] === 1 || pick-- > 0) continue;
      g.lost[s] = 1;
      const slot = slotFor(w, c, s);
      if (slot >= 0) g.lost[slot] = 0;
      if (w.tracer !== null) traceSpellStolen(w, c, wiz, s);
      break;
    }
  }
}

/** The first enemy wizard touching character c (casket.ts's reading of base contact), −1 none. */
function wizardTouching(w: Wfb4World, c: number): number {
  const p = w.plan;
  const m = p.magic;
  const body = bodyOf(w, c);
  if (w.status[body] !== ENGAGED) return -1;
  const enemy = 1 - p.side[c];
  for (let e = 0; e < w.eng.count; e++) {
    const foe = opponentIn(w.eng, e, body);
    if (foe < 0 || (body !== c && !fightsOn(w, c, e))) continue;
    for (let k = m.wizardsFrom[enemy]; k < m.wizardsFrom[enemy + 1]; k++) {
      const wiz = w.magic.order[k];
      if (wiz === foe || (w.status[wiz] === JOINED && w.host[wiz] === foe && fightsOn(w, wiz, e))) return wiz;
    }
  }
  return -1;
}

/** Bearer c's casket slot for enemy spell s, −1 when it casts no such card (the Waaagh!, Death Frenzy). */
function slotFor(w: Wfb4World, c: number, s: number): number {
  const m = w.plan.magic;
  const side = w.plan.side[c];
  for (let k = m.itemsFrom[side]; k < m.itemsFrom[side + 1]; k++) if (m.caster[k] === c && m.stolenFrom[k] === s) return k;
  return -1;
}
