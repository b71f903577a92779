/**
 * Necromantic recasting (rules/wfb4.md §9.2; BM p.26, AM p.28), played through the turn on the
 * fixture test/fixtures/wfb4/necromancy.yaml: a Necromancer casts a Necromantic spell again in
 * the same phase when he keeps the card — a Lord always, a Necromancer on a D6 of 4+, rolled
 * after each cast, dispelled or not.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEVEL_HERO, LEVEL_LORD } from '../../../../src/systems/wfb4/plan.ts';
import { parseText } from '../../../helpers/load.ts';
import { compileFixture, compileRun, expectWithin, FIXTURES, replayHint, trace, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'necromancy.yaml';
const SEED = 9400;
const CAST = /^necromancer casts Bolts of Dark Magic at men with /;

/** Per magic phase of `run`: the Necromancer's casts, and what each keep line said. */
function phases(run: string, sims: number) {
  const plan = compileFixture(FIXTURE, run);
  const out: { hint: string; lines: string[] }[] = [];
  for (let sim = 0; sim < sims; sim++) {
    const hint = replayHint(FIXTURE, SEED, sim, run === 'base' ? undefined : run);
    let current: string[] | null = null;
    for (const line of trace(plan, SEED, sim).lines) {
      if (line.startsWith('Magic phase:')) {
        current = [];
        out.push({ hint, lines: current });
      } else if (line.startsWith('-- Turn') || line.startsWith('Result after')) current = null;
      else if (current !== null) current.push(line);
    }
  }
  return out;
}

describe('Necromantic recasting (BM p.26, AM p.28)', () => {
  it('a Necromancer Lord keeps the card after every cast, and casts it again while his power lasts', () => {
    let again = 0;
    let casts = 0;
    for (const { hint, lines } of phases('base', 300)) {
      let n = 0;
      lines.forEach((line, i) => {
        if (!CAST.test(line)) return;
        n++;
        const keep = lines.slice(i + 1).find((l) => l.startsWith('necromancer keeps') || l.startsWith('necromancer loses'));
        expect(keep, hint).toBe('necromancer keeps Bolts of Dark Magic and may cast it again.');
      });
      casts += n;
      if (n >= 2) again++;
    }
    expect(casts).toBeGreaterThan(300);
    expect(again).toBeGreaterThan(50);
  });

  it('a Necromancer keeps it on a D6 of 4+, dispelled or not, and casts it no more in the phase once lost', () => {
    let kept = 0;
    let rolled = 0;
    let again = 0;
    let afterDispel = 0;
    for (const { hint, lines } of phases('necromancer', 600)) {
      let lost = false;
      let n = 0;
      let dispelled = false;
      for (const line of lines) {
        if (/Bolts of Dark Magic: needs \d, rolls \d: dispelled\.$/.test(line)) dispelled = true;
        if (CAST.test(line)) {
          expect(lost, `${line} after the card was lost: ${hint}`).toBe(false);
          n++;
        }
        const m = /^necromancer (keeps|loses) Bolts of Dark Magic.* \((\d) of 4\+\)/.exec(line);
        if (!m) continue;
        rolled++;
        if (dispelled) afterDispel++;
        dispelled = false;
        expect(m[1] === 'keeps', hint).toBe(Number(m[2]) >= 4);
        if (m[1] === 'keeps') kept++;
        else lost = true;
      }
      if (n >= 2) again++;
    }
    expect(rolled).toBeGreaterThan(300);
    expectWithin(kept, rolled, 1 / 2, 'cards kept');
    expect(again).toBeGreaterThan(20);
    expect(afterDispel).toBeGreaterThan(20);
  });

  it('a Necromancer is costed from the Necromancer row (RB p.95), and is a wizard', () => {
    const plan = compileFixture(FIXTURE);
    const u = unitIndex(plan, 'necromancer');
    expect(plan.costs[u].points).toBe(410);
    expect(plan.magic.recast[u]).toBe(1);
    expect(compileFixture(FIXTURE, 'necromancer').magic.recast[u]).toBe(4);
    const text = readFileSync(FIXTURES + FIXTURE, 'utf8').split('variants:')[0];
    const hero = text.replace('character: wizard-lord', 'character: lord').replace('        spells: [{ spell: dark-bolts, power: 1, range: 24 }]\n', '');
    expect(() => compileRun(parseText(hero, FIXTURE))).toThrow(/a wizard for `necromancer`/);
  });
});

