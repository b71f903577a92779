// Dropping out and Combat Pivots (rules/t9a_eow.md §6.8, §6.2 step 7): nudging units back into
// contact after casualties, dropping out when that cannot be done, and the pivots that turn a
// flanked unit to face its enemy or slide a unit along its front for more models in contact,
// with the rule's constraints (one facing, the losing side's Discipline test, the same enemy
// units and models, no Impassable terrain). Played through the kernel's own routines with
// scripted dice.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileRuns } from '../../../../src/runner/compile-runs.ts';
import { endEngagementsOf, engagedWith } from '../../../../src/systems/rank-and-file/engagements.ts';
import { arcOf } from '../../../../src/systems/t9a-eow/kernel/arcs.ts';
import { contactFor, contactOf, touching } from '../../../../src/systems/t9a-eow/kernel/base-contact.ts';
import { loseHP } from '../../../../src/systems/t9a-eow/kernel/casualties.ts';
import { riderContact } from '../../../../src/systems/t9a-eow/kernel/characters.ts';
import { chargeMove } from '../../../../src/systems/t9a-eow/kernel/charge-moves.ts';
import { combatPivot, combatPivots } from '../../../../src/systems/t9a-eow/kernel/combat-pivots.ts';
import { resolveCombat, steadfast } from '../../../../src/systems/t9a-eow/kernel/combat-result.ts';
import { engage, engagedFaces, frontEngagement, gather, soleEngagement } from '../../../../src/systems/t9a-eow/kernel/engagements.ts';
import { syncOffset } from '../../../../src/systems/t9a-eow/kernel/faces.ts';
import { gap, overlap, shape } from '../../../../src/systems/t9a-eow/kernel/footprint.ts';
import { addGroup, fightRound } from '../../../../src/systems/t9a-eow/kernel/melee.ts';
import { markNear, nudge, standsClear } from '../../../../src/systems/t9a-eow/kernel/nudging.ts';
import { strike } from '../../../../src/systems/t9a-eow/kernel/strikes.ts';
import { loadFile } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { t9aKernel, t9aText, unitOf } from './harness.ts';

// Kernel constants (rank-and-file/unit-state.ts), repeated to read the state.
const READY = 0;
const ENGAGED = 1;
const FRONT = 0;
const LEFT = 1;
const RIGHT = 2;
const REAR = 3;

const EMPIRE = ['empire-of-sonnstahl', 'empire-of-sonnstahl'];

const traced = (k: any): string[] => {
  const lines: string[] = [];
  k.tracer = { line: (t: string) => lines.push(t) };
  return lines;
};

/** Facing difference in (−π, π]. */
const turned = (a: number, b: number): number => {
  let d = a - b;
  while (d > Math.PI) d -= 2 * Math.PI;
  while (d <= -Math.PI) d += 2 * Math.PI;
  return d;
};

/**
 * Imperial Guard 5x3 (20 mm bases) `x` charges the flank (or rear) of Imperial Guard `y`
 * standing at (24, 40) facing up the table; `tactics` goes on y, `b` adds units to y's side.
 */
function flanked(opts: { face?: 'left' | 'right' | 'rear'; xUnit?: string; tactics?: string; rules?: string; terrain?: string[] } = {}): any {
  const face = opts.face ?? 'left';
  const pos = face === 'left' ? '{ x: 10, y: 39, facing: 90 }' : face === 'right' ? '{ x: 38, y: 39, facing: 270 }' : '{ x: 24, y: 28 }';
  const k = t9aKernel(
    t9aText(
      [`{ id: x, ${opts.xUnit ?? 'unit: imperial-guard'}, position: ${pos} }`],
      [`{ id: y, unit: imperial-guard, position: { x: 24, y: 40 }${opts.tactics ? `, tactics: ${opts.tactics}` : ''} }`],
      { armies: EMPIRE, rules: opts.rules, terrain: opts.terrain },
    ),
  );
  const x = unitOf(k, 'x');
  const y = unitOf(k, 'y');
  k.declared[x] = y;
  k.declaredFace[x] = arcOf(k, y, x);
  chargeMove(k, new ScriptedRng().roll(6, 6).rng, x, y);
  expect(k.status[y]).toBe(ENGAGED);
  expect(k.eng.face[0]).toBe(face === 'left' ? LEFT : face === 'right' ? RIGHT : REAR);
  return k;
}

/** Run y's Combat Pivot step, y's side having lost the round (`lost`) or not. */
function pivotStep(k: any, rng: ScriptedRng, lost: boolean): void {
  const y = unitOf(k, 'y');
  k.activeSide = 0;
  k.loserSide = lost ? 1 : -1;
  const count = gather(k, y);
  combatPivots(k, rng.rng, count);
}

