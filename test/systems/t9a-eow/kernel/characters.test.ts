// Characters joining units (rules/t9a_eow.md §8.1, example 18): the character replaces a
// front-rank model, keeps its own HP pool, fights from the front rank, can be struck only by
// the enemy facing it, lends its Dis, and fights on alone if its unit is wiped out.
import { describe, expect, it } from 'vitest';
import { compileT9a } from '../../../../src/systems/t9a-eow/compile.ts';
import { charDied, hpLeft, loseHP } from '../../../../src/systems/t9a-eow/kernel/casualties.ts';
import { riderTouches } from '../../../../src/systems/t9a-eow/kernel/characters.ts';
import { resolveCombat } from '../../../../src/systems/t9a-eow/kernel/combat-result.ts';
import { woundsOn } from '../../../../src/systems/t9a-eow/kernel/damage.ts';
import { bestDis } from '../../../../src/systems/t9a-eow/kernel/discipline.ts';
import { gather } from '../../../../src/systems/t9a-eow/kernel/engagements.ts';
import { faceMid } from '../../../../src/systems/t9a-eow/kernel/faces.ts';
import { frontRank } from '../../../../src/systems/t9a-eow/kernel/formation.ts';
import { castSlot } from '../../../../src/systems/t9a-eow/kernel/magic-casting.ts';
import { fightRound } from '../../../../src/systems/t9a-eow/kernel/melee.ts';
import { huntLed, will } from '../../../../src/systems/t9a-eow/kernel/model-rules.ts';
import { moveUnit } from '../../../../src/systems/t9a-eow/kernel/movement.ts';
import { aimAt, shoot, shootingPhase } from '../../../../src/systems/t9a-eow/kernel/shooting.ts';
import { present } from '../../../../src/systems/t9a-eow/kernel/units.ts';
import { parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { t9aKernel, t9aText, unitOf } from './harness.ts';

const text = (a: string[], b: string[], rules = 'game: advanced', armies = ['empire-of-sonnstahl', 'orcs-and-goblins']) => t9aText(a, b, { rules, armies });
const kernelFor = (a: string[], b: string[], rules?: string, armies?: string[]) => t9aKernel(text(a, b, rules, armies));
const unit = unitOf;
const HANDGUNNERS = '{ id: guns, unit: handgunners, position: { x: 24, y: 20 } }';
const WIZARD = '{ id: wizard, unit: wizard, joins: guns, general: true }';
const ORCS_FACING = '{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 20, facing: 180 } }';

describe('joining (§8.1)', () => {
  it('example 18: 10 Handgunners + a Wizard → 9 Handgunners and the Wizard; when it dies the unit goes on with 9', () => {
    const k = kernelFor([HANDGUNNERS, WIZARD], ['{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 60, facing: 180 } }']);
    const g = unit(k, 'guns');
    const w = unit(k, 'wizard');
    expect(k.models[g]).toBe(9);
    expect(frontRank(k, g)).toBe(5); // the Wizard stands in the front rank
    expect(k.rider[g]).toBe(w);
    loseHP(k, w, 3);
    charDied(k, w);
    expect(k.rider[g]).toBe(-1);
    expect(k.models[g]).toBe(9);
    expect(frontRank(k, g)).toBe(5);
    expect(k.status[w]).toBe(3);
  });

  it('the unit tests on the highest Dis present (a Silexian Officer, Dis 10, in Silexian Spears, Dis 8)', () => {
    const k = kernelFor(
      ['{ id: spears, unit: silexian-spears, position: { x: 24, y: 20 } }', '{ id: officer, unit: silexian-officer, joins: spears }'],
      [ORCS_FACING.replace('y: 20', 'y: 60')],
      'game: advanced',
      ['dread-elves', 'orcs-and-goblins'],
    );
    expect(bestDis(k, unit(k, 'spears'))).toBe(10);
  });

  it('the character strikes from the front rank in one model\'s place, and the enemy model facing it strikes it', () => {
    const k = kernelFor([HANDGUNNERS, WIZARD], [ORCS_FACING]);
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    fightRound(k, new ScriptedRng().thenAll(1).rng, unit(k, 'guns'));
    expect(lines).toContain('  Handgunners: 4 attacks (4+), 0 hits, 0 wounds, 0 HP on Veteran Orcs.');
    expect(lines).toContain('  Wizard: 1 attack (4+), 0 hits, 0 wounds, 0 HP on Veteran Orcs.');
    expect(lines.some((l) => /Veteran Orcs: 1 attack \(\d\+\), 0 hits, 0 wounds, 0 HP on Wizard\./.test(l))).toBe(true);
    expect(lines.some((l) => /Veteran Orcs: 4 attacks \(\d\+\).* on Handgunners\./.test(l))).toBe(true);
  });

  it('shooting hits the rank and file; a character left alone fights on as the unit (no Panic)', () => {
    const k = kernelFor([HANDGUNNERS, WIZARD], ['{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 60, facing: 180 } }']);
    const g = unit(k, 'guns');
    const w = unit(k, 'wizard');
    k.attacker = -1;
    woundsOn(k, new ScriptedRng().rng, g, 20, 10, 0, false, -1); // AP 10: no saves
    expect(k.models[w]).toBe(1);
    expect(k.status[g]).toBe(3);
    expect(k.status[w]).toBe(0); // on the table in its own right
    expect(k.body[w]).toBe(w);
    expect(present(k, w)).toBe(true);
  });

  it('refuses a join the book does not allow', () => {
    const bad = (a: string[], rules?: string) => () => compileT9a(parseText(text(a, [ORCS_FACING.replace('y: 20', 'y: 60')], rules)).runs[0]);
    expect(bad([HANDGUNNERS, '{ id: w, unit: wizard, option: on Pegasus, joins: guns }'])).toThrow(/base size/);
    const twice = () =>
      compileT9a(
        parseText(
          text(
            ['{ id: spears, unit: silexian-spears, position: { x: 24, y: 20 } }', '{ id: o, unit: silexian-officer, joins: spears }', '{ id: w, unit: warlock-outcast, joins: spears }'],
            [ORCS_FACING.replace('y: 20', 'y: 60')],
            'game: advanced',
            ['dread-elves', 'orcs-and-goblins'],
          ),
        ).runs[0],
      );
    expect(twice).toThrow(/one a unit/);
    expect(bad([HANDGUNNERS, '{ id: w, unit: wizard, joins: guns, position: { x: 1, y: 1 } }'])).toThrow(/no position/);
    expect(bad(['{ id: guard, unit: imperial-guard, position: { x: 24, y: 20 } }', '{ id: guard2, unit: handgunners, joins: guard }'])).toThrow(/a character/);
    expect(bad([HANDGUNNERS, WIZARD], 'game: basic')).toThrow();
  });
});

describe('a joined character\'s shooting (§8.1)', () => {
  it('a Goblin Demagogue with a Bow in a unit of Goblin Rabble shoots with its own Bow alongside it', () => {
    const k = kernelFor(
      ['{ id: rabble, unit: goblin-rabble, position: { x: 24, y: 20 } }', '{ id: boss, unit: goblin-demagogue, joins: rabble }'],
      ['{ id: guard, unit: imperial-guard, position: { x: 24, y: 36, facing: 180 } }'],
      'game: advanced',
      ['orcs-and-goblins', 'empire-of-sonnstahl'],
    );
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    shootingPhase(k, new ScriptedRng().thenAll(1).rng, 0);
    expect(lines.some((l) => l.startsWith('Goblin Rabble shoots Imperial Guard'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Goblin Demagogue shoots Imperial Guard'))).toBe(true);
  });
});

describe('War Platforms (§7.1)', () => {
  const orcs = '{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 20, facing: 180 } }';
  it('a Thane on Shield Bearers (40×20) must join a unit, takes two front places, and fights in them', () => {
    const lone = () => kernelFor(['{ id: thane, unit: thane, option: on Shield Bearers, position: { x: 24, y: 10 } }'], [orcs], 'game: advanced', ['dwarven-holds', 'orcs-and-goblins']);
    expect(lone).toThrow(/must join a unit/);
    const k = kernelFor(
      ['{ id: warriors, unit: clan-warriors, option: 5x3, position: { x: 24, y: 20 } }', '{ id: thane, unit: thane, option: on Shield Bearers, joins: warriors }'],
      [orcs],
      'game: advanced',
      ['dwarven-holds', 'orcs-and-goblins'],
    );
    const w = unit(k, 'warriors');
    expect(k.models[w]).toBe(13);
    expect(frontRank(k, w)).toBe(5);
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    fightRound(k, new ScriptedRng().thenAll(1).rng, w);
    expect(lines.some((l) => /Clan Warriors: 3 attacks/.test(l))).toBe(true);
    expect(lines.some((l) => /Thane: 3 attacks/.test(l))).toBe(true);
  });

  it('an Anurarch joins the Tegu Warriors its rule names, and Guarded keeps it in the second rank while the front is full', () => {
    const saurians = (joins: string) =>
      kernelFor(
        [
          '{ id: tegu, unit: tegu-warriors, option: 4x3, position: { x: 24, y: 20 } }',
          '{ id: skinks, unit: skink-hunters, position: { x: 10, y: 10 } }',
          `{ id: toad, unit: anurarch-archmage, joins: ${joins} }`,
        ],
        [orcs],
        'game: advanced',
        ['saurian-ancients', 'orcs-and-goblins'],
      );
    expect(() => saurians('skinks')).toThrow(/Tegu Warriors/);
    const k = saurians('tegu');
    const t = unit(k, 'tegu');
    expect(k.models[t]).toBe(12 - 4); // a 50×50 base in a unit on 25×25
    const lines: string[] = [];
    k.tracer = { line: (x: string) => lines.push(x) };
    fightRound(k, new ScriptedRng().thenAll(1).rng, t);
    expect(lines.filter((l) => /Anurarch/.test(l))).toEqual([]);
    expect(lines.some((l) => /Tegu Warriors: 8 attacks/.test(l))).toBe(true); // four in front, Att 2
  });
});

describe('swapping places (§8.1)', () => {
  // Ten Handgunners in one rank with a Wizard at the centre; Veteran Orcs (5 × 25 mm) touch
  // them off centre, so the Wizard's place does not face them.
  const line = (swap = '') => {
    const k = kernelFor(
      ['{ id: guns, unit: handgunners, models: 10, files: 10, position: { x: 24, y: 20 } }', `{ id: wizard, unit: wizard, joins: guns${swap} }`],
      [ORCS_FACING],
    );
    const g = unit(k, 'guns');
    expect(k.status[g]).toBe(1); // engaged where they stand
    for (const off of [3, -3]) {
      standOff(k, off);
      if (!riderTouches(k, g, 0)) return k;
    }
    throw new Error('no offset leaves the Wizard out of contact');
  };
  // The Handgunners (the engagement's a) stand `off` along their right from the middle of
  // the Orcs' front (place()); the engagement records it.
  const standOff = (k: any, off: number) => {
    const g = unit(k, 'guns');
    k.eng.offset[0] = off;
    faceMid(k, unit(k, 'orcs'), 0);
    k.fp.x[g] = k.gx - k.fp.cos[g] * off;
    k.fp.y[g] = k.gy + k.fp.sin[g] * off;
  };
  const fight = (k: any, active: number) => {
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    k.activeSide = active;
    fightRound(k, new ScriptedRng().thenAll(1).rng, unit(k, 'guns'));
    return lines;
  };

  it('the Wizard stands at the centre of the front rank; out of contact it neither strikes nor is struck', () => {
    const k = line();
    expect(k.riderFile[unit(k, 'guns')]).toBe(4); // (10 − 1) / 2, rounded down
    const lines = fight(k, 1); // the Orcs' Melee phase: only the Active player's characters swap
    expect(lines.some((l) => /swaps places/.test(l))).toBe(false);
    expect(lines.some((l) => /^ {2}Wizard: \d+ attacks?/.test(l))).toBe(false);
    expect(lines.some((l) => /Veteran Orcs: .* HP on Wizard\./.test(l))).toBe(false);
    expect(lines.some((l) => /Veteran Orcs: .* HP on Handgunners\./.test(l))).toBe(true);
  });

  it('in its own side\'s Melee phase it swaps into the nearest place touching the enemy and fights', () => {
    const k = line();
    const lines = fight(k, 0);
    expect(lines).toContain('Wizard swaps places into contact.');
    expect(riderTouches(k, unit(k, 'guns'), 0)).toBe(true);
    expect(Math.abs(k.riderFile[unit(k, 'guns')] - 4)).toBeLessThanOrEqual(2);
    expect(lines.some((l) => /Wizard: \d+ attacks?/.test(l))).toBe(true);
    expect(lines.some((l) => /Veteran Orcs: .* HP on Wizard\./.test(l))).toBe(true);
  });

  it('swap: avoid keeps it at an end of the front rank and out of the fight', () => {
    const k = line(', tactics: { swap: avoid }');
    expect(k.riderFile[unit(k, 'guns')]).toBe(0);
    if (riderTouches(k, unit(k, 'guns'), 0)) standOff(k, -k.eng.offset[0]);
    const lines = fight(k, 0);
    expect(lines.some((l) => /swaps places/.test(l))).toBe(false);
    expect(lines.some((l) => /Wizard: \d+ attacks?/.test(l))).toBe(false);
    expect(() => kernelFor([HANDGUNNERS, '{ id: w, unit: wizard, position: { x: 10, y: 10 }, tactics: { swap: avoid } }'], [ORCS_FACING])).toThrow(/only a character that joins a unit/);
  });
});

describe('Hunt Leader: a Towering War Platform (§7.1, §7.2)', () => {
  const hunt = (option: string, shoot = '') =>
    kernelFor(
      ['{ id: raptors, unit: raptor-pack, option: 5x2, position: { x: 24, y: 20 } }', `{ id: carnosaur, unit: carnosaur, option: ${option}, joins: raptors }`],
      [`{ id: guns, unit: handgunners, position: { x: 24, y: 38, facing: 180 }${shoot} }`],
      'game: advanced',
      ['saurian-ancients', 'empire-of-sonnstahl'],
    );

  it('the Carnosaur joins a Raptor Pack only as a Hunt Leader and takes four places', () => {
    expect(() => hunt('Single')).toThrow(/a character or a War Platform joining a unit/);
    const k = hunt('Hunt Leader');
    const r = unit(k, 'raptors');
    const c = unit(k, 'carnosaur');
    expect(k.rider[r]).toBe(c);
    expect(k.models[r]).toBe(10 - 4); // a 50×100 base in a unit on 25×50
    expect(k.plan.frontPlaces[c]).toBe(2);
    expect(huntLed(k, r)).toBe(true); // Fearless and Support while the Carnosaur is in the Pack
    expect(k.plan.ownTarget[c]).toBe(1);
    expect(k.plan.points[c]).toBe(300);
  });

  it('shooters aim at the Raptors, where a hit removes more points, unless their tactic names the Carnosaur', () => {
    const shots = (k: any) => {
      const lines: string[] = [];
      k.tracer = { line: (t: string) => lines.push(t) };
      // Ten shots hit and wound on 6s; the armour rolls are 1s.
      shoot(k, new ScriptedRng().roll(...new Array(20).fill(6)).thenAll(1).rng, unit(k, 'guns'), unit(k, 'raptors'));
      return lines.find((l) => / shoots /.test(l));
    };
    // Handgun Str 4, AP 2: Raptors (Res 4, Arm 2) 3/6 × 6/6 at 200/6 points an HP against the
    // Carnosaur (Res 5, Arm 4) 2/6 × 4/6 at 300/5.
    expect(shots(hunt('Hunt Leader'))).toMatch(/Handgunners shoots Raptor Pack/);
    const k = hunt('Hunt Leader', ', tactics: { shoot: carnosaur }');
    const before = hpLeft(k, unit(k, 'carnosaur'));
    expect(shots(k)).toMatch(/Handgunners shoots Carnosaur/);
    expect(before).toBe(5);
    expect(k.status[unit(k, 'carnosaur')]).toBe(3); // slain
    expect(k.models[unit(k, 'raptors')]).toBe(6);
  });

  it('a hit that wounds both on 2+ and ignores armour goes where it removes more points: the Carnosaur', () => {
    const k = hunt('Hunt Leader');
    expect(aimAt(k, unit(k, 'guns'), unit(k, 'raptors'), 10, 10)).toBe(unit(k, 'carnosaur'));
    expect(aimAt(k, unit(k, 'guns'), unit(k, 'raptors'), 4, 2)).toBe(unit(k, 'raptors'));
  });

  it('the Pack is Fearless and has Support only while the Carnosaur lives; it must fill a 2-rank footprint', () => {
    const k = hunt('Hunt Leader');
    const r = unit(k, 'raptors');
    expect(huntLed(k, r)).toBe(true);
    expect(k.plan.rule.fearless[r]).toBe(0); // not the Raptors' own rule
    charDied(k, unit(k, 'carnosaur'));
    expect(huntLed(k, r)).toBe(false);
    const oneRank = () =>
      kernelFor(
        ['{ id: raptors, unit: raptor-pack, option: 5x1, position: { x: 24, y: 20 } }', '{ id: carnosaur, unit: carnosaur, option: Hunt Leader, joins: raptors }'],
        ['{ id: guns, unit: handgunners, position: { x: 24, y: 38, facing: 180 } }'],
        'game: advanced',
        ['saurian-ancients', 'empire-of-sonnstahl'],
      );
    expect(oneRank).toThrow(/fit the War Platform/);
  });
});

describe('Undying Will (§7.2)', () => {
  it('a Nomarch in Skeleton Archers gives them +2 Off and Def and Aim 4+ while it lives', () => {
    const k = kernelFor(
      ['{ id: archers, unit: skeleton-archers, position: { x: 24, y: 20 } }', '{ id: nomarch, unit: nomarch, general: true, joins: archers }'],
      ['{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 36, facing: 180 } }'],
      'game: advanced',
      ['undying-dynasties', 'orcs-and-goblins'],
    );
    const a = unit(k, 'archers');
    expect(will(k, a)).toBe(2);
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    shoot(k, new ScriptedRng().thenAll(1).rng, a, unit(k, 'orcs'));
    // Aspen Bow 5+ becomes 4+; no long-range or cover penalties for an Aspen Bow; not moved.
    expect(lines[0]).toMatch(/Skeleton Archers shoots Veteran Orcs .*\(4\+\)/);
    charDied(k, unit(k, 'nomarch'));
    expect(will(k, a)).toBe(0);
  });
});

describe('review regressions', () => {
  it('a unit with a friend close beside it still advances (only units ahead hold a move up)', () => {
    const k = kernelFor(
      ['{ id: a1, unit: imperial-guard, position: { x: 14, y: 10 } }', '{ id: a2, unit: imperial-guard, position: { x: 19.96, y: 10 } }'],
      ['{ id: orcs, unit: veteran-orcs, position: { x: 16, y: 40, facing: 180 } }'],
    );
    const a = unit(k, 'a1');
    const y0 = k.fp.y[a];
    moveUnit(k, new ScriptedRng().rng, a);
    expect(k.fp.y[a] - y0).toBeGreaterThan(3);
  });

  it('a character left alone in its unit takes the Break test for it', () => {
    const k = kernelFor(
      ['{ id: guns, unit: handgunners, models: 2, files: 2, position: { x: 24, y: 20 } }', '{ id: wizard, unit: wizard, joins: guns }'],
      ['{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 20, facing: 180 } }'],
    );
    const g = unit(k, 'guns');
    const w = unit(k, 'wizard');
    gather(k, g);
    k.models[g] = 0; // its last rank-and-file model fell this round
    k.roundLoss[g] = 1;
    k.roundLoss[unit(k, 'orcs')] = 0;
    k.charLoss[g] = 0;
    resolveCombat(k, new ScriptedRng().roll(6, 6).thenAll(3).rng, 2); // breaks on 12; flees 6, caught on 6
    expect(k.status[g]).toBe(3);
    expect(k.status[w]).toBe(3); // broke and was caught, rather than standing on untested
  });

  it('Rune of Revocation: the opponent\'s next spell on the unit is dispelled', () => {
    const k = kernelFor(
      ['{ id: smith, unit: runic-smith, option: Battle Runes, position: { x: 24, y: 10 } }', '{ id: w, unit: clan-warriors, position: { x: 24, y: 30 } }'],
      ['{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 40, facing: 180 } }', '{ id: shaman, unit: orc-shaman, path: pyromancy, position: { x: 12, y: 42, facing: 180 } }'],
      'game: advanced',
      ['dwarven-holds', 'orcs-and-goblins'],
    );
    const w = unit(k, 'w');
    k.revoked[w] = 2; // revoked by the dwarfs (side 0): the orcs' (side 1) next spell on it fails
    k.dice[1] = 6;
    k.dice[0] = 0;
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    castSlot(k, new ScriptedRng().roll(6, 6, 6).thenAll(1).rng, k.plan.magic.spellNames.indexOf('Fireball'), 1);
    expect(lines.some((l) => /casts Fireball on/.test(l))).toBe(false);
    expect(k.revoked[w]).toBe(0);
  });

  it('a character without Insignificant takes it from the unit it joins', () => {
    const k = kernelFor(
      ['{ id: archers, unit: lowborn-archers, position: { x: 24, y: 20 } }', '{ id: c, unit: castellan, joins: archers }'],
      ['{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 40, facing: 180 } }'],
      'game: advanced',
      ['kingdom-of-equitaine', 'orcs-and-goblins'],
    );
    expect(k.plan.rule.insignificant[unit(k, 'archers')]).toBe(0);
  });
});
