/**
 * What a war machine's shot does to the units it falls on (rules/wfb4.md §4.5, RB p.65-80): the
 * template's scatter, who is under it, the damage at the machine's S with no save (but the
 * warpfire thrower's) and its wounds a wound; a chariot's crew, beasts and body each a model
 * (RB p.72); a monster's rider hit on 5-6 (§8.2); Look Out Sir for a character in a unit (RB
 * p.65); the unit's end or its panic test. war-machines.ts and warpfire.ts aim and fire.
 */
import { basesUnder } from '../../../battlefield/bases.ts';
import { boxOfFootprint, spanThrough } from '../../../battlefield/segment.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { BEARINGS, countAtLeast, MISFIRE, rollBearing, rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { JOINED, READY, present } from '../../rank-and-file/unit-state.ts';
import { woundRolls } from '../../wfb/hit-wound-save.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { SELF_DESTRUCT } from '../data/engineering-runes.ts';
import { FIRE_CANNON, FIRE_WARPFIRE, RUNE_FLAMING } from '../plan.ts';
import { fallen, wipedOut, woundEach } from './casualties.ts';
import { characterSlain } from './characters.ts';
import { chariotPartsTake, crewLeft } from './chariots.ts';
import { buildingStruck } from './buildings.ts';
import { hitsOnMachine, traceMachineStruck } from './machine-state.ts';
import { afterRegeneration } from './regeneration.ts';
import { panicAtQuarter, shotPanic } from './shooting.ts';
import { aimAtUnit } from './terrain.ts';
import { traceLookOutSir, traceMachineHits } from './trace.ts';
import { fireSaved, fireSaveModifier, fireSaveStrength, unsavedOn } from './magic-items.ts';
import type { Wfb4World } from './world.ts';

/** A chariot under a template: the template's centre on it, or not (chariotStruck()). */
const CHARIOT_UNDER = 1;
const CHARIOT_UNDER_HOLE = 2;
/** A cannon ball stuck in the ground on a chariot: the chariot itself is hit. */
export const CHARIOT_BALL_STUCK = 3;
/** A chariot under a warpfire template: every part of it is hit. */
const CHARIOT_ALL = 4;

/** A save worsened by this much is no save: war machines allow none (§4.5), but the warpfire thrower. */
const NO_SAVE_MOD = 20;

/**
 * What machine u's hits take off a save beyond their strength's: none allowed, but against
 * warpfire (RB p.80: saved as against S5) and a machine's self-destruction (AM p.38: a S6 hit).
 */
function saveModOf(w: Wfb4World, u: number): number {
  return w.plan.machineFire[u] === FIRE_WARPFIRE || w.exploding === u ? 0 : NO_SAVE_MOD;
}

/** The Strength of machine u's hits: its shot's, or its self-destruction's (AM p.38). */
function strengthOf(w: Wfb4World, u: number): number {
  return w.exploding === u ? SELF_DESTRUCT.S : w.plan.missileS[u];
}

/** The die each wound of machine u's hits becomes: its shot's, or its self-destruction's D3 (AM p.38). */
function woundsDieOf(w: Wfb4World, u: number): number {
  return w.exploding === u ? SELF_DESTRUCT.woundsDie : w.plan.woundsDie[u];
}

/**
 * Machine u's shots are fire — against a building (RB p.85), and against a character's save
 * against fire (AM p.8-9, p.38): the warpfire thrower's, and a Dwarf machine's with the rune of
 * burning (AM p.38) — its ammunition, not its self-destruction.
 */
export function firesFlame(w: Wfb4World, u: number): boolean {
  const p = w.plan;
  return p.machineFire[u] === FIRE_WARPFIRE || ((p.machineRunes[u] & RUNE_FLAMING) !== 0 && w.exploding !== u);
}

/** Every model under machine u's template is hit (others 1): a warpfire blast (RB p.80) or a machine blowing itself up (AM p.38). */
function hitsAllUnder(w: Wfb4World, u: number): boolean {
  return w.plan.machineFire[u] === FIRE_WARPFIRE || w.exploding === u;
}

/**
 * Machine u's template at (blast.x, blast.y), radius blast.r, on every unit, friend or foe: the
 * model under its centre is hit, and each other model under it on a D6 of `others` (4 for a stone
 * thrower, RB p.76; 1 for a warpfire blast, which hits them all, RB p.80); a chariot's parts are
 * rolled for as it is struck; Look Out Sir for the characters in a unit. First who is under it,
 * then the damage (strike()): a unit that flees in panic moves from under it.
 */
