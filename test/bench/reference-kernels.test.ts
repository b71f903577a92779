// The reference kernels of `npm run bench` (issue 21 item 1) play exactly warsim's game:
// their outcome rates agree with warsim's kernel on benchmarks (a) and (e), each outcome within
// four standard errors of the difference (seeded: the same numbers every run).
import { describe, expect, it } from 'vitest';
import { BENCH_A, BENCH_E, naiveDuel, tightDuel, type Engagement } from '../../scripts/reference-kernels.ts';
import { Rng } from '../../src/core/rng.ts';
import { createRunTally } from '../../src/core/tally.ts';
import { compileRuns } from '../../src/runner/compile-runs.ts';
import { playRange } from '../../src/runner/simulate-range.ts';
import { loadFile } from '../helpers/load.ts';

const N = 200_000;

/** warsim's outcome counts (men, orcs, draws) on `file`, through the general path when `general`. */
function warsim(file: string, general: boolean): number[] {
  const compiled = compileRuns([loadFile(file).runs[0]]);
  if (general) (compiled.kernels[0] as unknown as { duelPath: boolean }).duelPath = false;
  const tally = createRunTally(compiled.specs);
  playRange(compiled, tally, 1, 0, N, new Rng());
  return [...tally.variants[0].histogram(0)];
}

/** A seeded uniform generator for the naive kernel (it takes Math.random in the benchmark). */
function seeded(seed: number): () => number {
  let z = seed;
  return () => {
    z = (z + 0x6d2b79f5) | 0;
    let t = Math.imul(z ^ (z >>> 15), 1 | z);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function agree(ours: number[], theirs: { men: number; orcs: number; draws: number }): void {
  const other = [theirs.men, theirs.orcs, theirs.draws];
  ours.forEach((count, k) => {
    const p = (count + other[k]) / (2 * N);
    const se = Math.sqrt((2 * p * (1 - p)) / N);
    expect(Math.abs(count - other[k]) / N, `outcome ${k}: warsim ${count}, reference ${other[k]}`).toBeLessThanOrEqual(4 * se + 1e-9);
  });
}

describe.each([
  ['(a) in contact', 'scenarios/wfb4/bench-duel.yaml', BENCH_A],
  ['(e) the charge from 7"', 'scenarios/wfb4/bench-charge.yaml', BENCH_E],
] as [string, string, Engagement][])('benchmark %s', (_, file, engagement) => {
  const ours = warsim(file, true);

  it('the tight kernel plays warsim’s game', () => agree(ours, tightDuel(engagement, N, 11)));
  it('the naive kernel plays warsim’s game', () => agree(ours, naiveDuel(engagement, N, seeded(5))));
  it('warsim is a real fight here: each side wins often', () => {
    expect(ours[0] / N).toBeGreaterThan(0.3);
    expect(ours[1] / N).toBeGreaterThan(0.3);
  });
});
