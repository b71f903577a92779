/** The shooting phase (rules/wfb4.md §4): targets, every to-hit modifier, cover, and panic at 25%. */
import { inFrontArc } from '../../../battlefield/arcs.ts';
import { beyond, pairOf } from '../../../battlefield/gaps.ts';
import { crossing } from '../../../battlefield/segment.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { countAtLeast, rollD6, rollNDice, rollOneOf } from '../../../core/dice.ts';
import { STRENGTH_OWN } from '../data/spells.ts';
import type { Rng } from '../../../core/rng.ts';
import { present, ENGAGED, JOINED, READY } from '../../rank-and-file/unit-state.ts';
import { takePlace } from '../../../battlefield/footprints.ts';
import { characterSlain, flies } from './characters.ts';
import { shape } from './footprint.ts';
import { chariotTakes, mountedChariot } from './chariots.ts';
import { woundRolls } from '../../wfb/hit-wound-save.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { FIRE_TEMPLATE, TARGET_NEVER, TERRAIN_HEDGE, TERRAIN_WALL, TERRAIN_WOOD } from '../plan.ts';
import { applyWounds, wipedOut, woundEach } from './casualties.ts';
import { fleeFromUnit } from './flight.ts';

import { frontRank } from './formation.ts';
import { psychologyLd, psychologyRoll } from './leadership.ts';
import { aimAtUnit, segmentBlocked } from './terrain.ts';
import { charactersTestPanic, takesPanicTests } from './frenzy.ts';
import { charactersPanic, PANIC_SHOT } from './panic.ts';
import { afterRegeneration } from './regeneration.ts';
import { hiddenFrom, HIDDEN_SHOT, hitAuraOn, lentSkill, unsavedOn } from './magic-items.ts';
import { hitsOnMachine, traceMachineStruck } from './machine-state.ts';
import { traceHitsOnCharacter, tracePanicAtQuarter, traceRegenerates, traceShooting } from './trace.ts';
import { traceArrow } from './trace-items.ts';
import { jezzailsFiring, loneJezzail } from './jezzails.ts';
import { paralysed } from './paralysis.ts';
import type { Wfb4World } from './world.ts';

// ---------------------------------------------------------------- shooting (§4)

export function shootingPhase(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = 0, n = w.n; u < n; u++) countLossesFrom(w, u);
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (p.side[u] !== side || w.status[u] !== READY || !p.missile[u]) continue;
    if (w.marched[u] || w.noShoot[u] || w.declared[u] >= 0) continue;
    if (p.rule.noMoveFire[u] && w.moved[u]) continue;
    fire(w, rng, u, side);
  }
  if (w.anyCharacter) charactersShoot(w, rng, side);
}

/** u shoots in its side's shooting phase, if its weapon is loaded: at its target, else the closest it can (§4.1). */
function fire(w: Wfb4World, rng: Rng, u: number, side: number): void {
  const p = w.plan;
  if (reloading(w, u)) return;
  let t = p.shootTarget[u];
  if (t === TARGET_NEVER) return;
  // A mounted character with troops on foot cannot hide among them: he may be picked out (§8.1).
  if (t >= 0 && w.anyCharacter && w.status[t] === JOINED) {
    if (p.exposed[t] === 1 && shootExposed(w, rng, u, t)) return;
    t = -1;
  }
  // A character near his troops is picked out only as the closest target (§8.1): the search below finds him if he is.
  if (t >= 0 && (!canTarget(w, u, t) || (w.anyCharacter && sheltered(w, t)))) t = -1;
  if (t < 0) t = closestTarget(w, u);
  if (t < 0) return;
  // A character whose item hides him is shot at only on a 6 (AM p.10-12).
  if (w.anyHidden && hiddenFrom(w, rng, u, t, HIDDEN_SHOT)) return;
  shoot(w, rng, u, t, false);
  // Fired in its own turn: it reloads through its next one.
  w.reloadAt[u] = w.playerTurnNo + 2;
}

/**
 * u shoots at character t, mounted among troops on foot (§8.1, RB p.65): measured to where he
 * stands, the centre of his unit's front rank. Returns false when he cannot be shot (out of
 * range, arc or sight, or his unit fighting).
 */
