// Other units in a cannon ball's or a Bone Thrower's bolt's path (§4.6, §13 A10): 1 attack per
// stand passed through, friends and engaged units too; engaged units carry the hits into combat,
// unengaged ones are driven back, friends after every enemy. Each test plays differently
// without the rule: the kernel used to hit the target unit alone.
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { tracedBattle } from './harness.ts';
import { artillery, ballPath } from '../../../../src/systems/warmaster/kernel/artillery.ts';
import { shootingPhase } from '../../../../src/systems/warmaster/kernel/shooting.ts';

/** An Empire cannon (side a, facing north, stands x 89 and 91, y 16–20) and side b's units. */
function cannon(b: string[], a: string[] = [], armyB = 'orcs-and-goblins') {
  return tracedBattle('path', 'empire', ['{ id: gun, unit: cannon, position: { x: 90, y: 20 } }', ...a], armyB, b);
}

// Orc Warriors facing south, front at y 60: stands x 84–96, y 60–62.
const ORCS = '{ id: o, unit: orc-warriors, position: { x: 90, y: 60 } }';

describe('a cannon ball (§4.6, §13 A10)', () => {
  it('strikes every stand it crosses up to 5 cm past the first stand struck, of any unit', () => {
    // Goblins 3 cm behind the Orcs (y 65–67): in the bounce; Black Orcs 8 cm behind (y 70–72): beyond it.
    const { k } = cannon([ORCS, '{ id: g, unit: goblins, position: { x: 90, y: 65 } }', '{ id: b, unit: black-orcs, position: { x: 90, y: 70 } }']);
    ballPath(k, 0, 1, false);
    expect([k.pathCount[0], k.pathCount[1], k.pathCount[2], k.pathCount[3]]).toEqual([0, 1, 1, 0]);
  });

  it('each gun makes 1 attack per stand of another unit in its path, friends too; friends are driven back after every enemy', () => {
    // Halberdiers of the cannon's own side 1 cm behind the Orcs (facing north, y 63–65).
    const { k, lines } = cannon([ORCS], ['{ id: h, unit: halberdiers, position: { x: 90, y: 65 } }']);
    // Every to-hit die hits; every drive-back die is a 1.
    shootingPhase(k, new ScriptedRng().thenAll(1), 0);
    expect(lines).toContain('Halberdiers (h) is in the path of Cannon (gun)\'s shot: 2 hits.');
    expect(k.hitsOn[1]).toBe(0); // odd hits discarded at the end of the phase
    const orcs = lines.findIndex((l) => l.startsWith('Orc Warriors (o) is driven back'));
    const friends = lines.findIndex((l) => l.startsWith('Halberdiers (h) is driven back'));
    expect(orcs).toBeGreaterThanOrEqual(0);
    expect(friends).toBeGreaterThan(orcs);
  });

  it('an engaged unit in the path carries the hits into its first combat round, with no drive back', () => {
    // Halberdiers fighting the Orcs from behind (facing south, y 62–64).
    const { k } = cannon([ORCS], ['{ id: h, unit: halberdiers, position: { x: 90, y: 62, facing: 180 } }']);
    k.phaseHits.fill(0);
    k.driver.fill(-1);
    artillery(k, new ScriptedRng().thenAll(1), 0, 2, false);
    expect(k.shotHits[1]).toBe(2);
    expect(k.phaseHits[1]).toBe(0);
    expect(k.hitsOn[1]).toBe(2);
  });

  it('through the Shooting phase (§4.7): an engaged unit in the bounce still holds its hits when the phase ends, for its first round', () => {
    // The gun shoots at Goblins (stands y 57–59), the closest unengaged target; the ball bounces
    // on into the Orcs (y 60–62), whom the Halberdiers fight from behind. The end of the phase
    // discards an unengaged unit's odd hits; the Orcs' wait for their combat.
    const { k, lines } = cannon(['{ id: g, unit: goblins, position: { x: 90, y: 57 } }', ORCS], ['{ id: h, unit: halberdiers, position: { x: 90, y: 62, facing: 180 } }']);
    const [h, o] = [1, 3];
    // Every to-hit die hits; every drive-back die is a 1.
    shootingPhase(k, new ScriptedRng().thenAll(1), 0);
    expect(lines).toContain("Halberdiers (h) is in the path of Cannon (gun)'s shot: 2 hits.");
    expect(lines).toContain("Orc Warriors (o) is in the path of Cannon (gun)'s shot: 2 hits.");
    expect(lines.some((l) => /^(Halberdiers|Orc Warriors) .* driven back/.test(l))).toBe(false);
    // Hits 3 a stand: 2 hits remove none, and both engaged units keep them past the phase's end.
    expect([k.hitsOn[h], k.hitsOn[o]]).toEqual([2, 2]);
    expect([k.left[h], k.left[o]]).toEqual([3, 3]);
  });
});

describe("a Bone Thrower's bolt (§4.6)", () => {
  function bolt(b: string[]) {
    return tracedBattle('bolt', 'tomb-kings', ['{ id: bt, unit: bone-thrower, position: { x: 90, y: 20 } }'], 'orcs-and-goblins', b);
  }

  it('strikes up to 3 stands, each touching the last along its line, whatever unit they belong to', () => {
    // Orcs (y 60–62), Goblins touching behind (62–64), Black Orcs touching them (64–66), Trolls touching those (66–68).
    const { k } = bolt([ORCS, '{ id: g, unit: goblins, position: { x: 90, y: 62 } }', '{ id: b, unit: black-orcs, position: { x: 90, y: 64 } }', '{ id: t, unit: trolls, position: { x: 90, y: 66 } }']);
    ballPath(k, 0, 1, true);
    expect([k.pathCount[1], k.pathCount[2], k.pathCount[3], k.pathCount[4]]).toEqual([1, 1, 1, 0]);
    // Goblins 1 cm behind: not touching, not struck.
    const gap = bolt([ORCS, '{ id: g, unit: goblins, position: { x: 90, y: 63 } }']).k;
    ballPath(gap, 0, 1, true);
    expect([gap.pathCount[1], gap.pathCount[2]]).toEqual([1, 0]);
    // A column of Orcs takes all three itself.
    const column = bolt(['{ id: o, unit: orc-warriors, files: 1, position: { x: 90, y: 60 } }']).k;
    ballPath(column, 0, 1, true);
    expect(column.pathCount[1]).toBe(3);
  });
});
