/**
 * An item's aura that spoils the aim (rules/wfb4.md §9; AM p.10), played through the turn on the
 * fixture test/fixtures/wfb4/hit-aura.yaml: "Affects any living creature within 6". Victims
 * suffer -1 to all to hit rolls (both shooting and hand-to-hand)". The Men with the Hero who bears
 * it, in contact with Orcs; the Orcs Undead; the Hero away with other troops; Orc archers before
 * the Men.
 */
import { describe, expect, it } from 'vitest';
import { fixtureBattles, parseAttack } from './kernel-harness.ts';

const FIXTURE = 'hit-aura.yaml';
const SEED = 5800;

/** The score each striker needed to hit in every blow of a run's battles, with a count of each. */
function needs(run: string): Map<string, Set<number>> {
  const seen = new Map<string, Set<number>>();
  for (const { lines } of fixtureBattles(FIXTURE, SEED, run, 200)) {
    for (const line of lines) {
      const a = parseAttack(line);
      if (!a) continue;
      if (!seen.has(a.attacker)) seen.set(a.attacker, new Set());
      seen.get(a.attacker)!.add(a.toHit);
    }
  }
  return seen;
}

describe('an aura of -1 to hit about its bearer (AM p.10)', () => {
  it('the Men, his own unit, and the Orcs they fight hit on 5+, WS3 against WS3; the Hero himself on his 3+', () => {
    const seen = needs('base');
    expect([...seen.get('men')!]).toEqual([5]);
    expect([...seen.get('orcs')!]).toEqual([5]);
    expect([...seen.get('hero')!]).toEqual([3]);
  });

  it('Undead Orcs, not living, hit on 4+; the Men still on 5+', () => {
    const seen = needs('undead orcs');
    expect([...seen.get('men')!]).toEqual([5]);
    expect([...seen.get('orcs')!]).toEqual([4]);
  });

  it('the Hero 20" away: no one in the fight is in it, all hit on 4+', () => {
    const seen = needs('far');
    expect([...seen.get('men')!]).toEqual([4]);
    expect([...seen.get('orcs')!]).toEqual([4]);
    expect(seen.has('hero')).toBe(false);
  });

  it('Orc archers 5.5" before the Men shoot at BS3 needing 5 at short range, not 4', () => {
    let volleys = 0;
    for (const { lines, hint } of fixtureBattles(FIXTURE, SEED, 'shooting', 200)) {
      for (const line of lines) {
        const m = /^archers shoots \d+ at men ([\d.]+)" away needing (\d)/.exec(line);
        if (!m) continue;
        // Within 6" of the Men the archers are in the aura; the bow's short range is 16".
        expect(Number(m[2]), hint).toBe(Number(m[1]) <= 6 ? 5 : 4);
        volleys++;
      }
    }
    expect(volleys).toBeGreaterThan(200);
  });
});
