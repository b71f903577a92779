// Vault items (rules/t9a_eow.md §9): the limits compile checks, points, and a sample of the
// effects in play, each through the kernel's own routines with scripted dice.
import { describe, expect, it } from 'vitest';
import { bannersOfSpeed } from '../../../../src/systems/t9a-eow/kernel/banners.ts';
import { unsaved } from '../../../../src/systems/t9a-eow/kernel/damage.ts';
import { castSlot } from '../../../../src/systems/t9a-eow/kernel/magic-casting.ts';
import { advOf } from '../../../../src/systems/t9a-eow/kernel/moves.ts';
import { meleeRolls } from '../../../../src/systems/t9a-eow/kernel/strikes.ts';
import { M_ARM, M_COUNT } from '../../../../src/systems/t9a-eow/magic-plan.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { t9aCompile, t9aKernel, t9aText, unitOf } from './harness.ts';

const text = (a: string[], b: string[], armies = ['empire-of-sonnstahl', 'orcs-and-goblins'], rules = 'game: advanced') => t9aText(a, b, { armies, rules });
const compile = t9aCompile;
const kernelFor = t9aKernel;
const unit = unitOf;
const ORCS = '{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 60, facing: 180 } }';
const marshal = (items: string) => `{ id: m, unit: wizard, items: [${items}], position: { x: 24, y: 10 } }`;

describe('Vault limits (§9)', () => {
  it('refuses more than 100 pts, two items of a type, an item twice, and items in a Basic game', () => {
    expect(() => compile(text([marshal('destinys-call, talisman-of-the-void')], [ORCS]))).toThrow(/Talisman of the Void on a Wizard Master/);
    expect(() => compile(text([marshal('destinys-call, crystal-ball, dragon-staff')], [ORCS]))).toThrow(/at most one artefact/);
    expect(() => compile(text([marshal('eldrich-inscriptions, destinys-call')], [ORCS]))).toThrow(/at most 100 pts/);
    expect(() => compile(text([marshal('crystal-ball'), '{ id: m2, unit: wizard, items: [crystal-ball], path: cosmology, position: { x: 10, y: 10 } }'], [ORCS]))).toThrow(/once an army/);
    expect(() => compile(text(['{ id: m, unit: wizard, items: [crystal-ball], position: { x: 24, y: 10 } }'], ['{ id: o, unit: iron-orcs, position: { x: 24, y: 60, facing: 180 } }'], undefined, 'game: basic'))).toThrow(/Basic game/);
    expect(() => compile(text([marshal('cristal-ball')], [ORCS]))).toThrow(/did you mean "crystal-ball"/);
  });

  it('adds the items\' points to the character', () => {
    const plan = compile(text([marshal('crystal-ball, hardening-infusion')], [ORCS]));
    expect(plan.costs[0].points).toBe(175 + 25 + 25);
    expect(plan.costs[0].breakdown).toContain('Crystal Ball +25');
  });
});

describe('Vault effects', () => {
  it('Destiny\'s Call: Aegis 4+ and Arm 3 that a spell cannot improve', () => {
    const k = kernelFor(text([marshal('destinys-call')], [ORCS]));
    const m = unit(k, 'm');
    expect(k.plan.arm[m]).toBe(3);
    expect(k.plan.aeg[m]).toBe(4);
    k.mods[m * M_COUNT + M_ARM] = 1; // Word of Iron
    // AP 0 against Arm 3 (capped): 4+ to save; a 3 fails, then the Aegis 4+ roll of 3 fails.
    expect(unsaved(k, new ScriptedRng().roll(3, 3).rng, m, 1, 0, 0, false, -1, 0)).toBe(1);
  });

  it('Banner of Speed: friends within 6" of the bearer advance 1" and march 2" further', () => {
    const k = kernelFor(
      text(['{ id: m, unit: wizard, items: [banner-of-speed], position: { x: 24, y: 10 } }', '{ id: g, unit: imperial-guard, position: { x: 30, y: 10 } }'], [ORCS]),
    );
    bannersOfSpeed(k, 0); // looked at the start of the Charge and Movement phases
    expect(advOf(k, unit(k, 'g'))).toBe(5); // Adv 4 + 1
    k.status[unit(k, 'm')] = 2; // a fleeing bearer gives nothing
    bannersOfSpeed(k, 0);
    expect(advOf(k, unit(k, 'g'))).toBe(4);
  });

  it('Shield Breaker: +6 AP, but a natural 1 or 2 never wounds', () => {
    // A Thane (Str 6) against Veteran Orcs (Res 4) wounds on 2+; with Shield Breaker a 2 fails.
    for (const [items, wounded] of [
      ['[]', 3],
      ['[shield-breaker]', 0],
    ] as const) {
      const k = kernelFor(
        text([`{ id: t, unit: thane, items: ${items}, position: { x: 24, y: 20 } }`], ['{ id: o, unit: veteran-orcs, position: { x: 24, y: 20, facing: 180 } }'], ['dwarven-holds', 'orcs-and-goblins']),
      );
      const t = unit(k, 't');
      const o = unit(k, 'o');
      k.gUnit[0] = t;
      k.gEng[0] = 0;
      k.gKind[0] = 0;
      k.gCount = 1;
      // 3 hits (6s), 3 wound rolls of 2; Arm 2 against AP 3 (or 9): no save.
      const s = new ScriptedRng().roll(6, 6, 6, 2, 2, 2);
      meleeRolls(k, s.rng, 0, t, o, o, 3, true, false);
      expect(s.unused).toBe(0);
      expect(k.pending[o]).toBe(wounded);
    }
  });

  it('Obsidian Rock: enemy spells on the bearer\'s unit need 2 more', () => {
    const k = kernelFor(
      text(['{ id: w, unit: wizard, position: { x: 24, y: 10 } }'], ['{ id: o, unit: veteran-orcs, position: { x: 24, y: 26, facing: 180 } }', '{ id: s, unit: orc-shaman, items: [obsidian-rock], joins: o }']),
    );
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    k.dice[0] = 6;
    k.dice[1] = 0;
    // Silver Spike 5+ becomes 7+: the policy takes 3 dice (2 give only .583).
    castSlot(k, new ScriptedRng().roll(1, 2, 3).rng, k.plan.magic.spellNames.indexOf('Silver Spike'), 0);
    expect(lines[0]).toMatch(/fails to cast Silver Spike \(6 on 3 dice for 7\+\)/);
  });
});
