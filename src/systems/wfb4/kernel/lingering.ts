/**
 * Wounds a weapon deals that outlast the blow. Wounds that linger (AM p.13: a victim wounded at least once rolls a D6 as each magic
 * phase opens and loses 1 more wound on 1 or 2; effect `lingering: N`): a model a weapon with
 * it wounds and does not slay — a character, or the wounded model of a unit of several wounds —
 * rolls a D6 as each magic phase starts, the phase played or not, and at N or under takes a
 * wound no save stops, until it falls or is healed. And a weapon that wounds its bearer (AM p.13:
 * a D6 after each turn, a 6 costing the bearer 1 wound that nothing saves; effect `selfWound: N`):
 * at the end of each of his side's player turns (warsim's reading of "turn"), a D6 of N or more
 * costs him a wound no save stops.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { applyWounds, characterFalls, fallen } from './casualties.ts';
import { JOINED, present } from '../../rank-and-file/unit-state.ts';
import { traceLingers, traceSelfWound } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** u's weapon with lingering wounds has wounded t: the model it wounded, if it lives, festers. */
export function festers(w: Wfb4World, u: number, t: number): void {
  const n = w.plan.items.lingering[u];
  if (w.models[t] > 0 && w.pool[t] > 0 && n > w.festering[t]) w.festering[t] = n;
}

/** As a magic phase starts: each festering model's D6, and its wound. */
export function lingeringWounds(w: Wfb4World, rng: Rng): void {
  for (let t = 0; t < w.n; t++) {
    const n = w.festering[t];
    if (n === 0) continue;
    // Fallen, or healed: no longer a victim.
    if (w.models[t] === 0 || w.pool[t] === 0) {
      w.festering[t] = 0;
      continue;
    }
    const roll = rollD6(rng);
    const slain = roll <= n ? applyWounds(w, t, 1) : 0;
    if (w.tracer !== null) traceLingers(w, t, roll, n, slain);
    if (slain > 0) {
      w.festering[t] = 0;
      fallen(w, rng, t);
    }
  }
}

/** The end of `side`'s player turn: each of its characters whose weapon turns on him rolls. */
export function selfWounds(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    const n = p.items.selfWound[c];
    if (n === 0 || p.side[c] !== side || w.models[c] === 0 || !(present(w.status, c) || w.status[c] === JOINED)) continue;
    const roll = rollD6(rng);
    const slain = roll >= n ? applyWounds(w, c, 1) : 0;
    if (w.tracer !== null) traceSelfWound(w, c, roll, n, slain);
    if (slain > 0) characterFalls(w, rng, c);
  }
}
