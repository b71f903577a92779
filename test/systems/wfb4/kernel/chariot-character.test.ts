/**
 * A character in a chariot's crew (rules/wfb4.md §8.4, §8.1; RB p.72-73), through the kernel's
 * normal turn sequence (fixture chariot-character.yaml: an Orc Big Boss, WS5 Ld8 W2, in a
 * crewman's place in a Goblin wolf chariot whose other crewman has WS2 Ld5): the hits on the
 * crew placed at random between him and the crewman (the book's example, on scripted dice, and
 * the exact shares of shooting and melee hits); the enemy's to-hit against his WS, the best of
 * the crew's; the chariot's tests on his Ld; his own blows, all round and first on the charge;
 * challenges from the chariot; and what is left when he or the chariot falls.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { p2d6AtMost } from '../../../../src/core/dice-odds.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { JOINED, READY } from '../../../../src/systems/rank-and-file/unit-state.ts';
import { parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { attackRounds, compileFixture, compileRun, expectWithin, FIXTURES, fixtureTracer, outLength, parseAttack, replayHint, trace, traceScripted, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'chariot-character.yaml';
const SEED = 37;
const traced = fixtureTracer(FIXTURE, SEED);
const text = readFileSync(FIXTURES + FIXTURE, 'utf8');

/** A hit allocation line of the trace: hits on the chariot, its team and its crew (the Big Boss's among them). */
const ALLOCATION = /^chariot: hits on the chariot (\d+), the team (\d+), the crew (\d+): .*; (\d+) crew and \d+ of the team left\.$/;
/** The Big Boss's share of the hits on the crew. */
const ON_BOSS = /^(\d+) of (\d+) hits? fall on boss \(one of the crew, at random\)/;

/**
 * Over the hits on the chariot while its Goblin crewman and the Big Boss both stand (the runs
 * used have no challenges): [hits on the chariot, of them on the crew, of them on the Big Boss],
 * shooting and melee apart — each volley or blow told by the line after its allocation.
 */
function shares(run: string, sims: number): { shot: number[]; melee: number[] } {
  const shot = [0, 0, 0];
  const melee = [0, 0, 0];
  for (let sim = 0; sim < sims; sim++) {
    const lines = traced(run, sim);
    let crew = 1;
    let bossAlive = true;
    let onBoss = 0;
    lines.forEach((l, i) => {
      const b = ON_BOSS.exec(l);
      if (b) onBoss = Number(b[1]);
      const m = ALLOCATION.exec(l);
      if (m) {
        const [chariot, team, onCrew] = [Number(m[1]), Number(m[2]), Number(m[3])];
        const into = lines[i + 1].startsWith('archers shoots') ? shot : lines[i + 1].startsWith('spearmen:') ? melee : null;
        if (into && crew === 1 && bossAlive) {
          into[0] += chariot + team + onCrew;
          into[1] += onCrew;
          into[2] += onBoss;
        }
        crew = Number(m[4]);
        onBoss = 0;
      }
      if (l === 'boss is slain.') bossAlive = false;
    });
  }
  return { shot, melee };
}

