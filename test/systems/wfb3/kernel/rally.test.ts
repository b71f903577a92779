/**
 * Rallying (rules/wfb3.md §5 "Rallying"), played through two player turns on scripted dice: a
 * unit routs from a feared charger in the enemy's turn, flees again in its own movement phase,
 * and rallies in its rally phase — nearer a friend than any enemy, more than a quarter left,
 * no pursuer in contact, not routed this turn — on 2D6 against its Ld. One routed in the same
 * turn may not try.
 */
import { describe, expect, it } from 'vitest';
import { FATE_RALLIED } from '../../../../src/core/metrics.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { compileText, fateSlot, MEN, playTraced, unitIndex } from '../harness.ts';

function scenario(friendY: number, ghosts = ''): string {
  return `format: warsim/1
system: wfb3
title: rally
seed: 1
end: { turns: 1 }
first: a
battlefield: { width: 72, depth: 96 }
sides:
  - id: a
    units:
      - { id: ghosts, profile: ${MEN}, models: 20, files: 5, special: [fear]${ghosts}, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest, move: hold } }
  - id: b
    units:
      - { id: militia, profile: ${MEN}, models: 10, files: 5, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, move: hold } }
      - { id: friends, profile: ${MEN}, models: 10, files: 5, position: { x: 36, y: ${friendY}, facing: 180 }, tactics: { charge: never, move: hold } }
`;
}

describe('rally (rules/wfb3.md §5)', () => {
  it('nearer a friend than the enemy, the router rallies on 2D6 under its Ld in its own turn', () => {
    const plan = compileText(scenario(50));
    const { lines, out } = playTraced(plan, new ScriptedRng().roll(6, 6).roll(1, 1).thenAll(1));
    expect(lines).toContain('militia rout from ghosts.');
    expect(lines).toContain('militia try to rally: 2D6 2 against 7: passed.');
    expect(out[fateSlot(unitIndex(plan, 'militia'))]).toBe(FATE_RALLIED);
  });

  it('nearer the enemy than any friend, it may not try', () => {
    const plan = compileText(scenario(90));
    const { lines } = playTraced(plan, new ScriptedRng().roll(6, 6).thenAll(1));
    expect(lines).toContain('militia rout from ghosts.');
    expect(lines.some((l) => l.startsWith('militia try to rally'))).toBe(false);
  });

  it('within the fear range of an enemy creature it fears, it may not try (§5 condition 4)', () => {
    const plan = compileText(scenario(50, ', fearRange: 24'));
    const { lines } = playTraced(plan, new ScriptedRng().roll(6, 6).roll(1, 1).thenAll(1));
    expect(lines).toContain('militia rout from ghosts.');
    expect(lines.some((l) => l.startsWith('militia try to rally'))).toBe(false);
  });
});
