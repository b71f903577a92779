/**
 * Engineering Runes on Dwarf war machines (AM p.36-38), played through the kernel's turn on the
 * fixture test/fixtures/wfb4/engineering-runes.yaml: the stone thrower's scatter dice rolled again
 * on an arrow, the Rune of Fortune's second roll of a destroying misfire, +1 Strength — each
 * against its exact probability or on scripted dice — their points, and the refusals.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { RUNE_FLAMING, RUNE_SELF_DESTRUCT } from '../../../../src/systems/wfb4/plan.ts';
import { binMisses, compileFixture, compileRun, expectWithin, FIXTURES, histogram, leftSlot, trace, traceScripted } from './kernel-harness.ts';

const FIXTURE = 'engineering-runes.yaml';
const TEXT = readFileSync(FIXTURES + FIXTURE, 'utf8');
const SEED = 4600;

/** The stone thrower's shots over `sims` battles: how many land where aimed, how many scatter, how many had their scatter dice rolled again. */
function shots(run: string, sims: number): { onTarget: number; scattered: number; rerolled: number } {
  const plan = compileFixture(FIXTURE, run);
  let onTarget = 0;
  let scattered = 0;
  let rerolled = 0;
  for (let sim = 0; sim < sims; sim++) {
    for (const line of trace(plan, SEED, sim).lines) {
      if (line.includes('the stone lands where aimed')) onTarget++;
      else if (line.includes('the stone scatters')) scattered++;
      else if (line.includes('its rune rolls them again')) rerolled++;
    }
  }
  return { onTarget, scattered, rerolled };
}

describe('the rune that rolls a stone thrower\'s scatter dice again (AM p.38)', () => {
  it('rolls again every arrow and keeps the second roll: on target 1/3 + 2/3 × 1/3 = 5/9 of the shots (exact)', () => {
    const { onTarget, scattered, rerolled } = shots('base', 3000);
    const fired = onTarget + scattered;
    expectWithin(onTarget, fired, 5 / 9, 'on target');
    expectWithin(rerolled, fired, 2 / 3, 'rolled again');
  });

  it('without it, a third of the shots land on target and nothing is rolled again', () => {
    const { onTarget, scattered, rerolled } = shots('no runes', 3000);
    expectWithin(onTarget, onTarget + scattered, 1 / 3, 'on target');
    expect(rerolled).toBe(0);
  });

  it('on scripted dice: an arrow, then HIT on the second roll, lands the stone where aimed', () => {
    const dice = new ScriptedRng()
      .roll(3) // the scatter dice: an arrow
      .roll(2) // the artillery dice: 4, no misfire
      .roll(1) // the scatter dice again: HIT
      .thenAll(3);
    const { lines } = traceScripted(compileFixture(FIXTURE), dice);
    expect(lines).toContain('engine: an arrow on the scatter dice; its rune rolls them again: HIT.');
    expect(lines).toContain('engine: HIT on the scatter dice, the stone lands where aimed.');
  });
});

describe('the Rune of Fortune (AM p.38)', () => {
  // The engine's crew left after its one shot: 0 (destroyed), 2 (disabled, a crewman slain), else 3.
  it('a stone thrower destroyed on 1 in 54 (1/6 misfire × 1/3 × 1/3), disabled on 4 in 54 (exact)', () => {
    const n = 18_000;
    const counts = histogram(compileFixture(FIXTURE), n, SEED, leftSlot(0));
    expect(binMisses(counts, [1 / 54, 0, 4 / 54, 49 / 54], n)).toEqual([]);
  });

  it('without it, destroyed on 1 in 18 and disabled on 1 in 18 (exact)', () => {
    const n = 18_000;
    const counts = histogram(compileFixture(FIXTURE, 'no runes'), n, SEED, leftSlot(0));
    expect(binMisses(counts, [1 / 18, 0, 1 / 18, 16 / 18], n)).toEqual([]);
  });

  it('a cannon destroyed on 1 in 54 (exact)', () => {
    const n = 18_000;
    const counts = histogram(compileFixture(FIXTURE, 'cannon'), n, SEED, leftSlot(0));
    expect(binMisses(counts, [1 / 54, 0, 0, 53 / 54], n)).toEqual([]);
  });

  it('on scripted dice: a 2 on the chart is rolled again, and the second roll, a 4, disables the machine', () => {
    const dice = new ScriptedRng()
      .roll(1) // the scatter dice: HIT
      .roll(6) // the artillery dice: MISFIRE
      .roll(2) // the misfire chart: destroyed
      .roll(4) // rolled again: disabled
      .thenAll(3);
    const { lines } = traceScripted(compileFixture(FIXTURE), dice);
    expect(lines).toContain('engine: MISFIRE, 2 on the chart; the Rune of Fortune rolls it again.');
    expect(lines).toContain('engine: MISFIRE on the artillery dice, 4 on the chart: disabled this turn and next, a crewman slain.');
  });

  it('keeps a 3 or 4: the chart is not rolled again', () => {
    const dice = new ScriptedRng().roll(1).roll(6).roll(3).thenAll(3);
    const { lines } = traceScripted(compileFixture(FIXTURE), dice);
    expect(lines.some((l) => l.includes('Rune of Fortune'))).toBe(false);
    expect(lines).toContain('engine: MISFIRE on the artillery dice, 3 on the chart: disabled this turn and next, a crewman slain.');
  });
});

