// `warsim replay` plays the same battle as `warsim run` (runner/replay-simulation.ts): the trace
// only listens. A kernel with a tracer — whose sentences may measure what they say (an order's
// penalties, a gap) — records the same and leaves the generator in the same state as one
// without, for every example scenario of every system.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.ts';
import { requireSystem, systemIds } from '../../src/systems/registry.ts';
import type { TraceLink } from '../../src/systems/system.ts';
import { loadFile } from '../helpers/load.ts';

const SIMS = 3;

describe('a traced simulation plays as an untraced one', () => {
  for (const id of systemIds()) {
    it(`${id}: every example scenario, simulations 0–${SIMS - 1}: the same record and the same dice`, () => {
      const files = readdirSync(`scenarios/${id}`).filter((f) => /\.ya?ml$/.test(f));
      expect(files.length).toBeGreaterThan(0);
      let links = 0;
      for (const file of files) {
        const loaded = loadFile(`scenarios/${id}/${file}`);
        const run = loaded.runs[0];
        const system = requireSystem(id);
        const plan = system.compile(run);
        const n = system.metrics(plan).length;
        const plain = system.kernel(plan);
        const traced = system.kernel(plan);
        traced.tracer = {
          line: (_text: string, link?: TraceLink) => {
            if (link) links++;
          },
        };
        const [a, b] = [new Int32Array(n), new Int32Array(n)];
        const [ra, rb] = [new Rng(), new Rng()];
        for (let sim = 0; sim < SIMS; sim++) {
          ra.seed(loaded.scenario.seed, sim);
          rb.seed(loaded.scenario.seed, sim);
          plain.run(ra, a);
          traced.run(rb, b);
          expect(Array.from(b), `${file} sim ${sim}`).toEqual(Array.from(a));
          expect([rb.a, rb.b, rb.c, rb.d], `${file} sim ${sim}: the generator after it`).toEqual([ra.a, ra.b, ra.c, ra.d]);
        }
      }
      expect(links).toBeGreaterThan(0);
    });
  }
});
