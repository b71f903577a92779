/**
 * Characters and fear when their unit differs (rules/wfb4.md §7, §12-12; RB p.40, p.48), played
 * through the kernel's turn sequence on test/fixtures/wfb4/fear-character.yaml.
 *
 * A character who causes fear or terror, in a unit that causes none: the enemy fears the unit
 * only where it would fight him — charged by it with him in the front rank, charging its front,
 * beaten by it while he fights — and not where it would not: a charge into its flank, or with
 * him held back. He counts as one of his unit when outnumbering, and, fearing nothing himself,
 * hits as usual when his unit fails a fear test.
 *
 * A character who fears what his fearsome unit does not: he tests on his own, and hits on 6s,
 * flees or breaks alone. Counts against their exact chances.
 */
import { describe, expect, it } from 'vitest';
import { p2d6AtMost } from '../../../../src/core/dice-odds.ts';
import { attackRounds, compileFile, expectWithin as within, fixtureTracer, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'fear-character.yaml';
const SEED = 7500;
const FAIL = 1 - p2d6AtMost(7); // 15/36
const traced = fixtureTracer(FIXTURE, SEED);

/** Over `sims` simulations of `run`: how many traces hold a line matching `pattern`. */
function count(run: string, sims: number, pattern: RegExp): number {
  let n = 0;
  for (let sim = 0; sim < sims; sim++) if (traced(run, sim).some((l) => pattern.test(l))) n++;
  return n;
}

describe('a fear-causing character leading a unit that causes none (§7, RB p.40, p.48)', () => {
  it('charged with him in the front rank, the victims test fear; failed, they flee: the six outnumber the five (§12-12)', () => {
    const sims = 3000;
    expect(count('base', 20, /^victims, charged by guards, tests fear: /)).toBe(20);
    within(count('base', sims, /^victims flees in fear from guards, who outnumber it\.$/), sims, FAIL, 'fled in fear');
  });

  it('with him held back in the rear rank, the victims would not fight him: no test', () => {
    expect(count('held back', 200, /tests fear/)).toBe(0);
  });

  it('not outnumbered, victims who fail hit only on 6s in the first round', () => {
    const sims = 3000;
    let sixes = 0;
    const bad: string[] = [];
    for (let sim = 0; sim < sims; sim++) {
      const [first] = attackRounds(traced('six victims', sim)).map((r) => r.find((a) => a.attacker === 'victims')?.toHit);
      if (first !== 4 && first !== 6) bad.push(replayHint(FIXTURE, SEED, sim, 'six victims'));
      if (first === 6) sixes++;
    }
    expect(bad.slice(0, 3)).toEqual([]);
    within(sixes, sims, FAIL, 'first rounds on 6s');
  });

  it('wanting to charge the front where he stands, the victims test; a charge into the flank avoids him and needs none', () => {
    const sims = 3000;
    within(sims - count('charge the front', sims, /^victims declares a charge/), sims, FAIL, 'charges not dared');
    expect(count('charge the flank', 200, /tests fear/)).toBe(0);
    expect(count('charge the flank', 200, /^victims charges home into the right flank of guards\.$/)).toBe(200);
  });

  it('a terror-causing character: the terror test instead; failed, the victims flee', () => {
    const sims = 3000;
    expect(count('terror', 20, /^victims, charged by guards, tests terror: /)).toBe(20);
    within(count('terror', sims, /^victims flees in terror from guards/), sims, FAIL, 'fled in terror');
  });

  it('his own fear makes his unit no braver: the guards test (Ld 8, his); failed, they hit on 6s, he as usual (3+)', () => {
    const sims = 3000;
    let sixes = 0;
    const bad: string[] = [];
    for (let sim = 0; sim < sims; sim++) {
      const [first] = attackRounds(traced('afraid guards', sim));
      const guards = first.find((a) => a.attacker === 'guards')?.toHit;
      const wight = first.find((a) => a.attacker === 'wight')?.toHit;
      if ((guards !== 4 && guards !== 6) || wight !== 3) bad.push(replayHint(FIXTURE, SEED, sim, 'afraid guards'));
      if (guards === 6) sixes++;
    }
    expect(bad.slice(0, 3)).toEqual([]);
    within(sixes, sims, 1 - p2d6AtMost(8), 'first rounds the guards hit on 6s');
  });

  it('beaten by the unit while he fights them, and outnumbered, the victims break without a test; with him held back they test', () => {
    for (let sim = 0; sim < 200; sim++) {
      const lines = traced('beaten', sim);
      if (!lines.includes('victims holds.')) continue; // fled from the charge (3/36)
      expect(lines, replayHint(FIXTURE, SEED, sim, 'beaten')).toContain('victims is beaten by feared enemies who outnumber it: broken without a test.');
    }
    for (let sim = 0; sim < 200; sim++) {
      const lines = traced('beaten, held back', sim);
      expect(lines.some((l) => l.startsWith('victims break test: ')), replayHint(FIXTURE, SEED, sim, 'beaten, held back')).toBe(true);
    }
  });
});

describe('a character who fears what his unit does not (§7, RB p.48)', () => {
  const FAIL8 = 1 - p2d6AtMost(8); // 10/36

  it('charged by fear-causers, the fearsome guards take no test; the Wight tests on his own Ld 8 and, failed, alone hits on 6s', () => {
    const sims = 3000;
    let failed = 0;
    const bad: string[] = [];
    for (let sim = 0; sim < sims; sim++) {
      const lines = traced('afraid wight', sim);
      const test = lines.find((l) => l.startsWith('wight, charged by victims, tests fear: '));
      const [first] = attackRounds(lines);
      const wight = first?.find((a) => a.attacker === 'wight')?.toHit;
      const guards = first?.find((a) => a.attacker === 'guards')?.toHit;
      if (test === undefined || lines.some((l) => l.startsWith('guards, charged'))) bad.push(replayHint(FIXTURE, SEED, sim, 'afraid wight'));
      else if (test.endsWith('failed.')) {
        failed++;
        if (wight !== 6 || guards !== 4) bad.push(replayHint(FIXTURE, SEED, sim, 'afraid wight'));
      } else if (wight !== 3 || guards !== 4) bad.push(replayHint(FIXTURE, SEED, sim, 'afraid wight'));
    }
    expect(bad.slice(0, 3)).toEqual([]);
    within(failed, sims, FAIL8, 'Wight failed his fear test');
  });

  it('charged by terror-causers, the guards who cause terror fear nothing; the Wight takes the terror test and, failed, flees alone', () => {
    const sims = 3000;
    let fled = 0;
    for (let sim = 0; sim < sims; sim++) {
      const lines = traced('terrified wight', sim);
      expect(lines.some((l) => l.startsWith('wight, charged by victims, tests terror: '))).toBe(true);
      const at = lines.indexOf('wight flees in terror from victims.');
      if (at < 0) continue;
      fled++;
      expect(lines[at + 1], replayHint(FIXTURE, SEED, sim, 'terrified wight')).toMatch(/^wight flees \d+" /);
    }
    within(fled, sims, FAIL8, 'Wight fled in terror');
  });

  it('a unit carries a character who shares its frenzy: the Jarl never tests fear on his own, frenzied with his Berserkers or not', () => {
    const plan = compileFile('scenarios/wfb4/bench-tier2.yaml');
    for (let sim = 0; sim < 20; sim++) {
      const lines = trace(plan, 1, sim).lines; // the scenario's seed
      expect(lines.some((l) => /^Jarl, charged by Wyvern, tests/.test(l)), `sim ${sim}`).toBe(false);
    }
  });

  it('beaten by feared enemies who outnumber his unit, he alone breaks without a test; the guards take theirs', () => {
    for (let sim = 0; sim < 100; sim++) {
      const lines = traced('wight beaten', sim);
      const at = lines.indexOf('wight is beaten by feared enemies who outnumber it: broken without a test.');
      const hint = replayHint(FIXTURE, SEED, sim, 'wight beaten');
      expect(at, hint).toBeGreaterThan(0);
      expect(lines[at - 1], hint).toBe('Combat result: victims 1 (0 wounds), guards 0 (0 wounds).');
      expect(lines[at + 1], hint).toMatch(/^guards break test: /);
      expect(lines.some((l) => /^wight flees \d+" /.test(l)), hint).toBe(true);
    }
  });
});
