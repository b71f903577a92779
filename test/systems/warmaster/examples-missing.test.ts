// Warmaster worked examples of rules/warmaster.md §12 that had no test yet — E19 (Chaos Spawn
// take free brigade slots), E23 (Sword of Destruction), E24 (Tzarina with Monster Bear!) and
// E28 (a cannon ball through a column) — played through the kernel's own routines with
// scripted dice. (E3's second half, the General's failure ending the orders, is in
// distributions-command.test.ts; E20 is in gaps-repeaters.test.ts, E26 in teleport.test.ts.)
import { gather } from '../../../src/systems/warmaster/kernel/contact.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.ts';
import { rawBucket, ScriptedRng } from '../../helpers/scripted-rng.ts';
import { parseText } from '../../helpers/load.ts';
import { tracedBattle, warmasterText } from './kernel/harness.ts';
import { artillery, ballPath } from '../../../src/systems/warmaster/kernel/artillery.ts';
import { fightRound } from '../../../src/systems/warmaster/kernel/combat.ts';
import { commandPhase } from '../../../src/systems/warmaster/kernel/command.ts';
import { reset } from '../../../src/systems/warmaster/kernel/deployment.ts';
import { spellOn } from '../../../src/systems/warmaster/kernel/spells.ts';

/** Every countAtLeast die after the script shows 1: all attacks miss, every save fails. */
function allMiss(s: ScriptedRng = new ScriptedRng()): ScriptedRng {
  s.fill = rawBucket(5);
  return s;
}

// ------------------------------------------------------------------ E19

/**
 * A Chaos brigade "horde" of `warriors` Chaos Warriors units (12 cm wide each, side by side from
 * x 0) and `spawn` Chaos Spawn (one 2 cm stand each) continuing the line: all touching.
 */
function horde(warriors: number, spawn: number): string[] {
  const units: string[] = [];
  for (let i = 0; i < warriors; i++) units.push(`{ id: w${i}, unit: chaos-warriors, brigade: horde, position: { x: ${6 + 12 * i}, y: 20 } }`);
  for (let i = 0; i < spawn; i++) units.push(`{ id: s${i}, unit: chaos-spawn, brigade: horde, position: { x: ${12 * warriors + 1 + 2 * i}, y: 20 } }`);
  return units;
}

const ORCS_FAR = ['{ id: o, unit: orc-warriors, position: { x: 90, y: 110 } }'];

// The General 4 cm behind the line's middle: within 20 cm of every unit of the 2 + 4 brigade.
const GENERAL = '{ id: g, unit: general, position: { x: 16, y: 12 } }';

function hordeText(warriors: number, spawn: number): string {
  return warmasterText('E19', 'chaos', [...horde(warriors, spawn), GENERAL], 'orcs-and-goblins', ORCS_FAR);
}

