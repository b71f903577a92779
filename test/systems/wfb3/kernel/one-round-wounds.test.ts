/**
 * One round of hand-to-hand combat, exact (rules/wfb3.md §4.4 WS table, §4.5 the charge's +1,
 * §4.6 S-v-T, §4.7 saves, §4.8 the lance; the per-attack oracles of §8). The defenders go
 * first and hold; the attackers charge from 6" in the only other player turn, so exactly one
 * round is fought; the defenders have no attacks, so every attacker strikes, and are too many
 * for a round's losses to reach a quarter of them and a rout test. Each attack slays
 * independently with p = P(hit) × P(wound) × P(save fails): the models slain are
 * Binomial(5 × A, p). Expectations come from the digest's fractions, not from the kernel.
 */
import { describe, expect, it } from 'vitest';
import { binMisses, binomial, chiSquare, chiSquareLimit, convolve } from '../../../helpers/binomial.ts';
import { compileText, duel, leftSlot, OUT_ROUNDS, simulate, unitIndex } from '../harness.ts';

const SIMS = 40_000;
const SEED = 3101;

const TARGET = '{ M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 0, Ld: 10, Int: 7, Cl: 10, WP: 7 }';

function scenario(attacker: string, target: string, rules = ''): string {
  return duel({
    a: `${attacker}, models: 10, files: 5, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`,
    // Forty-eight: no loss in one round reaches a quarter, so no rout test follows the blows.
    b: `profile: ${target}, models: 48, files: 8, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold }`,
    first: 'b',
    turns: 1,
    rules,
  });
}

function slainCounts(text: string): { counts: number[]; odd: number } {
  const plan = compileText(text);
  const b = unitIndex(plan, 'defenders');
  const counts: number[] = [];
  let odd = 0;
  simulate(plan, SIMS, SEED, (out) => {
    const k = 48 - out[leftSlot(b)];
    while (counts.length <= k) counts.push(0);
    counts[k]++;
    if (out[OUT_ROUNDS] !== 1) odd++;
  });
  return { counts, odd };
}

function expectBinomial(text: string, attacks: number, p: number): void {
  expectDistribution(text, binomial(attacks, p));
}

function expectDistribution(text: string, expected: number[]): void {
  const { counts, odd } = slainCounts(text);
  expect(odd, 'every simulation fights exactly one round').toBe(0);
  expect(binMisses(counts, expected, SIMS)).toEqual([]);
  const [stat, df] = chiSquare(counts, expected, SIMS);
  expect(stat).toBeLessThan(chiSquareLimit(df));
}

