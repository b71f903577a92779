// The Magic phase (rules/t9a_eow.md §4): Flux decks, casting and dispelling odds, miscasts
// (example 8), and spell effects as modifiers that last until the caster's next Magic phase.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { hpLeft, loseHP } from '../../../../src/systems/t9a-eow/kernel/casualties.ts';
import { unsaved } from '../../../../src/systems/t9a-eow/kernel/damage.ts';
import { shape } from '../../../../src/systems/t9a-eow/kernel/footprint.ts';
import { casterRemoved, mod } from '../../../../src/systems/t9a-eow/kernel/lasting-spells.ts';
import { areaFriends, castSlot, magicPhase, shuffleDecks } from '../../../../src/systems/t9a-eow/kernel/magic-casting.ts';
import { reset } from '../../../../src/systems/t9a-eow/kernel/set-up.ts';
import { spellTarget } from '../../../../src/systems/t9a-eow/kernel/spell-targets.ts';
import { M_ARM, M_COUNT, M_TOHIT_AGAINST } from '../../../../src/systems/t9a-eow/magic-plan.ts';
import { t9aEow } from '../../../../src/systems/t9a-eow/system.ts';
import { bytesPerCall } from '../../../helpers/allocation.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { t9aKernel, t9aText, unitOf } from './harness.ts';

const kernelFor = (a: string[], b: string[], rules = 'game: basic', armies = ['empire-of-sonnstahl', 'orcs-and-goblins']) => t9aKernel(t9aText(a, b, { rules, armies }));
const unit = unitOf;
const slotOf = (k: any, name: string) => k.plan.magic.spellNames.indexOf(name);

describe('Flux cards and magic dice (§4.1)', () => {
  it('each side\'s six cards are a uniform random order, drawn without replacement', () => {
    const k = kernelFor(['{ id: wizard, unit: wizard, position: { x: 24, y: 10 } }'], ['{ id: guard, unit: iron-orcs, position: { x: 24, y: 60, facing: 180 } }']);
    const rng = new Rng(11, 0);
    const n = 12000;
    const counts = Array.from({ length: 6 }, () => new Array<number>(7).fill(0));
    for (let i = 0; i < n; i++) {
      shuffleDecks(k, rng);
      const seen = new Set<number>();
      for (let pos = 0; pos < 6; pos++) {
        const card = k.deck[pos];
        seen.add(card);
        counts[pos][card]++;
      }
      expect(seen.size).toBe(6);
    }
    const p = 1 / 6;
    const tol = 4.5 * Math.sqrt((p * (1 - p)) / n);
    for (let pos = 0; pos < 6; pos++) for (let card = 1; card <= 6; card++) expect(Math.abs(counts[pos][card] / n - p)).toBeLessThan(tol);
  });

  it('the dice of the §4.1 table: the active side gets card + 3 (+ stored die, + Channel), the reactive side 4,4,5,5,6,6', () => {
    const k = kernelFor(['{ id: wizard, unit: wizard, position: { x: 24, y: 10 } }'], ['{ id: orcs, unit: iron-orcs, position: { x: 24, y: 60, facing: 180 } }']);
    k.status[unit(k, 'wizard')] = 2; // fleeing: it casts nothing, so no dice are spent
    for (let card = 1; card <= 6; card++) {
      k.deck[0] = card;
      k.deckPos[0] = 0;
      k.stored[0] = 1;
      magicPhase(k, new ScriptedRng().rng, 0);
      expect(k.dice[1]).toBe([4, 4, 5, 5, 6, 6][card - 1]);
      expect(k.dice[0]).toBe(card + 3 + 1);
      expect(k.stored[0]).toBe(1); // one unused die kept
    }
  });
});

