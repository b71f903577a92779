/**
 * A RunResult for a loaded scenario: the one place the provenance fields every report shares
 * (version, generator, scenario hash, file, finishing time) are filled in.
 */
import { GENERATOR_ID } from '../core/rng.ts';
import type { RunTally } from '../core/tally.ts';
import type { ResolvedScenario, Scenario } from '../scenario/types.ts';
import { VERSION } from '../version.ts';
import type { CompiledScenario } from './compile-runs.ts';
import type { RunFacts, RunResult } from './types.ts';

export function runResult(
  loaded: { file: string; scenario: Scenario; runs: ResolvedScenario[]; hash: string },
  compiled: CompiledScenario,
  tally: RunTally,
  facts: RunFacts,
): RunResult {
  return {
    scenario: loaded.scenario,
    runs: loaded.runs,
    specs: compiled.specs,
    costs: compiled.costs,
    tally,
    provenance: {
      version: VERSION,
      generator: GENERATOR_ID,
      scenarioHash: loaded.hash,
      file: loaded.file,
      ...facts,
      finishedAt: new Date().toISOString(),
    },
  };
}
