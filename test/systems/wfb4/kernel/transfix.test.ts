/**
 * An item that transfixes (rules/wfb4.md §9; AM p.10-12: an enemy model touching the
 * Sorcerer that fails an Ld test (2D6) is transfixed and cannot fight, and attacks
 * on it hit with no roll; item effect `transfixes`; kernel/transfix.ts), played through whole
 * turns on the fixture test/fixtures/wfb4/transfix.yaml: a Hero on his own with it, fighting Orc
 * boyz (Ld 7, I2) from the start, the three touching him testing each round.
 */
import { describe, expect, it } from 'vitest';
import { binMisses, binomial } from '../../../helpers/binomial.ts';
import { compileFixture, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'transfix.yaml';
const SEED = 9996;
const SIMS = 3000;
const TEST = /^Orc boyz: 3 models touching Hero test Leadership against his item: (none|\d) transfixed/;
const HERO = /^Hero: 3 attacks at Orc boyz need (\d)\+: \d hits?, \d wounds? \(S4\), \d unsaved, (\d) slain\.$/;
const ORCS = /^Orc boyz: (\d) attacks? at Hero need/;

describe('an item that transfixes the foes touching its bearer (AM p.10-12)', () => {
  it('each round the three Orcs touching him test on 2D6 against Ld 7: Binomial(3, 15/36) transfixed', () => {
    const plan = compileFixture(FIXTURE);
    const counts = [0, 0, 0, 0];
    for (let sim = 0; sim < SIMS; sim++) {
      const lines = trace(plan, SEED, sim).lines;
      const m = TEST.exec(lines.find((l) => TEST.test(l)) ?? '');
      expect(m, replayHint(FIXTURE, SEED, sim)).not.toBeNull();
      counts[m![1] === 'none' ? 0 : Number(m![1])]++;
    }
    expect(binMisses(counts, binomial(3, 15 / 36), SIMS)).toEqual([]);
  });

  it('the transfixed strike no blow, his blows at them hit with no roll, and those he slays are the transfixed first', () => {
    const plan = compileFixture(FIXTURE);
    for (let sim = 0; sim < 500; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(plan, SEED, sim).lines;
      const at = lines.findIndex((l) => TEST.test(l));
      const m = TEST.exec(lines[at])!;
      const held = m[1] === 'none' ? 0 : Number(m[1]);
      // The Hero (I5) strikes first: 1+ to hit while any is transfixed, else 3+ (WS5 against WS3).
      const hero = HERO.exec(lines[at + 1]);
      expect(hero, hint).not.toBeNull();
      expect(hero![1], hint).toBe(held > 0 ? '1' : '3');
      const slain = Number(hero![2]);
      // Then the Orcs touching him: three, less those slain, less those still transfixed.
      const left = 3 - Math.max(slain, held);
      const orcs = ORCS.exec(lines[at + 2] ?? '');
      if (left === 0) expect(orcs, hint).toBeNull();
      else expect(Number(orcs![1]), hint).toBe(left);
    }
  });
});
