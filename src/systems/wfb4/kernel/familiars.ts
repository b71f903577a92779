/**
 * A wizard's Warrior Familiar (BM p.35; built-in item warrior-familiar): it stays at its master's
 * side, and in close combat takes the blows struck at him while it lives and strikes his
 * attackers with its own profile — first in a fight's first round (strike-order.ts), as a strike
 * group of kind FAMILIAR (combat.ts strike()). It wears no armour: every wound it takes is
 * unsaved, and its one wound slays it.
 */
import type { Rng } from '../../../core/rng.ts';
import { woundRolls } from '../../wfb/hit-wound-save.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { BUILTIN_PROFILES } from '../data/profiles.ts';
import { bodyOf } from './characters.ts';
import { weaponHits, weaponWoundNeed } from './magic-items.ts';
import { meleeHits } from './melee-hits.ts';
import { CHARACTER, RIDER } from './strike-kinds.ts';
import { traceFamiliarStruck } from './trace.ts';
import type { Wfb4World } from './world.ts';

const PROFILE = BUILTIN_PROFILES['warrior-familiar'];
export const FAMILIAR_WS = PROFILE.WS;
export const FAMILIAR_S = PROFILE.S;
export const FAMILIAR_T = PROFILE.T;
export const FAMILIAR_I = PROFILE.I;
export const FAMILIAR_A = PROFILE.A;

/**
 * `attacks` blows of strike group g at Weapon Skill ws and Strength str, struck at wizard c, fall
 * on his Warrior Familiar: to hit on the WS table against its WS, to wound against its T, no save;
 * a wound slays it, and the wounds it takes count in the combat's result (overkill as the flag
 * says, §12-7). The blows that find it slain are lost with it.
 */
export function familiarStruck(w: Wfb4World, rng: Rng, g: number, c: number, attacks: number, ws: number, str: number): void {
  const p = w.plan;
  const u = w.gUnit[g];
  const kind = w.gKind[g];
  const weapon = w.anyItems && p.rule.magicWeapon[u] === 1 && (kind === CHARACTER || kind === RIDER);
  // Past n: no item of the wizard guards his familiar.
  const rolled = meleeHits(w, rng, g, w.n + w.n + c, bodyOf(w, c), attacks, ws, FAMILIAR_WS, weapon);
  const hits = weapon ? weaponHits(w, rng, u, rolled) : rolled;
  const toWound = weapon ? weaponWoundNeed(w, u, TO_WOUND[str * 11 + FAMILIAR_T]) : TO_WOUND[str * 11 + FAMILIAR_T];
  const wounds = woundRolls(rng, hits, toWound);
  const slain = wounds > 0 ? 1 : 0;
  if (slain === 1) w.familiarAlive[c] = 0;
  w.score[p.side[u]] += p.flags.overkill === 'rolled' ? wounds : slain;
  if (w.tracer !== null) traceFamiliarStruck(w, u, kind, c, attacks, w.hitNeed, w.hatedReroll, hits, wounds, str, slain === 1);
}
