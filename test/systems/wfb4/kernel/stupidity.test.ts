/**
 * Stupidity (rules/wfb4.md §7, §12-9; RB p.40), played through the kernel's turn sequence on
 * the fixture test/fixtures/wfb4/stupidity.yaml: the test as the side's turn starts, half the
 * stupid models fighting (the odd one on 4+) in both players' turns until the next test, the
 * lurch forward or the standing about out of combat, the charge and the blunder of the lurch,
 * no other psychology while stupid, and stupid steeds under riders who fight on. Counts are
 * compared with their exact probabilities.
 */
import { describe, expect, it } from 'vitest';
import { p2d6AtMost } from '../../../../src/core/dice-odds.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { attackRounds, compileFixture, expectWithin as within, fixtureTracer, outLength, replayHint } from './kernel-harness.ts';

const FIXTURE = 'stupidity.yaml';
const SEED = 7700;

const traced = fixtureTracer(FIXTURE, SEED);

/** Attacks of the trolls' own models (kind '') and of their steeds, round by round. */
function attacks(run: string, sim: number, kind: '' | 'mounts' = ''): number[] {
  return attackRounds(traced(run, sim)).map((r) => r.filter((a) => a.attacker === 'trolls' && a.kind === kind).reduce((n, a) => n + a.attacks, 0));
}

/**
 * Over `sims` simulations of a locked fight (two game turns, four rounds): the game turns the
 * trolls passed their test (5 attacks in both rounds), and the stupid rounds in which the odd
 * troll fought (3 attacks rather than 2). Any other count is listed in `bad`.
 */
function lockedFight(run: string, sims: number, kind: '' | 'mounts' = '') {
  const r = { calm: 0, stupidRounds: 0, oddFought: 0, bad: [] as string[] };
  for (let sim = 0; sim < sims; sim++) {
    const a = attacks(run, sim, kind);
    if (a.length !== 4) r.bad.push(replayHint(FIXTURE, SEED, sim, run));
    for (const [x, y] of [[a[0], a[1]], [a[2], a[3]]]) {
      if (x === 5 && y === 5) r.calm++;
      else if ((x === 2 || x === 3) && (y === 2 || y === 3)) {
        r.stupidRounds += 2;
        r.oddFought += (x === 3 ? 1 : 0) + (y === 3 ? 1 : 0);
      } else r.bad.push(replayHint(FIXTURE, SEED, sim, run));
    }
  }
  return r;
}

