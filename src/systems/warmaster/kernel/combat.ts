/**
 * The Combat phase (rules/warmaster.md §5.1): every engagement fought completely, one at a
 * time, round by round: contacts, attacks, casualties, result, retreat, pursuit.
 */
import { countAtLeast } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { IT_FORTITUDE, MAX_STANDS, SPECIAL_BEARS } from '../plan.ts';
import { tombKing } from './army-rules.ts';
import { attack, causesTerror, combatSaves, saveOf } from './attacks.ts';
import { endOfPhase, removeWholeStands } from './casualties.ts';
import { supportsOf, wasEngagedThisRound } from './combat-result.ts';
import {
  apart, CORNER_FRONT, CORNER_REAR, EDGE_FRONT, EDGE_REAR, EDGE_SIDE, engaged, gather, holdBox, opposed, touch, touching,
} from './contact.ts';
import { toHitOf } from './defended.ts';
import { clearCombatSpells } from './deployment.ts';
import { fallBackAll } from './fall-back.ts';
import { onTable } from './footprint.ts';
import { afterWipeOut, pursueOrStand } from './pursuit.ts';
import { retreat } from './retreat.ts';
import { markBellStart } from './screaming-bell.ts';
import { traceCombatResult, traceStrikeAgain } from './trace.ts';
import { checkEnd } from './victory.ts';
import { inLaager } from './war-wagon.ts';
import type { WarmasterWorld } from './world.ts';

// ------------------------------------------------------------------ combat (§5)

export function combatPhase(w: WarmasterWorld, rng: Rng): void {
  for (let u = 0; u < w.n; u++) {
    w.doneThisPhase[u] = 0;
    w.advancedThisPhase[u] = 0;
    w.pursuitBonus[u] = 0;
    w.foughtThisPhase[u] = 0;
  }
  tombKing(w);
  // One engagement at a time, completely, advances resolved next (§5.1).
  for (let guard = 0; guard < 4 * w.n + 4; guard++) {
    let seed = -1;
    for (let u = 0; u < w.n && seed < 0; u++) {
      if (onTable(w, u) && !w.doneThisPhase[u] && engaged(w, u)) seed = u;
    }
    if (seed < 0) break;
    fightEngagement(w, rng, seed);
    if (w.over) return;
  }
  w.combatRound = 0;
  // Odd hits discarded, badly hurt (§5.10); spells for this Combat phase end.
  endOfPhase(w, false);
  // Wild units are nobody's foes but the enemy's again (§11.4, §11.14).
  if (w.hostileAny) {
    w.hostile.fill(0);
    w.rogue.fill(0);
    w.hostileAny = false;
  }
  for (let u = 0; u < w.n; u++) {
    clearCombatSpells(w, u);
    if (!w.foughtThisPhase[u]) continue;
    w.firstCombatDone[u] = 1; // first-combat items are spent (§9)
    if (w.plan.item[u] === IT_FORTITUDE && !w.badlyHurt[u]) w.hitsNow[u] = w.plan.hits[u];
  }
}

export function fightEngagement(w: WarmasterWorld, rng: Rng, seed: number): void {
  let firstRound = true;
  for (let round = 0; round < 50; round++) {
    gather(w, seed);
    let count = 0;
    for (let u = 0; u < w.n; u++) if (w.inFight[u] && onTable(w, u)) count++;
    if (count < 2) break;
    w.rounds++;
    fightRound(w, rng, firstRound);
    firstRound = false;
    for (let u = 0; u < w.n; u++) if (w.inFight[u]) w.doneThisPhase[u] = 1;
    if (checkEnd(w)) return;
    // A pursuit continues the engagement; else it is over.
    let pursuer = -1;
    for (let u = 0; u < w.n; u++) if (w.inFight[u] && (w.pursuitBonus[u] > 0 || w.pressOn[u] === 1) && onTable(w, u)) pursuer = u;
    if (pursuer < 0) break;
    seed = pursuer;
  }
  for (let u = 0; u < w.n; u++) {
    if (w.inFight[u]) w.pursuitBonus[u] = 0;
    w.pressOn[u] = 0;
    w.camp[u] = w.plan.side[u];
  }
  // Advances start new engagements, fought next in this phase (§5.8).
  for (let u = 0; u < w.n; u++) {
    if (w.advancedThisPhase[u] === 1 && onTable(w, u)) {
      w.advancedThisPhase[u] = 2;
      w.doneThisPhase[u] = 0;
    }
  }
}

