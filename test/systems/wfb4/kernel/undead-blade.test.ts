/**
 * A blade that burns the Undead near it (AM p.14; the item effect `woundsUndead`, kernel/
 * undead-blade.ts) and its immunity to the fear the Undead cause (`unitImmunity: [undead-fear]`),
 * played through whole turns on test/fixtures/wfb4/undead-blade.yaml.
 */
import { describe, expect, it } from 'vitest';
import { compileFixture, trace } from './kernel-harness.ts';

const FIXTURE = 'undead-blade.yaml';
const SEED = 6100;

describe('a blade that burns the Undead (AM p.14)', () => {
  it('as his side\'s movement phase ends, each Skeleton within 3" of the Hero takes a wound, no save: five of the front rank and three of the second, each turn', () => {
    // His base's centre 0.39" behind his front at y 10; theirs from y 11.89, 0.79" apart: 3.39" reaches
    // the front rank's five and the middle three of the second (rules of thumb in undead-blade.ts).
    const lines = trace(compileFixture(FIXTURE), SEED, 0).lines;
    const burns = lines.filter((l) => l.includes('blade burns'));
    expect(burns).toEqual([
      'hero\'s blade burns skeletons: 8 models within 3", 8 wounds, 8 slain.',
      'hero\'s blade burns skeletons: 8 models within 3", 8 wounds, 8 slain.',
    ]);
    // Only in his own side's turns.
    expect(lines.indexOf(burns[0])).toBeLessThan(lines.indexOf('-- Turn 1, undead --'));
  });

  it('burns none beyond its reach', () => {
    const lines = trace(compileFixture(FIXTURE, 'beyond reach'), SEED, 0).lines;
    expect(lines.some((l) => l.includes('blade burns'))).toBe(false);
  });

  it('keeps its bearer\'s unit from fearing the Undead: the Knights charged by fearsome Skeletons test for fear only without it', () => {
    let tests = 0;
    for (let sim = 0; sim < 100; sim++) {
      const blade = trace(compileFixture(FIXTURE, 'fear charge'), SEED, sim).lines;
      expect(blade.some((l) => l.startsWith('knights, charged by skeletons, tests fear'))).toBe(false);
      const none = trace(compileFixture(FIXTURE, 'fear charge, no blade'), SEED, sim).lines;
      if (none.some((l) => l.startsWith('knights, charged by skeletons, tests fear'))) tests++;
    }
    expect(tests).toBe(100);
  });

  it('burns from the middle of its bearer\'s unit\'s front rank: the Skeletons fighting the Knights lose models to it in the Bretonnians\' turns', () => {
    let burnt = 0;
    for (let sim = 0; sim < 50; sim++) {
      const lines = trace(compileFixture(FIXTURE, 'fear charge'), SEED, sim).lines;
      const own = lines.indexOf('-- Turn 1, bretonnia --');
      const burn = lines.findIndex((l) => l.startsWith('captain\'s blade burns skeletons'));
      if (burn < 0) continue;
      burnt++;
      expect(burn).toBeGreaterThan(own);
    }
    expect(burnt).toBeGreaterThan(25);
  });
});
