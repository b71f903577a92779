/**
 * Saving throws (rules/wfb3.md §4.7), one rule for blows, free hacks and missiles: the save the
 * model has, +1 frenzied (his unit, or a character on his own), +1 in a shieldwall and +2 in a testudo, the weapon's modifier added to the roll, the strength's (flag
 * strengthSaveModifier: hand-to-hand only, everything, or nothing); a frenzied model without
 * armour saves only under frenzySaveUnarmoured; no save is better than 2+ unless saveNaturalOne
 * lets a natural 1 save.
 *
 * Hot code: integers in and out.
 */
import { countAtLeast } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { STRENGTH_SAVE_MOD } from '../../wfb/tables.ts';
import { NO_SAVE } from '../data/armour.ts';
import { frenzyOf } from './own-reactions.ts';
import { SHIELDWALL, TESTUDO, type Wfb3World } from './world.ts';

/**
 * The score row r's model needs to save a wound of strength s (NO_SAVE: none): r a unit, or a
 * character in one; `base` its save (with or without its shield), `rollBonus` what the weapon
 * adds to the roll, `missile` 1 for a shot.
 */
export function saveNeed(w: Wfb3World, r: number, base: number, rollBonus: number, s: number, missile: number): number {
  const f = w.plan.flags;
  const t = r < w.n ? r : w.plan.host[r];
  const frenzied = frenzyOf(w, r, t);
  let save = base;
  if (save >= NO_SAVE && (!frenzied || f.frenzySaveUnarmoured === 'none')) return NO_SAVE;
  if (frenzied) save--;
  // A shieldwall +1, a testudo +2 (§2.3).
  if (w.formation[t] === SHIELDWALL) save--;
  else if (w.formation[t] === TESTUDO) save -= 2;
  save -= rollBonus;
  if (f.strengthSaveModifier === 'all' || (missile === 0 && f.strengthSaveModifier === 'hand-to-hand')) save += STRENGTH_SAVE_MOD[s];
  const best = f.saveNaturalOne === 'fails' ? 2 : 1;
  return save < best ? best : save;
}

/** The wounds of `wounds` that saves needing `need` fail to stop (above 6: none saved, and no die rolled). */
export function failedSaves(rng: Rng, wounds: number, need: number): number {
  return wounds - countAtLeast(rng, wounds, need);
}
