/**
 * A rider, or a chariot's crewman, whose psychology is not his mount's (rules/wfb4.md §7, §8.2,
 * §8.4; RB p.48, p.66), played through the kernel's turn sequence on
 * test/fixtures/wfb4/rider-psychology.yaml and chariot-character.yaml. He never parts from his
 * mount: its psychology carries him and it tests on his Ld; what a rule of his own makes him
 * do, it does with him — he drives it to charge and to pursue, it lurches or stands about when
 * he is stupid, it rolls his animosity. Counts are compared with their exact probabilities.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { p2d6AtMost } from '../../../../src/core/dice-odds.ts';
import { parseText } from '../../../helpers/load.ts';
import { attackRounds, compileRun, expectWithin as within, FIXTURES, fixtureTracer, replayHint, stupidCharacterTally } from './kernel-harness.ts';

const FIXTURE = 'rider-psychology.yaml';
const SEED = 6600;
const traced = fixtureTracer(FIXTURE, SEED);

/** Each round's attacks by the Wyvern and by the boss (0 when he did not strike). */
function rounds(run: string, sim: number): { wyvern: number; boss: number }[] {
  return attackRounds(traced(run, sim)).map((r) => ({
    wyvern: r.filter((a) => a.attacker === 'wyvern').reduce((n, a) => n + a.attacks, 0),
    boss: r.filter((a) => a.attacker === 'boss').reduce((n, a) => n + a.attacks, 0),
  }));
}

/** No line of the trace has the boss part from his Wyvern. */
const parts = (lines: string[]): boolean => lines.some((l) => /boss.*(leaves|left behind|alone|steps)/.test(l));

describe('a frenzied rider on a monster that is not (§7, RB p.48, p.66)', () => {
  it('he doubles his attacks; the Wyvern does not', () => {
    for (let sim = 0; sim < 40; sim++) {
      expect(rounds('frenzied rider', sim), replayHint(FIXTURE, SEED, sim, 'frenzied rider')).toEqual(Array(4).fill({ wyvern: 2, boss: 6 }));
    }
  });

  it('with an enemy in its reach, he drives the Wyvern to charge though it is told never to, and never leaves it', () => {
    for (let sim = 0; sim < 40; sim++) {
      const lines = traced('frenzied rider apart', sim);
      const hint = replayHint(FIXTURE, SEED, sim, 'frenzied rider apart');
      const at = lines.indexOf('boss is frenzied.');
      expect(lines.slice(at, at + 3), hint).toEqual(['boss is frenzied.', 'boss, frenzied, drives wyvern to charge.', 'wyvern declares a charge on the front of targets (6.0" of 12").']);
      expect(parts(lines), hint).toBe(false);
    }
  });

  it('his restraint test is his own, on his Ld 8: passed, the Wyvern stays', () => {
    const sims = 3000;
    let driven = 0;
    const bad: string[] = [];
    for (let sim = 0; sim < sims; sim++) {
      const lines = traced('frenzied rider restrained', sim);
      const test = lines.find((l) => /^boss (restrains|fails to restrain) its frenzy \(\d+ vs Ld 8\)\.$/.test(l));
      const charged = lines.includes('boss, frenzied, drives wyvern to charge.');
      if (test === undefined || test.startsWith('boss restrains') === charged || parts(lines)) bad.push(replayHint(FIXTURE, SEED, sim, 'frenzied rider restrained'));
      if (charged) driven++;
    }
    expect(bad.slice(0, 3)).toEqual([]);
    within(driven, sims, 1 - p2d6AtMost(8), 'charges driven by a failed restraint test on Ld 8');
  });
});

describe('a stupid rider on a monster that is not (§7, RB p.48, p.66)', () => {
  it('he tests on his own Ld 8; stupid, he strikes on a D6 of 4+, and the Wyvern in full', () => {
    const sims = 3000;
    const run = 'stupid rider';
    const r = stupidCharacterTally(FIXTURE, SEED, run, sims, (sim) => traced(run, sim), (sim) => rounds(run, sim).map((x) => ({ boss: x.boss, others: x.wyvern })), 3, 2);
    expect(r.bad.slice(0, 3)).toEqual([]);
    within(r.calm, 2 * sims, p2d6AtMost(8), 'turns the test was passed on Ld 8');
    within(r.struck, r.stupidRounds, 1 / 2, 'stupid rounds the boss struck');
  });

  it('out of combat, stupid, he has the Wyvern lurch forward 3" on 1-3 or stand about on 4-6; calm, it advances; he never leaves it', () => {
    const sims = 3000;
    const r = { calm: 0, lurched: 0, stood: 0, bad: [] as string[] };
    for (let sim = 0; sim < sims; sim++) {
      const lines = traced('stupid rider apart', sim);
      const hint = replayHint(FIXTURE, SEED, sim, 'stupid rider apart');
      const test = lines.find((l) => l.startsWith('boss tests stupidity: '));
      const lurch = lines.includes('wyvern lurches 3.0" forward.');
      const advance = lines.some((l) => l.startsWith('wyvern advances '));
      if (test === undefined || parts(lines)) r.bad.push(hint);
      else if (test.endsWith('passed.')) {
        r.calm++;
        if (lurch || !advance) r.bad.push(hint);
      } else if (/lurches forward/.test(test)) {
        r.lurched++;
        if (!lurch || advance) r.bad.push(hint);
      } else {
        r.stood++;
        if (lurch || advance || !/stands about/.test(test)) r.bad.push(hint);
      }
    }
    expect(r.bad.slice(0, 3)).toEqual([]);
    within(r.calm, sims, p2d6AtMost(8), 'tests passed on Ld 8');
    within(r.lurched, sims, (1 - p2d6AtMost(8)) / 2, 'lurches forward (failed, D6 1-3)');
  });
});

