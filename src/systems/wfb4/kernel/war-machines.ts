/**
 * War machines in the shooting phase (rules/wfb4.md §4.5; RB p.75-79): the stone thrower's
 * guessed range, scatter and template; the cannon's aim, artillery dice and bounce; the bolt
 * thrower's roll to hit and its bolt through the ranks; each one's misfires; a short crew
 * missing turns; and Look Out Sir for a character in a unit under a template or a ball (§4.5,
 * RB p.65).
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
import { baseAt, basesCrossed, basesUnder } from '../../../battlefield/bases.ts';
import { pairOf } from '../../../battlefield/gaps.ts';
import { boxOfFootprint, missesFootprint, spanThrough } from '../../../battlefield/segment.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { artilleryDice, BEARINGS, countAtLeast, MISFIRE, roll2D6, rollBearing, rollD6, rollOneOf, scatterHit } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { FLEEING, JOINED, READY, present } from '../../rank-and-file/unit-state.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { saveAgainst, unsavedWounds, woundRolls } from '../../wfb/hit-wound-save.ts';
import { WARPFIRE_KABOOM, WARPFIRE_TEMPLATE } from '../data/war-machines.ts';
import { FIRE_BOLT, FIRE_CANNON, FIRE_TEMPLATE, FIRE_WARPFIRE, TARGET_NEVER } from '../plan.ts';
import { destroy, wipedOut, woundModel } from './casualties.ts';
import { characterSlain } from './characters.ts';
import { chariotPartsTake, crewLeft } from './chariots.ts';
import { frontRank, ranks } from './formation.ts';
import { hitsOnMachine, machineStruck, woundsOf } from './machine-state.ts';
import { afterRegeneration } from './regeneration.ts';
import { inRange, panicAtQuarter, shotPanic, targetModifiers } from './shooting.ts';
import { aimAtUnit, segmentBlocked } from './terrain.ts';
import {
  traceBolt, traceCannonBall, traceHolds, traceLookOutSir, traceMachineAims, traceMachineHits, traceMachineIdle, traceMisfire, traceStoneLands, traceWarpfireLands, traceWarpfireMisfire,
} from './trace.ts';
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
  const t = machineTarget(w, u);
  if (t < 0) return;
  const fire = p.machineFire[u];
  const shot = fire === FIRE_BOLT ? boltThrower(w, rng, u, t) : fire === FIRE_CANNON ? cannon(w, rng, u, t) : fire === FIRE_WARPFIRE ? warpfire(w, rng, u, t) : stoneThrower(w, rng, u, t);
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
  let t = p.shootTarget[u];
  if (t === TARGET_NEVER) return -1;
  if (t >= 0 && w.status[t] === JOINED) t = w.host[t];
  if (t >= 0 && mayTarget(w, u, t)) return t;
  const side = p.side[u];
  let best = Infinity;
  t = -1;
  for (let e = w.sideFrom[1 - side], stop = w.sideTo[1 - side]; e < stop; e++) {
    if (p.side[e] === side || !inRange(w, u, e)) continue;
    const d = w.gaps.gap[pairOf(w.gaps, u, e)];
    if (d >= best || !mayTarget(w, u, e)) continue;
    best = d;
    t = e;
  }
  return t;
}

/** u may pick t: in range, not in combat (inRange()), beyond the least range, and in sight unless a lobbed stone needs none. */
function mayTarget(w: Wfb4World, u: number, t: number): boolean {
  const p = w.plan;
  if (!inRange(w, u, t)) return false;
  if (w.gaps.gap[pairOf(w.gaps, u, t)] < p.flags.artilleryMinRange) return false;
  if (p.machineFire[u] === FIRE_TEMPLATE && p.flags.artillerySight === 'stone-throwers-lob') return true;
  aimAtUnit(w, u, t);
  return w.seg.len < EPS || !segmentBlocked(w, u, t);
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
  const hit = scatterHit(rng);
  const art = artilleryDice(rng);
  if (art === MISFIRE) {
    misfire(w, rng, u, true);
    return false;
  }
  b.cap = Infinity;
  const bearing = hit ? -1 : scatter(w, rng, art);
  if (w.tracer !== null) traceStoneLands(w, u, bearing, art);
  b.r = w.plan.flags.stoneThrowerTemplate * 0.5;
  // First who is under it, then the damage: a unit that flees in panic moves from under it.
  const hitsOn = w.hitsOn;
  let holeTaken = 0;
  for (let v = 0; v < w.n; v++) {
    hitsOn[v] = 0;
    if (!present(w.status, v) || outOfReach(w, v)) continue;
    formation(w, v);
    basesUnder(w.fp, v, b);
    if (b.under === 0 && b.hole === 0) continue;
    // Only one model lies under the hole (RB p.76): the first base found on it.
    const centre = b.hole === 1 && holeTaken === 0 ? 1 : 0;
    holeTaken |= centre;
    if (mountedChariot(w, v)) {
      hitsOn[v] = centre === 1 ? CHARIOT_UNDER_HOLE : CHARIOT_UNDER; // its parts are rolled for as it is struck
      continue;
    }
    const others = b.under - centre > 0 ? b.under - centre : 0;
    hitsOn[v] = centre + countAtLeast(rng, others, 4);
    if (w.anyCharacter && inAUnit(w, v)) hitsOn[v] += lookOutSir(w, rng, u, v, 0);
  }
  strike(w, rng, u);
  return true;
}

