/**
 * Charge reach (rules/wfb4.md §3, §2.2; worked example §11 #6, RB p.23): knights with M6 after
 * the armour penalty charge 12" in the open and 6" through difficult terrain; terrain is paid
 * per portion of the path (2" open + 5" difficult = 12"). A target out of reach is not charged
 * and the knights move up instead.
 *
 * Fixture test/fixtures/wfb4/charge-reach.yaml: the knights face the infantry squarely (equal
 * frontages), so the charge costs exactly the gap between the front edges.
 */
import { describe, expect, it } from 'vitest';
import { shape } from '../../../../src/systems/wfb4/kernel/footprint.ts';
import { compileFixture, OUT_ROUNDS, roundsSlot, simulate, trace, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'charge-reach.yaml';
const SEED = 3060;

/** The trace of simulation 0 and whether every one of 200 simulations had a combat. */
function outcome(run: string): { lines: string[]; everyCombat: boolean; noCombat: boolean } {
  const plan = compileFixture(FIXTURE, run);
  expect(plan.M[unitIndex(plan, 'knights')]).toBe(6); // §2.2: 8 − 1 (heavy armour + shield) − 1 (barding)
  const knights = unitIndex(plan, 'knights');
  let fought = 0;
  simulate(plan, 200, SEED, (out) => {
    if (out[OUT_ROUNDS] > 0 && out[roundsSlot(knights)] > 0) fought++;
  });
  return { lines: trace(plan, SEED, 0).lines, everyCombat: fought === 200, noCombat: fought === 0 };
}

describe('charge reach (§3, §11 #6)', () => {
  it('M6 knights reach a target 12" away in the open', () => {
    const r = outcome('base');
    expect(r.lines).toContain('knights declares a charge on the front of infantry (12.0" of 12").');
    expect(r.lines).toContain('knights charges home into the front of infantry.');
    expect(r.everyCombat).toBe(true);
  });

  it('12.1" away: no charge is declared; the knights advance their 6" instead', () => {
    const r = outcome('gap 12.1');
    expect(r.lines.some((l) => l.includes('declares a charge'))).toBe(false);
    expect(r.lines).toContain('knights advances 6.0" towards infantry.');
    expect(r.noCombat).toBe(true);
  });

  it('through difficult terrain the reach is 6" (§11 #6): 6" charges, 6.5" does not', () => {
    const six = outcome('difficult 6');
    expect(six.lines).toContain('knights declares a charge on the front of infantry (12.0" of 12").');
    expect(six.everyCombat).toBe(true);
    const more = outcome('difficult 6.5');
    expect(more.lines.some((l) => l.includes('declares a charge'))).toBe(false);
    expect(more.lines).toContain('knights advances 3.0" towards infantry.'); // 6" halved
    expect(more.noCombat).toBe(true);
  });

  it('terrain is paid per portion of the path: 2" open + 5" difficult costs 12 (§2.2)', () => {
    const seven = outcome('open 2 then difficult 5');
    expect(seven.lines).toContain('knights declares a charge on the front of infantry (12.0" of 12").');
    expect(seven.everyCombat).toBe(true);
    const more = outcome('open 2 then difficult 5.5');
    expect(more.lines.some((l) => l.includes('declares a charge'))).toBe(false);
    expect(more.lines).toContain('knights advances 4.0" towards infantry.'); // 2" open, then 4" halved to 2"
    expect(more.noCombat).toBe(true);
  });

  it('a charge whose target is no longer in reach when it moves falls short, and says what it needed against its reach (§3)', () => {
    // Declared at 12"; the infantry then stand 1" further back: 13" needed, 12" reached, and the
    // knights move their normal 6" towards them instead.
    const plan = compileFixture(FIXTURE);
    const infantry = unitIndex(plan, 'infantry');
    const { lines } = trace(plan, SEED, 0, (text, k) => {
      if (!text.startsWith('knights declares a charge')) return;
      k.fp.y[infantry] -= 1;
      shape(k, infantry);
    });
    expect(lines).toContain('knights charges infantry but falls short (it needs 13.0" and can reach 12", twice its M): it moves 6.0".');
  });
});
