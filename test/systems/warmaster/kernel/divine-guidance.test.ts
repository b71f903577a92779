// The Slann's Divine Guidance (rules/warmaster.md §11.8, §2.4): a Skink character within 20 cm
// of the Slann takes −1 on his 2D6 order roll and a double 6 merely fails; once a guided roll
// fails, nobody has the guidance for the rest of the phase and the characters who had not
// ordered yet add +1 to their first order roll.
import { penalty } from '../../../../src/systems/warmaster/kernel/order-penalty.ts';
import { orderTest } from '../../../../src/systems/warmaster/kernel/order-test.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileWarmaster } from '../../../../src/systems/warmaster/compile.ts';
import { WarmasterKernel } from '../../../../src/systems/warmaster/kernel/kernel.ts';
import { parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { startCommand } from './harness.ts';
import { guidanceOffered, loseGuidance } from '../../../../src/systems/warmaster/kernel/army-rules.ts';
import { commandPhase } from '../../../../src/systems/warmaster/kernel/command.ts';
import { reset } from '../../../../src/systems/warmaster/kernel/deployment.ts';

/**
 * Skinks at (90, 40) and more Skinks at (130, 40), a Skink Hero `heroGap` cm behind the first
 * (his tactics `heroTactics`), a second Skink Hero behind the others, the Slann `slannGap` cm
 * beside the first Hero; Orc Warriors 50 cm away.
 */
function lizardmen(opts: { heroGap?: number; slannGap?: number; heroTactics?: string; hero?: string } = {}): any {
  const heroY = 38 - (opts.heroGap ?? 8);
  const text = `
format: warsim/1
system: warmaster
title: divine guidance
sides:
  - id: liz
    army: lizardmen
    units:
      - { id: skinks, unit: skinks, position: { x: 90, y: 40 } }
      - { id: skinks-2, unit: skinks, position: { x: 130, y: 40 } }
      - { id: hero, unit: ${opts.hero ?? 'skink-hero'}, position: { x: 90, y: ${heroY} }, tactics: { ${opts.heroTactics ?? ''} } }
      - { id: hero-2, unit: skink-hero, position: { x: 130, y: 30 } }
      - { id: slann, unit: slann, position: { x: ${90 + (opts.slannGap ?? 10)}, y: ${heroY} } }
  - id: orcs
    army: orcs-and-goblins
    units:
      - { id: orcs, unit: orc-warriors, position: { x: 110, y: 90 } }
`;
  const k = new WarmasterKernel(compileWarmaster(parseText(text).runs[0])) as any;
  restart(k);
  return k;
}

/** A new simulation and Command phase, with the first Skinks alone as the group ordered. */
function restart(k: any): void {
  reset(k);
  k.turn = 1;
  k.playerTurnNo = 1;
  startCommand(k);
}

describe('Divine Guidance (§11.8)', () => {
  it('is given by the Slann and taken by Skink characters, unless their tactic says never', () => {
    expect(Array.from(lizardmen().plan.cGuided)).toEqual([1, 1, 0]);
    expect(Array.from(lizardmen().plan.cSlann)).toEqual([0, 0, 1]);
    expect(Array.from(lizardmen({ heroTactics: 'guidance: never' }).plan.cGuided)).toEqual([0, 1, 0]);
    expect(Array.from(lizardmen({ hero: 'saurus-hero' }).plan.cGuided)).toEqual([0, 1, 0]);
    expect(() => lizardmen({ hero: 'saurus-hero', heroTactics: 'guidance: use' })).toThrow(/only a Lizardmen Skink Hero or Skink Shaman/);
  });

  it('after a failed guidance a Saurus Hero who has not ordered gets no +1: he never had the guidance', () => {
    const k = lizardmen({ hero: 'saurus-hero' });
    expect(Array.from(k.plan.cSkink)).toEqual([0, 1, 0]);
    loseGuidance(k, 1);
    expect(Array.from(k.cMixup)).toEqual([0, 0, 0]);
  });

  it('counts 9 as 8: a Command 8 Skink Hero passes with guidance, fails without', () => {
    const need = 8; // 8 cm from the Skinks, no enemy within 20 cm: no penalty
    expect(penalty(lizardmen(), 0)).toBe(0);
    const cases: [any, number][] = [
      [lizardmen(), 1],
      [lizardmen({ heroTactics: 'guidance: never' }), 0],
      [lizardmen({ slannGap: 25 }), 0], // the Slann more than 20 cm away
    ];
    for (const [k, expected] of cases) {
      expect(k.cCommandNow[0]).toBe(need);
      const s = new ScriptedRng().roll(5, 4);
      expect(orderTest(k, s.rng, 0)).toBe(expected);
      expect(s.unused).toBe(0);
    }
    const dead = lizardmen();
    dead.cAlive[2] = 0; // the Slann slain
    expect(guidanceOffered(dead, 0)).toBe(false);
  });

  it('a guided double 6 is a plain failure: no blunder die; unguided it blunders', () => {
    const guided = lizardmen();
    const s = new ScriptedRng().roll(6, 6); // a blunder would draw one more die and throw
    expect(orderTest(guided, s.rng, 0)).toBe(0);
    expect(guided.blunderPenalty[0]).toBe(0);
    const plain = lizardmen({ heroTactics: 'guidance: never' });
    const t = new ScriptedRng().roll(6, 6).roll(1); // blunder: "You must be crazy!"
    expect(orderTest(plain, t.rng, 0)).toBe(2);
    expect(t.unused).toBe(0);
    expect(plain.blunderPenalty[0]).toBe(1);
  });

  it('a failed guided roll ends the guidance; the next character adds +1 to his first roll only', () => {
    const k = lizardmen();
    const sx = k.sx.slice();
    const sy = k.sy.slice();
    expect(orderTest(k, new ScriptedRng().roll(6, 5).rng, 0)).toBe(0); // 11 − 1 = 10 > 8
    expect(k.guidanceLost[0]).toBe(1);
    expect(guidanceOffered(k, 1)).toBe(false);
    expect(Array.from(k.cMixup)).toEqual([0, 1, 0]); // the other Skink Hero; not the Slann
    // The second Hero orders the other Skinks: 7 + 1 = 8 passes, then 8 (no +1 now) passes too.
    const order = (faces: number[]): number => {
      k.sx.set(sx);
      k.sy.set(sy);
      k.ordersTaken.fill(0);
      k.grp[0] = 1;
      k.grpN = 1;
      return orderTest(k, new ScriptedRng().roll(...faces).rng, 1);
    };
    expect(order([4, 4])).toBe(0); // 8 + 1 = 9 > 8
    k.cGiven[1] = 0;
    expect(order([4, 3])).toBe(1); // 7 + 1 = 8
    expect(order([4, 4])).toBe(1); // his second roll: 8
  });

  it('in the Command phase: a failure costs the next Hero +1; the next phase has guidance again', () => {
    const k = lizardmen();
    const lines: string[] = [];
    k.tracer = { line: (l: string) => lines.push(l) };
    k.active = 0;
    const s = new ScriptedRng().roll(6, 5).roll(4, 4);
    commandPhase(k, s.rng, 0);
    expect(s.unused).toBe(0);
    expect(lines).toContain('Skink Hero (hero) orders Skinks (skinks): 11 (Divine Guidance: 10) vs 8 or less (Command 8): fails.');
    expect(lines).toContain('Skink Hero (hero-2) orders Skinks (skinks-2): 8 (+1 after the failed guidance: 9) vs 8 or less (Command 8): fails.');
    lines.length = 0;
    k.playerTurnNo = 3;
    const t = new ScriptedRng().roll(5, 4).thenAll(1);
    commandPhase(k, t.rng, 0);
    expect(lines[0]).toBe('Skink Hero (hero) orders Skinks (skinks): 9 (Divine Guidance: 8) vs 8 or less (Command 8): passes.');
  });

  it('raises the pass chance at need 7 from 21/36 to 26/36 (2D6 ≤ 8, §2.4 derived table)', () => {
    const n = 40_000;
    for (const [tactics, p] of [['', 26 / 36], ['guidance: never', 21 / 36]] as const) {
      const k = lizardmen({ heroGap: 25, heroTactics: tactics }); // 25 cm: −1, so 8 − 1 = 7
      expect(penalty(k, 0)).toBe(1);
      const rng = new Rng(12, 0);
      let ok = 0;
      for (let i = 0; i < n; i++) {
        restart(k);
        if (orderTest(k, rng, 0) === 1) ok++;
      }
      expect(Math.abs(ok / n - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n));
    }
  });
});
