/**
 * The kept opening (kernel.ts openingMoves()) against playing every opening through, on the
 * same dice: the first player turn's movement phase, when it rolls no dice and declares no
 * charge, is played once per side moving first and put back in later simulations. Both ways
 * must give the same out array for every simulation and leave the generator in the same state.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import type { Wfb4Plan } from '../../../../src/systems/wfb4/plan.ts';
import { loadFile } from '../../../helpers/load.ts';
import { compileRun, compileText, expectSameRuns, FIXTURES } from './kernel-harness.ts';

const SIMS = 1000;
const SEED = 20261127;

/**
 * The opening's own store, which only the kept way fills, and the scratch register `result`,
 * which holds whatever the last routine to use it left — after a kept opening, what the opening
 * left when it was played (every routine sets it before reading it).
 */
const OWN = new Set(['openingPath', 'openingKept', 'openShape', 'openFlags', 'openChanged', 'openGaps', 'openStamps', 'openEpoch', 'result']);

/** Every number and typed array of a kernel but the opening's own store and `result`, by field name. */
function stateOf(kernel: Wfb4Kernel): Record<string, number | number[]> {
  const state: Record<string, number | number[]> = {};
  for (const [key, value] of Object.entries(kernel)) {
    if (OWN.has(key)) continue;
    if (typeof value === 'number') state[key] = value;
    else if (ArrayBuffer.isView(value)) state[key] = Array.from(value as Float64Array);
  }
  return state;
}

/**
 * Play SIMS simulations both ways, comparing results, generators and (every 50th simulation)
 * the kernels' whole state at its end; returns what the kernel decided to keep, per side.
 */
function compare(plan: Wfb4Plan, label: string): number[] {
  const kept = new Wfb4Kernel(plan);
  const played = new Wfb4Kernel(plan);
  played.openingPath = false;
  expectSameRuns(kept, played, SIMS, SEED, label, (i) => {
    if (i % 50 === 0) expect(stateOf(kept), `${label}, kernel state after sim ${i}`).toEqual(stateOf(played));
  });
  return Array.from(kept.openingKept);
}

const twoLines = (orcs: string, first = 'roll-off') => `format: warsim/1
system: wfb4
title: opening
seed: 1
first: ${first}
end: { turns: 4 }
battlefield:
  width: 72
  depth: 48
  terrain:
    - { kind: wood, x: 30, y: 22, width: 10, depth: 6 }
    - { kind: wall, from: [10, 30], to: [24, 30] }
sides:
  - id: empire
    units:
      - { id: halberdiers, profile: man, models: 20, files: 5, weapons: [halberd], command: [standard], position: { x: 36, y: 8 }, tactics: { charge: nearest } }
      - { id: crossbows, profile: man, models: 10, files: 10, weapons: [crossbow], position: { x: 14, y: 10 }, tactics: { move: hold, react: stand-and-shoot, charge: never } }
  - id: orcs
    units:
${orcs}
`;

describe('a kept opening plays as playing it through does', () => {
  it('benchmark (b): both sides keep their opening', () => {
    const plan = compileRun(loadFile('scenarios/wfb4/bench-battle.yaml'));
    expect(compare(plan, 'bench-battle')).toEqual([1, 1]);
  });

  it('an opening with a march through and round terrain, with the Orcs moving first', () => {
    const plan = compileText(
      twoLines(
        `      - { id: boyz, profile: orc, models: 20, files: 5, armour: [shield], position: { x: 36, y: 40, facing: 180 } }
      - { id: archers, profile: orc, models: 10, files: 10, weapons: [bow], position: { x: 16, y: 40, facing: 180 }, tactics: { move: to-range, react: stand-and-shoot, charge: never } }`,
        'orcs',
      ),
    );
    expect(compare(plan, 'march')).toEqual([0, 1]);
  });

  it('an opening charge is played every time, not kept', () => {
    // The boyz stand 8" from the halberdiers: whoever moves first declares a charge.
    const plan = compileText(
      twoLines(`      - { id: boyz, profile: orc, models: 20, files: 5, armour: [shield], position: { x: 36, y: 16, facing: 180 }, tactics: { react: hold } }`),
    );
    expect(compare(plan, 'charge')).toEqual([-1, -1]);
  });

  it('an opening charge answered by a flight (dice rolled) is played every time', () => {
    const plan = compileText(
      twoLines(`      - { id: boyz, profile: orc, models: 20, files: 5, position: { x: 36, y: 16, facing: 180 }, tactics: { react: flee, charge: never } }`, 'empire'),
    );
    expect(compare(plan, 'flight')).toEqual([-1, 0]);
  });

  it('every WFB4 example scenario and fixture, every run', () => {
    const files = [
      ...readdirSync('scenarios/wfb4').filter((f) => f.endsWith('.yaml')).map((f) => `scenarios/wfb4/${f}`),
      ...readdirSync(FIXTURES).filter((f) => f.endsWith('.yaml')).map((f) => FIXTURES + f),
    ];
    let keptAny = 0;
    for (const file of files) {
      const loaded = loadFile(file);
      for (const run of loaded.runs) {
        const kept = compare(compileRun(loaded, run.name), `${file} (${run.name})`);
        if (kept.includes(1)) keptAny++;
      }
    }
    expect(keptAny).toBeGreaterThan(5);
  });
});