describe('casting (§4.2)', () => {
  it('the chances of n dice reaching a casting value match the §4.2 table', () => {
    const k = kernelFor(['{ id: wizard, unit: wizard, position: { x: 24, y: 10 } }'], ['{ id: orcs, unit: iron-orcs, position: { x: 24, y: 60, facing: 180 } }']);
    const table: Record<number, number[]> = {
      2: [0.917, 0.833, 0.722, 0.583, 0.417, 0.278, 0.167, 0.083, 0.028],
      3: [0.995, 0.981, 0.954, 0.907, 0.838, 0.741, 0.625, 0.5, 0.375, 0.259],
      4: [1, 0.999, 0.996, 0.988, 0.973, 0.946, 0.903, 0.841, 0.761, 0.664],
      5: [1, 1, 1, 0.999, 0.997, 0.993, 0.984, 0.968, 0.941, 0.902],
    };
    for (const [n, row] of Object.entries(table)) {
      row.forEach((p, i) => expect(k.sumAtLeast[Number(n) * 32 + 4 + i]).toBeCloseTo(p, 3));
    }
  });

  it('example 8: a Character miscasting on 5,5,5,1 takes 3 hits wounding on 4+ at AP 5', () => {
    // An Ogre Khans Shaman Master of Thaumaturgy casts Wrath of God (10+): the policy takes
    // 4 dice (3 give only .625). No dispel dice are left to the enemy.
    const k = kernelFor(
      ['{ id: shaman, unit: shaman, option: Master, position: { x: 24, y: 10 } }'],
      ['{ id: guard, unit: imperial-guard, position: { x: 24, y: 30, facing: 180 } }'],
      'game: advanced',
      ['ogre-khans', 'empire-of-sonnstahl'],
    );
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    k.dice[0] = 5;
    k.dice[1] = 0;
    const c = unit(k, 'shaman');
    const hp = hpLeft(k, c);
    const s = new ScriptedRng()
      .roll(5, 5, 5, 1) // casting: 16 ≥ 10, a triple 5
      .roll(1, 1) // radius 2D3 = 2
      .roll(1, 1) // 2D3 = 2 hits on the Guard
      .roll(1, 1) // both fail to wound
      .roll(4, 6, 3); // miscast: 3 hits (4 dice − 1 for a Character), 2 wound on 4+; AP 5 beats Arm 2
    castSlot(k, s.rng, slotOf(k, 'Wrath of God'), 0);
    expect(s.unused).toBe(0);
    expect(lines.some((l) => /Miscast! Shaman takes 3 hits at AP 5: 2 HP lost/.test(l))).toBe(true);
    expect(hpLeft(k, c)).toBe(hp - 2);
    expect(k.dice[0]).toBe(1);
  });

  it('a dispel total ≥ the casting total stops the spell; a failed dispel lets it through', () => {
    const k = kernelFor(['{ id: wizard, unit: wizard, position: { x: 24, y: 10 } }'], ['{ id: orcs, unit: iron-orcs, position: { x: 24, y: 26, facing: 180 } }']);
    const slot = slotOf(k, 'Silver Spike');
    // Cast with 2 dice (5/6 ≥ 2/3) for 8; the reactive side needs 8: 2 dice give .417 < .5, 3 give .838.
    k.dice[0] = 6;
    k.dice[1] = 5;
    castSlot(k, new ScriptedRng().roll(4, 4).roll(3, 3, 2).rng, slot, 0);
    expect(k.models[unit(k, 'orcs')]).toBe(12);
    expect(k.dice[1]).toBe(2);
    k.spellsCast.fill(0);
    k.dice[0] = 6;
    k.dice[1] = 5;
    const s = new ScriptedRng().roll(4, 4).roll(1, 2, 3).roll(6); // cast 8, dispel 6, wound; no save at AP 10
    castSlot(k, s.rng, slot, 0);
    expect(s.unused).toBe(0);
    expect(k.models[unit(k, 'orcs')]).toBe(11);
  });
});

