/**
 * Items that make their bearer and the unit he is with immune (rules/wfb4.md §9; AM p.10-14:
 * fear, terror and panic do not touch the bearer or his unit; kernel/magic-items.ts
 * lentImmunity()), played through whole turns: the watchers of test/fixtures/wfb4/panic-triggers.yaml
 * with a Hero whose item lends them immunity to panic test nothing; twenty halberdiers charged by
 * Ghouls who cause fear take no fear test with such a Hero, and do without him; halberdiers whose
 * Hero lends them hatred, unmodified break tests (AM p.10) or a stench (AM p.35).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MELEE_TO_HIT } from '../../../../src/systems/wfb/tables.ts';
import { compileText, FIXTURES, trace } from './kernel-harness.ts';

const HERO = (immunity: string) => `      - id: hero
        profile: hero-man
        models: 1
        joins: watchers
        items: [{ name: Crown of Command, kind: talisman, points: 60, effects: { unitImmunity: [${immunity}] } }]
`;

/** Twenty halberdiers holding (and `hero`, a unit entry's line or none) against `enemy` of side `side`, which charges first, over `turns` turns. */
function halberdiersAgainst(side: string, enemy: string, turns: number, hero: string): string {
  return `format: warsim/1
system: wfb4
title: lent
seed: 6
end: { turns: ${turns} }
first: ${side}
battlefield: { width: 72, depth: 48 }
sides:
  - id: empire
    units:
      - { id: halberdiers, profile: man, models: 20, files: 5, weapons: [halberd], position: { x: 36, y: 20, facing: 0 }, tactics: { charge: never, move: hold } }
${hero}  - id: ${side}
    units:
      - ${enemy}
`;
}

