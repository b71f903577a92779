/**
 * A magic item that raises its bearer's Strength for one turn (AM p.10-12: the character gains
 * +3 Strength for a turn; item effect `surge`; kernel/surges.ts), played through whole turns
 * on the fixture test/fixtures/wfb4/strength-surge.yaml: a Hero (S4) with two uses of it, in the
 * front rank of halberdiers fighting Orc boyz (T4) from the start. He uses it as each of his
 * side's turns starts in close combat, while uses are left, and his blows that player turn wound
 * at S7 — 2+ against T4 instead of 4+ — and at S4 again in the Orcs' turn.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileFixture, compileText, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'strength-surge.yaml';
const SEED = 9960;
const SIMS = 2000;
const TEXT = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
const plan = compileFixture(FIXTURE);
const runs = Array.from({ length: SIMS }, (_, sim) => ({ hint: replayHint(FIXTURE, SEED, sim), lines: trace(plan, SEED, sim).lines }));
const STRIKE = /^Hero: \d attacks? at Orc boyz need \d\+: (\d) hits?, (\d) wounds? \(S(\d+)\)/;

describe('an item that raises his Strength for one turn (AM p.10-12)', () => {
  it('used as each of his turns starts in close combat, twice in the battle; his blows that turn at S7, in the Orcs\' turns at S4', () => {
    const tally: Record<string, { hits: number; wounds: number }> = { '7': { hits: 0, wounds: 0 }, '4': { hits: 0, wounds: 0 } };
    for (const { hint, lines } of runs) {
      let empireTurn = false;
      let surged = false;
      let uses = 0;
      let usedBefore = 0;
      for (const line of lines) {
        if (line.startsWith('-- Turn')) {
          empireTurn = line.endsWith('empire --');
          surged = false;
          usedBefore = uses;
          continue;
        }
        if (line.startsWith("Hero's item raises his Strength by 3 this turn")) {
          expect(empireTurn, hint).toBe(true);
          uses++;
          expect(line, hint).toBe(uses === 1 ? "Hero's item raises his Strength by 3 this turn (1 use left)." : "Hero's item raises his Strength by 3 this turn.");
          surged = true;
        }
        const m = STRIKE.exec(line);
        if (m === null) continue;
        expect(m[3], hint).toBe(surged ? '7' : '4');
        // While a use is left, he has it working in each of his own turns he fights in.
        if (empireTurn) expect(surged, hint).toBe(usedBefore < 2);
        tally[m[3]].hits += Number(m[1]);
        tally[m[3]].wounds += Number(m[2]);
      }
      expect(uses, hint).toBeLessThanOrEqual(2);
    }
    // S7 on T4 wounds on 2+, S4 on 4+: each within 4.5 standard errors.
    for (const [s, p] of [['7', 5 / 6], ['4', 1 / 2]] as const) {
      const { hits, wounds } = tally[s];
      expect(hits).toBeGreaterThan(300);
      expect(Math.abs(wounds - hits * p)).toBeLessThan(4.5 * Math.sqrt(hits * p * (1 - p)));
    }
  });

  it('not before he is in close combat: apart at the start, he keeps it until his unit charges home', () => {
    const apart = compileText(TEXT.replace('position: { x: 36, y: 30, facing: 0 }\n        tactics: { move: hold, charge: never, pursue: restrain }', 'position: { x: 36, y: 20, facing: 0 }\n        tactics: { charge: nearest }'));
    let used = 0;
    for (let sim = 0; sim < 200; sim++) {
      const lines = trace(apart, SEED, sim).lines;
      const at = lines.findIndex((l) => l.startsWith("Hero's item raises"));
      if (at < 0) continue;
      used++;
      // The charge went home in an earlier turn: a round was fought before it.
      expect(lines.slice(0, at).some((l) => l.startsWith('Combat result')), replayHint(FIXTURE, SEED, sim)).toBe(true);
    }
    expect(used).toBeGreaterThan(50);
  });

  it('on his own, as in a unit: his own blows surged, and a storm unleashed at his first strike', () => {
    // The Hero alone in the halberdiers' place, against the boyz: he strikes as a unit of one.
    const i = TEXT.indexOf('      - id: halberdiers');
    const alone = (TEXT.slice(0, i) + TEXT.slice(TEXT.indexOf('      - id: hero'))).replace('        joins: halberdiers\n', '        position: { x: 36, y: 30, facing: 0 }\n        tactics: { move: hold, charge: never, pursue: restrain }\n');
    expect(alone).not.toContain('joins: halberdiers');
    const surged = compileText(alone);
    let strikes = 0;
    for (let sim = 0; sim < 200; sim++) {
      const lines = trace(surged, SEED, sim).lines;
      const at = lines.findIndex((l) => l.startsWith("Hero's item raises his Strength by 3"));
      expect(at, replayHint(FIXTURE, SEED, sim)).toBe(1);
      const m = STRIKE.exec(lines[at + 1]);
      if (m === null) continue;
      strikes++;
      expect(m[3], replayHint(FIXTURE, SEED, sim)).toBe('7');
    }
    expect(strikes).toBeGreaterThan(150);
    const storm = compileText(alone, 'storm');
    for (let sim = 0; sim < 50; sim++) {
      const lines = trace(storm, SEED, sim).lines;
      expect(lines.filter((l) => l.startsWith("Hero's weapon unleashes a storm")).length, replayHint(FIXTURE, SEED, sim, 'storm')).toBe(1);
    }
  });

  it('one such item a character', () => {
    const two = TEXT.replace('effects: { surge: { S: 3, uses: 2 } } }', 'effects: { surge: { S: 3, uses: 2 } } }\n          - { name: Brew, kind: weapon, points: 10, effects: { surge: { S: 1 } } }');
    expect(() => compileText(two)).toThrow(/one item that raises his Strength for a turn/);
  });
});
