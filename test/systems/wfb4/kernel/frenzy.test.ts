/**
 * Frenzy and immunity to panic (rules/wfb4.md §7; RB p.41), played through the kernel's turn
 * sequence on the fixtures test/fixtures/wfb4/frenzy.yaml and immune-to-panic.yaml: the frenzy
 * taken at the start of the side's turn when an enemy is in charge reach (and kept through the
 * enemy's turn), the restraint test, double attacks, the compulsory charge and pursuit, the end
 * of the frenzy on a break, and no panic test for a frenzied or immune unit. Counts are
 * compared with their exact probabilities.
 */
import { describe, expect, it } from 'vitest';
import { p2d6AtMost, pFleeCaught } from '../../../../src/core/dice-odds.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { parseText } from '../../../helpers/load.ts';
import {
  attackRounds, brokeSlot, compileFixture, compileRun, DESTROYED, expectWithin as within, fateSlot, FIGHTING, FIXTURES, outLength, replayHint, simulate, trace, unitIndex,
} from './kernel-harness.ts';
import { readFileSync } from 'node:fs';

const FIXTURE = 'frenzy.yaml';
const SEED = 7200;

const plans = new Map<string, ReturnType<typeof compileFixture>>();

/** The berserkers' attacks in each round of simulation `sim` of `run`. */
function attacksByRound(run: string, sim: number): number[] {
  if (!plans.has(run)) plans.set(run, compileFixture(FIXTURE, run));
  const rounds = attackRounds(trace(plans.get(run)!, SEED, sim).lines);
  return rounds.map((r) => r.filter((a) => a.attacker === 'berserkers').reduce((n, a) => n + a.attacks, 0));
}