describe('Combat Pivot: turning to face a flank or rear charge (§6.8)', () => {
  for (const face of ['left', 'right', 'rear'] as const) {
    it(`a unit charged in the ${face} turns to face the charger: engaged on its front, flush and centred`, () => {
      const k = flanked({ face });
      const x = unitOf(k, 'x');
      const y = unitOf(k, 'y');
      const lines = traced(k);
      pivotStep(k, new ScriptedRng(), false); // a winner (or a tie) takes no test
      expect(lines.some((l) => /Imperial Guard makes a Combat Pivot: turns to face the enemy on its/.test(l))).toBe(true);
      expect(k.eng.face[0]).toBe(FRONT);
      expect(Math.abs(turned(k.fp.facing[y], k.fp.facing[x] + Math.PI))).toBeLessThan(1e-9); // face to face
      gap(k, x, y);
      expect(k.res).toBeLessThan(1e-6);
      overlap(k, x, y);
      expect(k.res).toBeLessThan(1e-6);
      // Same width, centred: all five files of each touch (corners included).
      expect(touching(k, 0, y)).toBe(5);
      expect(touching(k, 0, x)).toBe(5);
      expect(contactOf(k, 0, 1)).toBe(5);
    });
  }

  it('turned to face a shallower charger, the unit is Steadfast again', () => {
    // Imperial Guard 5x2 in the flank of a 5x3 unit: an enemy of 2+ ranks on its flank takes
    // Steadfast away (§6.5); facing it, 3 ranks against 2 are Steadfast.
    const k = flanked({ xUnit: 'unit: imperial-guard, models: 10' });
    const y = unitOf(k, 'y');
    gather(k, y);
    expect(steadfast(k, y)).toBe(false);
    pivotStep(k, new ScriptedRng(), false);
    expect(k.eng.face[0]).toBe(FRONT);
    expect(steadfast(k, y)).toBe(true);
  });

  it('afterwards the flank bonus is gone and the pivoted unit makes supporting attacks', () => {
    // §11 example 13 set-up: the flanked Guard loses 5–2 with no casualties either side.
    const k = flanked();
    const x = unitOf(k, 'x');
    const lines = traced(k);
    // Every die a 1 (nothing hits or wounds; the Break and pivot tests pass on a 2).
    fightRound(k, new ScriptedRng().thenAll(1).rng, x);
    expect(lines).toContain('Combat result a 5 – b 2.');
    expect(lines.some((l) => /makes a Combat Pivot/.test(l))).toBe(true);
    // Next round, in the other player's turn: no charge, no flank: ranks +2 each.
    lines.length = 0;
    k.charged[x] = 0;
    k.fought.fill(0);
    fightRound(k, new ScriptedRng().thenAll(1).rng, x);
    expect(lines.filter((l) => /Imperial Guard: 5 supporting attacks/.test(l))).toHaveLength(2);
    expect(lines).toContain('Combat result a 2 – b 2.');
  });

  it('without the pivot (pivot: never) the unit stays flanked and the enemy keeps the +2', () => {
    const k = flanked({ tactics: '{ pivot: never }' });
    const x = unitOf(k, 'x');
    const lines = traced(k);
    fightRound(k, new ScriptedRng().thenAll(1).rng, x);
    expect(lines.some((l) => /Combat Pivot/.test(l))).toBe(false);
    expect(k.eng.face[0]).toBe(LEFT);
    lines.length = 0;
    k.charged[x] = 0;
    k.fought.fill(0);
    fightRound(k, new ScriptedRng().thenAll(1).rng, x);
    expect(lines.filter((l) => /Imperial Guard: 5 supporting attacks/.test(l))).toHaveLength(1);
    expect(lines).toContain('Combat result a 4 – b 2.');
  });

  it('on the losing side it must pass a Discipline test first; a failed test keeps it where it is', () => {
    const k = flanked();
    const y = unitOf(k, 'y');
    const lines = traced(k);
    const fail = new ScriptedRng().roll(6, 5); // 11 > Dis 8
    pivotStep(k, fail, true);
    expect(fail.unused).toBe(0);
    expect(lines).toContain('Imperial Guard fails its Combat Pivot test (11 vs 8).');
    expect(k.eng.face[0]).toBe(LEFT);
    expect(k.fp.facing[y]).toBe(0);
    const pass = new ScriptedRng().roll(4, 4);
    pivotStep(k, pass, true);
    expect(pass.unused).toBe(0);
    expect(k.eng.face[0]).toBe(FRONT);
  });

  it('Martial Discipline: the test is Minimised (three dice, the highest dropped)', () => {
    const k = t9aKernel(
      t9aText(
        ['{ id: x, unit: imperial-guard, position: { x: 10, y: 39, facing: 90 } }'],
        ['{ id: y, unit: citizen-spearmen, position: { x: 24, y: 40 } }'],
        { armies: ['empire-of-sonnstahl', 'highborn-elves'] },
      ),
    );
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    k.declared[x] = y;
    k.declaredFace[x] = arcOf(k, y, x);
    chargeMove(k, new ScriptedRng().roll(6, 6).rng, x, y);
    const rng = new ScriptedRng().roll(6, 6, 1); // 6 + 1 with the 6 dropped: 7, passes
    pivotStep(k, rng, true);
    expect(rng.unused).toBe(0);
    expect(k.eng.face[0]).toBe(FRONT);
  });

  it('a unit engaged on two facings never pivots', () => {
    const k = t9aKernel(
      t9aText(
        ['{ id: x, unit: imperial-guard, position: { x: 10, y: 39, facing: 90 } }', '{ id: z, unit: imperial-guard, position: { x: 24, y: 40.05, facing: 180 } }'],
        ['{ id: y, unit: imperial-guard, position: { x: 24, y: 40 } }'],
        { armies: EMPIRE },
      ),
    );
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    expect(k.status[y]).toBe(ENGAGED); // z touches its front
    k.declared[x] = y;
    k.declaredFace[x] = arcOf(k, y, x);
    chargeMove(k, new ScriptedRng().roll(6, 6).rng, x, y);
    expect(engagedFaces(k, y)).toBe((1 << FRONT) | (1 << LEFT));
    expect(combatPivot(k, y, 0)).toBe(false);
    const lines = traced(k);
    pivotStep(k, new ScriptedRng(), false);
    expect(lines.some((l) => /Combat Pivot/.test(l))).toBe(false);
  });

  it('it cannot turn into Impassable terrain', () => {
    // Turned to face x, y's front would run 0.4" past where its front stands now: a rock there.
    const rock = '{ kind: impassable, x: 23, y: 40.3, width: 4, depth: 3 }';
    const k = flanked({ terrain: [rock] });
    expect(combatPivot(k, unitOf(k, 'y'), 0)).toBe(false);
    const clear = flanked({ terrain: ['{ kind: impassable, x: 23, y: 41.2, width: 4, depth: 3 }'] });
    expect(combatPivot(clear, unitOf(clear, 'y'), 0)).toBe(true);
  });

  it('it touches no new enemy: an enemy the turned unit would only touch, flush, forbids the pivot', () => {
    // Turned to face x, y (5 wide, 3 deep) would reach 0.4" beyond its front now, its new right
    // flank along the line y = (front) − depth/2 + width/2. An enemy w (not in this combat)
    // facing down the table with its front exactly on that line would touch it, flush, with
    // no overlap; 0.1" further away it would not.
    const at = (extra: number): boolean => {
      const k = t9aKernel(
        t9aText(
          ['{ id: x, unit: imperial-guard, position: { x: 10, y: 39, facing: 90 } }', '{ id: w, unit: imperial-guard, models: 5, position: { x: 23, y: 50, facing: 180 } }'],
          ['{ id: y, unit: imperial-guard, position: { x: 24, y: 40 } }'],
          { armies: EMPIRE },
        ),
      );
      const x = unitOf(k, 'x');
      const y = unitOf(k, 'y');
      const w = unitOf(k, 'w');
      k.declared[x] = y;
      k.declaredFace[x] = LEFT;
      chargeMove(k, new ScriptedRng().roll(6, 6).rng, x, y);
      expect(k.eng.face[0]).toBe(LEFT);
      k.fp.y[w] = k.fp.y[y] - k.fp.d[y] / 2 + k.fp.w[y] / 2 + extra;
      shape(k, w);
      gap(k, w, y);
      expect(k.res).toBeGreaterThan(0.3); // not touching y before the pivot
      return combatPivot(k, y, 0);
    };
    expect(at(0)).toBe(false);
    expect(at(0.1)).toBe(true);
  });

  it('flag pivotEnemyModels: a wide charger on the flank — "stay" lets more of its models into contact, "exactly" does not', () => {
    const wide = 'unit: imperial-guard, models: 10, files: 10';
    const stay = flanked({ xUnit: wide });
    const before = contactOf(stay, 0, 0); // the charger's files along y's 2.4" flank
    expect(before).toBeLessThan(10);
    expect(combatPivot(stay, unitOf(stay, 'y'), 1)).toBe(true);
    expect(contactOf(stay, 0, 0)).toBeGreaterThan(before);
    const exactly = flanked({ xUnit: wide, rules: 'game: advanced, pivotEnemyModels: exactly' });
    expect(combatPivot(exactly, unitOf(exactly, 'y'), 0)).toBe(false);
  });
});

