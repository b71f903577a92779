// Rule flags for the readings of §13 that were fixed before (A5, A9, A11, A12, A16, A18): each test
// plays the same scripted dice under the default (the digest's recommendation) and under the
// other value, and shows the play differ.
import { orderTest } from '../../../../src/systems/warmaster/kernel/order-test.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { startCommand, terrainHeader, tracedBattle } from './harness.ts';
import { artillery } from '../../../../src/systems/warmaster/kernel/artillery.ts';
import { combatPhase } from '../../../../src/systems/warmaster/kernel/combat.ts';
import { touching } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { driveBack } from '../../../../src/systems/warmaster/kernel/drive-backs.ts';
import { fallBackAll } from '../../../../src/systems/warmaster/kernel/fall-back.ts';
import { box, onTable } from '../../../../src/systems/warmaster/kernel/footprint.ts';
import { gerroff } from '../../../../src/systems/warmaster/kernel/spells.ts';

describe('confusionDice (§13 A5, §6.1)', () => {
  // Crossbowmen shoot Orcs (side b, facing south, y 60–62); Goblins of theirs 1 cm behind (y 63–65).
  function shot(rules = '') {
    const b = ['{ id: o, unit: orc-warriors, position: { x: 90, y: 60 } }', '{ id: g, unit: goblins, position: { x: 90, y: 63 } }'];
    const { k, lines } = tracedBattle('dice', 'empire', ['{ id: c, unit: crossbowmen, position: { x: 90, y: 40 } }'], 'orcs-and-goblins', b, terrainHeader([], rules));
    k.driver[1] = 0;
    k.phaseHits[1] = 2;
    return { k, lines };
  }

  it('each: the Goblins making way and the Orcs test on dice of their own', () => {
    const { k, lines } = shot();
    const dice = new ScriptedRng().roll(3, 4).roll(6, 2); // 7 cm; the Goblins' 6, the Orcs' 2
    driveBack(k, dice.rng, 1);
    expect(lines).toContain('Goblins (g) makes way for Orc Warriors (o).');
    expect([k.confused[1], k.confused[2]]).toEqual([0, 1]);
    expect(dice.unused).toBe(0);
  });

  it('shared: one die for every test of the move, so a 6 confuses both and the second die is never rolled', () => {
    const { k } = shot('{ confusionDice: shared }');
    expect(k.plan.flags.confusionDice === 'shared').toBe(true);
    const dice = new ScriptedRng().roll(3, 4).roll(6, 2);
    driveBack(k, dice.rng, 1);
    expect([k.confused[1], k.confused[2]]).toEqual([1, 1]);
    expect(dice.unused).toBe(1);
    // The next move rolls a die of its own: a 2 confuses nobody new.
    const other = shot('{ confusionDice: shared }').k;
    driveBack(other, new ScriptedRng().roll(3, 4).roll(2, 6).rng, 1);
    expect([other.confused[1], other.confused[2]]).toEqual([0, 0]);
  });
});

