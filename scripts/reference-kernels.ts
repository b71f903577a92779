/**
 * Two reference kernels for the benchmark melees (issue 21): written for exactly one
 * engagement each, so that `npm run bench` can say how fast warsim's general engine is against
 * what JavaScript can do on the same fight.
 *
 * The engagement: twenty Men with halberds, light armour, standard and musician against a block
 * of Orcs with spears, shields and a standard, five files each, fought to the first break or
 * twelve rounds (six game turns). Benchmark (a) starts them in contact (twenty Orcs); benchmark
 * (e) has fifteen Orcs charge from 7" — a charge that always reaches (2 × M 4), so its only
 * effect is the first round: the Orcs strike first, one rank only (a spear fights in two ranks
 * only when it did not charge).
 *
 * The rules, as warsim's wfb4 kernel plays them (rules/wfb4.md §5, §6):
 * - Men strike first (I 3 against 2) except in the charge round: to hit 4+ (WS 3 against 3), to
 *   wound 4+ (halberd S 4 against T 4), no save (a shield's 6+ is lost to S 4): a quarter of
 *   the attacks kill. Orcs: 4+ to hit, 4+ to wound (S 3 against T 3), light armour saves on 6:
 *   5/24 kill.
 * - Strikers: the front rank in contact (5), less one for each of the unit's casualties this
 *   round that a model stepping forward from behind replaced; Orcs not charging add a second
 *   rank, no wider than the front that still fights.
 * - Combat result: wounds caused (no more than the enemy had) plus rank bonus (each complete
 *   rank of five behind the first, at most 3, when the front is at least four wide) plus 1 for
 *   the standard. The loser breaks on 2D6 + the difference above Ld 7. A unit wiped out loses.
 *
 * - `naiveDuel`: objects and one die at a time, as anyone would write it first.
 * - `tightDuel`: sfc32 inline, one exact binomial draw per strike from precomputed tables (the
 *   kills of n attacks are Binomial(n, q): each attack's to-hit, to-wound and save dice are
 *   independent), and one draw per break test.
 *
 * test/bench/reference-kernels.test.ts checks both against warsim's kernel, outcome by outcome,
 * within standard errors.
 */

/** Which of the two benchmark engagements. */
export interface Engagement {
  /** Orcs at the start: 20 for (a), 15 for (e). */
  orcs: number;
  /** True when the Orcs charge (e): they strike first in the first round, with one rank. */
  charge: boolean;
}

export const BENCH_A: Engagement = { orcs: 20, charge: false };
export const BENCH_E: Engagement = { orcs: 15, charge: true };

const MEN = 20;
const FILES = 5;
const LD = 7;
const ROUNDS = 12;
/** A Man's blow kills an Orc: 1/2 · 1/2 · 1 (no save). */
const Q_MEN = 1 / 4;
/** An Orc's blow kills a Man: 1/2 · 1/2 · 5/6. */
const Q_ORC = 5 / 24;

/** Counts of the three outcomes over a batch of battles. */
export interface Outcomes {
  men: number;
  orcs: number;
  draws: number;
}

/** Rank bonus: complete ranks of five behind the first, at most 3, with a front of four or more. */
function rankBonus(models: number): number {
  if ((models < FILES ? models : FILES) < 4) return 0;
  const behind = ((models / FILES) | 0) - 1;
  return behind < 0 ? 0 : behind > 3 ? 3 : behind;
}

/** Front-rank strikers after `lost` casualties this round, of a unit that began it with `start`. */
function frontStrikers(models: number, start: number, lost: number): number {
  const front = models < FILES ? models : FILES;
  const behind = start - (start < FILES ? start : FILES);
  const f = front - (lost < behind ? lost : behind);
  return f < 0 ? 0 : f;
}

/** The second rank of spears: no deeper than five, no wider than the front that fights. */
function secondRank(models: number, front: number): number {
  let second = models - FILES;
  if (second > FILES) second = FILES;
  if (second > front) second = front;
  return second > 0 ? second : 0;
}

// ------------------------------------------------------------------ the naive kernel

interface NaiveUnit {
  models: number;
  start: number;
  lost: number;
  toHit: number;
  toWound: number;
  /** Save needed on a D6; 7 for none. */
  save: number;
  spears: boolean;
}

/**
 * Play `sims` battles one die at a time with `random` (Math.random in the benchmark; seeded in
 * the test): objects, closures and a die function, the way a first script is written.
 */