function shootExposed(w: Wfb4World, rng: Rng, u: number, t: number): boolean {
  const h = w.host[t];
  if (w.status[h] !== READY) return false;
  takePlace(w.fp, h, t);
  shape(w, t);
  // Measured as a model of his own, standing above his troops: they do not screen him.
  w.status[t] = READY;
  w.status[h] = JOINED;
  const can = canTarget(w, u, t);
  if (can) {
    shoot(w, rng, u, t, false);
    w.reloadAt[u] = w.playerTurnNo + 2;
  }
  w.status[h] = READY;
  w.status[t] = JOINED;
  // Slain, he falls as a character: his unit fights on.
  if (w.models[t] === 0) characterSlain(w, rng, t);
  return can;
}

/** How far ahead of his unit's front rank a character shooting from it is measured from, in inches. */
const FRONT_OF_RANK = 0.05;

/**
 * Character c, in the front rank of unit h, stands as a model of his own at the centre of its
 * front, a hair ahead of it so that his own unit is not in his way: where he shoots or throws
 * from (§8.1). His status is READY until the caller gives him back to the unit (JOINED).
 */
export function stepBeforeRank(w: Wfb4World, c: number, h: number): void {
  takePlace(w.fp, h, c);
  w.fp.x[c] += w.fp.sin[h] * FRONT_OF_RANK;
  w.fp.y[c] += w.fp.cos[h] * FRONT_OF_RANK;
  shape(w, c);
  w.status[c] = READY;
}

/**
 * The characters with a missile weapon in the front rank of a unit of `side` (or riding a
 * monster) shoot as it may shoot (§4.1, §8.1): from the centre of its front rank, as one model
 * with his own BS and weapon, at his own target — the unit having neither marched, charged nor
 * been kept from shooting, and his weapon loaded (moved, as the unit moved).
 */
function charactersShoot(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (p.side[c] !== side || w.status[c] !== JOINED || !p.missile[c] || p.inFront[c] === 0) continue;
    if (w.anyParalysis && paralysed(w, c)) continue; // paralysed by an enemy's item (paralysis.ts)
    const h = w.host[c];
    if (w.status[h] !== READY || w.marched[h] || w.noShoot[h] || w.declared[h] >= 0) continue;
    w.moved[c] = w.moved[h];
    if (p.rule.noMoveFire[c] && w.moved[c]) continue;
    // He shoots from the front of the unit's front rank, measured as a model of his own.
    stepBeforeRank(w, c, h);
    fire(w, rng, c, side);
    w.status[c] = JOINED;
  }
}

/**
 * True while u's weapon is reloading: a hand gun or pistol takes a complete turn of its side to
 * load, so it fires only every other turn (§4.3, RB p.45; worked example 24: it fires in turn
 * 1, not 2, again in 3) — in the shooting phase and standing and shooting alike.
 */
export function reloading(w: Wfb4World, u: number): boolean {
  return w.plan.rule.everyOther[u] === 1 && w.playerTurnNo <= w.reloadAt[u];
}

/** A target must be alive, not in combat, in range, in the front arc and in sight (§4.1; a war machine's, maySee()). */
export function canTarget(w: Wfb4World, u: number, t: number): boolean {
  return inRange(w, u, t) && maySee(w, u, t);
}

/** canTarget()'s first half: t alive, not in combat and within u's range. */
export function inRange(w: Wfb4World, u: number, t: number): boolean {
  if (!present(w.status, t) || w.status[t] === ENGAGED) return false;
  w.gaps.limit = w.plan.range[u];
  return !beyond(w.gaps, u, t) && w.gaps.gap[pairOf(w.gaps, u, t)] <= w.plan.range[u];
}

/**
 * t in u's front arc and in sight (maySee(), canTarget()'s second half). A garrison shoots from whichever
 * window faces its target (RB p.84), and a war machine pivots to face it (RB p.75-81): all round.
 */
