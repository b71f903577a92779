// The Kislev War Wagon (§11.10): two stands, column or laager, forming laager by initiative or
// by an order of its own, moving (half pace from laager, never charging, never without its
// team), shooting all round with armour-piercing shots from the wagon stand only, its save and
// the stand the owner loses, the laager's defence (cover, all-round fronts, no drive back, no
// retreat, enemies fighting on without pursuit bonuses), the column destroyed when it must
// retreat, and Kislev infantry defended beside a laager. Each test plays differently without
// the rule it names.
import { wagonBlunder } from '../../../../src/systems/warmaster/kernel/blunders.ts';
import { shootHits, volleyShots } from '../../../../src/systems/warmaster/kernel/shots.ts';
import { overlapsAny } from '../../../../src/systems/warmaster/kernel/terrain.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { DEFENDED, OPEN, TEAM_SLOT, WAGON_SLOT } from '../../../../src/systems/warmaster/plan.ts';
import { parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { startCommand, terrainHeader, tracedBattle, warmasterText } from './harness.ts';
import { removeStand } from '../../../../src/systems/warmaster/kernel/casualties.ts';
import { chargedBy, fightEngagement, fightRound } from '../../../../src/systems/warmaster/kernel/combat.ts';
import { giveOrders, wantsToMove } from '../../../../src/systems/warmaster/kernel/command.ts';
import { engaged, gather } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { coverOf, toHitOf } from '../../../../src/systems/warmaster/kernel/defended.ts';
import { driveBack } from '../../../../src/systems/warmaster/kernel/drive-backs.ts';
import { gapOf } from '../../../../src/systems/warmaster/kernel/gaps.ts';
import { initiative } from '../../../../src/systems/warmaster/kernel/initiative.ts';
import { armourOf } from '../../../../src/systems/warmaster/kernel/items.ts';
import { orderedMove } from '../../../../src/systems/warmaster/kernel/movement.ts';
import { retreat } from '../../../../src/systems/warmaster/kernel/retreat.ts';
import { closestEnemy } from '../../../../src/systems/warmaster/kernel/sight.ts';
import { gerroff } from '../../../../src/systems/warmaster/kernel/spells.ts';
import { besideLaager, inLaager, wagonSetOff } from '../../../../src/systems/warmaster/kernel/war-wagon.ts';

/** A War Wagon (side a, Kislev, facing north, front edge centre at (90, y)) with `extra` fields, and more Kislev units. */
function wagon(y: number, extra = '', more: string[] = []): string[] {
  return [`{ id: wagon, unit: war-wagon, position: { x: 90, y: ${y} }${extra} }`, ...more];
}

/** Side a (Kislev) against side b (Chaos unless armyB). */
function battle(a: string[], b: string[], armyB = 'chaos') {
  return tracedBattle('war wagon', 'kislev', a, armyB, b);
}

const FAR = ['{ id: far, unit: chaos-warriors, position: { x: 20, y: 115 } }'];
const T = TEAM_SLOT;
const W = WAGON_SLOT;

describe('War Wagon in the scenario (§11.10)', () => {
  it('is played: column by default, the team in front; formation: laager puts the team beside the wagon', () => {
    const { k } = battle(wagon(40), FAR);
    expect(k.laager[0]).toBe(0);
    expect([k.sx[T], k.sy[T], k.sx[W], k.sy[W]]).toEqual([90, 38, 90, 34]);
    const laager = battle(wagon(40, ', formation: laager'), FAR).k;
    expect(laager.laager[0]).toBe(1);
    expect(laager.sy[T]).toBe(laager.sy[W]);
    expect(Math.abs(laager.sx[T] - laager.sx[W])).toBe(2);
    expect(laager.plan.pace[0]).toBe(20);
  });

  it('refuses the wagon fields on other troops, and files, stands or cover on the wagon', () => {
    const text = (a: string[]) => warmasterText('t', 'kislev', a, 'chaos', FAR);
    expect(() => parseText(text(['{ id: axe, unit: axemen, formation: laager, position: { x: 90, y: 20 } }']))).toThrow(/only a Kislev War Wagon/);
    expect(() => parseText(text(['{ id: axe, unit: axemen, position: { x: 90, y: 20 }, tactics: { casualty: team } }']))).toThrow(/War Wagon tactic/);
    expect(() => parseText(text(wagon(20, ', files: 2')))).toThrow(/formation/);
    expect(() => parseText(text(wagon(20, ', stands: 1')))).toThrow(/wagon and its team/);
    expect(() => parseText(text(wagon(20, ', cover: defended')))).toThrow(/laagered War Wagon is defended/);
  });
});

describe('shooting and armour (§4.2, §4.3, §11.10)', () => {
  it('only the wagon stand shoots: 4 shots, not 8, and it shoots all round', () => {
    // An enemy 10 cm to the wagon's west, beside it: all-round shooting sees and reaches it.
    const { k } = battle(wagon(40), ['{ id: m, unit: chaos-marauders, position: { x: 75, y: 36, facing: 90 } }']);
    expect(closestEnemy(k, 0, 30, true, true)).toBe(1);
    expect(volleyShots(k, 0, 1)).toBe(4);
    k.sAlive[W] = 0;
    expect(volleyShots(k, 0, 1)).toBe(0);
  });

  it('armour piercing: against a 4+ save each shot scores 1/2 × 2/3 = 1/3 of a hit (1/4 without)', () => {
    const { k } = battle(wagon(40), ['{ id: k, unit: chaos-knights, position: { x: 90, y: 60 } }']);
    const rng = new Rng(7, 0);
    const volleys = 20_000;
    let hits = 0;
    for (let i = 0; i < volleys; i++) hits += shootHits(k, rng, 0, 1, 4);
    const shots = 4 * volleys;
    const se = Math.sqrt((1 / 3) * (2 / 3) / shots);
    expect(Math.abs(hits / shots - 1 / 3)).toBeLessThan(4 * se);
    expect(Math.abs(hits / shots - 1 / 4)).toBeGreaterThan(4 * se);
  });

  it('4+ while the wagon stand lives, no save for the team alone', () => {
    const { k } = battle(wagon(40), FAR);
    expect(armourOf(k, 0)).toBe(4);
    k.sAlive[W] = 0;
    expect(armourOf(k, 0)).toBe(7);
  });

  it('the owner picks the stand lost: the team by default, the wagon with casualty: wagon', () => {
    const team = battle(wagon(40), FAR).k;
    removeStand(team, 0);
    expect([team.sAlive[T], team.sAlive[W]]).toEqual([0, 1]);
    const cart = battle(wagon(40, ', tactics: { casualty: wagon }'), FAR).k;
    removeStand(cart, 0);
    expect([cart.sAlive[T], cart.sAlive[W]]).toEqual([1, 0]);
  });
});

describe('column and laager (§2.7, §11.10)', () => {
  it('forms laager by initiative with a visible enemy within 20 cm, and cannot be ordered after', () => {
    const { k, lines } = battle(wagon(40), ['{ id: m, unit: chaos-marauders, position: { x: 90, y: 55 } }']);
    startCommand(k);
    initiative(k, new Rng(1, 0), 0);
    expect(k.laager[0]).toBe(1);
    expect(k.movedThisTurn[0]).toBe(1);
    expect(lines).toContain('(War Wagon (wagon) formed laager on its own initiative.)');
    // The wagon stays where it was; the team stands beside it.
    expect([k.sx[W], k.sy[W]]).toEqual([90, 34]);
    expect(k.sy[T]).toBe(34);
    // Under wagon: column it does not.
    const column = battle(wagon(40, ', tactics: { wagon: column }'), ['{ id: m, unit: chaos-marauders, position: { x: 90, y: 55 } }']).k;
    startCommand(column);
    initiative(column, new Rng(1, 0), 0);
    expect(column.laager[0]).toBe(0);
  });

  it('forms laager by an order of its own when enemy cavalry could charge it next turn, even on hold orders', () => {
    // Chaos Knights 25 cm away: no initiative (beyond 20 cm), but within their 30 cm.
    const knights = ['{ id: k, unit: chaos-knights, position: { x: 90, y: 65 } }'];
    const { k, lines } = battle(wagon(40, '', ['{ id: g, unit: general, position: { x: 90, y: 20 } }']), knights);
    startCommand(k);
    initiative(k, new Rng(1, 0), 0);
    expect(k.laager[0]).toBe(0);
    giveOrders(k, new ScriptedRng().roll(3, 3).thenAll(6), 0);
    expect(k.laager[0]).toBe(1);
    expect(lines.some((l) => /General \(g\) orders War Wagon \(wagon\): 6 vs/.test(l))).toBe(true);
    expect(k.sy[W]).toBe(34); // formed where it stood: no move besides
    // Infantry 25 cm away do not threaten it (20 cm pace): no order.
    const foot = battle(wagon(40, '', ['{ id: g, unit: general, position: { x: 90, y: 20 } }']), ['{ id: w, unit: chaos-warriors, position: { x: 90, y: 65 } }']).k;
    startCommand(foot);
    giveOrders(foot, new ScriptedRng().roll(3, 3).thenAll(6), 0);
    expect(foot.laager[0]).toBe(0);
    expect(foot.ordersTaken[0]).toBe(0);
  });

  it('moves from laager at half pace and ends in column, the team in front; never without its team', () => {
    const a = wagon(20, ', formation: laager, tactics: { wagon: column, orders: advance }', ['{ id: g, unit: general, position: { x: 60, y: 10 } }']);
    const { k } = battle(a, FAR.map((f) => f.replace('x: 20', 'x: 90')));
    startCommand(k);
    k.grp[0] = 0;
    k.grpN = 1;
    orderedMove(k, new Rng(1, 0), 0);
    expect(k.laager[0]).toBe(0);
    expect(k.sx[T]).toBeCloseTo(k.sx[W], 9);
    expect(k.sy[T] - k.sy[W]).toBeCloseTo(4, 9); // team ahead of the wagon, facing north
    // Re-formed in column about the laager's centre (y 18): team at 20, wagon at 16; then 10 cm north.
    expect(k.sy[W]).toBeCloseTo(26, 6);
    // Without its team it does not move at all.
    const lame = battle(a, FAR.map((f) => f.replace('x: 20', 'x: 90'))).k;
    removeStand(lame, 0);
    startCommand(lame);
    expect(wantsToMove(lame, 0)).toBe(false);
    expect(wagonSetOff(lame, 0)).toBe(false);
  });

  it('never charges: an ordered wagon in reach of an enemy halts 1 cm short', () => {
    const { k } = battle(wagon(40, ', tactics: { orders: charge, wagon: column }'), ['{ id: w, unit: chaos-warriors, position: { x: 90, y: 50 } }']);
    startCommand(k);
    orderedMove(k, new Rng(1, 0), 0);
    expect(engaged(k, 0)).toBe(false);
    gapOf(k, 0, 1);
    expect(k.gv).toBeCloseTo(1, 6);
  });
});

describe('the laager in the Shooting phase (§4.4, §13 A6, §11.10)', () => {
  it('is defended (5+), a column in the open (4+)', () => {
    const enemy = ['{ id: m, unit: chaos-marauders, position: { x: 90, y: 70 } }'];
    expect(toHitOf(battle(wagon(40, ', formation: laager'), enemy).k, 0, 1)).toBe(5);
    expect(toHitOf(battle(wagon(40), enemy).k, 0, 1)).toBe(4);
  });

  it('is never driven back or routed, but a 6 among its dice (one fewer, defended) confuses it', () => {
    const enemy = ['{ id: m, unit: chaos-marauders, position: { x: 90, y: 70 } }'];
    for (const [faces, confused] of [[[6], 1], [[5], 0]] as const) {
      const { k } = battle(wagon(40, ', formation: laager'), enemy);
      k.phaseHits[0] = 2; // two hits: one die
      k.driver[0] = 1;
      const rng = new ScriptedRng().roll(...faces);
      driveBack(k, rng, 0);
      expect(rng.unused).toBe(0);
      expect(k.sy[W]).toBe(38);
      expect(k.status[0]).toBe(0);
      expect(k.confused[0]).toBe(confused);
    }
    // In column it is driven back 9 cm, and routed by 21.
    const column = battle(wagon(40), enemy).k;
    column.phaseHits[0] = 2;
    column.driver[0] = 1;
    driveBack(column, new ScriptedRng().roll(4, 5), 0);
    expect(column.sy[W]).toBeCloseTo(25, 6);
    const routed = battle(wagon(40), enemy).k;
    routed.phaseHits[0] = 4;
    routed.driver[0] = 1;
    driveBack(routed, new ScriptedRng().roll(6, 6, 5, 4), 0);
    expect(routed.status[0]).toBe(2);
  });

  it('Gerroff!!! does not move it; hurled off the table, a D6 of 6 confuses it', () => {
    const { k } = battle(wagon(12, ', formation: laager'), FAR);
    gerroff(k, new ScriptedRng().roll(4, 4, 4, 4, 4).roll(6), 0, 5); // 20 cm: the table edge is 8 cm behind
    expect(k.sy[W]).toBe(10);
    expect(k.confused[0]).toBe(1);
    const stays = battle(wagon(12, ', formation: laager'), FAR).k;
    gerroff(stays, new ScriptedRng().roll(4, 4, 4, 4, 4).roll(5), 0, 5);
    expect(stays.confused[0]).toBe(0);
  });
});

describe('the laager and the column in combat (§5.6, §11.10)', () => {
  /** Chaos Warriors (side b, facing west) charged the laagered wagon from the east, their front on its east edge. */
  function flanked(extra: string) {
    const { k, lines } = battle(wagon(40, extra), ['{ id: w, unit: chaos-warriors, position: { x: 92, y: 36, facing: 270 } }']);
    k.chargeReady[1] = 1;
    gather(k, 0);
    return { k, lines };
  }

  it('every edge of a laager is a front: no −1 for the enemy on its side', () => {
    const side = flanked(', formation: laager').k;
    fightRound(side, new Rng(3, 0), true);
    expect(side.sPenalty[W]).toBe(0);
    expect(side.sFront[W]).toBe(1);
    // The column (x 89–91) on its side edge takes the −1 on the wagon stand.
    const col = battle(wagon(40), ['{ id: w, unit: chaos-warriors, position: { x: 91, y: 36, facing: 270 } }']).k;
    gather(col, 0);
    fightRound(col, new Rng(3, 0), true);
    expect(col.sPenalty[W]).toBe(1);
  });

  it('only the wagon stand attacks; the team alone does not', () => {
    const { k, lines } = battle(wagon(40), ['{ id: w, unit: chaos-warriors, position: { x: 90, y: 40 } }']);
    // The column touches the Warriors with its team only: no attack at all.
    gather(k, 0);
    fightRound(k, new Rng(1, 0), true);
    expect(lines.some((l) => l.startsWith('Chaos Warriors (w):'))).toBe(true);
    expect(lines.some((l) => l.startsWith('War Wagon (wagon):'))).toBe(false);
    const laager = battle(wagon(40, ', formation: laager'), ['{ id: w, unit: chaos-warriors, position: { x: 90, y: 40 } }']);
    gather(laager.k, 0);
    fightRound(laager.k, new Rng(1, 0), true);
    expect(laager.lines.find((l) => l.startsWith('War Wagon (wagon):'))).toMatch(/: 4 attacks on Chaos Warriors/);
  });

  it('beaten, a laager holds; its enemy fights on without pursuit bonus; a beaten column is destroyed', () => {
    let held = 0;
    let pressed = 0;
    for (let seed = 0; seed < 40 && held === 0; seed++) {
      const { k, lines } = flanked(', formation: laager');
      fightRound(k, new Rng(seed, 0), true);
      if (!lines.includes('War Wagon (wagon) holds its ground in laager.')) continue;
      held++;
      expect(k.status[0]).toBe(0);
      expect(k.sy[W]).toBe(38);
      if (k.pressOn[1] === 1) pressed++;
      expect(k.pursuitBonus[1]).toBe(0);
    }
    expect(held).toBe(1);
    expect(pressed).toBe(1);
    const col = battle(wagon(40), ['{ id: w, unit: chaos-warriors, position: { x: 90, y: 40 } }']).k;
    gather(col, 0);
    retreat(col, new Rng(1, 0), 0, 3);
    expect(col.status[0]).toBe(1);
  });

  it('a whole combat against a laager goes on round after round while its enemy wins', () => {
    let longest = 0;
    for (let seed = 0; seed < 30; seed++) {
      const { k } = flanked(', formation: laager');
      const before = k.rounds;
      fightEngagement(k, new Rng(seed, 1), 0);
      longest = Math.max(longest, k.rounds - before);
      expect(k.status[0] === 0 || k.status[0] === 1).toBe(true);
    }
    expect(longest).toBeGreaterThan(1);
  });
});

describe('Kislev infantry beside a laager (§11.10)', () => {
  // Axemen east of the wagon (facing north, stands y 36–38), their west stand's side edge on the wagon stand's east edge.
  const axemen = '{ id: axe, unit: axemen, position: { x: 98, y: 38 } }';

  it('count as defended against shooting while the wagon is laagered, not beside a column', () => {
    const enemy = ['{ id: m, unit: chaos-marauders, position: { x: 84, y: 70 } }'];
    // Laager: team x 88–90, wagon x 90–92; the Axemen's west stand x 92–96, its side edge on the wagon's.
    const east = battle(wagon(40, ', formation: laager', [axemen]), enemy).k;
    expect(besideLaager(east, 1)).toBe(true);
    expect(toHitOf(east, 1, 2)).toBe(5);
    // Beside the team only: not defended.
    const team = battle(wagon(40, ', formation: laager', ['{ id: axe, unit: axemen, position: { x: 82, y: 38 } }']), enemy).k;
    expect(besideLaager(team, 1)).toBe(false);
    expect(toHitOf(team, 1, 2)).toBe(4);
    const column = battle(wagon(40, '', ['{ id: axe, unit: axemen, position: { x: 97, y: 38 } }']), enemy).k;
    expect(toHitOf(column, 1, 2)).toBe(4);
  });

  it('count as defended in the first round when charged only', () => {
    const a = wagon(40, ', formation: laager', [axemen]);
    const { k } = battle(a, ['{ id: m, unit: chaos-marauders, position: { x: 98, y: 38 } }']);
    k.chargeReady[2] = 1;
    gather(k, 1);
    k.combatRound = 1;
    k.chargedNow[1] = chargedBy(k, 1) ? 1 : 0;
    expect(k.chargedNow[1]).toBe(1);
    expect(coverOf(k, 1, 2)).toBe(DEFENDED);
    k.combatRound = 2;
    expect(coverOf(k, 1, 2)).toBe(OPEN);
    k.combatRound = 1;
    k.chargedNow[1] = 0; // a fight carried on from an earlier turn: nobody charged
    expect(coverOf(k, 1, 2)).toBe(OPEN);
  });

  it('a real first round after a charge: the chargers need 5+ against the Axemen', () => {
    const attacks = (charged: boolean) => {
      const { k, lines } = battle(wagon(40, ', formation: laager', [axemen]), ['{ id: m, unit: chaos-marauders, position: { x: 98, y: 38 } }']);
      k.chargeReady[2] = charged ? 1 : 0;
      gather(k, 1);
      fightRound(k, new Rng(2, 0), true);
      return lines.find((l: string) => l.startsWith('Chaos Marauders (m):'));
    };
    expect(attacks(true)).toMatch(/need 5\+/);
    expect(attacks(false)).toMatch(/need 4\+/);
  });
});

describe('War Wagon review fixes (§11.10)', () => {
  it('the team alone is no laager: in the open, driven back, free to move', () => {
    const { k } = battle(['{ id: wagon, unit: war-wagon, formation: laager, position: { x: 90, y: 40 }, tactics: { casualty: wagon } }'], ['{ id: m, unit: chaos-marauders, position: { x: 90, y: 70 } }']);
    removeStand(k, 0);
    expect(k.sAlive[W]).toBe(0);
    expect(inLaager(k, 0)).toBe(false);
    expect(coverOf(k, 0, 1)).toBe(OPEN);
    startCommand(k);
    expect(wantsToMove(k, 0)).toBe(true);
  });

  it('a column is in the open behind a hedge: its first drive-back hit is not ignored', () => {
    const { k } = tracedBattle('c', 'kislev', ['{ id: wagon, unit: war-wagon, position: { x: 90, y: 40 } }'], 'chaos',
      ['{ id: m, unit: chaos-marauders, position: { x: 90, y: 60 } }'], terrainHeader(['{ kind: obstacle, from: [60, 40.5], to: [120, 40.5] }']));
    k.phaseHits[0] = 1;
    k.driver[0] = 1;
    const dice = new ScriptedRng().roll(6);
    driveBack(k, dice.rng, 0);
    expect(dice.unused).toBe(0);
  });

  it('a half-pace blunder from laager goes at most 10 cm: the laager pace is half pace already', () => {
    const { k, lines } = battle(wagon(40, ', formation: laager'), ['{ id: m, unit: chaos-marauders, position: { x: 90, y: 100 } }']);
    wagonBlunder(k, new Rng(1, 0), 0, 4);
    expect(k.laager[0]).toBe(0);
    expect(lines).toContain('War Wagon (wagon) moves 10.0 cm towards Chaos Marauders (m).');
  });

  it('with no room beside the wagon, forms laager about the team: the wagon placed beside it', () => {
    // Axemen in column on both sides of the wagon stand (y 30–36) but not of the team (y 36–40).
    const sides = ['{ id: l, unit: axemen, files: 1, position: { x: 87, y: 36 } }', '{ id: r, unit: axemen, files: 1, position: { x: 93, y: 36 } }'];
    const { k, lines } = battle(wagon(40, '', sides), ['{ id: m, unit: chaos-marauders, position: { x: 90, y: 55 } }']);
    startCommand(k);
    initiative(k, new Rng(1, 0), 0);
    expect(k.laager[0]).toBe(1);
    expect(lines).toContain('War Wagon (wagon) forms laager.');
    // The team stays where it was (90, 38); the wagon stands on its right, edge to edge.
    expect([k.sx[T], k.sy[T], k.sx[W], k.sy[W]]).toEqual([90, 38, 92, 38]);
    expect(k.face[0]).toBe(0);
    expect(overlapsAny(k, 0)).toBe(false);
  });

  it('with less than a stand\'s width but a centimetre on each side, turns the wagon where it stands', () => {
    // Impassable ground 1.5 cm from each side of the column (x 89–91): no room for the team
    // beside it (2 cm), room for the wagon turned a quarter (4 cm wide).
    const walls = ['{ kind: impassable, x: 70, y: 20, width: 17.5, depth: 30 }', '{ kind: impassable, x: 92.5, y: 20, width: 17.5, depth: 30 }'];
    const { k, lines } = tracedBattle('war wagon', 'kislev', wagon(40), 'chaos', ['{ id: m, unit: chaos-marauders, position: { x: 90, y: 55 } }'], terrainHeader(walls));
    startCommand(k);
    initiative(k, new Rng(1, 0), 0);
    expect(k.laager[0]).toBe(1);
    expect(lines).toContain('War Wagon (wagon) forms laager, facing east.');
    // The wagon turned about its centre (90, 34); the team on its right, to the south.
    expect([k.sx[W], k.sy[W], k.sx[T], k.sy[T]]).toEqual([90, 34, 90, 32]);
    expect(k.face[0]).toBe(1);
    expect(overlapsAny(k, 0)).toBe(false);
  });

  it('walled in along its whole length, it cannot form laager: the rule places one stand alongside the other', () => {
    const walls = ['{ kind: impassable, x: 70, y: 20, width: 19, depth: 30 }', '{ kind: impassable, x: 91, y: 20, width: 19, depth: 30 }'];
    const { k, lines } = tracedBattle('war wagon', 'kislev', wagon(40), 'chaos', ['{ id: m, unit: chaos-marauders, position: { x: 90, y: 55 } }'], terrainHeader(walls));
    startCommand(k);
    initiative(k, new Rng(1, 0), 0);
    expect(k.laager[0]).toBe(0);
    expect(lines).toContain('War Wagon (wagon) has no room to form laager.');
    expect([k.sx[T], k.sy[T], k.sx[W], k.sy[W], k.face[0]]).toEqual([90, 38, 90, 34, 0]);
  });

  it('never forms laager into contact with (or within 1 cm of) an enemy', () => {
    // The wagon's column at x 89–91; Chaos Knights facing west with their front at x 93: the right side has no room.
    const { k } = battle(wagon(40), ['{ id: k, unit: chaos-knights, position: { x: 93, y: 36, facing: 270 } }']);
    startCommand(k);
    initiative(k, new Rng(1, 0), 0);
    expect(engaged(k, 0)).toBe(false);
    if (k.laager[0] === 1) expect(k.sx[T]).toBeLessThan(k.sx[W]); // formed on the left
  });
});
