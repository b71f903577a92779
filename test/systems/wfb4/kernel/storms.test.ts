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
 * And blades whose wounds weaken their victim for the battle (item effect `saps`; sapping.ts), on
 * the fixture test/fixtures/wfb4/sapping.yaml (a Hero on his own against a beast of six wounds):
 * its Strength and Attacks, its Initiative, its Toughness (under Ere We Go too), its WS and BS.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MELEE_TO_HIT, TO_WOUND } from '../../../../src/systems/wfb/tables.ts';
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

describe('weapons whose wounds take Toughness, or Weapon and Ballistic Skill (AM p.13-16)', () => {
  const HERO_AT = /^Hero: \d attacks? at Beast need (\d)\+: (\d) hits?, (\d) wounds? \(S4\)/;
  const BEAST_AT = /^Beast: \d attacks? at Hero need (\d)\+/;
  const WEAKENS = /^Hero's weapon weakens Beast: −(\d) (Toughness|Weapon Skill and Ballistic Skill) for the rest of the battle\.$/;
  const ERE_WE_GO = /^Ere We Go: Beast are T(\d+) and strike first until the next magic phase\.$/;

  /**
   * Every trace line of `sims` simulations of `variant`, with the Toughness, WS or BS the Hero's
   * weapon had taken from the beast so far in that simulation (the sum of its weakening lines).
   */
  function weakenedLines(variant: string, sims: number, visit: (line: string, lost: number, hint: string) => void): void {
    const plan = compileFixture('sapping.yaml', variant);
    for (let sim = 0; sim < sims; sim++) {
      const hint = replayHint('sapping.yaml', 9980, sim, variant);
      let lost = 0;
      for (const line of trace(plan, 9980, sim).lines) {
        const weakens = WEAKENS.exec(line);
        if (weakens) lost += Number(weakens[1]);
        visit(line, lost, hint);
      }
    }
  }

  /**
   * The Hero's hits and wounds on the beast, by the score his S4 needs to wound its Toughness
   * now: T4 less each unsaved wound (at least 1), +1 while Ere We Go works on it. Each line of
   * Ere We Go must give that Toughness.
   */
  function woundsByNeed(variant: string, sims: number): { hits: number[]; wounds: number[]; raised: number; afterSpell: number } {
    const plan = compileFixture('sapping.yaml', variant);
    const hits = [0, 0, 0, 0, 0, 0, 0];
    const wounds = [0, 0, 0, 0, 0, 0, 0];
    let raised = 0;
    let afterSpell = 0;
    for (let sim = 0; sim < sims; sim++) {
      const hint = replayHint('sapping.yaml', 9980, sim, variant);
      let lost = 0;
      let spell = false;
      let spellEnded = false;
      for (const line of trace(plan, 9980, sim).lines) {
        const weakens = WEAKENS.exec(line);
        if (weakens) lost += Number(weakens[1]);
        const base = Math.max(1, 4 - lost);
        const ere = ERE_WE_GO.exec(line);
        if (ere) {
          expect(Number(ere[1]), hint).toBe(base + 1);
          spell = true;
          raised++;
        }
        if (line === 'Ere We Go on Beast ends.') {
          spell = false;
          spellEnded = true;
        }
        const h = HERO_AT.exec(line);
        if (h) {
          const need = TO_WOUND[4 * 11 + base + (spell ? 1 : 0)];
          hits[need] += Number(h[2]);
          wounds[need] += Number(h[3]);
          if (spellEnded && lost > 0) afterSpell++;
        }
      }
    }
    return { hits, wounds, raised, afterSpell };
  }

  it('each unsaved wound takes 1 from the beast\'s Toughness for the battle: the Hero\'s S4 wounds T4 on 4+, T3 on 3+, T2 and T1 on 2+', () => {
    const { hits, wounds } = woundsByNeed('toughness', 1500);
    for (const need of [2, 3, 4]) {
      expect(hits[need], `hits needing ${need}+`).toBeGreaterThan(300);
      expectWithin(wounds[need], hits[need], (7 - need) / 6, `wounds of the hits needing ${need}+`);
    }
  });

  it('Ere We Go raises the Toughness the blade has left by 1, and gives back what is left when it ends', () => {
    const { hits, wounds, raised, afterSpell } = woundsByNeed('ere we go', 2500);
    expect(raised).toBeGreaterThan(300);
    // The Hero's blows after the spell ended on a weakened beast: wounding at what the blade left, not the profile's T4.
    expect(afterSpell).toBeGreaterThan(100);
    for (const need of [2, 3, 4]) expectWithin(wounds[need], hits[need], (7 - need) / 6, `wounds of the hits needing ${need}+`);
  });

  it('each unsaved wound takes 1 from the beast\'s WS: its blows and the Hero\'s need the scores of the WS left (at least 1)', () => {
    const seen = new Set<string>();
    weakenedLines('weapon skill', 400, (line, lost, hint) => {
      const ws = Math.max(1, 3 - lost);
      const beast = BEAST_AT.exec(line);
      if (beast) {
        expect(Number(beast[1]), hint).toBe(MELEE_TO_HIT[ws * 11 + 5]);
        seen.add(`beast at WS${ws}`);
      }
      const hero = HERO_AT.exec(line);
      if (hero) expect(Number(hero[1]), hint).toBe(MELEE_TO_HIT[5 * 11 + ws]);
    });
    expect([...seen].sort()).toEqual(['beast at WS1', 'beast at WS2', 'beast at WS3']);
  });

  it('and from its BS: broken, fled and rallied, the beast shoots its bow at the Hero with the BS the blade left it', () => {
    const SHOOTS = /^Beast shoots 1 at Hero ([\d.]+)" away needing (\d+):/;
    const seen = new Set<number>();
    weakenedLines('ballistic skill', 600, (line, lost, hint) => {
      const shot = SHOOTS.exec(line);
      if (!shot) return;
      const bs = Math.max(1, 3 - lost);
      // 7 − BS, +1 at a character on his own, +1 beyond half the bow's 24".
      expect(Number(shot[2]), hint).toBe(8 - bs + (Number(shot[1]) > 12 ? 1 : 0));
      seen.add(bs);
    });
    // Shots at BS2 and at BS1 (and at BS3, the beast broken by a result with no unsaved wound).
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });
});

