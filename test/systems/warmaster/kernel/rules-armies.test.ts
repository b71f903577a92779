// Army rules of rules/warmaster.md §11 that the README says are played, each checked through the
// kernel's own routines with scripted dice where a roll decides: the Dark Elf General (§11.11,
// §13 A13), Daemonic Instability (§11.13), Undead (§11.2), Bretonnian Peasants (§11.9), Araby
// Guards and Camel Riders (§11.14, §2.4), Chaos Spawn (§11.3), Cold One Knights (§11.11),
// Troll regeneration (§5.3), Ogres against humans (§2.7), badly hurt (§5.3) and the Skaven
// 20 cm command range (§11.7).
import { penalty } from '../../../../src/systems/warmaster/kernel/order-penalty.ts';
import { orderTest } from '../../../../src/systems/warmaster/kernel/order-test.ts';
import { volleyShots } from '../../../../src/systems/warmaster/kernel/shots.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { parseText } from '../../../helpers/load.ts';
import { rawBucket, ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { char, startCommand, tracedBattle, unit, warmasterText } from './harness.ts';
import { daemonicInstability } from '../../../../src/systems/warmaster/kernel/army-rules.ts';
import { endGroup, formGroup } from '../../../../src/systems/warmaster/kernel/brigades.ts';
import { endOfPhase, takeHits } from '../../../../src/systems/warmaster/kernel/casualties.ts';
import { fightRound } from '../../../../src/systems/warmaster/kernel/combat.ts';
import { commandPhase, giveOrders } from '../../../../src/systems/warmaster/kernel/command.ts';
import { engaged, gather, touching } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { driveBack } from '../../../../src/systems/warmaster/kernel/drive-backs.ts';
import { box, onTable } from '../../../../src/systems/warmaster/kernel/footprint.ts';
import { pointsLost } from '../../../../src/systems/warmaster/kernel/victory.ts';

/** After the script every countAtLeast die shows 1 (and every rollD6 die a 6): attacks miss, saves fail. */
function thenMiss(s: ScriptedRng): ScriptedRng {
  s.fill = rawBucket(5);
  return s;
}

/** Unit u alone (or grown to its brigade) as the group character c orders. */
function orderGroup(k: any, u: number, c: number): void {
  startCommand(k, u);
  endGroup(k);
  formGroup(k, u, c);
}

const ORCS_FAR = ['{ id: o, unit: orc-warriors, position: { x: 90, y: 110 } }'];

// ------------------------------------------------------------------ Dark Elf General (§11.11)

describe('Dark Elf General (§11.11, §13 A13)', () => {
  // Spearmen (side a) with a Hero 10 cm behind them and the General 20 cm behind; Orcs far off.
  function darkElves(rules = '') {
    const a = [
      '{ id: s, unit: spearmen, position: { x: 90, y: 40 } }',
      '{ id: t, unit: spearmen, position: { x: 130, y: 40 } }',
      '{ id: hero, unit: hero, position: { x: 90, y: 28 } }',
      '{ id: gen, unit: general, position: { x: 90, y: 18 } }',
    ];
    const r = tracedBattle('dark elves', 'dark-elves', a, 'orcs-and-goblins', ORCS_FAR, rules === '' ? '' : `rules: ${rules}\n`);
    return { ...r, s: unit(r.k, 's'), hero: char(r.k, 'hero'), gen: char(r.k, 'gen') };
  }

  it("a Hero's double 6: the General loses a Command level (10 → 9), the order fails and the unit rolls the blunder table", () => {
    const { k, lines, s, hero, gen } = darkElves();
    expect(k.cCommandNow[gen]).toBe(10);
    orderGroup(k, s, hero);
    const dice = new ScriptedRng().roll(6, 6).roll(1); // the blunder: 1, "You must be crazy!" (−1 for good)
    expect(orderTest(k, dice.rng, hero)).toBe(2);
    expect(dice.unused).toBe(0);
    expect(k.cCommandNow[gen]).toBe(9);
    expect(lines).toContain('General (gen) loses a Command level (now 9).');
    expect(k.cAlive[hero]).toBe(1);
    expect(k.blunderPenalty[s]).toBe(1);
  });

  it('after two levels lost (10 → 8) an underling rolling a double 6 is executed, and gives the enemy no victory points', () => {
    const { k, lines, s, hero, gen } = darkElves();
    k.cCommandNow[gen] = 8;
    orderGroup(k, s, hero);
    const vpBefore = pointsLost(k, 0);
    expect(orderTest(k, new ScriptedRng().roll(6, 6).roll(4).rng, hero)).toBe(2); // blunder 4–5: a half-pace move at most
    expect(k.cCommandNow[gen]).toBe(8);
    expect(k.cAlive[hero]).toBe(0);
    expect(k.cExecuted[hero]).toBe(1);
    expect(lines).toContain('Hero (hero) is executed for his failure.');
    expect(pointsLost(k, 0)).toBe(vpBefore); // not the Hero's 80 points
    // A Hero slain otherwise is worth his points (§10): the execution is what spares them.
    k.cExecuted[hero] = 0;
    expect(pointsLost(k, 0)).toBe(vpBefore + 80);
  });

  it("the General's own double 6: he loses a level, rolls no blunder, and the phase ends (the second unit is never tried)", () => {
    const { k, lines, gen } = darkElves();
    k.cAlive[char(k, 'hero')] = 0; // the General alone gives orders
    const d = new ScriptedRng().roll(6, 6); // any further die (a blunder, another order) would exhaust the script
    commandPhase(k, d.rng, 0);
    expect(d.unused).toBe(0);
    expect(k.cCommandNow[gen]).toBe(9);
    expect(lines).toContain('General (gen) loses a Command level (now 9).');
    expect(lines.filter((l: string) => l.includes(' orders '))).toEqual(['General (gen) orders Spearmen (s): 12 vs 10 or less (Command 10): fails.']);
  });

  it("at most two levels (10 → 8): the General's third double 6 only ends the phase, and he is never executed", () => {
    const { k, gen } = darkElves();
    for (const expected of [9, 8, 8]) {
      k.cAlive[char(k, 'hero')] = 0;
      const d = new ScriptedRng().roll(6, 6);
      commandPhase(k, d.rng, 0);
      expect(d.unused).toBe(0);
      expect(k.cCommandNow[gen]).toBe(expected);
      expect(k.cAlive[gen]).toBe(1);
    }
    // His orders now need 8 or less: a Spearmen order 20 cm off (no penalty) reads "vs 8".
    const { k: k2, lines, s } = darkElves();
    k2.cCommandNow[gen] = 8;
    orderGroup(k2, s, gen);
    orderTest(k2, new ScriptedRng().roll(5, 4).thenAll(1).rng, gen);
    expect(lines).toContain('General (gen) orders Spearmen (s): 9 vs 8 or less (Command 10, −2 for 2 levels lost): fails.');
  });
});

// ------------------------------------------------------------------ Daemonic Instability (§11.13)

describe('Daemonic Instability (§11.13)', () => {
  // Daemon Hordes (side a) of `stands` stands out of 3, with a Daemon Lord joined; Orcs far off.
  function daemons(stands: number) {
    const a = [`{ id: d, unit: daemon-hordes, stands: ${stands}, position: { x: 90, y: 40 } }`, '{ id: lord, unit: daemon-lord-hero, joins: d }', '{ id: gen, unit: daemon-overlord, position: { x: 90, y: 20 } }'];
    const r = tracedBattle('instability', 'daemons', a, 'orcs-and-goblins', ORCS_FAR);
    return { ...r, d: unit(r.k, 'd'), lord: char(r.k, 'lord') };
  }

  it('a full unit takes no test: no die is rolled', () => {
    const { k, d } = daemons(3);
    daemonicInstability(k, new ScriptedRng().rng, 0);
    expect([k.left[d], k.confused[d], k.status[d]]).toEqual([3, 0, 0]);
  });

  it('2 of 3 stands: 1 destroys the unit and its joined character; 2–3 confuse; 4–5 end a confusion; 6 brings a stand back', () => {
    const one = daemons(2);
    daemonicInstability(one.k, new ScriptedRng().roll(1).rng, 0);
    expect(onTable(one.k, one.d)).toBe(false);
    expect(one.k.cAlive[one.lord]).toBe(0);
    for (const face of [2, 3]) {
      const { k, d } = daemons(2);
      daemonicInstability(k, new ScriptedRng().roll(face).rng, 0);
      expect([k.left[d], k.confused[d]]).toEqual([2, 1]);
    }
    for (const face of [4, 5]) {
      const { k, d } = daemons(2);
      k.confused[d] = 1;
      daemonicInstability(k, new ScriptedRng().roll(face).rng, 0);
      expect([k.left[d], k.confused[d]]).toEqual([2, 0]);
      expect(onTable(k, d)).toBe(true);
    }
    const six = daemons(2);
    daemonicInstability(six.k, new ScriptedRng().roll(6).rng, 0);
    expect([six.k.left[six.d], six.k.confused[six.d]]).toEqual([3, 0]);
    expect(six.lines).toContain('Daemon Hordes (d) Daemonic Instability: 6.');
  });

  it('1 stand of 3: −1 on the die, so a 2 destroys, a 4 confuses, and a 6 (5) brings nothing back', () => {
    const two = daemons(1);
    daemonicInstability(two.k, new ScriptedRng().roll(2).rng, 0);
    expect(onTable(two.k, two.d)).toBe(false);
    const four = daemons(1);
    daemonicInstability(four.k, new ScriptedRng().roll(4).rng, 0);
    expect([four.k.left[four.d], four.k.confused[four.d]]).toEqual([1, 1]);
    const six = daemons(1);
    daemonicInstability(six.k, new ScriptedRng().roll(6).rng, 0);
    expect([six.k.left[six.d], six.k.confused[six.d]]).toEqual([1, 0]);
    expect(six.lines).toContain('Daemon Hordes (d) Daemonic Instability: 5.');
  });

  it('tested at the start of its own Command phase: confused there, it is not ordered, and recovers at the end of the phase', () => {
    const { k, lines, d } = daemons(2);
    const dice = new ScriptedRng().roll(3); // confused; no order die follows
    commandPhase(k, dice.rng, 0);
    expect(dice.unused).toBe(0);
    expect(lines.filter((l: string) => l.includes(' orders '))).toEqual([]);
    expect(k.confused[d]).toBe(0);
    // The same unit steady (a 4) is ordered (by the Daemon Lord joined to it: Heroes order first).
    const steady = daemons(2);
    commandPhase(steady.k, new ScriptedRng().roll(4).roll(1, 1).thenAll(6).rng, 0);
    expect(steady.lines.filter((l: string) => l.includes(' orders '))[0]).toMatch(/^Daemon Lord \(Hero\) \(lord\) orders Daemon Hordes \(d\): 2 vs 7 or less \(Command 8, −1 for 1 stand lost\): passes\.$/);
  });
});

// ------------------------------------------------------------------ Undead (§11.2, §11.12)

describe('Undead (§11.2, §11.12): no initiative, no confusion, no enemy-within-20-cm penalty', () => {
  // A unit of `army` (side a) 10 cm from Orcs, General 5 cm behind it; Ghouls are not Undead.
  function undead(army: string, troop: string, tactics = '') {
    const general = army === 'tomb-kings' ? 'tomb-king' : 'vampire-lord';
    const a = [`{ id: u, unit: ${troop}, position: { x: 90, y: 40 }${tactics} }`, `{ id: gen, unit: ${general}, position: { x: 90, y: 33 } }`];
    const r = tracedBattle('undead', army, a, 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 50 } }']);
    return { ...r, u: unit(r.k, 'u'), o: unit(r.k, 'o'), gen: char(r.k, 'gen') };
  }

  it('an enemy within 20 cm costs Ghouls −1 to orders, never Skeletons (Tomb Kings or Vampire Counts)', () => {
    for (const [army, troop, pen] of [['tomb-kings', 'skeletons', 0], ['vampire-counts', 'skeletons', 0], ['vampire-counts', 'ghouls', 1]] as const) {
      const { k, u, gen } = undead(army, troop);
      orderGroup(k, u, gen);
      expect(penalty(k, gen), `${army} ${troop}`).toBe(pen);
    }
  });

  it('never charge by initiative, even with the charge tactic; Ghouls do', () => {
    const hold = ', tactics: { orders: hold, initiative: charge }';
    const skel = undead('tomb-kings', 'skeletons', hold);
    commandPhase(skel.k, new Rng(1, 1), 0);
    expect(skel.lines.some((l: string) => l.includes('initiative'))).toBe(false);
    expect(engaged(skel.k, skel.u)).toBe(false);
    const ghouls = undead('vampire-counts', 'ghouls', hold);
    commandPhase(ghouls.k, new Rng(1, 1), 0);
    expect(ghouls.lines).toContain('(Ghouls (u) charged on its own initiative.)');
    expect(touching(ghouls.k, ghouls.u, ghouls.o)).toBe(true);
  });

  it('never confused: a 6 among the drive-back dice confuses Ghouls, not Skeletons, who are still driven back', () => {
    for (const [army, troop, confused] of [['vampire-counts', 'skeletons', 0], ['vampire-counts', 'ghouls', 1]] as const) {
      const { k, u, o } = undead(army, troop);
      box(k, u);
      const y0 = k.by0;
      k.driver[u] = o;
      k.phaseHits[u] = 1;
      driveBack(k, new ScriptedRng().roll(6).rng, u);
      box(k, u);
      expect(k.by0, troop).toBeCloseTo(y0 - 6, 6);
      expect(k.confused[u], troop).toBe(confused);
    }
  });
});

