// The §12 readings played as rule flags (R4, R5, R6, R15, R19, R23, R25, R29): the default is the digest's
// recommendation; each test shows the other value changing play.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { engagedWith } from '../../../../src/systems/rank-and-file/engagements.ts';
import { alive } from '../../../../src/systems/rank-and-file/unit-state.ts';
import { charDied, hpLeft, killed, loseHP } from '../../../../src/systems/t9a-eow/kernel/casualties.ts';
import { react } from '../../../../src/systems/t9a-eow/kernel/charge-phase.ts';
import { resolveCombat } from '../../../../src/systems/t9a-eow/kernel/combat-result.ts';
import { unsaved } from '../../../../src/systems/t9a-eow/kernel/damage.ts';
import { gather } from '../../../../src/systems/t9a-eow/kernel/engagements.ts';
import { gap, overlap } from '../../../../src/systems/t9a-eow/kernel/footprint.ts';
import { mod } from '../../../../src/systems/t9a-eow/kernel/lasting-spells.ts';
import { castSlot, magicPhase } from '../../../../src/systems/t9a-eow/kernel/magic-casting.ts';
import { fightRound } from '../../../../src/systems/t9a-eow/kernel/melee.ts';
import { fleeFrom, panicAfterShooting, panicTest } from '../../../../src/systems/t9a-eow/kernel/panic-and-flee.ts';
import { pursueMove } from '../../../../src/systems/t9a-eow/kernel/pursuit.ts';
import { shoot, shootingPhase } from '../../../../src/systems/t9a-eow/kernel/shooting.ts';
import { magicMove } from '../../../../src/systems/t9a-eow/kernel/spell-effects.ts';
import { M_AIM, M_ARM, M_DEF, M_OFF } from '../../../../src/systems/t9a-eow/magic-plan.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { t9aKernel, t9aText, unitOf } from './harness.ts';

const text = (a: string[], b: string[], opts: { rules?: string; armies?: string[] } = {}) => t9aText(a, b, { ...opts, table: [36, 48] });
const traced = (k: any): string[] => {
  const lines: string[] = [];
  k.tracer = { line: (t: string) => lines.push(t) };
  return lines;
};

describe('R5 multipleWoundsCap', () => {
  // Trolls: HP 3, Arm 0, Aegis 4+. Two unsaved wounds at AP 10 with Multiple Wounds (D6): per
  // wound the Aegis die (1: fails) and the D6 (6). The front Troll has lost 1 HP already.
  const unsavedHP = (flag: string): number => {
    const k = t9aKernel(
      text(['{ id: t, unit: trolls, option: 2x2, position: { x: 18, y: 20 } }'], ['{ id: g, unit: imperial-guard, position: { x: 18, y: 30, facing: 180 } }'], {
        armies: ['orcs-and-goblins', 'empire-of-sonnstahl'],
        rules: `game: advanced, multipleWoundsCap: ${flag}`,
      }),
    );
    const t = unitOf(k, 't');
    k.carried[t] = 1;
    const s = new ScriptedRng().roll(1, 6, 1, 6);
    const hp = unsaved(k, s.rng, t, 2, 10, 0x160, false, -1, 0);
    expect(s.unused).toBe(0);
    return hp;
  };
  it('caps each wound at the HP characteristic (3 + 3), at the wounded model\'s HP left (2 + 3), or not at all (6 + 6)', () => {
    expect(unsavedHP('hp-characteristic')).toBe(6);
    expect(unsavedHP('model')).toBe(5);
    expect(unsavedHP('none')).toBe(12);
  });
});

