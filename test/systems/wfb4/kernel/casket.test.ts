/**
 * A casket that steals spells (AM p.10-12: once at the start of each magic phase it steals one
 * spell, determined randomly, from an enemy wizard in base contact, to be played at no power cost
 * and then discarded; a spell of variable power as cast with 3; item effect `stealsSpells`;
 * kernel/casket.ts), played through whole turns on the fixture test/fixtures/wfb4/casket.yaml: an
 * Orc Big Boss with it fights halberdiers whose Magister, with Fire Ball and Blast, stands in their
 * front rank.
 */
import { describe, expect, it } from 'vitest';
import { binMisses, compileFixture, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'casket.yaml';
const SEED = 9997;
const SIMS = 2000;
const STEALS = /^Big Boss's casket steals (Fire Ball|Blast) from Magister\.$/;
const BOSS_CASTS = /^Big Boss uses Casket of Sorcery to cast (Fire Ball|Blast) at Halberdiers, with no power cards\.$/;
const MAGISTER_CASTS = /^Magister casts (Fire Ball|Blast) /;

describe('a casket that steals spells (AM p.10-12)', () => {
  it('as a magic phase starts, a spell at random from the Magister touching him: lost to the Magister, cast once by the Big Boss at no cost, a Fire Ball as with 3', () => {
    const plan = compileFixture(FIXTURE);
    const first = [0, 0]; // the first spell taken: Fire Ball, Blast
    let steals = 0;
    let casts = 0;
    let balls = 0;
    for (let sim = 0; sim < SIMS; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(plan, SEED, sim).lines;
      const stolen = new Set<string>();
      const cast = new Set<string>();
      let stealsThisPhase = 0;
      lines.forEach((line, k) => {
        if (line.startsWith('-- Turn')) stealsThisPhase = 0;
        const s = STEALS.exec(line);
        if (s !== null) {
          // At the start of the phase, before the deal; one a phase; never the same card twice.
          expect(lines[k + 1].startsWith('Magic phase: the Winds of Magic'), hint).toBe(true);
          expect(++stealsThisPhase, hint).toBe(1);
          expect(stolen.has(s[1]), hint).toBe(false);
          if (stolen.size === 0) first[s[1] === 'Fire Ball' ? 0 : 1]++;
          stolen.add(s[1]);
          steals++;
          return;
        }
        const m = MAGISTER_CASTS.exec(line);
        if (m !== null) expect(stolen.has(m[1]), hint).toBe(false);
        const b = BOSS_CASTS.exec(line);
        if (b === null) return;
        expect(stolen.has(b[1]), hint).toBe(true);
        expect(cast.has(b[1]), hint).toBe(false);
        cast.add(b[1]);
        casts++;
        // Discarded after use.
        const gone = lines.indexOf(`${b[1]} is gone from the Casket of Sorcery.`, k);
        expect(gone, hint).toBeGreaterThan(k);
        if (b[1] === 'Fire Ball') {
          const hits = lines.slice(k + 1, gone).find((l) => l.startsWith('Fire Ball: '));
          if (hits !== undefined) {
            expect(hits.startsWith('Fire Ball: 3 hits'), hint).toBe(true);
            balls++;
          }
        }
      });
    }
    expect(steals).toBeGreaterThan(1000);
    expect(casts).toBeGreaterThan(300);
    expect(balls).toBeGreaterThan(100);
    expect(binMisses(first, [1 / 2, 1 / 2], first[0] + first[1])).toEqual([]);
  });

  it('nothing is stolen from a wizard who does not touch him', () => {
    const plan = compileFixture(FIXTURE, 'apart');
    for (let sim = 0; sim < 300; sim++) {
      expect(trace(plan, SEED, sim).lines.some((l) => STEALS.test(l)), replayHint(FIXTURE, SEED, sim, 'apart')).toBe(false);
    }
  });
});