export function inArcAndSight(w: Wfb4World, u: number, t: number): boolean {
  const allRound = (w.anyBuilding && w.inBuilding[u] >= 0) || (w.anyMachine && w.plan.rule.warMachine[u] === 1);
  if (!allRound && !inFrontArc(w.fp, u, t)) return false;
  aimAtUnit(w, u, t);
  return w.seg.len < EPS || !segmentBlocked(w, u, t);
}

/**
 * The closest enemy unit u may shoot at (§4.1), or −1: in range (inRange()), then — the costly
 * part, only for one closer than the best so far — in sight (maySee()). A war machine's search
 * too (war-machines.ts).
 */
export function closestTarget(w: Wfb4World, u: number): number {
  const side = w.plan.side[u];
  let best = Infinity;
  let t = -1;
  for (let e = w.sideFrom[1 - side], stop = w.sideTo[1 - side]; e < stop; e++) {
    if (w.plan.side[e] === side || !inRange(w, u, e)) continue;
    const d = w.gaps.gap[pairOf(w.gaps, u, e)];
    if (d >= best || !maySee(w, u, e)) continue;
    best = d;
    t = e;
  }
  return t;
}

/**
 * Past inRange(): u may aim at t — in its arc and sight (inArcAndSight()); a war machine's
 * target beyond its least range, too, and a lobbed stone needs no sight (§4.5, §12-17).
 */
export function maySee(w: Wfb4World, u: number, t: number): boolean {
  const p = w.plan;
  if (w.anyMachine && p.rule.warMachine[u] === 1) {
    if (w.gaps.gap[pairOf(w.gaps, u, t)] < p.flags.artilleryMinRange) return false;
    if (p.machineFire[u] === FIRE_TEMPLATE && p.flags.artillerySight === 'stone-throwers-lob') return true;
  }
  return inArcAndSight(w, u, t);
}

