/**
 * The moves of the Movement phase (rules/t9a_eow.md §3.3): a Pivot about the centre, a Wheel about
 * a front corner and the inches it uses (Figure 7), the Advance rate, and the Advance or March
 * towards an aim.
 */
import { offTable } from '../../../battlefield/footprints.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { TERRAIN_IMPASSABLE } from '../terrain.ts';
import { gap, pointGap, shape, stepRes } from './footprint.ts';
import { O_MOVE } from './model-rules.ts';
import { CLEAR_SPACED, clearAhead } from './spacing.ts';
import { pieceGap } from './terrain.ts';
import { traceWheels } from './trace.ts';
import { present } from './units.ts';
import type { T9aWorld } from './world.ts';

export const HALF_PI = Math.PI * 0.5;
/** The angle between the poses a wheel's sweep is checked at (wheelTowards()). */
export const WHEEL_STEP = Math.PI / 36;

/** Pivot u about its centre to face the point (tx, ty), or directly away from it. */
export function turnTo(w: T9aWorld, u: number, away: boolean): void {
  const x = w.tx;
  const y = w.ty;
  const half = w.fp.d[u] * 0.5;
  const cx = w.fp.x[u] - w.fp.sin[u] * half;
  const cy = w.fp.y[u] - w.fp.cos[u] * half;
  let dx = x - cx;
  let dy = y - cy;
  if (away) {
    dx = -dx;
    dy = -dy;
  }
  if (dx * dx + dy * dy < EPS) return;
  w.fp.facing[u] = Math.atan2(dx, dy);
  shape(w, u);
  w.fp.x[u] = cx + w.fp.sin[u] * half;
  w.fp.y[u] = cy + w.fp.cos[u] * half;
}

/** Turn u to face the centre of t (a pivot about its own centre, §3.3). */
export function faceTowards(w: T9aWorld, u: number, t: number): void {
  const tcx = w.fp.x[t] - w.fp.sin[t] * w.fp.d[t] * 0.5;
  const tcy = w.fp.y[t] - w.fp.cos[t] * w.fp.d[t] * 0.5;
  w.tx = tcx;
  w.ty = tcy;
  turnTo(w, u, false);
}

/** Whether u may turn on the spot during its move (§3.3): single models and Light Troops; Steam Ahead! has its one Pivot. */
export function pivotsFreely(w: T9aWorld, u: number): boolean {
  const p = w.plan;
  return p.single[u] === 1 || p.rule.lightTroops[u] === 1 || p.rule.steamAhead[u] === 1;
}

/**
 * Put u where a wheel of `wa` radians from `wheelPose` leaves it: rotated forwards about the
 * front corner on the inside of the turn (the right one turning right), which stays put.
 */
export function wheelTo(w: T9aWorld, u: number): void {
  const pose = w.wheelPose;
  const s = pose[3];
  const hw = w.fp.w[u] * 0.5 * s;
  const f0 = pose[2];
  // The corner: the front centre plus half the frontage along u's right (cos f, −sin f).
  const cx = pose[0] + Math.cos(f0) * hw;
  const cy = pose[1] - Math.sin(f0) * hw;
  const f = f0 + s * w.wa;
  w.fp.facing[u] = f;
  w.fp.sin[u] = Math.sin(f);
  w.fp.cos[u] = Math.cos(f);
  w.fp.trigFacing[u] = f; // they are f's: turnFootprint() need not take them again
  w.fp.x[u] = cx - w.fp.cos[u] * hw;
  w.fp.y[u] = cy + w.fp.sin[u] * hw;
}

/**
 * Wheel u towards the point (tx, ty) (§3.3, L862): forwards about the front corner on the
 * inside of the turn until it faces the point, in wheels of at most 90°, using at most the
 * field `want` inches (wheelInches()). It wheels less where the sweep, checked every 5°,
 * would leave the table or come within the spacing (`wheelMargin`, 1" for a March) of a unit
 * or Impassable terrain it is not already nearer to: the checks a straight move makes
 * (clearAhead(), offTable()). The inches used into `res`; u is left where the wheel ends.
 */
