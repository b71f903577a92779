// Teleport and Skitterleap (rules/warmaster.md §8.2, §8.3, §13 A19), with the Rod of Repetition
// (§9) and its worked example §12 E26: the Wizard is placed with another friendly unit when
// that gives him a better spell than where he stands, and casts a second, different spell
// with a normal roll (flag teleport: rulebook — only after a further 4+); at most 3 spells a turn.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { castChance } from '../../../../src/systems/warmaster/data/spells.ts';
import { parseText } from '../../../helpers/load.ts';
import { bytesPerCall } from '../../../helpers/allocation.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { char, terrainHeader, tracedBattle, unit, warmasterText } from './harness.ts';
import { castSpells } from '../../../../src/systems/warmaster/kernel/casting.ts';
import { reset } from '../../../../src/systems/warmaster/kernel/deployment.ts';

/**
 * An Empire Wizard with the `rear` Halberdiers, 60 cm and more from the Orcs: nothing to cast
 * there. The `front` Halberdiers stand 25 cm from the Orcs: Ball of Flame (30 cm) reaches from
 * them. `wizard` is the Wizard's entry (without its closing brace).
 */
function empire(wizard = '{ id: wiz, unit: wizard, joins: rear', rules = '', more: string[] = []) {
  return tracedBattle(
    'teleport',
    'empire',
    [
      '{ id: rear, unit: halberdiers, position: { x: 20, y: 10 } }',
      '{ id: front, unit: halberdiers, position: { x: 90, y: 50 } }',
      `${wizard} }`,
      '{ id: g, unit: general, position: { x: 60, y: 5 } }',
    ],
    'orcs-and-goblins',
    ['{ id: orcs, unit: orc-warriors, position: { x: 90, y: 75 } }', '{ id: boss, unit: orc-general, position: { x: 90, y: 100 } }', ...more],
    terrainHeader([], rules),
  );
}

const casts = (lines: string[]) => lines.filter((l) => / casts /.test(l));


/**
 * `n` first-turn Magic phases of the Empire Wizard ("wiz"): how often he teleported to the
 * unit "front", and how often a Ball of Flame followed.
 */
function teleportTrials(k: ReturnType<typeof empire>['k'], rng: Rng, n: number): { leapt: number; second: number } {
  const c = char(k, 'wiz');
  let leapt = 0;
  let second = 0;
  const lines: string[] = [];
  k.tracer = { line: (l: string) => lines.push(l) };
  for (let i = 0; i < n; i++) {
    reset(k);
    k.playerTurnNo = 1;
    lines.length = 0;
    castSpells(k, rng, 0);
    if (k.cJoin[c] === unit(k, 'front')) leapt++;
    if (lines.some((l) => l.startsWith('Wizard (wiz) casts Ball of Flame'))) second++;
  }
  return { leapt, second };
}