describe('flameCannonBounce (§13 A9, §4.6)', () => {
  // A Dwarf Flame Cannon (side a, facing north, y 16–20) shoots Goblins (no armour) 25 cm away.
  function flame(b: string[], rules = '') {
    return tracedBattle('flame', 'dwarfs', ['{ id: fc, unit: flame-cannon, position: { x: 90, y: 20 } }'], 'orcs-and-goblins', b, terrainHeader([], rules));
  }
  // 2D6 = 2 + 3 (no double): 5 attacks; every to-hit die then hits (and no save: Goblins have none).
  const dice = () => new ScriptedRng().roll(2, 3).thenAll(1).rng;

  it('a column target takes one more attack for each further stand on the line only with the bounce', () => {
    const column = ['{ id: g, unit: goblins, files: 1, position: { x: 90, y: 45 } }'];
    const plain = flame(column);
    artillery(plain.k, dice(), 0, 1, false);
    expect(plain.lines).toContain('Flame Cannon (fc) hits Goblins (g) 5 times.');
    const bounce = flame(column, '{ flameCannonBounce: true }');
    artillery(bounce.k, dice(), 0, 1, false);
    expect(bounce.lines).toContain('Flame Cannon (fc) hits Goblins (g) 7 times.'); // 5 + 2 stands bounced through
  });

  it('another unit within the bounce takes 1 attack a stand only with the bounce; never at a charger', () => {
    const two = ['{ id: g, unit: goblins, position: { x: 90, y: 45 } }', '{ id: h, unit: goblins, position: { x: 90, y: 48 } }'];
    const plain = flame(two);
    artillery(plain.k, dice(), 0, 1, false);
    expect(plain.lines.some((l: string) => l.includes('in the path'))).toBe(false);
    expect(plain.k.hitsOn[2]).toBe(0);
    const bounce = flame(two, '{ flameCannonBounce: true }');
    artillery(bounce.k, dice(), 0, 1, false);
    expect(bounce.lines).toContain("Goblins (h) is in the path of Flame Cannon (fc)'s shot: 1 hit.");
    expect(bounce.k.hitsOn[2]).toBe(1);
    const charger = flame(two, '{ flameCannonBounce: true }');
    artillery(charger.k, dice(), 0, 1, true);
    expect(charger.k.hitsOn[2]).toBe(0);
  });
});

describe('steamTankTerrain (§13 A11, §11.1)', () => {
  // A Steam Tank (side a, facing north, y 16–20) with a wood 4 cm behind it (y 0–12); Orcs far off.
  function tank(rules = '') {
    return tracedBattle(
      'tank',
      'empire',
      ['{ id: t, unit: steam-tank, position: { x: 90, y: 20 } }'],
      'orcs-and-goblins',
      ['{ id: o, unit: orc-warriors, position: { x: 90, y: 100 } }'],
      terrainHeader(['{ kind: wood, x: 60, y: 0, width: 60, depth: 12 }'], rules),
    );
  }

  it('hurled by Gerroff!!! against a wood: halts at its edge (halts), or is destroyed (destroyed)', () => {
    const halts = tank().k;
    gerroff(halts, new ScriptedRng().roll(4, 4, 4, 4, 4).roll(1).rng, 0, 5); // 20 cm; the confusion die for the halt
    box(halts, 0);
    expect(halts.by0).toBeCloseTo(12, 6);
    expect(onTable(halts, 0)).toBe(true);
    const { k, lines } = tank('{ steamTankTerrain: destroyed }');
    const dice = new ScriptedRng().roll(4, 4, 4, 4, 4);
    gerroff(k, dice.rng, 0, 5);
    expect(onTable(k, 0)).toBe(false);
    expect(lines).toContain('Steam Tank (t) is driven into terrain it cannot cross.');
    // Hurled less far than the wood: nothing happens to it.
    const short = tank('{ steamTankTerrain: destroyed }').k;
    gerroff(short, new ScriptedRng().roll(1, 1, 1).rng, 0, 3); // 3 cm, short of the wood
    expect(onTable(short, 0)).toBe(true);
  });

  it('falling back after a draw against the wood: destroyed only with the flag', () => {
    for (const [rules, alive] of [['', true], ['{ steamTankTerrain: destroyed }', false]] as const) {
      const { k } = tank(rules);
      k.inFight.fill(0);
      k.inFight[0] = 1;
      k.camp[0] = 0;
      k.camp[1] = 1;
      k.standsFast.fill(0);
      // Side 0's least die is 6, the wood 4 cm behind; side 1 then rolls (nobody of it is in the fight).
      fallBackAll(k, new ScriptedRng().roll(6, 6, 6).thenAll(1).rng);
      expect(onTable(k, 0)).toBe(alive);
    }
  });
});