describe('frenzy (§7)', () => {
  it('locked in combat at the start of their turn, they are frenzied: double attacks in every round, both players\' turns', () => {
    for (let sim = 0; sim < 20; sim++) expect(attacksByRound('base', sim), replayHint(FIXTURE, SEED, sim)).toEqual([10, 10, 10, 10]);
  });

  it('the frenzy starts with their own turn: a round in the enemy\'s turn before it is fought with 5 attacks', () => {
    for (let sim = 0; sim < 20; sim++) expect(attacksByRound('targets first', sim), replayHint(FIXTURE, SEED, sim, 'targets first')).toEqual([5, 10, 10, 10]);
  });

  it('the restraint test (frenzy: restrain) holds them on 2D6 ≤ Ld 7, for their turn and the enemy\'s after it', () => {
    const sims = 4000;
    const pass = p2d6AtMost(7);
    let calmTurns = 0;
    const bad: string[] = [];
    for (let sim = 0; sim < sims; sim++) {
      const a = attacksByRound('restrained', sim);
      // Rounds 1-2 are game turn 1, rounds 3-4 game turn 2: one test for each pair.
      for (const [x, y] of [[a[0], a[1]], [a[2], a[3]]]) {
        if (x !== y || (x !== 5 && x !== 10)) bad.push(replayHint(FIXTURE, SEED, sim, 'restrained'));
        if (x === 5) calmTurns++;
      }
    }
    expect(bad.slice(0, 3)).toEqual([]);
    within(calmTurns, 2 * sims, pass, 'turns restrained');
  });

  it('must charge an enemy in reach whatever its tactic (charge: never); with none in reach it is not frenzied', () => {
    const near = trace(compileFixture(FIXTURE, 'in reach'), SEED, 0).lines;
    expect(near.slice(1, 3)).toEqual(['berserkers is frenzied.', 'berserkers declares a charge on the front of targets (6.0" of 8").']);
    const far = trace(compileFixture(FIXTURE, 'out of reach'), SEED, 0).lines;
    expect(far.some((l) => /frenzied|declares a charge/.test(l))).toBe(false);
  });

  it('must charge an enemy it can: the nearest in reach behind it, out of its front arc, does not stop it charging one in front (§7)', () => {
    const lurkers = '      - { id: lurkers, profile: { M: 4, WS: 3, BS: 3, S: 1, T: 8, W: 1, I: 3, A: 0, Ld: 7 }, basePoints: 5, models: 5, files: 5, position: { x: 36, y: 33, facing: 180 }, tactics: { charge: never, move: hold } }\n';
    const text = readFileSync(FIXTURES + FIXTURE, 'utf8').replace('        tactics: { charge: never, move: hold }\nvariants:', `        tactics: { charge: never, move: hold }\n${lurkers}variants:`);
    const plan = compileRun(parseText(text, FIXTURE), 'in reach');
    const lines = trace(plan, SEED, 0).lines;
    // The lurkers, 2.2" behind, are nearer than the targets 6" in front.
    expect(lines.slice(1, 3)).toEqual(['berserkers is frenzied.', 'berserkers declares a charge on the front of targets (6.0" of 8").']);
  });

  it('must pursue: no restraint test, caught as often as an unrestrained pursuit (§6.5, §12-3)', () => {
    const plan = compileFixture(FIXTURE, 'must pursue');
    const targets = unitIndex(plan, 'targets');
    const sims = 40_000;
    let caught = 0;
    simulate(plan, sims, SEED, (out) => {
      if (out[fateSlot(targets)] === DESTROYED) caught++;
    });
    within(caught, sims, pFleeCaught(2, 2, true), 'caught');
  });

  it('broken in combat, the frenzy ends for good', () => {
    const { lines, kernel } = trace(compileFixture(FIXTURE, 'broken'), SEED, 0);
    expect(lines).toContain('berserkers is broken: its frenzy ends for good.');
    const b = unitIndex(kernel.plan, 'berserkers');
    expect([kernel.frenzyLost[b], kernel.frenzied[b]]).toEqual([1, 0]);
  });

  it('the contact duel refuses frenzy; refuses the frenzy tactic without the rule', () => {
    const k = new Wfb4Kernel(compileFixture(FIXTURE, 'base'));
    k.run(new Rng(SEED, 0), new Int32Array(outLength(k.plan)));
    expect(k.duel).toBe(0);
    const text = readFileSync(FIXTURES + FIXTURE, 'utf8').replace('        special: [frenzy]\n', '');
    expect(() => compileRun(parseText(text, 'frenzy.yaml'), 'restrained')).toThrow(/special: \[frenzy\] beside the frenzy tactic/);
  });
});

describe('immune to panic (§7), and a frenzied unit (§7)', () => {
  const PANIC = 'immune-to-panic.yaml';
  const sims = 20_000;
  /** Sims in which the friends of the broken unit panicked (fled with a broken turn) or held. */
  const panics = (run: string) => {
    const plan = compileFixture(PANIC, run);
    const friends = unitIndex(plan, 'friends');
    const breakers = unitIndex(plan, 'breakers');
    const r = { panicked: 0, held: 0, odd: [] as string[] };
    simulate(plan, sims, 7300, (out, sim) => {
      if (out[brokeSlot(breakers)] !== 1) r.odd.push(replayHint(PANIC, 7300, sim, run));
      else if (out[brokeSlot(friends)] === 1) r.panicked++;
      else if (out[fateSlot(friends)] === FIGHTING) r.held++;
      else r.odd.push(replayHint(PANIC, 7300, sim, run));
    });
    return r;
  };

  it('friends of a broken unit: an immune unit takes no panic test; one that is not flees unless it rolls 2', () => {
    expect(panics('base')).toEqual({ panicked: 0, held: sims, odd: [] });
    const not = panics('not immune');
    expect(not.odd.slice(0, 3)).toEqual([]);
    within(not.held, sims, p2d6AtMost(2), 'not immune: held');
  });

  it('a frenzied unit takes no panic test either', () => {
    expect(panics('frenzied')).toEqual({ panicked: 0, held: sims, odd: [] });
    const not = panics('army first, not immune');
    within(not.held, sims, p2d6AtMost(2), 'army first, not immune: held');
  });
});
