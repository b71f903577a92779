/**
 * Terrain pieces on the table, the component the shared geometry reads them from: per piece
 * its kind (a system's own code) and either an axis-aligned box, x0..x1 by y0..y1 (area
 * terrain: woods, hills, rough ground), or a segment from (x0, y0) to (x1, y1) (linear
 * terrain: walls, hedges, obstacles).
 */
export class TerrainPieces {
  readonly count: number;
  readonly kind: Int32Array;
  /** 1 for a linear piece (a segment), 0 for an area piece (a box). */
  readonly linear: Uint8Array;
  readonly x0: Float64Array;
  readonly y0: Float64Array;
  readonly x1: Float64Array;
  readonly y1: Float64Array;
  /** The pieces packed x0, y0, x1, y1 at 4·k, as rect.ts rectBoxGap() reads a box (an area piece's). */
  readonly box: Float64Array;

  constructor(kind: Int32Array, linear: Uint8Array, x0: Float64Array, y0: Float64Array, x1: Float64Array, y1: Float64Array) {
    this.count = kind.length;
    this.kind = kind;
    this.linear = linear;
    this.x0 = x0;
    this.y0 = y0;
    this.x1 = x1;
    this.y1 = y1;
    this.box = new Float64Array(4 * this.count);
    for (let k = 0; k < this.count; k++) {
      this.box[4 * k] = x0[k];
      this.box[4 * k + 1] = y0[k];
      this.box[4 * k + 2] = x1[k];
      this.box[4 * k + 3] = y1[k];
    }
  }
}

