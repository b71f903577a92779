/**
 * Magic banners (rules/wfb4.md §6.1, §9; AM p.19), played through the turn on the fixture
 * test/fixtures/wfb4/banners.yaml: Men with a magic standard in contact with Orcs, no rank bonus
 * but where a variant gives it. Each effect in the combat result, the strikes, the break test
 * and the pursuit it changes; those that change the profile in the compiled plan.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseText } from '../../../helpers/load.ts';
import { ndSixDistribution, threeDropOneDistribution } from '../../../../src/core/dice-odds.ts';
import { binMisses, compileFixture, expectWithin, compileRun, FIXTURES, fixtureBattles, parseAttack, replayHint, trace, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'banners.yaml';
const SEED = 5400;
const RESULT = /^Combat result: men (\d+) \((\d+) wounds?\), orcs (\d+) \((\d+) wounds?\)/;

/** Each run's traces, with the hint to replay each. */
const battles = (run: string, sims = 400) => fixtureBattles(FIXTURE, SEED, run, sims);

/** The rank bonus of 5 files of `models` (front-width ranks, at most +3). */
const ranks = (models: number) => Math.max(0, Math.min(3, Math.floor(models / 5) - 1));

describe('magic banners (AM p.19)', () => {
  it('+1 to the combat result: the Men score their standard and the banner, the Orcs their standard', () => {
    let rounds = 0;
    for (const { lines, hint } of battles('base')) {
      for (const line of lines) {
        const m = RESULT.exec(line);
        if (!m) continue;
        rounds++;
        expect([Number(m[1]) - Number(m[2]), Number(m[3]) - Number(m[4])], hint).toEqual([2, 1]);
      }
    }
    expect(rounds).toBeGreaterThan(400);
  });

  it('+D6 to the combat result: the Men\'s bonus beyond their standard is a D6 (exact)', () => {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    let n = 0;
    for (const { lines } of battles('d6', 1500)) {
      for (const line of lines) {
        const m = RESULT.exec(line);
        if (!m) continue;
        counts[Number(m[1]) - Number(m[2]) - 1]++;
        n++;
      }
    }
    expect(counts[0]).toBe(0);
    expect(binMisses(counts, [0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6], n)).toEqual([]);
  });

  it('a doubled rank bonus: the Men score twice theirs, the Orcs theirs', () => {
    let rounds = 0;
    let doubled = 0;
    for (const { lines, hint } of battles('double ranks')) {
      let men = 20;
      let orcs = 20;
      for (const line of lines) {
        const a = parseAttack(line);
        if (a && a.attacker === 'men') orcs -= a.slain;
        if (a && a.attacker === 'orcs') men -= a.slain;
        const m = RESULT.exec(line);
        if (!m) continue;
        rounds++;
        if (ranks(men) > 0) doubled++;
        expect([Number(m[1]) - Number(m[2]), Number(m[3]) - Number(m[4])], hint).toEqual([2 * ranks(men) + 1, ranks(orcs) + 1]);
      }
    }
    expect(rounds).toBeGreaterThan(400);
    expect(doubled).toBeGreaterThan(300);
  });

  it('+1 to hit in combat: the Men need 3+ against WS3, the Orcs 4+', () => {
    let attacks = 0;
    for (const { lines, hint } of battles('hit bonus', 100)) {
      for (const line of lines) {
        const a = parseAttack(line);
        if (!a) continue;
        attacks++;
        expect(a.toHit, hint).toBe(a.attacker === 'men' ? 3 : 4);
      }
    }
    expect(attacks).toBeGreaterThan(200);
  });

  it('never pursues: the Men hold when the Orcs break, as they pursue without the banner', () => {
    let broke = 0;
    for (const { lines, hint } of battles('never pursues')) {
      expect(lines.some((l) => l.startsWith('men pursues')), hint).toBe(false);
      if (lines.some((l) => l.startsWith('orcs flees'))) broke++;
    }
    expect(broke).toBeGreaterThan(50);
    let pursued = 0;
    for (const { lines } of battles('base')) if (lines.some((l) => l.startsWith('men pursues'))) pursued++;
    expect(pursued).toBeGreaterThan(50);
  });

  it('a break test re-roll: every failed break test of the Men is re-taken, once', () => {
    let retaken = 0;
    for (const { lines, hint } of battles('break reroll')) {
      lines.forEach((line, i) => {
        if (line === 'men re-takes its break test with its banner.') {
          retaken++;
          expect(lines[i + 1], hint).toMatch(/^men break test: /);
        }
        // Broken after the re-take only: a first failure is always re-taken.
        if (/^men break test: .* BROKEN\.$/.test(line)) expect(lines[i - 1], hint).toBe('men re-takes its break test with its banner.');
      });
    }
    expect(retaken).toBeGreaterThan(30);
  });

  it('+1 S charging, +1 save (6+ with none), fear and frenzy go into the profile; the banner\'s points into the unit\'s', () => {
    const plan = compileFixture(FIXTURE, 'more');
    const men = unitIndex(plan, 'men');
    expect([plan.chargeSBonus[men], plan.meleeSave[men], plan.missileSave[men], plan.rule.fear[men], plan.rule.frenzy[men]]).toEqual([1, 6, 6, 1, 1]);
    const base = compileFixture(FIXTURE);
    expect(base.costs[men].points).toBe(20 * 5 + 5 + 25); // twenty Men, the bearer twice, the banner 25
    expect(base.costs[men].breakdown).toMatch(/Banner of Valour 25$/);
  });
});

