/**
 * A wizard's Warrior Familiar (BM p.35; kernel/familiars.ts), played through whole turns on the
 * fixture test/fixtures/wfb4/warrior-familiar.yaml: a Wizard on his own, charged by ten quick
 * swordsmen (I9). The familiar strikes first in the fight's first round, after them in the next;
 * their blows at the Wizard fall on it while it lives (WS5, T4, no save, one wound), and on him
 * after; its hits and theirs count in the combat's result.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MELEE_TO_HIT, TO_WOUND } from '../../../../src/systems/wfb/tables.ts';
import { compileFixture, compileText, expectWithin, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'warrior-familiar.yaml';
const SEED = 3500;
const SIMS = 1500;
const TEXT = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');

const plan = compileFixture(FIXTURE);
const runs = Array.from({ length: SIMS }, (_, sim) => ({ hint: replayHint(FIXTURE, SEED, sim), lines: trace(plan, SEED, sim).lines }));

const FAMILIAR_STRIKES = /^Wizard's Warrior Familiar: (\d+) attacks? at Blades need (\d)\+: (\d+) hits?, (\d+) wounds? \(S4\), (\d+) unsaved, (\d+) slain\.$/;
const AT_FAMILIAR = /^Blades: (\d+) attacks? at Wizard's Warrior Familiar need (\d)\+: (\d+) hits?, (\d+) wounds? \(S3\), no save, (slain|it stands)\.$/;
const AT_WIZARD = /^Blades: (\d+) attacks? at Wizard need (\d)\+: (\d+) hits?, (\d+) wounds? \(S3\), (\d+) unsaved, (\d+) slain\.$/;
const WIZARD_STRIKES = /^Wizard: (\d+) attacks? at Blades need \d\+: \d+ hits?, \d+ wounds? \(S3\), (\d+) unsaved, \d+ slain\.$/;
const RESULT = /^Combat result: empire \d+ \((\d+) wounds?\), blades \d+ \((\d+) wounds?\)/;

describe('a Warrior Familiar (BM p.35)', () => {
  it('strikes first in the first round whatever the Initiative, and by its I6 after the I9 swordsmen in later rounds', () => {
    let firsts = 0;
    let laters = 0;
    for (const { hint, lines } of runs) {
      let round = 0;
      let struck: string[] = [];
      for (const line of lines) {
        if (line === 'Blades charges home into the front of Wizard.') round = 0; // a new fight
        if (FAMILIAR_STRIKES.test(line) || AT_FAMILIAR.test(line) || AT_WIZARD.test(line) || WIZARD_STRIKES.test(line)) {
          struck.push(FAMILIAR_STRIKES.test(line) ? 'familiar' : line.startsWith('Blades') ? 'blades' : 'wizard');
          continue;
        }
        if (!RESULT.test(line)) continue;
        round++;
        const familiar = struck.indexOf('familiar');
        const blades = struck.indexOf('blades');
        if (familiar >= 0 && blades >= 0) {
          if (round === 1) {
            expect(familiar, hint).toBeLessThan(blades);
            firsts++;
          } else {
            expect(blades, hint).toBeLessThan(familiar);
            laters++;
          }
        }
        struck = [];
      }
    }
    expect(firsts).toBeGreaterThan(1000);
    expect(laters).toBeGreaterThan(100);
  });

  it("takes the blows struck at the Wizard while it lives, at its WS5 and T4 with no save, and is slain by a wound; the Wizard's are struck at him after", () => {
    let attacks = 0;
    let hits = 0;
    let wounds = 0;
    let atWizard = 0;
    let need = 0;
    for (const { hint, lines } of runs) {
      let alive = true;
      for (const line of lines) {
        const m = AT_FAMILIAR.exec(line);
        if (m) {
          expect(alive, hint).toBe(true);
          need = Number(m[2]);
          attacks += Number(m[1]);
          hits += Number(m[3]);
          wounds += Number(m[4]);
          expect(m[5] === 'slain', hint).toBe(Number(m[4]) > 0);
          if (m[5] === 'slain') alive = false;
          continue;
        }
        if (AT_WIZARD.test(line)) {
          expect(alive, hint).toBe(false);
          atWizard++;
        }
      }
    }
    expect(need).toBe(MELEE_TO_HIT[3 * 11 + 5]);
    expectWithin(hits, attacks, (7 - need) / 6, 'hits on the familiar');
    expectWithin(wounds, hits, (7 - TO_WOUND[3 * 11 + 4]) / 6, 'wounds on the familiar');
    expect(atWizard).toBeGreaterThan(100);
  });

  it("strikes at its own WS5 and S4, and both sides' wounds count in the combat's result", () => {
    let attacks = 0;
    let hits = 0;
    for (const { hint, lines } of runs) {
      let empire = 0;
      let blades = 0;
      for (const line of lines) {
        const f = FAMILIAR_STRIKES.exec(line);
        if (f) {
          expect(Number(f[2]), hint).toBe(MELEE_TO_HIT[5 * 11 + 3]);
          attacks += Number(f[1]);
          hits += Number(f[3]);
          empire += Number(f[5]);
          continue;
        }
        const s = WIZARD_STRIKES.exec(line);
        if (s) empire += Number(s[2]);
        const a = AT_FAMILIAR.exec(line);
        if (a && a[5] === 'slain') blades += 1;
        const z = AT_WIZARD.exec(line);
        if (z) blades += Math.min(Number(z[5]), 1); // the Wizard's one wound
        const r = RESULT.exec(line);
        if (!r) continue;
        expect([Number(r[1]), Number(r[2])], hint).toEqual([empire, blades]);
        empire = 0;
        blades = 0;
      }
    }
    expectWithin(hits, attacks, (7 - MELEE_TO_HIT[5 * 11 + 3]) / 6, "the familiar's hits");
  });

  it('is a wizard\'s, one a wizard', () => {
    const hero = TEXT.replace('profile: wizard-man', 'profile: hero-man');
    expect(() => compileText(hero)).toThrow(/familiar on a wizard's item, found wizard, no wizard/);
    const champion = TEXT.replace('profile: wizard-man', 'profile: wizard-champion-man').replace('          - { item: warrior-familiar, points: 25 }', '          - { item: warrior-familiar, points: 25 }\n          - { item: power-familiar, points: 25 }');
    expect(() => compileText(champion)).toThrow(/one familiar a wizard, found Power Familiar/);
  });
});
