/**
 * A pursuit into a fresh unit, played through whole turns (rules/wfb4.md §6.5: "a pursuer that
 * hits a fresh enemy unit has made a new charge; that unit must hold; the combat is fought in
 * the following turn and the pursuers count as charging"). The army's line breaks for certain
 * (Ld 1, no wounds either way on T10); the enemy block catches it and runs on into the reserve
 * 6" behind it. The reserve is quicker (I5 against the block's I3): in an ordinary round it
 * strikes first, so the block striking first in the new combat's first round is its charge.
 */
import { describe, expect, it } from 'vitest';
import { compileText, trace } from './kernel-harness.ts';

const TEXT = `
format: warsim/1
system: wfb4
title: pursuit into a fresh unit
end: { turns: 3 }
first: enemy
sides:
  - id: army
    units:
      - { id: line, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 1 }, basePoints: 5, models: 4, files: 4, position: { x: 30, y: 20 }, tactics: { charge: never, move: hold } }
      - { id: reserve, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 5, A: 1, Ld: 10 }, basePoints: 5, models: 10, files: 5, position: { x: 30, y: 14 }, tactics: { charge: never, move: hold } }
  - id: enemy
    units:
      - { id: block, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 10, W: 1, I: 3, A: 1, Ld: 10 }, basePoints: 5, models: 20, files: 4, command: [standard], position: { x: 30, y: 20, facing: 180 }, tactics: { charge: never, move: hold } }
`;

/** The first of the seeded games (seed 5) in which the block pursues into the reserve. */
function pursuitIntoReserve(): string[] {
  const plan = compileText(TEXT);
  for (let sim = 0; sim < 50; sim++) {
    const { lines } = trace(plan, 5, sim);
    if (lines.includes('block pursues into reserve: a new charge.')) return lines;
  }
  throw new Error('no game of the first 50 had the pursuit into the reserve');
}

/** The combat rounds of the game: each one's lines, from its first attack line to its result. */
function rounds(lines: string[]): { turn: string; lines: string[] }[] {
  const out: { turn: string; lines: string[] }[] = [];
  let turn = '';
  let open: string[] | null = null;
  for (const l of lines) {
    if (l.startsWith('-- Turn')) turn = l;
    else if (/^\w+: \d+ attacks? at /.test(l)) {
      if (open === null) out.push({ turn, lines: (open = []) });
      open.push(l);
    } else if (l.startsWith('Combat result:')) open = null;
  }
  return out;
}

describe('a pursuit into a fresh unit (§6.5)', () => {
  const lines = pursuitIntoReserve();
  const pursuit = lines.indexOf('block pursues into reserve: a new charge.');

  it('the reserve holds: no reaction, no combat in the phase of the pursuit', () => {
    const next = lines.findIndex((l, i) => i > pursuit && l.startsWith('-- Turn'));
    expect(next).toBeGreaterThan(pursuit);
    expect(lines.slice(pursuit + 1, next)).toEqual([]);
  });

  it('the combat is fought in the following player turn, the block striking first as the charger', () => {
    const after = rounds(lines.slice(pursuit));
    expect(after.length).toBeGreaterThanOrEqual(2);
    expect(after[0].turn).toBe('-- Turn 1, army --');
    expect(after[0].lines[0]).toMatch(/^block: \d+ attacks? at reserve/);
    // The next round is no charge: the reserve's Initiative 5 strikes before the block's 3.
    expect(after[1].lines[0]).toMatch(/^reserve: \d+ attacks? at block/);
  });
});
