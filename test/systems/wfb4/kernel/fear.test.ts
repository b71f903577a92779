/**
 * Fear (rules/wfb4.md §7; RB p.39-40), played through the kernel's turn sequence on the fixture
 * test/fixtures/wfb4/fear.yaml: the test when charged by a feared enemy (fleeing when
 * outnumbered, 6s to hit in the first round when not), the test when wanting to charge one
 * (staying put when failed), the break without a test when beaten by feared enemies that
 * outnumber the unit, and the units that fear nothing. Counts against their exact chances.
 * Outnumbering by models or with cavalry counting double (§12-12) on fixture outnumbering.yaml.
 */
import { describe, expect, it } from 'vitest';
import { p2d6AtMost } from '../../../../src/core/dice-odds.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import type { Wfb4Plan } from '../../../../src/systems/wfb4/plan.ts';
import {
  attackRounds, brokeSlot, compileFixture, expectWithin as within, fateSlot, FIGHTING, OUT_ROUNDS, outLength, replayHint, simulate, trace, unitIndex,
} from './kernel-harness.ts';

const FIXTURE = 'fear.yaml';
const SEED = 7400;
const FAIL = 1 - p2d6AtMost(7); // 15/36

const plans = new Map<string, Wfb4Plan>();
const planOf = (run: string): Wfb4Plan => {
  if (!plans.has(run)) plans.set(run, compileFixture(FIXTURE, run));
  return plans.get(run)!;
};

