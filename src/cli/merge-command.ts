/** `warsim merge`: add shards' partial results into one report, checking they belong together. */
import { join } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { formatTerminal } from '../report/terminal.ts';
import { writeReports } from '../report/write-reports.ts';
import { compileRuns } from '../runner/compile-runs.ts';
import { checkPartCounts, checkParts, describeRanges, mergeParts, readPartial, shardRange } from '../runner/partial-file.ts';
import { parseScenario } from '../scenario/load-scenario.ts';
import { getSystem, systemIds } from '../systems/registry.ts';
import { defaultOutDir, reproduceCommand } from './run-command.ts';
import { checkOutPath } from './run-options.ts';
import { UsageError } from './usage-error.ts';

interface MergeArgs {
  parts: string[];
  out?: string;
  json?: boolean;
  quiet?: boolean;
}

export const mergeCommand: CommandModule<object, MergeArgs> = {
  command: 'merge <parts..>',
  describe: 'Merge partial-result files from `warsim run --shard` into one report',
  builder: (y: Argv) =>
    y
      .positional('parts', { type: 'string', array: true, default: undefined, describe: 'Partial-result files written by `warsim run --shard`' })
      .option('out', { type: 'string', describe: 'Output folder (default results/<scenario>/)' })
      .option('json', { type: 'boolean', describe: 'Print summary.json to stdout instead of the table' })
      .option('quiet', { type: 'boolean', alias: 'q', describe: 'No progress and no notes on stderr' }) as Argv<MergeArgs>,
  handler: async (args) => {
    checkOutPath(args.out, false);
    let parts;
    let plan;
    try {
      parts = args.parts.map(readPartial);
      plan = checkParts(parts, args.parts);
    } catch (error) {
      // Files that are not partial results, or do not belong together: the user's input.
      throw new UsageError((error as Error).message);
    }
    if (plan.missing.length > 0) {
      const count = parts[0].shard.count;
      const rerun: number[] = [];
      for (let i = 0; i < count; i++) {
        const [a, b] = shardRange(i, count, parts[0].total);
        if (plan.missing.some(([x, y]) => x < b && y > a)) rerun.push(i);
      }
      throw new UsageError(
        `simulations ${describeRanges(plan.missing)} are missing (of 0-${parts[0].total - 1}); ` +
          `run shard${rerun.length > 1 ? 's' : ''} ${rerun.join(', ')} of ${count} again and merge all the files`,
      );
    }
    const first = parts[0];
    const loaded = parseScenario(first.source, first.file, { lookupSystem: getSystem, systemIds });
    // Every part's scenario text, not only the first's, must be the run's scenario.
    parts.forEach((part, i) => {
      if (part.source === first.source && loaded.hash === part.scenarioHash) return;
      const hash = part.source === first.source ? loaded.hash : parseScenario(part.source, part.file, { lookupSystem: getSystem, systemIds }).hash;
      if (hash !== part.scenarioHash || hash !== first.scenarioHash) {
        throw new UsageError(`${args.parts[i]}: the scenario text it carries does not match the run's scenario hash; the file was edited`);
      }
    });
    const specs = compileRuns(loaded.runs).specs;
    try {
      parts.forEach((part, i) => checkPartCounts(part, specs, args.parts[i]));
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const result = mergeParts(loaded, plan, reproduceCommand(first.file, first.seed, first.total, undefined));
    const outDir = args.out ?? defaultOutDir(first.file);
    const { summary } = await writeReports(result, outDir);
    process.stdout.write(args.json ? JSON.stringify(summary, null, 2) + '\n' : formatTerminal(summary));
    if (!args.quiet) process.stderr.write(`Merged ${parts.length} part(s). Report: ${join(outDir, 'report.html')}\n`);
  },
};
