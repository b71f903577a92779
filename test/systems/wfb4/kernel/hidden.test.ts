/**
 * An item that hides its wearer (AM p.10-12: the enemy needs a 6 on a D6 before charging
 * or shooting the wearer, and a wizard a 5 or 6 before casting a spell
 * at him; item effect `hidden`; magic-items.ts hiddenFrom()), played through whole turns on the
 * fixture test/fixtures/wfb4/hidden.yaml: a Hero on his own whom Orc boyz would charge, Orc archers
 * shoot at and a Big Boss's ring cast at.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectWithin } from '../../../helpers/binomial.ts';
import { compileFixture, compileText, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'hidden.yaml';
const SEED = 9970;
const TEXT = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
const TRY = /^(Orc boyz|Orc archers|Big Boss) would (charge|shoot at|cast a spell at) Hero, whom his item hides: rolls (\d), (and may|needing (\d): may not)\.$/;
const NEXT: Record<string, string> = { 'Orc boyz': 'Orc boyz declares a charge on', 'Orc archers': 'Orc archers shoots', 'Big Boss': 'Big Boss uses Ring of Flame at Hero' };

describe('an item that hides its wearer (AM p.10-12)', () => {
  it('a charge or a volley at him only on a 6, a spell only on a 5 or 6; failing, none is made', () => {
    const tries: Record<string, { n: number; may: number }> = { 'Orc boyz': { n: 0, may: 0 }, 'Orc archers': { n: 0, may: 0 }, 'Big Boss': { n: 0, may: 0 } };
    const plan = compileFixture(FIXTURE);
    for (let sim = 0; sim < 1500; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(plan, SEED, sim).lines;
      lines.forEach((line, i) => {
        const m = TRY.exec(line);
        if (!m) return;
        const who = m[1];
        const may = m[4] === 'and may';
        expect(+m[3] >= (who === 'Big Boss' ? 5 : 6), hint).toBe(may);
        tries[who].n++;
        if (may) tries[who].may++;
        // What it would do follows at once only when it may.
        expect((lines[i + 1] ?? '').startsWith(NEXT[who]), hint).toBe(may);
      });
      // Nothing is done to him but after a roll that allows it.
      lines.forEach((line, i) => {
        for (const who of Object.keys(NEXT)) if (line.startsWith(NEXT[who])) expect(TRY.exec(lines[i - 1] ?? '')?.[4], hint).toBe('and may');
      });
    }
    expect(tries['Orc boyz'].n).toBeGreaterThan(300);
    expectWithin(tries['Orc boyz'].may, tries['Orc boyz'].n, 1 / 6, 'charges allowed on a 6');
    expectWithin(tries['Orc archers'].may, tries['Orc archers'].n, 1 / 6, 'volleys allowed on a 6');
    expectWithin(tries['Big Boss'].may, tries['Big Boss'].n, 1 / 3, 'spells allowed on a 5 or 6');
  });

  it('charging archers who stand and shoot, he is shot at only on a 6 too', () => {
    // The Hero, 7" from the archers, charges them, and they stand and shoot (over half his reach away); the others hold.
    const text = TEXT.replace('position: { x: 36, y: 30, facing: 0 }\n        tactics: { move: hold, charge: never }', 'position: { x: 49, y: 30, facing: 90 }\n        tactics: { charge: archers }')
      .replace('charge: hero }', 'charge: never }').replace('shoot: hero }', 'shoot: never, react: stand-and-shoot }').replace('target: hero }', 'target: hero, uses: 1 }');
    const plan = compileText(text.replace('first: orcs', 'first: empire'));
    let tried = 0;
    let may = 0;
    for (let sim = 0; sim < 600; sim++) {
      const lines = trace(plan, SEED, sim).lines;
      const at = lines.indexOf('Orc archers stands and shoots.');
      const roll = lines.findIndex((l) => l.startsWith('Orc archers would shoot at Hero, whom his item hides'));
      if (roll < 0) continue;
      tried++;
      const allowed = lines[roll].endsWith('and may.');
      if (allowed) may++;
      expect(at === roll + 1, replayHint(FIXTURE, SEED, sim)).toBe(allowed);
    }
    expect(tried).toBeGreaterThan(400);
    expectWithin(may, tried, 1 / 6, 'stand and shoot allowed on a 6');
  });

  it('in a unit he is no longer hidden: his unit is charged, shot and cast at as any', () => {
    // The Hero with ten Men, whom the Orcs charge, shoot and cast at instead.
    const hero = TEXT.slice(TEXT.indexOf('      - id: hero'), TEXT.indexOf('  - id: orcs'));
    const joined = TEXT.replace(hero, `      - { id: men, name: Men, profile: man, models: 10, files: 5, position: { x: 36, y: 30, facing: 0 }, tactics: { move: hold, charge: never } }
      - { id: hero, name: Hero, profile: hero-man, models: 1, joins: men, items: [{ name: Cloak of Shadows, kind: talisman, points: 30, effects: { hidden: true } }] }
`).replace('charge: hero }', 'charge: men }').replace('shoot: hero }', 'shoot: men }').replace('target: hero }', 'target: men }');
    const plan = compileText(joined);
    let charged = 0;
    for (let sim = 0; sim < 100; sim++) {
      // The Orcs' first turn, while he stands with the Men (he may be left on his own later).
      const lines = trace(plan, SEED, sim).lines;
      const first = lines.slice(1, lines.indexOf('-- Turn 1, empire --'));
      expect(first.some((l) => l.includes('whom his item hides')), replayHint(FIXTURE, SEED, sim)).toBe(false);
      if (first.some((l) => l.startsWith('Orc boyz declares a charge on the front of Men'))) charged++;
    }
    expect(charged).toBe(100);
  });
});
