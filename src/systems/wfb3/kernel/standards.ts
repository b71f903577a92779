/**
 * Standards in hand-to-hand combat (rules/wfb3.md §4.10, §6.6): a unit's standard bearer, and
 * the army standard's, fight in its front rank and may fall there. A fallen standard gives no bonus. Its unit picks
 * it up again by winning a round and following up; routing, it leaves the standard to the enemy
 * (captured); pushed back, its enemies may fight another round at once to capture it (tactic
 * `capture`). Winning that round, the capturers take it and the beaten unit tests for rout
 * whatever its losses; losing it, the unit recovers its standard and the would-be capturers test;
 * a draw leaves it where it fell, lost to the unit. Lost, −1 Ld for the battle; captured, −2;
 * the army standard −2 and −3, its re-take of rout tests and rally bonus gone with it. A captured
 * standard stays with the unit that took it, and its own unit regains it — and its Ld — only by
 * recapturing it (§6.6; recapture.ts): when the captors rout from a fight with it, or are wiped
 * out by it, in base contact or pursued by it.
 * Flag standardCapture.
 *
 * Which models fall is not told by the count of the slain: the bearer, one of the front rank's
 * models in base contact, is among the k slain there of m in contact with chance k/m.
 */
import { rollOneOf } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED } from '../../rank-and-file/unit-state.ts';
import { frontEngaged, frontSlain } from './deployment.ts';
import { generalLives } from './tests.ts';
import { recaptured, takenUpAgain } from './recapture.ts';
import { traceBearerFalls, traceCaptureRound, traceStandardFate } from './trace.ts';
import { ARMY_STANDARD, CAPTURED, CARRIED, FALLEN, LOST, SQUARE, UNIT_STANDARD, type Wfb3World } from './world.ts';

/** Whether u has standard `s` (UNIT_STANDARD or ARMY_STANDARD) in its command — the army standard wherever the general took it. */
function has(w: Wfb3World, u: number, s: number): boolean {
  return (s === UNIT_STANDARD ? w.plan.standard[u] : w.armyStandardWith[u]) === 1;
}

/**
 * The general takes his army standard, carried still, from unit `from` to unit `to` (§6.6: it
 * keeps touching the general): out of his unit as he leaves it alone, and into the
 * unit he joins — where he carries it himself, and it falls when he does. Whether it went.
 */
export function carryArmyStandard(w: Wfb3World, from: number, to: number, carrier: number): boolean {
  if (w.armyStandardWith[from] === 0 || w.standard[2 * from + ARMY_STANDARD] !== CARRIED) return false;
  w.armyStandardWith[from] = 0;
  w.armyBearer[from] = -1;
  w.armyStandardWith[to] = 1;
  w.standard[2 * to + ARMY_STANDARD] = CARRIED;
  w.captor[2 * to + ARMY_STANDARD] = -1;
  w.armyBearer[to] = carrier;
  return true;
}

/** Whether u carries standard `s` now: its +1 in the combat result (§4.9), and the army standard's powers, lost with its general (§6.6). */
export function carries(w: Wfb3World, u: number, s: number): boolean {
  return has(w, u, s) && w.standard[2 * u + s] === CARRIED && (s === UNIT_STANDARD || generalLives(w, w.plan.side[u]));
}

/**
 * At the end of a round's blows, each unit of the combat carrying a standard that lost models
 * at its front may lose its bearers among them: k slain of the m models in base contact there,
 * each bearer one of the m — the unit standard's falling with chance k/m, then the army
 * standard's with the chances of the models left (k−1 of m−1 after the first fell, k of m−1).
 */
export function bearersFall(w: Wfb3World, rng: Rng): void {
  const p = w.plan;
  if (p.anyStandard === 0 || !p.flags.standardCapture) return;
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    if (w.models[u] === 0 || (!carries(w, u, UNIT_STANDARD) && !carries(w, u, ARMY_STANDARD))) continue;
    let inContact = frontEngaged(w, u);
    let slain = frontSlain(w, u);
    for (let s = UNIT_STANDARD; s <= ARMY_STANDARD; s++) {
      if (slain === 0 || inContact <= 0) break;
      if (!carries(w, u, s)) continue;
      // A character carrying the army standard falls only when he is slain (characters.ts).
      if (s === ARMY_STANDARD && w.armyBearer[u] >= 0) continue;
      const falls = slain >= inContact || rollOneOf(rng, inContact) < slain;
      // The next bearer is one of the other models in contact.
      inContact--;
      if (!falls) continue;
      slain--;
      w.standard[2 * u + s] = FALLEN;
      if (w.tracer !== null) traceBearerFalls(w, u, s);
    }
  }
}

