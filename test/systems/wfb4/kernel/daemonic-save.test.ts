/**
 * The daemonic save (rules/wfb4.md §8.8; RB p.87), on the fixture
 * test/fixtures/wfb4/daemonic-save.yaml: a save like armour's, usually 4+, cut by strength and
 * improved by armour. The share of wounds unsaved is compared with its exact value.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseText } from '../../../helpers/load.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { attackRounds, compileFixture, compileRun, FIXTURES, outLength, trace } from './kernel-harness.ts';

const FIXTURE = 'daemonic-save.yaml';
const SEED = 8100;

/** Wounds the men caused and how many went unsaved, over `sims` simulations of `run`. */
function woundsAndUnsaved(run: string, sims: number): { wounds: number; unsaved: number } {
  const plan = compileFixture(FIXTURE, run);
  const r = { wounds: 0, unsaved: 0 };
  for (let sim = 0; sim < sims; sim++) {
    for (const round of attackRounds(trace(plan, SEED, sim).lines)) {
      for (const a of round) {
        if (a.attacker !== 'men') continue;
        r.wounds += a.wounds;
        r.unsaved += a.unsaved;
      }
    }
  }
  return r;
}

describe('the daemonic save (§8.8)', () => {
  const cases: [string, number, string][] = [
    ['base', 1 / 2, '4+ against S3'],
    ['strength 4', 2 / 3, '5+ against S4: cut by strength like armour'],
    ['light armour', 1 / 3, '3+ with light armour: improved like armour'],
    ['save 5', 2 / 3, 'a Daemon whose save is 5+'],
  ];
  for (const [run, p, what] of cases) {
    it(`${what}: ${(p * 100).toFixed(0)}% of wounds unsaved`, () => {
      const { wounds, unsaved } = woundsAndUnsaved(run, 400);
      const tol = 4 * Math.sqrt((p * (1 - p)) / wounds);
      expect(wounds).toBeGreaterThan(2000);
      expect(Math.abs(unsaved / wounds - p), `${unsaved} of ${wounds}`).toBeLessThan(tol);
    });
  }

  it('the contact duel plays it', () => {
    const k = new Wfb4Kernel(compileFixture(FIXTURE, 'duel'));
    k.run(new Rng(SEED, 0), new Int32Array(outLength(k.plan)));
    expect(k.duel).toBe(1);
  });

  it('refuses daemonicSave without the rule', () => {
    const text = readFileSync(FIXTURES + FIXTURE, 'utf8').replace('special: [daemonic-save, immune-to-panic]', 'special: [immune-to-panic]\n        daemonicSave: 5');
    expect(() => compileRun(parseText(text, FIXTURE))).toThrow(/special: \[daemonic-save\] beside `daemonicSave`/);
  });
});
