/**
 * A fire weapon (AM p.13-16; item effect `fire`, special rule `flammable`;
 * kernel/magic-items.ts weaponUnsaved(), weaponDie()), played through whole turns on
 * test/fixtures/wfb4/fire-blade.yaml: a Hero's S6 blade of fire, which allows no armour save,
 * against a Treeman (T6, six wounds) vulnerable to fire — destroyed by the first wound — and the
 * same beast without the rule; its blows as fire attacks on an Orc Boss, whose armour unmodified
 * against fire saves on 4+ at S6 (no save against a blade without fire), and whose talisman's
 * 2+ save against fire is rolled after armour, even against a blade that allows none.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileFixture, compileText, expectWithin, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'fire-blade.yaml';
const SEED = 5150;

interface Strike {
  sim: number;
  hits: number;
  wounds: number;
  unsaved: number;
  slain: number;
  /** The trace line after the strike. */
  next: string;
}

/** Every strike of the Hero's at `foe` over `sims` simulations of `variant`, each checked to be at S6. */
function strikes(variant: string, foe: string, sims: number): Strike[] {
  const plan = compileFixture(FIXTURE, variant);
  const at = new RegExp(`^Hero: \\d attacks? at ${foe} need \\d\\+: (\\d) hits?, (\\d+) wounds? \\(S(\\d+)\\), (\\d+) unsaved, (\\d+) slain\\.$`);
  const all: Strike[] = [];
  for (let sim = 0; sim < sims; sim++) {
    const lines = trace(plan, SEED, sim).lines;
    lines.forEach((line, k) => {
      const m = at.exec(line);
      if (!m) return;
      expect(Number(m[3]), replayHint(FIXTURE, SEED, sim, variant)).toBe(6);
      all.push({ sim, hits: Number(m[1]), wounds: Number(m[2]), unsaved: Number(m[4]), slain: Number(m[5]), next: lines[k + 1] ?? '' });
    });
  }
  return all;
}

const sum = (xs: Strike[], f: (s: Strike) => number): number => xs.reduce((a, s) => a + f(s), 0);

describe('a blade of fire against a Treeman vulnerable to fire (AM p.13-16)', () => {
  it('destroys it with its first wound, whatever its six Wounds, and says so', () => {
    const all = strikes('base', 'Treeman', 400);
    const wounding = all.filter((s) => s.wounds > 0);
    expect(wounding.length).toBeGreaterThan(300);
    for (const s of wounding) {
      expect(s.slain, replayHint(FIXTURE, SEED, s.sim, 'base')).toBe(1);
      expect(s.unsaved, 'no armour save').toBe(s.wounds);
      expect(s.next, replayHint(FIXTURE, SEED, s.sim, 'base')).toBe("Hero's fire consumes Treeman: vulnerable to fire, it is destroyed by a wound.");
    }
    // Each simulation ends at the first strike that wounds: none strikes again.
    expect(new Set(wounding.map((s) => s.sim)).size).toBe(wounding.length);
    // S6 on T6: a hit wounds on 4+.
    expectWithin(sum(all, (s) => s.wounds), sum(all, (s) => s.hits), 1 / 2, 'wounds at S6 on T6');
  });

  it('takes six wounds to fell the same beast without the rule', () => {
    const all = strikes('not flammable', 'Treeman', 300);
    const bySim = new Map<number, number>();
    for (const s of all) {
      const before = bySim.get(s.sim) ?? 0;
      bySim.set(s.sim, before + s.unsaved);
      expect(s.slain, replayHint(FIXTURE, SEED, s.sim, 'not flammable')).toBe(before + s.unsaved >= 6 ? 1 : 0);
      expect(s.next).not.toMatch(/fire consumes/);
    }
    expect([...bySim.values()].some((w) => w >= 6)).toBe(true);
  });
});

describe("a fire blade's blows are fire attacks", () => {
  it('armour unmodified against fire saves on its own 4+ at S6', () => {
    const all = strikes('armour unmodified against fire', 'Boss', 600);
    const wounds = sum(all, (s) => s.wounds);
    expect(wounds).toBeGreaterThan(300);
    expectWithin(sum(all, (s) => s.unsaved), wounds, 1 / 2, 'unsaved through an unmodified 4+');
  });

  it('against a blade without fire the same armour saves nothing at S6 (4+, -3)', () => {
    const all = strikes('a blade without fire', 'Boss', 200);
    expect(sum(all, (s) => s.wounds)).toBeGreaterThan(100);
    expect(sum(all, (s) => s.unsaved)).toBe(sum(all, (s) => s.wounds));
  });

  it("a talisman's 2+ save against fire is rolled though the blade allows no armour save", () => {
    const all = strikes('a save against fire', 'Boss', 600);
    const wounds = sum(all, (s) => s.wounds);
    expect(wounds).toBeGreaterThan(300);
    expectWithin(sum(all, (s) => s.unsaved), wounds, 1 / 6, 'unsaved through a 2+ save against fire');
  });
});

describe('the refusals', () => {
  const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');

  it('refuses vulnerability to fire on a chariot', () => {
    const chariot = text.replace('special: [monster, flammable]', 'special: [chariot, flammable]').replace('base: [50, 50]', 'base: [50, 100]\n        mount: horse\n        crew: 2');
    expect(() => compileText(chariot)).toThrow(/flammable on troops, a monster or a character/);
  });

  it('refuses `fire` on an item that is not a weapon', () => {
    const talisman = text.replace('kind: weapon, points: 50, effects: { bonus: { S: 2 }, armourSaves: none, fire: true }', 'kind: talisman, points: 50, effects: { fire: true }');
    expect(() => compileText(talisman)).toThrow(/an effect a magic talisman may have/);
  });
});