describe('sceptreOnMalfunction (§13 A12, §9)', () => {
  function tank(rules = '') {
    const { k, lines } = tracedBattle(
      'sceptre',
      'empire',
      ['{ id: t, unit: steam-tank, position: { x: 90, y: 20 } }', '{ id: gen, unit: general, items: [sceptre-of-sovereignty], position: { x: 90, y: 10 } }'],
      'orcs-and-goblins',
      ['{ id: o, unit: orc-warriors, position: { x: 90, y: 100 } }'],
      terrainHeader([], rules),
    );
    startCommand(k, 0);
    return { k, lines };
  }

  it('a double 6 to the Steam Tank rolls the Malfunction chart; with the flag the Sceptre makes it a pass', () => {
    const plain = tank();
    const dice = new ScriptedRng().roll(6, 6).roll(5); // the malfunction: momentary halt
    expect(orderTest(plain.k, dice.rng, 0)).toBe(0);
    expect(plain.lines).toContain('Steam Tank (t) malfunctions: 5.');
    expect(plain.k.cItemUsed[0]).toBe(0);
    expect(dice.unused).toBe(0);
    const saved = tank('{ sceptreOnMalfunction: true }');
    box(saved.k, 0);
    const y0 = saved.k.by1;
    expect(orderTest(saved.k, new ScriptedRng().roll(6, 6).thenAll(1).rng, 0)).toBe(1);
    expect(saved.lines).toContain('The Sceptre of Sovereignty turns the blunder into a pass.');
    expect(saved.lines.some((l: string) => l.includes('malfunctions'))).toBe(false);
    expect(saved.k.cItemUsed[0]).toBe(1);
    box(saved.k, 0);
    expect(saved.k.by1).toBeGreaterThan(y0 + 1); // the tank moved on its order
    // Used once: the next double 6 malfunctions.
    startCommand(saved.k, 0);
    expect(orderTest(saved.k, new ScriptedRng().roll(6, 6).roll(5).rng, 0)).toBe(0);
    expect(saved.lines).toContain('Steam Tank (t) malfunctions: 5.');
  });
});

describe('warpLightningConfusion (§13 A16, §4.6)', () => {
  // A Warp Lightning Cannon (side a, facing north, y 16–20) shoots Goblins (Hits 3, no armour) 25 cm
  // away; Orcs touching the Goblins' side.
  function wlc(rules = '') {
    return tracedBattle(
      'wlc',
      'skaven',
      ['{ id: w, unit: warp-lightning-cannon, position: { x: 90, y: 20 } }'],
      'orcs-and-goblins',
      ['{ id: g, unit: goblins, position: { x: 90, y: 45 } }', '{ id: o, unit: orc-warriors, position: { x: 102, y: 45 } }'],
      terrainHeader([], rules),
    ).k;
  }
  // D6 = 2 attacks, both hit: 2 hits on Hits 3, no stand lost; then the Goblins' and the Orcs' confusion dice.
  const dice = () => new ScriptedRng().roll(2).count(6, 6).roll(6, 6);

  it('hit: two hits that remove no stand still confuse the target and the unit touching it on 6s', () => {
    const k = wlc();
    expect(touching(k, 1, 2)).toBe(true);
    const d = dice();
    artillery(k, d.rng, 0, 1, false);
    expect(k.hitsOn[1]).toBe(2);
    expect([k.confused[1], k.confused[2]]).toEqual([1, 1]);
    expect(d.unused).toBe(0);
  });

  it('stand-lost: the same two hits test nobody; three hits (a stand lost) do', () => {
    const k = wlc('{ warpLightningConfusion: stand-lost }');
    const d = dice();
    artillery(k, d.rng, 0, 1, false);
    expect(k.hitsOn[1]).toBe(2);
    expect([k.confused[1], k.confused[2]]).toEqual([0, 0]);
    expect(d.unused).toBe(2);
    const lost = wlc('{ warpLightningConfusion: stand-lost }');
    artillery(lost, new ScriptedRng().roll(3).count(6, 6, 6).roll(6, 6).rng, 0, 1, false);
    expect(lost.left[1]).toBe(2);
    expect([lost.confused[1], lost.confused[2]]).toEqual([1, 1]);
  });
});

