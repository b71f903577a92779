/**
 * War machines (rules/wfb4.md §4.5), played through the kernel's turn on the fixture
 * test/fixtures/wfb4/war-machines.yaml: the worked examples §11 #26 (stone thrower) and #27
 * (cannon) on scripted dice; the misfire charts, the bolt through the ranks and the hits shared
 * between a crew and their machine against their exact probabilities; a short crew missing a
 * turn, a fleeing crew abandoning their machine, and Look Out Sir.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { binMisses, compileFixture, compileRun, expectWithin, FIXTURES, histogram, leftSlot, replayHint, trace, traceScripted } from './kernel-harness.ts';

const FIXTURE = 'war-machines.yaml';
const TEXT = readFileSync(FIXTURES + FIXTURE, 'utf8');
const SEED = 4500;

/** The fixture with only `run` of its variants (the others might not suit an edit). */
function only(run: string): string {
  const [base, variants] = TEXT.split('variants:\n');
  if (run === 'base') return base;
  // Each variant's block, its comment lines with it.
  const blocks = variants.split(/\n(?=  #|  - name:)/);
  const block = blocks.find((b) => b.includes(`- name: ${run}\n`));
  expect(block, `variant ${run}`).toBeDefined();
  return `${base}variants:\n${block!.replace(/^(  #.*\n)+/, '')}\n`;
}

/** The fixture with its text changed (`edits` pairs of text and replacement), compiled for `run`. */
function edited(run: string, ...edits: [string, string][]) {
  let text = only(run);
  for (const [from, to] of edits) {
    expect(text, `fixture text "${from}"`).toContain(from);
    text = text.replace(from, to);
  }
  return compileRun(parseText(text, FIXTURE), run);
}

/** Three game turns instead of one. */
const THREE_TURNS: [string, string] = ['end: { turns: 1 }', 'end: { turns: 3 }'];

/** A Goblin hero joined to the Goblins, in their front rank. */
const HERO: [string, string] = [
  '        tactics: { charge: never, move: hold }\nvariants:',
  `        tactics: { charge: never, move: hold }
      - id: hero
        profile: { M: 4, WS: 2, BS: 3, S: 3, T: 3, W: 1, I: 2, A: 1, Ld: 5 }
        race: goblin
        character: hero
        models: 1
        joins: goblins
variants:`,
];

describe('the stone thrower (§4.5, RB p.75-76)', () => {
  it('§11 #26: the model under the hole and 4 of the 8 others under the template → 5 hits', () => {
    const dice = new ScriptedRng()
      .roll(1) // the scatter dice: HIT
      .roll(2) // the artillery dice: 4, no misfire
      .count(4, 4, 4, 4, 1, 1, 1, 1) // the 8 other models under the template, hit on 4+
      .count(6, 6, 6, 6, 6) // S7 v T3 wounds on 2+; no save
      .thenAll(3);
    const { lines } = traceScripted(compileFixture(FIXTURE), dice);
    expect(lines).toContain('engine guesses 26.0" towards goblins.');
    expect(lines).toContain('engine: HIT on the scatter dice, the stone lands where aimed.');
    expect(lines).toContain('engine hits goblins 5 times at S7, no save: 5 wounds, 5 slain.');
  });

  it('scatters 2-10" on an arrow; lands where aimed on a HIT, a third of the shots that do not misfire', () => {
    let shots = 0;
    let onTarget = 0;
    const far = [0, 0, 0, 0, 0, 0];
    const plan = compileFixture(FIXTURE);
    for (let sim = 0; sim < 3000; sim++) {
      for (const line of trace(plan, SEED, sim).lines) {
        if (line.includes('lands where aimed')) {
          shots++;
          onTarget++;
        }
        const m = /the stone scatters (\d+)" towards/.exec(line);
        if (m) {
          shots++;
          far[Number(m[1]) / 2]++;
        }
      }
    }
    expectWithin(onTarget, shots, 1 / 3, 'on target');
    expect(far[0]).toBe(0);
    for (let k = 1; k <= 5; k++) expectWithin(far[k], shots - onTarget, 1 / 5, `${2 * k}" off`);
  });

  it('misfires on 1 in 6: destroyed with its crew on 1-2, a crewman slain on 3-4 (exact)', () => {
    // The engine's crew left after its one shot: 0 (destroyed), 2 (disabled), else 3.
    const n = 18_000;
    const counts = histogram(compileFixture(FIXTURE), n, SEED, leftSlot(0));
    expect(binMisses(counts, [1 / 18, 0, 1 / 18, 16 / 18], n)).toEqual([]);
  });

  it('a disabled machine fires neither this turn nor the next, and again the turn after', () => {
    const plan = edited('base', THREE_TURNS);
    let checked = 0;
    for (let sim = 0; sim < 1500 && checked < 15; sim++) {
      const { lines } = trace(plan, SEED, sim);
      const turns = lines.join('\n').split(/^-- Turn \d+, artillery --$/m).slice(1);
      if (!/disabled this turn and next/.test(turns[0] ?? '') || turns.length < 3) continue;
      checked++;
      expect(turns[1], replayHint(FIXTURE, SEED, sim)).toMatch(/^engine cannot fire this turn/m);
      expect(turns[2], replayHint(FIXTURE, SEED, sim)).toMatch(/^engine guesses /m);
    }
    expect(checked).toBe(15);
  });
});

describe('the cannon (§4.5, RB p.77-78)', () => {
  it('§11 #27: aim 12" + artillery dice 4 → lands at 16"; a bounce of 8 ploughs through the Goblins, a model a rank', () => {
    const dice = new ScriptedRng()
      .roll(2) // the artillery dice: 4
      .roll(4) // the bounce: 8
      .count(6, 6, 6, 6) // S10 v T3: 2+
      .thenAll(3);
    const { lines } = traceScripted(compileFixture(FIXTURE, 'cannon'), dice);
    expect(lines).toContain('engine declares 12" towards goblins.');
    expect(lines).toContain('engine: the ball lands at 16" and bounces 8".');
    expect(lines).toContain('engine hits goblins 4 times at S10, no save: 4 wounds, 4 slain.');
  });

  it('a misfire on the bounce sticks the ball in the ground: only the model it lands on is hit', () => {
    const dice = new ScriptedRng().roll(3).roll(6).count(6).thenAll(3); // lands at 18", in the third rank
    const { lines } = traceScripted(compileFixture(FIXTURE, 'cannon'), dice);
    expect(lines).toContain('engine: the ball lands at 18" and sticks in the ground.');
    expect(lines).toContain('engine hits goblins 1 time at S10, no save: 1 wound, 1 slain.');
  });

  it('misfires on 1 in 6, destroyed on 1-2 (exact); a malfunction costs no crew', () => {
    const n = 18_000;
    const counts = histogram(compileFixture(FIXTURE, 'cannon'), n, SEED, leftSlot(0));
    expect(binMisses(counts, [1 / 18, 0, 0, 17 / 18], n)).toEqual([]);
  });

  it('Look Out Sir (RB p.65): a hero in the ball\'s path is hit on a 6; on 1-5 a Goblin beside him is', () => {
    const plan = edited('cannon', HERO);
    const spared = traceScripted(plan, new ScriptedRng().roll(2, 4).roll(3).count(6, 6, 6, 6, 6).thenAll(3)).lines;
    expect(spared).toContain('Look Out Sir! hero rolls 3: a model beside him is hit instead.');
    expect(spared).toContain('engine hits goblins 5 times at S10, no save: 5 wounds, 5 slain.');
    // On a 6 he is hit: S10 wounds his T4 on 2+; D4 wounds take his 2.
    const hit = traceScripted(plan, new ScriptedRng().roll(2, 4).roll(6).count(6).roll(4).count(6, 6, 6, 6).thenAll(3)).lines;
    expect(hit).toContain('Look Out Sir! hero rolls 6: he is hit.');
    expect(hit).toContain('hero is slain.');
    expect(hit).toContain('engine hits goblins 4 times at S10, no save: 4 wounds, 4 slain.');
  });
});

describe('the bolt thrower (§4.5, RB p.79)', () => {
  it('hits on 4+, slays through the ranks at S5, S4, S3 until a model stands (exact)', () => {
    // 15 Goblins, 3 ranks, T3 W1: a hit (1/2) slays the first on 2+, the next on 3+, the third on 4+.
    const n = 20_000;
    const pass = [5 / 6, 4 / 6, 3 / 6];
    const expected = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    expected[15] = 1 / 2 + (1 / 2) * (1 - pass[0]);
    expected[14] = (1 / 2) * pass[0] * (1 - pass[1]);
    expected[13] = (1 / 2) * pass[0] * pass[1] * (1 - pass[2]);
    expected[12] = (1 / 2) * pass[0] * pass[1] * pass[2];
    const counts = histogram(compileFixture(FIXTURE, 'bolt thrower'), n, SEED, leftSlot(1));
    expect(binMisses(counts, expected, n)).toEqual([]);
  });
});

describe('the crew and their machine', () => {
  /** The Goblins 10" from the engine with short bows, shooting it. */
  const ARCHERS: [string, string][] = [
    ['        models: 25\n        files: 5\n        position: { x: 36, y: 30, facing: 180 }', '        models: 25\n        files: 5\n        weapons: [short-bow]\n        position: { x: 36, y: 16, facing: 180 }'],
  ];

  it('missile hits on a war machine fall on the machine one time in crew + 1', () => {
    const plan = edited('base', ...ARCHERS, ['tactics: { shoot: goblins }', 'tactics: { shoot: never }']);
    let hits = 0;
    let onMachine = 0;
    for (let sim = 0; sim < 1500; sim++) {
      const { lines } = trace(plan, SEED, sim);
      const volley = lines.find((l) => l.startsWith('goblins shoots'));
      const m = volley ? /: (\d+) hits?, / .exec(volley) : null;
      if (!m) continue;
      hits += Number(m[1]);
      const machine = lines.find((l) => l.startsWith("engine's machine takes"));
      if (machine) onMachine += Number(/takes (\d+) hits?/.exec(machine)![1]);
    }
    expect(hits).toBeGreaterThan(2000);
    expectWithin(onMachine, hits, 1 / 4, 'hits on the machine of a crew of 3');
  });

  it('with two crew lost it misses a whole turn after each shot (RB p.76)', () => {
    const plan = edited('base', ...ARCHERS, ['end: { turns: 1 }', 'end: { turns: 6 }']);
    let checked = 0;
    for (let sim = 0; sim < 400; sim++) {
      const { lines } = trace(plan, SEED, sim);
      let lost = 0;
      let shotShort = -1; // the turn it last shot with two crew or more lost
      let turn = 0;
      for (const line of lines) {
        const t = /^-- Turn (\d+), artillery --$/.exec(line);
        if (t) turn = Number(t[1]);
        const s = /^goblins shoots \d+ at engine .* (\d+) slain\.$/.exec(line);
        if (s) lost += Number(s[1]);
        if (/crewman slain/.test(line)) lost++;
        if (line.startsWith('engine guesses')) {
          expect(turn - 1, `${replayHint(FIXTURE, SEED, sim)}: fired in turn ${turn} after a short-crewed shot in ${shotShort}`).not.toBe(shotShort);
          if (lost >= 2) shotShort = turn;
        }
        if (line.startsWith('engine: MISFIRE') && shotShort === turn) shotShort = -1; // no shot after all
        if (line.startsWith('engine cannot fire') && turn - 1 === shotShort) checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('a crew that flees abandons its machine: it never fires again', () => {
    const plan = edited(
      'base',
      THREE_TURNS,
      ['first: artillery', 'first: greenskins'],
      ['tactics: { shoot: goblins }', 'tactics: { shoot: goblins, react: flee }'],
      ['position: { x: 36, y: 30, facing: 180 }\n        tactics: { charge: never, move: hold }', 'position: { x: 36, y: 12, facing: 180 }\n        tactics: { charge: engine }'],
    );
    let fled = 0;
    for (let sim = 0; sim < 200; sim++) {
      const { lines } = trace(plan, SEED, sim);
      const at = lines.indexOf('engine flees from the charge.');
      if (at < 0) continue;
      fled++;
      expect(lines.slice(at).some((l) => l.startsWith('engine guesses')), replayHint(FIXTURE, SEED, sim)).toBe(false);
    }
    expect(fled).toBe(200);
  });
});

describe('a war machine on the move (RB p.76-79)', () => {
  it('moves at its crew\'s pace, cut in proportion to the crew lost, and fires only in a turn it did not move', () => {
    // The engine advances on Goblins with long bows 28" away, which shoot its crew.
    const plan = edited(
      'base',
      ['end: { turns: 1 }', 'end: { turns: 4 }'],
      ['tactics: { shoot: goblins }', 'tactics: { shoot: goblins, move: advance }'],
      ['        models: 25\n        files: 5\n        position: { x: 36, y: 30, facing: 180 }', '        models: 25\n        files: 5\n        weapons: [long-bow]\n        position: { x: 36, y: 34, facing: 180 }'],
    );
    let moves = 0;
    let slowed = 0;
    for (let sim = 0; sim < 200; sim++) {
      let crew = 3;
      for (const line of trace(plan, SEED, sim).lines) {
        const shot = /^goblins shoots \d+ at engine .* (\d+) slain\.$/.exec(line);
        if (shot) crew -= Number(shot[1]);
        const move = /^engine advances ([\d.]+)" towards/.exec(line);
        if (move) {
          moves++;
          if (crew < 3) slowed++;
          // Its full pace (a Man's 4") cut in proportion, in whole inches — less when it is nearly there.
          expect(Number(move[1]), replayHint(FIXTURE, SEED, sim)).toBeLessThanOrEqual(Math.floor((4 * crew) / 3) + 1e-9);
        }
        expect(line, replayHint(FIXTURE, SEED, sim)).not.toMatch(/^engine (guesses|cannot fire)/);
      }
    }
    expect(moves).toBeGreaterThan(300);
    expect(slowed).toBeGreaterThan(30);
  });
});

/** The warpfire variant edited so that the Goblins, 8" from it, move first and charge it. */
const GOBLINS_CHARGE_WARPFIRE: [string, string][] = [
  ['first: artillery', 'first: greenskins'],
  ['position: { x: 36, y: 30, facing: 180 }\n        tactics: { charge: never, move: hold }', 'position: { x: 36, y: 13, facing: 180 }\n        tactics: { charge: engine }'],
  ['      sides.greenskins.units.goblins.position: { x: 36, y: 15, facing: 180 }\n', ''],
];

describe('the warpfire thrower (§4.5, RB p.80-81)', () => {
  it('has no Toughness or Wounds of its own: every missile hit on its unit falls on its crew, none on the thrower (wounds on T3 at S3: 1/2 of the hits)', () => {
    // The archers of warpfire-part-of.yaml shooting at a thrower of its own.
    const text = readFileSync(FIXTURES + 'warpfire-part-of.yaml', 'utf8').replace('        partOf: clanrats\n', '');
    const plan = compileRun(parseText(text, 'warpfire-part-of.yaml'), 'under arrows');
    let hits = 0;
    let wounds = 0;
    for (let sim = 0; sim < 600; sim++) {
      for (const line of trace(plan, 9, sim).lines) {
        expect(line).not.toMatch(/^Warpfire thrower's machine/);
        const m = /^Orc archers shoots \d+ at Warpfire thrower .*: (\d+) hits?, (\d+) wounds?,/.exec(line);
        if (m === null) continue;
        hits += Number(m[1]);
        wounds += Number(m[2]);
      }
    }
    expect(hits).toBeGreaterThan(300);
    expectWithin(wounds, hits, 1 / 2, 'wounds a hit on the crew');
  });

  it('§11 #28: the template 10" off scatters at most 5", whatever the artillery dice', () => {
    const dice = new ScriptedRng()
      .roll(3) // the scatter dice: an arrow
      .roll(4) // the artillery dice: 8
      .roll(1, 1) // the bearing: 0°
      .thenAll(3);
    const { lines } = traceScripted(compileFixture(FIXTURE, 'warpfire'), dice);
    expect(lines).toContain('engine aims its warpfire at goblins 10" away: it scatters 5" towards 0° (8" on the dice, at most half the range).');
  });

  it('hits every model under the template at S5, saved as against S5, and the unit tests for panic at once', () => {
    const dice = new ScriptedRng()
      .roll(1, 2) // HIT; the artillery dice 4
      .countN(7, 6) // the 7 Goblins under the 2" template: wounded on 2+
      .roll(6, 6) // their panic test: 12, failed
      .thenAll(3);
    const { lines } = traceScripted(compileFixture(FIXTURE, 'warpfire'), dice);
    expect(lines).toContain('engine aims its warpfire at goblins 10" away: HIT on the scatter dice, on target.');
    expect(lines).toContain('engine hits goblins 7 times at S5: 7 wounds, 7 unsaved, 7 slain.');
    expect(lines).toContain('goblins lost models to warpfire: panic test 12 vs Ld 5.');
  });

  it('the misfire chart: its own crew on 1-2, the carrier off on 3-4, Kaboom on 5-6 — lost with a crewman (exact)', () => {
    // Two Skaven side by side under their own 2" template on 1-2: each slain on 2+ (S5 v T3, no armour).
    const lost = (1 / 6) * ((1 / 3) * (1 - (1 / 6) ** 2) + 2 / 3);
    const n = 20_000;
    const counts = histogram(compileFixture(FIXTURE, 'warpfire'), n, SEED, leftSlot(0));
    expect(binMisses([(counts[0] ?? 0) + (counts[1] ?? 0), 0, counts[2] ?? 0], [lost, 0, 1 - lost], n)).toEqual([]);
  });

  it('always stands and shoots at chargers within its range', () => {
    const plan = edited('warpfire', ...GOBLINS_CHARGE_WARPFIRE);
    let charged = 0;
    for (let sim = 0; sim < 200; sim++) {
      const { lines } = trace(plan, SEED, sim);
      const at = lines.findIndex((l) => /^goblins declares a charge/.test(l));
      if (at < 0) continue;
      charged++;
      expect(lines[at + 1], replayHint(FIXTURE, SEED, sim, 'warpfire')).toMatch(/^engine aims its warpfire at goblins|^engine: MISFIRE/);
    }
    expect(charged).toBe(200);
  });

  it('cannot move and fire: moving to range, it fires the turn after', () => {
    // In the variant's own settings: the base run, a stone thrower, may not move.
    const plan = edited(
      'warpfire',
      THREE_TURNS,
      ['      sides.artillery.units.engine.race: skaven\n', '      sides.artillery.units.engine.race: skaven\n      sides.artillery.units.engine.tactics: { shoot: goblins, move: to-range }\n'],
      ['position: { x: 36, y: 15, facing: 180 }\n', 'position: { x: 36, y: 21, facing: 180 }\n'],
    );
    for (let sim = 0; sim < 50; sim++) {
      const turns = trace(plan, SEED, sim).lines.join('\n').split(/^-- Turn \d+, artillery --$/m).slice(1);
      expect(turns[0], replayHint(FIXTURE, SEED, sim, 'warpfire')).toMatch(/^engine advances/m);
      expect(turns[0]).not.toMatch(/^engine aims its warpfire/m);
      expect(turns[1]).toMatch(/^engine aims its warpfire|^engine: MISFIRE/m);
    }
  });
});

describe('a unit of warpfire throwers (RB p.80)', () => {
  /** The warpfire variant as a unit of `n` throwers. */
  const throwers = (n: number, ...more: [string, string][]) =>
    edited('warpfire', ['      sides.artillery.units.engine.crew: 2\n', `      sides.artillery.units.engine.crew: 2\n      sides.artillery.units.engine.models: ${n}\n`], ...more);
  const aims = (lines: string[]) => lines.filter((l) => l.startsWith('engine aims its warpfire')).length;

  it('is so many throwers, each with its crew of two: three are six models, 210 points', () => {
    const plan = throwers(3);
    expect([plan.models[0], plan.files[0], plan.costs[0].points]).toEqual([6, 6, 210]);
  });

  it('fires a blast for each thrower, at the unit\'s target', () => {
    const { lines } = traceScripted(throwers(3), new ScriptedRng().thenAll(3));
    expect(aims(lines)).toBe(3);
  });

  it('Kaboom takes one thrower and its two crew, the blast strikes the others within 3", and the two left fire on', () => {
    const dice = new ScriptedRng()
      .roll(1, 6) // the scatter dice; the artillery dice: MISFIRE
      .roll(5) // the chart: Kaboom
      .countN(4, 1) // the four crew left, all within 3": S5 on T3 wounds on 2+, none here
      .thenAll(3);
    const { lines } = traceScripted(throwers(3), dice);
    expect(lines[1]).toBe('engine: MISFIRE on the artillery dice, 5 on the chart: Kaboom! Every model within 3" is hit.');
    expect(lines[2]).toBe('engine hits engine 4 times at S5: 0 wounds, 0 unsaved, 0 slain.');
    expect(aims(lines)).toBe(2);
  });

  it('the barrel carrier running off loses his thrower; its other crewman, the odd one, fires none, and the two left do', () => {
    const dice = new ScriptedRng()
      .roll(1, 6) // the scatter dice; the artillery dice: MISFIRE
      .roll(3) // the chart: the carrier runs off
      .thenAll(3);
    const { lines, kernel } = traceScripted(throwers(3), dice);
    expect(lines[1]).toMatch(/^engine: MISFIRE on the artillery dice, 3 on the chart/);
    expect(aims(lines)).toBe(2);
    expect(kernel.models[0]).toBeLessThanOrEqual(5);
  });

  it('stands and shoots at chargers with every thrower', () => {
    const plan = throwers(2, ...GOBLINS_CHARGE_WARPFIRE);
    let both = 0;
    for (let sim = 0; sim < 100; sim++) {
      const { lines } = trace(plan, SEED, sim);
      const at = lines.findIndex((l) => /^goblins declares a charge/.test(l));
      if (at < 0) continue;
      const shots = lines.slice(at + 1).findIndex((l) => !/^engine(:| aims| hits)|^goblins (lost|flees)/.test(l));
      const fired = lines.slice(at + 1, at + 1 + shots).filter((l) => /^engine( aims|: MISFIRE)/.test(l)).length;
      if (fired === 2) both++;
      expect(fired, replayHint(FIXTURE, SEED, sim, 'warpfire')).toBeGreaterThanOrEqual(1);
    }
    expect(both).toBeGreaterThan(50);
  });

  it('may skirmish (RB p.80): in loose order, shot at −1 — the archers of warpfire-part-of.yaml need 6s where they need 5s at close order', () => {
    const fixture = readFileSync(FIXTURES + 'warpfire-part-of.yaml', 'utf8').replace('        partOf: clanrats\n', '');
    const unit = (special: string) =>
      compileRun(parseText(fixture.replace('        models: 1\n        crew: 2\n        position: { x: 44', `        models: 3\n        crew: 2\n${special}        position: { x: 44`), 'warpfire-part-of.yaml'), 'under arrows');
    const needs = (plan: ReturnType<typeof unit>) => trace(plan, 1, 0).lines.filter((l) => l.startsWith('Orc archers shoots')).map((l) => /needing (\d)/.exec(l)![1]);
    const loose = unit('        special: [skirmish]\n');
    const close = unit('');
    expect(loose.baseW[1]).toBeGreaterThan(close.baseW[1]);
    expect(needs(close)[0]).toBe('5');
    expect(needs(loose)[0]).toBe('6');
  });

  it('refuses several of another machine, and a single thrower skirmishing', () => {
    expect(() => edited('cannon', ['        models: 1\n        crew: 3', '        models: 2\n        crew: 3'])).toThrow(/1 model for a war machine/);
    expect(() => throwers(1, ['      sides.artillery.units.engine.race: skaven\n', '      sides.artillery.units.engine.race: skaven\n      sides.artillery.units.engine.special: [skirmish]\n'])).toThrow(/a unit of two or more warpfire throwers to skirmish/);
  });
});

describe('war machines standing and shooting at chargers (§3; warsim\'s reading, the seed silent)', () => {
  it('a bolt thrower stands and shoots at chargers more than their move away, at −1: 5+ for its BS 3 crew, hitting a third of the time (exact)', () => {
    const plan = edited(
      'bolt thrower',
      ['first: artillery', 'first: greenskins'],
      ['      sides.artillery.units.engine.machine: bolt-thrower\n', '      sides.artillery.units.engine.machine: bolt-thrower\n      sides.artillery.units.engine.tactics: { shoot: goblins, react: stand-and-shoot }\n'],
      ['position: { x: 36, y: 30, facing: 180 }\n        tactics: { charge: never, move: hold }', 'position: { x: 36, y: 13, facing: 180 }\n        tactics: { charge: engine }'],
      ['      sides.greenskins.units.goblins.position: { x: 36, y: 26, facing: 180 }\n', ''],
    );
    const n = 3000;
    let shots = 0;
    let hits = 0;
    for (let sim = 0; sim < n; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim, 'bolt thrower');
      const { lines } = trace(plan, SEED, sim);
      const at = lines.findIndex((l) => /^goblins declares a charge/.test(l));
      expect(at, hint).toBeGreaterThan(0);
      expect(lines[at + 1], hint).toBe('engine stands and shoots.');
      const m = /^engine shoots a bolt at goblins [\d.]+" away needing 5: it (misses|hits)/.exec(lines[at + 2]);
      expect(m, hint).not.toBeNull();
      shots++;
      if (m![1] === 'hits') hits++;
    }
    expectWithin(hits, shots, 1 / 3, 'bolts hitting at 5+');
  });

  /**
   * The Goblins charge the machine, `machine` in the variant `run`, from their centre at `y` up
   * the table: at 13, their front is 7" from the machine's, more than their move (4").
   */
  function charged(run: string, machine: string, y = 13) {
    const set = `      sides.artillery.units.engine.machine: ${machine}\n`;
    const text = only(run);
    const edits: [string, string][] = [
      ['first: artillery', 'first: greenskins'],
      ['tactics: { shoot: goblins }', 'tactics: { shoot: goblins, react: stand-and-shoot }'],
      ['position: { x: 36, y: 30, facing: 180 }\n        tactics: { charge: never, move: hold }', `position: { x: 36, y: ${y}, facing: 180 }\n        tactics: { charge: engine }`],
    ];
    // The variant's own placing of the Goblins gives way to the charge's.
    const placed = /      sides\.greenskins\.units\.goblins\.position: .*\n/.exec(text);
    if (placed) edits.push([placed[0], '']);
    if (run !== 'base') expect(text).toContain(set);
    return edited(run, ...edits);
  }

  /** Per simulation, the trace lines after "goblins declares a charge" (the chargers' own turn). */
  function afterCharge(plan: ReturnType<typeof edited>, n: number, run: string, each: (after: string[], hint: string) => void): void {
    for (let sim = 0; sim < n; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim, run);
      const { lines } = trace(plan, SEED, sim);
      const at = lines.findIndex((l) => /^goblins declares a charge/.test(l));
      expect(at, hint).toBeGreaterThan(0);
      each(lines.slice(at + 1), hint);
    }
  }

  it('a stone thrower stands and shoots at chargers more than their move away: it guesses the range to them where they stand, misfiring on 1 in 6 (exact)', () => {
    const plan = charged('base', 'stone-thrower');
    const n = 3000;
    let misfires = 0;
    let onTarget = 0;
    afterCharge(plan, n, 'base', (after, hint) => {
      expect(after[0], hint).toBe('engine stands and shoots.');
      // From the engine to the Goblins' centre where they stand, 7" from its front: 9" guessed.
      expect(after[1], hint).toBe('engine guesses 9.0" towards goblins.');
      if (/^engine: MISFIRE on the artillery dice/.test(after[2])) misfires++;
      else if (/lands where aimed/.test(after[2])) onTarget++;
      else expect(after[2], hint).toMatch(/^engine: the stone scatters \d+" towards/);
    });
    expectWithin(misfires, n, 1 / 6, 'misfires');
    expectWithin(onTarget, n - misfires, 1 / 3, 'on target');
  });

  it('a cannon stands and shoots at chargers more than their move away: its distance declared short of them where they stand (exact misfires)', () => {
    const plan = charged('cannon', 'cannon');
    const n = 3000;
    let misfires = 0;
    afterCharge(plan, n, 'cannon', (after, hint) => {
      expect(after[0], hint).toBe('engine stands and shoots.');
      expect(after[1], hint).toMatch(/^engine declares [\d.]+" towards goblins\.$/);
      if (/^engine: MISFIRE on the artillery dice/.test(after[2])) misfires++;
      else expect(after[2], hint).toMatch(/^engine: the ball lands at /);
    });
    expectWithin(misfires, n, 1 / 6, 'misfires');
  });

  it('a stone thrower holds when the chargers start within their move of it', () => {
    const plan = charged('base', 'stone-thrower', 9.5); // their front 3.5" away
    afterCharge(plan, 50, 'base', (after, hint) => {
      expect(after[0], hint).toBe('engine holds.');
      expect(after.join('\n'), hint).not.toMatch(/guesses|MISFIRE/);
    });
  });
});

describe('chariots and monsters under war machines', () => {
  const BASE_ONLY = TEXT.split('variants:')[0];
  const GOBLINS = '        race: goblin\n        models: 25\n        files: 5\n        position: { x: 36, y: 30, facing: 180 }';
  /** The machine (`machine`) before a chariot, or a monster ridden by an Orc hero, instead of the Goblins, 16" away. */
  const target = (machine: string, what: 'chariot' | 'monster') =>
    compileRun(
      parseText(
        BASE_ONLY.replace('machine: stone-thrower', `machine: ${machine}`).replace(
          GOBLINS,
          what === 'chariot'
            ? '        race: goblin\n        special: [chariot]\n        mount: horse\n        models: 1\n        position: { x: 36, y: 22, facing: 180 }'
            : '        race: goblin\n        special: [monster]\n        base: [50, 50]\n        models: 1\n        position: { x: 36, y: 22, facing: 180 }\n      - id: boss\n        profile: orc\n        character: hero\n        models: 1\n        joins: goblins',
        ),
        FIXTURE,
      ),
    );

  it('a cannon ball through a chariot hits the chariot, a beast of its team and a crewman (RB p.72)', () => {
    const dice = new ScriptedRng()
      .roll(2, 4) // lands at 16", bounces 8"
      .count(6).roll(1) // the crewman: wounded (S10 v T3), D4 = 1
      .count(6) // the horse: wounded
      .count(6).roll(3) // the chariot: wounded (S10 v T7), D4 = 3 of its 3 W
      .thenAll(3);
    const { lines } = traceScripted(target('cannon', 'chariot'), dice);
    expect(lines).toContain("goblins's chariot is destroyed: its 1 surviving crewman fight on on foot.");
    expect(lines).toContain('goblins: hits on the chariot 1, the team 1, the crew 1: 5 wounds; 1 crew and 0 of the team left.');
  });

  it('a stone on a chariot: the chariot under the hole is hit, each beast and crewman on 4+', () => {
    const plan = target('stone-thrower', 'chariot');
    let aimed = 0;
    let team = 0;
    let crew = 0;
    for (let sim = 0; sim < 3000; sim++) {
      const lines = trace(plan, SEED, sim).lines;
      const at = lines.indexOf('engine: HIT on the scatter dice, the stone lands where aimed.');
      if (at < 0) continue;
      aimed++;
      const hitsLine = lines.slice(at).find((l) => l.startsWith('goblins: hits on the chariot')) ?? '';
      const m = /^goblins: hits on the chariot (\d+), the team (\d+), the crew (\d+):/.exec(hitsLine);
      expect(m, replayHint(FIXTURE, SEED, sim)).not.toBeNull();
      expect(m![1]).toBe('1');
      team += Number(m![2]);
      crew += Number(m![3]);
    }
    expect(aimed).toBeGreaterThan(700);
    expectWithin(team, 2 * aimed, 1 / 2, 'beasts hit');
    expectWithin(crew, 2 * aimed, 1 / 2, 'crewmen hit');
  });

  it('a ball through a monster falls on its rider on a 5-6 (§8.2), struck with no save', () => {
    const dice = new ScriptedRng().roll(2, 4).roll(5).count(6).roll(4).thenAll(3); // the rider: wounded, D4 = 4
    const { lines } = traceScripted(target('cannon', 'monster'), dice);
    expect(lines).toContain('boss is slain.');
    expect(lines).toContain('engine hits goblins 1 time (1 on its rider) at S10, no save: 0 wounds, 0 slain.');
  });
});

describe('compiling a war machine', () => {
  it('costs the machine plus its crew as troops of their race (§10, RB p.92)', () => {
    const cost = (run: string) => compileFixture(FIXTURE, run).costs[0];
    expect(cost('base').points).toBe(50 + 3 * 5); // stone thrower 50 + three Men at 5
    expect(cost('cannon').points).toBe(80 + 15);
    expect(cost('bolt thrower').points).toBe(30 + 10);
    expect(cost('great cannon').breakdown).toMatch(/the book prices every cannon alike/);
  });

  it('gives its crew the unit\'s models, its range and S, and keeps it where it stands', () => {
    const plan = compileFixture(FIXTURE, 'cannon');
    expect([plan.models[0], plan.files[0], plan.range[0], plan.missileS[0], plan.woundsDie[0], plan.rule.large[0], plan.missile[0]]).toEqual([3, 3, 48, 10, 4, 1, 0]);
    expect(compileFixture(FIXTURE, 'bolt thrower').models[0]).toBe(2);
  });

  const refusals: [string, string, string | RegExp][] = [
    ['        models: 1\n        crew: 3', '        models: 2\n        crew: 3', /1 model for a war machine/],
    ['machine: stone-thrower', 'machine: warpfire-thrower', /a crew of 2 for a warpfire thrower/],
    ['tactics: { shoot: goblins }', 'tactics: { shoot: goblins, charge: goblins }', /charge: never for a war machine/],
    ['tactics: { shoot: goblins }', 'tactics: { shoot: goblins, aimShort: 2 }', /a cannon for the aimShort tactic/],
    ['        crew: 3\n', '        crew: 3\n        weapons: [hand-weapon, bow]\n', /no missile weapon for a war machine's crew/],
    [
      '        tactics: { shoot: goblins }\n  - id: greenskins',
      '        tactics: { shoot: goblins }\n      - id: captain\n        profile: man\n        character: hero\n        models: 1\n        joins: engine\n  - id: greenskins',
      /the seed gives a character no place among a war machine's crew/,
    ],
  ];
  it('refuses a warpfire thrower told to hold or flee: it always stands and shoots (RB p.80)', () => {
    expect(() => edited('warpfire', ['tactics: { shoot: goblins }', 'tactics: { shoot: goblins, react: flee }'])).toThrow(/stand-and-shoot for a warpfire thrower/);
  });

  for (const [from, to, why] of refusals) {
    it(`refuses: ${String(why)}`, () => {
      expect(TEXT, `fixture text "${from}"`).toContain(from);
      expect(() => compileRun(parseText(TEXT.replace(from, to), FIXTURE))).toThrow(why);
    });
  }
});
