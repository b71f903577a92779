/**
 * The rune that breaks a magic weapon (AM p.36; item effect `breaksWeapons`;
 * kernel/weapon-runes.ts runesOnHits(), combat.ts strike() and blows()), played through whole
 * turns on test/fixtures/wfb4/weapon-breaker.yaml: each hit of a Dwarf Hero's on an Orc Boss
 * whose blade always hits at +2 S is a roll-off, the Hero's higher D6 (15 in 36) breaking it;
 * broken, the Boss rolls to hit by the WS table and strikes at his own Strength.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileFixture, compileText, expectWithin, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'weapon-breaker.yaml';
const SEED = 9191;
const TEST = /^Hero's rune tests the magic weapon of Boss: (\d) against (\d), (broken for the rest of the battle|it holds)\.$/;
const HERO = /^Hero: \d attacks? at Boss need \d\+: (\d) hits?/;
const BOSS = /^Boss: \d attacks? at Hero need (\d)\+: \d hits?, \d+ wounds? \(S(\d+)\)/;

/** Plays `sims` simulations of `variant`, checking each line; returns the roll-offs and the blades broken. */
function play(variant: string, sims: number): { tests: number; broken: number } {
  const plan = compileFixture(FIXTURE, variant);
  let tests = 0;
  let broken = 0;
  for (let sim = 0; sim < sims; sim++) {
    const hint = replayHint(FIXTURE, SEED, sim, variant);
    const lines = trace(plan, SEED, sim).lines;
    let pending = 0; // tests since the last strike of his
    let gone = false;
    for (const line of lines) {
      const t = TEST.exec(line);
      if (t) {
        expect(gone, hint).toBe(false);
        const won = Number(t[1]) > Number(t[2]);
        expect(t[3] === 'it holds', hint).toBe(!won);
        tests++;
        pending++;
        if (won) {
          broken++;
          gone = true;
        }
        continue;
      }
      const h = HERO.exec(line);
      if (h) {
        // As many tests as hits, or fewer when one broke it.
        if (!gone || pending > 0) expect(pending === Number(h[1]) || (gone && pending <= Number(h[1])), hint).toBe(true);
        pending = 0;
        continue;
      }
      const b = BOSS.exec(line);
      // Whole, his blade hits with no roll at S5; broken, he needs 4+ (WS4 against WS5) at S3.
      if (b) expect([Number(b[1]), Number(b[2])], hint).toEqual(gone ? [4, 3] : [1, 5]);
    }
  }
  return { tests, broken };
}

describe('the rune that breaks a magic weapon (AM p.36)', () => {
  it('tests the blade on each of his hits until one breaks it, the wielder winning on a higher D6 (15 in 36)', () => {
    const { tests, broken } = play('base', 600);
    expect(broken).toBeGreaterThan(400);
    expectWithin(broken, tests, 15 / 36, 'roll-offs won by the wielder');
  });

  it('breaks it in a challenge too, where each fights with his own profile', () => {
    const { tests, broken } = play('in a challenge', 400);
    expect(broken).toBeGreaterThan(250);
    expectWithin(broken, tests, 15 / 36, 'roll-offs won by the wielder');
  });
});

describe('the refusals', () => {
  const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');

  it('refuses an enemy blade with a power a broken weapon would keep', () => {
    expect(() => compileText(text.replace('effects: { autoHit: true, bonus: { S: 2 } }', 'effects: { autoHit: true, strikesFirst: true }'))).toThrow(/a magic weapon whose powers are its blows' and S and A, against a rune that breaks magic weapons/);
    expect(() => compileText(text.replace('effects: { autoHit: true, bonus: { S: 2 } }', 'effects: { bonus: { WS: 2 } }'))).toThrow(/against a rune that breaks magic weapons/);
  });

  it('plays an enemy blade of blows and S and A', () => {
    expect(() => compileText(text.replace('effects: { autoHit: true, bonus: { S: 2 } }', 'effects: { bonus: { S: 1, A: 1 }, wounds: D3, armourSaves: none }'))).not.toThrow();
  });
});
