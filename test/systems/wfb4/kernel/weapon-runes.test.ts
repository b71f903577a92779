/**
 * Two Dwarf weapon runes (AM p.36; item effects `strengthVsTougher` and `grudge`;
 * kernel/weapon-runes.ts), played through whole turns on test/fixtures/wfb4/weapon-runes.yaml:
 * a Dwarf Hero (S3 T4) on his own against a beast of six wounds (T6, no armour) — his Strength
 * doubled against a tougher foe (S6: 4+), not against one no tougher than he (S3 on T4: 5+),
 * quadrupled by three runes to at most S10 (2+); and the rune of grudge, whose wounds on the
 * first enemy character it hits are doubled before his saves, and on no other.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TO_WOUND } from '../../../../src/systems/wfb/tables.ts';
import { expectWithin } from '../../../helpers/binomial.ts';
import { compileFixture, compileText, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'weapon-runes.yaml';
const SEED = 3636;

/** The Hero's hits and wounds on `foe` over `sims` simulations of `variant`, each line's Strength checked to be `str`. */
function strikes(variant: string, foe: string, str: number, sims: number): { hits: number; wounds: number; lines: string[][] } {
  const plan = compileFixture(FIXTURE, variant);
  const at = new RegExp(`^Hero: \\d attacks? at ${foe} need \\d\\+: (\\d) hits?, (\\d+) wounds? \\(S(\\d+)\\)`);
  let hits = 0;
  let wounds = 0;
  const all: string[][] = [];
  for (let sim = 0; sim < sims; sim++) {
    const lines = trace(plan, SEED, sim).lines;
    all.push(lines);
    for (const line of lines) {
      const m = at.exec(line);
      if (!m) continue;
      expect(Number(m[3]), replayHint(FIXTURE, SEED, sim, variant)).toBe(str);
      hits += Number(m[1]);
      wounds += Number(m[2]);
    }
  }
  return { hits, wounds, lines: all };
}

describe('a rune raising his Strength against a tougher foe (AM p.36)', () => {
  it('against the T6 beast his S3 is doubled: S6, wounding on 4+', () => {
    const { hits, wounds } = strikes('base', 'Beast', 6, 600);
    expect(hits).toBeGreaterThan(500);
    expectWithin(wounds, hits, (7 - TO_WOUND[6 * 11 + 6]) / 6, 'wounds at S6 on T6');
  });

  it('against a beast no tougher than he (T4) his Strength stays S3: 5+', () => {
    const { hits, wounds } = strikes('no tougher', 'Beast', 3, 600);
    expect(hits).toBeGreaterThan(500);
    expectWithin(wounds, hits, (7 - TO_WOUND[3 * 11 + 4]) / 6, 'wounds at S3 on T4');
  });

  it('three runes quadruple it, to at most S10: 2+', () => {
    const { hits, wounds } = strikes('three runes', 'Beast', 10, 400);
    expect(hits).toBeGreaterThan(300);
    expectWithin(wounds, hits, 5 / 6, 'wounds at S10 on T6');
  });
});

describe('the rune of grudge (AM p.36)', () => {
  const MARK = "Hero's rune of grudge marks Boss: each wound it inflicts on him is 2, before his saves, for the rest of the battle.";

  it('marks the first enemy character his blows hit, as they first hit him, and each wound on him is two', () => {
    // S5 on the Boss's T5: a hit wounds on 4+, so the wounds the trace counts are twice a Binomial(hits, 1/2).
    const { hits, wounds, lines } = strikes('grudge', 'Boss', 5, 600);
    expect(hits).toBeGreaterThan(300);
    expect(wounds % 2).toBe(0);
    expectWithin(wounds / 2, hits, 1 / 2, 'wounding hits on the Boss, each two wounds');
    for (const [sim, trace] of lines.entries()) {
      const first = trace.findIndex((l) => /^Hero: \d attacks? at Boss need \d\+: [1-9]/.test(l));
      const marks = trace.filter((l) => l === MARK).length;
      expect(marks, replayHint(FIXTURE, SEED, sim, 'grudge')).toBe(first >= 0 ? 1 : 0);
      // Marked on the blow that first hits him, before its wounds are counted.
      if (first >= 0) expect(trace[first - 1], replayHint(FIXTURE, SEED, sim, 'grudge')).toBe(MARK);
    }
  });

  it('marks no beast, which is no character: its wounds stay one each (S3 on T6, 6+)', () => {
    const { hits, wounds, lines } = strikes('grudge against a beast', 'Beast', 3, 600);
    expect(hits).toBeGreaterThan(500);
    expectWithin(wounds, hits, 1 / 6, 'wounds at S3 on T6');
    expect(lines.flat().some((l) => l.includes('rune of grudge'))).toBe(false);
  });

  it('refuses a fourth rune', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
    expect(() => compileText(text.replace('effects: { grudge: 1 } }]\n      sides.dwarfs', 'effects: { grudge: 4 } }]\n      sides.dwarfs'), 'grudge')).toThrow(/grudge/);
  });
});