describe('the rune of +1 Strength (AM p.38)', () => {
  it('makes the stone thrower\'s hits S8, the bolt thrower\'s S6, and leaves a cannon at S10', () => {
    expect(compileFixture(FIXTURE).missileS[0]).toBe(8);
    expect(compileFixture(FIXTURE, 'no runes').missileS[0]).toBe(7);
    expect(compileFixture(FIXTURE, 'bolt thrower').missileS[0]).toBe(6);
    expect(compileFixture(FIXTURE, 'cannon').missileS[0]).toBe(10);
  });

  it('strikes at S8 through the turn: S8 against T3 wounds on 2+', () => {
    const dice = new ScriptedRng()
      .roll(1) // HIT
      .roll(2) // the artillery dice: 4
      .count(4, 4, 1, 1, 1, 1, 1, 1) // two more under the template hit on 4+
      .count(2, 2, 1) // to wound on 2+: two of three
      .thenAll(3);
    const { lines } = traceScripted(compileFixture(FIXTURE), dice);
    expect(lines).toContain('engine hits goblins 3 times at S8, no save: 2 wounds, 2 slain.');
  });
});

describe('the rune of self-destruction (AM p.38)', () => {
  /** Per simulation of the variant, the blast's trace lines: the models it slew of each unit, and where it came. */
  function blasts(run: string, sims: number): { crew: number[]; goblins: number[]; first: boolean } {
    const plan = compileFixture(FIXTURE, run);
    const crew: number[] = [];
    const goblins: number[] = [];
    let first = true;
    for (let sim = 0; sim < sims; sim++) {
      const { lines } = trace(plan, SEED, sim);
      const at = lines.indexOf('engine: the enemy upon it, its crew set off its rune — the machine explodes.');
      if (at < 0) continue;
      // Before any blow: straight after the charge home.
      first &&= /^goblins charges home into the front of engine\.$/.test(lines[at - 1]);
      const slain = (who: string) => {
        const m = new RegExp(`^engine's blast hits ${who} (\\d+) times at S6: \\d+ wounds?, \\d+ unsaved, (\\d+) slain\\.$`).exec(lines.find((l) => l.startsWith(`engine's blast hits ${who} `)) ?? '');
        expect(m, `sim ${sim}: the blast on ${who}`).not.toBeNull();
        return [Number(m![1]), Number(m![2])];
      };
      const [crewHit, crewSlain] = slain('engine');
      const [goblinsHit, goblinsSlain] = slain('goblins');
      expect([crewHit, goblinsHit]).toEqual([2, 15]); // its two crew, and three ranks of five Goblins within 3"
      crew.push(crewSlain);
      goblins.push(goblinsSlain);
    }
    return { crew, goblins, first };
  }

  it('blows the machine up as the combat phase starts, before any blow: every model within 3" takes a S6 hit, no save left to T3 or T4 in no armour — each slain on 5 in 6 (exact)', () => {
    const n = 2000;
    const { crew, goblins, first } = blasts('self-destruct', n);
    expect(crew.length).toBe(n);
    expect(first).toBe(true);
    const lost = [0, 0, 0];
    for (const c of crew) lost[c]++;
    expect(binMisses(lost, [1 / 36, 10 / 36, 25 / 36], n)).toEqual([]);
    expectWithin(goblins.reduce((a, b) => a + b, 0), 15 * n, 5 / 6, 'Goblins slain');
  });

  it('does nothing with selfDestruct: never, nor before an enemy touches it', () => {
    const text = TEXT.replace("      sides.greenskins.units.goblins.tactics: { charge: engine }\n", "      sides.greenskins.units.goblins.tactics: { charge: engine }\n      sides.dwarfs.units.engine.tactics: { selfDestruct: never }\n");
    const never = compileRun(parseText(text, FIXTURE), 'self-destruct');
    expect(never.machineRunes[0] & RUNE_SELF_DESTRUCT).toBe(0);
    for (let sim = 0; sim < 50; sim++) expect(trace(never, SEED, sim).lines.join('\n')).not.toMatch(/explodes/);
    const apart = compileRun(parseText(TEXT.replace('sides.greenskins.units.goblins.tactics: { charge: engine }', 'sides.greenskins.units.goblins.tactics: { charge: never, move: hold }'), FIXTURE), 'self-destruct');
    for (let sim = 0; sim < 50; sim++) expect(trace(apart, SEED, sim).lines.join('\n')).not.toMatch(/explodes/);
  });
});

