/**
 * The magic phase (rules/wfb4.md §9.2, BM p.24-27), played through whole turns of the kernel's
 * normal sequence (test/fixtures/wfb4/magic.yaml): the Winds of Magic and the deal, casting in
 * turn, the Dispel rolls by level (worked example 35), Total Power, Drain Magic; and the deck's
 * deal against its exact probabilities.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { dispelNeeds, unledDispelNeeds } from '../../../../src/systems/wfb4/kernel/dispel.ts';
import { CARD_DESTROY, CARD_DISPEL, CARD_ESCAPE, CARD_KINDS, CARD_NAMES, DECK, MagicState } from '../../../../src/systems/wfb4/magic-state.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { emptyMagic } from '../../../../src/systems/wfb4/compile-magic.ts';
import { chiSquare, chiSquareLimit, compileFile, compileFixture, compileText, expectWithin, outLength, replayHint, trace, unitIndex } from './kernel-harness.ts';
import { compileRun } from './kernel-harness.ts';
import { parseText } from '../../../helpers/load.ts';
import { readFileSync } from 'node:fs';
import { FIXTURES } from './kernel-harness.ts';

const FIXTURE = 'magic.yaml';
const SEED = 9100;
const SIMS = 250;

const TWO_D6 = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map((k) => k / 36);

interface Phase {
  sim: number;
  winds: number;
  dice: number;
  /** Cards in each hand as the trace lists them, by side id. */
  hands: Map<string, number[]>;
  phasing: string;
  lines: string[];
}

/** Each magic phase of a trace: its opening line parsed, and the lines of the phase. */
function phases(lines: string[], sim: number): Phase[] {
  const out: Phase[] = [];
  let current: Phase | null = null;
  for (const line of lines) {
    const m = /^Magic phase: the Winds of Magic blow (\d+) \((\d)D6\)\. (\S+) holds (.*); (\S+) (.*)\.$/.exec(line);
    if (m) {
      current = { sim, winds: Number(m[1]), dice: Number(m[2]), hands: new Map([[m[3], cards(m[4])], [m[5], cards(m[6])]]), phasing: m[3], lines: [] };
      out.push(current);
      continue;
    }
    if (line.startsWith('-- Turn') || line.startsWith('Result after')) current = null;
    else if (current !== null) current.lines.push(line);
  }
  return out;
}

/** "3 Power, 1 Dispel" → counts by card kind. */
function cards(text: string): number[] {
  const counts = new Array<number>(CARD_KINDS).fill(0);
  if (text === 'no cards') return counts;
  for (const part of text.split(', ')) {
    const m = /^(\d+) (.+)$/.exec(part)!;
    counts[CARD_NAMES.indexOf(m[2] as (typeof CARD_NAMES)[number])] += Number(m[1]);
  }
  return counts;
}

