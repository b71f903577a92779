/**
 * The rank-and-file formation helpers (src/systems/rank-and-file/formation.ts): the front rank,
 * the ranks, and the models of one rank, as a unit of `places` models in `files` files holds them
 * with its losses taken from the rear.
 */
import { describe, expect, it } from 'vitest';
import { frontRankOf, rankOf, ranksOf } from '../../../src/systems/rank-and-file/formation.ts';

describe('a formation as its models fall', () => {
  it('holds its files in the front rank until fewer are left', () => {
    expect(frontRankOf(17, 5)).toBe(5);
    expect(frontRankOf(3, 5)).toBe(3);
  });

  it('counts its ranks, the last perhaps short', () => {
    expect(ranksOf(17, 5)).toBe(4);
    expect(ranksOf(15, 5)).toBe(3);
    expect(ranksOf(1, 5)).toBe(1);
  });

  it('holds the files in each full rank, the rest in the last, none behind', () => {
    expect([1, 2, 3, 4, 5].map((k) => rankOf(17, 5, k))).toEqual([5, 5, 5, 2, 0]);
    expect([1, 2].map((k) => rankOf(3, 5, k))).toEqual([3, 0]);
  });
});
