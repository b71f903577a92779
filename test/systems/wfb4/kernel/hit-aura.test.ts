/**
 * Items whose powers reach the models about their bearer (rules/wfb4.md §9; AM p.10), played
 * through the turn. An aura that spoils the aim, on the fixture test/fixtures/wfb4/hit-aura.yaml: every living creature within 6" is at -1
 * on all its rolls to hit, shooting and in hand-to-hand combat alike. The Men with the Hero who bears
 * it, in contact with Orcs; the Orcs Undead; the Hero away with other troops; Orc archers before
 * the Men. An item that lends its bearer's WS and BS to the Undead within 12", on
 * test/fixtures/wfb4/lent-skill.yaml.
 */
import { describe, expect, it } from 'vitest';
import { fixtureBattles, parseAttack } from './kernel-harness.ts';

const FIXTURE = 'hit-aura.yaml';
const SEED = 5800;

/** The score each striker needed to hit in every blow of a run's battles, with a count of each. */
function needs(run: string, fixture = FIXTURE, seed = SEED): Map<string, Set<number>> {
  const seen = new Map<string, Set<number>>();
  for (const { lines } of fixtureBattles(fixture, seed, run, 200)) {
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

describe('an item that lends its bearer\'s WS and BS to the Undead within 12" (AM p.10)', () => {
  const skill = (run: string) => needs(run, 'lent-skill.yaml', 5900);

  it('8" behind the Skeletons (WS2) the Hero lends them his WS5: they need 3+ against the Men\'s WS3, the Men 4+ against them', () => {
    const seen = skill('base');
    expect([...seen.get('skeletons')!]).toEqual([3]);
    expect([...seen.get('men')!]).toEqual([4]);
  });

  it('20" away he lends nothing: 4+ for the Skeletons, 3+ for the Men', () => {
    const seen = skill('far');
    expect([...seen.get('skeletons')!]).toEqual([4]);
    expect([...seen.get('men')!]).toEqual([3]);
  });

  it('in the fight himself, against the Men\'s flank, he lends nothing in its first round (broken and rallied, out of it, he may again)', () => {
    let rounds = 0;
    for (const { lines, hint } of fixtureBattles('lent-skill.yaml', 5900, 'in the fight', 200)) {
      for (const line of lines) {
        if (line.startsWith('Combat result:')) break;
        const a = parseAttack(line);
        if (!a || a.attacker === 'king' || a.target === 'king') continue;
        expect(a.toHit, hint).toBe(a.attacker === 'skeletons' ? 4 : 3);
        if (a.attacker === 'skeletons') rounds++;
      }
    }
    expect(rounds).toBeGreaterThan(150);
  });

  it('Skeletons with bows shoot at his BS5: 2 to hit the Men 10" away, where their BS2 needs 5', () => {
    let volleys = 0;
    for (const { lines, hint } of fixtureBattles('lent-skill.yaml', 5900, 'shooting', 200)) {
      for (const line of lines) {
        const m = /^skeletons shoots \d+ at men [\d.]+" away needing (\d)/.exec(line);
        if (!m) continue;
        expect(Number(m[1]), hint).toBe(2);
        volleys++;
      }
    }
    expect(volleys).toBeGreaterThan(300);
  });
});