function allPhases(run: string, sims = SIMS, fixture = FIXTURE): Phase[] {
  const plan = compileFixture(fixture, run);
  const out: Phase[] = [];
  for (let sim = 0; sim < sims; sim++) out.push(...phases(trace(plan, SEED, sim).lines, sim));
  return out;
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe('the Winds of Magic and the deal (§9.2, BM p.24)', () => {
  const base = allPhases('base');

  it('blow 2D6 with two wizards or more on the table', () => {
    const counts = new Array<number>(13).fill(0);
    for (const ph of base) {
      expect(ph.dice, replayHint(FIXTURE, SEED, ph.sim)).toBe(2);
      counts[ph.winds]++;
    }
    const [stat, df] = chiSquare(counts, TWO_D6, base.length);
    expect(stat, `winds ${counts.join(' ')} over ${base.length} phases`).toBeLessThan(chiSquareLimit(df));
  });

  it('deal that many cards alternately, the phasing side first; a Destroy Spell or an Escape kept in hand is not dealt again', () => {
    let kept = 0;
    for (const ph of base) {
      const other = [...ph.hands.keys()].find((id) => id !== ph.phasing)!;
      for (const [id, share] of [[ph.phasing, Math.ceil(ph.winds / 2)], [other, Math.floor(ph.winds / 2)]] as [string, number][]) {
        const hand = ph.hands.get(id)!;
        // Beyond its share of the deal, a hand holds only cards kept from earlier phases.
        const surplus = sum(hand) - share;
        expect(surplus, `${id}: ${replayHint(FIXTURE, SEED, ph.sim)}`).toBeGreaterThanOrEqual(0);
        expect(surplus, `${id}: ${replayHint(FIXTURE, SEED, ph.sim)}`).toBeLessThanOrEqual(hand[CARD_DESTROY] + hand[CARD_ESCAPE]);
        if (surplus > 0) kept++;
      }
      // One Destroy Spell and one Escape in the deck: never in both hands.
      expect(ph.hands.get(ph.phasing)![CARD_DESTROY] + ph.hands.get(other)![CARD_DESTROY]).toBeLessThanOrEqual(1);
      expect(ph.hands.get(ph.phasing)![CARD_ESCAPE] + ph.hands.get(other)![CARD_ESCAPE]).toBeLessThanOrEqual(1);
    }
    expect(kept).toBeGreaterThan(20);
  });

  it('blow 1D6 with one wizard on the table', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8').replace(/      - id: bright[\s\S]*?tactics: \{ rank: rear \}\n      - id: grey[\s\S]*?tactics: \{ rank: rear \}\n/, '').replace(/\nvariants:[\s\S]*$/, '\n');
    const plan = compileText(text);
    expect(plan.magic.wizards.length).toBe(1);
    const counts = new Array<number>(7).fill(0);
    let n = 0;
    for (let sim = 0; sim < 150; sim++) {
      for (const ph of phases(trace(plan, SEED, sim).lines, sim)) {
        expect(ph.dice).toBe(1);
        counts[ph.winds]++;
        n++;
      }
    }
    const [stat, df] = chiSquare(counts, [0, 1, 1, 1, 1, 1, 1].map((k) => k / 6), n);
    expect(stat, `winds ${counts.join(' ')} over ${n} phases`).toBeLessThan(chiSquareLimit(df));
  });

  it('gives the phasing side a Dispel with the exact hypergeometric probability', () => {
    // 7 cards from 36: the phasing side holds 4; P(no Dispel among them) = C(28,4)/C(36,4).
    const g = new MagicState(2, 0);
    const rng = new Rng(SEED, 0);
    const deals = 20_000;
    let withDispel = 0;
    let kinds = new Array<number>(CARD_KINDS).fill(0);
    for (let k = 0; k < deals; k++) {
      g.reset(emptyMagic(2));
      g.deal(rng, 0, 7);
      if (g.held(0, CARD_DISPEL) > 0) withDispel++;
      for (let c = 0; c < CARD_KINDS; c++) kinds[c] += g.held(0, c) + g.held(1, c);
    }
    const none = (28 * 27 * 26 * 25) / (36 * 35 * 34 * 33);
    expectWithin(withDispel, deals, 1 - none, 'deals with a Dispel for the phasing side');
    kinds.forEach((count, c) => expectWithin(count, deals * 7, DECK[c] / 36, `${CARD_NAMES[c]} cards dealt`));
    // A Destroy Spell kept in hand is not in the deck: never dealt again.
    kinds = new Array<number>(CARD_KINDS).fill(0);
    for (let k = 0; k < 2_000; k++) {
      g.reset(emptyMagic(2));
      g.hand[CARD_DESTROY] = 1;
      g.deal(rng, 1, 12);
      expect(g.held(0, CARD_DESTROY) + g.held(1, CARD_DESTROY)).toBe(1);
    }
  });
});

interface Cast {
  sim: number;
  caster: string;
  spell: string;
  total: boolean;
  dispels: { by: string; need: number; roll: number }[];
  next: string | undefined;
}

