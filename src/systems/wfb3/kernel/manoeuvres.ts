/**
 * Manoeuvres and formations (rules/wfb3.md §2.2, §2.3). In each movement and reserve phase a
 * unit's first simple manoeuvre — a wheel, a turn, a change of frontage — is free; a second needs
 * a leader and an Ld test, a third another, and a failed test halts the unit for the phase. A
 * musician adds 1 to those tests. A complex manoeuvre counts three: it needs a leader, must be
 * the phase's only one, and takes its Ld test first; failed in the movement phase, the unit makes
 * no reserve move either.
 *
 * The formations played: the shieldwall, declared at the start of a turn by infantry with
 * shields (+1 save; no moving or shooting); the testudo, a complex manoeuvre (a square block,
 * half speed, +2 save until it comes to blows); and the square, a complex manoeuvre (a face each
 * way, no flank nor rear, never pushed back, never following up, a prepared position, and
 * unmoving); the wedge, formed as a charge is declared (its round is wedge.ts's); and the archer
 * wedge, a complex manoeuvre of bow or crossbow troops (stationary but for a wheel about its rear
 * rank's centre; charged, a line at once). Formation.ts breakFormation() ends them.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import type { Rng } from '../../../core/rng.ts';
import { READY } from '../../rank-and-file/unit-state.ts';
import { FORM_ARCHER_WEDGE, FORM_SHIELDWALL, FORM_SQUARE, FORM_TESTUDO } from '../plan.ts';
import { nimble, shape, wedgeRanks } from './formation.ts';
import { onDifficultGround } from './terrain.ts';
import { leadership, passes } from './tests.ts';
import { traceFormed, traceFrontage, traceManoeuvreTest, traceWheelsAboutRear } from './trace.ts';
import { ARCHER_WEDGE, LINE, SHIELDWALL, SQUARE, TESTUDO, WEDGE, type Wfb3World } from './world.ts';
import { nearestEnemy } from './nearest.ts';
import { hasLeader } from './characters.ts';

/** Simple manoeuvres a phase at most, and what a complex one counts (§2.2). */
const MOST = 3;
/** A change of frontage adds or takes at most two models on each flank (§2.2). */
const FRONTAGE_STEP = 4;
/** A unit turned by less than this (radians) needs no manoeuvre to face its way. */
const SQUARE_ON = 1e-3;

/** Every unit of `side` starts the phase with no manoeuvre made. */
export function newPhase(w: Wfb3World, side: number): void {
  for (let u = 0; u < w.n; u++) {
    if (w.plan.side[u] !== side) continue;
    w.manoeuvres[u] = 0;
    w.manoeuvreFailed[u] = 0;
  }
}

/**
 * Whether u makes a simple manoeuvre now (§2.2): the first of the phase freely; a second or
 * third with a leader and an Ld test (+1 with a musician, at most 10), a failure halting it for
 * the phase; never a fourth, nor after a complex one, nor a second with any model on difficult
 * or very difficult ground.
 */
export function simpleManoeuvre(w: Wfb3World, rng: Rng, u: number): boolean {
  if (w.manoeuvreFailed[u] === 1) return false;
  const made = w.manoeuvres[u];
  if (made === 0) {
    w.manoeuvres[u] = 1;
    return true;
  }
  if (made >= MOST || !hasLeader(w, u)) return false;
  if (w.plan.terrain.count > 0 && onDifficultGround(w, u)) return false;
  let ld = leadership(w, u) + w.plan.musician[u];
  if (ld > 10) ld = 10;
  const passed = passes(w, rng, ld);
  if (w.tracer !== null) traceManoeuvreTest(w, u, made + 1, ld, passed);
  if (!passed) {
    w.manoeuvreFailed[u] = 1;
    return false;
  }
  w.manoeuvres[u] = made + 1;
  return true;
}

/**
 * Whether u makes a complex manoeuvre in its movement phase (§2.2): with a leader, as the phase's
 * first and only, on an Ld test; failed, it is halted for the phase and loses its reserve move.
 */
function complexManoeuvre(w: Wfb3World, rng: Rng, u: number): boolean {
  if (w.manoeuvres[u] !== 0 || w.manoeuvreFailed[u] === 1 || !hasLeader(w, u)) return false;
  const ld = leadership(w, u);
  const passed = passes(w, rng, ld);
  if (w.tracer !== null) traceManoeuvreTest(w, u, 0, ld, passed);
  if (!passed) {
    w.manoeuvreFailed[u] = 1;
    w.noReserve[u] = 1;
    return false;
  }
  w.manoeuvres[u] = MOST;
  return true;
}

/**
 * Whether u, about to move towards t, may face it (§2.2): squarely on already, or by a simple
 * manoeuvre — in single file, freely. Not allowed, it moves straight on — or, a test failed, not
 * at all.
 */
export function mayFace(w: Wfb3World, rng: Rng, u: number, t: number): boolean {
  const fp = w.fp;
  let turn = Math.atan2(fp.cx[t] - fp.cx[u], fp.cy[t] - fp.cy[u]) - fp.facing[u];
  turn -= 2 * Math.PI * Math.round(turn / (2 * Math.PI));
  // A unit in single file snakes round at no manoeuvre's cost (§2.2).
  if ((turn < SQUARE_ON && turn > -SQUARE_ON) || nimble(w, u)) return true;
  return simpleManoeuvre(w, rng, u);
}

