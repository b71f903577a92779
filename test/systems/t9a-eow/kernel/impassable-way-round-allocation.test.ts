// The way round Impassable terrain allocates nothing per move (TECH-NOTES §2). Apart from
// impassable-way-round.test.ts, which spies on a module export and so runs on vitest's module
// transform: measured here on the modules as Node loads them, as the bundle runs them. The
// tables are that file's: a 3×4" rock 6" in front of Imperial Guard (18.8" across), Iron Orcs
// 30" up the table.
import { describe, expect, it } from 'vitest';
import { bytesPerCall } from '../../../helpers/allocation.ts';
import { moveFromHere, t9aKernel, t9aText, unitOf } from './harness.ts';

const ORCS = '{ id: o, unit: iron-orcs, position: { x: 18, y: 40, facing: 180 } }';
const guardAt = (x: number) => `{ id: gu, unit: imperial-guard, position: { x: ${x}, y: 10 } }`;
const ROCK = '{ kind: impassable, x: 16.5, y: 16, width: 3, depth: 4, name: rock }';

describe('the way round an Impassable piece (§1.3, §1.4, §3.3)', () => {
  it('allocates nothing per move after warm-up (TECH-NOTES §2): the way round a rock, a March and an Advance', () => {
    for (const mover of [guardAt(18.8), '{ id: gu, unit: spearmen, position: { x: 18.8, y: 10 }, tactics: { move: advance } }']) {
      const k = t9aKernel(t9aText([mover], [ORCS], { terrain: [ROCK] }));
      const gu = unitOf(k, 'gu');
      const [x, y] = [k.fp.x[gu], k.fp.y[gu]];
      const step = moveFromHere(k, gu);
      step();
      expect(k.fp.y[gu] !== y || k.fp.x[gu] !== x).toBe(true);
      expect(bytesPerCall(step, 5_000, 20_000)).toBeLessThan(1);
    }
  });
});
