/**
 * Model and army rules that act on their own (rules/t9a_eow.md §7.1, §7.2): Orders, Orisons, War
 * Cry!, and Undead crumbling without their General. The rules other rules read (the Orders in
 * force, Fearless, Hunt Leader, Undying Will, Grim Coachman) are model-rules.ts.
 */
import type { Rng } from '../../../core/rng.ts';
import { alive, ENGAGED, FLEEING, READY } from '../../rank-and-file/unit-state.ts';
import { ORISON_AEGIS, ORISON_AUTO, ORISON_DISCIPLINE, ORISON_NEVER, ORISON_REFLEXES } from '../plan.ts';
import { unitLoss, wipedOut } from './casualties.ts';
import { chargeChoice } from './charge-phase.ts';
import { TEST_OTHER, bestDis, disTest } from './discipline.ts';
import { gap } from './footprint.ts';
import { O_DISCIPLINE, O_FIER, O_MOVE, O_NO_LONG_RANGE } from './model-rules.ts';
import { nearestEnemy } from './spacing.ts';
import { traceCrumbles, traceOrder, traceOrison, traceWarCry } from './trace.ts';
import { brethren, fleeingNow, present } from './units.ts';
import type { T9aWorld } from './world.ts';

/**
 * Orders (§7.2): at the start of its side's turn each non-fleeing Marshal gives its orders to
 * Parent & Support units within 8"; they last until the end of the next Player Turn, so the
 * side's earlier orders end now. The policy: Fight in Extra Rank to an engaged unit, no
 * long-range penalty to shooters whose target is beyond half range, the move order to a unit
 * still closing in, else Minimised Discipline; never the same order twice to a unit.
 */
export function giveOrders(w: T9aWorld, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) if (p.side[u] === side) w.ordered[u] = 0;
  for (let g = 0; g < w.n; g++) {
    if (p.side[g] !== side || p.orders[g] === 0 || !alive(w.status, g) || fleeingNow(w, g)) continue;
    for (let k = 0; k < p.orders[g]; k++) {
      let best = -1;
      let bestOrder = 0;
      let bestScore = -1;
      for (let u = 0; u < w.n; u++) {
        // Orders are the Empire's army rule: its own and Brethren units only (§8.5).
        if (!brethren(w, u, g) || !p.rule.parentSupport[u] || !present(w, u) || w.status[u] === FLEEING) continue;
        gap(w, g, u);
        if (w.res > 8) continue;
        let order = O_DISCIPLINE;
        let score = 1;
        const e = nearestEnemy(w, u);
        if (w.status[u] === ENGAGED) {
          order = O_FIER;
          score = 4;
        } else if (p.shots[u] !== 0 && e >= 0) {
          gap(w, u, e);
          if (w.res > p.range[u] * 0.5) {
            order = O_NO_LONG_RANGE;
            score = 3;
          }
        } else if (e >= 0) {
          gap(w, u, e);
          if (w.res > p.adv[u] + 7) {
            order = O_MOVE;
            score = 2;
          }
        }
        if (w.ordered[u] & order) {
          order = O_DISCIPLINE;
          score = 1;
        }
        if (w.ordered[u] & order) continue;
        if (score > bestScore) {
          bestScore = score;
          best = u;
          bestOrder = order;
        }
      }
      if (best < 0) break;
      w.ordered[best] |= bestOrder;
      if (w.tracer !== null) traceOrder(w, g, best, bestOrder);
    }
  }
}

/**
 * Orisons (§7.2, the Kingdom of Equitaine army's rule): at the start of its side's turn the
 * army gives one friendly unit on the table Aegis 5+, Lightning Reflexes or Dis 9 until the end
 * of the next Player Turn, so the side's earlier Orison ends now. A unit told which Orison to
 * take (tactic `orisons`) gets it, the first such unit on the table; otherwise the policy of
 * orisonWorth() picks the unit and the Orison that help most.
 */
export function giveOrisons(w: T9aWorld, side: number): void {
  const p = w.plan;
  if (!p.orisons[side]) return;
  // Only Kingdom of Equitaine units, its own or Brethren, take them (§8.5: not its Allies).
  const koe = p.orisonFaction[side];
  for (let u = 0; u < w.n; u++) if (p.side[u] === side) w.orison[u] = 0;
  let best = -1;
  let bestKind = 0;
  for (let u = 0; u < w.n && best < 0; u++) {
    const c = p.orisonChoice[u];
    if (p.side[u] !== side || p.faction[u] !== koe || !present(w, u) || c === ORISON_AUTO || c === ORISON_NEVER) continue;
    best = u;
    bestKind = c;
  }
  if (best < 0) {
    let bestScore = -1;
    for (let u = 0; u < w.n; u++) {
      if (p.side[u] !== side || p.faction[u] !== koe || !present(w, u) || p.orisonChoice[u] !== ORISON_AUTO) continue;
      const score = orisonWorth(w, u);
      if (score > bestScore) {
        bestScore = score;
        best = u;
        bestKind = w.orisonKind;
      }
    }
  }
  if (best < 0) return;
  w.orison[best] = bestKind;
  if (w.tracer !== null) traceOrison(w, best, bestKind);
}

