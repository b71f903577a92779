// Multi-games (rules/t9a_eow.md §8.5, §11.1 example 20; the book's appendix, seed L4455–4572):
// a side of several armies is a Coalition. A unit's own `army:` makes it an Ally's (another
// faction), its `contingent:` a Brethren army's (the same faction). Each army is a roster of
// its own; Allies share no General, Commanding Presence or Rally Around the Flag, cause no Panic
// in each other and ignore each other's army rules; one Flux card a Coalition, its dice split
// between its armies; the combat result is the Coalition's.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileT9a } from '../../../../src/systems/t9a-eow/compile.ts';
import { giveOrisons, undeadCrumble } from '../../../../src/systems/t9a-eow/kernel/army-rules.ts';
import { destroy, hpLeft } from '../../../../src/systems/t9a-eow/kernel/casualties.ts';
import { bestDis } from '../../../../src/systems/t9a-eow/kernel/discipline.ts';
import { shape } from '../../../../src/systems/t9a-eow/kernel/footprint.ts';
import { T9aKernel } from '../../../../src/systems/t9a-eow/kernel/kernel.ts';
import { spendDice, splitDice } from '../../../../src/systems/t9a-eow/kernel/magic-casting.ts';
import { fightRound } from '../../../../src/systems/t9a-eow/kernel/melee.ts';
import { panicNear } from '../../../../src/systems/t9a-eow/kernel/panic-and-flee.ts';
import { reset } from '../../../../src/systems/t9a-eow/kernel/set-up.ts';
import { loadFile, parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { unitOf } from './harness.ts';

const unit = unitOf;
const SCENARIO = 'scenarios/t9a-eow/multi-game-elves-vs-alliance.yaml';

/** A scenario with side a (army `a`, its units) against side b; `rules` the flags. */
function text(a: { army: string; points?: number; units: string[] }, b: { army: string; units: string[] }, rules = 'game: basic', width = 54): string {
  const side = (id: string, s: { army: string; points?: number; units: string[] }) =>
    `  - id: ${id}\n    army: ${s.army}\n${s.points ? `    points: ${s.points}\n` : ''}    units:\n${s.units.map((u) => `      - ${u}`).join('\n')}\n`;
  return `format: warsim/1\nsystem: t9a-eow\ntitle: test\nbattlefield: { width: ${width}, depth: 48 }\nrules: { ${rules} }\nsides:\n${side('a', a)}${side('b', b)}`;
}
const compile = (t: string) => compileT9a(parseText(t).runs[0]);
function kernelFor(t: string): any {
  const k = new T9aKernel(compile(t)) as any;
  reset(k);
  k.turn = 1;
  return k;
}
function traced(k: any): string[] {
  const lines: string[] = [];
  k.tracer = { line: (t: string) => lines.push(t) };
  return lines;
}
const FOE = { army: 'empire-of-sonnstahl', units: ['{ id: foe, unit: imperial-guard, position: { x: 27, y: 44, facing: 180 } }'] };

describe('example 20: a 1600-point Multi-game, two 800-point rosters a Coalition (L4477)', () => {
  it('the scenario of the book\'s example compiles: Brethren Highborn Elves against Saurian and Orc Allies', () => {
    const plan = compileT9a(loadFile(SCENARIO).runs[0]);
    expect(plan.armies).toBe(4);
    expect(plan.armyLabels).toEqual(['elves/highborn-elves', 'elves/pearl', 'alliance/saurian-ancients', 'alliance/orcs-and-goblins']);
    // The two Highborn armies are one faction (Brethren); the Saurians and the Orcs two (Allies).
    const f = (id: string) => plan.faction[plan.unitIds.indexOf(id)];
    expect(f('spears')).toBe(f('pearl-spears'));
    expect(f('tegus')).not.toBe(f('orcs'));
    expect(plan.gameSize).toBe(1600);
  });

  // The Orcs and Goblins roster of the scenario, with Veteran Orcs 5x4 (+75): 825 pts.
  const orcs = (option: string) => [
    `{ id: shaman, unit: orc-shaman, army: orcs-and-goblins, general: true, position: { x: 33, y: 42, facing: 180 } }`,
    `{ id: orcs, unit: veteran-orcs, army: orcs-and-goblins, option: ${option}, position: { x: 33, y: 38, facing: 180 } }`,
    `{ id: goblins, unit: goblin-rabble, army: orcs-and-goblins, option: 5x4, position: { x: 40, y: 38, facing: 180 } }`,
    `{ id: marauders, unit: feral-orc-marauders, army: orcs-and-goblins, option: 5x1, position: { x: 46.5, y: 38, facing: 180 } }`,
  ];
  const saurians = [
    '{ id: veteran, unit: skink-veteran, general: true, position: { x: 20, y: 42, facing: 180 } }',
    '{ id: tegus, unit: tegu-warriors, option: 6x3, position: { x: 6, y: 38, facing: 180 } }',
    '{ id: skinks, unit: skink-hunters, option: 6x2, position: { x: 13, y: 38, facing: 180 } }',
    '{ id: caimans, unit: caiman-warriors, option: 3x1, position: { x: 26, y: 38, facing: 180 } }',
  ];
  const elves = { army: 'highborn-elves', units: ['{ id: spears, unit: citizen-spearmen, option: 5x4, position: { x: 27, y: 8 } }'] };

  it('each roster is held to an even share of the Coalition\'s points: 800 of 1600', () => {
    expect(() => compile(text({ army: 'saurian-ancients', points: 1600, units: [...saurians, ...orcs('5x3')] }, elves, 'game: advanced'))).not.toThrow();
    expect(() => compile(text({ army: 'saurian-ancients', points: 1600, units: [...saurians, ...orcs('5x4')] }, elves, 'game: advanced'))).toThrow(
      /at most 800 pts \(army a\/orcs-and-goblins, an even share of the Coalition's points, §8\.5\), found 825 pts/,
    );
  });

  it('each roster has its own General; two in one roster are refused', () => {
    const noGeneral = orcs('5x3').map((u) => u.replace(', general: true', ''));
    expect(() => compile(text({ army: 'saurian-ancients', points: 1600, units: [...saurians, ...noGeneral] }, elves, 'game: advanced'))).toThrow(/exactly one General in an army .*a\/orcs-and-goblins/);
  });
});

describe('example 20: Allies do not panic each other (L4497)', () => {
  // A Basic game: the side's Beast Herds Patrol units and a Dread Elves Ally's unit, all within
  // 6" of the Mongrel Herd that is destroyed.
  const t = text(
    {
      army: 'beast-herds',
      units: [
        '{ id: mongrels, unit: mongrel-herd, position: { x: 20, y: 20 } }',
        '{ id: wildhorns, unit: wildhorn-herd, position: { x: 12, y: 20 } }',
        '{ id: silexians, unit: silexian-auxiliaries, army: dread-elves, position: { x: 28, y: 20 } }',
      ],
    },
    FOE,
  );

  it('a Beast Herds unit destroyed: the Beast Herds unit beside it tests, the Dread Elf Ally does not', () => {
    const k = kernelFor(t);
    const lines = traced(k);
    const s = new ScriptedRng().roll(1, 1); // one Panic test: 2, passed
    destroy(k, unit(k, 'mongrels'));
    panicNear(k, s.rng, unit(k, 'mongrels'));
    expect(s.unused).toBe(0);
    expect(lines.some((l) => /^Wildhorn Herd passes a Panic test/.test(l))).toBe(true);
    expect(lines.some((l) => /Silexian Auxiliaries .*Panic/.test(l))).toBe(false);
  });

  it('in one army (the Dread Elves taken away), the same loss panics every friend within 6"', () => {
    const one = t.replace(', army: dread-elves', '').replace('silexian-auxiliaries', 'minotaurs');
    const k = kernelFor(one);
    const s = new ScriptedRng().roll(1, 1, 1, 1);
    destroy(k, unit(k, 'mongrels'));
    panicNear(k, s.rng, unit(k, 'mongrels'));
    expect(s.unused).toBe(0); // two tests
  });
});

describe('example 20: the combat result is the Coalition\'s: two allied chargers give +1 (L4561)', () => {
  it('a Beast Herds and a Dread Elf unit charge the Iron Orcs\' front together: +1 for charging, once', () => {
    // Iron Orcs 6x2 (25 mm) facing down the table, their front x 21.05–26.95 at y = 40; the
    // Mongrel Herd (3 ranks: +2) and the Dread Knights (1 rank) flush against it, side by side.
    const k = kernelFor(
      text(
        {
          army: 'beast-herds',
          units: ['{ id: mongrels, unit: mongrel-herd, position: { x: 21.5, y: 40 } }', '{ id: knights, unit: dread-knights, army: dread-elves, position: { x: 25.5, y: 40 } }'],
        },
        { army: 'orcs-and-goblins', units: ['{ id: orcs, unit: iron-orcs, position: { x: 24, y: 40, facing: 180 } }'] },
      ),
    );
    expect(k.eng.count).toBe(2);
    for (let e = 0; e < k.eng.count; e++) {
      k.eng.charge[e] = 1;
      k.charged[k.eng.a[e]] = 1;
    }
    const lines = traced(k);
    fightRound(k, new ScriptedRng().thenAll(1).rng, unit(k, 'orcs'));
    // Nothing lost (every die a 1); a: ranks +2, charge +1 (not +2); b: ranks +1.
    expect(lines.find((l) => l.startsWith('Combat result'))).toBe('Combat result a 3 – b 1.');
  });
});

describe('Discipline in a Coalition (§8.5): no General or Commanding Presence from Allies; Brethren share them', () => {
  // Basic: the Beast Herds Soothsayer (General, Dis 8) and the Dread Elves Warlock Outcast
  // (General of its army, Dis 8), each within 12" of a Mongrel Herd (Dis 6) of the other.
  const t = text(
    {
      army: 'beast-herds',
      units: [
        '{ id: soothsayer, unit: soothsayer, position: { x: 30, y: 14 } }',
        '{ id: bh-mongrels, unit: mongrel-herd, position: { x: 30, y: 20 } }',
        '{ id: warlock, unit: warlock-outcast, army: dread-elves, position: { x: 10, y: 14 } }',
        '{ id: de-mongrels, unit: mongrel-herd, contingent: second, position: { x: 10, y: 20 } }',
      ],
    },
    FOE,
  );

  it('a Mongrel Herd near its own General tests on Dis 8; near an Ally\'s General on its own Dis 6', () => {
    const k = kernelFor(t);
    expect(bestDis(k, unit(k, 'bh-mongrels'))).toBe(8);
    // The second Mongrel Herd is a second Beast Herds army's (Brethren), standing beside the
    // Dread Elf General only: no help from it.
    expect(bestDis(k, unit(k, 'de-mongrels'))).toBe(6);
    // Beside the first army's Soothsayer it would be helped: Brethren are fully friendly.
    k.fp.x[unit(k, 'de-mongrels')] = 36;
    shape(k, unit(k, 'de-mongrels'));
    expect(bestDis(k, unit(k, 'de-mongrels'))).toBe(8);
  });

  it('each army keeps its own General (two Patrols, two printed Generals); two in one army are refused', () => {
    expect(() => compile(t)).not.toThrow();
    expect(() => compile(t.replace(', army: dread-elves', '').replace('warlock-outcast', 'soothsayer'))).toThrow(/one General per army \(§8\.5: army a\/beast-herds\), found 2 Generals/);
  });
});

describe('magic in a Coalition (§8.5)', () => {
  const t = text(
    {
      army: 'beast-herds',
      units: ['{ id: soothsayer, unit: soothsayer, position: { x: 30, y: 14 } }', '{ id: warlock, unit: warlock-outcast, army: dread-elves, position: { x: 10, y: 14 } }'],
    },
    FOE,
  );

  it('the dice split evenly between the armies; the odd die goes to either at random (½ each)', () => {
    const k = kernelFor(t);
    const lines = traced(k);
    k.dice[0] = 9;
    splitDice(k, new ScriptedRng().roll(1).rng, 0); // the odd die: a 1 → the first army
    expect(Array.from(k.armyDice.subarray(0, 2))).toEqual([5, 4]);
    expect(lines).toEqual(['Magic dice of a split: a/beast-herds 5, a/dread-elves 4.']);
    k.tracer = null;
    const rng = new Rng(20, 0);
    const n = 4000;
    let first = 0;
    for (let i = 0; i < n; i++) {
      k.dice[0] = 7;
      splitDice(k, rng, 0);
      expect(k.armyDice[0] + k.armyDice[1]).toBe(7);
      if (k.armyDice[0] === 4) first++;
    }
    expect(Math.abs(first / n - 0.5)).toBeLessThan(4 * Math.sqrt(0.25 / n));
    // A side of one army keeps its dice and rolls nothing.
    k.dice[1] = 5;
    const none = new ScriptedRng();
    splitDice(k, none.rng, 1);
    expect(k.armyDice[2]).toBe(5);
  });

  it('a caster spends its own army\'s dice first; its partners share what it lacks', () => {
    const k = kernelFor(t);
    k.dice[0] = 9;
    splitDice(k, new ScriptedRng().roll(6).rng, 0); // the odd die to the second army: 4 / 5
    expect(Array.from(k.armyDice.subarray(0, 2))).toEqual([4, 5]);
    spendDice(k, 0, 0, 3);
    expect(Array.from(k.armyDice.subarray(0, 2))).toEqual([1, 5]);
    spendDice(k, 0, 0, 3);
    expect(Array.from(k.armyDice.subarray(0, 2))).toEqual([0, 3]);
    expect(k.dice[0]).toBe(3);
  });

  it('Paths are unique within an army, not a Coalition: two Brethren Soothsayers may both take Druidism', () => {
    const bh = (contingent: string) => [
      `{ id: s1, unit: soothsayer, general: true, position: { x: 10, y: 6 } }`,
      `{ id: m1, unit: mongrel-herd, option: 6x5, position: { x: 10, y: 12 } }`,
      `{ id: s2, unit: soothsayer, ${contingent}position: { x: 30, y: 6 } }`,
      `{ id: m2, unit: mongrel-herd, option: 6x5, ${contingent}position: { x: 30, y: 12 } }`,
    ];
    const general2 = (u: string[]) => u.map((x) => (x.includes('id: s2') ? x.replace('soothsayer, ', 'soothsayer, general: true, ') : x));
    expect(() => compile(text({ army: 'beast-herds', units: general2(bh('contingent: herd2, ')) }, FOE, 'game: advanced'))).not.toThrow();
    expect(() => compile(text({ army: 'beast-herds', units: bh('') }, FOE, 'game: advanced'))).toThrow(/a Path no other wizard of the army has/);
  });
});

describe('each army its own General (§8.5): Undead crumble for their own (§7.1)', () => {
  it('two Undying Dynasties armies: when one army\'s General dies, only that army\'s Undead units test', () => {
    const k = kernelFor(
      text(
        {
          army: 'undying-dynasties',
          units: [
            '{ id: nomarch, unit: nomarch, general: true, position: { x: 30, y: 6 } }',
            '{ id: guard, unit: necropolis-guard, position: { x: 12, y: 10 } }',
            '{ id: nomarch2, unit: nomarch, contingent: second, general: true, position: { x: 45, y: 40 } }',
            '{ id: guard2, unit: necropolis-guard, contingent: second, position: { x: 45, y: 30 } }',
          ],
        },
        FOE,
        'game: advanced',
      ),
    );
    const [g, g2] = [unit(k, 'guard'), unit(k, 'guard2')];
    const [hp, hp2] = [hpLeft(k, g), hpLeft(k, g2)];
    destroy(k, unit(k, 'nomarch'));
    // One test, the first army's Guard (Dis 8): 6 + 5 = 11 fails by 3.
    const s = new ScriptedRng().roll(6, 5);
    undeadCrumble(k, s.rng);
    expect(s.unused).toBe(0);
    expect(hpLeft(k, g)).toBe(hp - 3);
    expect(hpLeft(k, g2)).toBe(hp2);
  });
});

describe('what the loader refuses in a Coalition (§8.5)', () => {
  it('a character joining an Ally\'s unit (Advanced: models cannot join units of an Ally)', () => {
    const t = text(
      {
        army: 'beast-herds',
        units: [
          '{ id: chief, unit: beast-chieftain, general: true, position: { x: 30, y: 6 } }',
          '{ id: militants, unit: temple-militants, army: dread-elves, position: { x: 10, y: 14 } }',
          '{ id: officer, unit: silexian-officer, army: dread-elves, general: true, joins: militants }',
          '{ id: outcast, unit: warlock-outcast, army: dread-elves, position: { x: 20, y: 6 } }',
        ],
      },
      FOE,
      'game: advanced',
    );
    expect(() => compile(t)).not.toThrow();
    const bad = t.replace('{ id: officer, unit: silexian-officer, army: dread-elves, general: true, joins: militants }', '{ id: officer, unit: beast-chieftain, joins: militants }');
    expect(() => compile(bad)).toThrow(/a unit of the character's own faction \(§8\.5: models cannot join units of an Ally\)/);
  });

  it('two Kingdom of Equitaine armies in one Coalition (each would give its own Orisons)', () => {
    const koe = (c: string) => `{ id: k${c}, unit: feudal-knights, contingent: c${c}, position: { x: ${10 * Number(c)}, y: 10 } }`;
    expect(() => compile(text({ army: 'kingdom-of-equitaine', units: [koe('1'), koe('2')] }, FOE, 'game: advanced'))).toThrow(/at most one Kingdom of Equitaine army in a Coalition/);
  });

  it('Orisons go to Kingdom of Equitaine units only, not to an Ally', () => {
    const t = text(
      {
        army: 'kingdom-of-equitaine',
        units: ['{ id: knights, unit: feudal-knights, position: { x: 10, y: 10 } }', '{ id: orcs, unit: veteran-orcs, army: orcs-and-goblins, position: { x: 30, y: 30 } }'],
      },
      FOE,
      'game: advanced',
    );
    const k = kernelFor(t);
    giveOrisons(k, 0);
    expect(k.orison[unit(k, 'orcs')]).toBe(0);
    expect(k.orison[unit(k, 'knights')]).not.toBe(0);
    expect(() => compile(t.replace('army: orcs-and-goblins,', 'army: orcs-and-goblins, tactics: { orisons: aegis },'))).toThrow(/no `orisons:` on an Ally/);
  });
});
