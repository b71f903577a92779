// DESIGN.md §Kernel: the hot path allocates nothing per simulation after warm-up. The whole
// battles of test/runner/allocation.test.ts do not reach the attached stands, Heaven's Fire or
// Divine Guidance, so their routines are measured here, each called many times after warm-up
// on a kernel set up by hand (the same measure: bytes allocated, GCs included).
import { describe, expect, it } from 'vitest';
import { allocatedBytesDuring } from '../../../../src/core/allocated-bytes.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { compileWarmaster } from '../../../../src/systems/warmaster/compile.ts';
import { WarmasterKernel } from '../../../../src/systems/warmaster/kernel.ts';
import { parseText } from '../../../helpers/load.ts';

function kernel(text: string): any {
  const k = new WarmasterKernel(compileWarmaster(parseText(text).runs[0])) as any;
  k.reset();
  return k;
}

/** Bytes per call of `step` after `warm` calls, the least of 4 windows of `n` calls. */
function bytesPerCall(step: () => void, warm: number, n: number): number {
  for (let i = 0; i < warm; i++) step();
  let least = Infinity;
  for (let w = 0; w < 4; w++) {
    const { bytes } = allocatedBytesDuring(() => {
      for (let i = 0; i < n; i++) step();
    });
    least = Math.min(least, bytes / n);
  }
  return least;
}

const HEADER = 'format: warsim/1\nsystem: warmaster\ntitle: allocation\nsides:\n';

describe('allocation-free tier-2 rules', () => {
  it("Heaven's Fire: the Mage's choice, the cast and the two shootings with their drive back", () => {
    const k = kernel(`${HEADER}  - id: a
    army: high-elves
    units:
      - { id: archers, unit: archers, position: { x: 90, y: 40 } }
      - { id: mage, unit: wizard, joins: archers }
  - id: b
    army: orcs-and-goblins
    units:
      - { id: foe, unit: orc-warriors, position: { x: 90, y: 60 } }
`);
    const rng = new Rng(1, 0);
    const step = () => {
      k.reset();
      k.turn = 1;
      k.playerTurnNo = 1;
      k.shootingPhase(rng, 0);
    };
    expect(bytesPerCall(step, 20_000, 5_000)).toBeLessThan(1);
  });

  it('Divine Guidance: guided order tests, their failures and the +1 that follows', () => {
    const k = kernel(`${HEADER}  - id: liz
    army: lizardmen
    units:
      - { id: skinks, unit: skinks, position: { x: 90, y: 40 } }
      - { id: hero, unit: skink-hero, position: { x: 90, y: 15 } }
      - { id: hero-2, unit: skink-hero, position: { x: 100, y: 15 } }
      - { id: slann, unit: slann, position: { x: 100, y: 20 } }
  - id: orcs
    army: orcs-and-goblins
    units:
      - { id: orcs, unit: orc-warriors, position: { x: 90, y: 100 } }
`);
    const rng = new Rng(2, 0);
    const step = () => {
      k.reset();
      k.orderedBy.fill(-1);
      k.movedThisTurn.fill(0);
      k.ordersTaken.fill(0);
      k.cGiven.fill(0);
      k.grp[0] = 0;
      k.grpN = 1;
      if (k.orderTest(rng, 0) === 0) {
        k.ordersTaken.fill(0);
        k.grp[0] = 0;
        k.grpN = 1;
        k.orderTest(rng, 1); // after a guided failure: +1, no guidance
      }
    };
    expect(bytesPerCall(step, 20_000, 5_000)).toBeLessThan(1);
  });

  it('attached stands: shooting with venom, at a charger, a combat round, losses and penalties', () => {
    const k = kernel(`${HEADER}  - id: liz
    army: lizardmen
    units:
      - { id: skinks, unit: skinks, attach: salamanders, position: { x: 90, y: 40 } }
      - { id: hero, unit: skink-hero, position: { x: 90, y: 30 } }
  - id: chaos
    army: chaos
    units:
      - { id: warriors, unit: chaos-warriors, position: { x: 90, y: 40 } }
`);
    const rng = new Rng(3, 0);
    let sink = 0;
    const step = () => {
      k.reset();
      k.turn = 1;
      k.playerTurnNo = 1;
      k.shootAtCharger(rng, 0, 1);
      sink += k.shootHits(rng, 0, 1, k.volleyShots(0, 1));
      k.grp[0] = 0;
      k.grpN = 1;
      sink += k.penalty(0) + (k.regular(0) ? 1 : 0);
      k.removeStand(0);
      k.turnTo(0, 2);
      k.combatPhase(rng);
    };
    expect(bytesPerCall(step, 20_000, 5_000)).toBeLessThan(1);
    expect(sink).toBeGreaterThan(0);
  });
});
