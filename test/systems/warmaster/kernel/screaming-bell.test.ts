// The Skaven Screaming Bell (rules/warmaster.md §11.7, §2.4, §2.6): it moves only in a brigade
// with infantry; falls back (and pursues, advances) only from and to a place touching Skaven
// infantry; is never driven back and is destroyed if it must retreat; Skaven units touching it
// ignore terror; Skaven Heroes and Warlocks within 30 cm +1 Command, enemy characters −1; one
// per army.
import { orderTest } from '../../../../src/systems/warmaster/kernel/order-test.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { tracedBattle } from './harness.ts';
import { combatPhase } from '../../../../src/systems/warmaster/kernel/combat.ts';
import { giveOrders } from '../../../../src/systems/warmaster/kernel/command.ts';
import { gather, touching } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { driveBack } from '../../../../src/systems/warmaster/kernel/drive-backs.ts';
import { fallBackAll } from '../../../../src/systems/warmaster/kernel/fall-back.ts';
import { mayPursue } from '../../../../src/systems/warmaster/kernel/pursuit.ts';
import { retreat } from '../../../../src/systems/warmaster/kernel/retreat.ts';
import { markBellStart } from '../../../../src/systems/warmaster/kernel/screaming-bell.ts';

/** Skaven (unit 0 the Bell at (90, 40) facing north) against `enemyArmy`; traced, first player turn. */
function battle(skaven: string[], enemy: string[], enemyArmy = 'empire'): { k: any; lines: string[] } {
  return tracedBattle('screaming bell', 'skaven', skaven, enemyArmy, enemy);
}

const BELL = '{ id: bell, unit: screaming-bell, position: { x: 90, y: 40 } }';
const BELL_BRIGADED = '{ id: bell, unit: screaming-bell, brigade: b, position: { x: 90, y: 40 } }';
/** Clanrats touching the Bell's left side (stands 77–89). */
const CLANRATS = '{ id: rats, unit: clanrats, brigade: b, position: { x: 83, y: 40 } }';
const SEER = '{ id: seer, unit: grey-seer, position: { x: 88, y: 30 } }';
const FAR = '{ id: far, unit: halberdiers, position: { x: 85, y: 100 } }';

describe('moving the Screaming Bell (§11.7, §2.6)', () => {
  it('alone it is never ordered and never moves', () => {
    const { k, lines } = battle([BELL, SEER], [FAR]);
    giveOrders(k, new ScriptedRng().rng, 0); // no dice: no order is tried
    expect(lines).toEqual([]);
    expect(k.sy[0]).toBe(38);
  });

  it('in a brigade with infantry it moves with them, 20 cm', () => {
    const { k, lines } = battle([BELL_BRIGADED, CLANRATS, SEER], [FAR]);
    const rng = new ScriptedRng().roll(1, 1);
    giveOrders(k, rng.rng, 0);
    expect(rng.unused).toBe(0);
    expect(lines[0]).toMatch(/orders Screaming Bell \(bell\) \+ Clanrats \(rats\)/);
    const dx = k.sx[0] - 90;
    const dy = k.sy[0] - 38;
    expect(Math.sqrt(dx * dx + dy * dy)).toBeCloseTo(20, 6);
    expect(k.sx[4] - 79).toBeCloseTo(dx, 6); // the Clanrats by the same vector
    expect(touching(k, 0, 1)).toBe(true);
  });

  it('in a brigade without infantry it stays, and the rest goes on', () => {
    const wheel = '{ id: wheel, unit: doom-wheel, brigade: b, position: { x: 92, y: 40 } }';
    const { k } = battle([BELL_BRIGADED, wheel, SEER], ['{ id: far, unit: halberdiers, position: { x: 140, y: 100 } }']);
    const rng = new ScriptedRng().roll(1, 1);
    giveOrders(k, rng.rng, 0);
    expect(rng.unused).toBe(0);
    expect([k.sx[0], k.sy[0]]).toEqual([90, 38]);
    expect(k.sy[4]).toBeGreaterThan(38);
  });

  it('falls back only from and to a place touching Skaven infantry', () => {
    // Halberdiers against the fronts of the Bell and of the Clanrats beside it; a draw.
    const foe = '{ id: foe, unit: halberdiers, position: { x: 86, y: 40 } }';
    for (const [units, moved] of [[[BELL, CLANRATS.replace('brigade: b, ', '')], 3], [[BELL, '{ id: rats, unit: clanrats, position: { x: 40, y: 40 } }'], 0]] as const) {
      const { k } = battle([...units], [foe]);
      gather(k, 0);
      markBellStart(k);
      fallBackAll(k, new ScriptedRng().roll(3, 3, 3, 3, 3, 3).rng);
      expect(38 - k.sy[0]).toBeCloseTo(moved, 6);
      expect(mayPursue(k, 0, 2)).toBe(moved > 0);
    }
  });

  it('is never driven back, and is destroyed if it must retreat', () => {
    const { k } = battle([BELL], ['{ id: guns, unit: handgunners, position: { x: 90, y: 60 } }']);
    k.phaseHits[0] = 1;
    k.driver[0] = 1;
    const rng = new ScriptedRng().roll(6); // even a 6 does nothing
    driveBack(k, rng.rng, 0);
    expect(rng.unused).toBe(0);
    expect(k.sy[0]).toBe(38);
    expect(k.confused[0]).toBe(0);
    retreat(k, rng.rng, 0, 2);
    expect(k.status[0]).toBe(1);
  });

  it('one per army, whatever its size (§11.0)', () => {
    expect(() => battle([BELL, '{ id: bell-2, unit: screaming-bell, position: { x: 120, y: 40 } }'], [FAR])).toThrow(/screaming-bell: 2 units, but at most 1/);
  });
});

