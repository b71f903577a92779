// Set-up rules played (rules/t9a_eow.md §7.1 Ambush and Vanguard, §7.2 Ambushing Party, §12 D8
// and R23; seed L2362–2366, L2456–2460, L3007): units in Ambush wait off the table and arrive at
// the start of their side's turn-2 Movement phase; a Vanguard unit that moved before the game may
// not charge in its side's first Player Turn.
import { describe, expect, it } from 'vitest';
import { FATE_DESTROYED, FATE_FIGHTING } from '../../../../src/core/metrics.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { chargeChoice, chargePhase } from '../../../../src/systems/t9a-eow/kernel/charge-phase.ts';
import { shape } from '../../../../src/systems/t9a-eow/kernel/footprint.ts';
import { movementPhase, vanguardPhase } from '../../../../src/systems/t9a-eow/kernel/movement.ts';
import { fateOf, victoryPointsOf } from '../../../../src/systems/t9a-eow/kernel/record.ts';
import { reset } from '../../../../src/systems/t9a-eow/kernel/set-up.ts';
import { canShootAt } from '../../../../src/systems/t9a-eow/kernel/shooting.ts';
import { nearestEnemy } from '../../../../src/systems/t9a-eow/kernel/spacing.ts';
import { finished, playerTurn } from '../../../../src/systems/t9a-eow/kernel/turn.ts';
import { present } from '../../../../src/systems/t9a-eow/kernel/units.ts';
import { VANGUARD_MOVE, VANGUARD_PLACED } from '../../../../src/systems/t9a-eow/plan.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { t9aCompile, t9aKernel, t9aText, unitOf } from './harness.ts';

const text = (a: string[], b: string[], armies: string[], o: { extra?: string; terrain?: string[] } = {}) =>
  t9aText(a, b, { armies, table: [36, 48], extra: o.extra, terrain: o.terrain });
const unit = unitOf;
const SYLVAN = ['sylvan-elves', 'empire-of-sonnstahl'];
const BEASTS = ['beast-herds', 'empire-of-sonnstahl'];
/** Heath Hunters 5x1 on 25×50 mm bases: 1.97" deep. On the left edge facing right, the front centre stands at x = 1.97. */
const hunters = (place = 'x: 1.97, y: 30, facing: 90', more = '') => `{ id: hunters, unit: heath-hunters, option: 5x1, upgrades: [Ambush], position: { ${place} }${more} }`;
const GUARD_FAR = '{ id: guard, unit: imperial-guard, position: { x: 18, y: 40, facing: 180 } }';

