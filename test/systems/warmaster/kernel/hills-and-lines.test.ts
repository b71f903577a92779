// Artillery shooting overhead from high ground (§4.6; rulebook p.67 "Shooting overhead"; the
// War Wagon §11.10) and line spells stopped by terrain (§8.2 Ball of Flame: no further than
// terrain that would stop a missile shot, such as a hill crest or more than 2cm
// of woods). Each test plays differently without the rule: friends always blocked a gun's
// sight, and a Ball of Flame struck every unit under its 30 cm whatever the ground.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { bytesPerCall } from '../../../helpers/allocation.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { char, terrainHeader, tracedBattle, unit, warmasterKernel, warmasterText } from './harness.ts';
import { engaged } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { reset } from '../../../../src/systems/warmaster/kernel/deployment.ts';
import { spellLine } from '../../../../src/systems/warmaster/kernel/line-spells.ts';
import { shootingPhase } from '../../../../src/systems/warmaster/kernel/shooting.ts';
import { blocked, closestEnemy, visible } from '../../../../src/systems/warmaster/kernel/sight.ts';
import { spellTarget } from '../../../../src/systems/warmaster/kernel/spell-targets.ts';

// An Empire cannon facing north: stands x 89 and 91, y 16–20 (centres y 18).
const GUN = '{ id: gun, unit: cannon, position: { x: 90, y: 20 } }';
// Orc Warriors facing south, front at y 60: stands x 84–96, y 60–62.
const ORCS = '{ id: o, unit: orc-warriors, position: { x: 90, y: 60 } }';
// The gun's own Halberdiers in front of it, off the hill: stands y 38–40.
const FRIENDS = '{ id: h, unit: halberdiers, position: { x: 90, y: 40 } }';
// A hill under the gun (x 70–110, y 0–30; its crest y 15): the gun stands at height 12/15 = 0.8.
const GUN_HILL = '{ kind: hill, x: 70, y: 0, width: 40, depth: 30 }';

function guns(a: string[], b: string[], terrain: string[]) {
  return tracedBattle('overhead', 'empire', a, 'orcs-and-goblins', b, terrainHeader(terrain));
}

/** The target the gun picks in the Shooting phase (overhead allowed), or −1. */
function gunTarget(k: any, u: number): number {
  k.overheadNow = 1;
  const v = closestEnemy(k, u, k.plan.range[u], true, true);
  k.overheadNow = 0;
  return v;
}

