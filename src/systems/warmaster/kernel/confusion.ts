/** Confusion (rules/warmaster.md §6.1, §6.2, §13 A5): who is confused, and the confusion test's die. */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { SPECIAL_ELEPHANTS } from '../plan.ts';
import { traceWillStampede } from './trace.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * u becomes confused (§6.1): never the Undead (§11.2); Elephants stampede instead, at the
 * start of their next Command phase (§11.14).
 */
export function confuse(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  if (p.rule.undead[u] === 1) return;
  if (p.special[u] === SPECIAL_ELEPHANTS) {
    if (w.tracer !== null && !w.stampede[u]) traceWillStampede(w, u);
    w.stampede[u] = 1;
    return;
  }
  w.confused[u] = 1;
}

/**
 * A confusion test's D6 (§6.1): its own die (§13 A5), or with flag confusionDice: shared the
 * one die of the current move (moveDie, cleared as each move starts), rolled at its first test.
 */
export function confusionDie(w: WarmasterWorld, rng: Rng): number {
  if (w.plan.flags.confusionDice !== 'shared') return rollD6(rng);
  if (w.moveDie === 0) w.moveDie = rollD6(rng);
  return w.moveDie;
}
