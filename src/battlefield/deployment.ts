/**
 * Deployment checks shared by the rank-and-file systems: every unit is a rectangle given by
 * the centre of its front edge, a facing, a width and a depth; it must stand wholly on the
 * table and must not overlap another (touching is allowed: touching enemies start in combat).
 */
import { ScenarioError } from '../scenario/scenario-error.ts';
import type { Path } from '../scenario/schema.ts';
import { rectGap } from './rect.ts';

export interface Footprint {
  /** Centre of the front edge. */
  x: number;
  y: number;
  /** Radians; 0 faces +y. */
  facing: number;
  width: number;
  depth: number;
  id: string;
  path: Path;
}

type Point = [number, number];

/** Compiled rank-and-file columns: front-centre, facing (radians), files × ranks of bases (inches). */
export interface RankedColumns {
  x: Float64Array;
  y: Float64Array;
  facing: Float64Array;
  files: Int32Array;
  models: Int32Array;
  baseW: Float64Array;
  baseD: Float64Array;
  unitIds: string[];
}

/** Each unit's footprint at deployment: as wide as its front rank, as deep as its ranks. */
export function footprintsOf(p: RankedColumns, paths: Path[]): Footprint[] {
  return paths.map((path, i) => ({
    x: p.x[i],
    y: p.y[i],
    facing: p.facing[i],
    width: Math.min(p.files[i], p.models[i]) * p.baseW[i],
    depth: Math.ceil(p.models[i] / p.files[i]) * p.baseD[i],
    id: p.unitIds[i],
    path,
  }));
}

/** The closest distance between two footprints as deployed (rectGap() on the pair). */
export function footprintGap(a: Footprint, b: Footprint): number {
  const out = new Float64Array(1);
  rectGap(
    Float64Array.of(a.x, b.x),
    Float64Array.of(a.y, b.y),
    Float64Array.of(Math.sin(a.facing), Math.sin(b.facing)),
    Float64Array.of(Math.cos(a.facing), Math.cos(b.facing)),
    Float64Array.of(a.width, b.width),
    Float64Array.of(a.depth, b.depth),
    0,
    1,
    out,
  );
  return out[0];
}

export function corners(r: Footprint): Point[] {
  const dx = Math.sin(r.facing);
  const dy = Math.cos(r.facing);
  const pts: Point[] = [];
  for (const side of [-r.width / 2, r.width / 2]) {
    for (const back of [0, r.depth]) pts.push([r.x + dy * side - dx * back, r.y - dx * side - dy * back]);
  }
  return pts;
}

/** Throws a ScenarioError at the first unit off the table or overlapping another. */
export function checkDeployment(units: Footprint[], tableWidth: number, tableDepth: number, unit: string): void {
  const all = units.map(corners);
  units.forEach((u, i) => {
    for (const [x, y] of all[i]) {
      if (x < -1e-6 || y < -1e-6 || x > tableWidth + 1e-6 || y > tableDepth + 1e-6) {
        throw ScenarioError.at(
          [...u.path, 'position'],
          `a unit wholly on the ${tableWidth}×${tableDepth}${unit} table`,
          `a corner at (${x.toFixed(1)}, ${y.toFixed(1)})`,
          'the position is the centre of the front rank; the ranks extend behind it',
        );
      }
    }
  });
  for (let i = 0; i < units.length; i++) {
    for (let j = i + 1; j < units.length; j++) {
      if (overlapDepth(all[i], all[j]) > 0.05) {
        throw ScenarioError.at(
          [...units[j].path, 'position'],
          'units that do not overlap',
          `${units[j].id} overlapping ${units[i].id}`,
          'move one of them (units may touch: touching enemies start in combat)',
        );
      }
    }
  }
}

/** Separating-axis overlap depth of two rectangles given as corners() (0 when apart or touching). */
export function overlapDepth(a: Point[], b: Point[]): number {
  let least = Infinity;
  for (const poly of [a, b]) {
    const order = [0, 1, 3, 2];
    for (let k = 0; k < 4; k++) {
      const p = poly[order[k]];
      const q = poly[order[(k + 1) % 4]];
      const nx = q[1] - p[1];
      const ny = p[0] - q[0];
      const len = Math.hypot(nx, ny);
      if (len < 1e-9) continue;
      const project = (pts: Point[]) => pts.map(([x, y]) => (x * nx + y * ny) / len);
      const pa = project(a);
      const pb = project(b);
      const overlap = Math.min(Math.max(...pa), Math.max(...pb)) - Math.max(Math.min(...pa), Math.min(...pb));
      if (overlap <= 0) return 0;
      least = Math.min(least, overlap);
    }
  }
  return least;
}
