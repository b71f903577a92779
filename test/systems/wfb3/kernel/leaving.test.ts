/**
 * Characters leaving their units (rules/wfb3.md §6.4, §5 panic 6; kernel/leaving.ts), played
 * through whole player turns: a hero — WS5 S4 T4 W2 I5 A2, Ld 9, bonus 2 — in a block of twenty
 * Men, who steps out of it as his side's movement phase begins.
 */
import { describe, expect, it } from 'vitest';
import { FATE_FIGHTING, FATE_RALLIED } from '../../../../src/core/metrics.ts';
import { DESTROYED, OFF_TABLE, READY } from '../../../../src/systems/rank-and-file/unit-state.ts';
import { Wfb3Kernel } from '../../../../src/systems/wfb3/kernel/kernel.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { battle, compileText, duel, fateSlot, leftSlot, MEN, playTraced, refusalOf, unitIndex } from '../harness.ts';
import { wfb3 } from '../../../../src/systems/wfb3/system.ts';
import { Rng as CoreRng, type Rng } from '../../../../src/core/rng.ts';
import { reset } from '../../../../src/systems/wfb3/kernel/deployment.ts';
import { playerTurn } from '../../../../src/systems/wfb3/kernel/turn.ts';
import { ARMY_STANDARD, LOST, Wfb3World } from '../../../../src/systems/wfb3/kernel/world.ts';
import { characterSlain } from '../../../../src/systems/wfb3/kernel/characters.ts';
import { armyStandardNear } from '../../../../src/systems/wfb3/kernel/tests.ts';
import { shape } from '../../../../src/systems/wfb3/kernel/formation.ts';

const BLOCK = `profile: ${MEN}, models: 20, files: 5, armour: [light-armour, shield]`;
const HERO = (tactics: string, extra = '') => `{ id: hero, name: Aldred, profile: { M: 4, WS: 5, BS: 5, S: 4, T: 4, W: 2, I: 5, A: 2, Ld: 9, Int: 8, Cl: 9, WP: 8 }, bonus: 2, armour: [heavy-armour, shield]${extra}, tactics: { ${tactics} } }`;
const SQUIRE = (id: string) => `{ id: ${id}, profile: { M: 4, WS: 4, BS: 4, S: 4, T: 4, W: 1, I: 4, A: 1, Ld: 8, Int: 7, Cl: 8, WP: 7 }, bonus: 1 }`;
/** The defenders carry a general of their own so that Aldred is not his side's. */
const scenario = (heroes: string, opts: { y?: number; aTactics?: string } = {}) =>
  duel({
    a: `${BLOCK}, position: { x: 36, y: 20, facing: 0 }, characters: [${heroes}, { id: lord, profile: { M: 4, WS: 6, BS: 6, S: 4, T: 4, W: 3, I: 6, A: 3, Ld: 10, Int: 9, Cl: 10, WP: 9 }, bonus: 3, tactics: { rank: rear } }], tactics: { ${opts.aTactics ?? 'charge: never, move: hold'} }`,
    b: `${BLOCK}, position: { x: 36, y: ${opts.y ?? 40}, facing: 180 }, tactics: { charge: never, move: hold }`,
    turns: 1,
    rules: 'standardCapture: false',
  });

