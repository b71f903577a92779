/**
 * Charge moves (rules/t9a_eow.md §3.2): the Charge Range roll, the charger placed against the
 * declared face (align and maximise contact), a charge on a fleeing unit, a Failed Charge Move,
 * and a path clear of Impassable terrain (§1.4).
 */
import { FRONT, LEFT, REAR, RIGHT } from '../../../battlefield/arcs.ts';
import { offTable } from '../../../battlefield/footprints.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { alive, FLEEING } from '../../rank-and-file/unit-state.ts';
import { M_CHARGE } from '../magic-plan.ts';
import { TERRAIN_IMPASSABLE } from '../terrain.ts';
import { destroy } from './casualties.ts';
import { MV_MARCH, afterMove, sweepMeets } from './dangerous-terrain.ts';
import { rollDice } from './dice.ts';
import { engage } from './engagements.ts';
import { gap, markMove, shape, stepRes } from './footprint.ts';
import { frontRank } from './formation.ts';
import { mod } from './lasting-spells.ts';
import { advOf, faceTowards, wheelTowards } from './moves.ts';
import { panicNear } from './panic-and-flee.ts';
import { clearAhead } from './spacing.ts';
import { traceCannotCatch, traceCatches, traceChargeFails, traceChargesHome, traceNoRoom } from './trace.ts';
import { present } from './units.ts';
import type { T9aWorld } from './world.ts';

export function chargeMove(w: T9aWorld, rng: Rng, c: number, t: number): void {
  const p = w.plan;
  markMove(w, c);
  const swift = p.rule.swiftstride[c] === 1;
  const a = rollD6(rng);
  const b = rollD6(rng);
  let roll = a + b;
  let high = a > b ? a : b;
  if (swift) {
    // Maximised (§2.1): a third die, the lowest dropped.
    const x = rollD6(rng);
    const lo = a < b ? (a < x ? a : x) : b < x ? b : x;
    roll = a + b + x - lo;
    if (x > high) high = x;
  }
  let range = roll + advOf(w, c) + p.chargeBonusRange[c];
  if (mod(w, c, M_CHARGE) !== 0) range += rollDice(rng, mod(w, c, M_CHARGE)); // Black Wing Totem
  gap(w, c, t);
  const dist = w.res;
  w.moved[c] = 1;
  if (!alive(w.status, t) || range < dist - EPS) {
    // Failed charge: the highest die, towards the target, never into contact (§3.2, §12.3).
    w.noShoot[c] = 1;
    w.res = 0;
    if (alive(w.status, t)) failedChargeMove(w, c, t, high);
    if (w.tracer !== null) traceChargeFails(w, c, t, range, dist, high);
    afterMove(w, rng, c, MV_MARCH);
    return;
  }
  w.charged[c] = 1;
  if (w.status[t] === FLEEING) {
    // §3.2: contact with a fleeing unit destroys it — if the straight path there does not
    // enter Impassable terrain (§1.4); else a failed charge.
    const x0 = w.fp.x[c];
    const y0 = w.fp.y[c];
    const f0 = w.fp.facing[c];
    faceTowards(w, c, t);
    w.want = dist;
    if (!catchPathClear(w, c, p.rule.fly[c])) {
      w.charged[c] = 0;
      w.noShoot[c] = 1;
      w.fp.x[c] = x0;
      w.fp.y[c] = y0;
      w.fp.facing[c] = f0;
      shape(w, c);
      failedChargeMove(w, c, t, high);
      if (w.tracer !== null) traceCannotCatch(w, c, t);
      afterMove(w, rng, c, MV_MARCH);
      return;
    }
    w.res = dist;
    stepRes(w, c);
    if (w.tracer !== null) traceCatches(w, c, range, t);
    afterMove(w, rng, c, MV_MARCH);
    destroy(w, t);
    panicNear(w, rng, t);
    return;
  }
  const face = w.declaredFace[c];
  if (!roomOn(w, t, face) || !chargePathClear(w, c, t, face, p.rule.fly[c])) {
    // Another charger filled the face first (or would put this one into Impassable terrain):
    // nowhere to make contact (§3.2), a failed charge.
    w.charged[c] = 0;
    w.noShoot[c] = 1;
    failedChargeMove(w, c, t, high);
    if (w.tracer !== null) traceNoRoom(w, c, t);
    afterMove(w, rng, c, MV_MARCH);
    return;
  }
  place(w, c, t, face);
  engage(w, c, t, face, 1, 1);
  if (w.tracer !== null) traceChargesHome(w, c, range, face, t);
  afterMove(w, rng, c, MV_MARCH);
}