describe('R4 combatResultHP', () => {
  // Imperial Guard against two Goblins: the Guard's unsaved wounds often exceed the 2 HP the
  // Goblins have. The same dice (same seed) under both flags: the Guard's result differs by
  // exactly the overkill.
  const round = (flag: string, seed: number) => {
    const k = t9aKernel(
      text(['{ id: g, unit: imperial-guard, position: { x: 18, y: 20 } }'], ['{ id: gob, unit: goblin-rabble, models: 2, files: 2, position: { x: 18, y: 20, facing: 180 } }'], {
        rules: `game: advanced, combatResultHP: ${flag}`,
      }),
    );
    const lines = traced(k);
    fightRound(k, new Rng(seed, 0), unitOf(k, 'g'));
    const unsaved = lines
      .filter((l) => /^ {2}Imperial Guard: .* HP on Goblin Rabble\.$/.test(l))
      .reduce((sum, l) => sum + Number(/(\d+) HP on/.exec(l)![1]), 0);
    const cr = /Combat result a (\d+) – b (\d+)\./.exec(lines.find((l) => l.startsWith('Combat result'))!)!;
    return { unsaved, a: Number(cr[1]), b: Number(cr[2]) };
  };
  it('counts the HP the enemy actually lost, or every unsaved wound', () => {
    let seen = 0;
    for (let seed = 1; seed <= 40 && seen < 3; seed++) {
      const lost = round('lost', seed);
      const unsaved = round('unsaved', seed);
      expect(unsaved.unsaved).toBe(lost.unsaved);
      expect(unsaved.b).toBe(lost.b); // the Guard lost no more than it had
      if (lost.unsaved <= 2) {
        expect(unsaved.a).toBe(lost.a);
        continue;
      }
      seen++;
      expect(unsaved.a - lost.a).toBe(lost.unsaved - 2);
    }
    expect(seen).toBe(3);
  });
});

describe('R29 variableDice', () => {
  it('Hand Cannon D3+1 shots: rolled for each of three Bombardiers, or once for the unit', () => {
    const handCannon = (flag: string, s: ScriptedRng): string => {
      const k = t9aKernel(
        text(['{ id: b, unit: bombardiers, position: { x: 18, y: 20 } }'], ['{ id: g, unit: imperial-guard, position: { x: 18, y: 30, facing: 180 } }'], {
          armies: ['ogre-khans', 'empire-of-sonnstahl'],
          rules: `game: advanced, variableDice: ${flag}`,
        }),
      );
      const lines = traced(k);
      shoot(k, s.rng, unitOf(k, 'b'), unitOf(k, 'g'));
      return lines[0];
    };
    // Each model rolls its D3 then its shots: D3 = 3 (4 shots), 1 (2), 1 (2); every one a hit.
    expect(handCannon('per-model', new ScriptedRng().roll(6, 6, 6, 6, 6, 1, 6, 6, 1, 6, 6).thenAll(6))).toMatch(/: 8 hits/);
    // One D3 = 3 for the unit: 4 shots each, 12.
    expect(handCannon('per-unit', new ScriptedRng().roll(6).thenAll(6))).toMatch(/: 12 hits/);
  });

  it('Impact (D3+1): rolled for each chariot in contact, or once and multiplied', () => {
    const impact = (flag: string, s: ScriptedRng): string => {
      const k = t9aKernel(
        text(['{ id: c, unit: skeleton-chariots, position: { x: 18, y: 20 } }'], ['{ id: g, unit: imperial-guard, position: { x: 18, y: 20, facing: 180 } }'], {
          armies: ['undying-dynasties', 'empire-of-sonnstahl'],
          rules: `game: basic, variableDice: ${flag}`,
        }),
      );
      const c = unitOf(k, 'c');
      k.eng.charge[0] = 1;
      k.charged[c] = 1;
      const lines = traced(k);
      fightRound(k, s.rng, c);
      return lines.find((l) => l.includes('automatic hits'))!;
    };
    // D3 = 3 and 1: 4 + 2 hits.
    expect(impact('per-model', new ScriptedRng().roll(6, 1).thenAll(1))).toMatch(/Skeleton Chariots: 6 automatic hits/);
    // D3 = 3 once: 4 hits × 2 chariots.
    expect(impact('per-unit', new ScriptedRng().roll(6).thenAll(1))).toMatch(/Skeleton Chariots: 8 automatic hits/);
  });
});

describe('R23 magicalMoveShooting', () => {
  it('a magical move counts as moving for shooting (+1 to Aim), or with `not-moved` it does not', () => {
    const aimAfterMove = (flag: string): string => {
      const k = t9aKernel(
        text(['{ id: h, unit: handgunners, position: { x: 18, y: 10 } }'], ['{ id: o, unit: iron-orcs, position: { x: 18, y: 34, facing: 180 } }'], {
          rules: `game: advanced, magicalMoveShooting: ${flag}`,
        }),
      );
      const h = unitOf(k, 'h');
      const lines = traced(k);
      magicMove(k, new ScriptedRng().rng, h, 6);
      expect(k.magicMoved[h]).toBe(1);
      shoot(k, new ScriptedRng().thenAll(1).rng, h, unitOf(k, 'o'));
      return lines.find((l) => l.includes('shoots'))!;
    };
    const moved = /\((\d)\+\)/.exec(aimAfterMove('moved'))![1];
    const still = /\((\d)\+\)/.exec(aimAfterMove('not-moved'))![1];
    expect(Number(moved)).toBe(Number(still) + 1);
  });
});