describe('characters leaving their units (rules/wfb3.md §6.4)', () => {
  it('in his turn he steps out beside the end of the front rank, a single character from then on, with his wounds', () => {
    const plan = compileText(scenario(HERO('leave: 1')));
    const hero = unitIndex(plan, 'hero');
    const alone = unitIndex(plan, 'hero-alone');
    expect([plan.aloneAs[hero], plan.aloneOf[alone], plan.leaveTurn[hero], plan.loner[alone]]).toEqual([alone, hero, 1, 1]);
    expect(plan.unitNames[alone]).toBe('Aldred alone');
    const kernel = new Wfb3Kernel(plan);
    const lines: string[] = [];
    kernel.tracer = { line: (t) => lines.push(t) };
    const out = new Int32Array(wfb3.metrics(plan).length);
    kernel.run(new ScriptedRng().thenAll(4) as unknown as Rng, out);
    expect(lines).toContain('Aldred leaves attackers and goes on alone.');
    expect([kernel.status[hero], kernel.status[alone], kernel.models[alone]]).toEqual([OFF_TABLE, READY, 1]);
    // Beside the right end of the five-wide front rank, facing as it faces.
    const fp = kernel.fp;
    const a = unitIndex(plan, 'attackers');
    expect(fp.facing[alone]).toBe(fp.facing[a]);
    expect(Math.abs(fp.x[alone] - fp.x[a])).toBeCloseTo(fp.w[a] / 2 + 0.5 + plan.baseW[alone] / 2, 9);
    // He is reported where he is: in the record, Aldred's line follows him alone.
    expect([out[leftSlot(hero)], out[fateSlot(hero)], out[leftSlot(alone)]]).toEqual([1, FATE_FIGHTING, 1]);
  });

  it('not before his turn; and never from the front rank of a unit fighting', () => {
    const later = playTraced(compileText(scenario(HERO('leave: 2'))), new ScriptedRng().thenAll(4)).lines;
    expect(later.some((l) => l.startsWith('Aldred leaves'))).toBe(false);
    // Deployed in contact, the two blocks fight from the start.
    const fighting = playTraced(compileText(scenario(HERO('leave: 1'), { y: 20 })), new ScriptedRng().thenAll(4)).lines;
    expect(fighting).toContain('Aldred cannot leave attackers while they fight: he stands in their front rank.');
  });

  it('leaving a unit in combat from a rank behind sets off its panic test (6), unless it has three characters or more', () => {
    const two = playTraced(compileText(scenario(HERO('leave: 1, rank: rear'), { y: 20 })), new ScriptedRng().roll(6, 6).thenAll(4)).lines;
    expect(two.slice(1, 4)).toEqual(['Aldred leaves attackers and goes on alone.', "attackers test for panic, left in combat by Aldred alone: Cool 2D6 12 against 10: failed.", 'attackers rout!']);
    const three = playTraced(compileText(scenario(`${HERO('leave: 1, rank: rear')}, ${SQUIRE('squire')}`, { y: 20 })), new ScriptedRng().thenAll(4)).lines;
    expect(three).toContain('Aldred leaves attackers and goes on alone.');
    expect(three.some((l) => l.includes('test for panic'))).toBe(false);
  });

  it('its leader declares he is leaving, leads it until his next movement phase and leaves then; the general takes his bonus with him', () => {
    const plan = compileText(
      duel({
        a: `${BLOCK}, position: { x: 36, y: 20, facing: 0 }, characters: [${HERO('leave: 1')}], tactics: { charge: never, move: hold }`,
        b: `${BLOCK}, general: { Ld: 8, bonus: 1 }, position: { x: 36, y: 40, facing: 180 }, tactics: { charge: never, move: hold }`,
        turns: 2,
      }),
    );
    const kernel = new Wfb3Kernel(plan);
    const lines: string[] = [];
    kernel.tracer = { line: (t) => lines.push(t) };
    kernel.run(new ScriptedRng().thenAll(4) as unknown as Rng, new Int32Array(wfb3.metrics(plan).length));
    // Aldred (Ld 9) leads the Men (Ld 7).
    expect(lines.slice(0, 5)).toEqual([
      '-- Turn 1, a --',
      'Aldred declares he will leave attackers, whom he leads until their next movement phase.',
      '-- Turn 1, b --',
      '-- Turn 2, a --',
      'Aldred leaves attackers and goes on alone.',
    ]);
    const side = plan.side[unitIndex(plan, 'hero')];
    expect([kernel.generalUnit[side], kernel.generalRow[side]]).toEqual([unitIndex(plan, 'hero-alone'), -1]);
  });

  it('refuses an id taken', () => {
    expect(refusalOf(scenario(`${HERO('leave: 1')}, ${SQUIRE('hero-alone')}`))).toMatch(/no other unit or character with the id he takes alone/);
  });
});

