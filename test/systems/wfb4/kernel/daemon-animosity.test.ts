/**
 * Daemon animosity (rules/wfb4.md §7; RB p.87), played through the kernel's turn sequence on the
 * fixture test/fixtures/wfb4/daemon-animosity.yaml: the D6 as the turn starts with a rival
 * within 12" (1-2 feud, 3-4 rowdy, 5-6 ignore), the feud fought in every combat phase until a
 * later 5-6, and feuding Daemons paying no heed to enemies that are not Daemons. Counts are
 * compared with their exact probabilities.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Rng } from '../../../../src/core/rng.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { parseText } from '../../../helpers/load.ts';
import {
  compileFixture, compileRun, expectWithin as within, FIXTURES, fixtureTracer, outLength, replayHint,
} from './kernel-harness.ts';

const FIXTURE = 'daemon-animosity.yaml';
const SEED = 7900;

const traced = fixtureTracer(FIXTURE, SEED);

const roll = (unit: string) => new RegExp(`^${unit} rolls (\\d) for Daemon animosity: (.*)\\.$`);
const MOVES = (unit: string) => new RegExp(`^${unit} (advances|marches|wheels)`);

describe('Daemon animosity (§7)', () => {
  it('with a rival within 12" as the turn starts: 1-2 they feud, 3-4 rowdy, 5-6 ignore — only a unit that ignores moves', () => {
    const sims = 6000;
    const t = { feud: 0, rowdy: 0, ignore: 0, second: 0, secondFeud: 0, bad: [] as string[] };
    for (let sim = 0; sim < sims; sim++) {
      const lines = traced('base', sim);
      const hint = replayHint(FIXTURE, SEED, sim);
      const first = lines.map((l) => roll('bloodletters').exec(l)).find((m) => m);
      const second = lines.map((l) => roll('daemonettes').exec(l)).find((m) => m);
      if (!first) {
        t.bad.push(hint);
        continue;
      }
      const d6 = Number(first[1]);
      const moved = lines.some((l) => MOVES('bloodletters').test(l));
      if (d6 <= 2) {
        t.feud++;
        // The rival is set upon: it takes no roll of its own and does nothing.
        if (second || moved || lines.some((l) => MOVES('daemonettes').test(l))) t.bad.push(hint);
        continue;
      }
      if (d6 <= 4) t.rowdy++;
      else t.ignore++;
      if (!second) {
        t.bad.push(hint);
        continue;
      }
      t.second++;
      const fed = Number(second[1]) <= 2;
      if (fed) t.secondFeud++;
      // Rowdy, or set upon by the Daemonettes, it stays; ignoring them and left alone, it advances.
      if (moved !== (d6 >= 5 && !fed)) t.bad.push(hint);
    }
    expect(t.bad.slice(0, 3)).toEqual([]);
    within(t.feud, sims, 1 / 3, 'feud');
    within(t.rowdy, sims, 1 / 3, 'rowdy');
    within(t.ignore, sims, 1 / 3, 'ignore');
    within(t.secondFeud, t.second, 1 / 3, "the Daemonettes' feud");
  });

  it('feuding, each strikes the other in every combat phase, both players\' turns: 1/4 a model a blow', () => {
    let blows = 0;
    let slain = 0;
    for (let sim = 0; sim < 3000; sim++) {
      const lines = traced('base', sim);
      const strikes = lines.map((l) => /^(bloodletters|daemonettes) strikes its rival (bloodletters|daemonettes): (\d+) slain\.$/.exec(l)).filter((m) => m);
      const feuding = lines.some((l) => /they feud/.test(l));
      // Two exchanges, one each phase, unless the first wiped out a unit (5 models).
      const wiped = strikes.slice(0, 2).some((m) => m![3] === '5');
      expect(strikes.length, replayHint(FIXTURE, SEED, sim)).toBe(!feuding ? 0 : wiped ? 2 : 4);
      // The first exchange: both front ranks whole (5 blows each).
      for (const m of strikes.slice(0, 2)) {
        blows += 5;
        slain += Number(m![3]);
      }
    }
    // WS3 against WS3 (4+), S3 against T3 (4+), no save.
    expect(Math.abs(slain / blows - 1 / 4)).toBeLessThan(4 * Math.sqrt((1 / 4) * (3 / 4) / blows));
  });

  it('a feud goes on until a later roll of 5-6 by the unit, which ends it', () => {
    let rolls = 0;
    let ends = 0;
    for (let sim = 0; sim < 3000; sim++) {
      const lines = traced('three turns', sim);
      for (const l of lines) {
        const m = /^(bloodletters|daemonettes) rolls (\d) for Daemon animosity: the feud with \w+ (goes on|ends)\.$/.exec(l);
        if (!m) continue;
        rolls++;
        expect(m[3] === 'ends', replayHint(FIXTURE, SEED, sim, 'three turns')).toBe(Number(m[2]) >= 5);
        if (m[3] === 'ends') ends++;
      }
    }
    within(ends, rolls, 1 / 3, 'feuds ended');
  });

  it('feuding, they pay enemies that are not Daemons no heed: hold when charged, strike only the rival, no break test', () => {
    let feuds = 0;
    for (let sim = 0; sim < 60; sim++) {
      const lines = traced('charged', sim);
      const hint = replayHint(FIXTURE, SEED, sim, 'charged');
      if (!lines.some((l) => /^bloodletters rolls \d for Daemon animosity: throws itself/.test(l))) continue;
      // Daemonettes wiped out in the feud end it: the Bloodletters then fight the humans.
      const rivalSlain = lines.map((l) => /^bloodletters strikes its rival daemonettes: (\d+) slain\.$/.exec(l)).reduce((n, m) => n + (m ? Number(m[1]) : 0), 0);
      if (rivalSlain >= 5) continue;
      feuds++;
      expect(lines, hint).toContain('bloodletters, feuding with daemonettes, pays the charge no heed and holds.');
      expect(lines.some((l) => /^bloodletters: \d+ attacks? at humans/.test(l)), hint).toBe(false);
      expect(lines, hint).toContain('bloodletters, feuding with daemonettes, pays the fight no heed: no break test.');
    }
    expect(feuds).toBeGreaterThan(10);
  });

  it('Daemon enemies they fight as normal', () => {
    let feuds = 0;
    for (let sim = 0; sim < 60; sim++) {
      const lines = traced('charged by daemons', sim);
      if (!lines.some((l) => /^bloodletters rolls \d for Daemon animosity: throws itself/.test(l))) continue;
      feuds++;
      expect(lines.some((l) => /^bloodletters: 5 attacks at humans/.test(l)), replayHint(FIXTURE, SEED, sim, 'charged by daemons')).toBe(true);
    }
    expect(feuds).toBeGreaterThan(10);
  });

  it('refuses the rule without a god, and a god without the rule; the contact duel refuses it', () => {
    const text = readFileSync(FIXTURES + FIXTURE, 'utf8');
    expect(() => compileRun(parseText(text.replace('        god: khorne\n', ''), FIXTURE))).toThrow(/give the unit's god/);
    expect(() => compileRun(parseText(text.replace('        special: [daemon-animosity]\n        god: khorne', '        god: khorne'), FIXTURE))).toThrow(/special: \[daemon-animosity\] beside `god`/);
    const k = new Wfb4Kernel(compileFixture(FIXTURE, 'base'));
    k.run(new Rng(SEED, 0), new Int32Array(outLength(k.plan)));
    expect(k.duel).toBe(0);
  });
});
