// Dark Elf repeating crossbows (rules/warmaster.md §11.11, §4.2, §4.5): 2 shots a stand within
// 15 cm, 1 a stand from 15 to 30 cm, 1 a stand at chargers. The worked example §12 E20 is the
// oracle: 3 stands of Crossbowmen shoot 6 times within 15 cm, 3 times at 15–30 cm, 3 at chargers.
import { volleyShots } from '../../../../src/systems/warmaster/kernel/shots.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { terrainHeader, tracedBattle } from './harness.ts';
import { charge } from '../../../../src/systems/warmaster/kernel/charges.ts';
import { volley } from '../../../../src/systems/warmaster/kernel/shooting.ts';

const CHARGE = 0;

/** Side a's repeaters (front edge y = 40, facing north) and side b's Orc Warriors `gap` cm ahead. */
function range(unit: string, gap: number) {
  const { k, lines } = tracedBattle('repeaters', 'dark-elves', [`{ id: x, unit: ${unit}, position: { x: 90, y: 40 } }`], 'orcs-and-goblins',
    [`{ id: t, unit: orc-warriors, position: { x: 90, y: ${40 + gap} } }`], terrainHeader([], '{ supportingStands: false }'));
  return { k, lines, x: k.plan.unitIds.indexOf('x'), t: k.plan.unitIds.indexOf('t') };
}

describe('repeating crossbows (§11.11, §12 E20)', () => {
  it('E20: 3 stands of Crossbowmen shoot 6 times at a target within 15 cm', () => {
    for (const gap of [5, 15]) {
      const { k, x, t } = range('crossbowmen', gap);
      expect(volleyShots(k, x, t)).toBe(6);
    }
  });

  it('E20: 3 stands of Crossbowmen shoot 3 times at a target from 15 to 30 cm (1 a stand beyond 15 cm)', () => {
    for (const gap of [16, 20, 30]) {
      const { k, x, t, lines } = range('crossbowmen', gap);
      expect(volleyShots(k, x, t)).toBe(3);
      volley(k, new Rng(1, 1), x, t);
      expect(lines.some((l) => /^Crossbowmen \(x\) shoots .*: 3 shots, /.test(l))).toBe(true);
    }
  });

  it('Dark Riders carry the same repeaters: 6 shots within 15 cm, 3 beyond', () => {
    expect(volleyShots(range('dark-riders', 10).k, 0, 1)).toBe(6);
    expect(volleyShots(range('dark-riders', 25).k, 0, 1)).toBe(3);
  });

  it('E20: 3 shots at chargers (one a stand), at any range they come from', () => {
    const { k } = tracedBattle('repeaters at chargers', 'empire', ['{ id: kn, unit: knights, position: { x: 90, y: 25 } }'], 'dark-elves',
      ['{ id: cb, unit: crossbowmen, position: { x: 90, y: 40 } }'], terrainHeader([], '{ supportingStands: false }'));
    const kn = k.plan.unitIds.indexOf('kn');
    const cb = k.plan.unitIds.indexOf('cb');
    // Three to-hit dice (all miss): a fourth draw would exhaust the script.
    const s = new ScriptedRng().count(1, 1, 1);
    expect(charge(k, s.rng, kn, cb, 30, CHARGE)).toBe(true);
    expect(s.unused).toBe(0);
  });
});