/**
 * After a won round's routs and push-backs (§4.10): a winner picks its fallen standards up as it
 * follows up (a square, which never follows up, leaves them where they fell); a loser pushed back
 * and followed up has its fallen standards contested if its enemies try to capture them, and lost
 * if they leave them or do not follow it up at all. Returns 1 when some unit's standard is contested: the combat fights on at
 * once. A combat fights one such round a phase: a standard falling in it lies where it fell, to
 * be fought for if its unit is pushed back in the combat's next round.
 */
export function standardsAfterRound(w: Wfb3World, winner: number): number {
  const p = w.plan;
  if (p.anyStandard === 0 || !p.flags.standardCapture) return 0;
  let contest = 0;
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    for (let s = UNIT_STANDARD; s <= ARMY_STANDARD; s++) {
      if (w.standard[2 * u + s] !== FALLEN) continue;
      if (p.side[u] === winner) {
        if (w.status[u] === ENGAGED && w.formation[u] !== SQUARE) pickedUp(w, u, s, takenUpAgain(w, u, s));
        continue;
      }
      if (w.captureRound === 1 || w.pushedBack[u] === 0) continue;
      if (w.status[u] === ENGAGED && followedUpBy(w, u) && capturersTry(w, u)) {
        w.contested[u] = 1;
        contest = 1;
      } else pickedUp(w, u, s, LOST); // left in the dirt: not followed up, or not fought for
    }
  }
  if (contest === 1 && w.tracer !== null) traceCaptureRound(w);
  return contest;
}

/**
 * The capture round just fought: `winner` won it (−1 a draw). The contested standards go to the
 * capturers if they won, back to their units if those won, and stay where they fell on a draw —
 * lost to their units. Decided before the losers' rout tests (combat-result.ts settle()), which
 * they take whatever their losses, a unit whose standard was captured at the captured penalty.
 */
export function captureDecided(w: Wfb3World, winner: number): void {
  const p = w.plan;
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    if (w.contested[u] === 0) continue;
    w.contested[u] = 0;
    for (let s = UNIT_STANDARD; s <= ARMY_STANDARD; s++) {
      if (w.standard[2 * u + s] !== FALLEN) continue;
      if (winner < 0) pickedUp(w, u, s, LOST);
      else if (p.side[u] === winner) pickedUp(w, u, s, takenUpAgain(w, u, s));
      else pickedUp(w, u, s, CAPTURED, capturer(w, u, true));
    }
  }
}

/**
 * A routing unit's standards are lost; one that fell in the fight is captured as it runs, by an
 * enemy in contact (§4.11 2); the standards it had captured are recaptured by their units in
 * contact with it or pursuing it (§6.6). Called as u begins to rout, its engagements standing.
 */
export function standardOnRout(w: Wfb3World, u: number): void {
  for (let s = UNIT_STANDARD; s <= ARMY_STANDARD; s++) {
    if (!has(w, u, s)) continue;
    const state = w.standard[2 * u + s];
    if (state === CARRIED) w.standard[2 * u + s] = LOST;
    else if (state === FALLEN) pickedUp(w, u, s, CAPTURED, capturer(w, u, false));
  }
  w.contested[u] = 0;
  recaptured(w, u);
}

/** u's standard `s` meets its fate; captured, `by` is the enemy unit that holds it (−1 none in contact: it cannot be recaptured). */
function pickedUp(w: Wfb3World, u: number, s: number, fate: number, by = -1): void {
  w.standard[2 * u + s] = fate;
  w.captor[2 * u + s] = fate === CAPTURED ? by : -1;
  if (w.tracer !== null) traceStandardFate(w, u, s);
}

/** The enemy in contact with u that takes its fallen standard: the first that tries to capture it (`capturing`), or the first at all; −1 none. */
function capturer(w: Wfb3World, u: number, capturing: boolean): number {
  const eng = w.eng;
  for (let e = 0; e < eng.count; e++) {
    const o = eng.a[e] === u ? eng.b[e] : eng.b[e] === u ? eng.a[e] : -1;
    if (o >= 0 && (!capturing || w.plan.capture[o] === 1)) return o;
  }
  return -1;
}

/** Whether an enemy in contact with u followed it up in the push-back just made. */
function followedUpBy(w: Wfb3World, u: number): boolean {
  const eng = w.eng;
  for (let e = 0; e < eng.count; e++) {
    if (eng.a[e] === u && w.followedUp[eng.b[e]] === 1) return true;
    if (eng.b[e] === u && w.followedUp[eng.a[e]] === 1) return true;
  }
  return false;
}

/** Whether u's enemies in contact try to capture its standards: any of them with the tactic `capture: attempt`. */
function capturersTry(w: Wfb3World, u: number): boolean {
  return capturer(w, u, true) >= 0;
}
