// Friends in the way (§3.2, §6.3): an evading unit bursts through an unengaged friend, who is
// confused until the end of the Command phase; friends make way for a unit driven back,
// retreating or falling back short of its least die — moving back, keeping pace, or aside when
// there is no room behind — each testing for confusion, the mover once per friend moved; units
// that cannot move of their own accord never make way. Each test plays differently without the
// rule it names.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { startCommand, terrainHeader, tracedBattle } from './harness.ts';
import { commandPhase } from '../../../../src/systems/warmaster/kernel/command.ts';
import { engaged, gather } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { driveBack } from '../../../../src/systems/warmaster/kernel/drive-backs.ts';
import { box, offEdge, onTable } from '../../../../src/systems/warmaster/kernel/footprint.ts';
import { gapOf } from '../../../../src/systems/warmaster/kernel/gaps.ts';
import { initiative } from '../../../../src/systems/warmaster/kernel/initiative.ts';
import { retreat } from '../../../../src/systems/warmaster/kernel/retreat.ts';

describe('burst through (§3.2, §6.1 (1))', () => {
  // Halberdiers evading Orcs 15 cm in front of them; Crossbowmen of theirs 2 cm behind them.
  const evaders = ['{ id: h, unit: halberdiers, position: { x: 90, y: 40 }, tactics: { initiative: evade } }', '{ id: c, unit: crossbowmen, position: { x: 90, y: 36 } }'];
  const orcs = ['{ id: o, unit: orc-warriors, position: { x: 90, y: 55 } }'];

  it('an evading unit passes right through an unengaged friend it has the move to clear; the friend is confused for the phase', () => {
    const { k, lines } = tracedBattle('burst', 'empire', evaders, 'orcs-and-goblins', orcs);
    startCommand(k);
    initiative(k, new Rng(1, 0), 0);
    box(k, 0);
    expect(k.by1).toBeCloseTo(20, 6); // the full 20 cm
    expect(k.confused[1]).toBe(1);
    expect(lines).toContain('Halberdiers (h) bursts through Crossbowmen (c), who are confused.');
    // It recovers at the end of this Command phase with the rest of the side (§6.2).
    commandPhase(k, new Rng(1, 0), 0);
    expect(k.confused[1]).toBe(0);
  });

  it('does not burst through when it would end within 1 cm of an enemy beyond the friend', () => {
    // Enemy Goblins facing north with their front at y 31.5, just beyond the Crossbowmen.
    const goblins = (y: number) => [...orcs, `{ id: g, unit: goblins, position: { x: 90, y: ${y}, facing: 0 } }`];
    for (const y of [31.5, 32]) {
      const { k, lines } = tracedBattle('burst', 'empire', evaders, 'orcs-and-goblins', goblins(y));
      startCommand(k);
      initiative(k, new Rng(1, 0), 0);
      expect(engaged(k, 0)).toBe(false);
      expect(lines.some((l: string) => l.includes('bursts through'))).toBe(false);
      gapOf(k, 0, 3);
      expect(k.gv).toBeGreaterThanOrEqual(1 - 1e-6);
    }
  });

  it('halts against the friend when it cannot come out beyond it', () => {
    // Impassable ground right behind the Crossbowmen.
    const { k } = tracedBattle('burst', 'empire', evaders, 'orcs-and-goblins', orcs, terrainHeader(['{ kind: impassable, x: 60, y: 20, width: 60, depth: 14 }']));
    startCommand(k);
    initiative(k, new Rng(1, 0), 0);
    box(k, 0);
    expect(k.by1).toBeCloseTo(38, 6); // 2 cm, halted against the Crossbowmen
    expect(k.confused[1]).toBe(0);
  });
});

