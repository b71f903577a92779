/**
 * Fast cavalry (rules/wfb4.md §2.2; RB p.22), on the fixture
 * test/fixtures/wfb4/fast-cavalry.yaml: it turns for free, so a wheel costs it nothing in a
 * move or a charge; a unit that is not mounted, is better armoured than 5+ or slower than M6
 * is refused.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseText } from '../../../helpers/load.ts';
import { compileFixture, compileRun, FIXTURES, trace } from './kernel-harness.ts';

const FIXTURE = 'fast-cavalry.yaml';
const SEED = 8200;
const lines = (run: string) => trace(compileFixture(FIXTURE, run), SEED, 0).lines;

describe('fast cavalry (§2.2)', () => {
  it('wheels for free: a quarter turn costs it nothing of its march, where slow cavalry loses 7.7" (the outer model\'s arc)', () => {
    expect(lines('base')).toContain('riders marches 16.0" towards foes.');
    // Five 25 mm bases: 4.92" wide, a quarter turn of the outer model is 4.92·π/2 = 7.73".
    expect(lines('slow')).toContain('riders marches 8.3" towards foes.');
  });

  it('its charge wheels for free: in reach at 15.6" of 16", where the wheel puts the foes out of slow cavalry\'s reach', () => {
    expect(lines('charge')).toContain('riders declares a charge on the front of foes (15.6" of 16").');
    expect(lines('charge slow').some((l) => /declares a charge/.test(l))).toBe(false);
  });

  it('is refused on foot, with a save better than 5+, or slower than M6', () => {
    const text = readFileSync(FIXTURES + FIXTURE, 'utf8');
    expect(() => compileRun(parseText(text.replace('        mount: horse\n', ''), FIXTURE))).toThrow(/the unit is on foot: it cannot be fast cavalry/);
    expect(() => compileRun(parseText(text.replace('armour: [light-armour]', 'armour: [light-armour, shield]'), FIXTURE))).toThrow(/its save is 4\+: it cannot be fast cavalry/);
    expect(() => compileRun(parseText(text.replace('mount: horse', 'mount: { name: Pony, M: 5, WS: 2, S: 3, I: 2, A: 0, points: 1 }'), FIXTURE))).toThrow(/its M is 5: it cannot be fast cavalry/);
  });
});
