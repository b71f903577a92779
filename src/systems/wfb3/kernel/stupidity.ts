/**
 * Stupidity (rules/wfb3.md §5, gap G7): a stupid unit tests at the start of its turn, on its
 * Intelligence (flag stupidityTest). Failed, it is stupid until its next test (flag
 * stupidityLasts). In combat, half of it stops fighting, an odd model fighting on a 4+ (blows.ts).
 * Out of combat it neither shoots nor charges; in its movement phase a D6 of 1-3 sends it half
 * its move towards a D12 clock direction, and 4-6 halts it. A blunder that meets something rolls
 * again: 1-2 it halts; 3-4 it attacks an enemy with one attack a model, and 5-6 normally.
 *
 * Hot code: integers in and out; the geometry goes through the world's registers.
 */
import { contactPose, diagonalFace } from '../../../battlefield/arcs.ts';
import { rollD6, rollOneOf } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, FLEEING, READY } from '../../rank-and-file/unit-state.ts';
import { meet } from './charges.ts';
import { fears, fearTest } from './fear.ts';
import { goAhead, lookAhead, MET_NOTHING } from './lurch.ts';
import { routAway, routFromCombat } from './rout.ts';
import { throwOnContact } from './shooting.ts';
import { charactersStupidity } from './own-reactions.ts';
import { stupidityValue } from './tests.ts';
import { traceBlunder, traceBlunderMeets, traceStupidityTest } from './trace.ts';
import { aloft, CLEAR, ONE_ATTACK, OWN_ATTACKS, STUPID, type Wfb3World } from './world.ts';
import { blunderAloft } from './crashing.ts';
import { TEST_STUPIDITY, unitPasses } from './squadrons.ts';

/** The phasing side's stupid units test (§5): those standing, not pursuing nor frenzied (frenzy ignores other psychology). */
export function stupidityTests(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  if (p.anyStupid === 0) return;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || p.rule.stupidity[u] === 0) continue;
    w.stupid[u] = CLEAR;
    const s = w.status[u];
    if ((s !== READY && s !== ENGAGED) || w.pursuing[u] >= 0 || w.frenzied[u] === 1) continue;
    const value = stupidityValue(w, u);
    const passed = unitPasses(w, rng, u, TEST_STUPIDITY, value);
    if (!passed) w.stupid[u] = STUPID;
    if (w.tracer !== null) traceStupidityTest(w, u, value, passed);
  }
  charactersStupidity(w, rng, side);
}

/** In `side`'s movement phase, its stupid units out of combat blunder about or stand still (§5). */
export function blunders(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  if (p.anyStupid === 0) return;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || w.stupid[u] !== STUPID || w.status[u] !== READY || w.pursuing[u] >= 0) continue;
    const stops = rollD6(rng) >= 4;
    // A flyer in the air slows, or stops and may crash (aerial.ts).
    if (p.anyFlyer === 1 && aloft(w, u)) {
      blunderAloft(w, rng, u, stops ? 0 : rollOneOf(rng, 12) + 1);
      continue;
    }
    if (stops) {
      if (w.tracer !== null) traceBlunder(w, u, 0);
      continue;
    }
    blunder(w, rng, u, rollOneOf(rng, 12) + 1);
  }
}

/**
 * u turns about its centre towards `hour` o'clock (12 straight ahead, 3 to its right) and goes
 * half its move that way over the ground, free of any cost for the turn. Whatever is first in its
 * way — an enemy, a friend, impassable ground or the table's edge — stops it, and a D6 says what
 * then: 1-2 it halts (1" short of an enemy); 3-6 against an enemy it attacks, with one attack a
 * model on 3-4. Friends and the ground are not attacked: it halts against them.
 */
function blunder(w: Wfb3World, rng: Rng, u: number, hour: number): void {
  w.dist = w.M[u] * 0.5;
  const first = lookAhead(w, u, hour);
  let reach = w.dist;
  let roll = 0;
  if (w.met !== MET_NOTHING) roll = rollD6(rng);
  const enemy = first >= 0 && w.plan.side[first] !== w.plan.side[u];
  const attack = enemy && roll >= 3 && w.status[first] !== FLEEING;
  if (enemy && !attack) reach = reach > 1 ? reach - 1 : 0;
  w.dist = reach;
  const met = w.met;
  goAhead(w, u);
  w.dist = reach;
  if (w.tracer !== null) traceBlunder(w, u, hour);
  if (w.met !== MET_NOTHING && w.tracer !== null) traceBlunderMeets(w, u, first, met === MET_NOTHING ? 0 : roll, attack);
  if (attack) attackBlundering(w, rng, u, first, roll <= 4 ? ONE_ATTACK : OWN_ATTACKS);
}

/**
 * u's blunder carries it into t, and it attacks (§5): a charge without its bonuses, met as a
 * charge — t takes its fear test if it fears u — and the thrown weapons fly as they meet.
 */
function attackBlundering(w: Wfb3World, rng: Rng, u: number, t: number, how: number): void {
  if (fears(w, t, u) && !fearTest(w, rng, t, u)) {
    if (w.status[t] === ENGAGED) routFromCombat(w, rng, t);
    else routAway(w, rng, t, u);
    return;
  }
  w.face = diagonalFace(w.fp, t, u);
  contactPose(w.fp, t, w.face, w.pose);
  meet(w, u, t, 0);
  w.stupid[u] = how;
  throwOnContact(w, rng, u, t);
}

/** The end of `side`'s turn: a blunder's attack lasts its turn; stupidity itself until the next test, or the turn (flag stupidityLasts). */
export function stupidityEnds(w: Wfb3World, side: number): void {
  const p = w.plan;
  if (p.anyStupid === 0) return;
  const lasts = p.flags.stupidityLasts === 'until-next-test';
  // Units, and characters stupid on their own (own-reactions.ts).
  for (let u = 0; u < p.rows; u++) {
    if (p.side[u] !== side || w.stupid[u] === CLEAR) continue;
    w.stupid[u] = lasts ? STUPID : CLEAR;
  }
}
