/** `warsim merge`: add shards' partial results into one report, checking they belong together. */
import { join } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { formatTerminal } from '../report/terminal.ts';
import { writeReports } from '../report/write-reports.ts';
import { parseScenario } from '../scenario/load-scenario.ts';
import { getSystem, systemIds } from '../systems/registry.ts';
import { checkParts, describeRanges, mergeParts, readPartial, shardRange } from '../runner/partial-file.ts';
import { defaultOutDir, reproduceCommand } from './run-command.ts';
import { UsageError } from './usage-error.ts';

interface MergeArgs {
  parts: string[];
  out?: string;
  json?: boolean;
}

export const mergeCommand: CommandModule<object, MergeArgs> = {
  command: 'merge <parts..>',
  describe: 'Merge partial-result files from `warsim run --shard` into one report',
  builder: (y: Argv) =>
    y
      .positional('parts', { type: 'string', array: true, demandOption: true, describe: 'Partial-result files' })
      .option('out', { type: 'string', describe: 'Output folder (default results/<scenario>/)' })
      .option('json', { type: 'boolean', describe: 'Print summary.json to stdout instead of the table' }) as Argv<MergeArgs>,
  handler: async (args) => {
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
    if (loaded.hash !== first.scenarioHash) {
      throw new UsageError(`${args.parts[0]}: the scenario text it carries does not match its hash; the file was edited`);
    }
    const result = mergeParts(loaded, plan, reproduceCommand(first.file, first.seed, first.total, undefined));
    const outDir = args.out ?? defaultOutDir(first.file);
    const { summary } = await writeReports(result, outDir);
    process.stdout.write(args.json ? JSON.stringify(summary, null, 2) + '\n' : formatTerminal(summary));
    process.stderr.write(`Merged ${parts.length} part(s). Report: ${join(outDir, 'report.html')}\n`);
  },
};
