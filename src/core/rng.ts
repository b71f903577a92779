/**
 * Seeded pseudo-random generator: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator).
 *
 * Every simulation gets its own stream, seeded from (master seed, simulation index) through
 * a mixing hash, so a result depends only on the seed and the simulation indices — never on
 * thread count, batch size or shard layout (DESIGN.md §Randomness).
 *
 * Hot code: fields are int32, `next()` returns an int32 so it never boxes.
 */
export const GENERATOR_ID = 'sfc32/mix32-v1';

/** murmur3 fmix32 finaliser: a bijective 32-bit mixer. */
export function mix32(x: number): number {
  x = x | 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x | 0;
}

export class Rng {
  a = 0;
  b = 0;
  c = 0;
  /** sfc32's counter: one more for every draw (the WFB4 kernel reads it to tell whether a phase rolled dice). */
  d = 0;

  constructor(seed = 0, index = 0) {
    this.seed(seed, index);
  }

  /**
   * Re-seed in place for simulation `index` of a run with master `seed`.
   * Seeds are reduced to 32 bits; the index may be any non-negative integer below 2^53.
   */
  seed(seed: number, index: number): void {
    const lo = index % 4294967296 | 0;
    const hi = Math.floor(index / 4294967296) | 0;
    const s = mix32(seed | 0);
    this.a = mix32(s ^ 0x9e3779b9);
    this.b = mix32(lo + mix32(s + 0x7f4a7c15));
    this.c = mix32(hi ^ mix32(lo ^ 0x632be59b));
    this.d = 1;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Next 32 random bits as an int32. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t;
  }
}
