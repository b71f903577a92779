// DESIGN.md §Kernel: the hot path allocates nothing per simulation after warm-up.
// Measured as net heap growth plus everything the GCs reclaimed (TECH-NOTES §2).
import { describe, expect, it } from 'vitest';
import { allocatedBytesDuring } from '../../src/core/allocated-bytes.ts';
import { Rng } from '../../src/core/rng.ts';
import { createRunTally } from '../../src/core/tally.ts';
import { compileRuns } from '../../src/runner/compile-runs.ts';
import { playRange } from '../../src/runner/simulate-range.ts';
import { loadFile } from '../helpers/load.ts';

// Warm-up batches of 500 and measured windows, per scenario: a Warmaster battle costs several
// times a WFB4 one per simulation, so it gets fewer of both.
const SCENARIOS = [
  { file: 'scenarios/wfb4/knights-vs-halberdiers.yaml', warm: 100, window: 10_000 },
  { file: 'scenarios/wfb4/bench-battle.yaml', warm: 100, window: 10_000 },
  { file: 'scenarios/warmaster/bench-brigade-clash.yaml', warm: 30, window: 3_000 },
  { file: 'scenarios/warmaster/guns-of-the-empire.yaml', warm: 15, window: 1_500 },
  { file: 'scenarios/t9a-eow/empire-patrol-vs-orcs-patrol.yaml', warm: 40, window: 4_000 },
  { file: 'scenarios/t9a-eow/thane-in-the-greybeards.yaml', warm: 30, window: 3_000 },
];

describe('allocation-free kernel', () => {
  for (const { file, warm, window } of SCENARIOS) {
    it(`allocates nothing per simulation: ${file}`, () => {
      const compiled = compileRuns(loadFile(file).runs);
      const tally = createRunTally(compiled.specs);
      const rng = new Rng();
      // Warm up until the hot paths are optimised (code not optimised yet boxes doubles).
      for (let k = 0; k < warm; k++) playRange(compiled, tally, 1, k * 500, (k + 1) * 500, rng);
      // A branch first reached late (a rare charge zone, say) deoptimises a function once, and
      // it allocates until V8 optimises it again: a one-off, not a per-simulation cost. So
      // measure consecutive windows and take the least: real per-simulation allocation shows
      // in every window.
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