describe('Combat Pivot: sliding along the front for more models in contact (§6.8)', () => {
  // Imperial Guard y (5 wide, 3.9") and a 10-wide line of Guard x (7.9") touching y's front
  // 3.5" off centre: four files of each in contact. (0.005" apart: exactly level, rounding can
  // put y's front centre outside x's front arc at deployment.)
  const offCentre = (tactics = '') =>
    t9aKernel(
      t9aText(
        ['{ id: y, unit: imperial-guard, position: { x: 24, y: 40 } }'],
        [`{ id: x, unit: imperial-guard, models: 10, files: 10, position: { x: 27.5, y: 40.005, facing: 180 }${tactics} }`],
        { armies: EMPIRE },
      ),
    );

  it('the off-centre unit slides to bring more of its models into contact; the enemy models in contact stay', () => {
    const k = offCentre();
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    expect(k.status[x]).toBe(ENGAGED);
    expect(contactOf(k, 0, 0)).toBe(4);
    expect(contactOf(k, 0, 1)).toBe(4);
    const lines = traced(k);
    k.activeSide = 0;
    k.loserSide = -1;
    combatPivots(k, new ScriptedRng().rng, gather(k, y));
    // The reactive player's x goes first and slides along y's front: centred on y six of its
    // files would touch, but with y's ends level with file edges five touch and two more by
    // the corners (§1.2). All five of y's files touch; y then has nothing to gain.
    expect(lines).toEqual(['Imperial Guard makes a Combat Pivot: slides along its front (4 → 7 models in contact).']);
    expect(k.eng.b[0]).toBe(x);
    expect(contactOf(k, 0, 1)).toBe(7);
    expect(contactOf(k, 0, 0)).toBe(5);
    expect(touching(k, 0, x)).toBe(7);
    expect(touching(k, 0, y)).toBe(5);
    expect(k.fp.facing[x]).toBe(Math.PI); // no turn
    // Still the 0.005" apart it was deployed (in base contact: nothing nudges it).
    gap(k, x, y);
    expect(k.res).toBeCloseTo(0.005, 9);
  });

  it('a character in contact stays in contact: the slide that would touch most leaves it out, so another is taken', () => {
    // Ten Guard and a Marshal at the left end of their 10-wide front rank (swap: avoid); a
    // 3-wide enemy overhangs that end, touching the Marshal and one Guard. Centred on the
    // enemy (the first place tried) four places would touch, but not the Marshal's; with the
    // line's end level with the enemy's, four do too, the Marshal's among them.
    const k = t9aKernel(
      t9aText(
        ['{ id: x, unit: imperial-guard, models: 3, files: 3, position: { x: 20.2, y: 40, facing: 180 } }'],
        [
          '{ id: y, unit: imperial-guard, models: 10, files: 10, position: { x: 24, y: 40 } }',
          '{ id: m, unit: marshal, joins: y, tactics: { swap: avoid } }',
        ],
        { armies: EMPIRE },
      ),
    );
    const y = unitOf(k, 'y');
    expect(k.eng.b[0]).toBe(y);
    expect(riderContact(k, y, 0)).toBe(true);
    expect(contactOf(k, 0, 1)).toBe(2);
    expect(combatPivot(k, y, 1)).toBe(true);
    expect(riderContact(k, y, 0)).toBe(true);
    expect(contactOf(k, 0, 1)).toBe(4);
  });

  it('pivot: never leaves it where it stands', () => {
    const k = offCentre(', tactics: { pivot: never }');
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    const x0 = k.fp.x[x];
    k.activeSide = 0;
    k.loserSide = -1;
    combatPivots(k, new ScriptedRng().rng, gather(k, y));
    expect(k.fp.x[x]).toBe(x0);
  });
});