describe('the Rune of Curse (AM p.36)', () => {
  const CURSES = /^Hero's rune curses Beast, (\d) rolls?: (?:no effect|(?:−(\d) Strength)?(?: and )?(?:−(\d) Toughness)? for the rest of the battle)\.$/;
  const HERO_AT = /^Hero: \d attacks? at Beast need \d\+: (\d) hits?, (\d) wounds? \(S4\), \d unsaved, (\d) slain\.$/;
  const BEAST_AT = /^Beast: \d attacks? at Hero need \d\+: \d+ hits?, \d+ wounds? \(S(\d+)\)/;

  /** Over `sims` simulations of `variant`: the curse's rolls and what they took, checked against each hit and each later blow. */
  function curses(variant: string, sims: number): { rolls: number; weaker: number; frailer: number; hits: number[]; wounds: number[] } {
    const plan = compileFixture('sapping.yaml', variant);
    let rolls = 0;
    let weaker = 0;
    let frailer = 0;
    const hits = [0, 0, 0, 0, 0, 0, 0];
    const wounds = [0, 0, 0, 0, 0, 0, 0];
    for (let sim = 0; sim < sims; sim++) {
      const hint = replayHint('sapping.yaml', 9980, sim, variant);
      const lines = trace(plan, 9980, sim).lines;
      let s = 0;
      let t = 0;
      lines.forEach((line, i) => {
        const hero = HERO_AT.exec(line);
        if (hero) {
          // Each blow wounds at the Toughness the rolls before it left; a roll for each of its hits follows it.
          const need = TO_WOUND[4 * 11 + Math.max(1, 4 - t)];
          hits[need] += Number(hero[1]);
          wounds[need] += Number(hero[2]);
          const c = CURSES.exec(lines[i + 1] ?? '');
          // No roll for no hit, nor on a beast the blow slew.
          if (Number(hero[1]) === 0 || Number(hero[3]) > 0) {
            expect(c, hint).toBe(null);
            return;
          }
          expect(c?.[1], hint).toBe(hero[1]);
          rolls += Number(c![1]);
          s += Number(c![2] ?? 0);
          t += Number(c![3] ?? 0);
          weaker += Number(c![2] ?? 0);
          frailer += Number(c![3] ?? 0);
        }
        const beast = BEAST_AT.exec(line);
        if (beast) expect(Number(beast[1]), hint).toBe(Math.max(1, 5 - s));
      });
    }
    return { rolls, weaker, frailer, hits, wounds };
  }

  it('a D6 for each hit on the beast: 3-4 takes 1 from its Strength, 5-6 1 from its Toughness, for the rest of the battle', () => {
    const { rolls, weaker, frailer, hits, wounds } = curses('rune of curse', 1500);
    expect(rolls).toBeGreaterThan(1000);
    expectWithin(weaker, rolls, 1 / 3, 'rolls of 3-4');
    expectWithin(frailer, rolls, 1 / 3, 'rolls of 5-6');
    for (const need of [2, 3, 4]) expectWithin(wounds[need], hits[need], (7 - need) / 6, `wounds of the hits needing ${need}+`);
  });

  it('three runes add 2 to each roll: Strength on 1-2, Toughness on 3-6', () => {
    const { rolls, weaker, frailer } = curses('three runes of curse', 1000);
    expect(rolls).toBeGreaterThan(600);
    expectWithin(weaker, rolls, 1 / 3, 'rolls of 1-2');
    expectWithin(frailer, rolls, 2 / 3, 'rolls of 3-6');
  });

  it('is a Dwarf rune: refused on a Hero of another race', () => {
    const text = readFileSync(`${FIXTURES}sapping.yaml`, 'utf8').replace('      sides.empire.units.hero.race: dwarf\n', '');
    expect(() => compileText(text, 'rune of curse')).toThrow(/runes are Dwarf magic/);
  });
});
