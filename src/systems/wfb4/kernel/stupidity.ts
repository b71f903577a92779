/**
 * Stupidity (rules/wfb4.md §7, §12-9; RB p.40). As its side's turn starts a stupid unit that is
 * not fleeing tests its Ld (2D6 ≤ Ld, or < Ld under `stupidityTest: below`); failed, it is
 * stupid until its next turn starts:
 * - fighting, half its stupid models stand about: each strike group fights with half its
 *   models, and an odd one (a lone model too) fights on a D6 of 4+ (stupidFighters());
 * - out of combat, a D6: 1-3 it lurches straight ahead at half its move as a compulsory move,
 *   charging the first enemy it meets and pinning itself and the first friend it blunders into
 *   (stumbleForward()); 4-6 it stands about doing nothing for the turn. It shoots in neither.
 * While stupid it takes no other psychology test — no panic, fear or terror, no frenzy — but it
 * breaks in combat as usual. Charged while stupid, it holds.
 *
 * On a mounted unit the stupid creatures are the steeds (Cold Ones): the test is the rider's
 * Ld, and only the steeds' attacks are halved.
 */
import { diagonalFace, contactPose } from '../../../battlefield/arcs.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { present, ENGAGED, FLEEING, JOINED, READY, standing } from '../../rank-and-file/unit-state.ts';
import { destroy, wipedOut } from './casualties.ts';
import { forcedOverTerrain, mountedChariot } from './chariots.ts';
import { chargeHome, react } from './charges.ts';
import { shape } from './footprint.ts';
import { ownPsychologyLd, psychologyLd, psychologyRoll } from './leadership.ts';
import { isMount, partFrom } from './parting.ts';
import { CHARACTER_MOUNT, MOUNT } from './strike-kinds.ts';
import { aimAhead, aimAtPoint, firstInTheWay, segmentTravel } from './terrain.ts';
import { traceDullWits } from './trace-items.ts';
import { traceCatchesFleeing, traceStumble, traceStupidBlunder, traceStupidCharge, traceStupidFighters, traceStupidityTest } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** What a unit stupid out of combat does this turn (`world.stumble`): D6 1-3 and 4-6. */
export const STUMBLE_FORWARD = 1;
export const STUMBLE_IDLE = 2;

/** Whether u is subject to stupidity: by nature, or made so for the battle by an enemy weapon's wound (sapping.ts). */
export function subjectToStupidity(w: Wfb4World, u: number): boolean {
  return (w.plan.rule.stupidity[u] | w.uses.stupefied[u]) !== 0;
}

/**
 * Wizard c casts a spell: made subject to stupidity by an enemy weapon (sapping.ts), a D6 of 1-3
 * and it fails, its cost spent, before the enemy may answer it (AM p.13-16: a stupid wizard
 * rolls a D6 for every spell he casts: on 1-3 it fails, its power spent
 * for nothing). Read for the wizards the weapon struck: the seed gives it on its card only.
 */
export function dullWitsFail(w: Wfb4World, rng: Rng, c: number): boolean {
  if (w.uses.stupefied[c] === 0) return false;
  const roll = rollD6(rng);
  if (w.tracer !== null) traceDullWits(w, c, roll);
  return roll <= 3;
}

/** The start-of-turn stupidity tests of `side`'s stupid units (§7). */
export function stupidityAtStartOfTurn(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  const below = p.flags.stupidityTest === 'below';
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (!subjectToStupidity(w, u) || p.side[u] !== side) continue;
    w.stupid[u] = 0;
    w.stumble[u] = 0;
    // Fleeing troops take no test until they have rallied.
    if (!standing(w.status, u)) continue;
    stupidityTest(w, rng, u, psychologyLd(w, u), below, w.status[u] === ENGAGED);
  }
  if (w.anyCharacter) charactersStupidity(w, rng, side);
}

