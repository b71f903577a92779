/**
 * Warmaster terrain as the plan's columns, and the one terrain question both compile and the
 * kernel ask ("is this box wholly in ground the mount may not enter?", §3.5, §7).
 *
 * Bridges and roads (rulebook §1.3 and the notes on terrain, "Roads, bridges & lanes" and
 * "Woods, ruins, villages & other dense terrain"): cavalry and monsters may cross bridges,
 * chariots, artillery and machines only hills and bridges; a road, track or lane through dense
 * terrain is passable to all units. So where a bridge lies over a river or marsh, and where a
 * road runs through a wood or dense ground, that ground stops nobody. Nothing else changes: the
 * rules give a bridge or road no cover, no sight of its own and no faster move, and a road is
 * part of the wood it runs through (orders, sight and cover read the whole wood).
 *
 * The kernel moves units by straight rays against rectangles, so compile cuts each crossed
 * piece into the rectangles its bridges or roads leave (parts, T_PART): those stop units; the
 * whole piece keeps its other effects.
 */
import { ScenarioError } from '../../scenario/scenario-error.ts';
import type { Terrain } from '../../scenario/types.ts';
import {
  T_BRIDGE, T_DENSE, T_MARSH, T_OBSTACLE, T_PART, T_RIVER, T_ROAD, T_WOOD, T_WOOD_CANOPY, TERRAIN_AREA_CODES, TERRAIN_LINEAR_CODES,
  type WarmasterPlan,
} from './plan.ts';

/** Which kind of piece lets units over which kinds (bit masks of kinds). */
const CROSSES: ReadonlyArray<readonly [number, number]> = [
  [T_BRIDGE, (1 << T_RIVER) | (1 << T_MARSH)],
  [T_ROAD, (1 << T_WOOD) | (1 << T_DENSE)],
];

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

type TerrainColumns = Pick<WarmasterPlan, 'terrainKind' | 'terrainMove' | 'terrainSource' | 'tx0' | 'ty0' | 'tx1' | 'ty1'>;

/**
 * battlefield.terrain as the plan's columns (kinds by TERRAIN_*_CODES; the schema allows only
 * those): the pieces in order, then the parts of each river, marsh, wood or dense piece that its
 * bridges or roads leave.
 */
export function terrainColumns(terrain: Terrain[]): TerrainColumns {
  const kind: number[] = [];
  const move: number[] = [];
  const source: number[] = [];
  const rects: Rect[] = [];
  terrain.forEach((t, k) => {
    if ('from' in t && t.from[0] === t.to[0] && t.from[1] === t.to[1]) {
      throw ScenarioError.at(['battlefield', 'terrain', k, 'to'], 'an end point apart from `from`', `[${t.to.join(', ')}], the same point`);
    }
    const code = 'from' in t ? TERRAIN_LINEAR_CODES[t.kind] : TERRAIN_AREA_CODES[t.kind];
    kind.push(code);
    move.push(code === T_BRIDGE || code === T_ROAD ? 0 : 1 << code);
    source.push(k);
    rects.push('from' in t ? { x0: t.from[0], y0: t.from[1], x1: t.to[0], y1: t.to[1] } : { x0: t.x, y0: t.y, x1: t.x + t.width, y1: t.y + t.depth });
  });
  const n = kind.length;
  for (let k = 0; k < n; k++) {
    let parts: Rect[] = [rects[k]];
    let crossed = false;
    for (let j = 0; j < n; j++) {
      const rule = CROSSES.find(([by]) => by === kind[j]);
      if (rule === undefined || (rule[1] & (1 << kind[k])) === 0 || !overlaps(rects[k], rects[j])) continue;
      crossed = true;
      parts = parts.flatMap((r) => cut(r, rects[j]));
    }
    if (!crossed) continue;
    move[k] = kind[k] === T_WOOD ? 1 << T_WOOD_CANOPY : 0;
    for (const r of parts) {
      kind.push(T_PART);
      move.push(1 << kind[k]);
      source.push(k);
      rects.push(r);
    }
  }
  return {
    terrainKind: Int32Array.from(kind),
    terrainMove: Int32Array.from(move),
    terrainSource: Int32Array.from(source),
    tx0: Float64Array.from(rects.map((r) => r.x0)),
    ty0: Float64Array.from(rects.map((r) => r.y0)),
    tx1: Float64Array.from(rects.map((r) => r.x1)),
    ty1: Float64Array.from(rects.map((r) => r.y1)),
  };
}

/** The two rectangles share some area (touching does not count). */
function overlaps(a: Rect, b: Rect): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** r less c, as at most four disjoint rectangles: the bands before and after c, then the pieces beside it. */
function cut(r: Rect, c: Rect): Rect[] {
  if (!overlaps(r, c)) return [r];
  const out: Rect[] = [];
  if (c.y0 > r.y0) out.push({ x0: r.x0, y0: r.y0, x1: r.x1, y1: c.y0 });
  if (c.y1 < r.y1) out.push({ x0: r.x0, y0: c.y1, x1: r.x1, y1: r.y1 });
  const y0 = Math.max(r.y0, c.y0);
  const y1 = Math.min(r.y1, c.y1);
  if (c.x0 > r.x0) out.push({ x0: r.x0, y0, x1: c.x0, y1 });
  if (c.x1 < r.x1) out.push({ x0: c.x1, y0, x1: r.x1, y1 });
  return out;
}

/**
 * The battlefield.terrain piece the box x0..x1 × y0..y1 lies wholly in, of the movement bits
 * `mask` (a mount's cBlockedBy), or −1: inside one area piece whose terrainMove meets the mask,
 * or inside the parts that bridges or roads leave of one piece (they are disjoint, so their
 * overlaps with the box add up to the box). What "a unit wholly in a wood" means for a mounted
 * character (§3.5, §7). Hot code: no allocation.
 */
export function whollyBlockedBy(plan: WarmasterPlan, mask: number, x0: number, y0: number, x1: number, y1: number): number {
  const e = 1e-6;
  const n = plan.terrainKind.length;
  for (let k = 0; k < n; k++) {
    if (plan.terrainKind[k] === T_OBSTACLE || (mask & plan.terrainMove[k]) === 0) continue;
    if (x0 >= plan.tx0[k] - e && x1 <= plan.tx1[k] + e && y0 >= plan.ty0[k] - e && y1 <= plan.ty1[k] + e) return plan.terrainSource[k];
  }
  const area = (x1 - x0) * (y1 - y0);
  for (let k = 0; k < n; k++) {
    if (plan.terrainKind[k] !== T_PART || (mask & plan.terrainMove[k]) === 0) continue;
    const s = plan.terrainSource[k];
    // The parts of one piece follow each other: add them up from the first.
    if (k > 0 && plan.terrainKind[k - 1] === T_PART && plan.terrainSource[k - 1] === s) continue;
    let covered = 0;
    for (let j = k; j < n && plan.terrainKind[j] === T_PART && plan.terrainSource[j] === s; j++) {
      const w = (x1 < plan.tx1[j] ? x1 : plan.tx1[j]) - (x0 > plan.tx0[j] ? x0 : plan.tx0[j]);
      const d = (y1 < plan.ty1[j] ? y1 : plan.ty1[j]) - (y0 > plan.ty0[j] ? y0 : plan.ty0[j]);
      if (w > 0 && d > 0) covered += w * d;
    }
    if (covered >= area - e) return s;
  }
  return -1;
}
