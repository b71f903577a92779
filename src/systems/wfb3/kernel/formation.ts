/**
 * A WFB3 unit's formation and footprint as its models fall (rules/wfb3.md §4.9: casualties come
 * off the rear): its front rank, its ranks, and the rectangle it stands in on the table; and the
 * end of a shieldwall or a testudo (§2.3).
 */
import { centreFootprint, sizeFootprint, turnFootprint } from '../../../battlefield/footprints.ts';
import { moved } from '../../../battlefield/gaps.ts';
import { frontRankOf, ranksOf } from '../../rank-and-file/formation.ts';
import { traceFormationEnds } from './trace.ts';
import { ARCHER_WEDGE, AXLE_BROKEN, LINE, SHIELDWALL, SQUARE, UNHITCHED, WEDGE, type Wfb3World } from './world.ts';

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
  // A square stands in a box as deep as its faces are wide, a wedge behind its point, and an
  // archer wedge in the box its widest rank spans (§2.3).
  const f = w.formation[u];
  const width = (f === ARCHER_WEDGE ? wedgeWidest(w, u) : frontRank(w, u)) * w.plan.baseW[u];
  const depth = (f === SQUARE ? width : f === WEDGE || f === ARCHER_WEDGE ? wedgeRanks(w, u) * w.plan.baseD[u] : ranks(w, u) * w.plan.baseD[u]);
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
 * entering hand-to-hand combat. A square, routing, goes back to the line it formed from; a
 * wedge, or an archer wedge charged, becomes a line as wide as its widest rank, its front where
 * its front was.
 */
export function breakFormation(w: Wfb3World, u: number): void {
  const was = w.formation[u];
  if (was === LINE) return;
  if (w.tracer !== null) traceFormationEnds(w, u, was === ARCHER_WEDGE ? wedgeWidest(w, u) : 0);
  w.formation[u] = LINE;
  w.M[u] = w.plan.M[u];
  w.rate[u] = w.plan.rate[u];
  if (was === SQUARE) {
    w.files[u] = w.lineFiles[u];
    shape(w, u);
  } else if (was === WEDGE || was === ARCHER_WEDGE) {
    // A wedge reorganises into a line as wide as its widest rank (§2.3).
    w.files[u] = wedgeWidest(w, u);
    shape(w, u);
  }
}

/** Whether u is in single file (§2.1, §2.4): one file wide, in line — troops, not a chariot, a war beast or a single character. */
export function singleFile(w: Wfb3World, u: number): boolean {
  const p = w.plan;
  return w.files[u] === 1 && w.formation[u] === LINE && p.chariot[u] === 0 && p.beast[u] === 0 && p.loner[u] === 0;
}

/** Whether u crosses ground and turns as single file does (§2.1, §2.2): in single file, or a single character. */
export function nimble(w: Wfb3World, u: number): boolean {
  return w.plan.loner[u] === 1 || singleFile(w, u);
}

/**
 * The models rank k (1 the point) of u's wedge holds when full (§2.3): its point — one model, or
 * an archer wedge's `point` (its files while it stands so) — and each rank wider by the flag
 * wedgeGrowth.
 */
export function wedgeWidth(w: Wfb3World, u: number, k: number): number {
  return w.files[u] + (w.plan.flags.wedgeGrowth === 'two' ? 2 : 1) * (k - 1);
}

/** The models in rank k of u's wedge now: its ranks fill from the point, and losses come off the rear. */
export function wedgeRank(w: Wfb3World, u: number, k: number): number {
  let before = 0;
  for (let i = 1; i < k; i++) before += wedgeWidth(w, u, i);
  const left = w.models[u] - before;
  const width = wedgeWidth(w, u, k);
  return left <= 0 ? 0 : left < width ? left : width;
}

/** The ranks of u's wedge now. */
export function wedgeRanks(w: Wfb3World, u: number): number {
  let k = 0;
  for (let left = w.models[u]; left > 0; left -= wedgeWidth(w, u, k)) k++;
  return k;
}

/**
 * Its widest rank: the last full one, or the part-filled rank behind it if wider. As many as the
 * models no one stands in front of — the point's, and in each rank behind those beyond the rank
 * ahead — since each rank is at least as wide as the one before.
 */
export function wedgeWidest(w: Wfb3World, u: number): number {
  let widest = 1;
  for (let k = 1, n = wedgeRanks(w, u); k <= n; k++) {
    const m = wedgeRank(w, u, k);
    if (m > widest) widest = m;
  }
  return widest;
}

/** Unit u stands where `w.pose` says, facing as it says (a charger or pursuer meeting its enemy). */
export function takePose(w: Wfb3World, u: number): void {
  const fp = w.fp;
  fp.x[u] = w.pose.x;
  fp.y[u] = w.pose.y;
  fp.facing[u] = w.pose.facing;
  shape(w, u);
}

/**
 * Whether u stands fast (§2.3, §6.1): a shieldwall or a square neither moves, charges, nor runs
 * from a charge, nor does an archer wedge move but to wheel about its rear rank (manoeuvres.ts;
 * charged, it is a line at once); nor does a chariot on a broken axle or a wagon without its team
 * (wagons.ts), and one running amok moves only as the beasts take it (chariots.ts).
 */
export function stationary(w: Wfb3World, u: number): boolean {
  const f = w.formation[u];
  return f === SHIELDWALL || f === SQUARE || f === ARCHER_WEDGE || (w.chariot[u] & (AXLE_BROKEN | UNHITCHED)) !== 0 || w.amok[u] === 1;
}
