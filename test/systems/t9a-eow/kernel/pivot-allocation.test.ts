// Combat Pivots and nudging keep the kernel allocation-free (TECH-NOTES §2): a flank charge
// whose defender turns to face, and a rear charge whose charger is nudged after the rear ranks
// it kills, allocate nothing per simulation after warm-up (test/helpers/allocation.ts).
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileRuns } from '../../../../src/runner/compile-runs.ts';
import { leastBytesPerSimulation } from '../../../helpers/allocation.ts';
import { loadFile, parseText } from '../../../helpers/load.ts';
import { t9aText } from './harness.ts';

const FLANK = loadFile('scenarios/t9a-eow/flank-charge-pivot.yaml');
// Imperial Guard 5x3 6.5" behind Veteran Orcs 5x5, taking the first turn: a rear charge.
const REAR = parseText(
  t9aText(
    ['{ id: guard, unit: imperial-guard, position: { x: 18, y: 10 } }'],
    ['{ id: orcs, unit: veteran-orcs, option: 5x5, position: { x: 18, y: 21.42 } }'],
    { armies: ['empire-of-sonnstahl', 'orcs-and-goblins'], table: [36, 48], extra: 'first: a\nend: { turns: 5 }\n' },
  ),
);

/** The trace lines of the first `sims` simulations of every run. */
function traces(loaded: typeof FLANK, sims: number): string[] {
  const compiled = compileRuns(loaded.runs);
  const lines: string[] = [];
  const rng = new Rng();
  const out = new Int32Array(64);
  for (const kernel of compiled.kernels as any[]) {
    kernel.tracer = { line: (t: string) => lines.push(t) };
    for (let sim = 0; sim < sims; sim++) {
      rng.seed(203, sim);
      kernel.run(rng, out);
    }
  }
  return lines;
}

describe('Combat Pivots and nudging: allocation-free kernel', () => {
  it('the measured battles pivot and nudge', () => {
    // The measurements below are only worth something if pivots and nudges happen in them.
    expect(traces(FLANK, 40).some((l) => /makes a Combat Pivot/.test(l))).toBe(true);
    const rear = traces(REAR, 40);
    expect(rear.some((l) => /charges .* into the rear/.test(l))).toBe(true);
    expect(rear.some((l) => /is nudged/.test(l))).toBe(true);
  });

  for (const [name, loaded] of [
    ['flank-charge-pivot.yaml', FLANK],
    ['a rear charge', REAR],
  ] as const) {
    it(`allocates nothing per simulation: ${name}`, () => {
      expect(leastBytesPerSimulation(loaded, 4, 1_000)).toBeLessThan(1);
    });
  }
});
