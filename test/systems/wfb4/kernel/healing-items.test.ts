/**
 * Magic items that heal their bearers (rules/wfb4.md §9; AM p.9-10, p.14, p.17; kernel/healing.ts),
 * played through whole turns on the fixture test/fixtures/wfb4/healing-items.yaml: a Hero whose
 * talisman heals him a wound as his side's turn starts, and a Big Boss whose ring restores him, once,
 * as he is slain.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileFixture, compileText, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'healing-items.yaml';
const SEED = 9950;
const SIMS = 400;
const TEXT = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
const plan = compileFixture(FIXTURE);
const runs = Array.from({ length: SIMS }, (_, sim) => ({ hint: replayHint(FIXTURE, SEED, sim), lines: trace(plan, SEED, sim).lines }));

const HEALS = "Hero's item heals 1 wound.";
const RESTORED = 'Big Boss falls, and his item restores him: he stands again with 2 wounds.';

describe('magic items that heal (AM p.9-10, p.14, p.17)', () => {
  it('the talisman heals the wounded Hero a wound as his side\'s turn starts, and only then', () => {
    let heals = 0;
    for (const { hint, lines } of runs) {
      let wounded = false;
      for (let i = 0; i < lines.length; i++) {
        if (/^Big Boss: \d attacks? at Hero need \d\+: \d hits?, \d wounds? \(S\d\), [12] unsaved, 0 slain\.$/.test(lines[i])) wounded = true;
        if (lines[i] !== HEALS) continue;
        heals++;
        expect(lines[i - 1], hint).toMatch(/^-- Turn \d+, empire --$/);
        expect(wounded, hint).toBe(true);
        wounded = false;
      }
    }
    expect(heals).toBeGreaterThan(50);
  });

  it('the ring restores the slain Big Boss to all his wounds once: a second fall is his last', () => {
    let restored = 0;
    let slainAfter = 0;
    for (const { hint, lines } of runs) {
      const at = lines.indexOf(RESTORED);
      expect(lines.filter((l) => l === RESTORED).length, hint).toBeLessThanOrEqual(1);
      if (at < 0) continue;
      restored++;
      if (lines.slice(at + 1).some((l) => l.startsWith('Big Boss falls') || /^Big Boss (is slain|dies)/.test(l))) slainAfter++;
    }
    expect(restored).toBeGreaterThan(50);
    expect(slainAfter).toBeGreaterThan(0);
  });

  it('a potion of one use heals all his wounds at the end of a combat phase, once', () => {
    const potion = compileText(TEXT.replace('effects: { heal: { wounds: 1, when: turn-start } }', 'effects: { heal: { wounds: all, when: after-combat, uses: 1 } }'));
    let drunk = 0;
    for (let sim = 0; sim < SIMS; sim++) {
      const lines = trace(potion, SEED, sim).lines;
      const heals = lines.filter((l) => /^Hero's item heals [12] wounds?\.$/.test(l));
      expect(heals.length, replayHint(FIXTURE, SEED, sim)).toBeLessThanOrEqual(1);
      if (heals.length === 0) continue;
      drunk++;
      // After the combat phase's last step, before the next player turn.
      const at = lines.indexOf(heals[0]);
      expect(lines[at + 1] === undefined || lines[at + 1].startsWith('-- Turn') || lines[at + 1].startsWith('Result'), replayHint(FIXTURE, SEED, sim)).toBe(true);
    }
    expect(drunk).toBeGreaterThan(50);
  });

  it('one healing item a character', () => {
    const two = TEXT.replace("          - { name: Talisman of Recovery, kind: talisman, points: 40, effects: { heal: { wounds: 1, when: turn-start } } }", "          - { name: Talisman of Recovery, kind: talisman, points: 40, effects: { heal: { wounds: 1, when: turn-start } } }\n          - { name: Potion, kind: talisman, points: 10, effects: { heal: { wounds: all, when: after-combat, uses: 1 } } }");
    expect(() => compileText(two)).toThrow(/one item that heals him/);
  });

  it("healing the unit he is with (AM p.10: 1 wound healed on the bearer or his unit): unwounded himself, the Hero's talisman heals a wound of his halberdiers' wounded model as his turn starts", () => {
    // Halberdiers of two wounds each, whose wounded model the talisman may heal.
    const text = TEXT.replace('        profile: man\n', '        profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 2, I: 3, A: 1, Ld: 7 }\n        basePoints: 10\n').replace('heal: { wounds: 1, when: turn-start } }', 'heal: { wounds: 1, when: turn-start, unit: true } }');
    const unitPlan = compileText(text);
    const hero = unitPlan.unitIds.indexOf('hero');
    const halberdiers = unitPlan.unitIds.indexOf('halberdiers');
    let unitHeals = 0;
    let ownHeals = 0;
    for (let sim = 0; sim < 200; sim++) {
      let before = -1;
      let heroBefore = -1;
      trace(unitPlan, SEED, sim, (line, kernel) => {
        const w = kernel; // the kernel is its world
        if (line === "Hero's item heals 1 wound of Halberdiers's wounded model.") {
          unitHeals++;
          expect(heroBefore).toBe(0); // he had lost none
          expect(w.pool[halberdiers]).toBe(before - 1);
        } else if (line === HEALS) ownHeals++;
        before = w.pool[halberdiers];
        heroBefore = w.pool[hero];
      });
    }
    expect(unitHeals).toBeGreaterThan(30);
    expect(ownHeals).toBeGreaterThan(10);
    // Without `unit`, never.
    for (const { lines } of runs.slice(0, 100)) expect(lines.some((l) => l.includes('wounded model'))).toBe(false);
    expect(() => compileText(TEXT.replace('heal: { wounds: all, when: slain, uses: 1 } }', 'heal: { wounds: all, when: slain, uses: 1, unit: true } }'))).toThrow(/unit with a heal of turn-start, after-combat or phase-end, found slain/);
  });
});