/** Each spell cast in a phase, with the Dispel tries that followed it. */
function casts(ph: Phase): Cast[] {
  const out: Cast[] = [];
  for (let i = 0; i < ph.lines.length; i++) {
    const m = /^(.+) casts (.+) at .+ with (Total Power|\d+ power cards?)/.exec(ph.lines[i]);
    if (!m) continue;
    const c: Cast = { sim: ph.sim, caster: m[1], spell: m[2], total: m[3] === 'Total Power', dispels: [], next: undefined };
    let j = i + 1;
    for (; j < ph.lines.length; j++) {
      const d = /^(.+) tries to dispel (.+): needs (\d), rolls (\d)/.exec(ph.lines[j]);
      if (!d || d[2].endsWith(', in play')) break;
      c.dispels.push({ by: d[1], need: Number(d[3]), roll: Number(d[4]) });
    }
    c.next = ph.lines[j];
    out.push(c);
  }
  return out;
}

const NO_WIZARD = 'a Dispel with no wizard to direct it';

describe('casting and dispelling (§9.2, BM p.25-27; worked example 35)', () => {
  it('needs 4+ by level, +1 against a lower level and −1 against a higher, 5+ with no wizard: worked example 35', () => {
    const plan = compileFixture(FIXTURE);
    const k = new Wfb4Kernel(plan);
    const damsel = unitIndex(plan, 'damsel');
    const bright = unitIndex(plan, 'bright');
    const grey = unitIndex(plan, 'grey');
    // The Bright Champion against a caster of his own level needs 4; the Grey Wizard, a level
    // below, 5 (his 5 − 1 = 4 dispels); a Dispel no wizard directs, 5; a higher level, 3.
    expect(dispelNeeds(k, bright, damsel)).toBe(4);
    expect(dispelNeeds(k, grey, damsel)).toBe(5);
    expect(unledDispelNeeds(k, 1)).toBe(5);
    expect(dispelNeeds(k, damsel, grey)).toBe(3);
    const master = new Wfb4Kernel(compileFixture(FIXTURE, 'a Master Wizard'));
    expect(dispelNeeds(master, bright, damsel)).toBe(5);
    expect(dispelNeeds(master, damsel, bright)).toBe(3);
  });

  for (const run of ['base', 'a Master Wizard']) {
    it(`tries the highest level first, each wizard once, then Dispels at 5+, until one works (${run})`, () => {
      const master = run !== 'base';
      const byEmpire = master ? [['Bright Champion', 5], ['Grey Wizard', 5]] : [['Bright Champion', 4], ['Grey Wizard', 5]];
      const byBretonnia = [['Damsel', master ? 3 : 4]];
      let seen = 0;
      for (const ph of allPhases(run, 120)) {
        for (const c of casts(ph)) {
          const where = `${c.caster} casting ${c.spell}: ${replayHint(FIXTURE, SEED, c.sim, run)}`;
          if (c.total) {
            expect(c.dispels, where).toEqual([]);
            continue;
          }
          const order = c.caster === 'Damsel' ? byEmpire : byBretonnia;
          c.dispels.forEach((d, i) => {
            const [by, need] = i < order.length ? order[i] : [NO_WIZARD, 5];
            expect([d.by, d.need], where).toEqual([by, need]);
            expect(d.roll >= d.need, where).toBe(i === c.dispels.length - 1 && d.roll >= d.need);
          });
          seen += c.dispels.length;
        }
      }
      expect(seen).toBeGreaterThan(200);
    });
  }

  it('succeed with the exact probability of the score they need', () => {
    const tries = new Map<number, [number, number]>();
    for (const run of ['base', 'a Master Wizard']) {
      for (const ph of allPhases(run, 200)) {
        for (const c of casts(ph)) {
          for (const d of c.dispels) {
            const [n, ok] = tries.get(d.need) ?? [0, 0];
            tries.set(d.need, [n + 1, ok + (d.roll >= d.need ? 1 : 0)]);
          }
        }
      }
    }
    expect([...tries.keys()].sort()).toEqual([3, 4, 5]);
    for (const [need, [n, ok]] of tries) expectWithin(ok, n, (7 - need) / 6, `Dispels needing ${need}`);
  });

  it('cast in turn, the phasing side first, each spell at most once a phase; Total Power is never stopped', () => {
    let totals = 0;
    let sim = -1;
    const lost = new Set<string>();
    for (const ph of base()) {
      if (ph.sim !== sim) lost.clear();
      sim = ph.sim;
      const cs = casts(ph);
      if (cs.length > 0) {
        const first = cs[0].caster === 'Damsel' ? 'bretonnia' : 'empire';
        // The phasing side casts first unless it had nothing to cast or chose a Dispel or Drain.
        if (!ph.lines[0].includes('tries to dispel') && !ph.lines[0].includes('Drain Magic') && !ph.lines[0].startsWith('Mental Duel')) {
          expect(first === ph.phasing || !canCastFirst(ph, lost), replayHint(FIXTURE, SEED, ph.sim)).toBe(true);
        }
      }
      for (const line of ph.lines) {
        const m = /: ([^:]+) forgets (.+)\.$/.exec(line) ?? /^A Destroy Spell stops (.+); the bids are \d against \d: (.+) loses the spell/.exec(line);
        if (m) lost.add(line.startsWith('A Destroy') ? `${m[2]}/${m[1]}` : `${m[1]}/${m[2]}`);
      }
      const once = new Set<string>();
      for (const c of cs) {
        const key = `${c.caster}/${c.spell}`;
        expect(once.has(key), `${key} twice: ${replayHint(FIXTURE, SEED, ph.sim)}`).toBe(false);
        once.add(key);
        if (c.total) totals++;
      }
    }
    expect(totals).toBeGreaterThan(10);
  });

  it('end at Drain Magic, with every spell in play', () => {
    let drains = 0;
    for (const ph of base()) {
      const at = ph.lines.findIndex((l) => l.includes('plays Drain Magic'));
      if (at < 0) continue;
      drains++;
      expect(ph.lines.slice(at + 1).filter((l) => / casts | tries to dispel /.test(l)), replayHint(FIXTURE, SEED, ph.sim)).toEqual([]);
    }
    expect(drains).toBeGreaterThan(10);
  });

  it('never cast a spell again once a Mental Duel or a Destroy Spell has taken it', () => {
    const plan = compileFixture(FIXTURE);
    let lostSeen = 0;
    for (let sim = 0; sim < 200; sim++) {
      const lines = trace(plan, SEED, sim).lines;
      const lost = new Set<string>();
      for (const line of lines) {
        const duel = /: ([^:]+) forgets (.+)\.$/.exec(line);
        const destroyed = /^A Destroy Spell stops (.+); the bids are \d against \d: (.+) loses the spell/.exec(line);
        const cast = /^(.+) casts (.+) at /.exec(line);
        if (cast) expect(lost.has(`${cast[1]}/${cast[2]}`), `${line}: ${replayHint(FIXTURE, SEED, sim)}`).toBe(false);
        if (duel) lost.add(`${duel[1]}/${duel[2]}`);
        if (destroyed) lost.add(`${destroyed[2]}/${destroyed[1]}`);
      }
      lostSeen += lost.size;
    }
    expect(lostSeen).toBeGreaterThan(5);
  });
});

