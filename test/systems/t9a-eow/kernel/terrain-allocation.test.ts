// Terrain pieces keep the kernel allocation-free (TECH-NOTES §2): the sight lines, cover,
// sweeps, Dangerous tests and ways round a piece of a table with every kind of piece
// allocate nothing per simulation after warm-up (test/helpers/allocation.ts).
import { describe, expect, it } from 'vitest';
import { leastBytesPerSimulation } from '../../../helpers/allocation.ts';
import { loadFile } from '../../../helpers/load.ts';

const SCENARIOS = [
  { file: 'scenarios/t9a-eow/empire-patrol-vs-orcs-patrol.yaml', warm: 4, window: 1_000 },
  // V8 is slow to settle on these two (a loaded full-suite run measured 8.7 kB a simulation on
  // the wood after 20,000 simulations; the rock, one unit a side going round it, needs about
  // 45,000 before its last routine is optimised): the measure plays windows until one is clean.
  { file: 'scenarios/t9a-eow/wood-before-the-guns.yaml', warm: 4, window: 1_000 },
  // Units going round a rock (wayRound()), most turns of its variants.
  { file: 'scenarios/t9a-eow/round-the-rock.yaml', warm: 4, window: 1_000 },
];

describe('terrain pieces: allocation-free kernel', () => {
  for (const { file, warm, window } of SCENARIOS) {
    it(`allocates nothing per simulation: ${file}`, () => {
      // Each simulation plays every run (base and variants, which carry the pieces).
      expect(leastBytesPerSimulation(loadFile(file), warm, window)).toBeLessThan(1);
    });
  }
});
