// Ordered moves round terrain (README "Terrain", Moves; rules/warmaster.md §1.3, §3.1): a unit
// ordered towards an enemy whose straight move terrain it may not enter would halt goes round
// it along the shortest way round (the search divided() uses for initiative, §2.7), bending at
// the piece's corners, on the shorter side, the legs together within its pace; with no way
// round within reach it halts at the edge as before. Expected places come from the geometry:
// Knights in line are three stands 2 cm wide and 4 cm deep (half extent 3 cm), pace 30 cm;
// Halberdiers 4 cm wide and 2 cm deep (half extent 6 cm), pace 20 cm.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { startCommand, terrainHeader, tracedBattle } from './harness.ts';
import { box, centroid } from '../../../../src/systems/warmaster/kernel/footprint.ts';
import { orderedMove } from '../../../../src/systems/warmaster/kernel/movement.ts';
import { unitOnKinds } from '../../../../src/systems/warmaster/kernel/terrain.ts';

/** A wood 40 cm wide (x 70–110) and 15 cm deep (y 35–50), 5 cm in front of the movers. */
const WOOD = '{ kind: wood, x: 70, y: 35, width: 40, depth: 15 }';

/**
 * Unit `unit` of `army` (front edge centre at (90, 30), facing north, orders: advance) is ordered
 * once towards Empire Halberdiers at (foeX, 75) facing south; returns the kernel and trace.
 */
function ordered(army: string, unit: string, foeX: number, pieces: string[], extra = '') {
  const { k, lines } = tracedBattle('way round', army, [`{ id: u, unit: ${unit}, position: { x: 90, y: 30 }${extra}, tactics: { orders: advance } }`], 'empire',
    [`{ id: foe, unit: halberdiers, position: { x: ${foeX}, y: 75, facing: 180 } }`], terrainHeader(pieces));
  startCommand(k, 0);
  centroid(k, 0);
  const x0 = k.cenX;
  const y0 = k.cenY;
  orderedMove(k, new Rng(1, 0), 0);
  centroid(k, 0);
  box(k, 0);
  return { k, lines, x0, y0, x: k.cenX, y: k.cenY, front: k.by1, west: k.bx0, east: k.bx1 };
}

/** The distance the trace says a move round went, or −1 when none went round. */
function roundDistance(lines: string[]): number {
  const line = lines.find((l) => l.includes('moves round'));
  return line === undefined ? -1 : Number(/: ([\d.]+) cm in/.exec(line)![1]);
}

/** Some live stand of unit 0 overlaps a piece it may not enter. */
function inForbidden(k: any): boolean {
  return unitOnKinds(k, 0, k.plan.blockedBy[0], k.plan.terrainMove);
}