// ------------------------------------------------------------------ Peasants (§11.9)

describe('Bretonnian Peasants (§11.9, §2.4, §2.7, §5.2)', () => {
  // Peasants p and q, Men-at-arms m (side a), each 12 cm wide, side by side; General 5 cm behind.
  function bretonnia(brigades: [string, string, string], b = ORCS_FAR, tactics = '') {
    const at = (x: number, bg: string) => `position: { x: ${x}, y: 40 }${bg === '' ? '' : `, brigade: ${bg}`}${tactics}`;
    const a = [
      `{ id: p, unit: peasants, ${at(78, brigades[0])} }`,
      `{ id: q, unit: peasants, ${at(90, brigades[1])} }`,
      `{ id: m, unit: men-at-arms, ${at(102, brigades[2])} }`,
      '{ id: gen, unit: general, position: { x: 90, y: 33 } }',
    ];
    const r = tracedBattle('peasants', 'bretonnia', a, 'orcs-and-goblins', b);
    return { ...r, p: unit(r.k, 'p'), q: unit(r.k, 'q'), m: unit(r.k, 'm'), gen: char(r.k, 'gen') };
  }

  it('−1 to orders alone or in a brigade of Peasants only; none in a brigade with Men-at-arms', () => {
    const alone = bretonnia(['', '', '']);
    orderGroup(alone.k, alone.q, alone.gen);
    expect(penalty(alone.k, alone.gen)).toBe(1);
    orderGroup(alone.k, alone.m, alone.gen);
    expect(penalty(alone.k, alone.gen)).toBe(0);
    const peasantsOnly = bretonnia(['x', 'x', '']);
    orderGroup(peasantsOnly.k, peasantsOnly.q, peasantsOnly.gen);
    expect(peasantsOnly.k.grpN).toBe(2);
    expect(penalty(peasantsOnly.k, peasantsOnly.gen)).toBe(1);
    const mixed = bretonnia(['', 'x', 'x']);
    orderGroup(mixed.k, mixed.q, mixed.gen);
    expect(mixed.k.grpN).toBe(2);
    expect(penalty(mixed.k, mixed.gen)).toBe(0);
  });

  it('never charge by initiative (Men-at-arms beside them do), but may evade', () => {
    const orcs = ['{ id: o, unit: orc-warriors, position: { x: 90, y: 50 } }', '{ id: o2, unit: orc-warriors, position: { x: 114, y: 50 } }'];
    const { k, lines, q, m } = bretonnia(['', '', ''], orcs, ', tactics: { orders: hold, initiative: charge }');
    commandPhase(k, new Rng(1, 1), 0);
    expect(lines).toContain('(Men-at-arms (m) charged on its own initiative.)');
    expect(lines.some((l: string) => l.startsWith('(Peasants'))).toBe(false);
    expect(engaged(k, q)).toBe(false);
    expect(engaged(k, m)).toBe(true);
    const evade = bretonnia(['', '', ''], orcs, ', tactics: { orders: hold, initiative: evade }');
    commandPhase(evade.k, new Rng(1, 1), 0);
    expect(evade.lines.some((l: string) => l.startsWith('Peasants (q) evades Orc Warriors (o)'))).toBe(true);
  });

  it('no charge bonus: charging head-on, 3 stands × 3 = 9 attacks (Men-at-arms 3 × 4 = 12)', () => {
    for (const [troop, dice] of [['peasants', 9], ['men-at-arms', 12]] as const) {
      const { k, lines } = tracedBattle('charge', 'bretonnia', [`{ id: x, unit: ${troop}, position: { x: 90, y: 40 }, tactics: { pursue: never } }`], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 40 }, tactics: { pursue: never } }']);
      k.chargeReady[0] = 1;
      gather(k, 0);
      fightRound(k, thenMiss(new ScriptedRng()).rng, true);
      const name = troop === 'peasants' ? 'Peasants' : 'Men-at-arms';
      expect(lines).toContain(`${name} (x): ${dice} attacks on Orc Warriors (o) need 4+: 0 hits, 0 after armour.`);
    }
  });
});

