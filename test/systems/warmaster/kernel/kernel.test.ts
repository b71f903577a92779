// Warmaster kernel: order penalties (§2.4, E2, E3), the order test's odds, blunder-free
// General failure, determinism, and the compile-time refusals (README "Not covered yet").
import { penalty } from '../../../../src/systems/warmaster/kernel/order-penalty.ts';
import { orderTest } from '../../../../src/systems/warmaster/kernel/order-test.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileRuns } from '../../../../src/runner/compile-runs.ts';
import { simulateRange } from '../../../../src/runner/simulate-range.ts';
import { compileWarmaster, halfVictoryPoints } from '../../../../src/systems/warmaster/compile.ts';
import { WarmasterKernel } from '../../../../src/systems/warmaster/kernel/kernel.ts';
import { loadFile, parseText } from '../../../helpers/load.ts';
import { startCommand } from './harness.ts';
import { endGroup, formGroup } from '../../../../src/systems/warmaster/kernel/brigades.ts';
import { touching } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { reset } from '../../../../src/systems/warmaster/kernel/deployment.ts';

/** Empire halberdiers and a General `dist` cm behind them; Orc warriors `gap` cm ahead. */
function duel(dist: number, gap: number, extra = ''): string {
  return `
format: warsim/1
system: warmaster
title: test
victory: vp
sides:
  - id: empire
    army: empire
    units:
      - { id: halberdiers, unit: halberdiers, position: { x: 90, y: 40 } }
      - { id: general, unit: general, position: { x: 90, y: ${40 - 2 - dist} } }
${extra}
  - id: orcs
    army: orcs-and-goblins
    units:
      - { id: warriors, unit: orc-warriors, position: { x: 90, y: ${40 + gap} } }
`;
}

/** Reset for a new simulation and a new Command phase, with unit 0 alone as the group ordered. */
function restart(k: any): void {
  reset(k);
  startCommand(k);
}

function kernelFor(text: string): WarmasterKernel {
  const plan = compileWarmaster(parseText(text).runs[0]);
  const k = new WarmasterKernel(plan);
  restart(k);
  return k;
}

describe('order penalties (§2.4)', () => {
  it('E2: 25 cm away is −1; an enemy within 20 cm another −1', () => {
    const k = kernelFor(duel(25, 15)) as any;
    expect(penalty(k, 0)).toBe(2);
    const far = kernelFor(duel(25, 40)) as any;
    expect(penalty(far, 0)).toBe(1);
  });

  it('E3: 65 cm away is −3, and a second order −1 more', () => {
    const k = kernelFor(duel(65, 40)) as any;
    expect(penalty(k, 0)).toBe(3);
    k.ordersTaken[0] = 1;
    expect(penalty(k, 0)).toBe(4);
  });

  it('§13 A1: exactly 40 cm is −1 by the table, −2 with commandDistance: full-20', () => {
    expect(penalty(kernelFor(duel(40, 40)) as any, 0)).toBe(1);
    const text = duel(40, 40).replace('victory: vp', 'victory: vp\nrules: { commandDistance: full-20 }');
    expect(penalty(kernelFor(text) as any, 0)).toBe(2);
  });

  it('E27: half victory points round up to the nearest 5', () => {
    expect(halfVictoryPoints(45)).toBe(25);
    expect(halfVictoryPoints(65)).toBe(35);
    expect(halfVictoryPoints(110)).toBe(55);
  });
});

describe('order test odds (§2.3)', () => {
  it('a General with Command 9 and penalty 2 succeeds on 2D6 ≤ 7: 21/36 (E2)', () => {
    const k = kernelFor(duel(25, 15)) as any;
    const rng = new Rng(7, 0);
    const n = 40_000;
    let ok = 0;
    for (let i = 0; i < n; i++) {
      restart(k);
      if (orderTest(k, rng, 0) === 1) ok++;
      endGroup(k);
    }
    const p = 21 / 36;
    const se = Math.sqrt((p * (1 - p)) / n);
    expect(Math.abs(ok / n - p)).toBeLessThan(5 * se);
  });
});

