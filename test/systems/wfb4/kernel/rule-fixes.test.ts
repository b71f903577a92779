// Rules the kernel once got wrong (found by these tests): flight distance from a charge (§3,
// §12-24), very difficult ground rounding (§2.2), Initiative ties after a draw (§12-22), and
// removal when any model crosses the table edge (§3).
/**
 * Kernel behaviour that contradicts rules/wfb4.md — NOT committed (each test fails today).
 * Run by copying into test/systems/wfb4/kernel/ next to kernel-harness.ts.
 */
import { describe, expect, it } from 'vitest';
import { p2d6AtMost } from '../../../../src/core/dice-odds.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import {
  compileFixture, compileText, DESTROYED, fateSlot, parseAttack, simulate, tolerance, trace, travelled, unitIndex,
} from './kernel-harness.ts';
import { unitDistance } from '../../../../src/systems/wfb4/kernel/footprint.ts';

describe('§3, §12-24: a unit fleeing as a charge response moves its full flight roll', () => {
  it('the gap to the chargers grows by exactly the roll (1 rank and 4 ranks deep)', () => {
    for (const run of ['base', 'four ranks']) {
      const plan = compileFixture('flee-from-charge.yaml', run);
      const h = unitIndex(plan, 'horsemen');
      const inf = unitIndex(plan, 'infantry');
      for (let sim = 0; sim < 20; sim++) {
        trace(plan, 2800, sim, (line, k) => {
          const m = /^infantry flees (\d+)"/.exec(line);
          if (m) expect(unitDistance(k, h, inf), `${run}, sim ${sim}`).toBeCloseTo(6 + Number(m[1]), 6);
        });
      }
    }
  });

  it('4 ranks deep, 6" from M8 horsemen: caught with P(6 + 2D6 ≤ 16) = 33/36, not 35/36', () => {
    const plan = compileFixture('flee-from-charge.yaml', 'four ranks');
    const inf = unitIndex(plan, 'infantry');
    const sims = 40_000;
    let caught = 0;
    simulate(plan, sims, 2800, (out) => { if (out[fateSlot(inf)] === DESTROYED) caught++; });
    const p = p2d6AtMost(10);
    expect(Math.abs(caught - sims * p)).toBeLessThan(tolerance(sims, p));
  });
});

describe('§2.2: very difficult terrain is ¼ rate, fractions rounded up to the nearest ½"', () => {
  it('M5 wholly in very difficult terrain moves 1½" (5/4 = 1¼ rounded up); M7 moves 2"', () => {
    const plan = compileFixture('terrain-travel.yaml');
    const k = new Wfb4Kernel(plan);
    const strider = unitIndex(plan, 'strider'); // M5
    expect(travelled(k, strider, 10, 32, 0, 1, 5, 10)).toBeCloseTo(1.5, 9);
    expect(travelled(k, strider, 10, 32, 0, 1, 7, 10)).toBeCloseTo(2, 9);
  });
});

describe('§5.2, §6.6, §12-22: after a drawn round the Initiative tie is a roll-off', () => {
  const yaml = `
format: warsim/1
system: wfb4
title: equal I, long fight
seed: 5
end: { turns: 4 }
first: a
sides:
  - id: a
    units:
      - { id: a, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 4, W: 1, I: 3, A: 1, Ld: 10 }, basePoints: 5, models: 30, files: 5,
          position: { x: 36, y: 24, facing: 180 }, tactics: { charge: never, move: hold } }
  - id: b
    units:
      - { id: b, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 4, W: 1, I: 3, A: 1, Ld: 10 }, basePoints: 5, models: 30, files: 5,
          position: { x: 36, y: 24, facing: 0 }, tactics: { charge: never, move: hold } }
`;
  it('the side that won an earlier round (not the previous one) strikes first only about half the time', () => {
    const plan = compileText(yaml);
    let same = 0;
    let total = 0;
    for (let sim = 0; sim < 400; sim++) {
      const { lines } = trace(plan, 5, sim);
      let earlier = '';
      let previous = '';
      let first = '';
      for (const line of lines) {
        const a = parseAttack(line);
        if (a && first === '') {
          first = a.attacker;
          if (previous === 'draw' && earlier !== '') {
            total++;
            if (first === earlier) same++;
          }
        }
        const m = /^Combat result: a (\d+) .*, b (\d+) /.exec(line);
        if (m) {
          previous = +m[1] > +m[2] ? 'a' : +m[2] > +m[1] ? 'b' : 'draw';
          if (previous !== 'draw') earlier = previous;
          first = '';
        }
      }
    }
    expect(total).toBeGreaterThan(100);
    // A roll-off: Binomial(total, 1/2).
    expect(Math.abs(same - total / 2)).toBeLessThan(tolerance(total, 0.5));
  });
});

describe('§3 (RB p.35): if any model of a fleeing unit crosses the table edge, the whole unit is removed', () => {
  const yaml = `
format: warsim/1
system: wfb4
title: flee near a corner
seed: 9
end: { turns: 1 }
first: chargers
sides:
  - id: fleers
    units:
      - { id: fleers, profile: man, models: 5, files: 5, position: { x: 3, y: 6, facing: 45 }, tactics: { charge: never, move: hold, react: flee } }
  - id: chargers
    units:
      - { id: chargers, profile: man, mount: horse, models: 4, files: 4, position: { x: 12, y: 15, facing: 225 }, tactics: { charge: fleers } }
`;
  it('a flight that takes a corner of the unit off the table removes it (fled off), before any catch', () => {
    const plan = compileText(yaml);
    const bad: string[] = [];
    for (let sim = 0; sim < 400; sim++) {
      let cornerOff = false;
      const { lines } = trace(plan, 9, sim, (line, k) => {
        if (!/^fleers flees \d+"/.test(line)) return;
        const f = k.fp.facing[0];
        const dx = Math.sin(f);
        const dy = Math.cos(f);
        const w = Math.min(plan.files[0], k.models[0]) * plan.baseW[0];
        const d = Math.ceil(k.models[0] / plan.files[0]) * plan.baseD[0];
        for (const s of [-w / 2, w / 2]) {
          for (const b of [0, d]) {
            const x = k.fp.x[0] + dy * s - dx * b;
            const y = k.fp.y[0] - dx * s - dy * b;
            if (x < 0 || y < 0) cornerOff = true;
          }
        }
      });
      if (cornerOff && !lines.includes('fleers flees off the table.') && bad.length < 3) bad.push(`sim ${sim}: ${lines.slice(1, 5).join(' / ')}`);
    }
    expect(bad).toEqual([]);
  });
});
