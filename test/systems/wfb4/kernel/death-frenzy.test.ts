/**
 * Death Frenzy (rules/wfb4.md §9.4; AM p.30, BM p.54; kernel/death-frenzy.ts), played through the
 * turn on the fixture test/fixtures/wfb4/death-frenzy.yaml: a Grey Seer casts it on twenty
 * clanrats who would never charge; the halberdiers hold 18" away, beyond the rats' own reach.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { binMisses } from '../../../helpers/binomial.ts';
import { compileFixture, compileText, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'death-frenzy.yaml';
const SEED = 9600;
const SIMS = 600;
const CAST = 'Death Frenzy: Clanrats move at double rate (M10) and fight with double attacks; they must charge and pursue, and will suffer for it each magic phase.';
const EXERTION = /^Clanrats suffer (\d) wounds? from the Death Frenzy's over-exertion: (\d) slain\.$/;
const ENDS = 'Death Frenzy on Clanrats ends.';
const TAKEN_BACK = /^Grey Seer takes Death Frenzy back from Clanrats: (no enemy within their reach|they flee)\.$/;

function battles() {
  const plan = compileFixture(FIXTURE);
  const out: { hint: string; lines: string[] }[] = [];
  for (let sim = 0; sim < SIMS; sim++) out.push({ hint: replayHint(FIXTURE, SEED, sim), lines: trace(plan, SEED, sim).lines });
  return out;
}

const runs = battles();

/** The lines of the skaven's first turn, up to its magic phase. */
function firstSkavenTurn(lines: string[]): string[] {
  const from = lines.indexOf('-- Turn 1, skaven --');
  const to = lines.findIndex((l, i) => i > from && l.startsWith('Magic phase:'));
  return lines.slice(from + 1, to);
}

/** Whether the spell was cast in the Empire's first magic phase and still stands as the skaven's turn begins. */
function frenziedFromTurnOne(lines: string[]): boolean {
  const turn = lines.indexOf('-- Turn 1, skaven --');
  const cast = lines.indexOf(CAST);
  return cast >= 0 && cast < turn && !lines.slice(cast, turn).includes(ENDS);
}

