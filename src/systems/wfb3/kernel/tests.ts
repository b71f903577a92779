/**
 * Characteristic tests (rules/wfb3.md §1.2): 2D6 against the unit's value, passing on at most
 * the value or under it (flag testPass); and the values a unit tests on now — its Leadership
 * for rout, rally, running away and pursuit, its Cool for psychology, its Intelligence for
 * stupidity — with their modifiers.
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import { roll2D6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { standing } from '../../rank-and-file/unit-state.ts';
import { ARMY_STANDARD, CAPTURED, CARRIED, LOST, UNIT_STANDARD, type Wfb3World } from './world.ts';

/** Inches within which the general lends his bonus and the army standard its help (§6.4, §6.6). */
export const COMMAND_RANGE = 12;

/** Roll 2D6 against `value`: whether the test is passed (§1.2, flag testPass). */
export function passes(w: Wfb3World, rng: Rng, value: number): boolean {
  const roll = roll2D6(rng);
  w.lastRoll = roll;
  return rollPasses(w, roll, value);
}

/** Whether a test's (modified) 2D6 `roll` passes against `value`: at most it, or under it (flag testPass). */
export function rollPasses(w: Wfb3World, roll: number, value: number): boolean {
  return w.plan.flags.testPass === 'lte' ? roll <= value : roll < value;
}

/**
 * u's Leadership now (§1.2, §6.4, §6.5, §6.6): its own — with the character leading it, if one
 * does, his bonus −1 once he lost face — or the general's bonus in its place within 12" of him
 * while he stands, lives and keeps face, whichever is better; −1 unformed; −1 a lost standard, −2 a captured
 * one; −2 the army standard lost with it, −3 captured; never above 10.
 */
export function leadership(w: Wfb3World, u: number): number {
  const p = w.plan;
  const c = w.leadBy[u];
  // A leader who lost face lends a bonus of −1 (§6.5).
  let ld = c < 0 ? p.Ld[u] : w.shamed[c] === 1 ? p.troopsLd[u] - 1 : p.ledLd[c];
  const side = p.side[u];
  const g = w.generalUnit[side];
  const gc = w.generalRow[side];
  if (g >= 0 && p.LdGeneral[u] > ld && standing(w.status, g) && (gc < 0 ? w.shamed[g] === 0 : w.models[gc] > 0 && w.shamed[gc] === 0) && (g === u || w.gaps.gap[pairOf(w.gaps, u, g)] <= COMMAND_RANGE)) ld = p.LdGeneral[u];
  if (w.unformed[u] === 1) ld -= 1;
  const standard = w.standard[2 * u + UNIT_STANDARD];
  if (standard === LOST) ld -= 1;
  else if (standard === CAPTURED) ld -= 2;
  const army = w.standard[2 * u + ARMY_STANDARD];
  if (army === LOST) ld -= 2;
  else if (army === CAPTURED) ld -= 3;
  return ld > 10 ? 10 : ld;
}

/** The value u tests for stupidity on now (§5, flag stupidityTest, gap G7): its Int, or Ld or Cool; −1 unformed. */
export function stupidityValue(w: Wfb3World, u: number): number {
  const p = w.plan;
  const which = p.flags.stupidityTest;
  if (which === 'ld') return leadership(w, u);
  if (which === 'cl') return cool(w, u);
  const c = w.leadBy[u];
  const int = c >= 0 ? p.ledInt[c] : p.Int[u];
  return w.unformed[u] === 1 ? int - 1 : int;
}

/** u's Will Power now (§1.2, §6.8): its own, or with the character leading it. */
export function willPower(w: Wfb3World, u: number): number {
  const c = w.leadBy[u];
  return c >= 0 ? w.plan.ledWP[c] : w.plan.WP[u];
}

/** u's Cool now (§5), with the character leading it if one does: −1 unformed. */
export function cool(w: Wfb3World, u: number): number {
  const c = w.leadBy[u];
  const cl = c >= 0 ? w.plan.ledCl[c] : w.plan.Cl[u];
  return w.unformed[u] === 1 ? cl - 1 : cl;
}

/** Whether side s's army standard keeps its powers: its general, a character — in a unit, or gone on alone — lives (§6.6: with him dead it loses all its bonuses). */
export function generalLives(w: Wfb3World, s: number): boolean {
  const g = w.generalRow[s];
  if (g >= 0) return w.models[g] > 0;
  const u = w.generalUnit[s];
  return u < 0 || w.plan.loner[u] === 0 || w.models[u] > 0;
}

/** Whether a friend of u carries the army standard within 12" of it, standing — not fallen, lost or captured — and its general alive (§6.6). */
export function armyStandardNear(w: Wfb3World, u: number): boolean {
  const p = w.plan;
  if (!generalLives(w, p.side[u])) return false;
  for (let v = 0; v < w.n; v++) {
    if (w.armyStandardWith[v] === 0 || p.side[v] !== p.side[u] || w.standard[2 * v + ARMY_STANDARD] !== CARRIED || !standing(w.status, v)) continue;
    if (v === u || w.gaps.gap[pairOf(w.gaps, u, v)] <= COMMAND_RANGE) return true;
  }
  return false;
}