let cachedBase: Phase[] | null = null;
function base(): Phase[] {
  cachedBase ??= allPhases('base');
  return cachedBase;
}

/** The fixture's spells and their power: the Damsel's Blast and Fire Ball, 1 each; the Bright Champion's Fire Ball, 2. */
const SPELLS_OF: Record<string, [string, number][]> = {
  bretonnia: [['Damsel/Blast', 1], ['Damsel/Fire Ball', 1]],
  empire: [['Bright Champion/Fire Ball', 2]],
};

/** Whether the phasing side of `ph` held the power for a spell it still knows (Total Power counts 3). */
function canCastFirst(ph: Phase, lost: Set<string>): boolean {
  const hand = ph.hands.get(ph.phasing)!;
  return SPELLS_OF[ph.phasing].some(([spell, power]) => !lost.has(spell) && hand[0] + 3 * hand[6] >= power);
}

describe('what a wizard\'s entry may say (§9.1)', () => {
  const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
  const refused = (from: string, to: string, why: RegExp) => {
    expect(text).toContain(from);
    expect(() => compileRun(parseText(text.replace(from, to), FIXTURE))).toThrow(why);
  };
  const DAMSEL = `        profile: wizard-champion-man
        models: 1
        joins: men-at-arms`;

  it('refuses what the book does not allow, or warsim does not play yet, each with its reason', () => {
    refused('          - { spell: fire-ball, power: 1 }\n', '          - { spell: fire-ball, power: 1 }\n          - { spell: green-eye, power: 1 }\n', /at most 2 spells for a level-2 wizard/);
    refused('          - { spell: fire-ball, power: 1 }\n', '          - { spell: blast, power: 1 }\n', /each spell card once/);
    refused('          - { spell: fire-ball, power: 1 }\n', '          - { spell: purple-sun-of-xereus, power: 1 }\n', /The Purple Sun of Xereus .* is not played yet/);
    refused('          - { spell: fire-ball, power: 1 }\n', '          - { spell: waaagh, power: 1 }\n', /the Waaagh! on an Orc or Goblin shaman/);
    refused(DAMSEL, `${DAMSEL}\n        armour: [light-armour]`, /armour and shields stop a wizard casting/);
    refused('          - { spell: blast, power: 1 }\n', '          - { spell: burning-head, power: 1, target: grey }\n', /The Burning Head works on a unit, not on a model picked out of one/);
  });

  it('costs a wizard from the wizard table by race and level (§10, RB p.95)', () => {
    const plan = compileFixture(FIXTURE);
    const cost = (id: string) => plan.costs.find((c) => c.unit === id)!.points;
    expect([cost('damsel'), cost('bright'), cost('grey')]).toEqual([118, 118, 56]);
    expect(compileFixture(FIXTURE, 'a Master Wizard').costs.find((c) => c.unit === 'damsel')!.points).toBe(190);
    expect([...plan.magic.level].filter((l) => l > 0)).toEqual([2, 2, 1]);
  });
});