/** One round of the engagement marked in inFight (§5.2–§5.9). */
export function fightRound(w: WarmasterWorld, rng: Rng, firstRound: boolean): void {
  const p = w.plan;
  w.combatRound = firstRound ? 1 : 2;
  for (let u = 0; u < w.n; u++) {
    if (!w.inFight[u]) continue;
    w.foughtThisPhase[u] = 1;
    // Charged in this first round: Kislev infantry beside a laager count as defended (§11.10).
    if (w.hasWagon) w.chargedNow[u] = firstRound && chargedBy(w, u) ? 1 : 0;
    // Banner of Fortitude: +1 Hits a stand in the unit's first Combat phase (§9).
    if (p.item[u] === IT_FORTITUDE && !w.firstCombatDone[u] && !w.badlyHurt[u]) w.hitsNow[u] = p.hits[u] + 1;
  }
  // Which stands fight whom, and with what modifiers.
  for (let u = 0; u < w.n; u++) {
    if (!w.inFight[u]) continue;
    w.roundHits[u] = 0;
    w.scoredBy[u] = 0;
    w.wonRound[u] = 0;
    for (let v = 0; v < w.n; v++) w.touchedPair[u * w.n + v] = 0;
    for (let k = 0; k < MAX_STANDS; k++) {
      const s = u * MAX_STANDS + k;
      w.sFought[s] = 0;
      w.sFront[s] = 0;
      w.sTarget[s] = -1;
      w.sPenalty[s] = 0;
      w.sTerror[s] = 0;
    }
    // Enemy by enemy, in unit order, so each stand meets its foes in the same order.
    holdBox(w, u);
    for (let v = 0; v < w.n; v++) {
      if (!w.inFight[v] || w.camp[v] === w.camp[u] || !onTable(w, v) || apart(w, v)) continue;
      for (let k = 0; k < MAX_STANDS; k++) {
        const s = u * MAX_STANDS + k;
        if (!w.sAlive[s]) continue;
        for (let j = 0; j < MAX_STANDS; j++) {
          const b = v * MAX_STANDS + j;
          if (!w.sAlive[b] || !touch(w, u, s, v, b)) continue;
          w.sFought[s] = 1;
          w.touchedPair[u * w.n + v] = 1;
          // Every edge of a laagered War Wagon is a front edge (§11.10).
          let ca = w.touchA;
          let cb = w.touchB;
          if (w.hasWagon && inLaager(w, u)) ca = ca >= CORNER_FRONT ? CORNER_FRONT : EDGE_FRONT;
          if (w.hasWagon && inLaager(w, v)) cb = cb >= CORNER_FRONT ? CORNER_FRONT : EDGE_FRONT;
          const frontal = ca === EDGE_FRONT || ca === CORNER_FRONT;
          if (frontal) w.sFront[s] = 1;
          // Attack the unit touching its front first (§5.2: one unit per stand).
          if (w.sTarget[s] < 0 || frontal) w.sTarget[s] = v;
          // Enemy front edge or front corner on its side/rear edge or rear corner: −1.
          const enemyFront = cb === EDGE_FRONT || cb === CORNER_FRONT;
          const ownFlank = ca === EDGE_SIDE || ca === EDGE_REAR || ca === CORNER_REAR;
          if (enemyFront && ownFlank) w.sPenalty[s] = 1;
          if (causesTerror(w, v)) w.sTerror[s] = 1;
        }
      }
    }
  }
  // Attacks: all simultaneous (§5.2).
  for (let u = 0; u < w.n; u++) {
    if (!w.inFight[u] || !onTable(w, u)) continue;
    attack(w, rng, u, firstRound);
  }
  // Bears: more hits scored than suffered in a first round → an extra attack a stand (§11.10).
  if (firstRound) {
    for (let u = 0; u < w.n; u++) {
      if (!w.inFight[u] || p.special[u] !== SPECIAL_BEARS || w.scoredBy[u] <= w.roundHits[u]) continue;
      for (let k = 0; k < MAX_STANDS; k++) {
        const s = u * MAX_STANDS + k;
        if (!w.sFought[s] || !w.sAlive[s]) continue;
        const v = w.sTarget[s];
        const need = toHitOf(w, v, u);
        const hits = countAtLeast(rng, 1, need);
        const save = saveOf(w, v);
        const taken = hits - combatSaves(w, rng, v, hits, save);
        w.roundHits[v] += taken;
      }
      if (w.tracer !== null) traceStrikeAgain(w, u);
    }
  }
  // Score: hits inflicted, capped at what the enemy could absorb (§5.4, §13 A3), and hits
  // from shooting at chargers carried into round 1 (§4.5).
  let score0 = 0;
  let score1 = 0;
  for (let v = 0; v < w.n; v++) {
    if (!w.inFight[v]) continue;
    let taken = w.roundHits[v];
    if (p.flags.resultCap === 'remaining') {
      const capacity = w.left[v] * w.hitsNow[v] - w.hitsOn[v];
      if (taken > capacity) taken = capacity;
    }
    if (firstRound) taken += w.shotHits[v];
    if (w.camp[v] === 0) score1 += taken;
    else score0 += taken;
  }
  // The charge, pursuit and carried shooting hits are spent; advances set them afresh.
  for (let u = 0; u < w.n; u++) {
    if (!w.inFight[u]) continue;
    w.chargeReady[u] = 0;
    w.pursuitBonus[u] = 0;
    w.shotHits[u] = 0;
    w.pressOn[u] = 0;
  }
  // Casualties after the round, then regeneration (§5.3).
  for (let v = 0; v < w.n; v++) {
    if (!w.inFight[v] || !onTable(w, v)) continue;
    w.hitsOn[v] += w.roundHits[v];
    removeWholeStands(w, v);
    if (onTable(w, v) && p.rule.regenerate[v] === 1 && w.hitsOn[v] > 0) w.hitsOn[v]--;
    if (onTable(w, v) && p.rule.hydraRegenerate[v] === 1 && w.roundHits[v] > 0 && w.hitsOn[v] > 0) w.hitsOn[v]--;
  }
  // Supports (§5.5), once both sides fought and casualties are gone.
  if (p.flags.supportingStands) {
    score0 += supportsOf(w, 0);
    score1 += supportsOf(w, 1);
  }
  if (w.tracer !== null) traceCombatResult(w, score0, score1);
  let alive0 = 0;
  let alive1 = 0;
  for (let u = 0; u < w.n; u++) {
    if (!w.inFight[u] || !onTable(w, u)) continue;
    if (w.camp[u] === 0) alive0++;
    else alive1++;
  }
  if (w.hasBell) markBellStart(w);
  let winner = score0 > score1 ? 0 : score1 > score0 ? 1 : -1;
  if (alive0 === 0 && alive1 > 0) winner = 1;
  else if (alive1 === 0 && alive0 > 0) winner = 0;
  if (alive0 === 0 || alive1 === 0) {
    // One side wiped out: survivors may advance (§5.8).
    afterWipeOut(w, rng, firstRound);
    return;
  }
  if (winner < 0) {
    fallBackAll(w, rng, -1);
    return;
  }
  // Losers retreat the difference ÷ losing units (destroyed ones included), rounded up (§5.4).
  let losers = 0;
  for (let u = 0; u < w.n; u++) if (w.inFight[u] && w.camp[u] !== winner && wasEngagedThisRound(w, u)) losers++;
  const diff = winner === 0 ? score0 - score1 : score1 - score0;
  const dist = Math.ceil(diff / (losers > 0 ? losers : 1));
  for (let u = 0; u < w.n; u++) {
    if (!w.inFight[u]) continue;
    if (w.camp[u] === winner) {
      w.wonRound[u] = 1;
      continue;
    }
    if (onTable(w, u) && wasEngagedThisRound(w, u)) retreat(w, rng, u, dist);
  }
  pursueOrStand(w, rng, firstRound);
}

/** An enemy unit in the engagement that charged (or advanced) this turn touches u. */
export function chargedBy(w: WarmasterWorld, u: number): boolean {
  for (let v = 0; v < w.n; v++) {
    if (w.inFight[v] && w.chargeReady[v] === 1 && opposed(w, u, v) && onTable(w, v) && touching(w, u, v)) return true;
  }
  return false;
}
