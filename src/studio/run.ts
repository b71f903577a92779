/**
 * Runs started from the studio's page: the scenario loaded as `warsim run` loads it, played on
 * the same worker pool with the same seeds, reported as it goes (a line of JSON at most every
 * quarter second: simulations done, and each run's outcome rates with their intervals and its
 * paired difference from the base), and stoppable — Stop keeps the finished prefix, a valid
 * partial result, exactly as Ctrl-C does on the command line.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { reproduceCommand } from '../cli/run-command.ts';
import { resolveRunOptions } from '../cli/run-options.ts';
import { UsageError } from '../cli/usage-error.ts';
import { fileSlug } from '../report/file-slug.ts';
import { summarize, type RunSummary, type Summary } from '../report/summary.ts';
import { writeReports } from '../report/write-reports.ts';
import { runScenario } from '../runner/run-scenario.ts';
import type { RunResult } from '../runner/types.ts';
import { loadStudioScenario, savedHash, type StudioIssue } from './check.ts';
import { StudioRefusal } from './guard.ts';

/** The most simulations one studio run may ask for (a long run belongs on the command line). */
export const STUDIO_MAX_SIMS = 10_000_000;

export interface RunRequest {
  scenario: unknown;
  /** Where the scenario was saved or opened, relative to the studio's folder ('' if never): the command names it. */
  file?: string;
  sims?: number;
  precision?: number;
  maxSims?: number;
  seed?: number;
  threads?: number;
}

/** One line of a run's stream. */
export type RunEvent =
  | { type: 'start'; run: string; planned: number; seed: number; threads: number }
  | { type: 'progress'; run: string; done: number; planned: number; runs: LiveRun[] }
  /** command: what plays these very simulations again, or null until the scenario is saved as it is. */
  | { type: 'done'; run: string; stoppedBy: string; command: string | null; summary: Summary }
  | { type: 'error'; issues: StudioIssue[]; message: string };

/** What the page redraws while a run goes on. */
export interface LiveRun {
  name: string;
  n: number;
  outcomes: RunSummary['outcomes'];
  vsBase: RunSummary['vsBase'];
}

function live(summary: Summary): LiveRun[] {
  return summary.runs.map((r) => ({ name: r.name, n: r.n, outcomes: r.outcomes, vsBase: r.vsBase }));
}

/** Runs going on and finished (the last few kept for their reports), by id. */
export class RunBook {
  private next = 1;
  private readonly going = new Map<string, AbortController>();
  private readonly done = new Map<string, RunResult>();

  open(): { id: string; abort: AbortController } {
    const id = `r${this.next++}`;
    const abort = new AbortController();
    this.going.set(id, abort);
    return { id, abort };
  }

  finish(id: string, result: RunResult | null): void {
    this.going.delete(id);
    if (!result) return;
    this.done.set(id, result);
    while (this.done.size > 4) this.done.delete(this.done.keys().next().value!);
  }

  /** Stop a run; false when no such run is going. */
  stop(id: string): boolean {
    const abort = this.going.get(id);
    abort?.abort();
    return abort !== undefined;
  }

  stopAll(): void {
    for (const abort of this.going.values()) abort.abort();
  }

  result(id: string): RunResult | undefined {
    return this.done.get(id);
  }

  /**
   * The command that plays finished run `id` again from `file` (relative to `root`), or null
   * when the file holds another scenario than the run's (it changed since) or the run is gone.
   */
  commandFor(root: string, id: string, file: string): string | null {
    const result = this.done.get(id);
    if (!result) return null;
    const p = result.provenance;
    return savedHash(root, file) === p.scenarioHash ? reproduceCommand(file, p.seed, p.simEnd, undefined) : null;
  }
}

/**
 * Play the request's scenario, sending each event to `send`.
 *
 * @throws UsageError for options out of range (before anything is played)
 */
export async function playRun(root: string, req: RunRequest, book: RunBook, send: (event: RunEvent) => void, gone: AbortSignal): Promise<void> {
  const loaded = loadStudioScenario(root, req.scenario);
  if (Array.isArray(loaded)) {
    send({ type: 'error', issues: loaded, message: 'the scenario has problems; nothing was run' });
    return;
  }
  const cores = availableParallelism();
  const { seed, precision, total, threads } = resolveRunOptions(
    { sims: req.sims, precision: req.precision, 'max-sims': req.maxSims, seed: req.seed, threads: req.threads },
    loaded.scenario,
    cores,
  );
  if (total > STUDIO_MAX_SIMS) {
    throw new UsageError(`the studio plays at most ${STUDIO_MAX_SIMS.toLocaleString('en-US')} simulations a run (asked for ${total.toLocaleString('en-US')}); run longer ones with \`warsim run\``);
  }
  if (threads > cores) throw new UsageError(`threads: this machine has ${cores} cores; asked for ${threads}`);
  // The command names the file the page says it saved to, if it holds this very scenario.
  const file = typeof req.file === 'string' && savedHash(root, req.file) === loaded.hash ? req.file : null;
  // The result's own command (never shown without the file: the page asks to save first).
  const named = file ?? 'scenario.yaml';
  const { id, abort } = book.open();
  const stopOnLeave = () => abort.abort();
  gone.addEventListener('abort', stopOnLeave);
  send({ type: 'start', run: id, planned: total, seed, threads });
  let last = 0;
  let done = 0;
  let result: RunResult | null = null;
  try {
    result = await runScenario(loaded, {
      threads,
      seed,
      start: 0,
      end: total,
      precision,
      command: reproduceCommand(named, seed, total, undefined),
      signal: abort.signal,
      onProgress: (n) => {
        done = n;
      },
      onPartial: (soFar) => {
        const now = Date.now();
        if (now - last < 250 && done < total) return;
        last = now;
        send({ type: 'progress', run: id, done, planned: total, runs: live(summarize(soFar())) });
      },
    });
    if (result.provenance.stoppedBy === 'interrupted' || result.provenance.stoppedBy === 'precision') {
      // The prefix actually played, so the command reproduces exactly these counts.
      result.provenance.command = reproduceCommand(named, seed, result.provenance.simEnd, undefined);
    }
    send({ type: 'done', run: id, stoppedBy: result.provenance.stoppedBy, command: file === null ? null : result.provenance.command, summary: summarize(result) });
  } finally {
    gone.removeEventListener('abort', stopOnLeave);
    book.finish(id, result && result.provenance.simEnd > 0 ? result : null);
  }
}

/**
 * Write the reports of a finished run into `results/<title>/` under the studio's folder, once
 * `file` holds the scenario it played: a report's command must play it again.
 *
 * @returns the folder, relative to the studio's folder
 */
export async function writeRunReports(root: string, book: RunBook, id: string, file: string): Promise<string> {
  const result = book.result(id);
  if (!result) throw new UsageError(`no finished run "${id}" (the studio keeps the last four)`);
  const command = book.commandFor(root, id, file);
  if (command === null) throw new StudioRefusal(409, 'save the scenario first: the report names the file that plays these simulations again');
  result.provenance.command = command;
  const folder = join('results', fileSlug(result.scenario.title || 'studio'));
  await writeReports(result, join(root, folder));
  return folder;
}
