/**
 * The WFB4 kernel's two fast paths — the contact duel (contact-duel.ts) and the kept opening
 * (opening.ts) — are a second implementation of the rules (STYLE.md): on every example scenario
 * and fixture, every run, a kernel with both paths on must give the same record and leave the
 * generator in the same state as one that plays everything through the general turn sequence.
 * And each path's guard refuses a unit with a special rule the path does not play.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { anyRuleOutside } from '../../../../src/systems/unit-rules.ts';
import { loadFile } from '../../../helpers/load.ts';
import { compileFile, compileRun, expectSameRuns } from './kernel-harness.ts';

const SIMS = 300;

const files = ['scenarios/wfb4', 'test/fixtures/wfb4'].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => join(dir, f)),
);

describe('fast paths play as the general turn sequence does, on every WFB4 scenario and fixture', () => {
  const taken = { duel: 0, opening: 0 };
  for (const file of files) {
    it(file, () => {
      const loaded = loadFile(file);
      for (const run of loaded.runs) {
        const plan = compileRun(loaded, run.name);
        const fast = new Wfb4Kernel(plan);
        const general = new Wfb4Kernel(plan);
        general.duelPath = false;
        general.openingPath = false;
        expectSameRuns(fast, general, SIMS, loaded.scenario.seed, `${file}, ${run.name}`);
        if (fast.duel === 1) taken.duel++;
        if (fast.openingKept[0] === 1 || fast.openingKept[1] === 1) taken.opening++;
      }
    });
  }

  it('takes each fast path somewhere (else the comparisons above prove nothing)', () => {
    expect(taken.duel).toBeGreaterThan(0);
    expect(taken.opening).toBeGreaterThan(0);
  });
});

describe('the fast paths refuse special rules they do not play', () => {
  it('anyRuleOutside names the first unknown rule a unit has', () => {
    const rule = { large: Uint8Array.of(0, 1), fear: Uint8Array.of(0, 1) };
    expect(anyRuleOutside(rule, ['large', 'fear'], [0, 1])).toBeUndefined();
    expect(anyRuleOutside(rule, ['large'], [0, 1])).toBe('fear');
    expect(anyRuleOutside(rule, ['large'], [0])).toBeUndefined();
  });

  /** The plan of `file` with a rule no fast path knows given to its first unit. */
  function withUnknownRule(file: string) {
    const plan = compileFile(file);
    (plan.rule as unknown as Record<string, Uint8Array>).notYetPlayed = Uint8Array.from({ length: plan.n }, (_, u) => (u === 0 ? 1 : 0));
    return plan;
  }

  it('a rule outside the duel\'s list sends benchmark (a) through the general sequence', () => {
    const plain = new Wfb4Kernel(compileFile('scenarios/wfb4/bench-duel.yaml'));
    plain.run(new Rng(1, 0), new Int32Array(32));
    expect(plain.duel).toBe(1);
    const unknown = new Wfb4Kernel(withUnknownRule('scenarios/wfb4/bench-duel.yaml'));
    unknown.run(new Rng(1, 0), new Int32Array(32));
    expect(unknown.duel).toBe(0);
  });

  it('a rule outside the opening\'s list has benchmark (b)\'s opening played every time', () => {
    const plain = new Wfb4Kernel(compileFile('scenarios/wfb4/bench-battle.yaml'));
    const unknown = new Wfb4Kernel(withUnknownRule('scenarios/wfb4/bench-battle.yaml'));
    for (let i = 0; i < 20; i++) {
      plain.run(new Rng(1, i), new Int32Array(64));
      unknown.run(new Rng(1, i), new Int32Array(64));
    }
    expect(Array.from(plain.openingKept)).toEqual([1, 1]);
    expect(Array.from(unknown.openingKept)).toEqual([-1, -1]);
  });
});
