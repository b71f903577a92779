// Orisons (rules/t9a_eow.md §7.2, R16; seed L3645): at the start of each of its turns a Kingdom
// of Equitaine army gives one friendly unit Aegis 5+, Lightning Reflexes or Dis 9 until the end of
// the next Player Turn. The dice below are scripted so that each test fails without the effect.
import { describe, expect, it } from 'vitest';
import { giveOrisons } from '../../../../src/systems/t9a-eow/kernel/army-rules.ts';
import { loseHP, wipedOut } from '../../../../src/systems/t9a-eow/kernel/casualties.ts';
import { breakTest } from '../../../../src/systems/t9a-eow/kernel/combat-result.ts';
import { unsaved } from '../../../../src/systems/t9a-eow/kernel/damage.ts';
import { bestDis } from '../../../../src/systems/t9a-eow/kernel/discipline.ts';
import { fightRound } from '../../../../src/systems/t9a-eow/kernel/melee.ts';
import { ORISON_AEGIS, ORISON_AUTO, ORISON_DISCIPLINE, ORISON_NEVER, ORISON_REFLEXES } from '../../../../src/systems/t9a-eow/plan.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { t9aCompile, t9aKernel, t9aText, unitOf } from './harness.ts';

const KOE = ['kingdom-of-equitaine', 'orcs-and-goblins'];
const text = (a: string[], b: string[], rules = 'game: advanced', armies = KOE) => t9aText(a, b, { rules, armies });
const kernelFor = (a: string[], b: string[], rules?: string, armies?: string[]) => t9aKernel(text(a, b, rules, armies));
const unit = unitOf;
/** Lowborn Levies 5x4: Dis 6, Aegis 6+, no Lightning Reflexes; engaged with the Orcs below. */
const levies = (tactics = '') => `{ id: levies, unit: lowborn-levies, position: { x: 24, y: 20 }${tactics ? `, tactics: { ${tactics} }` : ''} }`;
const ORCS_FACING = '{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 20, facing: 180 } }';
const ORCS_FAR = '{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 60, facing: 180 } }';
const KNIGHTS_FAR = '{ id: knights, unit: feudal-knights, position: { x: 6, y: 4 } }';

