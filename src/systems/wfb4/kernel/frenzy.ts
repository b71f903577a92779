/**
 * Frenzy (rules/wfb4.md §7; RB p.41). At the start of its side's turn a unit with the rule
 * goes into a frenzy when an enemy is within its charge reach (2×M), unless its player takes
 * the restraint test (the `frenzy: restrain` tactic) and passes it; with no enemy in reach it
 * calms down. The frenzy lasts until the side's next turn, through the enemy's turn between.
 * While frenzied the unit must charge an enemy in reach (charges.ts), fights with double its
 * attacks (combat.ts), must pursue (pursuit.ts) and takes no panic test (takesPanicTests()).
 * Broken in combat, it loses the rule for the rest of the game.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, JOINED, standing } from '../../rank-and-file/unit-state.ts';
import { FRENZY_RESTRAIN } from '../plan.ts';
import { nearestEnemyWithin } from './nearest.ts';
import { isMount } from './parting.ts';
import { ownPsychologyLd, psychologyLd, psychologyRoll } from './leadership.ts';
import { traceFrenzy, traceFrenzyEnds, traceFrenzyRestrained } from './trace.ts';
import { lentImmunity, LENT_PANIC } from './magic-items.ts';
import type { Wfb4World } from './world.ts';
import { partOfUnit } from './part-of.ts';

/** The start-of-turn frenzy of `side`'s units (§7): frenzied, restrained, or calm. */
export function frenzyAtStartOfTurn(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (p.rule.frenzy[u] === 0 || p.side[u] !== side) continue;
    w.frenzied[u] = 0;
    const st = w.status[u];
    // A unit overcome by stupidity, tested just before, is immune to frenzy too (§7).
    if (w.frenzyLost[u] === 1 || w.stupid[u] === 1 || !standing(w.status, u)) continue;
    w.gaps.limit = w.reach[u] + EPS;
    if (st !== ENGAGED && nearestEnemyWithin(w, u, true) < 0) continue;
    if (p.frenzy[u] === FRENZY_RESTRAIN) {
      const ld = psychologyLd(w, u);
      const roll = psychologyRoll(w, rng, u, ld);
      if (roll <= ld) {
        if (w.tracer !== null) traceFrenzyRestrained(w, u, roll, ld, true);
        continue;
      }
      if (w.tracer !== null) traceFrenzyRestrained(w, u, roll, ld, false);
    }
    w.frenzied[u] = 1;
    if (w.tracer !== null) traceFrenzy(w, u);
  }
  if (w.anyCharacter) charactersFrenzy(w, rng, side);
}

/**
 * The start-of-turn frenzy of `side`'s frenzied characters with units that lack the rule (RB
 * p.48): each is checked on his own — an enemy within his own charge reach of his unit (a
 * rider's: his mount's), or his unit locked in combat — and takes his own restraint test
 * (`frenzy: restrain`) on his own Ld. Frenzied, he must charge (charges.ts
 * frenziedCharactersCharge()) and fights doubled.
 */
function charactersFrenzy(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (p.side[c] !== side || p.rule.frenzy[c] === 0 || w.status[c] !== JOINED) continue;
    const h = w.host[c];
    w.frenzied[c] = 0;
    if (p.rule.frenzy[h] === 1 || w.frenzyLost[c] === 1 || !standing(w.status, h)) continue;
    w.gaps.limit = w.reach[isMount(w, h) ? h : c] + EPS;
    if (w.status[h] !== ENGAGED && nearestEnemyWithin(w, h, true) < 0) continue;
    if (p.frenzy[c] === FRENZY_RESTRAIN) {
      const ld = ownPsychologyLd(w, c);
      const roll = psychologyRoll(w, rng, c, ld);
      if (w.tracer !== null) traceFrenzyRestrained(w, c, roll, ld, roll <= ld);
      if (roll <= ld) continue;
    }
    w.frenzied[c] = 1;
    if (w.tracer !== null) traceFrenzy(w, c);
  }
}

/** u broke in combat: a unit with frenzy loses it for good, and so does a frenzied character with it (§7, RB p.48). */
export function frenzyBroken(w: Wfb4World, u: number): void {
  if (w.anyCharacter) {
    const p = w.plan;
    for (let k = 0; k < p.characters.length; k++) {
      const c = p.characters[k];
      if (w.host[c] === u && w.status[c] === JOINED && p.rule.frenzy[c] === 1 && p.rule.frenzy[u] === 0) loseFrenzy(w, c);
    }
  }
  if (w.plan.rule.frenzy[u] === 1) loseFrenzy(w, u);
}

function loseFrenzy(w: Wfb4World, u: number): void {
  if (w.frenzyLost[u] === 1) return;
  w.frenzyLost[u] = 1;
  w.frenzied[u] = 0;
  if (w.tracer !== null) traceFrenzyEnds(w, u);
}

/** u takes panic tests: it is not immune to panic, nor frenzied, stupid or feuding with a rival Daemon (§7). */
export function takesPanicTests(w: Wfb4World, u: number): boolean {
  if (partOfUnit(w, u)) return false; // a warpfire thrower: its unit's tests govern it (part-of.ts)
  if (w.anyLentImmunity && lentImmunity(w, u, LENT_PANIC)) return false; // a character's item (magic-items.ts)
  return w.plan.rule.immuneToPanic[u] === 0 && w.frenzied[u] === 0 && w.stupid[u] === 0 && w.feud[u] < 0;
}

/**
 * A frenzied or stupid unit carries its characters along, and a monster or a chariot its rider
 * or crewman: they take no panic, fear or terror test of their own (RB p.48; p.66, a rider
 * shares his monster's immunity and it tests on his Ld).
 */
export function carriesCharacters(w: Wfb4World, u: number): boolean {
  return w.frenzied[u] === 1 || w.stupid[u] === 1 || isMount(w, u);
}

/**
 * Whether a character with u takes u's panic tests on his own (RB p.48): u is immune to panic
 * by its own rule alone — not frenzied, stupid or feuding, which carry him along — and one of
 * its characters is not (panic.ts charactersPanic()).
 */
export function charactersTestPanic(w: Wfb4World, u: number): boolean {
  const p = w.plan;
  if (!w.anyCharacter || p.rule.immuneToPanic[u] === 0 || carriesCharacters(w, u) || w.feud[u] >= 0) return false;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.host[c] === u && w.status[c] === JOINED && takesPanicTests(w, c)) return true;
  }
  return false;
}