describe('nudging and dropping out (§6.8)', () => {
  it('a rear charger follows the rear rank it killed: nudged back flush, models in contact unchanged', () => {
    const k = flanked({ face: 'rear' });
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    loseHP(k, y, 5); // the rear rank
    gap(k, x, y);
    expect(k.res).toBeCloseTo(20 / 25.4, 6);
    const lines = traced(k);
    k.roundLoss[x] = 0;
    k.roundLoss[y] = 5;
    nudge(k, gather(k, y), 0);
    expect(lines).toContain('Imperial Guard is nudged 0.8" back into contact.');
    gap(k, x, y);
    expect(k.res).toBeLessThan(1e-6);
    expect(touching(k, 0, x)).toBe(5);
    expect(k.status[x]).toBe(ENGAGED);
  });

  it('the unit that lost fewer HP moves: here the rear-charged unit steps back to its charger', () => {
    const k = flanked({ face: 'rear' });
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    const x0 = k.fp.x[x];
    const y0 = k.fp.y[x];
    const front = k.fp.y[y];
    loseHP(k, y, 5);
    k.roundLoss[x] = 6;
    k.roundLoss[y] = 5;
    nudge(k, gather(k, y), 0);
    expect(k.fp.x[x]).toBe(x0);
    expect(k.fp.y[x]).toBe(y0);
    expect(k.fp.y[y]).toBeCloseTo(front - 20 / 25.4, 9);
    gap(k, x, y);
    expect(k.res).toBeLessThan(1e-6);
  });

  // A one-rank line of ten Guard (y) with two enemy units on its front side by side: z (two
  // wide) nearer its middle, x (five wide) at its right end.
  const line = () =>
    t9aKernel(
      t9aText(
        [
          '{ id: z, unit: imperial-guard, models: 2, files: 2, position: { x: 24.6, y: 40, facing: 180 } }',
          '{ id: x, unit: imperial-guard, models: 5, files: 5, position: { x: 27.4, y: 40, facing: 180 } }',
        ],
        ['{ id: y, unit: imperial-guard, models: 10, files: 10, position: { x: 24, y: 40 } }'],
        { armies: EMPIRE },
      ),
    );

  it('a unit that cannot be nudged back into contact drops out of the combat (No More Foes)', () => {
    const k = line();
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    const z = unitOf(k, 'z');
    expect(k.eng.count).toBe(2);
    loseHP(k, y, 8); // two left, 1.6" wide in the middle: x no longer reaches it, z is in its way
    const lines = traced(k);
    const count = gather(k, y);
    nudge(k, count, 0);
    expect(lines).toContain('Imperial Guard cannot be nudged back into contact and drops out of the combat.');
    expect(k.dropped[x]).toBe(1);
    expect(k.status[x]).toBe(ENGAGED); // until the round is resolved
    resolveCombat(k, new ScriptedRng().thenAll(1).rng, count);
    expect(k.status[x]).toBe(READY);
    expect(k.status[y]).toBe(ENGAGED);
    expect(engagedWith(k.eng, y, z)).toBe(true);
    expect(engagedWith(k.eng, y, x)).toBe(false);
  });

  it('with room it slides along the face instead, the least distance back to a corner of it', () => {
    const k = line();
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    const z = unitOf(k, 'z');
    k.status[z] = 3; // z gone (destroyed) and out of the way
    endEngagementsOf(k.eng, k.status, z);
    loseHP(k, y, 8);
    nudge(k, gather(k, y), 0);
    expect(k.dropped[x]).toBe(0);
    // x's near edge now level with y's far corner: one file of each in contact, by the corner.
    expect(k.fp.x[x] - k.fp.w[x] / 2).toBeCloseTo(k.fp.x[y] + k.fp.w[y] / 2, 9);
    expect(touching(k, 0, x)).toBe(1);
  });
});

