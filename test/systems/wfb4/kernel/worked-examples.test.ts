/**
 * Worked examples of rules/wfb4.md §11 played by the kernel: #12 pooled wounds (RB p.29) and
 * #14 attack dice (RB p.31), with the book's numbers. (#24, hand guns every other turn, is
 * hand-guns.test.ts; the table examples are test/systems/wfb/tables.test.ts and
 * test/systems/wfb4/data/worked-examples.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { applyWounds } from '../../../../src/systems/wfb4/kernel/casualties.ts';
import { reset } from '../../../../src/systems/wfb4/kernel/deployment.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { attackRounds, compileFixture, compileText, trace, unitIndex } from './kernel-harness.ts';

describe('§11 #12: pooled wounds (RB p.29)', () => {
  const plan = compileText(`format: warsim/1
system: wfb4
title: Minotaurs
seed: 1
sides:
  - id: a
    units:
      - { id: minotaurs, profile: { M: 6, WS: 4, BS: 3, S: 4, T: 4, W: 3, I: 3, A: 2, Ld: 9 }, basePoints: 35, models: 4, files: 2, position: { x: 36, y: 10 } }
  - id: b
    units:
      - { id: men, profile: man, models: 10, files: 5, position: { x: 36, y: 40, facing: 180 } }
`);

  it('Minotaurs (W3) taking 5 wounds lose 1 model and keep 2 wounds recorded; one more wound slays a second', () => {
    const kernel = new Wfb4Kernel(plan);
    kernel.run(new Rng(1, 0), new Int32Array(64)); // warm state, then back to the deployment
    reset(kernel);
    const m = unitIndex(plan, 'minotaurs');
    expect(applyWounds(kernel, m, 5)).toBe(1);
    expect(kernel.models[m]).toBe(3);
    expect(kernel.pool[m]).toBe(2);
    expect(applyWounds(kernel, m, 1)).toBe(1);
    expect(kernel.models[m]).toBe(2);
    expect(kernel.pool[m]).toBe(0);
  });
});

describe('§11 #14: attack dice (RB p.31), in the first round of a combat', () => {
  it('10 Elves at A1 roll 10 dice; 10 Minotaurs at A2 roll 20', () => {
    const plan = compileFixture('attack-dice.yaml');
    let untouched = 0;
    for (let sim = 0; sim < 20; sim++) {
      const [round] = attackRounds(trace(plan, 1400, sim).lines);
      expect(round[0], `sim ${sim}`).toMatchObject({ attacker: 'elves', attacks: 10 });
      // The Minotaurs strike second: two dice for each of them the Elves did not slay.
      const slain = round[0].slain;
      if (slain === 0) untouched++;
      expect(round.find((a) => a.attacker === 'minotaurs'), `sim ${sim}`).toMatchObject({ attacks: 2 * (10 - slain) });
    }
    expect(untouched).toBeGreaterThan(10); // the book's case, all 10 Minotaurs striking: 20 dice
  });

  it('casualties before striking: k Elves of a single rank slain leave 10 − k to strike, each with one die (§5.2, §12-16)', () => {
    const plan = compileFixture('attack-dice.yaml', 'minotaurs first');
    const seen = new Set<number>();
    for (let sim = 0; sim < 60; sim++) {
      const [round] = attackRounds(trace(plan, 1400, sim).lines);
      expect(round[0], `sim ${sim}`).toMatchObject({ attacker: 'minotaurs', attacks: 20 });
      const k = round[0].slain;
      seen.add(k);
      const elves = round.find((a) => a.attacker === 'elves');
      if (k >= 10) expect(elves, `sim ${sim}`).toBeUndefined();
      else expect(elves, `sim ${sim}: ${k} slain`).toMatchObject({ attacks: 10 - k });
    }
    // Some Elves slain, and some left to strike.
    expect([...seen].some((k) => k > 0 && k < 10)).toBe(true);
  });
});
