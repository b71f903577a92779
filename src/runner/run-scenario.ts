/**
 * Run a loaded scenario on a piscina pool (DESIGN.md §Runner).
 *
 * Simulation indices are cut into batches and played on worker threads; tallies come back
 * packed and are added together. Because every simulation is seeded from (seed, index),
 * the merged tally depends only on the range played, never on threads or batch order.
 *
 * Precision mode checks the stopping rule only at fixed checkpoints, and only once every
 * batch before the checkpoint is in, so the simulations used are always a prefix [0, n)
 * fixed by the seed — the same on one thread or sixteen.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { addPacked, createRunTally, type PackedRunTally, type RunTally } from '../core/tally.ts';
import { wilsonInterval } from '../core/stats/wilson-interval.ts';
import type { ResolvedScenario, Scenario } from '../scenario/types.ts';
import { compileRuns } from './compile-runs.ts';
import { runResult } from './run-result.ts';
import type { RunFacts, RunResult } from './types.ts';
import type { WorkerTask } from './worker.ts';

export interface LoadedRuns {
  file: string;
  scenario: Scenario;
  runs: ResolvedScenario[];
  hash: string;
}

export interface RunOptions {
  threads: number;
  seed: number;
  /** Range to play: [start, end). With precision, end is the cap (maxSims). */
  start: number;
  end: number;
  /** Win-rate 95% half-width target; 0 for a fixed count. */
  precision: number;
  /** Simulations per task. */
  batch?: number;
  /** Called after each batch with the number of simulations finished so far. */
  onProgress?: (done: number, planned: number) => void;
  /**
   * Called after each batch with a builder of the result so far (the finished prefix, marked
   * partial): a live view builds it when it wants to redraw, not at every batch.
   */
  onPartial?: (resultSoFar: () => RunResult) => void;
  /** Aborting stops the run and returns the finished prefix marked partial. */
  signal?: AbortSignal;
  command: string;
  /** Set for shard runs: the result is partial by construction. */
  shard?: { index: number; count: number };
  /** A pool to use (and leave running) instead of a new one: benchmarks keep warm workers. */
  pool?: Piscina;
}

export function workerUrl(): string {
  const here = import.meta.url;
  // Bundled: build/cli.js beside build/worker.js. From TypeScript sources (tests): ../../build/.
  return here.endsWith('.ts') ? new URL('../../build/worker.js', here).href : new URL('./worker.js', here).href;
}

/** A worker pool of `threads` threads running build/worker.js. */
export function createPool(threads: number): Piscina {
  return new Piscina({ filename: workerUrl(), minThreads: threads, maxThreads: threads, idleTimeout: 1000 });
}

export function defaultThreads(): number {
  return Math.max(1, availableParallelism());
}

/** Simulations per task: a few thousand, fewer when a run has many variants. */
export function defaultBatch(runs: number, total: number, threads: number): number {
  const perRun = Math.max(250, Math.floor(20000 / Math.max(1, runs)));
  const spread = Math.ceil(total / Math.max(1, threads * 4));
  return Math.max(100, Math.min(perRun, spread));
}

/** True when every outcome rate of every run has a 95% Wilson half-width ≤ h. */
export function precisionReached(tally: RunTally, h: number): boolean {
  for (const t of tally.variants) {
    const n = t.n;
    if (n === 0) return false;
    const hist = t.histogram(0);
    for (const k of hist) {
      const [lo, hi] = wilsonInterval(k, n);
      if ((hi - lo) / 2 > h) return false;
    }
  }
  return true;
}

export async function runScenario(loaded: LoadedRuns, opts: RunOptions): Promise<RunResult> {
  const began = Date.now();
  // Compiling on the main thread gives the metric layouts and costs, and surfaces any
  // compile error before a thread starts.
  const compiled = compileRuns(loaded.runs);
  const tally = createRunTally(compiled.specs);
  const { start, end } = opts;
  const batch = opts.batch ?? defaultBatch(loaded.runs.length, end - start, opts.threads);
  const checkpoint = opts.precision > 0 ? Math.max(batch, 10_000 - (10_000 % batch)) : 0;

  const pool = opts.pool ?? createPool(opts.threads);
  const abort = new AbortController();
  const onOuterAbort = () => abort.abort();
  opts.signal?.addEventListener('abort', onOuterAbort);

  // Finished batches by start index; `prefix` is the end of the contiguous finished range.
  const finished = new Map<number, PackedRunTally>();
  let prefix = start;
  let nextStart = start;
  let stopAt = -1; // set when precision is reached at a checkpoint
  let stoppedBy = opts.shard ? 'shard' : opts.precision > 0 ? 'max-sims' : 'sims';
  let failure: unknown = null;
  const inFlight = new Set<Promise<void>>();
  const facts = (simEnd: number, partial: boolean, stopped: string): RunFacts => ({
    seed: opts.seed,
    simStart: start,
    simEnd,
    partial,
    stoppedBy: stopped,
    precision: opts.precision,
    command: opts.command,
    threads: opts.threads,
    elapsedMs: Date.now() - began,
  });

  const absorbPrefix = () => {
    for (;;) {
      const packed = finished.get(prefix);
      if (!packed) break;
      finished.delete(prefix);
      const size = Math.min(batch, end - prefix);
      addPacked(tally, packed);
      prefix += size;
      opts.onProgress?.(prefix - start, end - start);
      if (opts.onPartial) {
        const simEnd = prefix;
        opts.onPartial(() => runResult(loaded, compiled, tally, facts(simEnd, true, 'running')));
      }
      if (checkpoint > 0 && stopAt < 0 && ((prefix - start) % checkpoint === 0 || prefix === end)) {
        if (precisionReached(tally, opts.precision)) {
          stopAt = prefix;
          stoppedBy = 'precision';
          abort.abort();
          return;
        }
      }
    }
  };

  const launch = (from: number) => {
    const to = Math.min(from + batch, end);
    const task: WorkerTask = { hash: loaded.hash, runs: loaded.runs, seed: opts.seed, start: from, end: to };
    const p = (pool.run(task, { signal: abort.signal }) as Promise<PackedRunTally>).then(
      (packed) => {
        if (stopAt >= 0 || abort.signal.aborted) return;
        finished.set(from, packed);
        absorbPrefix();
      },
      (err: unknown) => {
        if (!abort.signal.aborted) {
          failure = err;
          abort.abort();
        }
      },
    );
    const tracked = p.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  try {
    const window = opts.threads * 2;
    while (nextStart < end && !abort.signal.aborted) {
      while (inFlight.size < window && nextStart < end && !abort.signal.aborted) {
        launch(nextStart);
        nextStart += batch;
      }
      if (inFlight.size > 0) await Promise.race(inFlight);
    }
    await Promise.allSettled([...inFlight]);
  } finally {
    opts.signal?.removeEventListener('abort', onOuterAbort);
    if (!opts.pool) await pool.destroy();
  }
  if (failure) throw failure;

  const interrupted = opts.signal?.aborted === true && stopAt < 0 && prefix < end;
  if (interrupted) stoppedBy = 'interrupted';
  return runResult(loaded, compiled, tally, facts(stopAt >= 0 ? stopAt : prefix, interrupted || !!opts.shard, stoppedBy));
}

