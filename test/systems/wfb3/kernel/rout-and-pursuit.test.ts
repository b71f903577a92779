/**
 * A rout played through the whole turn on scripted dice (rules/wfb3.md §4.10, §4.11): the
 * loser, a quarter of its number gone, fails its plain-Ld rout test; the winners strike a free
 * hack before it moves — every attack hits, its shields count for nothing — it flees twice its
 * move after armour, and the winners pursue at twice theirs, keep contact, and strike again with
 * every model in contact, wiping it out.
 */
import { describe, expect, it } from 'vitest';
import { FATE_DESTROYED } from '../../../../src/core/metrics.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { compileText, duel, fateSlot, MEN, playTraced, unitIndex } from '../harness.ts';

const SCENARIO = duel({
  a: `profile: ${MEN}, models: 20, files: 5, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`,
  b: `profile: ${MEN}, models: 8, files: 4, armour: [light-armour, shield], position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold }`,
});

describe('rout, free hack and pursuit (rules/wfb3.md §4.10-§4.11)', () => {
  it('a quarter lost and the test failed: a free hack without shields, flight at 2 × M less armour, pursuit at 2 × M in contact, a second free hack', () => {
    const plan = compileText(SCENARIO);
    const rng = new ScriptedRng()
      // The round: the chargers hit twice at 4+, wound twice, the 5+ saves fail; the two defenders left to strike miss.
      .count(6, 6, 1, 1, 1).count(6, 6).count(1, 1).count(1, 1)
      // The rout test: 2D6 of 12 against Ld 7.
      .roll(6, 6)
      // The free hack: five automatic hits, three wound, the light armour's 6+ saves one of them.
      .count(6, 6, 6, 1, 1).count(6, 1, 1)
      // The pursuit's free hack with the four models touching the routers' four-wide rank: four wounds, no saves.
      .count(6, 6, 6, 6).count(1, 1, 1, 1);
    const { lines, out } = playTraced(plan, rng);
    const from = lines.indexOf('Result: a 6, b 0.');
    expect(from, lines.join('\n')).toBeGreaterThan(0);
    expect(lines.slice(from + 1)).toEqual([
      'defenders have lost a quarter of their number: rout test, 2D6 12 against 7: failed.',
      'defenders rout!',
      'attackers strike a free hack on defenders with 5 models: every attack hits, no shields; 2 wounds unsaved.',
      'defenders flee 7".',
      'attackers pursue defenders and keep in contact.',
      'attackers strike a free hack on defenders with 4 models: every attack hits, no shields; 4 wounds unsaved.',
      'defenders are wiped out.',
      'End after 1 turn: a win.',
    ]);
    expect(out[fateSlot(unitIndex(plan, 'defenders'))]).toBe(FATE_DESTROYED);
    expect(rng.pos).toBe(rng.queue.length);
  });

  it('less than a quarter lost: no rout test, the loser is pushed back', () => {
    const plan = compileText(SCENARIO);
    const rng = new ScriptedRng()
      // One wound: 1 of 8 is under a quarter.
      .count(6, 1, 1, 1, 1).count(6).count(1).count(1, 1, 1)
      .thenAll(1);
    const { lines } = playTraced(plan, rng);
    const from = lines.findIndex((l) => l.startsWith('Result: '));
    expect(lines[from + 1]).toBe('defenders are pushed back 2" and followed up.');
  });
});

describe('two pursuers after one router', () => {
  it('once the first wipes the routers out, the second halts unformed: the routers die once', () => {
    const plan = compileText(`format: warsim/1
system: wfb3
title: two pursuers
seed: 1
end: { turns: 3 }
first: a
sides:
  - id: a
    units:
      - { id: left, profile: ${MEN}, models: 10, files: 5, position: { x: 33, y: 20, facing: 0 }, tactics: { charge: defenders } }
      - { id: right, profile: ${MEN}, models: 10, files: 5, position: { x: 39, y: 20, facing: 0 }, tactics: { charge: defenders } }
  - id: b
    units:
      - { id: defenders, profile: ${MEN}, models: 6, files: 6, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, move: hold } }
`);
    let routs = 0;
    for (let sim = 0; sim < 300; sim++) {
      const rng = new Rng();
      rng.seed(5, sim);
      const { lines } = playTraced(plan, rng);
      const wiped = lines.filter((l) => l === 'defenders are wiped out.').length;
      expect(wiped, `sim ${sim}:\n${lines.join('\n')}`).toBeLessThanOrEqual(1);
      if (lines.some((l) => l === 'defenders rout!')) routs++;
    }
    expect(routs).toBeGreaterThan(0);
  });
});

describe('pursuers meeting a fresh enemy (rules/wfb3.md §4.11 7)', () => {
  // Sixteen Men eight wide break nine three wide; a reserve of the routers' side stands behind
  // and to the side, out of the routers' way but in the wider pursuers'.
  const text = (reserveX: number) => `format: warsim/1
system: wfb3
title: pursuit meets a fresh enemy
seed: 1
end: { turns: 1 }
first: a
sides:
  - id: a
    units:
      - { id: pursuers, profile: ${MEN}, models: 16, files: 8, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: routers } }
  - id: b
    units:
      - { id: routers, profile: ${MEN}, models: 9, files: 3, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold } }
      - { id: reserve, profile: ${MEN}, models: 10, files: 5, position: { x: ${reserveX}, y: 31, facing: 180 }, tactics: { charge: never, move: hold } }
`;
  // The four in contact slay the three routers facing them, a third of nine; the rout test fails.
  const play = (reserveX: number) => playTraced(compileText(text(reserveX)), new ScriptedRng().count(6, 6, 6, 6).count(6, 6, 6, 6).roll(6, 6).thenAll(1)).lines;

  it('a pursuer that meets an enemy not yet fighting stops in contact, and their first round is next turn', () => {
    const lines = play(40.5);
    const met = lines.indexOf('pursuers run into reserve as they pursue: they stop, to fight them next turn.');
    const nextTurn = lines.indexOf('-- Turn 1, b --');
    expect(met).toBeGreaterThan(0);
    expect(nextTurn).toBeGreaterThan(met);
    expect(lines.slice(met, nextTurn).some((l) => l.startsWith('Combat round'))).toBe(false);
    expect(lines.slice(nextTurn)).toContain('Combat round: pursuers, reserve.');
  });

  it('with the reserve out of its way the pursuit goes on after the routers', () => {
    const lines = play(52);
    expect(lines.some((l) => l.includes('run into'))).toBe(false);
    expect(lines.some((l) => l.startsWith('pursuers pursue routers'))).toBe(true);
  });
});
