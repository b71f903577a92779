/**
 * An item that paralyses enemy characters (rules/wfb4.md §9; AM p.10-12: an enemy character
 * within 12" who fails an Ld test on 2D6 can do nothing, and blows at him
 * then hit with no roll; one who passes is immune; item effect `paralyses`;
 * kernel/paralysis.ts), played through whole turns on the fixture
 * test/fixtures/wfb4/paralysis.yaml: an Orc Big Boss with it 10" from a Hero (Ld 8) who fights
 * Orc boyz from the start.
 */
import { describe, expect, it } from 'vitest';
import { expectWithin } from '../../../helpers/binomial.ts';
import { compileFixture, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'paralysis.yaml';
const SEED = 9981;
const SIMS = 2000;
const TEST = /^Hero tests his Leadership against Big Boss's item: 2D6 (\d+) against 8(, passed: immune for the battle|: paralysed, he may do nothing this turn)\.$/;

describe('an item that paralyses enemy characters within 12" (AM p.10-12)', () => {
  it('each turn until he passes, the Hero tests on 2D6 against his Ld 8: paralysed on 9 or more (10 in 36), immune once passed', () => {
    const plan = compileFixture(FIXTURE);
    let first = 0;
    let failedFirst = 0;
    for (let sim = 0; sim < SIMS; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(plan, SEED, sim).lines;
      const tests = lines.filter((l) => TEST.test(l));
      if (tests.length === 0) continue;
      first++;
      const failed = TEST.exec(tests[0])![2].startsWith(':');
      if (failed) failedFirst++;
      expect(Number(TEST.exec(tests[0])![1]) > 8, hint).toBe(failed);
      // Passed, he never tests again.
      const pass = tests.findIndex((l) => l.includes('passed'));
      if (pass >= 0) expect(tests.length, hint).toBe(pass + 1);
    }
    expect(first).toBe(SIMS);
    expectWithin(failedFirst, SIMS, 10 / 36, 'paralysed at the first test');
  });

  it('paralysed, he strikes no blow that turn and the Orcs\' blows at him need no roll; passed, he fights as ever', () => {
    const plan = compileFixture(FIXTURE);
    let paralysedSims = 0;
    for (let sim = 0; sim < 300; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(plan, SEED, sim).lines;
      const end = lines.indexOf('-- Turn 1, empire --');
      const turn = lines.slice(0, end);
      const paralysed = turn.some((l) => l.endsWith('paralysed, he may do nothing this turn.'));
      if (paralysed) paralysedSims++;
      expect(turn.some((l) => l.startsWith('Hero: ')), hint).toBe(!paralysed);
      const orcs = turn.find((l) => l.startsWith('Orc boyz: ') && l.includes(' at Hero '));
      if (orcs !== undefined) expect(orcs.includes('need 1+'), hint).toBe(paralysed);
    }
    expect(paralysedSims).toBeGreaterThan(0);
  });

  it('beyond 12" of the bearer he takes no test', () => {
    const plan = compileFixture(FIXTURE, 'out of reach');
    for (let sim = 0; sim < 50; sim++) expect(trace(plan, SEED, sim).lines.some((l) => TEST.test(l)), replayHint(FIXTURE, SEED, sim)).toBe(false);
  });
});
