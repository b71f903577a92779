// The Magic phase (rules/t9a_eow.md §4): Flux decks, casting and dispelling odds, miscasts
// (example 8), and spell effects as modifiers that last until the caster's next Magic phase.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { M_ARM, M_COUNT } from '../../../../src/systems/t9a-eow/magic-plan.ts';
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
      k.shuffleDecks(rng);
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
      k.magicPhase(new ScriptedRng().rng, 0);
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
    const hp = k.hpLeft(c);
    const s = new ScriptedRng()
      .roll(5, 5, 5, 1) // casting: 16 ≥ 10, a triple 5
      .roll(1, 1) // radius 2D3 = 2
      .roll(1, 1) // 2D3 = 2 hits on the Guard
      .roll(1, 1) // both fail to wound
      .roll(4, 6, 3); // miscast: 3 hits (4 dice − 1 for a Character), 2 wound on 4+; AP 5 beats Arm 2
    k.castSlot(s.rng, slotOf(k, 'Wrath of God'), 0);
    expect(s.unused).toBe(0);
    expect(lines.some((l) => /Miscast! Shaman takes 3 hits at AP 5: 2 HP lost/.test(l))).toBe(true);
    expect(k.hpLeft(c)).toBe(hp - 2);
    expect(k.dice[0]).toBe(1);
  });

  it('a dispel total ≥ the casting total stops the spell; a failed dispel lets it through', () => {
    const k = kernelFor(['{ id: wizard, unit: wizard, position: { x: 24, y: 10 } }'], ['{ id: orcs, unit: iron-orcs, position: { x: 24, y: 26, facing: 180 } }']);
    const slot = slotOf(k, 'Silver Spike');
    // Cast with 2 dice (5/6 ≥ 2/3) for 8; the reactive side needs 8: 2 dice give .417 < .5, 3 give .838.
    k.dice[0] = 6;
    k.dice[1] = 5;
    k.castSlot(new ScriptedRng().roll(4, 4).roll(3, 3, 2).rng, slot, 0);
    expect(k.models[unit(k, 'orcs')]).toBe(12);
    expect(k.dice[1]).toBe(2);
    k.spellsCast.fill(0);
    k.dice[0] = 6;
    k.dice[1] = 5;
    const s = new ScriptedRng().roll(4, 4).roll(1, 2, 3).roll(6); // cast 8, dispel 6, wound; no save at AP 10
    k.castSlot(s.rng, slot, 0);
    expect(s.unused).toBe(0);
    expect(k.models[unit(k, 'orcs')]).toBe(11);
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
    k.castSlot(new ScriptedRng().roll(3, 3).rng, slotOf(k, 'Word of Iron'), 0);
    expect(k.mod(g, M_ARM)).toBe(1);
    expect(k.mods[g * M_COUNT + M_ARM]).toBe(1);
    // The opponent's phase leaves it; the caster's next one clears it.
    k.deck[6] = 1;
    k.magicPhase(new ScriptedRng().thenAll(1).rng, 1);
    expect(k.mod(g, M_ARM)).toBe(1);
    k.deck[0] = 1;
    k.deckPos[0] = 0;
    k.magicPhase(new ScriptedRng().thenAll(1).rng, 0);
    expect(k.mod(g, M_ARM)).toBe(0);
  });

  it('a buffed Arm changes the save: Imperial Guard Arm 4 + 1 against AP 1 saves on 3+', () => {
    const k = kernelFor(['{ id: guard, unit: imperial-guard, position: { x: 10, y: 20 } }'], ['{ id: orcs, unit: iron-orcs, position: { x: 24, y: 60, facing: 180 } }']);
    const g = unit(k, 'guard');
    // Without the spell a 3 fails (Arm 4 − AP 1 = 3 → 4+); with it a 3 saves.
    expect(k.unsaved(new ScriptedRng().roll(3).rng, g, 1, 1, 0, false, -1, 0)).toBe(1);
    k.mods[g * M_COUNT + M_ARM] = 1;
    expect(k.unsaved(new ScriptedRng().roll(3).rng, g, 1, 1, 0, false, -1, 0)).toBe(0);
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
    expect(k.spellTarget(fireball, 0)).toBe(unit(k, 'orcs'));
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    k.dice[0] = 5;
    k.dice[1] = 0;
    const hpBefore = k.hpLeft(unit(k, 'orcs'));
    // Cast 3 + 4 = 7; D3 + 1 = 4 hits; wounds on 6s; armour rolls of 1 fail.
    k.castSlot(new ScriptedRng().roll(3, 4, 6, 6, 6, 6, 6, 1, 1, 1, 1).thenAll(1).rng, fireball, 0);
    expect(lines.some((l) => l.includes('casts Fireball on Veteran Orcs'))).toBe(true);
    expect(k.hpLeft(unit(k, 'orcs'))).toBe(hpBefore - 4);

    const plain = mage('Single', ', path: pyromancy');
    expect(plain.status[unit(plain, 'spears')]).toBe(1);
    const slot = slotOf(plain, 'Fireball');
    expect(plain.plan.magic.meleeTarget[slot]).toBe(0);
    expect(plain.spellTarget(slot, 0)).toBe(-1);
  });
});
