/**
 * Panic at a fleeing friend within 4" as the turn starts, and at a flank or rear charge on a
 * unit already fighting (rules/wfb4.md §7; RB p.38), played through the kernel's turn sequence
 * on the fixtures test/fixtures/wfb4/panic-triggers.yaml and panic-flank.yaml, with the size
 * exemptions (a tester that outnumbers the fleeing friend; fewer than 5 chargers).
 */
import { describe, expect, it } from 'vitest';
import { p2d6AtMost } from '../../../../src/core/dice-odds.ts';
import { FLEEING, READY } from '../../../../src/systems/rank-and-file/unit-state.ts';
import { unitDistance } from '../../../../src/systems/wfb4/kernel/footprint.ts';
import { loadFile } from '../../../helpers/load.ts';
import {
  brokeSlot, compileFixture, compileRun, expectWithin as within, OUT_ROUNDS, replayHint, simulate, trace, unitIndex,
} from './kernel-harness.ts';

const FAIL = 1 - p2d6AtMost(7); // 15/36

describe('panic (§7)', () => {
  it('at the start of its turn, a unit with a fleeing friend within 4" it does not outnumber tests; failed, it flees', () => {
    const FIXTURE = 'panic-triggers.yaml';
    const plan = compileFixture(FIXTURE);
    const runners = unitIndex(plan, 'runners');
    const watchers = unitIndex(plan, 'watchers');
    let tested = 0;
    let panicked = 0;
    let near = 0;
    const bad: string[] = [];
    for (let sim = 0; sim < 4000; sim++) {
      let due = false;
      const { lines } = trace(plan, 7700, sim, (line, k) => {
        if (line !== '-- Turn 1, army --') return;
        due = k.status[runners] === FLEEING && k.status[watchers] === READY && unitDistance(k, watchers, runners) <= 4;
      });
      const test = lines.find((l) => l.startsWith('watchers sees runners fleeing within 4": panic test'));
      if (due !== (test !== undefined)) bad.push(replayHint(FIXTURE, 7700, sim));
      if (due) near++;
      if (test) tested++;
      if (test?.endsWith(', PANICS.')) panicked++;
    }
    expect(bad.slice(0, 3)).toEqual([]);
    expect(near).toBeGreaterThan(1000); // the flights of 2-9" end within 4"
    within(panicked, tested, FAIL, 'panicked');
    for (let sim = 0; sim < 200; sim++) {
      expect(trace(compileFixture(FIXTURE, 'watchers outnumber'), 7700, sim).lines.some((l) => /fleeing within 4"/.test(l))).toBe(false);
    }
  });

  it('already fighting, a unit charged in the flank by 5 or more tests as the charge is found in reach; failed, it flees as if broken', () => {
    const FIXTURE = 'panic-flank.yaml';
    const plan = compileFixture(FIXTURE);
    const victims = unitIndex(plan, 'victims');
    const sims = 40_000;
    let fled = 0;
    const odd: string[] = [];
    simulate(plan, sims, 7800, (out, sim) => {
      // Panicked, they flee before a round is fought; else the round is a draw.
      const panicked = out[OUT_ROUNDS] === 0;
      if (panicked) fled++;
      if (panicked !== (out[brokeSlot(victims)] === 1) && odd.length < 3) odd.push(replayHint(FIXTURE, 7800, sim));
    });
    expect(odd).toEqual([]);
    within(fled, sims, FAIL, 'panicked at the flank charge');
    expect(trace(plan, 7800, 1).lines[2]).toBe('victims is charged in the flank or rear by flankers: panic test 3 vs Ld 7.');
    for (let sim = 0; sim < 200; sim++) {
      expect(trace(compileFixture(FIXTURE, 'four flankers'), 7800, sim).lines.some((l) => /charged in the flank or rear/.test(l))).toBe(false);
    }
  });

  it('a unit that fled through panic causes no tests in that phase, but rallied and broken in a later one it does (§6.3)', () => {
    // scenarios/wfb4/flank-charge.yaml, simulation 133: the Swordsmen panic when the Halberdiers
    // break in turn 1, rally, and break in combat in turn 3 — the Halberdiers, within 12", test.
    const loaded = loadFile('scenarios/wfb4/flank-charge.yaml');
    const { lines } = trace(compileRun(loaded), loaded.scenario.seed, 133);
    const panicked = lines.findIndex((l) => /^Swordsmen sees Halberdiers break: panic test (\d+) vs Ld 7\.$/.test(l) && Number(/test (\d+)/.exec(l)![1]) > 7);
    const rallied = lines.indexOf('Swordsmen rally test: 6 vs Ld 7, rallies.');
    const broke = lines.findIndex((l, i) => i > rallied && /^Swordsmen break test: .*BROKEN\.$/.test(l));
    expect([panicked >= 0, rallied > panicked, broke > rallied]).toEqual([true, true, true]);
    expect(lines[broke + 1]).toMatch(/^Halberdiers sees Swordsmen break: panic test \d+ vs Ld 7\.$/);
  });
});
