/**
 * An item that makes its wizard's spells unbreakable (rules/wfb4.md §9; AM p.17: with the Staff
 * the bearer may make a spell that nothing can dispel, rebound or destroy;
 * its power cards are still paid as usual, and after each use a D6 of
 * 1 or 2 spends the Staff; item effect `unbreakableSpells`; kernel/magic.ts), played
 * through whole turns on the fixture test/fixtures/wfb4/unbreakable.yaml: a Magister casting Fire
 * Balls at Orc boyz, whose side holds Dispels and Destroy Spells.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectWithin } from '../../../helpers/binomial.ts';
import { compileFixture, compileText, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'unbreakable.yaml';
const SEED = 9998;
const CASTS = /^Magister casts Fire Ball at Orc boyz with 2 power cards\.$/;
const STAFF = /^Magister's item makes the spell unbreakable: rolls (\d)(, its power exhausted)?\.$/;
const ANSWER = /dispel|Destroy Spell|Rebound/;

/** Whether the Orcs hold a Dispel after the deal, by the Winds of Magic line. */
function orcsHoldDispel(winds: string): boolean {
  const orcs = winds.includes('orcs holds') ? winds.slice(winds.indexOf('orcs holds')).split(';')[0] : winds.slice(winds.indexOf('; orcs'));
  return orcs.includes('Dispel');
}

describe('an item that makes its wizard\'s spells unbreakable (AM p.17)', () => {
  it('while it lasts no card answers his spells, each use rolls a D6 that spends it on 1-2 (1 in 3), and then the enemy may answer them', () => {
    const plan = compileFixture(FIXTURE);
    let uses = 0;
    let spent = 0;
    let answeredAfter = 0;
    let heldOff = 0;
    for (let sim = 0; sim < 2000; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(plan, SEED, sim).lines;
      let lasting = true;
      lines.forEach((l, i) => {
        if (!CASTS.test(l)) return;
        const end = lines.findIndex((x, j) => j > i && (CASTS.test(x) || x.startsWith('-- Turn')));
        const after = lines.slice(i + 1, end < 0 ? lines.length : end);
        const staff = after.map((x) => STAFF.exec(x)).find((m) => m !== null);
        expect(staff !== undefined, hint).toBe(lasting);
        if (staff) {
          expect(after.some((x) => ANSWER.test(x)), hint).toBe(false);
          const winds = lines.slice(0, i).reverse().find((x) => x.startsWith('Magic phase: the Winds of Magic'));
          if (winds !== undefined && orcsHoldDispel(winds)) heldOff++;
          uses++;
          expect(staff[2] !== undefined, hint).toBe(Number(staff[1]) <= 2);
          if (staff[2] !== undefined) {
            spent++;
            lasting = false;
          }
        } else if (after.some((x) => ANSWER.test(x))) answeredAfter++;
      });
    }
    expect(uses).toBeGreaterThan(1500);
    expectWithin(spent, uses, 1 / 3, 'the staff spent on 1-2');
    expect(answeredAfter).toBeGreaterThan(50);
    // Casts the Orcs could have answered, but for the staff.
    expect(heldOff).toBeGreaterThan(300);
  });

  it('is refused on a character who is not a wizard', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8')
      .replace('profile: wizard-champion-man', 'profile: hero-man')
      .replace(/ {8}spells:\n.*\n/, '');
    expect(text).not.toContain('spells:');
    expect(() => compileText(text)).toThrow(/unbreakableSpells on a wizard's item/);
  });
});
