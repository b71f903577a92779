/**
 * War machines in the shooting phase (rules/wfb4.md §4.5; RB p.75-79): which may fire and at
 * whom; the stone thrower's guessed range, scatter and template; the cannon's aim, artillery
 * dice and bounce; the bolt thrower's roll to hit and its bolt through the ranks; each one's
 * misfires; a short crew missing turns. The warpfire thrower is warpfire.ts; what a shot does
 * to the units it falls on (Look Out Sir among it) is machine-damage.ts.
 *
 * A war machine is a unit of its crew (the unit's models) with the machine among them, its
 * wounds in `machineW`. Hits on the unit from shooting fall on the crew or the machine at
 * random (hitsOnMachine()); in melee the enemy strikes the crew, who work the machine: once
 * they are all slain it is useless (RB p.76), and a crew that flees abandons it (warsim's
 * reading: the seed says nothing of machines in combat, §12-17).
 *
 * Geometry of templates and lines over single models is battlefield/bases.ts; dice are
 * core/dice.ts. Hot in the sense that nothing allocates; a machine fires once a turn.
 */
import { diagonalFace, FRONT, REAR } from '../../../battlefield/arcs.ts';
import { baseAt, basesCrossed } from '../../../battlefield/bases.ts';
import { pairOf } from '../../../battlefield/gaps.ts';
import { boxOfFootprint, missesFootprint, spanThrough } from '../../../battlefield/segment.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { artilleryDice, MISFIRE, rollD6, rollOneOf, scatterHit } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { FLEEING, JOINED, READY, present } from '../../rank-and-file/unit-state.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { woundRolls } from '../../wfb/hit-wound-save.ts';
import { FIRE_BOLT, FIRE_CANNON, FIRE_WARPFIRE, RUNE_REROLL_MISFIRE, RUNE_REROLL_SCATTER, TARGET_NEVER } from '../plan.ts';
import { destroy, wipedOut, woundModel, woundsOf } from './casualties.ts';
import { frontRank, ranks } from './formation.ts';
import { afterHits, CHARIOT_BALL_STUCK, firesFlame, formation, inAUnit, lookOutSir, mountedChariot, scatter, strike, templateHits } from './machine-damage.ts';
import { machineStruck, traceMachineStruck } from './machine-state.ts';
import { buildingStruck } from './buildings.ts';
import { afterRegeneration } from './regeneration.ts';
import { canTarget, closestTarget, countLossesFrom, hitRolls, inRange, targetModifiers } from './shooting.ts';
import { aimAtUnit } from './terrain.ts';
import { traceBolt, traceCannonBall, traceHolds, traceMachineAims, traceMachineIdle, traceMisfire, traceMisfireRerolled, traceScatterRerolled, traceStandsAndShoots, traceStoneLands } from './trace.ts';
import { hitAuraOn, lentSkill } from './magic-items.ts';
import { warpfire } from './warpfire.ts';
import type { Wfb4World } from './world.ts';

/** Misfire results (§4.5 misfire charts), for the trace. */
export const MISFIRE_DESTROYED = 1;
export const MISFIRE_DISABLED = 2;
export const MISFIRE_NO_SHOT = 3;

/**
 * The war machines of `side` fire, after its other shooters (§4.5; turn.ts): each whose crew
 * are ready — not fleeing, in combat, or kept from shooting this turn (rallied).
 */
export function machinesFire(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (p.rule.warMachine[u] !== 1 || p.side[u] !== side || w.status[u] !== READY || w.noShoot[u] === 1 || w.marched[u] === 1) continue;
    if (p.rule.noMoveFire[u] === 1 && w.moved[u] === 1) continue; // a warpfire thrower that moved (RB p.80)
    fireMachine(w, rng, u);
  }
}

/**
 * War machine u fires in its side's shooting phase, if it can: the machine whole and manned,
 * not disabled or missing a turn for a short crew, with a target (§4.5).
 */
