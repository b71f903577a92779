/**
 * A warpfire thrower allocated to a unit of clanrats (RB p.80; kernel/part-of.ts,
 * compile-part-of.ts), played through whole turns on the fixture
 * test/fixtures/wfb4/warpfire-part-of.yaml: it flees with its unit, the same distance the same
 * way, and rallies with it; charged itself as its unit flees, it stands and shoots and stays; it
 * takes no panic test of its own; it keeps within 6" of its unit; and the refusals.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pairOf } from '../../../../src/battlefield/gaps.ts';
import { parseText } from '../../../helpers/load.ts';
import { compileRun, FIXTURES, trace, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'warpfire-part-of.yaml';
const TEXT = readFileSync(FIXTURES + FIXTURE, 'utf8');
const SEED = 80;
const SIMS = 400;

/** Every simulation's trace of `run`, from the fixture text (edited by `from` → `to` pairs). */
function traces(run: string, ...edits: [string, string][]): string[][] {
  let text = TEXT;
  for (const [from, to] of edits) {
    expect(text, `fixture text "${from}"`).toContain(from);
    text = text.replace(from, to);
  }
  const plan = compileRun(parseText(text, FIXTURE), run);
  const all: string[][] = [];
  for (let sim = 0; sim < SIMS; sim++) all.push(trace(plan, SEED, sim).lines);
  return all;
}

/** The lines of each player turn of a trace. */
function turns(lines: string[]): string[][] {
  const out: string[][] = [];
  for (const line of lines) {
    if (line.startsWith('-- Turn ')) out.push([]);
    else if (out.length > 0) out[out.length - 1].push(line);
  }
  return out;
}

const refusal = (from: string, to: string) => () => compileRun(parseText(TEXT.replace(from, to), FIXTURE), 'base');

