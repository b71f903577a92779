/**
 * The readings rules/wfb3.md leaves open, each a rule flag that changes what it says it
 * changes, played through the whole turn: ranks counted before or after the round's
 * casualties (§4.9 c), the foot spear's first-round +1 (§4.8), a save past 2+ (§4.7), a
 * frenzied model without armour (§4.7), the WS table's diagonal (§4.4), frenzy against a "–"
 * (§4.6), and whose push-back costs a weapon its bonuses (§4.8).
 */
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { binMisses, binomial } from '../../../helpers/binomial.ts';
import { reset } from '../../../../src/systems/wfb3/kernel/deployment.ts';
import { initiativeOf } from '../../../../src/systems/wfb3/kernel/strike-order.ts';
import { Wfb3World } from '../../../../src/systems/wfb3/kernel/world.ts';
import { compileText, duel, leftSlot, MEN, playTraced, simulate, unitIndex } from '../harness.ts';

const BLOCK = `profile: ${MEN}, models: 20, files: 5, armour: [light-armour, shield], command: [standard]`;
/** A charges B from 6"; with `first` 'b', B's player turn comes first and the charge's round is the only one. */
const charge = (rules: string, a = BLOCK, b = BLOCK, first = 'a') =>
  compileText(duel({
    a: `${a}, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`,
    b: `${b}, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold }`,
    turns: 1,
    first,
    rules,
  }));
// The worked engagement's case 2 (§8): A 3 wounds, B 2.
// Then both standard bearers stand: a 5 on a D6 each, against 2 of 5 and 3 of 5 slain at the front (standards.ts).
const CASE_2 = () => new ScriptedRng().count(6, 6, 6, 1, 1).count(6, 6, 6).count(1, 1, 1).count(6, 6).count(6, 6).count(1, 1).roll(5, 5).thenAll(1);