describe('the general taking the army standard with him (rules/wfb3.md §6.6: it keeps touching the general)', () => {
  // Aldred, the general, leads the block that carries the army standard; a second block stands to its right.
  const withStandard = (tactics: string, turns = 2, menX = 45) =>
    battle({
      turns,
      a: [
        `{ id: attackers, ${BLOCK}, command: [army-standard], position: { x: 30, y: 20, facing: 0 }, characters: [${HERO(tactics)}], tactics: { charge: never, move: hold } }`,
        `{ id: men, ${BLOCK}, position: { x: ${menX}, y: 20, facing: 0 }, tactics: { charge: never, move: hold } }`,
      ],
      b: [`{ id: defenders, ${BLOCK}, general: { Ld: 8, bonus: 1 }, position: { x: 36, y: 44, facing: 180 }, tactics: { charge: never, move: hold } }`],
    });

  it('leaving, he carries it away: his old unit no longer has it, he has it alone — its re-take and rally bonus reach 12" from him', () => {
    const plan = compileText(withStandard('leave: 1'));
    const w = new Wfb3World(plan);
    reset(w);
    const lines: string[] = [];
    w.tracer = { line: (t) => lines.push(t) };
    const rng = new ScriptedRng().thenAll(4) as unknown as Rng;
    const [attackers, alone, men] = ['attackers', 'hero-alone', 'men'].map((id) => unitIndex(plan, id));
    expect([w.armyStandardWith[attackers], armyStandardNear(w, attackers)]).toEqual([1, true]);
    for (let t = 1; t <= 2; t++) {
      w.turn = t;
      playerTurn(w, rng, 0);
      playerTurn(w, rng, 1);
    }
    const left = lines.indexOf('Aldred leaves attackers and goes on alone.');
    expect(left).toBeGreaterThan(0);
    expect(lines[left + 1]).toBe('The army standard goes with the general from attackers to Aldred alone.');
    expect([w.armyStandardWith[attackers], w.armyStandardWith[alone]]).toEqual([0, 1]);
    // Within 12" of him, both blocks still have its re-take of rout tests.
    expect(armyStandardNear(w, men)).toBe(true);
    // Far from him, they do not.
    w.fp.x[alone] = 70;
    w.fp.y[alone] = 70;
    shape(w, alone);
    expect([armyStandardNear(w, attackers), armyStandardNear(w, men)]).toEqual([false, false]);
    // With him slain, it loses all its powers.
    w.fp.x[alone] = 38;
    w.fp.y[alone] = 20;
    shape(w, alone);
    expect(armyStandardNear(w, men)).toBe(true);
    w.models[alone] = 0;
    expect(armyStandardNear(w, men)).toBe(false);
  });

  it('joining another unit, he brings it there and carries it himself (so it falls when he does, characters.ts characterSlain())', () => {
    const plan = compileText(withStandard('leave: 1, join: men', 3, 38));
    const kernel = new Wfb3Kernel(plan);
    const lines: string[] = [];
    kernel.tracer = { line: (t) => lines.push(t) };
    kernel.run(new ScriptedRng().thenAll(4) as unknown as Rng, new Int32Array(wfb3.metrics(plan).length));
    const joined = lines.indexOf('Aldred alone joins men, taking his place in their ranks.');
    expect(joined).toBeGreaterThan(0);
    expect(lines[joined + 1]).toBe('The army standard goes with the general from Aldred alone to men.');
    const men = unitIndex(plan, 'men');
    expect([kernel.armyStandardWith[unitIndex(plan, 'attackers')], kernel.armyStandardWith[unitIndex(plan, 'hero-alone')], kernel.armyStandardWith[men]]).toEqual([0, 0, 1]);
    const row = plan.joinAs[unitIndex(plan, 'hero-alone')];
    expect(kernel.armyBearer[men]).toBe(row);
    // Slain out of combat, with no other character of the unit to take it, it is lost.
    characterSlain(kernel, row);
    expect(kernel.standard[2 * men + ARMY_STANDARD]).toBe(LOST);
  });
});

