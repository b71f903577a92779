// The Bone Giant (rules/warmaster.md §2.4 army modifiers, §11.2; the Tomb Kings list note 2):
// −1 Command when the Tomb King orders it, or a brigade with it; no penalty from a Liche Priest.
import { penalty } from '../../../../src/systems/warmaster/kernel/order-penalty.ts';
import { describe, expect, it } from 'vitest';
import { startCommand, tracedBattle } from './harness.ts';

function battle() {
  const { k } = tracedBattle('bone giant', 'tomb-kings', [
    '{ id: giant, unit: bone-giant, position: { x: 60, y: 40 } }',
    '{ id: sk, unit: skeletons, position: { x: 68.5, y: 40 } }',
    '{ id: lone, unit: skeletons, position: { x: 140, y: 40 } }',
    '{ id: king, unit: tomb-king, position: { x: 90, y: 20 } }',
    '{ id: priest, unit: liche-priest, position: { x: 90, y: 20 } }',
  ], 'orcs-and-goblins', ['{ id: foe, unit: orc-warriors, position: { x: 90, y: 110 } }']);
  const u = (id: string) => k.plan.unitIds.indexOf(id);
  const c = (id: string) => k.plan.charIds.indexOf(id);
  return { k, giant: u('giant'), sk: u('sk'), lone: u('lone'), king: c('king'), priest: c('priest') };
}

describe('Bone Giant command penalty (§2.4, §11.2)', () => {
  it('ordered alone: the Tomb King has −1 more than the Liche Priest standing in the same place', () => {
    const { k, giant, king, priest } = battle();
    startCommand(k, giant);
    expect(penalty(k, king)).toBe(penalty(k, priest) + 1);
  });

  it('a brigade containing the Bone Giant: −1 once from the Tomb King', () => {
    const { k, giant, sk, king, priest } = battle();
    startCommand(k, sk);
    k.grp[1] = giant;
    k.grpN = 2;
    expect(penalty(k, king)).toBe(penalty(k, priest) + 1);
  });

  it('no penalty for other units', () => {
    const { k, sk, king, priest } = battle();
    startCommand(k, sk);
    expect(penalty(k, king)).toBe(penalty(k, priest));
  });
});
