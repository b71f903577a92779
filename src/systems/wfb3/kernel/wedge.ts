/**
 * The wedge's first round (rules/wfb3.md §2.3): the point model fights the enemies in contact
 * with it; while the wedge causes more wounds than it takes, it penetrates a rank and its next
 * rank fights the enemy's next over an equal frontage. It ends when the wedge fails to win —
 * reorganised into a line, the loser pushed back if it took more (a draw holds) — or runs out of
 * ranks (a draw), or goes through every rank: the defender tests for rout whatever its losses,
 * and routing is pursued; holding, it stands, unable to act until the end of its next movement
 * phase, while the wedge breaks through its full move beyond it. Wounds decide, not the bonuses.
 *
 * Hot code: integers in and out; played once a wedge charge, in its combat's first round.
 */
import { contactPose, diagonalFace } from '../../../battlefield/arcs.ts';
import { endEngagementBetween } from '../../rank-and-file/engagements.ts';
import { ENGAGED, READY } from '../../rank-and-file/unit-state.ts';
import type { Rng } from '../../../core/rng.ts';
import { rankOf, ranksOf } from '../../rank-and-file/formation.ts';
import { beastWounds, crewWounds } from './beasts.ts';
import { blowsOf } from './blows.ts';
import { fightsInFront } from './characters.ts';
import { woundUnit } from './casualties.ts';
import { meet } from './charges.ts';
import { recontact } from './deployment.ts';
import { drawn, removeWipedOut, roundFought, routTest, settle } from './combat-result.ts';
import { breakFormation, shape, unform, wedgeRank, wedgeRanks, wedgeWidth } from './formation.ts';
import { routFromCombat } from './rout.ts';
import { initiativeOf } from './strike-order.ts';
import { firstInWay } from './nearest.ts';
import { travelAhead } from './terrain.ts';
import { traceBreaksThrough, traceWedgeRank } from './trace.ts';
import { rankRow } from './mixed-ranks.ts';
import { PART_BEAST, WEDGE, type Wfb3World } from './world.ts';

/** How a wedge's round ends. */
const LOST = 0;
const DRAW = 1;
const THROUGH = 2;

/** Whether the combat in `w.combat` is a wedge's charge: the wedge and the one enemy it charged, in their first round. */
export function wedgeCharge(w: Wfb3World): boolean {
  if (w.combatCount !== 2 || w.eng.count === 0) return false;
  const u = w.combat[0];
  const t = w.combat[1];
  const c = w.formation[u] === WEDGE ? u : w.formation[t] === WEDGE ? t : -1;
  if (c < 0) return false;
  const e = engagementOf(w, c);
  return e >= 0 && w.eng.a[e] === c && w.eng.fresh[e] === 1;
}

/** The engagement u charged in its combat, or −1. */
function engagementOf(w: Wfb3World, u: number): number {
  for (let e = 0; e < w.eng.count; e++) if (w.eng.a[e] === u) return e;
  return -1;
}

/**
 * The wedge's round (the combat's bookkeeping done by combat.ts): rank against rank until it
 * ends, then the outcome.
 */
export function wedgeRound(w: Wfb3World, rng: Rng): void {
  const u = w.formation[w.combat[0]] === WEDGE ? w.combat[0] : w.combat[1];
  const e = engagementOf(w, u);
  const t = w.eng.b[e];
  const carry = w.plan.flags.excessWounds === 'carry';
  let outcome = DRAW;
  for (let k = 1; ; k++) {
    const mine = wedgeRank(w, u, k);
    // The point fights those it touches; each rank behind, the enemy rank over as wide a front.
    const rank = rankOf(w.models[t], w.files[t], k);
    let theirs = k === 1 ? w.eng.contactB[e] : rank;
    if (k > 1 && theirs > wedgeWidth(w, u, k)) theirs = wedgeWidth(w, u, k);
    if (theirs > rank) theirs = rank;
    if (mine === 0) break; // out of ranks: a draw, as it won the last
    if (theirs === 0) {
      outcome = THROUGH;
      break;
    }
    if (w.tracer !== null) traceWedgeRank(w, u, t, k, mine, theirs);
    // Initiative decides who strikes first; the wedge charged, and strikes first at a tie (§4.2).
    let dealt = 0;
    let taken = 0;
    if (initiativeOf(w, u, e, 0) >= initiativeOf(w, rankRow(w, t, k), e, 0)) {
      dealt = strikeRank(w, rng, u, t, e, mine, carry ? -1 : theirs, k);
      const still = rankOf(w.models[t], w.files[t], k);
      const left = theirs < still ? theirs : still;
      taken = strikeRank(w, rng, t, u, e, left, carry ? -1 : mine, k);
    } else {
      taken = strikeRank(w, rng, t, u, e, theirs, carry ? -1 : mine, k);
      const still = wedgeRank(w, u, k);
      const left = mine < still ? mine : still;
      dealt = strikeRank(w, rng, u, t, e, left, carry ? -1 : theirs, k);
    }
    if (dealt <= taken) {
      outcome = dealt < taken ? LOST : DRAW;
      break;
    }
    if (w.models[t] === 0 || ranksOf(w.models[t], w.files[t]) <= k) {
      outcome = THROUGH;
      break;
    }
  }
  roundFought(w);
  removeWipedOut(w);
  if (w.status[u] !== ENGAGED || w.status[t] !== ENGAGED) {
    if (w.formation[u] === WEDGE) breakFormation(w, u);
    return;
  }
  if (outcome === THROUGH) {
    through(w, rng, u, t);
    return;
  }
  // Reorganised into a line, it meets the enemy along its new front.
  breakFormation(w, u);
  recontact(w, e);
  if (outcome === LOST) settle(w, rng, w.plan.side[t], w.caused[u]);
  else drawn(w);
}

