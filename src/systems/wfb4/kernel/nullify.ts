/**
 * An item that negates magic (rules/wfb4.md §9; AM p.10-12: any wizard touching the bearer
 * loses his magic (so does the bearer, if a wizard): he casts no
 * spell, uses no magic card, and his spells in play end; every spell
 * aimed at the caster or his unit is dispelled with no roll; item effect
 * `nullifiesMagic`). As each magic phase starts, a wizard touching a bearer — each on his own in
 * contact, or in his unit's front rank where it fights the other, as contact-wounds.ts reads a
 * contact — or carrying the item himself has no magic that phase: he casts nothing and uses no
 * card (characters.ts canCast()), and his spells in play end. Spells at the bearer or his unit are
 * dispelled with no roll (a spell ward needing nothing: dispel.ts spellWarded()).
 *
 * Hot code for such items only (plan.items.anyNullify): integers in and out.
 */
import { opponentIn } from '../../rank-and-file/engagements.ts';
import { JOINED } from '../../rank-and-file/unit-state.ts';
import { fightsOn } from './characters.ts';
import { endSpell } from './spells.ts';
import { traceNullified } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** As a magic phase starts: which wizards' magic is nullified this phase; their spells in play end. */
export function magicNullified(w: Wfb4World): void {
  const p = w.plan;
  const g = w.magic;
  const wizards = p.magic.wizards;
  for (let k = 0; k < wizards.length; k++) {
    const c = wizards[k];
    const was = g.nullified[c];
    const now = w.models[c] > 0 && (p.items.nullifies[c] === 1 || touchesBearer(w, c)) ? 1 : 0;
    g.nullified[c] = now;
    if (now === 0) continue;
    // His spells in play are dispelled.
    for (let s = 0; s < p.magic.caster.length; s++) if (p.magic.caster[s] === c && g.inPlay[s] === 1) endSpell(w, s, 0);
    if (was === 0 && w.tracer !== null) traceNullified(w, c);
  }
}

/** Whether wizard c is in base contact with an enemy character whose item negates magic. */
function touchesBearer(w: Wfb4World, c: number): boolean {
  const p = w.plan;
  const eng = w.eng;
  const body = w.status[c] === JOINED ? w.host[c] : c;
  for (let k = 0; k < p.characters.length; k++) {
    const b = p.characters[k];
    if (p.items.nullifies[b] === 0 || p.side[b] === p.side[c] || w.models[b] === 0) continue;
    const bearerBody = w.status[b] === JOINED ? w.host[b] : b;
    for (let e = 0; e < eng.count; e++) {
      if (opponentIn(eng, e, body) !== bearerBody) continue;
      if ((body === c || fightsOn(w, c, e)) && (bearerBody === b || fightsOn(w, b, e))) return true;
    }
  }
  return false;
}
