/** Broken units flee and winners pursue (rules/wfb4.md §6.4, §6.5), into fresh enemies in the way. */
import { contactPose, diagonalFace } from '../../../battlefield/arcs.ts';
import { faceAlong } from '../../../battlefield/segment.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { rollND6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { opponentIn } from '../../rank-and-file/engagements.ts';
import { pursuitCatches } from '../../rank-and-file/flight.ts';
import { present, FLEEING, JOINED, READY } from '../../rank-and-file/unit-state.ts';
import { PURSUE_RESTRAIN, REACTION_GUARDS } from '../plan.ts';
import { destroy } from './casualties.ts';
import { flies } from './characters.ts';
import { ignores } from './daemon-animosity.ts';
import { detach, engage } from './engagements.ts';
import { fleeAway } from './flight.ts';
import { shape } from './footprint.ts';
import { hates } from './hatred.ts';
import { effectiveLd, ldTestRoll } from './leadership.ts';
import { nearestEnemy } from './nearest.ts';
import { isMount, partFrom } from './parting.ts';
import { segmentEntry, segmentTravel } from './terrain.ts';
import { tracePursuesAlone, tracePursuit, tracePursuitIntoFresh, tracePursuitRestrained } from './trace.ts';
import { paralysed } from './paralysis.ts';
import type { Wfb4World } from './world.ts';

/** Broken units flee, winners pursue (§6.4, §6.5). */
export function fleeAndPursue(w: Wfb4World, rng: Rng): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) w.pursued[u] = 0;
  for (let b = 0; b < w.n; b++) {
    if (!w.breakNow[b] || !present(w.status, b)) continue;
    w.breakNow[b] = 0;
    if (w.brokeTurn[b] === 0) w.brokeTurn[b] = w.turn;
    // Flee directly away from the enemies in contact; remember them as potential pursuers.
    let ex = 0;
    let ey = 0;
    let k = 0;
    let pursuers = 0;
    for (let e = 0; e < w.eng.count; e++) {
      const o = opponentIn(w.eng, e, b);
      if (o < 0) continue;
      ex += w.fp.cx[o];
      ey += w.fp.cy[o];
      k++;
      w.members[pursuers++] = o;
    }
    if (k === 0) {
      // Panicked while not in combat: flee from the nearest enemy.
      const o = nearestEnemy(w, b, false);
      w.flight.fromX = o >= 0 ? w.fp.cx[o] : w.fp.x[b];
      w.flight.fromY = o >= 0 ? w.fp.cy[o] : w.fp.y[b];
      fleeAway(w, rng, b);
      continue;
    }
    w.flight.fromX = ex / k;
    w.flight.fromY = ey / k;
    fleeAway(w, rng, b);
    const fled = w.flight.roll[b];
    // Each enemy that was fighting only broken units pursues, unless restrained (§6.5).
    for (let i = 0; i < pursuers; i++) {
      const o = w.members[i];
      if (!present(w.status, o) || w.status[o] === FLEEING || w.breakNow[o] || w.pursued[o]) continue;
      if (!allFoesBroken(w, o) || (w.anyDaemonAnimosity && ignores(w, o, b))) continue; // feuding Daemons pursue only Daemons (§7)
      if (w.anyMonster && w.reaction[o] === REACTION_GUARDS) continue; // a monster guarding its master's body never pursues (§8.2)
      if (w.anyBuilding && w.inBuilding[o] >= 0) continue; // a garrison stays in its building (RB p.85)
      if (w.anyBanner && flies(w, o, p.rule.neverPursues)) continue; // its banner forbids it (AM p.19)
      if (w.anyMagic && w.magic.bound[o] > 0) continue; // held by a Manacle or the Bands, it may not move (§9.4)
      if (w.anyParalysis && paralysed(w, o)) continue; // a character on his own paralysed by an item (paralysis.ts)
      // A unit must pursue a hated foe, and a frenzied unit any foe (§7): no restraint test.
      if (p.pursue[o] === PURSUE_RESTRAIN && !mustPursue(w, o, b) && !riderMustPursue(w, o, b)) {
        const ld = effectiveLd(w, o);
        const roll = ldTestRoll(w, rng, o, ld);
        if (roll <= ld) {
          if (w.tracer !== null) tracePursuitRestrained(w, o, roll, ld);
          if (w.anyCharacter) charactersPursueAlone(w, rng, o, b, fled);
          continue;
        }
      }
      pursue(w, rng, o, b, fled);
    }
  }
}

