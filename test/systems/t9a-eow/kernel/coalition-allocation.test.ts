// Coalitions (Multi-games, §8.5) and per-model cover (§5) keep the kernel allocation-free
// (DESIGN.md §Kernel): the dice split among a Coalition's armies, the Brethren and Ally checks,
// and each shooting model's cover allocate nothing per simulation after warm-up
// (test/helpers/allocation.ts).
import { describe, expect, it } from 'vitest';
import { leastBytesPerSimulation } from '../../../helpers/allocation.ts';
import { loadFile } from '../../../helpers/load.ts';

const SCENARIOS = [
  { file: 'scenarios/t9a-eow/multi-game-elves-vs-alliance.yaml', warm: 4, window: 1_000 },
  { file: 'scenarios/t9a-eow/cover-per-model.yaml', warm: 4, window: 1_000 },
];

describe('Coalitions and per-model cover: allocation-free kernel', () => {
  for (const { file, warm, window } of SCENARIOS) {
    it(`allocates nothing per simulation: ${file}`, () => {
      // Each simulation plays every run (base and variants).
      expect(leastBytesPerSimulation(loadFile(file), warm, window)).toBeLessThan(1);
    });
  }
});
