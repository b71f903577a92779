// The Orc Giant (rules/warmaster.md §11.4, §2.5, §2.6): a failed order sends it wild — no
// blunder — and each Giant rolls on the Goes Wild chart; the six results, played on scripted
// dice; Giants are brigaded only with Giants.
import { orderTest } from '../../../../src/systems/warmaster/kernel/order-test.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { tracedBattle } from './harness.ts';
import { formGroup } from '../../../../src/systems/warmaster/kernel/brigades.ts';
import { combatPhase } from '../../../../src/systems/warmaster/kernel/combat.ts';
import { engaged, touching } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { box } from '../../../../src/systems/warmaster/kernel/footprint.ts';
import { giantGoesWild } from '../../../../src/systems/warmaster/kernel/wild-moves.ts';

/** Orcs (unit 0 the Giant) against Empire (or other) units; a traced kernel in its first player turn. */
function battle(orcs: string[], empire: string[] = ['{ id: far, unit: halberdiers, position: { x: 150, y: 110 } }'], enemyArmy = 'empire'): { k: any; lines: string[] } {
  return tracedBattle('giant', 'orcs-and-goblins', orcs, enemyArmy, empire);
}

const GIANT = '{ id: giant, unit: giant, position: { x: 90, y: 60 } }';

/** Centre of stand slot 0 of unit u. */
function at(k: any, u: number): [number, number] {
  return [k.sx[u * 4], k.sy[u * 4]];
}

describe('a failed order sends the Giant wild (§11.4, §2.5)', () => {
  const setup = () => battle([GIANT, '{ id: hero, unit: orc-hero, position: { x: 90, y: 45 } }']);
  const order = (k: any, rng: ScriptedRng) => {
    k.grp[0] = 0;
    k.grpN = 1;
    k.inGroup[0] = 1;
    return orderTest(k, rng.rng, 0);
  };

  it('a Hero rolling 12 fails but does not blunder: the Giant rolls on the Goes Wild chart', () => {
    const { k, lines } = setup();
    const rng = new ScriptedRng().roll(6, 6, 1);
    expect(order(k, rng)).toBe(0); // failed: the Hero stops
    expect(rng.unused).toBe(0);
    expect(lines.some((l) => /Blunder/.test(l))).toBe(false);
    expect(lines).toContain('Giant (giant) goes wild: 1.');
    expect(k.blunderPenalty[0]).toBe(0);
    expect(k.movedThisTurn[0]).toBe(1);
  });

  it('any failed order does it (10 against Command 8), a passed one does not', () => {
    const { k, lines } = setup();
    expect(order(k, new ScriptedRng().roll(5, 5, 1))).toBe(0);
    expect(lines).toContain('Giant (giant) goes wild: 1.');
    const passed = setup();
    const rng = new ScriptedRng().roll(1, 1);
    expect(order(passed.k, rng)).toBe(1);
    expect(rng.unused).toBe(0);
    expect(passed.lines.some((l) => /goes wild/.test(l))).toBe(false);
  });

  it('brigaded Giants roll separately', () => {
    const { k, lines } = battle([
      '{ id: giant, unit: giant, brigade: big, position: { x: 88, y: 60 } }',
      '{ id: giant-2, unit: giant, brigade: big, position: { x: 90, y: 60 } }',
      '{ id: hero, unit: orc-hero, position: { x: 90, y: 45 } }',
    ]);
    formGroup(k, 0, 0);
    expect(k.grpN).toBe(2);
    const rng = new ScriptedRng().roll(6, 6, 1, 1);
    expect(orderTest(k, rng.rng, 0)).toBe(0);
    expect(rng.unused).toBe(0);
    expect(lines.filter((l) => / goes wild: 1\./.test(l))).toHaveLength(2);
  });

  it('Giants are brigaded only with Giants (§2.6)', () => {
    expect(() => battle(['{ id: giant, unit: giant, brigade: b, position: { x: 90, y: 60 } }', '{ id: orcs, unit: orc-warriors, brigade: b, position: { x: 83, y: 60 } }'])).toThrow(
      /a brigade of Giant only/,
    );
  });
});

