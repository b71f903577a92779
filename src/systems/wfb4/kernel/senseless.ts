/**
 * A wizard senseless until the next magic phase starts: he may not move, fight, shoot or use the
 * cards (magic-state.ts `stunned`, with `bound` and `banded` held for him). A shaman the Waaagh
 * knocks out falls so (BM p.29, waaagh.ts), and a hero or lord made a wizard by an item that
 * tests his Leadership after each spell he casts, when he fails it (AM p.10, effect `wizard:
 * { ldTest }`).
 */
import { roll2D6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { traceCastingTest, traceComesTo } from './trace-magic.ts';
import type { Wfb4World } from './world.ts';

/** Wizard c falls senseless until the next magic phase. */
export function fallSenseless(w: Wfb4World, c: number): void {
  const g = w.magic;
  g.stunned[c] = 1;
  g.bound[c]++;
  g.banded[c]++;
}

/** As a magic phase starts: the wizards senseless since the last come to. */
export function comeTo(w: Wfb4World): void {
  const g = w.magic;
  for (let c = 0; c < w.n; c++) {
    if (g.stunned[c] === 0) continue;
    g.stunned[c] = 0;
    g.bound[c]--;
    g.banded[c]--;
    if (w.tracer !== null) traceComesTo(w, c);
  }
}

/** Wizard c has cast a spell from his cards: with an item that asks it, 2D6 against his Ld, and senseless when over it (AM p.10). */
export function castingTest(w: Wfb4World, rng: Rng, c: number): void {
  const roll = roll2D6(rng);
  const failed = roll > w.plan.Ld[c];
  if (w.tracer !== null) traceCastingTest(w, c, roll, failed);
  if (failed) fallSenseless(w, c);
}
