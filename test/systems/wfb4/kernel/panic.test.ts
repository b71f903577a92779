/**
 * Panic at 25% shooting casualties (rules/wfb4.md §7, RB p.38; §12-11 base = size at the start
 * of the phase; worked example §11 #19: a 12-model unit losing 3 tests). A unit that loses at
 * least a quarter of its models in one shooting phase takes a panic test (2D6 ≤ Ld passes) and
 * flees if it fails.
 *
 * Fixture test/fixtures/wfb4/panic.yaml: 5 BS3 archers at 10" (4+ to hit), S3 against T3 (4+),
 * no save: each shot slays with p = 1/4, so the slain X ~ Binomial(5, 1/4). A 4-model target
 * tests at X ≥ 1 and is wiped out at X = 4 or 5; an 8-model target tests at X ≥ 2, a 12-model
 * target at X ≥ 3 (§11 #19: 12 models losing 3 test). It flees on
 * 2D6 > 7 (Ld 7), probability 15/36; afterwards it may rally or run on, but it is never back to
 * "fighting" unless it never fled.
 */
import { describe, expect, it } from 'vitest';
import { p2d6AtMost, pAtLeast } from '../../../../src/core/dice-odds.ts';
import { shootingToHit, toWound } from '../../../../src/systems/wfb/tables.ts';
import {
  binomial, compileFixture, DESTROYED, fateSlot, FIGHTING, replayHint, simulate, tolerance, trace, unitIndex,
} from './kernel-harness.ts';

const FIXTURE = 'panic.yaml';
const SEED = 7025;
const SIMS = 40_000;

const pSlay = pAtLeast(shootingToHit(3, 0)) * pAtLeast(toWound(3, 3)); // no armour: no save
const slain = binomial(5, pSlay);
const pFlee = 1 - p2d6AtMost(7);

describe('panic at 25% shooting casualties (§7, §12-11)', () => {
  it('p = 1/2 × 1/2 = 1/4 per shot', () => {
    expect(pSlay).toBe(1 / 4);
    expect(pFlee).toBeCloseTo(15 / 36, 15);
  });

  for (const [run, models] of [['base', 4], ['eight targets', 8], ['twelve targets', 12]] as const) {
    it(`${models} targets: a test exactly when ≥ 25% fall, in the trace`, () => {
      const plan = compileFixture(FIXTURE, run);
      const bad: string[] = [];
      for (let sim = 0; sim < 300; sim++) {
        const { lines } = trace(plan, SEED, sim);
        const shot = lines.findIndex((l) => l.startsWith('archers shoots'));
        const k = Number(/(\d+) slain\.$/.exec(lines[shot])![1]);
        const tested = lines[shot + 1].startsWith(`targets lost 25%: panic test`);
        const due = k * 4 >= models && k < models;
        if (tested !== due && bad.length < 3) bad.push(`${k} slain of ${models}, tested: ${tested} — ${replayHint(FIXTURE, SEED, sim, run)}`);
      }
      expect(bad).toEqual([]);
    });

    it(`${models} targets: flee with probability P(test) × 15/36${models <= 5 ? ', wiped out when all fall' : ''}`, () => {
      const plan = compileFixture(FIXTURE, run);
      const targets = unitIndex(plan, 'targets');
      const threshold = Math.ceil(models / 4);
      let pTest = 0;
      let pWiped = 0;
      for (let k = 0; k < slain.length; k++) {
        if (k >= models) pWiped += slain[k];
        else if (k >= threshold) pTest += slain[k];
      }
      const p = pTest * pFlee;
      let fled = 0;
      let wiped = 0;
      simulate(plan, SIMS, SEED, (out) => {
        const fate = out[fateSlot(targets)];
        if (fate === DESTROYED) wiped++;
        else if (fate !== FIGHTING) fled++; // fleeing, fled off or rallied: it fled
      });
      expect(Math.abs(fled - SIMS * p), `${fled} fled of ${SIMS}, expected ${(SIMS * p).toFixed(0)}`).toBeLessThan(tolerance(SIMS, p));
      expect(Math.abs(wiped - SIMS * pWiped)).toBeLessThan(tolerance(SIMS, pWiped));
    });
  }
});