describe('rule flags of rules/wfb3.md', () => {
  it('ranksAfterCasualties: false counts the ranks as the round began — 8 to 6 where the digest has 7 to 5', () => {
    expect(playTraced(charge(''), CASE_2()).lines).toContain('Result: a 7, b 5.');
    expect(playTraced(charge('ranksAfterCasualties: false'), CASE_2()).lines).toContain('Result: a 8, b 6.');
  });

  it("spearFirstRound: hit gives the foot spear's first-round +1 to hit (3+ with the charge) instead of to Initiative", () => {
    const spears = `${BLOCK.replace('armour: [light-armour, shield]', 'weapons: [spear], armour: [light-armour, shield]')}`;
    const line = (rules: string) => playTraced(charge(rules, spears), new ScriptedRng().thenAll(1)).lines.find((l) => l.startsWith('attackers ('));
    expect(line('')).toMatch(/needing 4\+/);
    expect(line('spearFirstRound: hit')).toMatch(/needing 3\+/);
  });

  it('saveNaturalOne: a 2+ save made better by a dagger (+1 to the roll) fails on a 1, or always saves', () => {
    const daggers = `profile: ${MEN}, models: 10, files: 5, weapons: [dagger]`;
    const knights = `profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 0, Ld: 10, Int: 7, Cl: 10, WP: 7 }, mount: { M: 8, WS: 3, S: 3, I: 3, A: 0 }, barding: true, models: 48, files: 8, armour: [heavy-armour, shield]`;
    const slain = (rules: string) => {
      const plan = charge(rules, daggers, knights, 'b');
      const b = unitIndex(plan, 'defenders');
      const counts: number[] = [];
      simulate(plan, 40_000, 3401, (out) => {
        const k = 48 - out[leftSlot(b)];
        while (counts.length <= k) counts.push(0);
        counts[k]++;
      });
      return counts;
    };
    // Hit 4+ with the charge, S2 (dagger −1) wounds T3 on 5+, the 2+ save fails on a 1: 1/2 × 1/3 × 1/6.
    expect(binMisses(slain(''), binomial(5, 1 / 36), 40_000)).toEqual([]);
    expect(slain('saveNaturalOne: saves')).toEqual([40_000]);
  });

  it('frenzySaveUnarmoured: six gives a frenzied model without armour a 6+ save', () => {
    const berserkers = `profile: ${MEN}, models: 20, files: 5, special: [frenzy]`;
    const dice = () =>
      new ScriptedRng()
        .roll(6, 6) // the frenzy test fails
        .count(1, 1, 1, 1, 1) // the berserkers miss
        .count(6, 6, 6, 6, 6).count(6, 6, 6, 6, 6) // five hits and five wounds back
        .count(6, 6, 6, 1, 1) // under 'six', the saves: three 6s
        .thenAll(1);
    expect(playTraced(charge('', berserkers), dice()).lines).toContain('defenders (5 models) strike attackers: 5 attacks needing 5+, 5 hits at S3, 5 wounds unsaved.');
    expect(playTraced(charge('frenzySaveUnarmoured: six', berserkers), dice()).lines).toContain('defenders (5 models) strike attackers: 5 attacks needing 5+, 5 hits at S3, 2 wounds unsaved.');
  });

  it('wsTable: fourth-edition strikes equal WS on 4+ where the printed table needs 5+ (the charge\'s +1 on top)', () => {
    const lines = (rules: string) => playTraced(charge(rules), new ScriptedRng().thenAll(1)).lines;
    const strikes = (rules: string) => lines(rules).filter((l) => / strike (attackers|defenders): /.test(l)).slice(0, 2);
    expect(strikes('')[0]).toMatch(/^attackers \(5 models\) strike defenders: 5 attacks needing 4\+/);
    expect(strikes('')[1]).toMatch(/strike attackers: \d+ attacks? needing 5\+/);
    expect(strikes('wsTable: fourth-edition')[0]).toMatch(/^attackers \(5 models\) strike defenders: 5 attacks needing 3\+/);
    expect(strikes('wsTable: fourth-edition')[1]).toMatch(/strike attackers: \d+ attacks? needing 4\+/);
  });

  it('woundOnDash: six lets frenzied S2 wound T6 (a "–") on a 6; impossible never', () => {
    const berserkers = `profile: { M: 4, WS: 3, BS: 3, S: 2, T: 3, W: 1, I: 3, A: 1, Ld: 7, Int: 7, Cl: 7, WP: 7 }, models: 20, files: 5, special: [frenzy]`;
    const giants = `profile: { M: 4, WS: 3, BS: 3, S: 3, T: 6, W: 1, I: 3, A: 1, Ld: 7, Int: 7, Cl: 7, WP: 7 }, models: 20, files: 5`;
    const dice = () =>
      new ScriptedRng()
        .roll(6, 6) // the frenzy test fails
        .count(6, 6, 6, 6, 6) // five hits (3+: the charge and frenzy)
        .count(6, 6, 6, 1, 1) // under 'six', three of them wound
        .thenAll(1);
    const line = (rules: string) => playTraced(charge(rules, berserkers, giants), dice()).lines.find((l) => l.startsWith('attackers ('));
    expect(line('')).toBe('attackers (5 models) strike defenders: 5 attacks needing 3+, 5 hits at S2, 0 wounds unsaved.');
    expect(line('woundOnDash: six')).toBe('attackers (5 models) strike defenders: 5 attacks needing 3+, 5 hits at S2, 3 wounds unsaved.');
  });

  it('pushedBackBonuses: the foot spear\'s +2 Initiative against mounted troops goes with the wielder\'s push-back, or with the enemy\'s', () => {
    const spears = `profile: ${MEN}, models: 20, files: 5, weapons: [spear]`;
    const knights = `profile: ${MEN}, mount: { M: 8, WS: 3, S: 3, I: 3, A: 1 }, models: 8, files: 4`;
    const engaged = (rules: string) => {
      const plan = compileText(duel({
        a: `${spears}, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: never, move: hold }`,
        b: `${knights}, position: { x: 36, y: 20, facing: 180 }, tactics: { charge: never, move: hold }`,
        rules: rules ? `${rules}, spearFirstRound: hit` : 'spearFirstRound: hit',
      }));
      const w = new Wfb3World(plan);
      reset(w);
      expect(w.eng.count, 'deployed base to base, engaged').toBe(1);
      w.eng.fresh[0] = 0;
      const a = unitIndex(plan, 'attackers');
      const b = unitIndex(plan, 'defenders');
      return (pushed: number) => {
        w.pushedBack[a] = pushed === a ? 1 : 0;
        w.pushedBack[b] = pushed === b ? 1 : 0;
        return initiativeOf(w, a, 0, 0);
      };
    };
    const wielder = engaged('');
    // Men I3, +2 against mounted troops unless the spearmen are pushed back.
    expect([wielder(-1), wielder(0), wielder(1)]).toEqual([5, 3, 5]);
    const enemy = engaged('pushedBackBonuses: enemy');
    expect([enemy(-1), enemy(0), enemy(1)]).toEqual([5, 5, 3]);
  });
});
