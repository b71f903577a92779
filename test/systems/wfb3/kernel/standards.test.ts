/**
 * Standards in hand-to-hand combat (rules/wfb3.md §4.10, §6.6; kernel/standards.ts), played
 * through whole player turns on scripted dice: the digest's worked engagement (two blocks of
 * twenty Men, five wide, light armour and shields, standards; A charges from 6"), in which A
 * wins the first round 3 wounds to 2. The defenders' bearer falls among their 3 slain of 5 in
 * contact (a D6 of 1-3), so they score no standard; pushed back, the attackers fight on at once
 * for it, A striking first at 4+ (the follow-up) and scoring the follow-up's +1. A captured
 * standard is regained only by recapturing it (kernel/recapture.ts).
 */
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { characterSlain } from '../../../../src/systems/wfb3/kernel/characters.ts';
import { reset } from '../../../../src/systems/wfb3/kernel/deployment.ts';
import { leadership } from '../../../../src/systems/wfb3/kernel/tests.ts';
import { ARMY_STANDARD, CAPTURED, CARRIED, FALLEN, LOST, UNIT_STANDARD, Wfb3World } from '../../../../src/systems/wfb3/kernel/world.ts';
import { compileText, duel, MEN, playTraced, unitIndex } from '../harness.ts';

const BLOCK = `profile: ${MEN}, models: 20, files: 5, armour: [light-armour, shield], command: [standard]`;
const scenario = (opts: { rules?: string; capture?: string; defenders?: string } = {}) =>
  duel({
    a: `${BLOCK}, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest${opts.capture ? `, capture: ${opts.capture}` : ''} }`,
    b: `${opts.defenders ?? BLOCK}, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold }`,
    turns: 1,
    rules: opts.rules,
  });

/** Round 1: A 3 hits, 3 wounds, none saved; B's 2 strikers 2 wounds; A's bearer stands (5), B's falls (1). */
const roundOne = () => new ScriptedRng().count(6, 6, 6, 1, 1).count(6, 6, 6).count(1, 1, 1).count(6, 6).count(6, 6).count(1, 1).roll(5, 1);

function fromRound(lines: string[], n: number): string[] {
  let at = -1;
  for (let k = 0; k < n; k++) at = lines.findIndex((l, i) => i > at && l.startsWith('Combat round:'));
  return lines.slice(at);
}

