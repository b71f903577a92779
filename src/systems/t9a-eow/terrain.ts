/**
 * Essence of War terrain pieces (rules/t9a_eow.md §1.4): the three kinds a scenario may put on
 * the table, and a sight line against a piece with T9A's graze rule. The gap from a unit's
 * rectangle to a piece is the battlefield's rectBoxGap() (battlefield/rect.ts).
 *
 * A piece is a box packed in a Float64Array as x0, y0, x1, y1 at 4·k (left, near, right, far
 * edges, inches).
 *
 * Hot code: typed arrays and indices in, fractional results written to a Segment register (a
 * double returned from a call V8 does not inline is boxed on the heap).
 */
import { clipSlab, type Segment } from '../../battlefield/segment.ts';

export const TERRAIN_ELEVATED = 0;
export const TERRAIN_HINDERING = 1;
export const TERRAIN_IMPASSABLE = 2;

/** The kinds by scenario name, in TERRAIN_* order. */
export const TERRAIN_KIND_NAMES = ['elevated', 'hindering', 'impassable'] as const;

/** One line per kind for the scenario schema (GameSystem.terrain). */
export const T9A_TERRAIN_KINDS: Record<(typeof TERRAIN_KIND_NAMES)[number], string> = {
  elevated:
    'a hill (§1.4): sight is traced onto and off it but not through it; cover to a unit whose target facing it hides from the shooter',
  hindering:
    'a wood or ruin (§1.4): seen through; cover to a unit whose target facing is inside or behind it; Dangerous (1) for Fly models and bases over 40 mm; a unit whose centre is inside is never Steadfast',
  impassable:
    'a building or rock (§1.4): no unit enters it or ends a move within 1" (a charge may touch it); blocks sight; cover when it hides the target facing; Dangerous (3) and extended for fleeing units; pursuers stop 1" short',
};

/** A segment whose run along an axis is less than this runs parallel to it. */
const EPS = 1e-9;

/** A crossing of a hundredth of an inch or less is a graze along an edge or a corner: it does not count. */
const GRAZE = 0.01;

/**
 * Where the segment seg (x0, y0, x1, y1 at 0..3) enters and leaves piece k, as fractions of
 * its length into s.tIn and s.tOut: the slab test, the battlefield's clipSlab() across the
 * piece's x and then its y bounds. False when it misses the piece or only grazes an edge or a
 * corner (a crossing of GRAZE or less).
 *
 * T9A's graze rule, on top of the shared step: a segment running along an axis (closer to it
 * than EPS in its direction) misses the piece when it lies within GRAZE of the piece's bounds
 * across that axis, or outside them, so a sight line along an edge crosses nothing (§1.3).
 */
export function segmentBox(seg: Float64Array, box: Float64Array, k: number, s: Segment): boolean {
  const sx = seg[0];
  const sy = seg[1];
  const dx = seg[2] - sx;
  const dy = seg[3] - sy;
  s.tIn = 0;
  s.tOut = 1;
  const bx0 = box[4 * k];
  const by0 = box[4 * k + 1];
  const bx1 = box[4 * k + 2];
  const by1 = box[4 * k + 3];
  if (dx > -EPS && dx < EPS) {
    if (sx <= bx0 + GRAZE || sx >= bx1 - GRAZE) return false; // along an edge is a graze
  } else {
    s.slabO = sx;
    s.slabD = dx;
    s.slabLo = bx0;
    s.slabHi = bx1;
    clipSlab(s);
  }
  if (dy > -EPS && dy < EPS) {
    if (sy <= by0 + GRAZE || sy >= by1 - GRAZE) return false;
  } else {
    s.slabO = sy;
    s.slabD = dy;
    s.slabLo = by0;
    s.slabHi = by1;
    clipSlab(s);
  }
  const len = Math.sqrt(dx * dx + dy * dy);
  return (s.tOut - s.tIn) * len > GRAZE;
}
