/**
 * Worked examples of rules/wfb4.md §11 on panic, played through the kernel's turn sequence on
 * scripted dice with the book's numbers (RB p.38-39):
 * - #19: a unit of 10 near a fleeing unit of 15 tests; near a fleeing unit of 5, which it
 *   outnumbers, it does not (the 12 models losing 3 to shooting are panic.test.ts);
 * - #20: 10 Goblins near 12 fleeing Wolf Riders roll 3 + 5 = 8 > Ld 5 and flee 2D6;
 * - #22: 10 Elves in combat, flank-charged by 5 Wolf Riders, roll 10 > Ld 8 and flee 2D6; the
 *   Goblins may pursue, and the Wolf Riders complete their charge move.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { compileText, traceScripted } from './kernel-harness.ts';

const GOBLIN = '{ M: 4, WS: 2, BS: 3, S: 3, T: 3, W: 1, I: 2, A: 1, Ld: 5 }';
const WOLF = '{ name: Giant Wolf, M: 9, WS: 3, S: 3, I: 3, A: 1, points: 1 }';
const ELF = '{ M: 5, WS: 4, BS: 4, S: 3, T: 3, W: 1, I: 6, A: 1, Ld: 8 }';

/** The trace of one simulation on scripted dice, up to where the script runs out. */
function play(yaml: string, dice: ScriptedRng): string[] {
  return traceScripted(compileText(yaml), dice).lines;
}

/**
 * #19 and #20: Elves charge the Wolf Riders, who flee 3D6 = 9" past 10 Goblins 3" to their
 * right; as the Goblins' turn starts, the fleeing Wolf Riders are within 4".
 */
const fleeingFriends = (riders: number) => `format: warsim/1
system: wfb4
title: Fleeing friends within 4"
seed: 1
end: { turns: 1 }
first: elves
sides:
  - id: greenskins
    units:
      - { id: wolf-riders, profile: ${GOBLIN}, race: goblin, mount: ${WOLF}, models: ${riders}, files: ${Math.min(6, riders)}, position: { x: 36, y: 20 }, tactics: { charge: never, move: hold, react: flee } }
      - { id: goblins, profile: ${GOBLIN}, race: goblin, models: 10, files: 5, position: { x: 44, y: 10 }, tactics: { charge: never, move: hold } }
  - id: elves
    units:
      - { id: elves, profile: ${ELF}, race: high-elf, models: 10, files: 5, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: wolf-riders, move: hold } }
`;

describe('§11 #19 and #20: fleeing friends within 4" (RB p.38)', () => {
  it('#20: 10 Goblins near 12 fleeing Wolf Riders roll 3 + 5 = 8 against Ld 5, and flee 2D6', () => {
    const lines = play(fleeingFriends(12), new ScriptedRng().roll(3, 3, 3).roll(3, 5).roll(4, 4));
    expect(lines).toContain('wolf-riders flees 9" (9.0" after terrain).');
    const at = lines.indexOf('-- Turn 1, greenskins --');
    expect(lines.slice(at + 1, at + 3)).toEqual(['goblins sees wolf-riders fleeing within 4": panic test 8 vs Ld 5, PANICS.', 'goblins flees 8" (8.0" after terrain).']);
  });

  it('#19: a unit of 10 near a fleeing unit of 15 tests; near one of 5, which it outnumbers, it does not', () => {
    const fifteen = play(fleeingFriends(15), new ScriptedRng().roll(3, 3, 3).roll(2, 2).roll(1));
    expect(fifteen).toContain('goblins sees wolf-riders fleeing within 4": panic test 4 vs Ld 5.');
    const five = play(fleeingFriends(5), new ScriptedRng().roll(3, 3, 3).roll(3, 5));
    expect(five).toContain('wolf-riders flees 9" (9.0" after terrain).');
    expect(five.some((l) => /^goblins .*panic/.test(l))).toBe(false);
    // The 2D6 drawn as the Goblins' turn starts are the Wolf Riders' rally test instead.
    expect(five).toContain('wolf-riders rally test: 8 vs Ld 5, keeps fleeing.');
  });
});

describe('§11 #22: a flank charge on a unit in combat (RB p.39)', () => {
  const yaml = `format: warsim/1
system: wfb4
title: Flank-charge panic
seed: 1
end: { turns: 1 }
first: greenskins
sides:
  - id: greenskins
    units:
      - { id: goblins, profile: ${GOBLIN}, race: goblin, models: 20, files: 5, position: { x: 36, y: 24, facing: 180 }, tactics: { charge: never, move: hold } }
      - { id: wolf-riders, profile: ${GOBLIN}, race: goblin, mount: ${WOLF}, models: 5, files: 5, position: { x: 26, y: 22, facing: 90 }, tactics: { charge: elves, move: hold } }
  - id: elves
    units:
      - { id: elves, profile: ${ELF}, race: high-elf, models: 10, files: 5, position: { x: 36, y: 24 }, tactics: { charge: never, move: hold } }
`;

  it('10 Elves fighting Goblins, flank-charged by 5 Wolf Riders, roll 10 against Ld 8 and flee 2D6; the Goblins pursue, the Wolf Riders complete their charge', () => {
    const lines = play(yaml, new ScriptedRng().roll(4, 6).roll(3, 3).roll(1, 1));
    expect(lines.slice(1, 6)).toEqual([
      'wolf-riders declares a charge on the left flank of elves (8.1" of 18").',
      'elves is charged in the flank or rear by wolf-riders: panic test 10 vs Ld 8, PANICS.',
      'elves flees 6" (6.0" after terrain).',
      'goblins pursues 2" against 6": escapes.',
      'wolf-riders catches the fleeing elves: destroyed.',
    ]);
  });
});
