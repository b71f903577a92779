/**
 * The Undead army (rules/wfb4.md §7; BB p.70). Its troops never march (the plan's `canMarch`,
 * compile.ts), and it is bound to its leader's will: when the unit with the army's general is
 * destroyed or flees off the table, every Undead unit of that side crumbles at once — at the
 * end of the phase in which it happened, or of the start-of-turn tests.
 */
import type { Rng } from '../../../core/rng.ts';
import { alive, JOINED } from '../../rank-and-file/unit-state.ts';
import { destroy } from './casualties.ts';
import { characterSlain } from './characters.ts';
import { traceCrumbles } from './trace.ts';
import type { Wfb4World } from './world.ts';

/**
 * Each side that has lost its leader: its Undead units still on the table crumble (§7). An
 * Undead character with a unit that is not crumbles from it as if slain: it goes on without
 * him, and a monster he rode rolls on its reaction table (characterSlain()).
 */
export function undeadArmyCrumbles(w: Wfb4World, rng: Rng): void {
  for (let side = 0; side < 2; side++) {
    if (w.leaderGone[side] === 0) continue;
    w.leaderGone[side] = 0;
    for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
      if (w.plan.side[u] !== side || w.plan.rule.undead[u] === 0 || !alive(w.status, u)) continue; // a joined character too
      if (w.tracer !== null) traceCrumbles(w, u);
      if (w.status[u] === JOINED) characterSlain(w, rng, u);
      else destroy(w, u);
    }
  }
}