describe('casting and dispelling tactics (§4.2)', () => {
  // An Ogre Khans Shaman Master of Thaumaturgy casts Wrath of God (10+) with 9 dice, none to
  // dispel: the dice it commits are the dice its side has spent.
  const wrathDice = (castDice?: string): number => {
    const k = kernelFor(
      [`{ id: shaman, unit: shaman, option: Master, position: { x: 24, y: 10 }${castDice ? `, tactics: { castDice: ${castDice} }` : ''} }`],
      ['{ id: guard, unit: imperial-guard, position: { x: 24, y: 30, facing: 180 } }'],
      'game: advanced',
      ['ogre-khans', 'empire-of-sonnstahl'],
    );
    k.dice[0] = 9;
    k.dice[1] = 0;
    castSlot(k, new ScriptedRng().thenAll(2).rng, slotOf(k, 'Wrath of God'), 0);
    return 9 - k.dice[0];
  };

  it('castDice: auto takes the fewest dice giving two chances in three (4: .903; 3 give .625), min the fewest averaging 10 (3 × 3.5), max all five', () => {
    expect(wrathDice()).toBe(4);
    expect(wrathDice('auto')).toBe(4);
    expect(wrathDice('min')).toBe(3);
    expect(wrathDice('max')).toBe(5);
  });

  it('dispel: never on the target — its side lets a spell cast on it through and keeps its dice', () => {
    const cast = (dispel: string) => {
      const k = kernelFor(
        ['{ id: wizard, unit: wizard, position: { x: 24, y: 10 } }'],
        [`{ id: orcs, unit: iron-orcs, position: { x: 24, y: 26, facing: 180 }, tactics: { dispel: ${dispel} } }`],
      );
      k.dice[0] = 6;
      k.dice[1] = 5;
      // Silver Spike cast with 2 dice for 8. With auto the reactive side dispels with 3 dice
      // (2 give .417 < .5, 3 give .838): 6 + 6 + 6 ≥ 8. With never no dispel: the hit wounds (6), no save at AP 10.
      const s = dispel === 'auto' ? new ScriptedRng().roll(4, 4).roll(6, 6, 6) : new ScriptedRng().roll(4, 4).roll(6);
      castSlot(k, s.rng, slotOf(k, 'Silver Spike'), 0);
      expect(s.unused).toBe(0);
      return [k.dice[1], k.models[unit(k, 'orcs')]];
    };
    expect(cast('auto')).toEqual([2, 12]);
    expect(cast('never')).toEqual([5, 11]);
  });

  it('dispel: never on a unit of the casting side changes nothing: the enemy still dispels spells cast on it', () => {
    const k = kernelFor(
      ['{ id: wizard, unit: wizard, position: { x: 24, y: 10 } }', '{ id: guard, unit: imperial-guard, position: { x: 30, y: 20 }, tactics: { dispel: never } }'],
      ['{ id: orcs, unit: iron-orcs, position: { x: 24, y: 60, facing: 180 } }'],
    );
    k.dice[0] = 6;
    k.dice[1] = 5;
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    // Word of Iron (5+) on the Guard, the friend closest to the enemy: 3 + 3 = 6 on 2 dice; the
    // enemy dispels with 2 dice (.722 to reach 6): 3 + 3 ≥ 6.
    castSlot(k, new ScriptedRng().thenAll(3).rng, slotOf(k, 'Word of Iron'), 0);
    expect(lines).toContain('Wizard casts Word of Iron (6); dispel 6 on 2 dice: dispelled.');
    expect(k.dice[1]).toBe(3);
  });
});