describe('scrolls (RB p.89, BM p.39, AM p.17)', () => {
  const RUN = 'scrolls';
  const plan = compileFixture(FIXTURE, RUN);
  const SIDE: Record<string, string> = { Damsel: 'bretonnia', 'Bright Champion': 'empire', 'Grey Wizard': 'empire' };
  const CARRIED: Record<string, number> = { 'Damsel/Dispel': 1, 'Damsel/Power': 1, 'Bright Champion/Dispel': 1, 'Bright Champion/Destroy': 1, 'Grey Wizard/Dispel': 1 };

  it('are read once each, when the cards have not stopped a spell, and stop it; a Destroy scroll only for its wizard or his unit', () => {
    const read = new Map<string, number>();
    for (let sim = 0; sim < 300; sim++) {
      const used = new Map<string, number>();
      for (const ph of phases(trace(plan, SEED, sim).lines, sim)) {
        // Dispel cards left in each hand, as the phase goes on.
        const dispels = new Map([...ph.hands].map(([id, hand]) => [id, hand[CARD_DISPEL]]));
        let target = '';
        let defender = '';
        for (let i = 0; i < ph.lines.length; i++) {
          const line = ph.lines[i];
          const where = `${line} ${replayHint(FIXTURE, SEED, sim, RUN)}`;
          const cast = /^(.+?) (?:casts|reads a Power scroll and casts) .+ at (.+) with /.exec(line);
          if (cast) {
            target = cast[2];
            defender = SIDE[cast[1]] === 'bretonnia' ? 'empire' : 'bretonnia';
          }
          // Each Dispel tried spends a card of the side answering the last spell cast (no
          // spell of this fixture stays in play).
          if (/ tries to dispel /.test(line)) {
            expect(line, where).not.toMatch(/, in play:/);
            dispels.set(defender, dispels.get(defender)! - 1);
          }
          const scroll = /^(.+) reads an? (Dispel|Destroy|Power) scroll/.exec(line);
          if (!scroll) continue;
          const key = `${scroll[1]}/${scroll[2]}`;
          used.set(key, (used.get(key) ?? 0) + 1);
          read.set(scroll[2], (read.get(scroll[2]) ?? 0) + 1);
          expect(used.get(key)!, where).toBeLessThanOrEqual(CARRIED[key] ?? 0);
          if (scroll[2] === 'Power') continue;
          // Read once the side's Dispel cards are all spent, and the spell does nothing.
          expect(dispels.get(SIDE[scroll[1]]), where).toBe(0);
          expect(/: \d+ hits? on /.test(ph.lines[i + 1] ?? ''), where).toBe(false);
          if (scroll[2] === 'Destroy') expect(['Spearmen', 'Bright Champion'], where).toContain(target);
        }
      }
    }
    expect([...read.keys()].sort()).toEqual(['Destroy', 'Dispel', 'Power']);
    for (const [kind, n] of read) expect(n, kind).toBeGreaterThan(20);
  });

  it('cost their card value, and only a wizard may carry one, within his allowance', () => {
    const cost = (id: string) => plan.costs.find((c) => c.unit === id)!.points;
    expect([cost('damsel'), cost('bright'), cost('grey')]).toEqual([118 + 50, 118 + 50, 56 + 25]);
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
    const refused = (to: string, why: RegExp) => expect(() => compileRun(parseText(text.replace('        joins: spearmen\n        tactics: { rank: rear }', `        joins: spearmen\n${to}        tactics: { rank: rear }`), FIXTURE))).toThrow(why);
    refused('        items: [{ item: dispel-scroll, points: 25 }, { item: dispel-scroll, points: 25 }]\n', /at most 1 magic item for a wizard/);
    expect(() => compileRun(parseText(text.replace('        profile: wizard-man\n', '        profile: hero-man\n        items: [{ item: dispel-scroll, points: 25 }]\n'), FIXTURE))).toThrow(/only a wizard may read a scroll/);
    expect(() => compileRun(parseText(text.replace('        special: [immune-to-panic]\n        position: { x: 36, y: 20', '        special: [immune-to-panic]\n        items: [{ item: dispel-scroll, points: 25 }]\n        position: { x: 36, y: 20'), FIXTURE))).toThrow(/magic items on a character/);
  });
});

