/**
 * Combat Result (rules/t9a_eow.md §6.4): HP lost, ranks, charge and flank bonuses, No More Foes;
 * the losers' Break tests and Steadfast (§6.5; Unstable, Daemonic and Supernal units).
 */
import { FRONT } from '../../../battlefield/arcs.ts';
import type { Rng } from '../../../core/rng.ts';
import { endEngagementsOf } from '../../rank-and-file/engagements.ts';
import { DESTROYED, ENGAGED } from '../../rank-and-file/unit-state.ts';
import { DANCE_RANKS } from '../plan.ts';
import { unitLoss, wipedOut } from './casualties.ts';
import { disTest, TEST_BREAK } from './discipline.ts';
import { eDropped, inCombat } from './engagements.ts';
import { ranks } from './formation.ts';
import { nearCoachman } from './model-rules.ts';
import { afterCombat } from './pursuit.ts';
import { inHindering } from './terrain.ts';
import { traceBreaks, traceBreakTestHolds, traceCombatResult, traceSupernal, traceUnstable, traceWipedOut } from './trace.ts';
import { present } from './units.ts';
import type { T9aWorld } from './world.ts';

/** Combat result, break tests, flight and pursuit for the combat in `members` (§6.4–§6.6). */
export function resolveCombat(w: T9aWorld, rng: Rng, count: number): void {
  const p = w.plan;
  // Units that dropped out during the steps leave the combat: No More Foes (§6.4, §6.8).
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    if (!w.dropped[u]) continue;
    w.dropped[u] = 0;
    endEngagementsOf(w.eng, w.status, u);
  }
  w.loserSide = -1;
  // First-round effects are spent (§6.7); a charge made after this round keeps its own.
  for (let e = 0; e < w.eng.count; e++) {
    if (!inCombat(w, e, count)) continue;
    w.eng.rounds[e]++;
  }

  // Combat result per side.
  let cr0 = 0;
  let cr1 = 0;
  let ranks0 = 0;
  let ranks1 = 0;
  let charge0 = 0;
  let charge1 = 0;
  let flank0 = 0;
  let flank1 = 0;
  let halfLoss0 = 0; // Life is Cheap halves (counted in halves)
  let halfLoss1 = 0;
  let ranksZero0 = false; // Dances: enemies in contact have no rank bonus
  let ranksZero1 = false;
  let alive0 = false;
  let alive1 = false;
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    const s = p.side[u];
    // HP u lost counts for the other side; Life is Cheap's first 5 count half.
    let loss2 = 2 * w.roundLoss[u] + 2 * w.charLoss[u];
    if (p.rule.lifeIsCheap[u]) {
      loss2 -= w.roundLoss[u] < 5 ? w.roundLoss[u] : 5;
      if (p.flags.lifeIsCheapRounding === 'unit') loss2 = (loss2 + 1) & ~1; // R6 (flag lifeIsCheapRounding): this unit's halves rounded up
    }
    if (s === 0) halfLoss1 += loss2;
    else halfLoss0 += loss2;
    if (w.models[u] <= 0) {
      // A character left of the unit still stands for its side (§8.1).
      const r = w.rider[u];
      if (r >= 0 && w.models[r] > 0) {
        if (s === 0) alive0 = true;
        else alive1 = true;
      }
      continue;
    }
    // No More Foes: only the HP it lost (above) and caused count (§6.4, §6.8).
    if (foeless(w, u)) continue;
    if (s === 0) alive0 = true;
    else alive1 = true;
    let r = ranks(w, u) - 1;
    if (r > p.flags.rankBonusMax) r = p.flags.rankBonusMax;
    if (r < 0) r = 0;
    if (s === 0 && r > ranks0) ranks0 = r;
    if (s === 1 && r > ranks1) ranks1 = r;
    if (w.dance[u] === DANCE_RANKS) {
      if (s === 0) ranksZero1 = true;
      else ranksZero0 = true;
    }
    if (p.rule.banneret[u]) {
      if (s === 0) cr0 += 1;
      else cr1 += 1;
    }
  }
  for (let e = 0; e < w.eng.count; e++) {
    if (!inCombat(w, e, count)) continue;
    const a = w.eng.a[e];
    const s = p.side[a];
    if (foeless(w, a)) continue;
    if (w.eng.charge[e] || w.charged[a]) {
      if (s === 0) charge0 = p.flags.chargeBonus;
      else charge1 = p.flags.chargeBonus;
    }
    if (w.eng.face[e] !== FRONT && w.models[a] > 0) {
      if (s === 0) flank0 = p.flags.flankBonus;
      else flank1 = p.flags.flankBonus;
    }
  }
  cr0 += ((halfLoss0 + 1) >> 1) + (ranksZero0 ? 0 : ranks0) + charge0 + flank0;
  cr1 += ((halfLoss1 + 1) >> 1) + (ranksZero1 ? 0 : ranks1) + charge1 + flank1;
  // Units wiped out this round.
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    if (w.models[u] <= 0 && w.status[u] !== DESTROYED) {
      if (w.tracer !== null) traceWipedOut(w, u);
      const r = w.rider[u];
      wipedOut(w, rng, u);
      // Its character is the unit now: it takes the Break test and the rest in its place.
      if (r >= 0 && present(w, r)) {
        w.members[i] = r;
        w.broken[r] = 0;
      }
    }
  }
  if (w.tracer !== null) traceCombatResult(w, cr0, cr1);
  // No More Foes / a side gone: nothing to test.
  if (!alive0 || !alive1 || cr0 === cr1) {
    afterCombat(w, rng, count);
    return;
  }
  const loser = cr0 < cr1 ? 0 : 1;
  w.loserSide = loser;
  const diff = cr0 < cr1 ? cr1 - cr0 : cr0 - cr1;
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    if (p.side[u] !== loser || w.status[u] !== ENGAGED) continue;
    breakTest(w, rng, u, diff);
  }
  afterCombat(w, rng, count);
}

