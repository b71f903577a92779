// The §12 readings played as rule flags (R4, R5, R23, R29): the default is the digest's
// recommendation; each test shows the other value changing play.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
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
    const hp = k.unsaved(s.rng, t, 2, 10, 0x160, false, -1, 0);
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
    k.fightRound(new Rng(seed, 0), unitOf(k, 'g'));
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
    const shoot = (flag: string, s: ScriptedRng): string => {
      const k = t9aKernel(
        text(['{ id: b, unit: bombardiers, position: { x: 18, y: 20 } }'], ['{ id: g, unit: imperial-guard, position: { x: 18, y: 30, facing: 180 } }'], {
          armies: ['ogre-khans', 'empire-of-sonnstahl'],
          rules: `game: advanced, variableDice: ${flag}`,
        }),
      );
      const lines = traced(k);
      k.shoot(s.rng, unitOf(k, 'b'), unitOf(k, 'g'));
      return lines[0];
    };
    // Each model rolls its D3 then its shots: D3 = 3 (4 shots), 1 (2), 1 (2); every one a hit.
    expect(shoot('per-model', new ScriptedRng().roll(6, 6, 6, 6, 6, 1, 6, 6, 1, 6, 6).thenAll(6))).toMatch(/: 8 hits/);
    // One D3 = 3 for the unit: 4 shots each, 12.
    expect(shoot('per-unit', new ScriptedRng().roll(6).thenAll(6))).toMatch(/: 12 hits/);
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
      k.eCharge[0] = 1;
      k.charged[c] = 1;
      const lines = traced(k);
      k.fightRound(s.rng, c);
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
      k.magicMove(new ScriptedRng().rng, h, 6);
      expect(k.magicMoved[h]).toBe(1);
      k.shoot(new ScriptedRng().thenAll(1).rng, h, unitOf(k, 'o'));
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
      const count = k.gather(g);
      expect(count).toBe(3);
      for (const id of ['v1', 'v2', 'g']) k.roundLoss[unitOf(k, id)] = id === 'g' ? 0 : 1;
      const lines = traced(k);
      k.resolveCombat(new ScriptedRng().thenAll(1).rng, count);
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
      const rf = k.hpLeft(guns);
      const all = rf + k.hpLeft(unitOf(k, 'wizard'));
      // Lose at least 25% of the rank and file's HP but less than 25% of both together.
      const loss = Math.ceil(rf / 4);
      expect(4 * loss).toBeLessThan(all);
      k.shootingPhase(new ScriptedRng().rng, 1); // the Orcs have nothing to shoot: the phase starts
      k.loseHP(guns, loss);
      const s = new ScriptedRng().roll(1, 1); // the Panic test, if taken: 2, passed
      k.panicAfterShooting(s.rng, guns, unitOf(k, 'o'));
      return s.unused === 0;
    };
    expect(panics('unit-and-character')).toBe(false);
    expect(panics('rank-and-file')).toBe(true);
  });
});
