/**
 * Characters associated with units (rules/wfb3.md §6.4): each a model of his own, in his row of
 * the plan's columns (profile, weapons, saves), standing in his unit's ranks. He moves, tests
 * and flees with it, under its psychology; from its front rank he fights across its engagement
 * to the front at his own Initiative, and the enemy models touching him may strike him instead
 * of the troops (their `strike` tactic). His Ld, better than the troops' and their own leader's,
 * makes him the unit's leader; slain, the next best takes over, or its own leader again.
 *
 * Hot code: integers in and out; a character's wounds wait in `w.pendChar` until the strike
 * step ends (casualties.ts endStep()).
 */
import { FRONT } from '../../../battlefield/arcs.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { pairOf } from '../../../battlefield/gaps.ts';
import { rollOneOf } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { DESTROYED, ENGAGED, FLED_OFF, JOINED, OFF_TABLE, present } from '../../rank-and-file/unit-state.ts';
import { STRIKE_CHARACTERS } from '../plan.ts';
import { traceBearerFalls, traceCharacterSlain, traceStandardFate } from './trace.ts';
import { aloft, ARMY_STANDARD, CARRIED, CLEAR, FALLEN, LOST, type Wfb3World } from './world.ts';

/** Missiles pick out a character in a unit of fewer troopers than this, with no unit of as many within 5" of it (p.74). */
const SCREEN = 5;
const SCREEN_RANGE = 5;

/** The unit row r fights for: a unit itself, a character his unit. */
export function unitOf(w: Wfb3World, r: number): number {
  return r < w.n ? r : w.plan.host[r];
}

/** Every character back in his unit's ranks, alive, and each unit under its best leader (§6.4); after the units' reset. */
export function resetCharacters(w: Wfb3World): void {
  const p = w.plan;
  for (let c = w.n; c < p.rows; c++) {
    w.status[c] = JOINED;
    w.models[c] = 1;
    w.hurt[c] = 0;
    w.pendChar[c] = 0;
    w.charEng[c] = -1;
    w.duelFoe[c] = -1;
    w.retired[c] = 0;
    w.refusedBy[c] = -1;
    w.shamed[c] = 0;
    w.mp[c] = p.power[c];
    w.busy[c] = 0;
    w.woundedAt[c] = -1;
    w.frenzied[c] = 0;
    w.stupid[c] = CLEAR;
    w.leaving[c] = 0;
    w.footPending[c] = 0;
    w.fielded[c] = 1;
    // A single character's row in the unit he will join waits until he does (joining.ts); a
    // rider's row in his chariot's or beast's crew on foot, until they form (crews-on-foot.ts).
    if (p.joinOf[c] >= 0 || p.footOf[c] >= 0) {
      w.status[c] = OFF_TABLE;
      w.models[c] = 0;
      w.fielded[c] = 0;
    }
  }
  for (let c = w.n; c < p.rows; c++) chooseLeader(w, p.host[c]);
}

/** Unit u's leader among its living characters: the best Ld of those who lead it (plan.leads), −1 its own leader (§6.4). */
export function chooseLeader(w: Wfb3World, u: number): void {
  const p = w.plan;
  let best = -1;
  for (let c = w.n; c < p.rows; c++) {
    if (p.host[c] !== u || p.leads[c] === 0 || w.models[c] === 0) continue;
    if (best < 0 || p.Ld[c] > p.Ld[best]) best = c;
  }
  w.leadBy[u] = best;
  // A character riding the leading vehicle of a unit of several leads all of it (squadrons.ts).
  if (p.squad[u] !== u) return;
  const lead = w.status[u] === DESTROYED || w.status[u] === FLED_OFF ? -1 : best;
  for (let m = 0; m < w.n; m++) if (m !== u && p.squad[m] === u) w.leadBy[m] = lead;
}

/**
 * Character row c takes the field in unit v for the man of row `from` — a single character
 * joining it (joining.ts), a rider getting down with his crew (crews-on-foot.ts): with his
 * wounds, reactions, face and magic points; v chooses its leader again, and if he is the
 * general, his bonus reaches from v.
 */
export function takesPlace(w: Wfb3World, from: number, c: number, v: number): void {
  w.status[c] = JOINED;
  w.models[c] = 1;
  w.fielded[c] = 1;
  w.hurt[c] = w.hurt[from];
  w.frenzied[c] = w.frenzied[from];
  w.stupid[c] = w.stupid[from];
  w.shamed[c] = w.shamed[from];
  w.mp[c] = w.mp[from];
  w.busy[c] = w.busy[from];
  w.woundedAt[c] = w.woundedAt[from];
  chooseLeader(w, v);
  const side = w.plan.side[c];
  if (w.generalUnit[side] === from || w.generalRow[side] === from) {
    w.generalUnit[side] = v;
    w.generalRow[side] = c;
  }
}

