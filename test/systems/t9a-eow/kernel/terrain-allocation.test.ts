// Terrain pieces keep the kernel allocation-free (TECH-NOTES §2): the sight lines, cover,
// sweeps, Dangerous tests and ways round a piece of a table with every kind of piece
// allocate nothing per simulation after warm-up (test/helpers/allocation.ts).
import { describe, expect, it } from 'vitest';
import { leastBytesPerSimulation } from '../../../helpers/allocation.ts';
import { loadFile } from '../../../helpers/load.ts';

const SCENARIOS = [
  { file: 'scenarios/t9a-eow/empire-patrol-vs-orcs-patrol.yaml', warm: 40, window: 4_000 },
  // A longer warm-up: one full-suite run on a loaded machine measured 8.7 kB a simulation here
  // in every window after 40 batches, as code V8 has not optimised yet allocates; alone, 0.
  { file: 'scenarios/t9a-eow/wood-before-the-guns.yaml', warm: 100, window: 4_000 },
  // Units going round a rock (wayRound()), most turns of its variants. One unit a side plays
  // fast, so the few kB V8 allocates while it still optimises show in each window after 40
  // batches (7 B a simulation, the base run's open table alike); after 100, 0.3.
  { file: 'scenarios/t9a-eow/round-the-rock.yaml', warm: 100, window: 4_000 },
];

describe('terrain pieces: allocation-free kernel', () => {
  for (const { file, warm, window } of SCENARIOS) {
    it(`allocates nothing per simulation: ${file}`, () => {
      // Each simulation plays every run (base and variants, which carry the pieces).
      expect(leastBytesPerSimulation(loadFile(file), warm, window, 5)).toBeLessThan(1);
    });
  }
});
