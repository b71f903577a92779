/**
 * The combat phase (rules/wfb3.md §4.1, §4.12), fought in every player turn by both sides:
 * pursuers in contact with their routers strike free hacks, then each combat — the units
 * linked by engagements — fights one round: the strike steps in Initiative order (strike-
 * order.ts, blows.ts), casualties after each step (casualties.ts), and the result
 * (combat-result.ts).
 */
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED } from '../../rank-and-file/unit-state.ts';
import { strike } from './blows.ts';
import { endStep } from './casualties.ts';
import { recontact } from './deployment.ts';
import { breakFormation } from './formation.ts';
import { resolveRound } from './combat-result.ts';
import { pursuersHack } from './pursuit.ts';
import { buildDuelStrikes, buildStrikes } from './strike-order.ts';
import { uncovered } from './challenges.ts';
import { amokChecks, woundBeasts } from './beasts.ts';
import { crewFighting } from './crew.ts';
import { shoot, SHOT_IN_COMBAT } from './shooting.ts';
import { damageRolls, impacts } from './chariots.ts';
import { traceRound, traceUncovered } from './trace.ts';
import { wedgeCharge, wedgeRound } from './wedge.ts';
import { WEDGE, type Wfb3World } from './world.ts';
import { teamsBolt } from './wagons.ts';

export function combatPhase(w: Wfb3World, rng: Rng): void {
  w.inCombatPhase = 1;
  pursuersHack(w, rng);
  fightCombats(w, rng);
  // Chariots hit outside the rounds — by free hacks — roll as the phase ends (§6.1).
  if (w.plan.anyChariot === 1) damageRolls(w, rng, 1);
  w.inCombatPhase = 0;
}

/** Each combat fights its round. */
function fightCombats(w: Wfb3World, rng: Rng): void {
  // Each combat once: one not yet fought this phase, until none is left. A round's routs and
  // losses end engagements, so the table is searched afresh each time.
  const stamp = w.playerTurn;
  for (;;) {
    let start = -1;
    for (let e = 0; e < w.eng.count; e++) {
      const a = w.eng.a[e];
      if (w.foughtIn[a] !== stamp && w.status[a] === ENGAGED) {
        start = a;
        break;
      }
    }
    if (start < 0) return;
    gather(w, start);
    fightRound(w, rng);
  }
}

/** The combat u is in: every unit linked to it by engagements, into `w.combat` (and marked in `w.inCombat`). */
export function gather(w: Wfb3World, u: number): void {
  w.inCombat.fill(0);
  w.combat[0] = u;
  w.inCombat[u] = 1;
  let count = 1;
  for (let i = 0; i < count; i++) {
    const v = w.combat[i];
    for (let e = 0; e < w.eng.count; e++) {
      let o = -1;
      if (w.eng.a[e] === v) o = w.eng.b[e];
      else if (w.eng.b[e] === v) o = w.eng.a[e];
      if (o >= 0 && w.inCombat[o] === 0) {
        w.inCombat[o] = 1;
        w.combat[count++] = o;
      }
    }
  }
  w.combatCount = count;
}

/**
 * One round of the combat in `w.combat` (§4.12), and the round fought on at once for the fallen
 * standards its losers left as they were pushed back (§4.10; standards.ts): one a phase.
 */
function fightRound(w: Wfb3World, rng: Rng): void {
  playRound(w, rng);
  if (w.contestPending === 0) return;
  w.contestPending = 0;
  let c = -1;
  for (let i = 0; i < w.combatCount && c < 0; i++) if (w.contested[w.combat[i]] === 1) c = w.combat[i];
  gather(w, c);
  w.captureRound = 1;
  playRound(w, rng);
  w.captureRound = 0;
}

