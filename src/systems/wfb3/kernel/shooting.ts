/**
 * The shooting phase (rules/wfb3.md §3): each unit of the phasing side with a missile weapon,
 * at liberty, shoots at its target — an enemy not in combat, in its front arc (all round when
 * mounted), in range and in sight past other units — with its front rank, on the BS table with
 * every modifier the engagement meets; wounds on the S-v-T table, saves with the weapon's
 * modifier by range band. A unit that has lost a quarter of its strength at the start of the turn
 * to missiles in it tests for rout at the end of the phase. Also the volley of a unit standing
 * and shooting at its chargers (§2.4).
 */
import { aheadOfFront, inFrontArc } from '../../../battlefield/arcs.ts';
import { pairOf } from '../../../battlefield/gaps.ts';
import { aimAtEnd, boxOfFootprint, missesFootprint, spanThrough } from '../../../battlefield/segment.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { countAtLeast, rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, FLEEING, present, READY } from '../../rank-and-file/unit-state.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { ARQUEBUS_CLOSE, MISFIRE_S } from '../data/missiles.ts';
import { NEVER_HITS } from '../data/to-hit.ts';
import { STRIKE_CHARACTERS, TARGET_NEAREST } from '../plan.ts';
import { fightsInFront, pickedOut, screened, unitOf, woundCharacter } from './characters.ts';
import { crewFighting, tallyHits } from './crew.ts';
import { rollHits } from './blows.ts';
import { fearedAtDistance, fears, fearTest } from './fear.ts';
import { failedSaves, saveNeed } from './saves.ts';
import { frontRank, wedgeWidest } from './formation.ts';
import { coverOf, onHill, terrainLetsSee } from './terrain.ts';
import { holdTrace, traceHatredShoots, tracePickedOut, traceShoots, traceShotRoutTest } from './trace.ts';
import { armyStandardNear, cool, leadership } from './tests.ts';
import { behindType, frontRow, shootingRow, typeInRank, typeModels } from './mixed-ranks.ts';
import { aloft, ARCHER_WEDGE, CLEAR, SHIELDWALL, type Wfb3World } from './world.ts';
import { heightExtra } from './aerial.ts';
import { drops } from './dropping.ts';
import { newMoment, squadMissileLosses, TEST_HATRED, TEST_MISSILE_ROUT, TEST_RETAKE, unitPasses } from './squadrons.ts';
import { hitsOn, missilesLand, woundsOn } from './missile-hits.ts';

/** A target moving over this in its last reserve phase is rapidly moving (−1, §3.3). */
const RAPID = 6;

export function shootingPhase(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || w.status[u] !== READY || w.pursuing[u] >= 0 || w.stupid[u] !== CLEAR || w.formation[u] === SHIELDWALL) continue;
    // A flyer over its target drops things on it instead of shooting (dropping.ts).
    if (p.anyFlyer === 1 && drops(w, rng, u)) continue;
    // In mixed ranks, the type in front shoots (mixed-ranks.ts).
    const r = frontRow(w, u);
    const t = p.missile.has[r] === 1 ? volley(w, rng, u, r) : -1;
    // A type on the flanks shoots from the front rank too.
    if (p.anyMixed === 1 && w.flanked[u] === 1) {
      const o = behindType(w, u);
      if (p.missile.has[o] === 1 && typeModels(w, u, o) > 0) volley(w, rng, u, o);
    }
    // Its characters in the front rank with missile weapons shoot with it (§6.4, p.74).
    if (p.anyCharacter === 1) {
      for (let c = w.n; c < p.rows; c++) if (p.host[c] === u && p.missile.has[c] === 1 && fightsInFront(w, c)) characterShoots(w, rng, c, t);
    }
  }
}

/**
 * The models of archer wedge u that shoot (§2.3, §3.1; flag archerWedgeShooters): those no one
 * stands in front of — as many as its widest rank — or every one.
 */
function archerWedgeShooters(w: Wfb3World, u: number): number {
  return w.plan.flags.archerWedgeShooters === 'all' ? w.models[u] : wedgeWidest(w, u);
}

