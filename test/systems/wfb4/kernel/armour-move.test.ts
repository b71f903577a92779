/**
 * The compiled move after the armour penalty and the flee/pursuit dice (rules/wfb4.md §2.2,
 * §12-2; worked examples §11 #2 and #32, RB p.20, p.95): shield and heavy armour −1", barding
 * −1"; the dice follow the profile M (before armour) by default, the effective M under
 * `fleeDice: effective-M`. Also the compiled saves (§5.8) where the weapon takes the shield
 * hand in melee (§5.6). Fixture test/fixtures/wfb4/armour-move.yaml.
 */
import { describe, expect, it } from 'vitest';
import { compileFixture, unitIndex } from './kernel-harness.ts';

describe('armour move penalty and flee dice (§2.2, §12-2, §11 #2, #32)', () => {
  const plan = compileFixture('armour-move.yaml');
  const effective = compileFixture('armour-move.yaml', 'effective M');
  const man = unitIndex(plan, 'man-heavy-shield');
  const barded = unitIndex(plan, 'knights-barded');
  const unbarded = unitIndex(plan, 'knights-unbarded');

  it('a Man with shield and heavy armour moves 3" (§11 #2)', () => {
    expect(plan.M[man]).toBe(3);
    expect(plan.fleeDice[man]).toBe(2);
  });

  it('Reiksguard on a barded Warhorse: M 6 (§11 #2, #32), 3D6 to flee and pursue by profile M8', () => {
    expect(plan.M[barded]).toBe(6);
    expect(plan.fleeDice[barded]).toBe(3);
  });

  it('on an unbarded Warhorse: M 7, 3D6', () => {
    expect(plan.M[unbarded]).toBe(7);
    expect(plan.fleeDice[unbarded]).toBe(3);
  });

  it('halberdiers with light armour and shield save 5+ against missiles but 6+ in melee (§5.6, §5.8)', () => {
    const halberdiers = unitIndex(plan, 'halberdiers');
    expect(plan.missileSave[halberdiers]).toBe(5);
    expect(plan.meleeSave[halberdiers]).toBe(6);
    expect(plan.M[halberdiers]).toBe(4); // light armour and shield: no move penalty (§2.2)
  });

  it('barded knights save 2+ (§5.8: shield + heavy armour on a barded mount)', () => {
    expect(plan.meleeSave[barded]).toBe(2);
    expect(plan.missileSave[barded]).toBe(2);
    expect(plan.meleeSave[unbarded]).toBe(3);
  });

  it('fleeDice: effective-M — the barded knights (6") roll 2D6, the unbarded (7") still 3D6', () => {
    expect(effective.M[barded]).toBe(6);
    expect(effective.fleeDice[barded]).toBe(2);
    expect(effective.fleeDice[unbarded]).toBe(3);
    expect(effective.fleeDice[man]).toBe(2);
  });
});
