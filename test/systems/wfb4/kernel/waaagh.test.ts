/**
 * Waaagh magic (rules/wfb4.md §9.2 "Race subsystems", §9.4; BM p.29, p.56; kernel/waaagh.ts),
 * played through the turn on the fixture test/fixtures/wfb4/waaagh.yaml: an Orc shaman (level 1)
 * with twenty boyz fighting twenty halberdiers, twenty-five Goblins behind them; his Waaagh test
 * after the deal, the 'Eadbangerz chart, and his Ere We Go on the boyz.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHAMAN_GOBLIN, SHAMAN_ORC } from '../../../../src/systems/wfb4/plan.ts';
import { parseText } from '../../../helpers/load.ts';
import { compileFixture, compileRun, expectWithin, FIXTURES, replayHint, trace, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'waaagh.yaml';
const SEED = 9500;
const TEST = /^Shaman tests against the Waaagh: 'Eadbanger value (\d+), rolls (\d)( \+ (\d))?: (in control|overwhelmed)\.$/;
const CHART = /^Shaman rolls (\d) on the 'Eadbangerz chart/;

/** Each battle of `run`, its lines split at the magic phases: `phases[k]` the lines of the k-th phase and what follows it until the next. */
function battles(run: string, sims: number) {
  const plan = compileFixture(FIXTURE, run);
  const out: { hint: string; lines: string[]; phases: string[][] }[] = [];
  for (let sim = 0; sim < sims; sim++) {
    const lines = trace(plan, SEED, sim).lines;
    const phases: string[][] = [];
    for (const line of lines) {
      if (line.startsWith('Magic phase:')) phases.push([]);
      if (phases.length > 0) phases[phases.length - 1].push(line);
    }
    out.push({ hint: replayHint(FIXTURE, SEED, sim, run === 'base' ? undefined : run), lines, phases });
  }
  return out;
}