/**
 * Steadfast (§6.5): more ranks than every enemy unit in its combat; never with 0 ranks,
 * in Hindering terrain, or with an enemy of 2+ ranks on its flank or rear. An enemy with No
 * More Foes (foeless(): dropped out, or its enemies wiped out) is out of the combat.
 */
export function steadfast(w: T9aWorld, u: number): boolean {
  const p = w.plan;
  const mine = ranks(w, u);
  if (mine === 0 || (!p.rule.forestWalker[u] && inHindering(w, u))) return false;
  // More ranks than every enemy unit in the combat (gather() stamped its units).
  const stamp = w.combatOf[u];
  for (let v = 0; v < w.n; v++) {
    if (p.side[v] !== p.side[u] && w.combatOf[v] === stamp && present(w, v) && ranks(w, v) >= mine && !foeless(w, v)) return false;
  }
  for (let e = 0; e < w.eng.count; e++) {
    if (eDropped(w, e)) continue;
    let o = -1;
    if (w.eng.a[e] === u) o = w.eng.b[e];
    else if (w.eng.b[e] === u) {
      o = w.eng.a[e];
      if (w.eng.face[e] !== FRONT && ranks(w, o) >= 2) return false;
    }
    if (o >= 0 && ranks(w, o) >= mine) return false;
  }
  return true;
}

/**
 * No More Foes (§6.4, §6.8): u dropped out of its combat, or every enemy unit it is engaged
 * with (not one that dropped out) has lost its last model. Such a unit's HP lost still count
 * for the combat result, its ranks and bonuses do not, nor does it count against Steadfast.
 */
export function foeless(w: T9aWorld, u: number): boolean {
  if (w.dropped[u]) return true;
  for (let e = 0; e < w.eng.count; e++) {
    let o = -1;
    if (w.eng.a[e] === u) o = w.eng.b[e];
    else if (w.eng.b[e] === u) o = w.eng.a[e];
    if (o < 0 || w.dropped[o]) continue;
    if (w.models[o] > 0) return false;
    // A character left of the unit still fights (§8.1).
    const r = w.rider[o];
    if (r >= 0 && w.models[r] > 0) return false;
  }
  return true;
}

/** A losing unit's Break test (§6.5), with Steadfast and the Unstable / Daemonic / Supernal variants. */
export function breakTest(w: T9aWorld, rng: Rng, u: number, diff: number): void {
  const p = w.plan;
  if (p.rule.unstable[u] || p.rule.daemonic[u]) {
    // Automatically passes; loses 1 HP per point lost, no saves (1 less near a Grim Coachman).
    const lost = unitLoss(w, u, nearCoachman(w, u) ? diff - 1 : diff);
    if (w.tracer !== null) traceUnstable(w, u, lost);
    if (w.models[u] <= 0) wipedOut(w, rng, u);
    return;
  }
  const isSteadfast = steadfast(w, u);
  const mod = isSteadfast ? 0 : diff;
  if (disTest(w, rng, u, mod, TEST_BREAK)) {
    if (w.tracer !== null) traceBreakTestHolds(w, u, isSteadfast);
    return;
  }
  if (p.rule.supernal[u]) {
    const lost = unitLoss(w, u, w.roll1 - w.roll2);
    if (w.tracer !== null) traceSupernal(w, u, lost);
    if (w.models[u] <= 0) wipedOut(w, rng, u);
    return;
  }
  if (w.tracer !== null) traceBreaks(w, u, isSteadfast);
  w.broken[u] = 1;
}
