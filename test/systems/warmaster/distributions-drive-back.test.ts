// Warmaster drive backs (rules/warmaster.md §4.4, §12 E6, E7, §13 A2): the kernel's own driveBack
// and shootingPhase, run many times on fixed seeds, against exact distributions.
//
// With H drive-back dice the distance is the sum of H D6 (exact integer convolution); the unit
// is confused when any die shows 6, so P(distance d and steady) counts the ways of rolling d
// with faces 1–5 only, and P(confused) = 1 − (5/6)^H; it routs when the total is greater than
// its full pace (20 infantry, 30 cavalry). Defended units ignore the first hit, fortified
// units the first two (E7). Each bin is checked at 4.5 standard errors (+½ count).
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.ts';
import { ndSixCounts } from '../../../src/core/dice-odds.ts';
import { tracedBattle } from './kernel/harness.ts';
import { binomial } from '../../helpers/binomial.ts';
import { expectCounts } from './frequencies.ts';
import { reset } from '../../../src/systems/warmaster/kernel/deployment.ts';
import { driveBack } from '../../../src/systems/warmaster/kernel/drive-backs.ts';
import { shootingPhase } from '../../../src/systems/warmaster/kernel/shooting.ts';

// Kernel status codes (kernel/status.ts), repeated here to read the state.
const ACTIVE = 0;
const ROUTED = 2;

/** Ways n dice with faces 1..top can total each value (index = total). */
function waysWithFaces(n: number, top: number): number[] {
  let counts = [1];
  for (let die = 0; die < n; die++) {
    const next = new Array<number>(counts.length + top).fill(0);
    for (let t = 0; t < counts.length; t++) for (let f = 1; f <= top; f++) next[t + f] += counts[t];
    counts = next;
  }
  return counts;
}

/**
 * Exact outcome of a drive back with `dice` D6 against a unit of full pace `pace` (§4.4): keys
 * `d cm steady`, `d cm confused` (d = the total, which it moves in the open) and `routed`
 * (total > pace, §13 A2); `none` when no die is rolled.
 */
function driveBackOdds(dice: number, pace: number, weight = 1, into: Record<string, number> = {}): Record<string, number> {
  if (dice === 0) {
    into.none = (into.none ?? 0) + weight;
    return into;
  }
  const all = ndSixCounts(dice);
  const noSix = waysWithFaces(dice, 5);
  const outcomes = 6 ** dice;
  for (let d = dice; d <= 6 * dice; d++) {
    const p = (weight * all[d]) / outcomes;
    if (d > pace) {
      into.routed = (into.routed ?? 0) + p;
      continue;
    }
    const steady = (weight * (noSix[d] ?? 0)) / outcomes;
    if (steady > 0) into[`${d} cm steady`] = (into[`${d} cm steady`] ?? 0) + steady;
    if (p - steady > 1e-15) into[`${d} cm confused`] = (into[`${d} cm confused`] ?? 0) + p - steady;
  }
  return into;
}

/**
 * Crossbowmen (side a, facing north, front edge y 40) and side b's `target` 20 cm ahead of them,
 * facing south (stands y 60–62 for infantry): a drive back pushes it straight north, with the
 * table open behind it.
 */
function range(target: string, cover = '', armyB = 'empire') {
  const c = cover === '' ? '' : `, cover: ${cover}`;
  return tracedBattle('drive back', 'empire', ['{ id: shooters, unit: crossbowmen, position: { x: 90, y: 40 } }'], armyB, [
    `{ id: target, unit: ${target}, position: { x: 90, y: 60 }${c} }`,
  ]);
}

const T = 1; // the target's unit index

/** How the last drive back left the target: routed, or the distance moved and confusion. */
function observed(k: any, x0: number, y0: number, odd: string[]): string {
  if (k.status[T] === ROUTED) return 'routed';
  if (k.status[T] !== ACTIVE) odd.push(`status ${k.status[T]}`);
  const dy = k.sy[T * 4] - y0;
  if (Math.abs(k.sx[T * 4] - x0) > 1e-9 || Math.abs(dy - Math.round(dy)) > 1e-9) odd.push(`moved to ${k.sx[T * 4]}, ${k.sy[T * 4]}`);
  if (dy < 1e-9) return k.confused[T] ? 'none, confused' : 'none';
  return `${Math.round(dy)} cm ${k.confused[T] ? 'confused' : 'steady'}`;
}

