// Essence of War worked examples (rules/t9a_eow.md §11.1) and derived oracles, played through
// the kernel's own routines with scripted dice, plus the rules they imply (Steadfast,
// Unstable, Supernal, special attacks, Multiple Wounds, Area Attack, victory points).
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileT9a } from '../../../../src/systems/t9a-eow/compile.ts';
import { arcOf } from '../../../../src/systems/t9a-eow/kernel/arcs.ts';
import { destroy, hpLeft, loseHP } from '../../../../src/systems/t9a-eow/kernel/casualties.ts';
import { chargeMove } from '../../../../src/systems/t9a-eow/kernel/charge-moves.ts';
import { react, redirect } from '../../../../src/systems/t9a-eow/kernel/charge-phase.ts';
import { breakTest, resolveCombat, steadfast } from '../../../../src/systems/t9a-eow/kernel/combat-result.ts';
import { unsaved } from '../../../../src/systems/t9a-eow/kernel/damage.ts';
import { gather } from '../../../../src/systems/t9a-eow/kernel/engagements.ts';
import { gap } from '../../../../src/systems/t9a-eow/kernel/footprint.ts';
import { T9aKernel } from '../../../../src/systems/t9a-eow/kernel/kernel.ts';
import { castSlot } from '../../../../src/systems/t9a-eow/kernel/magic-casting.ts';
import { fightRound } from '../../../../src/systems/t9a-eow/kernel/melee.ts';
import { fleeFrom } from '../../../../src/systems/t9a-eow/kernel/panic-and-flee.ts';
import { afterCombat } from '../../../../src/systems/t9a-eow/kernel/pursuit.ts';
import { record } from '../../../../src/systems/t9a-eow/kernel/record.ts';
import { reset } from '../../../../src/systems/t9a-eow/kernel/set-up.ts';
import { areaHits, shoot } from '../../../../src/systems/t9a-eow/kernel/shooting.ts';
import { readRules } from '../../../../src/systems/t9a-eow/rules.ts';
import { parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { t9aKernel, t9aText } from './harness.ts';

// Kernel constants (kernel.ts), repeated to read the state.
const READY = 0;
const ENGAGED = 1;
const FLEEING = 2;
const DESTROYED = 3;
const FRONT = 0;
const LEFT = 1;

interface Side {
  army: string;
  units: string[];
}

function scenario(a: Side, b: Side, rules = 'game: advanced', extra = ''): string {
  const side = (id: string, s: Side) => `  - id: ${id}\n    army: ${s.army}\n    units:\n${s.units.map((u) => `      - ${u}`).join('\n')}\n`;
  return `format: warsim/1
system: t9a-eow
title: worked example
battlefield: { width: 48, depth: 72 }
rules: { ${rules} }
${extra}sides:
${side('a', a)}${side('b', b)}`;
}

function kernelFor(text: string): any {
  const plan = compileT9a(parseText(text).runs[0]);
  const k = new T9aKernel(plan) as any;
  reset(k);
  k.turn = 1;
  return k;
}

function unit(k: any, id: string): number {
  const u = k.plan.unitIds.indexOf(id);
  if (u < 0) throw new Error(`no unit ${id}`);
  return u;
}

function traced(k: any): string[] {
  const lines: string[] = [];
  k.tracer = { line: (t: string) => lines.push(t) };
  return lines;
}

/** Side a's unit x faces up the table with its front at y = 20; side b's y faces it `gap` inches away. */
function facing(aArmy: string, aUnit: string, bArmy: string, bUnit: string, gap: number, opts: { a?: string; b?: string; rules?: string } = {}): any {
  return kernelFor(
    scenario(
      { army: aArmy, units: [`{ id: x, unit: ${aUnit}, position: { x: 24, y: 20 }${opts.a ?? ''} }`] },
      { army: bArmy, units: [`{ id: y, unit: ${bUnit}, position: { x: 24, y: ${20 + gap}, facing: 180 }${opts.b ?? ''} }`] },
      opts.rules,
    ),
  );
}

describe('shooting (§5, examples 1, 9, 10)', () => {
  it('example 1: a natural 1 always fails, and a modified Aim of 7+ cannot hit', () => {
    // Handgunners (4+) at 10": ten shooters (5×2), every die a 1 → no hit, no further dice.
    const k = facing('empire-of-sonnstahl', 'handgunners', 'orcs-and-goblins', 'iron-orcs', 10);
    const s = new ScriptedRng().roll(...Array(10).fill(1));
    shoot(k, s.rng, unit(k, 'x'), unit(k, 'y'));
    expect(s.unused).toBe(0);
    expect(k.models[unit(k, 'y')]).toBe(12);
    // At long range (> 12"), having moved, against cover: 4 + 3 = 7 → even sixes miss.
    const k2 = facing('empire-of-sonnstahl', 'handgunners', 'orcs-and-goblins', 'iron-orcs', 20, { b: ', cover: cover' });
    k2.moved[unit(k2, 'x')] = 1;
    const s2 = new ScriptedRng().roll(...Array(10).fill(6));
    const lines = traced(k2);
    shoot(k2, s2.rng, unit(k2, 'x'), unit(k2, 'y'));
    expect(s2.unused).toBe(0);
    expect(lines[0]).toMatch(/\(7\+\): 0 hits/);
  });

  it('examples 9–10: Bow (4+) hits on 4+; a Sylvan Longbow (3+) at long range hits on 4+', () => {
    const k = facing('sylvan-elves', 'sylvan-archers', 'orcs-and-goblins', 'iron-orcs', 20);
    const lines = traced(k);
    // 10 archers (5×2): three 3s miss at long range, seven 4s hit; then 7 wound rolls of 1.
    const s = new ScriptedRng().roll(3, 3, 3, 4, 4, 4, 4, 4, 4, 4).roll(...Array(7).fill(1));
    shoot(k, s.rng, unit(k, 'x'), unit(k, 'y'));
    expect(lines[0]).toMatch(/\(4\+\): 7 hits, 0 HP lost/);
    expect(s.unused).toBe(0);
    const k2 = facing('orcs-and-goblins', 'goblin-rabble', 'empire-of-sonnstahl', 'imperial-guard', 10);
    const l2 = traced(k2);
    // Goblin Rabble 5×4: Bow lets 3 ranks shoot → 15 dice.
    const s2 = new ScriptedRng().roll(...Array(15).fill(4)).thenAll(1);
    shoot(k2, s2.rng, unit(k2, 'x'), unit(k2, 'y'));
    expect(l2[0]).toMatch(/\(4\+\): 15 hits/);
  });
});

describe('damage pipeline (§6.1, example 2)', () => {
  it('example 2: 6 Ogres with 3 HP lose 7 → 2 removed, 1 carried; then 2 more → 1 more removed', () => {
    const k = facing('ogre-khans', 'tribesmen', 'empire-of-sonnstahl', 'imperial-guard', 10, { a: ', models: 6, files: 6' });
    const o = unit(k, 'x');
    expect(loseHP(k, o, 7)).toBe(7);
    expect(k.models[o]).toBe(4);
    expect(k.carried[o]).toBe(1);
    loseHP(k, o, 2);
    expect(k.models[o]).toBe(3);
    expect(k.carried[o]).toBe(0);
    // Excess beyond what the unit has is ignored (R4).
    expect(loseHP(k, o, 50)).toBe(9);
    expect(k.models[o]).toBe(0);
  });

  it('Multiple Wounds are capped at the target\'s HP characteristic (Cannon MW(D3) on 1-HP models)', () => {
    const k = facing('empire-of-sonnstahl', 'imperial-guard', 'orcs-and-goblins', 'iron-orcs', 10);
    const y = unit(k, 'y');
    // One wound at AP 10 (no armour save), MW D3 rolled 6 → 3, capped at 1 HP.
    const s = new ScriptedRng().roll(6);
    expect(unsaved(k, s.rng, y, 1, 10, 0x130, false, -1, 0)).toBe(1);
    expect(s.unused).toBe(0);
  });

  it('Area Attack (12): one Str 7 AP 4 MW(D3) hit and the rest Str 3 AP 0, capped at the models', () => {
    const k = facing('empire-of-sonnstahl', 'imperial-guard', 'orcs-and-goblins', 'iron-orcs', 10);
    const y = unit(k, 'y'); // 12 Iron Orcs: Res 4, Arm 2
    const lines: number[] = [];
    const s = new ScriptedRng()
      .roll(6) // the big hit wounds (Str 7 vs Res 4: 2+)
      .roll(1) // MW(D3): armour Arm 2 − AP 4 → none; so the next die is MW: 1 → 1 HP
      .roll(...Array(11).fill(6)) // 11 Str 3 hits all wound on 6
      .roll(...Array(11).fill(1)); // armour saves (Arm 2, AP 0 → 5+) all fail
    lines.push(areaHits(k, s.rng, y, 1, 12));
    expect(lines[0]).toBe(12);
    expect(s.unused).toBe(0);
    expect(k.models[y]).toBe(0);
  });
});

describe('charges (§3.2, example 5)', () => {
  function charge(faces: number[]): any {
    const k = facing('empire-of-sonnstahl', 'imperial-guard', 'orcs-and-goblins', 'iron-orcs', 8);
    const x = unit(k, 'x');
    const y = unit(k, 'y');
    k.declared[x] = y;
    k.declaredFace[x] = arcOf(k, y, x);
    const s = new ScriptedRng().roll(...faces);
    chargeMove(k, s.rng, x, y);
    expect(s.unused).toBe(0);
    return k;
  }

  it('example 5: a gap of 8" — 2D6 + Adv 4 = 7 fails and moves the highest die; 8 succeeds', () => {
    const fail = charge([1, 2]);
    const x = unit(fail, 'x');
    expect(fail.status[x]).toBe(READY);
    expect(fail.noShoot[x]).toBe(1);
    expect(fail.fp.y[x]).toBeCloseTo(22, 5); // moved the highest die, 2"
    const ok = charge([2, 2]);
    expect(ok.status[unit(ok, 'x')]).toBe(ENGAGED);
    expect(ok.eng.face[0]).toBe(FRONT);
    gap(ok, unit(ok, 'x'), unit(ok, 'y'));
    expect(ok.res).toBeCloseTo(0, 5);
  });

  it('Swiftstride charges are Maximised: three dice, the lowest dropped', () => {
    const k = facing('empire-of-sonnstahl', 'electoral-cavalry', 'orcs-and-goblins', 'iron-orcs', 12);
    const x = unit(k, 'x');
    const y = unit(k, 'y');
    k.declared[x] = y;
    k.declaredFace[x] = FRONT;
    // 1 + 1 + 4 → 5 (1 dropped) + Adv 7 = 12: reaches 12".
    const s = new ScriptedRng().roll(1, 4, 1);
    chargeMove(k, s.rng, x, y);
    expect(s.unused).toBe(0);
    expect(k.status[x]).toBe(ENGAGED);
  });

  it('a charger reaching a fleeing unit destroys it', () => {
    const k = facing('empire-of-sonnstahl', 'imperial-guard', 'orcs-and-goblins', 'veteran-orcs', 8, { b: ', tactics: { react: flee }' });
    const x = unit(k, 'x');
    const y = unit(k, 'y');
    k.declared[x] = y;
    k.declaredFace[x] = FRONT;
    const s = new ScriptedRng().roll(1, 1); // flees 2" (to 10"): not off the table
    react(k, s.rng, y, x);
    expect(k.status[y]).toBe(FLEEING);
    const s2 = new ScriptedRng().roll(6, 6);
    chargeMove(k, s2.rng, x, y);
    expect(k.status[y]).toBe(DESTROYED);
  });

  it('Fearless and The Undeath hold even when told to flee', () => {
    const k = facing('empire-of-sonnstahl', 'imperial-guard', 'vampire-covenant', 'zombies', 8, { rules: 'game: basic', b: ', tactics: { react: flee }' });
    react(k, new ScriptedRng().rng, unit(k, 'y'), unit(k, 'x'));
    expect(k.status[unit(k, 'y')]).toBe(READY);
  });
});

describe('fleeing through friends (§2.3 trigger 3, §2.4)', () => {
  const flee = (x: number) => {
    const k = t9aKernel(
      t9aText(
        ['{ id: guard, unit: imperial-guard, position: { x: 24, y: 20 } }', `{ id: guns, unit: handgunners, position: { x: ${x}, y: 12 } }`],
        ['{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 40, facing: 180 } }'],
        { rules: 'game: advanced' },
      ),
    );
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    // Flee 12" straight back from the Orcs, over the Handgunners' ground; their Panic test 2.
    fleeFrom(k, new ScriptedRng().roll(6, 6, 1, 1).rng, unit(k, 'guard'), unit(k, 'orcs'), 'flees');
    return lines;
  };

  it('the Handgunners the Guard flee through take a Panic test after the move', () => {
    const lines = flee(24);
    expect(lines).toContain('Imperial Guard flees through Handgunners.');
    expect(lines.some((l) => /Handgunners passes a Panic test \(2 vs/.test(l))).toBe(true);
  });

  it('a broken unit caught by the pursuit passes through nobody; one that escapes makes its friends test', () => {
    const broken = (pursuit: number[]) => {
      const k = t9aKernel(
        t9aText(
          ['{ id: guard, unit: imperial-guard, position: { x: 24, y: 20 } }'],
          ['{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 20, facing: 180 } }', '{ id: gobs, unit: goblin-rabble, position: { x: 24, y: 30, facing: 180 } }'],
          { rules: 'game: advanced' },
        ),
      );
      const lines: string[] = [];
      k.tracer = { line: (t: string) => lines.push(t) };
      const o = unit(k, 'orcs');
      gather(k, o);
      k.roundLoss[o] = 6;
      k.roundLoss[unit(k, 'guard')] = 0;
      // The Break test, Minimised for Warborn Orcs: 1, 6, 6 → 7, failed (lost by 6); the Orcs
      // flee 5 + 5 = 10" back through the Goblins; then the pursuit.
      resolveCombat(k, new ScriptedRng().roll(1, 6, 6, 5, 5, ...pursuit).thenAll(1).rng, 2);
      return lines;
    };
    const caught = broken([6, 6]);
    expect(caught.some((l) => /Veteran Orcs is caught and destroyed/.test(l))).toBe(true);
    expect(caught.some((l) => /flees through/.test(l))).toBe(false);
    const escaped = broken([1, 2]);
    expect(escaped.some((l) => /caught/.test(l))).toBe(false);
    expect(escaped).toContain('Veteran Orcs flees through Goblin Rabble.');
  });

  it('friends beside the path do not test', () => {
    const lines = flee(40);
    expect(lines.some((l) => /flees through|Panic/.test(l))).toBe(false);
  });
});

describe('redirect (§3.2)', () => {
  // Imperial Guard (Adv 4) charge Veteran Orcs 6" ahead, who flee; Goblin Rabble stand at an angle.
  const setup = (tactics = '') =>
    t9aKernel(
      t9aText(
        [`{ id: guard, unit: imperial-guard, position: { x: 24, y: 20 }${tactics} }`],
        ['{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 26, facing: 180 }, tactics: { react: flee } }', '{ id: gobs, unit: goblin-rabble, position: { x: 33, y: 30, facing: 180 } }'],
        { rules: 'game: advanced' },
      ),
    );
  const declare = (k: any, rolls: number[]) => {
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    const g = unit(k, 'guard');
    k.declared[g] = unit(k, 'orcs');
    k.declaredFace[g] = FRONT;
    react(k, new ScriptedRng().roll(5, 5).rng, unit(k, 'orcs'), g); // flee 10": 16" away now, beyond Adv + 7
    expect(k.status[unit(k, 'orcs')]).toBe(FLEEING);
    if (k.plan.redirect[g]) redirect(k, new ScriptedRng().roll(...rolls).rng, g, unit(k, 'orcs'));
    return { lines, target: k.declared[g] };
  };

  it('a charger whose target flees passes a Discipline test and declares on the closer Goblins instead', () => {
    const k = setup();
    const { lines, target } = declare(k, [2, 3]);
    expect(target).toBe(unit(k, 'gobs'));
    expect(lines.some((l) => /Imperial Guard redirects its charge to the .* of Goblin Rabble/.test(l))).toBe(true);
  });

  it('failing the test, it charges on at the fleeing unit; `redirect: never` does not try', () => {
    const k = setup();
    const { lines, target } = declare(k, [6, 6]);
    expect(target).toBe(unit(k, 'orcs'));
    expect(lines.some((l) => /fails to redirect/.test(l))).toBe(true);
    const never = setup(', tactics: { redirect: never }');
    expect(declare(never, []).target).toBe(unit(never, 'orcs'));
  });

  it('a target that flees off the table is redirected from too', () => {
    const k = t9aKernel(
      t9aText(
        ['{ id: guard, unit: imperial-guard, position: { x: 24, y: 14 } }'],
        ['{ id: orcs, unit: veteran-orcs, position: { x: 24, y: 20, facing: 180 }, tactics: { react: flee } }', '{ id: gobs, unit: goblin-rabble, position: { x: 33, y: 24, facing: 180 } }'],
        { rules: 'game: advanced', table: [48, 30] },
      ),
    );
    const g = unit(k, 'guard');
    k.declared[g] = unit(k, 'orcs');
    // They flee 12" off the table; the Goblins, 4.6" from where they touched the edge, pass
    // their Panic test on 1 + 1 (§2.3).
    const dice = new ScriptedRng().roll(6, 6, 1, 1);
    react(k, dice.rng, unit(k, 'orcs'), g);
    expect(dice.unused).toBe(0);
    expect(k.status[unit(k, 'orcs')]).toBe(4); // fled off the table
    expect(k.status[unit(k, 'gobs')]).toBe(READY);
    redirect(k, new ScriptedRng().roll(2, 2).rng, g, unit(k, 'orcs'));
    expect(k.declared[g]).toBe(unit(k, 'gobs'));
  });

  it('a fleeing target still within the median Charge Range is charged on, without a test', () => {
    const k = setup();
    const g = unit(k, 'guard');
    const o = unit(k, 'orcs');
    k.declared[g] = o;
    react(k, new ScriptedRng().roll(1, 1).rng, o, g); // flees 2": 8" away, within Adv + 7
    const s = new ScriptedRng().roll(1, 1);
    redirect(k, s.rng, g, o);
    expect(s.unused).toBe(2); // no Discipline test rolled
    expect(k.declared[g]).toBe(o);
  });
});

/** Two units touching front to front, x having charged y this turn when `charged`. */
function inCombat(aArmy: string, aUnit: string, bArmy: string, bUnit: string, opts: { a?: string; b?: string; rules?: string; charged?: boolean } = {}): any {
  const k = facing(aArmy, aUnit, bArmy, bUnit, 0, opts);
  if (opts.charged) {
    k.eng.charge[0] = 1;
    k.charged[unit(k, 'x')] = 1;
  }
  return k;
}

describe('who attacks (§6.3, example 13)', () => {
  it('Figure 10: a front-engaged unit strikes with its 5 front models and 5 supporters', () => {
    const k = inCombat('empire-of-sonnstahl', 'imperial-guard', 'empire-of-sonnstahl', 'imperial-guard');
    const lines = traced(k);
    fightRound(k, new ScriptedRng().thenAll(1).rng, unit(k, 'x'));
    expect(lines.filter((l) => /Imperial Guard: 5 attacks/.test(l))).toHaveLength(2);
    expect(lines.filter((l) => /Imperial Guard: 5 supporting attacks/.test(l))).toHaveLength(2);
  });

  it('a unit charged in the flank gets no supporting attacks; the charger gets +2 and +1 in the result', () => {
    const k = kernelFor(
      scenario(
        { army: 'empire-of-sonnstahl', units: ['{ id: x, unit: imperial-guard, position: { x: 10, y: 40, facing: 90 } }'] },
        { army: 'empire-of-sonnstahl', units: ['{ id: y, unit: imperial-guard, position: { x: 24, y: 40 } }'] },
      ),
    );
    const x = unit(k, 'x');
    const y = unit(k, 'y');
    k.declared[x] = y;
    k.declaredFace[x] = arcOf(k, y, x);
    expect(k.declaredFace[x]).toBe(LEFT);
    chargeMove(k, new ScriptedRng().roll(6, 6).rng, x, y);
    const lines = traced(k);
    fightRound(k, new ScriptedRng().thenAll(1).rng, x);
    const yLines = lines.filter((l) => l.startsWith('  Imperial Guard'));
    // y's flank: 3 ranks touch the charger's front; no supporting attacks for y.
    expect(lines.some((l) => /supporting/.test(l))).toBe(true); // x supports
    expect(yLines.length).toBe(3);
    // Result: both lose nothing; x has ranks +2, charge +1, flank +2 = 5; y has ranks +2.
    expect(lines.find((l) => l.startsWith('Combat result'))).toBe('Combat result a 5 – b 2.');
  });
});

describe('combat result and break tests (§6.4–§6.5, examples 14–15)', () => {
  it('example 14: Dis 7, CR 1 vs 3 → a Break test at Dis 5', () => {
    // Handgunners (Dis 7, 2 ranks) against Iron Orcs (2 ranks): not Steadfast.
    const k = inCombat('empire-of-sonnstahl', 'handgunners', 'orcs-and-goblins', 'iron-orcs');
    const x = unit(k, 'x');
    breakTest(k, new ScriptedRng().roll(3, 3).rng, x, 2);
    expect(k.broken[x]).toBe(1);
    k.broken[x] = 0;
    breakTest(k, new ScriptedRng().roll(2, 3).rng, x, 2);
    expect(k.broken[x]).toBe(0);
  });

  it('Steadfast: more ranks than every enemy → the test ignores the result', () => {
    // Imperial Guard 5×3 against Handgunners 5×2: Steadfast, tests on Dis 8 whatever the loss.
    const k = inCombat('empire-of-sonnstahl', 'imperial-guard', 'empire-of-sonnstahl', 'handgunners');
    const x = unit(k, 'x');
    expect(steadfast(k, x)).toBe(true);
    breakTest(k, new ScriptedRng().roll(4, 4).rng, x, 6);
    expect(k.broken[x]).toBe(0);
    // In Hindering terrain a unit is never Steadfast.
    const k2 = inCombat('empire-of-sonnstahl', 'imperial-guard', 'empire-of-sonnstahl', 'handgunners', { a: ', cover: hindering' });
    expect(steadfast(k2, unit(k2, 'x'))).toBe(false);
  });

  it('Warborn rolls Minimised break tests (3D6, the highest dropped)', () => {
    const k = inCombat('orcs-and-goblins', 'iron-orcs', 'orcs-and-goblins', 'iron-orcs', { rules: 'game: basic' });
    const x = unit(k, 'x');
    // Dis 7, lost by 2 (equal ranks: no Steadfast) → 5; dice 6, 2, 3 → 2 + 3 = 5: passes.
    const s = new ScriptedRng().roll(6, 2, 3);
    breakTest(k, s.rng, x, 2);
    expect(s.unused).toBe(0);
    expect(k.broken[x]).toBe(0);
  });

  it('Unstable units pass and lose 1 HP per point; Supernal units lose the margin instead of fleeing', () => {
    const k2 = inCombat('undying-dynasties', 'shabtis', 'orcs-and-goblins', 'iron-orcs', { rules: 'game: basic' });
    const u = unit(k2, 'x');
    breakTest(k2, new ScriptedRng().rng, u, 3); // The Undeath: no dice, 3 HP lost
    expect(hpLeft(k2, u)).toBe(9 - 3);
    expect(k2.broken[u]).toBe(0);
    // Supernal (Hellhounds, Dis 7): lost by 3 → Dis 4; 2D6 = 9 fails by 5 → 5 HP lost, no flight.
    const k3 = inCombat('daemon-legions', 'hellhounds', 'orcs-and-goblins', 'iron-orcs');
    const h = unit(k3, 'x');
    breakTest(k3, new ScriptedRng().roll(4, 5).rng, h, 3);
    expect(k3.broken[h]).toBe(0);
    expect(hpLeft(k3, h)).toBe(0);
  });

  it('Life is Cheap: the first 5 HP lost count half, the side total rounded up (7 → 5, 3 → 2)', () => {
    for (const [lost, cr] of [
      [7, 5],
      [3, 2],
    ]) {
      const k = inCombat('vermin-swarm', 'vermin-velites', 'vermin-swarm', 'vermin-velites', { rules: 'game: basic' });
      const x = unit(k, 'x');
      const y = unit(k, 'y');
      k.members[0] = x;
      k.members[1] = y;
      k.roundLoss[x] = lost;
      k.roundLoss[y] = 0;
      k.models[x] -= lost;
      const lines = traced(k);
      resolveCombat(k, new ScriptedRng().thenAll(1).rng, 2);
      // y's side gains the halved HP; both have 3 ranks (x: 1 rank less once 7 are gone).
      const line = lines.find((l) => l.startsWith('Combat result'))!;
      const rankY = 2;
      expect(line).toContain(`b ${cr + rankY}`);
    }
  });

  it('example 15: flee 6", pursuit 3" → escapes; the pursuer moves its 3"', () => {
    const k = inCombat('empire-of-sonnstahl', 'imperial-guard', 'orcs-and-goblins', 'iron-orcs');
    const x = unit(k, 'x');
    const y = unit(k, 'y');
    k.members[0] = x;
    k.members[1] = y;
    k.broken[x] = 1;
    const y0 = k.fp.y[y];
    // Flee 2D6 = 3 + 3; pursuit 2D6 = 1 + 2.
    afterCombat(k, new ScriptedRng().roll(3, 3, 1, 2).rng, 2);
    expect(k.status[x]).toBe(FLEEING);
    expect(k.flight.roll[x]).toBe(6);
    expect(k.status[y]).toBe(READY);
    expect(y0 - k.fp.y[y]).toBeCloseTo(3, 5);
    // The same with a pursuit of 6: caught (pursuit ≥ flee).
    const k2 = inCombat('empire-of-sonnstahl', 'imperial-guard', 'orcs-and-goblins', 'iron-orcs');
    k2.members[0] = unit(k2, 'x');
    k2.members[1] = unit(k2, 'y');
    k2.broken[unit(k2, 'x')] = 1;
    afterCombat(k2, new ScriptedRng().roll(3, 3, 3, 3).rng, 2);
    expect(k2.status[unit(k2, 'x')]).toBe(DESTROYED);
  });
});

describe('special attacks (§7.1)', () => {
  it('Impact only in the round after a charge, at Agi 10, from the models in contact', () => {
    const charged = inCombat('undying-dynasties', 'skeleton-chariots', 'empire-of-sonnstahl', 'imperial-guard', { rules: 'game: basic', charged: true });
    const lines = traced(charged);
    fightRound(charged, new ScriptedRng().thenAll(1).rng, unit(charged, 'x'));
    expect(lines[1]).toMatch(/Skeleton Chariots: \d+ automatic hits?/);
    const still = inCombat('undying-dynasties', 'skeleton-chariots', 'empire-of-sonnstahl', 'imperial-guard', { rules: 'game: basic' });
    const l2 = traced(still);
    fightRound(still, new ScriptedRng().thenAll(1).rng, unit(still, 'x'));
    expect(l2.some((l) => /automatic hits/.test(l))).toBe(false);
  });

  it('Stomp only against 20 or 25 mm bases; Grind against anything', () => {
    const small = inCombat('ogre-khans', 'tribesmen', 'empire-of-sonnstahl', 'imperial-guard', { rules: 'game: basic' });
    const l1 = traced(small);
    fightRound(small, new ScriptedRng().thenAll(1).rng, unit(small, 'x'));
    expect(l1.some((l) => /Tribesmen: \d+ automatic hits?/.test(l))).toBe(true);
    const big = inCombat('ogre-khans', 'tribesmen', 'empire-of-sonnstahl', 'electoral-cavalry', { rules: 'game: basic' });
    const l2 = traced(big);
    fightRound(big, new ScriptedRng().thenAll(1).rng, unit(big, 'x'));
    expect(l2.some((l) => /automatic hits/.test(l))).toBe(false);
  });
});

describe('victory points (§8.4, example 19)', () => {
  it('1350 against 350 in a 1600-point game is a 62.5% margin: a Victory; under 25% a draw', () => {
    const k = kernelFor(
      scenario(
        { army: 'empire-of-sonnstahl', units: ['{ id: x, unit: imperial-guard, position: { x: 10, y: 20 } }', '{ id: x2, unit: imperial-guard, position: { x: 30, y: 20 } }'] },
        { army: 'orcs-and-goblins', units: ['{ id: y, unit: veteran-orcs, position: { x: 10, y: 50, facing: 180 } }', '{ id: y2, unit: veteran-orcs, position: { x: 30, y: 50, facing: 180 } }'] },
        'game: advanced',
        'victory: vp\n',
      ),
    );
    k.plan.gameSize = 1600;
    k.plan.points[unit(k, 'y')] = 1350;
    k.plan.points[unit(k, 'x')] = 350;
    destroy(k, unit(k, 'y'));
    destroy(k, unit(k, 'x'));
    const out = new Int32Array(64);
    record(k, out, 5);
    expect([out[3], out[4]]).toEqual([1350, 350]);
    expect(out[0]).toBe(0);
    k.plan.points[unit(k, 'x')] = 1000; // 350 difference: 21.9% → draw
    record(k, out, 5);
    expect(out[0]).toBe(2);
    k.plan.points[unit(k, 'x')] = 950; // exactly 25% → Victory (R27)
    record(k, out, 5);
    expect(out[0]).toBe(0);
  });
});

describe('derived odds through the kernel', () => {
  it('charge success at 8" with Adv 4 (2D6 ≥ 4 = 33/36) over seeded charges', () => {
    const n = 20000;
    let ok = 0;
    const rng = new Rng(5, 0);
    const k = facing('empire-of-sonnstahl', 'imperial-guard', 'orcs-and-goblins', 'iron-orcs', 8);
    for (let i = 0; i < n; i++) {
      reset(k);
      const x = unit(k, 'x');
      const y = unit(k, 'y');
      k.declared[x] = y;
      k.declaredFace[x] = FRONT;
      chargeMove(k, rng, x, y);
      if (k.status[x] === ENGAGED) ok++;
    }
    const p = 33 / 36;
    expect(Math.abs(ok / n - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n));
  });

  it('a 2D6 pursuit catches a 2D6 flee 55.63% of the time (§6.6)', () => {
    const n = 20000;
    let caught = 0;
    const rng = new Rng(6, 0);
    const k = inCombat('empire-of-sonnstahl', 'imperial-guard', 'orcs-and-goblins', 'iron-orcs');
    for (let i = 0; i < n; i++) {
      reset(k);
      const x = unit(k, 'x');
      const y = unit(k, 'y');
      k.members[0] = x;
      k.members[1] = y;
      k.broken[x] = 1;
      k.broken[y] = 0;
      afterCombat(k, rng, 2);
      if (k.status[x] === DESTROYED) caught++;
    }
    const p = 0.5563;
    expect(Math.abs(caught / n - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n));
  });

  // §3.2's derived table, Swiftstride row: P(Maximised 2D6 ≥ k) for k = gap − Adv. Electoral
  // Cavalry (Adv 7, Swiftstride) charge Iron Orcs at 13" (k = 6) and 16" (k = 9); the kernel
  // rolls its Maximised charge dice inline (chargeMove), not through roll2D6Mod.
  for (const [gap, p, seed] of [
    [13, 0.8935, 21],
    [16, 0.5231, 22],
  ] as const) {
    it(`a Swiftstride charge at ${gap}" (Adv 7, k = ${gap - 7}) succeeds ${p} of the time (§3.2)`, () => {
      const n = 20000;
      let ok = 0;
      const rng = new Rng(seed, 0);
      const k = facing('empire-of-sonnstahl', 'electoral-cavalry', 'orcs-and-goblins', 'iron-orcs', gap);
      for (let i = 0; i < n; i++) {
        reset(k);
        const x = unit(k, 'x');
        const y = unit(k, 'y');
        k.declared[x] = y;
        k.declaredFace[x] = FRONT;
        chargeMove(k, rng, x, y);
        if (k.status[x] === ENGAGED) ok++;
      }
      expect(Math.abs(ok / n - p), `seed ${seed}: ${ok} of ${n}`).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n));
    });
  }

  // §6.6's P(caught) table: x (side a) breaks and flees, y (side b) pursues. Electoral Cavalry
  // have Swiftstride (Maximised flee and pursuit); the Imperial Guard roll plain 2D6.
  for (const [what, fleeing, pursuer, p, seed] of [
    ['a Swiftstride pursuit against a 2D6 flee', 'imperial-guard', 'electoral-cavalry', 0.7242, 23],
    ['a 2D6 pursuit against a Maximised flee', 'electoral-cavalry', 'imperial-guard', 0.3812, 24],
    ['a Swiftstride pursuit against a Maximised flee', 'electoral-cavalry', 'electoral-cavalry', 0.5631, 25],
  ] as const) {
    it(`${what} catches ${p} of the time (§6.6)`, () => {
      const n = 20000;
      let caught = 0;
      const rng = new Rng(seed, 0);
      const k = inCombat('empire-of-sonnstahl', fleeing, 'empire-of-sonnstahl', pursuer);
      for (let i = 0; i < n; i++) {
        reset(k);
        const x = unit(k, 'x');
        const y = unit(k, 'y');
        k.members[0] = x;
        k.members[1] = y;
        k.broken[x] = 1;
        k.broken[y] = 0;
        afterCombat(k, rng, 2);
        if (k.status[x] === DESTROYED) caught++;
      }
      expect(Math.abs(caught / n - p), `seed ${seed}: ${caught} of ${n}`).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n));
    });
  }
});