describe('spell effects (§4.4, §4.5)', () => {
  it('Word of Iron gives +1 Arm until the start of the caster\'s next Magic phase', () => {
    const k = kernelFor(
      ['{ id: wizard, unit: wizard, position: { x: 24, y: 10 } }', '{ id: guard, unit: imperial-guard, position: { x: 10, y: 20 } }'],
      ['{ id: orcs, unit: iron-orcs, position: { x: 24, y: 60, facing: 180 } }'],
    );
    const g = unit(k, 'guard');
    k.dice[0] = 4;
    k.dice[1] = 0;
    castSlot(k, new ScriptedRng().roll(3, 3).rng, slotOf(k, 'Word of Iron'), 0);
    expect(mod(k, g, M_ARM)).toBe(1);
    expect(k.mods[g * M_COUNT + M_ARM]).toBe(1);
    // The opponent's phase leaves it; the caster's next one clears it.
    k.deck[6] = 1;
    magicPhase(k, new ScriptedRng().thenAll(1).rng, 1);
    expect(mod(k, g, M_ARM)).toBe(1);
    k.deck[0] = 1;
    k.deckPos[0] = 0;
    magicPhase(k, new ScriptedRng().thenAll(1).rng, 0);
    expect(mod(k, g, M_ARM)).toBe(0);
  });

  it('a buffed Arm changes the save: Imperial Guard Arm 4 + 1 against AP 1 saves on 3+', () => {
    const k = kernelFor(['{ id: guard, unit: imperial-guard, position: { x: 10, y: 20 } }'], ['{ id: orcs, unit: iron-orcs, position: { x: 24, y: 60, facing: 180 } }']);
    const g = unit(k, 'guard');
    // Without the spell a 3 fails (Arm 4 − AP 1 = 3 → 4+); with it a 3 saves.
    expect(unsaved(k, new ScriptedRng().roll(3).rng, g, 1, 1, 0, false, -1, 0)).toBe(1);
    k.mods[g * M_COUNT + M_ARM] = 1;
    expect(unsaved(k, new ScriptedRng().roll(3).rng, g, 1, 1, 0, false, -1, 0)).toBe(0);
  });
});

describe('Arise! (§4.5): one unit at 4+, two at 8+', () => {
  // The Vampire Covenant Patrol: the Courtier casts Arise! on the friends within 12" that lost HP.
  const patrol = () =>
    kernelFor(
      [
        '{ id: courtier, unit: vampire-courtier, position: { x: 24, y: 10 } }',
        '{ id: ghouls, unit: ghouls, position: { x: 14, y: 16 } }',
        '{ id: zombies, unit: zombies, position: { x: 34, y: 16 } }',
      ],
      ['{ id: orcs, unit: iron-orcs, position: { x: 24, y: 60, facing: 180 } }'],
      'game: basic',
      ['vampire-covenant', 'orcs-and-goblins'],
    );
  /** Cast Arise! with `dice` magic dice, the Zombies and (when `both`) the Ghouls hurt; the trace and HP back. */
  const cast = (dice: number, both: boolean, faces: number[]) => {
    const k = patrol();
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    const zombies = unit(k, 'zombies');
    const ghouls = unit(k, 'ghouls');
    loseHP(k, zombies, 6);
    if (both) loseHP(k, ghouls, 4);
    k.dice[0] = dice;
    k.dice[1] = 0;
    const s = new ScriptedRng().roll(...faces);
    castSlot(k, s.rng, slotOf(k, 'Arise!'), 0);
    expect(s.unused).toBe(0);
    const full = (u: number) => k.plan.models[u] * k.plan.hp[u];
    return { lines, spent: dice - k.dice[0], zombiesBack: hpLeft(k, zombies) - (full(zombies) - 6), ghoulsBack: hpLeft(k, ghouls) - (full(ghouls) - (both ? 4 : 0)) };
  };

  it('with two hurt friends in range and dice enough, casts at 8+ and both regain their Rsr (Zombies 5, Ghouls 3)', () => {
    // 8+ on three dice is 181/216 (two on 2D6 only 15/36): three are the fewest giving two chances in three.
    const r = cast(5, true, [2, 3, 4]);
    expect(r.lines).toContain('Vampire Courtier casts Arise! on Zombies and Ghouls (9 on 3 dice).');
    expect(r.spent).toBe(3);
    expect(r.zombiesBack).toBe(5);
    expect(r.ghoulsBack).toBe(3);
  });

  it('with one hurt friend, casts at 4+ on it alone', () => {
    const r = cast(5, false, [2, 3]);
    expect(r.lines).toContain('Vampire Courtier casts Arise! on Zombies (5 on 2 dice).');
    expect(r.zombiesBack).toBe(5);
  });

  it('with only two dice (8+ on 2D6 is 15/36), casts at 4+ on the most hurt friend alone', () => {
    const r = cast(2, true, [1, 3]);
    expect(r.lines).toContain('Vampire Courtier casts Arise! on Zombies (4 on 2 dice).');
    expect(r.zombiesBack).toBe(5);
    expect(r.ghoulsBack).toBe(0);
  });
});

