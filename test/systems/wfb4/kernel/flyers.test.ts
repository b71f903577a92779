/**
 * Flyers (rules/wfb4.md §8.3, RB p.70), through the kernel's normal turn sequence: a flying
 * charge of 24" (not doubled) over troops and terrain, landing on the front unless the target's
 * front is engaged, driven off when beaten, leaving after a win when told to, and coming back
 * once a complete turn of its side has been missed.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseText } from '../../../helpers/load.ts';
import { compileFile, compileFixture, compileRun, FIXTURES, fixtureTracer, trace, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'flyers.yaml';
const traced = fixtureTracer(FIXTURE, 21);

/** The index of the first line matching `re`, −1 for none. */
const at = (lines: string[], re: RegExp) => lines.findIndex((l) => re.test(l));

describe('flyers (§8.3)', () => {
  it('compile: a flying move of 24" (or the scenario\'s), the charge reach not doubled, free turning', () => {
    const plan = compileFixture(FIXTURE);
    const h = unitIndex(plan, 'harpies');
    expect([plan.fly[h], plan.chargeReach[h], plan.turnsFreely[h]]).toEqual([24, 24, 1]);
    const short = compileFixture(FIXTURE, 'short flight');
    expect([short.fly[h], short.chargeReach[h]]).toEqual([12, 12]);
    expect(plan.chargeReach[unitIndex(plan, 'archers')]).toBe(8); // 2×M on foot
  });

  it('a character keeps with flyers only flying himself, as far: then he flies and charges with them', () => {
    const withHero = (hero: string) => readFileSync(FIXTURES + FIXTURE, 'utf8').replace('      - id: marauders', `      - { id: hero, profile: hero-man, models: 1, joins: harpies${hero} }\n      - id: marauders`);
    expect(() => compileRun(parseText(withHero(''), FIXTURE))).toThrow(/a character who does not fly cannot keep with flyers/);
    expect(() => compileRun(parseText(withHero(', special: [flying], fly: 12'), FIXTURE))).toThrow(/who flies as far as harpies \(24"\)/);
    const plan = compileRun(parseText(withHero(', special: [flying]'), FIXTURE));
    const lines = trace(plan, 21, 0).lines;
    expect(lines).toContain('harpies declares a charge on the front of archers (22.0" of 24").');
    expect(lines.some((l) => l.startsWith('hero: 3 attacks at archers'))).toBe(true);
  });

  it('charges 24" through the air, over a wood and a unit, at no cost but the distance', () => {
    const lines = traced('base', 0);
    expect(lines).toContain('harpies declares a charge on the front of archers (22.0" of 24").');
    expect(lines).toContain('harpies charges home into the front of archers.');
    // A flight of 12" reaches no one 22" away.
    expect(traced('short flight', 0).some((l) => l.startsWith('harpies declares'))).toBe(false);
  });

  it('lands on the front of its target, unless that front is already engaged', () => {
    expect(traced('from behind', 0)).toContain('harpies declares a charge on the front of archers (10.0" of 24").');
    expect(traced('from behind, front engaged', 0)[1]).toMatch(/^harpies declares a charge on the rear of archers/);
  });

  it('beaten, is driven off instead of testing, and comes back as its side\'s turn starts after missing one', () => {
    let seen = 0;
    for (let sim = 0; sim < 40; sim++) {
      const lines = traced('charge the halberdiers', sim);
      const off = at(lines, /^harpies is driven off/);
      if (off < 0) continue;
      seen++;
      expect(lines.slice(off).some((l) => l.startsWith('harpies break test'))).toBe(false);
      // Driven off in game turn T, in its own player turn or the enemy's, it misses its turn in
      // T + 1 and comes back as its turn in T + 2 starts (chaos moves first).
      const turnLine = lines.slice(0, off).reverse().find((l) => l.startsWith('-- Turn'))!;
      const t = Number(/Turn (\d+)/.exec(turnLine)![1]);
      const back = at(lines, /^harpies flies back onto the table/);
      if (t + 2 <= 4) expect(lines[back - 1], `sim ${sim}`).toBe(`-- Turn ${t + 2}, chaos --`);
      else expect(back, `sim ${sim}`).toBe(-1);
    }
    expect(seen).toBeGreaterThan(3);
  });

  it('off the table, is no one\'s target: no unit advances towards it until it is back', () => {
    // Benchmark (c): the Wyvern, driven off or flying off, was the nearest enemy the Berserkers
    // and the Ghouls wheeled towards until this was fixed.
    const plan = compileFile('scenarios/wfb4/bench-tier2.yaml');
    let away = 0;
    for (let sim = 0; sim < 100; sim++) {
      let off = false;
      for (const line of trace(plan, 1, sim).lines) {
        if (/^Wyvern (is driven off|flies off)/.test(line)) off = true;
        if (line.startsWith('Wyvern flies back onto the table')) off = false;
        if (!off) continue;
        away++;
        expect(line, `bench-tier2.yaml, sim ${sim}`).not.toMatch(/ towards Wyvern/);
      }
    }
    expect(away).toBeGreaterThan(50);
  });

  it('with flyAway: after-win, leaves a combat it won or drew at the end of the phase', () => {
    let seen = 0;
    for (let sim = 0; sim < 40; sim++) {
      const lines = traced('leave after a win', sim);
      const off = at(lines, /^harpies flies off/);
      if (off < 0) continue;
      seen++;
      const result = lines.slice(0, off).reverse().find((l) => l.startsWith('Combat result:'))!;
      const [chaos, empire] = /chaos (\d+).*empire (\d+)/.exec(result)!.slice(1).map(Number);
      expect(chaos, result).toBeGreaterThanOrEqual(empire);
    }
    expect(seen).toBeGreaterThan(3);
  });
});