describe('Liches and Vampires (BM p.21, p.26, p.38; AM p.28; flag undeadWizards)', () => {
  it('a Liche keeps the card after every cast; a Vampire Lord on a D6 of 5+, a Vampire Count on 6+', () => {
    for (const { hint, lines } of phases('liche', 100)) {
      for (const line of lines) if (/^necromancer (keeps|loses) /.test(line)) expect(line, hint).toBe('necromancer keeps Bolts of Dark Magic and may cast it again.');
    }
    for (const [run, need] of [['vampire lord', 5], ['vampire count', 6]] as const) {
      let kept = 0;
      let rolled = 0;
      for (const { hint, lines } of phases(run, 600)) {
        for (const line of lines) {
          const m = new RegExp(`^necromancer (keeps|loses) Bolts of Dark Magic.* \\((\\d) of ${need}\\+\\)`).exec(line);
          if (!m) continue;
          rolled++;
          expect(m[1] === 'keeps', hint).toBe(Number(m[2]) >= need);
          if (m[1] === 'keeps') kept++;
        }
      }
      expect(rolled).toBeGreaterThan(300);
      expectWithin(kept, rolled, (7 - need) / 6, `${run}: cards kept`);
    }
  });

  it('their magic level, spell cards, magic items and points, by the Arcane Magic table or Battle Magic', () => {
    const liche = compileFixture(FIXTURE, 'liche');
    const u = unitIndex(liche, 'necromancer');
    expect([liche.magic.level[u], liche.magic.recast[u], liche.costs[u].points]).toEqual([4, 1, 350]);
    expect(liche.costs[u].breakdown).toMatch(/^Liche 350/);
    const lord = compileFixture(FIXTURE, 'vampire lord');
    const count = compileFixture(FIXTURE, 'vampire count');
    expect([lord.magic.level[u], lord.magic.recast[u], lord.costs[u].points, count.magic.level[u], count.magic.recast[u]]).toEqual([3, 5, 250, 2, 6]);
    // The challenges' ranks: a Liche and a Vampire Lord lords, a Vampire Count a hero.
    expect([liche.level[u], lord.level[u], count.level[u]]).toEqual([LEVEL_LORD, LEVEL_LORD, LEVEL_HERO]);
    const text = readFileSync(FIXTURES + FIXTURE, 'utf8').split('variants:')[0];
    const as = (rank: string, extra = '') => text.replace('character: wizard-lord\n        necromancer: true', `character: ${rank}`).replace('spells: [{ spell: dark-bolts, power: 1, range: 24 }]', `spells: [{ spell: dark-bolts, power: 1, range: 24 }${extra}]`);
    // Cards: a Vampire Count one (AM), two by Battle Magic; a Liche three of his level 4.
    const two = ', { spell: fire-ball, power: 1 }';
    expect(() => compileRun(parseText(as('vampire-count', two), FIXTURE))).toThrow(/at most 1 spell for a vampire count \(level 2, flag undeadWizards: am\)/);
    const bm = (t: string) => t.replace('first: undead', 'first: undead\nrules: { undeadWizards: bm }');
    const countBm = compileRun(parseText(bm(as('vampire-count', two)), FIXTURE));
    expect([countBm.magic.level[u], countBm.magic.spellCount[u]]).toEqual([2, 2]);
    expect(compileRun(parseText(bm(as('liche')), FIXTURE)).magic.level[u]).toBe(3);
    expect(() => compileRun(parseText(as('liche', `${two}, { spell: blast, power: 1 }, { spell: burning-head, power: 1 }`), FIXTURE))).toThrow(/at most 3 spells for a liche/);
    // Items: a Vampire Count two.
    const items = (rank: string) => as(rank).replace('        models: 1\n        spells:', "        models: 1\n        items: [{ item: dispel-scroll, points: 25 }, { item: dispel-scroll, points: 25 }, { item: dispel-scroll, points: 25 }]\n        spells:");
    expect(() => compileRun(parseText(items('vampire-count'), FIXTURE))).toThrow(/at most 2 magic items for a vampire-count/);
    expect(() => compileRun(parseText(items('vampire-lord'), FIXTURE))).not.toThrow();
    expect(() => compileRun(parseText(as('liche').replace('character: liche', 'character: liche\n        necromancer: true'), FIXTURE))).toThrow(/no `necromancer` on a Liche or Vampire/);
  });
});

