/**
 * Characters with units (rules/wfb4.md §8.1, RB p.48, 65-66): a hero or lord who joins a unit
 * moves, flees and tests with it (JOINED), lends it his Ld, fights from its front rank where
 * the enemy may choose to strike him, shares its end when it is destroyed or flees off the
 * table, and fights on alone when its troops are all slain.
 *
 * A character is a unit of the plan with one model: his profile, wounds, saves and weapons are
 * his columns; `w.host[c]` is the unit he is with, −1 when he is on his own.
 */
import { FRONT } from '../../../battlefield/arcs.ts';
import { rollD6 } from '../../../core/dice.ts';
import { pairOf } from '../../../battlefield/gaps.ts';
import { transferEngagements } from '../../rank-and-file/engagements.ts';
import { DESTROYED, ENGAGED, JOINED, present, READY } from '../../rank-and-file/unit-state.ts';
import { advance } from './advance.ts';
import { keepPace, partFrom } from './parting.ts';
import { escapes } from './escape.ts';
import { STRIKE_CHARACTERS } from '../plan.ts';
import type { Rng } from '../../../core/rng.ts';
import { takePlace } from '../../../battlefield/footprints.ts';
import { shape } from './footprint.ts';
import { traceCharacterJoins, traceCharacterLeaves, traceCharacterSlain, traceFightsOnAlone, traceMonsterReaction } from './trace.ts';
import { revives } from './healing.ts';
import { paralysed } from './paralysis.ts';
import type { Wfb4World } from './world.ts';

/** Every character back with the unit he deploys with (§8.1). */
export function resetCharacters(w: Wfb4World): void {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    w.host[c] = p.host[c];
    w.retired[c] = 0;
    w.duelFoe[c] = -1;
    w.fellRound[c] = -1;
    w.joinedAt[c] = 0;
    w.leftUnit[c] = 0;
    if (p.host[c] >= 0) w.status[c] = JOINED;
  }
  for (let k = 0; k < p.characters.length; k++) {
    if (p.host[p.characters[k]] >= 0) keepPace(w, p.host[p.characters[k]]);
  }
}

/** The best Ld among the characters with unit u (RB p.48: the unit may use it), 0 for none. */
export function charactersLd(w: Wfb4World, u: number): number {
  const p = w.plan;
  let ld = 0;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.host[c] === u && w.status[c] === JOINED && p.Ld[c] > ld) ld = p.Ld[c];
  }
  return ld;
}

/**
 * Whether the army's battle standard fights with unit u: its bearer is a character in u's front
 * rank, in base contact with the enemy (§8.5, §12-20), and not sent to the rear.
 */
export function bearerWith(w: Wfb4World, u: number): boolean {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (p.battleStandard[c] === 1 && w.host[c] === u && w.status[c] === JOINED && p.inFront[c] === 1 && w.retired[c] === 0) return true;
  }
  return false;
}

/**
 * Whether unit u flies a magic banner with the effect whose column is `col` (AM p.19): its own
 * standard's, or the battle standard's while its bearer is with it (BM p.38; compile.ts
 * checkBearerBanner()). Read under `w.anyBanner`.
 */
export function flies(w: Wfb4World, u: number, col: Uint8Array): boolean {
  if (col[u] === 1) return true;
  if (!w.anyCharacter) return false;
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (col[c] === 1 && w.host[c] === u && w.status[c] === JOINED) return true;
  }
  return false;
}

/** Where character or unit g stands: its host when it is joined to one, else itself. */
export function bodyOf(w: Wfb4World, g: number): number {
  return w.status[g] === JOINED ? w.host[g] : g;
}

/**
 * Whether joined character c fights on engagement e: he stands in his unit's front rank, is
 * not sent to the rear by a refused challenge, and e is the first engagement of his unit's
 * front with models touching (the player puts him where the fighting is, RB p.48) — in a
 * chariot's crew, its first engagement on any face: the crew fight all round (§8.4), and its
 * survivors on foot where they stand.
 */
export function fightsOn(w: Wfb4World, c: number, e: number): boolean {
  return w.status[c] === JOINED && placedOn(w, c, e);
}

/** fightsOn() but for his being alive: his place in the front rank on e, the first engagement of his unit's front. */
function placedOn(w: Wfb4World, c: number, e: number): boolean {
  if (w.plan.inFront[c] === 0 || w.retired[c] === 1) return false;
  const u = w.host[c];
  // A chariot's crew, on foot or not (§8.4), and a garrison, at all its walls (RB p.85), fight all round.
  const allRound = w.plan.rule.chariot[u] === 1 || (w.anyBuilding && w.inBuilding[u] >= 0);
  for (let x = 0; x < w.eng.count; x++) {
    const front = w.eng.a[x] === u || (w.eng.b[x] === u && (allRound || w.eng.face[x] === FRONT));
    if (front && (w.eng.a[x] === u ? w.eng.contactA[x] : w.eng.contactB[x]) > 0) return x === e;
  }
  return false;
}