export function fireMachine(w: Wfb4World, rng: Rng, u: number): void {
  const p = w.plan;
  if (w.machineW[u] === 0) return;
  if (p.machineFire[u] === FIRE_WARPFIRE && w.models[u] < 2) {
    w.machineW[u] = 0; // one of its two crew slain: the thrower is useless (RB p.80)
    return;
  }
  if (w.playerTurnNo <= w.reloadAt[u]) {
    if (w.tracer !== null) traceMachineIdle(w, u);
    return;
  }
  let t = machineTarget(w, u);
  if (t < 0) return;
  const fire = p.machineFire[u];
  if (fire === FIRE_WARPFIRE) {
    // Each thrower whose two crew still carry it fires, at the unit's target while it may (RB p.80):
    // one in a unit of its own, each of a unit of several, the odd crewman none.
    let toFire = w.models[u] >> 1;
    while (toFire > 0 && t >= 0) {
      warpfire(w, rng, u, t);
      if (w.status[u] !== READY || w.machineW[u] === 0) return;
      toFire--;
      // A misfire may have cost crew: no more throwers fire than their crews still carry.
      if (toFire > w.models[u] >> 1) toFire = w.models[u] >> 1;
      if (toFire > 0) t = machineTarget(w, u);
    }
    return;
  }
  const shot = fire === FIRE_BOLT ? boltThrower(w, rng, u, t, 0) : fire === FIRE_CANNON ? cannon(w, rng, u, t) : stoneThrower(w, rng, u, t);
  // With two or more crew lost it misses a whole turn after each shot (RB p.76, 78, 79).
  if (shot && p.models[u] - w.models[u] >= 2) w.reloadAt[u] = w.playerTurnNo + 2;
}

/**
 * The machine's target: its `shoot` tactic's unit if it may shoot it, else the closest it may.
 * A machine pivots to face where it shoots, so it has no arc; it may aim at a character on his
 * own wherever he stands (RB p.65); a character with a unit is aimed at with his unit.
 */
function machineTarget(w: Wfb4World, u: number): number {
  const p = w.plan;
  const t = p.shootTarget[u];
  if (t === TARGET_NEVER) return -1;
  const aim = t >= 0 && w.status[t] === JOINED ? w.host[t] : t;
  if (aim >= 0 && canTarget(w, u, aim)) return aim;
  return closestTarget(w, u);
}

/** The player's guess of a range without measuring: `true` out by up to guessError inches either way, each whole inch alike (§4.5). */
function guess(w: Wfb4World, rng: Rng, u: number): void {
  const g = w.plan.guessError[u];
  if (g > 0) w.result += rollOneOf(rng, 2 * g + 1) - g;
  if (w.result < 0) w.result = 0;
  if (w.result > w.plan.range[u]) w.result = w.plan.range[u];
}

// ---------------------------------------------------------------- stone thrower (RB p.75-76)

/**
 * A stone thrower's shot at t: it guesses the range to t's centre and places the template
 * there; the scatter and artillery dice move it 2-10" in a random direction unless the
 * scatter shows HIT; a misfire cancels the shot. The model under the centre is hit, each other
 * model under the template on 4+. Returns false on a misfire.
 */
function stoneThrower(w: Wfb4World, rng: Rng, u: number, t: number): boolean {
  aimAtUnit(w, u, t);
  w.result = w.seg.len;
  guess(w, rng, u);
  const b = w.blast;
  b.x = w.seg.x + w.seg.dx * w.result;
  b.y = w.seg.y + w.seg.dy * w.result;
  if (w.tracer !== null) traceMachineAims(w, u, t, w.result);
  let hit = scatterHit(rng);
  const art = artilleryDice(rng);
  if (art === MISFIRE) {
    misfire(w, rng, u, true);
    return false;
  }
  // A rune lets the Dwarf player roll the scatter dice again; he does when they show an arrow (AM p.38).
  if (!hit && (w.plan.machineRunes[u] & RUNE_REROLL_SCATTER) !== 0) {
    hit = scatterHit(rng);
    if (w.tracer !== null) traceScatterRerolled(w, u, hit);
  }
  b.cap = Infinity;
  const bearing = hit ? -1 : scatter(w, rng, art);
  if (w.tracer !== null) traceStoneLands(w, u, bearing, art);
  b.r = w.plan.flags.stoneThrowerTemplate * 0.5;
  templateHits(w, rng, u, 4); // the model under the hole, and every other under it on 4+ (RB p.76)
  return true;
}

// ---------------------------------------------------------------- cannon (RB p.77-78)