describe('Scrying (§4.5): one friend within 18" at 7+, every friend within 6" at 10+', () => {
  // A Kingdom of Equitaine Damsel, Master of Divination, between the Levies and the Archers with
  // the Iron Orcs close enough to charge both; the Knights stand 14" off to the left.
  const army = () =>
    t9aKernel(
      t9aText(
        [
          '{ id: levies, unit: lowborn-levies, option: 5x4, position: { x: 20, y: 20 } }',
          '{ id: damsel, unit: damsel, option: Single, upgrades: [Master], position: { x: 28, y: 16 } }',
          '{ id: archers, unit: lowborn-archers, option: 5x2, position: { x: 34, y: 20 } }',
          '{ id: knights, unit: feudal-knights, option: 3x2, position: { x: 6, y: 20 } }',
        ],
        ['{ id: orcs, unit: iron-orcs, position: { x: 26, y: 34, facing: 180 } }'],
        { rules: 'game: advanced', armies: ['kingdom-of-equitaine', 'orcs-and-goblins'], table: [48, 72] },
      ),
    );
  const cast = (dice: number, faces: number[]) => {
    const k = army();
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    k.dice[0] = dice;
    k.dice[1] = 0;
    const s = new ScriptedRng().roll(...faces);
    castSlot(k, s.rng, slotOf(k, 'Scrying'), 0);
    expect(s.unused).toBe(0);
    const against = (id: string) => k.mods[unit(k, id) * M_COUNT + M_TOHIT_AGAINST];
    return { k, lines, spent: dice - k.dice[0], against };
  };

  it('with two or more threatened friends within 6" and dice enough, casts at 10+ on every friend within 6" of the caster', () => {
    // 10+ on three dice is 135/216 (62.5%), on four 1,115/1,296: four are the fewest giving two chances in three.
    const r = cast(5, [2, 3, 4, 5]);
    expect(r.lines).toContain('Damsel casts Scrying on every friend within 6" of Damsel (14 on 4 dice).');
    expect(r.spent).toBe(4);
    for (const id of ['levies', 'damsel', 'archers']) expect(r.against(id)).toBe(-1);
    expect(r.against('knights')).toBe(0); // 14" away
    // It ends at the start of the caster's side's next Magic phase, with nothing left to rebuild.
    magicPhase(r.k, new ScriptedRng().thenAll(1).rng, 0);
    for (const id of ['levies', 'damsel', 'archers']) expect(r.against(id)).toBe(0);
    expect(r.k.lastArea[slotOf(r.k, 'Scrying')]).toBe(0);
  });

  it('with three dice (10+ is 62.5%), casts at 7+ on one friend', () => {
    const r = cast(3, [2, 3, 4]);
    expect(r.lines.some((l) => /^Damsel casts Scrying on (Lowborn Levies|Damsel|Lowborn Archers) \(9 on 3 dice\)\.$/.test(l))).toBe(true);
    expect(['levies', 'damsel', 'archers'].filter((id) => r.against(id) === -1).length).toBe(1);
  });

  it('with fewer than two friends within 6" engaged or threatened, casts at 7+ however many dice', () => {
    // The Levies and the Archers are within the Orcs' reach (Adv 4 + 12); the Damsel, 18" off, is not.
    const near = army();
    expect(areaFriends(near, slotOf(near, 'Scrying'), 0)).toBe(2);
    // The Orcs far off: nobody is threatened.
    const k = army();
    k.fp.y[unit(k, 'orcs')] = 70;
    shape(k, unit(k, 'orcs'));
    expect(areaFriends(k, slotOf(k, 'Scrying'), 0)).toBe(0);
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    k.dice[0] = 5;
    k.dice[1] = 0;
    castSlot(k, new ScriptedRng().roll(2, 3, 4).rng, slotOf(k, 'Scrying'), 0);
    expect(lines.some((l) => /^Damsel casts Scrying on [A-Za-z ]+ \(9 on 3 dice\)\.$/.test(l))).toBe(true);
  });

  it('allocates nothing: the choice, the cast, and the effect on every friend within 6"', () => {
    const k = army();
    const rng = new Rng(5, 0);
    const slot = slotOf(k, 'Scrying');
    let area = 0;
    const step = () => {
      reset(k);
      k.turn = 1;
      k.dice[0] = 5;
      k.dice[1] = 2;
      castSlot(k, rng, slot, 0);
      area += k.lastArea[slot];
      magicPhase(k, rng, 0);
    };
    expect(bytesPerCall(step, 5_000, 5_000)).toBeLessThan(1);
    expect(area).toBeGreaterThan(0);
  });

  it('R19 deadCasterSpells end: the area effect ends when its caster is removed', () => {
    const r = cast(5, [2, 3, 4, 5]);
    r.k.plan.flags = { ...r.k.plan.flags, deadCasterSpells: 'end' };
    casterRemoved(r.k, unit(r.k, 'damsel'));
    for (const id of ['levies', 'archers']) expect(r.against(id)).toBe(0);
  });
});

