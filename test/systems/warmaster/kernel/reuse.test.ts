// The kernel is reused for every simulation of a thread: nothing may carry over from one
// simulation to the next (attached stands, Heaven's Fire, Divine Guidance, wild Giants,
// stampedes, the Screaming Bell and terrain included). Each simulation played on a reused kernel must
// match the same simulation on a fresh one.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileWarmaster } from '../../../../src/systems/warmaster/compile.ts';
import { WarmasterKernel } from '../../../../src/systems/warmaster/kernel/kernel.ts';
import { loadFile } from '../../../helpers/load.ts';

const RUNS: [string, string][] = [
  ['scenarios/warmaster/salamanders-and-heavens-fire.yaml', 'base'],
  ['scenarios/warmaster/salamanders-and-heavens-fire.yaml', 'no salamanders'],
  ['scenarios/warmaster/empire-battle.yaml', 'skirmishers with the halberdiers'],
  ['scenarios/warmaster/lizardmen-battle.yaml', 'base'],
  ['scenarios/warmaster/giant-goes-wild.yaml', 'base'],
  ['scenarios/warmaster/elephant-stampede.yaml', 'base'],
  ['scenarios/warmaster/screaming-bell.yaml', 'base'],
  ['scenarios/warmaster/wood-against-knights.yaml', 'base'],
  ['scenarios/warmaster/wood-against-knights.yaml', 'behind a hedge'],
];

describe('a reused kernel plays like a fresh one', () => {
  for (const [file, name] of RUNS) {
    it(`${file} (${name})`, () => {
      const loaded = loadFile(file);
      const run = loaded.runs.find((r) => r.name === name);
      if (run === undefined) throw new Error(`no run "${name}" in ${file}`);
      const plan = compileWarmaster(run);
      const reused = new WarmasterKernel(plan);
      const a = new Int32Array(64 + 4 * plan.n);
      const b = new Int32Array(64 + 4 * plan.n);
      const rng = new Rng();
      let differing = 0;
      for (let i = 0; i < 200; i++) {
        rng.seed(loaded.scenario.seed, i);
        reused.run(rng, a);
        rng.seed(loaded.scenario.seed, i);
        new WarmasterKernel(plan).run(rng, b);
        if (a.join() !== b.join()) differing++;
      }
      expect(differing).toBe(0);
    });
  }
});