// ------------------------------------------------------------------ Araby Guards and Camel Riders (§11.14, §2.4)

describe('Araby Guards (§11.14, §2.4): the General\'s first order to them each turn on 10, no penalties', () => {
  // Guards g (lost 2 stands: −2) and Spearmen s side by side (brigade by `brigade`), 10 cm from
  // Orcs (−1); the General 65 cm behind (−3), a Hero 50 cm behind (−2).
  function araby(brigade = '') {
    const bg = brigade === '' ? '' : `, brigade: ${brigade}`;
    const a = [
      `{ id: g, unit: guards, stands: 1, position: { x: 90, y: 40 }${bg} }`,
      `{ id: s, unit: spearmen, position: { x: 98, y: 40 }${bg} }`,
      '{ id: gen, unit: general, position: { x: 90, y: -27 } }',
      '{ id: hero, unit: hero, position: { x: 90, y: -12 } }',
    ];
    return tracedBattle('guards', 'araby', a, 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 50 } }']);
  }
  const setUp = (brigade = '') => {
    const r = araby(brigade);
    return { ...r, g: unit(r.k, 'g'), s: unit(r.k, 's'), gen: char(r.k, 'gen'), hero: char(r.k, 'hero') };
  };

  it('the set-up: the Guards\' order penalty is 2 (stands) + 1 (enemy) + 3 (distance) = 6', () => {
    const { k, g, gen } = setUp();
    orderGroup(k, g, gen);
    expect(penalty(k, gen)).toBe(6);
  });

  it('the General\'s first order to the Guards reads "vs 10"; his second to them the normal 9 − 6 − 1 = 2', () => {
    const { k, lines, g, gen } = setUp();
    orderGroup(k, g, gen);
    expect(orderTest(k, new ScriptedRng().roll(5, 5).thenAll(6).rng, gen)).toBe(1); // 10 passes
    expect(lines).toContain('General (gen) orders Guards (g): 10 vs 10 or less (Araby Guards\' first order: 10, no penalties): passes.');
    endGroup(k);
    k.grp[0] = g;
    k.grpN = 1;
    orderTest(k, new ScriptedRng().roll(1, 1).thenAll(6).rng, gen);
    expect(lines).toContain('General (gen) orders Guards (g): 2 vs 2 or less (Command 9, −3 at 75.0 cm, −1 second order, −1 enemy within 20 cm, −2 for 2 stands lost): passes.');
  });

  it('not from a Hero (8 − 6 + 1 for the nearer distance: vs 3), nor for a brigade with other units (vs 3)', () => {
    const hero = setUp();
    orderGroup(hero.k, hero.g, hero.hero);
    orderTest(hero.k, new ScriptedRng().roll(1, 1).thenAll(6).rng, hero.hero);
    expect(hero.lines).toContain('Hero (hero) orders Guards (g): 2 vs 3 or less (Command 8, −2 at 50.0 cm, −1 enemy within 20 cm, −2 for 2 stands lost): passes.');
    const brigade = setUp('x');
    orderGroup(brigade.k, brigade.g, brigade.gen);
    expect(brigade.k.grpN).toBe(2);
    orderTest(brigade.k, new ScriptedRng().roll(1, 1).thenAll(6).rng, brigade.gen);
    expect(brigade.lines).toContain('General (gen) orders Guards (g) + Spearmen (s): 2 vs 3 or less (Command 9, −3 at 65.0 cm, −1 enemy within 20 cm, −2 for 2 stands lost): passes.');
  });

  // §2.4: the General's first order each turn to a Guards unit, whatever he ordered before.
  it('the General\'s first order to the Guards is on 10 even after he ordered another unit first', () => {
    const { k, lines, g, s, gen } = setUp();
    orderGroup(k, s, gen);
    orderTest(k, new ScriptedRng().roll(1, 1).thenAll(6).rng, gen); // the Spearmen first
    endGroup(k);
    k.grp[0] = g;
    k.grpN = 1;
    orderTest(k, new ScriptedRng().roll(5, 5).thenAll(6).rng, gen);
    expect(lines).toContain('General (gen) orders Guards (g): 10 vs 10 or less (Araby Guards\' first order: 10, no penalties): passes.');
  });
});

