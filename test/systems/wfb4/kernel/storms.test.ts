/**
 * Magic weapons whose blows do more than strike their foe, played through whole turns on the
 * fixture test/fixtures/wfb4/strength-surge.yaml (a Hero in the front rank of halberdiers
 * fighting Orc boyz, T4 with shields, from the start):
 * - variant `storm`: a storm of hits on the enemy unit once in the battle (AM p.13: once in
 *   a battle, in hand-to-hand combat, the bearer may call down lightning for D6
 *   more S6 hits on the enemy unit; item effect `storm`; combat.ts storm());
 * - variant `fumbles`: 1s to hit that strike a friend (AM p.13-16; item effect `fumbles`;
 *   kernel/fumbles.ts);
 * - variant `drains life`: a blade whose wounds restore its wielder's (AM p.13-16; item effect
 *   `drainsLife`; healing.ts drainLife()).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { binMisses, expectWithin } from '../../../helpers/binomial.ts';
import { compileFixture, compileText, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'strength-surge.yaml';
const SEED = 9961;
const SIMS = 3000;
const TEXT = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
const plan = compileFixture(FIXTURE, 'storm');
const STORM = /^Hero's weapon unleashes a storm of lightning on Orc boyz: (\d) hits? at S6\.$/;
const HITS = /^Hero: (\d) attacks? at Orc boyz need 1\+: (\d) hits?, (\d) wounds? \(S6\), (\d) unsaved/;

describe('a weapon that unleashes a storm of hits once in the battle (AM p.13)', () => {
  it('at his first strike, D6 hits at S6 that need no roll: wounding T4 on 2+, the Orcs\' shields no save against S6, and counted in the result', () => {
    const faces = [0, 0, 0, 0, 0, 0];
    let hits = 0;
    let wounds = 0;
    for (let sim = 0; sim < SIMS; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(plan, SEED, sim).lines;
      const at = lines.findIndex((l) => STORM.test(l));
      expect(at, hint).toBeGreaterThan(0);
      // In the first round, and once only.
      expect(lines.slice(0, at).some((l) => l.startsWith('Combat result')), hint).toBe(false);
      expect(lines.filter((l) => STORM.test(l)).length, hint).toBe(1);
      const n = Number(STORM.exec(lines[at])![1]);
      faces[n - 1]++;
      const m = HITS.exec(lines[at + 1]);
      expect(m, hint).not.toBeNull();
      expect([Number(m![1]), Number(m![2])], hint).toEqual([n, n]);
      expect(m![4], hint).toBe(m![3]);
      // Its wounds count in the round's result, with the other blows'.
      const result = lines.slice(at).find((l) => l.startsWith('Combat result'));
      expect(Number(/empire \d+ \((\d+) wounds?\)/.exec(result ?? '')?.[1] ?? -1), hint).toBeGreaterThanOrEqual(Number(m![4]));
      hits += n;
      wounds += Number(m![3]);
    }
    expect(binMisses(faces, [1, 1, 1, 1, 1, 1].map((x) => x / 6), SIMS)).toEqual([]);
    expectWithin(wounds, hits, 5 / 6, 'storm hits wounding T4 at S6');
  });

  it('with uses: 2, a second at his strike in the next round he fights', () => {
    const twice = compileText(TEXT.replace('storm: { hits: D6, S: 6 }', 'storm: { hits: D6, S: 6, uses: 2 }'), 'storm');
    let second = 0;
    for (let sim = 0; sim < 1000; sim++) {
      const lines = trace(twice, SEED, sim).lines;
      const storms = lines.filter((l) => STORM.test(l)).length;
      expect(storms, replayHint(FIXTURE, SEED, sim)).toBeLessThanOrEqual(2);
      if (storms === 2) second++;
    }
    expect(second).toBeGreaterThan(20);
  });

  it('refuses hits it cannot roll, and two such items', () => {
    expect(() => compileText(TEXT.replace('storm: { hits: D6, S: 6 }', 'storm: { hits: each, S: 6 }'), 'storm')).toThrow(/hits as a number or dice/);
    expect(() => compileText(TEXT.replace("effects: { storm: { hits: D6, S: 6 } } }]", "effects: { storm: { hits: D6, S: 6 } } }, { name: Orb, kind: talisman, points: 20, effects: { storm: { hits: D3, S: 4 } } }]"), 'storm')).toThrow(/one item that unleashes a storm of hits/);
  });
});

describe('a weapon whose 1s to hit strike a friend (AM p.13-16)', () => {
  const fumbling = compileFixture(FIXTURE, 'fumbles');
  const STRIKE = /^Hero: (\d) attacks? at Orc boyz need 3\+: (\d) hits?/;
  const TURNED = /^Hero's weapon turns (\d) blows? that came up 1 on Halberdiers: (\d) wounds? unsaved, (\d) slain\.$/;

  it('half his misses at 3+ are 1s, each a blow at S6 on the halberdiers (T3, no armour) wounding on 2+, told after his strike', () => {
    let misses = 0;
    let ones = 0;
    let wounds = 0;
    for (let sim = 0; sim < 2000; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(fumbling, SEED, sim).lines;
      lines.forEach((line, i) => {
        const m = STRIKE.exec(line);
        if (!m) return;
        const missed = Number(m[1]) - Number(m[2]);
        misses += missed;
        const t = TURNED.exec(lines[i + 1] ?? '');
        if (t === null) return;
        expect(Number(t[1]), hint).toBeLessThanOrEqual(missed);
        expect(t[3], hint).toBe(t[2]); // one wound slays a halberdier
        ones += Number(t[1]);
        wounds += Number(t[2]);
      });
    }
    expect(misses).toBeGreaterThan(1000);
    expectWithin(ones, misses, 1 / 2, 'misses that came up 1 (faces 1 and 2 miss)');
    expectWithin(wounds, ones, 5 / 6, 'blows at S6 wounding T3');
  });

  it('on his own, no friend touches him: nothing happens', () => {
    // The Hero alone in contact with the Orcs, the halberdiers far off.
    const text = TEXT.replace('position: { x: 36, y: 30, facing: 0 }', 'position: { x: 10, y: 10, facing: 0 }').replace('        joins: halberdiers\n', '        position: { x: 36, y: 30, facing: 0 }\n        tactics: { move: hold, charge: never }\n');
    const alone = compileText(text, 'fumbles');
    let struck = 0;
    for (let sim = 0; sim < 200; sim++) {
      const lines = trace(alone, SEED, sim).lines;
      struck += lines.filter((l) => STRIKE.test(l)).length;
      expect(lines.some((l) => l.includes('came up 1'))).toBe(false);
    }
    expect(struck).toBeGreaterThan(100);
  });
});

describe('a blade whose wounds restore its wielder\'s (AM p.13-16)', () => {
  const draining = compileFixture(FIXTURE, 'drains life');
  const AT_HERO = /^Orc boyz: \d+ attacks? at Hero need \d\+: \d+ hits?, \d+ wounds? \(S\d+\), (\d+) unsaved/;
  const BY_HERO = /^Hero: \d attacks? at Orc boyz need \d\+: \d hits?, \d wounds? \(S\d+\), (\d) unsaved/;
  const RESTORES = /^Hero's blade restores (\d) wounds? of his own\.$/;

  it('each wound he causes restores one he has lost, at once, never more than he lost', () => {
    let restored = 0;
    for (let sim = 0; sim < 1000; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(draining, SEED, sim).lines;
      let lost = 0;
      lines.forEach((line, i) => {
        const hit = AT_HERO.exec(line);
        if (hit) lost += Number(hit[1]);
        const by = BY_HERO.exec(line);
        if (!by) return;
        const r = RESTORES.exec(lines[i + 1] ?? '');
        const due = Math.min(Number(by[1]), lost);
        expect(r === null ? 0 : Number(r[1]), hint).toBe(due);
        lost -= due;
        restored += due;
      });
    }
    expect(restored).toBeGreaterThan(50);
  });
});

describe('a weapon whose wounds weaken its victim for the battle (AM p.13-16)', () => {
  // test/fixtures/wfb4/sapping.yaml: a Hero on his own against a beast of six wounds (S5, A4), the blade taking S and A.
  const SAPPING = 'sapping.yaml';
  const plan = compileFixture(SAPPING);
  const HERO_AT = /^Hero: \d attacks? at Beast need \d\+: \d hits?, \d wounds? \(S\d+\), (\d) unsaved, 0 slain\.$/;
  const WEAKENS = /^Hero's weapon weakens Beast: −(\d) Strength and Attacks for the rest of the battle\.$/;
  const BEAST_AT = /^Beast: (\d) attacks? at Hero need \d\+: \d+ hits?, \d+ wounds? \(S(\d+)\)/;

  it('each unsaved wound on the beast takes 1 from its Strength and Attacks for the rest of the battle, never below S1 and A0', () => {
    let weakened = 0;
    let struckWeak = 0;
    for (let sim = 0; sim < 500; sim++) {
      const hint = replayHint(SAPPING, 9980, sim);
      const lines = trace(plan, 9980, sim).lines;
      let lost = 0;
      lines.forEach((line, i) => {
        const h = HERO_AT.exec(line);
        if (h && Number(h[1]) > 0) {
          const m = WEAKENS.exec(lines[i + 1] ?? '');
          expect(m?.[1], hint).toBe(h[1]);
          lost += Number(h[1]);
          weakened++;
        }
        const b = BEAST_AT.exec(line);
        if (b) {
          expect([Number(b[1]), Number(b[2])], hint).toEqual([Math.max(0, 4 - lost), Math.max(1, 5 - lost)]);
          if (lost > 0) struckWeak++;
        }
      });
    }
    expect(weakened).toBeGreaterThan(300);
    expect(struckWeak).toBeGreaterThan(100);
  });
});

describe('a weapon whose wounds take Initiative (AM p.13-16)', () => {
  it('the beast (I6) strikes before the Hero (I5) until wounds bring it below him, and after him from then on', () => {
    const plan = compileFixture('sapping.yaml', 'initiative');
    let after = 0;
    for (let sim = 0; sim < 400; sim++) {
      const hint = replayHint('sapping.yaml', 9980, sim, 'initiative');
      const lines = trace(plan, 9980, sim).lines;
      let lost = 0;
      let heroFirst: boolean | null = null;
      for (const line of lines) {
        if (line.startsWith('Combat result')) {
          heroFirst = null;
          continue;
        }
        const w = /^Hero's weapon weakens Beast: −(\d) Initiative for the rest of the battle\.$/.exec(line);
        if (w) lost += Number(w[1]);
        if (heroFirst === null && line.startsWith('Hero: ')) heroFirst = true;
        else if (heroFirst === null && line.startsWith('Beast: ')) {
          heroFirst = false;
          // The beast strikes first only while its Initiative is at least the Hero's (at I5 a tie, decided as ties are).
          expect(6 - lost >= 5, hint).toBe(true);
        }
        if (heroFirst === true && line.startsWith('Hero: ') && lost >= 2) after++;
      }
    }
    expect(after).toBeGreaterThan(50);
  });
});