/**
 * The start-of-turn stupidity tests of `side`'s stupid characters with units that lack the rule
 * (RB p.48): each tests on his own Ld. Failed, he fights on a D6 of 4+ in combat
 * (stupidCharacterFights()); out of combat he lurches forward alone on 1-3 — stepping out of
 * his unit in front of it first — and on 4-6 stands about, left behind if his unit moves on
 * (parting.ts leaveStupidBehind()). A rider, or a chariot's crewman, takes his mount with him:
 * it lurches forward, or stands about, as he does; it fights in full.
 */
function charactersStupidity(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  const below = p.flags.stupidityTest === 'below';
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (p.side[c] !== side || !subjectToStupidity(w, c) || w.status[c] !== JOINED) continue;
    const h = w.host[c];
    w.stupid[c] = 0;
    w.stumble[c] = 0;
    if (subjectToStupidity(w, h) || !standing(w.status, h)) continue;
    stupidityTest(w, rng, c, ownPsychologyLd(w, c), below, w.status[h] === ENGAGED);
    if (w.stumble[c] === 0) continue;
    if (isMount(w, h)) {
      // It lurches forward this turn only (stupidMoves()); standing about, it is held.
      if (w.stumble[c] === STUMBLE_FORWARD) w.stumble[h] = STUMBLE_FORWARD;
      w.stumble[c] = 0;
      w.held[h] = 1;
      w.noShoot[h] = 1;
    } else if (w.stumble[c] === STUMBLE_FORWARD && !partFrom(w, c)) w.stumble[c] = STUMBLE_IDLE; // no room to step out: he stands about
  }
}

/**
 * u's stupidity test on `ld` (2D6 ≤ Ld, or < Ld under `below`): failed, it is stupid until its
 * next test and, out of combat (`engaged` false), rolls a D6 for what it does — 1-3 lurch
 * forward, 4-6 stand about — and neither charges, moves of its own will, nor shoots this turn.
 */
function stupidityTest(w: Wfb4World, rng: Rng, u: number, ld: number, below: boolean, engaged: boolean): void {
  const roll = psychologyRoll(w, rng, u, below ? ld - 1 : ld);
  if (below ? roll < ld : roll <= ld) {
    if (w.tracer !== null) traceStupidityTest(w, u, roll, ld, 0, 0);
    return;
  }
  w.stupid[u] = 1;
  if (engaged) {
    if (w.tracer !== null) traceStupidityTest(w, u, roll, ld, 1, 0);
    return;
  }
  const d6 = rollD6(rng);
  w.stumble[u] = d6 <= 3 ? STUMBLE_FORWARD : STUMBLE_IDLE;
  w.held[u] = 1;
  w.noShoot[u] = 1;
  if (w.tracer !== null) traceStupidityTest(w, u, roll, ld, 1, d6);
}

/** The compulsory moves of `side`'s units stupid out of combat, rolled 1-3 (§2.1 step 3, §7). */
export function stupidMoves(w: Wfb4World, rng: Rng, side: number): void {
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (w.stumble[u] !== STUMBLE_FORWARD || w.plan.side[u] !== side) continue;
    if (!subjectToStupidity(w, u)) w.stumble[u] = 0; // a mount its stupid rider drives, this turn only
    if (w.status[u] === READY) stumbleForward(w, rng, u);
  }
}

/**
 * u lurches straight ahead at half its M, terrain slowing it. The first unit in its way within
 * that move decides the rest: an enemy is charged (it reacts as to any charge, and u charges
 * home, or catches it if it fled and is still in the way); a friend and u blunder into each
 * other and are both pinned for the turn, u stopping 1" short.
 */
