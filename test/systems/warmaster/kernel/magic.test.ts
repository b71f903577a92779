// Warmaster magic (§8): casting odds (1 fails, 6 succeeds, the High Elf re-roll), Runesmith
// anti-magic, once per unit per turn, and spell effects on combat.
import { paceOf } from '../../../../src/systems/warmaster/kernel/formation.ts';
import { shootHits, shotSaves } from '../../../../src/systems/warmaster/kernel/shots.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileWarmaster } from '../../../../src/systems/warmaster/compile.ts';
import { castChance, SPELLS } from '../../../../src/systems/warmaster/data/spells.ts';
import { WarmasterKernel } from '../../../../src/systems/warmaster/kernel/kernel.ts';
import { SP_SHOOT_AGAIN, spellNotPlayed } from '../../../../src/systems/warmaster/magic-plan.ts';
import { parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { causesTerror, combatSaves } from '../../../../src/systems/warmaster/kernel/attacks.ts';
import { castOne, castRoll, castSpells } from '../../../../src/systems/warmaster/kernel/casting.ts';
import { engaged } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { reset } from '../../../../src/systems/warmaster/kernel/deployment.ts';
import { shootingPhase } from '../../../../src/systems/warmaster/kernel/shooting.ts';
import { spellTarget } from '../../../../src/systems/warmaster/kernel/spell-targets.ts';
import { spellOn } from '../../../../src/systems/warmaster/kernel/spells.ts';

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
  reset(k);
  return k;
}

/** Successful casts (the foe affected) out of n tries of castOne. */
function successRate(k: any, n: number, seed: number): number {
  const rng = new Rng(seed, 0);
  const nsp = k.plan.spells.spellIds.length;
  let ok = 0;
  for (let i = 0; i < n; i++) {
    reset(k);
    k.playerTurnNo = 1;
    castOne(k, rng, 0);
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
    for (let i = 0; i < n; i++) if (castRoll(k, rng, 0, storm)) ok++;
    expect(castChance(6, 0, true)).toBeCloseTo(10 / 36, 12);
    within(ok / n, 10 / 36, n);
    k.plan.cReroll[0] = 0;
    ok = 0;
    for (let i = 0; i < n; i++) if (castRoll(k, rng, 0, storm)) ok++;
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
    spellTarget(k, 0, curse);
    expect(k.spTarget).toBe(-1);
    k.playerTurnNo = 2;
    spellTarget(k, 0, curse);
    expect(k.spTarget).toBe(1);
  });
});

describe('combat spells (§8.2)', () => {
  it('Boon of Chaos: +1 attack on every stand and the Sorcerer when his unit fights', () => {
    const k = duel('chaos', 'chaos-warriors', 'sorcerer');
    const boon = k.plan.spells.spellIds.indexOf('boon-of-chaos');
    k.playerTurnNo = 1;
    spellOn(k, new Rng(1, 1), 0, boon, 0);
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
      reset(k);
      k.playerTurnNo = 1;
      spellOn(k, rng, 0, rage, 0);
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
        reset(k);
        k.playerTurnNo = 1;
        spellOn(k, rng, 0, freeze, 1);
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
    within(rate(() => shotSaves(k, rng, 1, 1, 4), n), 1 / 2, n);
    k.aerialUntil[1] = 2;
    within(rate(() => shotSaves(k, rng, 1, 1, 4), n), 3 / 4, n);
    within(rate(() => combatSaves(k, rng, 1, 1, 4), n), 1 / 2, n);
    k.shieldUntil[1] = 2;
    within(rate(() => combatSaves(k, rng, 1, 1, 4), n), 3 / 4, n);
    k.shieldUntil[1] = 0;
    k.cursed[1] = 1;
    within(rate(() => combatSaves(k, rng, 1, 1, 4), n), 1 / 4, n);
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
      reset(k);
      const curse = k.plan.spells.spellIds.indexOf('curse-of-the-djinn');
      const rng = new Rng(8, 0);
      let ok = 0;
      for (let i = 0; i < n; i++) if (castRoll(k, rng, 0, curse)) ok++;
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
    reset(k);
    k.playerTurnNo = 1;
    const weird = k.plan.spells.spellIds.indexOf('weird-enchantment');
    expect(paceOf(k, 1)).toBe(20);
    expect(causesTerror(k, 1)).toBe(true);
    spellOn(k, new Rng(1, 1), 0, weird, 1);
    expect(paceOf(k, 1)).toBe(10);
    expect(causesTerror(k, 1)).toBe(false);
    k.playerTurnNo = 2;
    expect(paceOf(k, 1)).toBe(10);
    k.playerTurnNo = 3;
    expect(paceOf(k, 1)).toBe(20);
  });
});

