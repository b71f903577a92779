/**
 * The Skaven banner that absorbs power cards (AM p.19; kernel/absorb-power.ts), played through
 * whole turns on test/fixtures/wfb4/absorb-power.yaml: an Empire Wizard Lord casts Fire Balls of
 * three power cards at clanrats who carry it, with a Warlock Engineer among them.
 */
import { describe, expect, it } from 'vitest';
import { binomial } from '../../../helpers/binomial.ts';
import { binMisses, compileFixture, fixtureBattles, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'absorb-power.yaml';
const SEED = 9700;
const ABSORBS = /^clanrats's banner absorbs (\d) of (\d) power cards?: skaven now hold (\d+) Power\.$/;
const DEAL = /^Magic phase: .*?(empire|skaven) holds (.*?); (empire|skaven) (.*)\.$/;
const CAST = /^wizard casts Fire Ball at clanrats with (\d) power cards?\.$/;

/** Power cards in a hand as the deal line writes it ("2 Power, 1 Dispel", "no cards"). */
const powerIn = (hand: string) => Number(/(\d+) Power/.exec(hand)?.[1] ?? 0);

describe('the banner that absorbs power cards (AM p.19)', () => {
  it('rolls a D6 for each power card an enemy spell at the unit spends, and absorbs it on 4+ (exact)', () => {
    const counts = [0, 0, 0, 0];
    let casts = 0;
    for (const { lines, hint } of fixtureBattles(FIXTURE, SEED, 'base', 400)) {
      let skaven = 0;
      for (let i = 0; i < lines.length; i++) {
        const deal = DEAL.exec(lines[i]);
        if (deal) skaven = powerIn(deal[1] === 'skaven' ? deal[2] : deal[4]);
        const spent = /^warlock casts .* with (\d) power cards?/.exec(lines[i]);
        if (spent) skaven -= Number(spent[1]);
        if (!CAST.test(lines[i])) continue;
        casts++;
        const m = ABSORBS.exec(lines[i + 1]);
        expect(m, hint).not.toBeNull();
        expect(Number(m![2]), hint).toBe(3);
        counts[Number(m![1])]++;
        // The cards absorbed join the Skaven's hand, to spend in this phase.
        skaven += Number(m![1]);
        expect(Number(m![3]), hint).toBe(skaven);
      }
    }
    expect(casts).toBeGreaterThan(300);
    expect(binMisses(counts, binomial(3, 1 / 2), casts)).toEqual([]);
  });

  it('the Warlock casts with cards it absorbed in a phase the Skaven were dealt none', () => {
    let fed = 0;
    for (const { lines } of fixtureBattles(FIXTURE, SEED, 'base', 400)) {
      let dealt = -1;
      let absorbed = 0;
      for (const line of lines) {
        const deal = DEAL.exec(line);
        if (deal) {
          dealt = powerIn(deal[1] === 'skaven' ? deal[2] : deal[4]);
          absorbed = 0;
        }
        const m = ABSORBS.exec(line);
        if (m) absorbed += Number(m[1]);
        if (dealt === 0 && absorbed > 0 && line.startsWith('warlock casts Warp Lightning')) fed++;
      }
    }
    expect(fed).toBeGreaterThan(10);
  });

  it('gives its unit Ld 10; a plain banner absorbs nothing', () => {
    const plan = compileFixture(FIXTURE);
    expect(plan.Ld[unitIndex(plan, 'clanrats')]).toBe(10);
    expect(compileFixture(FIXTURE, 'plain banner').Ld[unitIndex(plan, 'clanrats')]).toBe(5);
    for (const { lines, hint } of fixtureBattles(FIXTURE, SEED, 'plain banner', 100)) {
      expect(lines.some((l) => l.includes('absorbs')), hint).toBe(false);
    }
  });
});