/**
 * How many of u's front-rank places touching the enemy on engagement e its characters fill,
 * each in a trooper's place — those fighting there, and those fighting a challenge from it —
 * counting one slain this round: the trooper stepping into his place cannot fight (§5.2).
 */
export function charactersOn(w: Wfb4World, u: number, e: number): number {
  const p = w.plan;
  // A rider sits on his monster, not in its place (§8.2); a character in a chariot's crew is
  // not among its crewmen (w.crew, §8.4), and on foot with them he fights beside them.
  if (p.rule.monster[u] === 1 || p.rule.chariot[u] === 1) return 0;
  let count = 0;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.host[c] !== u || (w.status[c] !== JOINED && w.fellRound[c] !== w.roundNo)) continue;
    if (w.duelFoe[c] >= 0 ? w.duelEng[c] === e : placedOn(w, c, e)) count++;
  }
  return count;
}

/**
 * The enemy character that striker u's blows on engagement e go to, −1 for the troops: with
 * `strike: characters`, the first character fighting in enemy unit v's front rank there who is
 * not in a challenge (§8.1: attackers choose whom to hit). Once v's troops are all slain, the
 * blows go to its characters whatever the tactic: they are all that is left to strike. A
 * character in a chariot's crew is not chosen: the hits on a chariot are placed by the dice
 * (§8.4, chariots.ts).
 */
export function struckCharacter(w: Wfb4World, u: number, v: number, e: number): number {
  const p = w.plan;
  const troopsLeft = w.models[v] > 0;
  if (troopsLeft && (p.strikeAt[u] !== STRIKE_CHARACTERS || (p.rule.chariot[v] === 1 && w.dismounted[v] === 0))) return -1;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.host[c] !== v || w.models[c] === 0 || w.duelFoe[c] >= 0) continue;
    if (troopsLeft ? fightsOn(w, c, e) : w.status[c] === JOINED && w.retired[c] === 0) return c;
  }
  return -1;
}

/**
 * Models of unit u that touch one enemy character (§5.3, §12-6 corner contact): those whose
 * bases overlap his frontage, and one at each corner; all of them when he rides a monster,
 * whose blows its attackers split between the two as they like (§8.2, RB p.69).
 */
export function touching(w: Wfb4World, u: number, c: number): number {
  if (w.plan.rule.monster[w.host[c]] === 1) return 1 << 30;
  return ((w.plan.baseW[c] / w.plan.baseW[u]) | 0) + 2;
}

/**
 * Character c is slain: his unit goes on without him; the general's loss is his side's (§8.1,
 * §8.5). A monster he rode rolls on the reaction table (§8.2).
 */
export function characterSlain(w: Wfb4World, rng: Rng, c: number): void {
  if (w.status[c] === DESTROYED) return;
  if (w.anyMagic && escapes(w, c)) return; // a wizard saved by the Escape card (escape.ts)
  if (w.anyHeal && w.models[c] === 0 && revives(w, c)) return; // restored by his item (healing.ts)
  if (w.plan.generalLd[c] > 0) w.leaderGone[w.plan.side[c]] = 1;
  if (w.tracer !== null) traceCharacterSlain(w, c);
  const rode = w.status[c] === JOINED && w.plan.rule.monster[w.host[c]] === 1 ? w.host[c] : -1;
  const host = w.status[c] === JOINED ? w.host[c] : -1;
  w.status[c] = DESTROYED;
  w.models[c] = 0;
  w.fellRound[c] = w.roundNo;
  if (host >= 0) keepPace(w, host);
  if (rode >= 0 && w.models[rode] > 0) monsterReacts(w, rng, rode);
}

/** Unit u is destroyed or has fled off the table: the characters with it share its end (§8.1). */
export function charactersShareFate(w: Wfb4World, u: number, status: number): void {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.host[c] !== u || w.status[c] !== JOINED) continue;
    if (status === DESTROYED && w.anyMagic && escapes(w, c)) continue; // a wizard saved by the Escape card
    if (p.generalLd[c] > 0) w.leaderGone[p.side[c]] = 1;
    w.status[c] = status;
    if (status === DESTROYED) w.models[c] = 0;
  }
}

/**
 * Unit u has lost its last trooper. With a character still in it, he fights on alone in its
 * place — the same unit, standing where it stood and in its combats (no panic, as for a unit
 * wiped out) — and the other characters with it stay with him. Returns the character, −1 when
 * u has none and is destroyed.
 */
