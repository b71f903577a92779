/**
 * Spells bound in magic banners (AM p.19; compile-magic.ts fillMagic(), kernel/magic.ts
 * itemCast()), played through whole turns on test/fixtures/wfb4/banner-spells.yaml: Men whose
 * banner unleashes D6 S4 lightning bolts in each magic phase, at Orc boyz 12" off or fighting
 * them; and a banner cast once in the battle whose survivors take a panic test.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseText } from '../../../helpers/load.ts';
import { binMisses, compileFixture, compileRun, expectWithin, FIXTURES, fixtureBattles, parseAttack } from './kernel-harness.ts';

const FIXTURE = 'banner-spells.yaml';
const SEED = 9900;
const USES = /^men uses (Lightning Banner|Banner of Sorcery) at boyz, with no power cards\.$/;
const HITS = /^(Lightning Banner|Banner of Sorcery) \((\d)D6 = (\d+)\): (\d+) hits? on boyz, (\d+) wounds?, (\d+) unsaved, (\d+) slain\.$/;
const PANIC = /^boyz suffers from magic: panic test/;

const battles = (run: string, sims: number) => fixtureBattles(FIXTURE, SEED, run, sims);

describe('spells bound in magic banners (AM p.19)', () => {
  it('the unit casts its banner\'s D6 bolts in every magic phase, no armour save (exact D6)', () => {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    let n = 0;
    for (const { lines, hint } of battles('base', 300)) {
      for (const line of lines) {
        const m = HITS.exec(line);
        if (!m) continue;
        const hits = Number(m[4]);
        expect(Number(m[3]), hint).toBe(hits);
        // The boyz' light armour and shield would save on 5+ against S4: no save at all.
        expect(Number(m[6]), hint).toBe(Number(m[5]));
        counts[hits]++;
        n++;
      }
      // One cast a magic phase, in both player turns, while the boyz stand within 24".
      const uses = lines.filter((l) => USES.test(l)).length;
      expect(uses, hint).toBeLessThanOrEqual(6);
      expect(uses, hint).toBeGreaterThan(0);
    }
    expect(n).toBeGreaterThan(1000);
    expect(binMisses(counts, [0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6], n)).toEqual([]);
  });

  it('strikes the foes fighting its unit, which a straight missile otherwise may not', () => {
    // Casts in player turns whose combat phase the two units fought, and still fight (the Men
    // may break and flee, and cast at the boyz from afar once rallied).
    const castsInCombat = (run: string) => {
      let casts = 0;
      for (const { lines } of battles(run, 300)) {
        let fought = false;
        for (const line of lines) {
          if (line.startsWith('-- Turn')) fought = false;
          if (parseAttack(line)) fought = true;
          if (/BROKEN|PANICS|flees|destroyed/.test(line)) fought = false; // the fight broke off
          if (fought && USES.test(line)) casts++;
        }
      }
      return casts;
    };
    expect(castsInCombat('in contact')).toBeGreaterThan(100);
    expect(castsInCombat('in contact, no bolts at foes touching')).toBe(0);
  });

  it('a spell of one use is cast once, and its survivors take a panic test though they lost less than a quarter', () => {
    let cast = 0;
    let fewLost = 0;
    for (const { lines, hint } of battles('once, and a panic test', 300)) {
      const uses = lines.filter((l) => USES.test(l));
      expect(uses.length, hint).toBe(1);
      const at = lines.findIndex((l) => HITS.test(l));
      const slain = Number(HITS.exec(lines[at])![7]);
      expect(PANIC.test(lines[at + 1]), hint).toBe(true);
      cast++;
      if (slain < 10) fewLost++;
    }
    expect(cast).toBe(300);
    expect(fewLost).toBeGreaterThan(200);
    // Without the survivors' test, only a quarter of the forty lost calls for one.
    let tests = 0;
    let quarter = 0;
    for (const { lines } of battles('once, no panic test', 300)) {
      const at = lines.findIndex((l) => HITS.test(l));
      const slain = Number(HITS.exec(lines[at])![7]);
      if (slain >= 10) quarter++;
      if (PANIC.test(lines[at + 1] ?? '')) tests++;
    }
    expect(tests).toBe(quarter);
    expect(quarter).toBeLessThan(100);
  });

  it('hits as a 2D6 card writes them (exact sum of two dice)', () => {
    const counts = Array(13).fill(0);
    let n = 0;
    for (const { lines } of battles('once, and a panic test', 600)) {
      for (const line of lines) {
        const m = HITS.exec(line);
        if (!m) continue;
        counts[Number(m[4])]++;
        n++;
      }
    }
    const twoDice = Array.from({ length: 13 }, (_, k) => (k < 2 ? 0 : (6 - Math.abs(k - 7)) / 36));
    expect(binMisses(counts, twoDice, n)).toEqual([]);
    expectWithin(n, 600, 1, 'one cast a battle');
  });

  it('a hit on each model of the unit it strikes: the boyz\' twenty, each S3 against T4', () => {
    let casts = 0;
    let wounds = 0;
    for (const { lines, hint } of battles('a hit on each model', 300)) {
      const m = lines.map((l) => /^Banner of Plague \(one on each model\): (\d+) hits on boyz, (\d+) wounds?/.exec(l)).filter((x) => x !== null);
      expect(m.length, hint).toBe(1);
      expect(Number(m[0]![1]), hint).toBe(20);
      wounds += Number(m[0]![2]);
      casts++;
    }
    expectWithin(wounds, casts * 20, 1 / 3, 'S3 against T4: 5+');
  });

  it('a spell that destroys a model: one of the boyz each cast, no roll, until a D6 of 1 or 2 spends it', () => {
    let casts = 0;
    let spent = 0;
    for (const { lines, hint } of battles('destroys a model', 300)) {
      lines.forEach((line, i) => {
        if (!/^men uses Banner of Doom at boyz/.test(line)) return;
        casts++;
        expect(lines[i + 1], hint).toBe('Banner of Doom destroys a model of boyz.');
      });
      const exhausted = lines.findIndex((l) => /^Banner of Doom: rolls [12], exhausted/.test(l));
      if (exhausted < 0) continue;
      spent++;
      expect(lines.slice(exhausted).some((l) => /^men uses Banner of Doom/.test(l)), hint).toBe(false);
    }
    expect(casts).toBeGreaterThan(300);
    expect(spent).toBeGreaterThan(100);
  });

  it('2D6 less the T4 of the boyz in wounds, with no roll to wound and no save (exact)', () => {
    const counts = Array(13).fill(0);
    let n = 0;
    for (const { lines, hint } of battles('dice less toughness', 400)) {
      for (const line of lines) {
        const m = /^Banner of Wrath \(2D6 = (\d+) − T4\): (\d+) hits? on boyz, (\d+) wounds?, (\d+) unsaved/.exec(line);
        if (!m) continue;
        const roll = Number(m[1]);
        expect(Number(m[2]), hint).toBe(Math.max(0, roll - 4));
        expect(Number(m[3]), hint).toBe(Number(m[2]));
        expect(Number(m[4]), hint).toBe(Number(m[2]));
        counts[roll]++;
        n++;
      }
    }
    expect(n).toBeGreaterThan(1000);
    const twoDice = Array.from({ length: 13 }, (_, k) => (k < 2 ? 0 : (6 - Math.abs(k - 7)) / 36));
    expect(binMisses(counts, twoDice, n)).toEqual([]);
  });

  it('is an item spell of the unit itself in the plan, and refused where it cannot strike as written', () => {
    const plan = compileFixture(FIXTURE);
    const m = plan.magic;
    expect(m.itemsFrom[1] - m.itemsFrom[0]).toBe(1);
    expect(m.caster[m.itemsFrom[0]]).toBe(0);
    expect(m.itemName[m.itemsFrom[0]]).toBe('Lightning Banner');
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
    const base = text.slice(0, text.indexOf('variants:'));
    expect(() => compileRun(parseText(base.replace('straight: true, atContact: true', 'atContact: true'), FIXTURE))).toThrow(/atContact on a spell that flies straight/);
    expect(() => compileRun(parseText(base.replace('strikes: unit, hits: D6', 'strikes: unit'), FIXTURE))).toThrow(/`hits` of the spell written out on Lightning Banner/);
    expect(() => compileRun(parseText(base.replace('strikes: unit, hits: D6', 'strikes: model, hits: each'), FIXTURE))).toThrow(/hits: each on a spell that strikes a unit/);
    expect(() => compileRun(parseText(base.replace('strikes: unit, hits: D6, S: 4, saves: false, straight: true, atContact: true', 'strikes: model, slays: true, S: 4'), FIXTURE))).toThrow(/no hits on a spell that slays/);
  });
});
