/**
 * The order test's account in `warsim replay` (trace.ts traceOrder(), issue 16): an order says
 * what it needs and why — the Command value, what changes it, and each penalty by name
 * (rules/warmaster.md §2.3, §2.4) — and the parts of the why add up to the need, being the
 * parts penalty() sums (order-penalty.ts).
 */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { Rng } from '../../../../src/core/rng.ts';
import { commandPhase } from '../../../../src/systems/warmaster/kernel/command.ts';
import { WarmasterKernel } from '../../../../src/systems/warmaster/kernel/kernel.ts';
import { penalty } from '../../../../src/systems/warmaster/kernel/order-penalty.ts';
import { orderPenaltyParts } from '../../../../src/systems/warmaster/kernel/order-account.ts';
import { compileWarmaster } from '../../../../src/systems/warmaster/compile.ts';
import { loadFile } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { tracedBattle } from './harness.ts';

/**
 * What an order line says it needs, from its words alone: the base (Command, or the rule that
 * sets the need), plus and minus each part. Throws on a part it cannot read.
 */
function reckoned(why: string): number {
  let total = 0;
  for (const part of why.split(', ')) {
    let m: RegExpExecArray | null;
    if ((m = /^Command (\d+)$/.exec(part))) total += Number(m[1]);
    else if (part === "Araby Guards' first order: 10" || part === 'Crown of Command') total += 10;
    else if (part === 'no penalties' || part === 'Helm of Dominion: 10 at most') continue;
    else if ((m = /^([+−])(\d+) \S/.exec(part))) total += (m[1] === '+' ? 1 : -1) * Number(m[2]);
    else throw new Error(`cannot read the part "${part}" of "${why}"`);
  }
  return total;
}

/** An order line: the score rolled, the need, its why, the verdict. */
const ORDER = /(?:orders .*|uses the Orb of Majesty): (\d+)(?: \((?:Divine Guidance|\+1 after the failed guidance): (\d+)\))? vs (-?\d+) or less \((.*)\): (passes|fails)\.$/;