describe('examples 6, 16 and 17', () => {
  it('example 6 (R9): the charged face is the arc of the target holding the charger\'s front centre', () => {
    // A charger whose front centre stands ahead of the target's front, but well to its side,
    // inside the 135° line from the front corner: the front arc.
    const k = kernelFor(
      scenario(
        { army: 'empire-of-sonnstahl', units: ['{ id: x, unit: imperial-guard, position: { x: 30, y: 30, facing: 180 } }'] },
        { army: 'empire-of-sonnstahl', units: ['{ id: y, unit: imperial-guard, position: { x: 24, y: 20 } }'] },
      ),
    );
    expect(arcOf(k, unit(k, 'y'), unit(k, 'x'))).toBe(FRONT);
    // Level with the target's front rank and beyond its side: the flank.
    const k2 = kernelFor(
      scenario(
        { army: 'empire-of-sonnstahl', units: ['{ id: x, unit: imperial-guard, position: { x: 36, y: 19, facing: 270 } }'] },
        { army: 'empire-of-sonnstahl', units: ['{ id: y, unit: imperial-guard, position: { x: 24, y: 20 } }'] },
      ),
    );
    expect(arcOf(k2, unit(k2, 'y'), unit(k2, 'x'))).toBe(2); // right flank
  });

  it('example 16: Marshal 150, on Horse 175, two Orders (0-1) +50', () => {
    const plan = (opts: string) =>
      compileT9a(
        parseText(
          scenario(
            { army: 'empire-of-sonnstahl', units: [`{ id: m, unit: marshal, ${opts} position: { x: 24, y: 10 } }`] },
            { army: 'empire-of-sonnstahl', units: ['{ id: y, unit: imperial-guard, position: { x: 24, y: 60, facing: 180 } }'] },
          ),
        ).runs[0],
      );
    expect(plan('').costs[0].points).toBe(150);
    expect(plan('option: on Horse,').costs[0].points).toBe(175);
    const two = plan('option: on Horse, upgrades: [Has 2 Orders],');
    expect(two.costs[0].points).toBe(225);
    expect(two.orders[0]).toBe(2);
  });

  it('example 17: an Adept picks one Path and knows its spells 1–2', () => {
    const k = kernelFor(
      scenario(
        { army: 'empire-of-sonnstahl', units: ['{ id: w, unit: wizard, path: cosmology, position: { x: 24, y: 10 } }'] },
        { army: 'empire-of-sonnstahl', units: ['{ id: y, unit: imperial-guard, position: { x: 24, y: 60, facing: 180 } }'] },
      ),
    );
    expect([...k.plan.magic.spellNames].sort()).toEqual(['Altered Sight', 'Ice and Fire']);
    expect(k.plan.magic.channel[unit(k, 'w')]).toBe(1);
  });
});

