/**
 * Units as rectangles on the table, the component every kernel holds its units' places in
 * (struct of arrays, one slot per unit). A footprint is the centre of its front edge (x, y), a
 * facing (radians, 0 faces +y, clockwise positive: sin is the x part of the facing, cos the y
 * part), a width along the front and a depth behind it. Centre, half-diagonal and the sine and
 * cosine of the facing are kept beside them, since every distance and arc reads them.
 *
 * Hot code: columns and indices only; nothing returns a double.
 */
import { EPS } from './tolerance.ts';

export class Footprints {
  readonly n: number;
  /** Centre of the front edge. */
  readonly x: Float64Array;
  readonly y: Float64Array;
  /** Facing in radians (0 faces +y), and its sine and cosine (turnFootprint()). */
  readonly facing: Float64Array;
  readonly sin: Float64Array;
  readonly cos: Float64Array;
  /** The facing sin and cos were taken for: NaN until the first turnFootprint(). */
  readonly trigFacing: Float64Array;
  /** Width along the front and depth behind it. */
  readonly w: Float64Array;
  readonly d: Float64Array;
  /** Centre of the rectangle (centreFootprint()). */
  readonly cx: Float64Array;
  readonly cy: Float64Array;
  /** Half the diagonal: every point of the unit is this close to its centre (sizeFootprint()). */
  readonly rad: Float64Array;

  constructor(n: number) {
    this.n = n;
    this.x = new Float64Array(n);
    this.y = new Float64Array(n);
    this.facing = new Float64Array(n);
    this.sin = new Float64Array(n);
    this.cos = new Float64Array(n);
    this.trigFacing = new Float64Array(n).fill(NaN);
    this.w = new Float64Array(n);
    this.d = new Float64Array(n);
    this.cx = new Float64Array(n);
    this.cy = new Float64Array(n);
    this.rad = new Float64Array(n);
  }
}

/**
 * Copy u's rectangle into r as rect.ts rectBoxGap() reads one: the centre of its front edge x,
 * y, the sine and cosine of its facing, its width and depth, at 0..5.
 */
export function packFootprint(fp: Footprints, u: number, r: Float64Array): void {
  r[0] = fp.x[u];
  r[1] = fp.y[u];
  r[2] = fp.sin[u];
  r[3] = fp.cos[u];
  r[4] = fp.w[u];
  r[5] = fp.d[u];
}

/** The table a battle is played on: its width (x) and depth (y) in the system's measure. */
export class Table {
  readonly width: number;
  readonly depth: number;

  constructor(width: number, depth: number) {
    this.width = width;
    this.depth = depth;
  }
}

/** Take the sine and cosine of u's facing, unless they are those of it already. */
export function turnFootprint(fp: Footprints, u: number): void {
  const f = fp.facing[u];
  // Most calls follow a move or casualties that left the facing as it was.
  if (f !== fp.trigFacing[u]) {
    fp.sin[u] = Math.sin(f);
    fp.cos[u] = Math.cos(f);
    fp.trigFacing[u] = f;
  }
}

/** u's half-diagonal, after its width or depth changed. */
export function sizeFootprint(fp: Footprints, u: number): void {
  const w = fp.w[u];
  const d = fp.d[u];
  fp.rad[u] = 0.5 * Math.sqrt(w * w + d * d);
}

/** u's centre, from its front edge, facing and depth. */
export function centreFootprint(fp: Footprints, u: number): void {
  const d = fp.d[u];
  fp.cx[u] = fp.x[u] - fp.sin[u] * d * 0.5;
  fp.cy[u] = fp.y[u] - fp.cos[u] * d * 0.5;
}

/**
 * True when any corner of u lies beyond a table edge by more than EPS (a unit exactly on an
 * edge is on the table): a fleeing unit is then lost, a move may not end there.
 */
export function offTable(fp: Footprints, u: number, table: Table): boolean {
  const dx = fp.sin[u];
  const dy = fp.cos[u];
  const hw = fp.w[u] * 0.5;
  const d = fp.d[u];
  const width = table.width;
  const depth = table.depth;
  for (let c = 0; c < 4; c++) {
    const side = c & 1 ? hw : -hw;
    const back = c & 2 ? d : 0;
    const x = fp.x[u] + dy * side - dx * back;
    const y = fp.y[u] - dx * side - dy * back;
    if (x < -EPS || y < -EPS || x > width + EPS || y > depth + EPS) return true;
  }
  return false;
}

