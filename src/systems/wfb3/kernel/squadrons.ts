/**
 * Units of several chariots or war beasts (rules/wfb3.md §6.1: "a unit has 1–6 chariots", one of
 * them its leader; §6.2: war beast units, split into sections). Each vehicle is a row of its own
 * (compile.ts vehiclesOf(): side by side, the first the leader with the unit's id), so that each
 * has its own damage, crew, amok and control, and each fights as a section: in hand-to-hand only
 * the vehicles in base contact with the enemy are struck, each fight is resolved apart, and the
 * round's result takes every wound (the side's total). The unit still acts as one:
 *
 * - each test it takes is taken once, on one 2D6 — the first of its vehicles to test rolls, and
 *   the others tested at the same moment (the same phase step, round, or rout that sets the test
 *   off) read the same roll against their own value (`unitPasses()`);
 * - a quarter of the unit's crews lost is its rout test's threshold in combat (`squadCrews()`),
 *   and a quarter of its vehicles lost to missiles in a turn its missile rout test's
 *   (`squadMissileLosses()`);
 * - when one vehicle routs, the unit routs: every other one standing routs too (`routsWith()`);
 * - missile hits on one vehicle fall on any of them at random (§6.2: spread at random over
 *   every model of the unit, read for chariots too);
 * - an enemy charging one vehicle engages every other it touches as it meets the unit: the
 *   sections (`sectionsMet()`);
 * - its vehicles charging one enemy line up on the face they charge as they stand in the unit,
 *   side by side about its middle (`squadSlot()`).
 *
 * Hot code: integers in and out.
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import { diagonalFace, FRONT, REAR } from '../../../battlefield/arcs.ts';
import { rollOneOf } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, READY, standing } from '../../rank-and-file/unit-state.ts';
import { engage } from './deployment.ts';
import { passes, rollPasses } from './tests.ts';
import { SQUAD_TESTS, type Wfb3World } from './world.ts';

/** The tests a unit takes once for all its vehicles (`unitPasses()`). */
export const TEST_ROUT = 0;
export const TEST_MISSILE_ROUT = 1;
export const TEST_PANIC = 2;
export const TEST_FEAR = 3;
export const TEST_STUPIDITY = 4;
export const TEST_FRENZY = 5;
export const TEST_HATRED = 6;
export const TEST_RUN_AWAY = 7;
export const TEST_STAND_AND_SHOOT = 8;
export const TEST_NOT_PURSUE = 9;
export const TEST_HALT = 10;
export const TEST_RALLY = 11;
/** A rout test taken again within 12" of the army standard (§6.6). */
export const TEST_RETAKE = 12;

/** Gaps within this are base contact. */
const EPS = 1e-6;

/** A new moment: tests taken from now on are rolled afresh (a phase step, a combat round, a rout that sets tests off). */
export function newMoment(w: Wfb3World): void {
  w.moment++;
}

/**
 * u's test of kind `kind` against `value` (§1.2): a unit of several vehicles rolls once a moment,
 * each vehicle reading that roll against its own value. Any other unit rolls its own 2D6.
 */
export function unitPasses(w: Wfb3World, rng: Rng, u: number, kind: number, value: number): boolean {
  const s = w.plan.squad[u];
  if (s < 0) return passes(w, rng, value);
  const k = s * SQUAD_TESTS + kind;
  if (w.sharedAt[k] === w.moment) {
    w.lastRoll = w.sharedRoll[k];
    return rollPasses(w, w.lastRoll, value);
  }
  const held = passes(w, rng, value);
  w.sharedAt[k] = w.moment;
  w.sharedRoll[k] = w.lastRoll;
  return held;
}

/** u, of a unit of several vehicles, begins to rout: every other vehicle of it standing is marked to rout with it (rout.ts routPanicked()). */
export function routsWith(w: Wfb3World, u: number): void {
  const s = w.plan.squad[u];
  if (s < 0) return;
  for (let m = 0; m < w.n; m++) {
    if (m === u || w.plan.squad[m] !== s) continue;
    const st = w.status[m];
    if (st === READY || st === ENGAGED) w.panicked[m] = 1;
  }
}