describe('Waaagh magic (BM p.29)', () => {
  it('an Orc shaman rolls a D6 + his level against his \'Eadbanger value — the boyz 2 in combat, the Goblins 1 — and is overwhelmed at most it', () => {
    let tests = 0;
    let overwhelmed = 0;
    let firstPhases = 0;
    for (const { hint, lines } of battles('base', 400)) {
      const first = lines.findIndex((l) => TEST.test(l));
      // The first magic phase with the boyz still fighting: 2 for them, 1 for the Goblins 6" behind.
      if (first >= 0 && !lines.slice(0, first).some((l) => l.includes('BROKEN') || l.includes('flees'))) {
        expect(TEST.exec(lines[first])![1], hint).toBe('3');
        firstPhases++;
      }
      for (const line of lines) {
        const m = TEST.exec(line);
        if (!m) continue;
        const value = Number(m[1]);
        const score = Number(m[2]) + Number(m[4]);
        expect(m[4], hint).toBe('1');
        expect(m[5] === 'overwhelmed', hint).toBe(score <= value);
        if (value !== 3) continue;
        tests++;
        if (m[5] === 'overwhelmed') overwhelmed++;
      }
    }
    expect(firstPhases).toBeGreaterThan(100);
    // D6 + 1 ≤ 3: a 1 or a 2.
    expectWithin(overwhelmed, tests, 2 / 6, 'Orc shamans overwhelmed at value 3');
  });

  it('a Goblin shaman adds no level: D6 alone against his value', () => {
    let tests = 0;
    for (const { hint, lines } of battles('goblin shaman', 200)) {
      for (const line of lines) {
        const m = TEST.exec(line);
        if (!m) continue;
        tests++;
        expect(m[3], hint).toBeUndefined();
        expect(m[5] === 'overwhelmed', hint).toBe(Number(m[2]) <= Number(m[1]));
      }
    }
    expect(tests).toBeGreaterThan(300);
  });

  it('with no Orc unit of ten nor Goblin unit of twenty within 12", he takes no test and never casts', () => {
    let phases = 0;
    for (const { hint, lines } of battles('far from the boyz', 100)) {
      expect(lines.some((l) => l.startsWith('Shaman casts') || TEST.test(l)), hint).toBe(false);
      phases += lines.filter((l) => l.startsWith('Shaman has no Orcs or Goblins within 12"')).length;
    }
    expect(phases).toBeGreaterThan(300);
  });

  it('the \'Eadbangerz chart: each result one time in six, and each does what it says', () => {
    const seen = [0, 0, 0, 0, 0, 0, 0];
    for (const { hint, phases } of battles('base', 1500)) {
      let forgot = false;
      phases.forEach((lines) => {
        if (forgot) expect(lines.some((l) => l.startsWith('Shaman casts')), `cast after forgetting his one spell: ${hint}`).toBe(false);
        const at = lines.findIndex((l) => CHART.test(l));
        if (at < 0) return;
        const d = Number(CHART.exec(lines[at])![1]);
        seen[d]++;
        const after = lines.slice(at + 1);
        if (d === 4 || d === 3) expect(after.some((l) => l.startsWith('Shaman casts')), hint).toBe(false);
        if (d === 3) forgot = true;
        // Senseless (2): no cast of his in the phase (the next test follows him to the next phase).
        if (d === 2) expect(after.some((l) => l.startsWith('Shaman casts')), hint).toBe(false);
        if (d === 1) {
          expect(after[0], hint).toMatch(/^The Waaagh bursts into 3 models of Orc boyz touching him: \d loses? (his head|their heads)\.$/);
          expect(after[1], hint).toMatch(/^Shaman is slain\.$|plays Escape/);
        }
      });
    }
    const charts = seen.reduce((a, b) => a + b, 0);
    expect(charts).toBeGreaterThan(600);
    for (let d = 1; d <= 6; d++) expectWithin(seen[d], charts, 1 / 6, `'Eadbangerz ${d}`);
  });

  it('senseless (2), he strikes no blow and comes to as the next magic phase starts', () => {
    let woke = 0;
    for (const { hint, lines } of battles('base', 1500)) {
      const at = lines.findIndex((l) => /^Shaman rolls 2 on the 'Eadbangerz chart/.test(l));
      if (at < 0) continue;
      const wakes = lines.indexOf('Shaman comes to.', at);
      const until = wakes < 0 ? lines.length : wakes;
      expect(lines.slice(at + 1, until).some((l) => l.startsWith('Shaman:') || l.startsWith('Shaman casts') || l.startsWith('Shaman tries to dispel')), hint).toBe(false);
      if (wakes < 0) continue;
      woke++;
      // He comes to as the next phase starts, before its Winds of Magic blow.
      const winds = lines.findIndex((l, i) => i > wakes && l.startsWith('Magic phase:'));
      expect(winds, hint).toBeGreaterThan(wakes);
      expect(lines.slice(wakes + 1, winds).every((l) => / ends\.$|Realm of Chaos|comes to\.$/.test(l)), hint).toBe(true);
    }
    expect(woke).toBeGreaterThan(20);
  });
});

describe('Ere We Go (BM p.56)', () => {
  it('on the boyz: T5 and their blows first until the next magic phase starts, when it ends', () => {
    const plan = compileFixture(FIXTURE);
    const boyz = unitIndex(plan, 'boyz');
    let cast = 0;
    let firstRounds = 0;
    for (let sim = 0; sim < 300; sim++) {
      let on = false;
      let roundStart = false;
      trace(plan, SEED, sim, (text, k) => {
        if (text === 'Ere We Go: Orc boyz are T5 and strike first until the next magic phase.') {
          expect(k.T[boyz], replayHint(FIXTURE, SEED, sim)).toBe(5);
          on = true;
          cast++;
        } else if (text === 'Ere We Go on Orc boyz ends.') {
          expect(k.T[boyz], replayHint(FIXTURE, SEED, sim)).toBe(4);
          on = false;
        } else if (text.startsWith('-- Turn')) roundStart = true;
        else if (roundStart && / attacks? at /.test(text)) {
          // The first blows of a round under Ere We Go are the boyz'; without it the halberdiers' (I3 to their I2).
          if (on) {
            expect(text, replayHint(FIXTURE, SEED, sim)).toMatch(/^Orc boyz: /);
            firstRounds++;
          }
          roundStart = false;
        }
      });
    }
    expect(cast).toBeGreaterThan(100);
    expect(firstRounds).toBeGreaterThan(50);
  });
});

describe('compiling Waaagh magic', () => {
  it('a Destroy Spell stops only a spell aimed at one of its own wizards or his unit (BM p.26), never Ere We Go on the shaman\'s own boyz', () => {
    let destroyed = 0;
    let ereWeGo = 0;
    for (const { hint, lines } of battles('base', 500)) {
      for (const line of lines) {
        if (line.startsWith('A Destroy Spell stops')) {
          destroyed++;
          expect(line.startsWith('A Destroy Spell stops Ere We Go'), hint).toBe(false);
        }
        if (/^Shaman casts Ere We Go at Orc boyz/.test(line)) ereWeGo++;
      }
    }
    // The Empire holds Destroy Spells, with a wizard of its own: one may stop only a spell aimed at him or his unit.
    expect(ereWeGo).toBeGreaterThan(300);
    expect(destroyed).toBe(0);
  });

  it('marks Orc and Goblin shamans and units, and refuses a target for Ere We Go', () => {
    const plan = compileFixture(FIXTURE);
    const m = plan.magic;
    expect([m.shaman[unitIndex(plan, 'shaman')], m.greenskin[unitIndex(plan, 'boyz')], m.greenskin[unitIndex(plan, 'goblins')], m.greenskin[unitIndex(plan, 'halberdiers')], m.anyShaman]).toEqual([SHAMAN_ORC, SHAMAN_ORC, SHAMAN_GOBLIN, 0, 1]);
    expect(compileFixture(FIXTURE, 'goblin shaman').magic.shaman[unitIndex(plan, 'shaman')]).toBe(SHAMAN_GOBLIN);
    const text = readFileSync(FIXTURES + FIXTURE, 'utf8').split('variants:')[0];
    expect(() => compileRun(parseText(text.replace('spells: [{ spell: ere-we-go, power: 1, range: 12 }]', 'spells: [{ spell: ere-we-go, power: 1, range: 12, target: halberdiers }]'), FIXTURE))).toThrow(/no target for Ere We Go/);
    expect(() => compileRun(parseText(text.replace('spells: [{ spell: ere-we-go, power: 1, range: 12 }]', 'spells: [{ spell: ere-we-go, power: 1 }]'), FIXTURE))).toThrow(/the range of Ere We Go/);
  });
});
