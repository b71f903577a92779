// The WFB rank bonus (src/systems/wfb/rank-bonus.ts): rules/wfb4.md §6.1 and the §12-5 readings.
import { describe, expect, it } from 'vitest';
import { rankBonusOf } from '../../../src/systems/wfb/rank-bonus.ts';

describe('rankBonusOf', () => {
  it('counts complete ranks behind the first, at most the maximum', () => {
    expect(rankBonusOf(5, 5, 4, true, 3)).toBe(0);
    expect(rankBonusOf(10, 5, 4, true, 3)).toBe(1);
    expect(rankBonusOf(18, 5, 4, true, 3)).toBe(2); // the fourth rank has 3 models
    expect(rankBonusOf(40, 5, 4, true, 3)).toBe(3);
    expect(rankBonusOf(40, 5, 4, true, 2)).toBe(2); // house rule: cap +2
  });

  it('gives nothing to a front narrower than the minimum width', () => {
    expect(rankBonusOf(12, 3, 4, true, 3)).toBe(0);
    expect(rankBonusOf(3, 5, 4, true, 3)).toBe(0);
  });

  it('counts a short last rank of minWidth models when complete ranks are not required (§12-5)', () => {
    expect(rankBonusOf(14, 5, 4, false, 3)).toBe(2); // 5 + 5 + 4
    expect(rankBonusOf(14, 5, 4, true, 3)).toBe(1);
  });
});
