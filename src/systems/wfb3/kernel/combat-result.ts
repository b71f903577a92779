/**
 * The result of a round (rules/wfb3.md §4.9, §4.10): each side scores its wounds and its
 * bonuses — the charge, the follow-up, ranks, standards. A draw holds. The losers are pushed
 * back 2" and followed up, unless one routs: by a failed rout test, taken on plain Ld once it
 * has lost a quarter of its number, or at once when unformed or pursuing in its first round, or
 * followed up by an enemy it fears.
 */
import type { Rng } from '../../../core/rng.ts';
import type { Wfb3Flags } from '../flags.ts';
import { DESTROYED, ENGAGED } from '../../rank-and-file/unit-state.ts';
import { rankBonusOf } from '../../wfb/rank-bonus.ts';
import { destroy } from './casualties.ts';
import { chariotBonus } from './chariots.ts';
import { frontEngaged } from './deployment.ts';
import { fears } from './fear.ts';
import { pushBack } from './push-back.ts';
import { routFromCombat } from './rout.ts';
import { bearersFall, captureDecided, carries, standardsAfterRound } from './standards.ts';
import { foe } from './strike-order.ts';
import { armyStandardNear, leadership } from './tests.ts';
import { traceDraw, traceResult, traceRoutTest, traceSquareHolds } from './trace.ts';
import { ARMY_STANDARD, SQUARE, UNIT_STANDARD, type Wfb3World } from './world.ts';
import { newMoment, squadCrews, TEST_RETAKE, TEST_ROUT, unitPasses } from './squadrons.ts';

/** The most ranks a unit scores for (§4.9), and the front-rank models that must be engaged. */
const MAX_RANKS = 3;
const RANKS_NEED_ENGAGED = 4;

/** Outcome of a loser this round. */
const HOLDS = 0;
const ROUTS = 1;

/** u's rank bonus (§4.9): complete ranks behind the first, at most 3, if 4 or more of its front rank are engaged. */
export function ranksScore(w: Wfb3World, u: number): number {
  if (frontEngaged(w, u) < RANKS_NEED_ENGAGED) return 0;
  const four = w.plan.flags.completeRank === 'four';
  const models = w.plan.flags.ranksAfterCasualties ? w.models[u] : w.roundStart[u];
  return rankBonusOf(models, w.files[u], four ? RANKS_NEED_ENGAGED : 1, !four, MAX_RANKS);
}

/** Whether u charged into the combat this turn, its bonus kept (§2.4, §4.9). */
function chargedNow(w: Wfb3World, u: number): boolean {
  if (w.chargeBonus[u] === 0) return false;
  for (let e = 0; e < w.eng.count; e++) if (w.eng.a[e] === u && w.eng.charge[e] === 1) return true;
  return false;
}

/** Side s's score in the combat: its wounds, and its bonuses once for the side or for each unit (flag resultBonuses). */
function sideScore(w: Wfb3World, s: number): number {
  const p = w.plan;
  const each = p.flags.resultBonuses === 'each-unit';
  let wounds = 0;
  let charge = 0;
  let follow = 0;
  let ranks = 0;
  let standard = 0;
  let army = 0;
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    if (p.side[u] !== s) continue;
    wounds += w.caused[u];
    if (w.status[u] !== ENGAGED || w.models[u] === 0) continue;
    // Flyers get no charge or follow-up bonus to the result either, under flyerBonuses: all (§6.7).
    const noBonus = p.flyer.is[u] === 1 && p.flags.flyerBonuses === 'all';
    const c = !noBonus && chargedNow(w, u) ? 1 : 0;
    const f = noBonus ? 0 : w.followedUp[u];
    const r = ranksScore(w, u);
    const st = carries(w, u, UNIT_STANDARD) ? 1 : 0;
    const ar = carries(w, u, ARMY_STANDARD) ? 1 : 0;
    if (each) {
      charge += c;
      follow += f;
      ranks += r;
      standard += st;
      army += ar;
    } else {
      if (c > charge) charge = c;
      if (f > follow) follow = f;
      if (r > ranks) ranks = r;
      if (st > standard) standard = st;
      if (ar > army) army = ar;
    }
  }
  const chariots = p.anyChariot === 1 ? chariotBonus(w, s) : 0;
  return wounds + charge + follow + ranks + standard + army + chariots;
}

/** Whether `lost` of `start` models is a quarter of them (§4.10, flag routTestLoss). */
export function lostQuarterOf(start: number, lost: number, reading: Wfb3Flags['routTestLoss']): boolean {
  return reading === 'quarter' ? 4 * lost >= start : lost >= ((start / 4) | 0);
}

/** Whether u has lost a quarter of its original number: a chariot or war beast, of its crew — of a unit of several, of all their crews (§6.1, §6.2). */
function lostQuarter(w: Wfb3World, u: number): boolean {
  const p = w.plan;
  if (p.squad[u] >= 0) {
    squadCrews(w, u);
    return lostQuarterOf(w.squadStart, w.squadLost, p.flags.routTestLoss);
  }
  // Crewmen who got off (`dismount`) are not lost (crews-on-foot.ts).
  if (p.chariot[u] === 1 || p.beast[u] === 1) return lostQuarterOf(p.crew[u], p.crew[u] - w.crewLeft[u] - w.crewOff[u], p.flags.routTestLoss);
  return lostQuarterOf(p.models[u], p.models[u] - w.models[u], p.flags.routTestLoss);
}

