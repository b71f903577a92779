/**
 * The Escape card (rules/wfb4.md §9.2; BM p.27): kept in hand from phase to phase, it is played
 * when one of its side's wizards would be slain — by blows, missiles, spells, or the end of the
 * unit he is with — and he vanishes into the Realm of Chaos instead, his wounds healed. At the
 * start of each later magic phase he comes back on a D6 of 5 or 6 (BM p.27: "anywhere on the
 * table"): warsim puts him back with the unit he left if it still stands, else with his side's
 * first unit of troops that does, and while none does he stays away. Away, he neither casts nor
 * counts for the Winds of Magic. The policy plays the card for the first wizard who needs it.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { JOINED, OFF_TABLE, standing } from '../../rank-and-file/unit-state.ts';
import { CARD_ESCAPE } from '../magic-state.ts';
import { detach } from './engagements.ts';
import { keepPace, rejoin } from './parting.ts';
import { traceEscapes, traceReturns } from './trace-magic.ts';
import type { Wfb4World } from './world.ts';

/** Wizard c would be slain: his side plays Escape if it holds one, and he vanishes. True when he did. */
export function escapes(w: Wfb4World, c: number): boolean {
  if (!w.anyMagic || w.plan.magic.level[c] === 0 || w.plan.rule.character[c] === 0) return false; // a wizard, not a unit of Daemons
  const g = w.magic;
  const side = w.plan.side[c];
  if (g.held(side, CARD_ESCAPE) === 0) return false;
  g.play(side, CARD_ESCAPE);
  const h = w.status[c] === JOINED ? w.host[c] : -1;
  g.escapedFrom[c] = h;
  w.status[c] = OFF_TABLE;
  w.models[c] = 1;
  w.pool[c] = 0;
  if (h >= 0) keepPace(w, h);
  else detach(w, c);
  if (w.tracer !== null) traceEscapes(w, c);
  return true;
}

/** As a magic phase starts: each wizard away in the Realm of Chaos comes back on a 5 or 6, into a unit of his side standing. */
export function escapedReturn(w: Wfb4World, rng: Rng): void {
  const m = w.plan.magic;
  for (let k = 0; k < m.wizards.length; k++) {
    const c = w.magic.order[k];
    if (w.status[c] !== OFF_TABLE) continue;
    const roll = rollD6(rng);
    const h = roll >= 5 ? homeFor(w, c) : -1;
    if (h >= 0) rejoin(w, c, h);
    if (w.tracer !== null) traceReturns(w, c, roll, h);
  }
}

/** The unit wizard c comes back to: the one he left, if it still stands, else his side's first unit of troops standing; −1 none. */
function homeFor(w: Wfb4World, c: number): number {
  const p = w.plan;
  const left = w.magic.escapedFrom[c];
  if (left >= 0 && standing(w.status, left)) return left;
  for (let u = w.sideFrom[p.side[c]], stop = w.sideTo[p.side[c]]; u < stop; u++) {
    if (p.side[u] !== p.side[c] || !standing(w.status, u) || p.rule.character[u] === 1) continue;
    if (p.rule.warMachine[u] === 1 || p.rule.chariot[u] === 1 || p.rule.monster[u] === 1) continue;
    if (w.anyBuilding && w.inBuilding[u] >= 0) continue;
    return u;
  }
  return -1;
}