describe('an order says what it needs and why (§2.3, §2.4)', () => {
  it('a failed order: Command 9, −1 for each 20 cm past the first 20, −1 for an enemy within 20 cm, −1 for a stand lost', () => {
    // The General 45 cm behind the Halberdiers (−2), Orcs 15 cm ahead of them (−1), one stand
    // of three gone (−1): the order needs 9 − 4 = 5, and 11 fails it.
    const { k, lines } = tracedBattle('failed order', 'empire', [
      '{ id: h, unit: halberdiers, stands: 2, position: { x: 90, y: 40 }, tactics: { orders: advance, initiative: none } }',
      '{ id: g, unit: general, position: { x: 90, y: -7 } }',
    ], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 55, facing: 180 } }']);
    const dice = new ScriptedRng().roll(6, 5).thenAll(1);
    commandPhase(k, dice.rng, 0);
    const orders = lines.filter((l: string) => l.includes(' orders '));
    expect(orders).toEqual(['General (g) orders Halberdiers (h): 11 vs 5 or less (Command 9, −2 at 45.0 cm, −1 enemy within 20 cm, −1 for 1 stand lost): fails.']);
    const m = ORDER.exec(orders[0])!;
    expect(reckoned(m[4])).toBe(Number(m[3]));
    expect(k.movedThisTurn[0]).toBe(0);
  });

  it("the General's devices (§9): the Crown sets the need, the Helm adds to Command, the Orb tests again at Command 8 with the penalties", () => {
    const battle = (item: string) =>
      tracedBattle(item, 'empire', [
        '{ id: h, unit: halberdiers, stands: 2, position: { x: 90, y: 40 }, tactics: { orders: advance, initiative: none } }',
        `{ id: g, unit: general, items: [${item}], position: { x: 90, y: -7 } }`,
      ], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 55, facing: 180 } }']);
    const ordersOf = (item: string, ...faces: number[]) => {
      const { k, lines } = battle(item);
      commandPhase(k, new ScriptedRng().roll(...faces).thenAll(1).rng, 0);
      return lines.filter((l: string) => / orders |Orb of Majesty/.test(l));
    };
    expect(ordersOf('crown-of-command', 6, 5)).toEqual(['General (g) orders Halberdiers (h): 11 vs 10 or less (Crown of Command, no penalties): fails.']);
    expect(ordersOf('helm-of-dominion', 6, 5)).toEqual([
      'General (g) orders Halberdiers (h): 11 vs 6 or less (Command 9, +1 Helm of Dominion, −2 at 45.0 cm, −1 enemy within 20 cm, −1 for 1 stand lost): fails.',
    ]);
    expect(ordersOf('orb-of-majesty', 6, 5, 2, 3)).toEqual([
      'General (g) orders Halberdiers (h): 11 vs 5 or less (Command 9, −2 at 45.0 cm, −1 enemy within 20 cm, −1 for 1 stand lost): fails.',
      'General (g) uses the Orb of Majesty: 5 vs 4 or less (Command 8, −2 at 45.0 cm, −1 enemy within 20 cm, −1 for 1 stand lost): fails.',
    ]);
  });

  it('orderPenaltyParts() are the parts penalty() sums, for a unit and for a brigade', () => {
    const { k } = tracedBattle('parts', 'empire', [
      '{ id: h, unit: halberdiers, position: { x: 90, y: 40 } }',
      '{ id: s, unit: crossbowmen, position: { x: 70, y: 40 } }',
      '{ id: g, unit: general, position: { x: 90, y: -30 } }',
    ], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 55, facing: 180 } }']);
    k.grp[0] = 0;
    k.grp[1] = 1;
    k.left[1] = 2;
    k.sAlive[1 * 4 + 2] = 0;
    k.ordersTaken[1] = 2;
    k.blunderPenalty[0] = 1;
    for (const n of [1, 2]) {
      k.grpN = n;
      const parts = orderPenaltyParts(k, 0, 0);
      expect(parts.reduce((sum, p) => sum + p.amount, 0), `group of ${n}`).toBe(penalty(k, 0));
      expect(parts.length).toBeGreaterThan(1);
    }
  });

  it('in every example battle, each order line reads as its need: the parts add up to it, and the verdict follows the score', () => {
    const files = readdirSync('scenarios/warmaster').filter((f) => f.endsWith('.yaml'));
    const seen = new Set<string>();
    let orders = 0;
    for (const file of files) {
      const loaded = loadFile(`scenarios/warmaster/${file}`);
      const k = new WarmasterKernel(compileWarmaster(loaded.runs[0]));
      const lines: string[] = [];
      k.tracer = { line: (l) => lines.push(l) };
      const out = new Int32Array(4096);
      for (let sim = 0; sim < 3; sim++) k.run(new Rng(loaded.scenario.seed, sim), out);
      for (const line of lines) {
        if (!/ orders .*: \d|uses the Orb of Majesty/.test(line)) continue;
        const m = ORDER.exec(line);
        expect(m, line).not.toBeNull();
        const [, roll, score, need, why, verdict] = m!;
        expect(reckoned(why), `${file}: ${line}`).toBe(Number(need));
        expect(verdict, line).toBe(Number(score ?? roll) <= Number(need) ? 'passes' : 'fails');
        for (const part of why.split(', ')) seen.add(part.replace(/\d+(\.\d)?/g, 'N').replace(/\(.*\)/, '(…)'));
        orders++;
      }
    }
    expect(orders).toBeGreaterThan(500);
    // The common penalties all show up in these battles.
    for (const part of ['Command N', '−N at N cm', '−N second order', '−N enemy within N cm', '−N for N stand lost', '−N in dense terrain']) expect([...seen]).toContain(part);
  });
});