describe('a warpfire thrower part of a unit (RB p.80)', () => {
  it('flees with its unit as the unit flees from a charge — the same roll, the same way — and rallies with it, no test of its own, listed before its unit or after it', () => {
    let followed = 0;
    let rallied = 0;
    // The thrower's entry moved before its unit's: it still rallies as the unit does, in the same phase.
    const rats = TEXT.indexOf('      - id: clanrats');
    const thrower = TEXT.indexOf('      - id: warpfire');
    const orcs = TEXT.indexOf('  - id: orcs');
    const reordered = TEXT.slice(0, rats) + TEXT.slice(thrower, orcs) + TEXT.slice(rats, thrower) + TEXT.slice(orcs);
    for (const lines of [...traces('base'), ...traces('base', [TEXT, reordered])]) {
      let offTable = false;
      lines.forEach((line, k) => {
        if (line === 'Clanrats flees off the table.') offTable = true;
        // While its unit is on the table, the thrower never tests to rally.
        if (!offTable) expect(line, lines.join('\n')).not.toMatch(/^Warpfire thrower rally test/);
        if (line.startsWith('Warpfire thrower rallies with Clanrats')) rallied++;
        if (line !== 'Warpfire thrower flees with Clanrats, the unit it is part of.') return;
        followed++;
        const unit = lines.slice(0, k).reverse().find((l) => /^Clanrats flees \d+"/.test(l))!;
        const roll = /^Clanrats flees (\d+)"/.exec(unit)![1];
        expect(lines[k + 1]).toMatch(new RegExp(`^Warpfire thrower flees ${roll}"`));
      });
    }
    expect(followed).toBeGreaterThan(100);
    expect(rallied).toBeGreaterThan(20);
    // Listed first, it rallies with its unit as often as when listed after it.
    const ralliedFirst = traces('base', [TEXT, reordered]).flat().filter((l) => l.startsWith('Warpfire thrower rallies with Clanrats')).length;
    const ralliedAfter = traces('base').flat().filter((l) => l.startsWith('Warpfire thrower rallies with Clanrats')).length;
    expect(ralliedFirst).toBe(ralliedAfter);
  });

  it('charged itself in the turn its unit flees, it stays: it does not flee with the unit, even when charged after the unit fled', () => {
    let both = 0;
    let stood = 0;
    for (const lines of traces('charged too')) {
      for (const turn of turns(lines)) {
        const ran = turn.indexOf('Clanrats flees from the charge.');
        const charged = turn.findIndex((l) => l.startsWith('Goblins declares a charge on the front of Warpfire thrower'));
        if (ran < 0 || charged < 0) continue;
        both++;
        // (Beaten in its own fight, it may yet break and flee on its own.)
        expect(turn.some((l) => l.startsWith('Warpfire thrower flees with')), turn.join('\n')).toBe(false);
        if (turn.some((l) => l.startsWith('Warpfire thrower aims its warpfire at Goblins'))) stood++;
      }
    }
    expect(both).toBeGreaterThan(50);
    expect(stood).toBeGreaterThan(20); // it stands and shoots at them, unless its machine is lost
  });

  it('takes no panic test of its own when the arrows slay a crewman; the same thrower on its own unit does', () => {
    const panics = (all: string[][]) => all.flat().filter((l) => l.startsWith('Warpfire thrower') && l.includes('panic')).length;
    const struck = (all: string[][]) => all.flat().filter((l) => /^Orc archers shoots \d+ at Warpfire thrower .* 1 slain\.$/.test(l)).length;
    const part = traces('under arrows');
    expect(struck(part)).toBeGreaterThan(50);
    expect(panics(part)).toBe(0);
    const alone = traces('under arrows', ['        partOf: clanrats\n', '']);
    expect(struck(alone)).toBeGreaterThan(50);
    expect(panics(alone)).toBeGreaterThan(20);
  });

  it('keeps within 6" of its unit: more than 6" behind it after the unit moves, it makes for it, marching, and does not fire that turn', () => {
    const plan = compileRun(parseText(TEXT, FIXTURE), 'keeping up');
    const t = unitIndex(plan, 'warpfire');
    const h = unitIndex(plan, 'clanrats');
    let checked = 0;
    for (let sim = 0; sim < 50; sim++) {
      const { lines } = trace(plan, SEED, sim, (line, k) => {
        // As the Orcs' turn starts, the Skaven have moved: the thrower stands within 6" of its unit.
        if (!line.startsWith('-- Turn ') || !line.endsWith('orcs --')) return;
        checked++;
        expect(k.gaps.gap[pairOf(k.gaps, t, h)]).toBeLessThanOrEqual(6 + 1e-9);
      });
      for (const turn of turns(lines)) {
        if (!turn.some((l) => /^Warpfire thrower (marches|advances) [\d.]+" towards Clanrats\.$/.test(l))) continue;
        expect(turn.some((l) => l.startsWith('Warpfire thrower aims'))).toBe(false);
      }
      expect(lines.some((l) => /^Warpfire thrower marches [\d.]+" towards Clanrats\.$/.test(l)), lines.join('\n')).toBe(true);
    }
    expect(checked).toBe(150);
  });

  it('refuses what it is not: another machine, a unit of throwers, a unit not of Skaven troops, a second thrower, one standing too far or told to move', () => {
    expect(refusal('        machine: warpfire-thrower\n        partOf: clanrats', '        machine: cannon\n        partOf: clanrats')).toThrow(/a warpfire thrower \(machine: warpfire-thrower\) for partOf/);
    expect(refusal('        race: skaven\n        models: 20', '        race: man\n        models: 20')).toThrow(/a unit of Skaven \(race: skaven\)/);
    expect(refusal('        partOf: clanrats', '        partOf: warpfire')).toThrow(/a unit of Skaven troops/);
    expect(refusal('position: { x: 44, y: 12, facing: 0 }', 'position: { x: 52, y: 12, facing: 0 }')).toThrow(/within 6" of clanrats/);
    expect(refusal('        models: 1\n        crew: 2\n        position: { x: 44', '        models: 2\n        crew: 2\n        position: { x: 44')).toThrow(/1 warpfire thrower for partOf/);
    expect(refusal('        crew: 2\n        position', '        crew: 2\n        tactics: { move: advance }\n        position')).toThrow(/hold \(or no move tactic\) for a thrower part of a unit/);
    const second = TEXT.replace('  - id: orcs\n', `      - id: warpfire2
        machine: warpfire-thrower
        partOf: clanrats
        profile: { M: 5, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 4, A: 1, Ld: 5 }
        race: skaven
        models: 1
        crew: 2
        position: { x: 28, y: 12, facing: 0 }
  - id: orcs
`);
    expect(() => compileRun(parseText(second, FIXTURE), 'base')).toThrow(/one warpfire thrower for clanrats/);
  });
});
