// Araby Elephants (rules/warmaster.md §11.14, §2.2, §2.6): whenever they would be confused they
// stampede instead, rolling a D6 at the start of their next Command phase, before initiative;
// the four kinds of move on scripted dice; the combat a stampede starts (against friends too):
// charge bonus, terror, compulsory pursuit, no advance; never brigaded with cavalry.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { tracedBattle } from './harness.ts';
import { combatPhase } from '../../../../src/systems/warmaster/kernel/combat.ts';
import { commandPhase } from '../../../../src/systems/warmaster/kernel/command.ts';
import { engaged, touching } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { driveBack } from '../../../../src/systems/warmaster/kernel/drive-backs.ts';
import { mayPursue } from '../../../../src/systems/warmaster/kernel/pursuit.ts';
import { visible } from '../../../../src/systems/warmaster/kernel/sight.ts';
import { stampedes, turnOnFriend } from '../../../../src/systems/warmaster/kernel/wild-moves.ts';

/**
 * Araby (unit 0 the Elephants, at (90, 40) facing north, unless `araby` says otherwise) against
 * Empire units; a traced kernel in Araby's first player turn.
 */
function battle(araby: string[], empire: string[]): { k: any; lines: string[] } {
  return tracedBattle('elephants', 'araby', araby, 'empire', empire);
}

const ELEPHANTS = '{ id: el, unit: elephants, position: { x: 90, y: 40 } }';
const FAR = '{ id: far, unit: halberdiers, position: { x: 150, y: 110 } }';
/** Spearmen 10 cm behind the Elephants. */
const SPEARMEN_BEHIND = '{ id: sp, unit: spearmen, position: { x: 90, y: 26 } }';

/** Stampede now: the flag, then the start-of-phase roll. */
function stampede(k: any, rng: ScriptedRng): void {
  k.stampede[0] = 1;
  stampedes(k, rng.rng, 0);
  expect(rng.unused).toBe(0);
}

describe('whom a wild charge turns on (§11.4, §11.14)', () => {
  it('only the friend moved into becomes a foe: charging an enemy beside a friend leaves the friend a friend', () => {
    const { k } = battle([ELEPHANTS, '{ id: bows, unit: bowmen, position: { x: 98, y: 52 } }'], ['{ id: halb, unit: halberdiers, position: { x: 90, y: 52 } }']);
    const bows = k.plan.unitIds.indexOf('bows');
    const halb = k.plan.unitIds.indexOf('halb');
    turnOnFriend(k, 0, halb); // an enemy: nothing changes sides
    expect(k.hostileAny).toBe(false);
    expect(k.rogue[0]).toBe(0);
    turnOnFriend(k, 0, bows); // the friend it ran into
    expect(k.hostileAny).toBe(true);
    expect(k.hostile[0 * k.n + bows]).toBe(1);
    expect(k.hostile[0 * k.n + halb]).toBe(0);
  });
});

describe('stampede instead of confusion (§11.14)', () => {
  it('a 6 on a drive-back die makes them stampede, not confused', () => {
    const { k, lines } = battle([ELEPHANTS], ['{ id: guns, unit: handgunners, position: { x: 90, y: 60 } }']);
    k.phaseHits[0] = 1;
    k.driver[0] = 1;
    driveBack(k, new ScriptedRng().roll(6).rng, 0);
    expect(k.confused[0]).toBe(0);
    expect(k.stampede[0]).toBe(1);
    expect(lines).toContain('Elephants (el) will stampede.');
  });

  it('in its Command phase it moves first, takes no order, and the stampede ends', () => {
    const { k, lines } = battle([ELEPHANTS, '{ id: general, unit: general, position: { x: 90, y: 30 } }'], [FAR]);
    k.stampede[0] = 1;
    const rng = new ScriptedRng().roll(2); // towards the nearest enemy, 20 cm; no order roll follows
    commandPhase(k, rng.rng, 0);
    expect(rng.unused).toBe(0);
    expect(lines[0]).toBe('Elephants (el) stampede: 2.');
    expect(lines.some((l) => /orders/.test(l))).toBe(false);
    expect(k.stampede[0]).toBe(0);
  });

  it('Elephants are never brigaded with cavalry (§2.6)', () => {
    const el = '{ id: el, unit: elephants, brigade: b, position: { x: 90, y: 40 } }';
    expect(() => battle([el, '{ id: kn, unit: knights, brigade: b, position: { x: 96, y: 40 } }'], [FAR])).toThrow(/Elephants without cavalry/);
    expect(() => battle([el, '{ id: sp, unit: spearmen, brigade: b, position: { x: 99, y: 40 } }'], [FAR])).not.toThrow();
  });
});

