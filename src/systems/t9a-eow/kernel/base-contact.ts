/**
 * Models in base contact (rules/t9a_eow.md §1.2, §6.3, §12.3): the files (or, on a flank, the
 * ranks) of each unit that touch the enemy across an engagement, and which of them strike there.
 */
import { FRONT, LEFT, REAR, RIGHT } from '../../../battlefield/arcs.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { eDropped } from './engagements.ts';
import { faceCoord, faceLen, facePoint } from './faces.ts';
import { depthRanks, frontRank } from './formation.ts';
import type { T9aWorld } from './world.ts';

/**
 * Models of u touching the enemy across engagement e (§6.3, §12.3): the files (or, on a
 * flank, the ranks) whose span meets the enemy's.
 */
export function touching(w: T9aWorld, e: number, u: number): number {
  const p = w.plan;
  const a = w.eng.a[e];
  const b = w.eng.b[e];
  const face = w.eng.face[e];
  const off = w.eng.offset[e];
  if (u === a || face === FRONT || face === REAR) {
    frontSpan(w, e, u);
    return rowTouching(w, frontRank(w, u), u);
  }
  // b's flank: one model per rank along the side, the face running from the front (0) back.
  // The offset runs along a's right (place()), which points to b's front on b's right flank
  // and to its rear on the left.
  const back = face === LEFT ? -off : off;
  const from = w.fp.d[b] * 0.5 + back - w.fp.w[a] * 0.5;
  const to = w.fp.d[b] * 0.5 + back + w.fp.w[a] * 0.5;
  const rows = depthRanks(w, b);
  let count = 0;
  const bd = p.baseD[b];
  for (let r = 0; r < rows; r++) if ((r + 1) * bd >= from - EPS && r * bd <= to + EPS) count++;
  return count;
}

/**
 * The span of u's front row (centred on 0) that faces the enemy across e, into rowLo/rowHi:
 * u is the engagement's a (its front on b's face), or b engaged on its front or rear.
 */
export function frontSpan(w: T9aWorld, e: number, u: number): void {
  const a = w.eng.a[e];
  const b = w.eng.b[e];
  const off = w.eng.offset[e];
  if (u === a) {
    // a's front row against b's face, whose middle lies `off` along a's right (place()).
    const face = w.eng.face[e];
    const len = face === FRONT || face === REAR ? w.fp.w[b] : w.fp.d[b];
    w.rowLo = off - len * 0.5;
    w.rowHi = off + len * 0.5;
    return;
  }
  w.rowLo = off - w.fp.w[a] * 0.5;
  w.rowHi = off + w.fp.w[a] * 0.5;
}

/**
 * Models of u that strike across engagement e: those touching it, but a front rank touching
 * several enemies shares its models among them, in engagement order (§6.3 allocation), so a
 * model never strikes twice. An engagement whose other unit dropped out takes no models.
 */
export function contactFor(w: T9aWorld, e: number, u: number): number {
  const here = touching(w, e, u);
  const front = frontRank(w, u);
  if (!(w.eng.a[e] === u || (w.eng.b[e] === u && w.eng.face[e] === FRONT))) {
    // Through a flank or the rear: models not already striking through the front.
    let used = 0;
    for (let x = 0; x < w.eng.count; x++) {
      if (eDropped(w, x)) continue;
      if (w.eng.a[x] === u || (w.eng.b[x] === u && w.eng.face[x] === FRONT)) used += touching(w, x, u);
    }
    if (used > front) used = front;
    // The front-rank model at the corner fights to the front when the front is engaged.
    const flank = used > 0 && here > 0 ? here - 1 : here;
    const spare = w.models[u] - used;
    return flank < spare ? flank : spare;
  }
  let left = front;
  for (let x = 0; x < e; x++) {
    if (eDropped(w, x)) continue;
    if (w.eng.a[x] === u || (w.eng.b[x] === u && w.eng.face[x] === FRONT)) {
      const t = touching(w, x, u);
      left -= t < left ? t : left;
    }
  }
  return here < left ? here : left;
}

/**
 * Of a row of `count` bases of unit u's width centred on 0, how many meet the span
 * [rowLo, rowHi] (closed: corner contact counts, §1.2)?
 */
export function rowTouching(w: T9aWorld, count: number, u: number): number {
  const baseWidth = w.plan.baseW[u];
  const lo = w.rowLo;
  const hi = w.rowHi;
  const start = -count * baseWidth * 0.5;
  let k = 0;
  for (let i = 0; i < count; i++) {
    const x0 = start + i * baseWidth;
    if (x0 + baseWidth >= lo - EPS && x0 <= hi + EPS) k++;
  }
  return k;
}

/**
 * How many models of t along face `face` (the files of the front or rear, one a rank on a
 * flank) meet the span [rowLo, rowHi] of that face (corners count, §1.2); the first and last
 * of them, by their place along the face, into iLo and iHi (iLo > iHi when none).
 */
export function modelsMeeting(w: T9aWorld, t: number, face: number): number {
  const lo = w.rowLo - EPS;
  const hi = w.rowHi + EPS;
  const flank = face === LEFT || face === RIGHT;
  const count = flank ? depthRanks(w, t) : frontRank(w, t);
  const modelWidth = flank ? w.plan.baseD[t] : w.plan.baseW[t];
  const start = flank ? 0 : -count * modelWidth * 0.5;
  let k = 0;
  w.iLo = 1;
  w.iHi = 0;
  for (let i = 0; i < count; i++) {
    const x0 = start + i * modelWidth;
    if (x0 + modelWidth < lo || x0 > hi) continue;
    if (k === 0) w.iLo = i;
    w.iHi = i;
    k++;
  }
  return k;
}

/**
 * Models in base contact across engagement e, from where the units stand: `end` 1 counts b's
 * models along its engaged face that a's front edge meets, 0 counts a's front models that
 * meet that face; iLo/iHi as modelsMeeting().
 */
export function contactOf(w: T9aWorld, e: number, end: number): number {
  const a = w.eng.a[e];
  const b = w.eng.b[e];
  const face = w.eng.face[e];
  if (end === 1) {
    const hw = w.fp.w[a] * 0.5;
    w.gx = w.fp.x[a] - w.fp.cos[a] * hw;
    w.gy = w.fp.y[a] + w.fp.sin[a] * hw;
    faceCoord(w, b, face);
    const t0 = w.res;
    w.gx = w.fp.x[a] + w.fp.cos[a] * hw;
    w.gy = w.fp.y[a] - w.fp.sin[a] * hw;
    faceCoord(w, b, face);
    w.rowLo = t0 < w.res ? t0 : w.res;
    w.rowHi = t0 < w.res ? w.res : t0;
    return modelsMeeting(w, b, face);
  }
  faceLen(w, b, face);
  const len = w.res;
  const from = face === LEFT || face === RIGHT ? 0 : -len * 0.5;
  w.res = from;
  facePoint(w, b, face);
  faceCoord(w, a, FRONT);
  const t0 = w.res;
  w.res = from + len;
  facePoint(w, b, face);
  faceCoord(w, a, FRONT);
  w.rowLo = t0 < w.res ? t0 : w.res;
  w.rowHi = t0 < w.res ? w.res : t0;
  return modelsMeeting(w, a, FRONT);
}
