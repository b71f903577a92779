/**
 * A character in a building (rules/wfb4.md §8.1, §8.9; RB p.84-85), played through the turn on
 * the fixture test/fixtures/wfb4/building-character.yaml: a Hero with the Men who hold a house
 * fights at its walls in a trooper's place, needs no 6s (the assailants do), flees out with his
 * unit, saves on his own armour when the building collapses, goes in with a unit that occupies
 * one, and joins or leaves a garrison during the battle.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseText } from '../../../helpers/load.ts';
import { compileRun, expectWithin, FIXTURES, fixtureBattles, parseAttack } from './kernel-harness.ts';

const FIXTURE = 'building-character.yaml';
const SEED = 5300;

/** Each run's traces, with the hint to replay each. */
const battles = (run: string, sims: number) => fixtureBattles(FIXTURE, SEED, run, sims);

describe('a Hero with a garrison (§8.1, §8.9)', () => {
  it('fights at its walls in one of the places the assailants give it; the Men fill the others', () => {
    let rounds = 0;
    let heroRounds = 0;
    for (const { lines, hint } of battles('base', 300)) {
      let men = 12;
      let hero = true;
      let heroStruck = false;
      for (const line of lines) {
        if (line === 'hero is slain.') hero = false;
        const shot = /^orcs shoots .* (\d+) slain\.$/.exec(line);
        if (shot) men -= Number(shot[1]);
        const a = parseAttack(line);
        if (a?.attacker === 'hero') {
          heroStruck = true;
          expect(a.toHit, hint).not.toBe(6); // the assailants need 6s, not the defenders
        }
        if (a && (a.attacker === 'orcs' || a.attacker === 'boss') && a.target === 'men') men -= a.slain;
        if (a?.attacker === 'men') {
          // The Orcs have five at the walls: the Hero takes one of the places, when he fights.
          expect(a.attacks, hint).toBe(Math.min(hero && heroStruck ? 4 : 5, men));
        }
        if (line.startsWith('Combat result')) {
          rounds++;
          if (heroStruck) heroRounds++;
          heroStruck = false;
        }
      }
    }
    expect(rounds).toBeGreaterThan(200);
    expect(heroRounds).toBeGreaterThan(rounds / 2);
  });

  it('the Orcs strike him at 6s too, until they fight their way in', () => {
    let seen = 0;
    for (const { lines, hint } of battles('strike the hero', 300)) {
      let inside = false;
      for (const line of lines) {
        if (/^orcs fights its way into the building/.test(line)) inside = true;
        const a = parseAttack(line);
        if (a && a.target === 'hero' && !inside) {
          expect(a.toHit, hint).toBe(6);
          seen++;
        }
      }
    }
    expect(seen).toBeGreaterThan(100);
  });

  it('flees out with his unit when it breaks', () => {
    let fled = 0;
    for (const { lines, hint } of battles('base', 400)) {
      lines.forEach((line, i) => {
        if (!/^men flees /.test(line)) return;
        fled++;
        // The Hero is with his unit: he flees as part of it, no line of his own, and he is not left inside.
        expect(lines.slice(i + 1).some((l) => /^hero (flees|fights on|holds)/.test(l)), hint).toBe(false);
      });
    }
    expect(fled).toBeGreaterThan(10);
  });
});

describe('a collapse with a Hero inside (§8.9)', () => {
  it('he saves on his own armour, heavy armour and shield (4+), or is slain: half and half', () => {
    let tested = 0;
    let saved = 0;
    for (const { lines } of battles('collapse', 400)) {
      for (const line of lines) {
        if (line === 'hero saves himself from the rubble.') {
          tested++;
          saved++;
        } else if (line === 'hero fails his save in the rubble.') tested++;
      }
    }
    expect(tested).toBeGreaterThan(150);
    expectWithin(saved, tested, 1 / 2, 'the Hero\'s saves');
  });
});

describe('occupying a building with a Hero', () => {
  it('the Men make for the house at the Hero\'s pace and go in with him', () => {
    let entered = 0;
    for (const { lines, hint } of battles('occupy', 50)) {
      for (const line of lines) {
        const m = /^men advances ([\d.]+)" towards house\.$/.exec(line);
        if (m) expect(Number(m[1]), hint).toBe(3); // M4, the Hero's 3 in heavy armour and shield (§2.2)
        if (/^men moves [\d.]+" and enters house\.$/.test(line)) entered++;
      }
    }
    expect(entered).toBe(50);
  });
});

describe('a Hero joining or leaving a garrison during the battle (§8.1, §8.9)', () => {
  it('joins the Men in the house once it is within his move, and fights at its walls when the Orcs assault it', () => {
    let assaulted = 0;
    for (const { lines, hint } of battles('join', 200)) {
      const joined = lines.indexOf('hero joins men.');
      expect(joined, hint).toBeGreaterThan(0);
      // In the Men's second turn: 5" off at 3" a move (M4, heavy armour and shield), he marches 4" and is within 3".
      expect(lines.slice(0, joined).filter((l) => l.startsWith('-- Turn')), hint).toEqual(['-- Turn 1, men --', '-- Turn 1, orcs --', '-- Turn 2, men --']);
      const charge = lines.indexOf('orcs charges home into the front of men.');
      if (charge < 0) continue;
      expect(charge, hint).toBeGreaterThan(joined);
      assaulted++;
      // The first round at the walls: the Orcs need 6s, the Hero strikes from inside.
      const round = lines.slice(charge + 1, lines.findIndex((l, k) => k > charge && l.startsWith('Combat result')));
      const attacks = round.map(parseAttack).filter((a) => a !== null);
      for (const a of attacks) if (a.attacker === 'orcs' || a.attacker === 'boss') expect(a.toHit, hint).toBe(6);
      expect(attacks.some((a) => a.attacker === 'hero' && a.target === 'orcs'), hint).toBe(true);
    }
    expect(assaulted).toBeGreaterThan(150);
  });

  it('leaves the Men and the house from game turn 2, out of combat, and fights in the open: the Orcs need no 6s against him', () => {
    let fought = 0;
    for (const { lines, hint } of battles('leave', 200)) {
      const left = lines.indexOf('hero leaves men.');
      expect(left, hint).toBeGreaterThan(0);
      expect(lines.filter((l) => l === 'hero leaves men.').length, hint).toBe(1);
      // In his side's turn 2, the Men not fighting (nothing has charged them yet).
      const turns = lines.slice(0, left).filter((l) => l.startsWith('-- Turn'));
      expect(turns[turns.length - 1], hint).toBe('-- Turn 2, men --');
      expect(lines.slice(0, left).some((l) => l.startsWith('Combat result')), hint).toBe(false);
      for (const line of lines.slice(left)) {
        const a = parseAttack(line);
        if (a === null || a.target !== 'hero') continue;
        fought++;
        expect(a.toHit, hint).toBe(4); // WS4 and WS3 against his WS5, in the open
      }
    }
    expect(fought).toBeGreaterThan(100);
  });
});

describe('compiling a Hero in a building', () => {
  const text = readFileSync(FIXTURES + FIXTURE, 'utf8').split('variants:')[0];
  it('a character on his own does not garrison a building', () => {
    const alone = text.replace('        joins: men\n', '        position: { x: 36, y: 15, facing: 0 }\n').replace('        position: { x: 36, y: 16, facing: 0 }\n', '        position: { x: 36, y: 40, facing: 0 }\n');
    expect(() => compileRun(parseText(alone, FIXTURE))).toThrow(/troops on foot to garrison a building/);
  });
});