/** One unit's shooting at another, with every modifier of §4.2; panic at 25% (§7). */
export function shoot(w: Wfb4World, rng: Rng, u: number, t: number, standAndShoot: boolean): void {
  const p = w.plan;
  let dist = w.gaps.gap[pairOf(w.gaps, u, t)];
  if (dist > p.range[u]) {
    if (!standAndShoot) return;
    dist = p.range[u]; // stand and shoot beyond range: at maximum range (§3)
  }
  // A chariot's whole crew shoots (§8.4); a garrison two models an opening (§8.9).
  let shooters = w.anyChariot && mountedChariot(w, u) ? w.crew[u] : frontRank(w, u);
  if (w.anyBuilding && w.inBuilding[u] >= 0) shooters = w.models[u] < 2 * p.flags.buildingOpenings ? w.models[u] : 2 * p.flags.buildingOpenings;
  // Jezzails fire one a team of two, a lone crewman's at −1 (jezzails.ts, RB p.81).
  let lone = 0;
  if (w.anyJezzail && p.rule.jezzail[u] === 1) {
    lone = loneJezzail(w, u, shooters);
    shooters = jezzailsFiring(shooters);
  }
  let mods = 0;
  if (w.moved[u] && !standAndShoot) mods -= 1;
  if (standAndShoot) mods -= 1;
  const longRange = dist > p.range[u] * 0.5 + EPS;
  if (longRange && !p.rule.noLongRange[u]) mods -= 1;
  mods += targetModifiers(w, u, t);
  if (w.anyHitAura && hitAuraOn(w, u)) mods -= 1; // within an item's aura (AM p.10)
  let volleys = 1;
  if (p.maxVolleys[u] > 1) {
    volleys = p.volleys[u];
    if (volleys > 1) mods -= 1;
  } else if (p.rule.slingDouble[u] && !standAndShoot && !w.moved[u] && !longRange) {
    volleys = 2; // slings fire twice at half range when the unit did not move (§4.3)
  }
  const bs = w.anyLentSkill ? lentSkill(w, u, w.BS[u], true) : w.BS[u]; // an item's skill lent to the Undead (AM p.10)
  const need = 7 - bs - mods; // §4.2: a score above 6 cannot hit; 1 or less always hits
  // A character's magic arrow, loosed at his first shot in a shooting phase, in place of his bow's (AM p.13-16).
  const arrow = w.anyArrow && !standAndShoot && w.uses.arrows[u] > 0;
  let shots = shooters * volleys * p.shotsEach[u];
  if (arrow) shots = looseArrow(w, rng, u);
  let hits = hitRolls(w, rng, shots - lone, need);
  if (lone === 1) hits += hitRolls(w, rng, 1, need + 1);
  const s = arrow ? p.items.arrowS[u] : p.missileS[u];
  const saveMod = arrow ? 0 : p.missileSaveMod[u];
  if (w.anyChariot && p.rule.chariot[t] === 1) {
    // Hits on a chariot fall by the shooting table on its crew, its team or the chariot (§8.4).
    chariotTakes(w, rng, t, hits, s, saveMod, false, p.rule.d3Wounds[u] === 1 ? 3 : 1);
    if (w.tracer !== null) traceShooting(w, u, t, shots, dist, need, lone, hits, w.chWounds, w.chWounds, w.chSlain);
    if (w.models[t] === 0) wipedOut(w, t);
    return;
  }
  // Fewer than five troopers: the hits are randomised among them and the characters with them (§8.1).
  let onTroops = w.anyCharacter && w.models[t] < 5 ? hits - hitsOnCharacters(w, rng, u, t, hits, s, saveMod) : hits;
  // A war machine's crew share the hits with their machine (§4.5).
  if (w.anyMachine && p.rule.warMachine[t] === 1 && w.machineW[t] > 0) onTroops -= hitsOnMachine(w, rng, t, onTroops, s, p.rule.d3Wounds[u] === 1 ? 3 : 1);
  const toWound = TO_WOUND[(s > 10 ? 10 : s) * 11 + w.T[t]];
  const wounds = woundRolls(rng, onTroops, toWound);
  const unsaved = unsavedOn(w, rng, t, wounds, s, saveMod, false);
  // Wounds regenerated are not suffered (§12-17).
  const suffered = w.anyRegeneration ? afterRegeneration(w, rng, t, unsaved) : unsaved;
  // A jezzail's wound is D3 on one model (§4.3, §5.7).
  const slain = p.rule.d3Wounds[u] ? woundEach(w, rng, t, suffered, 3) : applyWounds(w, t, suffered);
  if (w.tracer !== null) {
    traceShooting(w, u, t, shots, dist, need, lone, hits, wounds, unsaved, slain);
    traceMachineStruck(w, t);
    if (unsaved > 0 && p.rule.regeneration[t] === 1) traceRegenerates(w, t, unsaved - suffered, unsaved);
  }
  w.phaseLoss[t] += slain;
  if (w.models[t] === 0) {
    // A character picked out of his unit falls as a character (shootExposed()); a unit is wiped out.
    if (!(w.anyCharacter && w.host[t] >= 0)) wipedOut(w, t);
    return;
  }
  panicAtQuarter(w, rng, t, u);
}

/** Character u looses his magic arrow: a use spent, and the shots it splits into (AM p.13-16: the arrow becomes 3D6 magic arrows in flight). */
function looseArrow(w: Wfb4World, rng: Rng, u: number): number {
  const it = w.plan.items;
  w.uses.arrows[u]--;
  const shots = rollNDice(rng, it.arrowDice[u], it.arrowFaces[u]) + it.arrowAdd[u];
  if (w.tracer !== null) traceArrow(w, u, shots, it.arrowS[u]);
  return shots;
}

/** Hits from `shots` shots needing `need` (§4.2): a score above 6 cannot hit (§12-13), unless the house rule lets a 6 always hit. */
export function hitRolls(w: Wfb4World, rng: Rng, shots: number, need: number): number {
  if (need <= 6) return countAtLeast(rng, shots, need);
  return w.plan.flags.impossibleShot === 'six-hits' ? countAtLeast(rng, shots, 6) : 0;
}

/**
 * The modifiers to hit t from u that t itself brings (§4.2): +1 a large target, −1 skirmishers
 * (§8.7), −1 a character on foot or horse (§8.1), and its cover.
 */
