// One Warmaster combat round (rules/warmaster.md §5.2–§5.4, §5.6, §5.11): the kernel's own
// gather + fightRound on two 3-stand units head-on, run many times on fixed seeds, against
// exact distributions.
//
// Each attack die hits on 4+ (5+ against a defended unit, §5.11) and each hit is then saved on
// the target's armour (§4.3, §5.3), so with N dice the hits suffered are Binomial(N, p) with
// p = P(hit) × (1 − P(save)); the two sides' dice are independent. The round is won by the
// side that inflicted more hits (no supports here: every stand touches the enemy, §5.5), the
// loser retreats the difference (one losing unit, §5.4 E13), equal scores are a draw (§5.9).
// Each bin is checked at 4.5 standard errors (+½ count).
import { gather } from '../../../src/systems/warmaster/kernel/contact.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.ts';
import { pAtLeast } from '../../../src/core/dice-odds.ts';
import { tracedBattle } from './kernel/harness.ts';
import { binomial } from '../../helpers/binomial.ts';
import { expectCounts } from './frequencies.ts';
import { fightRound } from '../../../src/systems/warmaster/kernel/combat.ts';
import { reset } from '../../../src/systems/warmaster/kernel/deployment.ts';

// Kernel status code (kernel/status.ts).
const ACTIVE = 0;


/** P(one attack die becomes a hit suffered): to hit on `toHit`+, then the `save`+ fails (0: no save). */
function pHit(toHit: number, save: number): number {
  return pAtLeast(toHit) * (save === 0 ? 1 : 1 - pAtLeast(save));
}

/**
 * Side a's 3-stand `aUnit` x (facing north, front edge y 40) and side b's `bUnit` y (facing
 * south, front edge y 40): every stand touches an enemy stand front to front.
 */
function headOn(aUnit: string, bArmy: string, bUnit: string, bExtra = '') {
  return tracedBattle(
    'one round',
    'empire',
    [`{ id: x, unit: ${aUnit}, position: { x: 90, y: 40 } }`],
    bArmy,
    [`{ id: y, unit: ${bUnit}, position: { x: 90, y: 40 }${bExtra} }`],
  );
}

const X = 0;
const Y = 1;

interface Rounds {
  /** Hits suffered by y (scored by x), by count. */
  onY: Record<string, number>;
  /** Hits suffered by x, by count. */
  onX: Record<string, number>;
  /** Who won the round: 'a', 'b', 'draw', or 'both destroyed'. */
  result: Record<string, number>;
  /** Trials where the loser did not retreat exactly the difference. */
  odd: string[];
}

/** n first rounds (`charging`: x charged this turn); roundHits read after each. */
function rounds(k: any, seed: number, n: number, charging: boolean): Rounds {
  const rng = new Rng(seed, 0);
  const out: Rounds = { onY: {}, onX: {}, result: {}, odd: [] };
  const inc = (r: Record<string, number>, key: string) => {
    r[key] = (r[key] ?? 0) + 1;
  };
  for (let i = 0; i < n; i++) {
    reset(k);
    k.turn = 1;
    k.playerTurnNo = 1;
    k.active = 0;
    if (charging) k.chargeReady[X] = 1;
    const ys = [0, 1, 2].map((s) => k.sy[Y * 4 + s]);
    const xs = [0, 1, 2].map((s) => k.sy[X * 4 + s]);
    gather(k, X);
    fightRound(k, rng, true);
    const hy = k.roundHits[Y];
    const hx = k.roundHits[X];
    inc(out.onY, String(hy));
    inc(out.onX, String(hx));
    const aliveX = k.status[X] === ACTIVE;
    const aliveY = k.status[Y] === ACTIVE;
    let r = 'draw';
    if (!aliveX && !aliveY) r = 'both destroyed';
    else if (k.wonRound[X] === 1 || (aliveX && !aliveY)) r = 'a';
    else if (k.wonRound[Y] === 1 || (aliveY && !aliveX)) r = 'b';
    inc(out.result, r);
    // The loser (still there) retreats the difference: every stand left moved that far back (§5.4).
    if ((r === 'a' && aliveY) || (r === 'b' && aliveX)) {
      const [u, before, sign] = r === 'a' ? [Y, ys, 1] : [X, xs, -1];
      const diff = Math.abs(hy - hx);
      for (let s = 0; s < 3; s++) {
        if (!k.sAlive[u * 4 + s]) continue;
        const moved = sign * (k.sy[u * 4 + s] - before[s]);
        if (Math.abs(moved - diff) > 1e-9 && out.odd.length < 3) out.odd.push(`trial ${i}: ${hx}:${hy}, the loser moved ${moved}`);
      }
    }
  }
  return out;
}

/** Binomial counts as a record keyed by the count. */
function asRecord(probs: number[]): Record<string, number> {
  const r: Record<string, number> = {};
  probs.forEach((p, j) => {
    r[String(j)] = p;
  });
  return r;
}