describe('Araby Camel Riders (§11.14, §2.4): no distance penalty alone, always −1', () => {
  // Camel Riders c and Desert Riders r side by side (a brigade with `brigade`), General 65 cm behind.
  function araby(brigade = '') {
    const bg = brigade === '' ? '' : `, brigade: ${brigade}`;
    const a = [
      `{ id: c, unit: camel-riders, position: { x: 90, y: 40 }${bg} }`,
      `{ id: r, unit: desert-riders, position: { x: 96, y: 40 }${bg} }`,
      '{ id: gen, unit: general, position: { x: 90, y: -31 } }',
    ];
    const res = tracedBattle('camels', 'araby', a, 'orcs-and-goblins', ORCS_FAR);
    return { ...res, c: unit(res.k, 'c'), r: unit(res.k, 'r'), gen: char(res.k, 'gen') };
  }

  it('65 cm away: Camel Riders alone −1 (their own), Desert Riders −3 (distance), the two as a brigade −3 −1 = −4', () => {
    const { k, c, r, gen } = araby();
    orderGroup(k, c, gen);
    expect(penalty(k, gen)).toBe(1);
    orderGroup(k, r, gen);
    expect(penalty(k, gen)).toBe(3);
    const b = araby('x');
    orderGroup(b.k, b.c, b.gen);
    expect(b.k.grpN).toBe(2);
    expect(penalty(b.k, b.gen)).toBe(4);
  });
});

