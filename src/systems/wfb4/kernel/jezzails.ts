/**
 * Skaven jezzails (rules/wfb4.md §4.3, RB p.81): each jezzail is carried and fired by a team of
 * two, and a unit of jezzails is a unit of such teams — its models are the crewmen, two to a
 * jezzail. A jezzail whose partner has fallen still fires, at −1 to hit, and its lone crewman
 * moves at half rate; a jezzail with both crewmen slain is lost.
 *
 * Who of the team falls is the owning player's choice, which the book leaves open: warsim keeps
 * the teams whole, so that n crewmen man ⌈n/2⌉ jezzails, one of them with a lone crewman when n
 * is odd. Casualties come off the rear (§5.7), so the lone crewman stands in the rear rank and
 * fires only when every crewman does (one rank, or skirmishing).
 */
import type { Wfb4World } from './world.ts';

/**
 * The phasing side's jezzail units at the start of their movement phase: a unit with a lone
 * crewman moves at his half rate, in whole inches as warsim keeps every move (M5 → 2"), and
 * charges twice that.
 */
export function jezzailPaces(w: Wfb4World, side: number): void {
  const p = w.plan;
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (p.rule.jezzail[u] !== 1) continue;
    w.M[u] = (w.models[u] & 1) === 1 ? p.M[u] >> 1 : p.M[u];
    w.reach[u] = 2 * w.M[u];
  }
}

/**
 * The jezzails that fire when `shooters` of a unit's crewmen could shoot as troops do (the
 * front rank, or all of a skirmishing unit): one for each two, and one for an odd crewman left
 * over, whose partner stands behind him or has fallen.
 */
export function jezzailsFiring(shooters: number): number {
  return (shooters + 1) >> 1;
}

/** 1 when one of the jezzails firing is a lone crewman's, at −1 to hit (RB p.81); else 0. */
export function loneJezzail(w: Wfb4World, u: number, shooters: number): number {
  return shooters === w.models[u] ? w.models[u] & 1 : 0;
}
