/**
 * Regeneration (rules/wfb4.md §12-17), on the fixture test/fixtures/wfb4/regeneration.yaml:
 * each unsaved wound, from a blow or a missile, is regenerated on a D6 of the unit's score (4+
 * by default); a regenerated wound is not suffered and does not count in the combat result.
 * The share regenerated is compared with its exact value.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseText } from '../../../helpers/load.ts';
import { compileFixture, compileRun, FIXTURES, trace } from './kernel-harness.ts';

const FIXTURE = 'regeneration.yaml';
const SEED = 8400;
const REGEN = /^(trolls|lurkers) regenerates (\d+) of (\d+) wounds?\.$/;
const STRIKE = /^men: \d+ attacks? at trolls need \d\+: \d+ hits?, \d+ wounds? \(S3\), (\d+) unsaved, (\d+) slain\.$/;

/** Over `sims` simulations: wounds rolled for and regenerated, by blows and by arrows. */
function tally(run: string, sims: number) {
  const plan = compileFixture(FIXTURE, run);
  const t = { melee: [0, 0], missile: [0, 0], bad: [] as number[] };
  for (let sim = 0; sim < sims; sim++) {
    const lines = trace(plan, SEED, sim).lines;
    lines.forEach((line, i) => {
      const m = REGEN.exec(line);
      if (!m) return;
      const into = m[1] === 'trolls' ? t.melee : t.missile;
      into[0] += Number(m[3]);
      into[1] += Number(m[2]);
      // The wounds suffered are those not regenerated: a strike's slain (W1) is the rest.
      const s = STRIKE.exec(lines[i - 1]);
      if (m[1] === 'trolls' && (!s || Number(s[1]) !== Number(m[3]) || Number(s[2]) > Number(m[3]) - Number(m[2]))) t.bad.push(sim);
    });
  }
  return t;
}

describe('regeneration (§12-17)', () => {
  const within = (rolled: number, regenerated: number, p: number) => {
    expect(rolled).toBeGreaterThan(500);
    expect(Math.abs(regenerated / rolled - p), `${regenerated} of ${rolled}`).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / rolled));
  };

  it('each unsaved wound, from blows and arrows alike, is regenerated on 4+', () => {
    const t = tally('base', 300);
    expect(t.bad.slice(0, 3)).toEqual([]);
    within(t.melee[0], t.melee[1], 1 / 2);
    within(t.missile[0], t.missile[1], 1 / 2);
  });

  it('on 5+ with regeneration: 5', () => {
    const t = tally('regenerates on 5', 300);
    within(t.melee[0], t.melee[1], 1 / 3);
    within(t.missile[0], t.missile[1], 1 / 3);
  });

  it('a regenerated wound does not count in the combat result: the men score only the wounds suffered', () => {
    const plan = compileFixture(FIXTURE);
    for (let sim = 0; sim < 30; sim++) {
      const lines = trace(plan, SEED, sim).lines;
      lines.forEach((line, i) => {
        const m = /^Combat result: men \d+ \((\d+) wounds?\)/.exec(line);
        if (!m) return;
        const strike = lines.slice(0, i).reverse().find((l) => STRIKE.test(l))!;
        const regen = REGEN.exec(lines[lines.indexOf(strike) + 1]);
        const unsaved = Number(STRIKE.exec(strike)![1]);
        expect(Number(m[1]), `sim ${sim}`).toBe(unsaved - (regen ? Number(regen[2]) : 0));
      });
    }
  });

  it('refuses `regeneration` without the rule', () => {
    const text = readFileSync(FIXTURES + FIXTURE, 'utf8').replace('special: [regeneration, immune-to-panic]\n        position: { x: 36', 'special: [immune-to-panic]\n        regeneration: 5\n        position: { x: 36');
    expect(() => compileRun(parseText(text, FIXTURE))).toThrow(/special: \[regeneration\] beside `regeneration`/);
  });
});
