// Warmaster magic items (§9) in the kernel: points and VP, armour and Steadfastness, the
// first-combat banners, the weapons, and the General's and Wizards' devices.
import { orderTest } from '../../../../src/systems/warmaster/kernel/order-test.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileWarmaster } from '../../../../src/systems/warmaster/compile.ts';
import { WarmasterKernel } from '../../../../src/systems/warmaster/kernel/kernel.ts';
import { parseText } from '../../../helpers/load.ts';
import { startCommand } from './harness.ts';
import { castRoll } from '../../../../src/systems/warmaster/kernel/casting.ts';
import { combatPhase } from '../../../../src/systems/warmaster/kernel/combat.ts';
import { reset } from '../../../../src/systems/warmaster/kernel/deployment.ts';
import { armourOf, steadfast } from '../../../../src/systems/warmaster/kernel/items.ts';

function battle(unitItems: string, generalItems = '[]', extra = ''): any {
  const text = `
format: warsim/1
system: warmaster
title: items
sides:
  - id: empire
    army: empire
    units:
      - { id: halberdiers, unit: halberdiers, items: ${unitItems}, position: { x: 90, y: 40 } }
      - { id: general, unit: general, items: ${generalItems}, position: { x: 90, y: 20 } }
${extra}
  - id: orcs
    army: orcs-and-goblins
    units:
      - { id: warriors, unit: orc-warriors, position: { x: 90, y: 70 } }
`;
  const k = new WarmasterKernel(compileWarmaster(parseText(text).runs[0])) as any;
  reset(k);
  return k;
}

describe('magic items (§9)', () => {
  it('count for points and victory points; the roster refuses a second item', () => {
    const k = battle('[battle-banner]');
    expect(k.plan.points[0]).toBe(45 + 50);
    expect(k.plan.halfPoints[0]).toBe(50); // 95 / 2 rounded up to 5
    expect(() => battle('[battle-banner, sword-of-might]')).toThrow(/item/i);
    expect(() => battle('[crown-of-command]')).toThrow(/crown|General/i);
  });

  it('Banner of Shielding: armour one better until a stand is lost', () => {
    const k = battle('[banner-of-shielding]');
    expect(armourOf(k, 0)).toBe(5); // Halberdiers 6+ → 5+
    k.left[0] = 2;
    expect(armourOf(k, 0)).toBe(6);
  });

  it('Banner of Steadfastness: one shooting hit ignored a turn', () => {
    const k = battle('[banner-of-steadfastness]');
    k.playerTurnNo = 1;
    expect(steadfast(k, 0, 3)).toBe(2);
    expect(steadfast(k, 0, 3)).toBe(3);
    k.playerTurnNo = 2;
    expect(steadfast(k, 0, 1)).toBe(0);
  });

  it('Battle Banner: +1 attack a stand in the first Combat phase only', () => {
    const text = (item: string) => `
format: warsim/1
system: warmaster
title: items
sides:
  - id: empire
    army: empire
    units:
      - { id: halberdiers, unit: halberdiers, items: ${item}, position: { x: 90, y: 40 } }
  - id: orcs
    army: orcs-and-goblins
    units:
      - { id: warriors, unit: orc-warriors, position: { x: 90, y: 40 } }
`;
    const lines: string[] = [];
    const k = new WarmasterKernel(compileWarmaster(parseText(text('[battle-banner]')).runs[0])) as any;
    k.tracer = { line: (l: string) => lines.push(l) };
    reset(k);
    k.turn = 1;
    combatPhase(k, new Rng(1, 1));
    expect(lines.find((l) => l.startsWith('Halberdiers (halberdiers): '))).toMatch(/: 12 attacks/);
    // After its first Combat phase the banner is spent: 3 × 3 = 9 attacks.
    const again: string[] = [];
    const k2 = new WarmasterKernel(compileWarmaster(parseText(text('[battle-banner]')).runs[0])) as any;
    k2.tracer = { line: (l: string) => again.push(l) };
    reset(k2);
    k2.turn = 2;
    k2.firstCombatDone[0] = 1;
    combatPhase(k2, new Rng(1, 1));
    expect(again.find((l) => l.startsWith('Halberdiers (halberdiers): '))).toMatch(/: 9 attacks/);
  });

  it('Crown of Command: the first order of a turn on 10 whatever the penalties', () => {
    const k = battle('[]', '[crown-of-command]');
    startCommand(k);
    k.left[0] = 1; // −2 for the lost stands would make it 7 without the Crown
    const rng = new Rng(2, 0);
    let ok = 0;
    const n = 12_000;
    for (let i = 0; i < n; i++) {
      k.cGiven[0] = 0;
      k.cItemUsed[0] = 0;
      k.ordersTaken[0] = 0;
      if (orderTest(k, rng, 0) === 1) ok++;
      reset(k);
      k.left[0] = 1;
      k.grp[0] = 0;
      k.grpN = 1;
    }
    const p = 33 / 36;
    expect(Math.abs(ok / n - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n));
  });

  it('Ring of Magic casts a hard spell once without a roll; Wand of Power adds 1 once', () => {
    const text = (item: string) => `
format: warsim/1
system: warmaster
title: items
sides:
  - id: empire
    army: empire
    units:
      - { id: halberdiers, unit: halberdiers, position: { x: 90, y: 40 } }
      - { id: wizard, unit: wizard, items: [${item}], joins: halberdiers }
  - id: orcs
    army: orcs-and-goblins
    units:
      - { id: warriors, unit: orc-warriors, position: { x: 90, y: 70 } }
`;
    const k = new WarmasterKernel(compileWarmaster(parseText(text('ring-of-magic')).runs[0])) as any;
    reset(k);
    const ball = k.plan.spells.spellIds.indexOf('ball-of-flame');
    const rng = new Rng(3, 0);
    expect(castRoll(k, rng, 0, ball)).toBe(true);
    expect(k.cItemUsed[0]).toBe(1);
    const w = new WarmasterKernel(compileWarmaster(parseText(text('wand-of-power')).runs[0])) as any;
    let ok = 0;
    const n = 12_000;
    for (let i = 0; i < n; i++) {
      reset(w);
      if (castRoll(w, rng, 0, ball)) ok++;
    }
    // 5+ with +1: 4, 5, 6 succeed (a 1 still fails).
    expect(Math.abs(ok / n - 0.5)).toBeLessThan(5 * Math.sqrt(0.25 / n));
  });
});