describe('a hating rider on a monster that holds back from pursuits (§7, RB p.48, p.66)', () => {
  /** Over `sims` simulations: the breaks of the targets, and after each, whether the Wyvern held back or pursued. */
  function pursuits(run: string, sims: number) {
    const r = { broke: 0, heldBack: 0, bad: [] as string[] };
    for (let sim = 0; sim < sims; sim++) {
      const lines = traced(run, sim);
      const at = lines.findIndex((l) => /^targets break test: .*BROKEN\.$/.test(l));
      if (at < 0) continue;
      r.broke++;
      if (lines[at + 2].startsWith('wyvern holds back from pursuit (') && lines[at + 2].endsWith(' vs Ld 8).')) r.heldBack++;
      else if (!lines[at + 2].startsWith('wyvern pursues ') || parts(lines)) r.bad.push(replayHint(FIXTURE, SEED, sim, run));
    }
    return r;
  }

  it('without hatred the Wyvern takes its restraint test on the boss\'s Ld 8', () => {
    const r = pursuits('breakable targets', 3000);
    expect(r.bad.slice(0, 3)).toEqual([]);
    expect(r.broke).toBeGreaterThan(1000);
    within(r.heldBack, r.broke, p2d6AtMost(8), 'pursuits restrained on Ld 8');
  });

  it('hating every foe, he drives it after them: no restraint test', () => {
    const r = pursuits('hating rider', 3000);
    expect(r.bad.slice(0, 3)).toEqual([]);
    expect(r.broke).toBeGreaterThan(1000);
    expect(r.heldBack).toBe(0);
  });
});

describe('an Orc rider on a monster (§7 animosity, RB p.48, p.66)', () => {
  it('the Wyvern rolls his animosity, a D6 each of its turns; he rolls none of his own', () => {
    const sims = 6000;
    let ones = 0;
    const bad: string[] = [];
    for (let sim = 0; sim < sims; sim++) {
      const lines = traced('orc rider', sim);
      ones += lines.filter((l) => l.startsWith('wyvern rolls a 1 for animosity: ')).length;
      if (lines.some((l) => l.startsWith('boss rolls')) || parts(lines)) bad.push(replayHint(FIXTURE, SEED, sim, 'orc rider'));
    }
    expect(bad.slice(0, 3)).toEqual([]);
    within(ones, 2 * sims, 1 / 6, 'turns the Wyvern rolled a 1');
  });
});

describe('a Daemon rider on a monster (§7 Daemon animosity, RB p.48, p.66)', () => {
  it('the Wyvern rolls his D6 at a Daemon of a rival god within 12" — a feud on 1-2 — as of his god: none at a Daemon of his own', () => {
    const sims = 3000;
    let feuds = 0;
    const bad: string[] = [];
    for (let sim = 0; sim < sims; sim++) {
      const lines = traced('daemon rider', sim);
      const roll = lines.find((l) => l.startsWith('wyvern rolls '));
      if (roll === undefined || !/^wyvern rolls [1-6] for Daemon animosity: .*lich/.test(roll) || lines.some((l) => l.startsWith('boss rolls'))) bad.push(replayHint(FIXTURE, SEED, sim, 'daemon rider'));
      else if (roll.endsWith('they feud.')) feuds++;
      if (sim < 40 && traced('daemon rider, one god', sim).some((l) => /Daemon animosity/.test(l))) bad.push(replayHint(FIXTURE, SEED, sim, 'daemon rider, one god'));
    }
    expect(bad.slice(0, 3)).toEqual([]);
    within(feuds, sims, 1 / 3, 'feuds started (D6 1-2)');
  });
});

