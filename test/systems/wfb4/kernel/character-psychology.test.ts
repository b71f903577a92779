/**
 * Characters whose psychology differs from their unit's (rules/wfb4.md §7, RB p.48), played
 * through the kernel's turn sequence on test/fixtures/wfb4/character-psychology.yaml: a unit's
 * stupidity or frenzy carries a character who lacks it, and he fights as himself; a character
 * with the unit's rule shares its test and its state; a frenzied character in a unit that is
 * not tests, fights and charges on his own. Counts are compared with their exact probabilities.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { p2d6AtMost } from '../../../../src/core/dice-odds.ts';
import { reset } from '../../../../src/systems/wfb4/kernel/deployment.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { parseText } from '../../../helpers/load.ts';
import { attackRounds, compileRun, expectWithin as within, FIXTURES, fixtureTracer, replayHint, stupidCharacterTally, trace, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'character-psychology.yaml';
const SEED = 4800;
const traced = fixtureTracer(FIXTURE, SEED);

/** Each round's attacks by the trolls and by the boss (0 when he did not strike). */
function rounds(run: string, sim: number): { trolls: number; boss: number }[] {
  return attackRounds(traced(run, sim)).map((r) => ({
    trolls: r.filter((a) => a.attacker === 'trolls').reduce((n, a) => n + a.attacks, 0),
    boss: r.filter((a) => a.attacker === 'boss').reduce((n, a) => n + a.attacks, 0),
  }));
}

describe('a character in a stupid unit (§7, RB p.48)', () => {
  /**
   * Over `sims` simulations of the locked fight (two game turns of two rounds): the turns the
   * unit passed its test on the boss's Ld 8 (four trolls strike, the boss in the fifth place),
   * and, in the stupid rounds (two trolls), how often the boss struck.
   */
  function tally(run: string, sims: number) {
    const r = { calm: 0, stupidRounds: 0, bossStruck: 0, bad: [] as string[] };
    for (let sim = 0; sim < sims; sim++) {
      const a = rounds(run, sim);
      if (a.length !== 4) r.bad.push(replayHint(FIXTURE, SEED, sim, run));
      for (const [x, y] of [[a[0], a[1]], [a[2], a[3]]]) {
        if (x.trolls === 4 && y.trolls === 4 && x.boss === 3 && y.boss === 3) r.calm++;
        else if (x.trolls === 2 && y.trolls === 2 && (x.boss === 0 || x.boss === 3) && (y.boss === 0 || y.boss === 3)) {
          r.stupidRounds += 2;
          r.bossStruck += (x.boss === 3 ? 1 : 0) + (y.boss === 3 ? 1 : 0);
        } else r.bad.push(replayHint(FIXTURE, SEED, sim, run));
      }
    }
    return r;
  }

  it('without the rule himself he fights in full while the trolls stand about; they test on his Ld', () => {
    const sims = 2000;
    const r = tally('base', sims);
    expect(r.bad.slice(0, 3)).toEqual([]);
    within(r.calm, 2 * sims, p2d6AtMost(8), 'turns the test was passed on Ld 8');
    expect(r.bossStruck).toBe(r.stupidRounds);
  });

  it('stupid himself, he is stupid with them (one test), and fights on a D6 of 4+ as a lone creature', () => {
    const sims = 3000;
    const r = tally('stupid boss', sims);
    expect(r.bad.slice(0, 3)).toEqual([]);
    within(r.calm, 2 * sims, p2d6AtMost(8), 'turns the test was passed on Ld 8');
    within(r.bossStruck, r.stupidRounds, 1 / 2, 'stupid rounds the boss struck');
  });
});

