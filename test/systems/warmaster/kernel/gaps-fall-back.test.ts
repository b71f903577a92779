// The winner's choice to fall back (rules/warmaster.md §5.4: "Winner may fall back (3D6), stand,
// pursue ... or advance"; §5.8, §5.9, §5.12: one roll for the side's units that fall back).
// Tactics `pursue: fall-back` and `advance: fall-back` ask for it; the defaults are unchanged,
// and units that must pursue or advance (Witch Elves, Troll Slayers ...) still do.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { tracedBattle } from './harness.ts';

/** Side a's `x` and side b's Orc Warriors `y` head-on at y = 40, fought one round on seed `seed`. */
function round(army: string, unit: string, tactics: string, seed: number, bStands = 3) {
  const { k, lines } = tracedBattle('win', army, [`{ id: x, unit: ${unit}, position: { x: 90, y: 40 }${tactics === '' ? '' : `, tactics: { ${tactics} }`} }`], 'orcs-and-goblins',
    [`{ id: y, unit: orc-warriors, stands: ${bStands}, position: { x: 90, y: 40 } }`], 'rules: { supportingStands: false }\n');
  const x = k.plan.unitIds.indexOf('x');
  const y = k.plan.unitIds.indexOf('y');
  const y0 = Math.min(...[0, 1, 2, 3].filter((s) => k.sAlive[x * 4 + s]).map((s) => k.sy[x * 4 + s]));
  k.gather(x);
  k.fightRound(new Rng(seed, 7), true);
  const frontNow = Math.min(...[0, 1, 2, 3].filter((s) => k.sAlive[x * 4 + s]).map((s) => k.sy[x * 4 + s]));
  const won = lines.some((l) => /^Combat result: a (\d+), b (\d+)\.$/.test(l) && Number(/a (\d+)/.exec(l)![1]) > Number(/b (\d+)/.exec(l)![1]));
  return { k, lines, x, y, won, moved: frontNow - y0 };
}

/** Seeds (from 1) on which side a's unit wins the first round and the Orcs retreat alive. */
function winningSeeds(army: string, unit: string, count: number): number[] {
  const seeds: number[] = [];
  for (let seed = 1; seeds.length < count && seed < 400; seed++) {
    const r = round(army, unit, '', seed);
    if (r.won && r.k.onTable(r.y) && r.lines.some((l) => /pursues/.test(l))) seeds.push(seed);
  }
  expect(seeds).toHaveLength(count);
  return seeds;
}

describe("the winner's choice (§5.4, §5.9)", () => {
  it('pursue: fall-back — the winner falls back (at least its lowest die, straight back) instead of pursuing', () => {
    for (const seed of winningSeeds('empire', 'halberdiers', 5)) {
      const r = round('empire', 'halberdiers', 'pursue: fall-back', seed);
      expect(r.won, `seed ${seed}`).toBe(true);
      expect(r.lines.some((l) => /pursues/.test(l)), `seed ${seed}`).toBe(false);
      const line = r.lines.find((l) => /^Halberdiers \(x\) falls back [\d.]+ cm\.$/.test(l));
      expect(line, `seed ${seed}`).toBeDefined();
      const cm = Number(/back ([\d.]+) cm/.exec(line!)![1]);
      expect(cm).toBeGreaterThanOrEqual(1);
      expect(r.moved).toBeCloseTo(-cm, 6); // facing north: straight back is −y
      expect(r.k.touching(r.x, r.y)).toBe(false);
    }
  });

  it('pursue: never still stands, and the default still pursues', () => {
    for (const seed of winningSeeds('empire', 'halberdiers', 3)) {
      const stand = round('empire', 'halberdiers', 'pursue: never', seed);
      expect(stand.lines.some((l) => /falls back|pursues/.test(l))).toBe(false);
      expect(stand.moved).toBe(0);
    }
  });

  it('units that must pursue ignore it (Witch Elves, §11.11)', () => {
    for (const seed of winningSeeds('dark-elves', 'witch-elves', 3)) {
      const r = round('dark-elves', 'witch-elves', 'pursue: fall-back', seed);
      expect(r.lines.some((l) => /^Witch Elves \(x\) pursues/.test(l))).toBe(true);
      expect(r.lines.some((l) => /falls back/.test(l))).toBe(false);
    }
  });

  it('advance: fall-back — having destroyed every enemy it touched, the winner falls back', () => {
    let seen = 0;
    for (let seed = 1; seen < 3 && seed < 400; seed++) {
      const r = round('empire', 'knights', 'advance: fall-back', seed, 1);
      if (r.k.onTable(r.y) || !r.k.onTable(r.x)) continue;
      seen++;
      expect(r.lines.some((l) => /^Knights \(x\) falls back [\d.]+ cm\.$/.test(l)), `seed ${seed}`).toBe(true);
      const stay = round('empire', 'knights', '', seed, 1);
      expect(stay.lines.some((l) => /falls back/.test(l))).toBe(false);
    }
    expect(seen).toBe(3);
  });
});