// ------------------------------------------------------------------ Chaos Spawn (§11.3)

describe('Chaos Spawn (§11.3, §2.7): never ordered on its own, but uses initiative', () => {
  it('a lone Spawn outside any brigade is never ordered: no die is rolled', () => {
    const { k, lines } = tracedBattle('spawn', 'chaos', ['{ id: s, unit: chaos-spawn, position: { x: 90, y: 40 } }', '{ id: gen, unit: general, position: { x: 90, y: 30 } }'], 'orcs-and-goblins', ORCS_FAR);
    commandPhase(k, new ScriptedRng().rng, 0);
    expect(lines.filter((l: string) => l.includes(' orders '))).toEqual([]);
  });

  it('a Spawn 10 cm from an enemy it sees charges it by initiative', () => {
    const { k, lines } = tracedBattle('spawn', 'chaos', ['{ id: s, unit: chaos-spawn, position: { x: 90, y: 40 } }', '{ id: gen, unit: general, position: { x: 90, y: 30 } }'], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 50 } }']);
    commandPhase(k, new Rng(1, 1), 0);
    expect(lines).toContain('(Chaos Spawn (s) charged on its own initiative.)');
    expect(touching(k, 0, 1)).toBe(true);
  });
});

// ------------------------------------------------------------------ Cold One Knights (§11.11, §5.2)