describe('a character in a frenzied unit (§7, RB p.48)', () => {
  it('the frenzied trolls double their attacks; the boss, not frenzied himself, does not', () => {
    for (let sim = 0; sim < 40; sim++) {
      expect(rounds('frenzied trolls', sim), replayHint(FIXTURE, SEED, sim, 'frenzied trolls')).toEqual(Array(4).fill({ trolls: 8, boss: 3 }));
    }
  });

  it('frenzied himself, he is frenzied with them and doubles his too', () => {
    for (let sim = 0; sim < 40; sim++) {
      expect(rounds('frenzied both', sim), replayHint(FIXTURE, SEED, sim, 'frenzied both')).toEqual(Array(4).fill({ trolls: 8, boss: 6 }));
    }
  });
});

describe('a stupid character in a unit that is not (§7, RB p.48)', () => {
  it('he tests on his own Ld 8; stupid, he fights on a D6 of 4+, and the trolls in full', () => {
    const sims = 3000;
    const run = 'stupid boss alone';
    const r = stupidCharacterTally(FIXTURE, SEED, run, sims, (sim) => traced(run, sim), (sim) => rounds(run, sim).map((x) => ({ boss: x.boss, others: x.trolls })), 3, 4);
    expect(r.bad.slice(0, 3)).toEqual([]);
    within(r.calm, 2 * sims, p2d6AtMost(8), 'turns the test was passed on Ld 8');
    within(r.struck, r.stupidRounds, 1 / 2, 'stupid rounds the boss struck');
  });

  it('out of combat, stupid, he lurches forward alone on 1-3, or stands about on 4-6 and is left behind as the trolls advance', () => {
    const sims = 3000;
    const r = { passed: 0, lurched: 0, left: 0, bad: [] as string[] };
    for (let sim = 0; sim < sims; sim++) {
      const lines = traced('stupid boss apart', sim).slice(1, 4);
      const hint = replayHint(FIXTURE, SEED, sim, 'stupid boss apart');
      if (lines[0].endsWith('passed.')) {
        r.passed++;
        if (lines[1] !== 'trolls advances 4.0" towards targets.') r.bad.push(hint); // at his pace
      } else if (/STUPID: it lurches forward \(D6 [123]\)\.$/.test(lines[0])) {
        r.lurched++;
        if (lines[1] !== 'boss lurches 2.0" forward.') r.bad.push(hint);
      } else if (/STUPID: it stands about doing nothing \(D6 [456]\)\.$/.test(lines[0])) {
        r.left++;
        // Without him, the trolls advance at their own pace: 5" of their 6, keeping 1" from the enemy.
        if (lines[1] !== 'boss stands about in his stupidity, and trolls moves on without him.' || lines[2] !== 'trolls advances 5.0" towards targets.') r.bad.push(hint);
      } else r.bad.push(hint);
    }
    expect(r.bad.slice(0, 3)).toEqual([]);
    within(r.passed, sims, p2d6AtMost(8), 'tests passed on Ld 8');
    within(r.lurched, r.lurched + r.left, 1 / 2, 'stupid turns he lurched');
  });
});