describe('a rune that makes the unit unbreakable (AM p.37)', () => {
  /** How often each line of interest is met across a run's battles. */
  const counts = (run: string) => {
    const seen = { held: 0, tests: 0, inFear: 0, fled: 0 };
    for (const { lines } of battles(run, 300)) {
      for (const line of lines) {
        if (line === 'men\'s banner holds it: no break test.') seen.held++;
        if (line.startsWith('men break test:')) seen.tests++;
        if (line.startsWith('men is beaten by feared enemies')) seen.inFear++;
        if (/^men flees/.test(line)) seen.fled++;
      }
    }
    return seen;
  };

  it('beaten, the Men take no break test and never flee', () => {
    const seen = counts('unbreakable');
    expect(seen.held).toBeGreaterThan(100);
    expect([seen.tests, seen.inFear, seen.fled]).toEqual([0, 0, 0]);
  });

  it('thirty Orcs who cause fear break the Men without a test when they win; not with the rune', () => {
    const feared = counts('feared');
    expect(feared.inFear).toBeGreaterThan(50);
    const held = counts('unbreakable against fear');
    expect(held.held).toBeGreaterThan(100);
    expect([held.tests, held.inFear, held.fled]).toEqual([0, 0, 0]);
  });

  it('makes the unit immune to panic and stupidity in the plan, and is refused on a battle standard bearer', () => {
    const text = readFileSync(FIXTURES + FIXTURE, 'utf8');
    const plan = compileRun(parseText(text.replace('        command: [standard]\n        banner: { name: Banner of Valour, points: 25, effects: [combat-result] }', '        command: [standard]\n        special: [stupidity]\n        banner: { name: Rune, points: 25, effects: [unbreakable] }'), FIXTURE));
    const men = unitIndex(plan, 'men');
    expect([plan.rule.unbreakable[men], plan.rule.immuneToPanic[men], plan.rule.stupidity[men]]).toEqual([1, 1, 0]);
    const bearer = readFileSync(FIXTURES + 'banner-bearer.yaml', 'utf8').replace('effects: [combat-result-d6]', 'effects: [unbreakable]');
    expect(() => compileRun(parseText(bearer, 'banner-bearer.yaml'))).toThrow(/an effect a battle standard lends the unit its bearer is with/);
  });
});