/**
 * A cannon's shot at t: it declares a distance along the line to t — `aimShort` inches short of
 * where the line meets t, as guessed — and the artillery dice add 2-10" (a misfire: the
 * misfire chart). The ball lands there and bounces on as far as the artillery dice again,
 * hitting every model in its path, the one it lands on included; a misfire on the bounce
 * sticks it in the ground, hitting only a model it lands on. Returns false on a misfire.
 */
function cannon(w: Wfb4World, rng: Rng, u: number, t: number): boolean {
  const p = w.plan;
  const s = w.seg;
  aimAtUnit(w, u, t);
  // Where the line from the cannon meets t's footprint.
  s.margin = 0;
  boxOfFootprint(s, w.fp, t);
  const near = spanThrough(s) ? s.tIn : s.len;
  w.result = near - p.aimShort[u];
  guess(w, rng, u);
  if (w.tracer !== null) traceMachineAims(w, u, t, w.result);
  const art = artilleryDice(rng);
  if (art === MISFIRE) {
    misfire(w, rng, u, false);
    return false;
  }
  const landing = w.result + art;
  const bounce = artilleryDice(rng);
  if (w.tracer !== null) traceCannonBall(w, u, landing, bounce);
  const b = w.blast;
  b.x = s.x + s.dx * landing;
  b.y = s.y + s.dy * landing;
  b.r = 0;
  // The bounce, from where the ball lands.
  s.x = b.x;
  s.y = b.y;
  s.len = bounce;
  s.margin = 0;
  // First who is in its path, then the damage: a unit that flees in panic moves out of it.
  const hitsOn = w.hitsOn;
  for (let v = 0; v < w.n; v++) {
    hitsOn[v] = 0;
    if (v === u || !present(w.status, v)) continue;
    formation(w, v);
    if (bounce === MISFIRE) {
      baseAt(w.fp, v, b);
      hitsOn[v] = b.hole;
    } else if (!missesFootprint(s, w.fp, v)) {
      hitsOn[v] = basesCrossed(w.fp, v, b, s);
    }
    if (bounce === MISFIRE && hitsOn[v] > 0 && mountedChariot(w, v)) hitsOn[v] = CHARIOT_BALL_STUCK;
    if (w.anyCharacter && inAUnit(w, v)) hitsOn[v] += lookOutSir(w, rng, u, v, bounce);
  }
  strike(w, rng, u);
  return true;
}

// ---------------------------------------------------------------- bolt thrower (RB p.79)

/**
 * War machine t, charged by c, stands and shoots (§3, RB p.19, 23 — warsim's reading; the seed
 * says nothing of machines charged): the chargers more than their move away (half their charge),
 * the machine whole and manned and not missing a turn, c in range and beyond
 * `artilleryMinRange`. A bolt thrower rolls to hit at −1 for shooting at chargers; a stone
 * thrower guesses the range to the chargers where they stand and a cannon declares its distance
 * along the line to them, as in the shooting phase — they roll no dice to hit, so the −1 has
 * nothing to fall on. The chargers' losses are counted on their own. A misfire is rolled on the
 * chart as in the shooting phase; after a shot, a machine with two crew or more lost misses its
 * side's next turn.
 */
export function machineStandsAndShoots(w: Wfb4World, rng: Rng, t: number, c: number): void {
  const p = w.plan;
  const gap = w.gaps.gap[pairOf(w.gaps, c, t)];
  if (w.machineW[t] === 0 || w.playerTurnNo <= w.reloadAt[t] || !inRange(w, t, c) || gap <= w.M[c] || gap < p.flags.artilleryMinRange) {
    if (w.tracer !== null) traceHolds(w, t, false);
    return;
  }
  if (w.tracer !== null) traceStandsAndShoots(w, t);
  countLossesFrom(w, c);
  const fire = p.machineFire[t];
  const shot = fire === FIRE_BOLT ? boltThrower(w, rng, t, c, 1) : fire === FIRE_CANNON ? cannon(w, rng, t, c) : stoneThrower(w, rng, t, c);
  if (shot && p.models[t] - w.models[t] >= 2) w.reloadAt[t] = w.playerTurnNo + 1;
  if (w.status[c] === FLEEING || !present(w.status, c)) w.declared[c] = -1;
}

/**
 * A bolt thrower's shot at t: a roll to hit with the crew's BS and the usual modifiers (§4.2),
 * −1 more standing and shooting at chargers (`atChargers` 1);
 * a hit strikes the first model at S5, and while each model struck is slain the bolt goes on
 * to the next one behind it at one less S, through as many models as t is deep from where the
 * bolt comes. Always a shot (it cannot misfire).
 */