describe('a frenzied character in a unit that is not (§7, RB p.48)', () => {
  it('he is frenzied on his own and doubles his attacks; the trolls do not', () => {
    for (let sim = 0; sim < 40; sim++) {
      expect(rounds('frenzied boss', sim), replayHint(FIXTURE, SEED, sim, 'frenzied boss')).toEqual(Array(4).fill({ trolls: 4, boss: 6 }));
    }
  });

  it('his restraint test is his own, on his Ld 8: passed, he fights undoubled that turn', () => {
    const sims = 3000;
    let restrained = 0;
    const bad: string[] = [];
    for (let sim = 0; sim < sims; sim++) {
      const a = rounds('frenzied boss restrained', sim);
      for (const [x, y] of [[a[0], a[1]], [a[2], a[3]]]) {
        if (x.trolls !== 4 || y.trolls !== 4 || x.boss !== y.boss || (x.boss !== 3 && x.boss !== 6)) bad.push(replayHint(FIXTURE, SEED, sim, 'frenzied boss restrained'));
        if (x.boss === 3) restrained++;
      }
    }
    expect(bad.slice(0, 3)).toEqual([]);
    within(restrained, 2 * sims, p2d6AtMost(8), 'turns restrained on Ld 8');
  });

  it('with an enemy in his reach and his unit not charging, he must charge: he leaves it and charges alone', () => {
    for (let sim = 0; sim < 20; sim++) {
      const lines = traced('frenzied boss apart', sim);
      const hint = replayHint(FIXTURE, SEED, sim, 'frenzied boss apart');
      expect(lines.slice(1, 5), hint).toEqual(['boss is frenzied.', 'boss, frenzied, leaves trolls to charge alone.', 'boss declares a charge on the front of targets (4.2" of 8").', 'targets holds.']);
      expect(rounds('frenzied boss apart', sim)[0], hint).toEqual({ trolls: 0, boss: 6 });
    }
  });

  it('an enemy nearer him but behind his unit, out of his front arc, does not keep him from charging one he can (§7)', () => {
    // The lurkers, 1.6" behind the trolls, are nearer him than the targets 6" in front.
    const lurkers = '      - { id: lurkers, profile: { M: 4, WS: 3, BS: 3, S: 1, T: 8, W: 1, I: 3, A: 0, Ld: 7 }, basePoints: 5, models: 5, files: 5, position: { x: 36, y: 32.4, facing: 180 }, tactics: { charge: never, move: hold } }\n';
    const text = readFileSync(FIXTURES + FIXTURE, 'utf8').replace('      # Out of the way but in the panic variant.\n', `${lurkers}      # Out of the way but in the panic variant.\n`);
    const plan = compileRun(parseText(text, FIXTURE), 'frenzied boss apart');
    const lines = trace(plan, SEED, 0).lines;
    expect(lines.slice(1, 4)).toEqual(['boss is frenzied.', 'boss, frenzied, leaves trolls to charge alone.', 'boss declares a charge on the front of targets (4.2" of 8").']);
  });

  it('broken with his unit, he loses his frenzy for good', () => {
    let broken = 0;
    for (let sim = 0; sim < 60; sim++) {
      const lines = traced('frenzied boss beaten', sim);
      const at = lines.findIndex((l) => /^trolls break test: .*BROKEN\.$/.test(l));
      if (at < 0) continue;
      broken++;
      expect(lines[at + 1], replayHint(FIXTURE, SEED, sim, 'frenzied boss beaten')).toBe('boss is broken: its frenzy ends for good.');
    }
    expect(broken).toBeGreaterThan(10);
  });

  it('when his unit charges, he charges with it', () => {
    for (let sim = 0; sim < 20; sim++) {
      const lines = traced('frenzied boss charging with them', sim);
      expect(lines.some((l) => l.includes('leaves')), replayHint(FIXTURE, SEED, sim, 'frenzied boss charging with them')).toBe(false);
      expect(rounds('frenzied boss charging with them', sim)[0]).toEqual({ trolls: 4, boss: 6 });
    }
  });
});

describe('a character who must pursue, in a unit that holds back (§7, RB p.48)', () => {
  it('the trolls restrain their pursuit on Ld 8; the boss, who hates, leaves them and pursues alone', () => {
    const sims = 3000;
    const r = { broke: 0, heldBack: 0, bad: [] as string[] };
    for (let sim = 0; sim < sims; sim++) {
      const lines = traced('hating boss held back', sim);
      const at = lines.findIndex((l) => /^targets break test: .*BROKEN\.$/.test(l));
      if (at < 0) continue;
      r.broke++;
      const hint = replayHint(FIXTURE, SEED, sim, 'hating boss held back');
      if (lines[at + 2].startsWith('trolls holds back from pursuit')) {
        r.heldBack++;
        if (lines[at + 3] !== 'boss must pursue, and leaves trolls to pursue alone.' || !lines[at + 4].startsWith('boss pursues ')) r.bad.push(hint);
      } else if (!lines[at + 2].startsWith('trolls pursues ') || lines.some((l) => l.includes('leaves'))) r.bad.push(hint);
    }
    expect(r.bad.slice(0, 3)).toEqual([]);
    expect(r.broke).toBeGreaterThan(1000);
    within(r.heldBack, r.broke, p2d6AtMost(8), 'pursuits restrained on Ld 8');
  });
});