describe('R6 lifeIsCheapRounding', () => {
  it('two Life is Cheap units losing 1 HP each: ½ + ½ = 1 for the side, or each rounded up, 1 + 1', () => {
    const result = (flag: string): number => {
      // Two Blackfur Veterans units (3 files) with their fronts flush on a 10-wide Imperial Guard.
      const k = t9aKernel(
        text(
          ['{ id: v1, unit: blackfur-veterans, files: 3, position: { x: 15.5, y: 20 } }', '{ id: v2, unit: blackfur-veterans, files: 3, position: { x: 20.5, y: 20 } }'],
          ['{ id: g, unit: imperial-guard, option: 6x4, files: 10, position: { x: 18, y: 20, facing: 180 } }'],
          { armies: ['vermin-swarm', 'empire-of-sonnstahl'], rules: `game: advanced, lifeIsCheapRounding: ${flag}` },
        ),
      );
      const g = unitOf(k, 'g');
      const count = gather(k, g);
      expect(count).toBe(3);
      for (const id of ['v1', 'v2', 'g']) k.roundLoss[unitOf(k, id)] = id === 'g' ? 0 : 1;
      const lines = traced(k);
      resolveCombat(k, new ScriptedRng().thenAll(1).rng, count);
      return Number(/Combat result a \d+ – b (\d+)\./.exec(lines.find((l) => l.startsWith('Combat result'))!)![1]);
    };
    // The Guard (10 files, 3 ranks): +2 for ranks, and 1 or 2 for the Vermin's losses.
    expect(result('side')).toBe(3);
    expect(result('unit')).toBe(4);
  });
});

describe('R25 panicBase', () => {
  it('a unit with a character: 25% of the HP of both at the start of the phase, or of the rank and file alone', () => {
    const panics = (flag: string): boolean => {
      const k = t9aKernel(
        text(
          ['{ id: guns, unit: imperial-guard, option: 6x4, position: { x: 18, y: 10 } }', '{ id: wizard, unit: wizard, joins: guns, general: true }'],
          ['{ id: o, unit: iron-orcs, position: { x: 18, y: 34, facing: 180 } }'],
          { rules: `game: advanced, panicBase: ${flag}` },
        ),
      );
      const guns = unitOf(k, 'guns');
      const rf = hpLeft(k, guns);
      const all = rf + hpLeft(k, unitOf(k, 'wizard'));
      // Lose at least 25% of the rank and file's HP but less than 25% of both together.
      const loss = Math.ceil(rf / 4);
      expect(4 * loss).toBeLessThan(all);
      shootingPhase(k, new ScriptedRng().rng, 1); // the Orcs have nothing to shoot: the phase starts
      loseHP(k, guns, loss);
      const s = new ScriptedRng().roll(1, 1); // the Panic test, if taken: 2, passed
      panicAfterShooting(k, s.rng, guns, unitOf(k, 'o'));
      return s.unused === 0;
    };
    expect(panics('unit-and-character')).toBe(false);
    expect(panics('rank-and-file')).toBe(true);
  });
});

