// Warmaster magic (§8): casting odds (1 fails, 6 succeeds, the High Elf re-roll), Runesmith
// anti-magic, once per unit per turn, and spell effects on combat.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileWarmaster } from '../../../../src/systems/warmaster/compile.ts';
import { castChance } from '../../../../src/systems/warmaster/data/spells.ts';
import { WarmasterKernel } from '../../../../src/systems/warmaster/kernel.ts';
import { parseText } from '../../../helpers/load.ts';

/** Caster's army and wizard against Orc Warriors 20 cm in front of the wizard's unit. */
function duel(army: string, unit: string, wizard: string, enemy = '', extra = ''): any {
  const text = `
format: warsim/1
system: warmaster
title: magic
sides:
  - id: a
    army: ${army}
    units:
      - { id: host, unit: ${unit}, position: { x: 90, y: 40 } }
      - { id: wiz, unit: ${wizard}, joins: host }
  - id: b
    army: ${enemy || 'orcs-and-goblins'}
    units:
      - { id: foe, unit: ${enemy ? 'warriors' : 'orc-warriors'}, position: { x: 90, y: 60 } }
${extra}
`;
  const k = new WarmasterKernel(compileWarmaster(parseText(text).runs[0])) as any;
  k.reset();
  return k;
}

/** Successful casts (the foe affected) out of n tries of castOne. */
function successRate(k: any, n: number, seed: number): number {
  const rng = new Rng(seed, 0);
  const nsp = k.plan.spells.spellIds.length;
  let ok = 0;
  for (let i = 0; i < n; i++) {
    k.reset();
    k.playerTurnNo = 1;
    k.castOne(rng, 0);
    for (let s = 0; s < nsp; s++) if (k.spellSeen[1 * nsp + s] === 1) ok++;
  }
  return ok / n;
}

const within = (x: number, p: number, n: number) => expect(Math.abs(x - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n));

describe('casting (§8.1)', () => {
  it('a Chaos Sorcerer casts Curse of Chaos (5+) one time in three', () => {
    const k = duel('chaos', 'chaos-warriors', 'sorcerer');
    within(successRate(k, 20_000, 1), castChance(5, 0, false), 20_000);
    expect(castChance(5, 0, false)).toBeCloseTo(1 / 3, 12);
  });

  it('a High Elf Mage re-rolls a failed cast that was not a 1: Hail of Destruction (5+) half the time', () => {
    const k = duel('high-elves', 'spearmen', 'wizard');
    expect(castChance(5, 0, true)).toBeCloseTo(1 / 2, 12);
    within(successRate(k, 20_000, 2), 1 / 2, 20_000);
  });

  it('with the re-roll a 6+ spell succeeds 10 times in 36 (Storm of Stone), without it 1 in 6', () => {
    const k = duel('high-elves', 'spearmen', 'wizard');
    const storm = k.plan.spells.spellIds.indexOf('storm-of-stone');
    const rng = new Rng(9, 0);
    const n = 20_000;
    let ok = 0;
    for (let i = 0; i < n; i++) if (k.castRoll(rng, 0, storm)) ok++;
    expect(castChance(6, 0, true)).toBeCloseTo(10 / 36, 12);
    within(ok / n, 10 / 36, n);
    k.plan.cReroll[0] = 0;
    ok = 0;
    for (let i = 0; i < n; i++) if (k.castRoll(rng, 0, storm)) ok++;
    within(ok / n, 1 / 6, n);
  });

  it('a Runesmith within 50 cm dispels on a 4+: half the successful casts are lost', () => {
    const k = duel('chaos', 'chaos-warriors', 'sorcerer', 'dwarfs', '      - { id: rune, unit: runesmith, joins: foe }');
    within(successRate(k, 20_000, 3), (1 / 3) * (1 / 2), 20_000);
  });

  it('a unit is affected by the same spell once a turn', () => {
    const k = duel('chaos', 'chaos-warriors', 'sorcerer');
    const nsp = k.plan.spells.spellIds.length;
    const curse = k.plan.spells.spellIds.indexOf('curse-of-chaos');
    k.playerTurnNo = 1;
    k.spellSeen[1 * nsp + curse] = 1;
    k.spellTarget(0, curse);
    expect(k.spTarget).toBe(-1);
    k.playerTurnNo = 2;
    k.spellTarget(0, curse);
    expect(k.spTarget).toBe(1);
  });
});

describe('combat spells (§8.2)', () => {
  it('Boon of Chaos: +1 attack on every stand and the Sorcerer when his unit fights', () => {
    const k = duel('chaos', 'chaos-warriors', 'sorcerer');
    const boon = k.plan.spells.spellIds.indexOf('boon-of-chaos');
    k.playerTurnNo = 1;
    k.spellOn(new Rng(1, 1), 0, boon, 0);
    expect(k.atkStand[0]).toBe(1);
    expect(k.charBuff[0]).toBe(1);
  });

  it('Rage of Chaos: a repeated die turns the total on the unit itself (§12 E18)', () => {
    const k = duel('chaos', 'chaos-warriors', 'sorcerer');
    const rage = k.plan.spells.spellIds.indexOf('rage-of-chaos');
    let self = 0;
    let bonus = 0;
    const rng = new Rng(5, 0);
    const n = 12_000;
    for (let i = 0; i < n; i++) {
      k.reset();
      k.playerTurnNo = 1;
      k.spellOn(rng, 0, rage, 0);
      if (k.atkUnit[0] > 0) bonus++;
      else self++;
    }
    // Two dice (one per stand, the engine's policy): a double one time in six.
    within(self / n, 1 / 6, n);
    expect(bonus + self).toBe(n);
  });
});

