/**
 * The digest's rule-flow oracles (rules/wfb3.md §8), played through whole player turns on
 * scripted dice: two blocks of twenty Men, five wide, light armour and shields, standards; A
 * charges from 6". The charge gives +1 to hit (4+ against equal WS) and +1 to the result but
 * not the first blow, which goes to the charger only on the Initiative tie; ranks count after
 * casualties, taken from the rear.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { compileText, duel, leftSlot, MEN, playTraced, unitIndex } from '../harness.ts';

const BLOCK = `profile: ${MEN}, models: 20, files: 5, armour: [light-armour, shield], command: [standard]`;
const SCENARIO = duel({
  a: `${BLOCK}, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`,
  b: `${BLOCK}, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold }`,
  turns: 1,
});

describe('the worked engagement of rules/wfb3.md §8', () => {
  it('case 1: A causes 2 wounds, B 3 — 6 all, a draw, both hold', () => {
    const plan = compileText(SCENARIO);
    // A strikes first (the charger, on the I tie): 5 attacks at 4+, 2 hit, both wound (4+), neither is saved (5+).
    // B's front rank lost 2 to the step: 3 strike back at 5+, 3 hit, 3 wound, none saved.
    // Both standard bearers stand (a 5 each: the bearer is among 3 of 5 slain on 1-3, 2 of 5 on 1-2; standards.ts).
    const rng = new ScriptedRng().count(6, 6, 1, 1, 1).count(6, 6).count(1, 1).count(6, 6, 6).count(6, 6, 6).count(1, 1, 1).roll(5, 5).thenAll(1);
    const { lines, out } = playTraced(plan, rng);
    const round = lines.slice(lines.indexOf('Combat round: attackers, defenders.'));
    expect(round[1]).toBe('attackers (5 models) strike defenders: 5 attacks needing 4+, 2 hits at S3, 2 wounds unsaved.');
    expect(round[2]).toBe('defenders (3 models) strike attackers: 3 attacks needing 5+, 3 hits at S3, 3 wounds unsaved.');
    // A: 2 wounds + 1 charge + 2 ranks (17 = 5/5/5/2) + 1 standard; B: 3 + 2 ranks (18 = 5/5/5/3) + 1 standard.
    expect(round[3]).toBe('Result: a 6, b 6.');
    expect(round[4]).toBe('A draw: both sides hold.');
    expect(out[leftSlot(unitIndex(plan, 'attackers'))]).toBeLessThanOrEqual(17);
  });

  it('case 2: A causes 3, B 2 — A wins 7 to 5; B, a quarter not lost, is pushed back and followed up, and next round A strikes first at 4+ and scores the follow-up', () => {
    const plan = compileText(SCENARIO);
    const rng = new ScriptedRng()
      // Round 1 (A's turn): A 3 hits, 3 wounds, 0 saved; B's 2 strikers 2 hits, 2 wounds, 0 saved.
      .count(6, 6, 6, 1, 1).count(6, 6, 6).count(1, 1, 1).count(6, 6).count(6, 6).count(1, 1)
      // Both standard bearers stand (standards.ts).
      .roll(5, 5)
      // Round 2 (B's turn): A, last round's winner, strikes first with +1 for following up: 5 attacks, none hit; B's 5 none.
      .count(1, 1, 1, 1, 1).count(1, 1, 1, 1, 1)
      .thenAll(1);
    const { lines } = playTraced(plan, rng);
    const first = lines.indexOf('Combat round: attackers, defenders.');
    expect(lines.slice(first + 3, first + 5)).toEqual(['Result: a 7, b 5.', 'defenders are pushed back 2" and followed up.']);
    expect(lines.some((l) => l.includes('rout test'))).toBe(false);
    const second = lines.indexOf('Combat round: attackers, defenders.', first + 1);
    expect(second).toBeGreaterThan(first);
    expect(lines[second + 1]).toBe('attackers (5 models) strike defenders: 5 attacks needing 4+, 0 hits at S3, 0 wounds unsaved.');
    expect(lines[second + 2]).toBe('defenders (5 models) strike attackers: 5 attacks needing 5+, 0 hits at S3, 0 wounds unsaved.');
    // A: 0 wounds + 1 follow-up + 2 ranks + 1 standard; B: 0 + 2 ranks + 1 standard.
    expect(lines[second + 3]).toBe('Result: a 4, b 3.');
  });
});