/**
 * A Failed Charge Move (§3.2, L811): `high` inches (the highest die of the Charge Range),
 * first wheeling until c faces the centre of t or can wheel no further (wheelTowards(),
 * keeping 0.5" from units and terrain as a charge may, §1.3), then straight on with what is
 * left, never into contact (clearAhead() kind 0). Single models and Light Troops wheel too:
 * their free Pivots are for Advance and March moves (§3.3, L2412). Into `res` the inches
 * moved, wheels included; the move is marked from before the wheel (Dangerous tests).
 */
export function failedChargeMove(w: T9aWorld, c: number, t: number, high: number): void {
  const pose = w.aimPose;
  pose[0] = w.fp.x[c];
  pose[1] = w.fp.y[c];
  pose[2] = w.fp.facing[c];
  w.tx = w.fp.x[t] - w.fp.sin[t] * w.fp.d[t] * 0.5;
  w.ty = w.fp.y[t] - w.fp.cos[t] * w.fp.d[t] * 0.5;
  w.want = high;
  w.wheelMargin = 0.5;
  wheelTowards(w, c);
  w.wheelMargin = 1.01;
  const cost = w.res;
  let d = 0;
  if (high - cost > 0.005) {
    w.want = high - cost;
    clearAhead(w, c, 0 | (w.plan.rule.fly[c] << 1));
    d = w.res;
    stepRes(w, c);
  }
  w.mx0[c] = pose[0];
  w.my0[c] = pose[1];
  w.mf0[c] = pose[2];
  w.res = cost + d;
}

/**
 * Put charger c against face `face` of t, its front flush (§3.2 align and maximise contact):
 * centre to centre, or beside the units already on that face where there is room. A place
 * that would overlap another unit (a friend of the target flush on its flank, a neighbour in
 * a battle line) or stand off the table is nudged along the face — the charger sliding flush
 * against what is in the way — to the place that keeps the most of its front on the face,
 * then the nearest (tier 3 charge geometry); the charge is impossible where none is left:
 * false, c left at the preferred place. The offset (the face's middle along c's right, as
 * engage() records it) is left in `res`.
 */