describe('Cold One Knights (§11.11, §5.2): +1 Attack a stand in the first round when fighting to the front', () => {
  // `troop` (side a, 3 cavalry stands facing north, x 87–93) head-on against Orcs (side b).
  function headOn(troop: string, charging: boolean, first = true) {
    const { k, lines } = tracedBattle('cold ones', 'dark-elves', [`{ id: x, unit: ${troop}, position: { x: 90, y: 40 }, tactics: { pursue: never } }`], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 40 }, tactics: { pursue: never } }']);
    k.chargeReady[0] = charging ? 1 : 0;
    gather(k, 0);
    fightRound(k, thenMiss(new ScriptedRng()).rng, first);
    return lines.find((l: string) => l.endsWith('on Orc Warriors (o) need 4+: 0 hits, 0 after armour.') && !l.startsWith('Orc'));
  }

  it('charging: 3 × (3 + 1 charge + 1) = 15 attacks; Dark Riders (Attack 3) 12', () => {
    expect(headOn('cold-one-knights', true)).toBe('Cold One Knights (x): 15 attacks on Orc Warriors (o) need 4+: 0 hits, 0 after armour.');
    expect(headOn('dark-riders', true)).toBe('Dark Riders (x): 12 attacks on Orc Warriors (o) need 4+: 0 hits, 0 after armour.');
  });

  it('charged, the bonus still holds in the first round (12); gone in a later round (9)', () => {
    expect(headOn('cold-one-knights', false)).toBe('Cold One Knights (x): 12 attacks on Orc Warriors (o) need 4+: 0 hits, 0 after armour.');
    expect(headOn('cold-one-knights', false, false)).toBe('Cold One Knights (x): 9 attacks on Orc Warriors (o) need 4+: 0 hits, 0 after armour.');
  });

  it('a stand touching the enemy only with its side edge has no bonus: 3 attacks', () => {
    // Knights x 96–102 (y 40–44): the first stand's west side against the Orcs' east end (x 96, y 40–42).
    const { k, lines } = tracedBattle('cold ones', 'dark-elves', ['{ id: x, unit: cold-one-knights, position: { x: 99, y: 44 }, tactics: { pursue: never } }'], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 40 }, tactics: { pursue: never } }']);
    expect(touching(k, 0, 1)).toBe(true);
    gather(k, 0);
    fightRound(k, thenMiss(new ScriptedRng()).rng, true);
    expect(lines).toContain('Cold One Knights (x): 3 attacks on Orc Warriors (o) need 4+: 0 hits, 0 after armour.');
  });

  it('are brigaded only with Cold One Knights (§2.6)', () => {
    const units = (other: string) => [
      '{ id: c, unit: cold-one-knights, brigade: x, position: { x: 90, y: 40 } }',
      `{ id: d, unit: ${other}, brigade: x, position: { x: 96, y: 40 } }`,
      '{ id: gen, unit: general, position: { x: 90, y: 20 } }',
    ];
    expect(() => parseText(warmasterText('b', 'dark-elves', units('cold-one-knights'), 'orcs-and-goblins', ORCS_FAR))).not.toThrow();
    expect(() => parseText(warmasterText('b', 'dark-elves', units('dark-riders'), 'orcs-and-goblins', ORCS_FAR))).toThrow(/Cold One Knights/);
  });
});

// ------------------------------------------------------------------ Trolls (§5.3, §11.3)