/** Whether some engagement of u is in its first round. */
function firstRoundOf(w: Wfb3World, u: number): boolean {
  for (let e = 0; e < w.eng.count; e++) if ((w.eng.a[e] === u || w.eng.b[e] === u) && w.eng.fresh[e] === 1) return true;
  return false;
}

/**
 * Whether u, beaten, routs without a test (§4.10): unformed, or caught pursuing, and pushed
 * back in the first round of its combat; or about to be followed up by winners it fears — all
 * of them, however they won, or among others if the fear-causers' own wounds outscore u's side.
 */
function routsAtOnce(w: Wfb3World, u: number, loserScore: number): boolean {
  if ((w.unformed[u] === 1 || w.caughtPursuing[u] === 1) && firstRoundOf(w, u)) return true;
  // A square is never pushed back, so never followed up (§2.3).
  if (w.frenzied[u] === 1 || w.formation[u] === SQUARE) return false;
  let fearedFoes = 0;
  let fearedWounds = 0;
  let all = true;
  for (let e = 0; e < w.eng.count; e++) {
    if (w.eng.a[e] !== u && w.eng.b[e] !== u) continue;
    const o = foe(w, e, u);
    if (fears(w, u, o)) {
      fearedFoes++;
      fearedWounds += w.caused[o];
    } else all = false;
  }
  // Only feared foes: it routs, however they won. Among others: if their wounds alone beat u's side.
  return fearedFoes > 0 && (all || fearedWounds > loserScore);
}

/**
 * The rout test (§4.10): 2D6 against u's Leadership, +1 in contact with an enemy it hates;
 * within 12" of the army standard a failure is taken again once.
 */
export function routTest(w: Wfb3World, rng: Rng, u: number): boolean {
  let ld = leadership(w, u);
  if (w.plan.rule.hatred[u] === 1 && ld < 10) ld++;
  let held = unitPasses(w, rng, u, TEST_ROUT, ld);
  if (w.tracer !== null) traceRoutTest(w, u, ld, held, false);
  if (!held && armyStandardNear(w, u)) {
    held = unitPasses(w, rng, u, TEST_RETAKE, ld);
    if (w.tracer !== null) traceRoutTest(w, u, ld, held, true);
  }
  return held;
}

/** The round's result (§4.9, §4.10) and what follows it. */
export function resolveRound(w: Wfb3World, rng: Rng): void {
  newMoment(w);
  bearersFall(w, rng);
  const s0 = sideScore(w, 0);
  const s1 = sideScore(w, 1);
  roundFought(w);
  if (w.tracer !== null) traceResult(w, s0, s1);
  removeWipedOut(w);
  if (s0 === s1) drawn(w);
  else settle(w, rng, s0 > s1 ? 0 : 1, s0 > s1 ? s1 : s0);
}

/** The engagements of the combat just fought are no longer fresh, nor their charges; shields are back. */
export function roundFought(w: Wfb3World): void {
  for (let e = 0; e < w.eng.count; e++) {
    if (w.inCombat[w.eng.a[e]] === 0) continue;
    w.eng.fresh[e] = 0;
    w.eng.charge[e] = 0;
    w.eng.rounds[e]++;
  }
  for (let i = 0; i < w.combatCount; i++) w.stoodAndShot[w.combat[i]] = 0;
}

/** Units of the combat wiped out in the round leave it. */
export function removeWipedOut(w: Wfb3World): void {
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    if (w.models[u] === 0 && w.status[u] !== DESTROYED) destroy(w, u);
  }
}

/** A drawn round (§4.10): both sides hold, and nobody won it or follows up. */
export function drawn(w: Wfb3World): void {
  if (w.tracer !== null) traceDraw(w);
  if (w.captureRound === 1) captureDecided(w, -1);
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    w.wonLast[u] = 0;
    w.followedUp[u] = 0;
    w.pushedBack[u] = 0;
    w.caughtPursuing[u] = 0;
  }
}

/**
 * Side `winner` won the round, the losers scoring `loserScore` (§4.10): every loser's fate first
 * — routing at once, or on a failed rout test once a quarter is lost (in a round fought for a
 * fallen standard, whatever its losses) — then the routs and the push-backs, and the fallen
 * standards (standards.ts).
 */
export function settle(w: Wfb3World, rng: Rng, winner: number, loserScore: number): void {
  // A round fought for fallen standards gives them to its winners before the losers test (§4.10).
  if (w.captureRound === 1) captureDecided(w, winner);
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    w.routNow[u] = HOLDS;
    if (w.plan.side[u] === winner || w.status[u] !== ENGAGED) continue;
    if (routsAtOnce(w, u, loserScore)) w.routNow[u] = ROUTS;
    else if (w.frenzied[u] === 0 && (w.captureRound === 1 || lostQuarter(w, u)) && !routTest(w, rng, u)) w.routNow[u] = ROUTS;
  }
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    w.wonLast[u] = w.plan.side[u] === winner ? 1 : 0;
    w.followedUp[u] = 0;
    w.caughtPursuing[u] = 0;
    if (w.plan.side[u] === winner) w.pushedBack[u] = 0;
  }
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    if (w.plan.side[u] === winner || w.status[u] !== ENGAGED) continue;
    if (w.routNow[u] === ROUTS) routFromCombat(w, rng, u);
    else if (w.formation[u] !== SQUARE) pushBack(w, u);
    // A square cannot be pushed back (§2.3): it holds.
    else if (w.tracer !== null) traceSquareHolds(w, u);
  }
  w.contestPending = standardsAfterRound(w, winner);
}