export function templateHits(w: Wfb4World, rng: Rng, u: number, others: number): void {
  const b = w.blast;
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
      hitsOn[v] = others <= 1 ? CHARIOT_ALL : centre === 1 ? CHARIOT_UNDER_HOLE : CHARIOT_UNDER;
      continue;
    }
    const rest = b.under - centre > 0 ? b.under - centre : 0;
    hitsOn[v] = centre + countAtLeast(rng, rest, others);
    if (w.anyCharacter && inAUnit(w, v)) hitsOn[v] += lookOutSir(w, rng, u, v, 0);
  }
  strike(w, rng, u);
}

/** The damage of u's shot on every unit it hit (`hitsOn`), in unit order. */
export function strike(w: Wfb4World, rng: Rng, u: number): void {
  const hitsOn = w.hitsOn;
  for (let v = 0; v < w.n; v++) {
    if (hitsOn[v] === 0 || !present(w.status, v)) continue;
    if (w.anyChariot && w.plan.rule.chariot[v] === 1) chariotStruck(w, rng, u, v, hitsOn[v]);
    else damage(w, rng, u, v, hitsOn[v]);
  }
}

/** A chariot on the table with its chariot still whole (chariots.ts mountedChariot()): its parts are models of their own. */
export function mountedChariot(w: Wfb4World, v: number): boolean {
  return w.anyChariot && w.plan.rule.chariot[v] === 1 && w.dismounted[v] === 0;
}

/** Whether the characters with v stand in a unit's ranks (Look Out Sir): not on a monster or in a chariot's crew. */
export function inAUnit(w: Wfb4World, v: number): boolean {
  const p = w.plan;
  return p.rule.monster[v] === 0 && p.rule.chariot[v] === 0;
}

/**
 * The scatter dice's arrow (RB p.75): the template moves `art` inches, at most `blast.cap`, in a
 * random direction, one of 36; how far into `blast.off`. Returns the bearing, 0..35.
 */
export function scatter(w: Wfb4World, rng: Rng, art: number): number {
  const b = w.blast;
  const bearing = rollBearing(rng);
  // Math.min, not a conditional: a whole number or a fraction chosen between was boxed on every shot.
  b.off = Math.min(art, b.cap);
  const angle = (bearing * 2 * Math.PI) / BEARINGS;
  b.x += Math.sin(angle) * b.off;
  b.y += Math.cos(angle) * b.off;
  return bearing;
}

/**
 * The template (radius b.r) over t's nearest models as u aims at it: its centre a radius inside t
 * along the line from u's front to t's centre — at t's centre at most, and b.cap inches from u at
 * most. Its distance from u is left in b.off, for the caller to read before any scatter (RB p.80,
 * the warpfire blast; AM p.13-18, a thrown globe).
 */