describe('battles', () => {
  it('the same seed plays the same battles', () => {
    const loaded = loadFile('scenarios/warmaster/halberdiers-vs-orcs.yaml');
    const a = simulateRange(compileRuns(loaded.runs), 3, 0, 200);
    const b = simulateRange(compileRuns(loaded.runs), 3, 0, 200);
    for (let m = 0; m < a.variants[0].specs.length; m++) expect(a.variants[0].histogram(m)).toEqual(b.variants[0].histogram(m));
  });

  it('a unit charged from 15 cm by initiative fights in the first turn', () => {
    const k = kernelFor(duel(5, 15)) as any;
    const out = new Int32Array(64);
    const rng = new Rng(1, 1);
    let rounds = 0;
    for (let i = 0; i < 200; i++) {
      k.run(rng, out);
      rounds += out[2] > 0 ? 1 : 0;
    }
    expect(rounds).toBe(200);
  });
});

describe('refusals', () => {
  it('no troop is refused any more: the War Wagon, the last, is played (§11.10)', () => {
    const text = duel(5, 40).replace('army: orcs-and-goblins', 'army: kislev').replace('unit: orc-warriors', 'unit: war-wagon');
    expect(parseText(text).runs[0].scenario.sides[1].units[0].unit).toBe('war-wagon');
  });

  it('an unknown troop suggests the nearest id', () => {
    const text = duel(5, 40).replace('unit: orc-warriors', 'unit: orc-warrior');
    expect(() => parseText(text)).toThrow(/did you mean "orc-warriors"/);
  });

  it('two Generals in one army are refused by the roster check', () => {
    const text = duel(5, 40, '      - { id: general-2, unit: general, position: { x: 100, y: 10 } }');
    expect(() => parseText(text)).toThrow(/General/);
  });

  it('an unknown magic item is refused, with the nearest id', () => {
    const text = duel(5, 40).replace('unit: halberdiers,', 'unit: halberdiers, items: [battle-baner],');
    expect(() => parseText(text)).toThrow(/battle-banner/);
  });
});

/** Three Halberdier units side by side as brigade "foot", a General, Orcs far away. */
function brigadeText(extra = '', enemyY = 100): string {
  return `
format: warsim/1
system: warmaster
title: brigade
sides:
  - id: empire
    army: empire
    units:
      - { id: h1, unit: halberdiers, brigade: foot, position: { x: 78, y: 30 } }
      - { id: h2, unit: halberdiers, brigade: foot, position: { x: 90, y: 30 } }
      - { id: h3, unit: halberdiers, brigade: foot, position: { x: 102, y: 30 } }
      - { id: general, unit: general, position: { x: 90, y: 5 } }
${extra}
  - id: orcs
    army: orcs-and-goblins
    units:
      - { id: warriors, unit: orc-warriors, position: { x: 90, y: ${enemyY} } }
`;
}

