// Mirage (rules/warmaster.md §8.2 Araby, §13 A15): an illusionary unit — one the scenario marks
// `illusion: true`, bought or free by flag — placed within 60 cm of the Wizard and more than
// 20 cm from every enemy; it cannot move, fight or be harmed, counts as real for the enemy
// (the −1 for an enemy within 20 cm, the closest target, a unit to charge) until an enemy
// touches it or its own side moves through it; its Wizard casts nothing else while it stands.
import { penalty } from '../../../../src/systems/warmaster/kernel/order-penalty.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileWarmaster } from '../../../../src/systems/warmaster/compile.ts';
import { warmaster } from '../../../../src/systems/warmaster/system.ts';
import { bytesPerCall } from '../../../helpers/allocation.ts';
import { parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { char, startCommand, tracedBattle, unit, warmasterText } from './harness.ts';
import { castSpells } from '../../../../src/systems/warmaster/kernel/casting.ts';
import { endOfPhase } from '../../../../src/systems/warmaster/kernel/casualties.ts';
import { charge } from '../../../../src/systems/warmaster/kernel/charges.ts';
import { commandPhase } from '../../../../src/systems/warmaster/kernel/command.ts';
import { engaged } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { reset } from '../../../../src/systems/warmaster/kernel/deployment.ts';
import { onTable } from '../../../../src/systems/warmaster/kernel/footprint.ts';
import { charGapOf, gapOf } from '../../../../src/systems/warmaster/kernel/gaps.ts';
import { endMirage } from '../../../../src/systems/warmaster/kernel/mirage.ts';
import { shootingPhase } from '../../../../src/systems/warmaster/kernel/shooting.ts';
import { closestEnemy } from '../../../../src/systems/warmaster/kernel/sight.ts';
import { shift } from '../../../../src/systems/warmaster/kernel/travel.ts';

const ACTIVE = 0;
const RESERVED = 5;
const MIRAGE = 6;

/**
 * Araby Spearmen (front edge y 30) with a Wizard, and an illusion of Knights; Orc Warriors at
 * y 90 facing south (their near edge at y 88, 58 cm from the Spearmen). `more` adds to side b.
 */
function desert(more: string[] = [], rules = '', wizard = '{ id: wiz, unit: wizard, joins: spears }') {
  return tracedBattle(
    'mirage',
    'araby',
    [
      '{ id: spears, unit: spearmen, position: { x: 90, y: 30 } }',
      '{ id: left, unit: spearmen, position: { x: 20, y: 60 } }',
      wizard,
      '{ id: ghost, unit: knights, illusion: true }',
      '{ id: gen, unit: general, position: { x: 60, y: 10 } }',
    ],
    'orcs-and-goblins',
    ['{ id: orcs, unit: orc-warriors, position: { x: 90, y: 90 } }', '{ id: boss, unit: orc-general, position: { x: 90, y: 110 } }', ...more],
    rules === '' ? '' : `rules: ${rules}\n`,
  );
}

describe('Mirage: the illusion in the scenario (§13 A15)', () => {
  it('is kept off the table, unreported; bought by default, free with flag mirage: free', () => {
    const { k } = desert();
    const g = unit(k, 'ghost');
    expect(k.plan.illusion[g]).toBe(1);
    expect(g).toBeGreaterThanOrEqual(k.plan.nDeployed);
    expect(k.status[g]).toBe(RESERVED);
    expect(k.plan.points[g]).toBe(0);
    expect(k.plan.countsForWithdrawal[g]).toBe(0);
    expect(warmaster.metrics(k.plan).some((m) => m.key.includes('ghost'))).toBe(false);
    expect(k.plan.costs.find((c: any) => c.unit === 'ghost')?.points).toBe(110);
    const free = desert([], '{ mirage: free }').k;
    expect(free.plan.costs.some((c: any) => c.unit === 'ghost')).toBe(false);
  });

  it('counts in the roster when bought: over the agreed points, refused; free, accepted', () => {
    const text = (rules: string) =>
      warmasterText(
        'pts',
        'araby',
        ['{ id: s1, unit: spearmen, position: { x: 60, y: 30 } }', '{ id: s2, unit: spearmen, position: { x: 80, y: 30 } }', '{ id: w, unit: wizard, joins: s1 }', '{ id: g, unit: general, position: { x: 70, y: 10 } }', '{ id: ghost, unit: knights, illusion: true }'],
        'orcs-and-goblins',
        ['{ id: o, unit: orc-warriors, position: { x: 90, y: 90 } }'],
        rules,
      ).replace('    army: araby\n', '    army: araby\n    points: 300\n');
    expect(() => parseText(text(''))).toThrow(/300/);
    expect(() => parseText(text('rules: { mirage: free }\n'))).not.toThrow();
  });

  it('is refused outside Araby, as artillery or a character, and as a target or host', () => {
    const orcs = ['{ id: o, unit: orc-warriors, position: { x: 90, y: 90 } }'];
    expect(() => parseText(warmasterText('x', 'empire', ['{ id: h, unit: halberdiers, position: { x: 90, y: 30 } }', '{ id: k, unit: knights, illusion: true }'], 'orcs-and-goblins', orcs))).toThrow(/only an army whose Wizards know Mirage/);
    expect(() => parseText(warmasterText('x', 'araby', ['{ id: h, unit: spearmen, position: { x: 90, y: 30 } }', '{ id: k, unit: knights, illusion: true, items: [battle-banner] }'], 'orcs-and-goblins', orcs))).toThrow(/no `items:` on an illusion/);
    expect(() => parseText(warmasterText('x', 'araby', ['{ id: h, unit: spearmen, position: { x: 90, y: 30 } }', '{ id: w, unit: wizard, joins: k }', '{ id: k, unit: knights, illusion: true }'], 'orcs-and-goblins', orcs))).toThrow(/an illusion/);
    expect(() => parseText(warmasterText('x', 'araby', ['{ id: h, unit: spearmen, position: { x: 90, y: 30 } }'], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 90 }, tactics: { target: k } }', '{ id: k, unit: knights, illusion: true }']))).toThrow();
  });
});

describe('Mirage: casting and placing (§8.2)', () => {
  it('with nothing better to cast the Wizard places the illusion more than 20 cm from the enemy, within 60 cm of himself', () => {
    const { k, lines } = desert();
    const dice = new ScriptedRng().roll(4);
    castSpells(k, dice.rng, 0);
    expect(dice.unused).toBe(0);
    expect(lines).toContain('Wizard (wiz) casts Mirage: 4 (needs 4+).');
    const g = unit(k, 'ghost');
    expect(k.status[g]).toBe(MIRAGE);
    expect(k.left[g]).toBe(0); // not a unit of the battle: no stands to lose
    expect(k.mirageOf[char(k, 'wiz')]).toBe(g);
    gapOf(k, g, unit(k, 'orcs'));
    expect(k.gv).toBeGreaterThan(20);
    expect(k.gv).toBeLessThanOrEqual(21 + 1e-9);
    charGapOf(k, char(k, 'wiz'), g);
    expect(k.gv).toBeLessThanOrEqual(60);
    expect(onTable(k, g)).toBe(false); // no unit of its own side sees it
  });

  it('while it stands the Wizard casts nothing, unless a better spell is at hand: casting ends it', () => {
    // Wolf Riders 25 cm from the Spearmen on the left: Sunstrike reaches them from there only.
    const { k, lines } = desert(['{ id: wolves, unit: wolf-riders, position: { x: 20, y: 85 } }']);
    const wiz = char(k, 'wiz');
    const g = unit(k, 'ghost');
    castSpells(k, new ScriptedRng().roll(4).rng, 0);
    expect(k.status[g]).toBe(MIRAGE);
    // The next turn: nothing better than the Mirage where he stands; he keeps it, rolls nothing.
    lines.length = 0;
    k.playerTurnNo += 2;
    const none = new ScriptedRng();
    castSpells(k, none.rng, 0);
    expect(lines.filter((l: string) => l.includes(' casts '))).toEqual([]);
    expect(k.status[g]).toBe(MIRAGE);
    // With the Spearmen on the left (he joins them), Sunstrike is at hand: the Mirage ends.
    const left = k.plan.unitIds.indexOf('left');
    k.cJoin[wiz] = left;
    lines.length = 0;
    k.playerTurnNo += 2;
    castSpells(k, new ScriptedRng().roll(5).thenAll(6).rng, 0);
    expect(lines[0]).toBe('The Mirage of Knights (ghost) ends: its Wizard casts another spell.');
    expect(lines[1]).toMatch(/^Wizard \(wiz\) casts Sunstrike: 5/);
    expect(k.status[g]).toBe(RESERVED);
    expect(k.mirageOf[wiz]).toBe(-1);
  });
});

describe('Mirage: real to the enemy (§8.2)', () => {
  /** The illusion on the table where the Wizard puts it, 21 cm in front of the Orcs. */
  function cast(more: string[] = []) {
    const b = desert(more);
    castSpells(b.k, new ScriptedRng().roll(6).rng, 0);
    expect(b.k.status[unit(b.k, 'ghost')]).toBe(MIRAGE);
    return b;
  }

  it('an enemy unit within 20 cm of it takes the −1 to its orders; Araby units never do', () => {
    const { k } = cast();
    const orcs = unit(k, 'orcs');
    const boss = char(k, 'boss');
    startCommand(k, orcs);
    const far = penalty(k, boss);
    for (let s = 0; s < 3; s++) k.sy[orcs * 4 + s] -= 2; // 19 cm from it
    startCommand(k, orcs);
    expect(penalty(k, boss)).toBe(far + 1);
    // Its own side's Spearmen beside it take no −1 from it.
    const spears = unit(k, 'spears');
    for (let s = 0; s < 3; s++) k.sy[spears * 4 + s] += 30; // 5 cm behind it
    startCommand(k, spears);
    const near = penalty(k, char(k, 'gen'));
    endMirage(k, unit(k, 'ghost'), 1);
    startCommand(k, spears);
    expect(penalty(k, char(k, 'gen'))).toBe(near);
  });

  it('the closest target must be shot at, and it cannot be harmed', () => {
    const { k, lines } = cast(['{ id: bows, unit: goblins, position: { x: 75, y: 90 } }']);
    const bows = unit(k, 'bows');
    k.active = 1;
    // The Goblins move up to 14.3 cm of it (15 cm range): it is their closest target.
    for (let s = 0; s < 3; s++) k.sy[bows * 4 + s] -= 8;
    gapOf(k, bows, unit(k, 'ghost'));
    expect(k.gv).toBeLessThan(15);
    lines.length = 0;
    shootingPhase(k, new ScriptedRng().thenAll(1).rng, 1);
    expect(lines).toContain(`${k.plan.unitNames[bows]} shoots at Knights (ghost): it cannot be harmed.`);
    expect(k.status[unit(k, 'ghost')]).toBe(MIRAGE);
  });

  it('an enemy charging it finds nothing: the illusion ends and the charger stands where it reached', () => {
    const { k, lines } = cast();
    const orcs = unit(k, 'orcs');
    const g = unit(k, 'ghost');
    expect(closestEnemy(k, orcs, 25, true, false)).toBe(g);
    expect(charge(k, new Rng(1, 0), orcs, g, 25, 0)).toBe(true);
    expect(lines).toContain('The Mirage of Knights (ghost) is touched by the enemy: it was only an illusion.');
    expect(k.status[g]).toBe(RESERVED);
    expect(engaged(k, orcs)).toBe(false);
  });

  it('a whole enemy turn: the Orcs go for it by their orders (nearest enemy) and dispel it', () => {
    const { k, lines } = cast();
    k.active = 1;
    k.playerTurnNo++;
    commandPhase(k, new ScriptedRng().thenAll(1).rng, 1);
    // 21 cm away: a move to 1 cm short, then (−1 with an enemy within 20 cm) a charge into it.
    expect(lines).toContain('Orc Warriors (orcs) moves 20.0 cm towards Knights (ghost).');
    expect(lines).toContain('Orc Warriors (orcs) charges Knights (ghost) (1.0 cm).');
    expect(lines).toContain('The Mirage of Knights (ghost) is touched by the enemy: it was only an illusion.');
  });

  it('an Araby unit moving through it dispels it', () => {
    const { k, lines } = cast();
    const spears = unit(k, 'spears');
    k.rdx = 0;
    k.rdy = 1;
    k.tx = 0;
    k.ty = 40;
    shift(k, spears);
    expect(lines).toContain('The Mirage of Knights (ghost) is walked through by its own side and fades.');
    expect(k.status[unit(k, 'ghost')]).toBe(RESERVED);
    expect(k.mirageOf[char(k, 'wiz')]).toBe(-1);
  });

  it('an Araby unit moving beside it, not through it, leaves it standing', () => {
    const { k } = cast();
    const spears = unit(k, 'spears');
    k.tx = 0;
    k.ty = -5;
    shift(k, spears);
    expect(k.status[unit(k, 'ghost')]).toBe(MIRAGE);
  });

  it('its Wizard slain, it fades', () => {
    const { k } = cast();
    k.cAlive[char(k, 'wiz')] = 0;
    endOfPhase(k, false);
    expect(k.status[unit(k, 'ghost')]).toBe(RESERVED);
  });
});

describe('Mirage: allocation', () => {
  it('casting it, the enemy shooting at it and charging it allocate nothing', () => {
    const { k } = desert(['{ id: bows, unit: goblins, position: { x: 75, y: 90 } }']);
    k.tracer = null;
    const rng = new Rng(5, 0);
    const step = () => {
      reset(k);
      k.turn = 1;
      k.playerTurnNo = 1;
      castSpells(k, rng, 0);
      k.active = 1;
      k.playerTurnNo = 2;
      shootingPhase(k, rng, 1);
      commandPhase(k, rng, 1);
    };
    expect(bytesPerCall(step, 5_000, 5_000)).toBeLessThan(1);
  });

  it('compiles with the illusion behind every other unit', () => {
    const plan = compileWarmaster(parseText(warmasterText('x', 'araby', ['{ id: k, unit: knights, illusion: true }', '{ id: h, unit: spearmen, position: { x: 90, y: 30 } }'], 'orcs-and-goblins', ['{ id: o, unit: orc-warriors, position: { x: 90, y: 90 } }'])).runs[0]);
    expect(plan.unitIds).toEqual(['h', 'o', 'k']);
    expect(plan.nDeployed).toBe(2);
    expect(ACTIVE).toBe(0);
  });
});