describe('stupidity (§7)', () => {
  it('tested as their turn starts (2D6 ≤ Ld 7); failed, half the trolls fight in both rounds until the next test, the odd one on 4+', () => {
    const sims = 3000;
    const r = lockedFight('base', sims);
    expect(r.bad.slice(0, 3)).toEqual([]);
    within(r.calm, 2 * sims, p2d6AtMost(7), 'turns the test was passed');
    within(r.oddFought, r.stupidRounds, 1 / 2, 'stupid rounds the odd troll fought');
  });

  it('under stupidityTest: below the test is passed only below Ld 7 (§12-9)', () => {
    const sims = 3000;
    const r = lockedFight('below', sims);
    expect(r.bad.slice(0, 3)).toEqual([]);
    within(r.calm, 2 * sims, p2d6AtMost(6), 'turns the test was passed');
  });

  it('out of combat, stupid: a D6 of 1-3 lurches them forward half their move, 4-6 leaves them standing about; they do nothing else', () => {
    const sims = 3000;
    let lurched = 0;
    let stood = 0;
    let passed = 0;
    const bad: string[] = [];
    for (let sim = 0; sim < sims; sim++) {
      const lines = traced('lurch', sim);
      const test = lines.find((l) => l.startsWith('trolls tests stupidity'))!;
      if (/passed/.test(test)) passed++;
      else if (/lurches forward \(D6 [123]\)/.test(test)) {
        if (lines.includes('trolls lurches 3.0" forward.')) lurched++;
        else bad.push(replayHint(FIXTURE, SEED, sim, 'lurch'));
      } else if (/stands about doing nothing \(D6 [456]\)/.test(test)) {
        if (lines.some((l) => /^trolls (lurches|advances|marches|declares)/.test(l))) bad.push(replayHint(FIXTURE, SEED, sim, 'lurch'));
        else stood++;
      } else bad.push(replayHint(FIXTURE, SEED, sim, 'lurch'));
    }
    expect(bad.slice(0, 3)).toEqual([]);
    within(passed, sims, p2d6AtMost(2), 'passed on Ld 2');
    within(lurched, sims, (1 - p2d6AtMost(2)) / 2, 'lurched');
    within(stood, sims, (1 - p2d6AtMost(2)) / 2, 'stood about');
  });

  it('a lurch that meets an enemy charges it: the enemy responds, and the trolls charge home (§7, §3)', () => {
    const sim = [...Array(40).keys()].find((s) => traced('lurch into', s).some((l) => /lurches forward/.test(l)))!;
    const lines = traced('lurch into', sim);
    const at = lines.indexOf('trolls lurches into targets: a charge.');
    expect(at, replayHint(FIXTURE, SEED, sim, 'lurch into')).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 3)).toEqual(['targets holds.', 'trolls charges home into the front of targets.']);
  });

  it('a lurch into a friend pins both for the turn: the goblins do not advance', () => {
    let seen = 0;
    for (let sim = 0; sim < 40; sim++) {
      const lines = traced('blunder', sim);
      const lurch = lines.some((l) => /lurches forward/.test(l));
      const pinned = lines.includes('trolls blunders into goblins: both are pinned for the turn.');
      expect(pinned, replayHint(FIXTURE, SEED, sim, 'blunder')).toBe(lurch);
      expect(lines.some((l) => /^goblins (advances|marches)/.test(l)), replayHint(FIXTURE, SEED, sim, 'blunder')).toBe(!lurch);
      if (lurch) seen++;
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('while stupid they take no other psychology test: charged by a terror-causer and told to flee, they hold', () => {
    let stupid = 0;
    for (let sim = 0; sim < 60; sim++) {
      const lines = traced('charged', sim);
      const hint = replayHint(FIXTURE, SEED, sim, 'charged');
      if (lines.some((l) => /tests stupidity.*passed/.test(l))) {
        expect(lines.some((l) => /tests terror/.test(l)), hint).toBe(true);
        continue;
      }
      stupid++;
      expect(lines.some((l) => /tests terror|flees/.test(l)), hint).toBe(false);
      expect(lines, hint).toContain('trolls, overcome by stupidity, holds.');
    }
    expect(stupid).toBeGreaterThan(50);
  });

  it('while stupid they take no fear test when charged by a fear-causer', () => {
    let stupid = 0;
    for (let sim = 0; sim < 60; sim++) {
      const lines = traced('feared', sim);
      const hint = replayHint(FIXTURE, SEED, sim, 'feared');
      const passed = lines.some((l) => /tests stupidity.*passed/.test(l));
      expect(lines.some((l) => /tests fear/.test(l)), hint).toBe(passed);
      if (!passed) stupid++;
    }
    expect(stupid).toBeGreaterThan(50);
  });

  it('riders on stupid steeds fight on; the steeds are halved', () => {
    const sims = 1500;
    const steeds = lockedFight('mounted', sims, 'mounts');
    expect(steeds.bad.slice(0, 3)).toEqual([]);
    within(steeds.calm, 2 * sims, p2d6AtMost(7), 'turns the test was passed');
    for (let sim = 0; sim < 50; sim++) expect(attacks('mounted', sim), replayHint(FIXTURE, SEED, sim, 'mounted')).toEqual([5, 5, 5, 5]);
  });

  it('the contact duel refuses stupidity', () => {
    const k = new Wfb4Kernel(compileFixture(FIXTURE, 'base'));
    k.run(new Rng(SEED, 0), new Int32Array(outLength(k.plan)));
    expect(k.duel).toBe(0);
  });
});