/** Copy unit u's footprint in `from` to slot v of `to` (every column). */
export function copyFootprint(from: Footprints, u: number, to: Footprints, v: number): void {
  to.x[v] = from.x[u];
  to.y[v] = from.y[u];
  to.facing[v] = from.facing[u];
  to.sin[v] = from.sin[u];
  to.cos[v] = from.cos[u];
  to.trigFacing[v] = from.trigFacing[u];
  to.w[v] = from.w[u];
  to.d[v] = from.d[u];
  to.cx[v] = from.cx[u];
  to.cy[v] = from.cy[u];
  to.rad[v] = from.rad[u];
}

/**
 * Bring u, which moved straight ahead (along its facing) over a table edge, back along its
 * facing to where it first touched an edge: every corner beyond an edge is taken back to it,
 * and the furthest of them sets how far (the corners cross their edges one after another on a
 * straight move, the first to touch furthest back). A corner beyond an edge it was not moving
 * towards (the unit began partly off the table) does not move it. Moves the front centre only
 * (centreFootprint() for the centre).
 */
export function backToEdge(fp: Footprints, u: number, table: Table): void {
  const dx = fp.sin[u];
  const dy = fp.cos[u];
  const hw = fp.w[u] * 0.5;
  const d = fp.d[u];
  let back = 0;
  for (let c = 0; c < 4; c++) {
    const side = c & 1 ? hw : -hw;
    const behind = c & 2 ? d : 0;
    const x = fp.x[u] + dy * side - dx * behind;
    const y = fp.y[u] - dx * side - dy * behind;
    if (x > table.width && dx > 0) back = Math.max(back, (x - table.width) / dx);
    else if (x < 0 && dx < 0) back = Math.max(back, x / dx);
    if (y > table.depth && dy > 0) back = Math.max(back, (y - table.depth) / dy);
    else if (y < 0 && dy < 0) back = Math.max(back, y / dy);
  }
  fp.x[u] -= dx * back;
  fp.y[u] -= dy * back;
}

/**
 * Shorten `s.len` so that u, moved by it along the unit direction (s.dx, s.dy) — a move register
 * (segment.ts Segment) — keeps every corner on the table: each corner goes at most to the edge it
 * moves towards. A corner already beyond one (the unit began partly off the table) does not
 * stop it. Moves nothing.
 */
export function clipToTable(fp: Footprints, u: number, table: Table, s: { dx: number; dy: number; len: number }): void {
  const sin = fp.sin[u];
  const cos = fp.cos[u];
  const hw = fp.w[u] * 0.5;
  const d = fp.d[u];
  for (let c = 0; c < 4; c++) {
    const side = c & 1 ? hw : -hw;
    const back = c & 2 ? d : 0;
    const x = fp.x[u] + cos * side - sin * back;
    const y = fp.y[u] - sin * side - cos * back;
    if (s.dx > EPS && x <= table.width && (table.width - x) / s.dx < s.len) s.len = (table.width - x) / s.dx;
    else if (s.dx < -EPS && x >= 0 && x / -s.dx < s.len) s.len = x / -s.dx;
    if (s.dy > EPS && y <= table.depth && (table.depth - y) / s.dy < s.len) s.len = (table.depth - y) / s.dy;
    else if (s.dy < -EPS && y >= 0 && y / -s.dy < s.len) s.len = y / -s.dy;
  }
}

/**
 * Unit `to` stands where unit `from` stands, facing as it faces (a character taking his unit's
 * place); its shape is the caller's to redo. Copied within each column rather than read and
 * written: a rare path (a character fighting on as his unit falls) runs unoptimised, and there a
 * double read into a variable is boxed (TECH-NOTES §2).
 */
export function takePlace(fp: Footprints, from: number, to: number): void {
  fp.x.copyWithin(to, from, from + 1);
  fp.y.copyWithin(to, from, from + 1);
  fp.facing.copyWithin(to, from, from + 1);
}
