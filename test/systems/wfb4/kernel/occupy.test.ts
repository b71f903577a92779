/**
 * Occupying a building during the battle (rules/wfb4.md §8.9, RB p.84): a unit told to occupy a
 * building makes for it in its movement phase, enters once it is within its move, and from then
 * on is its garrison — so the enemy's charge in a later turn is an assault, at 6s to hit. Played
 * through whole turns of the kernel's normal sequence (test/fixtures/wfb4/occupy.yaml).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { byTurn, compileFixture, compileText, FIXTURES, trace } from './kernel-harness.ts';

const FIXTURE = 'occupy.yaml';
const SEED = 5300;

describe('occupying a building (§8.9)', () => {
  it('the men enter the house in their first movement phase, and the orcs who charge them there need 6s to hit', () => {
    const plan = compileFixture(FIXTURE);
    let assaults = 0;
    for (let sim = 0; sim < 100; sim++) {
      const lines = trace(plan, SEED, sim).lines;
      expect(byTurn(lines).get('1 men')?.[0], `sim ${sim}`).toBe('men moves 2.0" and enters the farmhouse.');
      const strike = lines.find((l) => l.startsWith('orcs: ') && / attacks? at men need /.test(l));
      if (!strike) continue;
      assaults++;
      expect(strike, `sim ${sim}`).toMatch(/need 6\+/);
    }
    expect(assaults).toBeGreaterThan(80);
  });

  it('a walk away: they advance their move twice, and enter in their third turn', () => {
    const plan = compileFixture(FIXTURE, 'a walk away');
    let entered = 0;
    for (let sim = 0; sim < 100; sim++) {
      const turns = byTurn(trace(plan, SEED, sim).lines);
      expect(turns.get('1 men')?.[0], `sim ${sim}`).toBe('men advances 4.0" towards the farmhouse.');
      const third = turns.get('3 men') ?? [];
      const enters = [...turns.values()].flat().filter((l) => /^men moves [\d.]+" and enters the farmhouse\.$/.test(l));
      if (enters.length === 0) continue; // caught by the orcs on the way
      entered++;
      expect(enters, `sim ${sim}`).toEqual(['men moves 1.0" and enters the farmhouse.']);
      expect(third[0], `sim ${sim}`).toBe(enters[0]);
    }
    expect(entered).toBeGreaterThan(50);
  });

  it('a house the enemy holds is not entered: the unit moves as its `move` says', () => {
    const plan = compileFixture(FIXTURE, 'held by the enemy');
    for (let sim = 0; sim < 30; sim++) {
      const lines = trace(plan, SEED, sim).lines;
      expect(lines.some((l) => l.includes('enters the farmhouse')), `sim ${sim}`).toBe(false);
      expect(byTurn(lines).get('1 men')?.[0], `sim ${sim}`).toBe('men advances 4.0" towards orcs.');
    }
  });

  it('refuses what it does not play: no such building, cavalry, a charge, frenzy, a house its own side holds', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8').replace(/variants:[\s\S]*$/, '');
    expect(() => compileText(text)).not.toThrow();
    expect(() => compileText(text.replace('occupy: the farmhouse', 'occupy: the mill'))).toThrow(/expected the name of a building on the table, found the mill — the buildings: the farmhouse/);
    expect(() => compileText(text.replace('        files: 4\n', '        files: 4\n        mount: horse\n'))).toThrow(/troops on foot to occupy a building/);
    expect(() => compileText(text.replace('{ occupy: the farmhouse }', '{ occupy: the farmhouse, charge: orcs }'))).toThrow(/charge: never for a unit told to occupy a building/);
    expect(() => compileText(text.replace('        files: 4\n', '        files: 4\n        special: [frenzy]\n'))).toThrow(/a unit free to make for the building/);
    const held = text.replace('  - id: orcs\n', '      - id: garrison\n        profile: man\n        models: 5\n        files: 5\n        position: { x: 36, y: 16, facing: 0 }\n  - id: orcs\n');
    expect(() => compileText(held)).toThrow(/a building the side does not hold/);
  });
});

describe('leaving a building entered during the battle (§8.9)', () => {
  it('in in turn 1, out in turn 3 as `leave` says, and never back in', () => {
    const plan = compileFixture(FIXTURE, 'in and out');
    for (let sim = 0; sim < 50; sim++) {
      const lines = trace(plan, SEED, sim).lines;
      const turns = byTurn(lines);
      expect(turns.get('1 men')?.[0], `sim ${sim}`).toBe('men moves 2.0" and enters the farmhouse.');
      expect(turns.get('2 men') ?? [], `sim ${sim}`).not.toContain('men leaves the farmhouse.');
      expect(turns.get('3 men')?.[0], `sim ${sim}`).toBe('men leaves the farmhouse.');
      expect(lines.filter((l) => / enters the farmhouse\.$/.test(l)), `sim ${sim}`).toHaveLength(1);
      expect(lines.filter((l) => / leaves the farmhouse\.$/.test(l)), `sim ${sim}`).toHaveLength(1);
      // Out, it is a unit in the open: it moves on (its `move`, advance) in its next turn.
      expect(turns.get('4 men')?.some((l) => /^men (advances|marches) /.test(l)), `sim ${sim}`).toBe(true);
    }
  });
});