/** Character c shoots at his unit's target t, or with none (−1) at the nearest enemy his weapon reaches that his unit may shoot at. */
function characterShoots(w: Wfb3World, rng: Rng, c: number, t: number): void {
  const p = w.plan;
  const u = p.host[c];
  // Stupid on his own, he does not shoot (§5; own-reactions.ts).
  if ((p.missile.noMoveFire[c] === 1 && w.moved[u] === 1) || w.stupid[c] !== CLEAR) return;
  const target = t >= 0 && w.gaps.gap[pairOf(w.gaps, u, t)] + (p.anyFlyer === 1 ? heightExtra(w, u, t) : 0) <= p.missile.range[c] + EPS ? t : nearestShootable(w, u, c);
  if (target >= 0) shoot(w, rng, c, target, SHOT_IN_PHASE);
}

/** Unit u's volley in its shooting phase with row r's missiles (its own, or in mixed ranks the type in front's), if it shoots; the target it shot at, or −1. */
function volley(w: Wfb3World, rng: Rng, u: number, r: number): number {
  const p = w.plan;
  if (p.missile.noMoveFire[r] === 1 && w.moved[u] === 1) return -1;
  if ((p.chariot[u] === 1 || p.beast[u] === 1) && crewFighting(w, u) === 0) return -1;
  let t = targetOf(w, u, r);
  // A unit must shoot at a hated enemy in range unless it passes a Cool test (§3.5, §5).
  if (t < 0 && p.rule.hatred[u] === 1) {
    const h = nearestShootable(w, u, r);
    if (h >= 0) {
      const cl = cool(w, u);
      const held = unitPasses(w, rng, u, TEST_HATRED, cl);
      if (w.tracer !== null) traceHatredShoots(w, u, h, cl, held);
      if (!held) t = h;
    }
  }
  if (t < 0) return -1;
  // Shooting at a feared enemy within its charge reach takes a fear test: failed, no shooting (§3.5).
  if (fears(w, u, t) && w.gaps.gap[pairOf(w.gaps, u, t)] <= w.rate[t] && !fearTest(w, rng, u, t)) return -1;
  shoot(w, rng, r, t, SHOT_IN_PHASE);
  return t;
}

/** A shot may not pass through a gap between units within this many inches of either edge (§3.1). */
const GAP_EDGE = 2;

/** How a unit shoots (shoot()): in its shooting phase, standing and shooting at chargers, or throwing as a charge meets. */
export const SHOT_IN_PHASE = 0;
export const SHOT_AT_CHARGERS = 1;
export const THROWN_ON_CONTACT = 2;
/** A war beast's crew shooting in the combat phase, the wounds counting in the round's result (§6.2). */
export const SHOT_IN_COMBAT = 3;

/**
 * As c's charge meets t, the first rank of each that has a thrown weapon throws it at the other,
 * at −1, the charger first (§3.4): the wounds count in the first round's result.
 */
export function throwOnContact(w: Wfb3World, rng: Rng, c: number, t: number): void {
  const thrown = w.plan.missile.thrown;
  // In mixed ranks, the type in front throws (mixed-ranks.ts).
  const rc = shootingRow(w, c);
  const rt = shootingRow(w, t);
  if (thrown[rc] === 1) shoot(w, rng, rc, t, THROWN_ON_CONTACT);
  if (thrown[rt] === 1 && w.models[t] > 0 && w.models[c] > 0) shoot(w, rng, rt, c, THROWN_ON_CONTACT);
}

/** u's target this phase for row r's missiles: the enemy its tactic names if it may shoot it, else the nearest it may (TARGET_NEAREST), else −1. */
function targetOf(w: Wfb3World, u: number, r: number): number {
  const tactic = w.plan.missile.target[r];
  if (tactic >= 0) return inReach(w, u, tactic, r) ? tactic : -1;
  if (tactic !== TARGET_NEAREST) return -1;
  return nearestShootable(w, u, r);
}

/** The nearest enemy u may shoot at with row r's missile weapon — its own, or a character's in it — −1 none. */
function nearestShootable(w: Wfb3World, u: number, r: number): number {
  let best = -1;
  let bestGap = Infinity;
  for (let t = 0; t < w.n; t++) {
    if (w.plan.side[t] === w.plan.side[u]) continue;
    const g = w.gaps.gap[pairOf(w.gaps, u, t)];
    if (g < bestGap && inReach(w, u, t, r)) {
      best = t;
      bestGap = g;
    }
  }
  return best;
}