describe("the Bell's toll (§11.7, §2.4, §5.2)", () => {
  /** What character c needs for a first order to unit u alone (failed on 11: nothing moves). */
  function need(k: any, lines: string[], c: number, u: number): number {
    k.ordersTaken.fill(0);
    k.cGiven.fill(0);
    k.grp[0] = u;
    k.grpN = 1;
    k.inGroup[u] = 1;
    orderTest(k, new ScriptedRng().roll(6, 5).rng, c);
    k.inGroup[u] = 0;
    return Number(/ vs (\d+) or less /.exec(lines.filter((l) => / orders /.test(l)).at(-1)!)![1]);
  }

  it('+1 Command for a Skaven Hero or Warlock within 30 cm, not the Grey Seer; −1 for enemy characters', () => {
    const skaven = [
      BELL,
      '{ id: rats, unit: clanrats, position: { x: 130, y: 40 } }',
      '{ id: warlock, unit: warlock, position: { x: 110, y: 35 } }',
      '{ id: seer, unit: grey-seer, position: { x: 112, y: 35 } }',
      '{ id: hero-far, unit: hero, position: { x: 135, y: 25 } }',
    ];
    const near = battle(skaven, ['{ id: foe, unit: halberdiers, position: { x: 90, y: 80 } }', '{ id: hero, unit: hero, position: { x: 95, y: 65 } }']);
    expect(need(near.k, near.lines, 0, 1)).toBe(7); // Warlock 6 + 1
    expect(need(near.k, near.lines, 1, 1)).toBe(9); // Grey Seer 9
    expect(need(near.k, near.lines, 2, 1)).toBe(8); // a Hero 45 cm from the Bell: 8
    expect(need(near.k, near.lines, 3, 2)).toBe(7); // the enemy Hero 25 cm from it: 8 − 1
    // The trace says why: the toll beside the Command value.
    expect(near.lines.filter((l) => / orders /.test(l)).map((l) => / or less \((.*)\): fails\.$/.exec(l)![1])).toEqual([
      'Command 6, +1 the Screaming Bell',
      'Command 9',
      'Command 8',
      'Command 8, −1 an enemy Screaming Bell',
    ]);
    const far = battle(skaven, ['{ id: foe, unit: halberdiers, position: { x: 90, y: 80 } }', '{ id: hero, unit: hero, position: { x: 95, y: 100 } }']);
    expect(need(far.k, far.lines, 3, 2)).toBe(8);
  });

  it('Skaven units touching the Bell ignore terror', () => {
    // A Bone Giant (terror) against the middle stand of Clanrats, with or without the Bell beside them.
    const giant = ['{ id: giant, unit: bone-giant, position: { x: 83, y: 40 } }'];
    for (const [units, dice] of [[[BELL, CLANRATS], 3], [['{ id: bell, unit: screaming-bell, position: { x: 120, y: 40 } }', CLANRATS.replace('brigade: b, ', '')], 2]] as const) {
      const { k, lines } = battle([...units], giant, 'tomb-kings');
      combatPhase(k, new Rng(1, 1));
      expect(lines.find((l) => l.startsWith('Clanrats (rats): '))).toMatch(new RegExp(`: ${dice} attacks on Bone Giant`));
    }
  });
});