/** A chariot under a template: the template's centre on it, or not (chariotStruck()). */
const CHARIOT_UNDER = 1;
const CHARIOT_UNDER_HOLE = 2;
/** A cannon ball stuck in the ground on a chariot: the chariot itself is hit. */
const CHARIOT_BALL_STUCK = 3;
/** A chariot under a warpfire template: every part of it is hit. */
const CHARIOT_ALL = 4;

/** A save worsened by this much is no save: war machines allow none (§4.5), but the warpfire thrower. */
const NO_SAVE_MOD = 20;

/** What machine u's hits take off a save beyond their strength's: none allowed, but against warpfire (RB p.80: saved as against S5). */
function saveModOf(w: Wfb4World, u: number): number {
  return w.plan.machineFire[u] === FIRE_WARPFIRE ? 0 : NO_SAVE_MOD;
}

/** The damage of u's shot on every unit it hit (`hitsOn`), in unit order. */
function strike(w: Wfb4World, rng: Rng, u: number): void {
  const hitsOn = w.hitsOn;
  for (let v = 0; v < w.n; v++) {
    if (hitsOn[v] === 0 || !present(w.status, v)) continue;
    if (w.anyChariot && w.plan.rule.chariot[v] === 1) chariotStruck(w, rng, u, v, hitsOn[v]);
    else damage(w, rng, u, v, hitsOn[v]);
  }
}

/** A chariot on the table with its chariot still whole (chariots.ts mountedChariot()): its parts are models of their own. */
function mountedChariot(w: Wfb4World, v: number): boolean {
  return w.anyChariot && w.plan.rule.chariot[v] === 1 && w.dismounted[v] === 0;
}

/** Whether the characters with v stand in a unit's ranks (Look Out Sir): not on a monster or in a chariot's crew. */
function inAUnit(w: Wfb4World, v: number): boolean {
  const p = w.plan;
  return p.rule.monster[v] === 0 && p.rule.chariot[v] === 0;
}

/**
 * The scatter dice's arrow (RB p.75): the template moves `art` inches, at most `blast.cap`, in a
 * random direction, one of 36; how far into `blast.off`. Returns the bearing, 0..35.
 */
function scatter(w: Wfb4World, rng: Rng, art: number): number {
  const b = w.blast;
  const bearing = rollBearing(rng);
  // Math.min, not a conditional: a whole number or a fraction chosen between was boxed on every shot.
  b.off = Math.min(art, b.cap);
  const angle = (bearing * 2 * Math.PI) / BEARINGS;
  b.x += Math.sin(angle) * b.off;
  b.y += Math.cos(angle) * b.off;
  return bearing;
}