function boltThrower(w: Wfb4World, rng: Rng, u: number, t: number, atChargers: number): boolean {
  const p = w.plan;
  const dist = w.gaps.gap[pairOf(w.gaps, u, t)];
  let mods = targetModifiers(w, u, t) - atChargers;
  if (dist > p.range[u] * 0.5 + EPS) mods -= 1;
  if (w.anyHitAura && hitAuraOn(w, u)) mods -= 1; // its crew within an item's aura (AM p.10)
  const need = 7 - (w.anyLentSkill ? lentSkill(w, u, w.BS[u], true) : w.BS[u]) - mods; // an item's skill lent to an Undead crew (AM p.10)
  const hit = hitRolls(w, rng, 1, need);
  // Front to back or flank to flank, as the bolt comes at it.
  const face = diagonalFace(w.fp, t, u);
  const deep = face === FRONT || face === REAR ? ranks(w, t) : frontRank(w, t);
  let pierced = 0;
  let slain = 0;
  if (hit === 1 && w.anyBuilding && w.inBuilding[t] >= 0) {
    buildingStruck(w, rng, u, w.inBuilding[t], 1, p.missileS[u], p.woundsDie[u], firesFlame(w, u)); // the bolt strikes the wall
  } else if (hit === 1) {
    for (let str = p.missileS[u]; str > 0 && pierced < deep && w.models[t] > 0; str--) {
      pierced++;
      const fell = strikeOne(w, rng, u, t, str);
      slain += fell;
      if (fell === 0) break;
    }
  }
  if (w.tracer !== null) {
    traceBolt(w, u, t, dist, need, hit, pierced, slain);
    traceMachineStruck(w, t);
  }
  w.phaseLoss[t] += slain;
  afterHits(w, rng, u, t);
  return true;
}

/** One model of t struck by u's bolt at S `str`, no save: 1 if it falls, else 0. */
function strikeOne(w: Wfb4World, rng: Rng, u: number, t: number, str: number): number {
  const p = w.plan;
  if (w.anyMachine && p.rule.warMachine[t] === 1 && w.machineW[t] > 0 && rollOneOf(rng, w.models[t] + 1) === w.models[t]) {
    machineStruck(w, rng, t, 1, str, p.woundsDie[u]);
    return 0; // the machine stands: the bolt stops in it
  }
  if (woundRolls(rng, 1, TO_WOUND[(str > 10 ? 10 : str) * 11 + w.T[t]]) === 0) return 0;
  if (w.anyRegeneration && afterRegeneration(w, rng, t, 1) === 0) return 0;
  return woundModel(w, t, p.W[t] === 1 ? 1 : woundsOf(rng, p.woundsDie[u]));
}

// ---------------------------------------------------------------- misfires

/**
 * A misfire (§4.5 charts, a D6): 1-2 the machine is destroyed and its crew with it; 3-4 it
 * cannot fire this turn or next — a stone thrower's loses a crewman besides; 5-6 no shot
 * this turn.
 */
function misfire(w: Wfb4World, rng: Rng, u: number, stoneThrower: boolean): void {
  let roll = rollD6(rng);
  // The Rune of Fortune: a roll that would destroy the machine is rolled again, the second kept
  // (AM p.38); a 3-4 is not, as a second roll would risk the machine for a turn's respite.
  if (roll <= 2 && (w.plan.machineRunes[u] & RUNE_REROLL_MISFIRE) !== 0) {
    if (w.tracer !== null) traceMisfireRerolled(w, u, roll);
    roll = rollD6(rng);
  }
  const result = roll <= 2 ? MISFIRE_DESTROYED : roll <= 4 ? MISFIRE_DISABLED : MISFIRE_NO_SHOT;
  if (w.tracer !== null) traceMisfire(w, u, roll, result, stoneThrower);
  if (result === MISFIRE_DESTROYED) {
    w.machineW[u] = 0;
    destroy(w, u);
  } else if (result === MISFIRE_DISABLED) {
    w.reloadAt[u] = w.playerTurnNo + 2;
    if (stoneThrower) {
      woundModel(w, u, w.plan.W[u]);
      if (w.models[u] === 0) wipedOut(w, u);
    }
  }
}
