/**
 * Leaving the table (rules/warmaster.md §3.6): a D6 less stands lost, and the roll again at the
 * start of the unit's next turn.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { destroy } from './casualties.ts';
import { box } from './footprint.ts';
import { ACTIVE, GONE, OFF_TABLE } from './status.ts';
import { overlapsAny } from './terrain.ts';
import { traceLeavesTable } from './trace.ts';
import { shift } from './travel.ts';
import type { WarmasterWorld } from './world.ts';

/** Leaving the table (§3.6): D6 − stands lost. */
export function leaveTableRoll(w: WarmasterWorld, rng: Rng, u: number, again: boolean): void {
  const p = w.plan;
  const r = rollD6(rng) - (p.fullStands[u] - w.left[u]);
  if (w.tracer !== null) traceLeavesTable(w, u, again, r);
  if (r <= 0) {
    destroy(w, u, GONE);
    return;
  }
  // Bring it back inside the edge it crossed.
  box(w, u);
  w.tx = 0;
  w.ty = 0;
  if (w.bx0 < 0) w.tx = -w.bx0;
  if (w.bx1 > p.tableWidth) w.tx = p.tableWidth - w.bx1;
  if (w.by0 < 0) w.ty = -w.by0;
  if (w.by1 > p.tableDepth) w.ty = p.tableDepth - w.by1;
  shift(w, u);
  if (r <= 2) {
    w.status[u] = OFF_TABLE;
    w.offTableWait[u] = 1;
  } else {
    w.status[u] = ACTIVE;
    w.offTableWait[u] = 0;
    if (overlapsAny(w, u)) {
      w.status[u] = OFF_TABLE; // no room at the edge: waits for its next turn
      w.offTableWait[u] = 1;
    } else {
      w.movedThisTurn[u] = 1;
    }
  }
}

/** Units that left the table on a 1–2 roll again at the start of their turn (§3.6). */
export function returnFromOffTable(w: WarmasterWorld, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || w.status[u] !== OFF_TABLE || !w.offTableWait[u]) continue;
    leaveTableRoll(w, rng, u, true);
  }
}
