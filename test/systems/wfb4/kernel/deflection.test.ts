/**
 * The banner that turns spells aside (AM p.19; kernel/deflection.ts), played through whole turns
 * on test/fixtures/wfb4/deflect.yaml: a Wizard Lord casts Fire Balls at twenty Men who carry it
 * (their middle at x 36, y about 22.4); spearmen stand behind them (their front at y 4), Orc boyz
 * to their right (their front at x 52, y 24 to 28).
 */
import { describe, expect, it } from 'vitest';
import { ndSixDistribution } from '../../../../src/core/dice-odds.ts';
import { binMisses, compileFixture, expectWithin, fixtureBattles } from './kernel-harness.ts';

const FIXTURE = 'deflect.yaml';
const SEED = 9800;
const CAST = /^wizard casts Fire Ball at men/;
const HIT = /^men's banner: a HIT on the scatter dice, Fire Ball strikes men\.$/;
const DEFLECTS = /^men's banner deflects Fire Ball (\d+)" at (\d+)°: it strikes (no one|spearmen|boyz|wizard)\.$/;
const EFFECT = /^Fire Ball: \d+ hits? on (\w+)/;

interface Deflection { dist: number; bearing: number; struck: string; next: string; hint: string }

function deflections(run: string, sims: number): { casts: number; hits: number; out: Deflection[]; stopped: number } {
  let casts = 0;
  let hits = 0;
  let stopped = 0;
  const out: Deflection[] = [];
  for (const { lines, hint } of fixtureBattles(FIXTURE, SEED, run, sims)) {
    for (let i = 0; i < lines.length; i++) {
      if (CAST.test(lines[i])) casts++;
      if (/dispel Fire Ball: .*dispelled\.$/.test(lines[i])) stopped++;
      if (HIT.test(lines[i])) {
        hits++;
        expect(EFFECT.exec(lines[i + 1])?.[1], hint).toBe('men');
      }
      const m = DEFLECTS.exec(lines[i]);
      if (m) out.push({ dist: Number(m[1]), bearing: Number(m[2]), struck: m[3], next: lines[i + 1] ?? '', hint });
    }
  }
  return { casts, hits, out, stopped };
}

describe('the banner that deflects spells (AM p.19)', () => {
  const { casts, hits, out, stopped } = deflections('base', 600);

  it('rolls the scatter dice for every Fire Ball at the Men not dispelled: a HIT on a third', () => {
    expect(hits + out.length).toBe(casts - stopped);
    expect(casts).toBeGreaterThan(800);
    expectWithin(hits, hits + out.length, 1 / 3, 'a HIT on the scatter dice');
  });

  it('deflects the spell 4D6" (exact), on a bearing of the 36 alike', () => {
    const counts = Array(25).fill(0);
    const bearings = Array(36).fill(0);
    for (const d of out) {
      counts[d.dist]++;
      bearings[d.bearing / 10]++;
    }
    expect(binMisses(counts, ndSixDistribution(4), out.length)).toEqual([]);
    expect(binMisses(bearings, Array(36).fill(1 / 36), out.length)).toEqual([]);
  });

  it('strikes the first unit on its path more than 6" from the banner, friend or foe, or no one', () => {
    const struck = { spearmen: 0, boyz: 0 };
    for (const d of out) {
      if (d.struck === 'no one') {
        expect(EFFECT.test(d.next), d.hint).toBe(false);
        // Straight back at the spearmen, far enough to reach their front 18.4" away: never lost.
        if (d.bearing === 180) expect(d.dist, d.hint).toBeLessThan(19);
        continue;
      }
      expect(EFFECT.exec(d.next)?.[1], d.hint).toBe(d.struck);
      if (d.struck === 'spearmen') {
        struck.spearmen++;
        expect(Math.abs(d.bearing - 180), d.hint).toBeLessThanOrEqual(20);
        expect(d.dist, d.hint).toBeGreaterThanOrEqual(18);
      } else if (d.struck === 'boyz') {
        struck.boyz++;
        expect(d.bearing, d.hint).toBeGreaterThanOrEqual(50);
        expect(d.bearing, d.hint).toBeLessThanOrEqual(110);
        expect(d.dist, d.hint).toBeGreaterThanOrEqual(14);
      }
    }
    expect(struck.spearmen).toBeGreaterThan(5);
    expect(struck.boyz).toBeGreaterThan(5);
  });

  it('a Hero\'s shield deflects the spells cast at his unit as the banner does', () => {
    let hits = 0;
    let arrows = 0;
    for (const { lines } of fixtureBattles(FIXTURE, SEED, 'a hero\'s shield', 600)) {
      for (const line of lines) {
        if (/^men's shield: a HIT on the scatter dice, Fire Ball strikes men\.$/.test(line)) hits++;
        if (/^men's shield deflects Fire Ball \d+" at \d+°: it strikes /.test(line)) arrows++;
        expect(line.startsWith("men's banner")).toBe(false);
      }
    }
    expect(hits + arrows).toBeGreaterThan(500);
    expectWithin(hits, hits + arrows, 1 / 3, 'a HIT on the scatter dice');
  });

  it('a plain banner deflects nothing', () => {
    const plain = deflections('plain banner', 200);
    expect(plain.hits + plain.out.length).toBe(0);
    expect(plain.casts).toBeGreaterThan(200);
    expect(Array.from(compileFixture(FIXTURE).rule.deflectsSpells)).toEqual([1, 0, 0, 0]);
  });
});