describe('R19 deadCasterSpells', () => {
  // Two Empire Wizards (Adepts) curse the Iron Orcs: Entwining Roots (Druidism, −1 Off −1 Def)
  // and The Rot Within (Occultism, −1 Off −1 Def, +1 Off +1 Def to its caster). Then the
  // Druid is slain.
  const curseThenKill = (flag: string) => {
    const k = t9aKernel(
      text(
        ['{ id: druid, unit: wizard, path: druidism, position: { x: 8, y: 10 } }', '{ id: occultist, unit: wizard, path: occultism, position: { x: 28, y: 10 } }'],
        ['{ id: o, unit: iron-orcs, position: { x: 18, y: 24, facing: 180 } }'],
        { rules: `game: advanced, deadCasterSpells: ${flag}` },
      ),
    );
    const slot = (name: string) => k.plan.magic.spellNames.indexOf(name);
    const o = unitOf(k, 'o');
    const druid = unitOf(k, 'druid');
    const occultist = unitOf(k, 'occultist');
    k.dice[0] = 6;
    k.dice[1] = 0; // nothing to dispel with
    castSlot(k, new ScriptedRng().roll(3, 3).rng, slot('Entwining Roots'), 0);
    castSlot(k, new ScriptedRng().roll(3, 3).rng, slot('The Rot Within'), 0);
    expect(mod(k, o, M_OFF)).toBe(-2);
    expect(mod(k, o, M_DEF)).toBe(-2);
    expect(mod(k, occultist, M_OFF)).toBe(1);
    const lines = traced(k);
    loseHP(k, druid, 3);
    killed(k, new ScriptedRng().rng, druid);
    expect(alive(k.status, druid)).toBe(false);
    return { k, o, occultist, lines };
  };

  it('persist (default): the slain Druid\'s hex stays until its side\'s next Magic phase', () => {
    const { k, o, occultist, lines } = curseThenKill('persist');
    expect(mod(k, o, M_OFF)).toBe(-2);
    expect(mod(k, o, M_DEF)).toBe(-2);
    expect(mod(k, o, M_AIM)).toBe(1);
    expect(mod(k, occultist, M_OFF)).toBe(1);
    expect(lines.some((l) => l.includes('R19'))).toBe(false);
  });

  it('end: the slain Druid\'s hex ends at once; the living Occultist\'s curse and its gift stay', () => {
    const { k, o, occultist, lines } = curseThenKill('end');
    expect(mod(k, o, M_OFF)).toBe(-1);
    expect(mod(k, o, M_DEF)).toBe(-1);
    expect(mod(k, o, M_AIM)).toBe(0); // Entwining Roots' worse Aim is gone too
    expect(mod(k, occultist, M_OFF)).toBe(1);
    expect(mod(k, occultist, M_DEF)).toBe(1);
    expect(lines).toContain("Wizard's lasting spells end with it (R19).");
    // The Occultist's spells still end at the start of its side's next Magic phase (§4.4).
    k.deck[0] = 1;
    k.deckPos[0] = 0;
    k.status[occultist] = 2; // fleeing: it casts nothing this time
    magicPhase(k, new ScriptedRng().thenAll(1).rng, 0);
    expect(mod(k, o, M_OFF)).toBe(0);
    expect(mod(k, occultist, M_OFF)).toBe(0);
  });

  it('end: a buff from a joined Wizard slain in its unit ends; a Wizard slain with nothing lasting changes nothing', () => {
    const k = t9aKernel(
      text(
        ['{ id: guard, unit: imperial-guard, position: { x: 18, y: 10 } }', '{ id: wizard, unit: wizard, path: alchemy, joins: guard }'],
        ['{ id: o, unit: iron-orcs, position: { x: 18, y: 30, facing: 180 } }'],
        { rules: 'game: advanced, deadCasterSpells: end' },
      ),
    );
    const guard = unitOf(k, 'guard');
    const wizard = unitOf(k, 'wizard');
    const before = Int32Array.from(k.mods);
    loseHP(k, wizard, 3);
    charDied(k, wizard);
    expect(Array.from(k.mods)).toEqual(Array.from(before));

    const k2 = t9aKernel(
      text(
        ['{ id: guard, unit: imperial-guard, position: { x: 18, y: 10 } }', '{ id: wizard, unit: wizard, path: alchemy, joins: guard }'],
        ['{ id: o, unit: iron-orcs, position: { x: 18, y: 30, facing: 180 } }'],
        { rules: 'game: advanced, deadCasterSpells: end' },
      ),
    );
    k2.dice[0] = 6;
    k2.dice[1] = 0;
    // Word of Iron (+1 Arm) on the Guard, the friend closest to the enemy.
    castSlot(k2, new ScriptedRng().roll(3, 3).rng, k2.plan.magic.spellNames.indexOf('Word of Iron'), 0);
    expect(mod(k2, guard, M_ARM)).toBe(1);
    loseHP(k2, wizard, 3);
    charDied(k2, wizard);
    expect(mod(k2, guard, M_ARM)).toBe(0);
    expect(mod(k, guard, M_ARM)).toBe(0);
  });
});

