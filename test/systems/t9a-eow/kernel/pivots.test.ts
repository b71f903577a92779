// Dropping out and Combat Pivots (rules/t9a_eow.md §6.8, §6.2 step 7): nudging units back into
// contact after casualties, dropping out when that cannot be done, and the pivots that turn a
// flanked unit to face its enemy or slide a unit along its front for more models in contact,
// with the rule's constraints (one facing, the losing side's Discipline test, the same enemy
// units and models, no Impassable terrain). Played through the kernel's own routines with
// scripted dice.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileRuns } from '../../../../src/runner/compile-runs.ts';
import { loadFile } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { t9aKernel, t9aText, unitOf } from './harness.ts';

// Kernel constants (rank-and-file.ts), repeated to read the state.
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
  k.declaredFace[x] = k.arcOf(y, x);
  k.chargeMove(new ScriptedRng().roll(6, 6).rng, x, y);
  expect(k.status[y]).toBe(ENGAGED);
  expect(k.eFace[0]).toBe(face === 'left' ? LEFT : face === 'right' ? RIGHT : REAR);
  return k;
}

/** Run y's Combat Pivot step, y's side having lost the round (`lost`) or not. */
function pivotStep(k: any, rng: ScriptedRng, lost: boolean): void {
  const y = unitOf(k, 'y');
  k.activeSide = 0;
  k.loserSide = lost ? 1 : -1;
  const count = k.gather(y);
  k.combatPivots(rng.rng, count);
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
      expect(k.eFace[0]).toBe(FRONT);
      expect(Math.abs(turned(k.uf[y], k.uf[x] + Math.PI))).toBeLessThan(1e-9); // face to face
      k.gap(x, y);
      expect(k.res).toBeLessThan(1e-6);
      k.overlap(x, y);
      expect(k.res).toBeLessThan(1e-6);
      // Same width, centred: all five files of each touch (corners included).
      expect(k.touching(0, y)).toBe(5);
      expect(k.touching(0, x)).toBe(5);
      expect(k.contactOf(0, 1)).toBe(5);
    });
  }

  it('turned to face a shallower charger, the unit is Steadfast again', () => {
    // Imperial Guard 5x2 in the flank of a 5x3 unit: an enemy of 2+ ranks on its flank takes
    // Steadfast away (§6.5); facing it, 3 ranks against 2 are Steadfast.
    const k = flanked({ xUnit: 'unit: imperial-guard, models: 10' });
    const y = unitOf(k, 'y');
    k.gather(y);
    expect(k.steadfast(y)).toBe(false);
    pivotStep(k, new ScriptedRng(), false);
    expect(k.eFace[0]).toBe(FRONT);
    expect(k.steadfast(y)).toBe(true);
  });

  it('afterwards the flank bonus is gone and the pivoted unit makes supporting attacks', () => {
    // §11 example 13 set-up: the flanked Guard loses 5–2 with no casualties either side.
    const k = flanked();
    const x = unitOf(k, 'x');
    const lines = traced(k);
    // Every die a 1 (nothing hits or wounds; the Break and pivot tests pass on a 2).
    k.fightRound(new ScriptedRng().thenAll(1).rng, x);
    expect(lines).toContain('Combat result a 5 – b 2.');
    expect(lines.some((l) => /makes a Combat Pivot/.test(l))).toBe(true);
    // Next round, in the other player's turn: no charge, no flank: ranks +2 each.
    lines.length = 0;
    k.charged[x] = 0;
    k.fought.fill(0);
    k.fightRound(new ScriptedRng().thenAll(1).rng, x);
    expect(lines.filter((l) => /Imperial Guard: 5 supporting attacks/.test(l))).toHaveLength(2);
    expect(lines).toContain('Combat result a 2 – b 2.');
  });

  it('without the pivot (pivot: never) the unit stays flanked and the enemy keeps the +2', () => {
    const k = flanked({ tactics: '{ pivot: never }' });
    const x = unitOf(k, 'x');
    const lines = traced(k);
    k.fightRound(new ScriptedRng().thenAll(1).rng, x);
    expect(lines.some((l) => /Combat Pivot/.test(l))).toBe(false);
    expect(k.eFace[0]).toBe(LEFT);
    lines.length = 0;
    k.charged[x] = 0;
    k.fought.fill(0);
    k.fightRound(new ScriptedRng().thenAll(1).rng, x);
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
    expect(k.eFace[0]).toBe(LEFT);
    expect(k.uf[y]).toBe(0);
    const pass = new ScriptedRng().roll(4, 4);
    pivotStep(k, pass, true);
    expect(pass.unused).toBe(0);
    expect(k.eFace[0]).toBe(FRONT);
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
    k.declaredFace[x] = k.arcOf(y, x);
    k.chargeMove(new ScriptedRng().roll(6, 6).rng, x, y);
    const rng = new ScriptedRng().roll(6, 6, 1); // 6 + 1 with the 6 dropped: 7, passes
    pivotStep(k, rng, true);
    expect(rng.unused).toBe(0);
    expect(k.eFace[0]).toBe(FRONT);
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
    k.declaredFace[x] = k.arcOf(y, x);
    k.chargeMove(new ScriptedRng().roll(6, 6).rng, x, y);
    expect(k.engagedFaces(y)).toBe((1 << FRONT) | (1 << LEFT));
    expect(k.combatPivot(y, 0)).toBe(false);
    const lines = traced(k);
    pivotStep(k, new ScriptedRng(), false);
    expect(lines.some((l) => /Combat Pivot/.test(l))).toBe(false);
  });

  it('it cannot turn into Impassable terrain', () => {
    // Turned to face x, y's front would run 0.4" past where its front stands now: a rock there.
    const rock = '{ kind: impassable, x: 23, y: 40.3, width: 4, depth: 3 }';
    const k = flanked({ terrain: [rock] });
    expect(k.combatPivot(unitOf(k, 'y'), 0)).toBe(false);
    const clear = flanked({ terrain: ['{ kind: impassable, x: 23, y: 41.2, width: 4, depth: 3 }'] });
    expect(clear.combatPivot(unitOf(clear, 'y'), 0)).toBe(true);
  });

  it('it touches no new enemy: a second enemy unit in the way forbids the pivot', () => {
    // An enemy (not in this combat) standing 0.5" before y's front, where the turned unit's
    // front, 0.8" beyond its front now, would reach.
    const k = flanked();
    const y = unitOf(k, 'y');
    expect(k.combatPivot(y, 0)).toBe(true);
    const k2 = t9aKernel(
      t9aText(
        ['{ id: x, unit: imperial-guard, position: { x: 10, y: 39, facing: 90 } }', '{ id: w, unit: handgunners, position: { x: 24.47, y: 40.5, facing: 180 } }'],
        ['{ id: y, unit: imperial-guard, position: { x: 24, y: 40 } }'],
        { armies: EMPIRE },
      ),
    );
    const x2 = unitOf(k2, 'x');
    const y2 = unitOf(k2, 'y');
    k2.declared[x2] = y2;
    k2.declaredFace[x2] = LEFT;
    k2.chargeMove(new ScriptedRng().roll(6, 6).rng, x2, y2);
    expect(k2.eFace[0]).toBe(LEFT);
    expect(k2.combatPivot(y2, 0)).toBe(false);
  });

  it('flag pivotEnemyModels: a wide charger on the flank — "stay" lets more of its models into contact, "exactly" does not', () => {
    const wide = 'unit: imperial-guard, models: 10, files: 10';
    const stay = flanked({ xUnit: wide });
    const before = stay.contactOf(0, 0); // the charger's files along y's 2.4" flank
    expect(before).toBeLessThan(10);
    expect(stay.combatPivot(unitOf(stay, 'y'), 1)).toBe(true);
    expect(stay.contactOf(0, 0)).toBeGreaterThan(before);
    const exactly = flanked({ xUnit: wide, rules: 'game: advanced, pivotEnemyModels: exactly' });
    expect(exactly.combatPivot(unitOf(exactly, 'y'), 0)).toBe(false);
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
    expect(k.contactOf(0, 0)).toBe(4);
    expect(k.contactOf(0, 1)).toBe(4);
    const lines = traced(k);
    k.activeSide = 0;
    k.loserSide = -1;
    k.combatPivots(new ScriptedRng().rng, k.gather(y));
    // The reactive player's x goes first and slides along y's front: centred on y six of its
    // files would touch, but with y's ends level with file edges five touch and two more by
    // the corners (§1.2). All five of y's files touch; y then has nothing to gain.
    expect(lines).toEqual(['Imperial Guard makes a Combat Pivot: slides along its front (4 → 7 models in contact).']);
    expect(k.eB[0]).toBe(x);
    expect(k.contactOf(0, 1)).toBe(7);
    expect(k.contactOf(0, 0)).toBe(5);
    expect(k.touching(0, x)).toBe(7);
    expect(k.touching(0, y)).toBe(5);
    expect(k.uf[x]).toBe(Math.PI); // no turn
    k.gap(x, y);
    expect(k.res).toBeLessThan(1e-6);
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
    expect(k.eB[0]).toBe(y);
    expect(k.riderContact(y, 0)).toBe(true);
    expect(k.contactOf(0, 1)).toBe(2);
    expect(k.combatPivot(y, 1)).toBe(true);
    expect(k.riderContact(y, 0)).toBe(true);
    expect(k.contactOf(0, 1)).toBe(4);
  });

  it('pivot: never leaves it where it stands', () => {
    const k = offCentre(', tactics: { pivot: never }');
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    const x0 = k.ux[x];
    k.activeSide = 0;
    k.loserSide = -1;
    k.combatPivots(new ScriptedRng().rng, k.gather(y));
    expect(k.ux[x]).toBe(x0);
  });
});

