/** `warsim replay`: a readable turn-by-turn account of one simulation. */
import type { Argv, CommandModule } from 'yargs';
import { suggest } from '../scenario/suggest.ts';
import { replaySimulation } from '../runner/replay-simulation.ts';
import { load, printWarnings } from './load.ts';
import { wholeNumber } from './run-options.ts';
import { UsageError } from './usage-error.ts';

interface ReplayArgs {
  scenario: string;
  sim: number;
  seed?: number;
  variant?: string;
}

export const replayCommand: CommandModule<object, ReplayArgs> = {
  command: 'replay <scenario>',
  describe: 'Print a turn-by-turn trace of one simulation (the same dice as in `warsim run`)',
  builder: (y: Argv) =>
    y
      .positional('scenario', { type: 'string', demandOption: true, describe: 'Scenario file (.yaml, .yml or .json)' })
      .option('sim', { type: 'number', demandOption: true, describe: 'Simulation index (0-based)' })
      .option('seed', { type: 'number', describe: 'Master seed (default: the scenario\'s)' })
      .option('variant', { type: 'string', describe: 'Variant or sweep-point name (default: the base scenario)' }) as Argv<ReplayArgs>,
  handler: (args) => {
    const loaded = load(args.scenario);
    printWarnings(loaded);
    wholeNumber('--sim', args.sim, 0, Number.MAX_SAFE_INTEGER);
    if (args.seed !== undefined) wholeNumber('--seed', args.seed, 0, 0xffffffff);
    const names = loaded.runs.map((r) => r.name);
    const run = args.variant === undefined ? loaded.runs[0] : loaded.runs.find((r) => r.name === args.variant);
    if (!run) {
      const hint = suggest(args.variant!, names);
      throw new UsageError(`no variant "${args.variant}"${hint ? `; did you mean "${hint}"?` : ''} (runs: ${names.join(', ')})`);
    }
    const seed = args.seed ?? loaded.scenario.seed;
    process.stdout.write(replaySimulation(loaded.scenario.title, run, seed, args.sim));
  },
};
