/**
 * Cover against shooting (rules/t9a_eow.md §5, §1.4; flag coverTest): the Target Facing hidden
 * by terrain pieces for the unit judged as one, or model by model (§11.1 examples 11 and 12) —
 * what may hide it, where each shooting model stands, and which sight lines are obscured.
 */
import { arc135Face, FRONT, LEFT, REAR, RIGHT } from '../../../battlefield/arcs.ts';
import { clipSlab } from '../../../battlefield/segment.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { TERRAIN_ELEVATED, TERRAIN_HINDERING, TERRAIN_IMPASSABLE, segmentBox } from '../terrain.ts';
import { arcOf } from './arcs.ts';
import { riderInFront } from './characters.ts';
import { frontRank, riderPlaces } from './formation.ts';
import { centreIn, pieceGap, pointIn, segBlocked } from './terrain.ts';
import { present } from './units.ts';
import type { T9aWorld } from './world.ts';

/** Points along a target facing that per-model cover samples (§5: "at least 50%" hidden is 8 of them). */
export const COVER_SAMPLES = 16;

/**
 * The middle of the i-th of `samples` equal parts of face `face` of unit g (a target facing,
 * §5), into seg[2], seg[3]. The face runs from (side0, back0) to (side1, back1) in g's frame.
 * The part is given by whole numbers: a fraction passed to a call V8 does not inline is boxed.
 */
export function facingPoint(w: T9aWorld, g: number, face: number, i: number, samples: number): void {
  const hw = w.fp.w[g] * 0.5;
  const d = w.fp.d[g];
  const side0 = face === RIGHT ? hw : -hw;
  const side1 = face === LEFT ? -hw : hw;
  const back0 = face === REAR ? d : 0;
  const back1 = face === FRONT ? 0 : d;
  const q = (i + 0.5) / samples;
  const side = side0 + (side1 - side0) * q;
  const back = back0 + (back1 - back0) * q;
  w.seg[2] = w.fp.x[g] + w.fp.cos[g] * side - w.fp.sin[g] * back;
  w.seg[3] = w.fp.y[g] - w.fp.sin[g] * side - w.fp.cos[g] * back;
}

/**
 * Whether target t has cover from terrain pieces against shots from u (§1.4, §5), judged from
 * the middle of the shooter's front: the target facing (the face of t whose arc holds that
 * point) is hidden by Impassable or Elevated terrain, or is inside or behind Hindering terrain.
 * A Hindering piece the shooter's own footprint stands in does not count (§11.1 example 11).
 * Flag `coverTest` (its readings that judge the unit as one, by terrain alone; the default,
 * `per-model`, is modelCover()): `facing-centre`, the facing's centre must be hidden;
 * `half-facing`, two of four points spread along it.
 */
export function terrainCover(w: T9aWorld, u: number, t: number): boolean {
  if (w.pieces === 0) return false;
  const s = w.body[u];
  const g = w.body[t];
  const face = arcOf(w, g, s);
  const samples = w.plan.flags.coverTest === 'half-facing' ? 4 : 1;
  let hidden = 0;
  for (let i = 0; i < samples; i++) {
    w.seg[0] = w.fp.x[s];
    w.seg[1] = w.fp.y[s];
    facingPoint(w, g, face, i, samples);
    if (segBlocked(w, s, g) || behindHindering(w, s)) hidden++;
  }
  return 2 * hidden >= samples;
}

/** Whether the end of `seg` is inside, or the line crosses, a Hindering piece shooter s does not stand in (§1.4). */
export function behindHindering(w: T9aWorld, s: number): boolean {
  const p = w.plan;
  for (let k = 0; k < w.pieces; k++) {
    if (p.terrainKind[k] !== TERRAIN_HINDERING) continue;
    w.gx = w.seg[2];
    w.gy = w.seg[3];
    if (!pointIn(w, k) && !segmentBox(w.seg, p.terrainBox, k, w.slab)) continue;
    pieceGap(w, s, k);
    if (w.res < -0.01) continue; // the shooter stands in it
    return true;
  }
  return false;
}

