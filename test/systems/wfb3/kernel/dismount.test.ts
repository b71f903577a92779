/**
 * Chariot crewmen getting off and back aboard (rules/wfb3.md §6.1; seed "Special Mounting/
 * Dismounting Rules"; kernel/crews-on-foot.ts crewsDismount(), crewsRemount()), played through
 * whole player turns: a chariot of three crew with bows whose two crewmen other than the driver
 * get off in turn 1 and back aboard in turn 3.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { battle, compileText, MEN, playTraced, refusalOf, unitIndex } from '../harness.ts';

const CREW = '{ M: 4, WS: 4, BS: 3, S: 4, T: 3, W: 1, I: 4, A: 1, Ld: 8, Int: 7, Cl: 8, WP: 7 }';
const chariot = (tactics: string, crew = 3) =>
  `{ id: chariot, name: War chariot, profile: ${CREW}, models: 1, files: 1, armour: [light-armour], weapons: [hand-weapon, bow], chariot: { crew: ${crew}, animals: { count: 2, M: 8, WS: 3, S: 3, T: 3, I: 3, A: 1 } }, position: { x: 36, y: 10, facing: 0 }, tactics: { ${tactics} } }`;
const scenario = (tactics: string, men = 'y: 30', crew = 3, turns = 4) =>
  battle({
    turns,
    battlefield: '{ width: 72, depth: 48 }',
    a: [chariot(tactics, crew)],
    b: [`{ id: men, profile: ${MEN}, models: 20, files: 5, position: { x: 36, ${men}, facing: 180 }, tactics: { charge: never, move: hold } }`],
  });

describe('chariot crewmen getting off and back aboard (rules/wfb3.md §6.1)', () => {
  it('all but the driver get off as the movement phase of their turn begins, and shoot on foot beside the driver', () => {
    const lines = playTraced(compileText(scenario('charge: never, move: hold, dismount: 1', 'y: 30', 3, 1)), new ScriptedRng().thenAll(4)).lines;
    expect(lines[1]).toBe("2 crewmen of War chariot get off, and stand beside it as War chariot's crew; the driver stays aboard.");
    const shots = lines.filter((l) => l.includes('shoot at men'));
    // The driver from the chariot (one shot, −1 from a moving platform), the two on foot (two shots).
    expect(shots).toHaveLength(2);
    expect(shots.map((l) => /: (\d) shots?/.exec(l)![1]).sort()).toEqual(['1', '2']);
  });

  it('get back aboard as the reserves phase of the remount turn begins, their unit leaving the table', () => {
    const plan = compileText(scenario('charge: never, move: hold, dismount: 1, remount: 3', 'y: 40'));
    const lines = playTraced(plan, new ScriptedRng().thenAll(4)).lines;
    const at = lines.indexOf("War chariot's crew get back aboard War chariot: 2 crewmen.");
    expect(at).toBeGreaterThan(lines.indexOf('-- Turn 3, a --'));
    expect(at).toBeLessThan(lines.indexOf('-- Turn 3, b --'));
  });

  it('a chariot lost while they are off: the crewmen left aboard join them on foot', () => {
    // Twenty Men with halberds charge the chariot, its driver alone aboard: seeded battles.
    const text = scenario('charge: never, move: hold, dismount: 1', 'y: 16', 4, 6).replace('tactics: { charge: never, move: hold } }`', 'tactics: { charge: never, move: hold } }`').replace("{ id: men, profile: " + MEN + ", models: 20, files: 5, position: { x: 36, y: 16, facing: 180 }, tactics: { charge: never, move: hold } }", `{ id: men, profile: ${MEN.replace('S: 3', 'S: 5')}, models: 20, files: 5, weapons: [halberd], position: { x: 36, y: 16, facing: 180 }, tactics: { charge: chariot } }`);
    const plan = compileText(text);
    expect(plan.crew[unitIndex(plan, 'chariot')]).toBe(4);
    let joined = 0;
    for (let sim = 0; sim < 300; sim++) {
      const rng = new Rng();
      rng.seed(17, sim);
      const lines = playTraced(plan, rng).lines;
      for (const line of lines) {
        const m = /^(\d) crewm[ae]n left aboard War chariot join War chariot's crew\.$/.exec(line);
        if (m) {
          joined++;
          expect(Number(m[1])).toBe(1);
        }
      }
    }
    expect(joined).toBeGreaterThan(5);
  });

  it('refuses what cannot get off, each with the reason', () => {
    expect(refusalOf(scenario('dismount: 1', 'y: 30', 1))).toMatch(/a crew of two or more to dismount/);
    expect(refusalOf(scenario('dismount: 1, crewOnFoot: none'))).toMatch(/crewOnFoot: form, the unit they form/);
    expect(refusalOf(scenario('dismount: 2, remount: 2'))).toMatch(/a turn after they get off/);
    expect(refusalOf(scenario('remount: 3'))).toMatch(/remount with dismount/);
    const foot = battle({ a: [`{ id: foot, profile: ${MEN}, models: 10, position: { x: 36, y: 10, facing: 0 }, tactics: { dismount: 1 } }`], b: [`{ id: men, profile: ${MEN}, models: 10, position: { x: 36, y: 30, facing: 180 } }`] });
    expect(refusalOf(foot)).toMatch(/dismount on a chariot or wagon/);
  });
});