describe('Death Frenzy (AM p.30, BM p.54)', () => {
  it('doubles the rats\' pace and drives them to charge: from 18", past their own 10" and their `charge: never`', () => {
    let frenzied = 0;
    let calm = 0;
    for (const { hint, lines } of runs) {
      const turn = firstSkavenTurn(lines);
      const charged = turn.some((l) => l.startsWith('Clanrats declares a charge on the front of Halberdiers (18.0" of 20")'));
      if (frenziedFromTurnOne(lines)) {
        frenzied++;
        expect(charged, hint).toBe(true);
      } else if (!lines.includes(CAST) || lines.indexOf(CAST) > lines.indexOf('-- Turn 1, skaven --')) {
        calm++;
        expect(turn.some((l) => l.includes('declares a charge')), hint).toBe(false);
      }
    }
    expect(frenzied).toBeGreaterThan(200);
    expect(calm).toBeGreaterThan(20);
  });

  it('doubles their attacks: the five rats of the front rank, charging and striking first, make 10', () => {
    let seen = 0;
    for (const { hint, lines } of runs) {
      if (!frenziedFromTurnOne(lines)) continue;
      const strike = firstSkavenTurn(lines).find((l) => l.startsWith('Clanrats: '));
      expect(strike, hint).toMatch(/^Clanrats: 10 attacks at Halberdiers /);
      seen++;
    }
    expect(seen).toBeGreaterThan(200);
  });

  it('makes them pursue with no test to hold back, though their tactic is `pursue: restrain`', () => {
    let pursuits = 0;
    for (const { hint, lines } of runs) {
      if (!frenziedFromTurnOne(lines)) continue;
      const turn = firstSkavenTurn(lines);
      const fled = turn.findIndex((l) => l.startsWith('Halberdiers flees'));
      if (fled < 0) continue;
      expect(turn[fled + 1], hint).toMatch(/^Clanrats pursues /);
      expect(turn.some((l) => l.startsWith('Clanrats holds back from pursuit')), hint).toBe(false);
      pursuits++;
    }
    expect(pursuits).toBeGreaterThan(100);
  });

  it('costs D6 wounds, no save, as every later magic phase starts, and none in the phase it is cast', () => {
    const faces = [0, 0, 0, 0, 0, 0];
    for (const { hint, lines } of runs) {
      let inPlay = false;
      let castThisTurn = false;
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const m = EXERTION.exec(line);
        if (m) {
          expect(inPlay, hint).toBe(true);
          // The wounds fall just before the phase's winds, and never in the phase of the cast.
          expect(lines[i + 1] === ENDS || lines[i + 1].startsWith('Magic phase:'), hint).toBe(true);
          expect(castThisTurn, hint).toBe(false);
          const wounds = Number(m[1]);
          expect(Number(m[2]), hint).toBeLessThanOrEqual(wounds); // W1 rats: one slain a wound, while they last
          faces[wounds - 1]++;
        }
        if (line === CAST) {
          inPlay = true;
          castThisTurn = true;
        } else if (line === ENDS || TAKEN_BACK.test(line)) inPlay = false;
        if (line.startsWith('-- Turn')) castThisTurn = false;
      }
      // The phase after a first-turn cast always costs the rats, unless they were caught and destroyed.
      if (frenziedFromTurnOne(lines) && !firstSkavenTurn(lines).some((l) => l.startsWith('Halberdiers pursues') && l.endsWith('caught and destroyed.'))) {
        const next = lines.findIndex((l, i) => i > lines.indexOf('-- Turn 1, skaven --') && l.startsWith('Magic phase:'));
        expect(lines[next - 1], hint).toMatch(EXERTION);
      }
    }
    const n = faces.reduce((a, b) => a + b, 0);
    expect(n).toBeGreaterThan(400);
    expect(binMisses(faces, [1, 1, 1, 1, 1, 1].map((x) => x / 6), n)).toEqual([]);
  });

  it('is taken back by the Seer, after the wounds, once no enemy is left within the rats\' reach', () => {
    let taken = 0;
    for (const { hint, lines } of runs) {
      const caught = lines.findIndex((l) => /^Clanrats pursues \d+" against \d+": caught and destroyed\.$/.test(l));
      if (caught < 0) continue;
      // Still in a Death Frenzy as they catch the halberdiers: cast before, and not ended since.
      const cast = lines.lastIndexOf(CAST, caught);
      if (cast < 0 || lines.slice(cast, caught).some((l) => l === ENDS || TAKEN_BACK.test(l))) continue;
      const phase = lines.findIndex((l, i) => i > caught && l.startsWith('Magic phase:'));
      if (lines[phase - 1] === ENDS) {
        // The wounds slew the last of them: the spell ends with them.
        expect(lines[phase - 2], hint).toMatch(EXERTION);
        continue;
      }
      expect(lines[phase - 1], hint).toMatch(EXERTION);
      expect(lines[phase + 1], hint).toBe('Grey Seer takes Death Frenzy back from Clanrats: no enemy within their reach.');
      taken++;
    }
    expect(taken).toBeGreaterThan(50);
  });

  it('is a Grey Seer\'s: a Warlock Engineer, or a wizard lord who is no Skaven, is refused', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
    const warlock = text.replace('character: wizard-lord', 'character: wizard');
    expect(() => compileText(warlock)).toThrow(/Death Frenzy on a Grey Seer, found seer, a level-1 caster/);
    const man = text.replace(/(id: seer[\s\S]*?)race: skaven/, '$1race: man');
    expect(() => compileText(man)).toThrow(/Death Frenzy on a Grey Seer, found seer, not a Skaven \(race: man\)/);
    const targeted = text.replace('spells: [{ spell: death-frenzy, power: 1 }]', 'spells: [{ spell: death-frenzy, power: 1, target: halberdiers }]');
    expect(() => compileText(targeted)).toThrow(/no target for Death Frenzy/);
  });
});