describe('R28 flyingFleePursuit', () => {
  // Basic Patrols: Pegasus Knights (Fly, 3 × 50 mm: 5.91" wide, 1.97" deep, no Swiftstride)
  // against Iron Orcs.
  const armies = ['kingdom-of-equitaine', 'orcs-and-goblins'];
  const piece = (kind: string, x: number, y: number, width: number, depth: number) => `{ kind: ${kind}, x: ${x}, y: ${y}, width: ${width}, depth: ${depth} }`;
  const kernel = (flag: string, a: string[], b: string[], terrain: string[]) =>
    t9aKernel(t9aText(a, b, { armies, rules: `game: basic, flyingFleePursuit: ${flag}`, table: [36, 48], terrain }));
  const PEG = '{ id: peg, unit: pegasus-knights, position: { x: 18, y: 20 } }';
  const ORCS = '{ id: o, unit: iron-orcs, position: { x: 18, y: 30, facing: 180 } }';

  it('a flee over Impassable terrain: on the ground the file that crossed it tests Dangerous (3); a flight does not', () => {
    // Flee 5 + 5 = 10" down the table from the Orcs, over a rock under the middle file only.
    const rock = [piece('impassable', 17.5, 13, 1, 2)];
    const ground = kernel('ground', [PEG], [ORCS], rock);
    const s = new ScriptedRng().roll(5, 5).roll(4); // the flee, then the middle file's die (4: no wound)
    fleeFrom(ground, s.rng, unitOf(ground, 'peg'), unitOf(ground, 'o'), 'flees');
    expect(s.unused).toBe(0);
    const fly = kernel('fly', [PEG], [ORCS], rock);
    const f = new ScriptedRng().roll(5, 5); // no more dice: any Dangerous test would throw
    fleeFrom(fly, f.rng, unitOf(fly, 'peg'), unitOf(fly, 'o'), 'flees');
    expect(f.unused).toBe(0);
    expect(fly.fp.y[unitOf(fly, 'peg')]).toBeCloseTo(ground.fp.y[unitOf(ground, 'peg')], 9); // the same 10"
  });

  it('a flee ending on a friend: on the ground it ends there and the friend tests Panic; a flight lands more than 1" beyond, no test', () => {
    // Feudal Knights (3 × 2 on 25 × 50 mm) stand where a 6" flee ends.
    const friend = '{ id: fk, unit: feudal-knights, position: { x: 18, y: 13.5 } }';
    const ground = kernel('ground', [PEG, friend], [ORCS], []);
    const peg = unitOf(ground, 'peg');
    const lines = traced(ground);
    const s = new ScriptedRng().roll(3, 3).roll(1, 1); // the flee, then the Knights' Panic test (2: passed)
    fleeFrom(ground, s.rng, peg, unitOf(ground, 'o'), 'flees');
    expect(s.unused).toBe(0);
    expect(lines).toContain('Pegasus Knights flees through Feudal Knights.');
    overlap(ground, peg, unitOf(ground, 'fk'));
    expect(ground.res).toBeGreaterThan(0);

    const fly = kernel('fly', [PEG, friend], [ORCS], []);
    const pf = unitOf(fly, 'peg');
    const flyLines = traced(fly);
    const f = new ScriptedRng().roll(3, 3);
    fleeFrom(fly, f.rng, pf, unitOf(fly, 'o'), 'flees');
    expect(f.unused).toBe(0);
    expect(flyLines.some((l) => l.includes('flees through'))).toBe(false);
    expect(flyLines.some((l) => /flee is extended .* clear of units and Impassable terrain/.test(l))).toBe(true);
    gap(fly, pf, unitOf(fly, 'fk'));
    expect(fly.res).toBeGreaterThan(1);
    expect(fly.fleeLen[pf]).toBeGreaterThan(6);
  });

  it('a pursuit: on the ground it stops 1" short of a rock and cannot reach the Orcs beyond; a flight flies over and charges them', () => {
    // The Knights pursue 15" up the table; a rock across their path 3" ahead, the Orcs beyond it.
    const start = '{ id: peg, unit: pegasus-knights, position: { x: 18, y: 10 } }';
    const far = '{ id: o, unit: iron-orcs, position: { x: 18, y: 24, facing: 180 } }';
    const rock = [piece('impassable', 14, 13, 8, 2)];
    const pursue = (flag: string) => {
      const k = kernel(flag, [start], [far], rock);
      const peg = unitOf(k, 'peg');
      const lines = traced(k);
      k.pSin = 0;
      k.pCos = 1;
      pursueMove(k, new ScriptedRng().rng, peg, 15);
      return { k, peg, lines };
    };
    const ground = pursue('ground');
    expect(ground.k.fp.y[ground.peg]).toBeCloseTo(12, 1);
    expect(engagedWith(ground.k.eng, ground.peg, unitOf(ground.k, 'o'))).toBe(false);
    const fly = pursue('fly');
    expect(fly.lines).toContain('Pegasus Knights pursues into the front of Iron Orcs.');
    expect(engagedWith(fly.k.eng, fly.peg, unitOf(fly.k, 'o'))).toBe(true);
    expect(fly.k.fp.y[fly.peg]).toBeCloseTo(24, 6);
  });

  it('a pursuit over a wood: on the ground every file that crossed it tests Dangerous (1); a flight lands clear of it, no test', () => {
    const start = '{ id: peg, unit: pegasus-knights, position: { x: 18, y: 10 } }';
    const far = '{ id: o, unit: iron-orcs, position: { x: 18, y: 44, facing: 180 } }';
    const wood = [piece('hindering', 10, 15, 16, 2)];
    const ground = kernel('ground', [start], [far], wood);
    const s = new ScriptedRng().roll(2, 2, 2); // three models, one die each: no 1s
    ground.pSin = 0;
    ground.pCos = 1;
    pursueMove(ground, s.rng, unitOf(ground, 'peg'), 12);
    expect(s.unused).toBe(0);
    expect(ground.fp.y[unitOf(ground, 'peg')]).toBeCloseTo(22, 6);
    const fly = kernel('fly', [start], [far], wood);
    fly.pSin = 0;
    fly.pCos = 1;
    pursueMove(fly, new ScriptedRng().rng, unitOf(fly, 'peg'), 12);
    expect(fly.fp.y[unitOf(fly, 'peg')]).toBeCloseTo(22, 6);
  });
});

