/**
 * Fear and terror (rules/wfb4.md §7; RB p.39-40).
 *
 * Fear: a unit tests (2D6 ≤ Ld) when it is charged by an enemy it fears — failed, it flees if
 * the charger outnumbers it, else it hits only on 6s in the first round of that fight — and
 * when it wants to charge one: failed, it stays where it is for the turn. Beaten in combat by
 * feared enemies that outnumber it, it breaks without a test.
 *
 * Terror: a terror-causer causes fear too, and instead of the fear test a unit takes a terror
 * test, once in the game: charged by one, wanting to charge one, or with one within 8" as its
 * turn starts. Failed, it flees at once as if broken; passed, it has passed the fear test too,
 * and from then on terror-causers are only feared.
 *
 * A fear-causer fears no fear-causer and only fears a terror-causer; a terror-causer fears
 * nothing, and neither does a frenzied unit.
 */
import { beyond, pairOf } from '../../../battlefield/gaps.ts';
import type { Rng } from '../../../core/rng.ts';
import { opponentIn } from '../../rank-and-file/engagements.ts';
import { present, ENGAGED, JOINED, standing } from '../../rank-and-file/unit-state.ts';
import { fightsOn, flies } from './characters.ts';
import { lentImmunity, LENT_FEAR, LENT_UNDEAD_FEAR } from './magic-items.ts';
import { fleeFromUnit } from './flight.ts';
import { carriesCharacters } from './frenzy.ts';
import { strength } from './formation.ts';
import { ownPsychologyLd, psychologyLd, psychologyRoll } from './leadership.ts';
import { partFrom } from './parting.ts';
import { partOfUnit } from './part-of.ts';
import { fleeAndPursue } from './pursuit.ts';
import { traceBreaksInFear, traceDaresNotCharge, traceDreadTest, traceFleesInDread, traceSixesToHit } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** Why a fear or terror test is taken: charged by, wanting to charge, or near a dreaded enemy. */
export const DREAD_CHARGED = 0;
export const DREAD_CHARGING = 1;
export const DREAD_NEAR = 2;

/** A terror-causer within this distance at the start of a unit's turn makes it test (§7). */
export const TERROR_RANGE = 8;

/**
 * Which of v's characters lend it their dread (`meets` of dread()): those in its front rank,
 * which a charge by v, or a charge into v's front, meets; all those with it, near it at the
 * start of a turn; none, a charge into its flank or rear avoiding them. An engagement (≥ 0):
 * those fighting on it (RB p.40, p.48).
 */
export const MEETS_FRONT_RANK = -1;
export const MEETS_ALL = -2;
export const MEETS_NONE = -3;

/**
 * The dread v presents an enemy: 2 terror, 1 fear, 0 none — its own, or a character's with it
 * whom the enemy would meet (`meets`): a unit led by a fear-causer is feared only by those who
 * would fight him (§7).
 */
export function dread(w: Wfb4World, v: number, meets: number): number {
  const p = w.plan;
  const own = p.rule.terror[v] === 1 ? 2 : p.rule.fear[v] === 1 ? 1 : 0;
  if (own === 2 || !w.anyCharacter || meets === MEETS_NONE) return own;
  let d = own;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.host[c] !== v || w.status[c] !== JOINED || (p.rule.terror[c] === 0 && p.rule.fear[c] === 0)) continue;
    if (meets === MEETS_FRONT_RANK ? p.inFront[c] === 0 || w.retired[c] === 1 : meets >= 0 && !fightsOn(w, c, meets)) continue;
    if (p.rule.terror[c] === 1) return 2;
    d = 1;
  }
  return d;
}

/**
 * dread() as u meets it, under a banner that terrifies flyers (AM p.19): a flyer meets terror in
 * the unit that flies it; the unit fears no flyer at all (it no longer fears their
 * terror).
 */
function flyerDread(w: Wfb4World, u: number, v: number, meets: number): number {
  const p = w.plan;
  if (p.fly[v] > 0 && flies(w, u, p.rule.flyerTerror)) return 0;
  if (p.fly[u] > 0 && flies(w, v, p.rule.flyerTerror)) return 2;
  return dread(w, v, meets);
}

/**
 * u fears v, meeting `meets` of its characters: v causes terror, or fear and u does not; u
 * causes no terror and is neither frenzied nor stupid. A character's own fear or terror makes
 * no unit he is with fearless: he flees with it (RB p.48).
 */