describe('a rider getting down from his chariot or war beast to go on alone (rules/wfb3.md §6.4)', () => {
  const CHARIOT = `profile: ${MEN}, models: 1, files: 1, chariot: { crew: 2, animals: { count: 4, M: 8, WS: 3, S: 3, T: 3, I: 3, A: 1 } }`;
  const BEAST = `profile: ${MEN}, models: 1, files: 1, warBeast: { crew: 2, beast: { M: 6, WS: 4, S: 7, T: 7, W: 8, I: 2, A: 3, save: 5 } }`;
  // He leads its crew (his Ld is the better): he declares he is leaving in turn 1 and leaves in turn 2.
  const ride = (vehicle: string) =>
    duel({
      a: `${vehicle}, position: { x: 36, y: 20, facing: 0 }, characters: [${HERO('leave: 1')}], tactics: { charge: never, move: hold }`,
      b: `${BLOCK}, general: { Ld: 8, bonus: 1 }, position: { x: 36, y: 40, facing: 180 }, tactics: { charge: never, move: hold }`,
      turns: 2,
    });

  for (const [what, vehicle] of [['chariot', CHARIOT], ['war beast', BEAST]] as const) {
    it(`from a ${what}: in his turn he steps down beside it on a base of his own, a single character on foot`, () => {
      const plan = compileText(ride(vehicle));
      const alone = unitIndex(plan, 'hero-alone');
      const a = unitIndex(plan, 'attackers');
      // On foot, on the 20 mm base of a man, not the vehicle's.
      expect([plan.mounted[alone], plan.baseW[alone]]).toEqual([0, 20 / 25.4]);
      const kernel = new Wfb3Kernel(plan);
      const lines: string[] = [];
      kernel.tracer = { line: (t) => lines.push(t) };
      kernel.run(new ScriptedRng().thenAll(4) as unknown as Rng, new Int32Array(wfb3.metrics(plan).length));
      expect(lines.indexOf('Aldred leaves attackers and goes on alone.')).toBeGreaterThan(lines.indexOf('Aldred declares he will leave attackers, whom he leads until their next movement phase.'));
      expect([kernel.status[unitIndex(plan, 'hero')], kernel.status[alone], kernel.models[alone]]).toEqual([OFF_TABLE, READY, 1]);
      expect(Math.abs(kernel.fp.x[alone] - kernel.fp.x[a])).toBeCloseTo(kernel.fp.w[a] / 2 + 0.5 + plan.baseW[alone] / 2, 9);
    });
  }

  it('not while it runs amok: a compulsory rule binds its riders (§6.4)', () => {
    const plan = compileText(ride(CHARIOT));
    const w = new Wfb3World(plan);
    reset(w);
    const lines: string[] = [];
    w.tracer = { line: (t) => lines.push(t) };
    w.amok[unitIndex(plan, 'attackers')] = 1;
    w.turn = 1;
    playerTurn(w, new ScriptedRng().thenAll(4) as unknown as Rng, 0);
    expect(lines).toContain('Aldred cannot leave attackers: they are fleeing, pursuing, stupid, frenzied or running amok, or he is stupid or frenzied.');
    expect(w.status[unitIndex(plan, 'hero-alone')]).not.toBe(READY);
  });

  it('a chariot lost after he got down leaves him out of its crew on foot', () => {
    // He gets down in turn 2 and the chariot charges on into thirty strong Men; when it is wrecked its crew stand up without him.
    const text = duel({
      a: `${CHARIOT}, position: { x: 36, y: 6, facing: 0 }, characters: [${HERO('leave: 1')}], tactics: { charge: nearest }`,
      b: `profile: { M: 4, WS: 4, BS: 3, S: 5, T: 3, W: 1, I: 3, A: 2, Ld: 9, Int: 7, Cl: 9, WP: 7 }, models: 30, files: 10, general: { Ld: 9, bonus: 1 }, position: { x: 36, y: 44, facing: 180 }, tactics: { charge: never, move: hold }`,
      turns: 5,
    });
    const plan = compileText(text);
    const kernel = new Wfb3Kernel(plan);
    const out = new Int32Array(wfb3.metrics(plan).length);
    const hero = unitIndex(plan, 'hero');
    const foot = plan.footAs[hero];
    const crew = unitIndex(plan, 'attackers-crew');
    expect(foot).toBeGreaterThan(0);
    let wrecked = 0;
    let formed = 0;
    const rng = new CoreRng();
    for (let s = 0; s < 400; s++) {
      rng.seed(5, s);
      kernel.run(rng, out);
      if (kernel.status[unitIndex(plan, 'attackers')] === DESTROYED) wrecked++;
      if (kernel.fielded[crew] > 0) formed++;
      expect(kernel.models[foot]).toBe(0);
    }
    expect(wrecked).toBeGreaterThan(50);
    expect(formed).toBeGreaterThan(5);
  });
});

