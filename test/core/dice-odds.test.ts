import { describe, expect, it } from 'vitest';
import {
  diceCodeDistribution,
  ndSixCounts,
  ndSixDistribution,
  p2d6AtMost,
  pAtLeast,
  pFleeCaught,
} from '../../src/core/dice-odds.ts';

/** Every ordered outcome of n D6, enumerated by counting in base 6 (independent of convolution). */
function allRolls(n: number): number[][] {
  const rolls: number[][] = [];
  for (let code = 0; code < 6 ** n; code++) {
    const dice: number[] = [];
    let rest = code;
    for (let i = 0; i < n; i++) {
      dice.push((rest % 6) + 1);
      rest = Math.floor(rest / 6);
    }
    rolls.push(dice);
  }
  return rolls;
}

const sum = (dice: number[]): number => dice.reduce((a, b) => a + b, 0);

describe('pAtLeast', () => {
  it('is (7 − target)/6 inside 2..6, certain at 1 or less, impossible above 6 (§12-13)', () => {
    expect([2, 3, 4, 5, 6].map(pAtLeast)).toEqual([5 / 6, 4 / 6, 3 / 6, 2 / 6, 1 / 6]);
    expect(pAtLeast(1)).toBe(1);
    expect(pAtLeast(-2)).toBe(1);
    expect(pAtLeast(7)).toBe(0);
    expect(pAtLeast(9)).toBe(0);
  });
});

describe('ndSixCounts / ndSixDistribution', () => {
  it('match enumeration of every outcome for 1 to 4 dice', () => {
    for (let n = 1; n <= 4; n++) {
      const expected = new Array<number>(6 * n + 1).fill(0);
      for (const dice of allRolls(n)) expected[sum(dice)] += 1;
      expect(ndSixCounts(n)).toEqual(expected);
      const dist = ndSixDistribution(n);
      expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
      for (let t = 0; t < dist.length; t++) expect(dist[t]).toBeCloseTo(expected[t] / 6 ** n, 15);
    }
  });

  it('2D6 is the triangle 1..6..1 and 3D6 peaks at 27/216 on 10 and 11', () => {
    expect(ndSixCounts(2)).toEqual([0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    expect(ndSixCounts(3)[10]).toBe(27);
    expect(ndSixCounts(3)[11]).toBe(27);
  });

  it('0 dice always total 0; more than 20 dice or fractions are refused', () => {
    expect(ndSixCounts(0)).toEqual([1]);
    expect(() => ndSixCounts(21)).toThrow(RangeError);
    expect(() => ndSixCounts(1.5)).toThrow(RangeError);
  });
});

describe('p2d6AtMost', () => {
  it('2D6 ≤ 7 is 21/36', () => {
    expect(p2d6AtMost(7)).toBeCloseTo(21 / 36, 15);
  });

  it('matches the digest percentages for every n (rules/wfb4.md §0)', () => {
    const percent: Record<number, number> = {
      2: 2.8,
      3: 8.3,
      4: 16.7,
      5: 27.8,
      6: 41.7,
      7: 58.3,
      8: 72.2,
      9: 83.3,
      10: 91.7,
      11: 97.2,
      12: 100,
    };
    for (const [n, p] of Object.entries(percent)) {
      expect(Math.round(p2d6AtMost(Number(n)) * 1000) / 10).toBe(p);
    }
  });

  it('never passes below 2 (no automatic pass on a double 1) and always passes from 12', () => {
    expect(p2d6AtMost(1)).toBe(0);
    expect(p2d6AtMost(13)).toBe(1);
  });

  it('§11 #18: Ld8 losing by 2 must roll ≤ 6, which is 15/36', () => {
    expect(p2d6AtMost(8 - 2)).toBeCloseTo(15 / 36, 15);
  });
});

describe('pFleeCaught', () => {
  /** P(pursuit ≥ flee) (or >) by enumerating every roll of both sides. */
  function enumerated(pursuerDice: number, fleeDice: number, tieCaught: boolean): number {
    const rolls = allRolls(pursuerDice + fleeDice);
    let caught = 0;
    for (const dice of rolls) {
      const pursuit = sum(dice.slice(0, pursuerDice));
      const flee = sum(dice.slice(pursuerDice));
      if (tieCaught ? pursuit >= flee : pursuit > flee) caught += 1;
    }
    return caught / rolls.length;
  }

  it('2D6 against 2D6 is 0.5 + P(tie)/2, with P(tie) = 146/1296 by enumeration', () => {
    const tie = allRolls(4).filter((d) => d[0] + d[1] === d[2] + d[3]).length;
    expect(tie).toBe(146);
    expect(pFleeCaught(2, 2, true)).toBeCloseTo(0.5 + tie / 1296 / 2, 15);
    expect(pFleeCaught(2, 2, false)).toBeCloseTo(0.5 - tie / 1296 / 2, 15);
  });

  it('equals enumeration for 3D6 cavalry against 2D6 infantry and the reverse, both tie readings', () => {
    for (const [p, f] of [
      [3, 2],
      [2, 3],
      [3, 3],
    ]) {
      for (const tieCaught of [true, false]) {
        expect(pFleeCaught(p, f, tieCaught)).toBeCloseTo(enumerated(p, f, tieCaught), 14);
      }
    }
  });

  it('defaults to a tie being caught (§12-3)', () => {
    expect(pFleeCaught(2, 2)).toBe(pFleeCaught(2, 2, true));
  });
});

describe('diceCodeDistribution', () => {
  it('D3 is a D6 halved rounding up (RB p.80, BM p.31)', () => {
    const expected = [0, 0, 0, 0];
    for (let face = 1; face <= 6; face++) expected[Math.ceil(face / 2)] += 1 / 6;
    const d3 = diceCodeDistribution('D3');
    expected.forEach((p, v) => expect(d3[v]).toBeCloseTo(p, 15));
  });

  it('each code sums to 1 and has the right faces', () => {
    expect(diceCodeDistribution('1')).toEqual([0, 1]);
    expect(diceCodeDistribution('D4')).toHaveLength(5);
    expect(diceCodeDistribution('D6')).toHaveLength(7);
    for (const code of ['1', 'D3', 'D4', 'D6'] as const) {
      expect(diceCodeDistribution(code).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 15);
    }
  });
});
