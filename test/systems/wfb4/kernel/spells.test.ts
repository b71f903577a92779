/**
 * Spells at work (rules/wfb4.md §9.3-9.4): the worked examples of §11 (#37 the Manacle of
 * Caloe, #38 Caress of Laniph, #39 the Green Eye on Ogres, #40 the Burning Head) on the book's
 * dice, and the same arithmetic in every spell of seeded battles played through the kernel's
 * normal sequence (test/fixtures/wfb4/spells.yaml).
 */
import { describe, expect, it } from 'vitest';
import { reset } from '../../../../src/systems/wfb4/kernel/deployment.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { spellWorks } from '../../../../src/systems/wfb4/kernel/spells.ts';
import { effectiveLd } from '../../../../src/systems/wfb4/kernel/leadership.ts';
import type { Wfb4Plan } from '../../../../src/systems/wfb4/plan.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { compileFixture, compileRun, expectWithin, FIXTURES, leftSlot, replayHint, trace, unitIndex } from './kernel-harness.ts';
import { readFileSync } from 'node:fs';
import { parseText } from '../../../helpers/load.ts';

const FIXTURE = 'spells.yaml';
const SEED = 9200;

/** A kernel at the deployment of `plan`, tracing into `lines`. */
function deployed(plan: Wfb4Plan, lines: string[]): Wfb4Kernel {
  const k = new Wfb4Kernel(plan);
  reset(k);
  k.tracer = { line: (text) => lines.push(text) };
  return k;
}

/** The index of the spell card `id` of the plan's wizards. */
function spellIndex(plan: Wfb4Plan, id: string): number {
  const s = plan.magic.card.findIndex((c) => c.id === id);
  expect(s, id).toBeGreaterThanOrEqual(0);
  return s;
}

describe('the worked examples of §11 on the book\'s dice', () => {
  it('#37: a Manacle of 3D6 = 10 holds three High Elves (S3), and one Man on a horse (S3 + 3)', () => {
    const plan = compileFixture(FIXTURE, 'at the Elves and the Men');
    const lines: string[] = [];
    const k = deployed(plan, lines);
    const elves = unitIndex(plan, 'elves');
    spellWorks(k, new ScriptedRng().roll(3, 3, 4).rng, spellIndex(plan, 'manacle-of-caloe'), elves, 1);
    expect(lines).toEqual(['The Manacle of Caloe holds 3 of High Elves, who stand apart (3D6 = 10, S3 each).']);
    expect(k.models[elves]).toBe(7);
    expect(k.magic.manacled[elves]).toBe(3);

    const base = compileFixture(FIXTURE);
    const mounted: string[] = [];
    const k2 = deployed(base, mounted);
    const horsemen = unitIndex(base, 'horsemen');
    spellWorks(k2, new ScriptedRng().roll(3, 3, 4).rng, spellIndex(base, 'manacle-of-caloe'), horsemen, 1);
    expect(mounted).toEqual(['The Manacle of Caloe holds 1 of Horsemen, who stand apart (3D6 = 10, S6 each).']);
    expect(k2.models[horsemen]).toBe(4);
  });

  it('#38: Caress of Laniph, 2D6 = 7, does nothing to S7 and makes 3 S6 hits on S4', () => {
    const plan = compileFixture(FIXTURE);
    const lines: string[] = [];
    const k = deployed(plan, lines);
    const caress = spellIndex(plan, 'caress-of-laniph');
    spellWorks(k, new ScriptedRng().roll(3, 4).rng, caress, unitIndex(plan, 'giant'), 1);
    // Against the S4 block: 3 hits, S6 against T3 wound on 2+, no armour.
    spellWorks(k, new ScriptedRng().roll(3, 4).count(2, 2, 2).rng, caress, unitIndex(plan, 'block'), 1);
    expect(lines).toEqual([
      'Caress of Laniph (2D6 = 7 − S7): 0 hits on Giant, 0 wounds, 0 unsaved, 0 slain.',
      'Caress of Laniph (2D6 = 7 − S4): 3 hits on Block, 3 wounds, 3 unsaved, 1 slain.',
    ]);
  });

  it('#39: three Ogres (W3) struck for 2, 2 and 3 wounds: two fall, the third has 2 wounds left', () => {
    const plan = compileFixture(FIXTURE);
    const lines: string[] = [];
    const k = deployed(plan, lines);
    const ogres = unitIndex(plan, 'ogres');
    // Each Ogre crossed: D3 hits at S4 against T4 (a D3 is a D6 halved: 3 or 4 → 2, 5 → 3), all wounding on 4+.
    const dice = new ScriptedRng().roll(3).count(6, 6).roll(4).count(5, 4).roll(5).count(4, 5, 6);
    spellWorks(k, dice.rng, spellIndex(plan, 'green-eye'), ogres, 1);
    expect(dice.unused).toBe(0);
    expect(lines).toEqual(['The Green Eye (3 models crossed, taking 2, 2, 3 of at most W3): 7 hits on Ogres, 7 wounds, 7 unsaved, 2 slain; one has 2 wounds left.']);
    expect(k.models[ogres]).toBe(1);
  });

  it('#40: the Burning Head through a block four ranks deep hits four models', () => {
    const plan = compileFixture(FIXTURE);
    const lines: string[] = [];
    const k = deployed(plan, lines);
    const block = unitIndex(plan, 'block');
    // Four S4 hits on T3 wound on 3+; no armour.
    spellWorks(k, new ScriptedRng().count(3, 3, 3, 3).thenAll(6).rng, spellIndex(plan, 'burning-head'), block, 1);
    expect(lines[0]).toBe('The Burning Head (4 models crossed, taking 1, 1, 1, 1): 4 hits on Block, 4 wounds, 4 unsaved, 4 slain.');
    expect(k.models[block]).toBe(12);
  });
});