describe('single characters joining units (rules/wfb3.md §6.4)', () => {
  const LONER = (join: string, x = 30) => `{ id: hero, name: Aldred, profile: { M: 4, WS: 5, BS: 5, S: 4, T: 4, W: 2, I: 5, A: 2, Ld: 9, Int: 8, Cl: 9, WP: 8 }, models: 1, files: 1, armour: [heavy-armour, shield], character: { bonus: 2${join} }, position: { x: ${x}, y: 20, facing: 0 }, tactics: { charge: nearest } }`;
  const joinScenario = (join: string, x = 30, y = 40) =>
    `format: warsim/1
system: wfb3
title: joining
seed: 1
sims: 10
end: { turns: 2 }
first: a
sides:
  - id: a
    units:
      - { id: men, ${BLOCK}, position: { x: 40, y: 20, facing: 0 }, tactics: { charge: never, move: hold } }
      - ${LONER(join, x)}
  - id: b
    units:
      - { id: foes, ${BLOCK}, position: { x: 40, y: ${y}, facing: 180 }, tactics: { charge: never, move: hold } }
`;

  it('he makes for the unit, charging no one, and touching it takes his place in its ranks: its leader, and the general there', () => {
    const plan = compileText(joinScenario(', join: men', 35));
    const hero = unitIndex(plan, 'hero');
    const joined = unitIndex(plan, 'hero-joined');
    const men = unitIndex(plan, 'men');
    expect([plan.joinAs[hero], plan.joinOf[joined], plan.host[joined]]).toEqual([joined, hero, men]);
    const kernel = new Wfb3Kernel(plan);
    const lines: string[] = [];
    kernel.tracer = { line: (t) => lines.push(t) };
    const out = new Int32Array(wfb3.metrics(plan).length);
    kernel.run(new ScriptedRng().thenAll(4) as unknown as Rng, out);
    // 2.6" apart at the start (the Men's left end at 38.0, his right edge at 35.4): within his move of 3 (M4, heavy armour).
    expect(lines).toContain('Aldred joins men, taking his place in their ranks.');
    expect(lines.some((l) => l.startsWith('Aldred charge'))).toBe(false);
    expect([kernel.status[hero], kernel.status[joined], kernel.models[joined], kernel.leadBy[men]]).toEqual([OFF_TABLE, 5, 1, joined]);
    const side = plan.side[hero];
    expect([kernel.generalUnit[side], kernel.generalRow[side]]).toEqual([men, joined]);
    // His record follows him: alive, fighting with the Men.
    expect([out[leftSlot(hero)], out[fateSlot(hero)]]).toEqual([1, FATE_FIGHTING]);
  });

  it('he joins a unit that is fighting, and fights with it from its next round', () => {
    // The Men deployed in contact with the foes, fighting from the first turn.
    const lines = playTraced(compileText(joinScenario(', join: men', 35, 20)), new ScriptedRng().thenAll(4)).lines;
    const joined = lines.indexOf('Aldred joins men, taking his place in their ranks.');
    expect(joined).toBeGreaterThan(0);
    const round = lines.indexOf('Combat round: men, foes.', joined);
    expect(round).toBeGreaterThan(joined);
    expect(lines[round + 1]).toMatch(/^Aldred with men strikes foes: 2 attacks/);
  });

  it('further off, he moves his move towards it and joins next turn', () => {
    const lines = playTraced(compileText(joinScenario(', join: men', 32)), new ScriptedRng().thenAll(4)).lines;
    expect(lines[1]).toBe('Aldred makes for men to join them, 3".');
    const joined = lines.indexOf('Aldred joins men, taking his place in their ranks.');
    expect(joined).toBeGreaterThan(lines.indexOf('-- Turn 2, a --'));
  });

  it('refuses joining a chariot or another single character', () => {
    const text = joinScenario(', join: men').replace(`{ id: men, ${BLOCK},`, `{ id: men, profile: ${MEN}, models: 1, files: 1, chariot: { crew: 2, animals: { count: 2, M: 8, WS: 3, S: 3, T: 3, I: 3, A: 1 } },`);
    expect(refusalOf(text)).toMatch(/a unit of troops to join/);
    const squire = `      - { id: squire, profile: ${MEN}, models: 1, files: 1, character: { bonus: 1, join: hero }, position: { x: 20, y: 20, facing: 0 } }\n  - id: b`;
    expect(refusalOf(joinScenario('').replace('  - id: b', squire))).toMatch(/a single character/);
    expect(refusalOf(joinScenario(', joinFleeing: true'))).toMatch(/joinFleeing with join/);
  });

  it('told to (joinFleeing), he makes for a unit that flees, joins it and flees with it — and it rallies on his Ld', () => {
    // Ghosts cause fear: charged, the militia (Ld 4) fail their Cool test and rout, fleeing past
    // Aldred; their general is a lord (bonus 1) with the friends. Every 2D6 after is a 6.
    const fleeing = (joinFleeing: string) =>
      battle({
        title: 'joining a fleeing unit',
        turns: 2,
        battlefield: '{ width: 72, depth: 96 }',
        a: [`{ id: ghosts, profile: ${MEN}, models: 20, files: 5, special: [fear], position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest, move: hold, pursue: restrain } }`],
        b: [
          '{ id: militia, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 4, Int: 7, Cl: 7, WP: 7 }, models: 10, files: 5, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, move: hold } }',
          `{ id: hero, name: Aldred, profile: { M: 4, WS: 5, BS: 5, S: 4, T: 4, W: 2, I: 5, A: 2, Ld: 9, Int: 8, Cl: 9, WP: 8 }, models: 1, files: 1, character: { bonus: 2, join: militia${joinFleeing} }, position: { x: 42, y: 40, facing: 180 }, tactics: { charge: never, move: hold } }`,
          `{ id: friends, profile: ${MEN}, models: 10, files: 5, position: { x: 20, y: 60, facing: 180 }, characters: [{ id: lord, profile: { M: 4, WS: 6, BS: 6, S: 4, T: 4, W: 3, I: 6, A: 3, Ld: 10, Int: 9, Cl: 10, WP: 9 }, bonus: 1, tactics: { rank: rear } }], tactics: { charge: never, move: hold } }`,
        ],
      });
    const plan = compileText(fleeing(', joinFleeing: true'));
    expect(plan.joinFleeing[unitIndex(plan, 'hero')]).toBe(1);
    const { lines, out } = playTraced(plan, new ScriptedRng().roll(6, 6).thenAll(3));
    expect(lines).toContain('militia rout from ghosts.');
    const joins = lines.indexOf('Aldred joins militia as they flee, and flees with them.');
    expect(joins).toBeGreaterThan(lines.indexOf('-- Turn 1, b --'));
    // He leads them: Ld 4 + 2, within his 9.
    expect(lines).toContain('militia try to rally: 2D6 6 against 6: passed.');
    expect(out[fateSlot(unitIndex(plan, 'hero'))]).toBe(FATE_RALLIED);
    // Told nothing, he waits for them to stand; they test on their own Ld.
    const waits = playTraced(compileText(fleeing('')), new ScriptedRng().roll(6, 6).thenAll(3)).lines;
    expect(waits.some((l) => l.startsWith('Aldred joins') || l.startsWith('Aldred makes for'))).toBe(false);
    expect(waits).toContain('militia try to rally: 2D6 6 against 4: failed.');
  });
});