describe('artillery shooting overhead (§4.6)', () => {
  it('a cannon on a hill shoots over its own infantry on lower ground at the enemy beyond', () => {
    const { k, lines } = guns([GUN, FRIENDS], [ORCS], [GUN_HILL]);
    expect(gunTarget(k, unit(k, 'gun'))).toBe(unit(k, 'o'));
    shootingPhase(k, new ScriptedRng().thenAll(1), 0);
    expect(lines.some((l) => l.startsWith('Cannon (gun) hits Orc Warriors (o)'))).toBe(true); // every die hits
    // Other troops and charges still do not see through the friends.
    expect(visible(k, unit(k, 'gun'), unit(k, 'o'))).toBe(false);
  });

  it('off the hill the friends block its sight: no target', () => {
    const { k, lines } = guns([GUN, FRIENDS], [ORCS], []);
    expect(gunTarget(k, unit(k, 'gun'))).toBe(-1);
    shootingPhase(k, new ScriptedRng().thenAll(1), 0);
    expect(lines.some((l) => l.startsWith('Cannon (gun) hits'))).toBe(false);
  });

  it('troops on the same level or higher are not shot over: friends higher up the hill block it', () => {
    // A big hill (x 50–130, y 0–70, crest y 35): the gun (centres y 18) at 18/35, the
    // Halberdiers on the crest (stands y 34–36) at 1; the Orcs beyond the hill (y 74) low.
    const { k } = guns([GUN, '{ id: h, unit: halberdiers, position: { x: 90, y: 36 } }'], ['{ id: o, unit: orc-warriors, position: { x: 90, y: 74 } }'], ['{ kind: hill, x: 50, y: 0, width: 80, depth: 70 }']);
    expect(gunTarget(k, unit(k, 'gun'))).toBe(-1);
  });

  it('a target on a higher level still is shot at over lower troops, from the flat', () => {
    // The gun and its friends on the flat; the Orcs on a hill (x 70–110, y 50–90, crest y 70), stands y 66–68 at 17/20.
    const orcs = '{ id: o, unit: orc-warriors, position: { x: 90, y: 66 } }';
    const up = guns([GUN, FRIENDS], [orcs], ['{ kind: hill, x: 70, y: 50, width: 40, depth: 40 }']).k;
    expect(gunTarget(up, unit(up, 'gun'))).toBe(unit(up, 'o'));
    const flat = guns([GUN, FRIENDS], [orcs], []).k;
    expect(gunTarget(flat, unit(flat, 'gun'))).toBe(-1);
  });

  it('an enemy in combat on lower ground is shot over; an enemy that is a target is never shot over', () => {
    // Goblins (stands y 40–42) fighting the Halberdiers (y 38–40) below the gun: both passed over.
    const gob = '{ id: g, unit: goblins, position: { x: 90, y: 40 } }';
    const { k } = guns([GUN, FRIENDS], [gob, ORCS], [GUN_HILL]);
    expect(engaged(k, unit(k, 'g'))).toBe(true);
    expect(gunTarget(k, unit(k, 'gun'))).toBe(unit(k, 'o'));
    // The same Goblins out of combat must be shot at: they block the Orcs beyond, and are the target.
    const free = guns([GUN], [gob, ORCS], [GUN_HILL]).k;
    free.overheadNow = 1;
    expect(blocked(free, unit(free, 'gun'), unit(free, 'o'))).toBe(true);
    free.overheadNow = 0;
    expect(gunTarget(free, unit(free, 'gun'))).toBe(unit(free, 'g'));
  });

  it('a wood on lower ground is shot over from the hill, not from the flat', () => {
    const wood = '{ kind: wood, x: 80, y: 40, width: 20, depth: 6 }';
    const hill = guns([GUN], [ORCS], [GUN_HILL, wood]).k;
    expect(gunTarget(hill, unit(hill, 'gun'))).toBe(unit(hill, 'o'));
    const flat = guns([GUN], [ORCS], [wood]).k;
    expect(gunTarget(flat, unit(flat, 'gun'))).toBe(-1);
  });

  it('the War Wagon on a hill shoots over friends on lower ground (§11.10), not over a wood', () => {
    const wagon = (terrain: string[], a: string[]) =>
      tracedBattle('wagon', 'kislev', ['{ id: ww, unit: war-wagon, position: { x: 90, y: 20 } }', ...a], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 45 } }'], terrainHeader(terrain)).k;
    const axemen = '{ id: ax, unit: axemen, position: { x: 90, y: 32 } }';
    const up = wagon([GUN_HILL], [axemen]);
    expect(gunTarget(up, unit(up, 'ww'))).toBe(unit(up, 'o'));
    const flat = wagon([], [axemen]);
    expect(gunTarget(flat, unit(flat, 'ww'))).toBe(-1);
    const wooded = wagon([GUN_HILL, '{ kind: wood, x: 80, y: 33, width: 20, depth: 6 }'], []);
    expect(gunTarget(wooded, unit(wooded, 'ww'))).toBe(-1);
    // Flag wagonOverhead: artillery — it shoots over the lower wood as all artillery does.
    const full = tracedBattle('wagon', 'kislev', ['{ id: ww, unit: war-wagon, position: { x: 90, y: 20 } }'], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 45 } }'],
      terrainHeader([GUN_HILL, '{ kind: wood, x: 80, y: 33, width: 20, depth: 6 }'], '{ wagonOverhead: artillery }')).k;
    expect(gunTarget(full, unit(full, 'ww'))).toBe(unit(full, 'o'));
  });
});