describe('E19 (§2.6, §11.3): each Chaos Spawn brigaded with a unit that is not Spawn is free', () => {
  // Counted units = others + max(0, spawn − others); at most 4.
  const legal: [number, number][] = [
    [4, 4], // the book: 4 Warriors + 4 Spawn = 4 units
    [2, 4], // the book: 2 Warriors + 4 Spawn = 2 + 2 = 4 units
    [1, 4], // derived: 1 + 3 = 4
    [3, 1], // derived: 3 + 0 = 3
  ];
  for (const [w, s] of legal) {
    it(`${w} Warriors + ${s} Spawn count ${w + Math.max(0, s - w)} units: a legal brigade`, () => {
      expect(() => parseText(hordeText(w, s))).not.toThrow();
    });
  }

  const illegal: [number, number, number][] = [
    [4, 5, 5], // one Spawn more than the Warriors: 4 + 1
    [2, 5, 5], // 2 + 3
    [5, 0, 5], // no Spawn: the plain limit of 4
  ];
  for (const [w, s, counted] of illegal) {
    it(`${w} Warriors + ${s} Spawn count ${counted} units: refused`, () => {
      expect(() => parseText(hordeText(w, s))).toThrow(new RegExp(`at most 4 units in a brigade \\(§2\\.6\\).*${counted} in brigade "horde"`, 's'));
    });
  }

  it('2 Warriors + 4 Spawn move on one order: one test names all six units', () => {
    const { k, lines } = tracedBattle('E19', 'chaos', [...horde(2, 4), GENERAL], 'orcs-and-goblins', ORCS_FAR);
    const before = Array.from({ length: 6 }, (_, u) => k.sy[u * 4]);
    const dice = new ScriptedRng().roll(2, 2); // 4: passes
    commandPhase(k, dice.rng, 0);
    expect(dice.unused).toBe(0);
    const orders = lines.filter((l: string) => l.includes(' orders '));
    expect(orders.length).toBe(1);
    const m = /^General \(g\) orders (.*): 4 vs 9 or less \(Command 9\): passes\.$/.exec(orders[0]);
    expect(m).not.toBeNull();
    expect(m![1].split(' + ').sort()).toEqual(['Chaos Spawn (s0)', 'Chaos Spawn (s1)', 'Chaos Spawn (s2)', 'Chaos Spawn (s3)', 'Chaos Warriors (w0)', 'Chaos Warriors (w1)']);
    for (let u = 0; u < 6; u++) expect(k.sy[u * 4]).toBeGreaterThan(before[u]);
  });

  it('Spawn on their own are never ordered (§11.3): no test is rolled for a brigade of Spawn only', () => {
    const spawnOnly = ['{ id: s0, unit: chaos-spawn, brigade: pack, position: { x: 41, y: 20 } }', '{ id: s1, unit: chaos-spawn, brigade: pack, position: { x: 43, y: 20 } }'];
    const { k, lines } = tracedBattle('E19', 'chaos', [...spawnOnly, '{ id: g, unit: general, position: { x: 42, y: 5 } }'], 'orcs-and-goblins', ORCS_FAR);
    const dice = new ScriptedRng(); // any die rolled would throw
    commandPhase(k, dice.rng, 0);
    expect(lines.filter((l: string) => l.includes(' orders '))).toEqual([]);
  });
});

// ------------------------------------------------------------------ E23

/** Halberdiers x (side a, facing north) head-on against High Elf Spearmen y (5+ save). */
function swordFight(items = '') {
  return tracedBattle('E23', 'empire', [`{ id: x, unit: halberdiers, position: { x: 90, y: 40 }${items} }`], 'high-elves', [
    '{ id: y, unit: spearmen, position: { x: 90, y: 40 } }',
  ]);
}

const SWORD = ', items: [sword-of-destruction]';

