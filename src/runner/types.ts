/**
 * What a run (or a merge of shards) hands to the reports: the runs that were played, their
 * metric layouts and merged tallies, and the provenance every report must carry.
 */
import type { MetricSpec } from '../core/metrics.ts';
import type { RunTally } from '../core/tally.ts';
import type { ResolvedScenario, Scenario } from '../scenario/types.ts';
import type { UnitCost } from '../systems/system.ts';

export interface Provenance {
  /** warsim package version. */
  version: string;
  /** Generator id (core/rng.ts GENERATOR_ID). */
  generator: string;
  /** sha256 of the canonical scenario (without seed and run size). */
  scenarioHash: string;
  /** Scenario file as given by the user. */
  file: string;
  seed: number;
  /** Simulation index range [simStart, simEnd) that was played. */
  simStart: number;
  simEnd: number;
  /** True when the run was interrupted (Ctrl-C) or is a shard: not the whole planned range. */
  partial: boolean;
  /** Why the run stopped: 'sims', 'precision', 'max-sims', 'interrupted', 'shard'. */
  stoppedBy: string;
  /** The win-rate 95% half-width the run was to reach; 0 for a fixed count of simulations. */
  precision: number;
  /** Command line that reproduces this result. */
  command: string;
  /** Worker threads; 0 for a result merged from shards. */
  threads: number;
  elapsedMs: number;
  /** ISO time the run finished. */
  finishedAt: string;
}

export interface RunResult {
  scenario: Scenario;
  /** runs[0] is the base; then variants in file order, then sweep points. */
  runs: ResolvedScenario[];
  specs: MetricSpec[][];
  costs: UnitCost[][];
  tally: RunTally;
  provenance: Provenance;
}

/** What a run or a merge knows about itself; runResult() adds what every result shares. */
export type RunFacts = Omit<Provenance, 'version' | 'generator' | 'scenarioHash' | 'file' | 'finishedAt'>;
