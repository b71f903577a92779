/**
 * A WFB3 unit's formation and footprint as its models fall (rules/wfb3.md §4.9: casualties come
 * off the rear): its front rank, its ranks, and the rectangle it stands in on the table; and the
 * end of a shieldwall or a testudo (§2.3).
 */
import { centreFootprint, sizeFootprint, turnFootprint } from '../../../battlefield/footprints.ts';
import { moved } from '../../../battlefield/gaps.ts';
import { frontRankOf, ranksOf } from '../../rank-and-file/formation.ts';
import { traceFormationEnds } from './trace.ts';
import { LINE, SHIELDWALL, SQUARE, type Wfb3World } from './world.ts';

export function frontRank(w: Wfb3World, u: number): number {
  return frontRankOf(w.models[u], w.files[u]);
}

export function ranks(w: Wfb3World, u: number): number {
  return ranksOf(w.models[u], w.files[u]);
}

/**
 * Recompute u's footprint from its formation, place and facing, and mark its gaps stale:
 * after it moves, turns or loses models.
 */
export function shape(w: Wfb3World, u: number): void {
  const fp = w.fp;
  turnFootprint(fp, u);
  const width = frontRank(w, u) * w.plan.baseW[u];
  // A square stands in a box as deep as its faces are wide (§2.3).
  const depth = w.formation[u] === SQUARE ? width : ranks(w, u) * w.plan.baseD[u];
  if (width !== fp.w[u] || depth !== fp.d[u]) {
    fp.w[u] = width;
    fp.d[u] = depth;
    sizeFootprint(fp, u);
  }
  centreFootprint(fp, u);
  moved(w.gaps, u);
}

/** o becomes unformed now (§2.5): halted until the end of its side's next movement phase. */
export function unform(w: Wfb3World, o: number): void {
  w.unformed[o] = 1;
  w.unformedAt[o] = w.playerTurn;
}

/**
 * u leaves its shieldwall or testudo for a line of the same ranks and files, its move and reach
 * its own again (§2.3): pushed back or following up, fleeing or pursuing, frenzied, or a testudo
 * entering hand-to-hand combat. A square, routing, goes back to the line it formed from.
 */
export function breakFormation(w: Wfb3World, u: number): void {
  const was = w.formation[u];
  if (was === LINE) return;
  if (w.tracer !== null) traceFormationEnds(w, u);
  w.formation[u] = LINE;
  w.M[u] = w.plan.M[u];
  w.rate[u] = w.plan.rate[u];
  if (was === SQUARE) {
    w.files[u] = w.lineFiles[u];
    shape(w, u);
  }
}

/** Whether u stands fast in its formation (§2.3): a shieldwall or a square neither moves, charges, nor runs from a charge. */
export function stationary(w: Wfb3World, u: number): boolean {
  const f = w.formation[u];
  return f === SHIELDWALL || f === SQUARE;
}
