/**
 * Magic items that heal their bearers (rules/wfb4.md §9; AM p.9-10, p.14, p.17; plan.items.heal):
 * a character whose item heals him regains its wounds — as his side's turn starts, at the end of
 * each combat phase, or of each shooting and combat phase — while he has lost any, or, with an
 * item that heals the unit he is with too, its wounded model while he has lost none; one whose item
 * restores him as he is slain stands again with that many wounds. An item of limited uses is
 * spent as they run out.
 *
 * Hot code: integers in and out.
 */
import { DESTROYED, FLED_OFF, JOINED, OFF_TABLE } from '../../rank-and-file/unit-state.ts';
import { HEAL_AFTER_COMBAT, HEAL_ALL, HEAL_PHASE_END, HEAL_SLAIN, HEAL_TURN_START } from '../plan.ts';
import { traceHealed, traceRevived } from './trace.ts';
import { traceDrained } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** As `side`'s turn starts, its characters whose items heal them then (HEAL_TURN_START). */
export function healAtTurnStart(w: Wfb4World, side: number): void {
  healEvery(w, HEAL_TURN_START, HEAL_TURN_START, side);
}

/** At the end of a shooting phase: the characters whose items heal them after every shooting and combat phase. */
export function healAfterShooting(w: Wfb4World): void {
  healEvery(w, HEAL_PHASE_END, HEAL_PHASE_END, -1);
}

/** At the end of a combat phase: the characters whose items heal them after every combat phase, and every shooting and combat phase. */
export function healAfterCombat(w: Wfb4World): void {
  healEvery(w, HEAL_AFTER_COMBAT, HEAL_PHASE_END, -1);
}

/** Each character of `side` (−1: both) whose item heals him at `a` or `b`, alive and wounded, heals. */
function healEvery(w: Wfb4World, a: number, b: number, side: number): void {
  const p = w.plan;
  const it = p.items;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    const when = it.healWhen[c];
    if ((when !== a && when !== b) || (side >= 0 && p.side[c] !== side) || w.models[c] === 0) continue;
    const st = w.status[c];
    if (st === DESTROYED || st === FLED_OFF || st === OFF_TABLE || (it.healUses[c] > 0 && w.uses.heals[c] === 0)) continue;
    // Himself, or — unwounded, with an item that heals the unit he is with — its wounded model (AM p.10).
    let t = c;
    if (w.pool[c] === 0) {
      if (it.healUnit[c] === 0 || st !== JOINED || w.pool[w.host[c]] === 0 || w.models[w.host[c]] === 0) continue;
      t = w.host[c];
    }
    const healed = it.heal[c] === HEAL_ALL || it.heal[c] > w.pool[t] ? w.pool[t] : it.heal[c];
    w.pool[t] -= healed;
    if (it.healUses[c] > 0) w.uses.heals[c]--;
    if (w.tracer !== null) traceHealed(w, c, t, healed);
  }
}

/**
 * Character c has just lost his last wound: if his item restores him as he is slain (HEAL_SLAIN)
 * and has a use left, he stands again with its wounds (all of them, or that many) and the caller
 * goes on as if he had not fallen. True when he is restored.
 */
export function revives(w: Wfb4World, c: number): boolean {
  const p = w.plan;
  const it = p.items;
  if (p.rule.character[c] === 0 || it.healWhen[c] !== HEAL_SLAIN || (it.healUses[c] > 0 && w.uses.heals[c] === 0)) return false;
  if (it.healUses[c] > 0) w.uses.heals[c]--;
  w.models[c] = 1;
  const W = p.W[c];
  w.pool[c] = it.heal[c] === HEAL_ALL || it.heal[c] >= W ? 0 : W - it.heal[c];
  if (w.tracer !== null) traceRevived(w, c, W - w.pool[c]);
  return true;
}

/** Character u's blade restores his wounds, one for each of the `caused` it caused (AM p.13-16: the wounds the blade deals may make good those Nagash has lost). */
export function drainLife(w: Wfb4World, u: number, caused: number): void {
  const healed = caused < w.pool[u] ? caused : w.pool[u];
  w.pool[u] -= healed;
  if (w.tracer !== null) traceDrained(w, u, healed);
}
