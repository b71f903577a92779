/**
 * Integer tallies of simulation records (DESIGN.md §Tally).
 *
 * A Tally keeps one histogram per metric in a single Float64Array (exact integers up to
 * 2^53). Merging is element-wise addition: exact, associative and order-free, so one thread,
 * many threads or many shards give bit-identical results.
 *
 * A PairTally records, for one variant against the base run on the same simulation indices
 * (common random numbers), the joint outcome table and the sums of paired differences of
 * every metric both runs share — enough for paired intervals at report time.
 */
import type { MetricSpec } from './metrics.ts';
import { OUTCOME } from './metrics.ts';

export class Tally {
  readonly specs: MetricSpec[];
  readonly offsets: Int32Array;
  readonly maxima: Int32Array;
  readonly counts: Float64Array;

  constructor(specs: MetricSpec[]) {
    this.specs = specs;
    this.offsets = new Int32Array(specs.length);
    this.maxima = new Int32Array(specs.length);
    let size = 0;
    for (let m = 0; m < specs.length; m++) {
      this.offsets[m] = size;
      this.maxima[m] = specs[m].max;
      size += specs[m].max + 1;
    }
    this.counts = new Float64Array(size);
  }

  /** Simulations recorded (the sum of the outcome histogram). */
  get n(): number {
    let n = 0;
    const o = this.offsets[OUTCOME];
    for (let v = 0; v <= this.maxima[OUTCOME]; v++) n += this.counts[o + v];
    return n;
  }

  /** Record one simulation. Hot code: values are clamped into [0, max]. */
  add(values: Int32Array): void {
    const offsets = this.offsets;
    const maxima = this.maxima;
    const counts = this.counts;
    for (let m = 0; m < offsets.length; m++) {
      let v = values[m];
      if (v < 0) v = 0;
      else if (v > maxima[m]) v = maxima[m];
      counts[offsets[m] + v] += 1;
    }
  }

  /** Histogram of metric m as a copy: index = value. */
  histogram(m: number): number[] {
    const o = this.offsets[m];
    return Array.from(this.counts.subarray(o, o + this.maxima[m] + 1));
  }

}

export class PairTally {
  /** joint[b * k + v]: base outcome b, variant outcome v (k outcome categories). */
  readonly joint: Float64Array;
  readonly outcomes: number;
  /** Metric index in the variant and in the base, for every metric key both share. */
  readonly variantIndex: Int32Array;
  readonly baseIndex: Int32Array;
  readonly diffSum: Float64Array;
  readonly diffSqSum: Float64Array;
  /** Each side's metric maximum: values are clamped exactly as Tally.add clamps them. */
  readonly variantMax: Int32Array;
  readonly baseMax: Int32Array;

  constructor(base: MetricSpec[], variant: MetricSpec[]) {
    this.outcomes = base[OUTCOME].max + 1;
    this.joint = new Float64Array(this.outcomes * this.outcomes);
    const vi: number[] = [];
    const bi: number[] = [];
    const baseByKey = new Map(base.map((s, i) => [s.key, i]));
    variant.forEach((s, i) => {
      const j = baseByKey.get(s.key);
      if (j !== undefined && i !== OUTCOME && base[j].kind === 'count' && s.kind === 'count') {
        vi.push(i);
        bi.push(j);
      }
    });
    this.variantIndex = Int32Array.from(vi);
    this.baseIndex = Int32Array.from(bi);
    this.variantMax = Int32Array.from(vi.map((v) => variant[v].max));
    this.baseMax = Int32Array.from(bi.map((b) => base[b].max));
    this.diffSum = new Float64Array(vi.length);
    this.diffSqSum = new Float64Array(vi.length);
  }

  /** Record one simulation index run under both the base and the variant. Hot code. */
  add(base: Int32Array, variant: Int32Array): void {
    this.joint[base[OUTCOME] * this.outcomes + variant[OUTCOME]] += 1;
    for (let p = 0; p < this.variantIndex.length; p++) {
      const d = clamp(variant[this.variantIndex[p]], this.variantMax[p]) - clamp(base[this.baseIndex[p]], this.baseMax[p]);
      this.diffSum[p] += d;
      this.diffSqSum[p] += d * d;
    }
  }

}

function clamp(v: number, max: number): number {
  return v < 0 ? 0 : v > max ? max : v;
}

function addInto(a: Float64Array, b: Float64Array): void {
  if (a.length !== b.length) throw new Error('cannot merge tallies of different layouts');
  for (let i = 0; i < a.length; i++) a[i] += b[i];
}

/** Everything a batch of simulations produced: one tally per variant (0 = base) and the pairings. */
export interface RunTally {
  variants: Tally[];
  /** pairs[v − 1] pairs variant v with the base. */
  pairs: PairTally[];
}

export function createRunTally(specs: MetricSpec[][]): RunTally {
  return {
    variants: specs.map((s) => new Tally(s)),
    pairs: specs.slice(1).map((s) => new PairTally(specs[0], s)),
  };
}


/** Plain-number form for transfer between threads and for partial-result files. */
export interface PackedRunTally {
  variants: number[][];
  pairs: { joint: number[]; diffSum: number[]; diffSqSum: number[] }[];
}

export function packRunTally(t: RunTally): PackedRunTally {
  return {
    variants: t.variants.map((v) => Array.from(v.counts)),
    pairs: t.pairs.map((p) => ({
      joint: Array.from(p.joint),
      diffSum: Array.from(p.diffSum),
      diffSqSum: Array.from(p.diffSqSum),
    })),
  };
}

/** Add a packed tally into a live one of the same layout. */
export function addPacked(into: RunTally, packed: PackedRunTally): void {
  if (packed.variants.length !== into.variants.length || packed.pairs.length !== into.pairs.length) {
    throw new Error('cannot merge tallies of different layouts');
  }
  into.variants.forEach((t, i) => addInto(t.counts, Float64Array.from(packed.variants[i])));
  into.pairs.forEach((p, i) => {
    addInto(p.joint, Float64Array.from(packed.pairs[i].joint));
    addInto(p.diffSum, Float64Array.from(packed.pairs[i].diffSum));
    addInto(p.diffSqSum, Float64Array.from(packed.pairs[i].diffSqSum));
  });
}
