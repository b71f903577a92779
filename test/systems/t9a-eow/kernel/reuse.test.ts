// The kernel is reused for every simulation of a thread: nothing may carry over from one
// simulation to the next. Each simulation played on a reused kernel must match the same
// simulation played on a fresh one.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileT9a } from '../../../../src/systems/t9a-eow/compile.ts';
import { T9aKernel } from '../../../../src/systems/t9a-eow/kernel/kernel.ts';
import { loadFile } from '../../../helpers/load.ts';

const SCENARIOS = [
  'scenarios/t9a-eow/thane-in-the-greybeards.yaml',
  'scenarios/t9a-eow/bench-patrol-clash.yaml',
  'scenarios/t9a-eow/beast-herds-patrol.yaml',
  'scenarios/t9a-eow/vermin-swarm-patrol.yaml',
  // Terrain pieces: a hill, a wood and a rock (flee extensions, Dangerous tests, cover).
  'scenarios/t9a-eow/empire-patrol-vs-orcs-patrol.yaml',
  // Coalitions (§8.5): per-army dice, War Cry! and Generals.
  'scenarios/t9a-eow/multi-game-elves-vs-alliance.yaml',
];

describe('a reused kernel plays like a fresh one', () => {
  for (const file of SCENARIOS) {
    it(file, () => {
      const loaded = loadFile(file);
      const plan = compileT9a(loaded.runs[0]);
      const reused = new T9aKernel(plan);
      const width = 64 + 8 * plan.n;
      const a = new Int32Array(width);
      const b = new Int32Array(width);
      const rng = new Rng();
      let differing = 0;
      for (let i = 0; i < 300; i++) {
        rng.seed(loaded.scenario.seed, i);
        reused.run(rng, a);
        rng.seed(loaded.scenario.seed, i);
        new T9aKernel(plan).run(rng, b);
        if (a.join() !== b.join()) differing++;
      }
      expect(differing).toBe(0);
    });
  }
});
