/**
 * The contact duel (kernel.ts runDuel()) against the general turn sequence on the same dice
 * (STYLE.md: a readable reference checked against the fast path): two units deployed in
 * contact, one a side, to the first break. For every case below, both paths must give the same
 * out array for every simulation and leave the generator in the same state — the same dice
 * rolled in the same order.
 */
import { describe, expect, it } from 'vitest';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import type { Wfb4Plan } from '../../../../src/systems/wfb4/plan.ts';
import { compileFile, compileText, expectSameRuns } from './kernel-harness.ts';

const SIMS = 1500;
const SEED = 20261126;

interface Case {
  name: string;
  /** Scenario text after the title line. */
  body: string;
}

// One-inch bases (25.4 mm) make the contact positions exact: a 5-wide, 4-deep block facing +y
// with its front centre at (36, 20) covers x 33.5..38.5, y 16..20.
const inch = 'base: [25.4, 25.4]';

const head = (extra = '') => `format: warsim/1
system: wfb4
title: duel path
seed: 1
end: { turns: 6, on: first-break }
${extra}
`;

const cases: Case[] = [
  {
    name: 'knights (lance, warhorse, champion, general) against orcs (battle standard, musician)',
    body: `${head('first: roll-off')}sides:
  - id: empire
    units:
      - { id: knights, profile: reiksguard-knight, mount: warhorse, models: 8, files: 4, weapons: [lance], armour: [heavy-armour, shield, barding], command: [champion, standard], general: 8, position: { x: 36, y: 20 } }
  - id: orcs
    units:
      - { id: boyz, profile: orc, models: 24, files: 6, armour: [shield], command: [standard, musician, battle-standard], position: { x: 36, y: 20, facing: 180 }, tactics: { pursue: restrain } }
`,
  },
  {
    name: 'double-handed weapons and a champion against pistols, lapping round',
    body: `${head('first: a')}sides:
  - id: a
    units:
      - { id: greatswords, profile: man, models: 30, files: 10, weapons: [double-handed], armour: [light-armour], command: [champion], position: { x: 36, y: 20 }, tactics: { lap: true } }
  - id: b
    units:
      - { id: pistoliers, profile: man, models: 12, files: 4, weapons: [pistol], position: { x: 36, y: 20, facing: 180 } }
`,
  },
  {
    name: 'multi-wound ogres against spears, overkill rolled, pursuits tied escape',
    body: `${head('first: b\nrules: { overkill: rolled, pursuitTie: escapes, spearSecondRank: whole-rank }')}sides:
  - id: a
    units:
      - { id: ogres, profile: { M: 6, WS: 3, BS: 2, S: 4, T: 5, W: 3, I: 3, A: 2, Ld: 7 }, basePoints: 35, models: 6, files: 3, ${inch}, armour: [light-armour], command: [champion], position: { x: 36, y: 20 } }
  - id: b
    units:
      - { id: spears, profile: orc, models: 22, files: 5, weapons: [spear], armour: [shield], command: [standard], position: { x: 36, y: 20, facing: 180 } }
`,
  },
  {
    name: 'a flank contact (5 required to score it), flails',
    body: `${head('first: a')}sides:
  - id: a
    units:
      - { id: held, profile: man, models: 20, files: 5, ${inch}, weapons: [halberd], command: [standard], position: { x: 36, y: 20 } }
  - id: b
    units:
      - { id: flankers, profile: orc, models: 10, files: 5, ${inch}, weapons: [flail], command: [champion], position: { x: 38.5, y: 18, facing: 270 } }
`,
  },
  {
    name: 'a rear contact, ranks counted from four models',
    body: `${head('first: b\nrules: { completeRank: four-models, rearBonus: 3 }')}sides:
  - id: a
    units:
      - { id: held, profile: man, models: 18, files: 5, ${inch}, command: [standard, musician], position: { x: 36, y: 20 } }
  - id: b
    units:
      - { id: behind, profile: orc, models: 15, files: 5, ${inch}, weapons: [spear], position: { x: 36, y: 16 } }
`,
  },
  {
    name: 'beside a table edge and a wood: flights off the table and through trees; a one-turn limit',
    body: `${head('first: a').replace('turns: 6', 'turns: 1')}battlefield:
  width: 72
  depth: 48
  terrain:
    - { kind: wood, x: 30, y: 6, width: 12, depth: 6 }
sides:
  - id: a
    units:
      - { id: near-edge, profile: man, models: 10, files: 5, ${inch}, position: { x: 36, y: 4, facing: 180 } }
  - id: b
    units:
      - { id: pushing, profile: orc, models: 16, files: 4, ${inch}, weapons: [additional-hand-weapon], position: { x: 36, y: 4 } }
`,
  },
];

/** Play SIMS simulations on both paths; returns whether the duel path was taken (1) or not (0). */
function compare(plan: Wfb4Plan): number {
  const fast = new Wfb4Kernel(plan);
  const slow = new Wfb4Kernel(plan);
  slow.duelPath = false;
  expectSameRuns(fast, slow, SIMS, SEED, 'duel');
  return fast.duel;
}

describe('the contact duel plays as the general turn sequence does', () => {
  it('benchmark (a): spears against halberds', () => {
    expect(compare(compileFile('scenarios/wfb4/bench-duel.yaml'))).toBe(1);
  });
  for (const c of cases) {
    it(c.name, () => {
      expect(compare(compileText(c.body))).toBe(1);
    });
  }

  it('is not taken on a table with a hill, nor when the engagement does not end at the first break', () => {
    const onHill = cases[0].body.replace(
      'sides:',
      'battlefield: { width: 72, depth: 48, terrain: [{ kind: hill, x: 30, y: 10, width: 12, depth: 6 }] }\nsides:',
    );
    expect(compare(compileText(onHill))).toBe(0);
    expect(compare(compileText(cases[1].body.replace('end: { turns: 6, on: first-break }', 'end: { turns: 6 }')))).toBe(0);
  });
});
