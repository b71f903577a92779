// Casting bonuses and the Anvil (rules/warmaster.md §8.1, §11.6, §11.13; the list notes of the
// rulebook compilation): the War Altar, Unicorn, Tzarina and Cauldron of Blood add +1 to one
// casting roll of their rider a battle; the Anvil adds +1 to one dispel a battle and, struck in
// the Dwarfs' Shooting phase, makes Dwarf units within 20 cm of the Runesmith ignore terror on
// a 4+ until the next Dwarf turn; the Daemon Overlord may buy Wizard powers for 25 points.
import { gather } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileWarmaster } from '../../../../src/systems/warmaster/compile.ts';
import { parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { tracedBattle, warmasterText } from './harness.ts';
import { anvilStrike } from '../../../../src/systems/warmaster/kernel/army-rules.ts';
import { castOne, castRoll } from '../../../../src/systems/warmaster/kernel/casting.ts';
import { fightRound } from '../../../../src/systems/warmaster/kernel/combat.ts';
import { reset } from '../../../../src/systems/warmaster/kernel/deployment.ts';
import { shootingPhase } from '../../../../src/systems/warmaster/kernel/shooting.ts';

const FOE = ['{ id: foe, unit: orc-warriors, position: { x: 90, y: 60 } }'];

/** A caster of `army` (unit `wizard`, on `mount` or none) joined to `host`, and his first spell needing 5+ or 6+. */
function caster(army: string, host: string, wizard: string, mount: string | null) {
  const m = mount === null ? '' : `mount: ${mount}, `;
  const { k, lines } = tracedBattle('cast', army, [`{ id: h, unit: ${host}, position: { x: 90, y: 40 } }`, `{ id: c, unit: ${wizard}, ${m}joins: h }`], 'orcs-and-goblins', FOE);
  const c = k.plan.charIds.indexOf('c');
  const sp = k.plan.spells;
  let hard = -1;
  let easy = -1;
  for (let i = k.plan.cSpellFrom[c]; i < k.plan.cSpellFrom[c + 1]; i++) {
    const s = k.plan.cSpellList[i];
    if (sp.spCast[s] >= 5 && hard < 0) hard = s;
    if (sp.spCast[s] === 4 && easy < 0) easy = s;
  }
  expect(hard, `${army}: a spell needing 5+`).toBeGreaterThanOrEqual(0);
  return { k, lines, c, hard, easy, need: sp.spCast[hard] as number };
}

describe('one-shot +1 to a casting roll (§8.1)', () => {
  const riders: [string, string, string, string][] = [
    ['empire', 'halberdiers', 'wizard', 'war-altar'], // §11.1 note 8
    ['bretonnia', 'men-at-arms', 'enchantress', 'unicorn'], // §11.9 note 6
    ['kislev', 'axemen', 'general', 'tzarina'], // §11.10 note 5
    ['dark-elves', 'witch-elves', 'sorceress', 'cauldron-of-blood'], // §11.11 note 8
  ];
  for (const [army, host, wizard, mount] of riders) {
    it(`${mount}: a die one short of a hard spell casts it once a battle, not twice`, () => {
      const { k, lines, c, hard, need } = caster(army, host, wizard, mount);
      expect(k.plan.cCastBonus[c]).toBe(1);
      // A die of need − 1 (not a 1): +1 makes it.
      expect(castRoll(k, new ScriptedRng().roll(need - 1).rng, c, hard)).toBe(true);
      expect(lines.some((l) => /calls on his mount's power \(\+1\)/.test(l))).toBe(true);
      // Spent: the same die fails now.
      expect(castRoll(k, new ScriptedRng().roll(need - 1).rng, c, hard)).toBe(false);
      // A new battle gives it back.
      reset(k);
      expect(castRoll(k, new ScriptedRng().roll(need - 1).rng, c, hard)).toBe(true);
    });
  }

  it('without the mount the same die fails', () => {
    const { k, c, hard, need } = caster('empire', 'halberdiers', 'wizard', null);
    expect(k.plan.cCastBonus[c]).toBe(0);
    expect(castRoll(k, new ScriptedRng().roll(need - 1).rng, c, hard)).toBe(false);
  });

  it('kept for a hard spell: a 4+ spell does not spend it (policy as the Wand of Power)', () => {
    const { k, c, easy, hard, need } = caster('bretonnia', 'men-at-arms', 'enchantress', 'unicorn');
    expect(easy).toBeGreaterThanOrEqual(0);
    expect(castRoll(k, new ScriptedRng().roll(3).rng, c, easy)).toBe(false);
    expect(k.castBonusUsed[c]).toBe(0);
    expect(castRoll(k, new ScriptedRng().roll(need - 1).rng, c, hard)).toBe(true);
  });

  it('a natural 1 still fails with the bonus', () => {
    const { k, c, hard } = caster('empire', 'halberdiers', 'wizard', 'war-altar');
    expect(castRoll(k, new ScriptedRng().roll(1).rng, c, hard)).toBe(false);
  });
});

describe('the Cauldron of Blood (§11.11)', () => {
  it('its Sorceress moves 30 cm, not a character\'s 60', () => {
    const on = caster('dark-elves', 'witch-elves', 'sorceress', 'cauldron-of-blood');
    const off = caster('dark-elves', 'witch-elves', 'sorceress', null);
    expect(on.k.plan.cMove[on.c]).toBe(30);
    expect(off.k.plan.cMove[off.c]).toBe(60);
  });
});

describe('the Anvil of Doom (§8.1, §11.6)', () => {
  /** A Chaos Sorcerer 20 cm from Dwarf Warriors with a Runesmith (on the Anvil or not). */
  function duel(anvil: boolean) {
    const { k, lines } = tracedBattle('anvil', 'chaos', ['{ id: cw, unit: chaos-warriors, position: { x: 90, y: 40 } }', '{ id: sorc, unit: sorcerer, joins: cw }'], 'dwarfs',
      ['{ id: w, unit: warriors, position: { x: 90, y: 60 } }', `{ id: rune, unit: runesmith, ${anvil ? 'mount: anvil, ' : ''}joins: w }`]);
    return { k, lines, sorc: k.plan.charIds.indexOf('sorc'), rune: k.plan.charIds.indexOf('rune') };
  }

  it('+1 to the first dispel roll of the battle: a 3 dispels once, then no more', () => {
    const { k, lines, sorc } = duel(true);
    // The cast succeeds on a 6, the dispel die shows 3: 3 + 1 = 4 dispels.
    castOne(k, new ScriptedRng().roll(6, 3).rng, sorc);
    expect(lines.filter((l) => /dispels it \(the Anvil, \+1\)\./.test(l))).toHaveLength(1);
    // Next turn: the same 3 no longer dispels.
    k.playerTurnNo = 3;
    lines.length = 0;
    const s = new ScriptedRng().roll(6, 3).thenAll(1);
    castOne(k, s.rng, sorc);
    expect(lines.some((l) => /dispels it/.test(l))).toBe(false);
  });

  it('without the Anvil a 3 never dispels', () => {
    const { k, lines, sorc } = duel(false);
    castOne(k, new ScriptedRng().roll(6, 3).thenAll(1).rng, sorc);
    expect(lines.some((l) => /dispels it/.test(l))).toBe(false);
  });

  /** Dwarf Warriors (side a) head-on against a terrifying Ethereal Host; the Runesmith on the Anvil joins them or stands far off. */
  function terror(joined: boolean) {
    const rune = joined ? '{ id: rune, unit: runesmith, mount: anvil, joins: w }' : '{ id: rune, unit: runesmith, mount: anvil, position: { x: 20, y: 5 } }';
    const { k, lines } = tracedBattle('anvil terror', 'dwarfs', ['{ id: w, unit: warriors, position: { x: 90, y: 40 } }', rune], 'vampire-counts',
      ['{ id: eh, unit: ethereal-host, position: { x: 90, y: 40 } }']);
    return { k, lines, w: k.plan.unitIds.indexOf('w') };
  }

  /** The attack dice the Warriors roll in one combat round (trace). */
  function warriorsAttacks(k: any, lines: string[], w: number): number {
    lines.length = 0;
    gather(k, w);
    // Every attack misses (countAtLeast sees a 1), so no stand is lost between the rounds measured.
    fightRound(k, new ScriptedRng().thenAll(6).rng, false);
    const line = lines.find((l) => /^Warriors \(w\): \d+ attacks?/.test(l));
    expect(line).toBeDefined();
    return Number(/: (\d+) attacks?/.exec(line!)![1]);
  }

  /** The Warriors' attack dice in a round fought in player turn `turnNo`, after a strike showing `die` in turn 1 (null: none). */
  function afterStrike(joined: boolean, die: number | null, turnNo = 1): number {
    const { k, lines, w } = terror(joined);
    if (die !== null) anvilStrike(k, new ScriptedRng().roll(die).rng, 0);
    k.playerTurnNo = turnNo;
    return warriorsAttacks(k, lines, w);
  }

  it('a strike of 4+ lifts the terror penalty from Dwarfs within 20 cm until the next Dwarf turn', () => {
    // 3 stands × Attack 3 + 2 (Runesmith +1, Anvil +1) − 1 a stand for terror = 8.
    expect(afterStrike(true, null)).toBe(8);
    const { k, lines } = terror(true);
    anvilStrike(k, new ScriptedRng().roll(4).rng, 0);
    expect(lines.some((l) => /strikes the Anvil: 4, the Dwarfs within 20 cm ignore terror\./.test(l))).toBe(true);
    expect(afterStrike(true, 4)).toBe(11);
    // Through the enemy's turn (player turn 2), and gone at the start of the next Dwarf turn (3).
    expect(afterStrike(true, 6, 2)).toBe(11);
    expect(afterStrike(true, 6, 3)).toBe(8);
  });

  it('a strike of 1-3 does nothing, nor one from a Runesmith more than 20 cm away', () => {
    expect(afterStrike(true, 3)).toBe(8);
    expect(afterStrike(false, 6)).toBe(6); // no Runesmith with them: 9 − 3
  });

  it('the Runesmith strikes it in every Dwarf Shooting phase', () => {
    const { k, lines } = terror(true);
    shootingPhase(k, new ScriptedRng().roll(5).thenAll(1).rng, 0);
    expect(lines.some((l) => /strikes the Anvil: 5/.test(l))).toBe(true);
    lines.length = 0;
    shootingPhase(k, new ScriptedRng().thenAll(1).rng, 1);
    expect(lines.some((l) => /strikes the Anvil/.test(l))).toBe(false);
  });
});

describe('the Daemon Overlord\'s Wizard powers (§8.1, §11.13)', () => {
  const text = (mount: string, items = '') => warmasterText('overlord', 'daemons', ['{ id: h, unit: daemon-hordes, position: { x: 90, y: 40 } }', `{ id: o, unit: daemon-overlord, ${mount}${items}joins: h }`], 'orcs-and-goblins', FOE);

  it('for 25 points he casts the Daemon spells and may carry a Wizard item', () => {
    const plan = compileWarmaster(parseText(text('mount: wizard-powers, ')).runs[0]);
    const o = plan.charIds.indexOf('o');
    expect(plan.cCasts[o]).toBe(1);
    expect(plan.cPoints[o]).toBe(160);
    expect(plan.cSpellFrom[o + 1] - plan.cSpellFrom[o]).toBe(4);
    expect(() => parseText(text('mount: wizard-powers, ', 'items: [wand-of-power], '))).not.toThrow();
    expect(() => parseText(text('', 'items: [wand-of-power], '))).toThrow(/wand-of-power on daemon-overlord/);
  });

  it('without them he does not cast', () => {
    const plan = compileWarmaster(parseText(text('')).runs[0]);
    expect(plan.cCasts[plan.charIds.indexOf('o')]).toBe(0);
  });

  it('casts in his Shooting phase', () => {
    const { k, lines } = tracedBattle('overlord', 'daemons', ['{ id: h, unit: daemon-hordes, position: { x: 90, y: 40 } }', '{ id: o, unit: daemon-overlord, mount: wizard-powers, joins: h }'], 'orcs-and-goblins', FOE);
    shootingPhase(k, new Rng(5, 5), 0);
    expect(lines.some((l) => /^Daemon Overlord \(o\) casts /.test(l))).toBe(true);
  });

  it('with the Favour of the Gods too, given as upgrades: +1 Attack, terror, spells, 210 points', () => {
    const plan = compileWarmaster(parseText(text('upgrades: [favour-of-the-gods, wizard-powers], ')).runs[0]);
    const o = plan.charIds.indexOf('o');
    expect(plan.cCasts[o]).toBe(1);
    expect(plan.cAttack[o]).toBe(3);
    expect(plan.cTerror[o]).toBe(1);
    expect(plan.cPoints[o]).toBe(210);
    expect(() => parseText(text('upgrades: [wizard-powers, wizard-powers], ')).runs.forEach((r) => compileWarmaster(r))).toThrow(/given twice/);
    expect(() => parseText(text('upgrades: [wizard-power], ')).runs.forEach((r) => compileWarmaster(r))).toThrow(/did you mean "wizard-powers"/);
  });

  it('only the Overlord takes them', () => {
    expect(() => parseText(warmasterText('lord', 'daemons', ['{ id: h, unit: daemon-hordes, position: { x: 90, y: 40 } }', '{ id: o, unit: daemon-overlord, joins: h }', '{ id: l, unit: daemon-lord-hero, mount: wizard-powers, joins: h }'], 'orcs-and-goblins', FOE)).runs.forEach((r) => compileWarmaster(r))).toThrow(/wizard-powers on daemon-lord-hero/);
  });
});