describe('E23 (§9): Sword of Destruction — one successful armour save is rolled again each round', () => {
  /** x's 9 dice: 3 hits; y's saves `saves`, then `reroll` (if any); y's 9 dice all miss. */
  function play(items: string, saves: number[], reroll: number[], first = true) {
    const { k } = swordFight(items);
    const s = new ScriptedRng().count(6, 6, 6, 1, 1, 1, 1, 1, 1).count(...saves).count(...reroll).countN(9, 1);
    gather(k, 0);
    fightRound(k, s.rng, first);
    return { hits: k.roundHits[1], unused: s.unused };
  }

  it('3 hits, 1 saved (5) → that save is rolled again: a 3 fails it, so all 3 hits stand', () => {
    expect(play(SWORD, [1, 2, 5], [3])).toEqual({ hits: 3, unused: 0 });
  });

  it('3 hits, 1 saved → the re-rolled save is a 6: it stands, 2 hits', () => {
    expect(play(SWORD, [1, 2, 5], [6])).toEqual({ hits: 2, unused: 0 });
  });

  it('only one of two successful saves is rolled again', () => {
    expect(play(SWORD, [1, 5, 6], [2])).toEqual({ hits: 2, unused: 0 });
  });

  it('no successful save → nothing to roll again (no extra die is drawn)', () => {
    expect(play(SWORD, [1, 2, 3], [])).toEqual({ hits: 3, unused: 0 });
  });

  it('without the Sword the save stands and no die is rolled again', () => {
    expect(play('', [1, 2, 5], [])).toEqual({ hits: 2, unused: 0 });
  });

  it('in every round, not only the first', () => {
    expect(play(SWORD, [1, 2, 5], [3], false)).toEqual({ hits: 3, unused: 0 });
  });

  it('statistically: one hit on a 5+ save is saved 1/3 of the time, with the Sword 1/3 × 1/3 = 1/9', () => {
    // One Halberdier stand (3 dice, not charging) against the Spearmen, real dice; the rounds in
    // which it scored exactly one hit, read from the trace, and whether that hit was saved.
    const n = 20_000;
    const seed = 5301;
    const rate = (items: string): { saved: number; hits: number } => {
      const { k, lines } = tracedBattle('E23', 'empire', [`{ id: x, unit: halberdiers, stands: 1, position: { x: 90, y: 40 }${items} }`], 'high-elves', [
        '{ id: y, unit: spearmen, position: { x: 90, y: 40 } }',
      ]);
      const rng = new Rng(seed, 0);
      let saved = 0;
      let hits = 0;
      for (let i = 0; i < n; i++) {
        reset(k);
        lines.length = 0;
        gather(k, 0);
        fightRound(k, rng, false);
        const m = /^Halberdiers \(x\): 3 attacks on Spearmen \(y\) need 4\+: (\d) hits?, (\d) after armour\.$/.exec(lines.find((l) => l.startsWith('Halberdiers (x): ')) ?? '');
        expect(m).not.toBeNull();
        if (Number(m![1]) !== 1) continue;
        hits++;
        if (Number(m![2]) === 0) saved++;
      }
      return { saved, hits };
    };
    for (const [items, p] of [[SWORD, 1 / 9], ['', 1 / 3]] as [string, number][]) {
      const r = rate(items);
      expect(r.hits).toBeGreaterThan(0.3 * n); // P(exactly 1 hit of 3 at 4+) = 3/8
      const se = Math.sqrt((p * (1 - p)) / r.hits);
      expect(Math.abs(r.saved / r.hits - p), `{ system: warmaster, scenario: E23${items}, seed: ${seed}, trials: ${n} }`).toBeLessThan(4.5 * se);
    }
  });
});

// ------------------------------------------------------------------ E24

/** Kislev Axemen (side a) with `char` joined, head-on against Empire Halberdiers. */
function bearFight(char: string) {
  return tracedBattle('E24', 'kislev', ['{ id: ax, unit: axemen, position: { x: 90, y: 40 } }', char], 'empire', [
    '{ id: h, unit: halberdiers, position: { x: 90, y: 40 } }',
  ]);
}

/** The attack dice each side rolled in one round (every die misses). */
function attackDice(k: any, lines: string[]): { axemen: number; halberdiers: number } {
  gather(k, 0);
  fightRound(k, allMiss().rng, true);
  const dice = (who: string) => {
    const m = /^[^:]+: (\d+) attacks? on /.exec(lines.find((l) => l.startsWith(`${who}: `)) ?? '');
    return m === null ? -1 : Number(m[1]);
  };
  return { axemen: dice('Axemen (ax)'), halberdiers: dice('Halberdiers (h)') };
}