describe('fear (§7)', () => {
  it('charged by feared enemies that outnumber it, a unit that fails its test (15/36 on Ld 7) flees; passed, it fights', () => {
    const plan = planOf('base');
    const victims = unitIndex(plan, 'victims');
    const sims = 40_000;
    let held = 0;
    simulate(plan, sims, SEED, (out) => {
      if (out[fateSlot(victims)] === FIGHTING) held++;
    });
    within(held, sims, 1 - FAIL, 'held');
    const lines = trace(plan, SEED, 1).lines;
    expect(lines.slice(2, 4)).toEqual(['victims, charged by ghouls, tests fear: 11 vs Ld 7, failed.', 'victims flees in fear from ghouls, who outnumber it.']);
  });

  it('not outnumbered, a unit that fails hits the charger only on 6s, in the first round only', () => {
    const sims = 3000;
    let sixes = 0;
    const bad: string[] = [];
    for (let sim = 0; sim < sims; sim++) {
      const rounds = attackRounds(trace(planOf('not outnumbered'), SEED, sim).lines).map((r) => r.filter((a) => a.attacker === 'victims'));
      const [first, second] = rounds.map((r) => r[0]?.toHit);
      if (rounds.length !== 2 || (first !== 6 && first !== 4) || second !== 4) bad.push(replayHint(FIXTURE, SEED, sim, 'not outnumbered'));
      if (first === 6) sixes++;
    }
    expect(bad.slice(0, 3)).toEqual([]);
    within(sixes, sims, FAIL, 'first rounds on 6s');
  });

  it('wanting to charge a feared enemy, a unit that fails stays where it is for the turn', () => {
    const plan = planOf('wants to charge');
    const sims = 3000;
    let stayed = 0;
    const bad: string[] = [];
    for (let sim = 0; sim < sims; sim++) {
      const { lines, kernel } = trace(plan, SEED, sim);
      const failed = lines.includes('victims dares not charge, and stays where it is.');
      const charged = lines.some((l) => l.startsWith('victims declares a charge'));
      const v = unitIndex(plan, 'victims');
      if (failed === charged || (failed && Math.abs(kernel.fp.y[v] - 24) > 1e-9)) bad.push(replayHint(FIXTURE, SEED, sim, 'wants to charge'));
      if (failed) stayed++;
    }
    expect(bad.slice(0, 3)).toEqual([]);
    within(stayed, sims, FAIL, 'stayed');
  });

  it('a fear-causer fears no fear-causer, and a frenzied unit fears nothing', () => {
    for (const run of ['fearsome victims', 'frenzied victims']) {
      for (let sim = 0; sim < 50; sim++) {
        const lines = trace(planOf(run), SEED, sim).lines;
        expect(lines.some((l) => /tests fear/.test(l)), replayHint(FIXTURE, SEED, sim, run)).toBe(false);
        expect(lines.some((l) => /charges home/.test(l)), replayHint(FIXTURE, SEED, sim, run)).toBe(true);
      }
    }
  });

  it('beaten by feared enemies that outnumber it, a unit breaks without a test', () => {
    let beaten = 0;
    for (let sim = 0; sim < 300; sim++) {
      const lines = trace(planOf('beaten in fear'), SEED, sim).lines;
      if (!lines.some((l) => /^Combat result: victims 0 .*ghouls 1/.test(l))) continue;
      beaten++;
      expect(lines, replayHint(FIXTURE, SEED, sim, 'beaten in fear')).toContain('victims is beaten by feared enemies who outnumber it: broken without a test.');
      expect(lines.some((l) => l.startsWith('victims break test')), replayHint(FIXTURE, SEED, sim, 'beaten in fear')).toBe(false);
    }
    expect(beaten).toBeGreaterThan(200); // Ld 10: 33/36 pass the charge's fear test
  });

  it('not outnumbered, a beaten unit takes its break test as normal; under fearAutoBreak: always it breaks without one (§12-10)', () => {
    for (const [run, automatic] of [['beaten, not outnumbered', false], ['beaten, not outnumbered, always', true]] as const) {
      let beaten = 0;
      for (let sim = 0; sim < 200; sim++) {
        const lines = trace(planOf(run), SEED, sim).lines;
        if (!lines.some((l) => /^Combat result: victims 0 .*ghouls 1/.test(l))) continue;
        beaten++;
        const hint = replayHint(FIXTURE, SEED, sim, run);
        expect(lines.includes('victims is beaten by feared enemies who outnumber it: broken without a test.') || lines.includes('victims is beaten by feared enemies: broken without a test.'), hint).toBe(automatic);
        expect(lines.some((l) => l.startsWith('victims break test')), hint).toBe(!automatic);
      }
      expect(beaten).toBeGreaterThan(100);
    }
  });

  it('already fighting, a unit charged by feared enemies that outnumber it flees as if broken when it fails, and its foes pursue', () => {
    const plan = compileFixture('fear-engaged.yaml');
    const victims = unitIndex(plan, 'victims');
    const sims = 40_000;
    let fled = 0;
    const odd: string[] = [];
    simulate(plan, sims, 7500, (out, sim) => {
      // Failed, they flee before any round is fought; passed, they fight (and, beaten, break).
      if (out[OUT_ROUNDS] === 0) fled++;
      if (out[brokeSlot(victims)] !== 1 && odd.length < 3) odd.push(replayHint('fear-engaged.yaml', 7500, sim));
    });
    expect(odd).toEqual([]);
    // Failed fear, or passed and failed the panic test of a flank charge by 5 or more (§7).
    within(fled, sims, FAIL + (1 - FAIL) * FAIL, 'fled before a round');
    const lines = trace(plan, 7500, 3).lines;
    expect(lines.slice(2, 6)).toEqual([
      'victims, charged by ghouls, tests fear: 8 vs Ld 7, failed.',
      'victims flees in fear from ghouls, who outnumber it.',
      'victims flees 7" (7.0" after terrain).',
      'guards pursues 11" against 7": caught and destroyed.',
    ]);
  });

  it('the contact duel and the kept opening refuse fear', () => {
    const k = new Wfb4Kernel(planOf('base'));
    for (let i = 0; i < 20; i++) k.run(new Rng(SEED, i), new Int32Array(outLength(k.plan)));
    expect(k.duel).toBe(0);
    // The ghouls' side plays first in every game: its opening is never kept.
    expect(k.openingKept[k.plan.side[unitIndex(k.plan, 'ghouls')]]).toBe(-1);
  });
});

