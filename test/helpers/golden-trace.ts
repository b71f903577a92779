/**
 * Golden traces (STYLE.md: golden playthroughs, so a change in behaviour shows as a diff): the
 * `warsim replay` account of one simulation of a scenario's base run, compared with a
 * checked-in fixture. UPDATE_GOLDEN=1 rewrites the fixture (then review the diff).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replaySimulation } from '../../src/runner/replay-simulation.ts';
import { loadFile } from './load.ts';

/** What `warsim replay <scenario> --sim <sim>` prints for the base run. */
export function replayText(scenario: string, sim: number): string {
  const loaded = loadFile(scenario);
  return replaySimulation(loaded.scenario.title, loaded.runs[0], loaded.scenario.seed, sim);
}

/** The golden-trace suite: the fixture matches, replays are reproducible, another simulation differs. */
export function goldenTraceSuite(scenario: string, fixture: string, fixtureName: string): void {
  describe(`golden trace: ${scenario}, base run, simulation 0`, () => {
    it(`matches ${fixtureName} (UPDATE_GOLDEN=1 rewrites it)`, () => {
      const text = replayText(scenario, 0);
      if (process.env.UPDATE_GOLDEN === '1') writeFileSync(fixture, text);
      expect(text).toBe(readFileSync(fixture, 'utf8'));
    });

    it('is reproducible, and another simulation plays differently', () => {
      expect(replayText(scenario, 0)).toBe(replayText(scenario, 0));
      expect(replayText(scenario, 1)).not.toBe(replayText(scenario, 0));
    });
  });
}