describe('who has Orisons (§7.2)', () => {
  it('a Kingdom of Equitaine army in an Advanced game; not its Patrol, not another army', () => {
    expect(Array.from(t9aCompile(text([levies()], [ORCS_FAR])).orisons)).toEqual([1, 0]);
    const patrol = t9aCompile(text(['{ id: k, unit: feudal-knights, position: { x: 24, y: 20 } }'], ['{ id: o, unit: iron-orcs, position: { x: 24, y: 60, facing: 180 } }'], 'game: basic'));
    expect(Array.from(patrol.orisons)).toEqual([0, 0]);
  });

  it('the `orisons` tactic: its choices, refused on a side without Orisons and on a character that joins a unit', () => {
    const plan = t9aCompile(
      text([levies('orisons: aegis'), '{ id: k, unit: feudal-knights, position: { x: 6, y: 4 }, tactics: { orisons: never } }', '{ id: a, unit: lowborn-archers, position: { x: 40, y: 4 } }'], [ORCS_FAR]),
    );
    expect([plan.orisonChoice[0], plan.orisonChoice[1], plan.orisonChoice[2]]).toEqual([ORISON_AEGIS, ORISON_NEVER, ORISON_AUTO]);
    expect(() => t9aCompile(text([levies()], ['{ id: o, unit: veteran-orcs, position: { x: 24, y: 60, facing: 180 }, tactics: { orisons: aegis } }']))).toThrow(
      /orisons: expected no `orisons:` \(Orisons are the Kingdom of Equitaine army's rule/,
    );
    expect(() =>
      t9aCompile(text(['{ id: k, unit: feudal-knights, position: { x: 24, y: 20 } }', '{ id: c, unit: castellan, option: on Warhorse, joins: k, tactics: { orisons: aegis } }'], [ORCS_FAR])),
    ).toThrow(/set it on the unit it joins/);
  });
});

describe('the three Orisons', () => {
  it('Dis 9 (R16): a Break test rolled 8 fails at the Levies\' Dis 6 and holds at Dis 9 (Steadfast: no −CR)', () => {
    for (const [tactic, verdict] of [
      ['orisons: never', /Lowborn Levies breaks \(8 vs 6, Steadfast\)/],
      ['orisons: discipline', /Lowborn Levies holds \(8 vs 9, Steadfast\)/],
    ] as const) {
      const k = kernelFor([levies(tactic)], [ORCS_FACING]);
      const lines: string[] = [];
      k.tracer = { line: (t: string) => lines.push(t) };
      giveOrisons(k, 0);
      const dice = new ScriptedRng().roll(4, 4);
      breakTest(k, dice.rng, unit(k, 'levies'), 1);
      expect(dice.unused).toBe(0);
      expect(lines.join('\n')).toMatch(verdict);
    }
  });

  it('Dis 9 is a best-of source: it lifts a lower Dis, the General\'s Commanding Presence included', () => {
    const k = kernelFor([levies(), '{ id: castellan, unit: castellan, general: true, position: { x: 24, y: 10 } }'], [ORCS_FAR]);
    const l = unit(k, 'levies');
    expect(bestDis(k, l)).toBe(8); // the Castellan's Commanding Presence
    k.orison[l] = ORISON_DISCIPLINE;
    expect(bestDis(k, l)).toBe(9);
    k.orison[l] = 0;
    // Dis 9 on the General is its Dis: friends in its range use it (the target gains Dis 9).
    k.orison[unit(k, 'castellan')] = ORISON_DISCIPLINE;
    expect(bestDis(k, l)).toBe(9);
  });

  it('Aegis 5+: a wound at AP 10 saved on a 5 with the Orison, not at the Levies\' own Aegis 6+', () => {
    for (const [tactic, hp] of [
      ['orisons: never', 1],
      ['orisons: aegis', 0],
    ] as const) {
      const k = kernelFor([levies(tactic)], [ORCS_FAR]);
      giveOrisons(k, 0);
      const dice = new ScriptedRng().roll(5);
      expect(unsaved(k, dice.rng, unit(k, 'levies'), 1, 10, 0, true, -1, 0)).toBe(hp);
      expect(dice.unused).toBe(0);
    }
  });

  it('Lightning Reflexes: +1 to hit in melee (Off 2 against Def 4: 4+, with the Orison 3+)', () => {
    for (const [tactic, need] of [
      ['orisons: never', '4+'],
      ['orisons: reflexes', '3+'],
    ] as const) {
      const k = kernelFor([levies(tactic)], [ORCS_FACING]);
      const lines: string[] = [];
      k.tracer = { line: (t: string) => lines.push(t) };
      giveOrisons(k, 0);
      fightRound(k, new ScriptedRng().thenAll(1).rng, unit(k, 'levies'));
      expect(lines.find((l) => l.startsWith('  Lowborn Levies: 5 attacks'))).toContain(`(${need})`);
    }
  });

  it('lasts until the end of the next Player Turn: through the enemy\'s turn, gone when its side gives the next one', () => {
    const k = kernelFor([levies('orisons: discipline'), '{ id: archers, unit: lowborn-archers, position: { x: 40, y: 4 }, tactics: { orisons: reflexes } }'], [ORCS_FACING]);
    const l = unit(k, 'levies');
    const a = unit(k, 'archers');
    giveOrisons(k, 0);
    expect(k.orison[l]).toBe(ORISON_DISCIPLINE);
    giveOrisons(k, 1); // the enemy's turn starts: the Orcs give nothing, the Orison stays
    expect(k.orison[l]).toBe(ORISON_DISCIPLINE);
    expect(bestDis(k, l)).toBe(9);
    // Its side's next turn: this time the Archers are picked, and the Levies' Orison has ended.
    k.plan.orisonChoice[l] = ORISON_NEVER;
    giveOrisons(k, 0);
    expect(k.orison[l]).toBe(0);
    expect(k.orison[a]).toBe(ORISON_REFLEXES);
    expect(bestDis(k, l)).toBe(6);
    const dice = new ScriptedRng().roll(4, 4);
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    breakTest(k, dice.rng, l, 1);
    expect(lines.join('\n')).toMatch(/Lowborn Levies breaks \(8 vs 6, Steadfast\)/);
  });

  it('goes to the unit, its character included; a character left alone keeps it (§8.1)', () => {
    const k = kernelFor(['{ id: knights, unit: feudal-knights, position: { x: 24, y: 20 }, tactics: { orisons: aegis } }', '{ id: c, unit: castellan, option: on Warhorse, joins: knights }'], [ORCS_FAR]);
    const kn = unit(k, 'knights');
    const c = unit(k, 'c');
    giveOrisons(k, 0);
    // The Castellan's own Aegis is 6+: a 5 saves it under the Orison.
    expect(unsaved(k, new ScriptedRng().roll(5).rng, c, 1, 10, 0, true, -1, 0)).toBe(0);
    loseHP(k, kn, 100);
    wipedOut(k, new ScriptedRng().rng, kn);
    expect(k.orison[c]).toBe(ORISON_AEGIS);
  });
});

describe('the default policy (tactic `orisons: auto`)', () => {
  it('Dis 9 to an engaged unit of Dis 7 or less', () => {
    const k = kernelFor([KNIGHTS_FAR, levies()], [ORCS_FACING]);
    giveOrisons(k, 0);
    expect(k.orison[unit(k, 'levies')]).toBe(ORISON_DISCIPLINE);
    expect(k.orison[unit(k, 'knights')]).toBe(0);
  });

  it('Lightning Reflexes to a unit that will declare a charge this turn; Aegis 5+ to one an enemy can reach', () => {
    const charge = kernelFor(['{ id: knights, unit: feudal-knights, position: { x: 24, y: 30 } }'], ['{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 42, facing: 180 } }']);
    giveOrisons(charge, 0);
    expect(charge.orison[unit(charge, 'knights')]).toBe(ORISON_REFLEXES);
    // Told never to charge, the Knights within the Orcs' reach (Adv 4 + 12") take Aegis 5+.
    const wait = kernelFor(['{ id: knights, unit: feudal-knights, position: { x: 24, y: 30 }, tactics: { charge: never } }'], ['{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 42, facing: 180 } }']);
    giveOrisons(wait, 0);
    expect(wait.orison[unit(wait, 'knights')]).toBe(ORISON_AEGIS);
  });

  it('Dis 9 to a fleeing unit, for its Rally test', () => {
    const k = kernelFor([KNIGHTS_FAR, '{ id: archers, unit: lowborn-archers, position: { x: 40, y: 30 } }'], [ORCS_FAR]);
    k.status[unit(k, 'archers')] = 2; // fleeing
    giveOrisons(k, 0);
    expect(k.orison[unit(k, 'archers')]).toBe(ORISON_DISCIPLINE);
  });
});
