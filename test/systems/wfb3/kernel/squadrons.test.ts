/**
 * Units of several chariots or war beasts (rules/wfb3.md §6.1 "a unit has 1–6 chariots", §6.2
 * war beast units in sections; kernel/squadrons.ts), played through whole player turns: each
 * vehicle a row of its own, the unit testing once, routing as one, its vehicles struck where they
 * touch the enemy, missile hits spread among them at random.
 */
import { describe, expect, it } from 'vitest';
import { FATE_DESTROYED, FATE_FLED_OFF, FATE_FLEEING } from '../../../../src/core/metrics.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { FLEEING, READY } from '../../../../src/systems/rank-and-file/unit-state.ts';
import { destroy } from '../../../../src/systems/wfb3/kernel/casualties.ts';
import { reset } from '../../../../src/systems/wfb3/kernel/deployment.ts';
import { leadership } from '../../../../src/systems/wfb3/kernel/tests.ts';
import { movementPhase } from '../../../../src/systems/wfb3/kernel/movement.ts';
import { inSight, shootingPhase } from '../../../../src/systems/wfb3/kernel/shooting.ts';
import { shape } from '../../../../src/systems/wfb3/kernel/formation.ts';
import { unitPasses, newMoment, TEST_PANIC } from '../../../../src/systems/wfb3/kernel/squadrons.ts';
import { Wfb3World } from '../../../../src/systems/wfb3/kernel/world.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { battle as battleText, compileText, fateSlot, MEN, playTraced, refusalOf, unitIndex } from '../harness.ts';

const CREW = '{ M: 4, WS: 4, BS: 3, S: 4, T: 3, W: 1, I: 4, A: 1, Ld: 8, Int: 7, Cl: 8, WP: 7 }';
const CHARIOTS = (k: number, extra = '') => `{ id: chariots, name: War chariot, profile: ${CREW}, models: ${k}, files: ${k}, armour: [light-armour], chariot: { crew: 2, animals: { count: 2, M: 8, WS: 3, S: 3, T: 3, I: 3, A: 1 } }${extra}, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, move: hold } }`;
const ELEPHANTS = `{ id: beasts, name: War elephant, profile: ${MEN}, models: 2, files: 2, warBeast: { crew: 2, beast: { M: 6, WS: 4, S: 7, T: 7, W: 8, I: 2, A: 3 } }, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: never, move: hold } }`;

/** One unit a side (each a YAML flow map), on a table 96" deep. */
const battle = (a: string, b: string, turns = 1) => battleText({ title: 'squadrons', turns, battlefield: '{ width: 72, depth: 96 }', a: [a], b: [b] });

const GHOSTS = `{ id: ghosts, profile: ${MEN}, models: 20, files: 5, special: [fear], position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest, move: hold } }`;
/** Thirty halberdiers, ten wide, who strike the elephants' crews. */
const HALBERDIERS = (extra: string) => `{ id: halberds, name: Halberdiers, profile: { M: 4, WS: 6, BS: 3, S: 5, T: 3, W: 1, I: 6, A: 2, Ld: 7, Int: 7, Cl: 7, WP: 7 }, models: 30, files: 10, weapons: [hand-weapon, halberd]${extra} }`;

