/**
 * A unit of Daemons casts (rules/wfb4.md §9.1; BM p.34), played through the turn on the fixture
 * test/fixtures/wfb4/daemon-magic.yaml: sixteen Plaguebearers whose magic level falls with their
 * numbers, from 4 to 1. Their level, read as each magic phase starts, sets what the Wizard
 * Champion's Dispels need; fallen below the spells they know, they discard spells at random.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { daemonLevel } from '../../../../src/systems/wfb4/plan.ts';
import { parseText } from '../../../helpers/load.ts';
import { compileFixture, compileRun, expectWithin, FIXTURES, replayHint, trace, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'daemon-magic.yaml';
const SEED = 9300;
const SPELLS = ['Fire Ball', 'Blast', 'Gleaming Arrow', 'The Fate of Bjuna'];

describe('Daemons casting by their numbers (BM p.34)', () => {
  it('the table: 1-5 level 1, 6-10 level 2, 11-15 level 3, 16 and more level 4', () => {
    expect([0, 1, 5, 6, 10, 11, 15, 16, 20, 25].map(daemonLevel)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 4]);
    const plan = compileFixture(FIXTURE);
    const u = unitIndex(plan, 'plaguebearers');
    expect([plan.magic.level[u], plan.magic.bySize[u]]).toEqual([4, 1]);
    const greater = compileFixture(FIXTURE, 'greater daemon');
    expect([greater.magic.level[u], greater.magic.bySize[u]]).toEqual([4, 0]);
  });

  it('their level as each magic phase starts sets the Dispel: 5+ against 3 or 4, 4+ against 2, 3+ against 1; they know no more spells than it', () => {
    const plan = compileFixture(FIXTURE);
    const levels = new Set<number>();
    let dispels = 0;
    const first = [0, 0, 0, 0];
    for (let sim = 0; sim < 300; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      let models = 16;
      let level = 4;
      const known = new Set(SPELLS);
      let discarded = false;
      for (const line of trace(plan, SEED, sim).lines) {
        const shot = /^archers shoots .* (\d+) slain\.$/.exec(line);
        if (shot) models -= Number(shot[1]);
        const drop = /^plaguebearers, now of magic level (\d), discards (.+)\.$/.exec(line);
        if (drop) {
          expect(Number(drop[1]), hint).toBe(daemonLevel(models));
          expect(known.has(drop[2]), hint).toBe(true);
          known.delete(drop[2]);
          if (!discarded) first[SPELLS.indexOf(drop[2])]++;
          discarded = true;
        }
        const forgot = /^Mental Duel: .*: plaguebearers forgets (.+)\.$/.exec(line);
        if (forgot) known.delete(forgot[1]);
        if (line.startsWith('Magic phase:')) {
          level = daemonLevel(models);
          if (models <= 0) continue; // gone: no level, no casting
          levels.add(level);
          expect(known.size, hint).toBeLessThanOrEqual(level);
        }
        const cast = /^plaguebearers casts (.+?) at /.exec(line);
        if (cast) expect(known.has(cast[1]), `${line} ${hint}`).toBe(true);
        const dispel = /^wizard tries to dispel .*: needs (\d), rolls \d/.exec(line);
        if (dispel) {
          expect(Number(dispel[1]), hint).toBe(level > 2 ? 5 : level < 2 ? 3 : 4);
          dispels++;
        }
      }
    }
    expect([...levels].sort()).toEqual([1, 2, 3, 4]);
    expect(dispels).toBeGreaterThan(300);
    // The first spell discarded, from four known: each as likely.
    const n = first.reduce((a, b) => a + b, 0);
    expect(n).toBeGreaterThan(200);
    for (let k = 0; k < 4; k++) expectWithin(first[k], n, 1 / 4, SPELLS[k]);
  });

  it('a Greater Daemon casts at level 4 with its one model: 5+ to dispel', () => {
    const plan = compileFixture(FIXTURE, 'greater daemon');
    let dispels = 0;
    for (let sim = 0; sim < 100; sim++) {
      for (const line of trace(plan, SEED, sim).lines) {
        expect(line).not.toMatch(/discards/);
        const dispel = /^wizard tries to dispel .*: needs (\d)/.exec(line);
        if (!dispel) continue;
        expect(Number(dispel[1])).toBe(5);
        dispels++;
      }
    }
    expect(dispels).toBeGreaterThan(50);
  });

  it('refuses Daemons of Khorne casting, and more spells than their level as deployed', () => {
    const text = readFileSync(FIXTURES + FIXTURE, 'utf8').split('variants:')[0];
    const khorne = text.replace('race: plaguebearer', 'race: bloodletter').replace('god: nurgle', 'god: khorne');
    expect(() => compileRun(parseText(khorne, FIXTURE))).toThrow(/Khorne's Daemons cast no spells/);
    const few = text.replace('models: 16', 'models: 10');
    expect(() => compileRun(parseText(few, FIXTURE))).toThrow(/at most 2 spells for a unit of 10 Daemons \(level 2, BM p\.34\)/);
    const men = text.replace('        god: nurgle\n', '').replace('special: [daemon-animosity, immune-to-panic]', 'special: [immune-to-panic]');
    expect(() => compileRun(parseText(men, FIXTURE))).toThrow(/spells on a wizard/);
  });
});
