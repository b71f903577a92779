/**
 * Buildings (rules/wfb4.md §8.9; RB p.84-85), played through the turn on the fixture
 * test/fixtures/wfb4/building.yaml: twelve Men with bows hold a house that twenty Orcs assault.
 * The assailants need 6s until they win a round; the garrison fights with as many models as they
 * have at its walls; a round counts its casualties alone; beaten assailants who hold are pushed
 * back 2"; the garrison shoots two models an opening, all round, and is in hard cover; broken, it
 * flees out of the building; it never pursues.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseText } from '../../../helpers/load.ts';
import { compileFixture, compileRun, expectWithin, FIXTURES, fixtureBattles, parseAttack, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'building.yaml';
const SEED = 5200;
const SIMS = 400;

/** Each run's traces, with the hint to replay each. */
const battles = (run: string, sims = SIMS) => fixtureBattles(FIXTURE, SEED, run, sims);

describe('assaulting a building (§8.9, RB p.85)', () => {
  it('the Orcs need 6s until they win a round and fight their way in; then 4+', () => {
    let before = 0;
    let after = 0;
    let inside = 0;
    for (const { lines, hint } of battles('base')) {
      let into = false;
      for (const line of lines) {
        if (/ flees /.test(line) || / is pushed back /.test(line)) into = false;
        if (line === 'orcs fights its way into the building: men no longer defends it.') {
          into = true;
          inside++;
        }
        const a = parseAttack(line);
        if (!a || a.attacker !== 'orcs') continue;
        expect(a.toHit, hint).toBe(into ? 4 : 6);
        if (into) after++;
        else before++;
      }
    }
    expect([before > 300, after > 20, inside > 50]).toEqual([true, true, true]);
  });

  it('Orcs deployed at its wall assault it too: locked in combat from the start, they need 6s until they win a round', () => {
    let first = 0;
    for (const { lines, hint } of battles('at the wall', 200)) {
      let into = false;
      let seen = false;
      for (const line of lines) {
        if (/ flees /.test(line) || / is pushed back /.test(line)) into = false;
        if (line === 'orcs fights its way into the building: men no longer defends it.') into = true;
        const a = parseAttack(line);
        if (!a || a.attacker !== 'orcs') continue;
        if (!seen) {
          seen = true;
          first++;
          expect(lines.indexOf(line), hint).toBeLessThan(4); // in turn 1, with no charge
        }
        expect(a.toHit, hint).toBe(into ? 4 : 6);
      }
    }
    expect(first).toBe(200);
  });

  it('the garrison fights with as many models as the Orcs have at its walls (five), and counts casualties alone', () => {
    let rounds = 0;
    for (const { lines, hint } of battles('base')) {
      let men = 12;
      for (const line of lines) {
        const a = parseAttack(line);
        if (a && a.attacker === 'orcs') men -= a.slain;
        const shot = /^orcs shoots .* (\d+) slain\.$/.exec(line);
        if (shot) men -= Number(shot[1]);
        if (a && a.attacker === 'men') expect(a.attacks, hint).toBe(Math.min(5, men));
        const result = /^Combat result: men (\d+) \((\d+) wounds?\), orcs (\d+) \((\d+) wounds?\)/.exec(line);
        if (result) {
          rounds++;
          // No rank, standard or other bonus: the Orcs' four ranks and standard count for nothing.
          expect([result[1], result[3]], hint).toEqual([result[2], result[4]]);
        }
      }
    }
    expect(rounds).toBeGreaterThan(400);
  });

  it('beaten Orcs who hold are pushed back 2" and charge again; the garrison never pursues', () => {
    let pushed = 0;
    let again = 0;
    for (const { lines, hint } of battles('base')) {
      lines.forEach((line, i) => {
        expect(line, hint).not.toMatch(/^men pursues/);
        if (line !== 'orcs is pushed back 2" from the building.') return;
        pushed++;
        expect(lines[i - 1], hint).toMatch(/^orcs break test: .* holds\.$/);
        if (lines.slice(i).some((l) => /^orcs declares a charge on the .* of men \(2\.0" of/.test(l))) again++;
      });
    }
    expect(pushed).toBeGreaterThan(100);
    expect(again).toBeGreaterThan(pushed / 2);
  });

  it('a broken garrison flees out of the building', () => {
    let fled = 0;
    for (const { lines, hint } of battles('base')) {
      for (const line of lines) {
        const m = /^men flees (\d+)" \(([\d.]+)" after terrain\)\.$/.exec(line);
        if (!m) continue;
        fled++;
        expect(Number(m[2]), hint).toBe(Number(m[1]));
      }
    }
    expect(fled).toBeGreaterThan(30);
  });
});

describe('leaving a building (§8.9, RB p.84)', () => {
  it('told to leave in turn 2, the garrison comes out then, its move for the turn, and fights in the open', () => {
    let charged = 0;
    for (const { lines, hint } of battles('sally out', 200)) {
      const out = lines.indexOf('men leaves the building.');
      const turn2 = lines.indexOf('-- Turn 2, men --');
      expect(out, hint).toBe(turn2 + 1);
      // Inside, two models an opening shoot; out, its front rank, having moved (−1).
      const before = lines.slice(0, out).find((l) => l.startsWith('men shoots '));
      const after = lines[out + 1];
      if (before) expect(before, hint).toMatch(/^men shoots 8 /);
      if (after?.startsWith('men shoots ')) expect(after, hint).toMatch(/^men shoots 4 at orcs [\d.]+" away needing 6/);
      const charge = lines.find((l) => l.startsWith('men declares a charge'));
      if (!charge) continue;
      charged++;
      expect(lines.indexOf(charge), hint).toBeGreaterThan(out);
      const strike = lines.find((l) => l.startsWith('orcs: ') && / at men need /.test(l));
      if (strike) expect(strike, hint).toMatch(/need 4\+/); // no walls between them now
    }
    expect(charged).toBeGreaterThan(100);
  });
});

describe('shooting from and at a building (RB p.84)', () => {
  it('two models an opening shoot (8 of 12, with 4 openings), all round; shots at them are in hard cover', () => {
    let volleys = 0;
    for (const { lines, hint } of battles('archers', 100)) {
      for (const line of lines) {
        if (/^men flees /.test(line)) break; // out of the building
        if (line.startsWith('men shoots')) {
          volleys++;
          expect(line, hint).toMatch(/^men shoots (8|[1-7]) at orcs/);
        }
        // BS3 at short range needs 4; −2 for the walls: 6.
        if (line.startsWith('orcs shoots')) expect(line, hint).toMatch(/ needing 6: /);
      }
    }
    expect(volleys).toBeGreaterThan(100);
  });
});

describe('compiling a garrison', () => {
  const text = readFileSync(FIXTURES + FIXTURE, 'utf8').split('variants:')[0];
  const refusals: [string, string, RegExp][] = [
    ['        profile: man\n        models: 12', '        profile: man\n        mount: horse\n        models: 12', /troops on foot to garrison a building/],
    ['        position: { x: 36, y: 16, facing: 0 }', '        position: { x: 36, y: 16, facing: 0 }\n        tactics: { move: advance }', /move: hold for a garrison/],
    ['        position: { x: 36, y: 32, facing: 180 }\n        tactics: { charge: men }', '        position: { x: 36, y: 32, facing: 180 }\n        tactics: { charge: men, leave: 2 }', /a character with a unit, a garrison, or a unit told to occupy a building, for the leave tactic/],
  ];
  it('a garrison told to leave may have the tactics it follows once out', () => {
    const out = text.replace('        position: { x: 36, y: 16, facing: 0 }', '        position: { x: 36, y: 16, facing: 0 }\n        tactics: { leave: 3, move: advance, charge: orcs }');
    expect(() => compileRun(parseText(out, FIXTURE))).not.toThrow();
  });
  for (const [from, to, why] of refusals) {
    it(`refuses: ${String(why)}`, () => {
      expect(text).toContain(from);
      expect(() => compileRun(parseText(text.replace(from, to), FIXTURE))).toThrow(why);
    });
  }
});

describe('war machines against a building (§8.9, RB p.85)', () => {
  const FIRE = 'building-fire.yaml';
  const plan = (run: string) => compileFixture(FIRE, run);
  const HIT = /^gun hits the hut 1 time: (\d) wounds?, (\d+) of its (\d+) damage points lost(, burning)?\.$/;

  it('a great cannon ball strikes the hut (T7, 2 points): wounds on 2+, D6 points each — it falls at once 25 times in 36 (exact)', () => {
    let first = 0;
    let felled = 0;
    const gun = plan('base');
    for (let sim = 0; sim < 2000; sim++) {
      const lines = trace(gun, 5300, sim).lines;
      const at = lines.findIndex((l) => HIT.test(l));
      if (at < 0) continue;
      first++;
      if (lines[at + 1] === 'the hut collapses on men.') felled++;
    }
    expect(first).toBeGreaterThan(700);
    expectWithin(felled, first, 25 / 36, 'huts felled by the first ball to strike');
  });

  it('the garrison of a collapsing building saves on its armour (5+) or dies; the others form up outside', () => {
    let saved = 0;
    let all = 0;
    const gun = plan('base');
    for (let sim = 0; sim < 1500; sim++) {
      for (const line of trace(gun, 5300, sim).lines) {
        const m = /^men: (\d+) saved and form up outside, (\d+) slain in the rubble\.$/.exec(line);
        if (!m) continue;
        saved += Number(m[1]);
        all += Number(m[1]) + Number(m[2]);
      }
    }
    expect(all).toBeGreaterThan(3000);
    expectWithin(saved, all, 1 / 3, 'models saved');
  });

  it('warpfire: S5 + D6 against the hut, a 6 sets it alight, and a burning building loses a point each player turn', () => {
    let first = 0;
    let alight = 0;
    let burns = 0;
    const warpfire = plan('warpfire');
    for (let sim = 0; sim < 2000; sim++) {
      const lines = trace(warpfire, 5300, sim).lines;
      const at = lines.findIndex((l) => HIT.test(l));
      if (at < 0) continue;
      first++;
      const m = HIT.exec(lines[at])!;
      if (m[4] === undefined) continue;
      alight++;
      // Standing, it burns at the start of the next player turn.
      const next = lines.slice(at + 1).findIndex((l) => l.startsWith('-- Turn'));
      if (lines[at + 1] !== 'the hut collapses on men.' && next >= 0) {
        burns++;
        expect(lines[at + 1 + next + 1], replayHint(FIRE, 5300, sim, 'warpfire')).toBe('the hut burns: 1 damage point lost.');
      }
    }
    expect(first).toBeGreaterThan(700);
    expectWithin(alight, first, 1 / 6, 'hits that set the hut alight');
    expect(burns).toBeGreaterThan(20);
  });

  /** Of the bolts that strike the hut in `run` (every one, over `sims` battles): how many, and how many set it alight. */
  function bolts(run: string, sims: number): { struck: number; alight: number } {
    let struck = 0;
    let alight = 0;
    const bolt = plan(run);
    for (let sim = 0; sim < sims; sim++) {
      for (const line of trace(bolt, 5300, sim).lines) {
        const m = HIT.exec(line);
        if (!m) continue;
        struck++;
        if (m[4] !== undefined) alight++;
      }
    }
    return { struck, alight };
  }

  it('a Dwarf bolt thrower with the rune of burning (AM p.38) shoots fire: a 6 on its D6 sets the hut alight, 1 bolt in 6 (exact); without the rune, never', () => {
    const flaming = bolts('flaming bolt', 3000);
    expect(flaming.struck).toBeGreaterThan(1000);
    expectWithin(flaming.alight, flaming.struck, 1 / 6, 'flaming bolts setting the hut alight');
    const plain = bolts('plain bolt', 1000);
    expect(plain.struck).toBeGreaterThan(300);
    expect(plain.alight).toBe(0);
  });
});
