/**
 * A wizard's item that casts one of his Dark or Necromantic spells a magic phase at no cost (AM
 * p.17: a D6 each time it is used, at or under the power the spell needs, exhausts it; item
 * effect `freeSpell`; kernel/free-spells.ts, magic.ts castFree()), played through whole turns on
 * the fixture test/fixtures/wfb4/free-spell.yaml: a Wizard Champion with Blade Wind and Bolts of
 * Dark Magic (2 power cards each) and the sword, against thirty Men with a Wizard who only dispels.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { binMisses, compileFixture, compileText, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'free-spell.yaml';
const SEED = 9990;
const SIMS = 2000;
const TEXT = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
const FREE = /^Sorcerer casts (Blade Wind|Bolts of Dark Magic) at Men at no cost, by his item\.$/;
const PAID = /^Sorcerer casts (Blade Wind|Bolts of Dark Magic) at Men with /;
const ROLL = /^Sorcerer's item: rolls (\d) against the spell's power 2(, exhausted for the battle)?\.$/;

describe('an item that casts a Dark or Necromantic spell at no cost (AM p.17)', () => {
  it('the first of his two spells he casts in a magic phase costs no card while it lasts, the other is paid; a D6 of 1 or 2 after each use exhausts it, and he pays from then on', () => {
    const plan = compileFixture(FIXTURE);
    const rolls = [0, 0, 0, 0, 0, 0];
    let free = 0;
    let paid = 0;
    let noPower = 0;
    for (let sim = 0; sim < SIMS; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(plan, SEED, sim).lines;
      let lasting = true;
      let usedThisPhase = false;
      let holdsPower = true;
      for (let k = 0; k < lines.length; k++) {
        const line = lines[k];
        if (line.startsWith('Magic phase:')) {
          usedThisPhase = false;
          // His side's hand, whether it is named first (its turn) or second.
          const hand = /sorcerers (?:holds )?([^;]*?)(?:;|\.$)/.exec(line)![1];
          holdsPower = /\d+ (Total )?Power/.test(hand);
        } else if (FREE.test(line)) {
          expect(lasting, hint).toBe(true);
          expect(usedThisPhase, hint).toBe(false);
          usedThisPhase = true;
          free++;
          if (!holdsPower) noPower++;
          // The item's D6 once the spell is told: after the enemy's answer and the hits.
          const at = lines.findIndex((l, j) => j > k && ROLL.test(l));
          expect(at, hint).toBeGreaterThan(k);
          const [, roll, exhausted] = ROLL.exec(lines[at])!;
          rolls[Number(roll) - 1]++;
          expect(exhausted !== undefined, hint).toBe(Number(roll) <= 2);
          if (exhausted !== undefined) lasting = false;
        } else if (PAID.test(line)) {
          // Paid only once the item is spent or used this phase.
          expect(!lasting || usedThisPhase, hint).toBe(true);
          paid++;
        }
      }
    }
    expect(free).toBeGreaterThan(1500);
    expect(paid).toBeGreaterThan(500);
    // No power card in hand, he casts all the same.
    expect(noPower).toBeGreaterThan(50);
    expect(binMisses(rolls, [1, 1, 1, 1, 1, 1].map((x) => x / 6), free)).toEqual([]);
  });

  it('refused on a wizard with no Dark or Necromantic spell, and on a character who is no wizard', () => {
    expect(() => compileText(TEXT.replace('spells: [{ spell: blade-wind, power: 2 }, { spell: dark-bolts, power: 2, range: 24 }]', 'spells: [{ spell: fire-ball, power: 2 }]'))).toThrow(/freeSpell on a wizard with Dark Magic or Necromantic spells/);
    const hero = TEXT.replace('character: wizard-champion', 'character: hero').replace('        spells: [{ spell: blade-wind, power: 2 }, { spell: dark-bolts, power: 2, range: 24 }]\n', '');
    expect(hero).not.toContain('blade-wind');
    expect(() => compileText(hero)).toThrow(/freeSpell on a wizard's item/);
  });
});
