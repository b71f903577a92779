/**
 * Golden trace (STYLE.md: a change in behaviour shows as a diff): the `warsim replay` account
 * of scenarios/warmaster/bench-brigade-clash.yaml, base run, simulation 0, compared with the
 * checked-in test/fixtures/warmaster/golden-brigade-clash-sim0.txt.
 *
 * To regenerate after an intended change of behaviour (then review the diff):
 *   UPDATE_GOLDEN=1 npx vitest run test/systems/warmaster/kernel/golden-trace.test.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replaySimulation } from '../../../../src/runner/replay-simulation.ts';
import { loadFile } from '../../../helpers/load.ts';

const SCENARIO = 'scenarios/warmaster/bench-brigade-clash.yaml';
const GOLDEN = fileURLToPath(new URL('../../../fixtures/warmaster/golden-brigade-clash-sim0.txt', import.meta.url));

function replayText(sim: number): string {
  const loaded = loadFile(SCENARIO);
  return replaySimulation(loaded.scenario.title, loaded.runs[0], loaded.scenario.seed, sim);
}

describe('golden trace: brigade clash, base run, simulation 0', () => {
  it('matches test/fixtures/warmaster/golden-brigade-clash-sim0.txt (UPDATE_GOLDEN=1 rewrites it)', () => {
    const text = replayText(0);
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(GOLDEN, text);
    expect(text).toBe(readFileSync(GOLDEN, 'utf8'));
  });

  it('is reproducible, and another simulation plays differently', () => {
    expect(replayText(0)).toBe(replayText(0));
    expect(replayText(1)).not.toBe(replayText(0));
  });
});
