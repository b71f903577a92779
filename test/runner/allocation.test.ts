// DESIGN.md §Kernel: the hot path allocates nothing per simulation after warm-up.
// Measured as net heap growth plus everything the GCs reclaimed (TECH-NOTES §2).
import { describe, expect, it } from 'vitest';
import { allocatedBytesDuring } from '../../src/core/allocated-bytes.ts';
import { Rng } from '../../src/core/rng.ts';
import { createRunTally } from '../../src/core/tally.ts';
import { compileRuns } from '../../src/runner/compile-runs.ts';
import { playRange } from '../../src/runner/simulate-range.ts';
import { loadFile } from '../helpers/load.ts';

const SCENARIOS = [
  'scenarios/wfb4/knights-vs-halberdiers.yaml',
  'scenarios/wfb4/bench-battle.yaml',
];

describe('allocation-free kernel', () => {
  for (const file of SCENARIOS) {
    it(`allocates nothing per simulation: ${file}`, () => {
      const compiled = compileRuns(loadFile(file).runs);
      const tally = createRunTally(compiled.specs);
      const rng = new Rng();
      // Warm up until the hot paths are optimised (code not optimised yet boxes doubles).
      for (let k = 0; k < 100; k++) playRange(compiled, tally, 1, k * 500, (k + 1) * 500, rng);
      // A branch first reached late (a rare charge zone, say) deoptimises a function once, and
      // it allocates until V8 optimises it again: a one-off, not a per-simulation cost. So
      // measure consecutive windows and take the least: real per-simulation allocation shows
      // in every window.
      const window = 10_000;
      let least = Infinity;
      for (let w = 0; w < 6; w++) {
        const from = 1_000_000 + w * window;
        const { bytes } = allocatedBytesDuring(() => playRange(compiled, tally, 1, from, from + window, rng));
        least = Math.min(least, bytes / window);
      }
      // Any real per-simulation allocation is at least 16 bytes.
      expect(least).toBeLessThan(1);
    });
  }

  it('detects a kernel that allocates (the measure can fail)', () => {
    const keep: number[][] = [];
    const { bytes } = allocatedBytesDuring(() => {
      for (let i = 0; i < 10_000; i++) {
        keep.push([i, i + 1]);
        if (keep.length > 100) keep.length = 0;
      }
    });
    expect(bytes / 10_000).toBeGreaterThan(16);
  });
});