/**
 * The default Orison policy (§7.2) for u: how much it wants an Orison (−1: none would change
 * anything), the Orison in `orisonKind`. In order: an engaged unit — Dis 9 when its best Dis
 * is 7 or less and it takes Break tests, else Aegis 5+ when its Aegis is worse, else Lightning
 * Reflexes, else Dis 9 for a Dis of 8; a fleeing unit below Dis 9 — Dis 9 for its Rally test;
 * a unit that would declare a charge this turn — Lightning Reflexes, else Aegis 5+; a unit an
 * enemy could charge or shoot — Aegis 5+, else Dis 9; any other — Aegis 5+, the closest to
 * the enemy first. Ties go to the unit worth more points.
 */
export function orisonWorth(w: T9aWorld, u: number): number {
  const p = w.plan;
  const r = p.rule;
  const dis = bestDis(w, u);
  const breaks = r.unstable[u] === 0 && r.daemonic[u] === 0; // the others pass Break tests
  const aegis = p.aeg[u] > 5;
  const reflexes = r.lightningReflexes[u] === 0 && p.att[u] > 0;
  const points = p.points[u] < 999 ? p.points[u] : 999;
  let tier = -1;
  w.orisonKind = ORISON_AEGIS;
  if (w.status[u] === ENGAGED) {
    if (breaks && dis <= 7) {
      tier = 60 + 9 - dis;
      w.orisonKind = ORISON_DISCIPLINE;
    } else if (aegis) tier = 50;
    else if (reflexes) {
      tier = 40;
      w.orisonKind = ORISON_REFLEXES;
    } else if (breaks && dis < 9) {
      tier = 30;
      w.orisonKind = ORISON_DISCIPLINE;
    }
  } else if (w.status[u] === FLEEING) {
    if (dis < 9) {
      tier = 25 + 9 - dis;
      w.orisonKind = ORISON_DISCIPLINE;
    }
  } else if (chargeChoice(w, u) >= 0) {
    if (reflexes) {
      tier = 20;
      w.orisonKind = ORISON_REFLEXES;
    } else if (aegis) tier = 18;
  } else if (threatened(w, u)) {
    if (aegis) tier = 12;
    else if (dis < 9) {
      tier = 10;
      w.orisonKind = ORISON_DISCIPLINE;
    }
  } else if (aegis) {
    // The closest to the enemy first (1000 − tenths of an inch).
    const e = nearestEnemy(w, u);
    if (e < 0) return -1;
    gap(w, u, e);
    const tenths = (w.res * 10) | 0;
    return 1000 + (tenths < 999 ? 999 - tenths : 0);
  }
  return tier < 0 ? -1 : tier * 1000 + points;
}

/** Whether an enemy could charge u in its next turn (within its Adv + 12") or shoot it (within its weapon's range). */
export function threatened(w: T9aWorld, u: number): boolean {
  const p = w.plan;
  for (let t = 0; t < w.n; t++) {
    if (p.side[t] === p.side[u] || w.status[t] !== READY) continue;
    gap(w, t, u);
    if (w.res <= p.adv[t] + 12 || (p.shots[t] !== 0 && w.res <= p.range[t])) return true;
  }
  return false;
}

/**
 * War Cry! (§7.2): once per game, a non-fleeing General with it gives every friend +1" Adv
 * and +2" Mar for the turn. Used on the first turn a friend could reach an enemy with it.
 * Each army has its General and its War Cry; an army rule, it reaches the caller's army and
 * its Brethren, not its Allies (§8.5).
 */
export function warCry(w: T9aWorld, side: number): void {
  const p = w.plan;
  for (let a = 0; a < p.armies; a++) {
    if (p.armySide[a] !== side) continue;
    w.advBonus[a] = 0;
    w.marBonus[a] = 0;
  }
  for (let a = 0; a < p.armies; a++) {
    if (p.armySide[a] !== side || w.warCryUsed[a]) continue;
    let caller = -1;
    for (let u = 0; u < w.n; u++) {
      if (p.army[u] === a && p.rule.warCry[u] && p.isGeneral[u] && !fleeingNow(w, u) && alive(w.status, u)) caller = u;
    }
    if (caller < 0) continue;
    let useful = false;
    for (let u = 0; u < w.n && !useful; u++) {
      if (!brethren(w, u, caller) || w.status[u] !== READY) continue;
      for (let t = 0; t < w.n; t++) {
        if (p.side[t] === side || !present(w, t)) continue;
        gap(w, u, t);
        if (w.res <= p.adv[u] + 13) useful = true;
      }
    }
    if (!useful) continue;
    w.warCryUsed[a] = 1;
    for (let b = 0; b < p.armies; b++) {
      if (p.armySide[b] !== side || p.armyFaction[b] !== p.armyFaction[a]) continue;
      w.advBonus[b] = 1;
      w.marBonus[b] = 2;
    }
    if (w.tracer !== null) traceWarCry(w, caller);
  }
}

/**
 * §7.1 Undead: at the end of the phase in which its General died, each Undead unit of that
 * army (§8.5: of a Coalition, the General's own army) tests Discipline and loses HP equal to
 * the margin of failure, with no saves.
 */
export function undeadCrumble(w: T9aWorld, rng: Rng): void {
  const p = w.plan;
  for (let a = 0; a < p.armies; a++) {
    if (!w.generalDied[a]) continue;
    w.generalDied[a] = 0;
    for (let u = 0; u < w.n; u++) {
      if (p.army[u] !== a || !p.rule.undeadCrumble[u] || !present(w, u)) continue;
      if (disTest(w, rng, u, 0, TEST_OTHER)) continue;
      const lost = unitLoss(w, u, w.roll1 - w.roll2);
      if (w.tracer !== null) traceCrumbles(w, u, lost);
      if (w.models[u] <= 0) wipedOut(w, rng, u);
    }
  }
}
