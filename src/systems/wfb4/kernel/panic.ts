/**
 * Panic (rules/wfb4.md §6.3, §7; RB p.38): the tests of three of its four triggers — fleeing
 * friends within 4" as the turn starts, friends within 12" breaking or wiped out in combat, and
 * a flank or rear charge on a unit already fighting. The fourth, a quarter of the unit lost to
 * shooting, is in shooting.ts. A failed test sends the unit fleeing as if broken in combat:
 * pursued if it was fighting, and causing no panic tests of its own.
 */
import { FRONT } from '../../../battlefield/arcs.ts';
import { beyond, pairOf } from '../../../battlefield/gaps.ts';
import type { Rng } from '../../../core/rng.ts';
import { FLEEING, JOINED, standing } from '../../rank-and-file/unit-state.ts';
import { strength } from './formation.ts';
import { charactersTestPanic, takesPanicTests } from './frenzy.ts';
import { ownPsychologyLd, psychologyLd, psychologyRoll } from './leadership.ts';
import { partFrom } from './parting.ts';
import { fleeAndPursue } from './pursuit.ts';
import { tracePanicAfterBreak, tracePanicTest } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** Fleeing friends within this distance at the start of a unit's turn make it test (§7). */
export const FLEEING_FRIEND_RANGE = 4;
/** A flank or rear charge by a unit of at least this many models makes a fighting unit test (§7). */
export const PANIC_CHARGE_MODELS = 5;

/** Why a panic test is taken (the trace's words). */
export const PANIC_FLEEING_FRIEND = 0;
export const PANIC_FLANK_CHARGE = 1;
export const PANIC_SHOT = 2;
/** A friend breaking or wiped out within 12" (panicAfterBreaks()). */
export const PANIC_FRIEND_BREAKS = 3;
/** A quarter of the unit lost to spells in one magic phase, or any loss to a spell that says so (spells.ts). */
export const PANIC_MAGIC = 4;

/**
 * As `side`'s turn starts, each unit with a fleeing friend within 4" that it does not
 * outnumber (the friend's whole size counts) takes a panic test (§7). Failed, it flees now,
 * which is its move for the turn: no rally test, no compulsory flight after it.
 */
export function panicAtStartOfTurn(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (p.side[u] !== side || !standing(w.status, u)) continue;
    const tests = takesPanicTests(w, u);
    if (!tests && !charactersTestPanic(w, u)) continue;
    for (let f = w.sideFrom[side]; f < stop; f++) {
      if (f === u || p.side[f] !== side || w.status[f] !== FLEEING || strength(w, u) > strength(w, f)) continue;
      w.gaps.limit = FLEEING_FRIEND_RANGE;
      if (beyond(w.gaps, u, f) || w.gaps.gap[pairOf(w.gaps, u, f)] > FLEEING_FRIEND_RANGE) continue;
      if (tests) panicTest(w, rng, u, f, PANIC_FLEEING_FRIEND);
      else charactersPanic(w, rng, u, f, PANIC_FLEEING_FRIEND, true);
      break;
    }
  }
}

/**
 * Unit t, already fighting, is charged in the flank or rear by c, found in reach: a panic test
 * when c has 5 models or more (§7).
 */
export function panicOnFlankCharge(w: Wfb4World, rng: Rng, t: number, c: number, face: number): void {
  if (face === FRONT || w.models[c] < PANIC_CHARGE_MODELS) return;
  if (takesPanicTests(w, t)) panicTest(w, rng, t, c, PANIC_FLANK_CHARGE);
  else if (charactersTestPanic(w, t)) charactersPanic(w, rng, t, c, PANIC_FLANK_CHARGE, true);
}

/**
 * Unit u, immune to panic, meets a cause of panic (`why`, as panicTest()): each character with
 * it who is not immune tests on his own Ld (charactersTestPanic(), RB p.48). Failed, he steps
 * out of the unit, behind it first, and flees as if broken — at once (`now`), or with the
 * units broken in the same phase (panicAfterBreaks()). No one pursues him: his foes fight on
 * against his unit.
 */
export function charactersPanic(w: Wfb4World, rng: Rng, u: number, cause: number, why: number, now: boolean): void {
  const p = w.plan;
  let fled = false;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.host[c] !== u || w.status[c] !== JOINED || !takesPanicTests(w, c)) continue;
    const ld = ownPsychologyLd(w, c);
    const roll = psychologyRoll(w, rng, c, ld);
    if (w.tracer !== null) {
      if (why === PANIC_FRIEND_BREAKS) tracePanicAfterBreak(w, c, cause, roll, ld);
      else tracePanicTest(w, c, cause, why, roll, ld);
    }
    if (roll <= ld || !partFrom(w, c, true)) continue;
    w.breakNow[c] = 1;
    w.noPanicSource[c] = 1;
    fled = true;
  }
  if (fled && now) fleeAndPursue(w, rng);
}

/** u's panic test, caused by `cause`: failed, u flees as if broken and causes no further tests. */
function panicTest(w: Wfb4World, rng: Rng, u: number, cause: number, why: number): void {
  const ld = psychologyLd(w, u);
  const roll = psychologyRoll(w, rng, u, ld);
  if (w.tracer !== null) tracePanicTest(w, u, cause, why, roll, ld);
  if (roll <= ld) return;
  w.breakNow[u] = 1;
  w.noPanicSource[u] = 1;
  fleeAndPursue(w, rng);
}

/** Friends within 12" of a unit that broke or was wiped out take one panic test (§6.3). */
export function panicAfterBreaks(w: Wfb4World, rng: Rng): void {
  const p = w.plan;
  if (!p.flags.panicOnBreak) return;
  for (let u = 0; u < w.n; u++) {
    if (!standing(w.status, u) || w.breakNow[u]) continue;
    const tests = takesPanicTests(w, u);
    if (!tests && !charactersTestPanic(w, u)) continue;
    let trigger = -1;
    for (let b = w.sideFrom[p.side[u]], stop = w.sideTo[p.side[u]]; b < stop; b++) {
      if (b === u || p.side[b] !== p.side[u] || w.noPanicSource[b]) continue;
      if (!w.breakNow[b] && !w.wipedNow[b]) continue;
      w.gaps.limit = 12;
      if (!beyond(w.gaps, u, b) && w.gaps.gap[pairOf(w.gaps, u, b)] <= 12) {
        trigger = b;
        break;
      }
    }
    if (trigger < 0) continue;
    if (!tests) {
      charactersPanic(w, rng, u, trigger, PANIC_FRIEND_BREAKS, false);
      continue;
    }
    const ld = psychologyLd(w, u);
    const roll = psychologyRoll(w, rng, u, ld);
    if (w.tracer !== null) tracePanicAfterBreak(w, u, trigger, roll, ld);
    if (roll > ld) {
      w.breakNow[u] = 1;
      w.noPanicSource[u] = 1; // fleeing through panic causes no further tests (§6.3)
    }
  }
}