/**
 * u, told to fight on a frontage of `frontage` files, changes its front rank towards it by simple
 * manoeuvres of at most four models each (§2.2), while it may: not on difficult ground, formed.
 */
export function changeFrontage(w: Wfb3World, rng: Rng, u: number): void {
  const want = w.plan.frontage[u];
  if (want === 0 || w.files[u] === want || w.formation[u] !== LINE) return;
  const most = want < w.models[u] ? want : w.models[u];
  if (w.files[u] === most || onDifficultGround(w, u)) return;
  while (w.files[u] !== most && simpleManoeuvre(w, rng, u)) {
    const step = most - w.files[u];
    w.files[u] += step > FRONTAGE_STEP ? FRONTAGE_STEP : step < -FRONTAGE_STEP ? -FRONTAGE_STEP : step;
    shape(w, u);
    if (w.tracer !== null) traceFrontage(w, u);
  }
}

/** u forms a wedge as it declares a charge (§2.3): its point one model, its ranks wider behind. */
export function formWedge(w: Wfb3World, u: number): void {
  w.lineFiles[u] = w.files[u];
  w.files[u] = 1;
  w.formation[u] = WEDGE;
  shape(w, u);
  if (w.tracer !== null) traceFormed(w, u);
}

/** At the start of `side`'s turn, its units told to hold a shieldwall form it: at liberty, formed, out of combat (§2.3). */
export function formShieldwalls(w: Wfb3World, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || p.formation[u] !== FORM_SHIELDWALL || w.formation[u] === SHIELDWALL) continue;
    if (w.status[u] !== READY || w.unformed[u] === 1 || w.pursuing[u] >= 0 || w.frenzied[u] === 1 || w.stupid[u] !== 0) continue;
    w.formation[u] = SHIELDWALL;
    if (w.tracer !== null) traceFormed(w, u);
  }
}

/**
 * In `side`'s movement phase, its units told to take a testudo, a square or an archer wedge, and
 * not charging, form it by a complex manoeuvre (§2.2, §2.3), not on difficult ground. A testudo
 * is a block of as many ranks as files, the odd models behind, at half speed; a square splits the
 * frontage in four, one face each way, and does not move again; an archer wedge stands its
 * `point` models in front and each rank behind wider (wedgeGrowth), and moves no more but to
 * wheel (archerWedgesWheel()).
 */
export function formBlocks(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    const want = p.formation[u];
    if (p.side[u] !== side || (want !== FORM_TESTUDO && want !== FORM_SQUARE && want !== FORM_ARCHER_WEDGE) || w.formation[u] !== LINE || w.declared[u] >= 0) continue;
    if (w.status[u] !== READY || w.unformed[u] === 1 || w.pursuing[u] >= 0 || w.held[u] === 1 || w.stupid[u] !== 0 || onDifficultGround(w, u)) continue;
    if (!complexManoeuvre(w, rng, u)) continue;
    if (want === FORM_TESTUDO) {
      w.files[u] = Math.floor(Math.sqrt(w.models[u]) + EPS);
      w.formation[u] = TESTUDO;
      w.M[u] = p.M[u] * 0.5;
      w.rate[u] = p.rate[u] * 0.5;
    } else if (want === FORM_ARCHER_WEDGE) {
      w.files[u] = p.point[u];
      w.formation[u] = ARCHER_WEDGE;
    } else {
      // A type on the flanks goes to the corners, or inside (compile-mixed.ts): the block's front, flanks and all, is the square's.
      w.flanked[u] = 0;
      w.sideFiles[u] = 0;
      w.lineFiles[u] = w.files[u];
      w.files[u] = w.files[u] >> 2;
      w.formation[u] = SQUARE;
    }
    shape(w, u);
    if (w.tracer !== null) traceFormed(w, u, want === FORM_ARCHER_WEDGE ? wedgeRanks(w, u) : 0);
  }
}

/** An archer wedge's fire arc: the nearest enemy within this of straight ahead (radians, half of 90°, §3.1) needs no wheel. */
const HALF_ARC = Math.PI / 4;

/**
 * In `side`'s movement phase each archer wedge whose nearest enemy stands outside its fire arc
 * wheels about the centre of its rear rank to face it, a simple manoeuvre (§2.3, §2.2): the only
 * way it may move. Its rear rank stays where it was and its front swings round.
 */
export function archerWedgesWheel(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  const fp = w.fp;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || w.formation[u] !== ARCHER_WEDGE || w.status[u] !== READY || w.stupid[u] !== 0 || w.held[u] === 1) continue;
    const t = nearestEnemy(w, u);
    if (t < 0) continue;
    // The pivot: the centre of its rear edge.
    const d = fp.d[u];
    const px = fp.x[u] - fp.sin[u] * d;
    const py = fp.y[u] - fp.cos[u] * d;
    const toward = Math.atan2(fp.cx[t] - px, fp.cy[t] - py);
    let by = toward - fp.facing[u];
    by -= 2 * Math.PI * Math.round(by / (2 * Math.PI));
    if ((by <= HALF_ARC && by >= -HALF_ARC) || !simpleManoeuvre(w, rng, u)) continue;
    fp.facing[u] = toward;
    fp.x[u] = px + Math.sin(toward) * d;
    fp.y[u] = py + Math.cos(toward) * d;
    shape(w, u);
    if (w.tracer !== null) traceWheelsAboutRear(w, u, t, by);
  }
}
