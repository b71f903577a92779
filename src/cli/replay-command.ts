/** `warsim replay`: a readable turn-by-turn account of one simulation. */
import type { Argv, CommandModule } from 'yargs';
import { Rng } from '../core/rng.ts';
import { suggest } from '../scenario/suggest.ts';
import { requireSystem } from '../systems/registry.ts';
import { load } from './load.ts';
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
      .positional('scenario', { type: 'string', demandOption: true })
      .option('sim', { type: 'number', demandOption: true, describe: 'Simulation index (0-based)' })
      .option('seed', { type: 'number', describe: 'Master seed (default: the scenario\'s)' })
      .option('variant', { type: 'string', describe: 'Variant or sweep-point name (default: the base scenario)' }) as Argv<ReplayArgs>,
  handler: (args) => {
    const loaded = load(args.scenario);
    if (!Number.isInteger(args.sim) || args.sim < 0) throw new UsageError(`--sim must be a whole number ≥ 0, got ${args.sim}`);
    const names = loaded.runs.map((r) => r.name);
    const run = args.variant === undefined ? loaded.runs[0] : loaded.runs.find((r) => r.name === args.variant);
    if (!run) {
      const hint = suggest(args.variant!, names);
      throw new UsageError(`no variant "${args.variant}"${hint ? `; did you mean "${hint}"?` : ''} (runs: ${names.join(', ')})`);
    }
    const seed = args.seed ?? loaded.scenario.seed;
    const system = requireSystem(run.scenario.system);
    const plan = system.compile(run);
    const specs = system.metrics(plan);
    const kernel = system.kernel(plan);
    const out = new Int32Array(specs.length);
    const lines: string[] = [];
    kernel.tracer = { line: (text) => lines.push(text) };
    kernel.run(new Rng(seed, args.sim), out);
    process.stdout.write(`${loaded.scenario.title} — ${run.name}, simulation ${args.sim}, seed ${seed}\n\n`);
    process.stdout.write(lines.join('\n') + '\n\nRecorded:\n');
    specs.forEach((spec, i) => {
      const value = spec.kind === 'category' ? spec.labels[out[i]] : String(out[i]);
      process.stdout.write(`  ${spec.label}: ${value}\n`);
    });
  },
};
