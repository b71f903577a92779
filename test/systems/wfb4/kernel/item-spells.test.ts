/**
 * Spells bound in magic items (rules/wfb4.md §9.2; AM p.18, BM p.39; kernel/magic.ts itemCast()),
 * played through whole turns on the fixture test/fixtures/wfb4/item-spells.yaml: an Orc Big Boss
 * with a ring of three jets of flame, an Empire Hero with a staff of lightning spent on a D6 of 1
 * or 2, and a Magister with no spell cards who dispels; and on test/fixtures/wfb4/cavalry-spell.yaml,
 * a spell that strikes only the mounted and keeps them from charging.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectWithin } from '../../../helpers/binomial.ts';
import { binMisses, byTurn, compileFixture, compileText, FIXTURES, replayHint, trace } from './kernel-harness.ts';
import type { Wfb4Plan } from '../../../../src/systems/wfb4/plan.ts';

const FIXTURE = 'item-spells.yaml';
const SEED = 9800;
const SIMS = 600;
const TEXT = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');

const RING = 'Big Boss uses Ring of Flame at Halberdiers, with no power cards.';
const RING_HITS = /^Ring of Flame \(2D6 = (\d+)\): (\d+) hits? on Halberdiers, (\d+) wounds?, (\d+) unsaved, 1 slain\.$/;
const RING_SPENT = 'Ring of Flame is spent: that was its last use.';
const STAFF = 'Hero uses Staff of Lightning at Orc boyz, with no power cards.';
const STAFF_ROLL = /^Staff of Lightning: rolls (\d), (exhausted for the battle|not exhausted)\.$/;
const DISPEL_RING = /^Magister tries to dispel Ring of Flame: needs (\d), rolls (\d)/;
const DISPEL_STAFF = /^(.+) tries to dispel Staff of Lightning: needs (\d), rolls (\d)/;

function runs(plan: Wfb4Plan, sims = SIMS, variant?: string): { hint: string; lines: string[] }[] {
  return Array.from({ length: sims }, (_, sim) => ({ hint: replayHint(FIXTURE, SEED, sim, variant), lines: trace(plan, SEED, sim).lines }));
}

const base = runs(compileFixture(FIXTURE));

describe('spells bound in magic items (AM p.18)', () => {
  it('the ring is used once a magic phase, with no power cards, three times in the battle and never again', () => {
    let used = 0;
    for (const { hint, lines } of base) {
      let uses = 0;
      for (let i = 0; i < lines.length; i++) {
        if (lines[i] !== RING) continue;
        uses++;
        // The hits it made, or the Dispel that stopped it, then its last use said on the third.
        expect(lines.slice(i + 1, i + 6).includes(RING_SPENT), hint).toBe(uses === 3);
      }
      // Once a magic phase at most: one in each player turn's.
      for (const [turn, part] of byTurn(lines)) expect(part.filter((l) => l === RING).length, `${hint} ${turn}`).toBeLessThanOrEqual(1);
      expect(uses, hint).toBe(3);
      used += uses;
    }
    expect(used).toBe(3 * SIMS);
  });

  it('each jet is 2D6 S3 hits on one halberdier, no save: it slays him, the rest wasted', () => {
    let jets = 0;
    let sevens = 0;
    for (const { hint, lines } of base) {
      for (const line of lines) {
        const m = RING_HITS.exec(line);
        if (!m) continue;
        jets++;
        const roll = Number(m[1]);
        expect(roll, hint).toBeGreaterThanOrEqual(2);
        expect(roll, hint).toBeLessThanOrEqual(12);
        expect(Number(m[2]), hint).toBe(roll);
        expect(m[4], hint).toBe(m[3]); // no armour save
        if (roll === 7) sevens++;
      }
    }
    expect(jets).toBeGreaterThan(1000);
    expectWithin(sevens, jets, 6 / 36, 'jets of 2D6 = 7');
  });

  it('the staff rolls a D6 after each use, spent on 1 or 2, and is never used after', () => {
    let rolls = 0;
    let spent = 0;
    for (const { hint, lines } of base) {
      let gone = false;
      for (let i = 0; i < lines.length; i++) {
        if (lines[i] === STAFF) expect(gone, hint).toBe(false);
        const m = STAFF_ROLL.exec(lines[i]);
        if (!m) continue;
        rolls++;
        expect(m[2] === 'exhausted for the battle', hint).toBe(Number(m[1]) <= 2);
        if (m[2] === 'exhausted for the battle') {
          gone = true;
          spent++;
        }
      }
    }
    expect(rolls).toBeGreaterThan(1000);
    expectWithin(spent, rolls, 2 / 6, 'staff uses that exhaust it');
  });

  it('is dispelled as any spell: the Magister needs 4+ against a hero\'s item, unmodified; the Orcs, with no wizard, 5+', () => {
    let ring = 0;
    let staff = 0;
    for (const { hint, lines } of base) {
      for (const line of lines) {
        const r = DISPEL_RING.exec(line);
        if (r) {
          ring++;
          expect(r[1], hint).toBe('4');
        }
        const s = DISPEL_STAFF.exec(line);
        if (s) {
          staff++;
          expect(s[1], hint).toBe('a Dispel with no wizard to direct it');
          expect(s[2], hint).toBe('5');
        }
      }
    }
    expect(ring).toBeGreaterThan(50);
    expect(staff).toBeGreaterThan(50);
  });

  it('with flag itemSpellDispel: bearer-level, the hero counts as a caster of level 0, and the Magister (level 1) needs 3+', () => {
    const plan = compileText(TEXT.replace('end: { turns: 4 }', 'end: { turns: 4 }\nrules: { itemSpellDispel: bearer-level }'));
    let tries = 0;
    for (const { hint, lines } of runs(plan, 300)) {
      for (const line of lines) {
        const r = DISPEL_RING.exec(line);
        if (!r) continue;
        tries++;
        expect(r[1], hint).toBe('3');
      }
    }
    expect(tries).toBeGreaterThan(20);
  });

  it('with no wizard on the table the magic phase is still played for the items, and no card is dealt', () => {
    const plan = compileText(TEXT.replace(/      - id: magister[\s\S]*$/, ''));
    for (const { hint, lines } of runs(plan, 50)) {
      expect(lines.some((l) => l.startsWith('Magic phase:')), hint).toBe(false);
      expect(lines.filter((l) => l === RING).length, hint).toBe(3);
      expect(lines.some((l) => l.includes('tries to dispel')), hint).toBe(false);
      expect(lines.filter((l) => l === STAFF).length, hint).toBeGreaterThan(0);
    }
  });

  it('binds a spell card warsim plays too: a Fire Ball of two balls, cast with no power cards', () => {
    const orb = TEXT.replace("effects: { spell: { strikes: model, hits: '3', S: 6, saves: false, straight: true, range: 24, exhaustedOn: 2, target: boyz } }", 'effects: { spell: { spell: fire-ball, power: 2, target: boyz } }').replace('name: Staff of Lightning', 'name: Orb of Fire');
    const plan = compileText(orb);
    let cast = 0;
    for (const { hint, lines } of runs(plan, 100)) {
      for (let i = 0; i < lines.length; i++) {
        if (lines[i] !== 'Hero uses Orb of Fire to cast Fire Ball at Orc boyz, with no power cards.') continue;
        cast++;
        const hits = lines.slice(i + 1, i + 4).find((l) => l.startsWith('Fire Ball:'));
        if (hits !== undefined) expect(hits, hint).toMatch(/^Fire Ball: 2 hits on Orc boyz/);
      }
      // No uses and no exhaustion: once in each player turn's magic phase, unless Drain Magic ended it first.
      for (const [turn, part] of byTurn(lines)) {
        const orb = part.filter((l) => l.startsWith('Hero uses Orb of Fire')).length;
        expect(orb, `${hint} ${turn}`).toBe(part.some((l) => l.includes('plays Drain Magic')) ? orb : 1);
      }
    }
    expect(cast).toBeGreaterThan(8 * 100 * 0.95);
  });

  it('refuses what it cannot play, each with the reason', () => {
    const spell = "{ strikes: model, hits: 2D6, S: 3, saves: false, range: 18, uses: 3, target: halberdiers }";
    const swap = (to: string) => compileText(TEXT.replace(spell, to));
    expect(() => swap('{ spell: fire-ball, strikes: model, range: 18 }')).toThrow(/a spell card or a spell written out, not both/);
    expect(() => swap('{ strikes: model, S: 3, range: 18 }')).toThrow(/`hits` of the spell written out on Ring of Flame/);
    expect(() => swap('{ strikes: model, hits: 2D6, S: 3 }')).toThrow(/`range` of the spell written out on Ring of Flame/);
    expect(() => swap('{ strikes: line, hits: D3, S: 4, range: 18, wounds: D3 }')).toThrow(/D3 wounds on a unit or a model/);
    expect(() => swap('{ strikes: model, hits: 2D6, S: 3, range: 18, power: 2 }')).toThrow(/no power on a spell written out/);
    expect(() => swap('{ strikes: model, hits: 2D8, S: 3, range: 18 }')).toThrow(/hits/);
    expect(() => swap('{ spell: death-frenzy }')).toThrow(/Death Frenzy on a Grey Seer, found boss, in an item \(Ring of Flame\)/);
    expect(() => swap('{ spell: waaagh }')).toThrow(/the Waaagh! on an Orc or Goblin shaman, found boss, in an item/);
    expect(() => swap('{ spell: celestial-bolt }')).toThrow(/the range of Celestial bolt/);
  });
});

describe('an item spell that strikes only the mounted, and keeps them from charging (AM p.18)', () => {
  // test/fixtures/wfb4/cavalry-spell.yaml: a Hero 10" from Orc foot and 16" from boar boyz who march on him.
  const CAVALRY = 'cavalry-spell.yaml';
  const text = readFileSync(`${FIXTURES}${CAVALRY}`, 'utf8');
  const USES = /^Hero uses Bane of Riders at (.+), with no power cards\.$/;
  const BARRED = 'Boar boyz may not charge in their next turn.';
  const turnsOf = (plan: Wfb4Plan, sim: number) => [...byTurn(trace(plan, 9810, sim).lines)];

  it('it is cast only at the boar boyz, never at the nearer foot; struck, they do not charge in their next turn', () => {
    const plan = compileFixture(CAVALRY);
    let barred = 0;
    for (let sim = 0; sim < 300; sim++) {
      const hint = replayHint(CAVALRY, 9810, sim);
      const turns = turnsOf(plan, sim);
      turns.forEach(([turn, lines], k) => {
        for (const line of lines) {
          const m = USES.exec(line);
          if (m) expect(m[1], hint).toBe('Boar boyz');
        }
        if (!lines.includes(BARRED)) return;
        barred++;
        // The Orcs' next turn: this one's when it was cast in theirs, else the next.
        const next = turn.endsWith('orcs') ? turns[k + 2] : turns[k + 1];
        if (next) expect(next[1].some((l) => l.startsWith('Boar boyz charge')), hint).toBe(false);
      });
    }
    expect(barred).toBeGreaterThan(200);
  });

  it('with one use, the bar lasts one turn of theirs: the boar boyz charge after it', () => {
    const once = compileText(text.replace('mounted: true, noCharge: true }', 'mounted: true, noCharge: true, uses: 1 }'));
    let charged = 0;
    for (let sim = 0; sim < 300; sim++) {
      const turns = turnsOf(once, sim);
      const first = turns.findIndex(([, lines]) => lines.includes(BARRED));
      // Cast in the first magic phase; with no bar said, its hits left no boar boy standing.
      if (first < 0) continue;
      expect(first, replayHint(CAVALRY, 9810, sim)).toBe(0);
      expect(turns[1][1].some((l) => l.startsWith('Boar boyz charge'))).toBe(false);
      if (turns.slice(2).some(([, lines]) => lines.some((l) => l.startsWith('Boar boyz charge')))) charged++;
    }
    expect(charged).toBeGreaterThan(100);
  });

  it('refuses mounted or noCharge beside a spell card', () => {
    expect(() => compileText(text.replace('{ strikes: unit, hits: D6, S: 4, range: 18, mounted: true, noCharge: true }', '{ spell: fire-ball, noCharge: true }'))).toThrow(/a spell card or a spell written out, not both/);
  });
});

describe('a bolt that goes on while it kills (AM p.18, as a bolt thrower\'s)', () => {
  const STAFF_SPELL = "effects: { spell: { strikes: model, hits: '3', S: 6, saves: false, straight: true, range: 24, exhaustedOn: 2, target: boyz } }";
  const BOLT_SPELL = "effects: { spell: { strikes: model, hits: '1', S: 6, wounds: D3, saves: false, straight: true, pierces: true, range: 18, target: boyz } }";
  const BOLT = /^Staff of Lightning: 1 hit on Orc boyz, [01] wounds?, [01] unsaved, ([01]) slain\.$/;

  it('strikes the first Orc and, while each dies (S6 against T4: 5 in 6), the one behind, through the four ranks (exact)', () => {
    expect(TEXT).toContain(STAFF_SPELL);
    const plan = compileText(TEXT.replace(STAFF_SPELL, BOLT_SPELL));
    const n = 3000;
    const slain = [0, 0, 0, 0, 0];
    let casts = 0;
    for (let sim = 0; sim < n; sim++) {
      const lines = trace(plan, SEED, sim).lines;
      // Its first cast that was not dispelled: the boyz whole, twenty in four ranks facing the Hero.
      const at = lines.indexOf(STAFF);
      if (at < 0) continue;
      let k = at + 1;
      while (k < lines.length && !BOLT.test(lines[k]) && !lines[k].startsWith('Staff of Lightning:') && !lines[k].startsWith('--')) k++;
      if (!BOLT.test(lines[k] ?? '')) continue;
      let fell = 0;
      for (; k < lines.length && BOLT.test(lines[k]); k++) {
        const m = BOLT.exec(lines[k])!;
        // A boy who lives stops it: no line after his.
        if (m[1] === '0') expect(BOLT.test(lines[k + 1] ?? ''), replayHint(FIXTURE, SEED, sim)).toBe(false);
        fell += Number(m[1]);
      }
      slain[fell]++;
      casts++;
    }
    expect(casts).toBeGreaterThan(2000);
    const q = 5 / 6;
    expect(binMisses(slain, [1 - q, q * (1 - q), q * q * (1 - q), q ** 3 * (1 - q), q ** 4], casts)).toEqual([]);
  });

  it('refuses pierces but on a straight bolt at one model', () => {
    expect(() => compileText(TEXT.replace(STAFF_SPELL, BOLT_SPELL.replace('straight: true, ', '')))).toThrow(/pierces on a bolt at one model that flies straight/);
    expect(() => compileText(TEXT.replace(STAFF_SPELL, BOLT_SPELL.replace('strikes: model', 'strikes: unit')))).toThrow(/pierces on a bolt at one model that flies straight/);
  });
});
