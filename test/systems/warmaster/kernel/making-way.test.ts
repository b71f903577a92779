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

describe('burst through (§3.2, §6.1 (1))', () => {
  // Halberdiers evading Orcs 15 cm in front of them; Crossbowmen of theirs 2 cm behind them.
  const evaders = ['{ id: h, unit: halberdiers, position: { x: 90, y: 40 }, tactics: { initiative: evade } }', '{ id: c, unit: crossbowmen, position: { x: 90, y: 36 } }'];
  const orcs = ['{ id: o, unit: orc-warriors, position: { x: 90, y: 55 } }'];

  it('an evading unit passes right through an unengaged friend it has the move to clear; the friend is confused for the phase', () => {
    const { k, lines } = tracedBattle('burst', 'empire', evaders, 'orcs-and-goblins', orcs);
    startCommand(k);
    k.initiative(new Rng(1, 0), 0);
    k.box(0);
    expect(k.by1).toBeCloseTo(20, 6); // the full 20 cm
    expect(k.confused[1]).toBe(1);
    expect(lines).toContain('Halberdiers (h) bursts through Crossbowmen (c), who are confused.');
    // It recovers at the end of this Command phase with the rest of the side (§6.2).
    k.commandPhase(new Rng(1, 0), 0);
    expect(k.confused[1]).toBe(0);
  });

  it('does not burst through when it would end within 1 cm of an enemy beyond the friend', () => {
    // Enemy Goblins facing north with their front at y 31.5, just beyond the Crossbowmen.
    const goblins = (y: number) => [...orcs, `{ id: g, unit: goblins, position: { x: 90, y: ${y}, facing: 0 } }`];
    for (const y of [31.5, 32]) {
      const { k, lines } = tracedBattle('burst', 'empire', evaders, 'orcs-and-goblins', goblins(y));
      startCommand(k);
      k.initiative(new Rng(1, 0), 0);
      expect(k.engaged(0)).toBe(false);
      expect(lines.some((l: string) => l.includes('bursts through'))).toBe(false);
      k.gapOf(0, 3);
      expect(k.gv).toBeGreaterThanOrEqual(1 - 1e-6);
    }
  });

  it('halts against the friend when it cannot come out beyond it', () => {
    // Impassable ground right behind the Crossbowmen.
    const { k } = tracedBattle('burst', 'empire', evaders, 'orcs-and-goblins', orcs, terrainHeader(['{ kind: impassable, x: 60, y: 20, width: 60, depth: 14 }']));
    startCommand(k);
    k.initiative(new Rng(1, 0), 0);
    k.box(0);
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
    k.driveBack(new ScriptedRng().roll(3, 4).roll(2, 3), 1); // 7 cm; the Goblins' and the Orcs' confusion dice
    k.box(1);
    expect(k.by0).toBeCloseTo(67, 6);
    k.box(2);
    expect(k.by0).toBeCloseTo(69, 6);
    expect([k.confused[1], k.confused[2]]).toEqual([0, 0]);
    expect(lines).toContain('Goblins (g) makes way for Orc Warriors (o).');
    const sixes = shot().k;
    sixes.phaseHits[1] = 2;
    sixes.driveBack(new ScriptedRng().roll(3, 4).roll(6, 6), 1);
    expect([sixes.confused[1], sixes.confused[2]]).toEqual([1, 1]);
  });

  // Impassable ground 0.5 cm behind the Goblins: no room to move back.
  const WALL = '{ kind: impassable, x: 60, y: 65.5, width: 60, depth: 10 }';

  it('with no room behind, they move aside, the shortest way clear of the path', () => {
    const { k, lines } = shot([WALL]);
    k.phaseHits[1] = 1;
    k.driveBack(new ScriptedRng().roll(2).roll(1, 1), 1); // 2 cm; the confusion dice
    k.box(1);
    expect(k.by0).toBeCloseTo(62, 6);
    k.box(2);
    expect(k.bx1).toBeCloseTo(84, 6); // 12 cm west: just clear of the Orcs' frontage (x 84–96)
    expect(k.by0).toBeCloseTo(63, 6);
    expect(lines).toContain('Goblins (g) moves aside for Orc Warriors (o).');
  });

  it('a retreat through a friend with no room behind: it moves aside and no stand is lost', () => {
    const { k } = shot([WALL]);
    k.retreat(new Rng(1, 0), 1, 2);
    expect(k.left[1]).toBe(3);
    k.box(2);
    expect(k.by0).toBeCloseTo(63, 6);
  });

  it('a friend never makes way off the table, and is asked once in a push', () => {
    // Goblins at the west edge behind Orc Warriors driven back 5 cm; impassable ground behind them.
    const { k, lines } = tracedBattle('edge', 'empire', ['{ id: c, unit: crossbowmen, position: { x: 8, y: 40 } }'], 'orcs-and-goblins',
      ['{ id: o, unit: orc-warriors, position: { x: 8, y: 60 } }', '{ id: g, unit: goblins, position: { x: 7, y: 63 } }'],
      terrainHeader(['{ kind: impassable, x: 0, y: 65.5, width: 60, depth: 10 }']));
    k.driver[1] = 0;
    k.phaseHits[1] = 1;
    k.driveBack(new Rng(5, 5), 1);
    expect(k.offEdge(2)).toBe(false);
    expect(k.onTable(2)).toBe(true);
    expect(lines.filter((l: string) => l.startsWith('Goblins (g) moves aside')).length).toBeLessThanOrEqual(1);
    expect(lines.some((l: string) => l.includes('leaves the table'))).toBe(false);
  });

  it('a laagered War Wagon never makes way: Kislev Axemen retreating into it lose the stands that would pass through it', () => {
    // Axemen facing north (y 38–40, x 84–96); the laager 1 cm behind them (x 88–92, y 33–37); Chaos in front.
    const a = ['{ id: axe, unit: axemen, position: { x: 90, y: 40 } }', '{ id: wagon, unit: war-wagon, formation: laager, position: { x: 90, y: 37 } }'];
    const b = ['{ id: w, unit: chaos-warriors, position: { x: 90, y: 40 } }'];
    const laager = tracedBattle('way', 'kislev', a, 'chaos', b).k;
    laager.gather(0);
    laager.retreat(new Rng(1, 0), 0, 3);
    expect(laager.left[0]).toBe(2); // the middle stand, square in front of the laager (x 88–92), is lost
    const column = tracedBattle('way', 'kislev', [a[0], a[1].replace(', formation: laager', '')], 'chaos', b).k;
    column.gather(0);
    column.retreat(new Rng(1, 0), 0, 3);
    expect(column.left[0]).toBe(3);
  });
});