export function place(w: T9aWorld, c: number, t: number, face: number): boolean {
  const tw = w.fp.w[t];
  const td = w.fp.d[t];
  const sin = w.fp.sin[t];
  const cos = w.fp.cos[t];
  // Face midpoint (mx, my) and the direction the charger faces.
  let mx = w.fp.x[t];
  let my = w.fp.y[t];
  let facing = w.fp.facing[t] + Math.PI;
  if (face === REAR) {
    mx -= sin * td;
    my -= cos * td;
    facing = w.fp.facing[t];
  } else if (face === LEFT) {
    mx += -cos * tw * 0.5 - sin * td * 0.5;
    my += sin * tw * 0.5 - cos * td * 0.5;
    facing = w.fp.facing[t] + Math.PI * 0.5;
  } else if (face === RIGHT) {
    mx += cos * tw * 0.5 - sin * td * 0.5;
    my += -sin * tw * 0.5 - cos * td * 0.5;
    facing = w.fp.facing[t] - Math.PI * 0.5;
  }
  // Beside the units already on this face, on the side that leaves most of c touching it.
  const len = face === FRONT || face === REAR ? tw : td;
  const half = w.fp.w[c] * 0.5;
  let offset = 0;
  let lo = Infinity;
  let hi = -Infinity;
  for (let e = 0; e < w.eng.count; e++) {
    if (w.eng.b[e] !== t || w.eng.face[e] !== face || w.eng.a[e] === c) continue;
    const halfWidth = w.fp.w[w.eng.a[e]] * 0.5;
    if (w.eng.offset[e] - halfWidth < lo) lo = w.eng.offset[e] - halfWidth;
    if (w.eng.offset[e] + halfWidth > hi) hi = w.eng.offset[e] + halfWidth;
  }
  if (hi > lo) {
    const right = hi + half;
    const left = lo - half;
    const onRight = (len * 0.5 < right + half ? len * 0.5 : right + half) - hi;
    const onLeft = lo - (-len * 0.5 > left - half ? -len * 0.5 : left - half);
    offset = onRight >= onLeft ? right : left;
  }
  w.fp.facing[c] = facing;
  shape(w, c);
  // The charger's right is along its own (rx, ry) = (cos, −sin); its centre lies at −offset
  // along it from the face's middle, its front on the face's line, its body behind it.
  const rx = w.fp.cos[c];
  const ry = -w.fp.sin[c];
  const fx = w.fp.sin[c];
  const fy = w.fp.cos[c];
  const depth = w.fp.d[c];
  // The offsets at which c would overlap each other unit (§1.3: units never overlap): clip
  // that unit's footprint to the band c fills behind the face's line; c's span along the
  // face must stay clear of the clipped extent (0.01" of overlap tolerated, as touching).
  const tol = 0.01;
  for (let v = 0; v < w.n; v++) {
    w.blockLo[v] = 1;
    w.blockHi[v] = -1;
    if (v === c || v === t || !present(w, v)) continue;
    const hw = w.fp.w[v] * 0.5;
    const vd = w.fp.d[v];
    let smin = Infinity;
    let smax = -Infinity;
    for (let q = 0; q < 4; q++) {
      // Corners in order round the footprint; this edge runs from corner q to corner q + 1.
      for (let end = 0; end < 2; end++) {
        const k = (q + end) & 3;
        const side = k === 0 || k === 3 ? -hw : hw;
        const back = k < 2 ? 0 : vd;
        const px = w.fp.x[v] + w.fp.cos[v] * side - w.fp.sin[v] * back - mx;
        const py = w.fp.y[v] - w.fp.sin[v] * side - w.fp.cos[v] * back - my;
        // s: along c's right from the face's middle; b: how far behind the face's line.
        const sv = px * rx + py * ry;
        const bv = -(px * fx + py * fy);
        if (end === 0) {
          w.gx = sv;
          w.gy = bv;
          if (bv >= tol && bv <= depth - tol) {
            if (sv < smin) smin = sv;
            if (sv > smax) smax = sv;
          }
          continue;
        }
        // Where the edge crosses the band's two lines.
        for (let line = 0; line < 2; line++) {
          const at = line === 0 ? tol : depth - tol;
          const d0 = w.gy - at;
          const d1 = bv - at;
          if ((d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0)) {
            const sx = w.gx + ((sv - w.gx) * d0) / (d0 - d1);
            if (sx < smin) smin = sx;
            if (sx > smax) smax = sx;
          }
        }
      }
    }
    if (smax < smin) continue;
    // c's centre at s = σ overlaps it for σ in (smin − half, smax + half), tolerance aside.
    w.blockLo[v] = smin - half + tol;
    w.blockHi[v] = smax + half - tol;
  }
  // Places to try, as c's centre σ = −offset: the preferred one, the face's ends (c's end level
  // with the face's, inside it or covering it) and flush against each unit in the way.
  const want = -offset;
  let tries = 0;
  w.placeTry[tries++] = want;
  w.placeTry[tries++] = len * 0.5 - half;
  w.placeTry[tries++] = half - len * 0.5;
  for (let v = 0; v < w.n; v++) {
    if (w.blockLo[v] > w.blockHi[v]) continue;
    w.placeTry[tries++] = w.blockLo[v] - tol;
    w.placeTry[tries++] = w.blockHi[v] + tol;
  }
  let best = 0;
  let bestContact = -1;
  let bestMove = Infinity;
  for (let i = 0; i < tries; i++) {
    const sc = w.placeTry[i];
    // Front on the face: at least 0.1" of it (as roomOn() asks), the more the better.
    const a = sc - half > -len * 0.5 ? sc - half : -len * 0.5;
    const b = sc + half < len * 0.5 ? sc + half : len * 0.5;
    const contact = b - a;
    if (contact < 0.1) continue;
    const move = sc > want ? sc - want : want - sc;
    if (contact < bestContact - 1e-6 || (contact < bestContact + 1e-6 && move >= bestMove)) continue;
    let free = true;
    for (let v = 0; v < w.n && free; v++) if (sc > w.blockLo[v] && sc < w.blockHi[v]) free = false;
    if (!free) continue;
    w.fp.x[c] = mx + rx * sc;
    w.fp.y[c] = my + ry * sc;
    if (offTable(w.fp, c, w.table)) continue;
    best = sc;
    bestContact = contact;
    bestMove = move;
  }
  const found = bestContact >= 0;
  if (!found) best = want;
  w.fp.x[c] = mx + rx * best;
  w.fp.y[c] = my + ry * best;
  w.res = -best;
  return found;
}