/**
 * `models` of u's rank k (and their steeds) strike t across e — in the first, u's characters in
 * its front rank with them: the defender's are always among the fighters, the wedge's fight at
 * its point (§2.3 (9), (10); no challenges in a wedge's round). The wounds fall at once, at most
 * `cap` models slain (−1: no cap): a chariot's hits are tallied, a war beast's fall on it or its
 * crew as struck. Returns the wounds that took effect.
 */
function strikeRank(w: Wfb3World, rng: Rng, u: number, t: number, e: number, models: number, cap: number, k: number): number {
  const p = w.plan;
  w.rankTroops = 0;
  w.rankBeast = 0;
  // A unit in mixed ranks fights, and is struck, with the type of its rank k (mixed-ranks.ts).
  const tr = rankRow(w, t, k);
  if (models > 0) rankBlows(w, rng, rankRow(w, u, k), e, models, tr);
  if (k === 1 && p.anyCharacter === 1) {
    for (let c = w.n; c < p.rows; c++) if (p.host[c] === u && fightsInFront(w, c)) rankBlows(w, rng, c, e, 1, tr);
  }
  let done: number;
  if (p.beast[t] === 1) done = crewWounds(w, rng, t, w.rankTroops) + beastWounds(w, rng, t, w.rankBeast);
  else done = woundUnit(w, t, w.rankTroops, cap, tr);
  w.caused[u] += done;
  return done;
}

/** The blows of `models` of row r, and of their steeds, on row t across e: their wounds added up in `w.rankTroops`, or `w.rankBeast` on a war beast itself. */
function rankBlows(w: Wfb3World, rng: Rng, r: number, e: number, models: number, t: number): void {
  const p = w.plan;
  for (let mount = 0; mount < 2; mount++) {
    if (mount === 1 && p.mountA[r] === 0) break;
    const d = blowsOf(w, rng, r, e, mount, models, t);
    if (p.beast[t] === 1 && w.part === PART_BEAST) w.rankBeast += d;
    else w.rankTroops += d;
  }
}

/**
 * The wedge went through every rank of t (§2.3): t tests for rout whatever its losses (frenzied,
 * it does not). Routing, it flees and the wedge — a line as wide as its rear rank — pursues.
 * Holding, it stands unable to act until the end of its next movement phase, and the wedge,
 * reorganised, moves its full move on from t's back rank: into any enemy in its way, or on,
 * unformed.
 */
function through(w: Wfb3World, rng: Rng, u: number, t: number): void {
  const held = w.frenzied[t] === 1 || routTest(w, rng, t);
  w.wonLast[u] = 1;
  w.wonLast[t] = 0;
  if (!held) {
    const rear = wedgeRank(w, u, wedgeRanks(w, u));
    breakFormation(w, u);
    w.files[u] = rear;
    shape(w, u);
    routFromCombat(w, rng, t);
    return;
  }
  breakFormation(w, u);
  unform(w, t);
  endEngagementBetween(w.eng, w.status, u, t);
  breakThrough(w, u, t);
}

/**
 * u, through t, moves its M straight on from t's far side (§2.3 step 8): the first enemy in the
 * way it meets, engaged as pursuers meet enemies; none, and it halts there unformed.
 */
function breakThrough(w: Wfb3World, u: number, t: number): void {
  const fp = w.fp;
  // Beyond t: from u's front, across t's depth along u's way.
  const across = Math.abs(fp.sin[u] * fp.sin[t] + fp.cos[u] * fp.cos[t]) > 0.7071 ? fp.d[t] : fp.w[t];
  fp.x[u] += fp.sin[u] * across;
  fp.y[u] += fp.cos[u] * across;
  shape(w, u);
  w.seg.len = w.M[u];
  w.dist = w.M[u];
  travelAhead(w, u);
  const met = firstInWay(w, u, 1, t);
  const reach = w.dist;
  fp.x[u] += fp.sin[u] * reach;
  fp.y[u] += fp.cos[u] * reach;
  shape(w, u);
  if (w.tracer !== null) traceBreaksThrough(w, u, t, met);
  if (met >= 0 && (w.status[met] === READY || w.status[met] === ENGAGED)) {
    w.face = diagonalFace(fp, met, u);
    contactPose(fp, met, w.face, w.pose);
    meet(w, u, met, 0);
  } else unform(w, u);
}