describe('ordered moves go round terrain they may not enter (§1.3, §3.1)', () => {
  it('Knights go round a wood on the shorter side, east when the enemy is east of its centre', () => {
    const r = ordered('bretonnia', 'knights', 100, [WOOD]);
    // Straight on they would halt with their front on the wood's edge (y 35), 5 cm on.
    expect(r.lines.some((l) => l.includes('Knights (u) moves round the wood it may not enter'))).toBe(true);
    // Round the south-east corner grown by 3 cm (113, 32): 23.35 cm, then 6.65 cm north along
    // the east edge, the unit beside it (x 110–116): the full 30 cm pace.
    expect(r.west).toBeGreaterThanOrEqual(110 - 1e-6);
    expect(r.x).toBeCloseTo(113, 3);
    expect(r.front).toBeGreaterThan(40);
    expect(roundDistance(r.lines)).toBeCloseTo(30, 6);
    expect(inForbidden(r.k)).toBe(false);
    // Facing the last leg, north.
    expect(r.k.face[0]).toBe(0);
  });

  it('and west when the enemy is west of it, mirrored', () => {
    const r = ordered('bretonnia', 'knights', 80, [WOOD]);
    expect(r.east).toBeLessThanOrEqual(70 + 1e-6);
    expect(r.x).toBeCloseTo(67, 3);
    expect(roundDistance(r.lines)).toBeCloseTo(30, 6);
    expect(inForbidden(r.k)).toBe(false);
  });

  it('infantry go round impassable ground; through a wood they may enter they go straight', () => {
    // Rock 20 cm wide (x 80–100): the line is 12 cm wide, so its centre keeps 6 cm off, round
    // (106, 29) and (106, 56) to the enemy's centre (100, 76): 63.9 cm, within the straight 47.5
    // and a 20 cm pace.
    const rock = '{ kind: impassable, x: 80, y: 35, width: 20, depth: 15 }';
    const r = ordered('empire', 'halberdiers', 100, [rock]);
    expect(roundDistance(r.lines)).toBeGreaterThan(0);
    expect(roundDistance(r.lines)).toBeLessThanOrEqual(20 + 1e-9);
    expect(Math.hypot(r.x - r.x0, r.y - r.y0)).toBeLessThanOrEqual(20 + 1e-9);
    expect(r.west).toBeGreaterThanOrEqual(100 - 1e-6);
    expect(inForbidden(r.k)).toBe(false);
    // The same rock 40 cm wide makes the way round 78.6 cm, more than 47.5 + 20: it halts as before.
    const wide = ordered('empire', 'halberdiers', 100, ['{ kind: impassable, x: 70, y: 35, width: 40, depth: 15 }']);
    expect(roundDistance(wide.lines)).toBe(-1);
    expect(wide.front).toBeCloseTo(35, 6);
    // A wood does not stop infantry: the same order goes straight in, no way round.
    const w = ordered('empire', 'halberdiers', 100, [WOOD]);
    expect(roundDistance(w.lines)).toBe(-1);
    expect(w.lines.some((l) => /Halberdiers \(u\) moves 20\.0 cm towards/.test(l))).toBe(true);
  });

  it('never spends more than the pace: half pace out of formation, and every leg counts', () => {
    // Knights in an irregular formation (3 stands, 2 files) move at half pace, 15 cm (§3.1).
    const r = ordered('bretonnia', 'knights', 100, [WOOD], ', files: 2');
    const d = roundDistance(r.lines);
    expect(d).toBeGreaterThan(0);
    expect(d).toBeLessThanOrEqual(15 + 1e-9);
    expect(Math.hypot(r.x - r.x0, r.y - r.y0)).toBeLessThanOrEqual(15 + 1e-9);
    expect(inForbidden(r.k)).toBe(false);
  });

  it('halts at the edge as before when there is no way round', () => {
    // A wood across the whole table: no way round at all.
    const r = ordered('bretonnia', 'knights', 100, ['{ kind: wood, x: 0, y: 35, width: 180, depth: 15 }']);
    expect(roundDistance(r.lines)).toBe(-1);
    expect(r.front).toBeCloseTo(35, 6);
    // A wood so wide that the way round adds more than a full pace to the straight distance.
    const wide = ordered('bretonnia', 'knights', 100, ['{ kind: wood, x: 20, y: 35, width: 150, depth: 15 }']);
    expect(roundDistance(wide.lines)).toBe(-1);
    expect(wide.front).toBeCloseTo(35, 6);
  });

  it('goes straight, not round, when nothing blocks the straight move', () => {
    const r = ordered('bretonnia', 'knights', 100, ['{ kind: wood, x: 130, y: 35, width: 20, depth: 15 }']);
    expect(roundDistance(r.lines)).toBe(-1);
    expect(r.lines.some((l) => /Knights \(u\) moves 30\.0 cm towards/.test(l))).toBe(true);
  });

  it('chariots go round a wood they may not enter, never ending in it', () => {
    const r = ordered('orcs-and-goblins', 'wolf-chariots', 100, [WOOD]);
    expect(roundDistance(r.lines)).toBeGreaterThan(0);
    expect(roundDistance(r.lines)).toBeLessThanOrEqual(r.k.plan.pace[0] + 1e-9);
    expect(r.west).toBeGreaterThanOrEqual(110 - 1e-6);
    expect(inForbidden(r.k)).toBe(false);
  });
});