describe('units of several chariots or war beasts (rules/wfb3.md §6.1, §6.2)', () => {
  it('compiles a row a vehicle, side by side in one line, the first its leader with the unit\'s id', () => {
    const plan = compileText(battle(GHOSTS, CHARIOTS(3)));
    const ids = ['chariots', 'chariots-2', 'chariots-3'].map((id) => unitIndex(plan, id));
    expect(ids.map((u) => plan.unitNames[u])).toEqual(['War chariot', 'War chariot 2', 'War chariot 3']);
    expect(ids.map((u) => plan.squad[u])).toEqual([ids[0], ids[0], ids[0]]);
    expect(ids.map((u) => plan.models[u])).toEqual([1, 1, 1]);
    expect(plan.squad[unitIndex(plan, 'ghosts')]).toBe(-1);
    // Facing 180: the line runs from +x to −x, a base (50 mm) apart, about x = 36.
    const w = 50 / 25.4;
    expect(ids.map((u) => plan.x[u])).toEqual([36 + w, 36, 36 - w].map((x) => expect.closeTo(x, 9)));
    // Each its own crew on foot.
    expect(ids.map((u) => plan.crewUnit[u] >= 0)).toEqual([true, true, true]);
  });

  it('refuses more than six', () => {
    expect(refusalOf(battle(GHOSTS, CHARIOTS(7)))).toMatch(/at most 6 chariots in a unit/);
  });

  it('deploys several ranks of them, `files` a rank, each rank a base and an inch behind the one before', () => {
    const plan = compileText(battle(GHOSTS, CHARIOTS(3).replace('files: 3', 'files: 2')));
    const ids = ['chariots', 'chariots-2', 'chariots-3'].map((id) => unitIndex(plan, id));
    const w = 50 / 25.4;
    // Facing 180, "behind" is +y: the first rank of two about x = 36, the third vehicle behind its middle.
    expect(ids.map((u) => plan.x[u])).toEqual([36 + w / 2, 36 - w / 2, 36].map((x) => expect.closeTo(x, 9)));
    expect(ids.map((u) => plan.y[u])).toEqual([26, 26, 26 + 100 / 25.4 + 1].map((y) => expect.closeTo(y, 9)));
  });

  it('its command — a standard, a musician, the army standard — rides the leading vehicle', () => {
    const plan = compileText(battle(GHOSTS, CHARIOTS(3, ', command: [standard, musician]')));
    const ids = ['chariots', 'chariots-2', 'chariots-3'].map((id) => unitIndex(plan, id));
    expect(ids.map((u) => plan.standard[u])).toEqual([1, 0, 0]);
    expect(ids.map((u) => plan.musician[u])).toEqual([1, 0, 0]);
  });

  it('a character rides the leading vehicle and leads all of them — their tests on his Ld — until it is lost', () => {
    // Two heavy chariots of three crew: room for one character in each; he rides the first.
    const heavy = CHARIOTS(2, `, characters: [{ id: hero, name: Aldred, profile: { M: 4, WS: 5, BS: 5, S: 4, T: 4, W: 2, I: 5, A: 2, Ld: 9, Int: 8, Cl: 9, WP: 8 }, bonus: 1 }]`).replace('crew: 2, animals: { count: 2', 'crew: 3, animals: { count: 4');
    const plan = compileText(battle(GHOSTS, heavy));
    const [a, b, hero] = ['chariots', 'chariots-2', 'hero'].map((id) => unitIndex(plan, id));
    expect(plan.host[hero]).toBe(a);
    expect(plan.unitIds).not.toContain('hero-2');
    const w = new Wfb3World(plan);
    reset(w);
    expect([w.leadBy[a], w.leadBy[b], leadership(w, a), leadership(w, b)]).toEqual([hero, hero, 9, 9]);
    // The ghosts' charge on the first: its fear test is taken on his Cool of 9, for both (2D6 9 passes).
    const { lines } = playTraced(plan, new ScriptedRng().roll(5, 4).thenAll(1));
    expect(lines).toContain('War chariot fears ghosts: Cool test, 2D6 9 against 9: passed.');
    // The first lost, he with it: the second leads itself again.
    w.models[a] = 0;
    destroy(w, a);
    expect([w.leadBy[b], leadership(w, b)]).toEqual([-1, 8]);
  });

  it('the unit routs as one: the chariot charged by a feared enemy fails its test, and both flee', () => {
    const { lines, out } = playTraced(compileText(battle(GHOSTS, CHARIOTS(2))), new ScriptedRng().roll(6, 6).thenAll(3));
    expect(lines.slice(1, 7)).toEqual(['ghosts charge War chariot (6.1" of a 8" reach).', 'War chariot fears ghosts: Cool test, 2D6 12 against 8: failed.', 'War chariot routs from ghosts.', 'War chariot flees 16".', 'War chariot 2 routs from ghosts.', 'War chariot 2 flees 16".']);
    const plan = compileText(battle(GHOSTS, CHARIOTS(2)));
    expect(out[fateSlot(unitIndex(plan, 'chariots-2'))]).toBe(out[fateSlot(unitIndex(plan, 'chariots'))]);
  });

  it('its vehicles test once, on one roll: at one moment the second reads the first\'s dice', () => {
    const plan = compileText(battle(GHOSTS, CHARIOTS(2)));
    const w = new Wfb3World(plan);
    reset(w);
    const [a, b] = [unitIndex(plan, 'chariots'), unitIndex(plan, 'chariots-2')];
    const rng = new ScriptedRng().roll(6, 6).roll(1, 1);
    newMoment(w);
    expect([unitPasses(w, rng as unknown as Rng, a, TEST_PANIC, 8), unitPasses(w, rng as unknown as Rng, b, TEST_PANIC, 8)]).toEqual([false, false]);
    // A new moment, a new roll.
    newMoment(w);
    expect(unitPasses(w, rng as unknown as Rng, b, TEST_PANIC, 8)).toBe(true);
  });

  it('beaten in combat, two war beasts take one rout test on one roll and rout together, every time', () => {
    const plan = compileText(battle(ELEPHANTS, HALBERDIERS(', position: { x: 36, y: 20, facing: 180 }, tactics: { charge: never, move: hold, warBeast: crew }'), 2));
    const [a, b] = [unitIndex(plan, 'beasts'), unitIndex(plan, 'beasts-2')];
    let tests = 0;
    let routs = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { lines, out } = playTraced(plan, new Rng(1, seed));
      // The halberdiers, touching both, fight each elephant as a section of its own.
      expect(lines[1]).toBe('Combat round: War elephant, Halberdiers, War elephant 2.');
      lines.forEach((line, i) => {
        const first = /^War elephant has lost a quarter of its number: rout test, (2D6 \d+) against/.exec(line);
        if (first === null || !lines[i + 1].startsWith('War elephant 2 has lost')) return;
        expect(lines[i + 1]).toContain(first[1]);
        tests++;
      });
      // Routed, both flee (but one slain, or fled off the table first).
      const fates = [out[fateSlot(a)], out[fateSlot(b)]];
      if (lines.some((l) => /^War elephant 2? routs/.test(l)) && !fates.includes(FATE_DESTROYED) && !fates.includes(FATE_FLED_OFF)) {
        expect(fates).toEqual([FATE_FLEEING, FATE_FLEEING]);
        routs++;
      }
    }
    expect([tests > 10, routs > 5]).toEqual([true, true]);
  });

  it('an enemy charging one vehicle meets each other its front touches: the sections', () => {
    const plan = compileText(battle(ELEPHANTS, HALBERDIERS(', position: { x: 36, y: 26, facing: 180 }, tactics: { charge: nearest }')).replace('first: a', 'first: b'));
    const w = new Wfb3World(plan);
    reset(w);
    w.turn = 1;
    w.playerTurn = 1;
    movementPhase(w, new ScriptedRng().thenAll(3) as unknown as Rng, 1);
    const h = unitIndex(plan, 'halberds');
    const met = [];
    for (let e = 0; e < w.eng.count; e++) if (w.eng.a[e] === h) met.push(w.eng.b[e]);
    expect(met.sort()).toEqual([unitIndex(plan, 'beasts'), unitIndex(plan, 'beasts-2')].sort());
  });

  it('charging one enemy, its vehicles line up side by side on the face they charge', () => {
    const spears = `{ id: spears, profile: ${MEN}, models: 20, files: 5, position: { x: 36, y: 12, facing: 0 }, tactics: { charge: never, move: hold } }`;
    const plan = compileText(battle(spears, CHARIOTS(2).replace('charge: never', 'charge: nearest')).replace('first: a', 'first: b'));
    const w = new Wfb3World(plan);
    reset(w);
    w.turn = 1;
    w.playerTurn = 1;
    movementPhase(w, new ScriptedRng().thenAll(3) as unknown as Rng, 1);
    const [a, b] = [unitIndex(plan, 'chariots'), unitIndex(plan, 'chariots-2')];
    expect([w.eng.count, w.status[a] === READY]).toEqual([2, false]);
    // 50 mm apart, centred on the spearmen's five files (3.9" wide): pressed in to touch them.
    expect(Math.abs(w.fp.x[a] - w.fp.x[b])).toBeCloseTo(2 * (3.9370 / 2 - 50 / 25.4 / 2), 3);
    expect(w.fp.y[a]).toBeCloseTo(w.fp.y[b], 9);
  });

  it('its vehicles see past one another: with the middle one 3" ahead, the others still see the enemy beyond it and charge, on one fear test', () => {
    const plan = compileText(battle(GHOSTS.replace('x: 36, y: 20', 'x: 31, y: 14'), CHARIOTS(3).replace('charge: never', 'charge: nearest').replace('x: 36, y: 26', 'x: 36, y: 24')).replace('first: a', 'first: b'));
    const w = new Wfb3World(plan);
    reset(w);
    w.turn = 1;
    w.playerTurn = 1;
    const [a, b, c] = ['chariots', 'chariots-2', 'chariots-3'].map((id) => unitIndex(plan, id));
    // The middle chariot 3" ahead of the others, as one that moved further.
    w.fp.y[b] -= 3;
    shape(w, b);
    expect([inSight(w, a, unitIndex(plan, 'ghosts')), inSight(w, c, unitIndex(plan, 'ghosts'))]).toEqual([true, true]);
    const lines: string[] = [];
    w.tracer = { line: (t) => lines.push(t) };
    movementPhase(w, new ScriptedRng().thenAll(1) as unknown as Rng, 1);
    const declared = lines.filter((l) => / charges ghosts \(/.test(l));
    expect(declared.map((l) => l.slice(0, l.indexOf(' charges')))).toEqual(['War chariot', 'War chariot 2', 'War chariot 3']);
    // One Cool test for the unit: every vehicle reads the same 2D6.
    expect(new Set(lines.filter((l) => / fears ghosts: /.test(l)).map((l) => l.slice(l.indexOf(':'))))).toEqual(new Set([': Cool test, 2D6 2 against 8: passed.']));
  });

  it('missile hits on one vehicle fall on any of them at random', () => {
    const archers = `{ id: archers, profile: { M: 4, WS: 3, BS: 6, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, Int: 7, Cl: 7, WP: 7 }, models: 20, files: 10, weapons: [hand-weapon, bow], position: { x: 36, y: 10, facing: 0 }, tactics: { charge: never, move: hold, shoot: nearest } }`;
    const plan = compileText(battle(archers, CHARIOTS(3)));
    const ids = ['chariots', 'chariots-2', 'chariots-3'].map((id) => unitIndex(plan, id));
    const w = new Wfb3World(plan);
    reset(w);
    w.turn = 1;
    w.playerTurn = 1;
    // Ten bows, every shot a hit (ten 6s); then the picks read the D6s: 1-2 the first, 3-4 the second, 5-6 the third.
    shootingPhase(w, new ScriptedRng().countN(10, 6).roll(1, 3, 5, 6, 2, 4, 1, 1, 3, 5).thenAll(6) as unknown as Rng, 0);
    const tallies = ids.map((u) => w.tally[u]);
    expect(tallies).toEqual([4, 3, 3]);
    expect(w.status[ids[0]]).not.toBe(FLEEING);
  });
});
