/**
 * Exact dice probabilities for tests and reports (rules/wfb4.md §0): one D6 against a target,
 * sums of several D6, 2D6 Leadership tests, and the flee/pursuit race of §3 and §6.5.
 *
 * Setup code, not hot code: the kernel rolls dice; these functions say what the dice should
 * give, so statistical tests and reports can compare against them. Sums are built by exact
 * integer convolution (counts out of 6^n), exact up to n = 20 dice.
 */

/** Largest number of dice whose outcome counts stay exact in a double (6^20 < 2^53). */
const MAX_EXACT_DICE = 20;

/**
 * Chance that one D6 scores at least `target`.
 *
 * Follows the 4th-edition reading of scores outside 2..6 (rules/wfb4.md §12-13, §12-14): a
 * target of 1 or less always succeeds (no natural-1 failure), a target above 6 never does.
 *
 * @param target score needed (any integer)
 * @returns (7 − target)/6, clamped to [0, 1]
 * @example pAtLeast(4) // → 0.5
 */
export function pAtLeast(target: number): number {
  if (target <= 1) return 1;
  if (target >= 7) return 0;
  return (7 - target) / 6;
}

/**
 * Number of ways each total of n D6 can be rolled: index = total, length 6n + 1; the counts
 * sum to 6^n.
 *
 * @param n number of dice, 0..20
 * @returns counts by total; ndSixCounts(2)[7] is 6
 * @throws RangeError when n is not a whole number in 0..20
 * @example ndSixCounts(2) // → [0,0,1,2,3,4,5,6,5,4,3,2,1]
 */
export function ndSixCounts(n: number): number[] {
  if (!Number.isInteger(n) || n < 0 || n > MAX_EXACT_DICE) {
    throw new RangeError(`number of dice must be a whole number in 0..${MAX_EXACT_DICE}, got ${n}`);
  }
  let counts = [1];
  for (let die = 0; die < n; die++) {
    const next = new Array<number>(counts.length + 6).fill(0);
    for (let total = 0; total < counts.length; total++) {
      if (counts[total] === 0) continue;
      for (let face = 1; face <= 6; face++) next[total + face] += counts[total];
    }
    counts = next;
  }
  return counts;
}

/**
 * Probability of each total of n D6: index = total, length 6n + 1, summing to 1.
 *
 * @param n number of dice, 0..20
 * @returns probabilities by total
 * @throws RangeError when n is not a whole number in 0..20
 * @example ndSixDistribution(2)[7] // → 6/36
 */
export function ndSixDistribution(n: number): number[] {
  const counts = ndSixCounts(n);
  const outcomes = 6 ** n;
  return counts.map((c) => c / outcomes);
}

/**
 * Probability of each total of 3D6 with one die dropped — the highest (`drop: 'highest'`, a
 * "minimised" 2D6) or the lowest (a "maximised" one): index = total, length 13, summing to 1.
 * By enumeration of the 216 rolls.
 *
 * @param drop which die is dropped
 * @returns probabilities by total
 * @example threeDropOneDistribution('highest')[2] // → 16/216 (two 1s and any third die)
 */
export function threeDropOneDistribution(drop: 'highest' | 'lowest'): number[] {
  const p = new Array<number>(13).fill(0);
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      for (let c = 1; c <= 6; c++) {
        const dropped = drop === 'highest' ? Math.max(a, b, c) : Math.min(a, b, c);
        p[a + b + c - dropped] += 1 / 216;
      }
    }
  }
  return p;
}

/**
 * Chance that 2D6 totals `n` or less: passing a Leadership test on Ld n, or a break test with
 * the combat-result difference already taken off n (rules/wfb4.md §0; RB p.34, p.38).
 * There is no automatic pass on a double 1, so n < 2 never passes.
 *
 * @param n highest total that passes
 * @returns P(2D6 ≤ n)
 * @example p2d6AtMost(7) // → 21/36
 */
export function p2d6AtMost(n: number): number {
  const counts = ndSixCounts(2);
  let ways = 0;
  for (let total = 2; total <= 12 && total <= n; total++) ways += counts[total];
  return ways / 36;
}

/**
 * Chance that a pursuer catches a fleeing unit: P(pursuit total ≥ flee total), or > when ties
 * escape (rules/wfb4.md §3, §6.5; the tie reading is §12-3, default: a tie is caught).
 * Dice are 2D6 for M ≤ 6 and 3D6 for M > 6 (§1.1, §12-2).
 *
 * @param pursuerDice D6 rolled by the pursuer (or charger), 0..20
 * @param fleeDice D6 rolled by the fleeing unit, 0..20
 * @param tieCaught true when an equal total catches (the default reading)
 * @returns the probability the fleeing unit is caught
 * @example pFleeCaught(2, 2, true) // → 0.5 + P(tie)/2 = 0.5 + (146/1296)/2
 */
export function pFleeCaught(pursuerDice: number, fleeDice: number, tieCaught = true): number {
  const pursue = ndSixCounts(pursuerDice);
  const flee = ndSixCounts(fleeDice);
  // Ways the fleeing total is ≤ (or <) each pursuit total, accumulated over flee totals.
  let caughtWays = 0;
  for (let p = 0; p < pursue.length; p++) {
    if (pursue[p] === 0) continue;
    let fleeWays = 0;
    const highest = tieCaught ? p : p - 1;
    for (let f = 0; f <= highest && f < flee.length; f++) fleeWays += flee[f];
    caughtWays += pursue[p] * fleeWays;
  }
  return caughtWays / (6 ** pursuerDice * 6 ** fleeDice);
}

/**
 * A fixed or random count written as dice: '1' for a plain value, 'D3' (a D6 halved rounding
 * up), 'D4' (a real four-sided die, RB p.77, p.79) or 'D6' (rules/wfb4.md §0). Used for wounds
 * per unsaved wound.
 */
export type DiceCode = '1' | 'D3' | 'D4' | 'D6';

/**
 * Probability of each value of a dice code: index = value.
 *
 * @param code the dice code
 * @returns probabilities by value; D3 is 1, 2, 3 with 1/3 each
 * @example diceCodeDistribution('D3') // → [0, 1/3, 1/3, 1/3]
 */
export function diceCodeDistribution(code: DiceCode): number[] {
  switch (code) {
    case '1':
      return [0, 1];
    case 'D3':
      return [0, 1 / 3, 1 / 3, 1 / 3];
    case 'D4':
      return [0, 1 / 4, 1 / 4, 1 / 4, 1 / 4];
    case 'D6':
      return [0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6];
  }
}