function stumbleForward(w: Wfb4World, rng: Rng, u: number): void {
  const half = w.M[u] * 0.5;
  w.seg.len = half;
  const met = firstInTheWay(w, u);
  const at = w.result;
  if (met >= 0 && w.plan.side[met] !== w.plan.side[u]) {
    // The charge: it counts as charging, and the enemy responds (§3).
    w.declared[u] = met;
    if (w.tracer !== null) traceStupidCharge(w, u, met);
    // A stupid unit tests no fear, and it is never more than M away: no stand and shoot.
    react(w, rng, u, met);
    if (w.status[met] === FLEEING) {
      // It fled: u lurches on, and catches it if it is still in the way.
      w.seg.len = half;
      const again = firstInTheWay(w, u);
      if (again === met) {
        const gap = w.result;
        advance(w, rng, u); // gap in w.result
        destroy(w, met);
        if (w.tracer !== null) traceCatchesFleeing(w, u, met, true, gap, gap);
        return;
      }
      w.result = again >= 0 ? w.result - 1 : half;
      advance(w, rng, u);
      return;
    }
    if (!present(w.status, met)) return;
    const face = diagonalFace(w.fp, met, u);
    contactPose(w.fp, met, face, w.pose);
    aimAtPoint(w, u);
    chargeHome(w, u, met, face);
    return;
  }
  if (met >= 0) {
    // A friend in the way: both are pinned for the rest of the turn.
    if (w.tracer !== null) traceStupidBlunder(w, u, met);
    w.result = at - 1;
    advance(w, rng, u);
    w.held[met] = 1;
    w.declared[met] = -1;
    return;
  }
  w.result = half;
  advance(w, rng, u);
}

/**
 * Move u straight ahead the distance the caller left in `w.result` (none when it is not
 * positive; not an argument, which V8 would box: firstInTheWay()), terrain slowing it. A
 * compulsory move: a chariot (its crewman stupid) is forced over ground it cannot cross, and
 * takes its D6 S6 hits there (§8.4).
 */
function advance(w: Wfb4World, rng: Rng, u: number): void {
  const dist = w.result;
  if (dist <= EPS) return;
  const s = w.seg;
  s.len = dist;
  aimAhead(w, u);
  w.path.budget = w.M[u] * 0.5;
  const chariot = w.anyChariot && mountedChariot(w, u);
  w.forced = chariot ? 1 : 0;
  segmentTravel(w, u);
  w.forced = 0;
  const d = w.result;
  if (d <= EPS) return;
  w.fp.x[u] += s.dx * d;
  w.fp.y[u] += s.dy * d;
  shape(w, u);
  w.moved[u] = 1;
  if (w.tracer !== null) traceStumble(w, u, d);
  if (!chariot) return;
  w.result = d;
  forcedOverTerrain(w, rng, u);
  if (w.models[u] === 0) wipedOut(w, u);
}

/**
 * How many of the `models` of u's strike group of kind `kind` fight: all of them, unless u is
 * stupid and they are its stupid creatures (the steeds of a mounted unit, else the unit's own
 * models), when half of them do, and an odd one on a D6 of 4+ (§7).
 */
export function stupidFighters(w: Wfb4World, rng: Rng, u: number, kind: number, models: number): number {
  if (w.stupid[u] === 0 || models <= 0) return models;
  const mounted = w.plan.mountA[u] > 0;
  if (mounted !== (kind === MOUNT)) return models;
  let fight = models >> 1;
  let odd = 0;
  if (models & 1) {
    odd = rollD6(rng);
    if (odd >= 4) fight++;
  }
  if (w.tracer !== null) traceStupidFighters(w, u, kind, models, fight, odd);
  return fight;
}

/**
 * Whether joined character c strikes with a blow group of `kind` (1, or 0): stupid himself, in a
 * unit that is stupid (one test for both, on the best Ld), or stupid on his own in a unit that
 * is not (charactersStupidity()), he is a lone creature and fights on a D6 of 4+ — on a stupid steed (Cold One) only its attacks are lost so. A character without
 * the rule fights as usual in a stupid unit (§7, RB p.48).
 */
export function stupidCharacterFights(w: Wfb4World, rng: Rng, c: number, body: number, kind: number): number {
  if ((w.stupid[body] | w.stupid[c]) === 0 || !subjectToStupidity(w, c)) return 1;
  // Stupid by nature, a mounted character's stupid creature is his steed; made so by a weapon, himself.
  if ((w.plan.rule.stupidity[c] === 1 && w.plan.mountA[c] > 0) !== (kind === CHARACTER_MOUNT)) return 1;
  const odd = rollD6(rng);
  const fight = odd >= 4 ? 1 : 0;
  if (w.tracer !== null) traceStupidFighters(w, c, kind, 1, fight, odd);
  return fight;
}
