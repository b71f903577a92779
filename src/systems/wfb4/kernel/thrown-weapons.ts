/**
 * A weapon thrown in the shooting phase that flies back to its wielder's hand (rules/wfb4.md §9;
 * AM p.36: a rune on a hammer lets the wielder throw it up to 12" at an enemy model in the
 * shooting phase; it hits automatically, once, as if he had struck with it; item effect
 * `thrown`). Who throws, and at whom: throwing.ts.
 *
 * The hit is his blow with the weapon: his Strength (a rune's against a tougher foe), the
 * weapon's score to wound, its powers against some foes, its hits and wounds each; saved as the
 * weapon allows, as his blow is in close combat (the card: as if struck by the wielder). Its
 * powers that act after a blow — slaying tests, lingering, weakening, runes of curse and grudge,
 * and the like — are refused beside it (compile-items.ts).
 *
 * Hot code for throwers only: integers in and out.
 */
import type { Rng } from '../../../core/rng.ts';
import { woundRolls } from '../../wfb/hit-wound-save.ts';
import { applyWounds, wipedOut } from './casualties.ts';
import { weaponDie, weaponHits, weaponToWound, weaponUnsaved, weaponWoundS, weaponWounds } from './magic-items.ts';
import { afterRegeneration } from './regeneration.ts';
import { panicAtQuarter } from './shooting.ts';
import { traceThrown } from './trace-items.ts';
import { runeStrength } from './weapon-runes.ts';
import type { Wfb4World } from './world.ts';

/** Character c throws his weapon at unit t: one hit on its troops, or on t itself, a character on his own. */
export function throwWeapon(w: Wfb4World, rng: Rng, c: number, t: number): void {
  const p = w.plan;
  const it = p.items;
  const str = it.anyRunes === 1 ? runeStrength(w, c, t, w.S[c]) : w.S[c];
  const vs = it.against[c * w.n + t] === 1;
  const woundS = weaponWoundS(w, c, str, vs);
  const toWound = weaponToWound(w, c, t, woundS, vs);
  const hits = weaponHits(w, rng, c, 1);
  const wounds = woundRolls(rng, hits, toWound);
  const unsaved = weaponUnsaved(w, rng, c, t, false, wounds, str, 0);
  // Wounds regenerated, or negated by a talisman, are not suffered (§12-17; AM p.9).
  const suffered = w.anyRegeneration && unsaved > 0 ? afterRegeneration(w, rng, t, unsaved) : unsaved;
  const die = weaponDie(w, c, t, vs);
  const slain = die !== 1 ? weaponWounds(w, rng, die, t, suffered) : applyWounds(w, t, suffered);
  w.phaseLoss[t] += slain;
  if (w.tracer !== null) traceThrown(w, c, t, hits, wounds, woundS, unsaved, slain);
  if (w.models[t] === 0) wipedOut(w, t);
  else panicAtQuarter(w, rng, t, c);
}
