/**
 * Chariots (rules/wfb4.md §8.4, RB p.72-73), through the kernel's normal turn sequence: the
 * profile and points, impact hits of D6 + scythes at S7 in the first round of a charge only,
 * the hit-allocation tables for shooting and melee at their exact chances, the speed falling
 * with the team, ground it cannot cross and the hits when forced over it, and the crewless
 * rampage. A character in its crew: chariot-character.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { attackRounds, binMisses, compileFixture, compileText, expectWithin, fixtureTracer, replayHint, trace, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'chariot.yaml';
const traced = fixtureTracer(FIXTURE, 31);
const ALLOCATION = /^chariot: hits on the chariot (\d+), the team (\d+), the crew (\d+):/;

describe('chariots (§8.4)', () => {
  it('compile: S7 T7 W3, two crew and two beasts, the team\'s speed, no march, free turning; costed 50 + crew + team', () => {
    const plan = compileFixture(FIXTURE);
    const c = unitIndex(plan, 'chariot');
    expect([plan.T[c], plan.W[c], plan.crew[c], plan.team[c], plan.scythes[c], plan.M[c], plan.chargeReach[c], plan.canMarch[c], plan.turnsFreely[c]]).toEqual([7, 3, 2, 2, 2, 7, 14, 0, 1]);
    expect([plan.crewT[c], plan.teamT[c]]).toEqual([4, 4]);
    // 50 + 2 Orcs (5½ + spear 1 + light armour 2) + 2 War Boars at 8 (RB p.93-95).
    expect(plan.costs[c].points).toBe(83);
    // The crew's spears give no cavalry charge bonus.
    expect(plan.chargeSBonus[c]).toBe(0);
  });

  it('charging home, deals D6 + 2 impact hits at S7 before any other blow, in the first round only', () => {
    const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    let n = 0;
    for (let sim = 0; sim < 600; sim++) {
      const lines = traced('base', sim);
      const at = lines.findIndex((l) => /^chariot crashes into spearmen: (\d+) impact hits at S7\.$/.test(l));
      if (at < 0) continue;
      n++;
      counts[Number(/(\d+) impact/.exec(lines[at])![1])]++;
      // Before any other blow, in the first round of a charge only: every impact follows a charge home.
      lines.forEach((l, i) => {
        if (l.startsWith('chariot crashes')) expect(lines[i - 1]).toMatch(/^chariot charges home into /);
      });
    }
    expect(n).toBeGreaterThan(500);
    expect(counts.slice(0, 3)).toEqual([0, 0, 0]);
    expect(binMisses(counts.slice(3), [1, 1, 1, 1, 1, 1].map((x) => x / 6), n)).toEqual([]);
  });

  it('with no scythes, D6 impact hits', () => {
    for (let sim = 0; sim < 60; sim++) {
      for (const l of traced('no scythes', sim)) {
        const m = /^chariot crashes into spearmen: (\d+) impact hits?/.exec(l);
        if (m) expect(Number(m[1])).toBeLessThanOrEqual(6);
      }
    }
  });

  it('hits on it fall by the tables: shooting 1 crew, 2-3 team, 4-6 chariot; melee 1 chariot, 2-3 team, 4-6 crew', () => {
    const shot = [0, 0, 0];
    const melee = [0, 0, 0];
    for (let sim = 0; sim < 1500; sim++) {
      const lines = traced('base', sim);
      lines.forEach((l, i) => {
        const m = ALLOCATION.exec(l);
        if (!m) return;
        const [chariot, team, crew] = m.slice(1).map(Number);
        if (lines[i + 1].startsWith('archers shoots')) [shot[0], shot[1], shot[2]] = [shot[0] + crew, shot[1] + team, shot[2] + chariot];
        else if (lines[i + 1].startsWith('spearmen:')) [melee[0], melee[1], melee[2]] = [melee[0] + chariot, melee[1] + team, melee[2] + crew];
      });
    }
    const ns = shot[0] + shot[1] + shot[2];
    const nm = melee[0] + melee[1] + melee[2];
    expect(Math.min(ns, nm)).toBeGreaterThan(500);
    expect(binMisses(shot, [1 / 6, 2 / 6, 3 / 6], ns)).toEqual([]);
    expect(binMisses(melee, [1 / 6, 2 / 6, 3 / 6], nm)).toEqual([]);
  });

  it('a crew of several wounds each: a crewman falls at his last wound, the wounds carried over between hits (§5.7)', () => {
    // Only the crew can be wounded (S3 against the team's T10 and the chariot's T7): every
    // wound the trace counts is theirs, and two make a crewman.
    let twice = 0;
    let odd = 0;
    for (let sim = 0; sim < 400; sim++) {
      const lines = traced('crew of two wounds', sim);
      let wounds = 0;
      for (const l of lines) {
        const m = /^chariot: hits on the chariot \d+, the team \d+, the crew \d+: (\d+) wounds?; (\d+) crew and 2 of the team left\.$/.exec(l);
        if (!m) continue;
        wounds += Number(m[1]);
        expect(Number(m[2]), `${l} — ${replayHint('chariot.yaml', 31, sim, 'crew of two wounds')}`).toBe(Math.max(0, 2 - Math.floor(wounds / 2)));
        if (wounds === 1) odd++;
        if (wounds >= 2) twice++;
      }
    }
    expect(Math.min(twice, odd)).toBeGreaterThan(20);
  });

  it('a weapon of D3 wounds a hit deals D3 to the crewman it wounds (§5.7): his first hit slays a crewman of W3 on a 3', () => {
    // Jezzails (S5) at a crewman of T3 and W3, unarmoured: wounded on 2+, no save; the first
    // shot that falls on him alone (none on the chariot) counts 0 wounds at 1/6, and 1, 2 or 3
    // at 5/18 each — and only 3 slays him.
    const counts = [0, 0, 0, 0];
    for (let sim = 0; sim < 7000; sim++) {
      const first = traced('jezzails', sim).find((l) => /^chariot: hits on the chariot \d+, the team \d+, the crew [1-9]/.test(l));
      const m = first && /^chariot: hits on the chariot 0, the team \d+, the crew 1: (\d) wounds?; (\d) crew and/.exec(first);
      if (!m) continue;
      counts[Number(m[1])]++;
      expect(Number(m[2]), `${first} — ${replayHint('chariot.yaml', 31, sim, 'jezzails')}`).toBe(m[1] === '3' ? 0 : 1);
    }
    const n = counts.reduce((a, b) => a + b, 0);
    expect(n).toBeGreaterThan(400);
    expect(binMisses(counts, [1 / 6, 5 / 18, 5 / 18, 5 / 18], n)).toEqual([]);
  });

  it('slows as its team falls: a War Boar lost of two, half its move (RB p.72)', () => {
    const plan = compileFixture(FIXTURE);
    const c = unitIndex(plan, 'chariot');
    let checked = 0;
    for (let sim = 0; sim < 200; sim++) {
      trace(plan, 31, sim, (line, kernel) => {
        const m = /and (\d) of the team left\.$/.exec(line);
        if (!m || kernel.dismounted[c] === 1) return;
        const team = Number(m[1]);
        expect(kernel.M[c]).toBe(Math.floor((7 * team) / 2));
        expect(kernel.reach[c]).toBe(2 * kernel.M[c]);
        if (team < 2) checked++;
      });
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('cannot cross a wood, and fleeing through one takes D6 S6 hits', () => {
    expect(traced('a wood between', 0).some((l) => l.startsWith('chariot declares a charge'))).toBe(false);
    let forced = 0;
    for (let sim = 0; sim < 200; sim++) {
      const lines = traced('flight through a wood', sim);
      const at = lines.findIndex((l) => /^chariot is forced over ground a chariot cannot cross: \d hits? at S6\.$/.test(l));
      if (at < 0) continue;
      forced++;
      expect(lines[at - 1]).toMatch(/^chariot flees/);
    }
    expect(forced).toBeGreaterThan(3);
  });

  it('its crew all slain, it rampages 2D6" at random each turn, wrecked on a double', () => {
    let rolls = 0;
    let doubles = 0;
    for (let sim = 0; sim < 3000; sim++) {
      for (const l of traced('base', sim)) {
        const m = /^chariot, with no crew, rampages: (\d) \+ (\d)/.exec(l);
        if (!m) continue;
        rolls++;
        if (m[1] === m[2]) doubles++;
      }
    }
    expect(rolls).toBeGreaterThan(60);
    expectWithin(doubles, rolls, 1 / 6, 'doubles on the rampage roll');
  });
});

describe('the Snotling Pump Wagon (§8.4, RB p.74)', () => {
  const PUMP = 'pump-wagon.yaml';
  const pumped = fixtureTracer(PUMP, 41);
  const TWO_D6 = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map((x) => x / 36);

  it('compile: a chariot with no team and no move of its own, a crew of 3 Snotlings unless said, 40 points', () => {
    const plan = compileFixture(PUMP);
    const u = unitIndex(plan, 'wagon');
    expect([plan.rule.chariot[u], plan.crew[u], plan.team[u], plan.scythes[u], plan.M[u], plan.T[u], plan.W[u]]).toEqual([1, 3, 0, 0, 0, 7, 3]);
    expect(plan.costs[u].points).toBe(40);
  });

  it('moves 2D6" a turn, and its roller deals 2D6 impact hits when that brings it into contact', () => {
    const moves = new Array<number>(13).fill(0);
    const impacts = new Array<number>(13).fill(0);
    for (let sim = 0; sim < 1500; sim++) {
      const lines = pumped('base', sim);
      lines.forEach((l, i) => {
        const m = /^Pump Wagon's Snotlings pump: (\d+)"\.$/.exec(l);
        if (m) {
          moves[Number(m[1])]++;
          // Its move is a charge, or an advance at the nearest enemy: never a declaration of its own.
          expect(lines[i + 1]).toMatch(/^Pump Wagon (declares a charge on|advances|marches)|^-- Turn/);
        }
        const k = /^Pump Wagon crashes into \w+: (\d+) impact hits? at S7\.$/.exec(l);
        if (k) impacts[Number(k[1])]++;
      });
    }
    const nm = moves.reduce((a, b) => a + b, 0);
    const ni = impacts.reduce((a, b) => a + b, 0);
    expect(Math.min(nm, ni)).toBeGreaterThan(400);
    expect(binMisses(moves, TWO_D6, nm)).toEqual([]);
    expect(binMisses(impacts, TWO_D6, ni)).toEqual([]);
  });

  it('hits on it fall 1-2 on the crew and 3-6 on the wagon when shot, 1-2 on the wagon and 3-6 on the crew in melee', () => {
    const shot = [0, 0];
    const melee = [0, 0];
    for (let sim = 0; sim < 1500; sim++) {
      const lines = pumped('base', sim);
      lines.forEach((l, i) => {
        const m = /^Pump Wagon: hits on the wagon (\d+), the crew (\d+):/.exec(l);
        if (!m) return;
        const [wagon, crew] = m.slice(1).map(Number);
        if (lines[i + 1].startsWith('archers shoots')) [shot[0], shot[1]] = [shot[0] + crew, shot[1] + wagon];
        else if (lines[i + 1].startsWith('spearmen:')) [melee[0], melee[1]] = [melee[0] + wagon, melee[1] + crew];
      });
    }
    expect(binMisses(shot, [1 / 3, 2 / 3], shot[0] + shot[1])).toEqual([]);
    expect(binMisses(melee, [1 / 3, 2 / 3], melee[0] + melee[1])).toEqual([]);
  });

  it('is removed once its crew are slain, and takes D6 S6 hits when pushed through a wood', () => {
    for (let sim = 0; sim < 300; sim++) {
      const { lines, out } = trace(compileFixture(PUMP), 41, sim);
      if (lines.some((l) => /; 0 crew left\.$/.test(l))) expect(out[6], `sim ${sim}`).toBe(2); // its fate: destroyed
    }
    expect(pumped('a wood in the way', 0)).toContain('Pump Wagon is forced over ground a chariot cannot cross: 5 hits at S6.');
  });
});

/** A chariot locked from deployment with an enemy unit at its front and another at its rear, neither with attacks. */
const FRONT_AND_REAR = `format: warsim/1
system: wfb4
title: A chariot fought front and rear
seed: 3
end: { turns: 1 }
first: orcs
battlefield: { width: 72, depth: 48 }
sides:
  - id: orcs
    units:
      - id: chariot
        profile: orc
        special: [chariot]
        models: 1
        base: [50, 100]
        mount: { name: War Boar, M: 7, WS: 3, S: 3, T: 4, I: 3, A: 1, points: 8 }
        position: { x: 36, y: 24, facing: 180 }
        tactics: { charge: never, move: hold }
  - id: empire
    units:
      - id: front
        profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 0, Ld: 7 }
        basePoints: 5
        models: 5
        files: 5
        position: { x: 36, y: 24, facing: 0 }
        tactics: { charge: never, move: hold }
      - id: rear
        profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 0, Ld: 7 }
        basePoints: 5
        models: 5
        files: 5
        position: { x: 36, y: 27.94, facing: 180 }
        tactics: { charge: never, move: hold }
`;

describe('a chariot\'s crew (§8.4)', () => {
  it('fight all round, each man once: engaged front and rear, the two Orcs strike on one engagement only', () => {
    const plan = compileText(FRONT_AND_REAR);
    for (let sim = 0; sim < 30; sim++) {
      const [first] = attackRounds(trace(plan, 3, sim).lines);
      expect(first.filter((a) => a.attacker === 'chariot' && a.kind === '').map((a) => a.attacks), `sim ${sim}`).toEqual([2]);
    }
  });
});