describe('line spells stopped by terrain (§8.2 Ball of Flame)', () => {
  // An Empire Wizard with Halberdiers facing north (stands y 18–20; the line starts at their
  // centre, y 19, and runs north along x 90); Goblins and Orc Warriors ahead, facing south.
  function ball(b: string[], terrain: string[], rules = '') {
    const { k, lines } = tracedBattle('line', 'empire', ['{ id: h, unit: halberdiers, position: { x: 90, y: 20 } }', '{ id: wiz, unit: wizard, joins: h }'], 'orcs-and-goblins', b, terrainHeader(terrain, rules));
    const spell = k.plan.spells.spellIds.indexOf('ball-of-flame');
    // Every die a 4: hits in the open, no save for Goblins or Orcs; drive backs come later.
    spellLine(k, new ScriptedRng().thenAll(4), char(k, 'wiz'), spell, unit(k, 'g'));
    const struck = (name: string) => lines.some((l) => l.startsWith(`Ball of Flame strikes ${name}`));
    return { k, struck };
  }

  it('stops at the crest of a hill: the unit before it is struck, the one beyond spared', () => {
    // Hill x 70–110, y 26–40, crest y 33. Goblins on the near slope (y 28–30), Orcs on the far one (y 36–38).
    const units = ['{ id: g, unit: goblins, position: { x: 90, y: 28 } }', '{ id: o, unit: orc-warriors, position: { x: 90, y: 36 } }'];
    const hill = ball(units, ['{ kind: hill, x: 70, y: 26, width: 40, depth: 14 }']);
    expect(hill.struck('Goblins (g)')).toBe(true);
    expect(hill.struck('Orc Warriors (o)')).toBe(false);
    const open = ball(units, []);
    expect(open.struck('Goblins (g)')).toBe(true);
    expect(open.struck('Orc Warriors (o)')).toBe(true);
    // Flag hillSight: open — hills stop no missile shot, so no line either.
    const low = ball(units, ['{ kind: hill, x: 70, y: 26, width: 40, depth: 14 }'], '{ hillSight: open }');
    expect(low.struck('Orc Warriors (o)')).toBe(true);
  });

  it('is not stopped by the hill it is cast from: a caster on the crest casts down the far slope', () => {
    // The Halberdiers on the crest of a hill x 70–110, y 10–30 (crest y 20); the line runs down to the Orcs.
    const units = ['{ id: g, unit: goblins, position: { x: 90, y: 25 } }', '{ id: o, unit: orc-warriors, position: { x: 90, y: 36 } }'];
    const b = ball(units, ['{ kind: hill, x: 70, y: 10, width: 40, depth: 20 }']);
    expect(b.struck('Goblins (g)')).toBe(true);
    expect(b.struck('Orc Warriors (o)')).toBe(true);
  });

  it('stops 2 cm into a wood: a unit within those 2 cm is struck, one deeper in spared', () => {
    // Wood x 70–110, y 30–40: the line enters at y 30 and stops at y 32. Goblins y 31–33, Orcs y 34–36.
    const units = ['{ id: g, unit: goblins, position: { x: 90, y: 31 } }', '{ id: o, unit: orc-warriors, position: { x: 90, y: 34 } }'];
    const wood = ball(units, ['{ kind: wood, x: 70, y: 30, width: 40, depth: 10 }']);
    expect(wood.k.lineReach).toBeCloseTo(13, 4); // from y 19 to y 32
    expect(wood.struck('Goblins (g)')).toBe(true);
    expect(wood.struck('Orc Warriors (o)')).toBe(false);
    const open = ball(units, []);
    expect(open.struck('Orc Warriors (o)')).toBe(true);
  });

  it('the woods it crosses add up: 1 cm of one wood and 1 cm of another make the 2 cm', () => {
    // A 1 cm copse (y 24–25), then a wood from y 30: the line stops at y 31; Goblins y 31–33 struck, Orcs y 34–36 spared.
    const units = ['{ id: g, unit: goblins, position: { x: 90, y: 31 } }', '{ id: o, unit: orc-warriors, position: { x: 90, y: 34 } }'];
    const b = ball(units, ['{ kind: wood, x: 70, y: 24, width: 40, depth: 1 }', '{ kind: wood, x: 70, y: 30, width: 40, depth: 10 }']);
    expect(b.k.lineReach).toBeCloseTo(12, 4);
    expect(b.struck('Goblins (g)')).toBe(true);
    expect(b.struck('Orc Warriors (o)')).toBe(false);
  });

  it('the Wizard does not aim at a unit beyond where his line would stop', () => {
    // Only the Orcs, beyond the crest (y 36–38), with the caster on the hill's near slope so he sees them.
    const { k } = tracedBattle('aim', 'empire', ['{ id: h, unit: halberdiers, position: { x: 90, y: 28 } }', '{ id: wiz, unit: wizard, joins: h }'], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 38 } }'], terrainHeader(['{ kind: hill, x: 70, y: 24, width: 40, depth: 14 }']));
    const spell = k.plan.spells.spellIds.indexOf('ball-of-flame');
    k.spTarget = -1;
    spellTarget(k, char(k, 'wiz'), spell);
    expect(k.spTarget).toBe(-1);
    const open = tracedBattle('aim', 'empire', ['{ id: h, unit: halberdiers, position: { x: 90, y: 28 } }', '{ id: wiz, unit: wizard, joins: h }'], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 38 } }']).k;
    open.spTarget = -1;
    spellTarget(open, char(open, 'wiz'), spell);
    expect(open.spTarget).toBe(unit(open, 'o'));
  });
});

