/**
 * Characters with units and challenges (rules/wfb4.md §8.1, §8.5; RB p.48, 65-66), played
 * through the kernel's normal turn sequence: the Ld a character lends his unit, his place in
 * the front rank, the enemy's choice to strike him, challenges taken up and refused, shooting
 * at characters (§11 #25), a character slain, and one left alone when his unit's troops fall.
 */
import { describe, expect, it } from 'vitest';
import { p2d6AtMost } from '../../../../src/core/dice-odds.ts';
import { reset } from '../../../../src/systems/wfb4/kernel/deployment.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import {
  attackRounds, compileFixture, compileRun, compileText, DESTROYED, expectWithin, fateSlot, FIXTURES, fixtureTracer, leftSlot, trace, traceScripted, unitIndex,
} from './kernel-harness.ts';
import { readFileSync } from 'node:fs';
import { READY } from '../../../../src/systems/rank-and-file/unit-state.ts';
import { wfb4Figures } from '../../../../src/systems/wfb4/map.ts';

const FIXTURE = 'characters.yaml';
const SHOOTING = 'character-shooting.yaml';
const traced = fixtureTracer(FIXTURE, 11);
const shot = fixtureTracer(SHOOTING, 5);

/** The lines of the first combat round of a trace (up to its combat result). */
function firstRound(lines: string[]): string[] {
  const end = lines.findIndex((l) => l.startsWith('Combat result:'));
  return lines.slice(0, end + 1);
}

