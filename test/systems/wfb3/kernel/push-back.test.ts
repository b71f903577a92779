/**
 * Pushed back (rules/wfb3.md §4.10; kernel/push-back.ts), played through the whole turn on
 * scripted dice: twenty Men charge twenty and win the first round 3 wounds to 2; the beaten
 * defenders give 2" of ground — unless a unit stands within 2" behind them, where they have no
 * room. A friend beside them, touching their flank, does not stop them: they slide past it.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { compileText, MEN, playTraced } from '../harness.ts';

const BLOCK = `profile: ${MEN}, models: 20, files: 5, armour: [light-armour, shield]`;
const battle = (friend: string) =>
  compileText(`format: warsim/1
system: wfb3
title: push-back
seed: 1
sims: 10
end: { turns: 1 }
first: a
rules: { standardCapture: false }
sides:
  - id: a
    units:
      - { id: attackers, ${BLOCK}, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest } }
  - id: b
    units:
      - { id: defenders, ${BLOCK}, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold } }
      - { id: friends, profile: ${MEN}, models: 20, files: 5, position: ${friend}, tactics: { charge: never, move: hold } }
`);

/** Round one: A 3 wounds, B 2 (standards.test.ts's dice, no bearers falling). */
const dice = () => new ScriptedRng().count(6, 6, 6, 1, 1).count(6, 6, 6).count(1, 1, 1).count(6, 6).count(6, 6).count(1, 1).thenAll(6);

describe('push-back (rules/wfb3.md §4.10)', () => {
  it('beaten, a unit gives 2" of ground; with a unit 1" behind it, it has no room and stands', () => {
    const pushed = (friend: string) => playTraced(battle(friend), dice()).lines.find((l) => l.startsWith('defenders are'));
    // The defenders' rear rank ends 3.1" behind their front, at y 29.1.
    expect(pushed('{ x: 36, y: 35, facing: 180 }')).toBe('defenders are pushed back 2" and followed up.');
    expect(pushed('{ x: 36, y: 30.1, facing: 180 }')).toBe('defenders are beaten but have no room behind them to give ground.');
    // Touching their flank, five models wide to their left: they slide past.
    expect(pushed('{ x: 39.937008, y: 26, facing: 180 }')).toBe('defenders are pushed back 2" and followed up.');
  });
});
