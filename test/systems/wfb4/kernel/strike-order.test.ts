/**
 * Strike order from traces (rules/wfb4.md §5.2, §5.6, §6.6; worked example §11 #13, RB p.30):
 * chargers strike first whatever their I; in later rounds the higher I strikes first; double-
 * handed weapons always strike last, and when both sides use them the higher I goes first;
 * with equal I the winner of the previous round strikes first.
 *
 * Fixture test/fixtures/wfb4/strike-order.yaml: Orcs (I2) charge Elf spearmen (I6) in turn 1.
 * A round is a charge round when a "charges home" line precedes it in the trace (the first
 * round, or a new charge after a rally); the other rounds continue a locked combat.
 */
import { describe, expect, it } from 'vitest';
import { attackRounds, compileFixture, parseAttack, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'strike-order.yaml';
const SEED = 1330;
const SIMS = 300;

interface Round {
  /** Attackers in the order their attack lines appear. */
  order: string[];
  /** Winning side id of the round, '' for a draw. */
  winner: string;
  /** The unit that charged into this combat just before the round, '' when none did. */
  charger: string;
}

const plans = new Map<string, ReturnType<typeof compileFixture>>();

/** Rounds of simulation `sim`: who charged, who struck in which order, and who won. */
function rounds(run: string, sim: number): Round[] {
  if (!plans.has(run)) plans.set(run, compileFixture(FIXTURE, run));
  const { lines } = trace(plans.get(run)!, SEED, sim);
  const out: Round[] = [];
  let order: string[] = [];
  let charger = '';
  for (const line of lines) {
    const attack = parseAttack(line);
    if (attack) order.push(attack.attacker);
    const charge = /^(.+) charges home into /.exec(line);
    if (charge) charger = charge[1];
    const result = /^Combat result: elves (\d+) \(.*\), orcs (\d+) \(/.exec(line);
    if (result) {
      const elves = Number(result[1]);
      const orcs = Number(result[2]);
      out.push({ order, winner: elves > orcs ? 'Elves' : orcs > elves ? 'Orcs' : '', charger });
      order = [];
      charger = '';
    }
  }
  return out;
}

/** The unit that struck first in a round in which both struck, or null. */
function firstOfTwo(round: Round): string | null {
  return round.order.includes('Elves') && round.order.includes('Orcs') ? round.order[0] : null;
}

/** Check every round of SIMS simulations; returns the failures and how many rounds were checked. */
function checkRounds(run: string, expectFirst: (round: Round, previous: Round | null) => string | null): { bad: string[]; checked: number } {
  const bad: string[] = [];
  let checked = 0;
  for (let sim = 0; sim < SIMS; sim++) {
    const rs = rounds(run, sim);
    rs.forEach((r, i) => {
      const first = firstOfTwo(r);
      const want = expectFirst(r, i > 0 ? rs[i - 1] : null);
      if (first === null || want === null) return;
      checked++;
      if (first !== want && bad.length < 3) bad.push(`round ${i + 1}: ${first} struck first, expected ${want} — ${replayHint(FIXTURE, SEED, sim, run)}`);
    });
  }
  return { bad, checked };
}

describe('strike order (§5.2, §11 #13)', () => {
  it('the charging Orcs (I2) strike before the Elves (I6); in the next round the Elves strike first', () => {
    const charge = checkRounds('base', (round) => (round.charger === 'Orcs' ? 'Orcs' : null));
    expect(charge.bad).toEqual([]);
    expect(charge.checked).toBeGreaterThan(SIMS / 2);
    const next = checkRounds('base', (round) => (round.charger === '' ? 'Elves' : null));
    expect(next.bad).toEqual([]);
    expect(next.checked).toBeGreaterThan(20);
  });

  it('double-handed weapons strike last even when charging (§5.6)', () => {
    const { bad, checked } = checkRounds('orcs double-handed', () => 'Elves');
    expect(bad).toEqual([]);
    expect(checked).toBeGreaterThan(SIMS / 2);
  });

  it('both sides double-handed: the higher I strikes first, even against chargers (§5.2)', () => {
    const { bad, checked } = checkRounds('both double-handed', () => 'Elves');
    expect(bad).toEqual([]);
    expect(checked).toBeGreaterThan(SIMS / 2);
  });

  it('equal I: chargers first, then the winner of the previous round (§5.2, §6.6)', () => {
    const charge = checkRounds('equal initiative', (round) => (round.charger === 'Orcs' ? 'Orcs' : null));
    expect(charge.bad).toEqual([]);
    expect(charge.checked).toBeGreaterThan(SIMS / 2);
    const later = checkRounds('equal initiative', (round, previous) => (round.charger === '' && previous?.winner ? previous.winner : null));
    expect(later.bad).toEqual([]);
    expect(later.checked).toBeGreaterThan(20);
  });

  it('spearmen who are charged and hold fight in two ranks; chargers fight in one (§5.3)', () => {
    const plan = compileFixture(FIXTURE, 'base');
    const { lines } = trace(plan, SEED, 0);
    const round1 = attackRounds(lines)[0];
    const orcs = round1.find((a) => a.attacker === 'Orcs')!;
    const elves = round1.find((a) => a.attacker === 'Elves')!;
    expect(orcs.attacks).toBe(5); // 5 files × A1
    // 5 front-rank Elves less the slain, plus as many second-rankers (§12-16).
    expect(elves.attacks).toBe(2 * (5 - orcs.slain));
  });
});
