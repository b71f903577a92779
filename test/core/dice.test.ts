// Dice from the seeded generator are exact: each face 1/6, success counts binomial, 2D6 and
// D3 as the books define them (rules/wfb4.md §0). Fixed seeds, 4.5-sigma tolerances.
import { describe, expect, it } from 'vitest';
import { artilleryDice, BEARINGS, countAtLeast, MISFIRE, roll2D6, roll3D6DropHighest, roll3D6DropLowest, rollBearing, rollD3, rollD4, rollD6, rollND6, rollOneOf, scatterHit } from '../../src/core/dice.ts';
import { mix32, Rng } from '../../src/core/rng.ts';
import { ndSixDistribution, threeDropOneDistribution } from '../../src/core/dice-odds.ts';

const N = 600_000;

function within(count: number, n: number, p: number): void {
  const sd = Math.sqrt(n * p * (1 - p));
  expect(Math.abs(count - n * p), `count ${count} of ${n}, p ${p}`).toBeLessThan(4.5 * sd);
}

describe('generator', () => {
  it('depends only on (seed, index)', () => {
    const a = new Rng(42, 7);
    const b = new Rng();
    b.seed(42, 7);
    for (let i = 0; i < 100; i++) expect(a.next()).toBe(b.next());
    const c = new Rng(42, 8);
    const d = new Rng(43, 7);
    const first = new Rng(42, 7).next();
    expect(c.next()).not.toBe(first);
    expect(d.next()).not.toBe(first);
  });

  it('accepts simulation indices beyond 2^32', () => {
    expect(new Rng(1, 2 ** 32 + 5).next()).not.toBe(new Rng(1, 5).next());
  });

  it('mixes with the murmur3 finaliser (known values)', () => {
    // fmix32(1) = 0x514e28b7 and fmix32(0) = 0 (MurmurHash3 reference implementation).
    expect(mix32(1) >>> 0).toBe(0x514e28b7);
    expect(mix32(0)).toBe(0);
  });

  it('draws 32 uniform bits: each bit set half the time', () => {
    const rng = new Rng(5, 0);
    const ones = new Array<number>(32).fill(0);
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      const x = rng.next();
      for (let b = 0; b < 32; b++) ones[b] += (x >>> b) & 1;
    }
    for (const c of ones) within(c, n, 0.5);
  });
});

describe('dice', () => {
  it('rolls each face of a D6 with probability 1/6', () => {
    const rng = new Rng(1, 0);
    const faces = new Array<number>(7).fill(0);
    for (let i = 0; i < N; i++) faces[rollD6(rng)]++;
    expect(faces[0]).toBe(0);
    for (let f = 1; f <= 6; f++) within(faces[f], N, 1 / 6);
  });

  it('rolls 2D6 and 3D6 with the exact distributions', () => {
    const rng = new Rng(2, 0);
    for (const dice of [2, 3]) {
      const exact = ndSixDistribution(dice);
      const seen = new Array<number>(exact.length).fill(0);
      for (let i = 0; i < N; i++) seen[dice === 2 ? roll2D6(rng) : rollND6(rng, 3)]++;
      exact.forEach((p, total) => {
        if (p === 0) expect(seen[total]).toBe(0);
        else within(seen[total], N, p);
      });
    }
  });

  it('rolls 3D6 dropping the highest or the lowest die with the exact distributions', () => {
    const rng = new Rng(3, 0);
    expect(threeDropOneDistribution('highest')[2]).toBeCloseTo(16 / 216, 12);
    expect(threeDropOneDistribution('lowest')[12]).toBeCloseTo(16 / 216, 12);
    for (const drop of ['highest', 'lowest'] as const) {
      const exact = threeDropOneDistribution(drop);
      const seen = new Array<number>(13).fill(0);
      for (let i = 0; i < N; i++) seen[drop === 'highest' ? roll3D6DropHighest(rng) : roll3D6DropLowest(rng)]++;
      exact.forEach((p, total) => {
        if (p === 0) expect(seen[total]).toBe(0);
        else within(seen[total], N, p);
      });
    }
  });

  it('halves a D6 rounding up for a D3', () => {
    const rng = new Rng(3, 0);
    const seen = [0, 0, 0, 0];
    for (let i = 0; i < N; i++) seen[rollD3(rng)]++;
    expect(seen[0]).toBe(0);
    for (let v = 1; v <= 3; v++) within(seen[v], N, 1 / 3);
  });

  it('counts successes exactly: P(score ≥ t) = (7 − t)/6, with the edge targets', () => {
    const rng = new Rng(4, 0);
    for (let t = 2; t <= 6; t++) {
      let hits = 0;
      const rolls = 120_000;
      for (let i = 0; i < rolls / 10; i++) hits += countAtLeast(rng, 10, t);
      within(hits, rolls, (7 - t) / 6);
    }
    expect(countAtLeast(rng, 9, 1)).toBe(9);
    expect(countAtLeast(rng, 9, 0)).toBe(9);
    expect(countAtLeast(rng, 9, 7)).toBe(0);
  });

});

describe('war machine dice (rules/wfb4.md §0)', () => {
  const n = 120_000;

  it('the artillery dice show 2, 4, 6, 8, 10 and MISFIRE, each 1/6', () => {
    const rng = new Rng(31, 0);
    const counts = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const a = artilleryDice(rng);
      counts.set(a, (counts.get(a) ?? 0) + 1);
    }
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual([MISFIRE, 2, 4, 6, 8, 10]);
    for (const c of counts.values()) within(c, n, 1 / 6);
  });

  it('the scatter dice show HIT on a third of rolls', () => {
    const rng = new Rng(32, 0);
    let hits = 0;
    for (let i = 0; i < n; i++) if (scatterHit(rng)) hits++;
    within(hits, n, 1 / 3);
  });

  it('a D4 rolls 1 to 4, each 1/4', () => {
    const rng = new Rng(33, 0);
    const counts = [0, 0, 0, 0, 0];
    for (let i = 0; i < n; i++) counts[rollD4(rng)]++;
    expect(counts[0]).toBe(0);
    for (let f = 1; f <= 4; f++) within(counts[f], n, 1 / 4);
  });

  it('a random bearing is one of 36, each alike', () => {
    const rng = new Rng(34, 0);
    const counts = new Array<number>(BEARINGS).fill(0);
    for (let i = 0; i < n; i++) counts[rollBearing(rng)]++;
    for (const c of counts) within(c, n, 1 / BEARINGS);
  });

  it('one of k is each of 0..k−1 alike, by dice up to 36 and by the generator bits beyond (a front rank of 37 or 100)', () => {
    for (const [k, seed] of [[5, 35], [12, 36], [37, 37], [100, 38]]) {
      const rng = new Rng(seed, 0);
      const counts = new Array<number>(k).fill(0);
      for (let i = 0; i < n; i++) counts[rollOneOf(rng, k)]++;
      // An outcome outside 0..k−1, or not an integer, would leave the k counts short of n.
      expect(counts.length).toBe(k);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(n);
      for (const c of counts) within(c, n, 1 / k);
    }
  });
});
