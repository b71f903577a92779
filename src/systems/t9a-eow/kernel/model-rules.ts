/**
 * Model and army rules the other rules read as they play (rules/t9a_eow.md §7.1, §7.2): the
 * Orders in force on a unit, Fearless (with a joined character, R15), Hunt Leader, Undying Will,
 * Grim Coachman. What acts on its own — giving Orders and Orisons, War Cry!, Undead crumbling —
 * is army-rules.ts.
 */
import { alive } from '../../rank-and-file/unit-state.ts';
import { gap } from './footprint.ts';
import { brethren } from './units.ts';
import type { T9aWorld } from './world.ts';

// Orders (§7.2, Empire Marshal): bits on the unit ordered.
export const O_FIER = 1;
export const O_NO_LONG_RANGE = 2;
export const O_MOVE = 4;
export const O_DISCIPLINE = 8;

/**
 * Whether unit u is Fearless (§7.1: at least half its models have it). A joined character
 * counts as one model beside the rank and file (R15, flag `fearlessCharacter: one-model`), so
 * a Fearless unit keeps it and a Fearless character lends it when one model is left; with
 * `printed` the unit's own rule decides. A character left alone is its own unit.
 */
export function fearless(w: T9aWorld, u: number): boolean {
  const p = w.plan;
  const r = w.rider[u];
  if (r < 0 || p.flags.fearlessCharacter !== 'one-model' || !alive(w.status, r)) return p.rule.fearless[u] === 1;
  const n = w.models[u];
  const have = (p.rule.fearless[u] === 1 ? n : 0) + p.rule.fearless[r];
  return 2 * have >= n + 1;
}

/** Hunt Leader (§7.2): u's models gain Fearless and Support while its Carnosaur is in it. */
export function huntLed(w: T9aWorld, u: number): boolean {
  const r = w.rider[u];
  return r >= 0 && w.plan.huntLeader[r] === 1;
}

/** Undying Will (§7.2): +2 to the Off and Def of the rank and file of a unit its character is in. */
export function will(w: T9aWorld, u: number): number {
  const r = w.rider[u];
  return r >= 0 && w.plan.rule.undyingWill[r] ? 2 : 0;
}

/** Whether a friendly Grim Coachman other than u stands within 6" of u (§7.2). */
export function nearCoachman(w: T9aWorld, u: number): boolean {
  const p = w.plan;
  for (let c = 0; c < w.n; c++) {
    // An army rule (§7.2): Brethren only (§8.5).
    if (c === u || !p.rule.grimCoachman[c] || !brethren(w, c, u) || !alive(w.status, c)) continue;
    gap(w, u, c);
    if (w.res <= 6) return true;
  }
  return false;
}