/**
 * Whether the missiles of row r — unit u's own, a character's in it, or in mixed ranks its type
 * in front's — may be shot from u at t (§3.1): t on the table and not in combat, in range, in u's
 * arc, and in sight — a single character not screened from beyond half range (p.74).
 */
function inReach(w: Wfb3World, u: number, t: number, r: number): boolean {
  const range = w.plan.missile.range[r];
  const s = w.status[t];
  if (s !== READY && s !== FLEEING) return false;
  // Height levels lengthen the range (§3.5; aerial.ts).
  const gap = w.gaps.gap[pairOf(w.gaps, u, t)] + (w.plan.anyFlyer === 1 ? heightExtra(w, u, t) : 0);
  if (gap > range + EPS) return false;
  // A single character screened by a unit of 5 or more within 5" of him, from beyond half range (p.74).
  if (w.plan.loner[t] === 1 && gap * 2 > range && screened(w, t)) return false;
  if (w.plan.mounted[u] === 0 && w.plan.chariot[u] === 0 && w.plan.beast[u] === 0 && !inFrontArc(w.fp, u, t)) return false;
  return inFiringLine(w, u, t);
}

/** The sight line from u's front to t's centre, into `w.sight`. */
function aimSight(w: Wfb3World, u: number, t: number): void {
  const fp = w.fp;
  const seg = w.sight;
  seg.x = fp.x[u];
  seg.y = fp.y[u];
  seg.ex = fp.cx[t];
  seg.ey = fp.cy[t];
  aimAtEnd(seg);
  seg.margin = 0;
}

/**
 * Whether u sees t (§3.1): no other unit across the line from u's front to t's centre — unless u
 * stands on a hill, and sees over them; the other vehicles of u's or t's unit of several do not
 * count — and no terrain in the way (terrain.ts terrainLetsSee()). What a unit may shoot at,
 * and charge (§2.4).
 */
export function inSight(w: Wfb3World, u: number, t: number): boolean {
  return sees(w, u, t, 0);
}

/**
 * Whether u may fire at t past the other units (§3.1): in sight (inSight()), and not through a gap
 * between units within 2" of either edge — the line from its front to t's centre passing no unit
 * that stands between them closer than 2", a neighbour beside the shooter's front or the target's
 * not counting (from a hill, it fires over them).
 */
export function inFiringLine(w: Wfb3World, u: number, t: number): boolean {
  return sees(w, u, t, GAP_EDGE);
}

/** inSight() with the other units' footprints grown by `margin` inches all round. */
function sees(w: Wfb3World, u: number, t: number, margin: number): boolean {
  const fp = w.fp;
  aimSight(w, u, t);
  const seg = w.sight;
  const len = seg.len;
  if (len < EPS) return true;
  seg.margin = margin;
  // From a hill, or to or from the air, it sees over them (§3.1).
  if (!onHill(w, u) && !aloft(w, u) && !aloft(w, t)) {
    const sq = w.plan.squad;
    for (let o = 0; o < w.n; o++) {
      if (o === u || o === t || !present(w.status, o) || aloft(w, o) || missesFootprint(seg, fp, o)) continue;
      // The vehicles of one unit of several hide neither their unit's sight nor it (squadrons.ts).
      if (sq[o] >= 0 && (sq[o] === sq[u] || sq[o] === sq[t])) continue;
      // With a margin, a unit counts only where it stands between the two: in front of both, not a neighbour beside either.
      if (margin > 0 && (!aheadOfFront(fp, u, o) || !aheadOfFront(fp, t, o))) continue;
      boxOfFootprint(seg, fp, o);
      if (spanThrough(seg) && seg.tIn < len - EPS && seg.tOut > EPS) return false;
    }
  }
  seg.margin = 0;
  return terrainLetsSee(w, u, t);
}

/**
 * u shoots at t (§3.2-§3.5): its front rank, each model its shots (a sling twice at up to half
 * range if it did not move, but not standing and shooting), needing 7 − BS after the modifiers
 * (+1 large target, −1 moved, −1 rapidly moving target, −1 a charging enemy, −1 over half range,
 * −1 a repeating crossbow's second shot, −1 improvised, −1 a feared creature with fear at a distance, −1 from a chariot); a natural 1 misses, and misfires for the arquebus and
 * blunderbuss. Standing and shooting at chargers out of range, it shoots at its maximum range.
 * Its hits may pick out a character in t when the rules allow and its `shootAt` tactic says so (p.74).
 */
