/**
 * Points along a unit's faces (rules/t9a_eow.md §1.3, §6.8): a face's length, middle and points,
 * where a point lies along it, which face a front lies flush against, and where along its
 * enemy's face each engagement's unit stands.
 */
import { FRONT, LEFT, REAR, RIGHT } from '../../../battlefield/arcs.ts';
import type { T9aWorld } from './world.ts';

/** Length of face `face` of t, into `res` (a double returned would be boxed, see the file comment). */
export function faceLen(w: T9aWorld, t: number, face: number): void {
  w.res = face === FRONT || face === REAR ? w.fp.w[t] : w.fp.d[t];
}

/**
 * The point of face `face` of t lying `at` along it into (gx, gy): from the face's middle
 * along t's right on the front and rear, from the front edge backwards on a flank; `at` is
 * read from the field `res` (a double argument would be boxed, see the file comment).
 */
export function facePoint(w: T9aWorld, t: number, face: number): void {
  const at = w.res;
  const hw = w.fp.w[t] * 0.5;
  let side = at;
  let back = 0;
  if (face === REAR) back = w.fp.d[t];
  else if (face === LEFT) {
    side = -hw;
    back = at;
  } else if (face === RIGHT) {
    side = hw;
    back = at;
  }
  w.gx = w.fp.x[t] + w.fp.cos[t] * side - w.fp.sin[t] * back;
  w.gy = w.fp.y[t] - w.fp.sin[t] * side - w.fp.cos[t] * back;
}

/** The middle of face `face` of t into (gx, gy) (where place() lines a charger up). */
export function faceMid(w: T9aWorld, t: number, face: number): void {
  w.res = face === LEFT || face === RIGHT ? w.fp.d[t] * 0.5 : 0;
  facePoint(w, t, face);
}

/** Where the point (gx, gy) lies along face `face` of t, in facePoint()'s measure, into `res`. */
export function faceCoord(w: T9aWorld, t: number, face: number): void {
  const rx = w.gx - w.fp.x[t];
  const ry = w.gy - w.fp.y[t];
  if (face === FRONT || face === REAR) w.res = rx * w.fp.cos[t] - ry * w.fp.sin[t];
  else w.res = -(rx * w.fp.sin[t] + ry * w.fp.cos[t]);
}

/**
 * The face of b that a's front lies flush against, or −1: a faces into that face (within
 * about 1°) and its front edge lies on the face's line (within 0.05"). With the two
 * footprints touching, a's front then meets that face (reset()).
 */
export function frontFlush(w: T9aWorld, a: number, b: number): number {
  for (let face = 0; face < 4; face++) {
    // b's outward normal on that face: its forward, rear, right (cos, −sin) or left.
    let nx = w.fp.sin[b];
    let ny = w.fp.cos[b];
    if (face === REAR) {
      nx = -nx;
      ny = -ny;
    } else if (face === RIGHT) {
      nx = w.fp.cos[b];
      ny = -w.fp.sin[b];
    } else if (face === LEFT) {
      nx = -w.fp.cos[b];
      ny = w.fp.sin[b];
    }
    if (w.fp.sin[a] * nx + w.fp.cos[a] * ny > -0.9998) continue;
    faceMid(w, b, face);
    const d = (w.fp.x[a] - w.gx) * nx + (w.fp.y[a] - w.gy) * ny;
    if (d > -0.05 && d < 0.05) return face;
  }
  return -1;
}

/** Set engagement e's offset from where its units stand: the middle of b's face, along a's right (place()). */
export function syncOffset(w: T9aWorld, e: number): void {
  const a = w.eng.a[e];
  faceMid(w, w.eng.b[e], w.eng.face[e]);
  w.eng.offset[e] = (w.gx - w.fp.x[a]) * w.fp.cos[a] - (w.gy - w.fp.y[a]) * w.fp.sin[a];
}
