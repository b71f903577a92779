/**
 * A spell bound in an item that doubles its bearer's Strength (AM p.18: the wearer doubles S, at
 * most S10, until the beginning of the next magic phase; three uses; item spell
 * `doublesStrength`; kernel/surges.ts), played through whole turns on the fixture
 * test/fixtures/wfb4/doubled-strength.yaml: a Hero (S4) in the front rank of halberdiers fighting
 * Orc boyz (T4) from the start. He casts it in each magic phase he is in close combat, while uses
 * are left; his blows wound at S8 — 2+ against T4 instead of 4+ — in the combat phase that
 * follows, and at S4 once it ends as the next magic phase starts. An Orc shaman's Dispel cards
 * may stop it, and the use is spent all the same.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileFixture, compileText, expectWithin, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'doubled-strength.yaml';
const SEED = 9970;
const SIMS = 2000;
const TEXT = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
const STRIKE = /^Hero: \d attacks? at Orc boyz need \d\+: (\d) hits?, (\d) wounds? \(S(\d+)\)/;
const CAST = 'Hero uses Charm of Might, with no power cards.';
const DOUBLED = "Hero's Strength is doubled: S8 until the next magic phase.";
const ENDS = "Charm of Might ends: Hero's Strength is no longer doubled.";

interface Walk {
  casts: number;
  worked: number;
  dispelled: number;
  /** He fought on after the third cast had ended: a magic phase in close combat with no use left. */
  foughtOnSpent: boolean;
}

/** Walks simulation `sim`'s trace, checking each of his strikes against the spell's state; tallies his hits and wounds by Strength. */
function walk(plan: ReturnType<typeof compileFixture>, sim: number, variant: string, tally: Record<string, { hits: number; wounds: number }>): Walk {
  const hint = replayHint(FIXTURE, SEED, sim, variant);
  const lines = trace(plan, SEED, sim).lines;
  const out: Walk = { casts: 0, worked: 0, dispelled: 0, foughtOnSpent: false };
  let doubled = false;
  let fought = false;
  let castAt = -1;
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k];
    if (line.startsWith('Combat result')) fought = true;
    if (line === CAST) {
      // Cast only once a fight is on, and never while it works.
      expect(fought, hint).toBe(true);
      expect(doubled, hint).toBe(false);
      out.casts++;
      castAt = k;
    } else if (line === DOUBLED) {
      expect(castAt, hint).toBeGreaterThanOrEqual(0);
      doubled = true;
      out.worked++;
    } else if (/tries to dispel Charm of Might: .*: dispelled\.$/.test(line)) {
      out.dispelled++;
    } else if (line === ENDS) {
      expect(doubled, hint).toBe(true);
      doubled = false;
    }
    const m = STRIKE.exec(line);
    if (m === null) continue;
    expect(m[3], hint).toBe(doubled ? '8' : '4');
    if (out.casts === 3 && !doubled) out.foughtOnSpent = true;
    tally[m[3]].hits += Number(m[1]);
    tally[m[3]].wounds += Number(m[2]);
  }
  expect(out.casts, hint).toBeLessThanOrEqual(3);
  return out;
}

function tallies(): Record<string, { hits: number; wounds: number }> {
  return { '8': { hits: 0, wounds: 0 }, '4': { hits: 0, wounds: 0 } };
}

