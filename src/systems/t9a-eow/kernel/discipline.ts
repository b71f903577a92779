/**
 * Discipline tests (rules/t9a_eow.md §2.2, R16): the best Dis a unit may use (its own, its
 * character's, Commanding Presence and whether a unit is in its range), Fear (§7.1), and the
 * roll Minimised, Maximised or re-rolled by the rules that say so (§7.1, §7.2, §9).
 */
import type { Rng } from '../../../core/rng.ts';
import { alive } from '../../rank-and-file/unit-state.ts';
import { ORISON_DISCIPLINE } from '../plan.ts';
import { nearBanner } from './banners.ts';
import { roll2D6Mod } from './dice.ts';
import { gap } from './footprint.ts';
import { fearless, huntLed, O_DISCIPLINE } from './model-rules.ts';
import { brethren, fleeingNow } from './units.ts';
import type { T9aWorld } from './world.ts';

// Dis test kinds: which rules make the roll Minimised, Maximised or re-rolled (§2.2, §6.5, §7).
export const TEST_PANIC = 0;
export const TEST_BREAK = 1;
export const TEST_RALLY = 2;
export const TEST_FRENZY = 3;
export const TEST_OTHER = 4;

/** u's Dis characteristic: as printed, or 9 under the Orison of Discipline (§7.2: the unit's models gain Dis 9). */
export function disOf(w: T9aWorld, u: number): number {
  const d = w.plan.dis[u];
  return d < 9 && w.orison[w.body[u]] === ORISON_DISCIPLINE ? 9 : d;
}

/**
 * The unit's best Dis (R16): its own (Orisons' Dis 9 included), its character's, or a
 * non-fleeing General's (Commanding Presence) in range.
 */
export function bestDis(w: T9aWorld, u: number): number {
  const p = w.plan;
  let dis = disOf(w, u);
  // A unit with a character tests on the highest Dis present (§8.1).
  const r = w.rider[u];
  if (r >= 0 && disOf(w, r) > dis) dis = disOf(w, r);
  for (let g = 0; g < w.n; g++) {
    // Not an Ally's General or Commanding Presence (§8.5).
    if (!brethren(w, g, u) || g === u || fleeingNow(w, g) || !alive(w.status, g) || disOf(w, g) <= dis) continue;
    // Commanding Presence; Infernal Brand lends it to Insignificant friends within 6" (§7.2).
    let range = p.commandRange[g];
    if (p.rule.infernalBrand[g] && p.rule.insignificant[u] && range < 6) range = 6;
    if (range <= 0) continue;
    gap(w, u, g);
    if (w.res <= range) dis = disOf(w, g);
  }
  return dis;
}

/** Whether an enemy with Fear touches u, and u is not immune (§7.1). */
export function feared(w: T9aWorld, u: number): boolean {
  const p = w.plan;
  if (p.rule.fear[u] || fearless(w, u) || p.rule.fearImmune[u] || huntLed(w, u)) return false;
  for (let e = 0; e < w.eng.count; e++) {
    let o = -1;
    if (w.eng.a[e] === u) o = w.eng.b[e];
    else if (w.eng.b[e] === u) o = w.eng.a[e];
    if (o < 0) continue;
    if (p.rule.fear[o] || (p.rule.devastatingFear[o] && w.eng.charge[e] && w.eng.a[e] === o)) return true;
    // A Fear model in the enemy unit: its joined character too.
    const r = w.rider[o];
    if (r >= 0 && (p.rule.fear[r] || (p.rule.devastatingFear[r] && w.eng.charge[e] && w.eng.a[e] === o))) return true;
  }
  return false;
}

/**
 * A Discipline test for u at modifier −mod: pass if the roll ≤ Dis (capped at 10; ≤ 1 always
 * fails). The roll is left in `roll1`; returns 1 on a pass.
 */
export function disTest(w: T9aWorld, rng: Rng, u: number, mod: number, kind: number): boolean {
  const p = w.plan;
  const r = p.rule;
  let dis = bestDis(w, u) - mod;
  if (feared(w, u)) dis -= 1;
  if (dis > 10) dis = 10;
  const minimised =
    r.communalBond[u] === 1 ||
    (w.ordered[u] & O_DISCIPLINE) !== 0 ||
    ((kind === TEST_PANIC || kind === TEST_BREAK) && r.warborn[u] === 1) ||
    ((kind === TEST_RALLY || kind === TEST_OTHER) && r.martialDiscipline[u] === 1);
  const maximised = kind === TEST_FRENZY;
  const eagle = underEagle(w, u);
  let roll = roll2D6Mod(rng, maximised, minimised || eagle);
  let pass = dis > 1 && roll <= dis;
  if (!pass && dis > 1) {
    const reroll =
      eagle ||
      nearBanner(w, u, 1) ||
      (kind === TEST_PANIC && nearBanner(w, u, 2)) ||
      (kind === TEST_BREAK && (r.battleFever[u] === 1 || r.favoured[u] === 1 || r.exiled[u] === 1)) ||
      (kind === TEST_PANIC && r.battleFever[u] === 1);
    if (reroll) {
      roll = roll2D6Mod(rng, maximised, minimised || eagle);
      pass = roll <= dis;
    }
  }
  w.roll1 = roll;
  w.roll2 = dis;
  return pass;
}

/**
 * Eagle Standard (§7.2): a non-fleeing bearer within Commanding Presence range gives itself
 * and friends within 8" Minimised Dis tests with failures re-rolled.
 */
export function underEagle(w: T9aWorld, u: number): boolean {
  const p = w.plan;
  for (let b = 0; b < w.n; b++) {
    if (!p.rule.eagleStandard[b] || !brethren(w, b, u) || fleeingNow(w, b) || !alive(w.status, b)) continue;
    if (!inCommand(w, b)) continue;
    if (b === u) return true;
    gap(w, u, b);
    if (w.res <= 8) return true;
  }
  return false;
}

/** Whether u is in Commanding Presence range of a non-fleeing friend (the Undead march limit, §3.3). */
export function inCommand(w: T9aWorld, u: number): boolean {
  const p = w.plan;
  for (let g = 0; g < w.n; g++) {
    if (p.commandRange[g] <= 0 || !brethren(w, g, u) || fleeingNow(w, g) || !alive(w.status, g)) continue;
    if (g === u) return true;
    gap(w, u, g);
    if (w.res <= p.commandRange[g]) return true;
  }
  return false;
}
