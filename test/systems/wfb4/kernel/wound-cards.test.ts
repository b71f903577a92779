/**
 * A blade whose wounds earn its wielder magic cards (rules/wfb4.md §9; AM p.13-16: every wound dealt
 * to a living creature earns the wielder a magic card for the next magic phase;
 * item effect `cardsForWounds`; kernel/wound-cards.ts), played through whole turns on the fixture
 * test/fixtures/wfb4/wound-cards.yaml: a Hero fighting a beast of six wounds from the start, a
 * Magister of his side casting; variant: the beast is Undead.
 */
import { describe, expect, it } from 'vitest';
import { CARD_KINDS } from '../../../../src/systems/wfb4/magic-state.ts';
import { compileFixture, replayHint, trace, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'wound-cards.yaml';
const SEED = 9997;
const HERO = /^Hero: \d attacks? at Beast need \d\+: \d hits?, \d wounds? \(S4\), (\d) unsaved, (\d) slain\.$/;
const EARNS = /^Hero's blade earns (\d) magic cards? from Beast's wounds, for the next magic phase\.$/;
const TAKES = /^Hero takes (\d) magic cards? his blade earned\.$/;
const EMPIRE = 0;

describe('a blade whose wounds earn magic cards (AM p.13-16)', () => {
  it('each unsaved wound on the living beast earns a card, taken into his side\'s hand after the next magic phase\'s deal if he still stands', () => {
    const plan = compileFixture(FIXTURE);
    const hero = unitIndex(plan, 'hero');
    let taken = 0;
    let lost = 0;
    for (let sim = 0; sim < 600; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      let handAtDeal = -1;
      const grew: number[] = [];
      const standing: boolean[] = [];
      const { lines } = trace(plan, SEED, sim, (text, k) => {
        const hand = k.magic.hand.subarray(EMPIRE * CARD_KINDS, EMPIRE * CARD_KINDS + CARD_KINDS).reduce((a, b) => a + b, 0);
        if (text.startsWith('Magic phase: the Winds of Magic')) {
          handAtDeal = hand;
          standing.push(k.models[hero] > 0);
        }
        if (TAKES.test(text)) grew.push(hand - handAtDeal);
      });
      let owed = 0;
      let phases = 0;
      lines.forEach((l, i) => {
        const e = EARNS.exec(l);
        if (e) {
          // The line after the blows that wounded it, one card a wound counted in the result: all
          // of them, or as many as the beast had left when they slew it.
          const h = HERO.exec(lines[i - 1]);
          expect(h, hint).not.toBeNull();
          if (h![2] === '0') expect(e[1], hint).toBe(h![1]);
          else expect(Number(e[1]), hint).toBeLessThanOrEqual(Number(h![1]));
          owed += Number(e[1]);
        }
        const h = HERO.exec(l);
        if (h && Number(h[1]) > 0) expect(EARNS.test(lines[i + 1]), hint).toBe(true);
        if (l.startsWith('Magic phase: the Winds of Magic')) {
          const t = lines.slice(i + 1).find((x) => TAKES.test(x) || x.startsWith('-- Turn') || x.startsWith('Magister casts'));
          // Slain since, he takes none.
          if (owed > 0 && standing[phases]) {
            expect(t !== undefined && TAKES.exec(t)?.[1], hint).toBe(String(owed));
            taken += owed;
          } else {
            expect(t !== undefined && TAKES.test(t), hint).toBe(false);
            lost += owed;
          }
          owed = 0;
          phases++;
        }
      });
      // Each draw put the cards in his side's hand (the deck of 52 does not run out here).
      for (const [j, n] of grew.entries()) {
        const t = lines.filter((l) => TAKES.test(l))[j];
        expect(n, hint).toBe(Number(TAKES.exec(t)![1]));
      }
      expect(phases, hint).toBeGreaterThan(0);
    }
    expect(taken).toBeGreaterThan(500);
    expect(lost).toBeGreaterThan(0);
  });

  it('wounds on an Undead beast earn nothing', () => {
    const plan = compileFixture(FIXTURE, 'undead beast');
    let wounds = 0;
    for (let sim = 0; sim < 300; sim++) {
      const lines = trace(plan, SEED, sim).lines;
      for (const l of lines) wounds += Number(HERO.exec(l)?.[1] ?? 0);
      expect(lines.some((l) => /blade earn/.test(l)), replayHint(FIXTURE, SEED, sim, 'undead beast')).toBe(false);
    }
    expect(wounds).toBeGreaterThan(200);
  });
});
