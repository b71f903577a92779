// DESIGN.md §Kernel: the routines added for the casting bonuses of mounts, the Anvil, the Bone
// Giant's penalty, the Trebuchet's blind shot and the winner's fall back (least or full) allocate nothing per
// call after warm-up (the measure of allocation.test.ts: bytes allocated, GCs included).
import { gather } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { penalty } from '../../../../src/systems/warmaster/kernel/order-penalty.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { bytesPerCall } from '../../../helpers/allocation.ts';
import { warmasterKernel, warmasterText } from './harness.ts';
import { combatPhase } from '../../../../src/systems/warmaster/kernel/combat.ts';
import { reset } from '../../../../src/systems/warmaster/kernel/deployment.ts';
import { choosesFallBack, winnersFallBack } from '../../../../src/systems/warmaster/kernel/fall-back.ts';
import { shootingPhase } from '../../../../src/systems/warmaster/kernel/shooting.ts';

describe('allocation-free gap rules', () => {
  it('the Anvil (strike, dispel), a War Altar cast and the Bone Giant penalty', () => {
    const dwarfs = warmasterKernel(warmasterText('anvil', 'dwarfs', ['{ id: w, unit: warriors, position: { x: 90, y: 40 } }', '{ id: rune, unit: runesmith, mount: anvil, joins: w }'], 'empire',
      ['{ id: h, unit: halberdiers, position: { x: 90, y: 40 } }', '{ id: wiz, unit: wizard, mount: war-altar, joins: h }']));
    const kings = warmasterKernel(warmasterText('giant', 'tomb-kings', ['{ id: g, unit: bone-giant, position: { x: 60, y: 40 } }', '{ id: king, unit: tomb-king, position: { x: 90, y: 20 } }'], 'orcs-and-goblins',
      ['{ id: foe, unit: orc-warriors, position: { x: 90, y: 100 } }']));
    const rng = new Rng(2, 0);
    let sink = 0;
    const step = () => {
      reset(dwarfs);
      dwarfs.turn = 1;
      dwarfs.playerTurnNo = 1;
      shootingPhase(dwarfs, rng, 0); // the strike
      shootingPhase(dwarfs, rng, 1); // the Wizard's cast, the Anvil's dispel
      combatPhase(dwarfs, rng); // terror ignored or not, fall backs
      kings.grp[0] = 0;
      kings.grpN = 1;
      sink += penalty(kings, 0);
    };
    expect(bytesPerCall(step, 5_000, 5_000)).toBeLessThan(1);
    expect(sink).toBeGreaterThan(0);
  });

  it("the Trebuchet's blind shot", () => {
    const treb = warmasterKernel(warmasterText('treb', 'bretonnia', ['{ id: t, unit: trebuchet, position: { x: 90, y: 10 } }'], 'orcs-and-goblins',
      ['{ id: hid, unit: orc-warriors, position: { x: 90, y: 70 } }'], 'battlefield:\n  terrain:\n    - { kind: wood, x: 80, y: 30, width: 20, depth: 10 }\n'));
    const rng = new Rng(4, 0);
    const step = () => {
      reset(treb);
      treb.turn = 1;
      treb.playerTurnNo = 1;
      shootingPhase(treb, rng, 0);
    };
    expect(bytesPerCall(step, 5_000, 5_000)).toBeLessThan(1);
  });

  /**
   * The winner's fall back with tactics `tactics`: bytes per call of the routine itself, on a
   * kernel set up by hand (whole battles where the winner stands or falls back reach rare
   * branches — a unit wiped out, an advance — that run unoptimised, with `pursue: never` as much
   * as with `fall-back`: README "Speed"), and where the front of x ends (it starts at y = 39).
   */
  function fallBack(tactics: string, seed: number): { bytes: number; front: number } {
    const fight = warmasterKernel(warmasterText('fight', 'empire', [`{ id: x, unit: halberdiers, position: { x: 90, y: 40 }, tactics: { ${tactics} } }`], 'orcs-and-goblins',
      ['{ id: y, unit: goblins, position: { x: 90, y: 40 } }']));
    const rng = new Rng(seed, 0);
    let sink = 0;
    const step = () => {
      reset(fight);
      fight.turn = 1;
      fight.playerTurnNo = 1;
      gather(fight, 0);
      if (choosesFallBack(fight, 0, false)) fight.fallsBack[0] = 1;
      winnersFallBack(fight, rng, 0);
      sink += fight.sy[0];
    };
    const bytes = bytesPerCall(step, 5_000, 5_000);
    expect(sink).not.toBe(0);
    return { bytes, front: fight.sy[0] };
  }

  it("the winner's fall back", () => {
    const { bytes, front } = fallBack('pursue: fall-back, advance: fall-back', 4);
    expect(bytes).toBeLessThan(1);
    expect(front).toBeLessThanOrEqual(38 + 1e-9); // at least 1 cm
  });

  it("the winner's fall back as far as the 3D6 total allows (tactic fallBack: full)", () => {
    const { bytes, front } = fallBack('pursue: fall-back, fallBack: full', 5);
    expect(bytes).toBeLessThan(1);
    expect(front).toBeLessThanOrEqual(36 + 1e-9); // 3D6 is at least 3 cm
  });
});
