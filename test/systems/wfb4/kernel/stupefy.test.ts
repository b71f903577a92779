/**
 * A weapon whose wounds make its victim subject to stupidity (rules/wfb4.md §9; AM p.13-16: a foe
 * the sword wounds turns stupid, and a stupid wizard rolls a D6 for every
 * spell he casts: on 1-3 it fails, its power spent for nothing; item
 * effect `stupefies`; kernel/sapping.ts, stupidity.ts), played through whole turns on the fixture
 * test/fixtures/wfb4/stupefy.yaml: a Hero fighting a beast of six wounds (Ld 7) from the start;
 * variant: a Wizard Lord casting Fire Balls instead.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectWithin } from '../../../helpers/binomial.ts';
import { compileFixture, compileText, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'stupefy.yaml';
const SEED = 9995;
const DULLED = /^Hero's weapon dulls the wits of (Beast|Magister): subject to stupidity for the rest of the battle\.$/;
const WOUNDED = /^Hero: 3 attacks at (Beast|Magister) need \d\+: \d hits?, \d wounds? \(S4\), (\d) unsaved, \d slain\.$/;
const TEST = /^Beast tests stupidity: (\d+) vs Ld 7, (passed|STUPID: .*)\.$/;
const ROLL = /^Magister's dulled wits: (\d) on a D6, (the spell fails, its power wasted|the spell goes on)\.$/;

describe('a weapon that makes its victim subject to stupidity (AM p.13-16)', () => {
  it('the beast is made stupid by its first unsaved wound and no sooner; from then it tests as each of its turns starts, failing on 8+ (15 in 36)', () => {
    const plan = compileFixture(FIXTURE);
    let tests = 0;
    let failed = 0;
    let dulled = 0;
    for (let sim = 0; sim < 1500; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(plan, SEED, sim).lines;
      const first = lines.findIndex((l) => Number(WOUNDED.exec(l)?.[2] ?? 0) > 0);
      const at = lines.findIndex((l) => DULLED.test(l));
      // The line after the blows that first wound it, and once only.
      expect(at, hint).toBe(first < 0 ? -1 : first + 1);
      expect(lines.filter((l) => DULLED.test(l)).length, hint).toBe(at < 0 ? 0 : 1);
      if (at >= 0) dulled++;
      lines.forEach((l, i) => {
        const m = TEST.exec(l);
        if (!m) return;
        expect(i, hint).toBeGreaterThan(at);
        expect(at, hint).toBeGreaterThanOrEqual(0);
        expect(m[2] === 'passed', hint).toBe(Number(m[1]) <= 7);
        tests++;
        if (m[2] !== 'passed') failed++;
      });
    }
    expect(dulled).toBeGreaterThan(1000);
    expectWithin(failed, tests, 15 / 36, 'stupidity tests failed on Ld 7');
  });

  it('stupid in the fight, the lone beast strikes on a D6 of 4+ only', () => {
    const plan = compileFixture(FIXTURE);
    let rolls = 0;
    let fights = 0;
    for (let sim = 0; sim < 1500; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(plan, SEED, sim).lines;
      lines.forEach((l, i) => {
        const m = /^Stupid Beast: (\d) of 1 fight \(the odd one rolls (\d)\)\.$/.exec(l);
        if (!m) return;
        rolls++;
        expect(m[1], hint).toBe(Number(m[2]) >= 4 ? '1' : '0');
        // Standing about, it strikes no blow that round.
        const next = lines.slice(i + 1).find((x) => x.startsWith('Beast: ') || x.startsWith('Combat result'));
        expect(next?.startsWith('Beast: 2 attacks'), hint).toBe(m[1] === '1');
        if (m[1] === '1') fights++;
      });
    }
    expect(rolls).toBeGreaterThan(200);
    expectWithin(fights, rolls, 1 / 2, 'a lone stupid beast fighting');
  });

  it('a wizard it wounds rolls a D6 as he casts each spell from then: on 1-3 the spell fails, its cards spent, before any dispel', () => {
    const plan = compileFixture(FIXTURE, 'wizard');
    let rolls = 0;
    let fails = 0;
    for (let sim = 0; sim < 1500; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim, 'wizard');
      const lines = trace(plan, SEED, sim).lines;
      const at = lines.findIndex((l) => DULLED.test(l));
      lines.forEach((l, i) => {
        if (!l.startsWith('Magister casts Fire Ball')) return;
        const m = ROLL.exec(lines[i + 1]);
        // Every spell he casts once struck, and none before.
        expect(m !== null, hint).toBe(at >= 0 && i > at);
        if (m === null) return;
        rolls++;
        expect(m[2].startsWith('the spell fails'), hint).toBe(Number(m[1]) <= 3);
        const after = lines[i + 2] ?? '';
        if (Number(m[1]) <= 3) {
          fails++;
          expect(/dispel|^Fire Ball:/.test(after), hint).toBe(false);
        } else expect(/dispel|^Fire Ball:/.test(after), hint).toBe(true);
      });
    }
    expect(rolls).toBeGreaterThan(300);
    expectWithin(fails, rolls, 1 / 2, 'spells failing on 1-3');
  });

  it('is refused where a model in a building could be struck, and on an item not a weapon', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
    const house = text
      .replace('battlefield: { width: 72, depth: 72 }', 'battlefield:\n  width: 72\n  depth: 72\n  terrain:\n    - { kind: house, x: 34, y: 8, width: 4, depth: 4, name: the farmhouse }')
      .replace('position: { x: 36, y: 16, facing: 0 }\n        tactics: { move: hold, charge: never }', 'position: { x: 36, y: 16, facing: 0 }\n        tactics: { occupy: the farmhouse, charge: never }');
    expect(house).toContain('occupy: the farmhouse');
    expect(() => compileText(house)).toThrow(/without buildings for a weapon that stupefies/);
    expect(() => compileText(text.replace('kind: weapon', 'kind: talisman'))).toThrow(/stupefies/);
  });
});