describe('wards against spells (AM p.9-10, p.19)', () => {
  for (const run of ['spell ward', 'warding talisman']) {
    it(`${run}: each spell cast at the Men is dispelled on a D6 of 4+, before any card, and does nothing`, () => {
      let rolled = 0;
      let dispelled = 0;
      for (const { hint, lines } of phases(run, 200)) {
        lines.forEach((line, i) => {
          const m = /^men's ward against Bolts of Dark Magic: needs 4, rolls (\d)(: dispelled)?\.$/.exec(line);
          if (!m) return;
          rolled++;
          expect(m[2] !== undefined, hint).toBe(Number(m[1]) >= 4);
          expect(lines[i - 1], hint).toMatch(CAST);
          if (m[2] === undefined) return;
          dispelled++;
          // Dispelled: no card is played against it, and it strikes no one.
          expect(lines[i + 1], hint).not.toMatch(/tries to dispel|Bolts of Dark Magic \(2D6/);
        });
      }
      expect(rolled).toBeGreaterThan(300);
      expectWithin(dispelled, rolled, 1 / 2, 'spells warded off');
    });
  }
});

describe('wards that work once a phase, or take the spell (AM p.8, p.12)', () => {
  const WARD = /^men's ward against Bolts of Dark Magic: needs 4, rolls (\d)(: dispelled)?\.$/;
  it('a ward once a magic phase: the first Bolts at the Men rolls it, the others do not', () => {
    let warded = 0;
    let unwarded = 0;
    for (const { hint, lines } of phases('ward once a phase', 200)) {
      const casts = lines.filter((l) => CAST.test(l)).length;
      const wards = lines.filter((l) => WARD.test(l)).length;
      // Once a phase at most (none while the Hero is away from the Men), each after a cast.
      expect(wards, hint).toBeLessThanOrEqual(1);
      if (wards === 1) expect(lines[lines.findIndex((l) => WARD.test(l)) - 1], hint).toMatch(CAST);
      warded += wards;
      if (wards === 1) unwarded += casts - 1;
    }
    expect(warded).toBeGreaterThan(100);
    expect(unwarded).toBeGreaterThan(100);
  });

  it('a ward that takes the spell: after each dispel a roll-off, and the Necromancer who loses it casts it no more', () => {
    let rolloffs = 0;
    let taken = 0;
    const battles = new Map<string, string[]>();
    for (const { hint, lines } of phases('ward that takes the spell', 300)) battles.set(hint, [...(battles.get(hint) ?? []), ...lines]);
    for (const [hint, lines] of battles) {
      lines.forEach((line, i) => {
        const m = WARD.exec(line);
        if (!m || m[2] === undefined) return;
        const r = /^The ward rolls off for Bolts of Dark Magic: (\d) against (\d)(: necromancer loses the spell for the battle)?\.$/.exec(lines[i + 1]);
        expect(r, hint).not.toBeNull();
        rolloffs++;
        expect(r![3] !== undefined, hint).toBe(+r![1] > +r![2]);
        if (r![3] === undefined) return;
        taken++;
        expect(lines.slice(i + 2).some((l) => CAST.test(l)), hint).toBe(false);
      });
    }
    expect(rolloffs).toBeGreaterThan(100);
    expectWithin(taken, rolloffs, 15 / 36, 'roll-offs won by the ward');
  });
});

describe('magic armour against spells (AM p.8)', () => {
  it('Blasts at S5 on a Hero whose 4+ is unmodified and re-rolled on 4+: one wound in four goes through', () => {
    let wounds = 0;
    let unsaved = 0;
    let rerolls = 0;
    for (const { lines } of phases('blast at the hero', 300)) {
      for (const line of lines) {
        if (/^hero re-rolls \d+ failed saves? on 4\+ \(magic armour\)/.test(line)) rerolls++;
        const m = /^Blast \(1D6 = \d\): \d+ hits? on hero, (\d+) wounds?, (\d+) unsaved/.exec(line);
        if (!m) continue;
        wounds += Number(m[1]);
        unsaved += Number(m[2]);
      }
    }
    expect(wounds).toBeGreaterThan(300);
    expect(rerolls).toBeGreaterThan(50);
    // Modified by S5 his save would be 6+, and the re-roll 4+: 5/6 · 1/2 = 5/12 through.
    expectWithin(unsaved, wounds, 1 / 4, 'unsaved of wounds');
  });

  it('a talisman\'s save against magic: half the Blast\'s wounds on the Hero, who wears no armour, are saved on 4+', () => {
    let wounds = 0;
    let unsaved = 0;
    for (const { lines } of phases('save against magic', 300)) {
      for (const line of lines) {
        const m = /^Blast \(1D6 = \d\): \d+ hits? on hero, (\d+) wounds?, (\d+) unsaved/.exec(line);
        if (!m) continue;
        wounds += Number(m[1]);
        unsaved += Number(m[2]);
      }
    }
    expect(wounds).toBeGreaterThan(300);
    expectWithin(unsaved, wounds, 1 / 2, 'unsaved of wounds');
  });
});
