/**
 * The batch loop: play simulations [start, end) of every run (base, variants, sweep points)
 * with common random numbers — simulation i of every run draws from the same stream seeded
 * from (seed, i) — and tally them. Library code called by the worker and by tests directly.
 */
import { Rng } from '../core/rng.ts';
import { createRunTally, type RunTally } from '../core/tally.ts';
import type { Kernel } from '../systems/system.ts';

export interface CompiledRuns {
  kernels: Kernel[];
  /** One output buffer per run, sized to its metric count. */
  outputs: Int32Array[];
  specs: import('../core/metrics.ts').MetricSpec[][];
}

/** Hot code: no allocation per simulation (test/runner/allocation.test.ts). */
export function playRange(compiled: CompiledRuns, tally: RunTally, seed: number, start: number, end: number, rng: Rng): void {
  const kernels = compiled.kernels;
  const outputs = compiled.outputs;
  const variants = tally.variants;
  const pairs = tally.pairs;
  const runs = kernels.length;
  for (let i = start; i < end; i++) {
    for (let r = 0; r < runs; r++) {
      rng.seed(seed, i);
      kernels[r].run(rng, outputs[r]);
      variants[r].add(outputs[r]);
      if (r > 0) pairs[r - 1].add(outputs[0], outputs[r]);
    }
  }
}

export function simulateRange(compiled: CompiledRuns, seed: number, start: number, end: number): RunTally {
  const tally = createRunTally(compiled.specs);
  playRange(compiled, tally, seed, start, end, new Rng());
  return tally;
}
