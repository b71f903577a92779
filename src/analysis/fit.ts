/**
 * What a number is worth (`warsim fit`): the value of one numeric field — models in a unit, a
 * characteristic, a handicap — at which a side's win rate crosses a target. A grid over the
 * range is played on the same dice, the bracket where the rate crosses is narrowed stage by
 * stage with more simulations, and a logistic curve fitted to the last stage gives the crossing
 * with a 95% interval: where the curve's pointwise 95% band meets the target.
 */
import { wilsonInterval } from '../core/stats/wilson-interval.ts';
import { Z95 } from '../core/stats/z.ts';

/** A value played and the side's wins there. */
export interface FitPoint {
  x: number;
  n: number;
  wins: number;
  /** The stage it was played in (0 the first grid). */
  stage: number;
}

/**
 * Up to `count` values spread evenly over [lo, hi], both ends included; whole numbers, without
 * repeats, for a whole-number field.
 */
export function gridOver(lo: number, hi: number, count: number, whole: boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const v = count === 1 ? lo : lo + ((hi - lo) * i) / (count - 1);
    const x = whole ? Math.round(v) : v;
    if (!out.includes(x)) out.push(x);
  }
  return out;
}

/**
 * The first pair of neighbouring values (in x order) whose rates lie on either side of the
 * target, or touch it; null when every rate is on one side.
 */
export function bracketOf(points: readonly FitPoint[], target: number): [FitPoint, FitPoint] | null {
  const sorted = [...points].sort((a, b) => a.x - b.x);
  for (let i = 0; i + 1 < sorted.length; i++) {
    const a = sorted[i].wins / sorted[i].n - target;
    const b = sorted[i + 1].wins / sorted[i + 1].n - target;
    if (a * b <= 0) return [sorted[i], sorted[i + 1]];
  }
  return null;
}

/** The logistic curve logit(rate) = a + b·x with the covariance of (a, b). */
export interface Logistic {
  a: number;
  b: number;
  /** Var a, Cov ab, Var b. */
  vaa: number;
  vab: number;
  vbb: number;
}

/**
 * Fit logit(rate) = a + b·x by weighted least squares on the empirical logits, each weighted
 * by n·p·(1 − p) (its inverse variance); a rate of 0 or 1 is moved half a win inward.
 *
 * @returns the fit, or null with fewer than two distinct values
 */
export function fitLogistic(points: readonly FitPoint[]): Logistic | null {
  let sw = 0;
  let swx = 0;
  let swxx = 0;
  let swy = 0;
  let swxy = 0;
  const xs = new Set<number>();
  for (const p of points) {
    const wins = Math.min(p.n - 0.5, Math.max(0.5, p.wins));
    const rate = wins / p.n;
    const y = Math.log(rate / (1 - rate));
    const w = p.n * rate * (1 - rate);
    sw += w;
    swx += w * p.x;
    swxx += w * p.x * p.x;
    swy += w * y;
    swxy += w * p.x * y;
    xs.add(p.x);
  }
  const det = sw * swxx - swx * swx;
  if (xs.size < 2 || !(det > 0)) return null;
  const b = (sw * swxy - swx * swy) / det;
  const a = (swy - b * swx) / sw;
  return { a, b, vaa: swxx / det, vab: -swx / det, vbb: sw / det };
}

/** The curve's rate at x, with its pointwise 95% band. */
export function curveAt(f: Logistic, x: number): { rate: number; lo: number; hi: number } {
  const eta = f.a + f.b * x;
  const se = Math.sqrt(Math.max(0, f.vaa + 2 * x * f.vab + x * x * f.vbb));
  const inv = (t: number) => 1 / (1 + Math.exp(-t));
  return { rate: inv(eta), lo: inv(eta - Z95 * se), hi: inv(eta + Z95 * se) };
}

/** The crossing of the target and its interval, searched over [from, to]. */
export interface Crossing {
  x: number;
  lo: number;
  hi: number;
  /** True when an end of the interval is where the search stopped, not where the band meets the target. */
  open: boolean;
}

/**
 * Where the fitted curve crosses `target`, and the 95% interval of that crossing: the values
 * between which the target lies inside the curve's pointwise band (scanned in 400 steps over
 * [from, to]).
 *
 * @returns null for a flat curve (b = 0), which crosses nowhere
 */
export function crossingOf(f: Logistic, target: number, from: number, to: number): Crossing | null {
  if (f.b === 0) return null;
  const x = (Math.log(target / (1 - target)) - f.a) / f.b;
  let lo = Infinity;
  let hi = -Infinity;
  const steps = 400;
  for (let i = 0; i <= steps; i++) {
    const v = from + ((to - from) * i) / steps;
    const c = curveAt(f, v);
    if (c.lo <= target && target <= c.hi) {
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
  }
  const open = !(lo > from) || !(hi < to);
  if (lo > hi) return { x, lo: x, hi: x, open: true };
  return { x, lo, hi, open };
}

/**
 * A whole-number field's crossing: the fitted curve's value for the estimate; for the interval,
 * the whole values whose measured rate (at its largest sample) is within its 95% interval of the
 * target, together with the bracket — every value not clearly on one side. A rate that jumps
 * across the target between two neighbours gives just those two.
 */
export function wholeCrossing(fit: Logistic, target: number, points: readonly FitPoint[], bracket: [FitPoint, FitPoint]): Crossing {
  const estimate = crossingOf(fit, target, bracket[0].x, bracket[1].x);
  const latest = new Map<number, FitPoint>();
  for (const p of points) if ((latest.get(p.x)?.n ?? 0) < p.n) latest.set(p.x, p);
  let lo = bracket[0].x;
  let hi = bracket[1].x;
  for (const p of latest.values()) {
    const [a, b] = wilsonInterval(p.wins, p.n);
    if (a <= target && target <= b) {
      lo = Math.min(lo, p.x);
      hi = Math.max(hi, p.x);
    }
  }
  const x = estimate === null ? (bracket[0].x + bracket[1].x) / 2 : Math.min(bracket[1].x, Math.max(bracket[0].x, estimate.x));
  return { x, lo, hi, open: false };
}