export function wheelTowards(w: T9aWorld, u: number): void {
  const pose = w.wheelPose;
  const half = w.fp.d[u] * 0.5;
  pose[0] = w.fp.x[u];
  pose[1] = w.fp.y[u];
  pose[2] = w.fp.facing[u];
  w.res = 0;
  let turn = Math.atan2(w.tx - (w.fp.x[u] - w.fp.sin[u] * half), w.ty - (w.fp.y[u] - w.fp.cos[u] * half)) - pose[2];
  while (turn > Math.PI) turn -= 2 * Math.PI;
  while (turn < -Math.PI) turn += 2 * Math.PI;
  if (turn < 0.01 && turn > -0.01) return;
  pose[3] = turn > 0 ? 1 : -1;
  // The wheel moves the centre: face the point from where it ends (a few fixed-point steps).
  let angle = turn * pose[3];
  for (let i = 0; i < 4; i++) {
    w.wa = angle;
    wheelTo(w, u);
    let t = Math.atan2(w.tx - (w.fp.x[u] - w.fp.sin[u] * half), w.ty - (w.fp.y[u] - w.fp.cos[u] * half)) - pose[2];
    while (t > Math.PI) t -= 2 * Math.PI;
    while (t < -Math.PI) t += 2 * Math.PI;
    t *= pose[3];
    angle = t < 0 ? 0 : t;
  }
  w.wa = angle;
  wheelInches(w, u);
  if (w.res > w.want) {
    wheelReach(w, u);
    angle = w.wa;
  }
  const steps = Math.ceil(angle / WHEEL_STEP);
  let ok = steps;
  // No point of u moves further than its far rear corner does, radius × angle: what is
  // further away than that and the spacing cannot stop the wheel, and is not checked.
  const sweep = Math.sqrt(w.fp.w[u] * w.fp.w[u] + w.fp.d[u] * w.fp.d[u]) * angle;
  for (let i = 1; i <= ok; i++) {
    w.wa = (angle * i) / steps;
    wheelTo(w, u);
    if (offTable(w.fp, u, w.table)) ok = i - 1;
  }
  // What may stop it: the other units on the table (o < n), then Impassable pieces (o − n).
  for (let o = 0; o < w.n + w.pieces && ok > 0; o++) {
    if (o < w.n ? o === u || !present(w, o) : w.plan.terrainKind[o - w.n] !== TERRAIN_IMPASSABLE) continue;
    w.wa = 0;
    wheelTo(w, u);
    wheelGap(w, u, o);
    if (w.res > sweep + w.wheelMargin) continue;
    const floor = (w.res < w.wheelMargin ? w.res : w.wheelMargin) - 1e-6;
    for (let i = 1; i <= ok; i++) {
      w.wa = (angle * i) / steps;
      wheelTo(w, u);
      wheelGap(w, u, o);
      if (w.res < floor) ok = i - 1;
    }
  }
  w.wa = steps > 0 ? (angle * ok) / steps : 0;
  wheelTo(w, u);
  wheelInches(w, u);
}

/** Into `res`, the gap from wheeling u to unit o (o < n) or to Impassable piece o − n. */
export function wheelGap(w: T9aWorld, u: number, o: number): void {
  if (o < w.n) gap(w, u, o);
  else pieceGap(w, u, o - w.n);
}

/**
 * The inches a wheel of `wa` radians uses (§3.3, L862, Figure 7), into `res`: the straight
 * line the outer front corner moves, 2·w·sin(θ/2) for u's frontage w. A turn beyond 90° takes
 * several wheels of at most 90° about the same corner; the fewest and largest cost least (a
 * chord is shorter than the chords of its parts): 90° wheels and one for the rest.
 * Example 7 (§11): a 60° wheel of a unit 3" wide uses 3", so 2" + the wheel + 4" is 9".
 * A method on fields, not an exported function of two doubles: in the large wheelTowards()
 * V8 does not inline it, and the doubles passed and returned would be boxed.
 */
export function wheelInches(w: T9aWorld, u: number): void {
  const width = w.fp.w[u];
  let a = w.wa;
  let d = 0;
  while (a > HALF_PI + 1e-9) {
    d += width * Math.SQRT2; // 2·w·sin(45°)
    a -= HALF_PI;
  }
  w.res = d + 2 * width * Math.sin(a * 0.5);
}