describe('a character leaving one unit for another (rules/wfb3.md §6.4)', () => {
  const two = (tactics: string) =>
    `format: warsim/1
system: wfb3
title: from one unit to another
seed: 1
sims: 10
end: { turns: 3 }
first: a
sides:
  - id: a
    units:
      - { id: archers, profile: ${MEN}, models: 10, files: 5, position: { x: 30, y: 20, facing: 0 }, characters: [${HERO(tactics)}, { id: lord, profile: { M: 4, WS: 6, BS: 6, S: 4, T: 4, W: 3, I: 6, A: 3, Ld: 10, Int: 9, Cl: 10, WP: 9 }, bonus: 3, tactics: { rank: rear } }], tactics: { charge: never, move: hold } }
      - { id: spearmen, name: Spearmen, ${BLOCK}, position: { x: 38, y: 20, facing: 0 }, tactics: { charge: never, move: hold } }
  - id: b
    units:
      - { id: foes, ${BLOCK}, position: { x: 36, y: 44, facing: 180 }, tactics: { charge: never, move: hold } }
`;

  it('he steps out of his unit in his turn, makes for the other and joins it; his record follows him there', () => {
    const plan = compileText(two('leave: 1, join: spearmen'));
    const hero = unitIndex(plan, 'hero');
    const alone = unitIndex(plan, 'hero-alone');
    const joined = unitIndex(plan, 'hero-alone-joined');
    expect([plan.aloneAs[hero], plan.joinAs[alone], plan.host[joined]]).toEqual([alone, joined, unitIndex(plan, 'spearmen')]);
    expect(plan.unitNames[joined]).toBe('Aldred with Spearmen');
    const kernel = new Wfb3Kernel(plan);
    const lines: string[] = [];
    kernel.tracer = { line: (t) => lines.push(t) };
    const out = new Int32Array(wfb3.metrics(plan).length);
    kernel.run(new ScriptedRng().thenAll(4) as unknown as Rng, out);
    expect(lines.slice(0, 3)).toEqual(['-- Turn 1, a --', 'Aldred leaves archers and goes on alone.', 'Aldred alone makes for Spearmen to join them, 2.8".']);
    expect(lines).toContain('Aldred alone joins Spearmen, taking his place in their ranks.');
    expect([kernel.status[hero], kernel.status[alone], kernel.models[joined]]).toEqual([OFF_TABLE, OFF_TABLE, 1]);
    // Aldred's own line follows him to the Spearmen; the rows compiled for him on the way show their own.
    expect([out[leftSlot(hero)], out[leftSlot(alone)], out[leftSlot(joined)]]).toEqual([1, 0, 1]);
    // Counted once in the losses: none.
    expect(out[3 + 4 * plan.rows]).toBe(0);
  });

  it('joinFleeing goes with him to the unit he is alone', () => {
    const plan = compileText(two('leave: 1, join: spearmen, joinFleeing: true'));
    expect(plan.joinFleeing[unitIndex(plan, 'hero-alone')]).toBe(1);
    expect(compileText(two('leave: 1, join: spearmen')).joinFleeing[unitIndex(plan, 'hero-alone')]).toBe(0);
  });

  it('refuses join without leave, joinFleeing without join, or his own unit', () => {
    expect(refusalOf(two('join: spearmen'))).toMatch(/join with leave/);
    expect(refusalOf(two('leave: 1, joinFleeing: true'))).toMatch(/joinFleeing with join/);
    expect(refusalOf(two('leave: 1, join: archers'))).toMatch(/another unit than his own/);
  });
});