function playRound(w: Wfb3World, rng: Rng): void {
  const stamp = w.playerTurn;
  w.rounds++;
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    w.foughtIn[u] = stamp;
    w.roundStart[u] = w.models[u];
    // Wounds of weapons thrown as the charge met count in this round's result (§3.4).
    w.caused[u] = w.thrownWounds[u];
    w.thrownWounds[u] = 0;
    w.hitInRound[u] = 0;
    w.unitRounds[u]++;
  }
  // Who strikes whom this round: each troop entry sets its own (blows.ts strike()).
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    for (let j = 0; j < w.combatCount; j++) w.struck[u * w.n + w.combat[j]] = 0;
  }
  for (let e = 0; e < w.eng.count; e++) {
    if (w.inCombat[w.eng.a[e]] === 0) continue;
    w.eng.lostA[e] = 0;
    w.eng.lostB[e] = 0;
    w.pendA[e] = 0;
    w.pendB[e] = 0;
    w.pendBeastA[e] = 0;
    w.pendBeastB[e] = 0;
  }
  if (w.tracer !== null) traceRound(w);
  // A wedge's charge is fought rank against rank (§2.3); a wedge in any other fight reorganises first.
  if (wedgeCharge(w)) {
    wedgeRound(w, rng);
    if (w.plan.anyChariot === 1) damageRolls(w, rng, 0);
    if (w.plan.anyBeast === 1) amokChecks(w, rng);
    if (w.plan.anyWagon === 1) teamsBolt(w, rng);
    return;
  }
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    if (w.formation[u] !== WEDGE) continue;
    breakFormation(w, u);
    for (let e = 0; e < w.eng.count; e++) if (w.eng.a[e] === u || w.eng.b[e] === u) recontact(w, e);
  }
  buildStrikes(w, rng);
  if (w.plan.anyChariot === 1) {
    // Chariots' impact hits, before all other blows; then the blows (§6.1, §4.12).
    impacts(w, rng);
    stepEnds(w, rng);
  }
  // A war beast's crew shoot in the combat, their wounds counting in its result (§6.2).
  if (w.plan.anyBeast === 1) crewsShoot(w, rng);
  strikeSteps(w, rng);
  if (w.plan.anyChallenger === 1) uncoverRefuser(w, rng);
  // The chariots hit in the round roll on the damage chart before the result (§6.1, §4.9).
  if (w.plan.anyChariot === 1) damageRolls(w, rng, 0);
  resolveRound(w, rng);
  if (w.plan.anyBeast === 1) amokChecks(w, rng);
  // A wagon's hitched team bolts at the end of the round (§6.1).
  if (w.plan.anyWagon === 1) teamsBolt(w, rng);
}

/** A strike step's casualties (§4.2): the troops' and characters', then the war beasts' (§6.2). */
function stepEnds(w: Wfb3World, rng: Rng): void {
  endStep(w);
  if (w.plan.anyBeast === 1) woundBeasts(w, rng);
}

/** The strike list's steps: the entries of one key strike together, and their casualties fall after (§4.2). */
function strikeSteps(w: Wfb3World, rng: Rng): void {
  let k = 0;
  while (k < w.strikeCount) {
    const key = w.strikeKey[k];
    let end = k;
    while (end < w.strikeCount && w.strikeKey[end] === key) end++;
    for (let j = k; j < end; j++) strike(w, rng, j);
    stepEnds(w, rng);
    k = end;
  }
}

/**
 * A refuser whose unit's front rank before his challenger is all slain is reached: the two fight
 * a round of personal combat at once, its wounds counting in the round's result as a challenge's
 * do (§6.5; flag challengeWounds).
 */
function uncoverRefuser(w: Wfb3World, rng: Rng): void {
  const r = uncovered(w);
  if (r < 0) return;
  const c = w.refusedBy[r];
  w.refusedBy[r] = -1;
  w.retired[r] = 0;
  w.charEng[r] = w.charEng[c];
  w.duelFoe[c] = r;
  w.duelFoe[r] = c;
  if (w.tracer !== null) traceUncovered(w, c, r);
  buildDuelStrikes(w, rng, c, r);
  strikeSteps(w, rng);
}

/**
 * The crews of the war beasts in the combat being fought shoot their missile weapons at the
 * enemy they fight (§6.2): resolved in the combat phase, their wounds count in the result.
 */
function crewsShoot(w: Wfb3World, rng: Rng): void {
  const p = w.plan;
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    if (p.beast[u] === 0 || p.missile.has[u] === 0 || p.missile.thrown[u] === 1 || w.status[u] !== ENGAGED || crewFighting(w, u) === 0) continue;
    let t = -1;
    for (let e = 0; e < w.eng.count && t < 0; e++) {
      if (w.eng.a[e] === u) t = w.eng.b[e];
      else if (w.eng.b[e] === u) t = w.eng.a[e];
    }
    if (t >= 0) shoot(w, rng, u, t, SHOT_IN_COMBAT);
  }
}