describe("Heaven's Fire (§8.2, §12 E22)", () => {
  /** High Elf Archers with the Mage joined, Orc Warriors 20 cm ahead, other units by `extra`. */
  function archers(extra = '', mage = 'joins: archers'): any {
    const text = `
format: warsim/1
system: warmaster
title: heavens fire
sides:
  - id: a
    army: high-elves
    units:
      - { id: archers, unit: archers, position: { x: 90, y: 40 } }
      - { id: mage, unit: wizard, ${mage} }
${extra}
  - id: b
    army: orcs-and-goblins
    units:
      - { id: foe, unit: orc-warriors, position: { x: 90, y: 60 } }
`;
    const k = new WarmasterKernel(compileWarmaster(parseText(text).runs[0])) as any;
    reset(k);
    k.turn = 1;
    k.playerTurnNo = 1;
    return k;
  }

  it('is cast now: the plan plays it and no longer lists it as not cast', () => {
    const k = archers();
    const hf = k.plan.spells.spellIds.indexOf('heavens-fire');
    expect(hf).toBeGreaterThanOrEqual(0);
    expect(spellNotPlayed(SPELLS['heavens-fire'])).toBeUndefined();
    expect(k.plan.spells.spKind[hf]).toBe(SP_SHOOT_AGAIN);
    expect(k.plan.spells.spAmount[hf]).toBe(1);
  });

  it('the Mage picks it (4+, easier than Hail of Destruction) for the Archers, who have a target', () => {
    const k = archers();
    const hf = k.plan.spells.spellIds.indexOf('heavens-fire');
    spellTarget(k, 0, hf);
    expect(k.spTarget).toBe(0);
    expect(k.spPri).toBe(3);
  });

  it('never on a unit without missiles, on artillery, out of range, in combat or without a target', () => {
    const setup = (mageX: number) => {
      // Spearmen (no missiles) and an Elven Bolt Thrower (artillery, with the Orcs in its 40 cm).
      const k = archers(
        [
          '      - { id: spears, unit: spearmen, position: { x: 140, y: 40 } }',
          '      - { id: bolts, unit: elven-bolt-thrower, position: { x: 125, y: 40 } }',
        ].join('\n'),
        `position: { x: ${mageX}, y: 30 }`,
      );
      expect(k.plan.troopIds).toEqual(['archers', 'spearmen', 'elven-bolt-thrower', 'orc-warriors']);
      return k;
    };
    const hf = (k: any) => k.plan.spells.spellIds.indexOf('heavens-fire');
    const far = setup(140); // the Archers 44 cm away
    spellTarget(far, 0, hf(far));
    expect(far.spTarget).toBe(-1);
    const near = setup(100); // the Archers within 30 cm: the same check can pass
    spellTarget(near, 0, hf(near));
    expect(near.spTarget).toBe(0);
    // The Orcs close in to touch the Archers: in combat, no Heaven's Fire.
    for (let j = 0; j < 3; j++) near.sy[3 * 4 + j] -= 20;
    expect(engaged(near, 0)).toBe(true);
    spellTarget(near, 0, hf(near));
    expect(near.spTarget).toBe(-1);
    // The Orcs 60 cm away: the Archers have nothing to shoot at.
    for (let j = 0; j < 3; j++) near.sy[3 * 4 + j] += 60;
    spellTarget(near, 0, hf(near));
    expect(near.spTarget).toBe(-1);
  });

  it('scripted: the Archers shoot twice, 3+ and then 4+; the hits drive back together', () => {
    const k = archers();
    const lines: string[] = [];
    k.tracer = { line: (l: string) => lines.push(l) };
    const s = new ScriptedRng()
      .roll(4) // cast, 4+: cast
      .count(3, 3, 2) // first shooting at 3+ (High Elves +1): 2 hits
      .count(5, 5) // Orc saves 6+: none
      .count(3, 3, 4) // second shooting at 4+: the 3s miss now, 1 hit
      .count(1) // no save
      .roll(1, 1, 1); // drive back, one die per hit
    shootingPhase(k, s.rng, 0);
    expect(s.unused).toBe(0);
    expect(lines).toContain('Archers (archers) shoots again (Heaven\'s Fire).');
    expect(k.left[1]).toBe(2); // 3 hits: a stand of Orcs
    expect(k.sy[1 * 4]).toBeCloseTo(60 + 3 + 1, 6); // driven back 3 cm, stand centres 1 cm behind the front
  });

  it('scripted: a failed cast (and its re-roll) leaves one shooting', () => {
    const k = archers();
    const s = new ScriptedRng().roll(3, 2).count(3, 3, 2).count(5, 5).roll(1, 1);
    shootingPhase(k, s.rng, 0);
    expect(s.unused).toBe(0);
    expect(k.left[1]).toBe(3);
  });

  it('E22: the second shooting hits an enemy in the open on 4+ (1/2), the first on 3+ (2/3)', () => {
    const k = archers();
    const rng = new Rng(11, 0);
    const n = 30_000;
    const rate = (worse: number) => {
      k.toHitWorse = worse;
      let hits = 0;
      for (let i = 0; i < n; i++) {
        k.steadfastTurn[1] = -1;
        k.plan.save[1] = 7; // count hits, not saves
        hits += shootHits(k, rng, 0, 1, 1);
      }
      k.toHitWorse = 0;
      return hits / n;
    };
    within(rate(0), 2 / 3, n);
    within(rate(1), 1 / 2, n);
  });
});