export function fears(w: Wfb4World, u: number, v: number, meets: number): boolean {
  const rule = w.plan.rule;
  if (partOfUnit(w, u)) return false; // a warpfire thrower: its unit's tests govern it (part-of.ts)
  if (w.frenzied[u] === 1 || w.stupid[u] === 1 || rule.terror[u] === 1) return false;
  if (w.anyMagic && w.magic.gloryFrom[u] >= 0) return false; // the Hand of Glory: immune to fear and terror (AM p.26)
  if (w.anyLentImmunity && (lentImmunity(w, u, LENT_FEAR) || (rule.undead[v] === 1 && lentImmunity(w, u, LENT_UNDEAD_FEAR)))) return false; // a character's item (magic-items.ts)
  if (rule.unbreakable[u] === 1) return false; // a banner's rune (AM p.37)
  const d = w.anyBanner ? flyerDread(w, u, v, meets) : dread(w, v, meets);
  return d === 2 || (d === 1 && rule.fear[u] === 0);
}

/** u would take a terror test against v, meeting `meets` of its characters: v causes terror, and u, causing neither, has not taken one. */
export function terrifies(w: Wfb4World, u: number, v: number, meets: number): boolean {
  const rule = w.plan.rule;
  if (partOfUnit(w, u)) return false; // a warpfire thrower: its unit's tests govern it (part-of.ts)
  if (w.anyMagic && w.magic.gloryFrom[u] >= 0) return false; // the Hand of Glory (AM p.26)
  if (w.anyLentImmunity && (lentImmunity(w, u, LENT_FEAR) || (rule.undead[v] === 1 && lentImmunity(w, u, LENT_UNDEAD_FEAR)))) return false; // a character's item (magic-items.ts)
  if (rule.unbreakable[u] === 1) return false; // a banner's rune (AM p.37)
  return rule.terror[u] === 0 && rule.fear[u] === 0 && w.frenzied[u] === 0 && w.stupid[u] === 0 && w.terrorTested[u] === 0 && (w.anyBanner ? flyerDread(w, u, v, meets) : dread(w, v, meets)) === 2;
}

/** u's fear test against v (2D6 ≤ Ld): true when passed. */
export function fearTest(w: Wfb4World, rng: Rng, u: number, v: number, why: number): boolean {
  return dreadTest(w, rng, u, v, why, false);
}

/** u's terror test against v, its one of the game (2D6 ≤ Ld): true when passed. */
export function terrorTest(w: Wfb4World, rng: Rng, u: number, v: number, why: number): boolean {
  w.terrorTested[u] = 1;
  return dreadTest(w, rng, u, v, why, true);
}

function dreadTest(w: Wfb4World, rng: Rng, u: number, v: number, why: number, terror: boolean): boolean {
  const ld = w.status[u] === JOINED ? ownPsychologyLd(w, u) : psychologyLd(w, u); // a character testing on his own (charactersDread())
  const roll = psychologyRoll(w, rng, u, ld);
  if (w.tracer !== null) traceDreadTest(w, u, v, why, terror, roll, ld);
  return roll <= ld;
}

/**
 * u flees from v in fear or terror as if broken: a unit already fighting flees from its foes,
 * who may pursue it (§6.4, §6.5); any other flees straight away from v.
 */
export function fleeInDread(w: Wfb4World, rng: Rng, u: number, v: number, terror: boolean): void {
  if (w.tracer !== null) traceFleesInDread(w, u, v, terror);
  if (w.status[u] === ENGAGED) {
    w.breakNow[u] = 1;
    fleeAndPursue(w, rng);
  } else {
    fleeFromUnit(w, rng, u, v);
  }
}

/**
 * Unit u does not fear v, but a character with it does — u causes fear or terror he does not
 * (RB p.48) — meeting `meets` of v's characters: he takes the test on his own Ld, unless u is
 * frenzied or stupid and carries him (carriesCharacters()). Failed terror, he leaves u and
 * flees from v as if broken. Failed fear: charged by v (`why` DREAD_CHARGED), he flees alone
 * if v outnumbers u, else hits v only on 6s in the first round; wanting to charge v with u, he
 * stays behind as u charges.
 */
