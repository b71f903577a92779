// The Bretonnian Trebuchet shooting blind (rules/warmaster.md §4.6; the Bretonnia list note 4):
// at a target it cannot see, an initial D6 must be a 6 or the shot is lost; a 6 and it rolls
// its 6 attacks as usual. It still must shoot at the nearest target it can: a seen target
// (30–100 cm) is always taken before an unseen one (our policy: a blind shot only when no
// target is in sight).
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { terrainHeader, tracedBattle } from './harness.ts';
import { trebuchetTarget } from '../../../../src/systems/warmaster/kernel/artillery.ts';
import { shootingPhase } from '../../../../src/systems/warmaster/kernel/shooting.ts';
import { visible } from '../../../../src/systems/warmaster/kernel/sight.ts';

const WOOD = terrainHeader(['{ kind: wood, x: 80, y: 30, width: 20, depth: 10 }']);

function battle(extra: string[] = []) {
  const { k, lines } = tracedBattle('trebuchet', 'bretonnia', ['{ id: t, unit: trebuchet, position: { x: 90, y: 10 } }'], 'orcs-and-goblins',
    ['{ id: hid, unit: orc-warriors, position: { x: 90, y: 70 } }', ...extra], WOOD);
  return { k, lines, t: k.plan.unitIds.indexOf('t'), hid: k.plan.unitIds.indexOf('hid') };
}

describe('Trebuchet blind shooting (§4.6)', () => {
  it('with nothing in sight it shoots blind at the closest unseen enemy in range', () => {
    const { k, t, hid } = battle();
    expect(visible(k, t, hid)).toBe(false);
    expect(trebuchetTarget(k, t)).toBe(hid);
    expect(k.blindShot).toBe(1);
  });

  it('a first D6 below 6 loses the shot', () => {
    const { k, lines, hid } = battle();
    shootingPhase(k, new ScriptedRng().roll(5).rng, 0);
    expect(lines.some((l) => /^Trebuchet \(t\) shoots blind at .*: 5, lost\.$/.test(l))).toBe(true);
    expect(k.hitsOn[hid] + k.left[hid]).toBe(3); // untouched
  });

  it('a 6 puts it on target: 6 attacks rolled as usual', () => {
    const { k, lines, hid } = battle();
    // The blind die, then 6 to-hit dice (4+ in the open): 4 hit; no armour against a Trebuchet;
    // then the drive-back dice.
    shootingPhase(k, new ScriptedRng().roll(6).count(6, 6, 5, 4, 1, 1).thenAll(1).rng, 0);
    expect(lines.some((l) => /shoots blind at .*: 6, on target\.$/.test(l))).toBe(true);
    expect(lines.some((l) => /^Trebuchet \(t\) hits Orc Warriors \(hid\) 4 times\.$/.test(l))).toBe(true);
    expect(k.left[hid]).toBe(2);
  });

  it('an enemy in sight is shot at, even farther than the hidden one', () => {
    const { k, t } = battle(['{ id: seen, unit: orc-warriors, position: { x: 135, y: 80 } }']);
    const seen = k.plan.unitIds.indexOf('seen');
    expect(visible(k, t, seen)).toBe(true);
    expect(trebuchetTarget(k, t)).toBe(seen);
    expect(k.blindShot).toBe(0);
  });
});
