// The Basic game's victory (rules/t9a_eow.md §8.4): no victory points; the side with more units
// within 6" of the centre wins. The record carries each side's count where an Advanced game
// carries its victory points, so the report shows what decided the game.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { requireSystem } from '../../../../src/systems/registry.ts';
import { loadFile } from '../../../helpers/load.ts';

describe('§8.4 Basic victory: units at the centre', () => {
  it("records each side's units at the centre, and the outcome follows them in every game", () => {
    const run = loadFile('scenarios/t9a-eow/empire-patrol-vs-orcs-patrol.yaml').runs[0];
    const system = requireSystem('t9a-eow');
    const plan = system.compile(run);
    const specs = system.metrics(plan);
    expect([specs[3].key, specs[4].key]).toEqual(['side.empire.centre', 'side.orcs.centre']);
    expect(specs.some((s) => s.key.endsWith('.vp'))).toBe(false);
    const kernel = system.kernel(plan);
    const out = new Int32Array(specs.length);
    const seen = new Set<number>();
    for (let sim = 0; sim < 300; sim++) {
      kernel.run(new Rng(1, sim), out);
      const [c0, c1] = [out[3], out[4]];
      expect(out[0], `simulation ${sim}: ${c0} against ${c1}`).toBe(c0 > c1 ? 0 : c1 > c0 ? 1 : 2);
      seen.add(c0).add(c1);
    }
    // The counts vary: the metric is not a constant.
    expect(seen.size).toBeGreaterThan(1);
  });

  it('an Advanced game keeps its victory points', () => {
    const run = loadFile('scenarios/t9a-eow/handgunners-flee-or-hold.yaml').runs[0];
    const system = requireSystem('t9a-eow');
    const specs = system.metrics(system.compile(run));
    expect([specs[3].key, specs[4].key]).toEqual(['side.empire.vp', 'side.equitaine.vp']);
  });
});
