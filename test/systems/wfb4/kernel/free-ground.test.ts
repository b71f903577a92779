/**
 * Armour that lets its bearer move through difficult terrain and obstacles with no penalty (AM
 * p.8; item effect `ignoresTerrain`; kernel/terrain.ts looseGround()), played through whole turns
 * on the fixture test/fixtures/wfb4/free-ground.yaml: a Hero on his own walks at Orc boyz across
 * 20" of difficult ground and then a hedge. Movement rolls no dice: every battle moves him alike.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { compileFixture, compileText, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'free-ground.yaml';
const SEED = 9998;

/** The Hero's moves, turn by turn. */
function moves(run: string, sim: number): string[] {
  return trace(compileFixture(FIXTURE, run), SEED, sim).lines.filter((l) => l.startsWith('Hero '));
}

describe('armour that ignores terrain (AM p.8)', () => {
  it('on his own he marches through difficult ground and crosses the hedge at no cost', () => {
    for (const sim of [0, 1, 2]) {
      expect(moves('base', sim), replayHint(FIXTURE, SEED, sim)).toEqual([
        'Hero marches 8.0" towards Orc boyz.',
        'Hero marches 8.0" towards Orc boyz.',
        'Hero advances 4.0" towards Orc boyz.', // within 8" of the boyz: no march
        'Hero advances 4.0" towards Orc boyz.', // over the hedge at 29.5", his whole move
      ]);
    }
  });

  it('without the power the same suit leaves him to pay double in difficult ground', () => {
    expect(moves('plain armour', 0), replayHint(FIXTURE, SEED, 0, 'plain armour')).toEqual([
      'Hero advances 2.5" towards Orc boyz.', // 1" in the open, 3" of his move for 1.5" of difficult ground
      'Hero advances 2.0" towards Orc boyz.',
      'Hero advances 2.0" towards Orc boyz.',
      'Hero advances 2.0" towards Orc boyz.',
    ]);
  });

  it('the hedge alone, without the power: it halts him in front of it, his move not paying its toll', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8').replace(', ignoresTerrain: true', '').replace('    - { kind: difficult, x: 28, y: 8, width: 16, depth: 20 }\n', '');
    expect(text).not.toContain('ignoresTerrain: true');
    const lines = trace(compileText(text), SEED, 0).lines.filter((l) => l.startsWith('Hero '));
    expect(lines[3]).toBe('Hero advances 2.5" towards Orc boyz.');
  });
});