describe('High and Dark Magic (BM p.25)', () => {
  const RUN = 'High and Dark Magic';
  const plan = compileFixture(FIXTURE, RUN);
  const COST: Record<string, [string, number][]> = { bretonnia: [['Damsel/Blast', 1], ['Damsel/Hand of Glory', 1]], empire: [['Bright Champion/Fire Ball', 2], ['Bright Champion/Blade Wind', 2]] };

  it('change cards after the deal: the power the spells cannot use (High), Rebound (Dark)', () => {
    const seen = { High: 0, Dark: 0 };
    for (let sim = 0; sim < 300; sim++) {
      const lost = new Set<string>();
      for (const ph of phases(trace(plan, SEED, sim).lines, sim)) {
        for (const line of ph.lines) {
          const m = /^(\S+) uses (High|Dark) Magic: (\d+) (?:Power|Rebound) cards? discarded, (\d+) drawn: now holds (.*)\.$/.exec(line);
          if (m) {
            const where = `${line} ${replayHint(FIXTURE, SEED, sim, RUN)}`;
            const before = ph.hands.get(m[1])!;
            const after = cards(m[5]);
            const out = Number(m[3]);
            expect(m[2], where).toBe(m[1] === 'bretonnia' ? 'High' : 'Dark');
            if (m[2] === 'High') {
              const need = COST[m[1]].filter(([spell]) => !lost.has(spell)).reduce((a, [, p]) => a + p, 0);
              expect(out, where).toBe(before[0] - need);
            } else {
              expect(out, where).toBe(before[4]);
              expect(after[4], where).toBeLessThanOrEqual(out);
            }
            expect(sum(after), where).toBe(sum(before) - out + Number(m[4]));
            expect(Number(m[4]), where).toBe(out);
            seen[m[2] as 'High' | 'Dark']++;
          }
          const duel = /: ([^:]+) forgets (.+)\.$/.exec(line) ?? /^A Destroy Spell stops (.+); the bids are \d against \d: (.+) loses the spell/.exec(line);
          if (duel) lost.add(line.startsWith('A Destroy') ? `${duel[2]}/${duel[1]}` : `${duel[1]}/${duel[2]}`);
        }
      }
    }
    expect(seen.High).toBeGreaterThan(50);
    expect(seen.Dark).toBeGreaterThan(50);
  });
});

