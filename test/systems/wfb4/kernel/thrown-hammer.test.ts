/**
 * A weapon thrown in the shooting phase (AM p.36; item effect `thrown`;
 * kernel/throwing.ts, thrown-weapons.ts), played through whole turns on
 * test/fixtures/wfb4/thrown-hammer.yaml: a Dwarf Hero (S4) throws his rune hammer at Orcs 10"
 * away in each of his shooting phases — one hit with no roll, wounding T4 on 4+ — and not at Orcs
 * 14" away; light armour and shield save on 6+ at S4; with the rune of smiting each unsaved wound
 * is D6 on a beast of six wounds; in the front rank of his unit he throws from it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileFixture, compileText, expectWithin, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'thrown-hammer.yaml';
const SEED = 8484;
const THROW = /^Hero throws his weapon at (\w+): (\d+) hits?, (\d+) wounds? \(S(\d+)\), (\d+) unsaved, (\d+) slain\.$/;

interface Throws {
  throws: number;
  hits: number;
  wounds: number;
  unsaved: number;
  /** Per simulation, the Hero's player turns and his throws. */
  turns: number[];
  thrown: number[];
  /** The D6 each unsaved wound became (smiting). */
  rolled: number[];
  lines: string[][];
}

function play(variant: string, sims: number): Throws {
  const plan = compileFixture(FIXTURE, variant);
  const out: Throws = { throws: 0, hits: 0, wounds: 0, unsaved: 0, turns: [], thrown: [], rolled: [], lines: [] };
  for (let sim = 0; sim < sims; sim++) {
    const lines = trace(plan, SEED, sim).lines;
    out.lines.push(lines);
    out.turns.push(lines.filter((l) => l.startsWith('-- Turn ') && l.endsWith(', dwarfs --')).length);
    let thrown = 0;
    for (const line of lines) {
      const d6 = /^One wound becomes (\d) on a model of Beast/.exec(line);
      if (d6) out.rolled.push(Number(d6[1]));
      const m = THROW.exec(line);
      if (!m) continue;
      expect(Number(m[4]), replayHint(FIXTURE, SEED, sim, variant)).toBe(4);
      thrown++;
      out.hits += Number(m[2]);
      out.wounds += Number(m[3]);
      out.unsaved += Number(m[5]);
    }
    out.thrown.push(thrown);
    out.throws += thrown;
  }
  return out;
}

describe('a hammer thrown in the shooting phase (AM p.36)', () => {
  it('hits the Orcs 10" away once in each of his turns, wounding T4 on 4+, no armour to save', () => {
    const t = play('base', 400);
    // Every turn of his while the Orcs stand: one throw, one hit.
    for (let sim = 0; sim < 400; sim++) expect(t.thrown[sim], replayHint(FIXTURE, SEED, sim, 'base')).toBe(t.turns[sim]);
    expect(t.hits).toBe(t.throws);
    expect(t.throws).toBeGreaterThan(2000);
    expectWithin(t.wounds, t.hits, 1 / 2, 'S4 on T4');
    expect(t.unsaved).toBe(t.wounds);
  });

  it('is not thrown at Orcs 14" away, beyond its 12"', () => {
    expect(play('out of reach', 100).throws).toBe(0);
  });

  it("is saved as his blow by the Orcs' light armour and shield: 5+, 6+ at S4", () => {
    const t = play('armoured orcs', 400);
    expect(t.wounds).toBeGreaterThan(900);
    expectWithin(t.unsaved, t.wounds, 5 / 6, 'S4 wounds through 5+');
  });

  it("carries the rune of smiting: each unsaved wound on the beast is D6, its blow's", () => {
    const t = play('smiting', 1000);
    expect(t.rolled.length).toBe(t.unsaved);
    expect(t.rolled.length).toBeGreaterThan(400);
    const mean = t.rolled.reduce((a, b) => a + b, 0) / t.rolled.length;
    // A D6: mean 3.5, variance 35/12.
    expect(Math.abs(mean - 3.5)).toBeLessThan(4 * Math.sqrt(35 / 12 / t.rolled.length));
    expect(new Set(t.rolled)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  it('is thrown from the front rank of his unit', () => {
    const t = play('in a unit', 200);
    for (let sim = 0; sim < 200; sim++) expect(t.thrown[sim], replayHint(FIXTURE, SEED, sim, 'in a unit')).toBe(t.turns[sim]);
    expectWithin(t.wounds, t.hits, 1 / 2, 'S4 on T4');
  });
});

describe('the refusals', () => {
  const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');

  it('refuses a power that acts after a blow beside it', () => {
    expect(() => compileText(text.replace('effects: { thrown: 12 } }]\n  - id: orcs', 'effects: { thrown: 12, curse: 1 } }]\n  - id: orcs'))).toThrow(/a thrown weapon without powers that act after a blow/);
  });

  it('refuses a reach beyond 24"', () => {
    expect(() => compileText(text.replace('effects: { thrown: 12 } }]\n  - id: orcs', 'effects: { thrown: 30 } }]\n  - id: orcs'))).toThrow(/thrown/);
  });
});
