/**
 * A scripted stand-in for Rng: replays chosen dice faces so a test can play a worked example
 * through a kernel's own routines.
 *
 * src/core/dice.ts reduces each next() to h = next() >>> 1 (rejecting h ≥ 6·Q) and then
 *  - rollD6 / roll2D6 / rollND6: face = ⌊h / Q⌋ + 1, one next() per die;
 *  - countAtLeast(n, target): one next() per die, a success when h < (7 − target)·Q — i.e.
 *    the die it "sees" is 6 − ⌊h / Q⌋ (the bucket order is reversed with respect to rollD6).
 * So a scripted face needs to know which routine draws it: `roll` for rollD6-style dice,
 * `count` for countAtLeast dice.
 */
import type { Rng } from '../../src/core/rng.ts';

const Q = 357913941;

/** A raw next() value whose 31-bit draw lies in the middle of bucket b (0..5). */
export function rawBucket(b: number): number {
  return ((b * Q + (Q >> 1)) * 2) | 0;
}

/** Same interface as Rng; replays a script and throws when it runs out (unless `fill`). */
export class ScriptedRng {
  a = 0;
  b = 0;
  c = 0;
  d = 0;
  readonly queue: number[] = [];
  pos = 0;
  fill: number | undefined = undefined;

  seed(_seed?: number, _index?: number): void {}

  next(): number {
    this.d = (this.d + 1) | 0; // counts the draws, as Rng's d does (the WFB4 kernel's kept opening reads it)
    if (this.pos < this.queue.length) return this.queue[this.pos++];
    if (this.fill !== undefined) return this.fill;
    throw new Error(`scripted dice exhausted after ${this.queue.length} draws`);
  }

  /** Faces for rollD6-style dice. */
  roll(...faces: number[]): this {
    for (const f of faces) this.queue.push(rawBucket(f - 1));
    return this;
  }

  /** Faces for countAtLeast dice (to-hit rolls, armour saves). */
  count(...faces: number[]): this {
    for (const f of faces) this.queue.push(rawBucket(6 - f));
    return this;
  }

  /** n countAtLeast dice showing `face`. */
  countN(n: number, face: number): this {
    return this.count(...new Array<number>(n).fill(face));
  }

  /** After the script, every die shows `face` (rollD6-style). */
  thenAll(face: number): this {
    this.fill = rawBucket(face - 1);
    return this;
  }

  get rng(): Rng {
    return this as unknown as Rng;
  }

  get unused(): number {
    return this.queue.length - this.pos;
  }
}
