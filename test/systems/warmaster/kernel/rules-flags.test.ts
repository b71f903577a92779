// Rule flags of rules/warmaster.md §13 (src/systems/warmaster/flags.ts) not yet shown to change
// play: initiativeSight, supportingStands, attackFloor, gerroffConfuses, darkElfBlunder,
// compulsoryChargers, lightOfBattle. Each test plays one scenario under both values with the
// same dice and asserts the exact difference. (blunders is in distributions-command.test.ts.)
import { orderTest } from '../../../../src/systems/warmaster/kernel/order-test.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { rawBucket, ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { char, startCommand, terrainHeader, tracedBattle, unit } from './harness.ts';
import { attack } from '../../../../src/systems/warmaster/kernel/attacks.ts';
import { fightRound } from '../../../../src/systems/warmaster/kernel/combat.ts';
import { commandPhase } from '../../../../src/systems/warmaster/kernel/command.ts';
import { gather, touching } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { box } from '../../../../src/systems/warmaster/kernel/footprint.ts';
import { initiativeTarget } from '../../../../src/systems/warmaster/kernel/initiative.ts';
import { visible } from '../../../../src/systems/warmaster/kernel/sight.ts';
import { gerroff, spellOn } from '../../../../src/systems/warmaster/kernel/spells.ts';

/** After the script every countAtLeast die shows 1 (every rollD6 die a 6): attacks miss, saves fail. */
function thenMiss(s: ScriptedRng = new ScriptedRng()): ScriptedRng {
  s.fill = rawBucket(5);
  return s;
}

const rules = (flag: string) => (flag === '' ? '' : terrainHeader([], `{ ${flag} }`));

describe('initiativeSight (§2.7): sight checked as each unit moves, or once at the start of the phase', () => {
  // Halberdiers f (2 stands in column facing east, x 88.5–92.5, y 27–31) hide Orcs e (y 38–40)
  // from Halberdiers u (1 stand, y 18–20, 18 cm away). f sees only Orcs e2 to its east (e lies
  // wholly behind f's front line) and charges them by initiative, out of u's way; e2 lies behind
  // u's front line, so u never sees it.
  function opening(flag: string) {
    const hold = 'tactics: { orders: hold, initiative: charge }';
    return tracedBattle('sight', 'empire', [
      `{ id: f, unit: halberdiers, stands: 2, files: 1, position: { x: 92.5, y: 29, facing: 90 }, ${hold} }`,
      `{ id: u, unit: halberdiers, stands: 1, position: { x: 90, y: 20 }, ${hold} }`,
      '{ id: gen, unit: general, position: { x: 20, y: 5 } }',
    ], 'orcs-and-goblins', [
      '{ id: e, unit: orc-warriors, stands: 1, position: { x: 90, y: 38 } }',
      '{ id: e2, unit: orc-warriors, stands: 1, position: { x: 102, y: 16 } }',
    ], rules(flag));
  }

  it('the set-up: at the start u sees no enemy; f sees e2 only', () => {
    const { k } = opening('');
    expect([visible(k, 0, 2), visible(k, 0, 3), visible(k, 1, 2), visible(k, 1, 3)]).toEqual([false, true, false, false]);
  });

  it('when-moving: f charges e2, which opens u\'s sight on e 18 cm away, and u charges it; phase-start: u stays', () => {
    const moving = opening('');
    commandPhase(moving.k, new Rng(1, 1), 0);
    expect(moving.lines).toContain('(Halberdiers (f) charged on its own initiative.)');
    expect(moving.lines).toContain('Halberdiers (u) charges Orc Warriors (e) (18.0 cm).');
    expect(touching(moving.k, 1, 2)).toBe(true);
    const start = opening('initiativeSight: phase-start');
    commandPhase(start.k, new Rng(1, 1), 0);
    expect(start.lines).toContain('(Halberdiers (f) charged on its own initiative.)');
    expect(start.lines.some((l: string) => l.startsWith('Halberdiers (u)'))).toBe(false);
    expect(start.k.sy[1 * 4]).toBe(19); // u's stand centre where it started
  });
});

