/**
 * Standards in hand-to-hand combat (rules/wfb3.md §4.10, §6.6): a unit's standard bearer
 * fights in its front rank and may fall there. A fallen standard gives no bonus. Its unit picks
 * it up again by winning a round and following up; routing, it leaves the standard to the enemy
 * (captured); pushed back, its enemies may fight another round at once to capture it (tactic
 * `capture`). Winning that round, the capturers take it and the beaten unit tests for rout
 * whatever its losses; losing it, the unit recovers its standard and the would-be capturers test;
 * a draw leaves it where it fell, lost to the unit. Lost, −1 Ld for the battle; captured, −2.
 * Flag standardCapture.
 *
 * Which models fall is not told by the count of the slain: the bearer, one of the front rank's
 * models in base contact, is among the k slain there of m in contact with chance k/m.
 */
import { rollOneOf } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED } from '../../rank-and-file/unit-state.ts';
import { traceBearerFalls, traceCaptureRound, traceStandardFate } from './trace.ts';
import { CAPTURED, CARRIED, FALLEN, LOST, SQUARE, type Wfb3World } from './world.ts';

/** Whether u carries a standard now, for its +1 in the combat result (§4.9). */
export function carriesStandard(w: Wfb3World, u: number): boolean {
  return w.plan.standard[u] === 1 && w.standard[u] === CARRIED;
}

/**
 * At the end of a round's blows, each unit of the combat carrying its standard that lost
 * models at its front may lose its bearer among them: k slain of m models in base contact
 * there, the bearer one of the m.
 */
export function bearersFall(w: Wfb3World, rng: Rng): void {
  const p = w.plan;
  if (p.anyStandard === 0 || !p.flags.standardCapture) return;
  const eng = w.eng;
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    if (!carriesStandard(w, u) || w.models[u] === 0) continue;
    let inContact = 0;
    let slain = 0;
    for (let e = 0; e < eng.count; e++) {
      if (eng.a[e] === u) {
        inContact += eng.contactA[e];
        slain += eng.lostA[e];
      } else if (eng.b[e] === u && eng.face[e] === 0) {
        inContact += eng.contactB[e];
        slain += eng.lostB[e];
      }
    }
    if (slain === 0 || inContact === 0) continue;
    if (slain < inContact && rollOneOf(rng, inContact) >= slain) continue;
    w.standard[u] = FALLEN;
    if (w.tracer !== null) traceBearerFalls(w, u);
  }
}

/**
 * After a won round's routs and push-backs (§4.10): a winner picks its fallen standard up as it
 * follows up (a square, which never follows up, leaves it where it fell); a loser pushed back
 * and followed up has its fallen standard contested if its enemies try to capture it, and lost
 * if they leave it. Returns 1 when some standard is contested: the combat fights on at once.
 * A combat fights one such round a phase: a standard falling in it lies where it fell, to be
 * fought for if its unit is pushed back in the combat's next round.
 */
export function standardsAfterRound(w: Wfb3World, winner: number): number {
  const p = w.plan;
  if (p.anyStandard === 0 || !p.flags.standardCapture) return 0;
  let contest = 0;
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    if (w.standard[u] !== FALLEN) continue;
    if (p.side[u] === winner) {
      if (w.status[u] === ENGAGED && w.formation[u] !== SQUARE) pickedUp(w, u, CARRIED);
      continue;
    }
    if (w.captureRound === 1 || w.status[u] !== ENGAGED || w.pushedBack[u] === 0 || !followedUpBy(w, u)) continue;
    if (capturersTry(w, u)) {
      w.contested[u] = 1;
      contest = 1;
    } else pickedUp(w, u, LOST);
  }
  if (contest === 1 && w.tracer !== null) traceCaptureRound(w);
  return contest;
}

/**
 * The capture round just fought: `winner` won it (−1 a draw). The contested standards go to the
 * capturers if they won, back to their units if those won, and stay where they fell on a draw —
 * lost to their units. Decided before the losers' rout tests (combat-result.ts settle()), which
 * they take whatever their losses, a unit whose standard was captured at −2 Ld.
 */
export function captureDecided(w: Wfb3World, winner: number): void {
  const p = w.plan;
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    if (w.contested[u] === 0) continue;
    w.contested[u] = 0;
    // Fallen again in the capture round or not, the round's result decides the standard.
    pickedUp(w, u, winner < 0 ? LOST : p.side[u] === winner ? CARRIED : CAPTURED);
  }
}

/** A routing unit's standard is lost; one that fell in the fight is captured as it runs (§4.11 2). */
export function standardOnRout(w: Wfb3World, u: number): void {
  if (w.plan.standard[u] === 0) return;
  const s = w.standard[u];
  if (s === CARRIED) w.standard[u] = LOST;
  else if (s === FALLEN) pickedUp(w, u, CAPTURED);
  w.contested[u] = 0;
}

function pickedUp(w: Wfb3World, u: number, fate: number): void {
  w.standard[u] = fate;
  if (w.tracer !== null) traceStandardFate(w, u);
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

/** Whether u's enemies in contact try to capture its standard: any of them with the tactic `capture: attempt`. */
function capturersTry(w: Wfb3World, u: number): boolean {
  const eng = w.eng;
  for (let e = 0; e < eng.count; e++) {
    const o = eng.a[e] === u ? eng.b[e] : eng.b[e] === u ? eng.a[e] : -1;
    if (o >= 0 && w.plan.capture[o] === 1) return true;
  }
  return false;
}
