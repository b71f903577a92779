/**
 * A picture of the table at deployment, as every system describes it for the map
 * (`warsim show`, report.html): the table, its terrain pieces, and each unit as polygons in the
 * system's measure — its outline, its front edge, and the bases or stands inside it. The
 * system builds it from its compiled plan, laid out by its own kernel, so the map shows the
 * footprints the kernel plays; src/report/map-svg.ts draws it.
 *
 * Coordinates: x along the table's width, y away from side a's edge (y = 0) towards the far
 * edge; a facing of 0 faces +y, clockwise positive (battlefield/footprints.ts).
 */
import type { Footprints } from './footprints.ts';

/** A polygon: x0, y0, x1, y1, … */
export type Polygon = number[];

export interface MapUnit {
  id: string;
  /** The name shown beside the id (the army-list entry or profile). */
  name: string;
  /** 0 for the scenario's first side, 1 for the second. */
  side: number;
  /** The unit's outline (its footprint, or the box round its stands). */
  outline: Polygon;
  /** Its front edge, left end then right end as the unit faces. */
  front: [number, number, number, number];
  /** The bases or stands inside the outline. */
  cells: Polygon[];
  /** Characters with the unit, by name ("with the General"). */
  joined: string[];
  /** Why the unit is not on the table at the start (an Ambush, an illusion), else ''. */
  offTable: string;
  /** During a battle (a replay): 'fleeing' for a unit in flight, 'engaged' for one in combat, else ''. */
  state: '' | 'engaged' | 'fleeing';
  /**
   * How far it can charge, in the system's measure, as its system counts it: WFB4 twice its M,
   * Essence of War the longest Charge Range (Advance Rate + 12, with any bonus), Warmaster a
   * move on one order (its pace). `warsim show --reach` draws it ahead of the front edge.
   */
  reach: number;
}

/** A figure standing alone that is no unit of its own on the map (a Warmaster character). */
export interface MapMarker {
  id: string;
  name: string;
  side: number;
  x: number;
  y: number;
}

export interface MapTerrain {
  kind: string;
  name: string;
  /** An area piece: x0..x1 by y0..y1; a linear piece: the segment (x0, y0)–(x1, y1). */
  linear: boolean;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface BattlefieldMap {
  title: string;
  measure: 'inch' | 'cm';
  width: number;
  depth: number;
  sides: [string, string];
  terrain: MapTerrain[];
  units: MapUnit[];
  markers: MapMarker[];
}

/** The system's part of the map: its units and lone figures as its kernel deploys them. */
export interface MapFigures {
  units: MapUnit[];
  markers: MapMarker[];
}

/**
 * The corners of a rectangle `w` wide and `d` deep behind the front-edge centre (x, y), facing
 * along (sin, cos): front left, front right, back right, back left.
 */
export function rectangle(x: number, y: number, sin: number, cos: number, w: number, d: number): Polygon {
  const hw = w / 2;
  // Right of the facing (sin, cos) is (cos, −sin); behind it is (−sin, −cos).
  return [x - cos * hw, y + sin * hw, x + cos * hw, y - sin * hw, x + cos * hw - sin * d, y - sin * hw - cos * d, x - cos * hw - sin * d, y + sin * hw - cos * d];
}

/** Unit u's footprint as a polygon, with its front edge. */
export function footprintOutline(fp: Footprints, u: number): { outline: Polygon; front: [number, number, number, number] } {
  const outline = rectangle(fp.x[u], fp.y[u], fp.sin[u], fp.cos[u], fp.w[u], fp.d[u]);
  return { outline, front: [outline[0], outline[1], outline[2], outline[3]] };
}

/**
 * The bases of a rank-and-file unit in its footprint: `models` bases `baseW` by `baseD` in
 * ranks of as many as the footprint is wide, from the front; a short last rank is centred.
 */
export function rankAndFileCells(fp: Footprints, u: number, models: number, baseW: number, baseD: number): Polygon[] {
  const files = Math.max(1, Math.round(fp.w[u] / baseW));
  const cells: Polygon[] = [];
  const sin = fp.sin[u];
  const cos = fp.cos[u];
  for (let i = 0; i < models; i++) {
    const rank = Math.floor(i / files);
    const inRank = i - rank * files;
    const inThisRank = Math.min(files, models - rank * files);
    // The base's front-edge centre: across from the unit's centre line, back by its rank.
    const across = (inRank - (inThisRank - 1) / 2) * baseW;
    const back = rank * baseD;
    const x = fp.x[u] + cos * across - sin * back;
    const y = fp.y[u] - sin * across - cos * back;
    cells.push(rectangle(x, y, sin, cos, baseW, baseD));
  }
  return cells;
}

/** An axis-aligned box by its centre and half extents, as a polygon. */
export function box(cx: number, cy: number, hx: number, hy: number): Polygon {
  return [cx - hx, cy + hy, cx + hx, cy + hy, cx + hx, cy - hy, cx - hx, cy - hy];
}