describe('supportingStands (§5.5, §13 A24)', () => {
  // Halberdiers x head-on with Orcs o at y 40; Halberdiers z right behind x (y 36–38), same facing.
  // Every attack misses: the result is the supports alone.
  function fight(flag: string) {
    const { k, lines } = tracedBattle('support', 'empire', [
      '{ id: x, unit: halberdiers, position: { x: 90, y: 40 }, tactics: { pursue: never } }',
      '{ id: z, unit: halberdiers, position: { x: 90, y: 38 } }',
    ], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 40 }, tactics: { pursue: never } }'], rules(flag));
    gather(k, 0);
    fightRound(k, thenMiss().rng, true);
    return lines;
  }

  it('on: the three stands behind add +3 and win the round 3–0; off: a 0–0 draw', () => {
    expect(fight('')).toContain('Combat result: a 3, b 0.');
    expect(fight('supportingStands: false')).toContain('Combat result: a 0, b 0.');
  });
});

describe('attackFloor (§13 A4): attacks below zero clamped per stand or for the unit', () => {
  // Confused Goblins (Attack 2) touching a terrifying enemy (−1 each) with an Orc General (+2)
  // joined: stand 1 fights to the front, 2 − 1 − 1 + 2 = 2; stands 2 and 3 are also flanked,
  // 2 − 1 − 1 − 1 = −1 each.
  function goblins(flag: string) {
    const { k, lines } = tracedBattle('floor', 'empire', ['{ id: h, unit: halberdiers, position: { x: 90, y: 40 } }'], 'orcs-and-goblins', [
      '{ id: g, unit: goblins, position: { x: 90, y: 40 } }',
      '{ id: boss, unit: orc-general, joins: g }',
    ], rules(flag));
    const g = unit(k, 'g');
    const h = unit(k, 'h');
    gather(k, g);
    k.confused[g] = 1;
    for (let i = 0; i < 3; i++) {
      const s = g * 4 + i;
      k.sFought[s] = 1;
      k.sTarget[s] = h;
      k.sTerror[s] = 1;
      k.sPenalty[s] = i === 0 ? 0 : 1;
    }
    // Two dice scripted: a third die (or any die at all where none is due) would exhaust the script.
    const dice = new ScriptedRng().count(1, 1);
    attack(k, dice.rng, g, false);
    return { lines, used: dice.pos };
  }

  it('stand: 2 + 0 + 0 = 2 attacks; unit: 2 − 1 − 1 = 0, no die rolled', () => {
    const stand = goblins('');
    expect(stand.lines).toContain('Goblins (g): 2 attacks on Halberdiers (h) need 4+: 0 hits, 0 after armour.');
    expect(stand.used).toBe(2);
    const whole = goblins('attackFloor: unit');
    expect(whole.lines.some((l: string) => l.startsWith('Goblins (g):'))).toBe(false);
    expect(whole.used).toBe(0);
  });
});

describe('gerroffConfuses (§13 A6, §8.2)', () => {
  function hurled(flag: string) {
    const { k } = tracedBattle('gerroff', 'empire', ['{ id: h, unit: halberdiers, position: { x: 90, y: 40 } }'], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 100 } }'], rules(flag));
    box(k, 0);
    const y0 = k.by0;
    gerroff(k, new ScriptedRng().roll(1, 1, 1, 1, 6).rng, 0, 5); // 10 cm, one 6
    box(k, 0);
    return { moved: y0 - k.by0, confused: k.confused[0] };
  }

  it('5D6 = 1, 1, 1, 1, 6: hurled 10 cm either way; confused only when the flag is on', () => {
    const on = hurled('');
    expect(on.moved).toBeCloseTo(10, 6);
    expect(on.confused).toBe(1);
    const off = hurled('gerroffConfuses: false');
    expect(off.moved).toBeCloseTo(10, 6);
    expect(off.confused).toBe(0);
  });
});

