/**
 * Skirmishers (rules/wfb4.md §8.7; RB p.90-91), played through the kernel's turn sequence on
 * the fixture test/fixtures/wfb4/skirmish.yaml: no rank bonus, their own Leadership only (no
 * general, no battle standard), loose order (fewer models touch the enemy), no terrain penalty,
 * and −1 to hit them with missiles.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseText } from '../../../helpers/load.ts';
import { compileFixture, compileRun, FIXTURES, trace } from './kernel-harness.ts';

const FIXTURE = 'skirmish.yaml';
const SEED = 8300;
const lines = (run: string) => trace(compileFixture(FIXTURE, run), SEED, 0).lines;

describe('skirmishers (§8.7)', () => {
  it('have no rank bonus: the combat result is 0 to the close-order unit\'s 2 (two full ranks behind)', () => {
    expect(lines('base')).toContain('Combat result: skirmishers 0 (0 wounds), targets 3 (0 wounds).');
    expect(lines('close order')).toContain('Combat result: skirmishers 2 (0 wounds), targets 3 (0 wounds).');
  });

  it('test on their own Ld, not the general\'s within 12"', () => {
    expect(lines('general near').some((l) => /^skirmishers break test: \d+ \+ 3 vs Ld 6,/.test(l))).toBe(true);
    expect(lines('close order').some((l) => /^skirmishers break test: \d+ \+ 1 vs Ld 10,/.test(l))).toBe(true);
  });

  it('stand apart: of five in front, three touch a close-order front of five (20 mm bases 1" apart: 1.79" a model)', () => {
    expect(lines('base').some((l) => /^skirmishers: 3 attacks at targets/.test(l))).toBe(true);
    expect(lines('close order').some((l) => /^skirmishers: 5 attacks at targets/.test(l))).toBe(true);
  });

  it('pay no terrain penalty: they march through a wood where close order pays double', () => {
    expect(lines('wood')).toContain('skirmishers marches 8.0" towards targets.');
    // 2" of open ground, then 2" of move buys 1" in the wood.
    expect(lines('wood close order')).toContain('skirmishers advances 3.0" towards targets.');
  });

  it('are −1 to hit with missiles: BS3 at short range needs 5+, not 4+', () => {
    expect(lines('shot').some((l) => /^targets shoots 10 at skirmishers 6\.0" away needing 5:/.test(l))).toBe(true);
    expect(lines('shot close order').some((l) => /^targets shoots 10 at skirmishers 6\.0" away needing 4:/.test(l))).toBe(true);
  });
});

describe('a character with skirmishers (§8.7, §8.1)', () => {
  it('skirmishes with them and fights where he touches the enemy; they test on their own troops\' Ld, not his', () => {
    const text = readFileSync(FIXTURES + 'skirmish.yaml', 'utf8')
      .replace('        general: 10\n', '')
      .replace('  - id: targets\n', '      - { id: hero, profile: hero-man, models: 1, joins: skirmishers }\n  - id: targets\n');
    const plan = compileRun(parseText(text.slice(0, text.indexOf('variants:')), 'skirmish.yaml'));
    const lines = trace(plan, 8300, 0).lines;
    expect(lines.some((l) => l.startsWith('hero: 3 attacks at targets'))).toBe(true);
    expect(lines.find((l) => l.startsWith('skirmishers break test: '))).toMatch(/ vs Ld 6[,.]/); // not the Hero's 8
  });
});