describe('the stampede roll (§11.14)', () => {
  it('1–2: towards the nearest enemy, charging it though unseen (it is behind them)', () => {
    const { k } = battle([ELEPHANTS], ['{ id: foe, unit: halberdiers, position: { x: 90, y: 30 } }']);
    expect(visible(k, 0, 1)).toBe(false);
    stampede(k, new ScriptedRng().roll(1));
    expect(engaged(k, 0)).toBe(true);
    expect(k.chargeReady[0]).toBe(1);
    expect(k.face[0]).toBe(2); // turned about to charge
    expect(k.movedThisTurn[0]).toBe(1);
  });

  it('3–4: directly away from the nearest enemy, as an evade; a friend in the way stops them', () => {
    const { k } = battle([ELEPHANTS, SPEARMEN_BEHIND], ['{ id: foe, unit: halberdiers, position: { x: 90, y: 55 } }']);
    stampede(k, new ScriptedRng().roll(3));
    expect(k.face[0]).toBe(0); // no turn
    expect(k.sy[0]).toBeCloseTo(28, 6); // 10 cm back, against the Spearmen
    expect(touching(k, 0, 1)).toBe(true);
    expect(k.hostileAny).toBe(false);
    expect(engaged(k, 0)).toBe(false);
  });

  it('5: they charge the nearest friendly unit, who fights them: terror, charge bonus', () => {
    const { k, lines } = battle([ELEPHANTS, SPEARMEN_BEHIND], [FAR]);
    stampede(k, new ScriptedRng().roll(5));
    expect(lines).toContain('Elephants (el) attacks Spearmen (sp), of its own side.');
    expect(engaged(k, 1)).toBe(true);
    expect([mayPursue(k, 0, 1), mayPursue(k, 1, 0)]).toEqual([true, false]); // the Spearmen never pursue them
    combatPhase(k, new Rng(3, 1));
    // Three stands, 5 + 2 for monsters charging in the open; three Spearmen stands 3 − 1 terror.
    expect(lines.some((l) => l.startsWith('Elephants (el): 21 attacks on Spearmen (sp)'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Spearmen (sp): 6 attacks on Elephants (el)'))).toBe(true);
  });

  it('6: directly away from the nearest friend, charging whatever they meet', () => {
    const { k } = battle([ELEPHANTS, SPEARMEN_BEHIND], ['{ id: foe, unit: halberdiers, position: { x: 90, y: 50 } }']);
    stampede(k, new ScriptedRng().roll(6));
    expect(touching(k, 0, 2)).toBe(true);
    expect(k.chargeReady[0]).toBe(1);
    expect(k.hostileAny).toBe(false); // an enemy: an ordinary charge
  });
});

describe('the combat a stampede starts (§11.14)', () => {
  it('they must pursue when they win, even told never to; friends never pursue them', () => {
    const units = ['{ id: el, unit: elephants, position: { x: 90, y: 40 }, tactics: { pursue: never } }', SPEARMEN_BEHIND];
    let pursuits = 0;
    for (let seed = 0; seed < 40; seed++) {
      const { k, lines } = battle(units, [FAR]);
      stampede(k, new ScriptedRng().roll(5));
      combatPhase(k, new Rng(seed, 2));
      for (let i = 0; i < lines.length; i++) {
        if (!/^Spearmen \(sp\) retreats/.test(lines[i])) continue;
        expect(lines[i + 1]).toMatch(/^Elephants \(el\) pursues Spearmen \(sp\)/);
        pursuits++;
      }
      expect(lines.some((l) => /^Spearmen \(sp\) pursues/.test(l))).toBe(false);
    }
    expect(pursuits).toBeGreaterThan(0);
  });

  it('they never advance, though an enemy stands within reach', () => {
    // Halberdiers 16 cm beyond the Spearmen the Elephants charge.
    const units = [ELEPHANTS, '{ id: sp, unit: spearmen, stands: 1, position: { x: 90, y: 26 } }'];
    let wiped = 0;
    for (let seed = 0; seed < 30; seed++) {
      const { k, lines } = battle(units, ['{ id: foe, unit: halberdiers, position: { x: 90, y: 10, facing: 0 } }']);
      stampede(k, new ScriptedRng().roll(5));
      combatPhase(k, new Rng(seed, 3));
      if (k.status[1] !== 0) wiped++;
      expect(lines.some((l) => /^Elephants \(el\) advances/.test(l))).toBe(false);
    }
    expect(wiped).toBeGreaterThan(20);
  });

  it('charging friends who fight enemies, they count with those enemies in that engagement', () => {
    // Halberdiers against the Spearmen's rear; the Elephants charge the Spearmen's front.
    const units = [ELEPHANTS, SPEARMEN_BEHIND, '{ id: bw, unit: bowmen, position: { x: 150, y: 26 } }', '{ id: bw2, unit: bowmen, position: { x: 170, y: 26 } }'];
    const { k, lines } = battle(units, ['{ id: foe, unit: halberdiers, position: { x: 90, y: 24, facing: 0 } }']);
    stampede(k, new ScriptedRng().roll(5));
    combatPhase(k, new Rng(1, 2));
    const result = lines.findIndex((l) => l.startsWith('Combat result:'));
    expect(lines[result]).toMatch(/^Combat result: a \d+, b with the wild Elephants \(el\) \d+\.$/);
    // Everyone fights the Spearmen; the Elephants and Halberdiers not each other.
    const round = lines.slice(0, result).filter((l) => / attacks on /.test(l));
    for (const l of round) if (!l.startsWith('Spearmen (sp): ')) expect(l).toMatch(/ attacks on Spearmen \(sp\)/);
    expect(round.some((l) => l.startsWith('Halberdiers (foe): '))).toBe(true);
  });
});