/** Whether unit u has a leader now: its own, or a character leading it (§2.2, §6.4). */
export function hasLeader(w: Wfb3World, u: number): boolean {
  return w.plan.leader[u] === 1 || w.leadBy[u] >= 0;
}

/** Whether character c fights now: alive, in his unit's front rank. */
export function fightsInFront(w: Wfb3World, c: number): boolean {
  return w.models[c] > 0 && w.plan.inFront[c] === 1;
}

/**
 * Each character's engagement for this round (`w.charEng`): the first of his unit's in which it
 * fights with its front — one it charged across, or one whose enemy touches its front (§6.4:
 * he stands in its front rank); −1 none. Called as the strike list is built.
 */
export function placeCharacters(w: Wfb3World): void {
  const p = w.plan;
  for (let c = w.n; c < p.rows; c++) {
    w.charEng[c] = -1;
    const u = p.host[c];
    if (!fightsInFront(w, c) || w.inCombat[u] === 0 || w.status[u] !== ENGAGED) continue;
    w.charEng[c] = frontEngagement(w, u);
  }
}

/** Unit u's first engagement to its front: one it charged across, or one whose enemy touches its front; −1 none. */
export function frontEngagement(w: Wfb3World, u: number): number {
  const eng = w.eng;
  for (let e = 0; e < eng.count; e++) if (eng.a[e] === u || (eng.b[e] === u && eng.face[e] === FRONT)) return e;
  return -1;
}

/**
 * The character of enemy unit t whom u's models strike across e (u's `strike` tactic), −1 the
 * troops: the first one alive fighting across e and not in a challenge, which no one else may
 * interfere with (§6.5).
 */
export function struckCharacter(w: Wfb3World, u: number, t: number, e: number): number {
  const p = w.plan;
  // Blows on a chariot hit the whole of it, its riders with it (§6.1); a war beast's crew fall at random (§6.2).
  if (p.strikeAt[u] !== STRIKE_CHARACTERS || p.chariot[t] === 1 || p.beast[t] === 1) return -1;
  for (let c = w.n; c < p.rows; c++) {
    if (p.host[c] === t && w.charEng[c] === e && w.models[c] > 0 && w.duelFoe[c] < 0) return c;
  }
  return -1;
}

/**
 * Places in unit u's front rank across e that its characters took at the start of the round
 * (§6.4): troopers do not fight from them, and no trooper steps into a place whose character
 * fell until the next round.
 */
export function charactersAcross(w: Wfb3World, u: number, e: number): number {
  const p = w.plan;
  let k = 0;
  for (let c = w.n; c < p.rows; c++) if (p.host[c] === u && w.charEng[c] === e) k++;
  return k;
}

/** Models of a row of u's bases that touch one enemy character c: those whose bases overlap his (no corner contact, §4.3). */
export function touching(w: Wfb3World, u: number, c: number): number {
  // An integer out: a double returned from a call V8 does not inline is boxed.
  const k = Math.ceil(w.plan.baseW[c] / w.plan.baseW[u] - EPS) | 0;
  return k < 1 ? 1 : k;
}

/**
 * The wounds waiting on characters fall (§4.3): each takes them one after another until his
 * last is lost, the rest wasted. Returns nothing; the wounds that took effect count for the
 * enemy across his engagement.
 */
export function woundCharacters(w: Wfb3World): void {
  const p = w.plan;
  for (let c = w.n; c < p.rows; c++) {
    const wounds = w.pendChar[c];
    if (wounds === 0) continue;
    w.pendChar[c] = 0;
    if (w.models[c] === 0) continue;
    const left = p.W[c] - w.hurt[c];
    const done = wounds < left ? wounds : left;
    const e = w.charEng[c];
    // A challenge's wounds count in the result unless flag challengeWounds keeps them apart (G14).
    if (e >= 0 && (w.duelFoe[c] < 0 || p.flags.challengeWounds === 'side-total')) w.caused[w.eng.a[e] === p.host[c] ? w.eng.b[e] : w.eng.a[e]] += done;
    w.hurt[c] += done;
    // A wizard wounded in the combat phase casts no spell in the magic phase (§6.8).
    if (done > 0) w.woundedAt[c] = w.playerTurn;
    if (w.hurt[c] >= p.W[c]) characterSlain(w, c);
  }
}

/**
 * A character of unit t whom missiles may pick out now (p.74): t down to fewer than 5 troopers,
 * and — unless the shooters are within half range (`long` false) — no other unit of 5 models or
 * more within 5" of it; whenever the shooter is a character himself (`anyone` 1: a character
 * may aim at them like any other shooter). One at random among its living characters, −1 none.
 */