describe('Teleport (§8.2)', () => {
  it('is chosen when joining another unit brings a spell in reach: the Wizard joins it and casts a second spell', () => {
    const { k, lines } = empire();
    // Teleport 2 (2+), then Ball of Flame 5 (5+); every attack die after that misses.
    const dice = new ScriptedRng().roll(2, 5).thenAll(6);
    castSpells(k, dice.rng, 0);
    expect(casts(lines)).toEqual(['Wizard (wiz) casts Teleport: 2 (needs 2+).', 'Wizard (wiz) casts Ball of Flame: 5 (needs 5+).']);
    expect(lines).toContain('Wizard (wiz) vanishes and joins Halberdiers (front).');
    expect(k.cJoin[char(k, 'wiz')]).toBe(unit(k, 'front'));
    expect(k.teleportTurn[char(k, 'wiz')]).toBe(k.playerTurnNo);
  });

  it('a failed Teleport (a 1) leaves the Wizard where he is and ends his casting', () => {
    const { k, lines } = empire();
    const dice = new ScriptedRng().roll(1);
    castSpells(k, dice.rng, 0);
    expect(dice.unused).toBe(0);
    expect(casts(lines)).toEqual(['Wizard (wiz) casts Teleport: 1 (needs 2+), it fails.']);
    expect(k.cJoin[char(k, 'wiz')]).toBe(unit(k, 'rear'));
  });

  it('is not cast when the Wizard already has the best spell where he stands', () => {
    const { k, lines } = empire('{ id: wiz, unit: wizard, joins: front');
    const dice = new ScriptedRng().roll(5).thenAll(6);
    castSpells(k, dice.rng, 0);
    expect(casts(lines)).toEqual(['Wizard (wiz) casts Ball of Flame: 5 (needs 5+).']);
    expect(k.cJoin[char(k, 'wiz')]).toBe(unit(k, 'front'));
  });

  it('a lone Wizard is placed with a unit too', () => {
    const { k, lines } = empire('{ id: wiz, unit: wizard, position: { x: 150, y: 5 }');
    castSpells(k, new ScriptedRng().roll(3, 6).thenAll(6).rng, 0);
    expect(lines).toContain('Wizard (wiz) vanishes and joins Halberdiers (front).');
    expect(k.cJoin[char(k, 'wiz')]).toBe(unit(k, 'front'));
  });

  it('once a turn (§8.1): a Wizard who teleported this turn does not teleport again', () => {
    const { k } = empire();
    const c = char(k, 'wiz');
    k.teleportTurn[c] = k.playerTurnNo;
    const lines: string[] = [];
    k.tracer = { line: (l: string) => lines.push(l) };
    castSpells(k, new ScriptedRng().thenAll(6).rng, 0);
    expect(lines.some((l) => l.includes('Teleport'))).toBe(false);
    expect(k.cJoin[c]).toBe(unit(k, 'rear'));
  });

  it('tactic teleport: never keeps the Wizard in place (and is refused on a Wizard without Teleport)', () => {
    const { k, lines } = empire('{ id: wiz, unit: wizard, joins: rear, tactics: { teleport: never }');
    castSpells(k, new ScriptedRng().thenAll(6).rng, 0);
    expect(lines.some((l) => l.includes('Teleport'))).toBe(false);
    expect(k.cJoin[char(k, 'wiz')]).toBe(unit(k, 'rear'));
    const text = warmasterText('t', 'chaos', ['{ id: w, unit: chaos-warriors, position: { x: 90, y: 40 } }', '{ id: s, unit: sorcerer, joins: w, tactics: { teleport: auto } }'], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 90 } }']);
    expect(() => parseText(text)).toThrow(/only a Wizard whose army list has Teleport or Skitterleap/);
  });

  it('a casting General never teleports into a unit in combat (Skitterleap, Grey Seer)', () => {
    // Clanrats fight the Orcs at 60 cm from the Grey Seer; only Death Frenzy (friendly unit in
    // combat, 30 cm) would be worth it, and only from the Clanrats themselves.
    const { k, lines } = tracedBattle(
      'seer',
      'skaven',
      ['{ id: home, unit: clanrats, position: { x: 20, y: 10 } }', '{ id: fight, unit: clanrats, position: { x: 90, y: 70 } }', '{ id: seer, unit: grey-seer, joins: home }'],
      'orcs-and-goblins',
      ['{ id: orcs, unit: orc-warriors, position: { x: 90, y: 70 } }'],
    );
    castSpells(k, new ScriptedRng().thenAll(6).rng, 0);
    expect(lines.some((l) => l.includes('Skitterleap'))).toBe(false);
    expect(k.cJoin[char(k, 'seer')]).toBe(unit(k, 'home'));
  });

  it('Skitterleap plays as Teleport for a Warlock, who may leap into a fight', () => {
    const { k, lines } = tracedBattle(
      'warlock',
      'skaven',
      [
        '{ id: home, unit: clanrats, position: { x: 20, y: 10 } }',
        '{ id: fight, unit: clanrats, position: { x: 90, y: 70 } }',
        '{ id: lock, unit: warlock, joins: home }',
        '{ id: seer, unit: grey-seer, position: { x: 60, y: 5 } }',
      ],
      'orcs-and-goblins',
      ['{ id: orcs, unit: orc-warriors, position: { x: 90, y: 70 } }'],
    );
    castSpells(k, new ScriptedRng().roll(2, 5).thenAll(6).rng, 0);
    const l = casts(lines);
    expect(l[0]).toBe('Warlock (lock) casts Skitterleap: 2 (needs 2+).');
    expect(l[1]).toMatch(/^Warlock \(lock\) casts Death Frenzy: 5/);
    expect(k.cJoin[char(k, 'lock')]).toBe(unit(k, 'fight'));
  });

  it('Teleport succeeds on 2+ (5/6), and the second spell then follows every time (Armies)', () => {
    const { k } = empire();
    const n = 12_000;
    const { leapt, second } = teleportTrials(k, new Rng(11, 0), n);
    const p = castChance(2, 0, false);
    expect(p).toBeCloseTo(5 / 6, 12);
    expect(Math.abs(leapt / n - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n));
    expect(second).toBe(leapt);
  });

  it('flag teleport: rulebook — the second spell only after a further 4+ (§8.3): half the teleports', () => {
    const { k } = empire(undefined, '{ teleport: rulebook }');
    const { leapt, second } = teleportTrials(k, new Rng(12, 0), 12_000);
    const q = second / leapt;
    expect(Math.abs(q - 0.5)).toBeLessThan(5 * Math.sqrt(0.25 / leapt));
  });

  it('a Runesmith who dispels the Teleport leaves the Wizard in place, with no second spell', () => {
    // The Runesmith is within 50 cm of the Wizard's unit; the dispel die is a 4.
    const { k, lines } = tracedBattle(
      'dispel',
      'empire',
      [
        '{ id: rear, unit: halberdiers, position: { x: 20, y: 10 } }',
        '{ id: front, unit: halberdiers, position: { x: 90, y: 50 } }',
        '{ id: wiz, unit: wizard, joins: rear }',
      ],
      'dwarfs',
      ['{ id: dw, unit: warriors, position: { x: 90, y: 75 } }', '{ id: rune, unit: runesmith, position: { x: 30, y: 55 } }'],
    );
    const dice = new ScriptedRng().roll(3, 4);
    castSpells(k, dice.rng, 0);
    expect(dice.unused).toBe(0);
    expect(lines).toContain('Runesmith (rune) dispels it.');
    expect(k.cJoin[char(k, 'wiz')]).toBe(unit(k, 'rear'));
    expect(casts(lines).length).toBe(1);
  });
});

