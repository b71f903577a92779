/**
 * War beasts (rules/wfb3.md §6.2; kernel/beasts.ts), played through whole player turns: a war
 * elephant (M6 WS4 S7 T7 W8 I2 A3) with three crew in a howdah, against twenty halberdiers.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { amokChecks, beastWounds, crewWounds, regainControl } from '../../../../src/systems/wfb3/kernel/beasts.ts';
import { gather } from '../../../../src/systems/wfb3/kernel/combat.ts';
import { reset } from '../../../../src/systems/wfb3/kernel/deployment.ts';
import { shootingPhase } from '../../../../src/systems/wfb3/kernel/shooting.ts';
import { Wfb3World } from '../../../../src/systems/wfb3/kernel/world.ts';
import { DESTROYED } from '../../../../src/systems/rank-and-file/unit-state.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { compileText, duel, MEN, playTraced, refusalOf, unitIndex } from '../harness.ts';

const CREW = '{ M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, Int: 7, Cl: 7, WP: 7 }';
const ELEPHANT = `profile: ${CREW}, models: 1, files: 1, warBeast: { crew: 3, beast: { M: 6, WS: 4, S: 7, T: 7, W: 8, I: 2, A: 3 } }`;
const HALBERDS = `profile: ${MEN}, models: 20, files: 5, weapons: [hand-weapon, halberd], armour: [light-armour]`;

const scenario = (opts: { a?: string; b?: string; aTactics?: string; bTactics?: string; first?: string; rules?: string; y?: number } = {}) =>
  duel({
    a: `${opts.a ?? ELEPHANT}, position: { x: 36, y: ${opts.y ?? 16}, facing: 0 }, tactics: { ${opts.aTactics ?? 'charge: nearest'} }`,
    b: `${opts.b ?? HALBERDS}, position: { x: 36, y: 26, facing: 180 }, tactics: { ${opts.bTactics ?? 'charge: never, react: hold, move: hold'} }`,
    turns: 1,
    first: opts.first,
    rules: `standardCapture: false${opts.rules ? `, ${opts.rules}` : ''}`,
  });

const refusal = (a: string) => refusalOf(scenario({ a }));

describe('war beasts (rules/wfb3.md §6.2)', () => {
  it('blows fall on the beast, or on the crew from those who can reach them and choose to', () => {
    // The halberdiers charge the beast; a 4 on every die.
    const charge = (tactics: string, weapons = '[hand-weapon, halberd]') =>
      playTraced(compileText(scenario({ a: ELEPHANT.replace('WS: 4, S: 7', 'WS: 7, S: 7'), aTactics: 'charge: never, move: hold', b: HALBERDS.replace('[hand-weapon, halberd]', weapons), bTactics: `charge: nearest${tactics}`, first: 'b', y: 20 })), new ScriptedRng().thenAll(4)).lines;
    const beast = charge('');
    const crew = charge(', warBeast: crew');
    const reachless = charge(', warBeast: crew', '[hand-weapon]');
    // WS3 against a WS7 beast: a 6 then 4+, charging 6+; against the crew's WS3, 5+, charging 4+.
    expect(beast.find((l) => l.startsWith('defenders ('))).toMatch(/needing 6\+/);
    expect(crew.find((l) => l.startsWith('defenders ('))).toMatch(/needing 4\+/);
    // Hand weapons cannot reach the crew: the beast, whatever the tactic.
    expect(reachless.find((l) => l.startsWith('defenders ('))).toMatch(/needing 6\+/);
  });

  it('missiles strike the beast on a D6 of 1-4 and the crew on 5-6', () => {
    const plan = compileText(scenario({ a: ELEPHANT, aTactics: 'charge: never, move: hold', b: `${HALBERDS.replace('[hand-weapon, halberd]', '[hand-weapon, bow]')}`, bTactics: 'charge: never, move: hold', first: 'b', y: 10 }));
    const u = unitIndex(plan, 'attackers');
    const w = new Wfb3World(plan);
    reset(w);
    w.playerTurn = 1;
    // Five archers in the front rank: hits on 6s at long range with the large target (7 − 3 − 1 + 1 + 1 = 5+)... every die a 6 hits.
    const rng = new ScriptedRng()
      .count(6, 6, 1, 1, 1) // two hits
      .roll(6) // the first on the crew
      .count(6) // it wounds (S3 against T3: 4+)
      .count(1) // unsaved (a 6+ in the howdah)
      .roll(3) // the second on the beast: S3 cannot wound T7, no die rolled
      .thenAll(4);
    const lines: string[] = [];
    w.tracer = { line: (t) => lines.push(t) };
    shootingPhase(w, rng as unknown as Rng, 1);
    expect(w.crewLeft[u]).toBe(2);
    expect(w.beastHurt[u]).toBe(0);
  });

  it('hurt in a round, it runs amok on a D6 + (wounds − 1) of 6 or more; its crew master it on 2D6 + the turn\'s wounds at most their Ld', () => {
    const plan = compileText(scenario());
    const u = unitIndex(plan, 'attackers');
    const w = new Wfb3World(plan);
    reset(w);
    const rng = new Rng();
    let amok = 0;
    const n = 30_000;
    for (let k = 0; k < n; k++) {
      rng.seed(9, k);
      reset(w);
      gather(w, u);
      beastWounds(w, rng, u, 2);
      amokChecks(w, rng);
      amok += w.amok[u];
    }
    // Two wounds: a D6 of 5 or 6.
    expect(Math.abs(amok / n - 2 / 6)).toBeLessThan(4 * Math.sqrt((2 / 6) * (4 / 6) / n));
    // Mastered: 2D6 4 + 2 wounds this turn = 6, at most Ld 7; again with 2D6 6 + 2 = 8, not.
    reset(w);
    w.amok[u] = 1;
    w.beastTurn[u] = 2;
    regainControl(w, new ScriptedRng().roll(2, 2) as unknown as Rng, 0);
    expect(w.amok[u]).toBe(0);
    w.amok[u] = 1;
    regainControl(w, new ScriptedRng().roll(3, 3) as unknown as Rng, 0);
    expect(w.amok[u]).toBe(1);
    // Under testPass: lt, a total equal to the Ld fails: 2D6 5 + 2 = 7 against Ld 7.
    const strict = new Wfb3World(compileText(scenario({ rules: 'testPass: lt' })));
    reset(strict);
    strict.amok[u] = 1;
    strict.beastTurn[u] = 2;
    regainControl(strict, new ScriptedRng().roll(2, 3) as unknown as Rng, 0);
    expect(strict.amok[u]).toBe(1);
    regainControl(strict, new ScriptedRng().roll(2, 2) as unknown as Rng, 0);
    expect(strict.amok[u]).toBe(0);
  });

  it('slain, it throws its crew and its death throes strike the unit at its front on a 5 (flag throesFive)', () => {
    const plan = compileText(scenario({ y: 25 }));
    const u = unitIndex(plan, 'attackers');
    const b = unitIndex(plan, 'defenders');
    const w = new Wfb3World(plan);
    const lines: string[] = [];
    w.tracer = { line: (t) => lines.push(t) };
    reset(w);
    const rng = new ScriptedRng()
      .count(6, 6, 6) // the crew: each hit at S7 wounds (2+), and S7 leaves no save
      .roll(5) // the throes: forward
      .roll(6) // D3 = 3
      .count(6, 6, 6)
      .count(1, 1, 1)
      .thenAll(4);
    beastWounds(w, rng as unknown as Rng, u, 8);
    expect(w.status[u]).toBe(DESTROYED);
    expect(lines).toEqual(["attackers's beast is slain and falls, 3 crewmen of its crew with it.", 'attackers is destroyed.', "Death throes of attackers's beast: 5, it falls forward."]);
    expect(w.models[b]).toBe(17);
  });

  it('its controller fights to the front only: charged in the flank, two of its three crew strike back', () => {
    const crewLine = (b: string) => {
      const plan = compileText(duel({ a: `${ELEPHANT}, position: { x: 36, y: 16, facing: 0 }, tactics: { charge: never, move: hold }`, b, turns: 1, first: 'b', rules: 'standardCapture: false' }));
      return playTraced(plan, new ScriptedRng().thenAll(4)).lines.find((l) => l.startsWith("attackers's crew ("));
    };
    // Halberdiers 5" off its right flank, or 6" off its front, charging.
    expect(crewLine(`${HALBERDS}, position: { x: 42, y: 14, facing: 270 }, tactics: { charge: nearest }`)).toMatch(/^attackers's crew \(2 models\)/);
    expect(crewLine(`${HALBERDS}, position: { x: 36, y: 22, facing: 180 }, tactics: { charge: nearest }`)).toMatch(/^attackers's crew \(3 models\)/);
  });

  it('refuses a mount or a formation with it, characters aboard', () => {
    expect(refusal(`${ELEPHANT}, mount: { M: 8, WS: 3, S: 3, I: 3, A: 1 }`)).toMatch(/no mount or chariot/);
  });

  it('a character rides among the crew: a wound on the crew falls on him one time in the crew and riders left', () => {
    const rider = '{ id: rajah, name: Rajah, profile: { M: 4, WS: 5, BS: 5, S: 4, T: 4, W: 1, I: 5, A: 2, Ld: 9, Int: 8, Cl: 9, WP: 8 }, bonus: 2 }';
    expect(refusal(`${ELEPHANT}, characters: [${rider.replace('bonus: 2', 'bonus: 2, tactics: { rank: rear }')}]`)).toMatch(/a war beast has no rank behind/);
    const plan = compileText(scenario({ a: `${ELEPHANT}, characters: [${rider}]` }));
    const u = unitIndex(plan, 'attackers');
    const rajah = unitIndex(plan, 'rajah');
    const w = new Wfb3World(plan);
    reset(w);
    // One of four, the fourth (a 4 of a D4-like pick from a D6: 6 − 6 % 4 = 4 faces kept).
    crewWounds(w, new ScriptedRng().roll(4).thenAll(1) as unknown as Rng, u, 1);
    expect(w.models[rajah]).toBe(0);
    expect(w.crewLeft[u]).toBe(3);
    crewWounds(w, new ScriptedRng().roll(1).thenAll(1) as unknown as Rng, u, 1);
    expect(w.crewLeft[u]).toBe(2);
  });
});