describe('the Escape card (BM p.27)', () => {
  const FILE = 'scenarios/wfb4/wizards-duel.yaml';
  const plan = compileFile(FILE);
  const WIZARDS: Record<string, string> = { 'Bright Master Wizard': 'empire', 'High Elf Mage': 'elves' };

  it('saves a wizard about to be slain, who comes back on a 5 or 6 as a later magic phase starts', () => {
    let escaped = 0;
    let back = 0;
    for (let sim = 0; sim < 400; sim++) {
      const away = new Set<string>();
      const problems: string[] = [];
      trace(plan, 20261130, sim, (line, k) => {
        const e = /^(\S+) plays Escape: (.+), about to be slain, vanishes into the Realm of Chaos\.$/.exec(line);
        if (e) {
          escaped++;
          const c = unitIndex(plan, e[2] === 'Bright Master Wizard' ? 'master' : 'mage');
          if (WIZARDS[e[2]] !== e[1] || k.status[c] !== 6 /* OFF_TABLE */ || k.models[c] !== 1) problems.push(line);
          away.add(e[2]);
          return;
        }
        const r = /^(.+) tries to come back from the Realm of Chaos: (\d)(, and joins (.+)|, but no unit of his stands to take him)?\.$/.exec(line);
        if (r) {
          const c = unitIndex(plan, r[1] === 'Bright Master Wizard' ? 'master' : 'mage');
          if (!away.has(r[1]) || (Number(r[2]) >= 5) !== (r[3] !== undefined)) problems.push(line);
          if (r[4] !== undefined) {
            back++;
            away.delete(r[1]);
            if (k.status[c] !== 5 /* JOINED */ || plan.unitNames[k.host[c]] !== r[4]) problems.push(line);
          }
          return;
        }
        // Away, he does nothing.
        for (const who of away) if (line.startsWith(`${who}: `) || line.startsWith(`${who} casts`) || line.startsWith(`${who} tries to dispel`)) problems.push(line);
      });
      expect(problems, `npx warsim replay ${FILE} --sim ${sim}`).toEqual([]);
    }
    expect(escaped).toBeGreaterThan(20);
    expect(back).toBeGreaterThan(5);
  });
});

