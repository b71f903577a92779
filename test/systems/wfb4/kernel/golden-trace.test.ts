/**
 * Golden trace (STYLE.md: golden "playthroughs" so that a change in behaviour shows as a diff):
 * the `warsim replay` account of scenarios/wfb4/knights-vs-halberdiers.yaml, base run,
 * simulation 0, with the scenario's seed, compared with the checked-in
 * test/fixtures/wfb4/golden-knights-vs-halberdiers-sim0.txt.
 *
 * The text is what `warsim replay` prints (src/runner/replay-simulation.ts): a title line, the
 * trace, and the recorded metrics.
 *
 * To regenerate after an intended change of behaviour (then review the diff):
 *   UPDATE_GOLDEN=1 npx vitest run test/systems/wfb4/kernel/golden-trace.test.ts
 * or, equivalently, with the CLI after `npm run build`:
 *   node bin/warsim.js replay scenarios/wfb4/knights-vs-halberdiers.yaml --sim 0 > test/fixtures/wfb4/golden-knights-vs-halberdiers-sim0.txt
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replaySimulation } from '../../../../src/runner/replay-simulation.ts';
import { loadFile } from '../../../helpers/load.ts';
import { FIXTURES } from './kernel-harness.ts';

const SCENARIO = 'scenarios/wfb4/knights-vs-halberdiers.yaml';
const GOLDEN = FIXTURES + 'golden-knights-vs-halberdiers-sim0.txt';
const SIM = 0;

/** What `warsim replay scenarios/wfb4/knights-vs-halberdiers.yaml --sim 0` prints. */
function replayText(): string {
  const loaded = loadFile(SCENARIO);
  return replaySimulation(loaded.scenario.title, loaded.runs[0], loaded.scenario.seed, SIM);
}

describe('golden trace: knights-vs-halberdiers, base run, simulation 0', () => {
  it('matches test/fixtures/wfb4/golden-knights-vs-halberdiers-sim0.txt (UPDATE_GOLDEN=1 rewrites it)', () => {
    const text = replayText();
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(GOLDEN, text);
    expect(text).toBe(readFileSync(GOLDEN, 'utf8'));
  });

  it('is reproducible: two replays give the same text', () => {
    expect(replayText()).toBe(replayText());
  });
});