describe('Freeze (§8.2, §12 E29)', () => {
  it('destroys a stand when a D6 beats the Hits: 1/2 against Hits 3, 1/3 against Hits 4', () => {
    for (const [enemy, unit, p] of [['', 'orc-warriors', 1 / 2], ['dwarfs', 'warriors', 1 / 3]] as const) {
      const k = duel('kislev', 'axemen', 'shaman', enemy);
      const freeze = k.plan.spells.spellIds.indexOf('freeze');
      expect(k.plan.troopIds[1]).toBe(unit);
      const rng = new Rng(4, 0);
      const n = 12_000;
      let lost = 0;
      for (let i = 0; i < n; i++) {
        k.reset();
        k.playerTurnNo = 1;
        k.spellOn(rng, 0, freeze, 1);
        if (k.left[1] === 2) lost++;
      }
      within(lost / n, p, n);
    }
  });
});

describe('armour re-roll spells (§8.2)', () => {
  const rate = (f: () => number, n: number) => {
    let total = 0;
    for (let i = 0; i < n; i++) total += f();
    return total / n;
  };

  it('Aerial Shield re-rolls failed saves against shooting; Shield of Combat in combat; the Curse of the Djinn re-rolls the successes', () => {
    const k = duel('chaos', 'chaos-warriors', 'sorcerer');
    const rng = new Rng(6, 0);
    const n = 20_000;
    k.playerTurnNo = 1;
    // One hit at a 4+ save: 1/2 saved; with a re-roll of failures 3/4; re-rolling successes 1/4.
    within(rate(() => k.shotSaves(rng, 1, 1, 4), n), 1 / 2, n);
    k.aerialUntil[1] = 2;
    within(rate(() => k.shotSaves(rng, 1, 1, 4), n), 3 / 4, n);
    within(rate(() => k.combatSaves(rng, 1, 1, 4), n), 1 / 2, n);
    k.shieldUntil[1] = 2;
    within(rate(() => k.combatSaves(rng, 1, 1, 4), n), 3 / 4, n);
    k.shieldUntil[1] = 0;
    k.cursed[1] = 1;
    within(rate(() => k.combatSaves(rng, 1, 1, 4), n), 1 / 4, n);
  });

  it('the Djinn adds 1 to the Curse of the Djinn: 5+ instead of 6+', () => {
    const text = (mount: string) => `
format: warsim/1
system: warmaster
title: djinn
sides:
  - id: a
    army: araby
    units:
      - { id: host, unit: spearmen, position: { x: 90, y: 40 } }
      - { id: wiz, unit: wizard, ${mount} joins: host }
  - id: b
    army: orcs-and-goblins
    units:
      - { id: foe, unit: orc-warriors, position: { x: 90, y: 60 } }
`;
    const n = 20_000;
    for (const [mount, p] of [['', 1 / 6], ['mount: djinn,', 1 / 3]] as const) {
      const k = new WarmasterKernel(compileWarmaster(parseText(text(mount)).runs[0])) as any;
      k.reset();
      const curse = k.plan.spells.spellIds.indexOf('curse-of-the-djinn');
      const rng = new Rng(8, 0);
      let ok = 0;
      for (let i = 0; i < n; i++) if (k.castRoll(rng, 0, curse)) ok++;
      within(ok / n, p, n);
    }
  });
});

describe('Weird Enchantment (§8.2)', () => {
  it('halves the pace, makes every enemy terrifying and takes away its own terror, to the end of the next turn', () => {
    const text = `
format: warsim/1
system: warmaster
title: weird
sides:
  - id: a
    army: empire
    units:
      - { id: host, unit: halberdiers, position: { x: 60, y: 40 } }
      - { id: wiz, unit: wizard, joins: host }
  - id: b
    army: tomb-kings
    units:
      - { id: giant, unit: bone-giant, position: { x: 90, y: 60 } }
      - { id: orcs, unit: skeletons, position: { x: 120, y: 60 } }
`;
    const k = new WarmasterKernel(compileWarmaster(parseText(text).runs[0])) as any;
    k.reset();
    k.playerTurnNo = 1;
    const weird = k.plan.spells.spellIds.indexOf('weird-enchantment');
    expect(k.paceOf(1)).toBe(20);
    expect(k.causesTerror(1)).toBe(true);
    k.spellOn(new Rng(1, 1), 0, weird, 1);
    expect(k.paceOf(1)).toBe(10);
    expect(k.causesTerror(1)).toBe(false);
    k.playerTurnNo = 2;
    expect(k.paceOf(1)).toBe(10);
    k.playerTurnNo = 3;
    expect(k.paceOf(1)).toBe(20);
  });
});
