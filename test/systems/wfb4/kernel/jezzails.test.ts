/**
 * Skaven jezzails (rules/wfb4.md §4.3, RB p.81): a unit of two-man teams. Played through whole
 * turns of the kernel's normal sequence (test/fixtures/wfb4/jezzails.yaml): the archers' fire in
 * one player turn decides, through the crewmen it slays, how many jezzails fire and how far the
 * unit moves in the next.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { compileFixture, compileText, FIXTURES, trace } from './kernel-harness.ts';

const FIXTURE = 'jezzails.yaml';
const SEED = 8100;

/** Walks a trace, keeping the jezzails' crewmen left from the slain of every shooting at them. */
function* crewAt(lines: string[]): Generator<{ line: string; crew: number }> {
  let crew = 6;
  for (const line of lines) {
    yield { line, crew };
    const m = /^Archers shoots \d+ at Jezzails .* (\d+) slain\.$/.exec(line);
    if (m) crew -= Number(m[1]);
  }
}

describe('jezzail teams (§4.3, RB p.81)', () => {
  it('fire one jezzail for each two crewmen, a lone crewman\'s at −1 to hit', () => {
    const plan = compileFixture(FIXTURE);
    let lone = 0;
    let whole = 0;
    for (let sim = 0; sim < 300; sim++) {
      for (const { line, crew } of crewAt(trace(plan, SEED, sim).lines)) {
        const m = /^Jezzails shoots (\d+) at Archers [\d.]+" away needing (\d)( \((\d) for the jezzail with one crewman left\))?:/.exec(line);
        if (!m) continue;
        expect(Number(m[1]), `sim ${sim}: ${line}`).toBe(Math.ceil(crew / 2));
        expect(m[3] !== undefined, `sim ${sim}: ${line} with ${crew} crewmen`).toBe(crew % 2 === 1);
        if (m[3] !== undefined) expect(Number(m[4])).toBe(Number(m[2]) + 1);
        if (crew % 2 === 1) lone++;
        else whole++;
      }
    }
    expect(lone).toBeGreaterThan(50);
    expect(whole).toBeGreaterThan(50);
  });

  it('move at half rate, in whole inches, while a crewman stands alone', () => {
    const plan = compileFixture(FIXTURE, 'advancing');
    let halved = 0;
    let full = 0;
    for (let sim = 0; sim < 300; sim++) {
      for (const { line, crew } of crewAt(trace(plan, SEED, sim).lines)) {
        const m = /^Jezzails (advances|marches) ([\d.]+)"/.exec(line);
        if (!m) continue;
        const move = (crew % 2 === 1 ? 2 : 5) * (m[1] === 'marches' ? 2 : 1);
        expect(Number(m[2]), `sim ${sim}: ${line} with ${crew} crewmen`).toBeLessThanOrEqual(move + 0.05);
        if (crew % 2 === 1) halved++;
        else if (Number(m[2]) > 4.05) full++;
      }
    }
    expect(halved).toBeGreaterThan(30);
    expect(full).toBeGreaterThan(30);
  });

  it('cost 30 a jezzail with its crew of two, and come two crewmen to a jezzail (RB p.81, p.92)', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8').replace(/variants:[\s\S]*$/, '');
    expect(compileText(text).costs.find((c) => c.unit === 'jezzails')).toMatchObject({ points: 90, breakdown: '3 jezzails × 30, each with its crew of two = 90' });
    expect(() => compileText(text.replace('models: 6', 'models: 5'))).toThrow(/an even number of models: two crewmen to each jezzail/);
    expect(() => compileText(text.replace('weapons: [warplock-jezzail]', 'weapons: [warplock-jezzail]\n        equipmentPoints: { warplock-jezzail: 10 }'))).toThrow(/no price for the jezzail/);
    expect(() => compileText(text.replace('weapons: [warplock-jezzail]', 'weapons: [warplock-jezzail]\n        mount: horse'))).toThrow(/jezzails carried by a unit of Skaven on foot/);
  });
});