describe('casting and miscast odds (§4.2) through the casting policy', () => {
  /**
   * An Ogre Khans Shaman Master of Thaumaturgy casts Wrath of God (10+) at Imperial Guard 20"
   * away, `n` times with `pool` dice and none to dispel; counts the casts that reach the value
   * (the kernel's own verdict, read from its trace) and the triples on the casting dice.
   */
  function castWrath(pool: number, seed: number, n: number, tactics = ''): { cast: number; triples: number; dice: number } {
    const k = kernelFor(
      scenario(
        { army: 'ogre-khans', units: [`{ id: shaman, unit: shaman, option: Master, position: { x: 24, y: 10 }${tactics} }`] },
        { army: 'empire-of-sonnstahl', units: ['{ id: y, unit: imperial-guard, position: { x: 24, y: 30, facing: 180 } }'] },
      ),
    );
    const slot = k.plan.magic.spellNames.indexOf('Wrath of God');
    let failed = 0;
    k.tracer = { line: (t: string) => { if (t.includes('fails to cast')) failed++; } };
    const rng = new Rng(seed, 0);
    let triples = 0;
    let dice = -1;
    for (let i = 0; i < n; i++) {
      reset(k);
      k.spellsCast.fill(0);
      k.dice[0] = pool;
      k.dice[1] = 0;
      castSlot(k, rng, slot, 0);
      let used = 0;
      let t = false;
      for (let f = 1; f <= 6; f++) {
        used += k.faces[f];
        if (k.faces[f] >= 3) t = true;
      }
      if (dice < 0) dice = used;
      expect(used).toBe(dice);
      if (t) triples++;
    }
    return { cast: n - failed, triples, dice };
  }

  const within = (count: number, n: number, p: number, what: string) =>
    expect(Math.abs(count / n - p), `${what}: ${count} of ${n}`).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n));

  it('Wrath of God (10+) on the 3 dice of a 3-dice pool is cast .625 of the time; 3 dice show a triple .0278', () => {
    // Fewer than 2 in 3 on any count, so the policy takes all three (1 in 4 or better).
    const n = 20000;
    const r = castWrath(3, 31, n);
    expect(r.dice).toBe(3);
    within(r.cast, n, 0.625, 'cast on 3 dice (seed 31)');
    within(r.triples, n, 0.0278, 'triples on 3 dice (seed 31)');
  });

  it('with `castDice: max`, Wrath of God (10+) on 5 dice is cast .984 of the time; 5 dice show a triple .2130', () => {
    const n = 20000;
    const r = castWrath(5, 33, n, ', tactics: { castDice: max }');
    expect(r.dice).toBe(5);
    within(r.cast, n, 0.984, 'cast on 5 dice (seed 33)');
    within(r.triples, n, 0.213, 'triples on 5 dice (seed 33)');
  });

  it('Wrath of God (10+) on 4 dice is cast .903 of the time', () => {
    const n = 20000;
    const r = castWrath(4, 32, n);
    expect(r.dice).toBe(4);
    within(r.cast, n, 0.903, 'cast on 4 dice (seed 32)');
  });


  it('four dice show a triple 9.72% of the time (Wrath of God, cast on four dice)', () => {
    const k = kernelFor(
      scenario(
        { army: 'ogre-khans', units: ['{ id: shaman, unit: shaman, option: Master, position: { x: 24, y: 10 } }'] },
        { army: 'empire-of-sonnstahl', units: ['{ id: y, unit: imperial-guard, position: { x: 24, y: 30, facing: 180 } }'] },
      ),
    );
    const slot = k.plan.magic.spellNames.indexOf('Wrath of God');
    const rng = new Rng(8, 0);
    const n = 20000;
    let triples = 0;
    for (let i = 0; i < n; i++) {
      reset(k);
      k.spellsCast.fill(0);
      k.dice[0] = 4;
      k.dice[1] = 0;
      castSlot(k, rng, slot, 0);
      let t = false;
      for (let f = 1; f <= 6; f++) if (k.faces[f] >= 3) t = true;
      if (t) triples++;
    }
    const p = 0.0972;
    expect(Math.abs(triples / n - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n));
  });
});