describe('one charging round against blows that cannot strike back (rules/wfb3.md §8 oracles)', () => {
  it('WS3 S3 charging WS3 T3 in light armour and shield (5+): 1/2 × 1/2 × 2/3 = 1/6', () => {
    const men = `profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, Int: 7, Cl: 7, WP: 7 }`;
    const target = TARGET;
    expectBinomial(scenario(men, target).replace('files: 8, position: { x: 36, y: 26', 'files: 8, armour: [light-armour, shield], position: { x: 36, y: 26'), 5, 1 / 6);
  });

  it('a WS4 lancer charging WS3 T3 in light armour and shield: hit 3+, wound 2+, the 5+ save at −1 fails 5/6 (no strength modifier): 25/54', () => {
    const lancer = `profile: { M: 4, WS: 4, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, Int: 7, Cl: 7, WP: 7 }, mount: { M: 8, WS: 3, S: 3, I: 3, A: 0 }, weapons: [lance]`;
    const text = scenario(lancer, TARGET, 'strengthSaveModifier: none').replace('files: 8, position: { x: 36, y: 26', 'files: 8, armour: [light-armour, shield], position: { x: 36, y: 26');
    expectBinomial(text, 5, 25 / 54);
  });

  it('the same lancer with the strength save modifier (S5, −2, and the lance −1): no save, 2/3 × 5/6 = 5/9', () => {
    const lancer = `profile: { M: 4, WS: 4, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, Int: 7, Cl: 7, WP: 7 }, mount: { M: 8, WS: 3, S: 3, I: 3, A: 0 }, weapons: [lance]`;
    const text = scenario(lancer, TARGET).replace('files: 8, position: { x: 36, y: 26', 'files: 8, armour: [light-armour, shield], position: { x: 36, y: 26');
    expectBinomial(text, 5, 5 / 9);
  });

  it('WS1 charging WS7, a "+5" cell less the charge: a 6 then 4+ (1/12), S4 against T1 (5/6), no armour: 5/72', () => {
    const weak = `profile: { M: 4, WS: 1, BS: 3, S: 4, T: 3, W: 1, I: 3, A: 2, Ld: 7, Int: 7, Cl: 7, WP: 7 }`;
    const target = '{ M: 4, WS: 7, BS: 3, S: 3, T: 1, W: 1, I: 3, A: 0, Ld: 10, Int: 7, Cl: 10, WP: 7 }';
    expectBinomial(scenario(weak, target), 10, 5 / 72);
  });

  it('under needAboveSix: impossible, the same blows never hit', () => {
    const weak = `profile: { M: 4, WS: 1, BS: 3, S: 4, T: 3, W: 1, I: 3, A: 2, Ld: 7, Int: 7, Cl: 7, WP: 7 }`;
    const target = '{ M: 4, WS: 7, BS: 3, S: 3, T: 1, W: 1, I: 3, A: 0, Ld: 10, Int: 7, Cl: 10, WP: 7 }';
    const { counts } = slainCounts(scenario(weak, target, 'needAboveSix: impossible'));
    expect(counts).toEqual([SIMS]);
  });
});

describe('pistols in hand-to-hand combat: fired once, in the first round, with WS (rules/wfb3.md §4.8)', () => {
  const gunner = (A: number, extra = '') => `profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: ${A}, Ld: 7, Int: 7, Cl: 7, WP: 7 }, weapons: [pistol]${extra}`;
  const armoured = (text: string) => text.replace('files: 8, position: { x: 36, y: 26', 'files: 8, armour: [heavy-armour, shield], position: { x: 36, y: 26');

  it('one attack each, fired as the pistol: 4+ charging, S4 wounds T3 on 3+, the 4+ save at −2 fails on 1-5: 1/2 × 2/3 × 5/6', () => {
    expectBinomial(armoured(scenario(gunner(1), TARGET)), 5, 5 / 18);
  });

  it('two attacks each: one the pistol shot (5/18), the other the hand weapon (S3, the 4+ save: 1/2 × 1/2 × 1/2)', () => {
    // Up to ten slain, more than the models in base contact: excess wounds carry for the count.
    expectDistribution(armoured(scenario(gunner(2), TARGET, 'excessWounds: carry')), convolve(binomial(5, 5 / 18), binomial(5, 1 / 8)));
  });

  it('as a second weapon (no shield): the hand weapon blow and an extra shot at −1 to hit (5+): 1/8 and 1/3 × 2/3 × 5/6', () => {
    const text = scenario(gunner(1), TARGET, 'excessWounds: carry').replace('tactics: { charge: nearest }', 'tactics: { charge: nearest, pistol: second-weapon }');
    expectDistribution(armoured(text), convolve(binomial(5, 1 / 8), binomial(5, 5 / 27)));
  });

  it('pistolStrength: user fires at the firer\'s S3 (wounds on 4+): 1/2 × 1/2 × 5/6', () => {
    expectBinomial(armoured(scenario(gunner(1), TARGET, 'pistolStrength: user')), 5, 5 / 24);
  });

  it('the pistol is a shot: under strengthSaveModifier: all its S4 takes a further −1, and the 4+ save is gone: 1/2 × 2/3', () => {
    expectBinomial(armoured(scenario(gunner(1), TARGET, 'strengthSaveModifier: all')), 5, 1 / 3);
  });
});