export function targetModifiers(w: Wfb4World, u: number, t: number): number {
  const p = w.plan;
  let mods = 0;
  if (p.rule.large[t]) mods += 1;
  if (w.anySkirmish && p.rule.skirmish[t] === 1) mods -= 1;
  if (w.anyCharacter && p.rule.character[t] === 1) mods -= 1;
  if (w.anyItems) mods -= p.items.hitPenalty[t]; // an item that makes him hard to hit (AM p.8-9)
  if (w.anyBanner && flies(w, t, p.rule.bannerShots)) mods -= 1; // a banner that does (AM p.19)
  return mods - coverAgainst(w, u, t);
}

/**
 * From now on, unit u's losses count towards the panic test at a quarter of it (panicAtQuarter()):
 * its size now, nothing lost, no test taken — as a shooting or magic phase starts, or shots
 * out of it (stand and shoot, an animosity volley).
 */
export function countLossesFrom(w: Wfb4World, u: number): void {
  w.phaseStart[u] = w.models[u];
  w.phaseLoss[u] = 0;
  w.panicked[u] = 0;
}

/**
 * Unit t, shot at by u, tests for panic once its losses this phase reach 25% of its size at
 * the start of the phase (§7, §12-11); failed, it flees from u. Its characters who are not
 * immune test on their own when it is (RB p.48).
 */
export function panicAtQuarter(w: Wfb4World, rng: Rng, t: number, u: number): void {
  const p = w.plan;
  const base = p.flags.panicBase === 'original-size' ? p.models[t] : w.phaseStart[t];
  if (w.panicked[t] || w.status[t] !== READY || w.phaseLoss[t] * 4 < base) return;
  shotPanic(w, rng, t, u, false);
}

/**
 * Unit t, shot at by u, tests for panic (§7): failed, it flees from u; its characters who are not
 * immune test on their own when it is (RB p.48). `warpfire`: the test a warpfire blast's
 * casualties call for at once (RB p.80), else the test at 25% (panicAtQuarter()).
 */
export function shotPanic(w: Wfb4World, rng: Rng, t: number, u: number, warpfire: boolean): void {
  if (takesPanicTests(w, t)) {
    w.panicked[t] = 1;
    const ld = psychologyLd(w, t);
    const roll = psychologyRoll(w, rng, t, ld);
    if (w.tracer !== null) tracePanicAtQuarter(w, t, roll, ld, warpfire);
    if (roll > ld) fleeFromUnit(w, rng, t, u);
  } else if (charactersTestPanic(w, t)) {
    w.panicked[t] = 1;
    charactersPanic(w, rng, t, u, PANIC_SHOT, true);
  }
}

/**
 * Whether character t, on his own, shelters near his troops (§8.1, RB p.65): a friendly unit of
 * five models or more stands within 5" of him.
 */
export function sheltered(w: Wfb4World, t: number): boolean {
  const p = w.plan;
  if (p.rule.character[t] === 0) return false;
  for (let f = 0; f < w.n; f++) {
    if (f === t || p.side[f] !== p.side[t] || !present(w.status, f) || w.models[f] < 5) continue;
    w.gaps.limit = p.flags.characterShelter;
    if (!beyond(w.gaps, t, f) && w.gaps.gap[pairOf(w.gaps, t, f)] <= p.flags.characterShelter) return true;
  }
  return false;
}

/**
 * Shooter u's `hits` on unit t of fewer than five troopers: each falls on one of its models at
 * random (hitsAmongCharacters()), those on characters resolved on their own profiles at
 * Strength `s` and save modifier `saveMod`; returns how many fell on characters.
 */
function hitsOnCharacters(w: Wfb4World, rng: Rng, u: number, t: number, hits: number, s: number, saveMod: number): number {
  const diverted = hitsAmongCharacters(w, rng, t, hits);
  if (diverted > 0) charactersTakeHits(w, rng, hits, s, 0, true, saveMod, w.plan.rule.d3Wounds[u] === 1);
  return diverted;
}

/**
 * The hits hitsAmongCharacters() left on characters (`charHits`, of `hits` in all), each on his
 * own profile: wounding at Strength `str` (STRENGTH_OWN: his own) on the S-v-T table, or on
 * `woundOn`+ when it is set; saved by his armour at `saveMod` more off, or not at all when
 * `saves` is false; each unsaved wound D3 wounds when `d3`. Missiles and spells that strike a
 * unit (spells.ts) both use it.
 */
