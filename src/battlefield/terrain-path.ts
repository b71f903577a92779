/**
 * Moving along a straight segment over terrain whose costs the system supplies: how far a unit
 * gets with a movement allowance (travelAlong()), and what the whole segment costs
 * (costAlong()). Each kind of area piece has a cost factor — 1 open (the piece changes
 * nothing), 2 or 4 for ground that costs double or four times, 0 impassable — and crossing a
 * linear piece costs a toll (e.g. half the unit's move for an obstacle). The segment is cut
 * where the ground changes and each stretch is paid for once.
 *
 * Hot code: the segment is a register (segment.ts); results are left in `result`.
 */
import type { TerrainPieces } from './pieces.ts';
import { boxOfPiece, crossing, spanThrough, type Segment } from './segment.ts';
import { EPS } from './tolerance.ts';

export class TerrainPath {
  readonly pieces: TerrainPieces;
  /** Cost factor of area terrain by kind: 0 impassable, 1 no effect, 2, 4 … (the system's rules). */
  readonly factor: Int32Array;
  /** Partial moves over ground of this factor or more round up to the next ½ (0: none do). */
  readonly roundUpHalfFrom: number;
  /** Per piece: where the segment crosses it (linear pieces only), −1 if not (scan()). */
  readonly crossAt: Float64Array;
  /** Where the segment's ground changes, sorted (scan()). */
  readonly cuts: Float64Array;
  cutCount = 0;
  /** The toll for crossing one linear piece, set by the caller before each walk. */
  toll = 0.5;
  /** Movement allowance for travelAlong(). */
  budget = 0.5;
  /** The stretch of the segment being costed: its start along it and its length. */
  stepFrom = 0.5;
  stepLen = 0.5;
  /** The cut addCut() inserts. */
  cutAt = 0.5;
  /** What travelAlong() or costAlong() worked out. */
  result = 0.5;

  constructor(pieces: TerrainPieces, factor: Int32Array, roundUpHalfFrom: number) {
    this.pieces = pieces;
    this.factor = factor;
    this.roundUpHalfFrom = roundUpHalfFrom;
    this.crossAt = new Float64Array(pieces.count);
    this.cuts = new Float64Array(2 * pieces.count + 2);
  }
}

/** Add cutAt to the sorted cuts (insertion; a handful of entries). */
function addCut(tp: TerrainPath): void {
  const t = tp.cutAt;
  let i = tp.cutCount++;
  while (i > 0 && tp.cuts[i - 1] > t) {
    tp.cuts[i] = tp.cuts[i - 1];
    i--;
  }
  tp.cuts[i] = t;
}

/**
 * Scan the segment against the terrain: fill crossAt[] for linear pieces and cuts[] with every
 * place the ground changes; true when it meets anything that changes movement (an area piece
 * whose factor is not 1, or a linear piece).
 */
export function scanAlong(tp: TerrainPath, s: Segment): boolean {
  const p = tp.pieces;
  let any = false;
  tp.cutCount = 0;
  for (let k = 0; k < p.count; k++) {
    tp.crossAt[k] = -1;
    if (p.linear[k] === 1) {
      if (crossing(s, p, k)) {
        tp.crossAt[k] = s.at;
        any = true;
        tp.cutAt = s.at;
        addCut(tp);
      }
      continue;
    }
    if (tp.factor[p.kind[k]] === 1) continue;
    boxOfPiece(s, p, k);
    if (spanThrough(s)) {
      any = true;
      tp.cutAt = s.tIn;
      addCut(tp);
      tp.cutAt = s.tOut;
      addCut(tp);
    }
  }
  return any;
}

/** Cost factor in the middle of the current step: the highest of the pieces there, 0 if any is impassable. */
function factorAt(tp: TerrainPath, s: Segment): number {
  const p = tp.pieces;
  const at = tp.stepFrom + tp.stepLen * 0.5;
  const x = s.x + s.dx * at;
  const y = s.y + s.dy * at;
  let factor = 1;
  for (let k = 0; k < p.count; k++) {
    if (p.linear[k] === 1) continue;
    if (x < p.x0[k] || x > p.x1[k] || y < p.y0[k] || y > p.y1[k]) continue;
    const f = tp.factor[p.kind[k]];
    if (f === 0) return 0;
    if (f > factor) factor = f;
  }
  return factor;
}

/** Linear pieces the segment crosses at exactly `stepFrom` (after scanAlong()). */
function crossingsAt(tp: TerrainPath): number {
  let k = 0;
  for (let i = 0; i < tp.crossAt.length; i++) {
    if (tp.crossAt[i] >= 0 && Math.abs(tp.crossAt[i] - tp.stepFrom) < EPS) k++;
  }
  return k;
}

/**
 * How far a unit gets along the segment with `budget` of open-ground movement: each stretch
 * costs its length times its factor, each linear piece crossed the toll (a unit that cannot pay
 * it halts in front), impassable ground stops it. The distance, at most the segment's length,
 * is left in `result`.
 */
export function travelAlong(tp: TerrainPath, s: Segment): void {
  const limit = s.len;
  const budget = tp.budget;
  tp.result = 0;
  if (limit <= 0 || budget <= 0) return;
  if (!scanAlong(tp, s)) {
    tp.result = budget < limit ? budget : limit;
    return;
  }
  const toll = tp.toll;
  let spent = 0;
  let dist = 0;
  for (let i = 0; i <= tp.cutCount; i++) {
    const end = i < tp.cutCount ? Math.min(tp.cuts[i], limit) : limit;
    if (end <= dist) {
      if (i < tp.cutCount && end >= dist - EPS) {
        // A linear piece here must be paid for before going on.
        tp.stepFrom = end;
        const due = crossingsAt(tp) * toll;
        if (spent + due > budget + EPS) break;
        spent += due;
      }
      continue;
    }
    tp.stepFrom = dist;
    tp.stepLen = end - dist;
    const factor = factorAt(tp, s);
    if (factor === 0) break;
    const cost = (end - dist) * factor;
    if (spent + cost > budget + EPS) {
      let part = (budget - spent) / factor;
      if (tp.roundUpHalfFrom > 0 && factor >= tp.roundUpHalfFrom) part = Math.min(Math.ceil(part * 2 - EPS) * 0.5, end - dist);
      dist += part;
      break;
    }
    spent += cost;
    dist = end;
    if (i < tp.cutCount) {
      tp.stepFrom = end;
      const due = crossingsAt(tp) * toll;
      if (spent + due > budget + EPS) break;
      spent += due;
    }
  }
  tp.result = dist > limit ? limit : dist;
}

/** Movement cost of the whole segment into `result` (Infinity when impassable ground blocks it). */
export function costAlong(tp: TerrainPath, s: Segment): void {
  const len = s.len;
  tp.result = 0;
  if (len <= 0) return;
  tp.result = len;
  if (!scanAlong(tp, s)) return;
  let cost = 0;
  let dist = 0;
  let blocked = false;
  for (let i = 0; i <= tp.cutCount; i++) {
    const end = i < tp.cutCount ? Math.min(tp.cuts[i], len) : len;
    if (end > dist) {
      tp.stepFrom = dist;
      tp.stepLen = end - dist;
      const factor = factorAt(tp, s);
      if (factor === 0) {
        blocked = true;
        break;
      }
      cost += (end - dist) * factor;
      dist = end;
    }
  }
  for (let k = 0; k < tp.crossAt.length; k++) if (tp.crossAt[k] >= 0) cost += tp.toll;
  // Separate stores: a ternary merging Infinity with a raw double would box the double.
  if (blocked) tp.result = Infinity;
  else tp.result = cost;
}