describe('Trolls (§5.3, §2.4): regenerate 1 hit after each round; −1 to orders', () => {
  // `troop` (side a, Hits 3) head-on with Orcs: its attacks all miss; the Orcs score 4 hits, no save.
  function beaten(troop: string, attacks: number) {
    const { k, lines } = tracedBattle('trolls', 'chaos', [`{ id: x, unit: ${troop}, position: { x: 90, y: 40 }, tactics: { pursue: never } }`], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 40 }, tactics: { pursue: never } }']);
    const dice = new ScriptedRng().countN(attacks, 1).countN(4, 6).countN(8, 1).countN(4, 1);
    gather(k, 0);
    fightRound(k, thenMiss(dice).rng, true);
    return { k, lines };
  }

  it('4 hits on Trolls: a stand goes, the fourth hit regenerates; the result still counts all 4', () => {
    const { k, lines } = beaten('trolls', 15);
    expect(k.left[0]).toBe(2);
    expect(k.hitsOn[0]).toBe(0);
    expect(lines).toContain('Combat result: a 0, b 4.');
    // Marauders (Hits 3, no regeneration) keep the odd hit.
    const m = beaten('chaos-marauders', 9);
    expect(m.k.left[0]).toBe(2);
    expect(m.k.hitsOn[0]).toBe(1);
    expect(m.lines).toContain('Combat result: a 0, b 4.');
  });

  it('−1 to orders alone, and once for a brigade that holds Trolls', () => {
    const a = (bg: string) => [
      `{ id: t, unit: trolls, position: { x: 90, y: 40 }${bg} }`,
      `{ id: m, unit: chaos-marauders, position: { x: 102, y: 40 }${bg} }`,
      '{ id: gen, unit: general, position: { x: 90, y: 33 } }',
    ];
    const alone = tracedBattle('trolls', 'chaos', a(''), 'orcs-and-goblins', ORCS_FAR).k;
    orderGroup(alone, 0, 0);
    expect(penalty(alone, 0)).toBe(1);
    orderGroup(alone, 1, 0);
    expect(penalty(alone, 0)).toBe(0);
    const brigade = tracedBattle('trolls', 'chaos', a(', brigade: x'), 'orcs-and-goblins', ORCS_FAR).k;
    orderGroup(brigade, 1, 0);
    expect(brigade.grpN).toBe(2);
    expect(penalty(brigade, 0)).toBe(1);
  });
});

// ------------------------------------------------------------------ Ogres (§2.7, §13 A22)

describe('Ogres (§2.7, §13 A22): must charge humans within 20 cm by initiative', () => {
  function ogres(tactic: string, enemyArmy: string, enemy: string) {
    return tracedBattle('ogres', 'chaos', [`{ id: x, unit: ogres, position: { x: 90, y: 40 }, tactics: { orders: hold, initiative: ${tactic} } }`, '{ id: gen, unit: general, position: { x: 90, y: 20 } }'], enemyArmy, [`{ id: e, unit: ${enemy}, position: { x: 90, y: 50 } }`]);
  }

  it('with initiative none or evade they still charge Empire Halberdiers (humans) 10 cm away', () => {
    for (const tactic of ['none', 'evade']) {
      const { k, lines } = ogres(tactic, 'empire', 'halberdiers');
      commandPhase(k, new Rng(1, 1), 0);
      expect(lines, tactic).toContain('(Ogres (x) charged on its own initiative.)');
      expect(touching(k, 0, 1)).toBe(true);
    }
  });

  it('not Orc Warriors (not humans): with initiative none they stay, with evade they evade', () => {
    const none = ogres('none', 'orcs-and-goblins', 'orc-warriors');
    commandPhase(none.k, new Rng(1, 1), 0);
    expect(none.lines.some((l: string) => l.startsWith('(Ogres') || l.startsWith('Ogres (x) evades'))).toBe(false);
    const evade = ogres('evade', 'orcs-and-goblins', 'orc-warriors');
    commandPhase(evade.k, new Rng(1, 1), 0);
    expect(evade.lines.some((l: string) => l.startsWith('Ogres (x) evades Orc Warriors (e)'))).toBe(true);
  });
});

// ------------------------------------------------------------------ badly hurt (§5.3, §13 A23)