describe('what the pivot is worth (scenarios/t9a-eow/flank-charge-pivot.yaml)', () => {
  it('Veteran Orcs 5x5 charged in the flank win more often when they may turn to face (seeded, paired dice)', () => {
    const loaded = loadFile('scenarios/t9a-eow/flank-charge-pivot.yaml');
    const compiled = compileRuns(loaded.runs);
    const n = 3000;
    const orcsWins = (name: string): number => {
      const kernel = compiled.kernels[loaded.runs.findIndex((r) => r.name === name)];
      const rng = new Rng();
      const out = new Int32Array(64);
      let wins = 0;
      for (let sim = 0; sim < n; sim++) {
        rng.seed(203, sim);
        kernel.run(rng, out);
        if (out[0] === 1) wins++;
      }
      return wins / n;
    };
    const pivot = orcsWins('Orcs 5x5');
    const never = orcsWins('Orcs 5x5, no pivot');
    // Two binomial proportions: the difference must clear 3 standard errors (20,000 simulations
    // of the scenario give 34.4% against 21.7%).
    const se = Math.sqrt((pivot * (1 - pivot)) / n + (never * (1 - never)) / n);
    expect(pivot - never).toBeGreaterThan(3 * se);
  });
});

describe('placement checks, nudging only out of contact, No More Foes (§6.8)', () => {
  it('a slide never puts the unit across an enemy it is not fighting (crossing like a "+")', () => {
    // x (3 wide) on the front of a 10-wide line y; z, an enemy of y not in this combat, a
    // column one file wide whose footprint crosses the line y would slide into: centred on x
    // (4 more models in contact) y would lie across z, no corner of either inside the other.
    const k = t9aKernel(
      t9aText(
        [
          '{ id: x, unit: imperial-guard, models: 3, files: 3, position: { x: 27.9, y: 40, facing: 180 } }',
          '{ id: z, unit: imperial-guard, models: 5, files: 1, position: { x: 29.57, y: 41.5 } }',
        ],
        ['{ id: y, unit: imperial-guard, models: 10, files: 10, position: { x: 24, y: 40 } }'],
        { armies: EMPIRE },
      ),
    );
    const y = unitOf(k, 'y');
    const z = unitOf(k, 'z');
    expect(k.eng.count).toBe(1);
    // The crossing place itself is refused.
    const x0 = k.fp.x[y];
    markNear(k, y);
    k.fp.x[y] = 27.5063;
    overlap(k, y, z);
    expect(k.res).toBeGreaterThan(2);
    expect(standsClear(k, y)).toBe(false);
    k.fp.x[y] = x0;
    // The pivot takes a place clear of z.
    expect(combatPivot(k, y, 1)).toBe(true);
    overlap(k, y, z);
    expect(k.res).toBeLessThan(0.01);
    gap(k, y, z);
    expect(k.res).toBeGreaterThan(0.02);
    expect(contactOf(k, 0, 1)).toBe(4);
  });

  it('a unit that dropped out counts for neither the rank bonus nor against Steadfast', () => {
    // y (Guard 5x4) fought z (one rank) on its front and x (5x4) on its flank; x dropped out.
    // a: y's 6 HP lost, no ranks (z has one, x is out): 6, not 6 + 3 (+2 flank: x's engagement
    // is gone); y, 4 ranks against z's 1, is Steadfast.
    const k = t9aKernel(
      t9aText(
        [
          '{ id: z, unit: imperial-guard, models: 5, files: 5, position: { x: 24, y: 40, facing: 180 } }',
          '{ id: x, unit: imperial-guard, models: 20, files: 5, position: { x: 10, y: 38, facing: 90 } }',
        ],
        ['{ id: y, unit: imperial-guard, models: 20, files: 5, position: { x: 24, y: 40 } }'],
        { armies: EMPIRE },
      ),
    );
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    k.declared[x] = y;
    k.declaredFace[x] = arcOf(k, y, x);
    chargeMove(k, new ScriptedRng().roll(6, 6).rng, x, y);
    k.charged[x] = 0;
    k.eng.charge[1] = 0;
    const lines = traced(k);
    const count = gather(k, y);
    for (let i = 0; i < count; i++) k.roundLoss[k.members[i]] = 0;
    k.roundLoss[y] = 6;
    k.dropped[x] = 1;
    resolveCombat(k, new ScriptedRng().roll(4, 4).thenAll(1).rng, count);
    expect(lines).toContain('Combat result a 6 – b 3.');
    expect(lines).toContain('Imperial Guard holds (8 vs 8, Steadfast).');
  });

  it('nor does a unit whose enemies were all wiped out', () => {
    // z (one rank) fights y (5x4) front to front and w on its flank; x (5x4) fights only w, which
    // is wiped out this round: x has No More Foes. a: w's 5 HP, no ranks; y is Steadfast.
    const k = t9aKernel(
      t9aText(
        [
          '{ id: z, unit: imperial-guard, models: 5, files: 5, position: { x: 24, y: 40, facing: 180 } }',
          '{ id: x, unit: imperial-guard, models: 20, files: 5, position: { x: 10, y: 17.6378 } }',
        ],
        [
          '{ id: y, unit: imperial-guard, models: 20, files: 5, position: { x: 24, y: 40 } }',
          '{ id: w, unit: imperial-guard, models: 5, files: 5, position: { x: 10, y: 17.6378, facing: 180 } }',
        ],
        { armies: EMPIRE },
      ),
    );
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    const z = unitOf(k, 'z');
    const w = unitOf(k, 'w');
    expect(engagedWith(k.eng, x, w)).toBe(true);
    engage(k, w, z, LEFT, 0, 0); // one combat
    const lines = traced(k);
    const count = gather(k, y);
    expect(count).toBe(4);
    for (let i = 0; i < count; i++) k.roundLoss[k.members[i]] = 0;
    loseHP(k, w, 5);
    k.roundLoss[w] = 5;
    resolveCombat(k, new ScriptedRng().roll(4, 4).thenAll(1).rng, count);
    expect(lines).toContain('Combat result a 5 – b 3.');
    expect(lines).toContain('Imperial Guard holds (8 vs 8, Steadfast).');
  });

  it('units deployed touching are engaged on the face actually flush: a front on a rear, a front on a flank', () => {
    // x's front against y's rear; v's front against y's left flank.
    const k = t9aKernel(
      t9aText(
        ['{ id: x, unit: imperial-guard, models: 15, files: 5, position: { x: 24, y: 37.6378 } }'],
        ['{ id: y, unit: imperial-guard, models: 15, files: 5, position: { x: 24, y: 40 } }'],
        { armies: EMPIRE },
      ),
    );
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    expect(k.eng.count).toBe(1);
    expect([k.eng.a[0], k.eng.b[0], k.eng.face[0]]).toEqual([x, y, REAR]);
    const lines = traced(k);
    const pose = [k.fp.x[x], k.fp.y[x], k.fp.facing[x], k.fp.x[y], k.fp.y[y], k.fp.facing[y]];
    // A round with no casualties and no pivot: nothing moves.
    k.activeSide = 0;
    k.plan.pivot[y] = 0;
    fightRound(k, new ScriptedRng().thenAll(3).rng, x);
    expect(lines.some((l) => /nudged|drops out/.test(l))).toBe(false);
    expect([k.fp.x[x], k.fp.y[x], k.fp.facing[x], k.fp.x[y], k.fp.y[y], k.fp.facing[y]]).toEqual(pose);
    expect(lines).toContain('Combat result a 4 – b 2.'); // ranks and the rear bonus

    const f = t9aKernel(
      t9aText(
        ['{ id: v, unit: imperial-guard, models: 15, files: 5, position: { x: 22.0315, y: 38.8189, facing: 90 } }'],
        ['{ id: y, unit: imperial-guard, models: 15, files: 5, position: { x: 24, y: 40 } }'],
        { armies: EMPIRE },
      ),
    );
    expect(f.eng.count).toBe(1);
    expect([f.eng.a[0], f.eng.b[0], f.eng.face[0]]).toEqual([unitOf(f, 'v'), unitOf(f, 'y'), LEFT]);
  });

  it('units deployed flank to flank are not engaged (no front meets the other), and do not move', () => {
    const k = t9aKernel(
      t9aText(
        ['{ id: x, unit: imperial-guard, models: 15, files: 5, position: { x: 27.937, y: 40 } }'],
        ['{ id: y, unit: imperial-guard, models: 15, files: 5, position: { x: 24, y: 40 } }'],
        { armies: EMPIRE },
      ),
    );
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    gap(k, x, y);
    expect(k.res).toBeLessThan(0.01);
    expect(k.eng.count).toBe(0);
    expect(k.status[x]).toBe(READY);
    expect(k.status[y]).toBe(READY);
  });

  it('a pair still in contact is not nudged: neither slid flush nor turned', () => {
    // Deployed front to front 0.005" apart, x turned 0.5° (flush enough to be engaged).
    const k = t9aKernel(
      t9aText(
        ['{ id: y, unit: imperial-guard, position: { x: 24, y: 40 } }'],
        ['{ id: x, unit: imperial-guard, position: { x: 25, y: 40.005, facing: 180.5 } }'],
        { armies: EMPIRE },
      ),
    );
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    expect(k.eng.count).toBe(1);
    const pose = [k.fp.x[x], k.fp.y[x], k.fp.facing[x], k.fp.x[y], k.fp.y[y], k.fp.facing[y]];
    const count = gather(k, y);
    k.roundLoss[x] = 0;
    k.roundLoss[y] = 0;
    nudge(k, count, 0);
    expect([k.fp.x[x], k.fp.y[x], k.fp.facing[x], k.fp.x[y], k.fp.y[y], k.fp.facing[y]]).toEqual(pose);
    // Out of contact (y's rear rank gone does not matter: x is on its front; y is pushed
    // back 0.3"): x steps after it without turning.
    k.fp.y[y] -= 0.3;
    nudge(k, count, 0);
    expect(k.fp.facing[x]).toBe(pose[2]);
    gap(k, x, y);
    expect(k.res).toBeLessThan(1e-6);
  });

  it('when the unit that lost fewer HP cannot move, its enemy steps to it instead of a drop out', () => {
    // x on y's left flank, its front meeting only the rear 0.7" of it; a friend w of x just
    // above it. y's rear rank dies: x cannot step up (w), so y steps back to x.
    const k = t9aKernel(
      t9aText(
        ['{ id: x, unit: imperial-guard, position: { x: 10, y: 39, facing: 90 } }', '{ id: w, unit: imperial-guard, position: { x: 5, y: 5 } }'],
        ['{ id: y, unit: imperial-guard, position: { x: 24, y: 40 } }'],
        { armies: EMPIRE },
      ),
    );
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    const w = unitOf(k, 'w');
    k.declared[x] = y;
    k.declaredFace[x] = arcOf(k, y, x);
    chargeMove(k, new ScriptedRng().roll(6, 6).rng, x, y);
    const top = k.fp.y[y] - k.fp.d[y] + 0.7;
    k.fp.y[x] = top - k.fp.w[x] / 2;
    syncOffset(k, 0);
    k.fp.facing[w] = Math.PI / 2;
    shape(k, w);
    k.fp.x[w] = k.fp.x[x] - 0.13;
    k.fp.y[w] = top + 0.02 + k.fp.w[w] / 2;
    const x0 = [k.fp.x[x], k.fp.y[x]];
    const y0 = k.fp.y[y];
    loseHP(k, y, 5);
    gap(k, x, y);
    expect(k.res).toBeGreaterThan(0.05);
    const lines = traced(k);
    const count = gather(k, y);
    k.roundLoss[x] = 0;
    k.roundLoss[y] = 5;
    nudge(k, count, 0);
    expect(k.dropped[x]).toBe(0);
    expect(lines.some((l) => /drops out/.test(l))).toBe(false);
    expect([k.fp.x[x], k.fp.y[x]]).toEqual(x0);
    expect(k.fp.y[y]).toBeLessThan(y0 - 0.05);
    gap(k, x, y);
    expect(k.res).toBeLessThan(1e-6);
  });

  it('an enemy already flush beside the way does not stop a rear charger following the rank it killed', () => {
    // w, an enemy of x in y's battle line, stands flush beside y; x charged y's rear.
    const k = t9aKernel(
      t9aText(
        ['{ id: x, unit: imperial-guard, position: { x: 24, y: 28 } }'],
        ['{ id: y, unit: imperial-guard, position: { x: 24, y: 40 } }', '{ id: w, unit: imperial-guard, position: { x: 27.93700787401575, y: 40 } }'],
        { armies: EMPIRE },
      ),
    );
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    const w = unitOf(k, 'w');
    k.declared[x] = y;
    k.declaredFace[x] = arcOf(k, y, x);
    chargeMove(k, new ScriptedRng().roll(6, 6).rng, x, y);
    expect(k.eng.face[0]).toBe(REAR);
    gap(k, x, w);
    expect(k.res).toBeLessThan(1e-6); // touching w's corner
    loseHP(k, y, 5);
    const lines = traced(k);
    const count = gather(k, y);
    const xy = k.fp.y[x];
    const yy = k.fp.y[y];
    k.roundLoss[x] = 0;
    k.roundLoss[y] = 5;
    nudge(k, count, 0);
    expect(k.dropped[x]).toBe(0);
    expect(lines).toContain('Imperial Guard is nudged 0.8" back into contact.');
    // x itself stepped up, along w's flank (y did not step back to it).
    expect(k.fp.y[x]).toBeCloseTo(xy + 20 / 25.4, 9);
    expect(k.fp.y[y]).toBe(yy);
    gap(k, x, y);
    expect(k.res).toBeLessThan(1e-6);
    overlap(k, x, w);
    expect(k.res).toBeLessThan(0.01);
  });

  it('for the rest of the round a unit that dropped out is no enemy: its models, its supporting attacks and its engagement go to the other fight', () => {
    // y (Guard 5x4) with z on its front and x on its flank: the corner model fights to the
    // front while z is there; once z dropped out, every rank on the flank strikes x, and y is
    // engaged with x alone.
    const k = t9aKernel(
      t9aText(
        [
          '{ id: z, unit: imperial-guard, models: 5, files: 5, position: { x: 24, y: 40, facing: 180 } }',
          '{ id: x, unit: imperial-guard, models: 20, files: 5, position: { x: 10, y: 38, facing: 90 } }',
        ],
        ['{ id: y, unit: imperial-guard, models: 20, files: 5, position: { x: 24, y: 40 } }'],
        { armies: EMPIRE },
      ),
    );
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    const z = unitOf(k, 'z');
    k.declared[x] = y;
    k.declaredFace[x] = arcOf(k, y, x);
    chargeMove(k, new ScriptedRng().roll(6, 6).rng, x, y);
    expect(k.eng.face[1]).toBe(LEFT);
    const before = contactFor(k, 1, y);
    expect(soleEngagement(k, y)).toBe(-1);
    k.dropped[z] = 1;
    expect(contactFor(k, 1, y)).toBe(before + 1);
    expect(soleEngagement(k, y)).toBe(1);

    // A 10-wide line of two ranks y with z and x on its front: its supporting attacks, tied
    // to z's engagement (the first), back the fight with x once z dropped out.
    const l = t9aKernel(
      t9aText(
        [
          '{ id: z, unit: imperial-guard, models: 2, files: 2, position: { x: 24.6, y: 40, facing: 180 } }',
          '{ id: x, unit: imperial-guard, models: 5, files: 5, position: { x: 27.4, y: 40, facing: 180 } }',
        ],
        ['{ id: y, unit: imperial-guard, models: 20, files: 10, position: { x: 24, y: 40 } }'],
        { armies: EMPIRE },
      ),
    );
    const ly = unitOf(l, 'y');
    const lz = unitOf(l, 'z');
    expect(frontEngagement(l, ly)).toBe(0);
    expect(l.eng.a[0]).toBe(lz);
    const lines = traced(l);
    l.gCount = 0;
    addGroup(l, ly, 0, 1, 3); // K_SUPPORT
    l.dropped[lz] = 1;
    strike(l, new ScriptedRng().thenAll(1).rng, 0);
    expect(l.gEng[0]).toBe(1);
    expect(lines.some((t) => /Imperial Guard: \d+ supporting attacks?/.test(t))).toBe(true);
  });

  it('contact counts follow where the units stand when a round starts, after a change of depth outside melee', () => {
    // x (two files) centred on the flank of a six-rank unit y; y then loses four ranks (not in
    // melee), its flank now ending level with x's middle: one rank of y touches x (at x's
    // corner), one file of x touches y — not the two each the old offset says.
    const k = t9aKernel(
      t9aText(
        ['{ id: x, unit: imperial-guard, models: 2, files: 2, position: { x: 10, y: 39, facing: 90 } }'],
        ['{ id: y, unit: imperial-guard, models: 30, files: 5, position: { x: 24, y: 40 }, tactics: { pivot: never } }'],
        { armies: EMPIRE },
      ),
    );
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    k.declared[x] = y;
    k.declaredFace[x] = arcOf(k, y, x);
    chargeMove(k, new ScriptedRng().roll(6, 6).rng, x, y);
    expect(k.eng.face[0]).toBe(LEFT);
    loseHP(k, y, 20);
    gap(k, x, y);
    expect(k.res).toBeLessThan(1e-6);
    const lines = traced(k);
    k.activeSide = 0;
    k.charged[x] = 0;
    k.eng.charge[0] = 0;
    fightRound(k, new ScriptedRng().thenAll(1).rng, x);
    expect(lines.filter((l) => /^ {2}Imperial Guard: 1 attack /.test(l))).toHaveLength(2);
  });
});
