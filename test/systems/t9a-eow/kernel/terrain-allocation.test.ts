// Terrain pieces keep the kernel allocation-free (TECH-NOTES §2): the sight lines, cover,
// sweeps and Dangerous tests of a table with every kind of piece allocate nothing per
// simulation after warm-up. Measured as in test/runner/allocation.test.ts.
import { describe, expect, it } from 'vitest';
import { allocatedBytesDuring } from '../../../../src/core/allocated-bytes.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { createRunTally } from '../../../../src/core/tally.ts';
import { compileRuns } from '../../../../src/runner/compile-runs.ts';
import { playRange } from '../../../../src/runner/simulate-range.ts';
import { loadFile } from '../../../helpers/load.ts';

const SCENARIOS = [
  { file: 'scenarios/t9a-eow/empire-patrol-vs-orcs-patrol.yaml', warm: 40, window: 4_000 },
  { file: 'scenarios/t9a-eow/wood-before-the-guns.yaml', warm: 40, window: 4_000 },
];

describe('terrain pieces: allocation-free kernel', () => {
  for (const { file, warm, window } of SCENARIOS) {
    it(`allocates nothing per simulation: ${file}`, () => {
      const compiled = compileRuns(loadFile(file).runs);
      const tally = createRunTally(compiled.specs);
      const rng = new Rng();
      // Each simulation plays every run (base and variants, which carry the pieces).
      for (let k = 0; k < warm; k++) playRange(compiled, tally, 1, k * 500, (k + 1) * 500, rng);
      // The least of several windows: a one-off deoptimisation shows in one, real allocation in all.
      let least = Infinity;
      for (let w = 0; w < 5; w++) {
        const from = 1_000_000 + w * window;
        const { bytes } = allocatedBytesDuring(() => playRange(compiled, tally, 1, from, from + window, rng));
        least = Math.min(least, bytes / window);
      }
      expect(least).toBeLessThan(1);
    });
  }
});