describe('Fiery Heart (§4.5, §7.2)', () => {
  const mage = (option: string, path = '') =>
    kernelFor(
      ['{ id: spears, unit: citizen-spearmen, option: 5x3, position: { x: 24, y: 20 } }', `{ id: mage, unit: mage, option: ${option}, joins: spears${path} }`],
      ['{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 20, facing: 180 } }'],
      'game: advanced',
      ['highborn-elves', 'orcs-and-goblins'],
    );

  it('gives the Mage +2 Arm and the Paths of Alchemy and Pyromancy (Pyromancy by default)', () => {
    const plain = mage('Single');
    const fiery = mage('Fiery Heart');
    expect(fiery.plan.arm[unit(fiery, 'mage')]).toBe(plain.plan.arm[unit(plain, 'mage')] + 2);
    expect(plain.plan.magic.spellNames).not.toContain('Fireball'); // the army's Path, Cosmology
    expect(fiery.plan.magic.spellNames).toContain('Fireball');
    expect(mage('Fiery Heart', ', path: alchemy').plan.magic.spellNames).not.toContain('Fireball');
    expect(() => mage('Fiery Heart', ', path: cosmology')).toThrow(/alchemy or pyromancy/);
  });

  it('an engaged Fiery Heart Mage aims Fireball at the enemy it fights; a plain engaged Mage casts no damage spell', () => {
    const k = mage('Fiery Heart');
    expect(k.status[unit(k, 'spears')]).toBe(1); // engaged
    const fireball = slotOf(k, 'Fireball');
    expect(k.plan.magic.meleeTarget[fireball]).toBe(1);
    expect(spellTarget(k, fireball, 0)).toBe(unit(k, 'orcs'));
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    k.dice[0] = 5;
    k.dice[1] = 0;
    const hpBefore = hpLeft(k, unit(k, 'orcs'));
    // Cast 3 + 4 = 7; D3 + 1 = 4 hits; wounds on 6s; armour rolls of 1 fail.
    castSlot(k, new ScriptedRng().roll(3, 4, 6, 6, 6, 6, 6, 1, 1, 1, 1).thenAll(1).rng, fireball, 0);
    expect(lines.some((l) => l.includes('casts Fireball on Veteran Orcs'))).toBe(true);
    expect(hpLeft(k, unit(k, 'orcs'))).toBe(hpBefore - 4);

    const plain = mage('Single', ', path: pyromancy');
    expect(plain.status[unit(plain, 'spears')]).toBe(1);
    const slot = slotOf(plain, 'Fireball');
    expect(plain.plan.magic.meleeTarget[slot]).toBe(0);
    expect(spellTarget(plain, slot, 0)).toBe(-1);
  });
});

