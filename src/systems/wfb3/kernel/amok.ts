/**
 * Running amok (rules/wfb3.md §6.1, §6.2): a chariot whose crewman fell, or a war beast hurt or
 * bereft of its controller, goes where the beasts take it. In its side's movement phase it
 * charges the nearest enemy ahead within reach, whatever its tactics (charges.ts runAmok()); with
 * none it goes its full move on a D6. Its crew neither fight nor shoot (chariots.ts, beasts.ts).
 *
 * Hot code: integers in and out; the moves go through lurch.ts.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { READY } from '../../rank-and-file/unit-state.ts';
import { goAhead, lookAhead } from './lurch.ts';
import { traceAmokMoves } from './trace.ts';
import { AXLE_BROKEN, type Wfb3World } from './world.ts';

/**
 * `side`'s chariots and war beasts running amok that found nothing to charge (charges.ts) go
 * their full move (§6.1, §6.2): a D6 of 1-2 to their left, 3-4 straight on, 5-6 to their right,
 * halting against whatever they meet — a chariot on a broken axle not at all.
 */
export function amokMoves(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || w.amok[u] === 0 || (w.chariot[u] & AXLE_BROKEN) !== 0) continue;
    if (w.status[u] !== READY || w.declared[u] >= 0) continue;
    const d = rollD6(rng);
    const hours = d <= 2 ? 9 : d <= 4 ? 0 : 3;
    w.dist = w.M[u];
    const first = lookAhead(w, u, hours);
    // An enemy met is stopped short of by 1".
    if (first >= 0 && p.side[first] !== p.side[u] && w.dist > 1) w.dist -= 1;
    goAhead(w, u);
    if (w.tracer !== null) traceAmokMoves(w, u, hours);
  }
}