describe('badly hurt (§5.3, §13 A23): checked on the hits held at the end of the phase', () => {
  function monster(army: string, troop: string) {
    const { k, lines } = tracedBattle('badly hurt', army, [`{ id: x, unit: ${troop}, position: { x: 90, y: 40 } }`], 'empire', ['{ id: e, unit: halberdiers, position: { x: 90, y: 55 } }']);
    return { k, lines };
  }
  const cases: [string, string, string, number, number, number, number][] = [
    // army, troop, name, band from, band to, Hits then, Attack then
    ['tomb-kings', 'sphinx', 'Sphinx', 3, 5, 3, 2],
    ['orcs-and-goblins', 'giant', 'Giant', 4, 7, 4, 4],
    ['high-elves', 'dragon-rider', 'Dragon Rider', 3, 5, 3, 3],
    ['lizardmen', 'stegadon', 'Stegadon', 5, 9, 5, 5],
    ['daemons', 'greater-daemon', 'Greater Daemon', 3, 5, 3, 4],
  ];
  for (const [army, troop, name, from, to, hits, attack] of cases) {
    it(`${name}: ${from}–${to} hits → badly hurt, Hits ${hits}, Attack ${attack}, the hits discarded; ${from - 1} → nothing`, () => {
      for (const held of [from, to]) {
        const { k, lines } = monster(army, troop);
        k.hitsOn[0] = held;
        endOfPhase(k, false);
        expect([k.badlyHurt[0], k.hitsNow[0], k.attackNow[0], k.hitsOn[0]]).toEqual([1, hits, attack, 0]);
        expect(lines).toContain(`${name} (x) is badly hurt.`);
      }
      const { k } = monster(army, troop);
      const before = [k.hitsNow[0], k.attackNow[0]];
      k.hitsOn[0] = from - 1;
      endOfPhase(k, false);
      expect([k.badlyHurt[0], k.hitsNow[0], k.attackNow[0], k.hitsOn[0]]).toEqual([0, ...before, 0]);
    });
  }

  it('once badly hurt, its new Hits value kills it: 3 hits remove a badly hurt Sphinx', () => {
    const { k } = monster('tomb-kings', 'sphinx');
    k.hitsOn[0] = 4;
    endOfPhase(k, false);
    takeHits(k, 0, 3);
    expect(onTable(k, 0)).toBe(false);
  });

  // §5.3: the shooting half of the badly-hurt profile, Dragon Rider 3/2 (Stegadon 5/2).
  it('a badly hurt Dragon Rider shoots 2, not 3 (3/2)', () => {
    const { k } = monster('high-elves', 'dragon-rider');
    expect(volleyShots(k, 0, 1)).toBe(3);
    k.hitsOn[0] = 3;
    endOfPhase(k, false);
    expect(volleyShots(k, 0, 1)).toBe(2);
  });
});

// ------------------------------------------------------------------ Skaven (§11.7, §2.3)

describe('Skaven (§11.7, §2.3): every character, the General too, commands within 20 cm only', () => {
  function ordersAt(army: string, general: string, troop: string, gap: number): string[] {
    const a = [`{ id: u, unit: ${troop}, position: { x: 90, y: 40 } }`, `{ id: gen, unit: ${general}, position: { x: 90, y: ${38 - gap} } }`];
    const { k, lines } = tracedBattle('range', army, a, 'orcs-and-goblins', ORCS_FAR);
    startCommand(k, 0);
    giveOrders(k, new ScriptedRng().roll(6, 6).rng, 0);
    return lines.filter((l: string) => l.includes(' orders '));
  }

  it('the Grey Seer orders Clanrats 20 cm away, not 25 cm away; an Empire General orders Halberdiers 25 cm away', () => {
    expect(ordersAt('skaven', 'grey-seer', 'clanrats', 20)).toEqual(['Grey Seer (gen) orders Clanrats (u): 12 vs 9 or less (Command 9): fails.']);
    expect(ordersAt('skaven', 'grey-seer', 'clanrats', 25)).toEqual([]);
    expect(ordersAt('empire', 'general', 'halberdiers', 25)).toEqual(['General (gen) orders Halberdiers (u): 12 vs 8 or less (Command 9, −1 at 25.0 cm): fails.']);
  });

  it('every Skaven character kind has range 20; the Empire has unlimited, 60 and 20', () => {
    const sk = tracedBattle('range', 'skaven', ['{ id: u, unit: clanrats, position: { x: 90, y: 40 } }', '{ id: g, unit: grey-seer, position: { x: 90, y: 20 } }', '{ id: h, unit: hero, position: { x: 80, y: 20 } }', '{ id: w, unit: warlock, position: { x: 100, y: 20 } }'], 'orcs-and-goblins', ORCS_FAR).k;
    expect(Array.from(sk.plan.cRange)).toEqual([20, 20, 20]);
    const em = tracedBattle('range', 'empire', ['{ id: u, unit: halberdiers, position: { x: 90, y: 40 } }', '{ id: g, unit: general, position: { x: 90, y: 20 } }', '{ id: h, unit: hero, position: { x: 80, y: 20 } }', '{ id: w, unit: wizard, position: { x: 100, y: 20 } }'], 'orcs-and-goblins', ORCS_FAR).k;
    expect(Array.from(em.plan.cRange)).toEqual([Infinity, 60, 20]);
  });
});