describe('the Slann casting through a Skink Shaman (§11.8)', () => {
  // The Slann with Saurus at the west end; a Skink Shaman with Skinks 120 cm east; Orcs 20 cm
  // in front of the Skinks: out of every spell's range of the Slann (Gaze of Sotek 30 cm,
  // Mazdamundi's Revenge 60 cm), in reach of the Shaman.
  function lizards(shaman = '      - { id: sh, unit: skink-shaman, joins: skinks }', orcsX = 150): { k: any; lines: string[] } {
    const text = `
format: warsim/1
system: warmaster
title: focus
sides:
  - id: a
    army: lizardmen
    units:
      - { id: saurus, unit: saurus, position: { x: 30, y: 40 } }
      - { id: slann, unit: slann, joins: saurus }
      - { id: skinks, unit: skinks, position: { x: 150, y: 40 } }
${shaman}
  - id: b
    army: orcs-and-goblins
    units:
      - { id: foe, unit: orc-warriors, position: { x: ${orcsX}, y: 60 } }
`;
    const k = new WarmasterKernel(compileWarmaster(parseText(text).runs[0])) as any;
    const lines: string[] = [];
    k.tracer = { line: (l: string) => lines.push(l) };
    reset(k);
    k.playerTurnNo = 1;
    return { k, lines };
  }

  it('casts from the Shaman when only he has a target in range, and the Shaman still casts his own spell', () => {
    const { k, lines } = lizards();
    expect(Array.from(k.plan.cFocus)).toEqual([0, 1]);
    // The Slann's casting die (a 5 for Gaze of Sotek) and its 3 attacks; then the Shaman's own cast.
    castSpells(k, new ScriptedRng().roll(5).count(1, 1, 1).thenAll(1).rng, 0);
    expect(lines[0]).toBe('Slann Mage Palanquin (slann) casts through Skink Shaman (sh).');
    expect(lines[1]).toBe('Slann Mage Palanquin (slann) casts Gaze of Sotek: 5 (needs 5+).');
    expect(lines[2]).toBe('Gaze of Sotek strikes Orc Warriors (foe): 0 hits.');
    expect(lines.some((l: string) => l.startsWith('Skink Shaman (sh) casts '))).toBe(true);
    const nsp = k.plan.spells.spellIds.length;
    expect(k.spellSeen[2 * nsp + k.plan.spells.spellIds.indexOf('gaze-of-sotek')]).toBe(1);
  });

  it('without a living Shaman, or with the target in his own range, the Slann casts from his own place', () => {
    const dead = lizards();
    dead.k.cAlive[1] = 0;
    castSpells(dead.k, new ScriptedRng().thenAll(1).rng, 0);
    expect(dead.lines.some((l: string) => l.startsWith('Slann Mage Palanquin (slann) casts'))).toBe(false);
    const alone = lizards('');
    castSpells(alone.k, new ScriptedRng().thenAll(1).rng, 0);
    expect(alone.lines).toEqual([]);
    // Orcs 20 cm in front of the Slann's Saurus: he casts from himself (Wings in the Jungle into a charge).
    const near = lizards(undefined, 30);
    castSpells(near.k, new ScriptedRng().thenAll(1).rng, 0);
    expect(near.lines[0]).toBe('Slann Mage Palanquin (slann) casts Wings in the Jungle: 1 (needs 5+), it fails.');
    expect(near.lines.some((l: string) => l.includes('casts through'))).toBe(false);
  });
});