// DESIGN.md §Kernel: the new routines allocate nothing per call after warm-up (the measure of
// allocation.test.ts: bytes allocated, GCs included).
describe('allocation-free shooting overhead and line spells', () => {
  it('a cannon on a hill choosing its target over friends, an engaged enemy and a wood', () => {
    const k = warmasterKernel(warmasterText('overhead', 'empire', [GUN, FRIENDS], 'orcs-and-goblins', ['{ id: g, unit: goblins, position: { x: 90, y: 40 } }', ORCS],
      terrainHeader([GUN_HILL, '{ kind: wood, x: 60, y: 44, width: 60, depth: 6 }'])));
    const rng = new Rng(5, 0);
    let sink = 0;
    const step = () => {
      reset(k);
      k.turn = 1;
      k.playerTurnNo = 1;
      k.overheadNow = 1;
      sink += closestEnemy(k, 0, 60, true, true);
      k.overheadNow = 0;
      shootingPhase(k, rng, 0);
    };
    expect(bytesPerCall(step, 5_000, 5_000)).toBeLessThan(1);
    expect(sink).toBeGreaterThan(0);
  });

  it('a Ball of Flame aimed and stopped by a hill crest and a wood', () => {
    const k = warmasterKernel(warmasterText('line', 'empire', ['{ id: h, unit: halberdiers, position: { x: 90, y: 20 } }', '{ id: wiz, unit: wizard, joins: h }'], 'orcs-and-goblins',
      ['{ id: g, unit: goblins, position: { x: 90, y: 28 } }', '{ id: o, unit: orc-warriors, position: { x: 90, y: 36 } }'],
      terrainHeader(['{ kind: hill, x: 70, y: 26, width: 40, depth: 14 }', '{ kind: wood, x: 60, y: 22, width: 60, depth: 1 }', '{ kind: wood, x: 60, y: 26.5, width: 60, depth: 2 }'])));
    const spell = k.plan.spells.spellIds.indexOf('ball-of-flame');
    const rng = new Rng(6, 0);
    let sink = 0;
    const step = () => {
      reset(k);
      k.turn = 1;
      k.playerTurnNo = 1;
      k.spTarget = -1;
      spellTarget(k, 0, spell);
      sink += k.spTarget + 1;
      spellLine(k, rng, 0, spell, 1); // at the Goblins
      if (k.lineReach > 8 && k.lineReach < 10) sink++; // stopped 2 cm into the woods, at y 28
    };
    expect(bytesPerCall(step, 5_000, 5_000)).toBeLessThan(1);
    expect(sink).toBeGreaterThan(0);
  });
});
