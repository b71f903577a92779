/**
 * Armour that strikes back (AM p.8, effect `riposte`: each hit the armour saves sends an S3
 * hit back at the attacker; the shield's one S4 bolt at that enemy): for each blow
 * a character's armour saves in close combat, a hit at the item's Strength on the one who struck
 * it — his troops, or the character himself — wounded and saved as any blow, the wounds counted
 * in the combat's result for the armour's side, the slain striking no more this round. The blows
 * of steeds, champions, familiars and a chariot's impact are not answered: warsim's reading, the
 * hit falls on a row of the engine, and they have none of their own to take it.
 */
import type { Rng } from '../../../core/rng.ts';
import { woundRolls } from '../../wfb/hit-wound-save.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { woundsInFight } from './casualties.ts';
import { JOINED } from '../../rank-and-file/unit-state.ts';
import { characterSlain } from './characters.ts';
import { unsavedOn } from './magic-items.ts';
import { afterRegeneration } from './regeneration.ts';
import { byCharacter, CHARACTER, CHARACTER_PISTOL, PISTOL, RIDER } from './strike-kinds.ts';
import { traceRebound, traceRiposte } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** Whether strike group g's blows may be answered: by troops or a character, with a model left to take it. */
function answerable(w: Wfb4World, g: number): boolean {
  const kind = w.gKind[g];
  return w.models[w.gUnit[g]] > 0 && (kind === RIDER || kind === PISTOL || kind === CHARACTER || kind === CHARACTER_PISTOL);
}

/** Character t's armour saved `saved` of strike group g's blows: its hits back on the striker. */
export function riposte(w: Wfb4World, rng: Rng, g: number, t: number, saved: number): void {
  const p = w.plan;
  const u = w.gUnit[g];
  if (saved <= 0 || !answerable(w, g)) return;
  const str = p.items.riposte[t];
  const wounds = woundRolls(rng, saved, TO_WOUND[str * 11 + w.T[u]]);
  const unsaved = unsavedOn(w, rng, u, wounds, str, 0, true);
  const suffered = w.anyRegeneration ? afterRegeneration(w, rng, u, unsaved) : unsaved;
  const slain = woundsInFight(w, u, w.gEng[g], p.side[t], suffered);
  if (w.tracer !== null) traceRiposte(w, t, u, saved, str, wounds, unsaved, slain);
  // A character struck back at falls as a character does; a unit wiped out is the round's to find (combat.ts).
  if (slain > 0 && byCharacter(w.gKind[g]) && w.models[u] === 0 && w.status[u] === JOINED) characterSlain(w, rng, u);
}

/**
 * Character t's ward negated `warded` of strike group g's wounds in close combat, and his item
 * rebounds them (AM p.9, the Black Amulet; effect `rebound`): each a wound on the striker, no
 * save at all — regeneration and a ward of his own are no saves, and are rolled — counted in the
 * combat's result for t's side.
 */
export function rebound(w: Wfb4World, rng: Rng, g: number, t: number, warded: number): void {
  const p = w.plan;
  const u = w.gUnit[g];
  if (warded <= 0 || !answerable(w, g)) return;
  const suffered = w.anyRegeneration ? afterRegeneration(w, rng, u, warded) : warded;
  const slain = woundsInFight(w, u, w.gEng[g], p.side[t], suffered);
  if (w.tracer !== null) traceRebound(w, t, u, warded, suffered, slain);
  if (slain > 0 && byCharacter(w.gKind[g]) && w.models[u] === 0 && w.status[u] === JOINED) characterSlain(w, rng, u);
}
