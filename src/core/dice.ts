/**
 * Exact dice from the seeded generator (no modulo bias).
 *
 * A draw is reduced to 31 uniform bits h ∈ [0, 2^31). Values h ≥ 6·Q (Q = ⌊2^31/6⌋) are
 * rejected — probability 2/2^31 — so every face has probability exactly 1/6.
 * Hot code: int32 only, no allocation.
 */
import type { Rng } from './rng.ts';

const Q = 357913941; // ⌊2^31 / 6⌋
const LIMIT = 6 * Q; // 2147483646

/** 31 unbiased bits below 6·Q. */
function draw(rng: Rng): number {
  let h = rng.next() >>> 1;
  while (h >= LIMIT) h = rng.next() >>> 1;
  return h;
}

/** One D6, 1..6. */
export function rollD6(rng: Rng): number {
  return ((draw(rng) / Q) | 0) + 1;
}

/** 2D6 total, 2..12. */
export function roll2D6(rng: Rng): number {
  return rollD6(rng) + rollD6(rng);
}

/** 3D6, the highest dropped: a "minimised" 2D6, 2..12, low totals likelier (three dice drawn in order). */
export function roll3D6DropHighest(rng: Rng): number {
  const a = rollD6(rng);
  const b = rollD6(rng);
  const c = rollD6(rng);
  const hi = a > b ? (a > c ? a : c) : b > c ? b : c;
  return a + b + c - hi;
}

/** 3D6, the lowest dropped: a "maximised" 2D6, 2..12, high totals likelier (three dice drawn in order). */
export function roll3D6DropLowest(rng: Rng): number {
  const a = rollD6(rng);
  const b = rollD6(rng);
  const c = rollD6(rng);
  const lo = a < b ? (a < c ? a : c) : b < c ? b : c;
  return a + b + c - lo;
}

/** nD6 total. */
export function rollND6(rng: Rng, n: number): number {
  let t = 0;
  for (let i = 0; i < n; i++) t += rollD6(rng);
  return t;
}

/** D3: a D6 halved rounding up (1-2 → 1, 3-4 → 2, 5-6 → 3). */
export function rollD3(rng: Rng): number {
  return (rollD6(rng) + 1) >> 1;
}

/** nD`faces` total, of D6 or D3 (a card's or an item's dice: D6, 2D6, D3). */
export function rollNDice(rng: Rng, n: number, faces: number): number {
  if (faces === 6) return rollND6(rng, n);
  let t = 0;
  for (let i = 0; i < n; i++) t += rollD3(rng);
  return t;
}

/**
 * Number of successes among `dice` D6 where a success is a score of at least `target`.
 * A target of 1 or less always succeeds; 7 or more never does (callers decide whether a
 * game allows that). Branchless threshold test: a success is h < (7 − target)·Q.
 */
export function countAtLeast(rng: Rng, dice: number, target: number): number {
  if (target <= 1) return dice;
  if (target >= 7) return 0;
  const t = (7 - target) * Q;
  let n = 0;
  for (let i = 0; i < dice; i++) n += (draw(rng) - t) >>> 31;
  return n;
}

/**
 * One of k equally likely outcomes, 0..k−1, rolled as dice the way a player randomises among
 * models: one D6 for k ≤ 6, two (36 outcomes) up to 36, re-rolling the faces beyond the largest
 * multiple of k — so each outcome has probability exactly 1/k, and with k = 3 a D6 of 5-6 is
 * outcome 2, as the book's example reads it (rules/wfb4.md §11 #25). Beyond 36 (no dice a
 * player would throw), 16 of the generator's bits, re-drawn above the largest multiple of k.
 */
export function rollOneOf(rng: Rng, k: number): number {
  if (k <= 1) return 0;
  if (k <= 6) {
    const top = 6 - (6 % k);
    let d = rollD6(rng);
    while (d > top) d = rollD6(rng);
    return ((d - 1) / (top / k)) | 0;
  }
  if (k > 36) {
    const top = 65536 - (65536 % k);
    let d = rng.next() & 0xffff;
    while (d >= top) d = rng.next() & 0xffff;
    return d % k;
  }
  const top = 36 - (36 % k);
  let d = (rollD6(rng) - 1) * 6 + rollD6(rng);
  while (d > top) d = (rollD6(rng) - 1) * 6 + rollD6(rng);
  return ((d - 1) / (top / k)) | 0;
}

export function rollD4(rng: Rng): number {
  return rollOneOf(rng, 4) + 1;
}

/** A misfire on the artillery dice (artilleryDice()). */
export const MISFIRE = 0;

/**
 * The artillery dice (rules/wfb4.md §0): faces 2, 4, 6, 8, 10 and MISFIRE, each 1/6 — rolled
 * as a D6, 1..5 the numbers and 6 the misfire. Returns the number, or MISFIRE (0).
 */
export function artilleryDice(rng: Rng): number {
  const d = rollD6(rng);
  return d === 6 ? MISFIRE : 2 * d;
}

/** The scatter dice shows HIT on two faces of six (rules/wfb4.md §0): true for a HIT. */
export function scatterHit(rng: Rng): boolean {
  return rollD6(rng) <= 2;
}

/** Directions a random bearing is rolled among: one of 36, 10° apart (rollBearing()). */
export const BEARINGS = 36;

/**
 * A random direction — the scatter dice's arrow, a random move — as one of BEARINGS equally
 * likely bearings; the angle is bearing × 2π / BEARINGS radians (an integer is returned, since a
 * double returned from a call V8 does not inline is boxed).
 */
export function rollBearing(rng: Rng): number {
  return rollOneOf(rng, BEARINGS);
}

/**
 * A roll-off: a D6 each, re-rolled while tied. The two scores go in rolls[0] and rolls[1];
 * returns the winner, 0 or 1.
 */
export function rollOff(rng: Rng, rolls: Int32Array): number {
  let a = 0;
  let b = 0;
  while (a === b) {
    a = rollD6(rng);
    b = rollD6(rng);
  }
  rolls[0] = a;
  rolls[1] = b;
  return a > b ? 0 : 1;
}
