/**
 * Challenges (rules/wfb4.md §8.1, RB p.66): in each combat, each combat phase, one character a
 * side may issue a challenge. Taken up, the two fight only each other (their steeds with
 * them) and no one else may strike them; refused, the challenger sends the refusing side's
 * highest-ranking character to the rear, where he does not fight that round.
 *
 * Who issues, takes up or refuses is each character's `challenge` tactic: the first of a
 * side's characters in the combat (scenario order) who issues, or who accepts, does so.
 */
import { CHALLENGE_ACCEPT, CHALLENGE_ISSUE } from '../plan.ts';
import { bodyOf } from './characters.ts';
import { traceChallenge } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** Every character back to his place as a combat phase starts: no challenge, none retired. */
export function clearChallenges(w: Wfb4World): void {
  const chars = w.plan.characters;
  for (let k = 0; k < chars.length; k++) {
    w.duelFoe[chars[k]] = -1;
    w.retired[chars[k]] = 0;
  }
}

/** The challenges of combat c this phase (§8.1). */
export function challenges(w: Wfb4World, c: number): void {
  const by0 = first(w, c, 0, CHALLENGE_ISSUE);
  const by1 = first(w, c, 1, CHALLENGE_ISSUE);
  if (by0 >= 0 && by1 >= 0) {
    fight(w, by0, by1);
    return;
  }
  const by = by0 >= 0 ? by0 : by1;
  if (by < 0) return;
  const side = 1 - w.plan.side[by];
  const taker = first(w, c, side, CHALLENGE_ACCEPT);
  if (taker >= 0) {
    fight(w, by, taker);
    return;
  }
  const retired = highestRanking(w, c, side);
  if (retired < 0) return; // only characters can be challenged
  w.retired[retired] = 1;
  if (w.tracer !== null) traceChallenge(w, by, -1, retired);
}

/**
 * The first character of `side` fighting in combat c whose tactic is `tactic` (a character who
 * issues challenges also takes them up). Only one in the front rank, or on his own, issues one;
 * one held back behind his unit may still step forward to take one up. One on his own cannot
 * retire into ranks he does not have, so he takes up any challenge.
 */
function first(w: Wfb4World, c: number, side: number, tactic: number): number {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const x = p.characters[k];
    if (p.side[x] !== side || !inCombat(w, x, c)) continue;
    if (tactic === CHALLENGE_ISSUE && w.host[x] >= 0 && p.inFront[x] === 0) continue;
    const t = p.challenge[x];
    if (t === tactic || (tactic === CHALLENGE_ACCEPT && (t === CHALLENGE_ISSUE || w.host[x] < 0))) return x;
  }
  return -1;
}

/** The refusing side's highest-ranking character in combat c, whom the challenger sends to the rear (§8.1). */
function highestRanking(w: Wfb4World, c: number, side: number): number {
  const p = w.plan;
  let best = -1;
  for (let k = 0; k < p.characters.length; k++) {
    const x = p.characters[k];
    if (p.side[x] !== side || !inCombat(w, x, c)) continue;
    if (best < 0 || p.level[x] > p.level[best]) best = x;
  }
  return best;
}

/** Character x, alive, with a unit in combat c or in it himself. */
function inCombat(w: Wfb4World, x: number, c: number): boolean {
  if (w.models[x] === 0) return false;
  const body = bodyOf(w, x);
  return body >= 0 && w.inCombat[body] === c;
}

/** a and b fight each other alone this round, across the engagements of the units they stand in. */
function fight(w: Wfb4World, a: number, b: number): void {
  w.duelFoe[a] = b;
  w.duelFoe[b] = a;
  w.duelEng[a] = engagementOf(w, bodyOf(w, a), bodyOf(w, b));
  w.duelEng[b] = engagementOf(w, bodyOf(w, b), bodyOf(w, a));
  if (w.tracer !== null) traceChallenge(w, a, b, -1);
}

/** The engagement between units u and v, or else u's first: the one u's challenger strikes across. */
function engagementOf(w: Wfb4World, u: number, v: number): number {
  let any = -1;
  for (let e = 0; e < w.eng.count; e++) {
    const a = w.eng.a[e];
    const b = w.eng.b[e];
    if ((a === u && b === v) || (a === v && b === u)) return e;
    if (any < 0 && (a === u || b === u)) any = e;
  }
  return any;
}
