/**
 * A globe a character throws (rules/wfb4.md §9; AM p.13-18: a character not in hand-to-hand
 * combat throws it up to 8" in the shooting phase; the small
 * 2" template, scattering D3" on an arrow; each model under it loses
 * 1 wound on a 4+, unsaved; item effect `globe`; kernel/globes.ts), played through
 * whole turns on the fixture test/fixtures/wfb4/globe.yaml: a Hero 6" from forty Orcs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectWithin } from '../../../helpers/binomial.ts';
import { compileFixture, compileText, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'globe.yaml';
const SEED = 9971;
const SIMS = 2000;
const THROWS = /^hero throws his globe at orcs: (HIT on the scatter dice, on target|it lands ([123])" off, towards \d+°)\.$/;
const COVERS = /^The globe covers (\d+) models? of orcs: (\d+) wounds? on 4\+, no save, (\d+) slain\.$/;

describe('a globe thrown in the shooting phase (AM p.13-18)', () => {
  it('lands on target on the scatter dice\'s HIT (1 in 3), else D3" off; each model under it takes a wound on a 4+, no save', () => {
    const plan = compileFixture(FIXTURE);
    let onTarget = 0;
    let under = 0;
    let wounds = 0;
    const off = [0, 0, 0];
    for (let sim = 0; sim < SIMS; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(plan, SEED, sim).lines;
      const at = lines.findIndex((l) => THROWS.test(l));
      expect(at, hint).toBeGreaterThan(0);
      const m = THROWS.exec(lines[at])!;
      if (m[2] === undefined) onTarget++;
      else off[Number(m[2]) - 1]++;
      // Off course it may miss the Orcs altogether: no model under it, no line.
      const c = COVERS.exec(lines[at + 1] ?? '');
      if (m[2] === undefined) expect(c, hint).not.toBeNull();
      if (c === null) continue;
      under += Number(c[1]);
      wounds += Number(c[2]);
      // The Orcs are one wound each: every wound slays.
      expect(c[3], hint).toBe(c[2]);
    }
    expectWithin(onTarget, SIMS, 1 / 3, 'on target');
    for (let k = 0; k < 3; k++) expectWithin(off[k], SIMS - onTarget, 1 / 3, `${k + 1}" off`);
    expectWithin(wounds, under, 1 / 2, 'wounds on 4+');
  });

  it('is thrown once in the battle, and by a character in his unit\'s front rank from there', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8').replace('end: { turns: 1 }', 'end: { turns: 3 }');
    const lines = trace(compileText(text), SEED, 0).lines;
    expect(lines.filter((l) => THROWS.test(l)).length).toBe(1);
    const joined = compileFixture(FIXTURE, 'in a unit');
    for (let sim = 0; sim < 50; sim++) expect(trace(joined, SEED, sim).lines.some((l) => THROWS.test(l)), replayHint(FIXTURE, SEED, sim)).toBe(true);
  });

  it('is not thrown by a character who shot in the phase', () => {
    const plan = compileFixture(FIXTURE, 'with a bow');
    for (let sim = 0; sim < 50; sim++) {
      const lines = trace(plan, SEED, sim).lines;
      expect(lines.some((l) => l.startsWith('hero shoots')), replayHint(FIXTURE, SEED, sim)).toBe(true);
      expect(lines.some((l) => THROWS.test(l)), replayHint(FIXTURE, SEED, sim)).toBe(false);
    }
  });

  it('is refused on a weapon: a globe is a talisman\'s power', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8').replace('kind: talisman', 'kind: weapon');
    expect(() => compileText(text)).toThrow(/globe/);
  });
});
