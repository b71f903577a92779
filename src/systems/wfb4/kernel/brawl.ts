/**
 * A brawl between units of one side (rules/wfb4.md §7): Orc & Goblin animosity's Get 'em! and
 * the fight of rival Daemons. Each unit's front rank strikes the other — the champion with his
 * own profile, the steeds with theirs — to hit, to wound and save as in close combat (§5.4-§5.8),
 * with no combat result and nothing tested after.
 */
import { countAtLeast } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { DESTROYED } from '../../rank-and-file/unit-state.ts';
import { saveAgainst, unsavedWounds, woundRolls } from '../../wfb/hit-wound-save.ts';
import { MELEE_TO_HIT, TO_WOUND } from '../../wfb/tables.ts';
import { applyWounds, wipedOut } from './casualties.ts';
import { frontRank } from './formation.ts';
import { afterRegeneration } from './regeneration.ts';
import { saveOf } from './sapping.ts';
import { traceBrawl } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** The unsaved wounds a's front rank deals b in a brawl; `charging`, with its charge bonuses. */
export function brawlBlows(w: Wfb4World, rng: Rng, a: number, b: number, charging: boolean): number {
  const p = w.plan;
  let front = frontRank(w, a);
  const bonus = p.firstRoundSBonus[a] + (charging ? p.chargeSBonus[a] : 0);
  let unsaved = 0;
  const steeds = front;
  if (p.champion[a] === 1 && w.champAlive[a] === 1 && front > 0) {
    front--;
    unsaved += strikes(w, rng, p.champA[a] + p.extraA[a], w.champWS[a], p.champS[a] + p.meleeSBonus[a] + bonus, b);
  }
  unsaved += strikes(w, rng, front * (p.A[a] + p.extraA[a]), w.WS[a], p.S[a] + p.meleeSBonus[a] + bonus, b);
  if (p.mountA[a] > 0) unsaved += strikes(w, rng, steeds * p.mountA[a], p.mountWS[a], p.mountS[a], b);
  return unsaved;
}

/** `attacks` blows at WS `ws` and strength `str` on unit v: its unsaved wounds (§5.4-§5.8). */
function strikes(w: Wfb4World, rng: Rng, attacks: number, ws: number, str: number, v: number): number {
  if (attacks <= 0) return 0;
  if (str > 10) str = 10;
  const hits = countAtLeast(rng, attacks, MELEE_TO_HIT[ws * 11 + w.WS[v]]);
  const wounds = woundRolls(rng, hits, TO_WOUND[str * 11 + w.T[v]]);
  const unsaved = unsavedWounds(rng, wounds, saveAgainst(saveOf(w, v, true), str, 0));
  return w.anyRegeneration ? afterRegeneration(w, rng, v, unsaved) : unsaved;
}

/**
 * u has charged r, a unit of its own side — a rival (animosity's Get 'em!) or a friend a
 * riderless monster attacks (§8.2) — and a brawl breaks out: the front rank of each strikes the
 * other at once (the champion with his own profile, the steeds with theirs; u with its charge
 * bonuses), the wounds are taken together, and no one tests anything.
 */
export function brawl(w: Wfb4World, rng: Rng, u: number, r: number): void {
  const onR = brawlBlows(w, rng, u, r, true);
  const onU = brawlBlows(w, rng, r, u, false);
  const slainR = applyWounds(w, r, onR);
  const slainU = applyWounds(w, u, onU);
  if (w.tracer !== null) traceBrawl(w, u, r, slainR, slainU);
  if (w.models[r] === 0 && w.status[r] !== DESTROYED) wipedOut(w, r);
  if (w.models[u] === 0 && w.status[u] !== DESTROYED) wipedOut(w, u);
}