/** n drive backs of the target after `hits` hits this phase, straight from driveBack (§4.4). */
function driveBacks(k: any, hits: number, seed: number, n: number): { counts: Record<string, number>; odd: string[] } {
  const rng = new Rng(seed, 0);
  const counts: Record<string, number> = {};
  const odd: string[] = [];
  reset(k);
  const x0 = k.sx[T * 4];
  const y0 = k.sy[T * 4];
  for (let i = 0; i < n; i++) {
    reset(k);
    k.phaseHits[T] = hits;
    k.driver[T] = 0;
    driveBack(k, rng, T);
    const key = observed(k, x0, y0, odd);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return { counts, odd: odd.slice(0, 3) };
}

const N = 40_000;

describe('drive-back dice (§4.4): distance = sum of a D6 per hit, confused on any 6, routed above full pace', () => {
  it('the exact tables: P(confused) = 1 − (5/6)^H, and the rout chances of the digest (> 20 infantry, > 30 cavalry)', () => {
    for (let h = 1; h <= 6; h++) {
      const odds = driveBackOdds(h, 1000);
      const confused = Object.entries(odds).filter(([key]) => key.endsWith('confused')).reduce((a, [, p]) => a + p, 0);
      expect(confused).toBeCloseTo(1 - (5 / 6) ** h, 12);
    }
    // 4D6 > 20: the ways to roll 24, 23, 22, 21 are C(3,3), C(4,3), C(5,3), C(6,3) = 1, 4, 10, 20.
    expect(driveBackOdds(4, 20).routed).toBeCloseTo((1 + 4 + 10 + 20) / 1296, 12);
    // 6D6 > 30: the ways to roll 36 … 31 are C(5,5) … C(10,5) = 1, 6, 21, 56, 126, 252.
    expect(driveBackOdds(6, 30).routed).toBeCloseTo((1 + 6 + 21 + 56 + 126 + 252) / 46656, 12);
  });

  it('infantry in the open, 4 hits: 4D6 cm, each (distance, confused) pair and the rout (> 20) at its exact chance', () => {
    const { k } = range('crossbowmen');
    const seed = 3101;
    const { counts, odd } = driveBacks(k, 4, seed, N);
    expect(odd).toEqual([]);
    expectCounts('infantry, 4 hits', seed, counts, driveBackOdds(4, 20), N);
  });

  it('infantry, 5 hits: 5D6 routs when it totals 21 or more (1722 of the 7776 ways)', () => {
    const { k } = range('crossbowmen');
    const seed = 3102;
    const { counts, odd } = driveBacks(k, 5, seed, N);
    expect(odd).toEqual([]);
    const odds = driveBackOdds(5, 20);
    // Ways to roll 21 … 30 on 5D6: 540 + 420 + 305 + 205 + 126 + 70 + 35 + 15 + 5 + 1.
    expect(odds.routed).toBeCloseTo(1722 / 7776, 12);
    expectCounts('infantry, 5 hits', seed, counts, odds, N);
  });

  it('cavalry (Knights, pace 30), 6 hits: 6D6 cm, routed only above 30', () => {
    const { k } = range('knights');
    const seed = 3103;
    const { counts, odd } = driveBacks(k, 6, seed, N);
    expect(odd).toEqual([]);
    expectCounts('cavalry, 6 hits', seed, counts, driveBackOdds(6, 30), N);
  });

  it('E7: defended infantry with 3 hits rolls 2 dice (2D6 cm, confused 11/36)', () => {
    const { k } = range('crossbowmen', 'defended');
    const seed = 3104;
    const { counts, odd } = driveBacks(k, 3, seed, N);
    expect(odd).toEqual([]);
    expectCounts('defended, 3 hits', seed, counts, driveBackOdds(2, 20), N);
  });

  it('E7: fortified infantry with 4 hits rolls 2 dice, with 2 hits none', () => {
    const { k } = range('crossbowmen', 'fortified');
    const seed = 3105;
    const four = driveBacks(k, 4, seed, N);
    expect(four.odd).toEqual([]);
    expectCounts('fortified, 4 hits', seed, four.counts, driveBackOdds(2, 20), N);
    const two = driveBacks(k, 2, seed, 1000);
    expect(two.counts).toEqual({ none: 1000 });
  });
});

describe('a whole Shooting phase (§4.3, §4.4): hits, then the drive back they cause', () => {
  // Crossbowmen (3 shots at 4+) at Black Orcs (Hits 4, so no stand is lost to 3 hits; save 5+):
  // hits ~ Binomial(3, 1/2 × 4/6), then a D6 per hit (defended: per hit after the first, and
  // 5+ to hit). The distance is a mixture of sums of dice; 3D6 ≤ 18 never routs infantry.

  function phases(cover: string, seed: number, n: number): { counts: Record<string, number>; odd: string[] } {
    const { k } = range('black-orcs', cover, 'orcs-and-goblins');
    reset(k);
    const x0 = k.sx[T * 4];
    const y0 = k.sy[T * 4];
    const rng = new Rng(seed, 0);
    const counts: Record<string, number> = {};
    const odd: string[] = [];
    for (let i = 0; i < n; i++) {
      reset(k);
      k.turn = 1;
      k.playerTurnNo = 1;
      k.active = 0;
      k.phaseHits.fill(0);
      k.driver.fill(-1);
      shootingPhase(k, rng, 0);
      if (k.left[T] !== 3) odd.push(`${k.left[T]} stands left`);
      const key = observed(k, x0, y0, odd);
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return { counts, odd: odd.slice(0, 3) };
  }

  it('in the open: P(distance, confusion) = Σ_H Bin(3, 1/3)(H) × P(H D6 gives it)', () => {
    const seed = 3201;
    const { counts, odd } = phases('', seed, N);
    expect(odd).toEqual([]);
    const probs: Record<string, number> = {};
    binomial(3, (1 / 2) * (4 / 6)).forEach((w, h) => driveBackOdds(h, 20, w, probs));
    expectCounts('shooting, open', seed, counts, probs, N);
  });

  it('defended: 5+ to hit and the first hit ignored: Σ_H Bin(3, 2/9)(H) × P((H − 1) D6 gives it)', () => {
    const seed = 3202;
    const { counts, odd } = phases('defended', seed, N);
    expect(odd).toEqual([]);
    const probs: Record<string, number> = {};
    binomial(3, (2 / 6) * (4 / 6)).forEach((w, h) => driveBackOdds(Math.max(0, h - 1), 20, w, probs));
    expectCounts('shooting, defended', seed, counts, probs, N);
  });
});
