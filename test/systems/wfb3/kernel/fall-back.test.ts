/**
 * Falling back (rules/wfb3.md §2.1, §2.6; tactic `move: fall-back`; kernel/fall-back.ts), played
 * through whole player turns: archers told to fall back hold in their movement phase, shoot, and
 * in their reserves phase step straight back at half rate while an enemy could charge them —
 * never off the table, never turning.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { reset } from '../../../../src/systems/wfb3/kernel/deployment.ts';
import { playerTurn } from '../../../../src/systems/wfb3/kernel/turn.ts';
import { Wfb3World } from '../../../../src/systems/wfb3/kernel/world.ts';
import { battle, compileText, MEN, playTraced, refusalOf, unitIndex } from '../harness.ts';

const EXAMPLE = readFileSync(new URL('../../../../scenarios/wfb3/archers-stand-or-run.yaml', import.meta.url), 'utf8');
const BOWS = `profile: ${MEN}, models: 10, files: 5, weapons: [bow]`;

/** Archers at (36, y) facing +y, and Men `gap`" in front of them facing them, who never move. */
const standoff = (y: number, gap: number, tactics = 'move: fall-back') =>
  battle({
    a: [`{ id: archers, ${BOWS}, position: { x: 36, y: ${y}, facing: 0 }, tactics: { charge: never, react: hold, ${tactics} } }`],
    b: [`{ id: men, profile: ${MEN}, models: 10, files: 5, position: { x: 36, y: ${y + gap}, facing: 180 }, tactics: { charge: never, move: hold, react: hold } }`],
  });

/** The archers' footprint after their own player turn (side a). */
function afterTheirTurn(text: string): { x: number; y: number; facing: number; rearY: number } {
  const plan = compileText(text);
  const w = new Wfb3World(plan);
  reset(w);
  const rng = new Rng();
  rng.seed(1, 0);
  playerTurn(w, rng, 0);
  const u = unitIndex(plan, 'archers');
  return { x: w.fp.x[u], y: w.fp.y[u], facing: w.fp.facing[u], rearY: w.fp.y[u] - w.fp.cos[u] * w.fp.d[u] };
}

describe('falling back (§2.1, §2.6)', () => {
  it('within the enemy\'s charge reach, the archers step straight back half their move in the reserves phase, facing as they faced', () => {
    const at = afterTheirTurn(standoff(20, 6));
    expect(at.x).toBeCloseTo(36, 9);
    expect(at.facing).toBeCloseTo(0, 9);
    expect(at.y).toBeCloseTo(20 - 2, 9); // M4: 2" backwards
  });

  it('beyond every enemy\'s charge reach they hold; told to hold they never move', () => {
    expect(afterTheirTurn(standoff(20, 12)).y).toBeCloseTo(20, 9); // the Men's reach is 8"
    expect(afterTheirTurn(standoff(20, 6, 'move: hold')).y).toBeCloseTo(20, 9);
  });

  it('they stop at the table edge', () => {
    // Their rear edge 1" from the edge behind them.
    const plan = compileText(standoff(20, 6));
    const w = new Wfb3World(plan);
    reset(w);
    const depth = w.fp.d[unitIndex(plan, 'archers')];
    const at = afterTheirTurn(standoff(depth + 1, 6));
    expect(at.rearY).toBeCloseTo(0, 9);
    expect(at.y).toBeCloseTo(depth, 9);
  });

  it('in the example, the Elf archers never advance; each fall back comes in their own turn, after their shooting and before the next turn, 2.5" or less', () => {
    const plan = compileText(EXAMPLE, 'fall back');
    let falls = 0;
    for (let sim = 0; sim < 300; sim++) {
      const rng = new Rng();
      rng.seed(3, sim);
      const { lines } = playTraced(plan, rng);
      let turn = '';
      for (const line of lines) {
        if (line.startsWith('-- Turn')) turn = line;
        expect(line).not.toMatch(/^Elf archers (advance|make a reserve move)/);
        const m = /^Elf archers fall back ([\d.]+)" from Orc boyz\.$/.exec(line);
        if (!m) continue;
        falls++;
        expect(turn, `sim ${sim}`).toMatch(/, elves --$/);
        expect(Number(m[1])).toBeLessThanOrEqual(2.5);
      }
    }
    expect(falls).toBeGreaterThan(300);
  });

  it('is refused on a chariot and on a unit in single file, which cannot move backwards', () => {
    expect(refusalOf(standoff(20, 6).replace('models: 10, files: 5, weapons: [bow]', 'models: 5, files: 1, weapons: [bow]'))).toMatch(/a unit in single file snakes, and cannot move backwards/);
  });
});