export function shoot(w: Wfb3World, rng: Rng, u: number, t: number, how: number): void {
  const standAndShoot = how === SHOT_AT_CHARGERS;
  const onContact = how === THROWN_ON_CONTACT;
  const p = w.plan;
  const c = p.missile;
  // A character shoots from his unit (§6.4): its place and state, his weapon and BS.
  const h = unitOf(w, u);
  const gap = w.gaps.gap[pairOf(w.gaps, h, t)];
  const long = (p.anyFlyer === 1 ? gap + heightExtra(w, h, t) : gap) * 2 > c.range[u];
  // A chariot's crew shoot all round, from a moving platform (§6.1, §3.3).
  // In mixed ranks, the shooting type's models in the front rank (mixed-ranks.ts).
  const models = p.anyMixed === 1 && p.mixedRow[h] >= 0 ? typeInRank(w, h, u, 1) : u !== h ? 1 : p.chariot[u] === 1 || p.beast[u] === 1 ? crewFighting(w, u) : w.formation[u] === ARCHER_WEDGE ? archerWedgeShooters(w, u) : frontRank(w, u);
  let perModel = c.shots[u];
  if (c.slingDouble[u] === 1 && how === SHOT_IN_PHASE && !long && w.moved[h] === 0) perModel = 2;
  const shots = models * perModel;
  let r = 7 - p.BS[u];
  if (p.large[t] === 1) r--;
  if (w.moved[h] === 1 && how === SHOT_IN_PHASE) r++;
  if (w.reserveMoved[t] > RAPID) r++;
  // Shooting at chargers, or throwing as a charge meets, −1 (§3.3, §3.4).
  if (standAndShoot || onContact) r++;
  if (long) r++;
  if (c.shots[u] === 2) r++;
  if (p.chariot[h] === 1) r++;
  r -= c.hitMod[u];
  // A feared creature with fear at a distance (§3.3).
  if (fearedAtDistance(w, h, t)) r++;
  // Soft cover −1, hard −2 (§3.3); a wagon's crew shoot back from soft cover (§6.1).
  let cover = 0;
  if (w.plan.terrain.count > 0) {
    aimSight(w, h, t);
    cover = coverOf(w, t);
  }
  r += p.wagon[t] === 1 && cover < 1 ? 1 : cover;
  let hits: number;
  let misfires = 0;
  if (c.misfires[u] === 1) {
    hits = 0;
    for (let k = 0; k < shots; k++) {
      const die = rollD6(rng);
      if (die === 1) misfires++;
      else if (r <= 6 ? die >= r : r < NEVER_HITS && p.flags.needAboveSix === 'six-then' && die === 6 && rollD6(rng) >= r - 3) hits++;
    }
  } else hits = rollHits(w, rng, shots, r);
  const s = long ? c.SLong[u] : c.S[u];
  let saveMod = long ? c.saveLong[u] : c.save[u];
  if (c.saveClose[u] !== 0 && gap <= ARQUEBUS_CLOSE) saveMod = c.saveClose[u];
  let slain = 0;
  // What the casualties set off is told after the volley (trace.ts holdTrace()).
  if (w.tracer !== null) holdTrace(w);
  // Missiles hit a chariot as a whole, tallied for its damage roll at the end of the phase — but
  // for those picking out a character riding it (§6.1, p.74).
  if (p.anyCharacter === 1 && p.shootAt[h] === STRIKE_CHARACTERS && p.beast[t] === 0) slain = hitsPickingCharacters(w, rng, u, t, hits, s, saveMod, long);
  else slain = missilesLand(w, rng, c.dieS[u], t, hits, s, saveMod);
  // Thrown as a charge meets, the wounds count in the combat's result (§3.4); shot by a war beast's crew in it, in this round's.
  if (onContact) w.thrownWounds[h] += w.lastWounds;
  else if (how === SHOT_IN_COMBAT) w.caused[h] += w.lastWounds;
  if (w.tracer !== null) traceShoots(w, u, t, shots, r, hits, s, slain, how);
  // A misfire hits the firers: a character's, his unit.
  if (misfires > 0) woundsOn(w, rng, h, u < w.plan.rows ? h : u, misfires, MISFIRE_S, 0);
}

