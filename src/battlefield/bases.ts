/**
 * The models of a rank-and-file unit as bases inside its footprint, for what falls on single
 * models rather than on a unit: a round template (a stone thrower's stone, a warpfire blast) and
 * a line (a cannon ball's bounce). A unit of `models` on `files` stands in ranks of `files`
 * bases `bw` wide and `bd` deep behind its front edge; the last rank, perhaps short, is centred.
 *
 * A Blast is a register, as Segment is: the kernel sets the template's centre and radius and
 * the unit's formation in its fields, calls a test, and reads the counts from its fields, so no
 * double is passed to or returned from a call. Hot code in the sense that it must not
 * allocate; it runs only when a war machine fires.
 */
import { turnFootprint, type Footprints } from './footprints.ts';
import { spanThrough, type Segment } from './segment.ts';

export class Blast {
  /** The template's centre and radius, on the table. */
  x = 0.5;
  y = 0.5;
  r = 0.5;
  /** How far a scatter may move it at most (Infinity: as far as the dice say), and how far the last one did. */
  cap = 0.5;
  off = 0.5;
  /** The formation of the unit tested: models, models a rank, base width and depth. */
  models = 0;
  files = 1;
  bw = 0.5;
  bd = 0.5;
  /** basesUnder()'s result: bases whose centre lies under the template (at least half of them is, for bases smaller than it). */
  under = 0;
  /** basesUnder()'s and baseAt()'s result: 1 when the template's centre lies on one of those bases. */
  hole = 0;
}

/** Bases in rank r (0 the front) of a unit of `models` on `files`: full ranks, the last the rest. */
function inRank(models: number, files: number, r: number): number {
  const left = models - r * files;
  return left < files ? left : files;
}

/**
 * The bases of unit u (its formation in b.models, b.files, b.bw, b.bd) under the round template
 * (b.x, b.y, b.r): how many have their centre under it, into b.under, and whether its centre
 * lies on one of them, into b.hole (rules/wfb4.md §4.5: half its base or more, read as
 * its centre; the model under the hole is the one whose base holds the centre).
 */
export function basesUnder(fp: Footprints, u: number, b: Blast): void {
  b.under = 0;
  b.hole = 0;
  if (b.models <= 0) return;
  turnFootprint(fp, u);
  // The template's centre in u's frame: across to its right, along ahead of its front edge.
  const rx = b.x - fp.x[u];
  const ry = b.y - fp.y[u];
  const across = rx * fp.cos[u] - ry * fp.sin[u];
  const along = rx * fp.sin[u] + ry * fp.cos[u];
  const r2 = b.r * b.r;
  const ranks = Math.ceil(b.models / b.files);
  for (let r = 0; r < ranks; r++) {
    const inR = inRank(b.models, b.files, r);
    const v = -(r + 0.5) * b.bd - along;
    if (Math.abs(v) > b.r && Math.abs(v) > b.bd * 0.5) continue; // the whole rank is clear of the template
    const left = -inR * b.bw * 0.5;
    for (let k = 0; k < inR; k++) {
      const a = left + (k + 0.5) * b.bw - across;
      if (a * a + v * v <= r2) b.under++;
      if (Math.abs(a) <= b.bw * 0.5 && Math.abs(v) <= b.bd * 0.5) b.hole = 1;
    }
  }
}

/** Whether the point (b.x, b.y) lies on one of unit u's bases: into b.hole. */
export function baseAt(fp: Footprints, u: number, b: Blast): void {
  const r = b.r;
  b.r = 0;
  basesUnder(fp, u, b);
  b.r = r;
  b.under = 0;
}

/** How far inside a base a line must pass to cross it: a line that only grazes a corner does not. */
const GRAZE = 1e-9;
/**
 * A base's right edge is moved in by this much, so that a line running exactly along the edge
 * between two bases of a rank (a ball aimed at the middle of an even number of files) crosses
 * one of them, not both.
 */
const SHARED_EDGE = 1e-6;

/**
 * How many of unit u's bases (its formation in b) the segment s crosses — a cannon ball's
 * bounce (rules/wfb4.md §4.5): each base's box is tested with the one slab test of
 * segment.ts, after the unit's whole footprint. Leaves s.tIn and s.tOut undefined.
 */
export function basesCrossed(fp: Footprints, u: number, b: Blast, s: Segment): number {
  if (b.models <= 0) return 0;
  turnFootprint(fp, u);
  s.ox = fp.x[u];
  s.oy = fp.y[u];
  s.fsin = fp.sin[u];
  s.fcos = fp.cos[u];
  const ranks = Math.ceil(b.models / b.files);
  s.u0 = -b.files * b.bw * 0.5;
  s.u1 = -s.u0;
  s.v0 = -ranks * b.bd;
  s.v1 = 0;
  if (!spanThrough(s)) return 0;
  let crossed = 0;
  for (let r = 0; r < ranks; r++) {
    const inR = inRank(b.models, b.files, r);
    const left = -inR * b.bw * 0.5;
    s.v0 = -(r + 1) * b.bd;
    s.v1 = -r * b.bd;
    for (let k = 0; k < inR; k++) {
      s.u0 = left + k * b.bw;
      s.u1 = s.u0 + b.bw - SHARED_EDGE;
      if (spanThrough(s) && s.tOut - s.tIn > GRAZE) crossed++;
    }
  }
  return crossed;
}
