/**
 * Magic items that raise their bearer's Strength for one turn (AM p.10-12: the character
 * gains +3 Strength for a turn; plan.items.surgeS, surgeUses). Used as his side's turn
 * starts, for that player turn — its combat phase — while it has uses left; warsim uses it
 * whenever he is in close combat then (his own unit, or he alone, engaged) and it is spent for
 * nothing otherwise. His blows read surgedS() (combat.ts).
 *
 * Hot code: integers in and out.
 */
import { ENGAGED } from '../../rank-and-file/unit-state.ts';
import { bodyOf } from './characters.ts';
import { traceSurge } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** As `side`'s turn starts: every surge of the last player turn ends, and `side`'s characters in close combat use theirs. */
export function surgesAtTurnStart(w: Wfb4World, side: number): void {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (p.items.surgeS[c] === 0) continue;
    w.uses.surging[c] = 0;
    if (p.side[c] !== side || w.models[c] === 0 || w.uses.surges[c] === 0 || w.status[bodyOf(w, c)] !== ENGAGED) continue;
    w.uses.surging[c] = 1;
    w.uses.surges[c]--;
    if (w.tracer !== null) traceSurge(w, c, p.items.surgeS[c], w.uses.surges[c]);
  }
}

/** Character c's Strength in his own blows: his Strength now (a weapon may have weakened it), raised while his item's surge works. */
export function surgedS(w: Wfb4World, c: number): number {
  return w.uses.surging[c] === 1 ? w.S[c] + w.plan.items.surgeS[c] : w.S[c];
}