/** True when unit v's footprint lies wholly beyond the template (b.x, b.y, b.r): a cheap bound before the bases. */
function outOfReach(w: Wfb4World, v: number): boolean {
  const b = w.blast;
  const dx = w.fp.cx[v] - b.x;
  const dy = w.fp.cy[v] - b.y;
  const r = w.fp.rad[v] + b.r + EPS;
  return dx * dx + dy * dy > r * r;
}

/** Unit v's formation into the blast register: its models in ranks of its files, on its bases. */
function formation(w: Wfb4World, v: number): void {
  const p = w.plan;
  const b = w.blast;
  b.models = w.models[v];
  b.files = p.files[v];
  b.bw = p.baseW[v];
  b.bd = p.baseD[v];
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

// ---------------------------------------------------------------- warpfire thrower (RB p.80-81)

/**
 * A warpfire thrower's blast at t: the 2" template placed over t's nearest models (its centre a
 * template's radius inside t along the line to its centre), up to 12" away; the scatter and
 * artillery dice roll together: a HIT lands it there, an arrow moves it the artillery dice's
 * inches, never more than half the range measured; a MISFIRE goes to the warpfire misfire chart.
 * Every model under the template is hit (S5, D3 wounds, saved as against S5), and each unit
 * that loses a model to it tests for panic at once. Returns false on a misfire.
 */
function warpfire(w: Wfb4World, rng: Rng, u: number, t: number): boolean {
  const p = w.plan;
  const s = w.seg;
  const b = w.blast;
  aimAtUnit(w, u, t);
  const centre = s.len;
  s.margin = 0;
  boxOfFootprint(s, w.fp, t);
  let at = (spanThrough(s) ? s.tIn : centre) + WARPFIRE_TEMPLATE * 0.5;
  if (at > centre) at = centre;
  if (at > p.range[u]) at = p.range[u];
  b.x = s.x + s.dx * at;
  b.y = s.y + s.dy * at;
  const hit = scatterHit(rng);
  const art = artilleryDice(rng);
  if (art === MISFIRE) {
    warpfireMisfire(w, rng, u);
    return false;
  }
  b.cap = at * 0.5; // never more than half the range (RB p.80; §11 #28)
  b.off = 0;
  const bearing = hit ? -1 : scatter(w, rng, art);
  if (w.tracer !== null) traceWarpfireLands(w, u, t, at, bearing, art, b.off);
  b.r = WARPFIRE_TEMPLATE * 0.5;
  blastAll(w, rng, u);
  return true;
}

/**
 * The warpfire misfire chart (a D6, RB p.80): 1-2 the nozzle blocks and the blast falls on its
 * own crew; 3-4 the barrel carrier runs 2D6" in a random direction and explodes there, the
 * thrower lost with him; 5-6 Kaboom: the crew are gone and every model within 3" is hit.
 */
function warpfireMisfire(w: Wfb4World, rng: Rng, u: number): void {
  const roll = rollD6(rng);
  const b = w.blast;
  b.x = w.fp.cx[u];
  b.y = w.fp.cy[u];
  if (w.tracer !== null) traceWarpfireMisfire(w, u, roll);
  b.r = WARPFIRE_TEMPLATE * 0.5;
  if (roll <= 2) {
    blastAll(w, rng, u);
    return;
  }
  w.machineW[u] = 0;
  if (roll <= 4) {
    woundModel(w, u, w.plan.W[u]); // the barrel carrier runs off to his end
    const run = roll2D6(rng);
    const angle = (rollBearing(rng) * 2 * Math.PI) / BEARINGS;
    b.x += Math.sin(angle) * run;
    b.y += Math.cos(angle) * run;
    if (w.models[u] === 0) wipedOut(w, u);
    blastAll(w, rng, u);
    return;
  }
  destroy(w, u);
  b.r = WARPFIRE_KABOOM;
  blastAll(w, rng, u);
}

/**
 * Every model under the template at (blast.x, blast.y) of radius blast.r hit by machine u's
 * blast, of any unit, friend or foe (a warpfire blast, RB p.80): first who is under it, then the
 * damage. The radius is the register's, not an argument: a double passed to a call V8 does not
 * inline is boxed.
 */
function blastAll(w: Wfb4World, rng: Rng, u: number): void {
  const b = w.blast;
  const hitsOn = w.hitsOn;
  for (let v = 0; v < w.n; v++) {
    hitsOn[v] = 0;
    if (!present(w.status, v) || outOfReach(w, v)) continue;
    formation(w, v);
    basesUnder(w.fp, v, b);
    if (b.under === 0 && b.hole === 0) continue;
    if (mountedChariot(w, v)) {
      hitsOn[v] = CHARIOT_ALL;
      continue;
    }
    hitsOn[v] = b.under;
    if (w.anyCharacter && inAUnit(w, v)) hitsOn[v] += lookOutSir(w, rng, u, v, 0);
  }
  strike(w, rng, u);
}

/**
 * Warpfire thrower t, charged by c, stands and shoots (RB p.80: it always does): its blast at
 * the chargers, if they are within its range, its two crew there and the thrower not lost or
 * disabled; else it holds. Chargers that flee or fall declare no charge any more.
 */
export function warpfireStandsAndShoots(w: Wfb4World, rng: Rng, t: number, c: number): void {
  if (w.machineW[t] === 0 || w.models[t] < 2 || w.playerTurnNo <= w.reloadAt[t] || !inRange(w, t, c)) {
    if (w.tracer !== null) traceHolds(w, t, false);
    return;
  }
  // The chargers' losses to it are counted on their own, as for any stand and shoot (charges.ts).
  w.phaseStart[c] = w.models[c];
  w.phaseLoss[c] = 0;
  w.panicked[c] = 0;
  warpfire(w, rng, t, c);
  if (w.status[c] === FLEEING || !present(w.status, c)) w.declared[c] = -1;
}

// ---------------------------------------------------------------- bolt thrower (RB p.79)

/**
 * A bolt thrower's shot at t: a roll to hit with the crew's BS and the usual modifiers (§4.2);
 * a hit strikes the first model at S5, and while each model struck is slain the bolt goes on
 * to the next one behind it at one less S, through as many models as t is deep from where the
 * bolt comes. Always a shot (it cannot misfire).
 */
function boltThrower(w: Wfb4World, rng: Rng, u: number, t: number): boolean {
  const p = w.plan;
  const dist = w.gaps.gap[pairOf(w.gaps, u, t)];
  let mods = targetModifiers(w, u, t);
  if (dist > p.range[u] * 0.5 + EPS) mods -= 1;
  const need = 7 - p.BS[u] - mods;
  const hit = need > 6 ? (p.flags.impossibleShot === 'six-hits' ? countAtLeast(rng, 1, 6) : 0) : countAtLeast(rng, 1, need);
  // Front to back or flank to flank, as the bolt comes at it.
  const face = diagonalFace(w.fp, t, u);
  const deep = face === FRONT || face === REAR ? ranks(w, t) : frontRank(w, t);
  let pierced = 0;
  let slain = 0;
  if (hit === 1) {
    for (let str = p.missileS[u]; str > 0 && pierced < deep && w.models[t] > 0; str--) {
      pierced++;
      const fell = strikeOne(w, rng, u, t, str);
      slain += fell;
      if (fell === 0) break;
    }
  }
  if (w.tracer !== null) traceBolt(w, u, t, dist, need, hit, pierced, slain);
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
  if (woundRolls(rng, 1, TO_WOUND[(str > 10 ? 10 : str) * 11 + p.T[t]]) === 0) return 0;
  if (w.anyRegeneration && afterRegeneration(w, rng, t, 1) === 0) return 0;
  return woundModel(w, t, p.W[t] === 1 ? 1 : woundsOf(rng, p.woundsDie[u]));
}

// ---------------------------------------------------------------- damage

/**
 * `hits` from war machine u's template or ball on unit v, at the machine's S with no armour
 * save, each wound becoming D3, D4 or D6 (§4.5); a war machine's crew share them with their
 * machine at random. Then the unit's end, or its panic test at 25% (§7).
 */
function damage(w: Wfb4World, rng: Rng, u: number, v: number, hits: number): void {
  const p = w.plan;
  const str = p.missileS[u];
  let onTroops = hits;
  if (w.anyMachine && p.rule.warMachine[v] === 1 && w.machineW[v] > 0) onTroops -= hitsOnMachine(w, rng, v, hits, str, p.woundsDie[u]);
  if (w.anyCharacter && w.anyMonster && p.rule.monster[v] === 1) onTroops -= hitsOnRider(w, rng, u, v, hits);
  const wounds = woundRolls(rng, onTroops, TO_WOUND[(str > 10 ? 10 : str) * 11 + p.T[v]]);
  const unsaved = unsavedWounds(rng, wounds, saveAgainst(p.missileSave[v], str, saveModOf(w, u)));
  const suffered = w.anyRegeneration ? afterRegeneration(w, rng, v, unsaved) : unsaved;
  let slain = 0;
  // A model of one wound falls to any wound: the book rolls no D3, D4 or D6 for it (RB p.76-79).
  for (let k = 0; k < suffered && w.models[v] > 0; k++) slain += woundModel(w, v, p.W[v] === 1 ? 1 : woundsOf(rng, p.woundsDie[u]));
  if (w.tracer !== null) traceMachineHits(w, u, v, hits, onTroops, wounds, unsaved, suffered, slain);
  w.phaseLoss[v] += slain;
  // A unit that loses a model to warpfire tests for panic at once (RB p.80).
  if (slain > 0 && p.machineFire[u] === FIRE_WARPFIRE && w.models[v] > 0 && w.status[v] === READY) shotPanic(w, rng, v, u, true);
  afterHits(w, rng, u, v);
}

/** After a shot's hits on v: wiped out, or a panic test at 25% (shooting.ts). */
function afterHits(w: Wfb4World, rng: Rng, u: number, v: number): void {
  if (w.models[v] === 0) {
    if (present(w.status, v)) wipedOut(w, v);
    return;
  }
  panicAtQuarter(w, rng, v, u);
}

// ---------------------------------------------------------------- Look Out Sir (RB p.65)

/**
 * The characters with unit v under u's template or in its ball's path (RB p.65): one hit there
 * is hit only on a D6 of 6, resolved on his own profile; on 1-5 the hit falls on a model beside
 * him instead. Returns the hits turned onto v's troops. `bounce` is the cannon's bounce roll
 * (MISFIRE: the ball stuck where it landed); the stone thrower passes 0 for its template.
 * Where he stands: the middle of v's front rank, or behind it with tactics rank: rear.
 */
function lookOutSir(w: Wfb4World, rng: Rng, u: number, v: number, bounce: number): number {
  const p = w.plan;
  const b = w.blast;
  let turned = 0;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.status[c] !== JOINED || w.host[c] !== v) continue;
    // His place: half a base into the front rank, or half a base behind the unit.
    const back = p.inFront[c] === 1 ? p.baseD[c] * 0.5 : w.fp.d[v] + p.baseD[c] * 0.5;
    const cx = w.fp.x[v] - w.fp.sin[v] * back;
    const cy = w.fp.y[v] - w.fp.cos[v] * back;
    let hit = 0;
    if (p.machineFire[u] === FIRE_CANNON) {
      hit = bounce === MISFIRE ? onBase(b.x - cx, b.y - cy, p.baseW[c]) : nearLine(w, cx, cy, p.baseW[c]);
    } else {
      const dx = cx - b.x;
      const dy = cy - b.y;
      // Under the hole he is hit; under the rest of the template on 4+ (RB p.76) — under a
      // warpfire template, wherever he is under it (RB p.80).
      if (onBase(dx, dy, p.baseW[c]) === 1) hit = 1;
      else if (dx * dx + dy * dy <= b.r * b.r) hit = p.machineFire[u] === FIRE_WARPFIRE ? 1 : countAtLeast(rng, 1, 4);
    }
    if (hit === 0) continue;
    const roll = rollD6(rng);
    if (w.tracer !== null) traceLookOutSir(w, c, roll);
    if (roll < 6) {
      turned++;
      continue;
    }
    characterStruck(w, rng, u, c);
  }
  return turned;
}