/** u must pursue b, with no restraint test: it hates b, or it is frenzied (§7), or in a Death Frenzy (death-frenzy.ts). */
function mustPursue(w: Wfb4World, u: number, b: number): boolean {
  return hates(w, u, b) || w.frenzied[u] === 1 || w.magic.deathFrenzy[u] === 1;
}

/**
 * o is a monster or a chariot whose rider or crewman must pursue b (mustPursue()), and so
 * drives it after b (RB p.48, p.66; parting.ts isMount()).
 */
function riderMustPursue(w: Wfb4World, o: number, b: number): boolean {
  if (!w.anyCharacter || !isMount(w, o)) return false;
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.host[c] === o && w.status[c] === JOINED && mustPursue(w, c, b)) return true;
  }
  return false;
}

/** o pursues b, which fled `fled` inches: caught, b is destroyed; o runs after it (§6.5). */
function pursue(w: Wfb4World, rng: Rng, o: number, b: number, fled: number): void {
  const roll = rollND6(rng, w.plan.fleeDice[o]);
  const caught = pursuitCatches(roll, fled, w.plan.flags.pursuitTie === 'caught');
  // One pursuit per unit: it leaves any other broken foe to flee unpursued.
  w.pursued[o] = 1;
  detach(w, o);
  if (w.tracer !== null) tracePursuit(w, o, roll, fled, caught, present(w.status, b));
  if (caught && present(w.status, b)) destroy(w, b);
  pursueMove(w, o, b, roll);
}

/**
 * Unit o held back from pursuing b: a character with it who must pursue — he hates b, or is
 * frenzied on his own — pursues alone, stepping out of it first (RB p.48).
 */
function charactersPursueAlone(w: Wfb4World, rng: Rng, o: number, b: number, fled: number): void {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.host[c] !== o || w.status[c] !== JOINED || !mustPursue(w, c, b)) continue;
    if (!partFrom(w, c)) continue;
    if (w.tracer !== null) tracePursuesAlone(w, c, o);
    pursue(w, rng, c, b, fled);
  }
}

/** True when every enemy unit o is fighting has broken (or is gone): o may pursue (§6.5). */
export function allFoesBroken(w: Wfb4World, o: number): boolean {
  for (let e = 0; e < w.eng.count; e++) {
    const f = opponentIn(w.eng, e, o);
    if (f >= 0 && present(w.status, f) && !w.breakNow[f] && w.status[f] !== FLEEING) return false;
  }
  return true;
}

/** The pursuer runs after the fleers; a fresh enemy in its path is charged (§6.5). */
export function pursueMove(w: Wfb4World, o: number, b: number, roll: number): void {
  const p = w.plan;
  w.seg.x = w.fp.x[o];
  w.seg.y = w.fp.y[o];
  w.seg.dx = w.flight.dx[b];
  w.seg.dy = w.flight.dy[b];
  w.seg.len = roll;
  // The nearest fresh enemy in the way shortens the segment to where the pursuer meets it (a
  // farther one is then no longer entered along it). Kept in the segment's own length: a local
  // merging the roll with the double would be boxed (about 1 byte a simulation, optimised, in
  // scenarios/wfb4/flank-charge.yaml, whose pursuits are frequent).
  let hit = -1;
  w.seg.margin = 0;
  for (let f = 0; f < w.n; f++) {
    if (p.side[f] === p.side[o] || !present(w.status, f) || w.status[f] !== READY || f === b) continue;
    segmentEntry(w, f);
    if (w.result < w.seg.len) {
      w.seg.len = w.result;
      hit = f;
    }
  }
  w.path.budget = roll;
  segmentTravel(w, o);
  const dist = w.result;
  if (hit >= 0 && dist >= w.seg.len - EPS) {
    // The zone comes from where the pursuer started (§1.3).
    const face = diagonalFace(w.fp, hit, o);
    contactPose(w.fp, hit, face, w.pose);
    w.fp.x[o] = w.pose.x;
    w.fp.y[o] = w.pose.y;
    w.fp.facing[o] = w.pose.facing;
    shape(w, o);
    engage(w, o, hit, face, 1, 0);
    if (w.tracer !== null) tracePursuitIntoFresh(w, o, hit);
    return;
  }
  const x = w.seg.x + w.seg.dx * dist;
  const y = w.seg.y + w.seg.dy * dist;
  w.fp.x[o] = x < 0 ? 0 : x > p.width ? p.width : x;
  w.fp.y[o] = y < 0 ? 0 : y > p.depth ? p.depth : y;
  faceAlong(w.fp, o, w.seg);
  shape(w, o);
}
