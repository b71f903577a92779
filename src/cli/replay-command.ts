/** `warsim replay`: a readable turn-by-turn account of one simulation. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { writeFileAtomic } from '../core/atomic-write.ts';
import { replayHtml } from '../report/replay-html.ts';
import { replaySimulation, replaySteps, replayText } from '../runner/replay-simulation.ts';
import { load, printWarnings, runNamed } from './load.ts';
import { wholeNumber } from './run-options.ts';
import { UsageError } from './usage-error.ts';

interface ReplayArgs {
  scenario: string;
  sim: number;
  seed?: number;
  variant?: string;
  html?: string;
}

export const replayCommand: CommandModule<object, ReplayArgs> = {
  command: 'replay <scenario>',
  describe: 'Print a turn-by-turn trace of one simulation (the same dice as in `warsim run`)',
  builder: (y: Argv) =>
    y
      .positional('scenario', { type: 'string', demandOption: true, describe: 'Scenario file (.yaml, .yml or .json)' })
      .option('sim', { type: 'number', demandOption: true, describe: 'Simulation index (0-based)' })
      .option('seed', { type: 'number', describe: 'Master seed (default: the scenario\'s)' })
      .option('variant', { type: 'string', describe: 'Variant or sweep-point name (default: the base scenario)' })
      .option('html', { type: 'string', describe: 'Also write an animated replay: one self-contained page playing the simulation step by step on the battlefield map' })
      .example('$0 replay scenarios/wfb4/knights-vs-halberdiers.yaml --sim 3 --html replay.html', 'the trace, and the page to watch it') as Argv<ReplayArgs>,
  handler: async (args) => {
    const loaded = load(args.scenario);
    printWarnings(loaded);
    wholeNumber('--sim', args.sim, 0, Number.MAX_SAFE_INTEGER);
    if (args.seed !== undefined) wholeNumber('--seed', args.seed, 0, 0xffffffff);
    const run = runNamed(loaded, args.variant);
    const seed = args.seed ?? loaded.scenario.seed;
    if (args.html !== undefined && (args.html === '' || !/\.html?$/i.test(args.html))) throw new UsageError(`--html must name an .html file, got "${args.html}"`);
    if (args.html === undefined) {
      process.stdout.write(replaySimulation(loaded.scenario.title, run, seed, args.sim));
      return;
    }
    // One play gives both the printed trace and the page.
    const { map, steps, recorded } = replaySteps(run, seed, args.sim);
    process.stdout.write(replayText(loaded.scenario.title, run, seed, args.sim, steps.map((s) => s.line), recorded));
    const variant = run.kind === 'base' ? '' : ` --variant ${JSON.stringify(run.name)}`;
    const command = `warsim replay ${args.scenario} --sim ${args.sim} --seed ${seed}${variant}`;
    mkdirSync(dirname(args.html) || '.', { recursive: true });
    await writeFileAtomic(args.html, replayHtml({ title: loaded.scenario.title, command, seed, sim: args.sim, run: run.name, map, steps, recorded }));
    process.stdout.write(`\nReplay: ${args.html} (${steps.length} steps)\n`);
  },
};