/** One hit of war machine u on character c, on his own profile with no save; slain, he falls as a character. */
function characterStruck(w: Wfb4World, rng: Rng, u: number, c: number): void {
  const p = w.plan;
  const str = p.missileS[u];
  if (woundRolls(rng, 1, TO_WOUND[(str > 10 ? 10 : str) * 11 + p.T[c]]) === 0) return;
  if (unsavedWounds(rng, 1, saveAgainst(p.missileSave[c], str, saveModOf(w, u))) === 0) return;
  if (w.anyRegeneration && afterRegeneration(w, rng, c, 1) === 0) return;
  woundModel(w, c, p.W[c] === 1 ? 1 : woundsOf(rng, p.woundsDie[u]));
  if (w.models[c] === 0) characterSlain(w, rng, c);
}

/**
 * Of `hits` on monster v, those on its rider: each on a D6 of 5-6, as for shooting (§8.2, RB
 * p.68); each struck on his own profile (characterStruck()). Returns how many.
 */
function hitsOnRider(w: Wfb4World, rng: Rng, u: number, v: number, hits: number): number {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.status[c] !== JOINED || w.host[c] !== v) continue;
    let on = 0;
    for (let h = 0; h < hits; h++) if (rollD6(rng) >= 5) on++;
    for (let h = 0; h < on && w.status[c] === JOINED; h++) characterStruck(w, rng, u, c);
    return on;
  }
  return 0;
}

