// Where a friend destroyed or fled off the table is measured from for Panic (rules/t9a_eow.md
// §2.3 trigger 1): its Unit Boundary at the start of the phase it was destroyed in, or where
// it touched the board edge. Played through a whole Player Turn on scripted dice: the Imperial
// Guard charge the Veteran Orcs, who flee; the Goblin Rabble beside them may have to test.
import { describe, expect, it } from 'vitest';
import { playerTurn } from '../../../../src/systems/t9a-eow/kernel/turn.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { t9aKernel, t9aText, unitOf } from './harness.ts';

const DESTROYED = 3;
const FLED_OFF = 4;

/**
 * The Orcs' front 8" from the Guard's, at y `orcsY` facing the Guard; the Goblins' front at y
 * `goblinsY`, their side 5.57" from the Orcs' (x 34 against the Orcs' 24, widths 3.94" and
 * 4.92"). Side a's turn on the given dice, every die after them a 1.
 */
function chargeTurn(orcsY: number, goblinsY: number, dice: number[]) {
  const k = t9aKernel(
    t9aText(
      [`{ id: guard, unit: imperial-guard, position: { x: 24, y: ${orcsY - 8} } }`],
      [
        `{ id: orcs, unit: veteran-orcs, position: { x: 24, y: ${orcsY}, facing: 180 }, tactics: { react: flee } }`,
        `{ id: gobs, unit: goblin-rabble, position: { x: 34, y: ${goblinsY}, facing: 180 } }`,
      ],
    ),
  );
  const lines: string[] = [];
  k.tracer = { line: (t: string) => lines.push(t) };
  playerTurn(k, new ScriptedRng().roll(...dice).thenAll(1).rng, 0);
  return { k, lines, orcs: unitOf(k, 'orcs'), tested: lines.some((l) => /^Goblin Rabble (passes|fails) a Panic test/.test(l)) };
}

describe('Panic from a friend destroyed: measured from where it stood at the start of the phase (§2.3)', () => {
  // The Goblins' rear edge 1.5" short of the Orcs' front line: 5.77" from the Orcs as they
  // stand, 6.58" once the Orcs have fled 2" (flee 1 + 1; the Guard's charge 6 + 6 + 6 catches them).
  it('the Orcs caught in their flee panic the Goblins within 6" of where they began the Charge phase', () => {
    const { k, lines, orcs, tested } = chargeTurn(28, 23.35, [1, 1, 6, 6, 6]);
    expect(lines).toContain('Veteran Orcs flees from the charge: 2".');
    expect(lines).toContain('Imperial Guard charges 16" and catches the fleeing Veteran Orcs: destroyed.');
    expect(k.status[orcs]).toBe(DESTROYED);
    expect(tested).toBe(true);
  });

  it('Goblins more than 6" from the Orcs\' phase-start place do not test', () => {
    // The Goblins 2" further back towards the Guard: 6.58" from the Orcs' start.
    const { lines, tested } = chargeTurn(28, 21.35, [1, 1, 6, 6, 6]);
    expect(lines).toContain('Imperial Guard charges 16" and catches the fleeing Veteran Orcs: destroyed.');
    expect(tested).toBe(false);
  });
});

describe('Panic from a friend fled off the table: measured from where it touched the edge (§2.3, §2.4)', () => {
  // The Orcs' rear 5.05" from the table's far edge (depth 72); they flee 12", 6.95" beyond it.
  it('the Orcs are removed where they touched the edge, and the Goblins beside that place test', () => {
    const { k, lines, orcs, tested } = chargeTurn(64, 68.5, [6, 6]);
    expect(lines).toContain('Veteran Orcs flees from the charge: 12" and off the table.');
    expect(k.status[orcs]).toBe(FLED_OFF);
    // Turned about to flee, their front is on the far edge.
    expect(k.fp.y[orcs]).toBeCloseTo(72, 9);
    expect(k.fp.x[orcs]).toBeCloseTo(24, 9);
    expect(tested).toBe(true);
  });

  it('Goblins more than 6" from that place do not test', () => {
    // Their rear edge 5.9" short of the Orcs' rear at the edge: 8.1" apart.
    const { tested } = chargeTurn(64, 60, [6, 6]);
    expect(tested).toBe(false);
  });
});