describe('brigades (§2.6)', () => {
  it('one test for the brigade: the most distant unit, casualties of the unit that lost most', () => {
    const k = kernelFor(brigadeText()) as any;
    formGroup(k, 0, 0);
    expect(k.grpN).toBe(3);
    // General 25 cm behind the centre unit; the end units' nearest corners are farther.
    const alone = kernelFor(brigadeText()) as any;
    expect(penalty(alone, 0)).toBe(1);
    k.left[2] = 1; // h3 lost two stands
    k.left[1] = 2;
    expect(penalty(k, 0)).toBe(1 + 2);
  });

  it('moves as one body: the units still touch after an ordered move', () => {
    const k = kernelFor(brigadeText()) as any;
    const rng = new Rng(3, 0);
    let moved = 0;
    for (let i = 0; i < 50; i++) {
      restart(k);
      formGroup(k, 0, 0);
      if (orderTest(k, rng, 0) !== 1) {
        endGroup(k);
        continue;
      }
      moved++;
      expect(touching(k, 0, 1)).toBe(true);
      expect(touching(k, 1, 2)).toBe(true);
      expect(k.sy[0]).toBeGreaterThan(30);
      endGroup(k);
    }
    expect(moved).toBeGreaterThan(20);
  });

  it('refuses a brigade whose units do not touch', () => {
    const text = brigadeText().replace('position: { x: 102, y: 30 }', 'position: { x: 110, y: 30 }');
    expect(() => parseText(text)).toThrow(/touching the rest of brigade "foot"/);
  });

  it('refuses more than four units', () => {
    const extra = [
      '      - { id: h4, unit: halberdiers, brigade: foot, position: { x: 114, y: 30 } }',
      '      - { id: h5, unit: halberdiers, brigade: foot, position: { x: 66, y: 30 } }',
    ].join('\n');
    expect(() => parseText(brigadeText(extra))).toThrow(/at most 4 units in a brigade/);
  });

  it('refuses a brigade on a character, and a never-brigaded troop', () => {
    const onGeneral = brigadeText().replace('{ id: general, unit: general,', '{ id: general, unit: general, brigade: foot,');
    expect(() => parseText(onGeneral)).toThrow(/no brigade for a character/);
    const hydra = brigadeText()
      .replace('army: empire', 'army: dark-elves')
      .replaceAll('unit: halberdiers', 'unit: spearmen')
      .replace('{ id: h3, unit: spearmen,', '{ id: h3, unit: war-hydra,');
    expect(() => parseText(hydra)).toThrow(/always ordered alone/);
  });
});

describe('rule flags (§13)', () => {
  it('every flag value compiles, resolves into the plan and plays', () => {
    const base = readFileSync('scenarios/warmaster/wizards-duel.yaml', 'utf8');
    const rules = 'rules: { commandDistance: full-20, routThreshold: equal-or-greater, resultCap: none, blunders: end-phase, initiativeSight: phase-start, supportingStands: false, attackFloor: unit, gerroffConfuses: false, darkElfBlunder: false, compulsoryChargers: never-ordered, lightOfBattle: stand, confusionDice: shared, flameCannonBounce: true, steamTankTerrain: destroyed, sceptreOnMalfunction: true, chargeBonus: per-unit, warpLightningConfusion: stand-lost }';
    const loaded = parseText(base.replace('victory: vp', `victory: vp\n${rules}`), 'flags.yaml');
    const plan = compileWarmaster(loaded.runs[0]);
    expect([plan.flags.commandDistance === 'full-20', plan.flags.routThreshold === 'equal-or-greater', plan.flags.resultCap === 'remaining', plan.flags.blunders === 'table', plan.flags.initiativeSight === 'phase-start', plan.flags.supportingStands]).toEqual([true, true, false, false, true, false]);
    expect([plan.flags.attackFloor === 'unit', plan.flags.gerroffConfuses, plan.flags.darkElfBlunder, plan.flags.compulsoryChargers === 'never-ordered', plan.flags.lightOfBattle === 'stand']).toEqual([true, false, false, true, true]);
    expect([plan.flags.confusionDice === 'shared', plan.flags.flameCannonBounce, plan.flags.steamTankTerrain === 'destroyed', plan.flags.sceptreOnMalfunction, plan.flags.chargeBonus === 'per-unit', plan.flags.warpLightningConfusion === 'stand-lost']).toEqual([true, true, true, true, true, true]);
    // The defaults are the digest's recommendations: none of these on.
    const plain = compileWarmaster(parseText(base, 'plain.yaml').runs[0]);
    expect([plain.flags.confusionDice === 'shared', plain.flags.flameCannonBounce, plain.flags.steamTankTerrain === 'destroyed', plain.flags.sceptreOnMalfunction, plain.flags.chargeBonus === 'per-unit', plain.flags.warpLightningConfusion === 'stand-lost']).toEqual([false, false, false, false, false, false]);
    const tally = simulateRange(compileRuns(loaded.runs), 1, 0, 200);
    expect(tally.variants[0].n).toBe(200);
  });
});