/**
 * War machine u's template or ball on chariot v (RB p.72: each crewman, beast and the chariot
 * itself a model of its own). `how` is CHARIOT_UNDER_HOLE (the template's centre on it: the
 * chariot is hit, each beast and crewman on 4+), CHARIOT_UNDER (every part on 4+) or, for a
 * ball crossing it, 1: the chariot, one beast and one crewman (warsim's reading: the ball's
 * path through a chariot meets its team ahead, its body and its crew), or CHARIOT_BALL_STUCK:
 * the chariot, where the ball landed and stuck. A chariot already
 * destroyed has only its crew on foot: `how` is then their hits.
 */
function chariotStruck(w: Wfb4World, rng: Rng, u: number, v: number, how: number): void {
  const p = w.plan;
  let body = 0;
  let team = 0;
  let crew = 0;
  if (w.dismounted[v] === 1) crew = how;
  else if (how === CHARIOT_BALL_STUCK) body = 1;
  else if (how === CHARIOT_ALL) {
    body = 1;
    team = w.team[v];
    crew = crewLeft(w, v);
  }
  else if (p.machineFire[u] === FIRE_CANNON) {
    body = 1;
    team = w.team[v] > 0 ? 1 : 0;
    crew = crewLeft(w, v) > 0 ? 1 : 0;
  } else {
    body = how === CHARIOT_UNDER_HOLE ? 1 : countAtLeast(rng, 1, 4);
    team = countAtLeast(rng, w.team[v], 4);
    crew = countAtLeast(rng, crewLeft(w, v), 4);
  }
  chariotPartsTake(w, rng, v, body, team, crew, p.missileS[u], saveModOf(w, u), false, p.woundsDie[u]);
  if (w.models[v] === 0 && present(w.status, v)) wipedOut(w, v);
}

/** 1 when a point (dx, dy) from a base's centre lies on the base, `size` across (read as round). */
function onBase(dx: number, dy: number, size: number): number {
  return dx * dx + dy * dy <= size * size * 0.25 ? 1 : 0;
}

/** 1 when the segment (the ball's bounce) passes within half a base of the point (cx, cy). */
function nearLine(w: Wfb4World, cx: number, cy: number, size: number): number {
  const s = w.seg;
  const rx = cx - s.x;
  const ry = cy - s.y;
  let along = rx * s.dx + ry * s.dy;
  if (along < 0) along = 0;
  else if (along > s.len) along = s.len;
  return onBase(rx - s.dx * along, ry - s.dy * along, size);
}

// ---------------------------------------------------------------- misfires

/**
 * A misfire (§4.5 charts, a D6): 1-2 the machine is destroyed and its crew with it; 3-4 it
 * cannot fire this turn or next — a stone thrower's loses a crewman besides; 5-6 no shot
 * this turn.
 */
function misfire(w: Wfb4World, rng: Rng, u: number, stoneThrower: boolean): void {
  const roll = rollD6(rng);
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
