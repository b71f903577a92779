/**
 * Determinism at the kernel level (STYLE.md "reproducibility as a feature"; core/rng.ts): a
 * simulation depends only on (seed, index). Two kernels on the same plan give identical out
 * arrays, and a kernel that has already run other simulations gives the same result as a fresh
 * one (every run starts from a full reset of its state).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { compileFile, compileFixture, outLength } from './kernel-harness.ts';

const SCENARIO = 'scenarios/wfb4/knights-vs-halberdiers.yaml';
const SEED = 20261122;

const plans = [
  ['knights-vs-halberdiers (base)', compileFile(SCENARIO, 'base')],
  ['knights-vs-halberdiers (flee)', compileFile(SCENARIO, 'flee')],
  ['strike-order', compileFixture('strike-order.yaml')],
  ['panic', compileFixture('panic.yaml')],
] as const;

describe('kernel determinism', () => {
  for (const [name, plan] of plans) {
    it(`${name}: the same (seed, index) gives the same out array in two kernels, in any order`, () => {
      const a = new Wfb4Kernel(plan);
      const b = new Wfb4Kernel(plan);
      const outA = new Int32Array(outLength(plan));
      const outB = new Int32Array(outLength(plan));
      const rng = new Rng(0, 0);
      const n = 200;
      const forward: Int32Array[] = [];
      for (let i = 0; i < n; i++) {
        rng.seed(SEED, i);
        a.run(rng, outA);
        forward.push(outA.slice());
      }
      // Kernel b plays the same simulations backwards: its state from one must not leak into the next.
      for (let i = n - 1; i >= 0; i--) {
        b.run(new Rng(SEED, i), outB);
        expect(Array.from(outB), `sim ${i}`).toEqual(Array.from(forward[i]));
      }
      // And the simulations are not all alike (the dice matter).
      expect(new Set(forward.map((o) => o.join(','))).size).toBeGreaterThan(1);
    });
  }

  it('a different seed gives a different sequence of results', () => {
    const plan = plans[0][1];
    const k = new Wfb4Kernel(plan);
    const out = new Int32Array(outLength(plan));
    const seq = (seed: number) => {
      const rows: string[] = [];
      for (let i = 0; i < 50; i++) {
        k.run(new Rng(seed, i), out);
        rows.push(out.join(','));
      }
      return rows.join(';');
    };
    expect(seq(SEED)).toBe(seq(SEED));
    expect(seq(SEED + 1)).not.toBe(seq(SEED));
  });
});