/**
 * Whether charger c can be put against face `face` of t — a place on the table that overlaps
 * no other unit (place(), §3.2) — and gets there on a straight path that does not enter
 * Impassable terrain (touching it is allowed, §1.3, §1.4); with `fly` (§7.1) it only needs to
 * land clear of it. The engine makes no wheels around a piece, so a charge that would need one
 * is not made. c is left where it stood.
 */
export function chargePathClear(w: T9aWorld, c: number, t: number, face: number, fly: number): boolean {
  const p = w.plan;
  w.pose[0] = w.fp.x[c];
  w.pose[1] = w.fp.y[c];
  w.pose[2] = w.fp.facing[c];
  if (w.impassables > 0) markMove(w, c);
  let clear = place(w, c, t, face);
  if (clear && w.impassables > 0) {
    w.sweepTol = -0.02;
    for (let k = 0; k < w.pieces && clear; k++) {
      if (p.terrainKind[k] === TERRAIN_IMPASSABLE && sweepMeets(w, c, k, 0, frontRank(w, c), fly === 1)) clear = false;
    }
  }
  w.fp.x[c] = w.pose[0];
  w.fp.y[c] = w.pose[1];
  w.fp.facing[c] = w.pose[2];
  shape(w, c);
  return clear;
}

/**
 * Whether c, facing a fleeing unit `want` inches straight ahead, reaches it on a path that does
 * not enter Impassable terrain (§1.4, §3.2 "touch any facing"); with `fly` (§7.1) it only needs
 * to land clear of it. c is left where it stood.
 */
export function catchPathClear(w: T9aWorld, c: number, fly: number): boolean {
  if (w.impassables === 0) return true;
  const p = w.plan;
  const x0 = w.fp.x[c];
  const y0 = w.fp.y[c];
  markMove(w, c);
  w.fp.x[c] = x0 + w.fp.sin[c] * w.want;
  w.fp.y[c] = y0 + w.fp.cos[c] * w.want;
  w.sweepTol = -0.02;
  let clear = true;
  for (let k = 0; k < w.pieces && clear; k++) {
    if (p.terrainKind[k] === TERRAIN_IMPASSABLE && sweepMeets(w, c, k, 0, frontRank(w, c), fly === 1)) clear = false;
  }
  w.fp.x[c] = x0;
  w.fp.y[c] = y0;
  return clear;
}

/**
 * Whether face `face` of t has room for another unit to make contact (§3.2): part of it
 * free of units already fighting there. A unit's front that it charged with is taken.
 */
export function roomOn(w: T9aWorld, t: number, face: number): boolean {
  const len = face === FRONT || face === REAR ? w.fp.w[t] : w.fp.d[t];
  let used = 0;
  for (let e = 0; e < w.eng.count; e++) {
    if (face === FRONT && w.eng.a[e] === t) return false;
    if (w.eng.b[e] === t && w.eng.face[e] === face) used += w.fp.w[w.eng.a[e]];
  }
  return used < len - 0.1;
}