/** P(a wins), P(draw), P(b wins) for independent counts X on y and Y on x (a unit wiped out loses). */
function resultOdds(onY: number[], onX: number[], capY: number, capX: number): Record<string, number> {
  const r: Record<string, number> = { a: 0, b: 0, draw: 0, 'both destroyed': 0 };
  onY.forEach((py, hy) => {
    onX.forEach((px, hx) => {
      const p = py * px;
      const deadY = hy >= capY;
      const deadX = hx >= capX;
      if (deadX && deadY) r['both destroyed'] += p;
      else if (deadY) r.a += p;
      else if (deadX) r.b += p;
      else if (hy > hx) r.a += p;
      else if (hx > hy) r.b += p;
      else r.draw += p;
    });
  });
  if (r['both destroyed'] < 1e-12) delete r['both destroyed'];
  return r;
}

const N = 30_000;

describe('one combat round: hits suffered are Binomial(dice, P(hit) × P(save fails)) (§5.2, §5.3)', () => {
  it('Halberdiers (9 dice) on Elven Spearmen (5+): Binomial(9, 1/2 × 2/3 = 1/3); the Spearmen (9) on them (6+): Binomial(9, 5/12)', () => {
    const { k } = headOn('halberdiers', 'high-elves', 'spearmen');
    const seed = 4101;
    const r = rounds(k, seed, N, false);
    expect(pHit(4, 5)).toBeCloseTo(1 / 3, 15);
    expect(pHit(4, 6)).toBeCloseTo(5 / 12, 15);
    expectCounts('halberdiers on spearmen', seed, r.onY, asRecord(binomial(9, pHit(4, 5))), N);
    expectCounts('spearmen on halberdiers', seed, r.onX, asRecord(binomial(9, pHit(4, 6))), N);
    // Hits 3 × 3 stands: 9 hits destroy either unit.
    expectCounts('halberdiers v spearmen, result', seed, r.result, resultOdds(binomial(9, pHit(4, 5)), binomial(9, pHit(4, 6)), 9, 9), N);
    expect(r.odd).toEqual([]);
  });

  it('charging in the open: +1 Attack a stand (§5.2) → 12 dice, Binomial(12, 1/3)', () => {
    const { k } = headOn('halberdiers', 'high-elves', 'spearmen');
    const seed = 4102;
    const r = rounds(k, seed, N, true);
    expectCounts('charging halberdiers on spearmen', seed, r.onY, asRecord(binomial(12, pHit(4, 5))), N);
    expectCounts('spearmen on charging halberdiers', seed, r.onX, asRecord(binomial(9, pHit(4, 6))), N);
    expect(r.odd).toEqual([]);
  });

  it('charging a defended unit: no charge bonus and 5+ to hit (§5.2, §5.11) → Binomial(9, 1/3 × 2/3 = 2/9)', () => {
    const { k } = headOn('halberdiers', 'high-elves', 'spearmen', ', cover: defended');
    const seed = 4103;
    const r = rounds(k, seed, N, true);
    expect(pHit(5, 5)).toBeCloseTo(2 / 9, 15);
    expectCounts('charging halberdiers on defended spearmen', seed, r.onY, asRecord(binomial(9, pHit(5, 5))), N);
    expectCounts('defended spearmen on halberdiers', seed, r.onX, asRecord(binomial(9, pHit(4, 6))), N);
    expectCounts('halberdiers v defended spearmen, result', seed, r.result, resultOdds(binomial(9, pHit(5, 5)), binomial(9, pHit(4, 6)), 9, 9), N);
    expect(r.odd).toEqual([]);
  });
});

describe('the result of a symmetric round (§5.4, §5.9)', () => {
  it('Halberdiers against Halberdiers: P(a wins) = P(b wins) = (1 − P(draw))/2, P(draw) = Σ Bin(9, 5/12)(j)²', () => {
    const { k } = headOn('halberdiers', 'empire', 'halberdiers');
    const seed = 4201;
    const r = rounds(k, seed, N, false);
    const bin = binomial(9, pHit(4, 6));
    const odds = resultOdds(bin, bin, 9, 9);
    // The derived figures, independently: P(draw) = Σ_j P(j)² (less the both-destroyed 9 : 9).
    const draw = bin.reduce((a, p) => a + p * p, 0) - bin[9] * bin[9];
    expect(odds.draw).toBeCloseTo(draw, 12);
    expect(odds.a).toBeCloseTo(odds.b, 12);
    expect(odds.a).toBeCloseTo((1 - draw - bin[9] * bin[9]) / 2, 12);
    expectCounts('halberdiers v halberdiers, result', seed, r.result, odds, N);
    expectCounts('halberdiers v halberdiers, hits on b', seed, r.onY, asRecord(bin), N);
    expect(r.odd).toEqual([]);
  });
});
