// Warmaster bridges and roads (README "Terrain"; rulebook §1.3 "Terrain" and the notes on
// terrain, "Roads, bridges & lanes" and "Woods, ruins, villages & other dense terrain"): a
// bridge lets every unit over the river or marsh it lies on, a road lets every unit through the
// wood or dense ground it crosses; neither gives cover, hides anything or speeds a move, and a
// road stays part of its wood for orders, sight and cover. Each scenario here plays differently
// without the bridge or road it tests.
import { penalty } from '../../../../src/systems/warmaster/kernel/order-penalty.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { T_PART } from '../../../../src/systems/warmaster/plan.ts';
import { parseText } from '../../../helpers/load.ts';
import { whollyBlockedBy } from '../../../../src/systems/warmaster/terrain.ts';
import { startCommand, terrainHeader, tracedBattle, warmasterText } from './harness.ts';
import { charge } from '../../../../src/systems/warmaster/kernel/charges.ts';
import { terrainCover } from '../../../../src/systems/warmaster/kernel/defended.ts';
import { box } from '../../../../src/systems/warmaster/kernel/footprint.ts';
import { approach } from '../../../../src/systems/warmaster/kernel/movement.ts';
import { retreat } from '../../../../src/systems/warmaster/kernel/retreat.ts';
import { visible } from '../../../../src/systems/warmaster/kernel/sight.ts';

const CHARGE = 0;

/** Side a's units `a` (Orcs unless armyA) against side b's `b` (Empire unless armyB), with terrain pieces. */
function battle(pieces: string[], a: string[], b: string[], armyA = 'orcs-and-goblins', armyB = 'empire') {
  return tracedBattle('bridges and roads', armyA, a, armyB, b, terrainHeader(pieces));
}

/** Far enemies, out of everyone's way. */
const FAR_EMPIRE = ['{ id: far, unit: halberdiers, position: { x: 90, y: 115 } }'];
const FAR_ORCS = ['{ id: far, unit: orc-warriors, position: { x: 90, y: 115 } }'];

/** A river 4 cm wide across the table at y 45–49 (the near bank at y 45). */
const RIVER = '{ kind: river, x: 0, y: 45, width: 180, depth: 4 }';
const MARSH = '{ kind: marsh, x: 0, y: 45, width: 180, depth: 4 }';
/** A bridge 8 cm wide (x 86–94) over it, 2 cm onto each bank. */
const BRIDGE = '{ kind: bridge, x: 86, y: 43, width: 8, depth: 8 }';
/** A bridge 3 cm wide (x 88.5–91.5): room for one chariot stand (2 cm wide), not three abreast. */
const NARROW = '{ kind: bridge, x: 88.5, y: 43, width: 3, depth: 8 }';

/** Where the front of unit 0 (front edge centre at (90, 30), facing north) is after an ordered approach north. */
function frontAfterApproach(unit: string, pieces: string[], army = 'orcs-and-goblins', extra = ''): number {
  const { k } = battle(pieces, [`{ id: u, unit: ${unit}, position: { x: 90, y: 30 }${extra} }`], army === 'orcs-and-goblins' ? FAR_EMPIRE : FAR_ORCS, army, army === 'orcs-and-goblins' ? 'empire' : 'orcs-and-goblins');
  approach(k, new Rng(1, 0), 0, 1, k.plan.pace[0]);
  box(k, 0);
  return k.by1;
}