describe('a character in a chariot\'s crew (§8.4, §8.1)', () => {
  it('compile: he takes a crewman\'s place (crew 2: the Big Boss and one Goblin), is costed on his own, and the chariot keeps its team\'s speed', () => {
    const plan = compileFixture(FIXTURE);
    const chariot = unitIndex(plan, 'chariot');
    const boss = unitIndex(plan, 'boss');
    expect(plan.host[boss]).toBe(chariot);
    expect([plan.crew[chariot], plan.team[chariot], plan.M[chariot], plan.chargeReach[chariot]]).toEqual([1, 2, 9, 18]);
    // 50 + one Goblin (2½ + light armour 2 at half price) + two Giant Wolves at 4 (RB p.93-95).
    expect(plan.costs[chariot].points).toBe(50 + 3.5 + 8);
    expect(plan.costs[chariot].breakdown).toContain('boss in a crewman\'s place, costed on his own');
    // Orc hero 72 (RB p.95), light armour 2 and shield 1 at full price.
    expect(plan.costs[boss].points).toBe(75);
    // Alone in the crew (crew: 1), no crewman is paid for.
    const alone = compileFixture(FIXTURE, 'boss alone');
    expect([alone.crew[chariot], alone.costs[chariot].points]).toEqual([0, 58]);
  });

  it('refuses what is not played, each with its reason', () => {
    const refused = (from: string, to: string, why: RegExp) => {
      expect(text).toContain(from);
      expect(() => compileRun(parseText(text.replace(from, to), FIXTURE))).toThrow(why);
    };
    const boss = '      - id: boss\n        profile: orc-big-boss\n        models: 1\n        joins: chariot\n        armour: [light-armour, shield]\n';
    refused(boss, `${boss}        mount: { name: War Boar, M: 7, WS: 3, S: 3, T: 4, I: 3, A: 1, points: 8 }\n`, /no steed for a character in a chariot's crew/);
    refused(boss, `${boss}        tactics: { rank: rear }\n`, /no rank for a character in a chariot's crew/);
    refused(boss, `${boss}        special: [skirmish]\n`, /no troop type of his own for a character with chariot, found skirmish — he moves as his mount does/);
    refused(
      '        race: goblin\n        special: [chariot]\n        models: 1\n        base: [50, 100]\n        mount: { name: Giant Wolf, M: 9, WS: 3, S: 3, T: 3, I: 3, A: 1, points: 4 }\n',
      '        race: goblin\n        special: [pump-wagon]\n        models: 1\n        base: [50, 100]\n',
      /no place among the Snotlings who pump it/,
    );
  });

  it('the book\'s example (RB p.72): of two crew, a D6 of 1-3 puts a hit on the hero, 4-6 on the other', () => {
    // Turn 1, the chariot held back; the archers shoot in the Empire's turn: ten to-hit dice, a D6
    // per hit on the shooting table, a D6 per hit on the crew between the two, then the wounds.
    const plan = compileFixture(FIXTURE, 'held back');
    const dice = new ScriptedRng()
      .count(4, 4, 4, 1, 1, 1, 1, 1, 1, 1) // BS3 at 10": 4+, three hits
      .roll(1, 1, 5) // the table: the crew, the crew, the chariot
      .roll(2, 5) // the first crew hit on the Big Boss (1-3), the second on the Goblin (4-6)
      .count(6, 2) // S3 v T5 wounds on 6; his light armour and shield save on 5+, failed
      .count(4, 3); // S3 v T3 wounds the Goblin on 4+; light armour, 6+, failed (S3 v T7 cannot wound the chariot)
    const { lines, kernel } = traceScripted(plan, dice);
    expect(lines).toContain('1 of 2 hits fall on boss (one of the crew, at random): 1 wound, 1 unsaved.');
    expect(lines).toContain('chariot: hits on the chariot 1, the team 0, the crew 2: 2 wounds; 0 crew and 2 of the team left.');
    const boss = unitIndex(plan, 'boss');
    expect([kernel.models[boss], kernel.pool[boss], kernel.status[boss]]).toEqual([1, 1, JOINED]);
  });

  it('a shooting hit on the chariot falls on him at 1/6 · 1/2 = 1/12; a blow at 3/6 · 1/2 = 1/4', () => {
    const { shot } = shares('held back', 600);
    expect(shot[0]).toBeGreaterThan(5000);
    expectWithin(shot[2], shot[0], 1 / 12, 'shooting hits on the Big Boss');
    expectWithin(shot[2], shot[1], 1 / 2, 'shooting hits on the crew that fall on the Big Boss');
    const { melee } = shares('flank', 1500);
    expect(melee[0]).toBeGreaterThan(3000);
    expectWithin(melee[2], melee[0], 1 / 4, 'blows on the Big Boss');
  });

  it('two characters in a crew of three: each takes a crewman\'s place, and a hit on the crew falls on each of the three at 1/3', () => {
    const boss = '      - id: boss\n        profile: orc-big-boss\n        models: 1\n        joins: chariot\n        armour: [light-armour, shield]\n';
    const two = text.replace(/\n  - name: boss alone\n    set:\n      sides\.greenskins\.units\.chariot\.crew: 1\n/, '\n').replace(boss, `${boss}      - { id: boss2, profile: orc-big-boss, models: 1, joins: chariot }\n`).replace('        special: [chariot]\n', '        special: [chariot]\n        crew: 3\n');
    const plan = compileRun(parseText(two, FIXTURE), 'held back');
    const chariot = unitIndex(plan, 'chariot');
    expect(plan.crew[chariot]).toBe(1);
    expect(plan.costs[chariot].breakdown).toContain('boss, boss2 in a crewman\'s place, costed on his own');
    let crew = 0;
    const on = { boss: 0, boss2: 0 };
    for (let sim = 0; sim < 600; sim++) {
      const lines = trace(plan, SEED, sim).lines;
      lines.forEach((l, i) => {
        const m = ALLOCATION.exec(l);
        if (!m || !lines[i + 1]?.startsWith('archers shoots')) return;
        crew += Number(m[3]);
        for (const who of ['boss', 'boss2'] as const) {
          const hit = lines.slice(i - 3, i).map((x) => new RegExp(`^(\\d+) of \\d+ hits? fall on ${who} \\(one of the crew, at random\\)`).exec(x)).find((x) => x !== null);
          if (hit) on[who] += Number(hit[1]);
        }
      });
    }
    expect(crew).toBeGreaterThan(1500);
    expectWithin(on.boss, crew, 1 / 3, 'crew hits on the first Big Boss');
    expectWithin(on.boss2, crew, 1 / 3, 'crew hits on the second');
    // A crew too small for its characters is refused.
    const four = two.replace(`      - { id: boss2, profile: orc-big-boss, models: 1, joins: chariot }\n`, `      - { id: boss2, profile: orc-big-boss, models: 1, joins: chariot }\n      - { id: boss3, profile: orc-big-boss, models: 1, joins: chariot }\n      - { id: boss4, profile: orc-big-boss, models: 1, joins: chariot }\n`);
    expect(() => compileRun(parseText(four, FIXTURE))).toThrow(/chariot\.crew: expected a crew of at least 4 for its characters \(boss, boss2, boss3, boss4\), found 3 — each takes a crewman's place: give the chariot a larger `crew`/);
  });

  it('during the battle he boards a chariot as one more of its crew, and leaves it as he leaves a unit (§8.1)', () => {
    const boss = '      - id: boss\n        profile: orc-big-boss\n        models: 1\n        joins: chariot\n        armour: [light-armour, shield]\n';
    const variants = text.replace(/\nvariants:[\s\S]*$/, '\n');
    // On foot 3" behind the chariot, held back: he joins it in his first movement phase.
    const boarding = variants
      .replace('        tactics: { charge: spearmen }\n', '        tactics: { charge: never, move: hold }\n')
      .replace(boss, '      - id: boss\n        profile: orc-big-boss\n        models: 1\n        armour: [light-armour, shield]\n        position: { x: 36, y: 31, facing: 180 }\n        tactics: { join: chariot }\n');
    const plan = compileRun(parseText(boarding, FIXTURE));
    const chariot = unitIndex(plan, 'chariot');
    expect(plan.crew[chariot]).toBe(2);
    let crew = 0;
    let his = 0;
    for (let sim = 0; sim < 300; sim++) {
      const lines = trace(plan, SEED, sim).lines;
      const joined = lines.indexOf('boss joins chariot.');
      expect(joined, replayHint(FIXTURE, SEED, sim)).toBeGreaterThan(0);
      lines.forEach((l, i) => {
        const m = ALLOCATION.exec(l);
        if (!m || i < joined || !lines[i + 1]?.startsWith('archers shoots')) return;
        crew += Number(m[3]);
        const hit = lines.slice(i - 3, i).map((x) => ON_BOSS.exec(x)).find((x) => x !== null);
        if (hit) his += Number(hit[1]);
      });
    }
    expect(crew).toBeGreaterThan(600);
    expectWithin(his, crew, 1 / 3, 'crew hits on him, aboard with two Goblins');
    // In the crew from deployment, leaving in turn 2: the Goblin is left alone in it, and no hit falls on him there again.
    const leaving = variants
      .replace('        tactics: { charge: spearmen }\n', '        tactics: { charge: never, move: hold }\n')
      .replace(boss, `${boss}        tactics: { leave: 2 }\n`);
    const left = compileRun(parseText(leaving, FIXTURE));
    let gone = 0;
    for (let sim = 0; sim < 100; sim++) {
      const { lines, kernel } = trace(left, SEED, sim);
      const at = lines.indexOf('boss leaves chariot.');
      if (at < 0) continue;
      gone++;
      expect(lines.slice(at).some((l) => ON_BOSS.test(l)), replayHint(FIXTURE, SEED, sim)).toBe(false);
      expect(kernel.host[unitIndex(left, 'boss')]).toBe(-1);
    }
    expect(gone).toBeGreaterThan(50);
  });

  it('stupid himself, on 1-3 he has the chariot lurch forward, a compulsory move that forces it into the wood ahead and its D6 S6 hits (§7, §8.4)', () => {
    const sims = 3000;
    let lurched = 0;
    const bad: string[] = [];
    for (let sim = 0; sim < sims; sim++) {
      const lines = traced('stupid boss', sim);
      const test = lines.find((l) => l.startsWith('boss tests stupidity: '));
      const at = lines.findIndex((l) => /^chariot lurches \d+\.\d" forward\.$/.test(l));
      if (test === undefined || /lurches forward/.test(test) !== at >= 0) bad.push(replayHint(FIXTURE, SEED, sim, 'stupid boss'));
      else if (at >= 0) {
        lurched++;
        if (!/^chariot is forced over ground a chariot cannot cross: [1-6] hits? at S6\.$/.test(lines[at + 1])) bad.push(replayHint(FIXTURE, SEED, sim, 'stupid boss'));
      }
    }
    expect(bad.slice(0, 3)).toEqual([]);
    expectWithin(lurched, sims, (1 - p2d6AtMost(8)) / 2, 'lurches (his test failed on Ld 8, then 1-3)');
  });

  it('his wounds and save are his own: S3 v T5 wounds on 6, and his 5+ saves (no save for the chariot)', () => {
    let hits = 0;
    let wounds = 0;
    let unsaved = 0;
    for (let sim = 0; sim < 600; sim++) {
      for (const l of traced('held back', sim)) {
        const m = /^(\d+) of \d+ hits? fall on boss \(one of the crew, at random\): (\d+) wounds?, (\d+) unsaved\.$/.exec(l);
        if (!m) continue;
        hits += Number(m[1]);
        wounds += Number(m[2]);
        unsaved += Number(m[3]);
      }
    }
    expect(hits).toBeGreaterThan(1000);
    expectWithin(wounds, hits, 1 / 6, 'archers\' hits wounding the Big Boss');
    expectWithin(unsaved, wounds, 4 / 6, 'his wounds unsaved by light armour and shield (5+)');
  });

  it('the enemy fights the chariot at the best WS of its crew: WS3 v his WS5 needs 4+, v the Goblin\'s WS2 3+', () => {
    let withBoss = 0;
    let without = 0;
    for (const run of ['base', 'flank', 'challenge']) {
      for (let sim = 0; sim < 300; sim++) {
        let bossAlive = true;
        let dueling = false;
        // Slain by a blow on the chariot's crew, he falls before that blow's line is written.
        let slainByNext = false;
        let previous = '';
        for (const l of traced(run, sim)) {
          if (l === 'boss is slain.') {
            bossAlive = false;
            slainByNext = ON_BOSS.test(previous);
          }
          previous = l;
          if (l.startsWith('boss issues a challenge; captain takes it up')) dueling = true;
          if (l.startsWith('Combat result:')) dueling = false;
          const a = parseAttack(l);
          if (!a) continue;
          if (a.attacker === 'spearmen' && a.target === 'chariot') {
            const aboard = (bossAlive || slainByNext) && !dueling;
            expect(a.toHit, `${run} sim ${sim}: ${l}`).toBe(aboard ? 4 : 3);
            if (aboard) withBoss++;
            else without++;
          }
          slainByNext = false;
        }
      }
    }
    expect(Math.min(withBoss, without)).toBeGreaterThan(30);
  });

  it('the chariot tests on the best Ld of its crew, his 8, and on the Goblin\'s 5 once he is slain', () => {
    let on8 = 0;
    let on5 = 0;
    for (const run of ['flank', 'great weapons']) {
      for (let sim = 0; sim < 300; sim++) {
        let bossAlive = true;
        for (const l of traced(run, sim)) {
          if (l === 'boss is slain.') bossAlive = false;
          const m = /^chariot (?:break|rally) test: .* vs Ld (\d+)/.exec(l);
          if (!m) continue;
          expect(Number(m[1]), `${run} sim ${sim}: ${l}`).toBe(bossAlive ? 8 : 5);
          if (bossAlive) on8++;
          else on5++;
        }
      }
    }
    expect(Math.min(on8, on5)).toBeGreaterThan(10);
  });

  it('a chariot within 5" of his tests on his Ld 8 too, as chariots grouped do on the best Ld among them (§8.4)', () => {
    // A second Goblin chariot, 2" from his, charged in the flank by the spearmen; an Orc Warboss
    // far off is the general (Ld 9, beyond 12"), so that the Big Boss's Ld reaches it only
    // through the group.
    const grouped = text
      .replace('        armour: [light-armour, shield]\n  - id: empire', [
        '        armour: [light-armour, shield]',
        '      - id: chariot2',
        '        profile: { M: 4, WS: 2, BS: 3, S: 3, T: 3, W: 1, I: 2, A: 1, Ld: 5 }',
        '        special: [chariot]',
        '        models: 1',
        '        base: [50, 100]',
        '        mount: { name: Giant Wolf, M: 9, WS: 3, S: 3, T: 3, I: 3, A: 1, points: 4 }',
        '        position: { x: 36, y: 20, facing: 90 }',
        '        tactics: { charge: never, move: hold }',
        '      - { id: warboss, profile: orc-warboss, models: 1, position: { x: 68, y: 46, facing: 180 }, tactics: { charge: never, move: hold } }',
        '  - id: empire',
      ].join('\n'))
      .replace('      sides.empire.units.spearmen.tactics: { charge: chariot }\n  - name: challenge', '      sides.empire.units.spearmen.tactics: { charge: chariot2 }\n  - name: challenge');
    const plan = compileRun(parseText(grouped, FIXTURE), 'flank');
    const without = compileRun(parseText(grouped.replace('        joins: chariot\n', '        position: { x: 4, y: 46, facing: 180 }\n        tactics: { charge: never, move: hold }\n'), FIXTURE), 'flank');
    for (const [p, ld] of [[plan, 8], [without, 5]] as const) {
      let tests = 0;
      for (let sim = 0; sim < 40; sim++) {
        const lines = trace(p, SEED, sim).lines;
        const first = lines.find((l) => l.startsWith('chariot2 break test'));
        if (!first || lines.includes('boss is slain.')) continue;
        expect(first, `sim ${sim}`).toMatch(new RegExp(`vs Ld ${ld},`));
        tests++;
      }
      expect(tests).toBeGreaterThan(10);
    }
  });

  it('he fights with his own profile beside the crew, striking first with them on the charge, and all round', () => {
    let checked = 0;
    for (let sim = 0; sim < 50; sim++) {
      const [first] = attackRounds(traced('base', sim));
      const boss = first.findIndex((a) => a.attacker === 'boss');
      const crew = first.findIndex((a) => a.attacker === 'chariot' && a.kind === '' && a.toHit > 1);
      const spear = first.findIndex((a) => a.attacker === 'spearmen');
      // Charging: the impact hits, then the Big Boss (I4), the wolves (I3) and the Goblin (I2), then the spearmen (I3).
      expect(first[0].toHit, `sim ${sim}`).toBe(1);
      expect([first[boss].attacks, first[boss].strength, first[boss].toHit, first[boss].target]).toEqual([3, 4, 3, 'spearmen']);
      expect(boss).toBeLessThan(crew);
      if (spear >= 0) {
        expect(crew).toBeLessThan(spear);
        checked++;
      }
      expect(first[crew].attacks).toBe(1); // one Goblin left in the crew: the Big Boss took the other's place
    }
    expect(checked).toBeGreaterThan(0);
    // Charged in the flank, he fights all the same, as the crew do (§8.4).
    let flank = 0;
    for (let sim = 0; sim < 20; sim++) {
      const [first] = attackRounds(traced('flank', sim));
      if (first.some((a) => a.attacker === 'boss' && a.target === 'spearmen')) flank++;
    }
    expect(flank).toBe(20);
  });

  it('he issues a challenge from the chariot; the two fight alone, and no blow at the chariot falls on him', () => {
    let fought = 0;
    for (let sim = 0; sim < 100; sim++) {
      const lines = traced('challenge', sim);
      const at = lines.indexOf('boss issues a challenge; captain takes it up: they fight each other alone.');
      if (at < 0) continue;
      fought++;
      const round = lines.slice(at, lines.findIndex((l, i) => i > at && l.startsWith('Combat result:')));
      for (const a of attackRounds([...round, 'Combat result:']).flat()) {
        if (a.attacker === 'boss') expect(a.target).toBe('captain');
        if (a.attacker === 'captain') expect(a.target).toBe('boss');
      }
      expect(round.some((l) => ON_BOSS.test(l)), `sim ${sim}`).toBe(false);
    }
    expect(fought).toBeGreaterThan(90);
  });

  /** The trace and the kernel of the 'held back' run (or `alone`: the Big Boss alone in the crew) on scripted dice, until they run out. */
  function shotAt(alone: boolean, dice: ScriptedRng): { lines: string[]; kernel: Wfb4Kernel } {
    const yaml = alone ? text.replace('      end.turns: 6', '      end.turns: 6\n      sides.greenskins.units.chariot.crew: 1') : text;
    return traceScripted(compileRun(parseText(yaml, FIXTURE), 'held back'), dice);
  }

  it('slain, he leaves the chariot to its crew; alone in it, he leaves it with none, and it rampages', () => {
    // Two hits, both on the crew; both on the Big Boss (1-3 of two crew); both wound (6s) and
    // neither is saved: his two wounds are gone.
    const withCrew = shotAt(false, new ScriptedRng().count(4, 4, 1, 1, 1, 1, 1, 1, 1, 1).roll(1, 1).roll(1, 2).count(6, 6).count(1, 1));
    expect(withCrew.lines).toContain('2 of 2 hits fall on boss (one of the crew, at random): 2 wounds, 2 unsaved.');
    expect(withCrew.lines).toContain('boss is slain.');
    const plan = withCrew.kernel.plan;
    const [chariot, boss] = [unitIndex(plan, 'chariot'), unitIndex(plan, 'boss')];
    expect([withCrew.kernel.status[chariot], withCrew.kernel.crew[chariot], withCrew.kernel.models[boss]]).toEqual([READY, 1, 0]);
    // The Goblin drives on: no rampage in the chariot's next turn, and no die rolled for one.
    expect(withCrew.lines.some((l) => l.includes('rampages'))).toBe(false);
    expect(withCrew.lines.at(-1)).toBe('-- Turn 2, empire --');
    // Alone in the crew, every hit on it is his (no die to place it); slain, the chariot rampages.
    const alone = shotAt(true, new ScriptedRng().count(4, 4, 1, 1, 1, 1, 1, 1, 1, 1).roll(1, 1).count(6, 6).count(1, 1).roll(3, 4));
    expect(alone.lines).toContain('2 of 2 hits fall on boss (one of the crew, at random): 2 wounds, 2 unsaved.');
    expect(alone.lines).toContain('chariot, with no crew, rampages: 3 + 4" in a random direction.');
    expect(alone.lines.indexOf('boss is slain.')).toBeLessThan(alone.lines.findIndex((l) => l.includes('rampages')));
  });

  it('alone in the crew, every hit on the crew falls on him', () => {
    let seen = 0;
    for (let sim = 0; sim < 100; sim++) {
      for (const l of traced('boss alone', sim)) {
        const m = ON_BOSS.exec(l);
        if (!m) continue;
        expect(m[1]).toBe(m[2]);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(20);
  });

  it('the chariot destroyed, its crew on foot strike all together, and its team, gone with it, not at all (§8.4)', () => {
    const three = text.replace('      sides.empire.units.spearmen.weapons: [double-handed]', '      sides.empire.units.spearmen.weapons: [double-handed]\n      sides.greenskins.units.chariot.crew: 3');
    const plan = compileRun(parseText(three, FIXTURE), 'great weapons');
    let checked = 0;
    for (let sim = 0; sim < 2000 && checked < 20; sim++) {
      const lines = trace(plan, 37, sim).lines;
      const at = lines.findIndex((l) => /^chariot's chariot is destroyed: its (\d+) surviving crew/.test(l));
      if (at < 0) continue;
      const crew = Number(/its (\d+) surviving/.exec(lines[at])![1]);
      const from = lines.findIndex((l, k) => k > at && l.startsWith('Combat result'));
      const to = lines.findIndex((l, k) => k > from && l.startsWith('Combat result'));
      if (from < 0 || to < 0) continue;
      const round = lines.slice(from + 1, to);
      const hint = replayHint(FIXTURE, 37, sim, 'great weapons');
      expect(round.some((l) => l.startsWith('chariot (mounts)')), hint).toBe(false);
      const attacks = round.filter((l) => l.startsWith('chariot: ')).map((l) => Number(/^chariot: (\d+) attack/.exec(l)![1]));
      expect(attacks, hint).toEqual([crew]); // Goblins of A1, each once
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(3); // seeded: the wrecks of 2,000 battles with a crew left to fight on
  });

  describe('the chariot destroyed (on scripted dice: every die a 1, every roll to hit, wound or save a 6)', () => {
    /**
     * The great weapons' flank charge on the chariot, the roll-off for the first round scripted,
     * then every die shows 1 (countAtLeast sees a 6): each blow hits, falls on the chariot (1 on
     * the melee table) and wounds it at S7 (no save): it is wrecked. Played until `stop` is traced.
     */
    function wreck(yaml: string, stop: RegExp): { lines: string[]; kernel: Wfb4Kernel } {
      const plan = compileRun(parseText(yaml, FIXTURE), 'great weapons');
      const kernel = new Wfb4Kernel(plan);
      const lines: string[] = [];
      let stopped = false;
      kernel.tracer = {
        line: (t) => {
          lines.push(t);
          if (stop.test(t) || t === '-- Turn 3, empire --') {
            stopped = stop.test(t);
            throw new Error('stop'); // a constant die would tie every later roll-off for ever
          }
        },
      };
      const dice = new ScriptedRng().roll(6, 1).thenAll(1);
      try {
        kernel.run(dice.rng, new Int32Array(outLength(plan)));
      } catch (e) {
        if (String(e) !== 'Error: stop') throw e;
      }
      expect(stopped, lines.join('\n')).toBe(true);
      return { lines, kernel };
    }

    it('its surviving crewman fights on on foot, the Big Boss with him', () => {
      const { lines, kernel } = wreck(text, /chariot is destroyed/);
      expect(lines.at(-1)).toBe('chariot\'s chariot is destroyed: its 1 surviving crewman fight on on foot, boss with them.');
      const plan = kernel.plan;
      const [chariot, boss] = [unitIndex(plan, 'chariot'), unitIndex(plan, 'boss')];
      expect([kernel.dismounted[chariot], kernel.models[chariot], kernel.host[boss], kernel.status[boss]]).toEqual([1, 1, chariot, JOINED]);
      expect(kernel.M[chariot]).toBe(4); // on foot, at the Goblin's (and the Big Boss's) M
    });

    it('with no crewman left, the Big Boss fights on alone on foot in its place', () => {
      const alone = text.replace('      sides.empire.units.spearmen.weapons: [double-handed]', '      sides.empire.units.spearmen.weapons: [double-handed]\n      sides.greenskins.units.chariot.crew: 1');
      const { lines, kernel } = wreck(alone, /fights on alone/);
      expect(lines.at(-1)).toBe('chariot is destroyed with no crewman left; boss fights on alone on foot.');
      const plan = kernel.plan;
      const [chariot, boss, spearmen] = [unitIndex(plan, 'chariot'), unitIndex(plan, 'boss'), unitIndex(plan, 'spearmen')];
      expect([kernel.host[boss], kernel.models[boss], kernel.models[chariot]]).toEqual([-1, 1, 0]);
      // In the chariot's place, in its combat with the spearmen.
      let engaged = false;
      for (let e = 0; e < kernel.eng.count; e++) if ((kernel.eng.a[e] === spearmen && kernel.eng.b[e] === boss) || (kernel.eng.b[e] === spearmen && kernel.eng.a[e] === boss)) engaged = true;
      expect(engaged).toBe(true);
      expect(kernel.inCombat[boss]).toBeGreaterThanOrEqual(0);
    });
  });
});
