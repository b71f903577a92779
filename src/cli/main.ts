/**
 * warsim command line: one module per command, a strict root parser that suggests the
 * closest command. Library code throws; only this file sets the exit code.
 */
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { removeUnfinished } from '../core/atomic-write.ts';
import { ScenarioError } from '../scenario/scenario-error.ts';
import { VERSION } from '../version.ts';
import { ExitError } from './exit-error.ts';
import { fitCommand } from './fit-command.ts';
import { flagsCommand } from './flags-command.ts';
import { listCommand } from './list-command.ts';
import { matrixCommand } from './matrix-command.ts';
import { STDIN_ARG } from './load.ts';
import { mergeCommand } from './merge-command.ts';
import { replayCommand } from './replay-command.ts';
import { rulesCommand } from './rules-command.ts';
import { runCommand } from './run-command.ts';
import { schemaCommand } from './schema-command.ts';
import { showCommand } from './show-command.ts';
import { studioCommand } from './studio-command.ts';
import { tacticsCommand } from './tactics-command.ts';
import { UsageError } from './usage-error.ts';
import { validateCommand } from './validate-command.ts';

// A second Ctrl-C exits at once, perhaps in the middle of writing a report file: leave no
// temporary file behind.
process.on('exit', removeUnfinished);

// Output piped into a program that stops reading (`warsim rules wfb4 | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

export async function main(argv: string[]): Promise<number> {
  try {
    await yargs(argv.map((a) => (a === '-' ? STDIN_ARG : a)))
      .scriptName('warsim')
      .usage('warsim <command> [options]\n\nMonte Carlo battle simulator for rank-and-file fantasy wargames.')
      .command(runCommand)
      .command(mergeCommand)
      .command(replayCommand)
      .command(showCommand)
      .command(fitCommand)
      .command(flagsCommand)
      .command(tacticsCommand)
      .command(matrixCommand)
      .command(studioCommand)
      .command(validateCommand)
      .command(rulesCommand)
      .command(listCommand)
      .command(schemaCommand)
      .demandCommand(1, 'Name a command: warsim run <scenario>, or warsim --help')
      .recommendCommands()
      .strict()
      .version(VERSION)
      .help()
      .alias('h', 'help')
      .wrap(Math.min(110, process.stdout.columns ?? 100))
      .fail((message, error) => {
        if (error) throw error;
        process.stderr.write(`${message}\nRun warsim --help for usage.\n`);
        throw new ExitError(2, message);
      })
      .parseAsync();
    return 0;
  } catch (error) {
    if (error instanceof ExitError) {
      return error.code;
    }
    if (error instanceof ScenarioError) {
      process.stderr.write(`Invalid scenario; nothing was run.\n${error.message}\n`);
      return 2;
    }
    if (error instanceof UsageError) {
      process.stderr.write(`warsim: ${error.message}\n`);
      return 2;
    }
    process.stderr.write(`warsim: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  }
}

process.exitCode = await main(hideBin(process.argv));