/** The largest turn u's wheels make in `want` inches (the inverse of wheelInches()), into `wa`. */
export function wheelReach(w: T9aWorld, u: number): void {
  const width = w.fp.w[u];
  const full = width * Math.SQRT2;
  let left = w.want > 0 ? w.want : 0;
  let a = 0;
  while (left >= full && a < Math.PI) {
    a += HALF_PI;
    left -= full;
  }
  w.wa = a + 2 * Math.asin(left < 2 * width ? left / (2 * width) : 1);
}

/** The distance from u to its aim (aimUnit, or the point aimX, aimY) less `aimStop`, into `res`. */
export function aimGap(w: T9aWorld, u: number): void {
  if (w.aimUnit >= 0) {
    gap(w, u, w.aimUnit);
  } else {
    w.gx = w.aimX;
    w.gy = w.aimY;
    pointGap(w, u);
  }
  w.res -= w.aimStop;
}

/**
 * A move that may March but not pivot in it (§3.3): either an Advance — a Pivot to face the
 * aim (aimX, aimY), then straight up to Adv — or a March: wheels towards it (wheelTowards()),
 * then straight with what is left of the allowance in the field `want`. Both stop short of the
 * aim by `aimStop` (aimGap()) and keep the spacing (clearAhead()); the March is taken only
 * when it ends nearer the aim. Into `res` the inches used (wheels included; a March when more
 * than Adv); returns 1 when u's pose changed. Its move is marked (markMove()) from where it
 * began, for the Dangerous tests: before the wheel, or after the Advance's pivot.
 */
export function advanceOrMarch(w: T9aWorld, u: number): number {
  const pose = w.aimPose;
  const fly = w.plan.rule.fly[u] << 1;
  const allowance = w.want;
  pose[0] = w.fp.x[u];
  pose[1] = w.fp.y[u];
  pose[2] = w.fp.facing[u];
  // The Advance.
  w.tx = w.aimX;
  w.ty = w.aimY;
  turnTo(w, u, false);
  aimGap(w, u);
  let go = w.res;
  const adv = advOf(w, u);
  if (go > adv) go = adv;
  let dA = 0;
  if (go > 0) {
    w.want = go;
    clearAhead(w, u, CLEAR_SPACED | fly);
    if (w.res >= 0.05) dA = w.res;
  }
  w.res = dA;
  stepRes(w, u);
  aimGap(w, u);
  const leftA = w.res;
  pose[3] = w.fp.x[u];
  pose[4] = w.fp.y[u];
  pose[5] = w.fp.facing[u];
  // The March, from where u stood.
  w.fp.x[u] = pose[0];
  w.fp.y[u] = pose[1];
  w.fp.facing[u] = pose[2];
  shape(w, u);
  w.want = allowance;
  wheelTowards(w, u);
  const cost = w.res;
  aimGap(w, u);
  go = w.res;
  if (go > allowance - cost) go = allowance - cost;
  let dM = 0;
  if (go > 0) {
    w.want = go;
    clearAhead(w, u, CLEAR_SPACED | fly);
    if (w.res >= 0.05) dM = w.res;
  }
  w.res = dM;
  stepRes(w, u);
  aimGap(w, u);
  if (w.res < leftA - 0.01) {
    w.mx0[u] = pose[0];
    w.my0[u] = pose[1];
    w.mf0[u] = pose[2];
    w.res = cost + dM;
    if (w.tracer !== null && cost > 0) traceWheels(w, u, cost);
    return cost + dM > 0 ? 1 : 0;
  }
  w.fp.x[u] = pose[3];
  w.fp.y[u] = pose[4];
  w.fp.facing[u] = pose[5];
  shape(w, u);
  w.mx0[u] = pose[3] - w.fp.sin[u] * dA;
  w.my0[u] = pose[4] - w.fp.cos[u] * dA;
  w.mf0[u] = pose[5];
  w.res = dA;
  return dA > 0 || pose[5] - pose[2] > 0.01 || pose[2] - pose[5] > 0.01 ? 1 : 0;
}

/** Advance rate with this turn's War Cry! (§7.2). */
export function advOf(w: T9aWorld, u: number): number {
  return w.plan.adv[u] + w.advBonus[w.plan.army[u]] + w.speedBanner[u] + (w.ordered[u] & O_MOVE ? 1 : 0);
}
