import { describe, expect, it } from 'vitest';
import { formatWarning } from '../../../src/scenario/scenario-warning.ts';
import { parseText } from '../../helpers/load.ts';
import { t9aText } from './kernel/harness.ts';

const GUARD = '{ id: guard, unit: imperial-guard, position: { x: 18, y: 10 } }';
const ORCS = '{ id: orcs, unit: iron-orcs, position: { x: 18, y: 38, facing: 180 } }';

describe('Essence of War warnings', () => {
  it('warns of a Basic game off the standard 4 turns on 36×48" (§3.1), at rules.game', () => {
    // t9aText writes no `end:`, so the scenario frame's 6 turns apply.
    const loaded = parseText(t9aText([GUARD], [ORCS], { rules: 'game: basic', table: [72, 48] }), 'basic.yaml');
    expect(loaded.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^basic\.yaml:5:16 {2}rules\.game: warning: a Basic game is 4 game turns on a 36×48" table \(§3\.1\), and this one plays 6 on 72×48"/),
    ]);
  });

  it('has nothing to say of a standard Basic game, nor of an Advanced one', () => {
    const basic = parseText(t9aText([GUARD], [ORCS], { rules: 'game: basic', table: [36, 48], extra: 'end: { turns: 4 }\n' }));
    expect(basic.warnings).toEqual([]);
    const advanced = parseText(t9aText([GUARD], [ORCS], { table: [72, 48] }));
    expect(advanced.warnings).toEqual([]);
  });
});