describe('E24 (§8.2 Kislev, §11.10): Monster Bear! — the caster\'s Attack bonus +2 and terror', () => {
  const TZARINA = '{ id: tz, unit: general, mount: tzarina, joins: ax }';

  it('the Tzarina (General +2) with Monster Bear adds +4 Attacks: 3 × 3 + 2 + 2 = 13 dice', () => {
    const { k, lines } = bearFight(TZARINA);
    k.playerTurnNo = 1;
    const bear = k.plan.spells.spellIds.indexOf('monster-bear');
    expect(bear).toBeGreaterThanOrEqual(0);
    spellOn(k, new ScriptedRng().rng, 0, bear, 0); // Monster Bear! rolls no dice once cast
    // The Halberdiers now face a terrifying unit: −1 Attack a stand (§5.2): 3 × (3 − 1) = 6.
    expect(attackDice(k, lines)).toEqual({ axemen: 13, halberdiers: 6 });
  });

  it('control: the Tzarina without the spell adds her General\'s +2 only (11 dice), and no terror', () => {
    const { k, lines } = bearFight(TZARINA);
    expect(attackDice(k, lines)).toEqual({ axemen: 11, halberdiers: 9 });
  });

  it('a Shaman (+0) with Monster Bear adds +2: 11 dice', () => {
    const { k, lines } = bearFight('{ id: sh, unit: shaman, joins: ax }');
    k.playerTurnNo = 1;
    spellOn(k, new ScriptedRng().rng, 0, k.plan.spells.spellIds.indexOf('monster-bear'), 0);
    expect(attackDice(k, lines)).toEqual({ axemen: 11, halberdiers: 6 });
  });
});

// ------------------------------------------------------------------ E28

/**
 * An Empire Cannon (side a, facing north, stands x 89 and 91, y 16–20) and Orc Warriors in a
 * column facing south, front stand y 60–62 and the next 62–64 (then 64–66 with 3 stands).
 */
function cannonAt(stands: number, cover = '') {
  const c = cover === '' ? '' : `, cover: ${cover}`;
  return tracedBattle('E28', 'empire', ['{ id: gun, unit: cannon, position: { x: 90, y: 20 } }'], 'orcs-and-goblins', [
    `{ id: t, unit: orc-warriors, stands: ${stands}, files: 1, position: { x: 90, y: 60 }${c} }`,
  ]);
}

describe('E28 (§4.6): a cannon ball through a column', () => {
  it('the ball passes the first stand and one more within the 5 cm bounce: 2 + 1 = 3 attacks a gun, no saves; fortified → 5+', () => {
    const { k, lines } = cannonAt(2, 'fortified');
    ballPath(k, 0, 1, false);
    expect(k.pathCount[1]).toBe(2);
    // Gun 1: 5, 4, 6 → 2 hits on 5+; gun 2: 4, 4, 5 → 1 hit. No armour dice follow (the Orcs' 6+ is ignored).
    const s = new ScriptedRng().count(5, 4, 6).count(4, 4, 5);
    artillery(k, s.rng, 0, 1, false);
    expect(s.unused).toBe(0);
    expect(lines).toEqual(['Cannon (gun) hits Orc Warriors (t) 2 times.', 'Cannon (gun) hits Orc Warriors (t) once.']);
    expect(k.phaseHits[1]).toBe(3); // all 3 hits drive back (§4.4)
    expect(k.left[1]).toBe(1); // Hits 3: one stand removed at once (§4.3)
  });

  it('the same dice against the column in the open hit on 4+: 3 + 3 = 6 hits', () => {
    const { k } = cannonAt(2);
    const s = new ScriptedRng().count(5, 4, 6).count(4, 4, 5);
    artillery(k, s.rng, 0, 1, false);
    expect(s.unused).toBe(0);
    expect(k.phaseHits[1]).toBe(6);
  });

  it('defended counts as open for a cannon ball (4+)', () => {
    const { k } = cannonAt(2, 'defended');
    const s = new ScriptedRng().count(4, 4, 4).count(4, 4, 3);
    artillery(k, s.rng, 0, 1, false);
    expect(s.unused).toBe(0);
    expect(k.phaseHits[1]).toBe(5);
  });

  it('derived: a 3-stand column (the third stand starts 2 cm past the first one\'s far side, within the 5 cm bounce) takes 2 + 2 = 4 attacks a gun', () => {
    const { k } = cannonAt(3, 'fortified');
    ballPath(k, 0, 1, false);
    expect(k.pathCount[1]).toBe(3);
    const s = new ScriptedRng().count(5, 1, 1, 1).count(1, 1, 1, 6);
    artillery(k, s.rng, 0, 1, false);
    expect(s.unused).toBe(0);
    expect(k.phaseHits[1]).toBe(2);
  });
});
