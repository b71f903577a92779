/**
 * Daemon animosity (rules/wfb4.md §7; RB p.87). As its side's turn starts, a unit with the rule
 * that has a Daemon unit of a rival Chaos God of its own side within 12" rolls a D6, in
 * scenario order:
 * - 1-2: it throws itself at the nearest rival, however far or busy, and the two feud: in every
 *   combat phase, both players' turns, each strikes the other (brawl.ts), until a later
 *   start-of-turn roll of 5-6 by either ends it. Feuding, a unit ignores enemies that are not
 *   Daemons: it strikes none, holds when they charge it, takes no break or panic test for them
 *   and does not pursue them; Daemon enemies it fights as normal. It does nothing else.
 * - 3-4: rowdy, it does nothing this turn.
 * - 5-6: it ignores its rivals for now.
 * A feud ended, the two are apart (they never met: see README) and do not move that turn.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { opponentIn } from '../../rank-and-file/engagements.ts';
import { DESTROYED, standing } from '../../rank-and-file/unit-state.ts';
import { brawlBlows } from './brawl.ts';
import { applyWounds, wipedOut } from './casualties.ts';
import { nearestFriendWith } from './nearest.ts';
import { riddenWith } from './parting.ts';
import { traceDaemonAnimosity, traceFeud } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** Rival Daemons within this distance at the start of a unit's turn make it roll (§7). */
export const RIVAL_RANGE = 12;

/** What the roll did (the trace's words). */
export const FEUD_STARTS = 1;
export const ROWDY = 2;
export const IGNORES = 3;
export const FEUD_GOES_ON = 4;
export const FEUD_ENDS = 5;

/** The start-of-turn Daemon animosity rolls of `side`'s units (§7). */
export function daemonAnimosityAtStartOfTurn(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (p.side[u] !== side) continue;
    // A monster or chariot a Daemon rides rolls for him, as of his god; its feud goes on without him.
    if (p.rule.daemonAnimosity[u] === 0 && w.feud[u] < 0 && !(w.anyCharacter && riddenWith(w, u, p.rule.daemonAnimosity))) continue;
    const r = w.feud[u];
    if (r >= 0 && (!standing(w.status, u) || !standing(w.status, r))) endFeud(w, u);
    // A unit whose feud has just ended does not move this turn: no roll either.
    if (!standing(w.status, u) || w.held[u] === 1) continue;
    if (w.feud[u] >= 0) {
      const d6 = rollD6(rng);
      const rival = w.feud[u];
      if (d6 >= 5) {
        if (w.tracer !== null) traceDaemonAnimosity(w, u, rival, FEUD_ENDS, d6);
        endFeud(w, u);
        w.held[rival] = 1;
        w.noShoot[rival] = 1;
      } else if (w.tracer !== null) traceDaemonAnimosity(w, u, rival, FEUD_GOES_ON, d6);
      w.held[u] = 1;
      w.noShoot[u] = 1;
      continue;
    }
    w.gaps.limit = RIVAL_RANGE;
    const rival = nearestFriendWith(w, u, p.rule.daemonAnimosity, true);
    if (rival < 0) continue;
    const d6 = rollD6(rng);
    if (d6 <= 2) {
      if (w.tracer !== null) traceDaemonAnimosity(w, u, rival, FEUD_STARTS, d6);
      w.feud[u] = rival;
      if (w.feud[rival] < 0) w.feud[rival] = u;
      w.held[rival] = 1;
      w.noShoot[rival] = 1;
    } else if (d6 <= 4) {
      if (w.tracer !== null) traceDaemonAnimosity(w, u, rival, ROWDY, d6);
    } else {
      if (w.tracer !== null) traceDaemonAnimosity(w, u, rival, IGNORES, d6);
      continue;
    }
    w.held[u] = 1;
    w.noShoot[u] = 1;
  }
}

/** u's feud ends, and its rival's with u. */
function endFeud(w: Wfb4World, u: number): void {
  const r = w.feud[u];
  w.feud[u] = -1;
  if (r >= 0 && w.feud[r] === u) w.feud[r] = -1;
}

/**
 * The feuds of the combat phase (§7): each feuding unit strikes its rival, all at once, and the
 * wounds are taken together. A unit wiped out ends its feuds.
 */
export function feudBrawls(w: Wfb4World, rng: Rng): void {
  const dealt = w.feudWounds;
  let any = false;
  for (let u = 0; u < w.n; u++) {
    dealt[u] = -1; // not striking
    const r = w.feud[u];
    if (r < 0) continue;
    if (!standing(w.status, u) || !standing(w.status, r)) continue;
    dealt[u] = brawlBlows(w, rng, u, r, false);
    any = true;
  }
  if (!any) return;
  for (let u = 0; u < w.n; u++) {
    const r = w.feud[u];
    if (dealt[u] < 0) continue;
    const slain = applyWounds(w, r, dealt[u]);
    if (w.tracer !== null) traceFeud(w, u, r, slain);
  }
  for (let u = 0; u < w.n; u++) {
    if (w.models[u] > 0 || w.status[u] === DESTROYED) continue;
    wipedOut(w, u);
    for (let v = 0; v < w.n; v++) if (w.feud[v] === u) endFeud(w, v);
    endFeud(w, u);
  }
}

/** u is feuding and ignores enemy v, who is no Daemon (§7). */
export function ignores(w: Wfb4World, u: number, v: number): boolean {
  return w.feud[u] >= 0 && w.plan.daemon[v] === 0;
}

/**
 * u, feuding, takes no break test in combat c unless a Daemon is among the enemies it fights
 * there (§7).
 */
export function feudSparesBreakTest(w: Wfb4World, u: number, c: number): boolean {
  if (w.feud[u] < 0) return false;
  for (let e = 0; e < w.eng.count; e++) {
    const o = opponentIn(w.eng, e, u);
    if (o >= 0 && w.inCombat[o] === c && w.plan.daemon[o] === 1) return false;
  }
  return true;
}
