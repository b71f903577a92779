/**
 * piscina worker: decode a task, play its simulation range, return the packed tally.
 * Compiled kernels are cached per scenario hash for the life of the thread (the last few).
 */
import { packRunTally, type PackedRunTally } from '../core/tally.ts';
import type { ResolvedScenario } from '../scenario/types.ts';
import { compileRuns, type CompiledScenario } from './compile-runs.ts';
import { simulateRange } from './simulate-range.ts';

export interface WorkerTask {
  hash: string;
  runs: ResolvedScenario[];
  seed: number;
  start: number;
  end: number;
}

const cache = new Map<string, CompiledScenario>();
/**
 * Scenarios kept compiled: a run needs one, `warsim matrix` plays hundreds on one pool, one
 * after another, and needs only the few in flight.
 */
const CACHE_SIZE = 8;

export default function playTask(task: WorkerTask): PackedRunTally {
  let compiled = cache.get(task.hash);
  if (!compiled) {
    compiled = compileRuns(task.runs);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(task.hash, compiled);
  }
  return packRunTally(simulateRange(compiled, task.seed, task.start, task.end));
}
