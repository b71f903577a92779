import { describe, expect, it } from 'vitest';
import { editDistance, suggest } from '../../src/scenario/suggest.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('halbred', 'halberd')).toBe(1); // swap
    expect(editDistance('wepons', 'weapons')).toBe(1); // insertion
    expect(editDistance('knights', 'knight')).toBe(1); // deletion
    expect(editDistance('lance', 'lancs')).toBe(1); // substitution
    expect(editDistance('kitten', 'sitting')).toBe(3); // the textbook Levenshtein example
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('suggest', () => {
  it('finds the closest name, ignoring case', () => {
    expect(suggest('wepons', ['armour', 'weapons', 'models'])).toBe('weapons');
    expect(suggest('ws', ['M', 'WS', 'BS'])).toBe('WS');
    expect(suggest('mna', ['man', 'elf', 'dwarf'])).toBe('man');
    expect(suggest('rankBonusMx', ['rankBonusMax', 'pursuit'])).toBe('rankBonusMax');
  });

  it('offers nothing when no name is close', () => {
    expect(suggest('I', ['M', 'WS', 'S'])).toBeUndefined();
    expect(suggest('cavalry', ['man', 'elf', 'dwarf'])).toBeUndefined();
    expect(suggest('x', [])).toBeUndefined();
  });

  it('completes a unique prefix', () => {
    expect(suggest('halb', ['halberdiers', 'knights'])).toBe('halberdiers');
    expect(suggest('kni', ['knights', 'knights-errant'])).toBeUndefined();
  });
});