describe('bridges (§1.3)', () => {
  it('chariots halt at a river without a bridge and cross it by one', () => {
    // Three Wolf Chariots abreast (x 87–93): 30 cm from y 30 takes their front to y 60.
    expect(frontAfterApproach('wolf-chariots', [RIVER])).toBeCloseTo(45, 6);
    expect(frontAfterApproach('wolf-chariots', [RIVER, BRIDGE])).toBeCloseTo(60, 6);
    // No faster over it than in the open.
    expect(frontAfterApproach('wolf-chariots', [])).toBeCloseTo(60, 6);
    // A bridge elsewhere on the river does not help them.
    expect(frontAfterApproach('wolf-chariots', [RIVER, '{ kind: bridge, x: 40, y: 43, width: 8, depth: 8 }'])).toBeCloseTo(45, 6);
  });

  it('a unit crosses only where all of it fits: a column files over a narrow bridge, a line halts', () => {
    expect(frontAfterApproach('wolf-chariots', [RIVER, NARROW])).toBeCloseTo(45, 6);
    // In column (files: 1) the chariots are 2 cm wide (x 89–91) and go over, 30 cm.
    expect(frontAfterApproach('wolf-chariots', [RIVER, NARROW], 'orcs-and-goblins', ', files: 1')).toBeCloseTo(60, 6);
  });

  it('artillery and machines cross by a bridge only (§1.3, §4.6)', () => {
    // A Dwarf Flame Cannon is artillery (10 cm); move it up to the river first.
    const { k } = battle([RIVER], ['{ id: c, unit: flame-cannon, position: { x: 90, y: 44 } }'], FAR_ORCS, 'dwarfs', 'orcs-and-goblins');
    approach(k, new Rng(1, 0), 0, 1, k.plan.pace[0]);
    box(k, 0);
    expect(k.by1).toBeCloseTo(45, 6);
    const bridged = battle([RIVER, BRIDGE], ['{ id: c, unit: flame-cannon, position: { x: 90, y: 44 } }'], FAR_ORCS, 'dwarfs', 'orcs-and-goblins').k;
    approach(bridged, new Rng(1, 0), 0, 1, bridged.plan.pace[0]);
    box(bridged, 0);
    expect(bridged.by1).toBeCloseTo(54, 6);
  });

  it('cavalry and monsters halt at a marsh (a deep river) and cross it by a bridge', () => {
    expect(frontAfterApproach('wolf-riders', [MARSH])).toBeCloseTo(45, 6);
    expect(frontAfterApproach('wolf-riders', [MARSH, BRIDGE])).toBeCloseTo(60, 6);
    // A fordable river they cross anywhere.
    expect(frontAfterApproach('wolf-riders', [RIVER])).toBeCloseTo(60, 6);
  });

  it('infantry are unaffected: they wade the river and the marsh, and walk the bridge at the same pace', () => {
    for (const water of [RIVER, MARSH]) {
      expect(frontAfterApproach('orc-warriors', [water])).toBeCloseTo(50, 6);
      expect(frontAfterApproach('orc-warriors', [water, BRIDGE])).toBeCloseTo(50, 6);
    }
  });

  it('chariots charge across a bridge; without it the river bars the way (§3.3)', () => {
    // Halberdiers facing south, their front on the far bank at y 55; chariots in column at y 30.
    const chargeOver = (pieces: string[]) => {
      const { k } = battle(pieces, ['{ id: c, unit: wolf-chariots, files: 1, position: { x: 90, y: 30 } }'], ['{ id: h, unit: halberdiers, position: { x: 90, y: 55, facing: 180 } }']);
      return charge(k, new Rng(1, 0), 0, 1, 30, CHARGE);
    };
    expect(chargeOver([RIVER])).toBe(false);
    expect(chargeOver([RIVER, NARROW])).toBe(true);
    expect(chargeOver([])).toBe(true);
  });

  it('chariots retreating over the river lose the stands the water would take, not one on the bridge (§5.6)', () => {
    // Three chariots abreast facing north, stands x 87–93, y 36–40; a river behind them at
    // y 30–34, and the narrow bridge over it behind the middle stand only (x 88.5–91.5).
    const retreatOver = (pieces: string[]) => {
      const { k } = battle(pieces, ['{ id: c, unit: wolf-chariots, position: { x: 90, y: 40 } }'], FAR_EMPIRE);
      retreat(k, new Rng(1, 0), 0, 8);
      return k.left[0];
    };
    const river = '{ kind: river, x: 0, y: 30, width: 180, depth: 4 }';
    expect(retreatOver([])).toBe(3);
    expect(retreatOver([river])).toBe(0);
    expect(retreatOver([river, '{ kind: bridge, x: 88.5, y: 28, width: 3, depth: 8 }'])).toBe(1);
  });

  it('never hides anything and gives no cover; a unit may deploy on it where the water is not', () => {
    const { k } = battle([RIVER, BRIDGE], ['{ id: c, unit: wolf-chariots, position: { x: 90, y: 50 } }'], ['{ id: h, unit: halberdiers, position: { x: 90, y: 70, facing: 180 } }']);
    expect(visible(k, 0, 1)).toBe(true);
    expect(terrainCover(k, 1, 0, false)).toBe(false);
    // Deployed half off the bridge, in the river: refused, naming the river.
    const off = warmasterText('t', 'orcs-and-goblins', ['{ id: c, unit: wolf-chariots, position: { x: 95, y: 50 } }'], 'empire', FAR_EMPIRE, terrainHeader([RIVER, BRIDGE]));
    expect(() => parseText(off)).toThrow(/battlefield.terrain\[0\] \(river\)/);
  });

  it('is cut into the parts of the river it leaves, each stopping whom the river stops', () => {
    const { k } = battle([RIVER, BRIDGE], ['{ id: c, unit: wolf-chariots, position: { x: 90, y: 30 } }'], FAR_EMPIRE);
    const p = k.plan;
    expect(Array.from(p.terrainKind)).toEqual([4, 8, T_PART, T_PART]);
    expect(Array.from(p.terrainMove.slice(0, 2))).toEqual([0, 0]); // the river and bridge stop nobody themselves
    expect(Array.from(p.terrainSource)).toEqual([0, 1, 0, 0]);
    expect([p.tx0[2], p.tx1[2], p.tx0[3], p.tx1[3]]).toEqual([0, 86, 94, 180]);
  });
});

