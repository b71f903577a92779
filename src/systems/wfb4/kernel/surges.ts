/**
 * Magic items that raise their bearer's Strength for a while:
 * - a surge for one turn (AM p.10-12: the character gains +3 Strength for a turn;
 *   plan.items.surgeS, surgeUses). Used as his side's turn starts, for that player turn — its
 *   combat phase — while it has uses left; warsim uses it whenever he is in close combat then
 *   (his own unit, or he alone, engaged) and it is spent for nothing otherwise;
 * - a spell bound in the item that doubles it, at most 10, from the magic phase it is cast in
 *   to the start of the next (AM p.18: "Wearer doubles S (max. S10) until beginning of next
 *   magic phase"; SPELL_MIGHT). Cast as any item's spell, with no power card and open to the
 *   enemy's dispels (magic.ts itemCast()); warsim casts it when he is in close combat as his
 *   side's turn to cast comes, so that it works in the fight's next combat phase.
 * His blows in close combat read surgedS() (combat.ts).
 *
 * Hot code: integers in and out.
 */
import { ENGAGED } from '../../rank-and-file/unit-state.ts';
import { bodyOf } from './characters.ts';
import { traceMight, traceSurge } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** The most a doubled Strength reaches (AM p.18: "max. S10"). */
const MOST_S = 10;

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

/** Character c's Strength in his own blows: his Strength now (a weapon may have weakened it), doubled while his item's spell works, raised while his item's surge works. */
export function surgedS(w: Wfb4World, c: number): number {
  let s = w.S[c];
  if (w.anyMagic && w.magic.mighty[c] === 1) s = s + s < MOST_S ? s + s : MOST_S;
  return w.uses.surging[c] === 1 ? s + w.plan.items.surgeS[c] : s;
}

/** Whom bearer c casts his item's spell that doubles his Strength on (SPELL_MIGHT): himself, while he is in close combat (his unit, or he alone, engaged); −1 not now. */
export function mightTarget(w: Wfb4World, c: number): number {
  return w.models[c] > 0 && w.magic.mighty[c] === 0 && w.status[bodyOf(w, c)] === ENGAGED ? c : -1;
}

/** Bearer c's item's spell works: his Strength is doubled until the next magic phase starts. */
export function mightOn(w: Wfb4World, c: number): void {
  w.magic.mighty[c] = 1;
  if (w.tracer !== null) traceMight(w, c, w.S[c] + w.S[c] < MOST_S ? w.S[c] + w.S[c] : MOST_S);
}
