/**
 * Orc & Goblin animosity (rules/wfb4.md §7, §12-26; BB p.22). As its side's turn starts, each
 * unit with the rule that is not fleeing rolls a D6, in scenario order; on a 1 something is
 * amiss, and a second D6 says what:
 * - 1, **Get 'em!** The nearest other unit of its side with the rule is asking for trouble. A
 *   unit with missile weapons shoots at it now (turned in place to face it; in range and loaded
 *   only). One without charges it if it could charge it, and the two brawl at once: every model
 *   of each front rank strikes the other, no break test. Either way the unit, and a brawled
 *   rival, do nothing else this turn. A unit that can do neither (fighting already, its rival
 *   out of reach, no rival) squabbles instead.
 * - 2-5, **Squabble**: the unit does nothing this turn — no charge, move or shot. A unit already
 *   fighting fights on, unless the flag `squabbleInCombat: idle` stops its attacks in its own
 *   turn's combat phase (§12-26).
 * - 6, **We'll Show 'em!** The unit bounds a full normal move straight at the nearest enemy
 *   now, before the movement phase, and may then charge or move in it as normal.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, JOINED, READY, standing } from '../../rank-and-file/unit-state.ts';
import { brawl } from './brawl.ts';
import { chargeable } from './charges.ts';
import { advance } from './advance.ts';
import { nearestEnemy, nearestFriendWith } from './nearest.ts';
import { riddenWith } from './parting.ts';
import { countLossesFrom, reloading, shoot } from './shooting.ts';
import { traceAnimosity } from './trace.ts';
import { traceAnimosityCalmed } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** The second D6's results (the trace's words). */
export const GET_EM = 1;
export const SQUABBLE = 2;
export const SHOW_EM = 3;

/**
 * The start-of-turn animosity tests of `side`'s Orc and Goblin units (§7), and of each monster
 * or chariot an Orc or Goblin character rides: he cannot act apart from it, and it rolls for
 * him (compile.ts checkRider()).
 */
export function animosityAtStartOfTurn(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (p.side[u] !== side || (p.rule.animosity[u] === 0 && !(w.anyCharacter && riddenWith(w, u, p.rule.animosity)))) continue;
    // A rival pinned by an earlier unit's brawl does nothing this turn: no roll either.
    if (!standing(w.status, u) || w.held[u] === 1) continue;
    if (rollD6(rng) !== 1) continue;
    // A character's item that has his unit ignore its first failure (AM p.16).
    if (w.anyCalm && calmed(w, u)) continue;
    const d6 = rollD6(rng);
    if (d6 === 1) getEm(w, rng, u);
    else if (d6 <= 5) squabble(w, u, SQUABBLE);
    else showEm(w, u);
  }
}

/** Whether unit u's failed animosity test is ignored by the item of a character with it, its first such failure (AM p.16); the item is spent then. */
function calmed(w: Wfb4World, u: number): boolean {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (p.items.calmsAnimosity[c] === 0 || w.uses.calmSpent[c] === 1 || w.status[c] !== JOINED || w.host[c] !== u) continue;
    w.uses.calmSpent[c] = 1;
    if (w.tracer !== null) traceAnimosityCalmed(w, u, c);
    return true;
  }
  return false;
}

/** Get 'em! (§7): shoot at, or charge and brawl with, the nearest rival; else squabble. */
function getEm(w: Wfb4World, rng: Rng, u: number): void {
  const p = w.plan;
  w.gaps.limit = Infinity;
  const r = nearestFriendWith(w, u, w.plan.rule.animosity, false);
  if (r < 0 || w.status[u] !== READY) {
    squabble(w, u, GET_EM);
    return;
  }
  if (p.missile[u] === 1) {
    if (w.tracer !== null) traceAnimosity(w, u, GET_EM, r);
    // Shot at as in a shooting phase: a quarter lost brings the rival's panic test (§7).
    countLossesFrom(w, r);
    if (!reloading(w, u)) {
      shoot(w, rng, u, r, false);
      if (p.rule.everyOther[u] === 1) w.reloadAt[u] = w.playerTurnNo + 2;
    }
    w.held[u] = 1;
    w.noShoot[u] = 1;
    return;
  }
  if (w.status[r] !== READY || !chargeable(w, u, r)) {
    squabble(w, u, GET_EM);
    return;
  }
  if (w.tracer !== null) traceAnimosity(w, u, GET_EM, r);
  brawl(w, rng, u, r);
  w.held[u] = 1;
  w.noShoot[u] = 1;
  w.held[r] = 1;
  w.noShoot[r] = 1;
}

/** Squabble (§7): u does nothing this turn; fighting, it fights on unless the flag says not. */
function squabble(w: Wfb4World, u: number, rolled: number): void {
  if (w.tracer !== null) traceAnimosity(w, u, rolled === GET_EM ? -GET_EM : SQUABBLE, -1);
  w.held[u] = 1;
  w.noShoot[u] = 1;
  if (w.status[u] === ENGAGED && w.plan.flags.squabbleInCombat === 'idle') w.squabbled[u] = w.playerTurnNo;
}

/** We'll Show 'em! (§7): a full normal move at the nearest enemy now; it may move again. */
function showEm(w: Wfb4World, u: number): void {
  if (w.tracer !== null) traceAnimosity(w, u, SHOW_EM, -1);
  if (w.status[u] !== READY) return;
  const t = nearestEnemy(w, u, false);
  if (t < 0) return;
  advance(w, u, t, w.fleeingSkipped === 0, true);
  w.bounded[u] = 1;
}

