// Troops with rules of their own (§11): Troll Slayers, Kislev Bears, Rat Swarms, breath
// weapons of mounts, the Tomb King's blessing.
import { gather } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileWarmaster } from '../../../../src/systems/warmaster/compile.ts';
import { WarmasterKernel } from '../../../../src/systems/warmaster/kernel/kernel.ts';
import { parseText } from '../../../helpers/load.ts';
import { tombKing } from '../../../../src/systems/warmaster/kernel/army-rules.ts';
import { destroy } from '../../../../src/systems/warmaster/kernel/casualties.ts';
import { combatPhase } from '../../../../src/systems/warmaster/kernel/combat.ts';
import { supportsOf } from '../../../../src/systems/warmaster/kernel/combat-result.ts';
import { toHitOf } from '../../../../src/systems/warmaster/kernel/defended.ts';
import { reset } from '../../../../src/systems/warmaster/kernel/deployment.ts';
import { shootingPhase } from '../../../../src/systems/warmaster/kernel/shooting.ts';
import { pointsLost } from '../../../../src/systems/warmaster/kernel/victory.ts';

function kernel(a: string, aUnits: string, b: string, bUnits: string, traced = false): { k: any; lines: string[] } {
  const text = `
format: warsim/1
system: warmaster
title: troops
sides:
  - id: a
    army: ${a}
    units:
${aUnits}
  - id: b
    army: ${b}
    units:
${bUnits}
`;
  const k = new WarmasterKernel(compileWarmaster(parseText(text).runs[0])) as any;
  const lines: string[] = [];
  if (traced) k.tracer = { line: (l: string) => lines.push(l) };
  reset(k);
  k.turn = 1;
  k.playerTurnNo = 1;
  return { k, lines };
}

describe('Troll Slayers (§11.6, §10)', () => {
  it('the enemy scores them while any survive, nobody once they are destroyed', () => {
    const { k } = kernel(
      'dwarfs', '      - { id: slayers, unit: troll-slayers, position: { x: 90, y: 40 } }',
      'orcs-and-goblins', '      - { id: orcs, unit: orc-warriors, position: { x: 90, y: 80 } }',
    );
    expect(pointsLost(k, 0)).toBe(80);
    destroy(k, 0, 1);
    expect(pointsLost(k, 0)).toBe(0);
  });

  it('get +1 Attack a stand against monsters', () => {
    const { k, lines } = kernel(
      'dwarfs', '      - { id: slayers, unit: troll-slayers, position: { x: 90, y: 40 } }',
      'tomb-kings', '      - { id: giant, unit: bone-giant, position: { x: 90, y: 40 } }',
      true,
    );
    combatPhase(k, new Rng(1, 1));
    // One stand touches the Bone Giant's 2 cm front: 5 + 1.
    expect(lines.find((l) => l.startsWith('Troll Slayers (slayers): '))).toMatch(/: 6 attacks/);
  });
});

describe('Kislev Bears (§11.10)', () => {
  it('strike again when they out-hit the enemy in a first round', () => {
    let again = 0;
    for (let seed = 0; seed < 30; seed++) {
      const { k, lines } = kernel(
        'kislev', '      - { id: bears, unit: bears, position: { x: 90, y: 40 } }',
        'orcs-and-goblins', '      - { id: goblins, unit: goblins, position: { x: 90, y: 40 } }',
        true,
      );
      combatPhase(k, new Rng(seed, 1));
      if (lines.some((l) => /strike again/.test(l))) again++;
    }
    expect(again).toBeGreaterThan(15);
  });
});

describe('Rat Swarms (§5.5)', () => {
  it('are supported only by Rat Swarms', () => {
    const setup = (behind: string) => kernel(
      'skaven',
      `      - { id: swarm, unit: rat-swarms, position: { x: 90, y: 40 } }\n      - { id: back, unit: ${behind}, position: { x: 90, y: 38 } }`,
      'orcs-and-goblins', '      - { id: orcs, unit: orc-warriors, position: { x: 90, y: 40 } }',
    ).k;
    for (const [behind, expected] of [['rat-swarms', 3], ['clanrats', 0]] as const) {
      const k = setup(behind);
      // The swarm's stands fought to their front this round; count who supports them.
      gather(k, 0);
      for (let s = 0; s < 4; s++) k.sFront[s] = k.sAlive[s];
      expect(supportsOf(k, 0)).toBe(expected);
    }
  });
});

describe('breath weapons and the Tomb King (§7, §11.2)', () => {
  it("a Chaos Dragon breathes 3 attacks at an enemy within 20 cm of its rider's unit", () => {
    const { k, lines } = kernel(
      'chaos', '      - { id: warriors, unit: chaos-warriors, position: { x: 90, y: 40 } }\n      - { id: hero, unit: hero, mount: chaos-dragon, joins: warriors }',
      'orcs-and-goblins', '      - { id: orcs, unit: orc-warriors, position: { x: 90, y: 55 } }',
      true,
    );
    shootingPhase(k, new Rng(1, 1), 0);
    expect(lines.some((l) => /mount breathes on Orc Warriors/.test(l))).toBe(true);
  });

  it('the Tomb King blesses one unit of his in combat within 20 cm, once', () => {
    const { k } = kernel(
      'tomb-kings', '      - { id: skeletons, unit: skeletons, position: { x: 90, y: 40 } }\n      - { id: king, unit: tomb-king, position: { x: 90, y: 30 } }',
      'orcs-and-goblins', '      - { id: orcs, unit: orc-warriors, position: { x: 90, y: 40 } }',
    );
    tombKing(k);
    expect(k.atkStand[0]).toBe(1);
    k.atkStand[0] = 0;
    tombKing(k);
    expect(k.atkStand[0]).toBe(0);
  });
});

describe('Steam Tank (§11.1)', () => {
  it('always counts as defended, even after moving: hit on 5+', () => {
    const { k } = kernel(
      'empire', '      - { id: tank, unit: steam-tank, position: { x: 90, y: 40 } }',
      'orcs-and-goblins', '      - { id: orcs, unit: orc-warriors, position: { x: 90, y: 80 } }',
    );
    expect(toHitOf(k, 0, -1)).toBe(5);
    expect(toHitOf(k, 1, -1)).toBe(4);
  });
});
