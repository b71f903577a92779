/**
 * `warsim run`'s options checked and resolved against the scenario, before anything is played:
 * every count, seed and fraction in its range, the shard index in its slice count, the output
 * path usable. A mistake is a UsageError (exit 2, no stack trace, nothing written).
 */
import { existsSync, statSync } from 'node:fs';
import { MAX_SIMS } from '../scenario/scenario-schema.ts';
import type { Scenario } from '../scenario/types.ts';
import { parseShard, shardIndexFromEnv } from '../runner/partial-file.ts';
import { UsageError } from './usage-error.ts';

/** Threads beyond this many per core only add memory (each holds the compiled scenario). */
export const THREADS_PER_CORE = 4;

export interface RunArgs {
  sims?: number;
  precision?: number;
  'max-sims'?: number;
  seed?: number;
  threads?: number;
  out?: string;
  shard?: string;
  shards?: number;
}

export interface RunOptionsResolved {
  seed: number;
  /** Win-rate half-width to stop at; 0 for a fixed count. */
  precision: number;
  /** Simulations to play (with precision: the cap). */
  total: number;
  threads: number;
  shard: { index: number; count: number } | undefined;
}

/** A whole number in [min, max], or a UsageError naming the option and the range. */
export function wholeNumber(option: string, value: number, min: number, max: number): number {
  if (!Number.isFinite(value) || !Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`${option} takes a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}, got ${describe(value)}`);
  }
  return value;
}

function describe(value: number): string {
  return Number.isNaN(value) ? 'something that is not a number' : String(value);
}

/**
 * Resolve seed, simulation count or precision, threads and shard from the options and the
 * scenario. `--sims` and `--precision` exclude each other; `--max-sims` caps a precision run only.
 *
 * @throws UsageError for any option out of its range or contradicting another
 */
export function resolveRunOptions(args: RunArgs, s: Scenario, cores: number, env: NodeJS.ProcessEnv = process.env): RunOptionsResolved {
  const seed = args.seed === undefined ? s.seed : wholeNumber('--seed', args.seed, 0, 0xffffffff);
  if (args.sims !== undefined && args.precision !== undefined) {
    throw new UsageError('give --sims (a fixed count) or --precision (stop at an interval width), not both');
  }
  if (args.sims !== undefined) wholeNumber('--sims', args.sims, 1, MAX_SIMS);
  if (args.precision !== undefined && !(args.precision > 0 && args.precision < 0.5)) {
    throw new UsageError(`--precision takes a half-width above 0 and below 0.5 (e.g. 0.005), got ${describe(args.precision)}`);
  }
  const precision = args.precision ?? (args.sims !== undefined ? 0 : s.precision);
  if (args['max-sims'] !== undefined) {
    wholeNumber('--max-sims', args['max-sims'], 1, MAX_SIMS);
    if (precision === 0) throw new UsageError('--max-sims caps a --precision run; this run plays a fixed count (--sims, or the scenario\'s sims)');
  }
  const total = precision > 0 ? (args['max-sims'] ?? s.maxSims) : (args.sims ?? s.sims);
  const maxThreads = Math.max(1, cores) * THREADS_PER_CORE;
  const threads = args.threads === undefined ? cores : wholeNumber('--threads', args.threads, 1, maxThreads);

  let shard: { index: number; count: number } | undefined;
  if (args.shard !== undefined && args.shards !== undefined) throw new UsageError('give --shard i/N or --shards N, not both');
  if (args.shard !== undefined) shard = shardOption(args.shard);
  else if (args.shards !== undefined) {
    const count = wholeNumber('--shards', args.shards, 1, 1_000_000);
    const index = shardIndexFromEnv(env);
    if (index === undefined) throw new UsageError('--shards N needs JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID in the environment (or use --shard i/N)');
    if (index >= count) throw new UsageError(`the shard index from the environment, ${index}, is not one of --shards ${count} (0 to ${count - 1})`);
    shard = { index, count };
  }
  if (shard && precision > 0) throw new UsageError('--precision stops on the whole run\'s intervals, so it cannot be sharded: use --sims with --shard');
  if (shard && shard.count > total) throw new UsageError(`${shard.count} shards of ${total} simulations would leave some empty: use at most ${total} shards`);
  return { seed, precision, total, threads, shard };
}

function shardOption(text: string): { index: number; count: number } {
  try {
    return parseShard(text);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/**
 * Check that `out` can take what the run writes: a folder of reports, or (sharded) one
 * partial-result file. Refused before anything is played: an empty path, a report folder that
 * is an existing file, a partial file that is an existing folder.
 */
export function checkOutPath(out: string | undefined, sharded: boolean): void {
  if (out === undefined) return;
  if (out.trim() === '') throw new UsageError('--out needs a path (it was empty)');
  if (!existsSync(out)) return;
  const isDir = statSync(out).isDirectory();
  if (!sharded && !isDir) throw new UsageError(`--out ${out} is a file; the reports need a folder (a new one, or an existing folder)`);
  if (sharded && isDir) throw new UsageError(`--out ${out} is a folder; with --shard it names the partial-result file`);
}