describe('an item\'s spell that doubles his Strength until the next magic phase (AM p.18)', () => {
  it('cast in each magic phase he is in close combat, three times in the battle; his blows at S8 until it ends, at S4 before and after', () => {
    const plan = compileFixture(FIXTURE);
    const tally = tallies();
    let spentAndFighting = 0;
    for (let sim = 0; sim < SIMS; sim++) {
      const r = walk(plan, sim, 'base', tally);
      // With no wizard on the table nothing dispels it: every cast works.
      expect(r.worked, replayHint(FIXTURE, SEED, sim)).toBe(r.casts);
      if (r.foughtOnSpent) spentAndFighting++;
    }
    // The third use is the last: fights went on past it with no fourth cast.
    expect(spentAndFighting).toBeGreaterThan(20);
    // S8 on T4 wounds on 2+, S4 on 4+.
    for (const [s, p] of [['8', 5 / 6], ['4', 1 / 2]] as const) {
      expect(tally[s].hits).toBeGreaterThan(300);
      expectWithin(tally[s].wounds, tally[s].hits, p, `wounds at S${s}`);
    }
  });

  it('at most S10: a Hero of S6 strikes at S10, not 12', () => {
    const strong = compileText(TEXT.replace("effects: { spell: { doublesStrength: true, uses: 3 } } }", "effects: { spell: { doublesStrength: true, uses: 3 } } }\n          - { name: Amulet of Strength, kind: talisman, points: 20, effects: { bonus: { S: 2 } } }"));
    let seen = 0;
    for (let sim = 0; sim < 100; sim++) {
      for (const line of trace(strong, SEED, sim).lines) {
        if (line.startsWith("Hero's Strength is doubled")) {
          expect(line).toBe("Hero's Strength is doubled: S10 until the next magic phase.");
          seen++;
        }
        const m = /^Hero: .*\(S(\d+)\)/.exec(line);
        if (m !== null) expect(['6', '10']).toContain(m[1]);
      }
    }
    expect(seen).toBeGreaterThan(20);
  });

  it('on his own, as in a unit: his blows at S8 once it works', () => {
    const i = TEXT.indexOf('      - id: halberdiers');
    const alone = (TEXT.slice(0, i) + TEXT.slice(TEXT.indexOf('      - id: hero'))).replace('        joins: halberdiers\n', '        position: { x: 36, y: 30, facing: 0 }\n        tactics: { move: hold, charge: never, pursue: restrain }\n');
    expect(alone).not.toContain('joins: halberdiers');
    const plan = compileText(alone);
    let doubled = 0;
    for (let sim = 0; sim < 300; sim++) {
      let on = false;
      for (const line of trace(plan, SEED, sim).lines) {
        if (line === DOUBLED) on = true;
        else if (line === ENDS) on = false;
        const m = /^Hero: \d attacks? at Orc boyz .*\(S(\d+)\)/.exec(line);
        if (m === null) continue;
        expect(m[1], replayHint(FIXTURE, SEED, sim)).toBe(on ? '8' : '4');
        if (on) doubled++;
      }
    }
    expect(doubled).toBeGreaterThan(30);
  });

  it('not before he is in close combat: apart, he casts it only once his unit has fought', () => {
    const apart = compileText(TEXT.replace('position: { x: 36, y: 30, facing: 180 }\n        tactics: { move: hold, charge: never, pursue: restrain }', 'position: { x: 36, y: 42, facing: 180 }\n        tactics: { charge: nearest, pursue: restrain }'));
    let cast = 0;
    for (let sim = 0; sim < 200; sim++) {
      const lines = trace(apart, SEED, sim).lines;
      const at = lines.indexOf(CAST);
      if (at < 0) continue;
      cast++;
      expect(lines.slice(0, at).some((l) => l.startsWith('Combat result')), replayHint(FIXTURE, SEED, sim)).toBe(true);
    }
    expect(cast).toBeGreaterThan(50);
  });

  it('an enemy wizard\'s Dispel may stop it: no doubling then, and the use is spent', () => {
    const plan = compileFixture(FIXTURE, 'dispelled');
    const tally = tallies();
    let casts = 0;
    let dispelled = 0;
    for (let sim = 0; sim < SIMS; sim++) {
      const r = walk(plan, sim, 'dispelled', tally);
      expect(r.worked + r.dispelled, replayHint(FIXTURE, SEED, sim, 'dispelled')).toBe(r.casts);
      casts += r.casts;
      dispelled += r.dispelled;
    }
    expect(dispelled).toBeGreaterThan(50);
    expect(casts - dispelled).toBeGreaterThan(300);
  });

  it('refused with a target, hits or range, and on a banner', () => {
    expect(() => compileText(TEXT.replace('doublesStrength: true, uses: 3', 'doublesStrength: true, range: 12'))).toThrow(/no other field beside doublesStrength/);
    expect(() => compileText(TEXT.replace('doublesStrength: true, uses: 3', 'doublesStrength: true, strikes: unit'))).toThrow(/no other field beside doublesStrength/);
    const banner = TEXT.replace("        special: [immune-to-panic]\n        position: { x: 36, y: 30, facing: 0 }", "        special: [immune-to-panic]\n        command: [standard]\n        banner: { name: Banner of Might, points: 20, effects: [], spell: { doublesStrength: true } }\n        position: { x: 36, y: 30, facing: 0 }");
    expect(banner).not.toBe(TEXT);
    expect(() => compileText(banner)).toThrow(/doublesStrength on a character's item/);
  });
});
