/**
 * The banner that burns the Undead and Daemons (AM p.19; kernel/undead-bane.ts), played through
 * whole turns on test/fixtures/wfb4/undead-bane.yaml: twenty Men with it in base contact with
 * thirty Skeletons five wide. In each magic phase, after the combat, every Skeleton touching the
 * Men rolls a D6 and takes a wound on 4+.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseText } from '../../../helpers/load.ts';
import { binomial } from '../../../helpers/binomial.ts';
import { binMisses, compileFixture, compileRun, FIXTURES, fixtureBattles, parseAttack } from './kernel-harness.ts';

const FIXTURE = 'undead-bane.yaml';
const SEED = 5900;
const BANE = /^(\S+) touch a banner that burns them: (\d+) rolled, (\d+) wounded on 4\+, (\d+) slain\.$/;
const TURN = /^-- Turn \d+, (\w+) --$/;

/** Per battle: each magic phase's bane line, with the Skeletons left before it and whether the phase's combat came first. */
function phases(run: string, sims: number) {
  const out: { unit: string; rolled: number; wounded: number; slain: number; before: number; afterCombat: boolean; hint: string }[] = [];
  let turns = 0;
  for (const { lines, hint } of fixtureBattles(FIXTURE, SEED, run, sims)) {
    let skeletons = 30;
    let fought = false;
    for (const line of lines) {
      if (TURN.test(line)) {
        turns++;
        fought = false;
        continue;
      }
      const a = parseAttack(line);
      if (a) {
        fought = true;
        if (a.attacker === 'men') skeletons -= a.slain;
        continue;
      }
      const m = BANE.exec(line);
      if (!m) continue;
      out.push({ unit: m[1], rolled: Number(m[2]), wounded: Number(m[3]), slain: Number(m[4]), before: skeletons, afterCombat: fought, hint });
      skeletons -= Number(m[4]);
    }
  }
  return { out, turns };
}

describe('the banner that burns the Undead and Daemons (AM p.19)', () => {
  it('in each magic phase, every Skeleton touching the Men rolls, and takes a wound on 4+ (exact)', () => {
    const { out, turns } = phases('base', 400);
    expect(out.length).toBeGreaterThan(600);
    const counts = [0, 0, 0, 0, 0, 0];
    for (const p of out) {
      expect(p.unit, p.hint).toBe('skeletons');
      // The models touching: their front rank of five, fewer once fewer are left.
      expect(p.rolled, p.hint).toBe(Math.min(5, p.before));
      // A wound each, W1, no armour save: each wounded Skeleton falls.
      expect(p.slain, p.hint).toBe(p.wounded);
      expect(p.afterCombat, p.hint).toBe(true);
      if (p.rolled === 5) counts[p.wounded]++;
    }
    const five = counts.reduce((a, b) => a + b, 0);
    expect(five).toBeGreaterThan(500);
    expect(binMisses(counts, binomial(5, 1 / 2), five)).toEqual([]);
    // Only phases with the two units still in contact roll: fewer than one a player turn.
    expect(out.length).toBeLessThan(turns);
  });

  it('burns Daemons as the Undead, and leaves the living alone', () => {
    const daemons = phases('daemons', 200).out;
    expect(daemons.length).toBeGreaterThan(200);
    for (const p of daemons) expect(p.rolled, p.hint).toBe(Math.min(5, p.before));
    expect(phases('living', 200).out).toEqual([]);
  });

  it('works from the battle standard with the Men as from their own standard', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const { out } = phases('on the battle standard', 400);
    expect(out.length).toBeGreaterThan(250);
    for (const p of out) {
      expect(p.rolled, p.hint).toBe(Math.min(5, p.before));
      if (p.rolled === 5) counts[p.wounded]++;
    }
    const five = counts.reduce((a, b) => a + b, 0);
    expect(binMisses(counts, binomial(5, 1 / 2), five)).toEqual([]);
  });

  it('a lone character it slays leaves the fight: the Men fight him no more, and go on to the Zombies', () => {
    let slain = 0;
    let onward = 0;
    for (const { lines, hint } of fixtureBattles(FIXTURE, SEED, 'a lone hero', 400)) {
      const at = lines.findIndex((l) => /^skeletons touch a banner that burns them: 1 rolled, 1 wounded on 4\+, 1 slain\.$/.test(l));
      if (at < 0) continue;
      slain++;
      const after = lines.slice(at + 1);
      // No round is fought against him after he falls, nor a result with no one in it.
      expect(after.some((l) => /^(skeletons|men): \d+ attacks? at (men|skeletons)/.test(l) || /^Combat result: men \d+ \(0 wounds?\), undead 0 \(0 wounds?\)/.test(l)), hint).toBe(false);
      if (after.some((l) => /^men (charges|advances|marches)/.test(l) || /^men: \d+ attacks? at zombies/.test(l))) onward++;
    }
    expect(slain).toBeGreaterThan(40);
    expect(onward).toBeGreaterThan(slain / 2);
  });

  it('is a banner column of the plan, and refused against an Undead chariot', () => {
    const plan = compileFixture(FIXTURE);
    expect(Array.from(plan.rule.undeadBane)).toEqual([1, 0]);
    expect(Array.from(plan.items.spellWard)[0]).toBe(4);
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8').replace('special: [undead]', 'special: [undead, chariot]\n        mount: { name: Skeletal Steed, M: 8, WS: 2, S: 3, T: 3, I: 2, A: 1, points: 8 }').replace('models: 30', 'models: 1');
    expect(() => compileRun(parseText(text, FIXTURE))).toThrow(/an Undead or Daemon chariot or war machine/);
  });
});
