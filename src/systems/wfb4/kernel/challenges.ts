/**
 * Challenges (rules/wfb4.md §8.1, RB p.66): in each combat, each combat phase, one character a
 * side may issue a challenge — a hero, a lord or a unit's champion. Taken up, the two fight
 * only each other (their steeds with them) and no one else may strike them; refused, the
 * challenger sends the refusing side's highest-ranking character to the rear, where he does
 * not fight that round.
 *
 * A duellist is a character, by his index c, or a unit's champion, by n + the unit's index.
 * Who issues, takes up or refuses is each character's `challenge` tactic, and for a champion
 * his unit's: the first of a side's duellists in the combat (scenario order) who issues, or
 * who accepts, does so.
 */
import { CHALLENGE_ACCEPT, CHALLENGE_ISSUE, LEVEL_CHAMPION } from '../plan.ts';
import { bodyOf } from './characters.ts';
import { traceChallenge } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** Every duellist back to his place as a combat phase starts: no challenge, none retired. */
export function clearChallenges(w: Wfb4World): void {
  w.duelFoe.fill(-1);
  w.retired.fill(0);
}

/** The unit duellist d stands in: a champion's unit, a character's (bodyOf()). */
export function duellistBody(w: Wfb4World, d: number): number {
  return d >= w.n ? d - w.n : bodyOf(w, d);
}

/** Whether duellist d lives: a champion alive in a unit with models, a character with his one. */
export function duellistAlive(w: Wfb4World, d: number): boolean {
  return d >= w.n ? w.champAlive[d - w.n] === 1 && w.models[d - w.n] > 0 : w.models[d] > 0;
}

/**
 * Whether duellists a and b fight with each other's S, A and I: either carries an item that
 * swaps them in a challenge (AM p.12, effect `swapInChallenge`; a champion carries none).
 */
export function swapped(w: Wfb4World, a: number, b: number): boolean {
  const it = w.plan.items.swapInChallenge;
  return (a < w.n && it[a] === 1) || (b >= 0 && b < w.n && it[b] === 1);
}

/** Duellist d's own Strength, Attacks and Initiative, before any bonus: a character's, or a champion's (n + unit). */
export function duellistS(w: Wfb4World, d: number): number {
  return d >= w.n ? w.plan.champS[d - w.n] : w.plan.S[d];
}
export function duellistA(w: Wfb4World, d: number): number {
  return d >= w.n ? w.plan.champA[d - w.n] : w.plan.A[d];
}
export function duellistI(w: Wfb4World, d: number): number {
  return d >= w.n ? w.plan.champI[d - w.n] : w.plan.I[d];
}

/** Whether champion of unit u fights a challenge this phase, or is sent to the rear. */
export function championHeld(w: Wfb4World, u: number): boolean {
  return w.duelFoe[w.n + u] >= 0 || w.retired[w.n + u] === 1;
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
  const side = 1 - w.plan.side[duellistBody(w, by)];
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
 * The first duellist of `side` fighting in combat c whose tactic is `tactic` (one who issues
 * challenges also takes them up), characters and champions in scenario order. Only a champion,
 * a character in the front rank, or one on his own issues one; one held back behind his unit
 * may still step forward to take one up. One on his own cannot retire into ranks he does not
 * have, so he takes up any challenge.
 */
function first(w: Wfb4World, c: number, side: number, tactic: number): number {
  const p = w.plan;
  for (let x = w.sideFrom[side], stop = w.sideTo[side]; x < stop; x++) {
    if (p.side[x] !== side) continue;
    for (let k = 0; k < 2; k++) {
      const d = k === 0 ? x : w.n + x; // the unit's character self, then its champion
      if (k === 0 ? p.level[x] === 0 : p.champion[x] === 0) continue;
      if (!inCombat(w, d, c)) continue;
      if (k === 0 && tactic === CHALLENGE_ISSUE && w.host[x] >= 0 && p.inFront[x] === 0) continue;
      const t = p.challenge[x];
      if (t === tactic || (tactic === CHALLENGE_ACCEPT && (t === CHALLENGE_ISSUE || (k === 0 && w.host[x] < 0)))) return d;
    }
  }
  return -1;
}

/** The refusing side's highest-ranking duellist in combat c — a lord, a hero, a champion — whom the challenger sends to the rear (§8.1). */
function highestRanking(w: Wfb4World, c: number, side: number): number {
  const p = w.plan;
  let best = -1;
  let bestLevel = 0;
  for (let x = w.sideFrom[side], stop = w.sideTo[side]; x < stop; x++) {
    if (p.side[x] !== side) continue;
    if (p.level[x] > bestLevel && inCombat(w, x, c)) {
      best = x;
      bestLevel = p.level[x];
    }
    if (p.champion[x] === 1 && LEVEL_CHAMPION > bestLevel && inCombat(w, w.n + x, c)) {
      best = w.n + x;
      bestLevel = LEVEL_CHAMPION;
    }
  }
  return best;
}

/** Duellist d, alive, with a unit in combat c or in it himself. */
function inCombat(w: Wfb4World, d: number, c: number): boolean {
  if (!duellistAlive(w, d)) return false;
  const body = duellistBody(w, d);
  return body >= 0 && w.inCombat[body] === c;
}

/** a and b fight each other alone this round, across the engagements of the units they stand in. */
function fight(w: Wfb4World, a: number, b: number): void {
  w.duelFoe[a] = b;
  w.duelFoe[b] = a;
  w.duelEng[a] = engagementOf(w, duellistBody(w, a), duellistBody(w, b));
  w.duelEng[b] = engagementOf(w, duellistBody(w, b), duellistBody(w, a));
  if (w.tracer !== null) traceChallenge(w, a, b, -1);
}

/** The engagement between units u and v, or else u's first: the one u's duellist strikes across. */
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
