// Warmaster terrain pieces (README "Terrain"): who may enter what (§1.3, §3.4), moves halted at
// the edge, charges, evades, retreats, pursuits, advances and fall backs that respect it (§3,
// §5.6–§5.9), drive backs into impassable ground (§4.4, §13 A5), the dense-terrain order
// penalty (§2.4, E2), sight through woods and over hills (§4.1), defended ground (§5.11) and
// mounted characters (§7). Each scenario here plays differently without the piece it tests.
import { gather } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { penalty } from '../../../../src/systems/warmaster/kernel/order-penalty.ts';
import { orderTest } from '../../../../src/systems/warmaster/kernel/order-test.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { DEFENDED, OPEN } from '../../../../src/systems/warmaster/plan.ts';
import { parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { startCommand, terrainHeader, tracedBattle, warmasterText } from './harness.ts';
import { endGroup, formGroup } from '../../../../src/systems/warmaster/kernel/brigades.ts';
import { mountsLeaveTerrain } from '../../../../src/systems/warmaster/kernel/characters.ts';
import { charge } from '../../../../src/systems/warmaster/kernel/charges.ts';
import { combatPhase } from '../../../../src/systems/warmaster/kernel/combat.ts';
import { coverOf, toHitOf } from '../../../../src/systems/warmaster/kernel/defended.ts';
import { reset } from '../../../../src/systems/warmaster/kernel/deployment.ts';
import { driveBack } from '../../../../src/systems/warmaster/kernel/drive-backs.ts';
import { evade } from '../../../../src/systems/warmaster/kernel/evade.ts';
import { fallBackAll } from '../../../../src/systems/warmaster/kernel/fall-back.ts';
import { box } from '../../../../src/systems/warmaster/kernel/footprint.ts';
import { initiativeTarget } from '../../../../src/systems/warmaster/kernel/initiative.ts';
import { approach } from '../../../../src/systems/warmaster/kernel/movement.ts';
import { retreat } from '../../../../src/systems/warmaster/kernel/retreat.ts';
import { closestEnemy, visible } from '../../../../src/systems/warmaster/kernel/sight.ts';
import { spellTarget } from '../../../../src/systems/warmaster/kernel/spell-targets.ts';
import { unitOnKinds } from '../../../../src/systems/warmaster/kernel/terrain.ts';
import { shift } from '../../../../src/systems/warmaster/kernel/travel.ts';
import { divided } from '../../../../src/systems/warmaster/kernel/way-round.ts';

const CHARGE = 0;
const ADVANCE = 1;

/** Side a's units `a` (Empire unless armyA) against side b's `b` (Orcs unless armyB), with terrain pieces. */
function battle(pieces: string[], a: string[], b: string[], armyA = 'empire', armyB = 'orcs-and-goblins', rules = '') {
  return tracedBattle('terrain', armyA, a, armyB, b, terrainHeader(pieces, rules));
}

/** The far Orcs, out of everyone's way (more than 20 cm from anything of side a). */
const FAR_ORCS = ['{ id: far, unit: orc-warriors, position: { x: 90, y: 115 } }'];

describe('terrain pieces in the scenario (§1.3)', () => {
  it('accepts the Warmaster kinds, and names the nearest kind for a misspelt one', () => {
    const text = (kind: string) => warmasterText('t', 'empire', ['{ id: h, unit: halberdiers, position: { x: 90, y: 20 } }'], 'orcs-and-goblins', FAR_ORCS, terrainHeader([`{ kind: ${kind}, x: 10, y: 50, width: 20, depth: 10 }`]));
    for (const kind of ['wood', 'dense', 'hill', 'steep-hill', 'river', 'marsh', 'impassable']) expect(() => parseText(text(kind))).not.toThrow();
    expect(() => parseText(text('woods'))).toThrow(/did you mean "wood"/);
  });

  it('refuses a unit deployed on terrain it may not enter, and a chariot-riding Hero joining a unit wholly in a wood', () => {
    const knights = warmasterText('t', 'empire', ['{ id: k, unit: knights, position: { x: 90, y: 20 } }'], 'orcs-and-goblins', FAR_ORCS, terrainHeader(['{ kind: wood, x: 80, y: 10, width: 20, depth: 20 }']));
    expect(() => parseText(knights)).toThrow(/clear of terrain Knights cannot enter.*wood/);
    const harpies = warmasterText('t', 'dark-elves', ['{ id: h, unit: harpies, position: { x: 90, y: 20 } }'], 'orcs-and-goblins', FAR_ORCS, terrainHeader(['{ kind: wood, x: 80, y: 10, width: 20, depth: 20 }']));
    expect(() => parseText(harpies)).toThrow(/Harpies cannot enter/);
    const onFoot = ['{ id: s, unit: spearmen, position: { x: 90, y: 20 } }', '{ id: g, unit: general, position: { x: 90, y: 5 } }'];
    const hero = (mount: string) => warmasterText('t', 'dark-elves', [...onFoot, `{ id: hero, unit: hero, ${mount}joins: s }`], 'orcs-and-goblins', FAR_ORCS, terrainHeader(['{ kind: wood, x: 70, y: 10, width: 40, depth: 20 }']));
    expect(() => parseText(hero('mount: chariot, '))).toThrow(/wholly in battlefield.terrain\[0\], wood.*cannot join a unit standing wholly in terrain the mount cannot enter/);
    expect(() => parseText(hero(''))).not.toThrow();
  });
});

describe('dense terrain: −1 to orders (§2.4)', () => {
  /** Halberdiers (stands x 84–96, y 38–40) with a General 25 cm behind them, Orcs far away. */
  const E2_UNITS = ['{ id: h, unit: halberdiers, position: { x: 90, y: 40 } }', '{ id: g, unit: general, position: { x: 90, y: 13 } }'];

  it('E2: Command 9, 25 cm away (−1), in a wood (−1): the order needs 7, p = 21/36', () => {
    const { k } = battle(['{ kind: wood, x: 70, y: 30, width: 40, depth: 20, name: the wood }'], E2_UNITS, FAR_ORCS);
    startCommand(k);
    expect(penalty(k, 0)).toBe(2);
    const open = battle([], E2_UNITS, FAR_ORCS).k;
    startCommand(open);
    expect(penalty(open, 0)).toBe(1);
    k.tracer = null;
    const rng = new Rng(11, 0);
    const n = 40_000;
    let ok = 0;
    for (let i = 0; i < n; i++) {
      reset(k);
      startCommand(k);
      if (orderTest(k, rng, 0) === 1) ok++;
      endGroup(k);
    }
    const p = 21 / 36;
    expect(Math.abs(ok / n - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n));
  });

  it('counts a stand even partly in a wood, village or ruins, not one only touching its edge', () => {
    const pen = (piece: string) => {
      const { k } = battle([piece], E2_UNITS, FAR_ORCS);
      startCommand(k);
      return penalty(k, 0);
    };
    expect(pen('{ kind: dense, x: 95, y: 20, width: 10, depth: 30 }')).toBe(2); // 1 cm of one stand
    expect(pen('{ kind: wood, x: 96, y: 20, width: 10, depth: 30 }')).toBe(1); // touching the edge only
    expect(pen('{ kind: hill, x: 70, y: 30, width: 40, depth: 20 }')).toBe(1); // a hill is not dense
  });

  it('a brigade takes it once, for any of its units in the wood (§2.6)', () => {
    const units = [
      '{ id: h1, unit: halberdiers, brigade: x, position: { x: 78, y: 40 } }',
      '{ id: h2, unit: halberdiers, brigade: x, position: { x: 90, y: 40 } }',
      '{ id: g, unit: general, position: { x: 84, y: 13 } }',
    ];
    const pen = (pieces: string[]) => {
      const { k } = battle(pieces, units, FAR_ORCS);
      startCommand(k);
      formGroup(k, 0, 0);
      return penalty(k, 0);
    };
    const base = pen([]);
    expect(pen(['{ kind: wood, x: 60, y: 30, width: 60, depth: 20 }'])).toBe(base + 1); // both in
    expect(pen(['{ kind: wood, x: 94, y: 30, width: 20, depth: 20 }'])).toBe(base + 1); // one stand of h2
  });

  it('Lizardmen ignore it (§2.4, §11.8)', () => {
    const liz = ['{ id: skinks, unit: skinks, position: { x: 90, y: 40 } }', '{ id: hero, unit: skink-hero, position: { x: 90, y: 13 } }'];
    const pen = (pieces: string[]) => {
      const { k } = battle(pieces, liz, FAR_ORCS, 'lizardmen');
      startCommand(k);
      return penalty(k, 0);
    };
    expect(pen(['{ kind: wood, x: 70, y: 30, width: 40, depth: 20 }'])).toBe(pen([]));
  });
});

describe('who may enter what: moves halt at the edge (§1.3, §3)', () => {
  /** Where the front of unit 0 is after an ordered approach towards the far Orcs. */
  function frontAfterApproach(unit: string, pieces: string[], army = 'empire'): number {
    const { k } = battle(pieces, [`{ id: u, unit: ${unit}, position: { x: 90, y: 30 } }`], FAR_ORCS, army);
    approach(k, new Rng(1, 0), 0, 1, k.plan.pace[0]);
    box(k, 0);
    return k.by1;
  }

  it('cavalry stop at a wood, a marsh and a steep hill; infantry walk on; everyone crosses an open hill', () => {
    for (const kind of ['wood', 'marsh', 'steep-hill', 'dense', 'impassable']) {
      expect(frontAfterApproach('knights', [`{ kind: ${kind}, x: 70, y: 40, width: 40, depth: 20 }`]), kind).toBeCloseTo(40, 6);
    }
    expect(frontAfterApproach('knights', ['{ kind: hill, x: 70, y: 40, width: 40, depth: 20 }'])).toBeCloseTo(60, 6);
    expect(frontAfterApproach('knights', ['{ kind: river, x: 70, y: 40, width: 40, depth: 4 }'])).toBeCloseTo(60, 6);
    expect(frontAfterApproach('halberdiers', ['{ kind: wood, x: 70, y: 40, width: 40, depth: 20 }'])).toBeCloseTo(50, 6);
    expect(frontAfterApproach('halberdiers', ['{ kind: impassable, x: 70, y: 40, width: 40, depth: 20 }'])).toBeCloseTo(40, 6);
  });

  it('chariots stop at a river and a low obstacle, which cavalry cross', () => {
    const hedge = '{ kind: obstacle, from: [60, 45], to: [120, 45] }';
    const river = '{ kind: river, x: 60, y: 45, width: 60, depth: 4 }';
    expect(frontAfterApproach('wolf-chariots', [hedge], 'orcs-and-goblins')).toBeCloseTo(45, 6);
    expect(frontAfterApproach('wolf-chariots', [river], 'orcs-and-goblins')).toBeCloseTo(45, 6);
    expect(frontAfterApproach('wolf-riders', [hedge], 'orcs-and-goblins')).toBeCloseTo(60, 6);
    expect(frontAfterApproach('wolf-riders', [river], 'orcs-and-goblins')).toBeCloseTo(60, 6);
    // A slanted hedge stops them where their stands meet it.
    expect(frontAfterApproach('wolf-chariots', ['{ kind: obstacle, from: [60, 35], to: [120, 55] }'], 'orcs-and-goblins')).toBeLessThan(46);
  });

  it('an evade stops at the edge of terrain it cannot enter (§3.2)', () => {
    const orcs = ['{ id: o, unit: orc-warriors, position: { x: 90, y: 52 } }'];
    const evaded = (pieces: string[]) => {
      const { k } = battle(pieces, ['{ id: k, unit: knights, position: { x: 90, y: 40 } }'], orcs);
      evade(k, new Rng(1, 0), 0, 1);
      box(k, 0);
      return k.by0;
    };
    expect(evaded([])).toBeCloseTo(6, 6); // 30 cm straight back
    expect(evaded(['{ kind: wood, x: 60, y: 10, width: 60, depth: 20 }'])).toBeCloseTo(30, 6);
  });
});

describe('sight (§4.1, §2.7)', () => {
  /** Crossbowmen facing north with their front at y = yc, Orcs facing south with their front at y = yo. */
  function sees(pieces: string[], yc: number, yo: number, rules = ''): boolean {
    const { k } = battle(pieces, [`{ id: c, unit: crossbowmen, position: { x: 90, y: ${yc} } }`], [`{ id: o, unit: orc-warriors, position: { x: 90, y: ${yo} } }`], 'empire', 'orcs-and-goblins', rules);
    return visible(k, 0, 1) && closestEnemy(k, 0, 30, true, true) === 1;
  }
  const WOOD = '{ kind: wood, x: 60, y: 20, width: 60, depth: 30 }'; // its far edge at y = 50

  it('a stand sees 2 cm out of a wood and is seen 2 cm into it, no further', () => {
    expect(sees([WOOD], 48.5, 60)).toBe(true); // 1.5 cm in
    expect(sees([WOOD], 47, 60)).toBe(false); // 3 cm in
    expect(sees([], 47, 60)).toBe(true);
    // Both outside, a wood between them.
    expect(sees(['{ kind: wood, x: 60, y: 45, width: 60, depth: 5 }'], 40, 60)).toBe(false);
    expect(sees(['{ kind: dense, x: 60, y: 45, width: 60, depth: 5 }'], 40, 60)).toBe(false);
    // Low ground hides nothing.
    for (const kind of ['marsh', 'river', 'impassable']) expect(sees([`{ kind: ${kind}, x: 60, y: 45, width: 60, depth: 5 }`], 40, 60), kind).toBe(true);
  });

  it('a hill between two units hides them from each other, not from a unit on it (flag hillSight)', () => {
    const hill = '{ kind: hill, x: 60, y: 45, width: 60, depth: 6 }';
    expect(sees([hill], 40, 60)).toBe(false);
    expect(sees([hill], 40, 60, '{ hillSight: open }')).toBe(true);
    expect(sees([hill], 49, 60)).toBe(true); // the crossbowmen stand on it
  });
});

describe('initiative ignores enemies across a barrier neither can get round (§2.7)', () => {
  /**
   * The enemy unit 0 would react to by initiative: Knights (side a, facing north, front at
   * y 40) and side b's units, with terrain pieces.
   */
  function target(pieces: string[], b: string[], unit = 'knights'): number {
    const { k } = battle(pieces, [`{ id: a, unit: ${unit}, position: { x: 90, y: 40 } }`], b);
    startCommand(k);
    return initiativeTarget(k, 0);
  }
  /** Wolf Riders facing south with their front at y 55, 15 cm from the Knights. */
  const RIDERS = ['{ id: w, unit: wolf-riders, position: { x: 90, y: 55 } }'];
  /** Across the table at y 45–50: a deep river (marsh) and a fordable one (river). */
  const DEEP = '{ kind: marsh, x: 0, y: 45, width: 180, depth: 5 }';
  const FORD = '{ kind: river, x: 0, y: 45, width: 180, depth: 5 }';

  it('two cavalry units divided by a deep river ignore each other; across a ford they do not', () => {
    expect(target([], RIDERS)).toBe(1);
    expect(target([DEEP], RIDERS)).toBe(-1);
    expect(target([FORD], RIDERS)).toBe(1);
    // The rulebook's own example: cavalry and a river they cannot cross, either way round.
    const { k } = battle([DEEP], ['{ id: a, unit: knights, position: { x: 90, y: 40 } }'], RIDERS);
    expect(divided(k, 0, 1)).toBe(true);
    expect(divided(k, 1, 0)).toBe(true);
  });

  it('only a barrier both may not enter: infantry wade the marsh, so cavalry see them as the closest', () => {
    expect(target([DEEP], ['{ id: o, unit: orc-warriors, position: { x: 90, y: 55 } }'])).toBe(1);
    expect(target([DEEP], RIDERS, 'halberdiers')).toBe(1);
    // Impassable ground divides everyone who walks.
    expect(target(['{ kind: impassable, x: 0, y: 45, width: 180, depth: 5 }'], ['{ id: o, unit: orc-warriors, position: { x: 90, y: 55 } }'], 'halberdiers')).toBe(-1);
  });

  it('not divided when either could get round within a full pace move: a short marsh, a bridge near by', () => {
    // A marsh 20 cm long: round its end the Knights' way is about 32 cm against 19 straight, 15 of it the gap: 17 more than straight, within 30.
    expect(target(['{ kind: marsh, x: 80, y: 45, width: 20, depth: 5 }'], RIDERS)).toBe(1);
    // A marsh 60 cm long is not.
    expect(target(['{ kind: marsh, x: 60, y: 45, width: 60, depth: 5 }'], RIDERS)).toBe(-1);
    // A bridge 10 cm to the side opens the way; 40 cm to the side it is too far.
    expect(target([DEEP, '{ kind: bridge, x: 98, y: 43, width: 4, depth: 9 }'], RIDERS)).toBe(1);
    expect(target([DEEP, '{ kind: bridge, x: 128, y: 43, width: 4, depth: 9 }'], RIDERS)).toBe(-1);
    // A bridge too narrow for a stand (1 cm) is no way.
    expect(target([DEEP, '{ kind: bridge, x: 99, y: 43, width: 1, depth: 9 }'], RIDERS)).toBe(-1);
  });

  it('the closest enemy not divided is the one that counts: the Knights charge the Orcs on their own bank', () => {
    // Orc Warriors 17 cm to the Knights' east on the same bank, farther than the Wolf Riders.
    const b = [...RIDERS, '{ id: o, unit: orc-warriors, position: { x: 110, y: 36, facing: 270 } }'];
    expect(target([], b)).toBe(1);
    expect(target([DEEP], b)).toBe(2);
  });

  it('flyers are never divided: they fly over in the Command phase (§3.4)', () => {
    const { k } = battle([DEEP], ['{ id: a, unit: knights, position: { x: 90, y: 40 } }'], ['{ id: h, unit: harpies, position: { x: 90, y: 55 } }'], 'empire', 'dark-elves');
    expect(divided(k, 0, 1)).toBe(false);
  });

  it('chariots divided by a hedge neither can cross, unless its end is near', () => {
    const chariots = (hedge: string) => {
      const { k } = battle([hedge], ['{ id: c, unit: wolf-chariots, position: { x: 90, y: 40 } }'], ['{ id: d, unit: chariots, position: { x: 90, y: 55 } }'], 'orcs-and-goblins', 'high-elves');
      return divided(k, 0, 1);
    };
    expect(chariots('{ kind: obstacle, from: [0, 47], to: [180, 47] }')).toBe(true);
    expect(chariots('{ kind: obstacle, from: [85, 47], to: [180, 47] }')).toBe(false);
  });
});

describe('charges, advances and pursuits (§3.3, §5.7, §5.8)', () => {
  /** Halberdiers facing south with their front at y = yh, Knights facing north 10 cm below. */
  function knightsAndFoot(pieces: string[], yh: number) {
    return battle(pieces, ['{ id: k, unit: knights, position: { x: 90, y: 30 } }'], [`{ id: h, unit: orc-warriors, position: { x: 90, y: ${yh} } }`]);
  }
  const WOOD = '{ kind: wood, x: 60, y: 40, width: 60, depth: 30 }'; // near edge y = 40

  it('cavalry charge infantry at the very edge of a wood, not 1 cm inside it', () => {
    expect(charge(knightsAndFoot([WOOD], 40).k, new Rng(1, 0), 0, 1, 30, CHARGE)).toBe(true);
    expect(charge(knightsAndFoot([WOOD], 41).k, new Rng(1, 0), 0, 1, 30, CHARGE)).toBe(false);
    expect(charge(knightsAndFoot([], 41).k, new Rng(1, 0), 0, 1, 30, CHARGE)).toBe(true);
    // Nor may they advance into such a unit (§5.8).
    expect(charge(knightsAndFoot([WOOD], 41).k, new Rng(1, 0), 0, 1, 20, ADVANCE)).toBe(false);
  });

  it('infantry charge into the wood; chariots cannot charge across a hedge', () => {
    const { k } = battle([WOOD], ['{ id: h, unit: halberdiers, position: { x: 90, y: 38 } }'], ['{ id: o, unit: orc-warriors, position: { x: 90, y: 50 } }']);
    expect(charge(k, new Rng(1, 0), 0, 1, 20, CHARGE)).toBe(true);
    const hedge = '{ kind: obstacle, from: [60, 36], to: [120, 36] }';
    const chariots = (pieces: string[]) => battle(pieces, ['{ id: c, unit: wolf-chariots, position: { x: 90, y: 30 } }'], ['{ id: h, unit: halberdiers, position: { x: 90, y: 40 } }'], 'orcs-and-goblins', 'empire').k;
    expect(charge(chariots([hedge]), new Rng(1, 0), 0, 1, 30, CHARGE)).toBe(false);
    expect(charge(chariots([]), new Rng(1, 0), 0, 1, 30, CHARGE)).toBe(true);
  });

  it('cavalry never pursue infantry that retreat into a wood (seeded battles)', () => {
    // Orcs with their rear against the wood's edge, charged by Knights, over 100 combats. A
    // retreat of 3 cm or more takes their front into the wood, where the Knights cannot follow;
    // after a shorter one the Knights may pursue to its edge.
    const play = (pieces: string[]) => {
      const { k, lines } = knightsAndFoot(pieces, 42);
      const rng = new Rng(5, 0);
      for (let i = 0; i < 100; i++) {
        reset(k);
        k.turn = 1;
        k.playerTurnNo = 1;
        charge(k, rng, 0, 1, 30, CHARGE);
        combatPhase(k, rng);
        expect(unitOnKinds(k, 0, 1, k.terrainBit)).toBe(false); // never a Knight stand in the wood
      }
      let deep = 0;
      let pursued = 0;
      lines.forEach((l, i) => {
        const m = /^Orc Warriors \(h\) retreats (\d+) cm/.exec(l);
        if (!m || Number(m[1]) < 3) return;
        deep++;
        if (lines[i + 1]?.includes('pursues')) pursued++;
      });
      return { deep, pursued };
    };
    const wood = play(['{ kind: wood, x: 60, y: 44, width: 60, depth: 40 }']);
    expect(wood.deep).toBeGreaterThan(15);
    expect(wood.pursued).toBe(0);
    expect(play([]).pursued).toBeGreaterThan(15);
  });
});

describe('drive backs, retreats and fall backs into impassable ground (§4.4, §5.6, §5.9, §13 A5)', () => {
  /** Orcs (side b, facing south, stands y 60–62) shot by Crossbowmen below; impassable ground 3 cm behind them. */
  function shotOrcs(pieces: string[]) {
    const { k } = battle(pieces, ['{ id: c, unit: crossbowmen, position: { x: 90, y: 40 } }'], ['{ id: o, unit: orc-warriors, position: { x: 90, y: 60 } }']);
    k.phaseHits[1] = 2;
    k.driver[1] = 0;
    return k;
  }
  const BEHIND = '{ kind: impassable, x: 60, y: 65, width: 60, depth: 10 }';

  it('a drive back halts at the edge, and the unit is confused on a 6 of its own D6', () => {
    for (const [face, confused] of [[6, 1], [5, 0]] as const) {
      const k = shotOrcs([BEHIND]);
      driveBack(k, new ScriptedRng().roll(3, 4, face), 1); // 7 cm rolled, no 6 among them
      box(k, 1);
      expect(k.by1).toBeCloseTo(65, 6);
      expect(k.confused[1]).toBe(confused);
    }
    const open = shotOrcs([]);
    driveBack(open, new ScriptedRng().roll(3, 4), 1);
    box(open, 1);
    expect(open.by1).toBeCloseTo(69, 6);
    expect(open.confused[1]).toBe(0);
  });

  it('a retreat through impassable ground destroys the stands whose path crosses it', () => {
    const orcs = ['{ id: o, unit: orc-warriors, position: { x: 90, y: 60 } }'];
    const retreatOver = (pieces: string[]) => {
      const { k } = battle(pieces, ['{ id: c, unit: crossbowmen, position: { x: 90, y: 20 } }'], orcs);
      retreat(k, new Rng(1, 0), 1, 4);
      return k.left[1];
    };
    expect(retreatOver([])).toBe(3);
    expect(retreatOver(['{ kind: impassable, x: 80, y: 64, width: 8, depth: 10 }'])).toBe(2); // behind the west stand only
    expect(retreatOver([BEHIND])).toBe(0);
  });

  it('cavalry retreating into a wood lose the stands that would enter it; flyers too (§3.4)', () => {
    const wood = '{ kind: wood, x: 60, y: 66, width: 60, depth: 10 }';
    const retreatUnit = (unit: string, army: string) => {
      const { k } = battle([wood], ['{ id: c, unit: crossbowmen, position: { x: 90, y: 20 } }'], [`{ id: u, unit: ${unit}, position: { x: 90, y: 60 } }`], 'empire', army);
      retreat(k, new Rng(1, 0), 1, 5);
      return k.left[1];
    };
    expect(retreatUnit('orc-warriors', 'orcs-and-goblins')).toBe(3);
    expect(retreatUnit('boar-riders', 'orcs-and-goblins')).toBe(0);
    expect(retreatUnit('harpies', 'dark-elves')).toBe(0);
  });

  it('a fall back blocked by impassable ground: confused on a 6, not automatically', () => {
    // Halberdiers (front y = 40) fought Orcs (front y = 40); impassable ground right behind the Halberdiers.
    const draw = (pieces: string[], face: number) => {
      const { k } = battle(pieces, ['{ id: h, unit: halberdiers, position: { x: 90, y: 40 } }'], ['{ id: o, unit: orc-warriors, position: { x: 90, y: 40 } }']);
      gather(k, 0);
      fallBackAll(k, new ScriptedRng().roll(2, 3, 4).roll(face).roll(5, 5, 5)); // Empire's 3D6, the terrain die, the Orcs' 3D6
      box(k, 0);
      return { back: 40 - k.by1, confused: k.confused[0] };
    };
    const behind = '{ kind: impassable, x: 60, y: 20, width: 60, depth: 18 }';
    expect(draw([behind], 6)).toEqual({ back: 0, confused: 1 });
    expect(draw([behind], 1)).toEqual({ back: 0, confused: 0 });
  });
});

describe('defended by terrain (§5.11)', () => {
  /** Halberdiers facing north, front at y = yh; Orc `unit` facing south, front at y = yo. */
  function cover(pieces: string[], yh: number, yo: number, unit = 'orc-warriors') {
    const { k } = battle(pieces, [`{ id: h, unit: halberdiers, position: { x: 90, y: ${yh} } }`], [`{ id: o, unit: ${unit}, position: { x: 90, y: ${yo} } }`]);
    return k;
  }

  it('in a wood or dense ground, even partly: 5+ to hit, however the enemy comes', () => {
    expect(toHitOf(cover(['{ kind: wood, x: 60, y: 20, width: 60, depth: 20 }'], 40, 60), 0, 1)).toBe(5); // front on the edge
    expect(toHitOf(cover(['{ kind: dense, x: 60, y: 0, width: 60, depth: 39 }'], 40, 60), 0, 1)).toBe(5); // half a stand in it
    expect(toHitOf(cover(['{ kind: wood, x: 60, y: 0, width: 60, depth: 38 }'], 40, 60), 0, 1)).toBe(4); // only touching it
    expect(toHitOf(cover([], 40, 60), 0, 1)).toBe(4);
    // Orc Boar Riders in the open by the same wood stay in the open (§5.11: cavalry never defended).
    const boars = battle(['{ kind: wood, x: 60, y: 62, width: 60, depth: 20 }'], ['{ id: h, unit: halberdiers, position: { x: 90, y: 40 } }'], ['{ id: b, unit: boar-riders, position: { x: 90, y: 58 } }']).k;
    expect(coverOf(boars, 1, 0)).toBe(OPEN);
  });

  it('behind an obstacle: defended against enemies across it only', () => {
    const hedge = '{ kind: obstacle, from: [60, 40.5], to: [120, 40.5] }';
    expect(toHitOf(cover([hedge], 40, 60), 0, 1)).toBe(5);
    expect(toHitOf(cover([hedge], 38, 60), 0, 1)).toBe(4); // 2.5 cm behind it: not lined up on it
    expect(toHitOf(cover([hedge], 40, 20), 0, 1)).toBe(4); // the Orcs are on the Halberdiers' side of the hedge
  });

  it('on the upper half of a hill, higher than the attackers', () => {
    const hill = '{ kind: hill, x: 60, y: 20, width: 60, depth: 40 }'; // crest along y = 40
    expect(toHitOf(cover([hill], 41, 70), 0, 1)).toBe(5); // on the crest
    expect(toHitOf(cover([hill], 27, 70), 0, 1)).toBe(4); // low on the slope (stand centre at height 0.3)
    expect(toHitOf(cover([hill], 33, 70), 0, 1)).toBe(5); // height 0.6
    expect(toHitOf(cover([hill], 33, 44), 0, 1)).toBe(4); // the Orcs stand higher (0.75)
    expect(coverOf(cover([hill], 41, 70), 0, -1)).toBe(DEFENDED);
  });

  it('no charge bonus against it, and the charger counts in the open (§5.2)', () => {
    const attacksOnFoot = (pieces: string[]) => {
      const { k, lines } = battle(pieces, ['{ id: k, unit: knights, position: { x: 90, y: 30 } }'], ['{ id: h, unit: orc-warriors, position: { x: 90, y: 40 } }']);
      charge(k, new Rng(1, 0), 0, 1, 30, CHARGE);
      expect(coverOf(k, 0, 1)).toBe(OPEN);
      combatPhase(k, new Rng(2, 0));
      return lines.find((l) => l.startsWith('Knights (k):'));
    };
    expect(attacksOnFoot([])).toMatch(/^Knights \(k\): 12 attacks .* need 4\+/);
    expect(attacksOnFoot(['{ kind: wood, x: 60, y: 40, width: 60, depth: 20 }'])).toMatch(/^Knights \(k\): 9 attacks .* need 5\+/);
  });

  it('lost for the rest of the turn after a charge or a retreat, back when it stands again', () => {
    // The wood reaches y = 44: charging 5 cm to Orcs at y = 45 leaves the Halberdiers partly in it.
    const deepWood = '{ kind: wood, x: 60, y: 20, width: 60, depth: 24 }';
    const charged = cover([deepWood], 40, 45);
    expect(toHitOf(charged, 0, 1)).toBe(5);
    charge(charged, new Rng(1, 0), 0, 1, 20, CHARGE);
    box(charged, 0);
    expect(charged.by1).toBeCloseTo(45, 6);
    expect(toHitOf(charged, 0, 1)).toBe(4);
    charged.playerTurnNo++;
    expect(toHitOf(charged, 0, 1)).toBe(5);
    // A retreat of 2 cm inside the wood likewise.
    const beaten = cover([deepWood], 40, 40);
    gather(beaten, 0);
    retreat(beaten, new Rng(1, 0), 0, 2);
    box(beaten, 0);
    expect(beaten.by1).toBeCloseTo(38, 6);
    expect(toHitOf(beaten, 0, 1)).toBe(4);
    beaten.playerTurnNo++;
    expect(toHitOf(beaten, 0, 1)).toBe(5);
  });

  it('shooting: all stands must be covered; drive backs: one is enough (§4.1, §4.4)', () => {
    const oneStandIn = '{ kind: wood, x: 94, y: 20, width: 30, depth: 20 }'; // the east stand only
    const k = cover([oneStandIn], 40, 60);
    expect(toHitOf(k, 0, 1)).toBe(4);
    const dice = (pieces: string[]) => {
      const s = cover(pieces, 40, 60);
      s.phaseHits[0] = 1;
      s.driver[0] = 1;
      driveBack(s, new ScriptedRng().roll(4), 0);
      box(s, 0);
      return 40 - s.by1;
    };
    expect(dice([oneStandIn])).toBe(0); // the only hit is ignored
    expect(dice([])).toBeCloseTo(4, 6);
  });

  it('a defended unit stands its ground in a draw, whichever side falls back first; its enemy falls back (§5.9)', () => {
    const wood = '{ kind: wood, x: 60, y: 20, width: 60, depth: 20 }';
    const { k } = battle([wood], ['{ id: h, unit: halberdiers, position: { x: 90, y: 40 } }'], ['{ id: o, unit: orc-warriors, position: { x: 90, y: 40 } }']);
    gather(k, 0);
    fallBackAll(k, new ScriptedRng().roll(3, 3, 3, 3, 3, 3));
    box(k, 0);
    expect(k.by1).toBeCloseTo(40, 6);
    box(k, 1);
    expect(k.by0).toBeCloseTo(43, 6);
    // The wood under the Orcs (side b, the second to fall back): the Halberdiers fall back
    // first, and the Orcs still stand.
    const orcsWood = '{ kind: wood, x: 60, y: 40, width: 60, depth: 20 }';
    const swapped = battle([orcsWood], ['{ id: h, unit: halberdiers, position: { x: 90, y: 40 } }'], ['{ id: o, unit: orc-warriors, position: { x: 90, y: 40 } }']).k;
    gather(swapped, 0);
    fallBackAll(swapped, new ScriptedRng().roll(3, 3, 3, 3, 3, 3));
    box(swapped, 0);
    expect(swapped.by1).toBeCloseTo(37, 6);
    box(swapped, 1);
    expect(swapped.by0).toBeCloseTo(40, 6);
  });

  it('an obstacle defends a stand exactly 1 cm behind it, not one 1.5 cm behind', () => {
    const hedge = (y: number) => `{ kind: obstacle, from: [60, ${y}], to: [120, ${y}] }`;
    expect(coverOf(cover([hedge(41)], 40, 60), 0, 1)).toBe(DEFENDED);
    expect(coverOf(cover([hedge(41.5)], 40, 60), 0, 1)).toBe(OPEN);
  });
});

describe('sight for spells (§8.1)', () => {
  it("a lone Wizard's sight is blocked by a wood like anyone's", () => {
    const target = (pieces: string[]) => {
      // A lone Sorcerer at y = 32; Orc Warriors whose front is 5 cm inside the wood (y 40–70).
      const { k } = battle(pieces, ['{ id: w, unit: chaos-warriors, position: { x: 90, y: 30 } }', '{ id: g, unit: general, position: { x: 90, y: 5 } }', '{ id: s, unit: sorcerer, position: { x: 90, y: 32 } }'], ['{ id: o, unit: orc-warriors, position: { x: 90, y: 50 } }'], 'chaos');
      spellTarget(k, 1, k.plan.spells.spellIds.indexOf('curse-of-chaos'));
      return k.spTarget;
    };
    expect(target([])).toBe(1);
    expect(target(['{ kind: wood, x: 60, y: 40, width: 60, depth: 30 }'])).toBe(-1);
    expect(target(['{ kind: wood, x: 60, y: 48, width: 60, depth: 30 }'])).toBe(1); // their front 2 cm into the wood: seen
  });
});

describe('flyers (§3.4)', () => {
  /** Harpies (front y = 20) fly towards Orcs whose front is at y = 97. */
  function flown(pieces: string[]): number {
    const { k } = battle(pieces, ['{ id: h, unit: harpies, position: { x: 90, y: 20 } }', '{ id: g, unit: general, position: { x: 90, y: 10 } }'], ['{ id: o, unit: orc-warriors, position: { x: 90, y: 97 } }'], 'dark-elves');
    approach(k, new Rng(1, 0), 0, 1, 100);
    box(k, 0);
    return k.by1;
  }

  it('fly over impassable ground and woods but never stop in a wood', () => {
    expect(flown([])).toBeCloseTo(96, 6);
    expect(flown(['{ kind: impassable, x: 60, y: 30, width: 60, depth: 30 }'])).toBeCloseTo(96, 6);
    const end = flown(['{ kind: wood, x: 60, y: 50, width: 60, depth: 45 }']);
    expect(end).toBeLessThanOrEqual(50 + 1e-6);
    expect(end).toBeGreaterThan(45);
  });
});

describe('mounted characters (§3.5, §7)', () => {
  const WOOD = '{ kind: wood, x: 60, y: 0, width: 30, depth: 60 }';
  /** Dark Elf Spearmen s1 (x 69–81) with a Hero on a Chariot; s2 at x = `x2`. */
  function withHero(x2: number) {
    return battle([WOOD], [
      '{ id: s1, unit: spearmen, position: { x: 75, y: 70 } }',
      `{ id: s2, unit: spearmen, position: { x: ${x2}, y: 70 } }`,
      '{ id: g, unit: general, position: { x: 100, y: 5 } }',
      '{ id: hero, unit: hero, mount: chariot, joins: s1 }',
    ], FAR_ORCS, 'dark-elves');
  }
  /** Move s1 10 cm back, wholly into the wood. */
  function intoWood(k: any): void {
    k.tx = 0;
    k.ty = -10;
    shift(k, 0);
  }

  it('forced wholly into a wood: join another unit within 30 cm, or are slain', () => {
    const near = withHero(110).k;
    mountsLeaveTerrain(near, 1);
    expect(near.cJoin[1]).toBe(0); // still out of the wood: he stays
    intoWood(near);
    mountsLeaveTerrain(near, 1);
    expect(near.cJoin[1]).toBe(1);
    expect(near.cAlive[1]).toBe(1);
    const far = withHero(160).k;
    intoWood(far);
    mountsLeaveTerrain(far, 1);
    expect(far.cAlive[1]).toBe(0);
  });

  it('ordered wholly into a wood: join another unit within his own move, or stay behind alone, never slain', () => {
    const far = withHero(160).k;
    intoWood(far);
    mountsLeaveTerrain(far, 0);
    expect(far.cAlive[1]).toBe(1);
    expect(far.cJoin[1]).toBe(-1);
    expect(far.cxNow[1]).toBeCloseTo(75, 6);
    const farther = withHero(130).k; // 49 cm away: beyond 30 cm, within a Hero's 60 cm
    intoWood(farther);
    mountsLeaveTerrain(farther, 0);
    expect(farther.cJoin[1]).toBe(1);
  });

  it('a unit with every stand only partly in the wood is not wholly in it', () => {
    const { k } = withHero(160);
    k.tx = 0;
    k.ty = -9; // the stands reach from y = 59 to 61: 1 cm of each in the wood, which ends at y = 60
    shift(k, 0);
    mountsLeaveTerrain(k, 1);
    expect(k.cJoin[1]).toBe(0);
    expect(k.cAlive[1]).toBe(1);
  });
});