describe('spells through the turn (§9.3-9.4)', () => {
  const runs = ['base', 'at the Elves and the Men'].map((run) => {
    const plan = compileFixture(FIXTURE, run);
    const lines: { sim: number; line: string; models: Map<string, number> }[] = [];
    for (let sim = 0; sim < 300; sim++) {
      for (const line of trace(plan, SEED, sim).lines) lines.push({ sim, line, models: new Map() });
    }
    return { run, plan, lines };
  });

  it('hold with the Manacle ⌊3D6 / S⌋ models, the whole unit when that is all of it', () => {
    let seen = 0;
    for (const { run, lines } of runs) {
      for (const { sim, line } of lines) {
        const m = /^The Manacle of Caloe holds (?:(\d+) of (.+), who stand apart|all of (.+): it may not move) \(3D6 = (\d+), S(\d+) each\)\.$/.exec(line);
        if (!m) continue;
        const held = Math.floor(Number(m[4]) / Number(m[5]));
        const size = (m[2] ?? m[3]) === 'High Elves' ? 10 : 5;
        if (m[1] !== undefined) expect([Number(m[1]), held < size], `${line} ${replayHint(FIXTURE, SEED, sim, run)}`).toEqual([held, true]);
        else expect(held, `${line} ${replayHint(FIXTURE, SEED, sim, run)}`).toBeGreaterThanOrEqual(size);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(100);
  });

  it('make 2D6 − S hits with the Caress, none below 0', () => {
    let hit = 0;
    for (const { run, lines } of runs) {
      for (const { sim, line } of lines) {
        const m = /^Caress of Laniph \(2D6 = (\d+) − S(\d+)\): (\d+) hits?/.exec(line);
        if (!m) continue;
        expect(Number(m[3]), `${line} ${replayHint(FIXTURE, SEED, sim, run)}`).toBe(Math.max(0, Number(m[1]) - Number(m[2])));
        if (Number(m[3]) > 0) hit++;
      }
    }
    expect(hit).toBeGreaterThan(50);
  });

  it('cross one model a rank with a line, each taking at most its W', () => {
    let seen = 0;
    for (const { run, lines } of runs) {
      for (const { sim, line } of lines) {
        const m = /^(The Green Eye|The Burning Head) \((\d+) models? crossed, taking ([\d, ]+?)(?: of at most W(\d))?\): (\d+) hits? on (\S+), \d+ wounds?, (\d+) unsaved/.exec(line);
        if (!m) continue;
        const each = m[3].split(', ').map(Number);
        const most = m[1] === 'The Burning Head' ? 1 : Number(m[4]);
        expect(each.length, line).toBe(Number(m[2]));
        for (const w of each) expect(w, `${line} ${replayHint(FIXTURE, SEED, sim, run)}`).toBeLessThanOrEqual(most);
        expect(each.reduce((a, b) => a + b, 0), line).toBe(Number(m[7]));
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(100);
  });

  it('let the Manacle\'s models go back to their unit when it ends, and count them at the end', () => {
    const plan = compileFixture(FIXTURE);
    const horsemen = unitIndex(plan, 'horsemen');
    let released = 0;
    for (let sim = 0; sim < 300; sim++) {
      let apart = 0;
      let slain = 0; // by a spell that falls back on the Horsemen when its own target is gone
      const t = trace(plan, SEED, sim, (line, k) => {
        const hit = /on Horsemen, .* (\d+) slain/.exec(line);
        if (hit) slain += Number(hit[1]);
        if (/^The Manacle of Caloe holds \d+ of Horsemen/.test(line)) apart = k.magic.manacled[horsemen];
        if (line === 'The Manacle of Caloe on Horsemen ends.') {
          expect(k.magic.manacled[horsemen]).toBe(0);
          expect(k.models[horsemen], replayHint(FIXTURE, SEED, sim)).toBe(5 - slain);
          if (apart > 0) released++;
        }
      });
      // The held are counted at the end with the others.
      expect(t.kernel.magic.manacled[horsemen], replayHint(FIXTURE, SEED, sim)).toBe(0);
      expect(t.out[leftSlot(horsemen)], replayHint(FIXTURE, SEED, sim)).toBe(5 - slain);
    }
    expect(released).toBeGreaterThan(20);
  });
});

describe('spells that rout, rally and bind, through the turn (§9.4)', () => {
  const FIX = 'spells-combat.yaml';
  const SEED2 = 9300;
  const plan = compileFixture(FIX);
  const EMPIRE = new Set(['Swordsmen', 'Militia', 'Guard', 'Wizard Lord']);
  const id = (name: string) => plan.unitNames.indexOf(name);
  const glory = compileFixture(FIX, 'the Hand of Glory');
  const traces = Array.from({ length: 800 }, (_, i) => {
    const sim = i >> 1;
    const checks: string[] = [];
    const t = trace(i % 2 === 0 ? plan : glory, SEED2, sim, (line, k) => {
      // At the moment of each line, the kernel state it speaks of.
      const rallied = /^(.+) rallies at the (Horn of Andar|Hand of Glory)\.$/.exec(line);
      if (rallied) {
        const u = id(rallied[1]);
        if (!EMPIRE.has(rallied[1]) || k.status[u] !== 0) checks.push(`${line}: status ${k.status[u]}`);
        if (rallied[2] === 'Hand of Glory' && (k.magic.gloryFrom[u] < 0 || effectiveLd(k, u) !== 10)) checks.push(`${line}: Ld ${effectiveLd(k, u)}`);
      }
      const ends = /^Hand of Glory on .+ ends\.$/.test(line);
      if (ends && [...k.magic.gloryFrom].some((s) => s >= 0)) checks.push(`${line}: a unit still under it`);
    });
    return { sim, run: i % 2 === 0 ? 'base' : 'the Hand of Glory', lines: t.lines, checks };
  });

  it('the Horn of Andar: enemy units in combat test for panic, and break if they fail; fleeing friends rally', () => {
    let tests = 0;
    let broke = 0;
    let rallied = 0;
    for (const { sim, run, lines, checks } of traces) {
      expect(checks, replayHint(FIX, SEED2, sim, run)).toEqual([]);
      for (let i = 0; i < lines.length; i++) {
        if (!lines[i].startsWith('Wizard Lord casts The Horn of Andar')) continue;
        for (let j = i + 1; j < lines.length && !/ casts |^-- Turn/.test(lines[j]); j++) {
          const m = /^(.+) suffers from magic: panic test (\d+) vs Ld (\d+)(, PANICS)?\.$/.exec(lines[j]);
          if (m) {
            expect(EMPIRE.has(m[1]), `${lines[j]} ${replayHint(FIX, SEED2, sim, run)}`).toBe(false);
            expect(m[4] !== undefined).toBe(Number(m[2]) > Number(m[3]));
            tests++;
            if (m[4]) {
              broke++;
              // Broken, it flees (or is caught and destroyed) before the phase goes on.
              expect(lines.slice(j + 1).some((l) => l.startsWith(`${m[1]} flees `) || l.includes(`caught and destroyed`)), replayHint(FIX, SEED2, sim, run)).toBe(true);
            }
          }
          if (lines[j].endsWith('rallies at the Horn of Andar.')) rallied++;
        }
      }
    }
    expect([tests > 50, broke > 10, rallied > 5], `${tests} tests, ${broke} broken, ${rallied} rallied`).toEqual([true, true, true]);
  });

  it('the Hand of Glory: fleeing friends within 12" rally, at Ld 10 while it lasts', () => {
    let rallied = 0;
    let tested = 0;
    for (const { sim, run, lines } of traces) {
      const glory = new Set<string>();
      for (const line of lines) {
        const r = /^(.+) rallies at the Hand of Glory\.$/.exec(line);
        if (r) {
          glory.add(r[1]);
          rallied++;
        }
        if (/^Hand of Glory on .+ ends\.$/.test(line)) glory.clear();
        const t = /^(.+?)(?: sees .*| suffers from magic| lost 25%)?: panic test \d+ vs Ld (\d+)/.exec(line);
        if (t && glory.has(t[1])) {
          expect(Number(t[2]), `${line} ${replayHint(FIX, SEED2, sim, run)}`).toBe(10);
          tested++;
        }
      }
    }
    // At each rally, the kernel gave the unit Ld 10 (the checks made as the lines were written).
    for (const { sim, run, checks } of traces) expect(checks, replayHint(FIX, SEED2, sim, run)).toEqual([]);
    expect(rallied).toBeGreaterThan(20);
    expect(tested).toBeGreaterThan(0);
  });

  it('the Fear of Aramar: the target flees at once, and tests to rally at Ld −3', () => {
    let fled = 0;
    let rallyTests = 0;
    for (const { sim, run, lines } of traces) {
      const pending = new Set<string>();
      for (let i = 0; i < lines.length; i++) {
        const f = /^(.+) flees in the Fear of Aramar\.$/.exec(lines[i]);
        if (f) {
          fled++;
          expect(EMPIRE.has(f[1])).toBe(false);
          expect(/ flees \d+"| cannot flee: it is destroyed| caught and destroyed/.test(lines.slice(i + 1, i + 4).join('\n')), replayHint(FIX, SEED2, sim, run)).toBe(true);
          pending.add(f[1]);
        }
        const r = /^(.+) rally test: \d+ vs Ld (\d+), (rallies|keeps fleeing)\.$/.exec(lines[i]);
        if (r === null || EMPIRE.has(r[1])) continue;
        // Orcs, Ld 7, with no general: 7 − 3 after the Fear, until they rally.
        expect(Number(r[2]), `${lines[i]} ${replayHint(FIX, SEED2, sim, run)}`).toBe(pending.has(r[1]) ? 4 : 7);
        if (pending.has(r[1])) rallyTests++;
        if (r[3] === 'rallies') pending.delete(r[1]);
      }
    }
    expect(fled).toBeGreaterThan(100);
    expect(rallyTests).toBeGreaterThan(50);
  });

  it('the Crimson Bands: the unit neither moves, shoots nor fights while bound, and cannot flee', () => {
    let bound = 0;
    let destroyed = 0;
    for (const { sim, run, lines } of traces) {
      let held: string | null = null;
      for (const line of lines) {
        const b = /^Crimson Bands bind (.+): it may not move, shoot or fight\.$/.exec(line);
        if (b) {
          held = b[1];
          bound++;
          continue;
        }
        if (held === null) continue;
        if (line === `Crimson Bands on ${held} ends.`) {
          held = null;
          continue;
        }
        expect(line.startsWith(`${held} shoots`) || line.startsWith(`${held}: `) || / (advances|marches|declares a charge)/.test(line) && line.startsWith(held), `${line} ${replayHint(FIX, SEED2, sim, run)}`).toBe(false);
        expect(new RegExp(`^${held} flees \\d`).test(line), `${line} ${replayHint(FIX, SEED2, sim, run)}`).toBe(false);
        if (line === `${held}, held by a spell, cannot flee: it is destroyed.`) destroyed++;
      }
    }
    expect(bound).toBeGreaterThan(50);
    expect(destroyed).toBeGreaterThan(5);
  });
});

describe('the Sanguine Swords (§9.4; AM p.21, BM p.46)', () => {
  const FIX = 'spells-combat.yaml';
  const RUN = 'the Sanguine Swords';
  const SEED3 = 9300;
  const plan = compileFixture(FIX, RUN);

  it('strike each combat phase, six attacks at WS6 S4, first in the round and counted in its result', () => {
    let counted = 0;
    let alone = 0;
    let attacks = 0;
    let hits = 0;
    for (let sim = 0; sim < 400; sim++) {
      const lines = trace(plan, SEED3, sim).lines;
      for (let i = 0; i < lines.length; i++) {
        const m = /^Sanguine Swords: 6 attacks at (.+) need (\d)\+: (\d+) hits?, \d+ wounds? \(S4\), (\d+) unsaved, \d+ slain(, counted in the combat)?\.$/.exec(lines[i]);
        if (!m) continue;
        const where = `${lines[i]} ${replayHint(FIX, SEED3, sim, RUN)}`;
        // WS6 against the Orcs' WS3: 3+ (the WS table, RB p.31).
        expect(Number(m[2]), where).toBe(3);
        attacks += 6;
        hits += Number(m[3]);
        if (m[5] === undefined) {
          alone++;
          continue;
        }
        counted++;
        // First in the round: the blows come after, and the result counts the swords' wounds.
        const result = lines.slice(i + 1).find((l) => l.startsWith('Combat result:'))!;
        const r = /empire \d+ \((\d+) wounds?\)/.exec(result)!;
        expect(Number(r[1]), `${where} → ${result}`).toBeGreaterThanOrEqual(Math.min(Number(m[4]), 1));
        expect(/ attacks at /.test(lines[i - 1]) && !lines[i - 1].startsWith('Sanguine'), where).toBe(false);
      }
    }
    expect([counted > 30, alone > 30], `${counted} in combat, ${alone} outside`).toEqual([true, true]);
    expectWithin(hits, attacks, 4 / 6, 'sword hits at 3+');
  });
});

describe('the Celestial bolt (AM p.23)', () => {
  const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
  const withBolt = (entry: string) => text.replace('        - { spell: caress-of-laniph, power: 1, target: block }\n', `        - ${entry}\n`);

  it('strikes the first model for a S6 hit of D3 wounds, no save; the range is the player\'s, none in the seed', () => {
    const plan = compileRun(parseText(withBolt('{ spell: celestial-bolt, power: 1, range: 24, target: ogres }'), FIXTURE), 'at the Elves and the Men');
    const lines: string[] = [];
    const k = deployed(plan, lines);
    const ogres = unitIndex(plan, 'ogres');
    const bolt = spellIndex(plan, 'celestial-bolt');
    expect(plan.magic.range[bolt]).toBe(24);
    // One hit, S6 against T4: wounds on 2+; its D3 (a D6 of 5: 3) fells a W3 Ogre.
    spellWorks(k, new ScriptedRng().count(2).roll(5).rng, bolt, ogres, 1);
    expect(lines).toEqual(['One wound becomes 3 on a model of Ogres with 3 wounds left.', 'Celestial bolt: 1 hit on Ogres, 1 wound, 1 unsaved, 1 slain.']);
    expect(k.models[ogres]).toBe(2);
    expect(() => compileRun(parseText(withBolt('{ spell: celestial-bolt, power: 1, target: ogres }'), FIXTURE))).toThrow(/its card in the seed gives none: give `range`/);
  });
});

describe('the Flamestorm (AM p.21, BM p.46)', () => {
  const RUN = 'the Flamestorm';
  const plan = compileFixture(FIXTURE, RUN);

  it('burns every model under the round template, then moves the unit 4" away from the blaze', () => {
    let firsts = 0;
    let hits = 0;
    let wounds = 0;
    for (let sim = 0; sim < 300; sim++) {
      const lines = trace(plan, SEED, sim).lines;
      let first = true;
      for (let i = 0; i < lines.length; i++) {
        if (!/^Flamestorm blazes up at \([\d.]+, [\d.]+\) on Block, 3" across\.$/.test(lines[i])) continue;
        const where = `${lines[i + 1]} ${replayHint(FIXTURE, SEED, sim, RUN)}`;
        const m = /^Flamestorm: (\d+) hits? on Block, (\d+) wounds?, (\d+) unsaved, \d+ slain\.$/.exec(lines[i + 1]);
        expect(m, where).not.toBeNull();
        // Sixteen men four by four on 20 mm bases: the 3" template on their centre covers 12 (the
        // four corners' centres lie beyond its 1.5" radius).
        if (first) {
          expect(Number(m![1]), where).toBe(12);
          firsts++;
        }
        first = false;
        hits += Number(m![1]);
        wounds += Number(m![2]);
        // No armour: every wound unsaved. Then the push, unless the block is gone.
        expect(m![3], where).toBe(m![2]);
        const push = /^Block is moved ([\d.]+)" away from the blaze\.$/.exec(lines[i + 2]);
        if (push) expect(Number(push[1]), where).toBeLessThanOrEqual(4);
      }
    }
    expect(firsts).toBeGreaterThan(100);
    // S4 against T3: wounds on 3+.
    expectWithin(wounds, hits, 2 / 3, 'Flamestorm wounds');
  });
});

describe('spell hits on a unit of fewer than five troopers (§8.1; BM p.40: a unit is struck as by missiles)', () => {
  const text = `format: warsim/1
system: wfb4
title: Fire Balls on a small unit with a hero
seed: 9210
end: { turns: 1 }
first: empire
battlefield: { width: 48, depth: 48 }
sides:
  - id: empire
    units:
      - { id: guard, name: Guard, profile: man, models: 2, files: 2, position: { x: 24, y: 10, facing: 0 }, tactics: { move: hold, charge: never } }
      - { id: hero, name: Hero, profile: hero-man, models: 1, joins: guard }
  - id: orcs
    units:
      - { id: boyz, name: Boyz, profile: orc, models: 10, files: 5, position: { x: 24, y: 30, facing: 180 }, tactics: { move: hold, charge: never } }
      - id: wizard
        name: Wizard
        profile: wizard-champion-man
        models: 1
        joins: boyz
        spells: [{ spell: fire-ball, power: 3 }]
`;
  const ON_HERO = /^(\d) of 3 hits fall on Hero \(fewer than five models to hide among\): (\d) wounds?, (\d) unsaved\.$/;

  it('fall among the troopers and the characters with them at random: two guards and a hero, the hero one hit in three', () => {
    const plan = compileRun(parseText(text));
    const guard = unitIndex(plan, 'guard');
    const fireBall = spellIndex(plan, 'fire-ball');
    let onHero = 0;
    const trials = 3000;
    const rng = new Rng(9210);
    for (let i = 0; i < trials; i++) {
      const lines: string[] = [];
      const k = deployed(plan, lines);
      spellWorks(k, rng, fireBall, guard, 3);
      const m = lines.map((l) => ON_HERO.exec(l)).find((x) => x !== null);
      if (m) {
        onHero += Number(m[1]);
        // His own T4 against the Fire Ball's S4, and no armour save: unsaved as wounded.
        expect(m[3]).toBe(m[2]);
      }
      // What falls on the guards is the rest: the unit's line counts every hit.
      expect(lines.some((l) => l.startsWith('Fire Ball: 3 hits on Guard'))).toBe(true);
    }
    expectWithin(onHero, 3 * trials, 1 / 3, 'Fire Ball hits on the hero among two guards');
  });
});
