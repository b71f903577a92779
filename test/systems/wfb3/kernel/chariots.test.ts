/**
 * Chariots (rules/wfb3.md §6.1; kernel/chariots.ts), played through whole player turns: a heavy
 * chariot — three crew (WS4 S4 T3 I4, light armour), four horses (M8 WS3 S3 T3 I3 A1), two
 * scythes — charges twenty spearmen 14" away.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { damageRolls } from '../../../../src/systems/wfb3/kernel/chariots.ts';
import { reset } from '../../../../src/systems/wfb3/kernel/deployment.ts';
import { movementPhase } from '../../../../src/systems/wfb3/kernel/movement.ts';
import { reservesPhase } from '../../../../src/systems/wfb3/kernel/advance.ts';
import { AXLE_BROKEN, REINS_CUT, WHEEL_DAMAGED, Wfb3World } from '../../../../src/systems/wfb3/kernel/world.ts';
import { DESTROYED } from '../../../../src/systems/rank-and-file/unit-state.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { compileText, duel, MEN, playTraced, refusalOf, unitIndex } from '../harness.ts';

const CREW = '{ M: 4, WS: 4, BS: 3, S: 4, T: 3, W: 1, I: 4, A: 1, Ld: 8, Int: 7, Cl: 8, WP: 7 }';
const CHARIOT = `profile: ${CREW}, models: 1, files: 1, armour: [light-armour], chariot: { crew: 3, animals: { count: 4, M: 8, WS: 3, S: 3, T: 3, I: 3, A: 1 }, scythes: 2 }`;
const SPEARS = `profile: ${MEN}, models: 20, files: 5, weapons: [hand-weapon, spear], armour: [light-armour, shield]`;

const scenario = (opts: { a?: string; b?: string; turns?: number } = {}) =>
  duel({
    a: `${opts.a ?? CHARIOT}, position: { x: 36, y: 14, facing: 0 }, tactics: { charge: nearest }`,
    b: `${opts.b ?? SPEARS}, position: { x: 36, y: 28, facing: 180 }, tactics: { charge: never, react: hold, move: hold }`,
    turns: opts.turns ?? 1,
    rules: 'standardCapture: false',
  });

const refusal = (a: string) => refusalOf(scenario({ a }));

describe('chariots (rules/wfb3.md §6.1)', () => {
  it('charging, its impact hits strike before all blows; blows on it are tallied hits, rolled for after the round, each chariot hit +1 to the result', () => {
    const rng = new ScriptedRng()
      .roll(3) // the impact: D3 = 2 (a 3 on the D6), and two scythes
      .count(6, 6, 6, 1) // wounds on the spearmen, S4 against T3: 3+
      .count(1, 1, 1) // their 5+ saves, −1 for S4: all fail
      .count(1, 1, 1) // the crew (I4) miss
      .thenAll(4);
    const { lines } = playTraced(compileText(scenario()), rng);
    const from = lines.indexOf('Combat round: attackers, defenders.');
    expect(lines.slice(from + 1, from + 6)).toEqual([
      'attackers crashes into defenders: 4 impact hits at S4, 3 wounds unsaved.',
      "attackers's crew (3 models) strike defenders: 3 attacks needing 3+, 0 hits at S4, 0 wounds unsaved.",
      // Three spearmen touched its 50 mm front; all slain by the impact, none is left to strike.
      "attackers's team (4 models) strike defenders: 4 attacks needing 4+, 0 hits at S3, 0 wounds unsaved.",
      'Result: a 4, b 0.',
      'defenders are pushed back 2" and followed up.',
    ]);
  });

  it('the spearmen\'s hits are tallied, the damage chart rolled at once, and each chariot hit scores +1', () => {
    const rng = new ScriptedRng()
      .roll(1) // the impact: D3 = 1, and two scythes
      .count(1, 1, 1) // no wound
      .count(1, 1, 1) // the crew (I4) miss
      .count(6, 6, 6, 6) // the spearmen (I4 with the spear's first round): 3 in contact and a spear behind, four hits on the chariot
      .count(1, 1, 1, 1) // the horses (I3) miss
      .roll(2, 3) // the damage chart: 2D6 5 + 4 hits = 9, the reins cut
      .thenAll(4);
    const { lines } = playTraced(compileText(scenario()), rng);
    const from = lines.indexOf('Combat round: attackers, defenders.');
    expect(lines.slice(from + 3, from + 7)).toEqual([
      'defenders (4 models) strike attackers: 4 attacks needing 5+, 4 hits on the chariot, tallied.',
      "attackers's team (4 models) strike defenders: 4 attacks needing 4+, 0 hits at S3, 0 wounds unsaved.",
      'attackers rolls on the damage chart: 9, the reins are cut.',
      // The charge +1; the spearmen no wounds but +1 for the chariot they hit.
      'Result: a 1, b 1.',
    ]);
  });

  it('refuses a mount, too many crew, weapons with modifiers', () => {
    expect(refusal(`${CHARIOT}, mount: { M: 8, WS: 3, S: 3, I: 3, A: 1 }`)).toMatch(/no mount on a chariot/);
    expect(refusal(CHARIOT.replace('crew: 3, animals: { count: 4', 'crew: 3, animals: { count: 2').replace('crew: 3', 'crew: 4').replace('count: 2', 'count: 1'))).toMatch(/compiled/);
    expect(refusal(CHARIOT.replace('crew: 3, animals: { count: 4', 'crew: 2, animals: { count: 2').replace('crew: 2', 'crew: 2'))).toBe('compiled');
    expect(refusal(`${CHARIOT}, weapons: [hand-weapon, halberd]`)).toMatch(/no weapon modifiers apply to a chariot's crew/);
  });

  it('the digest\'s example (§8): three hits, one roll of 2D6 + 3 — no effect on 2D6 of 4 or less (6/36), never 16+', () => {
    const plan = compileText(scenario());
    const u = unitIndex(plan, 'attackers');
    const w = new Wfb3World(plan);
    const rng = new Rng();
    const n = 36_000;
    const seen = { none: 0, wheel: 0, reins: 0, axle: 0, out: 0 };
    for (let k = 0; k < n; k++) {
      rng.seed(5, k);
      reset(w);
      w.tally[u] = 3;
      damageRolls(w, rng, 1);
      if (w.status[u] === DESTROYED) seen.out++;
      else if (w.chariot[u] === WHEEL_DAMAGED) seen.wheel++;
      else if (w.chariot[u] === REINS_CUT) seen.reins++;
      else if (w.chariot[u] === AXLE_BROKEN) seen.axle++;
      else if (w.chariot[u] === 0 && w.animalsLeft[u] === 4 && w.crewLeft[u] === 3 && w.shakenTo[u] < 0 && w.driverOut[u] < 0) seen.none++;
    }
    // 2D6 + 3: 5-7 nothing (P(2D6 ≤ 4) = 6/36), 8 the wheel (2D6 = 5, 4/36), 9 the reins (5/36),
    // 13 the axle (2D6 = 10, 3/36), 14-15 out (2D6 11-12, 3/36); 10 and 11 may leave it whole
    // when the save or the wound roll fails, so "none" is at least 6/36.
    const near = (count: number, p: number) => expect(Math.abs(count / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    near(seen.wheel, 4 / 36);
    near(seen.reins, 5 / 36);
    near(seen.axle, 3 / 36);
    near(seen.out, 3 / 36);
    expect(seen.none / n).toBeGreaterThan(6 / 36 - 4 * Math.sqrt(((6 / 36) * (30 / 36)) / n));
  });

  it('running amok, it charges the nearest enemy ahead within reach whatever its tactics; with none, it goes its full move on a D6', () => {
    const plan = compileText(scenario({ a: `${CHARIOT}`, turns: 1 }).replace('tactics: { charge: nearest }', 'tactics: { charge: never }'));
    const u = unitIndex(plan, 'attackers');
    const w = new Wfb3World(plan);
    const lines: string[] = [];
    w.tracer = { line: (text) => lines.push(text) };
    reset(w);
    w.playerTurn = 1;
    w.amok[u] = 1;
    movementPhase(w, new ScriptedRng().thenAll(4) as unknown as Rng, 0);
    expect(lines[0]).toBe('attackers charges defenders (14" of a 16" reach).');
    // Nothing ahead: it turns right on a 5 and goes its 8".
    const far = compileText(scenario({ b: SPEARS.replace('models: 20', 'models: 5') }).replace('y: 28, facing: 180', 'y: 46, facing: 180').replace('files: 5', 'files: 5').replace('x: 36, y: 46', 'x: 8, y: 46').replace('tactics: { charge: nearest }', 'tactics: { charge: never }'));
    const v = new Wfb3World(far);
    const more: string[] = [];
    v.tracer = { line: (text) => more.push(text) };
    reset(v);
    v.playerTurn = 1;
    v.amok[unitIndex(far, 'attackers')] = 1;
    movementPhase(v, new ScriptedRng().roll(5).thenAll(4) as unknown as Rng, 0);
    expect(more[0]).toBe('attackers runs amok to the right, 8".');
  });

  it('beaten, it stays where it is, its enemies following up all the same', () => {
    const plan = compileText(scenario({ turns: 3 }));
    const u = unitIndex(plan, 'attackers');
    let found = false;
    for (let sim = 0; sim < 60 && !found; sim++) {
      const rng = new Rng();
      rng.seed(11, sim);
      const { lines } = playTraced(plan, rng);
      found = lines.includes('attackers is beaten, unmoved, and followed up.');
    }
    expect(found).toBe(true);
    expect(plan.chariot[u]).toBe(1);
  });

  it('turning on a damaged wheel, a 4+ breaks the axle and halts it; a heavy chariot makes no reserve move, a light one does', () => {
    const text = scenario().replace('tactics: { charge: nearest }', 'tactics: { charge: never }').replace('x: 36, y: 14, facing: 0', 'x: 36, y: 8, facing: 45');
    const plan = compileText(text);
    const u = unitIndex(plan, 'attackers');
    const w = new Wfb3World(plan);
    const lines: string[] = [];
    w.tracer = { line: (t) => lines.push(t) };
    reset(w);
    w.playerTurn = 1;
    w.chariot[u] = WHEEL_DAMAGED;
    movementPhase(w, new ScriptedRng().roll(4).thenAll(1) as unknown as Rng, 0);
    expect(lines).toContain('attackers turns on a damaged wheel: it comes off, the axle breaks, and the chariot halts.');
    expect(w.chariot[u] & AXLE_BROKEN).toBe(AXLE_BROKEN);
    const reserveOf = (chariot: string) => {
      const p = compileText(scenario({ a: chariot }).replace('tactics: { charge: nearest }', 'tactics: { charge: never }').replace('x: 36, y: 14', 'x: 36, y: 6'));
      const v = new Wfb3World(p);
      reset(v);
      v.playerTurn = 1;
      reservesPhase(v, new ScriptedRng().thenAll(1) as unknown as Rng, 0);
      return v.reserveMoved[unitIndex(p, 'attackers')];
    };
    expect(reserveOf(CHARIOT)).toBe(0);
    expect(reserveOf(CHARIOT.replace('crew: 3, animals: { count: 4', 'crew: 2, animals: { count: 2'))).toBeGreaterThan(0);
  });

  it('over a hedge it adds a D6 to its damage rolls that turn, with one roll after the combat phase if it had none; into a wall it is wrecked', () => {
    const across = (kind: string) =>
      compileText(
        duel({
          a: `${CHARIOT}, position: { x: 36, y: 14, facing: 0 }, tactics: { charge: never }`,
          b: `${SPEARS}, position: { x: 36, y: 34, facing: 180 }, tactics: { charge: never, react: hold, move: hold }`,
          turns: 1,
          extra: `battlefield: { width: 72, depth: 48, terrain: [{ kind: ${kind}, from: [20, 17], to: [52, 17] }] }\n`,
        }),
      );
    // It advances across the obstacle 3" ahead: 3", the toll of half its 8", and 1" beyond.
    const hedge = playTraced(across('hedge'), new ScriptedRng().thenAll(3)).lines;
    // No hits: the one roll after the combat phase, 2D6 (3 + 3) + a D6 (3).
    expect(hedge).toContain('attackers rolls on the damage chart: 9, the reins are cut.');
    const wall = playTraced(across('wall'), new ScriptedRng().thenAll(3)).lines;
    expect(wall).toContain('attackers drives into a wall: the chariot is wrecked.');
  });

  it('a character rides among the crew: he fights from it, blows on it are the chariot\'s, and a random crewman\'s hit or a picking volley may strike him', () => {
    const rider = '{ id: hero, name: Aldred, profile: { M: 4, WS: 5, BS: 5, S: 4, T: 4, W: 1, I: 5, A: 2, Ld: 9, Int: 8, Cl: 9, WP: 8 }, bonus: 2 }';
    const withRider = `${CHARIOT.replace('crew: 3', 'crew: 2')}, characters: [${rider}]`;
    expect(refusal(`${CHARIOT}, characters: [${rider}, ${rider.replace('id: hero', 'id: squire')}]`)).toMatch(/at most 1 character beside its 3 crew/);
    expect(refusal(`${CHARIOT.replace('crew: 3', 'crew: 2')}, characters: [${rider.replace('bonus: 2', 'bonus: 2, tactics: { rank: rear }')}]`)).toMatch(/a chariot has no rank behind/);
    const { lines } = playTraced(compileText(scenario({ a: withRider, b: `${SPEARS}` }).replace('react: hold, move: hold', 'react: hold, move: hold, strike: characters')), new ScriptedRng().thenAll(4));
    const round = lines.slice(lines.indexOf('Combat round: attackers, defenders.') + 1);
    expect(round.some((l) => l.startsWith('Aldred strikes defenders'))).toBe(true);
    // Told to strike characters, the spearmen still strike the chariot as a whole.
    expect(round.some((l) => l.includes('strike Aldred'))).toBe(false);
    // Result 11: one in the two crew and the rider, at random — the third, the rider.
    const plan = compileText(scenario({ a: withRider }));
    const u = unitIndex(plan, 'attackers');
    const hero = unitIndex(plan, 'hero');
    const w = new Wfb3World(plan);
    reset(w);
    w.tally[u] = 5;
    // 2D6 6 + 5 = 11; the pick (a 3 of a D6: the third of three); his wound (S3 on T4, 5+) and no save.
    damageRolls(w, new ScriptedRng().roll(3, 3).roll(5).count(6).thenAll(4) as unknown as Rng, 1);
    expect(w.models[hero]).toBe(0);
    expect(w.crewLeft[u]).toBe(2);
  });
});