describe('immunities lent to the unit he is with (AM p.10-14)', () => {
  it('to panic: the watchers with the Hero test nothing as the runners flee past them; without him they do', () => {
    // Four watchers and the Hero: five, who do not outnumber the five runners.
    const text = readFileSync(`${FIXTURES}panic-triggers.yaml`, 'utf8')
      .replace(/variants:[\s\S]*$/, '')
      .replace(/(id: watchers[\s\S]*?)models: 5\n        files: 5/, '$1models: 4\n        files: 4');
    const withHero = text.replace('  - id: enemy\n', `${HERO('panic')}  - id: enemy\n`);
    const tested = (t: string) => {
      const plan = compileText(t);
      let k = 0;
      for (let sim = 0; sim < 200; sim++) if (trace(plan, 7700, sim).lines.some((l) => l.startsWith('watchers sees runners fleeing within 4": panic test'))) k++;
      return k;
    };
    expect(tested(withHero)).toBe(0);
    // Immunity to fear lends nothing against panic.
    expect(tested(text.replace('  - id: enemy\n', `${HERO('fear')}  - id: enemy\n`))).toBeGreaterThan(20);
  });

  it('to fear: halberdiers charged by Ghouls take no fear test with the Hero, and do without him', () => {
    const ghouls = '{ id: ghouls, profile: { M: 4, WS: 2, BS: 0, S: 3, T: 4, W: 1, I: 3, A: 2, Ld: 5 }, basePoints: 8, models: 16, files: 4, special: [fear, undead], position: { x: 36, y: 26, facing: 180 }, tactics: { charge: nearest } }';
    const battle = (hero: string) => halberdiersAgainst('undead', ghouls, 1, hero ? `      ${hero}\n` : '');
    const fearTests = (t: string) => {
      const plan = compileText(t);
      let k = 0;
      for (let sim = 0; sim < 50; sim++) if (trace(plan, 6, sim).lines.some((l) => l.startsWith('halberdiers, charged by ghouls, tests fear'))) k++;
      return k;
    };
    expect(fearTests(battle(''))).toBe(50);
    expect(fearTests(battle(`- { id: hero, profile: hero-man, models: 1, joins: halberdiers, items: [{ name: Crown of Command, kind: talisman, points: 60, effects: { unitImmunity: [fear] } }] }`))).toBe(0);
  });

  it('hatred: halberdiers with a Hero whose item lends it, and he, re-roll their misses in the first round against the Orcs', () => {
    const boyz = '{ id: boyz, profile: orc, models: 20, files: 5, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: nearest } }';
    const battle = (items: string) => halberdiersAgainst('orcs', boyz, 2, `      - { id: hero, profile: hero-man, models: 1, joins: halberdiers, items: [${items}] }\n`);
    const lines = (items: string) => {
      const plan = compileText(battle(items));
      const all: string[] = [];
      for (let sim = 0; sim < 100; sim++) all.push(...trace(plan, 6, sim).lines);
      return all;
    };
    const hated = lines('{ name: Banner of Hate, kind: talisman, points: 30, effects: { unitHatred: true } }');
    const plain = lines('');
    const rerolled = (all: string[]) => all.filter((l) => /^(halberdiers|hero): \d+ attacks? at boyz need \d\+, misses re-rolled \(hatred\)/.test(l)).length;
    expect(rerolled(hated)).toBeGreaterThan(100);
    expect(rerolled(plain)).toBe(0);
  });

  it('unmodified break tests: halberdiers with a Hero whose item lends them take their break tests on Ld alone; without it the combat result is added', () => {
    const boyz = '{ id: boyz, profile: orc, models: 20, files: 5, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: nearest } }';
    const battle = (items: string) => halberdiersAgainst('orcs', boyz, 3, `      - { id: hero, profile: hero-man, models: 1, joins: halberdiers, items: [${items}] }\n`);
    const tests = (items: string) => {
      const plan = compileText(battle(items));
      const all: string[] = [];
      for (let sim = 0; sim < 200; sim++) all.push(...trace(plan, 6, sim).lines.filter((l) => l.startsWith('halberdiers break test: ')));
      return all;
    };
    const steady = tests('{ name: Crown of the King, kind: talisman, points: 50, effects: { unitSteady: true } }');
    expect(steady.length).toBeGreaterThan(50);
    for (const line of steady) {
      const m = /^halberdiers break test: (\d+) vs Ld (\d+) \(item: unmodified\), (BROKEN|holds)\.$/.exec(line);
      expect(m, line).not.toBeNull();
      expect(m![3] === 'BROKEN', line).toBe(Number(m![1]) > Number(m![2]));
    }
    const plain = tests('');
    expect(plain.length).toBeGreaterThan(50);
    for (const line of plain) expect(line).toMatch(/^halberdiers break test: \d+ \+ \d+ vs Ld \d+, (BROKEN|holds)\.$/);
  });

  it('a stench: every enemy fighting the halberdiers and their Hero is at −1 WS, striking them and struck by them', () => {
    const needs = (enemy: string, items: string, who: string) => {
      const plan = compileText(halberdiersAgainst('orcs', enemy, 2, `      - { id: hero, profile: hero-man, models: 1, joins: halberdiers, items: [${items}] }\n`));
      const seen = new Set<number>();
      const at = new RegExp(`^${who}: \\d+ attacks? at \\w+ need (\\d)\\+`);
      for (let sim = 0; sim < 50; sim++) for (const line of trace(plan, 6, sim).lines) {
        const m = at.exec(line);
        if (m) seen.add(Number(m[1]));
      }
      return [...seen];
    };
    const STENCH = '{ name: Cloud of Flies, kind: talisman, points: 30, effects: { unitStench: true } }';
    // WS4 Orcs striking WS3 halberdiers hit on 3+, at WS3 with the stench on 4+.
    const veterans = '{ id: boyz, profile: { M: 4, WS: 4, BS: 3, S: 3, T: 4, W: 1, I: 2, A: 1, Ld: 7 }, basePoints: 8, models: 20, files: 5, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: nearest } }';
    expect(needs(veterans, '', 'boyz')).toEqual([MELEE_TO_HIT[4 * 11 + 3]]);
    expect(needs(veterans, STENCH, 'boyz')).toEqual([MELEE_TO_HIT[3 * 11 + 3]]);
    // WS3 halberdiers striking WS3 Orcs hit on 4+, the Orcs at WS2 with the stench on 3+.
    const boyz = '{ id: boyz, profile: orc, models: 20, files: 5, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: nearest } }';
    expect(needs(boyz, '', 'halberdiers')).toEqual([MELEE_TO_HIT[3 * 11 + 3]]);
    expect(needs(boyz, STENCH, 'halberdiers')).toEqual([MELEE_TO_HIT[3 * 11 + 2]]);
    expect(MELEE_TO_HIT[3 * 11 + 2]).not.toBe(MELEE_TO_HIT[3 * 11 + 3]);
    expect(MELEE_TO_HIT[4 * 11 + 3]).not.toBe(MELEE_TO_HIT[3 * 11 + 3]);
  });
});