describe('roads through woods and dense ground (rulebook notes on terrain)', () => {
  /** A wood x 60–120, y 40–80, and a road 2 cm wide (x 89–91) running north through it. */
  const WOOD = '{ kind: wood, x: 60, y: 40, width: 60, depth: 40 }';
  const ROAD = '{ kind: road, x: 89, y: 0, width: 2, depth: 120 }';

  it('lets cavalry in column through a wood at their usual pace; a line wider than the road halts', () => {
    expect(frontAfterApproach('wolf-riders', [WOOD])).toBeCloseTo(40, 6);
    expect(frontAfterApproach('wolf-riders', [WOOD, ROAD])).toBeCloseTo(40, 6); // 6 cm abreast: the trees stop the outer stands
    expect(frontAfterApproach('wolf-riders', [WOOD, ROAD], 'orcs-and-goblins', ', files: 1')).toBeCloseTo(60, 6);
    expect(frontAfterApproach('wolf-riders', [], 'orcs-and-goblins', ', files: 1')).toBeCloseTo(60, 6);
    // Chariots, and through dense ground too.
    const village = '{ kind: dense, x: 60, y: 40, width: 60, depth: 40 }';
    expect(frontAfterApproach('wolf-chariots', [village], 'orcs-and-goblins', ', files: 1')).toBeCloseTo(40, 6);
    expect(frontAfterApproach('wolf-chariots', [village, ROAD], 'orcs-and-goblins', ', files: 1')).toBeCloseTo(60, 6);
    // Infantry gain nothing from it.
    expect(frontAfterApproach('orc-warriors', [WOOD, ROAD], 'orcs-and-goblins', ', files: 1')).toBeCloseTo(50, 6);
  });

  it('is no ford or bridge: a road over a river or a steep hill changes nothing there', () => {
    expect(frontAfterApproach('wolf-chariots', [RIVER, ROAD], 'orcs-and-goblins', ', files: 1')).toBeCloseTo(45, 6);
    const steep = '{ kind: steep-hill, x: 60, y: 40, width: 60, depth: 40 }';
    expect(frontAfterApproach('wolf-riders', [steep, ROAD], 'orcs-and-goblins', ', files: 1')).toBeCloseTo(40, 6);
  });

  it('stays part of the wood: −1 to orders, defended, sight 2 cm, for a unit on it (§2.4, §4.1, §5.11)', () => {
    // Orc Warriors in column on the road, 10 cm into the wood (stands y 44–50).
    const units = ['{ id: o, unit: orc-warriors, files: 1, position: { x: 90, y: 50 } }', '{ id: g, unit: orc-general, position: { x: 90, y: 20 } }'];
    const { k } = battle([WOOD, ROAD], units, ['{ id: h, unit: halberdiers, position: { x: 90, y: 90, facing: 180 } }']);
    startCommand(k);
    const open = battle([], units, ['{ id: h, unit: halberdiers, position: { x: 90, y: 90, facing: 180 } }']).k;
    startCommand(open);
    expect(penalty(k, 0) - penalty(open, 0)).toBe(1);
    expect(terrainCover(k, 0, 1, false)).toBe(true);
    expect(terrainCover(open, 0, 1, false)).toBe(false);
    // 10 cm deep in the wood, the Halberdiers beyond its far edge do not see them, road or no road.
    expect(visible(k, 1, 0)).toBe(false);
    expect(visible(open, 1, 0)).toBe(true);
  });

  it('flyers still may not stop over the wood, road or not (§3.4); cavalry may deploy on the road', () => {
    const deploy = (army: string, unit: string) => () =>
      parseText(warmasterText('t', army, [`{ id: u, unit: ${unit}, files: 1, position: { x: 90, y: 60 } }`], 'empire', FAR_EMPIRE, terrainHeader([WOOD, ROAD])));
    expect(deploy('orcs-and-goblins', 'wolf-riders')).not.toThrow();
    expect(deploy('dark-elves', 'harpies')).toThrow(/Harpies cannot enter.*battlefield.terrain\[0\] \(wood\)/);
  });

  it('a mounted Hero may join a unit on the road, not one wholly among the trees beside it (§3.5, §7)', () => {
    const hero = (x: number) =>
      warmasterText('t', 'high-elves', [`{ id: s, unit: spearmen, files: 1, position: { x: ${x}, y: 60 } }`, '{ id: g, unit: general, position: { x: 30, y: 5 } }', '{ id: hero, unit: hero, mount: chariot, joins: s }'], 'empire', FAR_EMPIRE, terrainHeader([WOOD, ROAD]));
    expect(() => parseText(hero(90))).not.toThrow();
    expect(() => parseText(hero(75))).toThrow(/wholly in battlefield.terrain\[0\], wood/);
  });

  it('a unit wholly in a wood is wholly in it across the seams between the parts a road leaves', () => {
    // A track that stops inside the wood (y 50–60) leaves four parts; a box across the seam of
    // the near band and the part west of the track is still wholly among the trees.
    const track = '{ kind: road, x: 89, y: 50, width: 2, depth: 10 }';
    const { k } = battle([WOOD, track], ['{ id: c, unit: wolf-chariots, position: { x: 90, y: 30 } }'], FAR_EMPIRE);
    const p = k.plan;
    expect(p.terrainKind.length).toBe(6);
    const wood = 1 << 0;
    expect(whollyBlockedBy(p, wood, 70, 48, 82, 52)).toBe(0);
    expect(whollyBlockedBy(p, wood, 84, 52, 90, 56)).toBe(-1); // partly on the track
    expect(whollyBlockedBy(p, wood, 50, 48, 62, 52)).toBe(-1); // partly outside the wood
  });
});
