/**
 * An item that releases a blast on every enemy model touching its bearer (AM p.13-16: the bearer
 * may release an energy blast on all models he is touching, each taking D3 wounds with no armour
 * save; one use only; item effect `blast`; kernel/blasts.ts), played through whole turns on the
 * fixture test/fixtures/wfb4/blast.yaml: a lone Hero on a wide base charged by trolls in heavy
 * armour (W3, regenerating on 4+), three of which touch him; and, as a variant, the Hero in the
 * front rank of halberdiers fighting Orc boyz, one of which faces him.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { binMisses, compileFixture, compileText, expectWithin, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'blast.yaml';
const SEED = 9980;
const SIMS = 3000;
const TEXT = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
const BLAST = /^Hero's item releases a blast on (.+): (\d) models? touching him, D3 wounds each, no armour save(?:, (\d) negated)?: (\d) wounds?, (\d) slain\.$/;
const RESULT = /^Combat result: empire \d+ \((\d+) wounds?\)/;
const HERO = /^Hero: \d attacks at Trolls need \d\+: \d hits?, \d wounds? \(S\d\), (\d) unsaved/;
const REGENERATES = /^Trolls regenerates (\d) of \d wounds?\.$/;

describe('an item that releases a blast on the foes touching him (AM p.13-16)', () => {
  it('on his own: released once, at his strike in the first round; each troll touching him takes D3 wounds past regeneration, no armour save, counted in the result', () => {
    const plan = compileFixture(FIXTURE);
    const negated = [0, 0, 0, 0];
    const lone = [0, 0, 0]; // the wounds one troll past regeneration takes: 1, 2, 3
    let suffered = 0;
    let dealt = 0;
    for (let sim = 0; sim < SIMS; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(plan, SEED, sim).lines;
      const at = lines.findIndex((l) => BLAST.test(l));
      // Slain by the chargers' blows before his strike, he never releases it.
      if (at < 0) {
        expect(lines.includes('Hero is wiped out.'), hint).toBe(true);
        continue;
      }
      expect(lines.filter((l) => BLAST.test(l)).length, hint).toBe(1);
      // In the first round, before his own blows: no round has ended before it.
      expect(lines.slice(0, at).some((l) => l.startsWith('Combat result')), hint).toBe(false);
      expect(lines[at + 1].startsWith('Hero: 3 attacks at Trolls'), hint).toBe(true);
      const [, foe, touching, neg, wounds, slain] = BLAST.exec(lines[at])!;
      expect(foe, hint).toBe('Trolls');
      // The models touching him are those that struck him.
      expect(lines.slice(0, at).find((l) => l.startsWith('Trolls: '))!.startsWith(`Trolls: ${touching} attacks at Hero`), hint).toBe(true);
      expect(touching, hint).toBe('3');
      const n = 3 - Number(neg ?? 0);
      negated[3 - n]++;
      // Each troll struck takes 1 to 3 (a D3 against W3: nothing wasted); the unit loses whole trolls.
      expect(Number(wounds), hint).toBeGreaterThanOrEqual(n);
      expect(Number(wounds), hint).toBeLessThanOrEqual(3 * n);
      expect(Number(slain), hint).toBe(Math.floor(Number(wounds) / 3));
      if (n === 1) lone[Number(wounds) - 1]++;
      suffered += n;
      dealt += Number(wounds);
      // Counted in the round's result, with his blows past regeneration.
      let k = at + 1;
      const hero = Number(HERO.exec(lines[k])![1]);
      const regen = REGENERATES.exec(lines[k + 1]);
      const blows = hero - (regen === null ? 0 : Number(regen[1]));
      while (!lines[k].startsWith('Combat result')) k++;
      expect(Number(RESULT.exec(lines[k])![1]), hint).toBe(Number(wounds) + blows);
    }
    // Regenerated on 4+: of three, a binomial share negated.
    expect(binMisses(negated, [1 / 8, 3 / 8, 3 / 8, 1 / 8], SIMS)).toEqual([]);
    // A D3 each: 2 on average, each face a third on a troll alone.
    expectWithin(dealt - suffered, suffered * 2, 1 / 2, 'wounds past the first on each troll (a D3 less 1, two trials of 1/2)');
    const alone = lone[0] + lone[1] + lone[2];
    expect(binMisses(lone, [1 / 3, 1 / 3, 1 / 3], alone)).toEqual([]);
  });

  it('D6 wounds: on a troll of 3 Wounds the excess is wasted, so 3 on four faces in six', () => {
    const d6 = compileText(TEXT.replace('blast: { wounds: D3 }', 'blast: { wounds: D6 }'));
    const lone = [0, 0, 0];
    for (let sim = 0; sim < SIMS; sim++) {
      for (const line of trace(d6, SEED, sim).lines) {
        const m = /^Hero's item releases a blast on Trolls: 3 models touching him, D6 wounds each, no armour save, 2 negated: (\d) wounds?, (\d) slain\.$/.exec(line);
        if (m === null) continue;
        lone[Number(m[1]) - 1]++;
        expect(m[2]).toBe(m[1] === '3' ? '1' : '0');
      }
    }
    const n = lone[0] + lone[1] + lone[2];
    expect(n).toBeGreaterThan(600);
    expect(binMisses(lone, [1 / 6, 1 / 6, 4 / 6], n)).toEqual([]);
  });

  it('in his unit: the one Orc facing him takes it and falls, once', () => {
    const plan = compileFixture(FIXTURE, 'in his unit');
    for (let sim = 0; sim < 300; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim, 'in his unit');
      const lines = trace(plan, SEED, sim).lines;
      const blasts = lines.filter((l) => l.startsWith("Hero's item releases"));
      expect(blasts, hint).toEqual(["Hero's item releases a blast on Orc boyz: 1 model touching him, D3 wounds each, no armour save: 1 wound, 1 slain."]);
      const at = lines.indexOf(blasts[0]);
      expect(lines.slice(0, at).some((l) => l.startsWith('Combat result')), hint).toBe(false);
    }
  });

  it('two uses: released in the first two rounds he strikes', () => {
    const twice = compileText(TEXT.replaceAll('blast: { wounds: D3 }', 'blast: { wounds: D3, uses: 2 }'), 'in his unit');
    let seen = 0;
    for (let sim = 0; sim < 200; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim, 'in his unit');
      const lines = trace(twice, SEED, sim).lines;
      const at = (p: string) => lines.flatMap((l, k) => (l.startsWith(p) ? [k] : []));
      const blasts = at("Hero's item releases");
      const results = at('Combat result');
      expect(blasts.length, hint).toBeLessThanOrEqual(2);
      if (results.length < 2) continue;
      seen++;
      expect(blasts.length, hint).toBe(2);
      expect(blasts[0], hint).toBeLessThan(results[0]);
      expect(blasts[1], hint).toBeGreaterThan(results[0]);
      expect(blasts[1], hint).toBeLessThan(results[1]);
    }
    expect(seen).toBeGreaterThan(50);
  });

  it('not in a challenge: he keeps it while he fights the Boss alone, and releases it in the first round he fights the boyz', () => {
    const plan = compileFixture(FIXTURE, 'challenged');
    let released = 0;
    for (let sim = 0; sim < 1000; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim, 'challenged');
      const lines = trace(plan, SEED, sim).lines;
      let inChallenge = false;
      let blasted = false;
      for (const line of lines) {
        if (line.startsWith('-- Turn')) inChallenge = false;
        if (line.startsWith('Boss issues a challenge; Hero takes it up')) inChallenge = true;
        if (line.startsWith("Hero's item releases")) {
          expect(inChallenge, hint).toBe(false);
          expect(blasted, hint).toBe(false);
          blasted = true;
          released++;
        }
        // His first blow at the boyz comes after the blast.
        if (line.startsWith('Hero: 3 attacks at Orc boyz')) expect(blasted, hint).toBe(true);
      }
    }
    expect(released).toBeGreaterThan(50);
  });

  it('one such item a character', () => {
    const two = TEXT.replace("effects: { blast: { wounds: D3 } } }", "effects: { blast: { wounds: D3 } } }\n          - { name: Second Star, kind: talisman, points: 40, effects: { blast: { wounds: '1' } } }");
    expect(two).not.toBe(TEXT);
    expect(() => compileText(two)).toThrow(/one item that releases a blast/);
  });
});