describe('fear and terror with a rider (§7, RB p.66)', () => {
  it('a Wyvern that causes fear fears no fear-causer, and its rider shares its immunity: neither tests', () => {
    for (let sim = 0; sim < 40; sim++) {
      const lines = traced('fearsome Wyvern, fearsome foe', sim);
      const hint = replayHint(FIXTURE, SEED, sim, 'fearsome Wyvern, fearsome foe');
      expect(lines.some((l) => /tests (fear|terror)/.test(l)), hint).toBe(false);
      expect(lines, hint).toContain('wyvern declares a charge on the front of targets (6.0" of 12").');
    }
  });

  it('a rider who causes fear on a Wyvern that does not: it tests its fear on his Ld 8, and he none of his own', () => {
    const sims = 3000;
    let passed = 0;
    const bad: string[] = [];
    for (let sim = 0; sim < sims; sim++) {
      const lines = traced('fearsome rider, fearsome foe', sim);
      const tests = lines.filter((l) => / tests fear: /.test(l));
      if (tests.length !== 1 || !/^wyvern, wanting to charge targets, tests fear: \d+ vs Ld 8, /.test(tests[0]) || parts(lines)) bad.push(replayHint(FIXTURE, SEED, sim, 'fearsome rider, fearsome foe'));
      else if (tests[0].endsWith('passed.')) passed++;
    }
    expect(bad.slice(0, 3)).toEqual([]);
    within(passed, sims, p2d6AtMost(8), 'fear tests passed on Ld 8');
  });

  it('a terrifying rider within 8" of the targets as their turn starts: they take their terror test', () => {
    const sims = 3000;
    let fled = 0;
    const bad: string[] = [];
    for (let sim = 0; sim < sims; sim++) {
      const lines = traced('terrifying rider', sim);
      const test = lines.find((l) => l.startsWith('targets, with wyvern within 8", tests terror: '));
      if (test === undefined) bad.push(replayHint(FIXTURE, SEED, sim, 'terrifying rider'));
      else if (test.endsWith('failed.')) fled++;
    }
    expect(bad.slice(0, 3)).toEqual([]);
    within(fled, sims, 1 - p2d6AtMost(7), 'terror tests failed on Ld 7');
  });
});

describe('an Undead rider (§7, §8.2)', () => {
  it('when the Undead army\'s leader falls, he crumbles from his Wyvern, which rolls on the reaction table and fights on alone', () => {
    let fell = 0;
    for (let sim = 0; sim < 60; sim++) {
      const lines = traced('undead rider', sim);
      const hint = replayHint(FIXTURE, SEED, sim, 'undead rider');
      const lichGone = lines.findIndex((l) => l === 'lich is wiped out.' || /^killers pursues .*caught and destroyed\.$/.test(l));
      const at = lines.indexOf('boss crumbles to dust: the Undead army\'s leader is gone.');
      expect(at >= 0, hint).toBe(lichGone >= 0);
      if (at < 0) continue;
      fell++;
      expect(at, hint).toBeGreaterThan(lichGone);
      expect(lines[at + 1], hint).toBe('boss is slain.');
      expect(lines[at + 2], hint).toMatch(/^wyvern, its rider slain, rolls [1-6] on the monster reaction table: /);
      expect(lines.slice(at + 3).some((l) => l.startsWith('boss: ')), hint).toBe(false);
    }
    expect(fell).toBeGreaterThan(30);
  });
});

describe('a frenzied character in a chariot\'s crew (§7, §8.4, RB p.66)', () => {
  it('he drives the chariot held back to charge the spearmen in its reach', () => {
    const tracer = fixtureTracer('chariot-character.yaml', 37);
    for (let sim = 0; sim < 20; sim++) {
      const lines = tracer('frenzied boss', sim);
      const hint = replayHint('chariot-character.yaml', 37, sim, 'frenzied boss');
      const at = lines.indexOf('boss is frenzied.');
      expect(lines.slice(at, at + 3), hint).toEqual(['boss is frenzied.', 'boss, frenzied, drives chariot to charge.', 'chariot declares a charge on the front of spearmen (12.0" of 18").']);
    }
  });
});

describe('what a rider may join with (§8.2, §8.4)', () => {
  const text = readFileSync(FIXTURES + FIXTURE, 'utf8').replace(/\nvariants:[\s\S]*$/, '\n');
  const boss = '      - id: boss\n        profile: orc-big-boss\n        models: 1\n        joins: wyvern\n';

  it('every psychology of his own is played: none is refused', () => {
    for (const rule of ['frenzy', 'hatred', 'stupidity', 'animosity', 'fear', 'terror', 'immune-to-panic', 'undead']) {
      expect(() => compileRun(parseText(text.replace(boss, `${boss}        special: [${rule}]\n`), FIXTURE)), rule).not.toThrow();
    }
  });

  it('a Daemon rides no Daemon of a rival god', () => {
    const wyvern = '        special: [monster]\n';
    const khorne = text.replace(wyvern, '        special: [monster, daemon-animosity]\n        god: khorne\n');
    expect(() => compileRun(parseText(khorne.replace(boss, `${boss}        special: [daemon-animosity]\n        god: khorne\n`), FIXTURE))).not.toThrow();
    expect(() => compileRun(parseText(khorne.replace(boss, `${boss}        special: [daemon-animosity]\n        god: nurgle\n`), FIXTURE))).toThrow('a Daemon rides no Daemon of a rival god');
  });

  it('a troop type is his mount\'s: a skirmishing or fast-cavalry rider is refused, with the reason', () => {
    expect(text).toContain(boss);
    for (const type of ['skirmish', 'fast-cavalry']) {
      expect(() => compileRun(parseText(text.replace(boss, `${boss}        special: [${type}]\n`), FIXTURE))).toThrow(`no troop type of his own for a character with wyvern, found ${type} — he moves as his mount does`);
    }
  });
});