/**
 * Per-model cover, step 1 (§5, flag coverTest `per-model`): gather what may hide t's facings
 * from the models of shooter u this shot — the pieces and the other units (friends and foes,
 * not u's own unit nor t) whose bounding boxes meet the box around both footprints, where
 * every sight line between them runs — and the exemptions that hold for the whole shot.
 * Returns whether anything may hide them; when nothing can, no model is in cover.
 */
export function coverObstacles(w: T9aWorld, u: number, t: number): boolean {
  const p = w.plan;
  const s = w.body[u];
  const g = w.body[t];
  w.bx0 = Infinity;
  w.by0 = Infinity;
  w.bx1 = -Infinity;
  w.by1 = -Infinity;
  growBox(w, s);
  growBox(w, g);
  const x0 = w.bx0;
  const y0 = w.by0;
  const x1 = w.bx1;
  const y1 = w.by1;
  w.coverPieceCount = 0;
  w.coverTargetHigh = 0;
  for (let k = 0; k < w.pieces; k++) {
    const b = p.terrainBox;
    if (b[4 * k] > x1 || b[4 * k + 2] < x0 || b[4 * k + 1] > y1 || b[4 * k + 3] < y0) continue;
    const c = w.coverPieceCount++;
    w.coverPieces[c] = k;
    w.pieceUnderTarget[c] = centreIn(w, g, k) ? 1 : 0;
    if (w.pieceUnderTarget[c] && p.terrainKind[k] === TERRAIN_ELEVATED) w.coverTargetHigh = 1;
  }
  // Towering models ignore non-Towering ones for sight both ways (§7.1); units on a hill
  // ignore intervening units that are not on one (§1.4) — the shooter's side of that is
  // judged per model (modelCover()).
  const towering = p.rule.towering[s] === 1 || p.rule.towering[g] === 1;
  w.coverUnitCount = 0;
  for (let other = 0; other < w.n; other++) {
    if (other === s || other === g || !present(w, other)) continue;
    if (towering && !p.rule.towering[other]) continue;
    w.bx0 = Infinity;
    w.by0 = Infinity;
    w.bx1 = -Infinity;
    w.by1 = -Infinity;
    growBox(w, other);
    if (w.bx0 > x1 || w.bx1 < x0 || w.by0 > y1 || w.by1 < y0) continue;
    const c = w.coverUnitCount++;
    w.coverUnits[c] = other;
    let high = 0;
    for (let k = 0; k < w.pieces; k++) if (p.terrainKind[k] === TERRAIN_ELEVATED && centreIn(w, other, k)) high = 1;
    w.coverUnitHigh[c] = high;
  }
  return w.coverPieceCount > 0 || w.coverUnitCount > 0;
}

/** Grow the box (bx0, by0)–(bx1, by1) to hold unit u's footprint. */
export function growBox(w: T9aWorld, u: number): void {
  const hw = w.fp.w[u] * 0.5;
  const d = w.fp.d[u];
  for (let c = 0; c < 4; c++) {
    const a = c & 1 ? hw : -hw;
    const back = c & 2 ? d : 0;
    const x = w.fp.x[u] + w.fp.cos[u] * a - w.fp.sin[u] * back;
    const y = w.fp.y[u] - w.fp.sin[u] * a - w.fp.cos[u] * back;
    if (x < w.bx0) w.bx0 = x;
    if (x > w.bx1) w.bx1 = x;
    if (y < w.by0) w.by0 = y;
    if (y > w.by1) w.by1 = y;
  }
}

/**
 * Where the m-th shooting model of u stands (§5: only its own ranks 1–2, or 1–3, shoot):
 * its front edge and base centre into `modelEdge`. Rank-and-file models fill the places of
 * their unit rank by rank from the left (the last rank short and centred, §6.1), passing
 * over the places of a joined character in the front rank; a joined character shoots from
 * its own place in its host's front rank (§8.1).
 */
