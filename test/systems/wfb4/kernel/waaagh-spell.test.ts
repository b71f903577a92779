/**
 * The Waaagh! spell (rules/wfb4.md §9.4; AM p.29, BM p.56; kernel/waaagh-spell.ts), played through
 * the turn on the fixture test/fixtures/wfb4/waaagh-spell.yaml: an Orc Shaman Champion with the
 * boyz, in contact with halberdiers, and a Magister (level 2) 20" away.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectWithin } from '../../../helpers/binomial.ts';
import { compileFixture, compileText, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'waaagh-spell.yaml';
const SEED = 9700;
const SIMS = 800;
const FLAT = /^Waaagh!: Magister rolls (\d) against his level 2: (knocked flat, 1 wound, and no more spells this phase|keeps his feet)\.$/;
const ROUSED = /^Waaagh!: \d Orc and Goblin units? within 36" fight at \+1 WS and re-take failed Leadership tests until the next magic phase\.$/;
const ENDS = 'The Waaagh! of Shaman ends.';
const BOYZ_STRIKE = /^Orc boyz: \d+ attacks? at Halberdiers need (\d)\+/;
const REROLL = /^Orc boyz fails a Leadership test \((\d+)\) and takes it again under the Waaagh!\.$/;
const BREAK = /^Orc boyz break test: (\d+) \+ (-?\d+) vs Ld (\d+), (BROKEN|holds)\.$/;

const plan = compileFixture(FIXTURE);
const runs = Array.from({ length: SIMS }, (_, sim) => ({ hint: replayHint(FIXTURE, SEED, sim), lines: trace(plan, SEED, sim).lines }));

describe('the Waaagh! spell (AM p.29)', () => {
  it('knocks flat an enemy wizard in range who rolls over his level — a wound, and no more spells that phase', () => {
    let rolls = 0;
    let flat = 0;
    for (const { hint, lines } of runs) {
      for (let i = 0; i < lines.length; i++) {
        const m = FLAT.exec(lines[i]);
        if (!m) continue;
        rolls++;
        const knocked = m[2] !== 'keeps his feet';
        expect(knocked, hint).toBe(Number(m[1]) > 2);
        if (!knocked) continue;
        flat++;
        // The rest of the phase: the Magister casts nothing.
        const next = lines.findIndex((l, k) => k > i && (l.startsWith('-- Turn') || l.startsWith('Magic phase:')));
        expect(lines.slice(i, next < 0 ? undefined : next).some((l) => l.startsWith('Magister casts')), hint).toBe(false);
      }
    }
    expect(rolls).toBeGreaterThan(300);
    expectWithin(flat, rolls, 4 / 6, 'a level-2 wizard knocked flat (a D6 over 2)');
  });

  it('gives the boyz +1 WS while it lasts: they hit the halberdiers (WS3) on 3+, else on 4+', () => {
    let roused = 0;
    let plain = 0;
    for (const { hint, lines } of runs) {
      let on = false;
      for (const line of lines) {
        if (ROUSED.test(line)) on = true;
        else if (line === ENDS) on = false;
        const m = BOYZ_STRIKE.exec(line);
        if (!m) continue;
        expect(m[1], hint).toBe(on ? '3' : '4');
        if (on) roused++;
        else plain++;
      }
    }
    expect(roused).toBeGreaterThan(100);
    expect(plain).toBeGreaterThan(100);
  });

  it('lets the boyz take a failed break test again, once, only while it lasts; the second roll stands', () => {
    let retaken = 0;
    let held = 0;
    for (const { hint, lines } of runs) {
      let on = false;
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (ROUSED.test(line)) on = true;
        else if (line === ENDS) on = false;
        const b = BREAK.exec(line);
        if (b && on) {
          // Roused, a failed first roll is always taken again: a break test shown right away passed.
          const first = REROLL.exec(lines[i - 1]);
          if (!first) expect(b[4], hint).toBe('holds');
        }
        const r = REROLL.exec(line);
        if (!r) continue;
        expect(on, hint).toBe(true);
        // A pursuit held back on a second roll is the other test they take here.
        expect(lines[i + 1], hint).toMatch(/^Orc boyz (break test|holds back from pursuit|pursues)/);
        const test = BREAK.exec(lines[i + 1]);
        if (test === null) continue;
        // The first roll, with the same losses added, failed.
        expect(Number(r[1]), hint).toBeGreaterThan(Number(test![3]));
        retaken++;
        if (test![4] === 'holds') held++;
      }
    }
    expect(retaken).toBeGreaterThan(30);
    expect(held).toBeGreaterThan(0);
  });

  it('ends as the next magic phase starts, to be cast again in it', () => {
    let ended = 0;
    for (const { hint, lines } of runs) {
      for (let i = 0; i < lines.length; i++) {
        if (lines[i] !== ENDS) continue;
        // One dispelled or drained ends there and then.
        if (/^(Magister tries to dispel|a Dispel|\w+ plays Drain Magic)/.test(lines[i - 1])) continue;
        // Forgotten in a Mental Duel, the spell ends with the card.
        if (/^Mental Duel: .*: Shaman forgets Waaagh!\.$/.test(lines[i + 1])) continue;
        // It ends as the magic phase starts: after the turn's combat, before the winds and any cast.
        const turnEnds = lines.findIndex((l, k) => k > i && l.startsWith('-- Turn'));
        const rest = lines.slice(i + 1, turnEnds < 0 ? undefined : turnEnds);
        expect(rest.some((l) => / attacks? at |^Combat result/.test(l)), hint).toBe(false);
        const winds = rest.findIndex((l) => l.startsWith('Magic phase:'));
        if (winds >= 0) expect(rest.slice(0, winds).some((l) => / casts /.test(l)), hint).toBe(false);
        ended++;
      }
    }
    expect(ended).toBeGreaterThan(100);
  });

  it('is an Orc or Goblin shaman\'s: on a wizard of Men it is refused', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8').replace('spells: [{ spell: fire-ball, power: 1, target: lookouts }]', 'spells: [{ spell: waaagh, power: 1 }]');
    expect(() => compileText(text)).toThrow(/the Waaagh! on an Orc or Goblin shaman, found magister, a wizard of race/);
  });
});