describe('R15 fearlessCharacter', () => {
  // A Chosen Lord (Fearless) joins Barbarians (not Fearless), both on 25 mm bases; Guard charge
  // them. "At least half the models" (§7.1): counted as one model (one-model, the default) the
  // Lord is half of a unit down to one Barbarian, a third of one with two; with `printed` the
  // Barbarians' own rule decides.
  const barbarians = (models: number, flag?: string) => {
    const k = t9aKernel(
      text(
        ['{ id: barb, unit: barbarians, position: { x: 18, y: 20 }, tactics: { react: flee } }', '{ id: lord, unit: chosen-lord, general: true, joins: barb }'],
        ['{ id: guard, unit: imperial-guard, position: { x: 18, y: 30, facing: 180 } }'],
        { armies: ['warriors-of-the-dark-gods', 'empire-of-sonnstahl'], rules: flag ? `game: advanced, fearlessCharacter: ${flag}` : 'game: advanced' },
      ),
    );
    const b = unitOf(k, 'barb');
    k.models[b] = models; // the rest fell earlier
    return { k, b, g: unitOf(k, 'guard') };
  };
  const FLEEING = 2;

  it('one-model (default): the Lord and one Barbarian are Fearless: they hold when charged and take no Panic test', () => {
    const { k, b, g } = barbarians(1);
    const lines = traced(k);
    react(k, new ScriptedRng().rng, b, g);
    expect(k.status[b]).toBe(0);
    expect(lines).toContain('Barbarians holds.');
    const s = new ScriptedRng();
    panicTest(k, s.rng, b, g); // no dice: Fearless passes without a test
    expect(k.status[b]).toBe(0);
  });

  it('one-model: with two Barbarians the Lord is a third of the unit, which flees as told', () => {
    const { k, b, g } = barbarians(2);
    react(k, new ScriptedRng().roll(1, 1).rng, b, g);
    expect(k.status[b]).toBe(FLEEING);
  });

  it('printed: the Barbarians\' own rule decides: down to one model with the Lord, they flee and take Panic tests', () => {
    const { k, b, g } = barbarians(1, 'printed');
    react(k, new ScriptedRng().roll(1, 1).rng, b, g);
    expect(k.status[b]).toBe(FLEEING);
    const again = barbarians(1, 'printed');
    const s = new ScriptedRng().roll(6, 6, 6, 6).roll(1, 1); // Panic: 12 > Dis 9, re-rolled (Battle Fever) 12; flees 2"
    panicTest(again.k, s.rng, again.b, again.g);
    expect(again.k.status[again.b]).toBe(FLEEING);
  });
});
