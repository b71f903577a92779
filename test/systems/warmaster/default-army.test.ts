// The default armies of `warsim matrix --builtin warmaster` (src/systems/warmaster/default-army.ts,
// README "Default armies"): for every built-in list at 1000 and 2000 points, legal by the
// project's own roster check (rules/warmaster.md §11.0, §9), the same on every call, and
// deployed so that two of them, the second turned round the table's centre, compile and play.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.ts';
import { compileRuns } from '../../../src/runner/compile-runs.ts';
import { ARMIES } from '../../../src/systems/warmaster/data/armies/index.ts';
import { DEFAULT_ARMY_RULE, defaultArmy, type DefaultSide } from '../../../src/systems/warmaster/default-army.ts';
import { checkRoster, rosterPoints, type RosterEntry } from '../../../src/systems/warmaster/roster.ts';
import { parseText } from '../../helpers/load.ts';

const IDS = Object.keys(ARMIES);
const SIZES = [1000, 2000];
/**
 * Battles played per pairing: 20 at 1000 points; 3 at 2000, where 21–37 units and characters a
 * side make a battle take up to 1.5 s under vitest (about 0.2 s in the built bundle).
 */
const SIMS: Record<number, number> = { 1000: 4, 2000: 1 };
const SEED = 1;

/** The side's roster as checkRoster reads it. */
function roster(side: DefaultSide): RosterEntry[] {
  return side.units.map((u, i) => ({ unit: u.unit as string, path: `units.${i}` }));
}

/**
 * A scenario of two default armies on a 180 × 120 cm table: the second turned round the table's
 * centre (x → 180 − x, y → 120 − y, facing 180) and its unit ids prefixed, so that an army can
 * also face itself.
 */
function battle(a: DefaultSide, b: DefaultSide): string {
  const units = b.units.map((u) => {
    const p = u.position as { x: number; y: number; facing: number };
    return { ...u, id: `far-${u.id as string}`, position: { x: 180 - p.x, y: 120 - p.y, facing: 180 } };
  });
  const far = { ...b, id: `${b.id}-far`, units };
  return JSON.stringify({ format: 'warsim/1', system: 'warmaster', title: `${a.name} against ${b.name}`, seed: SEED, victory: 'vp', sides: [a, far] });
}

describe('defaultArmy', () => {
  for (const points of SIZES) {
    for (const id of IDS) {
      it(`${id} at ${points} points: legal by checkRoster, within the points, the same on every call`, () => {
        const army = ARMIES[id];
        const side = defaultArmy(id, points);
        expect(side).toMatchObject({ id, name: army.name, army: id, points });
        expect(checkRoster(army, roster(side), { points })).toEqual([]);
        expect(rosterPoints(army, roster(side))).toBeLessThanOrEqual(points);
        expect(defaultArmy(id, points)).toEqual(side);
        // Facing the far edge, on the near half of the table, fronts 80 cm from the far side's.
        for (const u of side.units) {
          const p = u.position as { x: number; y: number; facing: number };
          expect(p.facing).toBe(0);
          expect(p.y).toBeGreaterThanOrEqual(0);
          expect(p.y).toBeLessThanOrEqual(20);
          expect(p.x).toBeGreaterThan(0);
          expect(p.x).toBeLessThan(180);
        }
      });
    }
  }

  it('takes the General, the minimums, a Hero and a Wizard, then fills list order round-robin (Empire, 1000 points)', () => {
    // General 125 + 2 Halberdiers 90 + 2 Crossbowmen 110 + Hero 80 + Wizard 45 = 450; one pass
    // of Halberdiers 45, Handgunners 65, Crossbowmen 55, Flagellants 70, Knights 110,
    // Pistoliers 95, Helblaster 50 (Cannon 85 no longer fits) = 490; a second pass adds
    // Halberdiers 45 — 985 points, 15 left, less than any unit.
    const side = defaultArmy('empire', 1000);
    const counts: Record<string, number> = {};
    for (const u of side.units) counts[u.unit as string] = (counts[u.unit as string] ?? 0) + 1;
    expect(counts).toEqual({ general: 1, hero: 1, wizard: 1, halberdiers: 4, handgunners: 1, crossbowmen: 3, flagellants: 1, knights: 1, pistoliers: 1, helblaster: 1 });
    expect(rosterPoints(ARMIES.empire, roster(side))).toBe(985);
    expect(side.units.length).toBe(15);
    expect(side.units[0]).toMatchObject({ id: 'general-1', unit: 'general' });
  });

  it('leaves out mounts, magic items, attached stands and the Screaming Bell', () => {
    for (const id of IDS) {
      for (const u of defaultArmy(id, 2000).units) {
        expect(u.mount).toBeUndefined();
        expect(u.items).toBeUndefined();
        expect(u.attach).toBeUndefined();
        expect(u.brigade).toBeUndefined();
        expect(u.unit).not.toBe('screaming-bell');
      }
    }
  });

  it('refuses an unknown army and a size below what the General and the minimum units cost', () => {
    expect(() => defaultArmy('elves', 1000)).toThrow(/unknown Warmaster army "elves"/);
    expect(() => defaultArmy('empire', 0)).toThrow(/whole number of points/);
    // Below 1000 points there are no minimums (§11.0), but a side needs a unit that fights:
    // Empire General 125 + Halberdiers 45 = 170.
    expect(() => defaultArmy('empire', 169)).toThrow('defaultArmy: 169 points is too small for the Empire list: its General and minimum units and one unit that fights cost 170 points (§11.0)');
    expect(defaultArmy('empire', 170).units.map((u) => u.unit)).toEqual(['general', 'halberdiers']);
    for (const id of IDS) expect(() => defaultArmy(id, 100)).toThrow(/too small/);
  });

  it('says its rule in one paragraph', () => {
    expect(DEFAULT_ARMY_RULE).toMatch(/^Default army of N points/);
    expect(DEFAULT_ARMY_RULE).not.toMatch(/\n/);
  });
});

describe('two default armies compile and play', () => {
  for (const points of SIZES) {
    IDS.forEach((id, i) => {
      const other = IDS[(i + 1) % IDS.length];
      it(`${id} against ${other} at ${points} points: ${SIMS[points]} battles`, () => {
        const loaded = parseText(battle(defaultArmy(id, points), defaultArmy(other, points)), `${id}-${other}-${points}.json`);
        const compiled = compileRuns(loaded.runs);
        const out = compiled.outputs[0];
        const specs = compiled.specs[0];
        const rng = new Rng();
        for (let sim = 0; sim < SIMS[points]; sim++) {
          const where = `{ system: warmaster, scenario: defaultArmy('${id}', ${points}) v defaultArmy('${other}', ${points}), seed: ${SEED}, sim: ${sim} }`;
          out.fill(-1);
          rng.seed(SEED, sim);
          compiled.kernels[0].run(rng, out);
          specs.forEach((s, m) => {
            if (!Number.isInteger(out[m]) || out[m] < 0 || out[m] > s.max) throw new Error(`${where}: ${s.key} = ${out[m]}, outside 0..${s.max}`);
          });
        }
      }, 60_000);
    });
  }
});