describe('nudging and dropping out (§6.8)', () => {
  it('a rear charger follows the rear rank it killed: nudged back flush, models in contact unchanged', () => {
    const k = flanked({ face: 'rear' });
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    k.loseHP(y, 5); // the rear rank
    k.gap(x, y);
    expect(k.res).toBeCloseTo(20 / 25.4, 6);
    const lines = traced(k);
    k.roundLoss[x] = 0;
    k.roundLoss[y] = 5;
    k.nudge(k.gather(y), 0);
    expect(lines).toContain('Imperial Guard is nudged 0.8" back into contact.');
    k.gap(x, y);
    expect(k.res).toBeLessThan(1e-6);
    expect(k.touching(0, x)).toBe(5);
    expect(k.status[x]).toBe(ENGAGED);
  });

  it('the unit that lost fewer HP moves: here the rear-charged unit steps back to its charger', () => {
    const k = flanked({ face: 'rear' });
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    const x0 = k.ux[x];
    const y0 = k.uy[x];
    const front = k.uy[y];
    k.loseHP(y, 5);
    k.roundLoss[x] = 6;
    k.roundLoss[y] = 5;
    k.nudge(k.gather(y), 0);
    expect(k.ux[x]).toBe(x0);
    expect(k.uy[x]).toBe(y0);
    expect(k.uy[y]).toBeCloseTo(front - 20 / 25.4, 9);
    k.gap(x, y);
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
    expect(k.eCount).toBe(2);
    k.loseHP(y, 8); // two left, 1.6" wide in the middle: x no longer reaches it, z is in its way
    const lines = traced(k);
    const count = k.gather(y);
    k.nudge(count, 0);
    expect(lines).toContain('Imperial Guard cannot be nudged back into contact and drops out of the combat.');
    expect(k.dropped[x]).toBe(1);
    expect(k.status[x]).toBe(ENGAGED); // until the round is resolved
    k.resolveCombat(new ScriptedRng().thenAll(1).rng, count);
    expect(k.status[x]).toBe(READY);
    expect(k.status[y]).toBe(ENGAGED);
    expect(k.fighting(y, z)).toBe(true);
    expect(k.fighting(y, x)).toBe(false);
  });

  it('with room it slides along the face instead, the least distance back to a corner of it', () => {
    const k = line();
    const x = unitOf(k, 'x');
    const y = unitOf(k, 'y');
    const z = unitOf(k, 'z');
    k.status[z] = 3; // z gone (destroyed) and out of the way
    k.detach(z);
    k.loseHP(y, 8);
    k.nudge(k.gather(y), 0);
    expect(k.dropped[x]).toBe(0);
    // x's near edge now level with y's far corner: one file of each in contact, by the corner.
    expect(k.ux[x] - k.uw[x] / 2).toBeCloseTo(k.ux[y] + k.uw[y] / 2, 9);
    expect(k.touching(0, x)).toBe(1);
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