describe('deck variants (AM p.5): rule flags', () => {
  it('one use and a bar: no unique special before the third phase, none again once played', () => {
    const RUN = 'a one-use deck, barred for two phases';
    const plan = compileFixture(FIXTURE, RUN);
    let played = 0;
    for (let sim = 0; sim < 200; sim++) {
      const gone = new Set<number>();
      const list = phases(trace(plan, SEED, sim).lines, sim);
      list.forEach((ph, i) => {
        const where = replayHint(FIXTURE, SEED, sim, RUN);
        for (const hand of ph.hands.values()) {
          for (let card = 2; card < CARD_KINDS; card++) {
            if (i < 2) expect(hand[card], `phase ${i + 1}: ${CARD_NAMES[card]} ${where}`).toBe(0);
            if (gone.has(card)) expect(hand[card], `${CARD_NAMES[card]} after it was played: ${where}`).toBe(0);
          }
        }
        const lines = ph.lines.join('\n');
        const plays: [number, RegExp][] = [[2, /plays Drain Magic/], [3, /^A Destroy Spell stops/m], [6, /with Total Power/], [7, /^Mental Duel:/m]];
        for (const [card, re] of plays) {
          if (re.test(lines)) {
            gone.add(card);
            played++;
          }
        }
      });
    }
    expect(played).toBeGreaterThan(50);
  });

  it('deck limits: the Power and Dispel cards dealt in proportion to the deck', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8').replace('seed: 9100', 'seed: 9100\nrules: { powerCards: 11, dispelCards: 4, uniqueSpecials: removed }');
    const k = new Wfb4Kernel(compileRun(parseText(text, FIXTURE)));
    const g = k.magic;
    const rng = new Rng(SEED, 1);
    const dealt = new Array<number>(CARD_KINDS).fill(0);
    for (let d = 0; d < 5_000; d++) {
      g.reset(k.plan.magic);
      g.phase = 1;
      g.deal(rng, 0, 7);
      for (let c = 0; c < CARD_KINDS; c++) dealt[c] += g.held(0, c) + g.held(1, c);
    }
    expectWithin(dealt[0], 35_000, 11 / 15, 'Power cards of 11 in 15');
    expect(dealt.slice(2)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('a cycled deck (AM p.5): flag deckShuffle', () => {
  const CYCLED = 'seed: 9100\nrules: { deckShuffle: cycle, uniqueSpecials: removed }';

  it('deals every card of the deck once before any twice, then shuffles the discard pile back', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8').replace('seed: 9100', CYCLED);
    const k = new Wfb4Kernel(compileRun(parseText(text, FIXTURE)));
    const g = k.magic;
    const rng = new Rng(SEED, 2);
    for (let battle = 0; battle < 200; battle++) {
      g.reset(k.plan.magic);
      const dealt = [0, 0];
      for (let phase = 1; phase <= 7; phase++) {
        g.phase = phase;
        g.deal(rng, phase & 1, 5);
        expect(g.winds).toBe(5);
        if (phase <= 6) for (const c of [0, 1]) dealt[c] += g.held(0, c) + g.held(1, c);
        g.discard();
      }
      expect(dealt).toEqual([22, 8]); // 30 cards in six phases of five: the whole deck, once
    }
  });

  it('through the turn: until the deck runs out, no more Power or Dispel cards than it holds', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8').replace('seed: 9100', CYCLED);
    const plan = compileRun(parseText(text, FIXTURE));
    let whole = 0;
    for (let sim = 0; sim < 200; sim++) {
      const dealt = [0, 0];
      for (const ph of phases(trace(plan, SEED, sim).lines, sim)) {
        for (const hand of ph.hands.values()) for (const c of [0, 1]) dealt[c] += hand[c];
        if (dealt[0] + dealt[1] > 30) break; // this phase's deal shuffled the discard pile back
        expect(dealt[0], replayHint(FIXTURE, SEED, sim)).toBeLessThanOrEqual(22);
        expect(dealt[1], replayHint(FIXTURE, SEED, sim)).toBeLessThanOrEqual(8);
        if (dealt[0] + dealt[1] === 30) {
          expect(dealt).toEqual([22, 8]);
          whole++;
        }
      }
    }
    expect(whole).toBeGreaterThan(10);
  });
});

describe('the record of the magic (README "Outputs")', () => {
  it('counts each side\'s spells that worked: cast, and neither dispelled nor destroyed', () => {
    const plan = compileFixture(FIXTURE);
    const slot = outLength(plan) - 2; // side.bretonnia.spells, then side.empire.spells: the last two
    expect(plan.magic.wizards.length).toBe(3);
    let worked = 0;
    for (let sim = 0; sim < 150; sim++) {
      const t = trace(plan, SEED, sim);
      const bySide = [0, 0];
      for (const ph of phases(t.lines, sim)) {
        for (const c of casts(ph)) {
          const dispelled = c.dispels.length > 0 && c.dispels[c.dispels.length - 1].roll >= c.dispels[c.dispels.length - 1].need;
          const stopped = dispelled || (c.next ?? '').startsWith('A Destroy Spell stops') || / reads an? (Dispel|Destroy) scroll/.test(c.next ?? '');
          if (!stopped) bySide[c.caster === 'Damsel' ? 0 : 1]++;
        }
      }
      expect([t.out[slot], t.out[slot + 1]], replayHint(FIXTURE, SEED, sim)).toEqual(bySide);
      worked += bySide[0] + bySide[1];
    }
    expect(worked).toBeGreaterThan(500);
  });
});
