import { describe, expect, it } from 'vitest';
import { formatWarning } from '../../../src/scenario/scenario-warning.ts';
import { parseText } from '../../helpers/load.ts';
import { warmasterText } from './kernel/harness.ts';

const HALBERDIERS = '{ id: h1, unit: halberdiers, position: { x: 70, y: 30 } }';
const ORCS = '{ id: w1, unit: orc-warriors, position: { x: 70, y: 90, facing: 180 } }';

describe('Warmaster warnings', () => {
  it('warns of a side with no character to order its units, at the side', () => {
    const loaded = parseText(warmasterText('leaderless', 'empire', [HALBERDIERS], 'orcs-and-goblins', [ORCS, '{ id: boss, unit: orc-general, position: { x: 70, y: 110 } }']), 'leaderless.yaml');
    expect(loaded.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^leaderless\.yaml:5:5 {2}sides\.a: warning: no character on this side to give orders \(§2\)/),
    ]);
  });

  it('has nothing to say of sides with a character each', () => {
    const loaded = parseText(
      warmasterText('led', 'empire', [HALBERDIERS, '{ id: g, unit: general, position: { x: 70, y: 15 } }'], 'orcs-and-goblins', [ORCS, '{ id: boss, unit: orc-general, position: { x: 70, y: 110 } }']),
    );
    expect(loaded.warnings).toEqual([]);
  });

  it('warns of an enemy given the very place of another unit (they would fight from the first turn), at its position', () => {
    const copied = '{ id: w1, unit: orc-warriors, position: { x: 70, y: 30 } }';
    const loaded = parseText(
      warmasterText('copied', 'empire', [HALBERDIERS, '{ id: g, unit: general, position: { x: 70, y: 15 } }'], 'orcs-and-goblins', [copied, '{ id: boss, unit: orc-general, position: { x: 70, y: 110 } }']),
      'copied.yaml',
    );
    expect(loaded.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^copied\.yaml:\d+:\d+ {2}sides\.b\.units\.w1\.position: warning: the same place as the enemy h1: the two start front to front in base contact/),
    ]);
  });
});
