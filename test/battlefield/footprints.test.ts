// Footprint helpers (src/battlefield/footprints.ts) against hand-worked cases: copying a unit's
// footprint between components, the off-table test, and bringing a unit that moved straight
// over an edge back to where it touched it, and shortening a move so that it stays on the table.
import { describe, expect, it } from 'vitest';
import { backToEdge, clipToTable, copyFootprint, Footprints, offTable, Table, turnFootprint } from '../../src/battlefield/footprints.ts';

/** A one-unit component: front centre (x, y), facing in degrees, width and depth. */
function unit(x: number, y: number, deg: number, w: number, d: number): Footprints {
  const fp = new Footprints(1);
  fp.x[0] = x;
  fp.y[0] = y;
  fp.facing[0] = (deg * Math.PI) / 180;
  fp.w[0] = w;
  fp.d[0] = d;
  turnFootprint(fp, 0);
  return fp;
}

const table = new Table(48, 72);

describe('copyFootprint', () => {
  it('copies every column of one slot into another', () => {
    const from = unit(10, 20, 30, 5, 3);
    from.cx[0] = 1;
    from.cy[0] = 2;
    from.rad[0] = 3;
    const to = new Footprints(3);
    copyFootprint(from, 0, to, 2);
    for (const col of ['x', 'y', 'facing', 'sin', 'cos', 'trigFacing', 'w', 'd', 'cx', 'cy', 'rad'] as const) expect(to[col][2]).toBe(from[col][0]);
    expect(to.x[0]).toBe(0);
  });
});

describe('backToEdge', () => {
  it('takes a unit facing the far edge back until its front lies on it', () => {
    const fp = unit(24, 80, 0, 5, 3); // front 8" beyond y = 72
    expect(offTable(fp, 0, table)).toBe(true);
    backToEdge(fp, 0, table);
    expect(fp.x[0]).toBeCloseTo(24, 12);
    expect(fp.y[0]).toBeCloseTo(72, 12);
    expect(offTable(fp, 0, table)).toBe(false);
  });

  it('backs a unit moving obliquely along its facing until its first corner to cross touches', () => {
    // Facing 45° towards the corner (48, 72): the front-right corner leads.
    const fp = unit(50, 70, 45, 4, 2);
    const s = Math.SQRT1_2;
    const cornerX = 50 + s * 2; // front-right corner: x + cos·hw, y − sin·hw
    const cornerY = 70 - s * 2;
    const back = Math.max((cornerX - 48) / s, (cornerY - 72) / s);
    backToEdge(fp, 0, table);
    expect(fp.x[0]).toBeCloseTo(50 - s * back, 12);
    expect(fp.y[0]).toBeCloseTo(70 - s * back, 12);
    expect(offTable(fp, 0, table)).toBe(false);
    // Touching: the leading corner is on the right edge.
    expect(fp.x[0] + s * 2).toBeCloseTo(48, 12);
  });

  it('takes a unit fleeing off the near edge (facing 180°) back to y = 0', () => {
    const fp = unit(10, -5, 180, 4, 2);
    backToEdge(fp, 0, table);
    expect(fp.y[0]).toBeCloseTo(0, 12);
    expect(fp.x[0]).toBeCloseTo(10, 12);
  });

  it('leaves a unit on the table, and one partly off an edge it is moving away from, where it is', () => {
    const on = unit(24, 30, 0, 5, 3);
    backToEdge(on, 0, table);
    expect([on.x[0], on.y[0]]).toEqual([24, 30]);
    const behind = unit(24, 1, 0, 5, 3); // its rear 2" off the near edge, facing away from it
    backToEdge(behind, 0, table);
    expect([behind.x[0], behind.y[0]]).toEqual([24, 1]);
  });
});

describe('clipToTable', () => {
  it('shortens a move straight back so that the rear edge stops on the table edge', () => {
    const fp = unit(24, 5, 0, 5, 3); // rear edge at y = 2
    const move = { dx: 0, dy: -1, len: 10 };
    clipToTable(fp, 0, table, move);
    expect(move.len).toBeCloseTo(2, 12);
  });

  it('takes the first corner to reach an edge on an oblique move, and leaves a short move alone', () => {
    // Facing 0, moving towards (−1, 0) and (0, −1) at 45°: the rear-left corner (21.5, 7) leads on x.
    const fp = unit(24, 10, 0, 5, 3);
    const s = Math.SQRT1_2;
    const move = { dx: -s, dy: -s, len: 100 };
    clipToTable(fp, 0, table, move);
    expect(move.len).toBeCloseTo(7 / s, 12); // y reaches 0 first: the rear corners stand at y = 7, x = 21.5
    const short = { dx: 1, dy: 0, len: 3 };
    clipToTable(fp, 0, table, short);
    expect(short.len).toBe(3);
  });

  it('stops a unit partly beyond an edge as its corners still on the table reach it, not at once', () => {
    const fp = unit(-1, 10, 0, 4, 2); // its left corners at x = −3, its right ones at x = 1
    const move = { dx: -1, dy: 0, len: 5 };
    clipToTable(fp, 0, table, move);
    expect(move.len).toBeCloseTo(1, 12);
  });
});
