/**
 * Terrain through the whole turn (rules/wfb3.md §2.1, §3.1, §3.3, §4.5): difficult ground costs
 * a charge twice its length, a hill gives +1 to hit, a hedge across the end of a charge makes
 * the chargers strike at −1, cover makes shots harder, a wood between hides a target; a laager
 * of wagons is an obstacle and soft cover.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { compileText, duel, MEN, playTraced } from '../harness.ts';

function battle(terrain: string, a: string, b: string, first = 'a'): string[] {
  const plan = compileText(duel({ a, b, turns: 1, first, extra: `battlefield: { width: 72, depth: 48, terrain: [${terrain}] }\n` }));
  const rng = new Rng();
  rng.seed(7, 0);
  return playTraced(plan, rng).lines;
}

const CHARGERS = `profile: ${MEN}, models: 20, files: 5, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`;
const HOLDERS = `profile: ${MEN}, models: 20, files: 5, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, move: hold }`;

describe('terrain (rules/wfb3.md §2.1, §3, §4.5)', () => {
  it('difficult ground costs a charge twice its length: 2" of it in a 6" charge is 8", in reach of 8; 3" of it is 9", out of reach', () => {
    const two = battle('{ kind: difficult, x: 20, y: 22, width: 32, depth: 2 }', CHARGERS, HOLDERS);
    expect(two).toContain('attackers charge defenders (8" of a 8" reach).');
    const three = battle('{ kind: difficult, x: 20, y: 22, width: 32, depth: 3 }', CHARGERS, HOLDERS);
    expect(three.some((l) => l.startsWith('attackers charge'))).toBe(false);
    // Advancing instead, it pays for the ground too: its 4" buy the 2" of open ground and 1" of the difficult.
    expect(three).toContain('attackers advance 3" towards defenders.');
  });

  it('a unit on a hill fights with the advantage of higher ground: +1 to hit', () => {
    const lines = battle('{ kind: hill, x: 20, y: 25.5, width: 32, depth: 12 }', CHARGERS, HOLDERS);
    expect(lines.find((l) => l.startsWith('defenders ('))).toMatch(/needing 4\+/);
    expect(battle('', CHARGERS, HOLDERS).find((l) => l.startsWith('defenders ('))).toMatch(/needing 5\+/);
  });

  it('chargers across a hedge strike its defenders at −1: 5+ even with the charge', () => {
    const lines = battle('{ kind: hedge, from: [20, 25.5], to: [52, 25.5] }', CHARGERS, HOLDERS);
    expect(lines.find((l) => l.startsWith('attackers ('))).toMatch(/needing 5\+/);
    expect(battle('', CHARGERS, HOLDERS).find((l) => l.startsWith('attackers ('))).toMatch(/needing 4\+/);
  });

  const ARCHERS = `profile: ${MEN}, models: 10, files: 5, weapons: [bow], position: { x: 36, y: 10, facing: 0 }, tactics: { charge: never, move: hold }`;
  const TARGET = `profile: ${MEN}, models: 20, files: 5, position: { x: 36, y: 20, facing: 180 }, tactics: { charge: never, move: hold }`;
  it('cover: soft behind a hedge within 1" (−1), hard behind a wall (−2), soft inside a wood; none in the open', () => {
    const need = (terrain: string) => battle(terrain, ARCHERS, TARGET).find((l) => l.startsWith('attackers shoot'))?.match(/needing (\d\+)/)?.[1];
    expect(need('')).toBe('4+');
    expect(need('{ kind: hedge, from: [20, 19.5], to: [52, 19.5] }')).toBe('5+');
    expect(need('{ kind: wall, from: [20, 19.5], to: [52, 19.5] }')).toBe('6+');
    expect(need('{ kind: wood, x: 20, y: 19.8, width: 32, depth: 3 }')).toBe('5+');
  });

  it('a trench or pit (§3.1): hard cover (−2) within 1" against shooters not within 1" of it; it hides no one, and its defenders are struck at −1 across it', () => {
    const trench = (y: number) => `{ kind: trench, from: [20, ${y}], to: [52, ${y}] }`;
    const need = (terrain: string) => battle(terrain, ARCHERS, TARGET).find((l) => l.startsWith('attackers shoot'))?.match(/needing (\d\+)/)?.[1];
    expect(need(trench(19.5))).toBe('6+');
    // Far from the target it is no cover, and blocks no sight as a hedge would.
    expect(need(trench(15))).toBe('4+');
    // The shooters in the trench themselves fire out of it: no cover for the target.
    expect(need(trench(10.5))).toBe('4+');
    expect(battle(trench(25.5), CHARGERS, HOLDERS).find((l) => l.startsWith('attackers ('))).toMatch(/needing 5\+/);
  });

  it('a wood between shooter and target, or a hedge far from both, hides the target', () => {
    const shots = (terrain: string) => battle(terrain, ARCHERS, TARGET).some((l) => l.startsWith('attackers shoot'));
    expect(shots('{ kind: wood, x: 20, y: 14, width: 32, depth: 3 }')).toBe(false);
    expect(shots('{ kind: hedge, from: [20, 15], to: [52, 15] }')).toBe(false);
    // On a hill the archers see over both.
    expect(shots('{ kind: wood, x: 20, y: 14, width: 32, depth: 3 }, { kind: hill, x: 20, y: 2, width: 32, depth: 9 }')).toBe(true);
  });

  it('a laager of wagons (§6.1): soft cover within 1", defended against a charge across it, blocking sight from afar; a chariot driving into it is wrecked', () => {
    const laager = (y: number) => `{ kind: wagons, from: [20, ${y}], to: [52, ${y}] }`;
    const need = (terrain: string) => battle(terrain, ARCHERS, TARGET).find((l) => l.startsWith('attackers shoot'))?.match(/needing (\d\+)/)?.[1];
    expect(need(laager(19.5))).toBe('5+');
    expect(battle(laager(15), ARCHERS, TARGET).some((l) => l.startsWith('attackers shoot'))).toBe(false);
    const lines = battle(laager(25.5), CHARGERS, HOLDERS);
    expect(lines.find((l) => l.startsWith('attackers ('))).toMatch(/needing 5\+/);
    const chariot = `profile: { M: 4, WS: 4, BS: 3, S: 4, T: 3, W: 1, I: 4, A: 1, Ld: 8, Int: 7, Cl: 8, WP: 7 }, models: 1, files: 1, chariot: { crew: 2, animals: { count: 2, M: 8, WS: 3, S: 3, T: 3, I: 3, A: 1 } }, position: { x: 36, y: 14, facing: 0 }, tactics: { charge: never }`;
    const far = `profile: ${MEN}, models: 20, files: 5, position: { x: 36, y: 34, facing: 180 }, tactics: { charge: never, move: hold }`;
    expect(playTraced(compileText(duel({ a: chariot, b: far, turns: 1, extra: `battlefield: { width: 72, depth: 48, terrain: [${laager(17)}] }\n` })), new ScriptedRng().thenAll(3)).lines).toContain('attackers drives into a laager of wagons: the chariot is wrecked.');
  });

  it('no reserve move for a unit on difficult ground or divided by an obstacle; one in the open makes it (§2.6)', () => {
    const walkers = `profile: ${MEN}, models: 10, files: 5, position: { x: 36, y: 10, facing: 0 }, tactics: { charge: never }`;
    const far = `profile: ${MEN}, models: 10, files: 5, position: { x: 36, y: 40, facing: 180 }, tactics: { charge: never, move: hold }`;
    // After its advance the unit stands in the marsh; or it marches along a hedge that runs
    // through its ranks, dividing it, without crossing it.
    const marsh = battle('{ kind: difficult, x: 20, y: 12, width: 32, depth: 6 }', walkers, far);
    expect(marsh.some((l) => l.startsWith('attackers advance'))).toBe(true);
    expect(marsh.some((l) => l.startsWith('attackers make a reserve move'))).toBe(false);
    const hedge = battle('{ kind: hedge, from: [35, 0], to: [35, 48] }', walkers, far);
    expect(hedge.some((l) => l.startsWith('attackers advance'))).toBe(true);
    expect(hedge.some((l) => l.startsWith('attackers make a reserve move'))).toBe(false);
    const open = battle('{ kind: difficult, x: 60, y: 12, width: 10, depth: 6 }', walkers, far);
    expect(open).toContain('attackers make a reserve move 4" towards defenders.');
    // "Any model" on it: the marsh under the right-hand file only (x from 37.5; the unit spans
    // 34.0 to 38.0 about its centre at 36) stops the reserve move all the same.
    const edge = battle('{ kind: difficult, x: 37.5, y: 8, width: 10, depth: 12 }', walkers, far);
    expect(edge).toContain('attackers advance 4" towards defenders.');
    expect(edge.some((l) => l.startsWith('attackers make a reserve move'))).toBe(false);
  });

  it('a unit charges only an enemy it can see as the turn starts: not over a hill between them, though the hill costs its way nothing (§2.4, §3.1)', () => {
    const far = HOLDERS.replace('y: 26', 'y: 27.5');
    const seen = battle('{ kind: hill, x: 60, y: 22, width: 6, depth: 3 }', CHARGERS, far);
    expect(seen.some((l) => l.startsWith('attackers charge defenders'))).toBe(true);
    const hidden = battle('{ kind: hill, x: 30, y: 22, width: 12, depth: 3 }', CHARGERS, far);
    expect(hidden.some((l) => l.startsWith('attackers charge'))).toBe(false);
    expect(hidden.some((l) => l.startsWith('attackers advance'))).toBe(true);
  });
});


describe('keeping a defended obstacle instead of following up (rules/wfb3.md §4.10)', () => {
  const orcs = `profile: ${MEN}, models: 20, files: 5, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`;
  const men = (followUp: string) => `profile: ${MEN}, models: 20, files: 5, armour: [shield], position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, move: hold${followUp} }`;
  const play = (followUp: string) => {
    const plan = compileText(duel({ a: orcs, b: men(followUp), turns: 1, extra: 'battlefield: { width: 72, depth: 48, terrain: [{ kind: hedge, from: [20, 25.5], to: [52, 25.5] }] }\n' }));
    // The chargers, first on the Initiative tie, miss at 5+ across the hedge; the Men hit three times at 5+ and wound thrice (no armour to save).
    return playTraced(plan, new ScriptedRng().count(1, 1, 1, 1, 1).count(6, 6, 6, 1, 1).count(6, 6, 6).thenAll(1)).lines;
  };

  it('a winner behind a hedge it defends may keep it: the beaten chargers are pushed back out of the fight and halt for the turn', () => {
    const lines = play(', followUp: hold-obstacle');
    const pushed = lines.indexOf('attackers are pushed back 2", and their enemies keep the obstacle they defend.');
    expect(pushed).toBeGreaterThan(0);
    expect(lines.slice(pushed).some((l) => l.startsWith('Combat round'))).toBe(false);
    expect(lines.some((l) => l.startsWith('attackers make a reserve move'))).toBe(false);
  });

  it('a beaten unit whose standard bearer fell, pushed back and not followed up, leaves its standard in the dirt: lost', () => {
    const plan = compileText(duel({ a: `${orcs}, command: [standard]`, b: men(', followUp: hold-obstacle'), turns: 1, extra: 'battlefield: { width: 72, depth: 48, terrain: [{ kind: hedge, from: [20, 25.5], to: [52, 25.5] }] }\n' }));
    // As above, and the chargers' bearer is among their three slain in contact (a 1).
    const lines = playTraced(plan, new ScriptedRng().count(1, 1, 1, 1, 1).count(6, 6, 6, 1, 1).count(6, 6, 6).roll(1).thenAll(1)).lines;
    const pushed = lines.indexOf('attackers are pushed back 2", and their enemies keep the obstacle they defend.');
    expect(pushed).toBeGreaterThan(0);
    expect(lines[pushed + 1]).toBe('attackers leave their standard where it fell: lost.');
  });

  it('by default it follows up, over the hedge, and the fight goes on', () => {
    const lines = play('');
    const pushed = lines.indexOf('attackers are pushed back 2" and followed up.');
    expect(pushed).toBeGreaterThan(0);
    expect(lines.slice(pushed).some((l) => l.startsWith('Combat round'))).toBe(true);
  });
});
