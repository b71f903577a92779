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

  it('a Basic Multi-game (a side of two Patrols, §8.5) may be 54" wide or more, still 48" deep and 4 turns', () => {
    const ally = '{ id: dwarves, unit: greybeards, army: dwarven-holds, position: { x: 30, y: 10 } }';
    const at = (width: number, turns: number) => parseText(t9aText([GUARD, ally], [ORCS], { rules: 'game: basic', table: [width, 48], extra: `end: { turns: ${turns} }\n` })).warnings.map(formatWarning);
    expect(at(54, 4)).toEqual([]);
    expect(at(36, 4)).toEqual([]);
    expect(at(54, 6)).toEqual([expect.stringMatching(/a Basic Multi-game is 4 game turns on a table 54" wide or more and 48" deep \(§3\.1, §8\.5\), and this one plays 6 on 54×48"/)]);
    // One army a side: 54" is not the Basic table.
    expect(parseText(t9aText([GUARD], [ORCS], { rules: 'game: basic', table: [54, 48], extra: 'end: { turns: 4 }\n' })).warnings).toHaveLength(1);
  });

  it('has nothing to say of a standard Basic game, nor of an Advanced one', () => {
    const basic = parseText(t9aText([GUARD], [ORCS], { rules: 'game: basic', table: [36, 48], extra: 'end: { turns: 4 }\n' }));
    expect(basic.warnings).toEqual([]);
    const advanced = parseText(t9aText([GUARD], [ORCS], { table: [72, 48] }));
    expect(advanced.warnings).toEqual([]);
  });
});