describe('§12 E26: with the Rod of Repetition and Teleport, at most 3 spells in a turn (§9)', () => {
  it('Teleport, 2nd spell, Rod, 3rd spell: three casts when every roll succeeds, and no fourth', () => {
    const { k, lines } = empire('{ id: wiz, unit: wizard, joins: rear, items: [rod-of-repetition]', '', [
      '{ id: wolves, unit: wolf-riders, position: { x: 60, y: 75 } }',
    ]);
    castSpells(k, new ScriptedRng().thenAll(6).rng, 0);
    const l = casts(lines);
    expect(l.length).toBe(3);
    expect(l[0]).toMatch(/casts Teleport: 6/);
    expect(l[1]).not.toMatch(/Teleport/);
    expect(l[2]).not.toMatch(/Teleport/);
    expect(lines).toContain('Wizard (wiz) uses the Rod of Repetition.');
    expect(k.cItemUsed[char(k, 'wiz')]).toBe(1);
  });

  it('1st spell, Rod, Teleport, 3rd spell: the Rod may bring the Teleport, whose spell is the third and last', () => {
    // The Wizard stands with the front unit: Ball of Flame at once; the Rod's spell is then a
    // Teleport to the unit on the right, whence Ball of Flame reaches the Wolf Riders it did
    // not reach before (the Orcs, struck once this turn, are spent for Ball of Flame).
    const { k, lines } = tracedBattle(
      'E26',
      'empire',
      [
        '{ id: front, unit: halberdiers, position: { x: 30, y: 50 } }',
        '{ id: right, unit: halberdiers, position: { x: 150, y: 50 } }',
        '{ id: wiz, unit: wizard, joins: front, items: [rod-of-repetition] }',
      ],
      'orcs-and-goblins',
      ['{ id: orcs, unit: orc-warriors, position: { x: 30, y: 75 } }', '{ id: wolves, unit: wolf-riders, position: { x: 150, y: 75 } }'],
    );
    castSpells(k, new ScriptedRng().thenAll(6).rng, 0);
    const l = casts(lines);
    expect(l.map((x) => x.replace(/^Wizard \(wiz\) casts (.*): 6 \(needs \d\+\)\.$/, '$1'))).toEqual(['Ball of Flame', 'Teleport', 'Ball of Flame']);
    expect(k.cJoin[char(k, 'wiz')]).toBe(unit(k, 'right'));
  });

  it('over many turns with random dice no Wizard ever casts more than 3 spells in a turn', () => {
    const { k, lines } = empire('{ id: wiz, unit: wizard, joins: rear, items: [rod-of-repetition]', '', [
      '{ id: wolves, unit: wolf-riders, position: { x: 60, y: 75 } }',
    ]);
    const rng = new Rng(26, 0);
    const seen = new Array<number>(5).fill(0);
    for (let i = 0; i < 4000; i++) {
      reset(k);
      k.playerTurnNo = 1;
      lines.length = 0;
      castSpells(k, rng, 0);
      seen[casts(lines).length]++;
    }
    expect(seen[4]).toBe(0);
    expect(seen[3]).toBeGreaterThan(0);
  });
});

describe('allocation (DESIGN.md §Kernel)', () => {
  it('choosing where to teleport, the Teleport, the second spell and the Rod allocate nothing', () => {
    const { k } = empire('{ id: wiz, unit: wizard, joins: rear, items: [rod-of-repetition]', '', [
      '{ id: wolves, unit: wolf-riders, position: { x: 60, y: 75 } }',
    ]);
    k.tracer = null;
    const rng = new Rng(27, 0);
    const step = () => {
      reset(k);
      k.turn = 1;
      k.playerTurnNo = 1;
      castSpells(k, rng, 0);
    };
    expect(bytesPerCall(step, 5_000, 5_000)).toBeLessThan(1);
  });
});