export function templateOnNearest(w: Wfb4World, u: number, t: number): void {
  const s = w.seg;
  const b = w.blast;
  aimAtUnit(w, u, t);
  const centre = s.len;
  s.margin = 0;
  boxOfFootprint(s, w.fp, t);
  let at = (spanThrough(s) ? s.tIn : centre) + b.r;
  if (at > centre) at = centre;
  if (at > b.cap) at = b.cap;
  b.x = s.x + s.dx * at;
  b.y = s.y + s.dy * at;
  b.off = at;
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
export function formation(w: Wfb4World, v: number): void {
  const p = w.plan;
  const b = w.blast;
  b.models = w.models[v];
  b.files = p.files[v];
  b.bw = p.baseW[v];
  b.bd = p.baseD[v];
}

// ---------------------------------------------------------------- damage

/**
 * `hits` from war machine u's template or ball on unit v, at the machine's S with no armour
 * save, each wound becoming D3, D4 or D6 (§4.5); a war machine's crew share them with their
 * machine at random. Then the unit's end, or its panic test at 25% (§7).
 */
function damage(w: Wfb4World, rng: Rng, u: number, v: number, hits: number): void {
  const p = w.plan;
  // A garrison's walls take the shot, one hit however many of its models the template or ball
  // would reach inside (RB p.85: engines of war may destroy buildings; warsim's reading).
  if (w.anyBuilding && w.inBuilding[v] >= 0) {
    buildingStruck(w, rng, u, w.inBuilding[v], 1, strengthOf(w, u), woundsDieOf(w, u), firesFlame(w, u));
    return;
  }
  const str = strengthOf(w, u);
  const die = woundsDieOf(w, u);
  let onTroops = hits;
  if (w.anyMachine && p.rule.warMachine[v] === 1 && w.machineW[v] > 0) onTroops -= hitsOnMachine(w, rng, v, hits, str, die);
  if (w.anyCharacter && w.anyMonster && p.rule.monster[v] === 1) onTroops -= hitsOnRider(w, rng, u, v, hits);
  const wounds = woundRolls(rng, onTroops, TO_WOUND[(str > 10 ? 10 : str) * 11 + w.T[v]]);
  const fire = firesFlame(w, u);
  // Armour that ignores save modifiers against fire saves unmodified (AM p.8), then his save against fire.
  const armoured = unsavedOn(w, rng, v, wounds, fireSaveStrength(w, v, str, fire), fireSaveModifier(w, v, saveModOf(w, u), fire), false);
  const unsaved = fire ? fireSaved(w, rng, v, armoured) : armoured; // a character on his own saves against fire
  const suffered = w.anyRegeneration ? afterRegeneration(w, rng, v, unsaved) : unsaved;
  // A model of one wound falls to any wound: the book rolls no D3, D4 or D6 for it (RB p.76-79).
  const slain = woundEach(w, rng, v, suffered, die);
  if (w.tracer !== null) {
    traceMachineHits(w, u, v, hits, onTroops, wounds, unsaved, suffered, slain, str, saveModOf(w, u) === 0);
    traceMachineStruck(w, v);
  }
  w.phaseLoss[v] += slain;
  // A unit that loses a model to warpfire tests for panic at once (RB p.80).
  if (slain > 0 && p.machineFire[u] === FIRE_WARPFIRE && w.models[v] > 0 && w.status[v] === READY) shotPanic(w, rng, v, u, true);
  afterHits(w, rng, u, v);
}

/**
 * After a shot's hits on v: wiped out, or a panic test at 25% (shooting.ts). A machine blowing
 * itself up in the combat phase is no shot: its victims are only removed (fallen()).
 */
export function afterHits(w: Wfb4World, rng: Rng, u: number, v: number): void {
  if (w.exploding === u) {
    fallen(w, rng, v);
    return;
  }
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
export function lookOutSir(w: Wfb4World, rng: Rng, u: number, v: number, bounce: number): number {
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
    // On his base (read as round): within half its width of the ball or the template's centre.
    // Worked out here, not in helpers: doubles passed to a call are boxed on the heap.
    const onBase = p.baseW[c] * p.baseW[c] * 0.25;
    let hit = 0;
    let dx = cx - b.x;
    let dy = cy - b.y;
    const ball = p.machineFire[u] === FIRE_CANNON && w.exploding !== u;
    if (ball && bounce !== MISFIRE) {
      // The ball's bounce, the segment: its nearest point to him.
      const s = w.seg;
      const rx = cx - s.x;
      const ry = cy - s.y;
      let along = rx * s.dx + ry * s.dy;
      if (along < 0) along = 0;
      else if (along > s.len) along = s.len;
      dx = rx - s.dx * along;
      dy = ry - s.dy * along;
    }
    if (ball) {
      hit = dx * dx + dy * dy <= onBase ? 1 : 0;
    } else if (dx * dx + dy * dy <= onBase) {
      // Under the hole he is hit; under the rest of the template on 4+ (RB p.76) — under a
      // warpfire template, wherever he is under it (RB p.80).
      hit = 1;
    } else if (dx * dx + dy * dy <= b.r * b.r) {
      hit = hitsAllUnder(w, u) ? 1 : countAtLeast(rng, 1, 4);
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

/** One hit of war machine u on character c, on his own profile with no save (but against warpfire or a machine blowing itself up); slain, he falls as a character. */
function characterStruck(w: Wfb4World, rng: Rng, u: number, c: number): void {
  const str = strengthOf(w, u);
  if (woundRolls(rng, 1, TO_WOUND[(str > 10 ? 10 : str) * 11 + w.T[c]]) === 0) return;
  const fire = firesFlame(w, u);
  if (unsavedOn(w, rng, c, 1, fireSaveStrength(w, c, str, fire), fireSaveModifier(w, c, saveModOf(w, u), fire), false) === 0) return;
  if (fire && fireSaved(w, rng, c, 1) === 0) return;
  if (w.anyRegeneration && afterRegeneration(w, rng, c, 1) === 0) return;
  woundEach(w, rng, c, 1, woundsDieOf(w, u));
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
  chariotPartsTake(w, rng, v, body, team, crew, strengthOf(w, u), saveModOf(w, u), false, woundsDieOf(w, u));
  if (w.models[v] === 0 && present(w.status, v)) wipedOut(w, v);
}