describe('example 4 (Figure 3): Deployment Zones more than 12" from the centre line (flag `deployment: zones`)', () => {
  // The Basic table, 36" wide and 48" deep: the centre line is y = 24, the zones y ≤ 12 and y ≥ 36.
  const zones = (aY: number, bY: number, aFacing = 0) =>
    compileT9a(
      parseText(
        t9aText([`{ id: x, unit: imperial-guard, position: { x: 18, y: ${aY}, facing: ${aFacing} } }`], [`{ id: y, unit: veteran-orcs, position: { x: 18, y: ${bY}, facing: 180 } }`], {
          table: [36, 48],
          rules: 'game: advanced, deployment: zones',
        }),
      ).runs[0],
    );

  it('units on the zones\' edges start 24" apart; one inch over the line is refused, naming the unit\'s position', () => {
    // The Guard's front at y = 12 (its ranks behind it), the Orcs' front at y = 36.
    const plan = zones(12, 36);
    expect(plan.y[1] - plan.y[0]).toBe(24);
    expect(() => zones(13, 36)).toThrow(
      /sides\.a\.units\.x\.position: expected side a's unit fully inside its Deployment Zone, more than 12" from the centre line \(§3\.1\): y ≤ 12\.00, found its footprint reaching y = 13\.00/,
    );
    expect(() => zones(12, 35)).toThrow(/sides\.b\.units\.y\.position: expected side b's unit fully inside its Deployment Zone.*y ≥ 36\.00, found its footprint reaching back to y = 35\.00/);
    // Turned sideways, the Guard's 5 files of 20 mm (3.94") reach past the line from y = 11.
    expect(() => zones(11, 36, 90)).toThrow(/reaching y = 12\.97/);
  });

  it('a Vanguard unit may stand up to 6" out of its zone; `deployment: free` (the default) places anywhere', () => {
    const text = (y: number, vanguard: boolean) =>
      t9aText([`{ id: x, unit: skeleton-cavalry, vanguard: ${vanguard}, position: { x: 18, y: ${y} } }`], ['{ id: y, unit: zombies, position: { x: 18, y: 40, facing: 180 } }'], {
        armies: ['undying-dynasties', 'vampire-covenant'],
        table: [36, 48],
        rules: 'game: advanced, deployment: zones',
      });
    expect(() => compileT9a(parseText(text(18, true)).runs[0])).not.toThrow();
    expect(() => compileT9a(parseText(text(18.5, true)).runs[0])).toThrow(/more than 6" from the centre line \(§3\.1, 6" of Vanguard move allowed\)/);
    expect(() => compileT9a(parseText(text(18, false)).runs[0])).toThrow(/more than 12" from the centre line/);
    // The same positions with the default `deployment: free`: an engagement already under way.
    expect(() => compileT9a(parseText(text(18, false).replace(', deployment: zones', '')).runs[0])).not.toThrow();
  });
});

describe('example 21 (Figure 1): the "Barbarian Horsemen" sample entry', () => {
  // The sample is in no Patrol or army list; the engine plays what it shows: a 5×1 formation on
  // 25×50 mm bases, 8"/16"/8 read as Adv/Mar/Dis, and Devastating Charge (+1 Str, +1 AP). The
  // Skeleton Cavalry (Undying Dynasties) share the bases, the Adv/Mar and the Devastating; taken
  // as 5 models in 5 files they stand as the sample does.
  it('Devastating Charge (+1 Str, +1 AP) is read as Devastating (+1 Str, +1 AP)', () => {
    const f = readRules(['Devastating Charge (+1 Str, +1 AP)']);
    expect([f.devastatingStr, f.devastatingAp, f.devastatingAtt, f.devastatingAdv]).toEqual([1, 1, 0, 0]);
    expect(f).toEqual(readRules(['Devastating (+1 Str, +1 AP)']));
  });

  it('a 5×1 unit on 25×50 mm bases is 4.92" wide and 1.97" deep, Adv 8" and Mar 16"', () => {
    const k = inCombat('undying-dynasties', 'skeleton-cavalry', 'vampire-covenant', 'zombies', { a: ', models: 5, files: 5' });
    const x = unit(k, 'x');
    expect(k.fp.w[x]).toBeCloseTo((5 * 25) / 25.4, 9);
    expect(k.fp.d[x]).toBeCloseTo(50 / 25.4, 9);
    expect([k.plan.adv[x], k.plan.mar[x]]).toEqual([8, 16]);
  });

  it('a round: the +1 Str of Devastating Charge turns 3s to wound into wounds only in the round after the charge', () => {
    // Five horsemen (Off 3, Str 3, Agi 2) strike first against Zombies (Def 1, Res 3, Arm 0,
    // Agi 1): five 6s hit (3+); five 3s wound at Str 4 (3+) but not at Str 3 (4+); Arm 0 − AP
    // leaves no save. Every later die is a 1 (the Zombies miss).
    const round = (charged: boolean) => {
      const k = inCombat('undying-dynasties', 'skeleton-cavalry', 'vampire-covenant', 'zombies', { a: ', models: 5, files: 5', charged });
      const lines = traced(k);
      fightRound(k, new ScriptedRng().roll(6, 6, 6, 6, 6).roll(3, 3, 3, 3, 3).thenAll(1).rng, unit(k, 'x'));
      return lines.filter((l) => l.includes('Skeleton Cavalry: 5 attacks')).join('');
    };
    expect(round(true)).toMatch(/Skeleton Cavalry: 5 attacks \(3\+\), 5 hits, 5 wounds, 5 HP on Zombies\./);
    expect(round(false)).toMatch(/Skeleton Cavalry: 5 attacks \(3\+\), 5 hits, 0 wounds, 0 HP on Zombies\./);
  });
});