export function charactersTakeHits(w: Wfb4World, rng: Rng, hits: number, str: number, woundOn: number, saves: boolean, saveMod: number, d3: boolean): void {
  const p = w.plan;
  const chars = p.characters;
  for (let k = 0; k < chars.length; k++) {
    const c = chars[k];
    const on = w.charHits[c];
    if (on === 0) continue;
    const s = str === STRENGTH_OWN ? p.S[c] : str;
    const wounds = woundOn > 0 ? countAtLeast(rng, on, woundOn) : woundRolls(rng, on, TO_WOUND[(s > 10 ? 10 : s) * 11 + w.T[c]]);
    const unsaved = saves ? unsavedOn(w, rng, c, wounds, s, saveMod, false) : wounds;
    const suffered = w.anyRegeneration ? afterRegeneration(w, rng, c, unsaved) : unsaved;
    if (d3) woundEach(w, rng, c, suffered, 3);
    else applyWounds(w, c, suffered);
    if (w.tracer !== null) traceHitsOnCharacter(w, c, on, hits, wounds, unsaved);
    if (w.models[c] === 0) characterSlain(w, rng, c);
  }
}

/**
 * `hits` on unit t of fewer than five troopers, by missiles or a spell that strikes a unit as
 * they do (BM p.40): each falls on one of its models at random, characters with it included
 * (§8.1, RB p.65: two troopers and a character, the character is hit on a 5-6; §11 #25) — on a
 * monster, on its rider on a 5-6 (§8.2). Leaves each character's share in `charHits`; returns
 * how many fell on characters.
 */
export function hitsAmongCharacters(w: Wfb4World, rng: Rng, t: number, hits: number): number {
  const p = w.plan;
  const chars = p.characters;
  let with_ = 0;
  for (let k = 0; k < chars.length; k++) {
    const c = chars[k];
    w.charHits[c] = 0;
    if (w.host[c] === t && w.status[c] === JOINED) with_++;
  }
  if (with_ === 0) return 0;
  const troopers = w.models[t];
  const monster = p.rule.monster[t] === 1; // a monster and its rider: 1-4 the monster, 5-6 the rider (§8.2, RB p.68)
  let diverted = 0;
  for (let h = 0; h < hits; h++) {
    let r = monster ? (rollD6(rng) >= 5 ? 0 : -1) : rollOneOf(rng, troopers + with_) - troopers;
    if (r < 0) continue;
    diverted++;
    for (let k = 0; k < chars.length; k++) {
      const c = chars[k];
      if (w.host[c] !== t || w.status[c] !== JOINED) continue;
      if (r-- === 0) {
        w.charHits[c]++;
        break;
      }
    }
  }
  return diverted;
}

/** Cover modifier (§4.2): 1 soft (wood, hedge), 2 hard (wall). */
export function coverAgainst(w: Wfb4World, u: number, t: number): number {
  const p = w.plan;
  if (w.anyBuilding && w.inBuilding[t] >= 0) return 2; // troops in a building: hard cover (RB p.84)
  const tx = w.fp.cx[t];
  const ty = w.fp.cy[t];
  let cover = 0;
  aimAtUnit(w, u, t);
  const len = w.seg.len;
  for (let k = 0; k < p.terrain.count; k++) {
    const kind = p.terrain.kind[k];
    if (kind === TERRAIN_WOOD) {
      if (tx >= p.terrain.x0[k] && tx <= p.terrain.x1[k] && ty >= p.terrain.y0[k] && ty <= p.terrain.y1[k] && cover < 1) cover = 1;
    } else if ((kind === TERRAIN_HEDGE || kind === TERRAIN_WALL) && len > EPS) {
      // Cover when the line crosses the obstacle nearer the target than the shooter.
      if (crossing(w.seg, p.terrain, k) && w.seg.at >= len * 0.5) {
        const v = kind === TERRAIN_WALL ? 2 : 1;
        if (v > cover) cover = v;
      }
    }
  }
  return cover;
}