export function pickedOut(w: Wfb3World, rng: Rng, t: number, long: boolean, anyone: number): number {
  if (anyone === 0 && (w.models[t] >= SCREEN || (long && screened(w, t)))) return -1;
  return randomCharacter(w, rng, t, 0);
}

/**
 * One of unit u's living characters at random, drawn with `others` models beside them — a
 * chariot's or war beast's crew, among whom a random crewman's hit falls (§6.1, §6.2): −1 when
 * the draw falls on one of the others, or u has no character.
 */
export function randomCharacter(w: Wfb3World, rng: Rng, u: number, others: number): number {
  const p = w.plan;
  const k = charactersIn(w, u);
  if (k === 0) return -1;
  let pick = rollOneOf(rng, others + k) - others;
  if (pick < 0) return -1;
  for (let c = w.n; c < p.rows; c++) {
    if (p.host[c] !== u || w.models[c] === 0) continue;
    if (pick-- === 0) return c;
  }
  return -1;
}

/** Living characters in unit u. */
export function charactersIn(w: Wfb3World, u: number): number {
  const p = w.plan;
  let k = 0;
  for (let c = w.n; c < p.rows; c++) if (p.host[c] === u && w.models[c] > 0) k++;
  return k;
}

/** Whether another unit of 5 models or more stands within 5" of unit t, screening its characters from missiles beyond half range (p.74). */
export function screened(w: Wfb3World, t: number): boolean {
  for (let o = 0; o < w.n; o++) {
    if (o !== t && w.models[o] >= SCREEN && present(w.status, o) && !aloft(w, o) && w.gaps.gap[pairOf(w.gaps, t, o)] <= SCREEN_RANGE) return true;
  }
  return false;
}

/** An unsaved wound on character c outside a strike step — a missile's, a chariot's or war beast's mishap: slain at his last. Whether he was. */
export function woundCharacter(w: Wfb3World, c: number): boolean {
  if (++w.hurt[c] < w.plan.W[c]) return false;
  characterSlain(w, c);
  return true;
}

/**
 * Character c is slain: his unit fights on without him, under its next leader (§6.4). Carrying
 * the army standard, it falls with him (§6.6): in combat, to be taken up or fought for as the
 * round ends (standards.ts); out of it, passed at once to another of the unit's characters, or
 * lost with none.
 */
export function characterSlain(w: Wfb3World, c: number): void {
  w.models[c] = 0;
  w.status[c] = DESTROYED;
  const u = w.plan.host[c];
  if (w.leadBy[u] === c) chooseLeader(w, u);
  if (w.tracer !== null) traceCharacterSlain(w, c);
  if (w.armyBearer[u] === c) {
    const k = 2 * u + ARMY_STANDARD;
    w.armyBearer[u] = -1;
    if (w.standard[k] !== CARRIED) return;
    w.standard[k] = FALLEN;
    if (w.tracer !== null) traceBearerFalls(w, u, ARMY_STANDARD);
    if (w.status[u] === ENGAGED) return;
    const next = armyStandardCarrier(w, u);
    w.armyBearer[u] = next;
    w.standard[k] = next >= 0 ? CARRIED : LOST;
    if (w.tracer !== null) traceStandardFate(w, u, ARMY_STANDARD);
  }
}

/** The character of unit u who takes up its army standard (§6.6): the first of its living characters, −1 none. */
export function armyStandardCarrier(w: Wfb3World, u: number): number {
  const p = w.plan;
  for (let c = w.n; c < p.rows; c++) if (p.host[c] === u && w.models[c] > 0) return c;
  return -1;
}

/** Unit u is destroyed, or has fled off the table: the characters in it share its end. */
export function charactersShareFate(w: Wfb3World, u: number, status: number): void {
  const p = w.plan;
  for (let c = w.n; c < p.rows; c++) {
    if (p.host[c] !== u || w.models[c] === 0) continue;
    w.status[c] = status;
    if (status === DESTROYED) w.models[c] = 0;
  }
}

/**
 * Chariot or war beast v is lost (chariots.ts, beasts.ts; crews-on-foot.ts forms them up): each character riding it with a row in
 * its crew on foot, still alive, gets down with them and waits as they do (`thrown` 1: thrown
 * out of a chariot, his basic save to take first), leaving the wreck's row.
 */
export function ridersOut(w: Wfb3World, v: number, thrown: number): void {
  const p = w.plan;
  for (let c = w.n; c < p.rows; c++) {
    if (p.host[c] !== v || w.models[c] === 0 || p.footAs[c] < 0 || w.hurt[c] >= p.W[c]) continue;
    w.footPending[c] = thrown === 1 ? 2 : 1;
    w.models[c] = 0;
    w.status[c] = OFF_TABLE;
  }
}