describe('a banner that gives an extra die in psychology tests (AM p.19)', () => {
  it('the stupid Men\'s stupidity rolls are 3D6 with the highest dropped, their break tests 2D6 (exact)', () => {
    const stupidity = new Array<number>(13).fill(0);
    const breaks = new Array<number>(13).fill(0);
    for (const { lines } of battles('psychology die', 1500)) {
      for (const line of lines) {
        const s = /^men tests stupidity: (\d+) vs Ld 7,/.exec(line);
        if (s) stupidity[Number(s[1])]++;
        const b = /^men break test: (\d+) \+ \d+ vs Ld 7,/.exec(line);
        if (b) breaks[Number(b[1])]++;
      }
    }
    const n = stupidity.reduce((a, b) => a + b, 0);
    const m = breaks.reduce((a, b) => a + b, 0);
    expect(n).toBeGreaterThan(2000);
    expect(m).toBeGreaterThan(500);
    expect(binMisses(stupidity, threeDropOneDistribution('highest'), n)).toEqual([]);
    expect(binMisses(breaks, ndSixDistribution(2), m)).toEqual([]);
  });
});

describe('a banner that doubles the attacks of a first round (AM p.19)', () => {
  it('the Men strike 10 attacks in their first round, five models of one, and no more than 5 after; the Orcs never more than 5', () => {
    let first = 0;
    let later = 0;
    for (const { lines, hint } of battles('double attacks', 300)) {
      let round = 0;
      for (const line of lines) {
        if (line.startsWith('Combat result:')) round++;
        const a = parseAttack(line);
        if (!a) continue;
        if (a.attacker === 'men' && round === 0) {
          expect(a.attacks, hint).toBe(10);
          first++;
        } else {
          expect(a.attacks, hint).toBeLessThanOrEqual(5);
          if (a.attacker === 'men') later++;
        }
      }
    }
    expect(first).toBe(300);
    expect(later).toBeGreaterThan(200);
  });
});

describe('a banner whose unit hits automatically on the charge (AM p.19)', () => {
  it('the charging Orcs\' every blow of the charge round hits; after it they need 4+, and the Men and their Hero roll as ever', () => {
    let charges = 0;
    let later = 0;
    for (const { lines, hint } of fixtureBattles('charge-slowed.yaml', 5700, 'orcs hit on the charge', 300)) {
      let charging = false; // from the Orcs' charge home to the result of its round
      for (const line of lines) {
        if (line.startsWith('orcs charges home')) charging = true;
        if (line.startsWith('Combat result:')) charging = false;
        const a = parseAttack(line);
        if (!a) continue;
        if (a.attacker !== 'orcs') expect(a.toHit, hint).toBe(a.attacker === 'hero' ? 3 : 4);
        else if (charging) {
          expect([a.toHit, a.hits], hint).toEqual([1, a.attacks]);
          charges++;
        } else {
          expect(a.toHit, hint).toBe(4);
          later++;
        }
      }
    }
    expect(charges).toBeGreaterThan(300);
    expect(later).toBeGreaterThan(100);
  });
});