describe('chargeBonus (§13 A18, §5.2)', () => {
  // Halberdiers (side a, facing north, stands x 86–98, y 58–60) charged home on two units of
  // side b facing south: Orcs defended (x 76–88) against their first stand, Goblins in the open
  // (x 96–108) against their third.
  function fight(rules = '') {
    const { k, lines } = tracedBattle(
      'charge',
      'empire',
      ['{ id: h, unit: halberdiers, position: { x: 92, y: 60 } }'],
      'orcs-and-goblins',
      ['{ id: o, unit: orc-warriors, cover: defended, position: { x: 82, y: 60 } }', '{ id: g, unit: goblins, position: { x: 102, y: 60 } }'],
      terrainHeader([], rules),
    );
    k.chargeReady[0] = 1;
    combatPhase(k, new Rng(1, 1));
    return lines;
  }

  it('per-stand: the stand against the Goblins in the open has the bonus; per-unit: the defended Orcs take it from every stand', () => {
    const plain = fight();
    expect(plain.find((l) => l.startsWith('Halberdiers (h): ') && l.includes('on Goblins (g)'))).toMatch(/: 4 attacks on Goblins \(g\) need 4\+/);
    expect(plain.find((l) => l.startsWith('Halberdiers (h): ') && l.includes('on Orc Warriors (o)'))).toMatch(/: 3 attacks on Orc Warriors \(o\) need 5\+/);
    const unit = fight('{ chargeBonus: per-unit }');
    expect(unit.find((l) => l.startsWith('Halberdiers (h): ') && l.includes('on Goblins (g)'))).toMatch(/: 3 attacks on Goblins \(g\) need 4\+/);
    expect(unit.find((l) => l.startsWith('Halberdiers (h): ') && l.includes('on Orc Warriors (o)'))).toMatch(/: 3 attacks on Orc Warriors \(o\) need 5\+/);
  });
});

describe('readings the flags review found unplayed (§4.4, §4.6, §11.1)', () => {
  it('a Warp Lightning Cannon that blasts itself: the Skaven test for confusion too (§4.6)', () => {
    const { k, lines } = tracedBattle(
      'wlc',
      'skaven',
      ['{ id: w, unit: warp-lightning-cannon, position: { x: 90, y: 20 } }'],
      'orcs-and-goblins',
      ['{ id: g, unit: goblins, position: { x: 90, y: 45 } }'],
    );
    // D6 = 1: no hit on the Goblins (their attack misses); then D6 = 2 attacks on itself, both hit; its confusion die 6.
    const d = new ScriptedRng().roll(1).count(1).roll(2).count(6, 6).roll(6);
    artillery(k, d.rng, 0, 1, false);
    expect(lines).toContain('Warp Lightning Cannon (w) blasts itself: 2 hits.');
    expect(k.confused[0]).toBe(1);
    expect(d.unused).toBe(0);
  });

  it('a broken-down Steam Tank made to move is destroyed (Malfunction 2, §11.1)', () => {
    const tank = () =>
      tracedBattle('tank', 'empire', ['{ id: t, unit: steam-tank, position: { x: 90, y: 20 } }'], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 100 } }']);
    const fine = tank().k;
    gerroff(fine, new ScriptedRng().roll(1, 1, 1).rng, 0, 3);
    expect(onTable(fine, 0)).toBe(true);
    const { k, lines } = tank();
    k.tankState[0] = 1;
    gerroff(k, new ScriptedRng().roll(1, 1, 1).rng, 0, 3);
    expect(onTable(k, 0)).toBe(false);
    expect(lines).toContain('Steam Tank (t) has broken down and cannot move: it is destroyed.');
  });

  it('the closest of two artillery units drives the target back, whichever shot first (§4.4, §13 A7)', () => {
    const { k } = tracedBattle(
      'driver',
      'orcs-and-goblins',
      ['{ id: far, unit: rock-lobber, position: { x: 60, y: 20 } }', '{ id: near, unit: rock-lobber, position: { x: 120, y: 40 } }'],
      'empire',
      ['{ id: h, unit: halberdiers, position: { x: 90, y: 60 } }'],
    );
    artillery(k, new ScriptedRng().count(6, 6, 6, 6, 6, 6).rng, 0, 2, false);
    expect(k.driver[2]).toBe(0);
    artillery(k, new ScriptedRng().count(6, 6, 6, 6, 6, 6).rng, 1, 2, false);
    expect(k.driver[2]).toBe(1);
  });
});
