/**
 * Models killed before they strike do not strike (rules/wfb4.md §5.2, RB p.33; §12-16): casualties
 * come off the rear, but the rear-rankers who step forward cannot fight that turn, so each model
 * slain by the first striker removes one front-rank attacker. With spears (§5.3) the second rank
 * fights too, at most as many as the front-rank fighters left (§12-16).
 *
 * Fixture test/fixtures/wfb4/casualties-strikers.yaml: 5-wide raiders (A2) charge 5-wide
 * defenders (A2, 20 models) and strike first; the defenders' attack line must show
 * (5 − k) × 2 attacks after k front-rank models were slain.
 */
import { describe, expect, it } from 'vitest';
import { attackRounds, compileFixture, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'casualties-strikers.yaml';
const SEED = 1216;
const SIMS = 400;
const FILES = 5;
const DEFENDER_A = 2;
const DEFENDERS = 20;

/**
 * For every simulation: the models the raiders slew in the charge round (k) and the attacks the
 * defenders then made (null when they made none).
 */
function replies(run: string): { k: number; attacks: number | null; sim: number }[] {
  const plan = compileFixture(FIXTURE, run);
  const out: { k: number; attacks: number | null; sim: number }[] = [];
  for (let sim = 0; sim < SIMS; sim++) {
    const first = attackRounds(trace(plan, SEED, sim).lines)[0];
    const raiders = first.find((a) => a.attacker === 'raiders')!;
    expect(first[0]).toBe(raiders); // chargers strike first (§5.2)
    const defenders = first.find((a) => a.attacker === 'defenders');
    out.push({ k: raiders.slain, attacks: defenders ? defenders.attacks : null, sim });
  }
  return out;
}

describe('casualties before striking reduce the strikers (§5.2, §12-16)', () => {
  it('k front-rank models slain leave (5 − k) × A attacks; 5 or more slain leave none', () => {
    const seen = new Set<number>();
    const bad: string[] = [];
    for (const { k, attacks, sim } of replies('base')) {
      seen.add(k);
      const expected = k >= FILES ? null : (FILES - k) * DEFENDER_A;
      if (attacks !== expected) bad.push(`k = ${k}: ${attacks} attacks, expected ${expected} — ${replayHint(FIXTURE, SEED, sim)}`);
    }
    expect(bad.slice(0, 3)).toEqual([]);
    // Every case from no casualty to a front rank wiped out was exercised.
    for (let k = 0; k <= FILES; k++) expect(seen.has(k), `k = ${k} never happened`).toBe(true);
  });

  it('spearmen: second-rank attacks = min(second-rank models, front-rank fighters left)', () => {
    const bad: string[] = [];
    for (const { k, attacks, sim } of replies('defenders with spears')) {
      const front = Math.max(0, FILES - k);
      const secondRank = Math.min(FILES, DEFENDERS - k - FILES); // casualties come off the rear
      const expected = front === 0 ? null : (front + Math.min(secondRank, front)) * DEFENDER_A;
      if (attacks !== expected) bad.push(`k = ${k}: ${attacks} attacks, expected ${expected} — ${replayHint(FIXTURE, SEED, sim, 'defenders with spears')}`);
    }
    expect(bad.slice(0, 3)).toEqual([]);
  });
});