describe('Ambush (§7.1): the scenario', () => {
  it('a unit that bought Ambush waits off the table by default; `ambush: false` deploys it', () => {
    const plan = t9aCompile(text([hunters()], [GUARD_FAR], SYLVAN));
    expect(plan.ambush[0]).toBe(1);
    expect(plan.x[0]).toBeCloseTo(50 / 25.4, 9); // put exactly against the edge (given as 1.97)
    const deployed = t9aCompile(text([hunters('x: 18, y: 10', ', ambush: false')], [GUARD_FAR], SYLVAN));
    expect(deployed.ambush[0]).toBe(0);
    expect(() => t9aCompile(text(['{ id: a, unit: sylvan-archers, ambush: true, position: { x: 18, y: 10 } }'], [GUARD_FAR], SYLVAN))).toThrow(
      /ambush: expected a unit with Ambush \(§7\.1: printed, or bought as an upgrade\), or an Ambushing Party model in the army/,
    );
  });

  it('its position puts its rear edge on a table edge other than the enemy\'s, clear of Impassable terrain', () => {
    const bad = (place: string, terrain?: string[]) => () => t9aCompile(text([hunters(place)], [GUARD_FAR], SYLVAN, { terrain }));
    expect(bad('x: 1.97, y: 30, facing: 45')).toThrow(/position: expected a unit in Ambush facing 0, 90, 180 or 270 degrees/);
    expect(bad('x: 10, y: 30, facing: 90')).toThrow(/rear edge on the left \(x = 0\) table edge behind it \(§7\.1\), found the rear edge 8\.03" in from it — facing 90°, its front centre stands at x = 1\.97/);
    // The Guard deploys in the far half: the far edge is the enemy's.
    expect(bad('x: 18, y: 46.03, facing: 180')).toThrow(/a table edge other than the enemy's \(§7\.1\), found the far \(y = 48\) edge/);
    expect(bad('x: 18, y: 1.97, facing: 0')).not.toThrow();
    expect(bad('x: 1.97, y: 30, facing: 90', ['{ kind: impassable, x: 2.5, y: 24, width: 3, depth: 4 }'])).toThrow(/more than 1" from Impassable terrain/);
    expect(() => t9aCompile(text([hunters(undefined, ', cover: cover')], [GUARD_FAR], SYLVAN))).toThrow(/cover: expected no `cover:` for a unit in Ambush/);
  });

  it('Ambushing Party (§7.2): one unmounted character and two Core or Centaur units of at most 225 pts', () => {
    const chief = '{ id: chief, unit: beast-chieftain, position: { x: 18, y: 6 } }';
    // Mongrel Herd 5x3 on 20×20 mm bases: 2.36" deep.
    const herd = (id: string, opt = '5x3') => `{ id: ${id}, unit: mongrel-herd, option: ${opt}, ambush: true, position: { x: 2.36, y: ${id === 'h1' ? 20 : id === 'h2' ? 30 : 40}, facing: 90 } }`;
    const compile = (a: string[]) => t9aCompile(text(a, [GUARD_FAR], BEASTS));
    const plan = compile([chief, herd('h1'), '{ id: c, unit: centaurs, option: 5x1, ambush: true, position: { x: 18, y: 1.97 } }']);
    expect(Array.from(plan.ambush)).toEqual([0, 1, 1, 0]);
    expect(() => compile([chief, herd('h1'), herd('h2'), herd('h3')])).toThrow(/at most two units given Ambush by the Ambushing Party \(§7\.2\), found a third/);
    expect(() => compile([chief, herd('h1', '6x5')])).toThrow(/a unit of at most 225 pts \(§7\.2 Ambushing Party\), found Mongrel Herd of 250 pts/);
    expect(() => compile([chief, '{ id: m, unit: minotaurs, ambush: true, position: { x: 18, y: 2.95 } }'])).toThrow(/a Core or Centaur unit/);
    expect(() => compile([chief, '{ id: s, unit: soothsayer, option: on Raid. Chariot, ambush: true, position: { x: 18, y: 2 } }'])).toThrow(/an unmounted character/);
    expect(() => compile(['{ id: h, unit: mongrel-herd, ambush: true, position: { x: 2.36, y: 20, facing: 90 } }'])).toThrow(/or an Ambushing Party model in the army/);
  });

  it('only a character with Ambush joins a unit in Ambush, and arrives with it; one in Ambush joins no deployed unit', () => {
    const wild = '{ id: wild, unit: wildhorn-herd, option: 5x3, ambush: true, position: { x: 33.05, y: 30, facing: 270 } }';
    const compile = (a: string[]) => t9aCompile(text(a, [GUARD_FAR], BEASTS));
    expect(() => compile([wild, '{ id: chief, unit: beast-chieftain, joins: wild }'])).toThrow(/joins: expected a character with Ambush joining a unit in Ambush \(§7\.1: only characters with Ambush may join it\)/);
    const plan = compile([wild, '{ id: chief, unit: beast-chieftain, ambush: true, joins: wild }']);
    expect(Array.from(plan.ambush)).toEqual([1, 1, 0]);
    expect(() => compile(['{ id: wild, unit: wildhorn-herd, position: { x: 18, y: 10 } }', '{ id: chief, unit: beast-chieftain, ambush: true, joins: wild }'])).toThrow(
      /a character in Ambush standing alone or joining a unit in Ambush/,
    );
  });
});

describe('Ambush (§7.1): the game', () => {
  const game = (a: string[], b: string[], armies = SYLVAN) => t9aKernel(text(a, b, armies));

  it('waits off the table — not a target, its side still in the game — until its side\'s turn-2 Movement phase', () => {
    const k = game([hunters()], ['{ id: guns, unit: handgunners, position: { x: 8, y: 30, facing: 270 } }']);
    const h = unit(k, 'hunters');
    const g = unit(k, 'guns');
    expect(present(k, h)).toBe(false);
    expect(canShootAt(k, g, h, 30)).toBe(false);
    expect(nearestEnemy(k, g)).toBe(-1);
    expect(finished(k)).toBe(false);
    movementPhase(k, new ScriptedRng().rng, 0); // turn 1: nothing
    expect(present(k, h)).toBe(false);
    k.turn = 2;
    movementPhase(k, new ScriptedRng().rng, 0);
    expect(present(k, h)).toBe(true);
    // In range it only turns to face the Handgunners; arriving counts as having moved (R23).
    expect(k.moved[h]).toBe(1);
    expect(canShootAt(k, g, h, 30)).toBe(true);
  });

  it('cannot March the turn it arrives: a Wildhorn Herd (Adv 5", Mar 10") told to march goes 5"', () => {
    const k = game(
      ['{ id: chief, unit: beast-chieftain, position: { x: 30, y: 2 } }', '{ id: wild, unit: wildhorn-herd, option: 5x3, ambush: true, position: { x: 18, y: 2.95 }, tactics: { move: march } }'],
      [GUARD_FAR],
      BEASTS,
    );
    const w = unit(k, 'wild');
    const edge = (3 * 25) / 25.4; // three ranks of 25 mm: the front against the near edge
    expect(k.fp.y[w]).toBeCloseTo(edge, 9);
    k.turn = 2;
    movementPhase(k, new ScriptedRng().rng, 0);
    expect(k.fp.y[w]).toBeCloseTo(edge + 5, 6);
    expect(k.marched[w]).toBe(0);
    // A turn later it marches as usual.
    k.turn = 3;
    playerTurn(k, new ScriptedRng().thenAll(1).rng, 0);
    expect(k.fp.y[w]).toBeCloseTo(edge + 15, 6);
  });

  it('is lost when another unit stands within 1" of its place as it arrives: destroyed, and worth its points (§8.4)', () => {
    // The Guard's front 0.83" from the Hunters' place (their front at x = 1.97).
    const k = game([hunters()], ['{ id: guard, unit: imperial-guard, position: { x: 2.8, y: 30, facing: 270 } }']);
    const h = unit(k, 'hunters');
    k.turn = 2;
    movementPhase(k, new ScriptedRng().rng, 0);
    expect(k.status[h]).toBe(3);
    expect(fateOf(k, h)).toBe(FATE_DESTROYED);
    expect(victoryPointsOf(k, 1)).toBe(200); // 175 + Ambush 25
  });

  it('a unit the game ended before it arrived is recorded as fighting, at full strength, worth nothing to the enemy', () => {
    const k = game([hunters()], [GUARD_FAR]);
    const h = unit(k, 'hunters');
    expect(fateOf(k, h)).toBe(FATE_FIGHTING);
    expect(victoryPointsOf(k, 1)).toBe(0);
    expect(k.models[h]).toBe(5);
  });
});

describe('Vanguard (§7.1, §12 D8)', () => {
  const OGRES = ['ogre-khans', 'empire-of-sonnstahl'];
  const yetis = (more = '') => `{ id: yetis, unit: yetis, option: 2x1, position: { x: 18, y: 20 }${more} }`;
  const GUARD_NEAR = '{ id: guard, unit: imperial-guard, position: { x: 18, y: 30, facing: 180 } }';

  it('a unit that made its Vanguard move may not declare a charge in its side\'s first Player Turn if its side takes it', () => {
    const k = t9aKernel(text([yetis()], [GUARD_NEAR], OGRES));
    const y = unit(k, 'yetis');
    expect(k.plan.vanguard[y]).toBe(1);
    k.firstSide = 0;
    expect(chargeChoice(k, y)).toBe(-1);
    chargePhase(k, new ScriptedRng().thenAll(6).rng, 0);
    expect(k.declared[y]).toBe(-1);
    k.turn = 2;
    expect(chargeChoice(k, y)).toBe(unit(k, 'guard'));
    // Going second, it charges in its first Player Turn.
    k.turn = 1;
    k.firstSide = 1;
    expect(chargeChoice(k, y)).toBe(unit(k, 'guard'));
    // `vanguard: false`: it stood where it deployed, free to charge at once.
    const stayed = t9aKernel(text([yetis(', vanguard: false')], [GUARD_NEAR], OGRES));
    stayed.firstSide = 0;
    expect(chargeChoice(stayed, unit(stayed, 'yetis'))).toBe(unit(stayed, 'guard'));
  });

  it('D8: Seekers have Vanguard only if bought', () => {
    const seekers = (more: string) => t9aCompile(text([`{ id: s, unit: seekers, position: { x: 18, y: 10 }${more} }`], [GUARD_FAR], ['dwarven-holds', 'empire-of-sonnstahl']));
    expect(seekers('').vanguard[0]).toBe(0);
    expect(seekers(', upgrades: [Vanguard]').vanguard[0]).toBe(1);
    expect(() => seekers(', vanguard: true')).toThrow(/vanguard: expected a unit with Vanguard \(§7\.1\), found Seekers without it — buy it: `upgrades: \[Vanguard\]` \(§12 D8\)/);
  });

  it('a unit joined by a character without Vanguard makes no Vanguard move', () => {
    const reiters = (more = '') => [`{ id: r, unit: reiters, option: 3x2, position: { x: 18, y: 10 }${more} }`, '{ id: m, unit: marshal, option: on Horse, joins: r }'];
    const compile = (a: string[]) => t9aCompile(text(a, ['{ id: o, unit: veteran-orcs, position: { x: 18, y: 40, facing: 180 } }'], ['empire-of-sonnstahl', 'orcs-and-goblins']));
    expect(compile(reiters()).vanguard[0]).toBe(0);
    expect(() => compile(reiters(', vanguard: true'))).toThrow(/a unit whose models all have Vanguard \(§7\.1\), found Reiters joined by Marshal, without it/);
  });
});

describe('Vanguard (§7.1): the move played (`vanguard: move`)', () => {
  const OGRES = ['ogre-khans', 'empire-of-sonnstahl'];
  const yetis = (more = '', place = 'x: 18, y: 10') => `{ id: yetis, unit: yetis, option: 2x1, position: { ${place} }, vanguard: move${more} }`;
  const GUARD = '{ id: guard, unit: imperial-guard, position: { x: 18, y: 34, facing: 180 } }';
  const reiters = (id: string, x: number) => `{ id: ${id}, unit: reiters, option: 5x1, position: { x: ${x}, y: 38, facing: 180 }, vanguard: move, tactics: { shoot: never } }`;
  const vanguard = (k: any, first: number) => {
    const lines: string[] = [];
    k.tracer = { line: (l: string) => lines.push(l) };
    k.firstSide = first;
    vanguardPhase(k, new Rng(3, 0), first);
    k.tracer = null;
    return lines;
  };

  it('moves the unit 6" as an Advance towards its target, never a March, and bars its charge in its side\'s first Player Turn', () => {
    const k = t9aKernel(text([yetis()], [GUARD], OGRES));
    const y = unit(k, 'yetis');
    expect(k.plan.vanguard[y]).toBe(VANGUARD_MOVE);
    expect(k.plan.vanguardMoves).toBe(true);
    expect(k.fp.y[y]).toBeCloseTo(10, 9);
    const lines = vanguard(k, 0);
    // Yetis Adv 7, Mar 14: the Vanguard move is 6" whatever they are.
    expect(k.fp.y[y]).toBeCloseTo(16, 9);
    expect(k.fp.x[y]).toBeCloseTo(18, 9);
    expect(lines).toEqual(['Yetis makes its Vanguard move (6").', 'Yetis advances 6.0".']);
    expect(k.vanguardMoved[y]).toBe(1);
    expect(chargeChoice(k, y)).toBe(-1);
    // Going second, it may charge in its first Player Turn; and a new game starts where it deployed.
    k.firstSide = 1;
    expect(chargeChoice(k, y)).toBe(unit(k, 'guard'));
    reset(k);
    expect(k.fp.y[y]).toBeCloseTo(10, 9);
    expect(k.vanguardMoved[y]).toBe(0);
  });

  it('a unit whose tactics hold it stays, and may charge in the first Player Turn', () => {
    const k = t9aKernel(text([yetis(', tactics: { move: hold }')], [GUARD], OGRES));
    const y = unit(k, 'yetis');
    expect(vanguard(k, 0)).toEqual(['Yetis makes its Vanguard move (6").', 'Yetis stays where it deployed.']);
    expect(k.fp.y[y]).toBeCloseTo(10, 9);
    expect(k.vanguardMoved[y]).toBe(0);
    k.fp.y[y] = 26; // within reach of the Guard
    shape(k, y);
    expect(chargeChoice(k, y)).toBe(unit(k, 'guard'));
  });

  it('the sides take turns, one unit at a time, starting with the side that does not take the first turn', () => {
    const k = t9aKernel(text([yetis('', 'x: 10, y: 10'), yetis('', 'x: 26, y: 10').replace('id: yetis', 'id: yetis-2')], [reiters('r1', 10), reiters('r2', 26)], OGRES));
    const moves = (first: number) => {
      reset(k);
      return vanguard(k, first).filter((l: string) => l.endsWith('Vanguard move (6").')).map((l: string) => l.split(' makes')[0]);
    };
    // Reiters ×2 and Yetis ×2 share names: tell them apart by the order of the scenario.
    expect(moves(0)).toEqual(['Reiters', 'Yetis', 'Reiters', 'Yetis']);
    expect(moves(1)).toEqual(['Yetis', 'Reiters', 'Yetis', 'Reiters']);
    const lone = t9aKernel(text([yetis('', 'x: 10, y: 10'), yetis('', 'x: 26, y: 10').replace('id: yetis', 'id: yetis-2')], [reiters('r1', 10)], OGRES));
    expect(vanguard(lone, 0).filter((l: string) => l.endsWith('(6").')).map((l: string) => l.split(' makes')[0])).toEqual(['Reiters', 'Yetis', 'Yetis']);
    // Every unit's centre moved 6" (it pivots about it towards its target), the Yetis up the
    // table, the Reiters down it.
    reset(k);
    const lines = vanguard(k, 0);
    expect(lines.filter((l: string) => l.endsWith('advances 6.0".')).length).toBe(4);
    const centre = (x: number, y: number, f: number, u: number) => [x - (Math.sin(f) * k.fp.d[u]) / 2, y - (Math.cos(f) * k.fp.d[u]) / 2];
    for (const id of ['yetis', 'yetis-2', 'r1', 'r2']) {
      const u = unit(k, id);
      const [x0, y0] = centre(k.plan.x[u], k.plan.y[u], k.plan.facing[u], u);
      const [x1, y1] = centre(k.fp.x[u], k.fp.y[u], k.fp.facing[u], u);
      expect(Math.hypot(x1 - x0, y1 - y0)).toBeCloseTo(6, 6);
      expect(Math.sign(k.fp.y[u] - k.plan.y[u])).toBe(k.plan.side[u] === 0 ? 1 : -1);
    }
  });

  it('with `deployment: zones` the unit deploys fully inside its zone: its position is before the move', () => {
    const zoned = (field: string, y: number) =>
      t9aCompile(t9aText([`{ id: yetis, unit: yetis, option: 2x1, position: { x: 18, y: ${y} }, vanguard: ${field} }`], [GUARD.replace('y: 34', 'y: 40')], { armies: OGRES, table: [36, 48], rules: 'game: advanced, deployment: zones' }));
    // 2x1 Yetis on 40 mm bases: the front at y = 14 stands 10" from the centre line (y = 24).
    expect(zoned('true', 14).vanguard[0]).toBe(VANGUARD_PLACED);
    expect(() => zoned('move', 14)).toThrow(/position: expected side a's unit fully inside its Deployment Zone, more than 12" from the centre line \(§3\.1\): y ≤ 12\.00/);
    expect(zoned('move', 12).vanguard[0]).toBe(VANGUARD_MOVE);
    expect(() => zoned('maybe', 12)).toThrow(/vanguard: expected/);
  });
});