describe('magic options whose Paths the book lost (§7.2, §12 D1)', () => {
  const ORCS = '{ id: orcs, unit: iron-orcs, position: { x: 24, y: 60, facing: 180 } }';
  const known = (k: any, id: string): string[] => {
    const m = k.plan.magic;
    const u = unit(k, id);
    return m.spellNames.filter((_: string, s: number) => m.caster[s] === u).sort();
  };

  describe('Protean Adept (Kuulima\'s Deceiver): Channel and spell 1 of an additional Path, `extraPath:`', () => {
    const deceiver = (extra: string, others: string[] = []) =>
      kernelFor([`{ id: dec, unit: kuulimas-deceiver, option: Protean Adept, position: { x: 24, y: 10 }${extra} }`, ...others], [ORCS], 'game: advanced', ['daemon-legions', 'orcs-and-goblins']);

    it('knows spell 1 of its own Path (Divination by default, §12 D4) and of the additional one, with Channel', () => {
      const k = deceiver(', extraPath: pyromancy');
      expect(known(k, 'dec')).toEqual(['Fireball', 'Know Thine Enemy']);
      expect(k.plan.magic.channel[unit(k, 'dec')]).toBe(1);
      const own = deceiver(', path: evocation, extraPath: divination');
      expect(known(own, 'dec')).toEqual(['Know Thine Enemy', 'Spectral Blades']);
      // On foot it is a plain Apprentice without Channel.
      const plain = kernelFor(['{ id: dec, unit: kuulimas-deceiver, position: { x: 24, y: 10 } }'], [ORCS], 'game: advanced', ['daemon-legions', 'orcs-and-goblins']);
      expect(known(plain, 'dec')).toEqual(['Know Thine Enemy']);
      expect(plain.plan.magic.channel[unit(plain, 'dec')]).toBe(0);
    });

    it('refuses a missing additional Path, its own Path again, one another wizard took, and `extraPath:` on any other unit', () => {
      expect(() => deceiver('')).toThrow(/additional Path for Protean Adept/);
      expect(() => deceiver(', extraPath: divination')).toThrow(/other than its own \(divination\)/);
      expect(() => deceiver(', extraPath: pyromancy', ['{ id: har, unit: harbinger, upgrades: [Adept], path: pyromancy, position: { x: 10, y: 10 } }'])).toThrow(/no other wizard/);
      expect(() =>
        kernelFor(['{ id: dec, unit: kuulimas-deceiver, extraPath: pyromancy, position: { x: 24, y: 10 } }'], [ORCS], 'game: advanced', ['daemon-legions', 'orcs-and-goblins']),
      ).toThrow(/only Protean Adept/);
    });
  });

  describe('Forbidden (Anurarch Archmage): Pyromancy 1–2 besides its own spells', () => {
    const anurarch = (path = '') =>
      kernelFor(
        ['{ id: tegu, unit: tegu-warriors, position: { x: 24, y: 10 } }', `{ id: arch, unit: anurarch-archmage, option: Forbidden, joins: tegu${path} }`],
        [ORCS],
        'game: advanced',
        ['saurian-ancients', 'orcs-and-goblins'],
      );

    it('a Master of its Path (Druidism by default) that also knows Fireball and Flaming Swords', () => {
      expect(known(anurarch(), 'arch')).toEqual(['Entwining Roots', 'Fireball', 'Flaming Swords', 'Healing Waters', 'Master of Earth']);
      expect(known(anurarch(', path: shamanism'), 'arch')).toEqual(['Awaken the Beast', 'Break the Spirit', 'Fireball', 'Flaming Swords', 'Swarm of Insects']);
    });

    it('refuses Pyromancy as its own Path', () => {
      expect(() => anurarch(', path: pyromancy')).toThrow(/other than Pyromancy/);
    });
  });

  describe('Duumvirate (Swarm Priest): an Adept knowing only spell 3 of another friendly Swarm Priest\'s Path', () => {
    const priests = (duo: string, other = '{ id: p1, unit: swarm-priest, path: evocation, position: { x: 10, y: 10 } }') =>
      kernelFor([other, `{ id: p2, unit: swarm-priest, option: Duumvirate, position: { x: 24, y: 10 }${duo} }`].filter((l) => l !== ''), [ORCS], 'game: advanced', [
        'vermin-swarm',
        'orcs-and-goblins',
      ]);

    it('takes the other priest\'s Path by default (sharing it is allowed) and knows its spell 3, with Channel', () => {
      const k = priests('');
      expect(known(k, 'p1')).toEqual(['Spectral Blades']);
      expect(known(k, 'p2')).toEqual(['Danse Macabre']);
      expect(k.plan.magic.channel[unit(k, 'p2')]).toBe(1);
      expect(known(priests(', path: evocation'), 'p2')).toEqual(['Danse Macabre']);
      // The other priest on the faction's Path (Witchcraft): Bewitching Glare.
      expect(known(priests('', '{ id: p1, unit: swarm-priest, position: { x: 10, y: 10 } }'), 'p2')).toEqual(['Bewitching Glare']);
    });

    it('refuses a Duumvirate without another friendly Swarm Priest, or on a Path no other Swarm Priest chose', () => {
      expect(() => priests('', '')).toThrow(/another friendly Swarm Priest \(Duumvirate requires one/);
      expect(() => priests(', path: witchcraft')).toThrow(/a Path another friendly Swarm Priest chose/);
    });
  });

  describe('Hierophant (Death Cult Hierarchy): a Master whose Amplified heal may go to any friend within 18"', () => {
    const cult = (option: string, archersAt: string) =>
      kernelFor(
        [
          `{ id: cult, unit: death-cult-hierarchy, option: ${option}, position: { x: 18, y: 10 } }`,
          '{ id: guard, unit: necropolis-guard, position: { x: 10, y: 20 } }',
          `{ id: archers, unit: skeleton-archers, position: ${archersAt} }`,
        ],
        ['{ id: orcs, unit: iron-orcs, position: { x: 18, y: 40, facing: 180 } }'],
        'game: advanced',
        ['undying-dynasties', 'orcs-and-goblins'],
      );
    const NEAR = '{ x: 28, y: 12 }';
    const FAR = '{ x: 44, y: 10 }';
    /** Cast Altered Sight (on the Guard, the friend closest to the enemy) with the hurt Archers `at`; the trace. */
    const cast = (k: any, dice: number[]): string[] => {
      const lines: string[] = [];
      k.tracer = { line: (t: string) => lines.push(t) };
      loseHP(k, unit(k, 'archers'), 3);
      k.dice[0] = 6;
      k.dice[1] = 0;
      const s = new ScriptedRng().roll(...dice);
      castSlot(k, s.rng, slotOf(k, 'Altered Sight'), 0);
      expect(s.unused).toBe(0);
      return lines;
    };

    it('is a Master of its Path (Cosmology by default) with Channel', () => {
      const k = cult('Hierophant', NEAR);
      expect(known(k, 'cult')).toEqual(['Altered Sight', 'Ice and Fire', 'Perception of Strength']);
      expect(k.plan.magic.channel[unit(k, 'cult')]).toBe(1);
      expect(k.plan.magic.hierophant[unit(k, 'cult')]).toBe(1);
    });

    it('Amplifies a spell on an unhurt friend to heal the hurt Archers 12" away: CV 5 + 2, three dice, Rsr 3 back', () => {
      const k = cult('Hierophant', NEAR);
      const lines = cast(k, [2, 2, 3]);
      expect(lines).toContain('Death Cult Hierarchy casts Altered Sight on Necropolis Guard (7 on 3 dice).');
      expect(lines).toContain('  Skeleton Archers regains 3 HP.');
      expect(hpLeft(k, unit(k, 'archers'))).toBe(k.plan.models[unit(k, 'archers')] * k.plan.hp[unit(k, 'archers')]);
    });

    it('no heal beyond 18", nor from an Adept, whose heal goes only to the spell\'s own friendly target: CV 5, two dice', () => {
      for (const k of [cult('Hierophant', FAR), cult('Adept', NEAR)]) {
        const lines = cast(k, [2, 3]);
        expect(lines).toContain('Death Cult Hierarchy casts Altered Sight on Necropolis Guard (5 on 2 dice).');
        expect(lines.some((l) => l.includes('regains'))).toBe(false);
      }
    });
  });

  it('`warsim list` no longer marks these options "not playable yet"', () => {
    for (const army of ['undying-dynasties', 'vermin-swarm', 'daemon-legions', 'saurian-ancients']) {
      for (const e of t9aEow.catalogue!(army)) expect(e.summary).not.toMatch(/not playable yet/i);
    }
  });
});
