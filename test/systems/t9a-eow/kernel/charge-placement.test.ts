// Where a charger is put on the face it charged (rules/t9a_eow.md §3.2, tier 3 charge
// geometry): flush, centre to centre or beside a unit already there, never overlapping
// another unit — a place that would is nudged along the face to the nearest place that keeps
// the most contact, and with none the charge is impossible (not declared; a failed charge if
// the face filled up after the declaration).
import { describe, expect, it } from 'vitest';
import { LEFT } from '../../../../src/battlefield/arcs.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { engagedWith } from '../../../../src/systems/rank-and-file/engagements.ts';
import { getSystem } from '../../../../src/systems/registry.ts';
import { arcOf } from '../../../../src/systems/t9a-eow/kernel/arcs.ts';
import { touching } from '../../../../src/systems/t9a-eow/kernel/base-contact.ts';
import { chargeMove } from '../../../../src/systems/t9a-eow/kernel/charge-moves.ts';
import { canDeclare } from '../../../../src/systems/t9a-eow/kernel/charge-phase.ts';
import { overlap } from '../../../../src/systems/t9a-eow/kernel/footprint.ts';
import { present } from '../../../../src/systems/t9a-eow/kernel/units.ts';
import { loadFile } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { t9aKernel, t9aText, unitOf } from './harness.ts';

const unit = unitOf;

/** The worst overlap between two units on the table (≤ 0: none), and the pair. */
function worstOverlap(k: any): { depth: number; pair: string } {
  let depth = 0;
  let pair = '';
  for (let a = 0; a < k.n; a++) {
    for (let b = a + 1; b < k.n; b++) {
      if (!present(k, a) || !present(k, b)) continue;
      overlap(k, a, b);
      if (k.res > depth) {
        depth = k.res;
        pair = `${k.plan.unitIds[a]} / ${k.plan.unitIds[b]}`;
      }
    }
  }
  return { depth, pair };
}

// Basic Patrols. The Imperial Guard (5 × 3 on 20 mm: 3.94" × 2.36") faces up the table, its
// front at y 20 and its left flank at x 17.53 (from y 17.64 to 20).
const GUARD = '{ id: guard, unit: imperial-guard, position: { x: 19.5, y: 20 } }';
// Feral Orc Marauders (5 × 1 on 25 × 50 mm: 4.92" × 1.97") to the Guard's left, facing it.
const MARAUDERS = '{ id: m, unit: feral-orc-marauders, position: { x: 8, y: 17, facing: 90 } }';

describe('charge placement (§3.2)', () => {
  it('a flank charge whose every place on the flank overlaps the unit beside the target is impossible', () => {
    // The Guard, down to 10 models (2 ranks: its flank 1.57" long), and the Electoral Cavalry
    // (1.97" deep) side by side, both fighting the Iron Orcs' front, as in seed 7, simulation 4
    // below: the Cavalry covers the Guard's whole left flank, so the Marauders have nowhere to go.
    const k = t9aKernel(
      t9aText(
        ['{ id: guard, unit: imperial-guard, models: 10, position: { x: 19.5, y: 20 } }', '{ id: cav, unit: electoral-cavalry, position: { x: 15.07, y: 20 } }'],
        ['{ id: orcs, unit: iron-orcs, position: { x: 18, y: 20, facing: 180 } }', MARAUDERS],
        { rules: 'game: basic', table: [36, 48] },
      ),
    );
    const g = unit(k, 'guard');
    const m = unit(k, 'm');
    expect(engagedWith(k.eng, g, unit(k, 'orcs'))).toBe(true);
    expect(engagedWith(k.eng, unit(k, 'cav'), unit(k, 'orcs'))).toBe(true);
    expect(arcOf(k, g, m)).toBe(LEFT); // its front centre is in the Guard's left arc
    expect(canDeclare(k, m, g)).toBe(false);
    // Declared all the same (as when the face filled after the declaration): a failed charge.
    k.declared[m] = g;
    k.declaredFace[m] = LEFT;
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    chargeMove(k, new ScriptedRng().roll(6, 6).rng, m, g);
    expect(engagedWith(k.eng, m, g)).toBe(false);
    expect(lines.some((l) => l.includes('finds no room'))).toBe(true);
    expect(worstOverlap(k).depth).toBeLessThanOrEqual(0.01);
  });

  it('a flank charge whose centred place would overlap a unit beside the flank slides along it, keeping what contact it can', () => {
    // Electoral Cavalry stand 1" from the Guard's left flank, level with its front: the centred
    // place (y 16.36–21.28) would overlap them, so the Marauders slide back along the flank
    // until their end is flush with the Cavalry's rear (y 18.53).
    const k = t9aKernel(
      t9aText([GUARD, '{ id: cav, unit: electoral-cavalry, position: { x: 14.07, y: 20.5 } }'], [MARAUDERS], { rules: 'game: basic', table: [36, 48] }),
    );
    const g = unit(k, 'guard');
    const m = unit(k, 'm');
    expect(canDeclare(k, m, g)).toBe(true);
    k.declared[m] = g;
    k.declaredFace[m] = LEFT;
    chargeMove(k, new ScriptedRng().roll(6, 6).rng, m, g);
    expect(engagedWith(k.eng, m, g)).toBe(true);
    expect(worstOverlap(k).depth).toBeLessThanOrEqual(0.01);
    // Facing the flank (90°), flush on it, its left end at the Cavalry's rear edge.
    expect(k.fp.x[m]).toBeCloseTo(17.53, 2);
    expect(k.fp.y[m] + k.fp.w[m] / 2).toBeCloseTo(18.53, 2);
    // It touches the Guard's second and third ranks.
    expect(touching(k, 0, g)).toBe(2);
  });

  it('empire-patrol-vs-orcs-patrol, seed 7, simulation 4: no charge leaves two units overlapping', () => {
    const loaded = loadFile('scenarios/t9a-eow/empire-patrol-vs-orcs-patrol.yaml');
    const run = loaded.runs[0];
    const system = getSystem('t9a-eow')!;
    const plan = system.compile(run);
    const k = system.kernel(plan) as any;
    const seen: string[] = [];
    k.tracer = {
      line: (text: string) => {
        if (!/charges|pursues into|steams/.test(text)) return;
        const o = worstOverlap(k);
        if (o.depth > 0.01) seen.push(`${text} → ${o.pair} overlap ${o.depth.toFixed(2)}"`);
      },
    };
    k.run(new Rng(7, 4), new Int32Array(system.metrics(plan).length));
    expect(seen).toEqual([]);
  });
});