describe('darkElfBlunder (§13 A13, §11.11)', () => {
  function hero(flag: string) {
    const r = tracedBattle('blunder', 'dark-elves', [
      '{ id: s, unit: spearmen, position: { x: 90, y: 40 } }',
      '{ id: hero, unit: hero, position: { x: 90, y: 28 } }',
      '{ id: gen, unit: general, position: { x: 90, y: 18 } }',
    ], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 110 } }'], rules(flag));
    startCommand(r.k, 0);
    return { ...r, hero: char(r.k, 'hero'), gen: char(r.k, 'gen') };
  }

  it("a Hero's double 6: the General loses a level either way; the unit rolls the blunder table (a 1: −1 for good) only when on", () => {
    const on = hero('');
    const d1 = new ScriptedRng().roll(6, 6).roll(1);
    expect(orderTest(on.k, d1.rng, on.hero)).toBe(2);
    expect(d1.unused).toBe(0);
    expect([on.k.cCommandNow[on.gen], on.k.blunderPenalty[0]]).toEqual([9, 1]);
    const off = hero('darkElfBlunder: false');
    const d2 = new ScriptedRng().roll(6, 6).roll(1);
    expect(orderTest(off.k, d2.rng, off.hero)).toBe(2);
    expect(d2.unused).toBe(1); // no blunder die
    expect([off.k.cCommandNow[off.gen], off.k.blunderPenalty[0]]).toEqual([9, 0]);
  });
});

describe('compulsoryChargers (§13 A21, §2.7)', () => {
  // Witch Elves (must charge by initiative) 15 cm from Orcs they see across a strip of impassable
  // ground (x 86–94, y 25–28): short enough to go round (not divided), but it stops the charge.
  function elves(flag: string) {
    return tracedBattle('compulsory', 'dark-elves', [
      '{ id: w, unit: witch-elves, position: { x: 90, y: 20 } }',
      '{ id: gen, unit: general, position: { x: 90, y: 5 } }',
    ], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 35 } }'],
    terrainHeader(['{ kind: impassable, x: 86, y: 25, width: 8, depth: 3 }'], flag === '' ? '' : `{ ${flag} }`));
  }

  it('may-be-ordered: the General orders them; never-ordered: they wait, and no order is given', () => {
    const may = elves('');
    expect(initiativeTarget(may.k, 0)).toBe(1);
    commandPhase(may.k, new Rng(1, 1), 0);
    expect(may.lines.some((l: string) => l.includes('initiative'))).toBe(false);
    expect(may.lines.filter((l: string) => l.startsWith('General (gen) orders Witch Elves (w):')).length).toBeGreaterThan(0);
    const never = elves('compulsoryChargers: never-ordered');
    commandPhase(never.k, new Rng(1, 1), 0);
    expect(never.lines).toEqual([]);
    expect(never.k.sy[0]).toBe(19);
  });
});

describe('lightOfBattle (§13 A26, §8.2): +1 Attack to the unit once, or to every stand', () => {
  function blessed(army: string, troop: string, name: string, caster: string, spell: string, flag: string): string | undefined {
    const { k, lines } = tracedBattle('light', army, [
      `{ id: x, unit: ${troop}, position: { x: 90, y: 40 }, tactics: { pursue: never } }`,
      `{ id: w, unit: ${caster}, position: { x: 90, y: 30 } }`,
    ], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 40 }, tactics: { pursue: never } }'], rules(flag));
    spellOn(k, new ScriptedRng().rng, char(k, 'w'), k.plan.spells.spellIds.indexOf(spell), 0);
    gather(k, 0);
    fightRound(k, thenMiss().rng, true);
    return lines.find((l: string) => l.startsWith(`${name} (x): `));
  }

  it('Light of Battle on High Elf Spearmen (3 × 3): 10 attacks (unit), 12 (stand)', () => {
    expect(blessed('high-elves', 'spearmen', 'Spearmen', 'wizard', 'light-of-battle', '')).toBe('Spearmen (x): 10 attacks on Orc Warriors (o) need 4+: 0 hits, 0 after armour.');
    expect(blessed('high-elves', 'spearmen', 'Spearmen', 'wizard', 'light-of-battle', 'lightOfBattle: stand')).toBe('Spearmen (x): 12 attacks on Orc Warriors (o) need 4+: 0 hits, 0 after armour.');
  });

  it('Daemonic Rage on Daemon Hordes (3 × 4): 13 attacks (unit), 15 (stand)', () => {
    expect(blessed('daemons', 'daemon-hordes', 'Daemon Hordes', 'daemon-lord-wizard', 'daemonic-rage', '')).toBe('Daemon Hordes (x): 13 attacks on Orc Warriors (o) need 4+: 0 hits, 0 after armour.');
    expect(blessed('daemons', 'daemon-hordes', 'Daemon Hordes', 'daemon-lord-wizard', 'daemonic-rage', 'lightOfBattle: stand')).toBe('Daemon Hordes (x): 15 attacks on Orc Warriors (o) need 4+: 0 hits, 0 after armour.');
  });
});