export function charactersDread(w: Wfb4World, rng: Rng, u: number, v: number, why: number, meets: number): void {
  const p = w.plan;
  if (carriesCharacters(w, u)) return;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.host[c] !== u || w.status[c] !== JOINED || !fears(w, c, v, meets)) continue;
    if (terrifies(w, c, v, meets)) {
      if (!terrorTest(w, rng, c, v, why)) fleeAlone(w, rng, c, v, true);
      continue;
    }
    if (fearTest(w, rng, c, v, why)) continue;
    if (why !== DREAD_CHARGED) {
      if (partFrom(w, c, true) && w.tracer !== null) traceDaresNotCharge(w, c);
    } else if (strength(w, v) > strength(w, u)) fleeAlone(w, rng, c, v, false);
    else {
      w.fearedCharger[c] = v;
      if (w.tracer !== null) traceSixesToHit(w, c, v);
    }
  }
}

/** Character c leaves his unit, behind it first, and flees from v in fear or terror (fleeInDread()). */
function fleeAlone(w: Wfb4World, rng: Rng, c: number, v: number, terror: boolean): void {
  if (partFrom(w, c, true)) fleeInDread(w, rng, c, v, terror);
}

/** The start-of-turn terror test of `side`'s units with a terror-causer within 8" (§7). */
export function terrorAtStartOfTurn(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (p.side[u] !== side || !standing(w.status, u)) continue;
    for (let v = w.sideFrom[1 - side], end = w.sideTo[1 - side]; v < end; v++) {
      if (p.side[v] === side || !present(w.status, v) || !terrifies(w, u, v, MEETS_ALL)) continue;
      w.gaps.limit = TERROR_RANGE;
      if (beyond(w.gaps, u, v) || w.gaps.gap[pairOf(w.gaps, u, v)] > TERROR_RANGE) continue;
      if (!terrorTest(w, rng, u, v, DREAD_NEAR)) fleeInDread(w, rng, u, v, true);
      break;
    }
  }
  if (w.anyCharacter) charactersTerrorAtStartOfTurn(w, rng, side);
}

/**
 * The start-of-turn terror tests of `side`'s characters whose units fear no terror-causer
 * within 8" of them that they do (charactersDread(), RB p.48).
 */
function charactersTerrorAtStartOfTurn(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (p.side[c] !== side || w.status[c] !== JOINED) continue;
    const h = w.host[c];
    if (!standing(w.status, h) || carriesCharacters(w, h)) continue;
    for (let v = w.sideFrom[1 - side], end = w.sideTo[1 - side]; v < end; v++) {
      if (p.side[v] === side || !present(w.status, v) || !terrifies(w, c, v, MEETS_ALL) || fears(w, h, v, MEETS_ALL)) continue;
      w.gaps.limit = TERROR_RANGE;
      if (beyond(w.gaps, h, v) || w.gaps.gap[pairOf(w.gaps, h, v)] > TERROR_RANGE) continue;
      if (!terrorTest(w, rng, c, v, DREAD_NEAR)) fleeAlone(w, rng, c, v, true);
      break;
    }
  }
}

/**
 * u, beaten in combat c, breaks without a test: the enemies it fears among those it is
 * engaged with in c outnumber it, by models (§7, §12-10, §12-12) — or, under
 * `fearAutoBreak: always`, it fights one at all.
 */
export function breaksInFear(w: Wfb4World, u: number, c: number): boolean {
  return w.anyDread && fearBreaks(w, u, u, c);
}

/** Whether `who`, fighting with unit u in combat c, breaks in fear there (breaksInFear()). */
function fearBreaks(w: Wfb4World, who: number, u: number, c: number): boolean {
  let feared = 0;
  let any = false;
  for (let e = 0; e < w.eng.count; e++) {
    const o = opponentIn(w.eng, e, u);
    if (o >= 0 && w.inCombat[o] === c && fears(w, who, o, e)) {
      feared += strength(w, o);
      any = true;
    }
  }
  return any && (feared > strength(w, u) || w.plan.flags.fearAutoBreak === 'always');
}

/**
 * u, beaten in combat c, did not break in fear: a character with it who fears those enemies
 * that it does not (charactersDread()) breaks so on his own — he leaves it, behind it first,
 * and flees as if broken with the units broken in this phase (RB p.48).
 */
export function charactersBreakInFear(w: Wfb4World, u: number, c: number): void {
  const p = w.plan;
  if (carriesCharacters(w, u)) return;
  for (let k = 0; k < p.characters.length; k++) {
    const ch = p.characters[k];
    if (w.host[ch] !== u || w.status[ch] !== JOINED || !fearBreaks(w, ch, u, c)) continue;
    if (!partFrom(w, ch, true)) continue;
    if (w.tracer !== null) traceBreaksInFear(w, ch, p.flags.fearAutoBreak === 'outnumbered');
    w.breakNow[ch] = 1;
  }
}