/** The crews u's unit of several vehicles started with and has lost (§4.10 read with §6.1, §6.2), summed into `w.squadStart` and `w.squadLost`. */
export function squadCrews(w: Wfb3World, u: number): void {
  const p = w.plan;
  const s = p.squad[u];
  let start = 0;
  let lost = 0;
  for (let m = 0; m < w.n; m++) {
    if (p.squad[m] !== s) continue;
    start += p.crew[m];
    lost += p.crew[m] - w.crewLeft[m] - w.crewOff[m];
  }
  w.squadStart = start;
  w.squadLost = lost;
}

/**
 * The vehicles of u's unit at the turn's start and those lost to missiles and magic since, and to
 * magic alone, summed into `w.squadStart`, `w.squadLost` and `w.squadMagic`; only the first
 * vehicle standing reports, so the unit tests once (returns false for the others).
 */
export function squadMissileLosses(w: Wfb3World, u: number): boolean {
  const p = w.plan;
  const s = p.squad[u];
  let start = 0;
  let lost = 0;
  let magic = 0;
  let first = -1;
  for (let m = 0; m < w.n; m++) {
    if (p.squad[m] !== s) continue;
    start += w.turnStart[m];
    lost += w.shotLost[m];
    magic += w.magicLost[m];
    if (first < 0 && (w.status[m] === READY || w.status[m] === ENGAGED)) first = m;
  }
  w.squadStart = start;
  w.squadLost = lost;
  w.squadMagic = magic;
  return first === u;
}

/** The vehicle of t's unit a missile hit on t falls on (§6.2): any of those standing, at random (t with none); t itself for any other unit. */
export function vehicleHit(w: Wfb3World, rng: Rng, t: number): number {
  const p = w.plan;
  const s = p.squad[t];
  if (s < 0) return t;
  let k = 0;
  for (let m = 0; m < w.n; m++) if (p.squad[m] === s && standing(w.status, m)) k++;
  if (k === 0) return t;
  let pick = k === 1 ? 0 : rollOneOf(rng, k);
  for (let m = 0; m < w.n; m++) {
    if (p.squad[m] !== s || !standing(w.status, m)) continue;
    if (pick-- === 0) return m;
  }
  return t;
}

/**
 * c's charge has met t, a vehicle of a unit of several: c engages every other vehicle of it
 * standing that its front now touches — the sections of the unit it fights (§6.2), charging each.
 */
export function sectionsMet(w: Wfb3World, c: number, t: number): void {
  const p = w.plan;
  const s = p.squad[t];
  if (s < 0) return;
  for (let m = 0; m < w.n; m++) {
    if (m === t || p.squad[m] !== s || (w.status[m] !== READY && w.status[m] !== ENGAGED)) continue;
    if (w.gaps.gap[pairOf(w.gaps, c, m)] > EPS || diagonalFace(w.fp, c, m) !== FRONT) continue;
    engage(w, c, m, diagonalFace(w.fp, m, c), 1);
  }
}

/**
 * Vehicle c of a unit of several, charging face `face` of t: its place on that face, moved from
 * the middle (`w.pose`, arcs.ts contactPose()) along it by its place in the unit's line, so the
 * vehicles stand side by side as they were deployed — pressed in towards the middle where the
 * face is narrower than the line, each kept within it.
 */
export function squadSlot(w: Wfb3World, c: number, t: number, face: number): void {
  const p = w.plan;
  const s = p.squad[c];
  let j = 0;
  let k = 0;
  for (let m = 0; m < w.n; m++) {
    if (p.squad[m] !== s) continue;
    if (m < c) j++;
    k++;
  }
  const width = p.baseW[c];
  const half = (face === FRONT || face === REAR ? w.fp.w[t] : w.fp.d[t]) * 0.5 - width * 0.5;
  let along = (j - (k - 1) * 0.5) * width;
  if (half <= 0) along = 0;
  else if (along > half) along = half;
  else if (along < -half) along = -half;
  const f = w.pose.facing;
  w.pose.x += Math.cos(f) * along;
  w.pose.y -= Math.sin(f) * along;
}
