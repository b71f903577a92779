/** `warsim run`: play a scenario (or one shard of it) and write the reports. */
import { mkdir } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { stopWarning } from '../report/stopped-by.ts';
import { summarize } from '../report/summary.ts';
import { formatTerminal } from '../report/terminal.ts';
import { writeReports } from '../report/write-reports.ts';
import { shardRange, writePartial } from '../runner/partial-file.ts';
import { defaultThreads, runScenario } from '../runner/run-scenario.ts';
import { ExitError } from './exit-error.ts';
import { interruptible } from './interrupt.ts';
import { load, printWarnings } from './load.ts';
import { createProgress } from './progress.ts';
import { checkOutPath, resolveRunOptions, type RunArgs } from './run-options.ts';
import { UsageError } from './usage-error.ts';

interface RunCommandArgs extends RunArgs {
  scenario: string;
  json?: boolean;
  quiet?: boolean;
}

export function defaultOutDir(file: string): string {
  return join('results', basename(file, extname(file)));
}

export const runCommand: CommandModule<object, RunCommandArgs> = {
  command: 'run <scenario>',
  describe: 'Play a scenario many times and write its reports (results/<scenario>/)',
  builder: (y: Argv) =>
    y
      .positional('scenario', { type: 'string', demandOption: true, describe: 'Scenario file (.yaml, .yml or .json)' })
      .option('sims', { type: 'number', describe: 'Simulations per run (overrides the scenario)' })
      .option('precision', { type: 'number', describe: 'Stop when every win-rate 95% half-width is at most this (e.g. 0.005)' })
      .option('max-sims', { type: 'number', describe: 'Cap on simulations with --precision' })
      .option('seed', { type: 'number', describe: 'Master seed (overrides the scenario)' })
      .option('threads', { type: 'number', describe: `Worker threads (default: cores = ${defaultThreads()})` })
      .option('out', { type: 'string', describe: 'Output folder (or the partial file with --shard)' })
      .option('shard', { type: 'string', describe: 'Run slice i of N (i/N) and write a partial-result file for `warsim merge`' })
      .option('shards', { type: 'number', describe: 'Run one of N slices, the index taken from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID' })
      .option('json', { type: 'boolean', describe: 'Print summary.json to stdout instead of the table' })
      .option('quiet', { type: 'boolean', alias: 'q', describe: 'No progress output' }) as Argv<RunCommandArgs>,
  handler: async (args) => {
    const loaded = load(args.scenario);
    printWarnings(loaded);
    const { seed, precision, total, threads, shard } = resolveRunOptions(args, loaded.scenario, defaultThreads());
    checkOutPath(args.out, shard !== undefined);
    const [start, end] = shard ? shardRange(shard.index, shard.count, total) : [0, total];

    const label = shard ? `${basename(args.scenario)} ${shard.index}/${shard.count}` : basename(args.scenario);
    const progress = createProgress(label, end - start, args.quiet === true);
    const command = reproduceCommand(args.scenario, seed, total, shard);
    const result = await interruptible(async (signal) => {
      try {
        return await runScenario(loaded, {
          threads,
          seed,
          start,
          end,
          precision,
          command,
          shard,
          signal,
          onProgress: (done, planned) => progress.update(done, planned),
        });
      } finally {
        progress.stop();
      }
    }, 'finishing with');
    if (result.provenance.simEnd === result.provenance.simStart) {
      throw new UsageError('no simulation finished: nothing to report');
    }
    const interrupted = result.provenance.stoppedBy === 'interrupted';
    if (!shard && (precision > 0 || interrupted)) {
      // The prefix actually played, so the command reproduces exactly this tally.
      result.provenance.command = reproduceCommand(args.scenario, seed, result.provenance.simEnd, undefined);
    }
    if (shard) {
      const out = args.out ?? join(defaultOutDir(args.scenario), `shard-${shard.index}-of-${shard.count}.json`);
      await mkdir(dirname(out), { recursive: true });
      const part = await writePartial(out, loaded, result, total, shard);
      process.stderr.write(`Wrote ${out}: simulations ${part.simStart}-${part.simEnd - 1}${part.interrupted ? ' (interrupted: partial)' : ''}\n`);
      if (args.json) process.stdout.write(JSON.stringify(summarize(result), null, 2) + '\n');
      if (interrupted) throw new ExitError(130, 'interrupted');
      return;
    }
    const outDir = args.out ?? defaultOutDir(args.scenario);
    const { summary } = await writeReports(result, outDir);
    process.stdout.write(args.json ? JSON.stringify(summary, null, 2) + '\n' : formatTerminal(summary));
    const warning = stopWarning(result.provenance);
    if (warning) process.stderr.write(`Warning: ${warning}\n`);
    process.stderr.write(`Report: ${join(outDir, 'report.html')}\n`);
    // The reports are written, but a script should know the run did not finish.
    if (interrupted) throw new ExitError(130, 'interrupted');
  },
};

export function reproduceCommand(file: string, seed: number, sims: number, shard: { index: number; count: number } | undefined): string {
  const quoted = /^[\w./-]+$/.test(file) ? file : JSON.stringify(file);
  return `warsim run ${quoted} --seed ${seed} --sims ${sims}${shard ? ` --shard ${shard.index}/${shard.count}` : ''}`;
}
