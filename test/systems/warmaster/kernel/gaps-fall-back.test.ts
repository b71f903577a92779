// The winner's choice to fall back (rules/warmaster.md §5.4: "Winner may fall back (3D6), stand,
// pursue ... or advance"; §5.8, §5.9, §5.12: one roll for the side's units that fall back).
// Tactics `pursue: fall-back` and `advance: fall-back` ask for it; the defaults are unchanged,
// and units that must pursue or advance (Witch Elves, Troll Slayers ...) still do.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { tracedBattle } from './harness.ts';
import { fightRound } from '../../../../src/systems/warmaster/kernel/combat.ts';
import { gather, touching } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { onTable } from '../../../../src/systems/warmaster/kernel/footprint.ts';

/** Side a's `x` and side b's Orc Warriors `y` head-on at y = 40, fought one round on seed `seed`. */
function round(army: string, unit: string, tactics: string, seed: number, bStands = 3) {
  const { k, lines } = tracedBattle('win', army, [`{ id: x, unit: ${unit}, position: { x: 90, y: 40 }${tactics === '' ? '' : `, tactics: { ${tactics} }`} }`], 'orcs-and-goblins',
    [`{ id: y, unit: orc-warriors, stands: ${bStands}, position: { x: 90, y: 40 } }`], 'rules: { supportingStands: false }\n');
  const x = k.plan.unitIds.indexOf('x');
  const y = k.plan.unitIds.indexOf('y');
  const y0 = Math.min(...[0, 1, 2, 3].filter((s) => k.sAlive[x * 4 + s]).map((s) => k.sy[x * 4 + s]));
  gather(k, x);
  fightRound(k, new Rng(seed, 7), true);
  const frontNow = Math.min(...[0, 1, 2, 3].filter((s) => k.sAlive[x * 4 + s]).map((s) => k.sy[x * 4 + s]));
  const won = lines.some((l) => /^Combat result: a (\d+), b (\d+)\.$/.test(l) && Number(/a (\d+)/.exec(l)![1]) > Number(/b (\d+)/.exec(l)![1]));
  return { k, lines, x, y, won, moved: frontNow - y0 };
}

/** Seeds (from 1) on which side a's unit wins the first round and the Orcs retreat alive. */
function winningSeeds(army: string, unit: string, count: number): number[] {
  const seeds: number[] = [];
  for (let seed = 1; seeds.length < count && seed < 400; seed++) {
    const r = round(army, unit, '', seed);
    if (r.won && onTable(r.k, r.y) && r.lines.some((l) => /pursues/.test(l))) seeds.push(seed);
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
      expect(touching(r.k, r.x, r.y)).toBe(false);
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
      if (onTable(r.k, r.y) || !onTable(r.k, r.x)) continue;
      seen++;
      expect(r.lines.some((l) => /^Knights \(x\) falls back [\d.]+ cm\.$/.test(l)), `seed ${seed}`).toBe(true);
      const stay = round('empire', 'knights', '', seed, 1);
      expect(stay.lines.some((l) => /falls back/.test(l))).toBe(false);
    }
    expect(seen).toBe(3);
  });
});

/** The centimetres a "falls back" trace line reports for unit name `who`. */
function fellBack(lines: string[], who: string): number {
  const line = lines.find((l) => l.startsWith(`${who} falls back `));
  expect(line, `a fall back of ${who}`).toBeDefined();
  return Number(/falls back ([\d.]+) cm\.$/.exec(line!)![1]);
}

describe('tactic fallBack: full (§5.9: up to the 3D6 total)', () => {
  it('falls back farther than its lowest die on the same dice, at most 18 cm, straight back', () => {
    const seeds = winningSeeds('empire', 'halberdiers', 8);
    for (const seed of seeds) {
      const least = round('empire', 'halberdiers', 'pursue: fall-back', seed);
      const full = round('empire', 'halberdiers', 'pursue: fall-back, fallBack: full', seed);
      const cmLeast = fellBack(least.lines, 'Halberdiers (x)');
      const cmFull = fellBack(full.lines, 'Halberdiers (x)');
      // The total of 3D6 is at least its lowest die plus 2.
      expect(cmFull, `seed ${seed}`).toBeGreaterThanOrEqual(cmLeast + 2);
      expect(cmFull, `seed ${seed}`).toBeLessThanOrEqual(18);
      expect(full.moved, `seed ${seed}`).toBeCloseTo(-cmFull, 6);
      expect(touching(full.k, full.x, full.y)).toBe(false);
    }
  });

  it('stops short of a friend behind it without pushing it', () => {
    // The friend's front edge is 6 cm behind the back of x's line (x covers y 38..40).
    let stopped = 0;
    for (let seed = 1; seed < 400 && stopped < 3; seed++) {
      const { k, lines } = tracedBattle('win', 'empire', [
        '{ id: x, unit: halberdiers, position: { x: 90, y: 40 }, tactics: { pursue: fall-back, fallBack: full } }',
        '{ id: z, unit: crossbowmen, position: { x: 90, y: 32 }, tactics: { orders: hold } }',
      ], 'orcs-and-goblins', ['{ id: y, unit: orc-warriors, stands: 3, position: { x: 90, y: 40 } }'], 'rules: { supportingStands: false }\n');
      const x = k.plan.unitIds.indexOf('x');
      const z = k.plan.unitIds.indexOf('z');
      const friend = [0, 1, 2, 3].map((s) => k.sy[z * 4 + s]);
      gather(k, x);
      fightRound(k, new Rng(seed, 7), true);
      if (!lines.some((l) => l.startsWith('Halberdiers (x) falls back '))) continue;
      const cm = fellBack(lines, 'Halberdiers (x)');
      expect(cm, `seed ${seed}`).toBeLessThanOrEqual(6 + 1e-9);
      expect([0, 1, 2, 3].map((s) => k.sy[z * 4 + s]), `seed ${seed}`).toEqual(friend);
      expect(lines.some((l) => /makes way|moves aside/.test(l)), `seed ${seed}`).toBe(false);
      if (cm > 6 - 1e-9) stopped++;
    }
    expect(stopped).toBe(3);
  });
});