export function charactersFightOn(w: Wfb4World, u: number): number {
  const p = w.plan;
  let c = -1;
  for (let k = 0; k < p.characters.length && c < 0; k++) {
    const x = p.characters[k];
    if (w.host[x] === u && w.status[x] === JOINED) c = x;
  }
  if (c < 0) return -1;
  for (let k = 0; k < p.characters.length; k++) {
    const x = p.characters[k];
    if (x !== c && w.host[x] === u && w.status[x] === JOINED) w.host[x] = c;
  }
  w.host[c] = -1;
  w.status[c] = w.status[u];
  takePlace(w.fp, u, c);
  shape(w, c);
  transferEngagements(w.eng, u, c);
  // One model, he touches one enemy model at most on each.
  for (let e = 0; e < w.eng.count; e++) {
    if (w.eng.a[e] === c && w.eng.contactA[e] > 1) w.eng.contactA[e] = 1;
    if (w.eng.b[e] === c && w.eng.contactB[e] > 1) w.eng.contactB[e] = 1;
  }
  w.inCombat[c] = w.inCombat[u];
  w.lastWon[c] = w.lastWon[u];
  w.lastRound[c] = w.lastRound[u];
  w.roundStart[c] = 1;
  w.unitRounds[c] = w.unitRounds[u];
  w.everRallied[c] = w.everRallied[u];
  w.brokeTurn[c] = w.brokeTurn[u];
  w.moved[c] = w.moved[u];
  w.marched[c] = w.marched[u];
  w.noShoot[c] = w.noShoot[u];
  w.flight.copy(u, c);
  keepPace(w, c);
  w.status[u] = DESTROYED;
  w.models[u] = 0;
  w.pool[u] = 0;
  w.routed = 1;
  if (w.tracer !== null) traceFightsOnAlone(w, c, u);
  return c;
}

/** Monster m's rider is slain: it rolls on the reaction table, and so behaves for the rest of the game (§8.2; monster-reaction.ts). */
export function monsterReacts(w: Wfb4World, rng: Rng, m: number): void {
  const roll = rollD6(rng);
  w.reaction[m] = roll;
  if (w.tracer !== null) traceMonsterReaction(w, m, roll);
}

/**
 * As `side`'s remaining moves begin (§8.1), its characters whose `leave` turn has come leave
 * their units — unless the unit is fleeing, has declared a charge, has rallied this turn or is
 * in combat, or they joined it this turn. Each stands 1" behind it, facing as it faces, free
 * to move on.
 */
export function leaveUnits(w: Wfb4World, side: number): void {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (p.side[c] !== side || p.leaveTurn[c] === 0 || w.turn < p.leaveTurn[c] || w.status[c] !== JOINED) continue;
    const h = w.host[c];
    if (w.status[h] !== READY || w.declared[h] >= 0 || w.rallied[h] === 1 || w.joinedAt[c] === w.playerTurnNo) continue;
    if (!partFrom(w, c)) continue; // no room beside or behind it: he stays this turn
    if (w.tracer !== null) traceCharacterLeaves(w, c, h);
  }
}

/**
 * Character c on his own moves to join his `join` unit (§8.1): within his move of it, he joins
 * it (taking his place as his `rank` tactic says); else he moves towards it. A unit fleeing or
 * fighting he waits for. Returns false when the unit is gone: he goes on by his other tactics.
 */
export function moveToJoin(w: Wfb4World, c: number): boolean {
  const h = w.plan.joinTarget[c];
  if (!present(w.status, h)) return false;
  if (w.status[h] !== READY) return true;
  if (w.gaps.gap[pairOf(w.gaps, c, h)] <= w.M[c]) {
    w.status[c] = JOINED;
    w.host[c] = h;
    w.joinedAt[c] = w.playerTurnNo;
    w.moved[c] = 1;
    keepPace(w, h);
    if (w.tracer !== null) traceCharacterJoins(w, c, h);
    return true;
  }
  advance(w, c, h, false, false);
  return true;
}

/**
 * Whether wizard c stands able to use the magic cards: on the table, neither fleeing nor with a
 * unit that flees (BM p.24). He dispels so; to cast he must be free too (mayCast()).
 */
export function canCast(w: Wfb4World, c: number): boolean {
  // A shaman senseless from the Waaagh uses no cards until the next magic phase (waaagh.ts).
  if (w.magic.stunned[c] === 1) return false;
  // Nor does a wizard paralysed by an enemy's item this turn (paralysis.ts), nor one whose magic an item negates (nullify.ts).
  if (w.anyParalysis && paralysed(w, c)) return false;
  if (w.plan.items.anyNullify === 1 && w.magic.nullified[c] === 1) return false;
  const st = w.status[c];
  if (st === JOINED) {
    const h = w.status[w.host[c]];
    return h === READY || h === ENGAGED;
  }
  return st === READY || st === ENGAGED;
}
