/**
 * Psychology through the whole turn on scripted dice (rules/wfb3.md §5): fear of a charger,
 * frenzy on charging, hatred's compulsion and its +1 to hit, panic at a friend's rout with the
 * +1 Cool of a unit four times the router's size. Tests are 2D6 against the value (§1.2).
 */
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { compileText, duel, MEN, playTraced } from '../harness.ts';

const CHARGER = `profile: ${MEN}, models: 20, files: 5, position: { x: 36, y: 20, facing: 0 }`;
const TARGET = `profile: ${MEN}, models: 10, files: 5, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold }`;

function after(lines: string[], first: string, n: number): string[] {
  const k = lines.indexOf(first);
  expect(k, lines.join('\n')).toBeGreaterThanOrEqual(0);
  return lines.slice(k, k + n);
}

/** Ghosts (causing fear) charge ten goblins, with a second unit of side b beside them, over `terrain`. */
function ghostsAndGoblins(friend: string, terrain = ''): string {
  return `format: warsim/1
system: wfb3
title: goblins and ghosts
seed: 1
end: { turns: 1 }
first: a
battlefield: { width: 72, depth: 48, terrain: [${terrain}] }
sides:
  - id: a
    units:
      - { id: ghosts, ${CHARGER}, special: [fear], tactics: { charge: goblins } }
  - id: b
    units:
      - { id: goblins, profile: ${MEN}, models: 10, files: 5, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold } }
      - ${friend}
`;
}