describe('a battle standard\'s rune that dispels (AM p.37)', () => {
  const RUNE = /^hero's battle standard rune against Crimson Bands: needs 4, rolls (\d)(: dispelled)?\.$/;
  for (const run of ['base', 'far']) {
    it(`${run === 'base' ? 'with the Men' : '30" away'}: every spell cast is dispelled on a D6 of 4+ before any card; the Bands left on the Men ${run === 'base' ? 'end at the end of the phase' : 'stay'}`, () => {
      let cast = 0;
      let dispelled = 0;
      let bound = 0;
      let ended = 0;
      let outlasted = 0;
      for (const { lines, hint } of fixtureBattles('dispel-rune.yaml', 9600, run, 300)) {
        let holding = false; // the Bands on the Men, cast in this magic phase
        lines.forEach((line, i) => {
          // Cast with Total Power, a spell cannot be stopped (BM p.25): the rune does not try.
          if (line.startsWith('necromancer casts Crimson Bands at men') && !line.includes('Total Power')) {
            cast++;
            const m = RUNE.exec(lines[i + 1]);
            expect(m, hint).not.toBeNull();
            expect(m![2] !== undefined, hint).toBe(Number(m![1]) >= 4);
            if (m![2] !== undefined) dispelled++;
          }
          if (line === 'Crimson Bands bind men: it may not move, shoot or fight.') {
            bound++;
            holding = true;
          }
          if (line === 'The battle standard\'s rune dispels Crimson Bands on men, within 12" of it.') {
            expect(run, hint).toBe('base');
            expect(lines[i + 1], hint).toBe('Crimson Bands on men ends.');
            ended++;
          }
          if (line === 'Crimson Bands on men ends.') holding = false; // by the rune, or a Drain Magic
          // Near the standard, no binding outlasts the magic phase it was cast in.
          if (line.startsWith('-- Turn') && holding) {
            expect(run, hint).toBe('far');
            outlasted++;
          }
        });
      }
      expect(cast).toBeGreaterThan(500);
      expectWithin(dispelled, cast, 1 / 2, 'spells dispelled by the rune');
      expect(bound).toBeGreaterThan(50);
      if (run === 'base') expect(ended).toBeGreaterThan(bound / 2);
      else expect([ended, outlasted > 50]).toEqual([0, true]);
    });
  }

  it('is refused on a banner that is not the battle standard', () => {
    const text = readFileSync(FIXTURES + 'dispel-rune.yaml', 'utf8').replace('        command: [battle-standard]\n', '');
    expect(() => compileRun(parseText(text, 'dispel-rune.yaml'))).toThrow(/the battle standard to carry it/);
  });
});

describe('a banner that terrifies flyers (AM p.19)', () => {
  const BRAVES = /^harpies braves archers's banner: D6 (\d), (driven off|its charge fails, and it stays put|it charges)\.$/;
  it('Harpies test terror to charge the archers; having overcome it, each charge a D6: 1-2 driven off, 3-4 they stay put, 5-6 they charge (exact)', () => {
    const faces = [0, 0, 0, 0, 0, 0, 0];
    let n = 0;
    for (const { lines, hint } of fixtureBattles('flyer-terror.yaml', 6000, 'base', 1200)) {
      // Its terror test taken (passed, or failed and rallied since), a flyer charging the banner rolls.
      let tested = false;
      lines.forEach((line, i) => {
        if (/^harpies, wanting to charge archers, tests terror: /.test(line)) tested = true;
        const m = BRAVES.exec(line);
        if (!m) return;
        expect(tested, hint).toBe(true);
        expect(lines[i - 1], hint).toMatch(/^harpies, wanting to charge archers, tests (terror|fear): \d+ vs Ld 8, passed\.$/);
        const roll = Number(m[1]);
        expect(m[2], hint).toBe(roll <= 2 ? 'driven off' : roll <= 4 ? 'its charge fails, and it stays put' : 'it charges');
        if (roll <= 2) expect(lines[i + 1], hint).toMatch(/^harpies is driven off/);
        if (roll >= 5) expect(lines[i + 1], hint).toMatch(/^harpies declares a charge on the front of archers/);
        faces[roll]++;
        n++;
      });
    }
    expect(n).toBeGreaterThan(700);
    expect(binMisses(faces, [0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6], n)).toEqual([]);
  });

  it('Harpies who cause terror take neither test; the archers under the banner do not fear them, without it they test terror as charged', () => {
    let charged = 0;
    for (const { lines, hint } of fixtureBattles('flyer-terror.yaml', 6000, 'terrifying harpies', 300)) {
      for (const line of lines) {
        expect(line, hint).not.toMatch(/tests (terror|fear)|braves/);
        if (line.startsWith('harpies charges home')) charged++;
      }
    }
    expect(charged).toBeGreaterThan(300);
    let tested = 0;
    for (const { lines } of fixtureBattles('flyer-terror.yaml', 6000, 'terrifying harpies, no banner', 300)) {
      for (const line of lines) if (line.startsWith('archers, charged by harpies, tests terror')) tested++;
    }
    expect(tested).toBeGreaterThan(250);
  });
});