describe('terror (§7)', () => {
  const TERROR = 'terror.yaml';
  const seed = 7600;
  const sims = 3000;
  const terrorPlans = new Map<string, Wfb4Plan>();
  const linesOf = (run: string, sim: number) => {
    if (!terrorPlans.has(run)) terrorPlans.set(run, compileFixture(TERROR, run));
    return trace(terrorPlans.get(run)!, seed, sim).lines;
  };
  /** Sims of `run` in which the victims fled in terror, checking each sim with `check`. */
  const fledInTerror = (run: string, check: (lines: string[], sim: number) => void) => {
    let fled = 0;
    for (let sim = 0; sim < sims; sim++) {
      const lines = linesOf(run, sim);
      check(lines, sim);
      if (lines.some((l) => l.startsWith('victims flees in terror from monsters.'))) fled++;
    }
    return fled;
  };

  it('charged by a terror-causer, a unit takes the terror test instead of fear: failed, it flees, outnumbered or not', () => {
    const fled = fledInTerror('base', (lines, sim) => {
      const tests = lines.filter((l) => /^victims, charged by monsters, tests (terror|fear)/.test(l));
      expect(tests.length, replayHint(TERROR, seed, sim)).toBe(1);
      expect(tests[0], replayHint(TERROR, seed, sim)).toMatch(/tests terror/);
    });
    within(fled, sims, FAIL, 'fled in terror');
  });

  it('a terror-causer within 8" as its turn starts: one test in the game, however many turns it stays there', () => {
    const fled = fledInTerror('within 8', (lines, sim) => {
      expect(lines.filter((l) => /tests terror/.test(l)), replayHint(TERROR, seed, sim, 'within 8')).toEqual([
        expect.stringMatching(/^victims, with monsters within 8", tests terror: \d+ vs Ld 7, (passed|failed)\.$/),
      ]);
    });
    within(fled, sims, FAIL, 'fled in terror');
    for (let sim = 0; sim < 20; sim++) expect(linesOf('beyond 8', sim).some((l) => /tests terror/.test(l))).toBe(false);
  });

  it('wanting to charge a terror-causer, a unit takes the terror test: failed, it flees instead', () => {
    const fled = fledInTerror('wants to charge', (lines, sim) => {
      const charged = lines.some((l) => l.startsWith('victims declares a charge'));
      const failed = lines.some((l) => /wanting to charge monsters, tests terror: \d+ vs Ld 7, failed/.test(l));
      expect(charged !== failed, replayHint(TERROR, seed, sim, 'wants to charge')).toBe(true);
    });
    within(fled, sims, FAIL, 'fled in terror');
  });

  it('a fear-causer only fears a terror-causer; a terror-causer fears nothing', () => {
    for (let sim = 0; sim < 50; sim++) {
      expect(linesOf('fearsome victims', sim).some((l) => /^victims, charged by monsters, tests fear/.test(l))).toBe(true);
      expect(linesOf('terrifying victims', sim).some((l) => /tests (fear|terror)/.test(l))).toBe(false);
    }
  });
});

describe('outnumbering (§7, §12-12)', () => {
  const fled = (run: string) => {
    let n = 0;
    let failed = 0;
    const plan = compileFixture('outnumbering.yaml', run);
    for (let sim = 0; sim < 200; sim++) {
      const lines = trace(plan, 8500, sim).lines;
      if (lines.some((l) => /tests fear: \d+ vs Ld 2, failed\./.test(l))) failed++;
      if (lines.includes('spearmen flees in fear from knights, who outnumber it.')) n++;
    }
    return { n, failed };
  };

  it('by models (the default) six knights do not outnumber ten spearmen; counting cavalry double (outnumbering: mounted-double), they do', () => {
    const models = fled('base');
    expect(models.failed).toBeGreaterThan(180);
    expect(models.n).toBe(0);
    const double = fled('mounted double');
    expect(double.n).toBe(double.failed);
    expect(double.n).toBeGreaterThan(180);
  });
});