export function modelPlace(w: T9aWorld, u: number, m: number): void {
  const p = w.plan;
  const b = w.body[u];
  const bw = p.baseW[b];
  const bd = p.baseD[b];
  const front = frontRank(w, b);
  let a = 0; // the middle of the model's front edge, along b's front from its centre
  let back = 0; // and behind it
  let width = bw;
  if (b !== u) {
    const fp = p.frontPlaces[u];
    let i = w.riderFile[b];
    if (i > front - fp) i = front - fp;
    if (i < 0) i = 0;
    a = (-front * 0.5 + i + fp * 0.5) * bw;
    width = fp * bw;
  } else {
    const f = p.files[b];
    const all = w.models[b] + riderPlaces(w, b);
    const r = w.rider[b];
    let skipLo = 0;
    let skipHi = 0;
    let skipRows = 0;
    if (r >= 0 && riderInFront(w, b)) {
      const fp = p.frontPlaces[r];
      let i = w.riderFile[b];
      if (i > front - fp) i = front - fp;
      if (i < 0) i = 0;
      skipLo = i;
      skipHi = i + fp;
      skipRows = fp > 0 ? (p.slots[r] / fp) | 0 : 0;
    }
    let k = 0;
    for (let q = 0; q < all; q++) {
      const row = (q / f) | 0;
      const file = q - row * f;
      if (row < skipRows && file >= skipLo && file < skipHi) continue;
      if (k === m) {
        const inRow = all - row * f < f ? all - row * f : f;
        a = (-inRow * 0.5 + file + 0.5) * bw;
        back = row * bd;
        break;
      }
      k++;
    }
  }
  const e = w.modelEdge;
  const c = w.fp.cos[b];
  const sn = w.fp.sin[b];
  const mx = w.fp.x[b] + c * a - sn * back;
  const my = w.fp.y[b] - sn * a - c * back;
  const hw = width * 0.5;
  e[0] = mx - c * hw;
  e[1] = my + sn * hw;
  e[2] = mx + c * hw;
  e[3] = my - sn * hw;
  e[4] = mx - sn * bd * 0.5;
  e[5] = my - c * bd * 0.5;
}

/**
 * Per-model cover, step 2 (§5, §11.1 example 12): whether t has cover against the m-th
 * shooting model of u. The Target Facing is the face of t whose arc holds the middle of the
 * model's front (R9's point for a unit, taken per model); cover when at least half of it
 * (8 of 16 points spread along it) is obscured — by Impassable or Elevated terrain or
 * another unit across the line, or by lying inside or behind Hindering terrain — as seen
 * from the model's front: from its best point of three (its middle and its ends), as §5
 * lets the check be made "from any point" of it. The model ignores its own unit and a piece
 * it stands in (its base centre in it, as for Elevated models, §1.4; example 11).
 * coverObstacles() has gathered the shot's obstacles.
 */
export function modelCover(w: T9aWorld, u: number, m: number, t: number): boolean {
  const p = w.plan;
  const g = w.body[t];
  modelPlace(w, u, m);
  const e = w.modelEdge;
  // The pieces the model stands in, and whether it stands on a hill.
  let high = w.coverTargetHigh;
  for (let c = 0; c < w.coverPieceCount; c++) {
    const k = w.coverPieces[c];
    w.gx = e[4];
    w.gy = e[5];
    const inside = pointIn(w, k);
    w.pieceUnderModel[c] = inside ? 1 : 0;
    if (inside && p.terrainKind[k] === TERRAIN_ELEVATED) high = 1;
  }
  w.coverIgnoreUnits = high;
  w.arcPoint.x = (e[0] + e[2]) * 0.5;
  w.arcPoint.y = (e[1] + e[3]) * 0.5;
  const face = arc135Face(w.fp, g, w.arcPoint);
  for (let v = 0; v < 3; v++) {
    const f = v === 0 ? 0.5 : v === 1 ? 0 : 1;
    const vx = e[0] + (e[2] - e[0]) * f;
    const vy = e[1] + (e[3] - e[1]) * f;
    let hidden = 0;
    let seen = 0;
    for (let i = 0; i < COVER_SAMPLES && 2 * seen <= COVER_SAMPLES; i++) {
      w.seg[0] = vx;
      w.seg[1] = vy;
      facingPoint(w, g, face, i, COVER_SAMPLES);
      if (lineObscured(w)) hidden++;
      else seen++;
    }
    // From this point the model sees more than half of the facing: no cover.
    if (2 * hidden < COVER_SAMPLES) return false;
  }
  return true;
}

