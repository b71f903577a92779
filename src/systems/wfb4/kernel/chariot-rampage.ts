/**
 * A chariot whose crew are all slain rampages (rules/wfb4.md §8.4, RB p.72): as its side's
 * movement phase makes its compulsory moves, 2D6" in a random direction — removed on a double —
 * and a round of combat as if it had charged with whatever troops it runs into (impact hits
 * and all, under §12-25); a friend it runs into is mauled at once (a brawl, §7).
 */
import type { Rng } from '../../../core/rng.ts';
import { destroy } from './casualties.ts';
import { rampageRoll, rampages } from './chariots.ts';
import { moveRandomly } from './monster-reaction.ts';
import type { Wfb4World } from './world.ts';

/** The rampages of `side`'s crewless chariots (§2.1 step 3). */
export function rampageMoves(w: Wfb4World, rng: Rng, side: number): void {
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (w.plan.side[u] !== side || !rampages(w, u)) continue;
    const dist = rampageRoll(w, rng, u);
    if (dist < 0) destroy(w, u); // a double: it is wrecked
    else if (dist > 0) moveRandomly(w, rng, u, dist);
  }
}
