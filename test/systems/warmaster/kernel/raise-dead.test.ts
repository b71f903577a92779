// Raise Dead (rules/warmaster.md §8.2, Tomb Kings and Vampire Counts; §13 A17): a new 3-stand
// Skeleton unit placed to fight in an engagement within 30 cm, or touching an engaged friend
// when there is no room; not cast when neither fits; once per engagement a turn; not charging
// in round 1; no VP, no loss. The kernel keeps slots for raised units, reserved at compile time.
import { fresh } from '../../../../src/systems/warmaster/kernel/status.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileWarmaster, RAISED_SLOTS_PER_CASTER } from '../../../../src/systems/warmaster/compile.ts';
import { warmaster } from '../../../../src/systems/warmaster/system.ts';
import { bytesPerCall } from '../../../helpers/allocation.ts';
import { parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { char, terrainHeader, tracedBattle, unit, warmasterText } from './harness.ts';
import { castOne, castSpells } from '../../../../src/systems/warmaster/kernel/casting.ts';
import { destroy } from '../../../../src/systems/warmaster/kernel/casualties.ts';
import { combatPhase } from '../../../../src/systems/warmaster/kernel/combat.ts';
import { touching } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { reset } from '../../../../src/systems/warmaster/kernel/deployment.ts';
import { spellTarget } from '../../../../src/systems/warmaster/kernel/spell-targets.ts';
import { checkEnd, pointsLost, unitsLost } from '../../../../src/systems/warmaster/kernel/victory.ts';

const ACTIVE = 0;
const DESTROYED = 1;
const RESERVED = 5;

/**
 * Tomb Kings Skeletons (`fight`, front edge at y 60 facing north) locked with Orc Warriors
 * (front edge at y 60 facing south), a Liche Priest joined to them; `more` adds units to side a,
 * `header` terrain and flags.
 */
function locked(more: string[] = [], header = '', priest = '{ id: priest, unit: liche-priest, joins: fight }') {
  return tracedBattle(
    'raise dead',
    'tomb-kings',
    ['{ id: fight, unit: skeletons, position: { x: 90, y: 60 } }', priest, '{ id: king, unit: tomb-king, position: { x: 90, y: 10 } }', ...more],
    'orcs-and-goblins',
    ['{ id: orcs, unit: orc-warriors, position: { x: 90, y: 60 } }', '{ id: boss, unit: orc-general, position: { x: 90, y: 110 } }'],
    header,
  );
}

/** Raised slots of the plan (u ≥ nDeployed). */
const slots = (k: any) => Array.from({ length: k.n - k.plan.nDeployed }, (_, i) => k.plan.nDeployed + i);

describe('Raise Dead: slots reserved at compile time (§8.2, §13 A17)', () => {
  it('a Liche Priest in a 6-turn battle: min(6 raises, 4 a caster) slots of 3 Skeletons, off the table, no points', () => {
    const { k } = locked();
    expect(RAISED_SLOTS_PER_CASTER).toBe(4);
    expect(k.plan.nDeployed).toBe(2);
    const r = slots(k);
    expect(r.length).toBe(4);
    for (const u of r) {
      expect(k.plan.raised[u]).toBe(1);
      expect(k.plan.troopIds[u]).toBe('skeletons');
      expect(k.plan.stands[u]).toBe(3);
      expect(k.plan.points[u]).toBe(0);
      expect(k.plan.countsForWithdrawal[u]).toBe(0);
      expect(k.status[u]).toBe(RESERVED);
      expect(k.left[u]).toBe(0);
    }
    // Not in the costs, the metrics or the withdrawal count: the Skeletons alone make side a's 1.
    expect(k.plan.costs.map((c: any) => c.unit)).not.toContain('raised-a-1');
    expect(warmaster.metrics(k.plan).some((m) => m.key.includes('raised'))).toBe(false);
    expect(k.plan.withdrawAt[0]).toBe(1);
  });

  it('two turns and a Rod: 2 + 1 = 3 slots; a Vampire Lord and a Necromancer in 6 turns: 8; no caster or cast: never, none', () => {
    const count = (text: string) => {
      const plan = compileWarmaster(parseText(text).runs[0]);
      return plan.n - plan.nDeployed;
    };
    const orcs = ['{ id: o, unit: orc-warriors, position: { x: 90, y: 90 } }'];
    const tk = (priest: string, header = '') => warmasterText('t', 'tomb-kings', ['{ id: s, unit: skeletons, position: { x: 90, y: 30 } }', priest], 'orcs-and-goblins', orcs, header);
    expect(count(tk('{ id: p, unit: liche-priest, joins: s, items: [rod-of-repetition] }', 'end: { turns: 2 }\n'))).toBe(3);
    expect(count(tk('{ id: p, unit: liche-priest, joins: s, tactics: { cast: never } }'))).toBe(0);
    expect(count(tk('{ id: k, unit: tomb-king, joins: s }'))).toBe(0);
    const vc = warmasterText('v', 'vampire-counts', ['{ id: s, unit: skeletons, position: { x: 90, y: 30 } }', '{ id: l, unit: vampire-lord, joins: s }', '{ id: n, unit: necromancer, joins: s }'], 'orcs-and-goblins', orcs);
    expect(count(vc)).toBe(8);
  });
});

describe('Raise Dead: placement (§8.2)', () => {
  it('a new unit fights the enemy on its rear edge, facing it, and the engagement is spent for the turn', () => {
    const { k, lines } = locked();
    const dice = new ScriptedRng().roll(5);
    castOne(k, dice.rng, char(k, 'priest'));
    expect(dice.unused).toBe(0);
    expect(lines).toContain('Liche Priest (priest) casts Raise Dead: 5 (needs 5+).');
    const r = slots(k)[0];
    expect(lines).toContain(`Raised Skeletons (raised-a-1) rise from the dead in the fight of ${k.plan.unitNames[unit(k, 'fight')]}.`);
    expect(k.status[r]).toBe(ACTIVE);
    expect(k.left[r]).toBe(3);
    const orcs = unit(k, 'orcs');
    expect(touching(k, r, orcs)).toBe(true);
    // The Orcs face south (2): the raised unit stands on their rear (north of y 62) facing south.
    expect(k.face[r]).toBe(2);
    for (let s = 0; s < 3; s++) expect(k.sy[r * 4 + s]).toBeCloseTo(63, 9);
    expect(k.chargeReady[r]).toBe(0);
    // Every unit of the engagement, and the new one, has had the spell this turn.
    expect(fresh(k, orcs, k.plan.spells.spellIds.indexOf('raise-dead'))).toBe(false);
    expect(fresh(k, unit(k, 'fight'), k.plan.spells.spellIds.indexOf('raise-dead'))).toBe(false);
    expect(fresh(k, r, k.plan.spells.spellIds.indexOf('raise-dead'))).toBe(false);
  });

  it('once per engagement a turn: a second Liche Priest finds no engagement to raise into', () => {
    const { k, lines } = locked(['{ id: priest-2, unit: liche-priest, joins: fight }']);
    castSpells(k, new ScriptedRng().roll(6).roll(6).thenAll(6).rng, 0);
    expect(lines.filter((l: string) => l.includes('casts Raise Dead')).length).toBe(1);
    expect(lines.filter((l: string) => l.includes('rise from the dead')).length).toBe(1);
    // Next turn it may be raised into again.
    k.playerTurnNo += 2;
    const spell = k.plan.spells.spellIds.indexOf('raise-dead');
    spellTarget(k, char(k, 'priest-2'), spell);
    expect(k.spTarget).toBeGreaterThanOrEqual(0);
  });

  it('no room to fight: the new unit touches the engaged friend, behind it (supporting)', () => {
    // Impassable ground on the Orcs' flanks and rear; their front is all Skeletons.
    const walls = terrainHeader([
      '{ kind: impassable, x: 60, y: 59, width: 24, depth: 30 }',
      '{ kind: impassable, x: 96, y: 59, width: 24, depth: 30 }',
      '{ kind: impassable, x: 84, y: 62, width: 12, depth: 27 }',
    ]);
    const { k } = locked([], walls);
    castOne(k, new ScriptedRng().roll(6).rng, char(k, 'priest'));
    const r = slots(k)[0];
    const fight = unit(k, 'fight');
    expect(k.status[r]).toBe(ACTIVE);
    expect(touching(k, r, unit(k, 'orcs'))).toBe(false);
    expect(touching(k, r, fight)).toBe(true);
    expect(k.face[r]).toBe(k.face[fight]);
    // Exactly behind the Skeletons' stands (rear edge y 58): the supporting place (§5.5).
    for (let s = 0; s < 3; s++) expect(k.sy[r * 4 + s]).toBeCloseTo(57, 9);
  });

  it('neither enemy nor engaged friend can be touched: the spell is not cast', () => {
    const walls = terrainHeader([
      '{ kind: impassable, x: 40, y: 20, width: 44, depth: 80 }',
      '{ kind: impassable, x: 96, y: 20, width: 44, depth: 80 }',
      '{ kind: impassable, x: 84, y: 62, width: 12, depth: 38 }',
      '{ kind: impassable, x: 84, y: 20, width: 12, depth: 38 }',
    ]);
    const { k, lines } = locked([], walls, '{ id: priest, unit: liche-priest, position: { x: 150, y: 60 } }');
    const spell = k.plan.spells.spellIds.indexOf('raise-dead');
    spellTarget(k, char(k, 'priest'), spell);
    expect(k.spTarget).toBe(-1);
    castOne(k, new ScriptedRng().thenAll(6).rng, char(k, 'priest'));
    expect(lines.some((l: string) => l.includes('Raise Dead'))).toBe(false);
    for (const r of slots(k)) expect(k.status[r]).toBe(RESERVED);
  });

  it('range 30 cm (no sight needed): an engagement 40 cm from a lone priest is out of reach', () => {
    const { k } = locked([], '', '{ id: priest, unit: liche-priest, position: { x: 90, y: 18 } }');
    const spell = k.plan.spells.spellIds.indexOf('raise-dead');
    spellTarget(k, char(k, 'priest'), spell);
    expect(k.spTarget).toBe(-1);
    k.cyNow[char(k, 'priest')] = 32; // 26 cm from the Skeletons
    spellTarget(k, char(k, 'priest'), spell);
    expect(k.spTarget).toBeGreaterThanOrEqual(0);
  });

  it('Vampire Counts raise their own list\'s Skeletons the same way', () => {
    const { k, lines } = tracedBattle(
      'vc',
      'vampire-counts',
      ['{ id: fight, unit: zombies, position: { x: 90, y: 60 } }', '{ id: necro, unit: necromancer, joins: fight }', '{ id: lord, unit: vampire-lord, position: { x: 90, y: 10 } }'],
      'orcs-and-goblins',
      ['{ id: orcs, unit: orc-warriors, position: { x: 90, y: 60 } }'],
    );
    castOne(k, new ScriptedRng().roll(5).rng, char(k, 'necro'));
    expect(lines.some((l: string) => l.startsWith('Raised Skeletons (raised-a-1) rise from the dead'))).toBe(true);
  });
});

describe('Raise Dead: in the fight and after (§8.2, §10, §13 A17)', () => {
  it('the raised unit fights in the Combat phase without the charge bonus: 3 stands × 2 = 6 attacks', () => {
    const { k, lines } = locked();
    castOne(k, new ScriptedRng().roll(5).rng, char(k, 'priest'));
    combatPhase(k, new Rng(3, 0));
    expect(lines).toContainEqual(expect.stringMatching(/^Raised Skeletons \(raised-a-1\): 6 attacks on Orc Warriors \(orcs\)/));
  });

  it('a raised unit destroyed is no loss and no VP, and its slot is raised again', () => {
    const { k } = locked();
    const priest = char(k, 'priest');
    castOne(k, new ScriptedRng().roll(5).rng, priest);
    const r = slots(k)[0];
    const lostBefore = unitsLost(k, 0);
    const vpBefore = pointsLost(k, 0);
    destroy(k, r, DESTROYED);
    expect(unitsLost(k, 0)).toBe(lostBefore);
    expect(pointsLost(k, 0)).toBe(vpBefore);
    expect(checkEnd(k)).toBe(false);
    k.playerTurnNo += 2;
    castOne(k, new ScriptedRng().roll(5).rng, priest);
    expect(k.status[r]).toBe(ACTIVE);
    expect(k.left[r]).toBe(3);
    expect(k.hitsOn[r]).toBe(0);
  });

  it('all slots in play: no Raise Dead until one is free', () => {
    const { k } = locked();
    const priest = char(k, 'priest');
    for (const r of slots(k)) k.status[r] = ACTIVE; // every slot in play (stands nowhere)
    const spell = k.plan.spells.spellIds.indexOf('raise-dead');
    spellTarget(k, priest, spell);
    expect(k.spTarget).toBe(-1);
    k.status[slots(k)[2]] = DESTROYED;
    spellTarget(k, priest, spell);
    expect(k.spTarget).toBeGreaterThanOrEqual(0);
  });

  it('choosing, placing and fighting raised dead allocates nothing', () => {
    const { k } = locked();
    k.tracer = null;
    const rng = new Rng(17, 0);
    const step = () => {
      reset(k);
      k.turn = 1;
      k.playerTurnNo = 1;
      castSpells(k, rng, 0);
      combatPhase(k, rng);
    };
    // A longer warm-up than most: a fight of three units reaches combat branches V8 optimises
    // late (the same engagement with the third unit deployed measures alike).
    expect(bytesPerCall(step, 5_000, 5_000)).toBeLessThan(1);
  });
});