/**
 * Whether the point at the end of `seg` on the target facing is obscured from its start
 * (§5): inside or behind a Hindering piece, behind an Impassable piece, behind an Elevated
 * piece the target does not stand on, or behind another unit's boundary — pieces the
 * shooting model stands in, and units when coverIgnoreUnits, aside.
 */
export function lineObscured(w: T9aWorld): boolean {
  const p = w.plan;
  for (let c = 0; c < w.coverPieceCount; c++) {
    if (w.pieceUnderModel[c]) continue;
    const k = w.coverPieces[c];
    const kind = p.terrainKind[k];
    if (kind === TERRAIN_HINDERING) {
      w.gx = w.seg[2];
      w.gy = w.seg[3];
      if (pointIn(w, k) || segmentBox(w.seg, p.terrainBox, k, w.slab)) return true;
    } else if (segmentBox(w.seg, p.terrainBox, k, w.slab)) {
      // Sight goes onto and off Elevated terrain: a hill under the target hides nothing (§1.4).
      if (kind === TERRAIN_IMPASSABLE || !w.pieceUnderTarget[c]) return true;
    }
  }
  for (let c = 0; c < w.coverUnitCount; c++) {
    if (w.coverIgnoreUnits && !w.coverUnitHigh[c]) continue;
    if (segmentCrosses(w, w.coverUnits[c])) return true;
  }
  return false;
}

/**
 * Whether the segment `seg` crosses the footprint of `unit`: the slab test in the unit's frame,
 * the battlefield's clipSlab() across its width and then its depth, with T9A's graze rule on
 * top as in segmentBox() (terrain.ts): a segment running along an axis of the unit (closer to
 * it than EPS in its direction) within 0.01" of its bounds misses it, and a crossing of 0.01"
 * or less is none.
 */
export function segmentCrosses(w: T9aWorld, unit: number): boolean {
  const c = w.fp.cos[unit];
  const sn = w.fp.sin[unit];
  const rx = w.seg[0] - w.fp.x[unit];
  const ry = w.seg[1] - w.fp.y[unit];
  const su = rx * c - ry * sn;
  const sv = rx * sn + ry * c;
  const dx = w.seg[2] - w.seg[0];
  const dy = w.seg[3] - w.seg[1];
  const du = dx * c - dy * sn;
  const dv = dx * sn + dy * c;
  const hw = w.fp.w[unit] * 0.5;
  const d = w.fp.d[unit];
  const s = w.slab;
  s.tIn = 0;
  s.tOut = 1;
  if (du > -EPS && du < EPS) {
    if (su <= -hw + 0.01 || su >= hw - 0.01) return false;
  } else {
    s.slabO = su;
    s.slabD = du;
    s.slabLo = -hw;
    s.slabHi = hw;
    clipSlab(s);
  }
  if (dv > -EPS && dv < EPS) {
    if (sv <= -d + 0.01 || sv >= -0.01) return false;
  } else {
    s.slabO = sv;
    s.slabD = dv;
    s.slabLo = -d;
    s.slabHi = 0;
    clipSlab(s);
  }
  return (s.tOut - s.tIn) * Math.sqrt(dx * dx + dy * dy) > 0.01;
}
