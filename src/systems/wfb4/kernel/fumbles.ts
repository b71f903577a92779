/**
 * A magic weapon whose 1s to hit strike a friend (rules/wfb4.md §9; AM p.13-16: +2 Strength
 * for the wearer; each 1 he rolls to hit lands on a friendly model in base contact,
 * picked at random; item effect `fumbles`). Of his blows that missed, each came up a 1 with
 * chance 1 in (the score he needed − 1) — a miss is any face under that score, each alike, re-rolled
 * or not — and each such blow strikes a model of the unit he stands with: no roll to hit, wounded
 * at his Strength on its Toughness, saved by its armour as a blow at that Strength, and its
 * casualties its own, counted in no combat result. On his own no friend touches him, and nothing
 * happens.
 *
 * Hot code: integers in and out.
 */
import { rollOneOf } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { woundRolls } from '../../wfb/hit-wound-save.ts';
import { JOINED } from '../../rank-and-file/unit-state.ts';
import { applyWounds } from './casualties.ts';
import { unsavedOn } from './magic-items.ts';
import { traceFumbles } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/**
 * Strike group g's `misses` blows — character u's, which needed `toHit` (above 6: none could hit),
 * at Strength `str` — that were 1s strike his own unit; its models slain strike no blow later in
 * the round, as those the enemy slays (§5.2).
 */
export function fumbles(w: Wfb4World, rng: Rng, g: number, misses: number, toHit: number, str: number): void {
  const u = w.gUnit[g];
  if (w.status[u] !== JOINED || toHit <= 1) return;
  const b = w.host[u];
  if (w.models[b] === 0) return;
  const faces = toHit - 1 < 6 ? toHit - 1 : 6;
  let ones = 0;
  for (let k = 0; k < misses; k++) if (rollOneOf(rng, faces) === 0) ones++;
  if (ones === 0) return;
  const s = str > 10 ? 10 : str;
  const wounds = woundRolls(rng, ones, TO_WOUND[s * 11 + w.T[b]]);
  const unsaved = unsavedOn(w, rng, b, wounds, s, 0, true);
  const slain = applyWounds(w, b, unsaved);
  const e = w.gEng[g];
  if (w.eng.a[e] === b) w.eng.lostA[e] += slain;
  else if (w.eng.b[e] === b) w.eng.lostB[e] += slain;
  if (w.tracer !== null) traceFumbles(w, u, b, ones, unsaved, slain);
}