describe('psychology (rules/wfb3.md §5)', () => {
  it('charged by an enemy it fears, a unit that fails its Cool test routs at once; the charge then falls short', () => {
    const plan = compileText(duel({ a: `${CHARGER}, special: [fear], tactics: { charge: nearest }`, b: TARGET, turns: 1 }));
    const { lines } = playTraced(plan, new ScriptedRng().roll(6, 6).thenAll(1));
    expect(after(lines, 'defenders fear attackers: Cool test, 2D6 12 against 7: failed.', 4)).toEqual([
      'defenders fear attackers: Cool test, 2D6 12 against 7: failed.',
      'defenders rout from attackers.',
      'defenders flee 8".',
      'attackers fall short of defenders and halt, unformed.',
    ]);
  });

  it('a unit that fears its target may not charge it after a failed test, and stays where it is', () => {
    const plan = compileText(duel({ a: `${CHARGER}, tactics: { charge: nearest }`, b: `${TARGET}, special: [fear]`, turns: 1 }));
    const { lines } = playTraced(plan, new ScriptedRng().roll(6, 6).thenAll(1));
    expect(after(lines, 'attackers fear defenders: Cool test, 2D6 12 against 7: failed.', 2)[1]).toBe('attackers dare not charge defenders, whom they fear, and stay where they are this turn.');
    expect(lines.some((l) => l.startsWith('attackers advance') || l.startsWith('attackers make a reserve move'))).toBe(false);
  });

  it('beaten by an enemy it fears, a unit about to be pushed back and followed up routs at once, though the enemy slew none', () => {
    const plan = compileText(duel({ a: `${CHARGER}, special: [fear], tactics: { charge: nearest }`, b: TARGET, turns: 1 }));
    const rng = new ScriptedRng()
      .roll(1, 1) // the fear test when charged: passed
      .count(1, 1, 1, 1, 1).count(1, 1, 1, 1, 1) // every blow misses on both sides
      .thenAll(1);
    const { lines } = playTraced(plan, rng);
    // The ghosts win on their charge and three ranks, 4 to 1 (a rank of five behind the front).
    const from = lines.indexOf('Result: a 4, b 1.');
    expect(from, lines.join('\n')).toBeGreaterThan(0);
    expect(lines[from + 1]).toBe('defenders rout!');
  });

  it('frenzy: a failed Cool test on charging, then +1 to hit on top of the charge (3+ against equal WS)', () => {
    const plan = compileText(duel({ a: `${CHARGER}, special: [frenzy], tactics: { charge: nearest }`, b: TARGET, turns: 1 }));
    const { lines } = playTraced(plan, new ScriptedRng().roll(6, 6).count(1, 1, 1, 1, 1).count(1, 1, 1, 1, 1).thenAll(1));
    expect(lines).toContain('attackers fail their Cool test as they charge and are frenzied: +1 to hit, +1 to wound, +1 save, no rout tests.');
    expect(lines).toContain('attackers (5 models) strike defenders: 5 attacks needing 3+, 0 hits at S3, 0 wounds unsaved.');
  });

  it('hatred: a unit told never to charge must charge a hated enemy in reach unless it passes a Cool test; +1 to hit', () => {
    const plan = compileText(duel({ a: `${CHARGER}, special: [hatred], tactics: { charge: never }`, b: TARGET, turns: 1 }));
    const { lines } = playTraced(plan, new ScriptedRng().roll(6, 6).count(1, 1, 1, 1, 1).count(1, 1, 1, 1, 1).thenAll(1));
    expect(lines).toContain('attackers hate defenders: Cool test to hold back, 2D6 12 against 7: failed: they must charge.');
    expect(lines).toContain('attackers (5 models) strike defenders: 5 attacks needing 3+, 0 hits at S3, 0 wounds unsaved.');
  });

  it('panic: a friend within 12" of a unit routing from combat tests, +1 Cool at four times its size, and routs if it fails', () => {
    const plan = compileText(`format: warsim/1
system: wfb3
title: panic
seed: 1
end: { turns: 1 }
first: a
sides:
  - id: a
    units:
      - { id: attackers, ${CHARGER}, tactics: { charge: defenders } }
  - id: b
    units:
      - { id: defenders, profile: ${MEN}, models: 8, files: 4, armour: [light-armour, shield], position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold } }
      - { id: reserve, profile: ${MEN}, models: 24, files: 5, position: { x: 48, y: 30, facing: 180 }, tactics: { charge: never, move: hold } }
`);
    const rng = new ScriptedRng()
      .count(6, 6, 1, 1, 1).count(6, 6).count(1, 1).count(1, 1)
      .roll(6, 6) // the rout test fails
      .count(1, 1, 1, 1, 1) // the free hack wounds no one: 6 routers left, and the reserve's 24 are four times as many
      .roll(6, 6) // the reserve's panic test, at Cool 7 + 1
      .thenAll(1);
    const { lines } = playTraced(plan, rng);
    expect(lines).toContain('reserve test for panic, seeing defenders rout within 12": Cool 2D6 12 against 8: failed.');
    expect(lines).toContain('reserve rout from attackers.');
  });

  it('fear at a distance: those who fear the creature strike it at −1 (4+ charging becomes 5+)', () => {
    const plan = compileText(duel({ a: `${CHARGER}, tactics: { charge: nearest }`, b: `${TARGET}, special: [fear], fearRange: 6`, turns: 1 }));
    const { lines } = playTraced(plan, new ScriptedRng().roll(1, 1).count(1, 1, 1, 1, 1).count(1, 1, 1, 1, 1).thenAll(1));
    expect(lines).toContain('attackers fear defenders: Cool test, 2D6 2 against 7: passed.');
    expect(lines).toContain('attackers (5 models) strike defenders: 5 attacks needing 5+, 0 hits at S3, 0 wounds unsaved.');
  });

  it('fear at a distance: within the range those who fear the creature make no reserve move; outside it they do', () => {
    const men = `profile: ${MEN}, models: 10, files: 5, position: { x: 36, y: 10, facing: 0 }, tactics: { charge: never }`;
    const creature = (range: number) => `${TARGET}, special: [fear], fearRange: ${range}`.replace('y: 26', 'y: 40');
    const within = playTraced(compileText(duel({ a: men, b: creature(28), turns: 1 })), new ScriptedRng().thenAll(1)).lines;
    expect(within).toContain('attackers advance 4" towards defenders.');
    expect(within.some((l) => l.startsWith('attackers make a reserve move'))).toBe(false);
    const beyond = playTraced(compileText(duel({ a: men, b: creature(6), turns: 1 })), new ScriptedRng().thenAll(1)).lines;
    expect(beyond).toContain('attackers make a reserve move 4" towards defenders.');
  });

  it('panic 7: routers fleeing through a friend make it test; passing, it is unformed and cannot advance that turn', () => {
    const text = ghostsAndGoblins(`{ id: wolves, profile: ${MEN}, models: 10, files: 5, position: { x: 36, y: 31, facing: 180 }, tactics: { charge: never } }`);
    const failed = playTraced(compileText(text), new ScriptedRng().roll(6, 6).roll(6, 6).thenAll(1)).lines;
    expect(failed).toContain('goblins rout from ghosts.');
    expect(failed).toContain('wolves test for panic, routed through by goblins: Cool 2D6 12 against 7: failed.');
    expect(failed).toContain('wolves rout from ghosts.');
    const passed = playTraced(compileText(text), new ScriptedRng().roll(6, 6).roll(1, 1).thenAll(1)).lines;
    expect(passed).toContain('wolves test for panic, routed through by goblins: Cool 2D6 2 against 7: passed.');
    expect(passed.some((l) => l.startsWith('wolves advance'))).toBe(false);
  });

  it('panic 1: at the start of its turn a unit within 4" of a friend in rout it can see tests; a wood between hides the router', () => {
    const wolves = `{ id: wolves, profile: ${MEN}, models: 10, files: 5, position: { x: 43, y: 36, facing: 180 }, tactics: { charge: never, move: hold } }`;
    const text = (terrain: string) => ghostsAndGoblins(wolves, terrain);
    // The goblins fail their fear test and flee 8" past the wolves' flank, 3" from them.
    const play = (terrain: string) => playTraced(compileText(text(terrain)), new ScriptedRng().roll(6, 6).roll(6, 6).thenAll(1)).lines;
    const open = play('');
    expect(open).toContain('goblins rout from ghosts.');
    expect(open).toContain('wolves test for panic, within 4" of the routing goblins: Cool 2D6 12 against 7: failed.');
    const wood = play('{ kind: wood, x: 38.5, y: 20, width: 2, depth: 25 }');
    expect(wood).toContain('goblins rout from ghosts.');
    expect(wood.some((l) => l.startsWith('wolves test for panic'))).toBe(false);
  });

  it('panic 2: charged in the flank by enemies coming out of a wood', () => {
    const text = `format: warsim/1
system: wfb3
title: ambush
seed: 1
end: { turns: 1 }
first: a
battlefield: { width: 72, depth: 48, terrain: [{ kind: wood, x: 20, y: 20, width: 11, depth: 10 }] }
sides:
  - id: a
    units:
      - { id: ambushers, profile: ${MEN}, models: 10, files: 5, position: { x: 30, y: 26.8, facing: 90 }, tactics: { charge: nearest } }
  - id: b
    units:
      - { id: column, profile: ${MEN}, models: 10, files: 5, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, move: hold } }
`;
    const { lines } = playTraced(compileText(text), new ScriptedRng().roll(6, 6).thenAll(1));
    expect(lines).toContain('column test for panic, charged in the flank or rear by ambushers coming out of a wood: Cool 2D6 12 against 7: failed.');
    expect(lines).toContain('column rout from ambushers.');
  });

  it('panic 4: charged while divided by a hedge; holding, it fights the first round without shields and strikes nothing back at a flank charge', () => {
    const text = (x: number, facing: number) => `format: warsim/1
system: wfb3
title: crossing
seed: 1
end: { turns: 1 }
first: a
battlefield: { width: 72, depth: 48, terrain: [{ kind: hedge, from: [30, 26.8], to: [42, 26.8] }] }
sides:
  - id: a
    units:
      - { id: chargers, profile: ${MEN}, models: 10, files: 5, position: { x: ${x}, y: 26.8, facing: ${facing} }, tactics: { charge: nearest } }
  - id: b
    units:
      - { id: crossers, profile: ${MEN}, models: 20, files: 5, armour: [shield], position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, move: hold } }
`;
    // After the test every count die reads 6: every blow hits and wounds, and a save would be made.
    const flank = playTraced(compileText(text(30, 90)), new ScriptedRng().roll(1, 1).thenAll(1)).lines;
    expect(flank).toContain('crossers test for panic, charged by chargers while crossing an obstacle: Cool 2D6 2 against 7: passed.');
    // The shield-only 6+ save is gone: every wound goes through.
    expect(flank).toContain('chargers (5 models) strike crossers: 5 attacks needing 4+, 5 hits at S3, 5 wounds unsaved.');
    const firstRound = flank.slice(0, flank.indexOf('-- Turn 1, b --'));
    expect(firstRound).toContain('chargers charge home into the right flank of crossers.');
    expect(firstRound.some((l) => l.startsWith('crossers ('))).toBe(false);
    // In the next round, no longer charged, they strike back.
    expect(flank.slice(firstRound.length).some((l) => l.startsWith('crossers ('))).toBe(true);
  });
});