describe('compiling runes', () => {
  it('adds each rune\'s points to the machine\'s', () => {
    const cost = compileFixture(FIXTURE).costs[0];
    expect(cost.points).toBe(50 + 3 * 8 + 25 + 25 + 20);
    expect(cost.breakdown).toContain('runes (Rune of accurate aim 25 + Rune of Fortune 25 + Rune of penetrating 20)');
    expect(compileFixture(FIXTURE, 'no runes').costs[0].points).toBe(50 + 3 * 8);
  });

  const BASE = TEXT.split('variants:')[0];
  const refusals: [string, string, RegExp][] = [
    ['race: dwarf', 'race: man', /race: dwarf for a war machine with runes/],
    ['{ rune: reroll-scatter, points: 25 }', '{ rune: strength, points: 25 }', /each rune once/],
    ['tactics: { shoot: goblins }', 'tactics: { shoot: goblins, selfDestruct: when-engaged }', /selfDestruct on a war machine bearing the rune self-destruct/],
    ['{ rune: strength, points: 20 }', '{ rune: skyward, points: 20 }', /a rune for a stone thrower.*for bolt throwers only/],
    ['machine: stone-thrower', 'machine: cannon', /a rune for a cannon.*for stone throwers only/],
    ['        race: goblin\n', '        race: goblin\n        runes: [{ rune: strength, points: 20 }]\n', /runes on a war machine/],
  ];
  for (const [from, to, why] of refusals) {
    it(`refuses: ${String(why)}`, () => {
      expect(BASE, `fixture text "${from}"`).toContain(from);
      expect(() => compileRun(parseText(BASE.replace(from, to), FIXTURE))).toThrow(why);
    });
  }

  it('refuses the rune for shooting at creatures flying high, not played yet (tier 3)', () => {
    const text = BASE.replace('machine: stone-thrower', 'machine: bolt-thrower').replace('crew: 3', 'crew: 2').replace(/        runes:\n(          - .*\n)+/, '        runes: [{ rune: skyward, points: 20 }]\n');
    expect(() => compileRun(parseText(text, FIXTURE))).toThrow(/Rune of the high sky is not played yet: flying high is tier 3/);
  });

  it('takes the rune of burning, whose shots are fire against buildings (buildings.test.ts)', () => {
    const text = BASE.replace('{ rune: strength, points: 20 }', '{ rune: flaming, points: 20 }');
    expect(compileRun(parseText(text, FIXTURE)).machineRunes[0] & RUNE_FLAMING).not.toBe(0);
  });

  it('refuses runes on a warpfire thrower, a Skaven machine', () => {
    const text = BASE.replace('machine: stone-thrower', 'machine: warpfire-thrower').replace('crew: 3', 'crew: 2').replace(/        runes:\n(          - .*\n)+/, '        runes: [{ rune: strength, points: 20 }]\n');
    expect(() => compileRun(parseText(text, FIXTURE))).toThrow(/the warpfire thrower is a Skaven machine/);
  });
});