describe('characters in a unit (§8.1)', () => {
  it('compiles a Hero from the race profile and the increments of §1.2, costed from the character table', () => {
    const text = readFileSync(FIXTURES + FIXTURE, 'utf8').replace('profile: orc-big-boss', 'profile: orc\n        character: hero');
    const plan = compileRun(parseText(text, FIXTURE));
    const boss = unitIndex(plan, 'boss');
    expect([plan.WS[boss], plan.S[boss], plan.T[boss], plan.W[boss], plan.I[boss], plan.A[boss], plan.Ld[boss]]).toEqual([5, 4, 5, 2, 4, 3, 8]);
    expect(plan.costs[boss].points).toBe(72 + 2 + 1); // Orc hero 72 (RB p.95), light armour and shield at full price
    expect(plan.host[boss]).toBe(unitIndex(plan, 'boyz'));
    // The general is each side's character with the best Ld (§8.5).
    expect(plan.generalLd[unitIndex(plan, 'hero')]).toBe(8);
    expect(plan.generalLd[boss]).toBe(8);
  });

  it('the map draws a joined character with his unit, named among those with it', () => {
    const figures = wfb4Figures(compileFixture(FIXTURE));
    expect(figures.units.map((u) => u.id).sort()).toEqual(['boyz', 'men']);
    expect(figures.units.find((u) => u.id === 'men')!.joined).toEqual(['hero (General)']);
  });

  it('the unit tests on its character\'s Ld (RB p.48)', () => {
    let seen = 0;
    for (let sim = 0; sim < 40 && seen === 0; sim++) {
      for (const line of traced('refused', sim)) if (/^boyz break test: .* vs Ld 8/.test(line)) seen++;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('a challenge taken up: the two fight only each other, and each takes a trooper\'s place in the front rank', () => {
    const round = firstRound(traced('base', 0));
    expect(round).toContain('hero issues a challenge; boss takes it up: they fight each other alone.');
    const [attacks] = attackRounds(round);
    for (const a of attacks) {
      if (a.attacker === 'hero') expect(a.target).toBe('boss');
      if (a.attacker === 'boss') expect(a.target).toBe('hero');
      if (a.attacker === 'boyz' || a.attacker === 'men') expect(['men', 'boyz']).toContain(a.target);
    }
    // Five files deployed in contact, less the character's place, less those slain before they strike.
    for (const [unit, foe] of [['men', 'boyz'], ['boyz', 'men']]) {
      const at = attacks.findIndex((a) => a.attacker === unit);
      const slainBefore = attacks.slice(0, at).filter((a) => a.target === unit).reduce((t, a) => t + a.slain, 0);
      expect(attacks[at].attacks, unit).toBe(Math.max(0, 4 - slainBefore));
      expect(attacks[at].target).toBe(foe);
    }
  });

  it('a challenge refused: the Boss goes to the rear and does not fight that round', () => {
    const round = firstRound(traced('refused', 0));
    expect(round).toContain('hero issues a challenge; it is refused, and boss retires to the rear for the round.');
    const [attacks] = attackRounds(round);
    expect(attacks.some((a) => a.attacker === 'boss' || a.target === 'boss')).toBe(false);
    // The Boss out of the front rank, the five Orcs in contact all fight, less those slain before they strike.
    const at = attacks.findIndex((a) => a.attacker === 'boyz');
    const slainBefore = attacks.slice(0, at).filter((a) => a.target === 'boyz').reduce((t, a) => t + a.slain, 0);
    expect(attacks[at].attacks).toBe(5 - slainBefore);
  });

  it('attackers choose: three Orcs touching the Hero strike him, the rest the Men (§8.1, §12-6)', () => {
    let checked = 0;
    for (let sim = 0; sim < 30; sim++) {
      const [attacks] = attackRounds(firstRound(traced('strike the hero', sim)));
      if (attacks.some((a) => a.target === 'hero' && a.slain > 0)) continue; // the Hero fell before the Orcs struck
      const slainBefore = attacks.filter((a) => a.target === 'boyz').reduce((t, a) => t + a.slain, 0);
      const fighters = Math.max(0, 4 - slainBefore); // five in contact, the Boss in one place
      const onHero = attacks.filter((a) => a.attacker === 'boyz' && a.target === 'hero').reduce((t, a) => t + a.attacks, 0);
      const onMen = attacks.filter((a) => a.attacker === 'boyz' && a.target === 'men').reduce((t, a) => t + a.attacks, 0);
      expect([onHero, onMen], `sim ${sim}`).toEqual([Math.min(3, fighters), fighters - Math.min(3, fighters)]);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('a Hero held back neither fights nor is struck, and the unit fights with all five', () => {
    const [attacks] = attackRounds(firstRound(traced('hero held back', 0)));
    expect(attacks.some((a) => a.attacker === 'hero' || a.target === 'hero')).toBe(false);
  });

  it('a challenge: the Hero strikes first (I5) and slays the Big Boss (W2) with 2 of 3 unsaved, at the exact chance', () => {
    // WS5 v WS5 4+, S4 v T5 5+, light armour and shield 5+ less 1 for S4: each attack 1/2 · 1/3 · 5/6.
    const p = 5 / 36;
    const exact = 3 * p * p * (1 - p) + p * p * p;
    const sims = 6000;
    let slain = 0;
    for (let sim = 0; sim < sims; sim++) if (firstRound(traced('base', sim)).includes('boss is slain.')) slain++;
    expectWithin(slain, sims, exact, 'Boss slain in the first round of the challenge');
  });
});

describe('what a character entry may say (§8.1)', () => {
  const text = readFileSync(FIXTURES + FIXTURE, 'utf8');
  const refused = (from: string, to: string, why: RegExp) => {
    expect(text).toContain(from);
    expect(() => compileRun(parseText(text.replace(from, to), FIXTURE))).toThrow(why);
  };

  it('refuses what the book does not allow, or warsim does not play yet, each with its reason', () => {
    refused('profile: hero-man', 'profile: champion-man', /give the unit `command: \[champion\]`/);
    refused('profile: hero-man\n        models: 1', 'profile: hero-man\n        models: 1\n        spells: [{ spell: blast, power: 1 }]', /spells on a wizard/);
    refused('profile: hero-man\n        models: 1', 'profile: hero-man\n        models: 2', /1 model for a character/);
    refused('joins: boyz', 'joins: hero', /friendly unit id/);
    refused('profile: hero-man\n        models: 1\n        joins: men', 'profile: hero-man\n        models: 1\n        joins: men\n        position: { x: 10, y: 10 }', /no position for a character who joins a unit/);
    refused('        joins: men\n', '', /give the character a position/);
    refused('        profile: man\n        models: 20', '        profile: man\n        general: 8\n        models: 20', /the general is the character with the best Ld/);
    refused('profile: orc-big-boss', 'profile: orc-big-boss\n        general: true\n        character: hero', /is a hero already/);
    refused('tactics: { challenge: issue }', 'tactics: { challenge: issue }\n        general: true\n        command: [musician]', /battle-standard or nothing on a character/);
    refused('        position: { x: 36, y: 12, facing: 180 }\n        tactics: { charge: never, move: hold }', '        position: { x: 36, y: 12, facing: 180 }\n        tactics: { charge: never, move: hold, challenge: issue }', /a character, or a unit with a champion, for the challenge tactic/);
  });

  it('a joined character\'s pistol strikes once more in combat, at S4 with one more off the save (§5.6)', () => {
    const plan = compileRun(parseText(text.replace('profile: hero-man\n        models: 1\n        joins: men', 'profile: hero-man\n        models: 1\n        joins: men\n        weapons: [pistol]'), FIXTURE), 'strike the hero');
    let seen = 0;
    for (let sim = 0; sim < 10; sim++) {
      for (const a of attackRounds(trace(plan, 11, sim).lines).flat()) {
        if (a.attacker !== 'hero (pistol)') continue;
        seen++;
        expect([a.attacks, a.strength, a.target]).toEqual([1, 4, 'boyz']);
      }
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('accepts a character\'s own hatred or immunity to panic where it can never part him from his unit', () => {
    const withRule = (rule: string) => text.replace('profile: hero-man\n        models: 1\n        joins: men', `profile: hero-man\n        models: 1\n        joins: men\n        special: [${rule}]`);
    for (const rule of ['hatred', 'immune-to-panic']) {
      const plan = compileRun(parseText(withRule(rule), FIXTURE));
      const hero = unitIndex(plan, 'hero');
      expect(plan.host[hero]).toBe(unitIndex(plan, 'men'));
    }
  });

  it('a unit moves no faster than the character with it (RB p.65)', () => {
    const plan = compileRun(parseText(text.replace('profile: man\n        models: 20', 'profile: { M: 5, WS: 4, BS: 4, S: 3, T: 3, W: 1, I: 6, A: 1, Ld: 8 }\n        models: 20'), FIXTURE));
    const kernel = new Wfb4Kernel(plan);
    reset(kernel);
    const men = unitIndex(plan, 'men');
    expect([plan.M[men], kernel.M[men], kernel.reach[men]]).toEqual([5, 4, 8]);
  });
});

describe('shooting at characters (§8.1, RB p.65)', () => {
  it('§11 #25: with two troopers, each hit falls on the character on a 5-6', () => {
    // Turn 1, the archers shoot: ten to-hit dice, one D6 per hit to place it, then the wounds.
    const dice = new ScriptedRng()
      .count(4, 4, 4, 1, 1, 1, 1, 1, 1, 1) // 3 hits
      .roll(5, 4, 6) // the first and third on the Hero
      .count(6, 1) // S3 v T4: one wounds on 5+; the Hero has no armour
      .count(6); // the one hit on the Men wounds
    const { lines } = traceScripted(compileFixture(SHOOTING), dice);
    expect(lines).toContain('2 of 3 hits fall on hero (fewer than five models to hide among): 1 wound, 1 unsaved.');
    expect(lines).toContain('archers shoots 10 at men 8.0" away needing 4: 3 hits, 1 wound, 1 unsaved, 1 slain.');
  });

  it('hits fall on the character at 1 in 3 with two troopers; never with five', () => {
    let hits = 0;
    let onHero = 0;
    for (let sim = 0; sim < 1500; sim++) {
      for (const line of shot('base', sim)) {
        const m = /^(\d+) of (\d+) hits? fall on hero/.exec(line);
        if (m) onHero += Number(m[1]);
        const s = /^archers shoots 10 at men .*: (\d+) hits?,/.exec(line);
        if (s) hits += Number(s[1]);
      }
    }
    expectWithin(onHero, hits, 1 / 3, 'hits on the Hero among two Men');
    for (let sim = 0; sim < 200; sim++) expect(shot('five men', sim).some((l) => l.includes('fall on hero'))).toBe(false);
  });

  it('a character with a bow in a unit\'s front rank shoots it himself: one shot at his own BS, from the front of the unit', () => {
    let seen = 0;
    for (let sim = 0; sim < 20; sim++) {
      for (const l of shot('a hero with a bow among archers', sim)) {
        const m = /^hero shoots (\d+) at archers ([\d.]+)" away needing (\d)/.exec(l);
        if (!m) continue;
        seen++;
        expect(Number(m[1])).toBe(1);
        // BS5 needs 2+; 3+ beyond half the bow's 24".
        expect(Number(m[3])).toBe(Number(m[2]) > 12 ? 3 : 2);
      }
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('a mounted character with troops on foot cannot hide among them: picked out, at −1, and slain as a character', () => {
    let slain = 0;
    for (let sim = 0; sim < 300; sim++) {
      const lines = shot('a mounted hero with five men', sim);
      for (const l of lines) if (l.startsWith('archers shoots')) expect(l).toMatch(/^archers shoots 10 at hero 8\.0" away needing 5/);
      if (lines.includes('hero is slain.')) slain++;
    }
    expect(slain).toBeGreaterThan(0);
  });

  it('a character on his own is shot at −1, and near five troopers only as the closest target', () => {
    const alone = shot('hero alone', 0).find((l) => l.startsWith('archers shoots'))!;
    expect(alone).toMatch(/^archers shoots 10 at hero 8\.0" away needing 5/); // BS3 4+, −1 for a character
    const sheltered = shot('hero sheltered', 0).find((l) => l.startsWith('archers shoots'))!;
    expect(sheltered).toMatch(/^archers shoots 10 at men /);
  });
});

describe('a character in a unit immune to panic (§7, RB p.48)', () => {
  it('a quarter of the Men shot down: they take no test; the Hero tests on his own Ld 8 and, failed, flees alone', () => {
    const sims = 3000;
    let tested = 0;
    let panicked = 0;
    for (let sim = 0; sim < sims; sim++) {
      const lines = shot('panic-proof men', sim);
      const at = lines.findIndex((l) => l.startsWith('hero sees a quarter of men shot down by archers: panic test '));
      const slain = Number(/(\d+) slain\.$/.exec(lines[1])?.[1]);
      expect(at >= 0, `sim ${sim}`).toBe(slain >= 2 && slain < 5); // 2 of 5 is a quarter; all 5, the Hero fights on alone
      expect(lines.some((l) => l.startsWith('men ') && l.includes('panic'))).toBe(false);
      if (at < 0) continue;
      tested++;
      if (lines[at].endsWith('PANICS.')) {
        panicked++;
        expect(lines[at + 1]).toMatch(/^hero flees \d+" /);
      }
    }
    expect(tested).toBeGreaterThan(1000);
    expectWithin(panicked, tested, 1 - p2d6AtMost(8), 'Hero panicked on Ld 8');
  });
});

describe('a character\'s end (§8.1)', () => {
  const yaml = (men: number, strike = 'troops') => `format: warsim/1
system: wfb4
title: A Lord with a few Men against many Orcs
seed: 3
end: { turns: 3 }
first: empire
sides:
  - id: empire
    units:
      - { id: men, profile: man, models: ${men}, files: ${Math.min(men, 5)}, position: { x: 36, y: 12 }, tactics: { charge: never, move: hold } }
      - { id: lord, profile: lord-man, models: 1, joins: men, armour: [heavy-armour, shield] }
  - id: orcs
    units:
      - { id: boyz, profile: orc, models: 25, files: 5, position: { x: 36, y: 12, facing: 180 }, tactics: { charge: never, move: hold, strike: ${strike} } }
`;

  it('the troops all slain, the character fights on alone in their place and tests in their stead', () => {
    const plan = compileText(yaml(2));
    let alone = 0;
    for (let sim = 0; sim < 60; sim++) {
      const { lines } = trace(plan, 3, sim);
      const at = lines.indexOf('men is wiped out; lord fights on alone.');
      if (at < 0) continue;
      alone++;
      // Later blows and tests are the Lord's own.
      const later = lines.slice(at + 1);
      expect(later.some((l) => l.startsWith('men'))).toBe(false);
    }
    expect(alone).toBeGreaterThan(0);
  });

  it('a unit caught in flight takes its characters with it; a character slain leaves his unit fighting', () => {
    const plan = compileText(yaml(10, 'characters'));
    const lord = unitIndex(plan, 'lord');
    let caught = 0;
    let slain = 0;
    for (let sim = 0; sim < 300; sim++) {
      const { lines, out } = trace(plan, 3, sim);
      if (lines.some((l) => /^boyz pursues .*caught and destroyed/.test(l))) {
        caught++;
        expect(out[fateSlot(lord)], `sim ${sim}`).toBe(DESTROYED);
        expect(out[leftSlot(lord)], `sim ${sim}`).toBe(0);
      }
      const at = lines.indexOf('lord is slain.');
      // His unit fights on without him.
      if (at >= 0 && lines.slice(at).some((l) => /^men: \d+ attacks? at boyz/.test(l))) slain++;
    }
    expect(caught).toBeGreaterThan(0);
    expect(slain).toBeGreaterThan(0);
  });
});

describe('joining and leaving units during the battle (§8.1)', () => {
  const JOIN = 'join-leave.yaml';
  const played = fixtureTracer(JOIN, 51);

  it('a character on his own moves to his unit and joins it once within his move; one with `leave` leaves from that turn', () => {
    const lines = played('base', 0);
    const turn2 = lines.indexOf('-- Turn 2, empire --');
    expect(lines.indexOf('hero joins swordsmen.')).toBeGreaterThan(turn2);
    expect(lines.indexOf('captain leaves halberdiers.')).toBeGreaterThan(turn2);
    expect(lines.indexOf('captain leaves halberdiers.')).toBeLessThan(lines.indexOf('-- Turn 2, orcs --'));
    // Joined, the Hero moves no more on his own; left, the Captain goes on by his tactics.
    const after = lines.slice(lines.indexOf('hero joins swordsmen.') + 1);
    expect(after.some((l) => l.startsWith('hero '))).toBe(false);
    expect(after.some((l) => /^captain (advances|marches)/.test(l))).toBe(true);
  });

  it('a unit keeps the pace of the slowest character with it, from deployment or a join, and its own once he leaves', () => {
    const plan = compileFixture(JOIN, 'mounted units');
    const swordsmen = unitIndex(plan, 'swordsmen');
    const halberdiers = unitIndex(plan, 'halberdiers');
    let joined = 0;
    let left = 0;
    const { kernel } = trace(plan, 51, 0, (line, k) => {
      if (line.startsWith('-- Turn 1, empire')) {
        expect([k.M[swordsmen], k.reach[swordsmen]]).toEqual([8, 16]); // the Hero is still on his way
        expect([k.M[halberdiers], k.reach[halberdiers]]).toEqual([4, 8]); // the Captain rides with them on foot
      }
      if (line === 'hero joins swordsmen.') {
        joined++;
        expect([k.M[swordsmen], k.reach[swordsmen]]).toEqual([4, 8]);
      }
      if (line === 'captain leaves halberdiers.') {
        left++;
        expect([k.M[halberdiers], k.reach[halberdiers]]).toEqual([8, 16]);
      }
    });
    expect([joined, left]).toEqual([1, 1]);
    expect(kernel.M[swordsmen]).toBe(4);
  });

  it('a unit in combat cannot be left: he leaves only once it stands free', () => {
    const plan = compileFixture(JOIN, 'halberdiers in combat');
    const h = unitIndex(plan, 'halberdiers');
    let left = 0;
    let stayed = 0;
    for (let sim = 0; sim < 40; sim++) {
      const { lines } = trace(plan, 51, sim, (line, kernel) => {
        if (line === 'captain leaves halberdiers.') {
          left++;
          expect(kernel.status[h], `sim ${sim}`).toBe(READY);
        }
      });
      if (!lines.includes('captain leaves halberdiers.')) stayed++;
    }
    expect(stayed).toBeGreaterThan(0);
    expect(left + stayed).toBe(40);
  });

  it('refuses join and leave where the book does not allow them', () => {
    const text = readFileSync(FIXTURES + JOIN, 'utf8');
    const refused = (from: string, to: string, why: RegExp) => {
      expect(text).toContain(from);
      expect(() => compileRun(parseText(text.replace(from, to), JOIN))).toThrow(why);
    };
    refused('        tactics: { charge: never, move: hold }\n      - id: hero', '        tactics: { charge: never, move: hold, join: halberdiers }\n      - id: hero', /a character for the join tactic/);
    refused('tactics: { join: swordsmen, charge: never }', 'tactics: { leave: 2, charge: never }', /a character who joins a unit, for the leave tactic/);
  });
});

describe('champions in challenges (§8.1)', () => {
  const CHAMPIONS = 'champions.yaml';
  const duel = fixtureTracer(CHAMPIONS, 61);

  it('a champion issues a challenge and a champion takes it up; they strike only each other', () => {
    const round = firstRound(duel('base', 0));
    expect(round).toContain("boyz's champion issues a challenge; swordsmen's champion takes it up: they fight each other alone.");
    for (const l of round) {
      if (/^(swordsmen|boyz) \(champion\):/.test(l)) throw new Error(`a duelling champion struck the troops: ${l}`);
      if (/at (swordsmen|boyz) need/.test(l) && /champion/.test(l)) throw new Error(l);
    }
  });

  it('the Man champion (WS4 S4 A2, I4) strikes first and slays the Orc Boss (WS4 T4 W1, no armour) at 1 − (3/4)² = 7/16', () => {
    const sims = 4000;
    let slain = 0;
    for (let sim = 0; sim < sims; sim++) {
      if (firstRound(duel('base', sim)).some((l) => /^swordsmen's champion: 2 attacks at boyz's champion need 4\+: .*, slain\.$/.test(l))) slain++;
    }
    expectWithin(slain, sims, 7 / 16, 'Boss slain by the champion in the first round');
  });

  it('refused, the highest-ranking character goes to the rear — here the Hero, not the champion; a Hero may take up a champion\'s challenge', () => {
    expect(firstRound(duel('refused', 0))).toContain("boyz's champion issues a challenge; it is refused, and hero retires to the rear for the round.");
    expect(firstRound(duel('the hero takes it up', 0))).toContain("boyz's champion issues a challenge; hero takes it up: they fight each other alone.");
  });

  it('a champion slain in a challenge is gone for the rest of the battle', () => {
    for (let sim = 0; sim < 60; sim++) {
      const lines = duel('the hero takes it up', sim);
      const at = lines.findIndex((l) => /^hero: \d+ attacks? at boyz's champion .*, slain\.$/.test(l));
      if (at < 0) continue;
      expect(lines.slice(at + 1).some((l) => l.startsWith('boyz (champion)') || l.startsWith("boyz's champion")), `sim ${sim}`).toBe(false);
    }
  });
});