export function naiveDuel(e: Engagement, sims: number, random: () => number = Math.random): Outcomes {
  const d6 = () => 1 + Math.floor(random() * 6);
  const out: Outcomes = { men: 0, orcs: 0, draws: 0 };
  for (let s = 0; s < sims; s++) {
    const men: NaiveUnit = { models: MEN, start: MEN, lost: 0, toHit: 4, toWound: 4, save: 6, spears: false };
    const orcs: NaiveUnit = { models: e.orcs, start: e.orcs, lost: 0, toHit: 4, toWound: 4, save: 7, spears: true };
    const strike = (a: NaiveUnit, b: NaiveUnit, charging: boolean): number => {
      if (a.models === 0 || b.models === 0) return 0;
      const front = frontStrikers(a.models, a.start, a.lost);
      const attacks = front + (a.spears && !charging ? secondRank(a.models, front) : 0);
      let kills = 0;
      for (let i = 0; i < attacks; i++) {
        if (d6() < a.toHit) continue;
        if (d6() < a.toWound) continue;
        if (b.save <= 6 && d6() >= b.save) continue;
        kills++;
      }
      const slain = kills < b.models ? kills : b.models;
      b.models -= slain;
      b.lost += slain;
      return slain;
    };
    let result = 'draw';
    for (let round = 1; round <= ROUNDS && result === 'draw'; round++) {
      for (const u of [men, orcs]) {
        u.start = u.models;
        u.lost = 0;
      }
      let menScore: number;
      let orcScore: number;
      if (e.charge && round === 1) {
        orcScore = strike(orcs, men, true);
        menScore = strike(men, orcs, false);
      } else {
        menScore = strike(men, orcs, false);
        orcScore = strike(orcs, men, false);
      }
      if (orcs.models === 0) result = 'men';
      else if (men.models === 0) result = 'orcs';
      if (result !== 'draw') break;
      menScore += rankBonus(men.models) + 1;
      orcScore += rankBonus(orcs.models) + 1;
      if (menScore === orcScore) continue;
      const loserIsMen = menScore < orcScore;
      const diff = Math.abs(menScore - orcScore);
      if (d6() + d6() + diff > LD) result = loserIsMen ? 'orcs' : 'men';
    }
    if (result === 'men') out.men++;
    else if (result === 'orcs') out.orcs++;
    else out.draws++;
  }
  return out;
}

// ------------------------------------------------------------------ the tight kernel

const MAX_ATTACKS = 10;

/** CDF[n * 11 + k] = P(Binomial(n, q) ≤ k), for n ≤ 10. */
function binomialCdf(q: number): Float64Array {
  const cdf = new Float64Array((MAX_ATTACKS + 1) * (MAX_ATTACKS + 1));
  for (let n = 0; n <= MAX_ATTACKS; n++) {
    let choose = 1;
    let total = 0;
    for (let k = 0; k <= MAX_ATTACKS; k++) {
      if (k <= n) {
        total += choose * q ** k * (1 - q) ** (n - k);
        choose = (choose * (n - k)) / (k + 1);
      }
      cdf[n * (MAX_ATTACKS + 1) + k] = k >= n ? 1 : total;
    }
  }
  return cdf;
}

const MEN_KILLS = binomialCdf(Q_MEN);
const ORC_KILLS = binomialCdf(Q_ORC);
/** BREAK[d] = P(2D6 + d > Ld 7), for a difference d up to 60. */
const BREAK = new Float64Array(61);
for (let d = 0; d <= 60; d++) {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b + d > LD) ways++;
  BREAK[d] = ways / 36;
}

/**
 * Play `sims` battles with an inline sfc32 generator seeded from `seed`: per strike one
 * uniform draw against the exact CDF of the kills, per break test one draw.
 */
export function tightDuel(e: Engagement, sims: number, seed: number): Outcomes {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = 1;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const kills = (cdf: Float64Array, n: number): number => {
    const u = next();
    const row = n * (MAX_ATTACKS + 1);
    let k = 0;
    while (u >= cdf[row + k]) k++;
    return k;
  };
  let menWins = 0;
  let orcWins = 0;
  let draws = 0;
  for (let s = 0; s < sims; s++) {
    let men = MEN;
    let orcs = e.orcs;
    let result = 0; // 1 men, 2 orcs
    for (let round = 1; round <= ROUNDS; round++) {
      const menStart = men;
      const orcStart = orcs;
      let menScore = 0;
      let orcScore = 0;
      let menLost = 0;
      let orcLost = 0;
      const orcsFirst = e.charge && round === 1;
      if (orcsFirst) {
        const k = kills(ORC_KILLS, frontStrikers(orcs, orcStart, 0));
        menLost = k < men ? k : men;
        men -= menLost;
        orcScore = menLost;
      }
      if (men > 0) {
        const k = kills(MEN_KILLS, frontStrikers(men, menStart, menLost));
        orcLost = k < orcs ? k : orcs;
        orcs -= orcLost;
        menScore = orcLost;
      }
      if (!orcsFirst && orcs > 0) {
        const front = frontStrikers(orcs, orcStart, orcLost);
        const k = kills(ORC_KILLS, front + secondRank(orcs, front));
        menLost = k < men ? k : men;
        men -= menLost;
        orcScore = menLost;
      }
      if (orcs === 0) {
        result = 1;
        break;
      }
      if (men === 0) {
        result = 2;
        break;
      }
      menScore += rankBonus(men) + 1;
      orcScore += rankBonus(orcs) + 1;
      if (menScore === orcScore) continue;
      const diff = menScore > orcScore ? menScore - orcScore : orcScore - menScore;
      if (next() < BREAK[diff > 60 ? 60 : diff]) {
        result = menScore > orcScore ? 1 : 2;
        break;
      }
    }
    if (result === 1) menWins++;
    else if (result === 2) orcWins++;
    else draws++;
  }
  return { men: menWins, orcs: orcWins, draws };
}
