/**
 * Monsters and their riders (rules/wfb4.md §8.2, RB p.68-69), through the kernel's normal turn
 * sequence: a single large model, shot at +1 with each hit on the rider on a 5-6, attackers
 * striking the rider or the monster as they choose, the rider fighting on foot when his monster
 * falls, and the reaction table when the rider falls — each result a behaviour for the rest of
 * the game.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseText } from '../../../helpers/load.ts';
import { attackRounds, compileRun, expectWithin, FIXTURES, fixtureTracer, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'monster.yaml';
const REACTION = 'monster-reaction.yaml';
const traced = fixtureTracer(FIXTURE, 9);
const reacting = fixtureTracer(REACTION, 13);

describe('a monster and its rider (§8.2)', () => {
  it('compiles as a single large model that turns freely, carrying its rider at its own speed', () => {
    const plan = compileRun(parseText(readFileSync(FIXTURES + FIXTURE, 'utf8'), FIXTURE));
    const griffon = unitIndex(plan, 'griffon');
    expect([plan.models[griffon], plan.files[griffon], plan.rule.large[griffon], plan.turnsFreely[griffon], plan.M[griffon]]).toEqual([1, 1, 1, 1, 6]);
    expect(plan.host[unitIndex(plan, 'lord')]).toBe(griffon);
  });

  it('is shot at +1 with no −1 for the character, and each hit falls on the rider on a 5-6', () => {
    let hits = 0;
    let onRider = 0;
    for (let sim = 0; sim < 600; sim++) {
      for (const line of traced('base', sim)) {
        const m = /^(\d+) of (\d+) hits? fall on lord \(the rider, on a 5-6\)/.exec(line);
        if (m) onRider += Number(m[1]);
        const s = /^archers shoots 10 at griffon 12\.0" away needing (\d): (\d+) hits?,/.exec(line);
        if (s) {
          expect(Number(s[1])).toBe(3); // BS3 needs 4+; +1 for a large target (§4.2)
          hits += Number(s[2]);
        }
      }
    }
    expect(hits).toBeGreaterThan(1000);
    expectWithin(onRider, hits, 1 / 3, 'hits on the rider');
  });

  it('its attackers strike the rider or the monster, all of them that touch it, as they choose (RB p.69)', () => {
    for (const [run, target] of [['strike the rider', 'lord'], ['strike the griffon', 'griffon']]) {
      const [first] = attackRounds(traced(run, 0));
      const spears = first.filter((a) => a.attacker === 'spearmen');
      expect(spears.length, run).toBe(1);
      expect(spears[0].target, run).toBe(target);
    }
  });

  it('the monster slain, the rider fights on on foot', () => {
    let seen = 0;
    for (let sim = 0; sim < 200 && seen === 0; sim++) if (traced('base', sim).includes('griffon is slain; lord fights on on foot.')) seen++;
    expect(seen).toBe(1);
  });
});

describe('the monster reaction table (§8.2, RB p.69)', () => {
  /** For each result rolled, the lines after it of up to `sims` simulations in which it was. */
  const after = new Map<number, string[][]>();
  for (let sim = 0; sim < 400; sim++) {
    const lines = reacting('base', sim);
    const at = lines.findIndex((l) => /^griffon, its rider slain, rolls \d/.test(l));
    if (at < 0) continue;
    const roll = Number(/rolls (\d)/.exec(lines[at])![1]);
    if (!after.has(roll)) after.set(roll, []);
    after.get(roll)!.push(lines.slice(at + 1, lines.findIndex((l) => l.startsWith('Result after'))));
  }
  /** The Griffon's moves, charges and pursuits (not its blows, tests or end). */
  const griffon = (lines: string[]) => lines.filter((l) => /^griffon (runs|marches|advances|wheels|declares|charges|attacks|brawls|leaves|pursues)/.test(l));

  it('rolls each result, each about one time in six', () => {
    const total = [...after.values()].reduce((t, v) => t + v.length, 0);
    expect(total).toBeGreaterThan(60);
    for (let r = 1; r <= 6; r++) expect(after.get(r)?.length ?? 0, `result ${r}`).toBeGreaterThan(0);
  });

  it('1: makes for the nearest edge at twice its move, charging no one, and leaves', () => {
    for (const lines of after.get(1)!) {
      const own = griffon(lines);
      expect(own.every((l) => /^griffon (runs 12"|leaves the table)\.$/.test(l)), own.join(' | ')).toBe(true);
    }
    expect(after.get(1)!.some((lines) => lines.includes('griffon leaves the table.'))).toBe(true);
  });

  it('2: goes for the nearest troops, here its own Beastmen, and mauls them when it reaches them', () => {
    for (const lines of after.get(2)!) {
      for (const l of griffon(lines)) expect(l).toMatch(/beastmen/);
    }
  });

  it('3: goes for the nearest enemy, never its friends', () => {
    for (const lines of after.get(3)!) {
      const own = griffon(lines);
      expect(own.length).toBeGreaterThan(0);
      for (const l of own) expect(l).toMatch(/(spearmen|archers)\b|^griffon pursues/); // a combat it wins, it pursues from
    }
  });

  it('4: moves at random, twice its move or into the first troops in its way', () => {
    for (const lines of after.get(4)!) {
      for (const l of griffon(lines)) expect(l).toMatch(/^griffon (runs \d+(\.\d)?"|leaves the table|attacks |declares|charges|brawls|pursues)/);
    }
  });

  it('5 and 6: stay where they are (no enemy comes within reach here), and 6 never pursues', () => {
    for (const r of [5, 6]) for (const lines of after.get(r)!) expect(griffon(lines), `result ${r}`).toEqual([]);
  });
});