describe('the Goes Wild chart (§11.4)', () => {
  it('1: rooted to the spot, he will not fight this turn', () => {
    const { k, lines } = battle([GIANT], ['{ id: foe, unit: halberdiers, position: { x: 90, y: 60 } }']);
    giantGoesWild(k, new ScriptedRng().rng, 0, 1);
    combatPhase(k, new Rng(1, 1));
    expect(lines.some((l) => l.startsWith('Halberdiers (foe): '))).toBe(true);
    expect(lines.some((l) => l.startsWith('Giant (giant): '))).toBe(false);
  });

  it('2: off towards the nearest table edge; over it he rolls to come back (§3.6)', () => {
    const { k } = battle(['{ id: giant, unit: giant, position: { x: 10, y: 60 } }']);
    giantGoesWild(k, new ScriptedRng().roll(6).rng, 0, 2); // 6: back at the edge it left
    expect(k.face[0]).toBe(3); // turned west
    box(k, 0);
    expect(k.bx0).toBeCloseTo(0, 6);
    expect(k.status[0]).toBe(0);
  });

  it('2: he attacks a friend in his way, who fights back; he holds his ground when he wins', () => {
    // The nearest edge is west; Orc Warriors stand between the Giant and it.
    const units = ['{ id: giant, unit: giant, position: { x: 40, y: 60 } }', '{ id: orcs, unit: orc-warriors, position: { x: 25, y: 60 } }'];
    let retreats = 0;
    for (let seed = 0; seed < 40; seed++) {
      const { k, lines } = battle(units);
      giantGoesWild(k, new ScriptedRng().rng, 0, 2);
      expect(lines).toContain('Giant (giant) attacks Orc Warriors (orcs), of its own side.');
      expect(engaged(k, 1)).toBe(true); // the Orcs can take no order now
      combatPhase(k, new Rng(seed, 1));
      // One Orc stand touches him, flanked and terrified: 4 − 1 − 1; he has 8 + 2 charging.
      expect(lines.some((l) => /^Giant \(giant\): 10 attacks on Orc Warriors \(orcs\)/.test(l))).toBe(true);
      expect(lines.some((l) => /^Orc Warriors \(orcs\): 2 attacks on Giant \(giant\)/.test(l))).toBe(true);
      expect(lines.some((l) => /^Combat result: a \d+, the wild Giant \(giant\) \d+\.$/.test(l))).toBe(true);
      if (lines.some((l) => /Orc Warriors \(orcs\) retreats/.test(l))) retreats++;
      expect(lines.some((l) => /pursues|advances/.test(l))).toBe(false);
      expect(k.hostileAny).toBe(false); // foes only until the end of the Combat phase
    }
    expect(retreats).toBeGreaterThan(10);
  });

  it('3: he throws at the closest unit he sees, friend or foe: 5×D6 cm, then 3 attacks', () => {
    const units = [GIANT, '{ id: orcs, unit: orc-warriors, position: { x: 90, y: 72 } }']; // 10 cm ahead
    const foe = ['{ id: foe, unit: halberdiers, position: { x: 120, y: 75 } }'];
    const { k } = battle(units, foe);
    // 10 cm: it reaches; to hit 4, 5, 1 → 2 hits; Orc armour 6+: 6, 1 → 1 saved.
    const rng = new ScriptedRng().roll(2, 2, 2, 2, 2).count(4, 5, 1).count(6, 1);
    giantGoesWild(k, rng.rng, 0, 3);
    expect(rng.unused).toBe(0);
    expect(k.hitsOn[1]).toBe(1);
    expect(k.hitsOn[2]).toBe(0);
    const short = battle(units, foe).k;
    const rng2 = new ScriptedRng().roll(1, 2, 1, 2, 1); // 7 cm: short, no attacks
    giantGoesWild(short, rng2.rng, 0, 3);
    expect(rng2.unused).toBe(0);
    expect(short.hitsOn[1]).toBe(0);
  });

  it('4: straight ahead through friends and out beyond them, confusing them', () => {
    const { k } = battle([GIANT, '{ id: orcs, unit: orc-warriors, position: { x: 90, y: 64 } }']);
    giantGoesWild(k, new ScriptedRng().rng, 0, 4);
    expect(at(k, 0)[1]).toBeCloseTo(78, 6); // the full 20 cm: through the Orcs' 2 cm and on
    expect(k.confused[1]).toBe(1);
  });

  it('4: without the move to come out beyond them he halts against them, still confusing them', () => {
    // A column 6 cm deep, 12 cm ahead: out beyond it needs 12 + 6 + 4 = 22 cm.
    const { k } = battle([GIANT, '{ id: orcs, unit: orc-warriors, files: 1, position: { x: 90, y: 78 } }']);
    giantGoesWild(k, new ScriptedRng().rng, 0, 4);
    expect(at(k, 0)[1]).toBeCloseTo(70, 6);
    expect(touching(k, 0, 1)).toBe(true);
    expect(k.confused[1]).toBe(1);
  });

  it('4: an enemy ahead within his move is charged', () => {
    const { k } = battle([GIANT], ['{ id: foe, unit: halberdiers, position: { x: 90, y: 75 } }']);
    giantGoesWild(k, new ScriptedRng().rng, 0, 4);
    expect(touching(k, 0, 1)).toBe(true);
    expect(k.chargeReady[0]).toBe(1);
  });

  it('5: at the nearest enemy he sees, walking through friends on the way', () => {
    // The Orcs clip the Giant's path, so no charge can be placed, but not his sight of the
    // Bone Giant: he walks through them and meets it where his path does.
    const { k } = battle(
      [GIANT, '{ id: orcs, unit: orc-warriors, position: { x: 96, y: 64 } }'],
      ['{ id: foe, unit: bone-giant, position: { x: 90, y: 72 } }'],
      'tomb-kings',
    );
    giantGoesWild(k, new ScriptedRng().rng, 0, 5);
    expect(k.confused[1]).toBe(1);
    expect(touching(k, 0, 2)).toBe(true);
    expect(k.chargeReady[0]).toBe(1);
    expect(at(k, 0)).toEqual([90, 70]);
  });

  it('6: a charge at double pace with doubled Attacks in the first round', () => {
    const { k, lines } = battle([GIANT], ['{ id: foe, unit: halberdiers, position: { x: 90, y: 95 } }']); // 35 cm
    giantGoesWild(k, new ScriptedRng().rng, 0, 6);
    expect(touching(k, 0, 1)).toBe(true);
    combatPhase(k, new Rng(2, 1));
    // 8 doubled, +2 for a monster charging in the open.
    expect(lines.some((l) => l.startsWith('Giant (giant): 18 attacks on Halberdiers (foe)'))).toBe(true);
  });
});