describe('making way (§6.3)', () => {
  // Crossbowmen shoot Orcs (side b, facing south, y 60–62); Goblins of theirs 1 cm behind (y 63–65).
  function shot(pieces: string[] = []) {
    const b = ['{ id: o, unit: orc-warriors, position: { x: 90, y: 60 } }', '{ id: g, unit: goblins, position: { x: 90, y: 63 } }'];
    const { k, lines } = tracedBattle('way', 'empire', ['{ id: c, unit: crossbowmen, position: { x: 90, y: 40 } }'], 'orcs-and-goblins', b, terrainHeader(pieces));
    k.driver[1] = 0;
    return { k, lines };
  }

  it('friends move back, keeping pace, for a unit driven back: it goes the whole way, confused only on a 6', () => {
    const { k, lines } = shot();
    k.phaseHits[1] = 2;
    driveBack(k, new ScriptedRng().roll(3, 4).roll(2, 3), 1); // 7 cm; the Goblins' and the Orcs' confusion dice
    box(k, 1);
    expect(k.by0).toBeCloseTo(67, 6);
    box(k, 2);
    expect(k.by0).toBeCloseTo(69, 6);
    expect([k.confused[1], k.confused[2]]).toEqual([0, 0]);
    expect(lines).toContain('Goblins (g) makes way for Orc Warriors (o).');
    const sixes = shot().k;
    sixes.phaseHits[1] = 2;
    driveBack(sixes, new ScriptedRng().roll(3, 4).roll(6, 6), 1);
    expect([sixes.confused[1], sixes.confused[2]]).toEqual([1, 1]);
  });

  // Impassable ground 0.5 cm behind the Goblins: no room to move back.
  const WALL = '{ kind: impassable, x: 60, y: 65.5, width: 60, depth: 10 }';

  it('with no room behind, they move aside, the shortest way clear of the path', () => {
    const { k, lines } = shot([WALL]);
    k.phaseHits[1] = 1;
    driveBack(k, new ScriptedRng().roll(2).roll(1, 1), 1); // 2 cm; the confusion dice
    box(k, 1);
    expect(k.by0).toBeCloseTo(62, 6);
    box(k, 2);
    expect(k.bx1).toBeCloseTo(84, 6); // 12 cm west: just clear of the Orcs' frontage (x 84–96)
    expect(k.by0).toBeCloseTo(63, 6);
    expect(lines).toContain('Goblins (g) moves aside for Orc Warriors (o).');
  });

  it('a retreat through a friend with no room behind: it moves aside and no stand is lost', () => {
    const { k } = shot([WALL]);
    retreat(k, new Rng(1, 0), 1, 2);
    expect(k.left[1]).toBe(3);
    box(k, 2);
    expect(k.by0).toBeCloseTo(63, 6);
  });

  it('a friend never makes way off the table, and is asked once in a push', () => {
    // Goblins at the west edge behind Orc Warriors driven back 5 cm; impassable ground behind them.
    const { k, lines } = tracedBattle('edge', 'empire', ['{ id: c, unit: crossbowmen, position: { x: 8, y: 40 } }'], 'orcs-and-goblins',
      ['{ id: o, unit: orc-warriors, position: { x: 8, y: 60 } }', '{ id: g, unit: goblins, position: { x: 7, y: 63 } }'],
      terrainHeader(['{ kind: impassable, x: 0, y: 65.5, width: 60, depth: 10 }']));
    k.driver[1] = 0;
    k.phaseHits[1] = 1;
    driveBack(k, new Rng(5, 5), 1);
    expect(offEdge(k, 2)).toBe(false);
    expect(onTable(k, 2)).toBe(true);
    expect(lines.filter((l: string) => l.startsWith('Goblins (g) moves aside')).length).toBeLessThanOrEqual(1);
    expect(lines.some((l: string) => l.includes('leaves the table'))).toBe(false);
  });

  it('a laagered War Wagon never makes way: Kislev Axemen retreating into it lose the stands that would pass through it', () => {
    // Axemen facing north (y 38–40, x 84–96); the laager 1 cm behind them (x 88–92, y 33–37); Chaos in front.
    const a = ['{ id: axe, unit: axemen, position: { x: 90, y: 40 } }', '{ id: wagon, unit: war-wagon, formation: laager, position: { x: 90, y: 37 } }'];
    const b = ['{ id: w, unit: chaos-warriors, position: { x: 90, y: 40 } }'];
    const laager = tracedBattle('way', 'kislev', a, 'chaos', b).k;
    gather(laager, 0);
    retreat(laager, new Rng(1, 0), 0, 3);
    expect(laager.left[0]).toBe(2); // the middle stand, square in front of the laager (x 88–92), is lost
    const column = tracedBattle('way', 'kislev', [a[0], a[1].replace(', formation: laager', '')], 'chaos', b).k;
    gather(column, 0);
    retreat(column, new Rng(1, 0), 0, 3);
    expect(column.left[0]).toBe(3);
  });
});

