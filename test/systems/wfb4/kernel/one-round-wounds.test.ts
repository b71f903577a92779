/**
 * One round of close combat, exact: the distribution of models slain by chargers whose
 * targets cannot strike back (rules/wfb4.md §5.4 to-hit, §5.5 to-wound, §5.8 saves and the
 * strength modifier, worked example §11 #11; §5.6 halberd and lance; §1.3 mount attacks).
 *
 * Each attack slays independently with p = P(hit) × P(wound) × (1 − P(save)), so the models
 * slain are Binomial(attacks, p) (a sum of two binomials when rider and mount strike). The
 * expected values come from the printed tables (wfb/tables.ts) and the armour rules
 * (data/armour.ts), not from the kernel. Fixture: test/fixtures/wfb4/one-round-wounds.yaml.
 */
import { describe, expect, it } from 'vitest';
import { pAtLeast } from '../../../../src/core/dice-odds.ts';
import { meleeToHit, strengthSaveModifier, toWound } from '../../../../src/systems/wfb/tables.ts';
import { armourSave } from '../../../../src/systems/wfb4/data/armour.ts';
import { MOUNTS } from '../../../../src/systems/wfb4/data/mounts.ts';
import { BUILTIN_PROFILES } from '../../../../src/systems/wfb4/data/profiles.ts';
import {
  binMisses, binomial, chiSquare, chiSquareLimit, compileFixture, convolve, fateSlot, FIGHTING, leftSlot, OUT_ROUNDS,
  replayHint, simulate, unitIndex,
} from './kernel-harness.ts';

const FIXTURE = 'one-round-wounds.yaml';
const SEED = 4101;
const SIMS = 50_000;

/** P(one attack slays a 1-W model): hit, wound, and the save (if any) fails. */
function pSlay(attackerWS: number, defenderWS: number, strength: number, toughness: number, baseSave: number): number {
  const save = baseSave + strengthSaveModifier(strength); // §5.8: the save worsens by S − 3
  return pAtLeast(meleeToHit(attackerWS, defenderWS)) * pAtLeast(toWound(strength, toughness)) * (1 - pAtLeast(save));
}

/** Save of a model on foot in melee with a usable shield (§5.8). */
function footSave(armour: string[]): number {
  return armourSave({ armour, mounted: false, monsterMount: false, inMelee: true, shieldUsable: true });
}

interface Observed {
  slain: number[];
  /** Simulations that did not end after exactly one round, or in which the defenders broke. */
  odd: number[];
}

function observe(run: string): Observed {
  const plan = compileFixture(FIXTURE, run);
  const block = unitIndex(plan, 'block');
  const start = plan.models[block];
  const slain: number[] = [];
  const odd: number[] = [];
  simulate(plan, SIMS, SEED, (out, sim) => {
    const k = start - out[leftSlot(block)];
    while (slain.length <= k) slain.push(0);
    slain[k]++;
    if ((out[OUT_ROUNDS] !== 1 || out[fateSlot(block)] !== FIGHTING) && odd.length < 5) odd.push(sim);
  });
  return { slain, odd };
}

function expectDistribution(run: string, expected: number[]): void {
  const { slain, odd } = observe(run);
  const hint = (sim: number) => replayHint(FIXTURE, SEED, sim, run);
  // The design: exactly one round is fought and the defenders never break.
  expect(odd.map(hint)).toEqual([]);
  expect(binMisses(slain, expected, SIMS)).toEqual([]);
  const [stat, df] = chiSquare(slain, expected, SIMS);
  expect(stat, `chi-square ${stat.toFixed(1)} on ${df} df`).toBeLessThan(chiSquareLimit(df));
}

describe('one round of wounds from the chargers (§5.4, §5.5, §5.8)', () => {
  it('5 models × A2, WS3 S3 against WS3 T3 with no armour: Binomial(10, 1/4)', () => {
    // WS3 v WS3 → 4+ (1/2); S3 v T3 → 4+ (1/2); no armour → no save.
    const p = pSlay(3, 3, 3, 3, footSave([]));
    expect(p).toBeCloseTo(1 / 4, 15);
    expectDistribution('base', binomial(10, p));
  });

  it('halberds (S4) against light armour and shield: the 5+ save becomes 6+ (§11 #11); Binomial(10, 5/18)', () => {
    const save = footSave(['light-armour', 'shield']);
    expect(save).toBe(5); // §5.8 table: shield + light armour on foot
    expect(save + strengthSaveModifier(3 + 1)).toBe(6); // §11 #11: S4 turns 5+ into 6+
    // WS3 v WS3 → 1/2; S4 v T3 → 3+ (2/3); save 6+ fails 5/6.
    const p = pSlay(3, 3, 3 + 1, 3, save);
    expect(p).toBeCloseTo(5 / 18, 15);
    expectDistribution('halberds vs light armour and shield', binomial(10, p));
  });

  it('4 Reiksguard with lances and their Warhorses: Binomial(4, 5/9) + Binomial(4, 1/6)', () => {
    const knight = BUILTIN_PROFILES['reiksguard-knight'];
    const horse = MOUNTS.warhorse.profile!;
    const save = footSave(['light-armour', 'shield']);
    // Rider: WS4 v WS3 → 3+ (2/3); lance on the charge S4+2 = 6 v T3 → 2+ (5/6); 5+ save −3 → none.
    const rider = pSlay(knight.WS, 3, knight.S + 2, 3, save);
    expect(rider).toBeCloseTo(5 / 9, 15);
    // Warhorse with its own WS3 S3 (§1.3): 1/2 × 1/2 × (1 − 1/3).
    const mount = pSlay(horse.WS!, 3, horse.S!, 3, save);
    expect(mount).toBeCloseTo(1 / 6, 15);
    expectDistribution('lance charge', convolve(binomial(4, rider), binomial(4, mount)));
  });
});
