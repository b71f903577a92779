/** `warsim validate`: check scenario files without running them. */
import type { Argv, CommandModule } from 'yargs';
import { ScenarioError } from '../scenario/scenario-error.ts';
import { load, printWarnings, STDIN_ARG } from './load.ts';
import { ExitError } from './exit-error.ts';

export const validateCommand: CommandModule<object, { scenarios: string[] }> = {
  command: 'validate <scenarios..>',
  describe: 'Check scenario files (schema, ids, formations, rules) without running them',
  builder: (y: Argv) =>
    y.positional('scenarios', { type: 'string', array: true, default: undefined, describe: 'Scenario files, or - for one read from standard input' }) as Argv<{
      scenarios: string[];
    }>,
  handler: (args) => {
    let bad = 0;
    for (const file of args.scenarios) {
      try {
        const loaded = load(file);
        const warned = loaded.warnings.length > 0 ? `, ${loaded.warnings.length} warning${loaded.warnings.length > 1 ? 's' : ''}` : '';
        process.stdout.write(`ok  ${file === STDIN_ARG ? 'standard input' : file}: ${loaded.scenario.title} (${loaded.runs.length} run${loaded.runs.length > 1 ? 's' : ''}${warned})\n`);
        printWarnings(loaded);
      } catch (error) {
        if (!(error instanceof ScenarioError)) throw error;
        bad++;
        process.stderr.write(`${error.message}\n`);
      }
    }
    if (bad > 0) throw new ExitError(2, `${bad} of ${args.scenarios.length} scenario file(s) are invalid`);
  },
};