describe('making way in chains (§6.3)', () => {
  it('a unit driven back through two friends in a column: each makes way for the one before it, and the mover tests once for each', () => {
    // Orcs (y 60–62) driven back 7 cm; Goblins 1 cm behind (63–65), more Orcs 1 cm behind them (66–68).
    const b = ['{ id: o, unit: orc-warriors, position: { x: 90, y: 60 } }', '{ id: g, unit: goblins, position: { x: 90, y: 63 } }', '{ id: o2, unit: orc-warriors, position: { x: 90, y: 66 } }'];
    const play = (confusion: number[]) => {
      const { k, lines } = tracedBattle('chain', 'empire', ['{ id: c, unit: crossbowmen, position: { x: 90, y: 40 } }'], 'orcs-and-goblins', b);
      k.driver[1] = 0;
      k.phaseHits[1] = 2;
      // The drive back (3 + 4), then the confusion dice: the rear Orcs, the Orcs for them, the Goblins, the Orcs for them.
      driveBack(k, new ScriptedRng().roll(3, 4).roll(...confusion), 1);
      return { k, lines };
    };
    const { k, lines } = play([6, 1, 1, 1]);
    // Each keeps pace: the Orcs go the whole 7 cm, the Goblins and the rear Orcs 6 and 5, ending touching.
    box(k, 1);
    expect(k.by0).toBeCloseTo(67, 6);
    box(k, 2);
    expect([k.by0, k.bx0]).toEqual([expect.closeTo(69, 6), expect.closeTo(84, 6)]); // straight back, not aside
    box(k, 3);
    expect(k.by0).toBeCloseTo(71, 6);
    expect(lines).toContain('Orc Warriors (o2) makes way for Goblins (g).');
    expect(lines).toContain('Goblins (g) makes way for Orc Warriors (o).');
    expect([k.confused[1], k.confused[2], k.confused[3]]).toEqual([0, 0, 1]);
    // The mover's second test is the one for the Goblins.
    const second = play([1, 1, 1, 6]).k;
    expect([second.confused[1], second.confused[2], second.confused[3]]).toEqual([1, 0, 0]);
  });

  // Kislev Axemen (y 60–62) driven back 7 cm; Bowmen 1 cm behind; a War Wagon 1 cm behind them;
  // impassable ground either side of the column, so the Bowmen have no room to move aside.
  function column(wagon: string) {
    const b = ['{ id: o, unit: axemen, position: { x: 90, y: 60 } }', '{ id: g, unit: bowmen, position: { x: 90, y: 63 } }', `{ id: w, unit: war-wagon, ${wagon}position: { x: 90, y: 66 } }`];
    const walls = ['{ kind: impassable, x: 60, y: 50, width: 23.5, depth: 40 }', '{ kind: impassable, x: 96.5, y: 50, width: 23.5, depth: 40 }'];
    const { k, lines } = tracedBattle('chain', 'empire', ['{ id: c, unit: crossbowmen, position: { x: 90, y: 40 } }'], 'kislev', b, terrainHeader(walls));
    k.driver[1] = 0;
    k.phaseHits[1] = 2;
    return { k, lines };
  }

  it('a chain ending at an unyielding friend goes nowhere: the friend in front refuses, and the mover halts against it, confused', () => {
    const { k, lines } = column('formation: laager, ');
    driveBack(k, new ScriptedRng().roll(3, 4), 1); // no confusion die: nobody makes way
    box(k, 1);
    expect(k.by0).toBeCloseTo(61, 6); // 1 cm, to the Bowmen
    box(k, 2);
    expect([k.bx0, k.by0]).toEqual([expect.closeTo(84, 6), expect.closeTo(63, 6)]); // its 1 cm towards the laager undone
    box(k, 3);
    expect(k.by0).toBeCloseTo(66, 6);
    expect(k.confused[1]).toBe(1);
    expect(lines.some((l: string) => l.includes('makes way') || l.includes('moves aside'))).toBe(false);
  });

  it('the same column with the War Wagon out of laager: it makes way for the Bowmen, who make way for the Axemen', () => {
    const { k, lines } = column('');
    driveBack(k, new ScriptedRng().roll(3, 4).roll(1, 1, 1, 1), 1);
    box(k, 1);
    expect(k.by0).toBeCloseTo(67, 6);
    box(k, 2);
    expect(k.by0).toBeCloseTo(69, 6);
    box(k, 3);
    expect(k.by0).toBeCloseTo(71, 6);
    expect(k.confused[1]).toBe(0);
    expect(lines).toContain('War Wagon (w) makes way for Bowmen (g).');
  });

  it('moving aside in a chain: a friend with no room behind moves aside, and the friend in its way sideways makes way for it', () => {
    // Goblins behind the Orcs, impassable ground behind them, more Orcs touching them on either side (x 72–84 and 96–108).
    const b = ['{ id: o, unit: orc-warriors, position: { x: 90, y: 60 } }', '{ id: g, unit: goblins, position: { x: 90, y: 63 } }', '{ id: e, unit: orc-warriors, position: { x: 102, y: 63 } }', '{ id: w, unit: orc-warriors, position: { x: 78, y: 63 } }'];
    const { k, lines } = tracedBattle('chain', 'empire', ['{ id: c, unit: crossbowmen, position: { x: 90, y: 40 } }'], 'orcs-and-goblins', b, terrainHeader(['{ kind: impassable, x: 60, y: 65.5, width: 60, depth: 10 }']));
    k.driver[1] = 0;
    k.phaseHits[1] = 1;
    driveBack(k, new ScriptedRng().roll(2).roll(1, 1, 1, 1), 1); // 2 cm
    box(k, 1);
    expect(k.by0).toBeCloseTo(62, 6);
    box(k, 2);
    expect(k.bx0).toBeCloseTo(72, 6); // 12 cm west, clear of the Orcs' path
    box(k, 4);
    expect(k.bx0).toBeCloseTo(60, 6); // pushed 12 cm west before it, keeping pace
    expect(lines).toContain('Orc Warriors (w) makes way for Goblins (g).');
    expect(lines).toContain('Goblins (g) moves aside for Orc Warriors (o).');
  });
});