describe('a rune that slows a charge at the unit (AM p.37)', () => {
  for (const run of ['base', 'on the battle standard']) {
    it(`Orcs 5.5" away with a reach of 8" charge home on a D6 of 1 or 2 only, the D6 uniform (exact): the rune on ${run === 'base' ? 'the Men\'s own standard' : 'the battle standard with them'}`, () => {
      const cuts = [0, 0, 0, 0, 0, 0, 0];
      let n = 0;
      for (const { lines, hint } of fixtureBattles('charge-slowed.yaml', 5700, run, 1200)) {
        for (const line of lines) {
          const home = /^men's banner takes (\d)" from orcs's charge: it needs 5\.5" and can reach (\d)"\.$/.exec(line);
          const short = /^orcs charges men but falls short \(it needs 5\.5" and can reach (\d)", twice its M, less (\d)" for men's banner\)/.exec(line);
          if (!home && !short) continue;
          const cut = Number(home ? home[1] : short![2]);
          expect(Number(home ? home[2] : short![1]), hint).toBe(8 - cut);
          expect(home ? cut <= 2 : cut >= 3, hint).toBe(true);
          cuts[cut]++;
          n++;
        }
      }
      expect(n).toBe(1200);
      expect(binMisses(cuts, [0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6], n)).toEqual([]);
    });
  }
});

describe('banners that strike first and ward off shots (AM p.19)', () => {
  it('strikes first: the Men strike before Orcs of Initiative 9 in every round', () => {
    let rounds = 0;
    for (const { lines, hint } of battles('strikes first', 200)) {
      let first: string | null = null;
      for (const line of lines) {
        const a = parseAttack(line);
        if (a && first === null) first = a.attacker;
        if (!line.startsWith('Combat result')) continue;
        if (first !== null) {
          expect(first, hint).toBe('men');
          rounds++;
        }
        first = null;
      }
    }
    expect(rounds).toBeGreaterThan(300);
    // Without the banner the Orcs strike first.
    const text = readFileSync(FIXTURES + FIXTURE, 'utf8').replace('      sides.men.units.men.banner.effects: [strikes-first]\n', '      sides.men.units.men.banner.effects: []\n');
    const orcsFirst = trace(compileRun(parseText(text, FIXTURE), 'strikes first'), SEED, 0).lines.find((l) => parseAttack(l) !== null);
    expect(orcsFirst).toMatch(/^orcs: /);
  });

  it('shots at the unit are at −1 to hit: archers of BS3 need 5+, not 4+, at short range', () => {
    const text = `format: warsim/1
system: wfb4
title: shots penalty
seed: 5401
end: { turns: 1 }
first: archers
battlefield: { width: 72, depth: 48 }
sides:
  - id: archers
    units:
      - { id: archers, profile: man, models: 10, files: 10, weapons: [hand-weapon, bow], position: { x: 36, y: 10, facing: 0 }, tactics: { charge: never, move: hold } }
  - id: men
    units:
      - id: men
        profile: man
        models: 20
        files: 5
        command: [standard]
        banner: { name: Banner of Shadows, points: 30, effects: [shots-penalty] }
        position: { x: 36, y: 18, facing: 180 }
        tactics: { charge: never, move: hold }
`;
    const need = (yaml: string) => /^archers shoots \d+ at men .* needing (\d)/m.exec(trace(compileRun(parseText(yaml, 'shots.yaml')), 5401, 0).lines.join('\n'))?.[1];
    expect(need(text)).toBe('5');
    expect(need(text.replace('effects: [shots-penalty]', 'effects: []'))).toBe('4');
  });
});

describe('the battle standard bearer\'s magic banner (BM p.38)', () => {
  it('adds its D6 to the result while the Hero is with his unit, and nothing once he is slain', () => {
    const plan = compileFixture('banner-bearer.yaml');
    const rolls = [0, 0, 0, 0, 0, 0];
    let after = 0;
    for (let sim = 0; sim < 600; sim++) {
      const hint = replayHint('banner-bearer.yaml', 5500, sim);
      let alive = true;
      for (const line of trace(plan, 5500, sim).lines) {
        if (line === 'hero is slain.') alive = false;
        const r = RESULT.exec(line);
        if (!r) continue;
        // Their standard and the battle standard (the Hero in the front rank) are +2; the banner the rest.
        const extra = Number(r[1]) - Number(r[2]) - (alive ? 2 : 1);
        if (alive) {
          expect(extra, hint).toBeGreaterThanOrEqual(1);
          expect(extra, hint).toBeLessThanOrEqual(6);
          rolls[extra - 1]++;
        } else {
          expect(extra, hint).toBe(0);
          after++;
        }
      }
    }
    const n = rolls.reduce((a, b) => a + b, 0);
    expect(n).toBeGreaterThan(500);
    expect(after).toBeGreaterThan(20);
    expect(binMisses(rolls, [1, 1, 1, 1, 1, 1].map((x) => x / 6), n)).toEqual([]);
    const hero = unitIndex(plan, 'hero');
    expect(plan.costs[hero].breakdown).toMatch(/Banner of Might 50/);
  });

  it('refuses a banner on a character who does not carry the battle standard, one that changes his unit\'s profile, and one past his allowance', () => {
    const text = readFileSync(FIXTURES + 'banner-bearer.yaml', 'utf8');
    const refused = (from: string, to: string, message: RegExp) => {
      expect(text).toContain(from);
      expect(() => compileRun(parseText(text.replace(from, to), 'banner-bearer.yaml'))).toThrow(message);
    };
    refused('        command: [battle-standard]\n', '', /command: \[battle-standard\] on a character with a banner/);
    refused('effects: [combat-result-d6]', 'effects: [fear]', /an effect a battle standard lends the unit its bearer is with/);
    refused('        command: [battle-standard]\n', '        command: [battle-standard]\n        items: [{ name: Sword, kind: weapon, points: 10, effects: { hitBonus: 1 } }, { name: Amulet, kind: talisman, points: 10, effects: { ward: 6 } }]\n', /at most 2 magic items for a hero, the banner one of them/);
  });
});

describe('a banner that lowers the enemy\'s Leadership (AM p.19)', () => {
  it('the Orcs within 6" take their break tests on Ld 5, their 7 less 2; the Men on their own 7', () => {
    const seen = { orcs: 0, men: 0 };
    for (const { lines, hint } of battles('ld penalty', 300)) {
      for (const line of lines) {
        const m = /^(orcs|men) break test: \d+ \+ \d+ vs Ld (\d+)/.exec(line);
        if (!m) continue;
        expect(Number(m[2]), hint).toBe(m[1] === 'orcs' ? 5 : 7);
        seen[m[1] as 'orcs' | 'men']++;
      }
    }
    expect(seen.orcs).toBeGreaterThan(50);
    expect(seen.men).toBeGreaterThan(20);
  });
});

describe('a battle standard\'s rune that adds to the result of units near it (AM p.37)', () => {
  const AURA = 'banner-aura.yaml';
  /** The bonus (result less wounds) of each side in each combat result of a run, first rounds alone with `firstOnly`. */
  const bonusesOf = (run: string, firstOnly = false) => {
    const seen: { men: number; orcs: number; hint: string }[] = [];
    for (const { lines, hint } of fixtureBattles(AURA, 5600, run, 300)) {
      for (const line of lines) {
        const m = RESULT.exec(line);
        if (!m) continue;
        seen.push({ men: Number(m[1]) - Number(m[2]), orcs: Number(m[3]) - Number(m[4]), hint });
        if (firstOnly) break;
      }
    }
    return seen;
  };

  it('the Men, 10" from the bearer with his Spearmen, score their standard and the rune; the Orcs their standard', () => {
    const seen = bonusesOf('base');
    expect(seen.length).toBeGreaterThan(300);
    for (const { men, orcs, hint } of seen) expect([men, orcs], hint).toEqual([2, 1]);
  });

  it('22" from the bearer, beyond the rune\'s 12", the Men score their standard alone', () => {
    const seen = bonusesOf('far');
    expect(seen.length).toBeGreaterThan(300);
    for (const { men, orcs, hint } of seen) expect([men, orcs], hint).toEqual([1, 1]);
  });

  it('the bearer with the Men: their standard, the battle standard and the rune, a further +1', () => {
    const seen = bonusesOf('in the fight', true);
    expect(seen.length).toBe(300);
    for (const { men, orcs, hint } of seen) expect([men, orcs], hint).toEqual([3, 1]);
  });

  for (const [run, near] of [['ld ten', true], ['ld ten far', false]] as const) {
    it(`the rune that steadies: the stupid Men ${near ? '10" from the bearer test stupidity and break on an unmodified 10' : '22" from him test on their own Ld 7 and the result'}; the Orcs on theirs`, () => {
      const seen = { breaks: 0, stupidity: 0, orcs: 0 };
      for (const { lines, hint } of fixtureBattles(AURA, 5600, run, 300)) {
        for (const line of lines) {
          // Moved — fled, pursuing, advancing — the Men may end beyond the rune's reach: their
          // tests are read while they stand where they were deployed.
          if (/^men (flees|pursues|advances|charges|moves)/.test(line)) break;
          if (line.startsWith('men break test:')) {
            expect(line, hint).toMatch(near ? /^men break test: \d+ vs Ld 10 \(rune: unmodified\)/ : /^men break test: \d+ \+ \d+ vs Ld 7,/);
            seen.breaks++;
          }
          if (line.startsWith('men tests stupidity:')) {
            expect(line, hint).toMatch(near ? /vs Ld 10,/ : /vs Ld 7,/);
            seen.stupidity++;
          }
          if (line.startsWith('orcs break test:')) {
            expect(line, hint).toMatch(/^orcs break test: \d+ \+ \d+ vs Ld 7,/);
            seen.orcs++;
          }
        }
      }
      expect(seen.breaks).toBeGreaterThan(100);
      expect(seen.stupidity).toBeGreaterThan(100);
      expect(seen.orcs).toBeGreaterThan(100);
    });
  }

  it('is refused on a banner that is not the battle standard', () => {
    const text = readFileSync(FIXTURES + AURA, 'utf8').split('variants:')[0];
    const moved = text.replace('        command: [standard]\n', '        command: [standard]\n        banner: { name: Rune, points: 50, effects: [combat-result-aura] }\n');
    expect(() => compileRun(parseText(moved, AURA))).toThrow(/the battle standard to carry it[\s\S]*Master Rune of Protection/);
    expect(() => compileRun(parseText(moved.replace('effects: [combat-result-aura] }\n', 'effects: [ld-10-aura] }\n'), AURA))).toThrow(/the battle standard to carry it[\s\S]*Master Rune of Protection/);
  });
});

describe('compiling a magic banner', () => {
  const text = readFileSync(FIXTURES + FIXTURE, 'utf8').split('variants:')[0];
  it('refuses one without a standard bearer to carry it', () => {
    expect(() => compileRun(parseText(text.replace('        command: [standard]\n        banner:', '        banner:'), FIXTURE))).toThrow(/command: \[standard\] to carry the banner/);
  });
  it('refuses an effect it does not know, with the list', () => {
    expect(() => compileRun(parseText(text.replace('effects: [combat-result]', 'effects: [combat-results]'), FIXTURE))).toThrow(/combat-result/);
  });
});
