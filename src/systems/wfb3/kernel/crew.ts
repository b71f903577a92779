/**
 * The crews of chariots and war beasts (rules/wfb3.md §6.1, §6.2): who of them fight, and the
 * hits a chariot tallies for its damage roll.
 */
import type { Wfb3World } from './world.ts';

/** The crew of chariot or war beast u who fight now (§6.1, §6.2): none running amok or badly shaken; a chariot's driver not in the turn an animal fell. */
export function crewFighting(w: Wfb3World, u: number): number {
  if (w.amok[u] === 1 || w.shakenTo[u] >= w.playerTurn) return 0;
  const k = w.crewLeft[u];
  return w.driverOut[u] === w.playerTurn && k > 0 ? k - 1 : k;
}

/** Hits on chariot u, by blows, missiles or automatic hits: tallied for its damage roll (§6.1). */
export function tallyHits(w: Wfb3World, u: number, hits: number): void {
  if (hits <= 0) return;
  w.tally[u] += hits;
  w.hitInRound[u] = 1;
}
