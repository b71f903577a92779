/**
 * The gaps between units — the closest distance between two footprints — measured when read
 * and kept until either unit moves, turns or changes size: a kernel reads far more gaps than
 * it changes footprints, and most reads only compare a gap with a distance (beyond()).
 *
 * Hot code: indices in, gaps read from `gap[pairOf(g, a, b)]`; nothing returns a double.
 */
import type { Footprints } from './footprints.ts';
import { rectGap } from './rect.ts';
import { EPS } from './tolerance.ts';

export class Gaps {
  readonly fp: Footprints;
  readonly n: number;
  /** gap[a·n + b] = gap[b·n + a]: closest distance between units a and b, when measured. */
  readonly gap: Float64Array;
  /** When each gap was measured (an epoch). */
  readonly stamp: Int32Array;
  /** When each unit last moved, turned or changed size (moved()). */
  readonly changedAt: Int32Array;
  epoch = 0;
  /** The distance beyond() compares with (a double argument would be boxed). */
  limit = 0.5;
  /** rectGap()'s result. */
  readonly scratch = new Float64Array(1);

  constructor(fp: Footprints) {
    this.fp = fp;
    const n = (this.n = fp.n);
    this.gap = new Float64Array(n * n);
    this.stamp = new Int32Array(n * n);
    this.changedAt = new Int32Array(n);
  }
}

/** Unit u moved, turned or changed size: its gaps are stale. */
export function moved(g: Gaps, u: number): void {
  g.changedAt[u] = ++g.epoch;
}

/** Index of the pair (a, b) in `gap`, measuring the gap first if either unit changed since. */
export function pairOf(g: Gaps, a: number, b: number): number {
  const k = a * g.n + b;
  const stamp = g.stamp[k];
  if (stamp < g.changedAt[a] || stamp < g.changedAt[b]) {
    const fp = g.fp;
    // Exact for convex shapes: a corner of one is nearest the other.
    rectGap(fp.x, fp.y, fp.sin, fp.cos, fp.w, fp.d, a, b, g.scratch);
    const back = b * g.n + a;
    g.gap[k] = g.scratch[0];
    g.gap[back] = g.scratch[0];
    g.stamp[k] = g.epoch;
    g.stamp[back] = g.epoch;
  }
  return k;
}

/**
 * True when the gap between a and b is certainly more than `g.limit`, judged from their
 * centres and half-diagonals without measuring it: readers that only compare a gap with a
 * distance skip most measures this way and decide exactly as they would after one.
 */
export function beyond(g: Gaps, a: number, b: number): boolean {
  const fp = g.fp;
  const dx = fp.cx[a] - fp.cx[b];
  const dy = fp.cy[a] - fp.cy[b];
  const reach = g.limit + fp.rad[a] + fp.rad[b] + EPS;
  return dx * dx + dy * dy > reach * reach;
}

/** Whether the gap between a and b is at most `g.limit`: measured only when beyond() cannot rule it out. */
export function withinLimit(g: Gaps, a: number, b: number): boolean {
  return !beyond(g, a, b) && g.gap[pairOf(g, a, b)] <= g.limit;
}
