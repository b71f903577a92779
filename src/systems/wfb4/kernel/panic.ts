/** Panic after a break (rules/wfb4.md §6.3): friends within 12" of a unit that broke or was wiped out. */
import { beyond, pairOf } from '../../../battlefield/gaps.ts';
import { roll2D6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { alive, FLEEING } from '../../rank-and-file/unit-state.ts';

import { takesPanicTests } from './frenzy.ts';
import { effectiveLd } from './leadership.ts';
import { tracePanicAfterBreak } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** Friends within 12" of a unit that broke or was wiped out take one panic test (§6.3). */
export function panicAfterBreaks(w: Wfb4World, rng: Rng): void {
  const p = w.plan;
  if (!p.flags.panicOnBreak) return;
  for (let u = 0; u < w.n; u++) {
    if (!alive(w.status, u) || w.breakNow[u] || w.status[u] === FLEEING || !takesPanicTests(w, u)) continue;
    let trigger = -1;
    for (let b = w.sideFrom[p.side[u]], stop = w.sideTo[p.side[u]]; b < stop; b++) {
      if (b === u || p.side[b] !== p.side[u] || w.noPanicSource[b]) continue;
      if (!w.breakNow[b] && !w.wipedNow[b]) continue;
      w.gaps.limit = 12;
      if (!beyond(w.gaps, u, b) && w.gaps.gap[pairOf(w.gaps, u, b)] <= 12) {
        trigger = b;
        break;
      }
    }
    if (trigger < 0) continue;
    const roll = roll2D6(rng);
    const ld = effectiveLd(w, u);
    if (w.tracer !== null) tracePanicAfterBreak(w, u, trigger, roll, ld);
    if (roll > ld) {
      w.breakNow[u] = 1;
      w.noPanicSource[u] = 1; // fleeing through panic causes no further tests (§6.3)
    }
  }
}
