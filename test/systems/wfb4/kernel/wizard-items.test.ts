/**
 * A wizard's magic items (rules/wfb4.md §9; AM p.17 "Wizards only"), played through whole turns on
 * the fixture test/fixtures/wfb4/wizard-items.yaml: a Wizard Champion whose rod raises his level
 * and makes his spells cheaper until it is spent, and whose chalice gives him a card after each
 * deal at the risk of a wound; a Hedge Wizard whose staff adds 1 to his Dispels.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectWithin } from '../../../helpers/binomial.ts';
import { compileFixture, compileText, FIXTURES, replayHint, trace, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'wizard-items.yaml';
const SEED = 9900;
const SIMS = 600;
const TEXT = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');

const plan = compileFixture(FIXTURE);
const runs = Array.from({ length: SIMS }, (_, sim) => ({ hint: replayHint(FIXTURE, SEED, sim), lines: trace(plan, SEED, sim).lines }));

const EXTRA = /^Magister takes 1 more card by his item; rolls (\d)(, and loses a wound)?\.$/;
const CHEAPER = /^Magister's item made the spell cheaper: rolls (\d)(, spent for the battle)?\.$/;
const CAST = /^Magister casts (Fire Ball|Blast|The Green Eye) at Orc boyz with (\d) power cards?\.$/;

describe("a wizard's magic items (AM p.17)", () => {
  it('a rod of one more level: the Wizard Champion is of level 3, and holds three spell cards; a fourth is refused', () => {
    expect(plan.magic.level[unitIndex(plan, 'magister')]).toBe(3);
    const four = TEXT.replace('          - { spell: green-eye, power: 2, target: boyz }', '          - { spell: green-eye, power: 2, target: boyz }\n          - { spell: burning-head, power: 2, target: boyz }');
    expect(() => compileText(four)).toThrow(/at most 3 spells for a level-3 wizard/);
  });

  it('is a wizard\'s: on a hero it is refused', () => {
    const hero = TEXT.replace('profile: wizard-champion-man\n        models: 1\n        position: { x: 52', 'profile: hero-man\n        models: 1\n        position: { x: 52');
    expect(() => compileText(hero)).toThrow(/dispelBonus on a wizard's item, found hedge, no wizard/);
  });

  it('the chalice: one more card after each deal, and a wound on a D6 of 6', () => {
    let rolls = 0;
    let hurt = 0;
    for (const { hint, lines } of runs) {
      for (let i = 0; i < lines.length; i++) {
        const m = EXTRA.exec(lines[i]);
        if (!m) continue;
        rolls++;
        expect(m[2] !== undefined, hint).toBe(m[1] === '6');
        if (m[2] !== undefined) hurt++;
        // Right after the deal.
        expect(lines[i - 1], hint).toMatch(/^Magic phase: the Winds of Magic blow/);
      }
    }
    expect(rolls).toBeGreaterThan(2000);
    expectWithin(hurt, rolls, 1 / 6, 'extra cards that cost a wound');
  });

  it('the rod: each spell one power card cheaper, spent after a use on a D6 of 1 or 2, and never cheaper after', () => {
    let uses = 0;
    let spent = 0;
    for (const { hint, lines } of runs) {
      let gone = false;
      for (let i = 0; i < lines.length; i++) {
        const cast = CAST.exec(lines[i]);
        if (cast) {
          // Every card here costs 2: 1 while the rod works, 2 after (a Fire Ball may also go with Total Power).
          if (gone) expect(cast[2], hint).toBe('2');
          if (cast[2] === '1') {
            expect(gone, hint).toBe(false);
            expect(lines[i + 1], hint).toMatch(CHEAPER);
          }
          continue;
        }
        const m = CHEAPER.exec(lines[i]);
        if (!m) continue;
        uses++;
        expect(m[2] !== undefined, hint).toBe(Number(m[1]) <= 2);
        if (m[2] !== undefined) {
          spent++;
          gone = true;
        }
      }
    }
    expect(uses).toBeGreaterThan(500);
    expectWithin(spent, uses, 2 / 6, 'uses that spend the rod');
  });

  it("the staff: the Hedge Wizard (level 2) dispels the level-3 Magister's spells on 4+, not 5+", () => {
    let tries = 0;
    for (const { hint, lines } of runs) {
      for (const line of lines) {
        const m = /^Hedge Wizard tries to dispel .*: needs (\d)/.exec(line);
        if (!m) continue;
        tries++;
        expect(m[1], hint).toBe('4');
      }
    }
    expect(tries).toBeGreaterThan(300);
  });

  it('a store of power cards: the Hedge Wizard keeps up to 3 of his side\'s unused power cards, gives them back after the next deal, and loses them on a D6 at or under their number', () => {
    const stored = TEXT.replace('effects: { dispelBonus: 1 } }', 'effects: { dispelBonus: 1, storeCards: { most: 3, risky: true } } }');
    const keeper = compileText(stored);
    const KEEPS = /^Hedge Wizard's item keeps (\d) unused power cards? for the next phase\.$/;
    const BACK = /^Hedge Wizard's item (gives back|loses) the (\d) power cards? it kept \(rolls (\d)\)\.$/;
    const byKept = [0, 0, 0, 0];
    const lostByKept = [0, 0, 0, 0];
    for (let sim = 0; sim < SIMS; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(keeper, SEED, sim).lines;
      let kept = 0;
      for (let i = 0; i < lines.length; i++) {
        const keeps = KEEPS.exec(lines[i]);
        if (keeps) {
          expect(kept, hint).toBe(0);
          kept = Number(keeps[1]);
          expect(kept, hint).toBeLessThanOrEqual(3);
          continue;
        }
        const back = BACK.exec(lines[i]);
        if (!back) continue;
        expect(Number(back[2]), hint).toBe(kept);
        expect(back[1] === 'loses', hint).toBe(Number(back[3]) <= kept);
        // Right after the deal (and the chalice's card), before any spell.
        expect(lines.slice(0, i).reverse().find((l) => /^Magic phase|casts|dispel/.test(l)), hint).toMatch(/^Magic phase: the Winds of Magic blow/);
        byKept[kept]++;
        if (back[1] === 'loses') lostByKept[kept]++;
        kept = 0;
      }
    }
    expect(byKept[3]).toBeGreaterThan(300);
    for (let k = 1; k <= 3; k++) if (byKept[k] > 50) expectWithin(lostByKept[k], byKept[k], k / 6, `${k} kept cards lost`);
    // Without the store the same battles keep nothing.
    expect(runs.some(({ lines }) => lines.some((l) => KEEPS.test(l)))).toBe(false);
  });

  describe('familiars (BM p.35)', () => {
    const CHALICE = "          - { name: Chalice of Sorcery, kind: talisman, points: 30, effects: { extraCard: { cards: 1, woundOn: 6 } } }";
    const BURNING = '          - { spell: green-eye, power: 2, target: boyz }\n          - { spell: burning-head, power: 2, target: boyz }';

    it('a Spell Familiar: one more spell card, cast at his level, which stays 2; a fourth card is refused', () => {
      const ROD = "          - { name: Rod of Power, kind: talisman, points: 50, effects: { level: 1, powerDiscount: { power: 1, exhaustedOn: 2 } } }";
      const text = TEXT.replace(ROD, '          - { item: spell-familiar, points: 25 }');
      const familiar = compileText(text);
      expect(familiar.magic.level[unitIndex(familiar, 'magister')]).toBe(2);
      let third = 0;
      for (let sim = 0; sim < 200; sim++) for (const line of trace(familiar, SEED, sim).lines) if (/^Magister casts The Green Eye/.test(line)) third++;
      expect(third).toBeGreaterThan(20);
      expect(() => compileText(text.replace('          - { spell: green-eye, power: 2, target: boyz }', BURNING))).toThrow(/at most 3 spells for a level-2 wizard/);
      expect(() => compileText(TEXT.replace(ROD, '          - { name: Ring, kind: talisman, points: 5, effects: { ward: 6 } }'))).toThrow(/at most 2 spells for a level-2 wizard/);
    });

    it('a Power Familiar holds one unused power card from each phase to the next, always given back after the deal', () => {
      const text = TEXT.replace('effects: { dispelBonus: 1 } }', 'effects: { dispelBonus: 1 } }\n          - { item: power-familiar, points: 25 }');
      const familiar = compileText(text);
      let held = 0;
      for (let sim = 0; sim < 200; sim++) {
        const hint = replayHint(FIXTURE, SEED, sim);
        const lines = trace(familiar, SEED, sim).lines;
        let holding = false;
        for (let i = 0; i < lines.length; i++) {
          if (/^Hedge Wizard's Power Familiar holds an unused power card for the next phase\.$/.test(lines[i])) {
            expect(holding, hint).toBe(false);
            holding = true;
            held++;
          } else if (/^Hedge Wizard takes back the power card his Power Familiar held\.$/.test(lines[i])) {
            expect(holding, hint).toBe(true);
            holding = false;
            expect(lines.slice(0, i).reverse().find((l) => /^Magic phase|casts|dispel/.test(l)), hint).toMatch(/^Magic phase: the Winds of Magic blow/);
          }
        }
      }
      expect(held).toBeGreaterThan(300);
    });

    it('one familiar a wizard, on a wizard only; a familiar profile is refused, pointing to its item', () => {
      const two = TEXT.replace(CHALICE, '          - { item: power-familiar, points: 25 }').replace('          - { name: Rod of Power', '          - { item: spell-familiar, points: 25 }\n          - { name: Rod of Power');
      expect(() => compileText(two.replace("          - { name: Rod of Power, kind: talisman, points: 50, effects: { level: 1, powerDiscount: { power: 1, exhaustedOn: 2 } } }\n", ''))).toThrow(/one familiar a wizard, found Power Familiar/);
      const hero = TEXT.replace('profile: wizard-champion-man\n        models: 1\n        position: { x: 52', 'profile: hero-man\n        models: 1\n        position: { x: 52').replace('          - { name: Staff of Dispelling, kind: talisman, points: 20, effects: { dispelBonus: 1 } }', '          - { item: power-familiar, points: 25 }');
      expect(() => compileText(hero)).toThrow(/familiar on a wizard's item, found hedge, no wizard/);
      const model = (profile: string) => TEXT.replace('profile: orc\n', `profile: ${profile}\n`);
      expect(() => compileText(model('spell-familiar'))).toThrow(/give him the item spell-familiar/);
      expect(() => compileText(model('warrior-familiar'))).toThrow(/give him the item warrior-familiar/);
    });
  });

  describe('an item that makes a wizard (AM p.10)', () => {
    const ROD = "          - { name: Rod of Power, kind: talisman, points: 50, effects: { level: 1, powerDiscount: { power: 1, exhaustedOn: 2 } } }";
    const CROWN = (effects: string) => TEXT.replace('profile: wizard-champion-man\n        models: 1\n        position: { x: 24', 'profile: hero-man\n        armour: [heavy-armour]\n        models: 1\n        position: { x: 24').replace(ROD, `          - { name: Crown of Sorcery, kind: talisman, points: 50, effects: ${effects} }`).replace(/          - \{ name: Chalice of Sorcery.*\n/, '');

    it('a Hero in heavy armour with the crown casts as a level-3 wizard, three spell cards and no more', () => {
      const text = CROWN('{ wizard: { level: 3, ldTest: true } }');
      const plan = compileText(text);
      expect(plan.magic.level[unitIndex(plan, 'magister')]).toBe(3);
      expect(() => compileText(text.replace('          - { spell: green-eye, power: 2, target: boyz }', '          - { spell: green-eye, power: 2, target: boyz }\n          - { spell: burning-head, power: 2, target: boyz }'))).toThrow(/at most 3 spells for a hero or lord made a level-3 wizard/);
      // Without the crown his armour, and his being no wizard, are refused.
      expect(() => compileText(CROWN('{ ward: 6 }'))).toThrow(/spells on a wizard/);
    });

    it('tests his Ld after each spell from his cards, and failing it is senseless until the next magic phase: he casts nothing until he comes to', () => {
      const plan = compileText(CROWN('{ wizard: { level: 3, ldTest: true } }'));
      const ld = plan.Ld[unitIndex(plan, 'magister')];
      let tests = 0;
      let failed = 0;
      for (let sim = 0; sim < SIMS; sim++) {
        const hint = replayHint(FIXTURE, SEED, sim);
        const lines = trace(plan, SEED, sim).lines;
        let senseless = false;
        for (let i = 0; i < lines.length; i++) {
          if (CAST.test(lines[i])) {
            expect(senseless, hint).toBe(false);
            const m = /^Magister tests his Leadership after casting: 2D6 (\d+) against (\d+)(: senseless until the next magic phase|, passed)\.$/.exec(lines.slice(i + 1).find((l) => l.startsWith('Magister tests')) ?? '');
            expect(m, hint).not.toBeNull();
            continue;
          }
          const m = /^Magister tests his Leadership after casting: 2D6 (\d+) against (\d+)(: senseless|, passed)/.exec(lines[i]);
          if (m) {
            tests++;
            expect(Number(m[2]), hint).toBe(ld);
            expect(m[3] !== ', passed', hint).toBe(Number(m[1]) > ld);
            if (m[3] !== ', passed') {
              failed++;
              senseless = true;
            }
          }
          if (lines[i] === 'Magister comes to.') {
            expect(senseless, hint).toBe(true);
            senseless = false;
            expect(lines[i + 1], hint).toMatch(/^Magic phase/); // as the next magic phase starts
          }
        }
      }
      expect(tests).toBeGreaterThan(500);
      const over = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].reduce((a, ways, total) => a + (total > ld ? ways : 0), 0) / 36;
      expectWithin(failed, tests, over, 'tests failed');
    });

    it('with no Ld test he never tests; on a wizard it is refused', () => {
      const plan = compileText(CROWN('{ wizard: { level: 2 } }').replace('          - { spell: green-eye, power: 2, target: boyz }\n', ''));
      expect(plan.magic.level[unitIndex(plan, 'magister')]).toBe(2);
      for (let sim = 0; sim < 50; sim++) expect(trace(plan, SEED, sim).lines.some((l) => l.startsWith('Magister tests his Leadership'))).toBe(false);
      expect(() => compileText(TEXT.replace(ROD, '          - { name: Crown of Sorcery, kind: talisman, points: 50, effects: { wizard: { level: 3 } } }'))).toThrow(/an item that makes a wizard on a hero or lord, found magister, a wizard already/);
    });
  });
});