/**
 * u's `hits` on t, one at a time, each on a character of t while the rules let u pick one out
 * (p.74; characters.ts pickedOut()) — one at random among them — and on the troops otherwise:
 * so hits that bring the unit below 5 troopers let the next strike a character. The troopers
 * slain; a character's wounds are his (characters.ts woundByMissile()).
 */
function hitsPickingCharacters(w: Wfb3World, rng: Rng, u: number, t: number, hits: number, s: number, saveMod: number, long: boolean): number {
  const p = w.plan;
  let slain = 0;
  let wounds = 0;
  let picked = 0;
  let onThem = 0;
  let last = -1;
  // A character picks out characters as any shooter picks out a unit (p.74).
  const anyone = u >= w.n ? 1 : 0;
  for (let k = 0; k < hits && w.models[t] > 0; k++) {
    const c = pickedOut(w, rng, t, long, anyone);
    if (c < 0 && p.chariot[t] === 1) {
      tallyHits(w, t, 1);
      continue;
    }
    if (c < 0) {
      slain += hitsOn(w, rng, p.missile.dieS[u], t, 1, s, saveMod);
      wounds += w.lastWounds;
      continue;
    }
    picked++;
    last = c;
    const strength = p.missile.dieS[u] === 1 ? rollD6(rng) : s > 10 ? 10 : s;
    if (countAtLeast(rng, 1, TO_WOUND[strength * 11 + (p.T[c] > 10 ? 10 : p.T[c])]) === 0) continue;
    if (failedSaves(rng, 1, saveNeed(w, c, p.save[c], saveMod, strength, 1)) === 0) continue;
    wounds++;
    onThem++;
    woundCharacter(w, c);
  }
  if (picked > 0 && w.tracer !== null) tracePickedOut(w, t, last, picked, onThem);
  w.lastWounds = wounds;
  return slain;
}

/**
 * The rout test at the end of the shooting phase (§3.5): every unit that lost to missiles this
 * turn a quarter of the models it had at the turn's start tests on its Leadership, with the army
 * standard's re-take; frenzied units do not. Those that fail are marked to rout (`w.panicked`,
 * routed by rout.ts routPanicked()).
 */
export function routTestsAfterShooting(w: Wfb3World, rng: Rng): void {
  routTestsForMissiles(w, rng, 0);
}

/**
 * The rout test after the magic phase (§6.8): for the units that lost a quarter to missiles and
 * magic together this turn only through the magic phase's losses (`w.magicLost`).
 */
export function routTestsAfterMagic(w: Wfb3World, rng: Rng): void {
  routTestsForMissiles(w, rng, 1);
}

function routTestsForMissiles(w: Wfb3World, rng: Rng, magic: number): void {
  newMoment(w);
  const squads = w.plan.anySquad === 1;
  for (let v = 0; v < w.n; v++) {
    let lost = w.shotLost[v];
    let start = w.turnStart[v];
    let spells = w.magicLost[v];
    // A unit of several vehicles tests once, on all of them (squadrons.ts).
    if (squads && w.plan.squad[v] >= 0) {
      if (!squadMissileLosses(w, v)) continue;
      lost = w.squadLost;
      start = w.squadStart;
      spells = w.squadMagic;
    }
    if (lost === 0 || 4 * lost < start || w.frenzied[v] === 1) continue;
    // After the magic phase, only those its spells brought to a quarter.
    if (magic === 1 && (spells === 0 || 4 * (lost - spells) >= start)) continue;
    if (w.status[v] !== READY && w.status[v] !== ENGAGED) continue;
    const ld = leadership(w, v);
    let held = unitPasses(w, rng, v, TEST_MISSILE_ROUT, ld);
    if (w.tracer !== null) traceShotRoutTest(w, v, ld, held, false);
    if (!held && armyStandardNear(w, v)) {
      held = unitPasses(w, rng, v, TEST_RETAKE, ld);
      if (w.tracer !== null) traceShotRoutTest(w, v, ld, held, true);
    }
    if (!held) w.panicked[v] = 1;
  }
}