describe('a character in a unit immune to panic, who is not (§7, RB p.48)', () => {
  it('charged in the flank while fighting, the trolls take no test; the boss tests on his own Ld 8 and, failed, flees alone', () => {
    const sims = 3000;
    let panicked = 0;
    const bad: string[] = [];
    for (let sim = 0; sim < sims; sim++) {
      const lines = traced('panic-proof trolls', sim);
      const hint = replayHint(FIXTURE, SEED, sim, 'panic-proof trolls');
      const at = lines.indexOf('flankers declares a charge on the left flank of trolls (6.0" of 8").');
      const test = lines[at + 1] ?? '';
      if (at < 0 || !test.startsWith('boss is charged in the flank or rear by flankers: panic test ') || lines.some((l) => l.startsWith('trolls is charged'))) bad.push(hint);
      if (test.endsWith('PANICS.')) {
        panicked++;
        if (!/^boss flees \d+" /.test(lines[at + 2])) bad.push(hint);
      } else if (lines[at + 2] !== 'flankers charges home into the left flank of trolls.') bad.push(hint);
    }
    expect(bad.slice(0, 3)).toEqual([]);
    within(panicked, sims, 1 - p2d6AtMost(8), 'boss panicked on Ld 8');
  });
});

describe('which differences a character may join with (RB p.48)', () => {
  const full = readFileSync(FIXTURES + FIXTURE, 'utf8');
  const text = full.slice(0, full.indexOf('variants:')); // the base alone
  const JOINS = 'joins: trolls';
  const compile = (trolls: string, boss: string) =>
    compileRun(parseText(text.replace('special: [stupidity]', `special: [${trolls}]`).replace(JOINS, `${JOINS}\n        special: [${boss}]`), FIXTURE));

  it('a unit\'s frenzy, stupidity, animosity or Undead carries a character who lacks it', () => {
    for (const rule of ['frenzy', 'stupidity', 'undead']) {
      const plan = compile(rule, '');
      expect(plan.host[unitIndex(plan, 'boss')], rule).toBe(unitIndex(plan, 'trolls'));
    }
    const orcs = compileRun(parseText(text.replace('special: [stupidity]', 'race: orc\n        special: [animosity]'), FIXTURE));
    expect(orcs.host[unitIndex(orcs, 'boss')]).toBe(unitIndex(orcs, 'trolls'));
  });

  it('an Undead character (not the leader) keeps a unit that may march from marching', () => {
    // An Orc Warboss (Ld 9) on his own is the general, so the boss is not the leader.
    const warboss = '\n      - id: warboss\n        profile: orc-warboss\n        models: 1\n        position: { x: 10, y: 40, facing: 180 }';
    const plan = compileRun(parseText(text.replace('special: [stupidity]', 'special: [hatred]').replace(JOINS, `${JOINS}\n        special: [undead]${warboss}`), FIXTURE));
    const trolls = unitIndex(plan, 'trolls');
    const k = new Wfb4Kernel(plan);
    reset(k);
    expect([plan.canMarch[trolls], k.canMarch[trolls]]).toEqual([1, 0]);
  });

  it('every difference of psychology or troop type between a character and his unit is played: none is refused', () => {
    const rules = ['hatred', 'frenzy', 'immune-to-panic', 'fear', 'terror', 'stupidity', 'undead', 'skirmish'];
    for (const rule of rules) {
      for (const [trolls, boss] of [[rule, ''], ['', rule]]) {
        const plan = compile(trolls, boss);
        expect(plan.host[unitIndex(plan, 'boss')], `trolls [${trolls}], boss [${boss}]`).toBe(unitIndex(plan, 'trolls'));
      }
    }
  });
});