describe('standards in hand-to-hand combat (rules/wfb3.md §4.10)', () => {
  it('a bearer falls among the slain in contact: his unit scores no standard, and pushed back it sees the winners fight on at once', () => {
    const plan = compileText(scenario());
    // The capture round: A 1 wound (4+ with the follow-up), B's 4 left in the fight none; A 1 + follow-up + 2 ranks + standard, B 2 ranks.
    const rng = roundOne().count(6, 1, 1, 1, 1).count(6).count(1).count(1, 1, 1, 1).roll(3, 3).thenAll(1);
    const { lines } = playTraced(plan, rng);
    expect(fromRound(lines, 1).slice(3, 7)).toEqual([
      'The standard bearer of defenders falls, and the standard with him.',
      // A: 3 wounds + charge + 2 ranks + standard; B: 2 wounds + 2 ranks, its standard down.
      'Result: a 7, b 4.',
      'defenders are pushed back 2" and followed up.',
      'The winners press on at once to capture the fallen standard: another round.',
    ]);
    expect(fromRound(lines, 2).slice(0, 7)).toEqual([
      'Combat round: defenders, attackers.',
      'attackers (5 models) strike defenders: 5 attacks needing 4+, 1 hit at S3, 1 wound unsaved.',
      'defenders (4 models) strike attackers: 4 attacks needing 5+, 0 hits at S3, 0 wounds unsaved.',
      'Result: a 5, b 2.',
      // Captured before the test, which is taken at Ld 7 − 2 though only 4 of 20 are lost.
      'defenders have lost their standard to the enemy: captured.',
      'defenders beaten in the fight for the standard: rout test, 2D6 6 against 5: failed.',
      'defenders rout!',
    ]);
  });

  it('a captured standard is regained only by recapturing it: its captors routing from a fight with its unit (§6.6)', () => {
    const plan = compileText(scenario());
    // As above, but the defenders hold (2D6 2); in the enemy's turn the attackers miss with all
    // five, the defenders' five hit, wound and are not saved, and the attackers fail their rout test.
    const rng = roundOne()
      .count(6, 1, 1, 1, 1)
      .count(6)
      .count(1)
      .count(1, 1, 1, 1)
      .roll(1, 1)
      .count(1, 1, 1, 1, 1)
      .count(6, 6, 6, 6, 6)
      .count(6, 6, 6, 6, 6)
      .count(1, 1, 1, 1, 1)
      .roll(6, 6)
      .thenAll(6);
    const { lines } = playTraced(plan, rng);
    expect(lines).toContain('defenders have lost their standard to the enemy: captured.');
    expect(fromRound(lines, 3).slice(3, 10)).toEqual([
      'The standard bearer of attackers falls, and the standard with him.',
      // The defenders' standard still in the attackers' hands: 5 wounds + 2 ranks.
      'Result: a 2, b 7.',
      'attackers have lost a quarter of their number: rout test, 2D6 12 against 7: failed.',
      'attackers have lost their standard to the enemy: captured.',
      'defenders recapture their standard from attackers.',
      'attackers rout!',
      'defenders strike a free hack on attackers with 5 models: every attack hits, no shields; 0 wounds unsaved.',
    ]);
  });

  it('the unit that wins the fight for its standard takes it up again, and the would-be capturers test for rout', () => {
    const plan = compileText(scenario());
    // The capture round: A no hits; B 3 wounds at 5+. A's bearer stands (5 against 3 of 5). A 0 + 1 + 2 + 1, B 3 + 2.
    const rng = roundOne().count(1, 1, 1, 1, 1).count(6, 6, 6, 1, 1).count(6, 6, 6).count(1, 1, 1).roll(5).roll(1, 1).thenAll(1);
    const { lines } = playTraced(plan, rng);
    expect(fromRound(lines, 2).slice(3, 8)).toEqual([
      'Result: a 4, b 5.',
      'defenders take up their standard again.',
      'attackers beaten in the fight for the standard: rout test, 2D6 2 against 7: passed.',
      'attackers are pushed back 2" and followed up.',
      '-- Turn 1, b --',
    ]);
  });

  it('a drawn fight for the standard leaves it where it fell, lost', () => {
    const plan = compileText(scenario());
    // The capture round: A no hits; B 2 wounds, A's bearer standing (5). A 0 + 1 + 2 + 1, B 2 + 2: a draw.
    const rng = roundOne().count(1, 1, 1, 1, 1).count(6, 6, 1, 1, 1).count(6, 6).count(1, 1).roll(5).thenAll(1);
    const { lines } = playTraced(plan, rng);
    expect(fromRound(lines, 2).slice(3, 6)).toEqual(['Result: a 4, b 4.', 'A draw: both sides hold.', 'defenders leave their standard where it fell: lost.']);
  });

  it('the army standard\'s bearer may fall too, one of the models left: fought for and captured, it costs its unit 3 Ld and its re-take of the rout test', () => {
    const plan = compileText(scenario({ defenders: BLOCK.replace('command: [standard]', 'command: [standard, army-standard]') }));
    const rng = new ScriptedRng()
      // Round 1: A 3 wounds, B 2; A's bearer stands (5); B's standard bearer stands (5 against 3 of 5), its army standard's falls (1 against 3 of the 4 left).
      .count(6, 6, 6, 1, 1).count(6, 6, 6).count(1, 1, 1).count(6, 6).count(6, 6).count(1, 1).roll(5, 5, 1)
      // The capture round: A 1 wound, B's 4 none; B's standard bearer stands (5 against 1 of 5).
      .count(6, 1, 1, 1, 1).count(6).count(1).count(1, 1, 1, 1).roll(5)
      .roll(3, 3) // the rout test at Ld 7 − 3
      .thenAll(1);
    const { lines } = playTraced(plan, rng);
    expect(fromRound(lines, 1).slice(3, 5)).toEqual(['The army standard bearer of defenders falls, and the army standard with him.', 'Result: a 7, b 5.']);
    expect(fromRound(lines, 2).slice(3, 7)).toEqual([
      'Result: a 5, b 3.',
      'defenders have lost their army standard to the enemy: captured.',
      'defenders beaten in the fight for the standard: rout test, 2D6 6 against 4: failed.',
      'defenders rout!',
    ]);
  });

  it('the army standard\'s bearer may fall in a battle with no unit standard', () => {
    const plain = BLOCK.replace(', command: [standard]', '');
    const plan = compileText(
      duel({
        a: `${plain}, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`,
        b: `${plain}, command: [army-standard], position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold }`,
        turns: 1,
      }),
    );
    // Round 1: A 3 wounds, B 2; B's army standard bearer falls (1 against 3 of 5).
    const rng = new ScriptedRng().count(6, 6, 6, 1, 1).count(6, 6, 6).count(1, 1, 1).count(6, 6).count(6, 6).count(1, 1).roll(1).thenAll(1);
    const { lines } = playTraced(plan, rng);
    expect(fromRound(lines, 1).slice(3, 5)).toEqual(['The army standard bearer of defenders falls, and the army standard with him.', 'Result: a 6, b 4.']);
  });

  it('a fallen army standard passes on only into a character\'s care: with none, the winners leave it, lost (§6.6, G11)', () => {
    const hero = '{ id: hero, name: Aldred, profile: { M: 4, WS: 5, BS: 5, S: 4, T: 4, W: 2, I: 5, A: 2, Ld: 9, Int: 8, Cl: 9, WP: 8 }, bonus: 2, tactics: { rank: rear } }';
    const play = (characters: string) => {
      const plan = compileText(
        duel({
          a: `${BLOCK.replace('command: [standard]', 'command: [army-standard]')}, characters: [${characters}], position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`,
          b: `${BLOCK}, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold, capture: leave }`,
          turns: 1,
        }),
      );
      // Round 1: A 3 wounds, B 2; A's army standard bearer falls (1 against 2 of 5), B's bearer stands (5 against 3 of 5).
      const rng = new ScriptedRng().count(6, 6, 6, 1, 1).count(6, 6, 6).count(1, 1, 1).count(6, 6).count(6, 6).count(1, 1).roll(1, 5).thenAll(6);
      return { plan, lines: fromRound(playTraced(plan, rng).lines, 1) };
    };
    const alone = play('').lines;
    expect(alone.slice(3, 7)).toEqual([
      'The army standard bearer of attackers falls, and the army standard with him.',
      // A: 3 wounds + charge + 2 ranks; B: 2 wounds + 2 ranks + standard.
      'Result: a 6, b 5.',
      'defenders are pushed back 2" and followed up.',
      'attackers leave their army standard where it fell: lost.',
    ]);
    const led = play(hero).lines;
    expect(led.slice(5, 7)).toEqual(['defenders are pushed back 2" and followed up.', 'Aldred takes up the army standard of attackers.']);
  });

  it('a character carrying the army standard takes it down with him; slain out of combat, another character takes it up, or it is lost', () => {
    const heroes = ['hero', 'squire'].map((id) => `{ id: ${id}, profile: { M: 4, WS: 5, BS: 5, S: 4, T: 4, W: 2, I: 5, A: 2, Ld: 9, Int: 8, Cl: 9, WP: 8 }, bonus: 2, general: ${id === 'hero'} }`);
    const plan = compileText(
      duel({
        a: `${BLOCK.replace('command: [standard]', 'command: [army-standard]')}, characters: [${heroes.join(', ')}], position: { x: 36, y: 20, facing: 0 }, tactics: { charge: never, move: hold }`,
        b: `${BLOCK}, position: { x: 36, y: 40, facing: 180 }, tactics: { charge: never, move: hold }`,
        turns: 1,
      }),
    );
    const a = unitIndex(plan, 'attackers');
    const [hero, squire] = [unitIndex(plan, 'hero'), unitIndex(plan, 'squire')];
    const w = new Wfb3World(plan);
    reset(w);
    w.armyBearer[a] = hero;
    characterSlain(w, hero);
    expect([w.standard[2 * a + ARMY_STANDARD], w.armyBearer[a]]).toEqual([CARRIED, squire]);
    characterSlain(w, squire);
    expect([w.standard[2 * a + ARMY_STANDARD], w.armyBearer[a]]).toEqual([LOST, -1]);
  });

  it('a unit carrying the army standard takes a failed rout test again, and scores +1 for it beside its own standard', () => {
    const plan = compileText(scenario({ rules: 'standardCapture: false', defenders: BLOCK.replace('command: [standard]', 'command: [standard, army-standard]') }));
    // Round 1: A's five blows slay the five in contact, a quarter of B; B has none left to strike back.
    const rng = new ScriptedRng().count(6, 6, 6, 6, 6).count(6, 6, 6, 6, 6).count(1, 1, 1, 1, 1).roll(6, 6).roll(1, 1).thenAll(1);
    const { lines } = playTraced(plan, rng);
    // No line for B's blows: none of its models in contact is left to strike.
    expect(fromRound(lines, 1).slice(2, 5)).toEqual([
      // A: 5 wounds + charge + 3 ranks (all 20 left) + standard; B: 2 ranks (15 left) + standard + army standard.
      'Result: a 10, b 4.',
      'defenders have lost a quarter of their number: rout test, 2D6 12 against 7: failed.',
      'defenders have lost a quarter of their number: the army standard lets them take the rout test again, 2D6 2 against 7: passed.',
    ]);
  });

  it('a lost standard costs its unit 1 Ld for the battle, a captured one 2; the army standard 2 and 3 (§6.6)', () => {
    const plan = compileText(scenario().replace('command: [standard]', 'command: [standard, army-standard]'));
    const w = new Wfb3World(plan);
    reset(w);
    const a = unitIndex(plan, 'attackers');
    const ld = (unit: number, army: number) => {
      w.standard[2 * a + UNIT_STANDARD] = unit;
      w.standard[2 * a + ARMY_STANDARD] = army;
      return leadership(w, a);
    };
    expect([ld(CARRIED, CARRIED), ld(FALLEN, CARRIED), ld(LOST, CARRIED), ld(CAPTURED, CARRIED)]).toEqual([7, 7, 6, 5]);
    expect([ld(CARRIED, FALLEN), ld(CARRIED, LOST), ld(CARRIED, CAPTURED), ld(CAPTURED, CAPTURED)]).toEqual([7, 5, 4, 2]);
  });

  it('with the tactic capture: leave, the winners leave the fallen standard in the dirt and fight no extra round', () => {
    const plan = compileText(scenario({ capture: 'leave' }));
    const { lines } = playTraced(plan, roundOne().thenAll(1));
    expect(fromRound(lines, 1).slice(4, 7)).toEqual(['Result: a 7, b 4.', 'defenders are pushed back 2" and followed up.', 'defenders leave their standard where it fell: lost.']);
    expect(lines.some((l) => l.includes('press on'))).toBe(false);
  });

  it('a winner takes up its own fallen standard as it follows up', () => {
    const plan = compileText(scenario());
    // A's bearer falls (1 against 2 of 5), B's stands (5). A 3 + 1 + 2 + 0 = 6 beats B 2 + 2 + 1 = 5.
    const rng = new ScriptedRng().count(6, 6, 6, 1, 1).count(6, 6, 6).count(1, 1, 1).count(6, 6).count(6, 6).count(1, 1).roll(1, 5).thenAll(1);
    const { lines } = playTraced(plan, rng);
    expect(fromRound(lines, 1).slice(3, 7)).toEqual([
      'The standard bearer of attackers falls, and the standard with him.',
      'Result: a 6, b 5.',
      'defenders are pushed back 2" and followed up.',
      'attackers take up their standard again.',
    ]);
  });

  it('standardCapture: false keeps the bearers standing: the first round is 7 to 5 on the same blows, and no die is rolled for them', () => {
    const plan = compileText(scenario({ rules: 'standardCapture: false' }));
    const rng = new ScriptedRng().count(6, 6, 6, 1, 1).count(6, 6, 6).count(1, 1, 1).count(6, 6).count(6, 6).count(1, 1).thenAll(1);
    const { lines } = playTraced(plan, rng);
    expect(fromRound(lines, 1)[3]).toBe('Result: a 7, b 5.');
    expect(lines.some((l) => l.includes('standard bearer'))).toBe(false);
  });

  it('seeded: a bearer falls with the chance k/m — k slain of the m = 5 in base contact at his front — in the first round of 3,000 battles', () => {
    const plan = compileText(scenario());
    let expected = 0;
    let variance = 0;
    let fell = 0;
    for (let sim = 0; sim < 3000; sim++) {
      const { lines } = playTraced(plan, new Rng(12, sim));
      const round = fromRound(lines, 1);
      const result = round.findIndex((l) => l.startsWith('Result:'));
      for (const [striker, target] of [['attackers', 'defenders'], ['defenders', 'attackers']]) {
        const blows = round.find((l) => l.startsWith(`${striker} (`));
        const unsaved = Number(/(\d+) wounds? unsaved/.exec(blows ?? '')?.[1] ?? 0);
        const p = Math.min(unsaved, 5) / 5;
        expected += p;
        variance += p * (1 - p);
        if (round.slice(0, result).includes(`The standard bearer of ${target} falls, and the standard with him.`)) fell++;
      }
    }
    expect(expected).toBeGreaterThan(300);
    expect(Math.abs(fell - expected)).toBeLessThan(4.5 * Math.sqrt(variance));
  });
});
