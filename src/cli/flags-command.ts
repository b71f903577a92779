/**
 * `warsim flags`: what each house rule does. Every rule flag of the scenario's system is played
 * at its other values against the scenario's reading (src/analysis/house-rules.ts), on one
 * scenario or averaged over several of one system, and the reports go to results/flags-<name>/.
 */
import { basename } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { flagEffects, flagTrials, parseFlagOption, trialRuns, type FlagTrial, type ScenarioTrials } from '../analysis/house-rules.ts';
import { flagsCharts, flagsCsv, flagsHtml, formatFlagsTerminal, type FlagsReport } from '../report/flags-report.ts';
import { summarize } from '../report/summary.ts';
import { runScenario } from '../runner/run-scenario.ts';
import type { RunResult } from '../runner/types.ts';
import type { FlagValue } from '../scenario/types.ts';
import { MAX_SIMS } from '../scenario/scenario-schema.ts';
import { analysisOptions, reportAnalysis, resolveAnalysisOptions, shellWord, type AnalysisArgs } from './analysis-output.ts';
import { ExitError } from './exit-error.ts';
import { interruptible } from './interrupt.ts';
import { load, printWarnings } from './load.ts';
import { createProgress } from './progress.ts';
import { wholeNumber } from './run-options.ts';
import { UsageError } from './usage-error.ts';

/** Simulations a run without --sims: a win rate's paired change then comes within about a point. */
export const FLAGS_DEFAULT_SIMS = 10_000;

interface FlagsArgs extends AnalysisArgs {
  scenarios: string[];
  flag?: string[];
  only?: string;
  sims?: number;
}

export const flagsCommand: CommandModule<object, FlagsArgs> = {
  command: 'flags <scenarios..>',
  describe: 'What each house rule changes: every rule flag played at its other values against the scenario, on the same dice',
  builder: (y: Argv) =>
    analysisOptions(
      y
        .positional('scenarios', { type: 'string', array: true, demandOption: true, describe: 'Scenario files of one system; the effects are averaged over them' })
        .option('flag', { type: 'string', array: true, describe: 'Values to try for a flag, name=v1,v2 (repeatable); the others get their default alternatives' })
        .option('only', { type: 'string', describe: 'Try only these flags (comma-separated names)' })
        .option('sims', { type: 'number', describe: `Simulations a run (default ${FLAGS_DEFAULT_SIMS.toLocaleString('en-US')})` })
        .example('warsim flags scenarios/wfb4/knights-vs-halberdiers.yaml', 'every WFB4 flag on the tutorial duel')
        .example('warsim flags a.yaml b.yaml --only rankBonusMax,overkill --flag rankBonusMax=2,4', 'two flags, averaged over two scenarios'),
      'flags', "each scenario's", 'results/flags-<first scenario>',
    ) as Argv<FlagsArgs>,
  handler: async (args) => {
    const loadedAll = args.scenarios.map((file) => load(file));
    for (const loaded of loadedAll) printWarnings(loaded);
    const system = loadedAll[0].system;
    const other = loadedAll.find((l) => l.system.id !== system.id);
    if (other) throw new UsageError(`the scenarios must share one system: ${loadedAll[0].file} is ${system.id}, ${other.file} is ${other.system.id}`);
    const sims = args.sims === undefined ? FLAGS_DEFAULT_SIMS : wholeNumber('--sims', args.sims, 2, MAX_SIMS);
    const { seed: seedOption, threads } = resolveAnalysisOptions(args);
    const overrides = new Map<string, FlagValue[]>();
    for (const text of args.flag ?? []) {
      try {
        const { flag, values } = parseFlagOption(text, system.flags);
        overrides.set(flag.name, values);
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
    }
    const only = args.only?.split(',').map((s) => s.trim()).filter((s) => s !== '');
    for (const name of only ?? []) {
      if (!system.flags.some((f) => f.name === name)) throw new UsageError(`--only ${args.only}: no rule flag "${name}" in ${system.id} (flags: ${system.flags.map((f) => f.name).join(', ')})`);
    }
    // A value the system cannot compile for a scenario is left out and said, not fatal.
    const refused: string[] = [];
    const trials: FlagTrial[][] = loadedAll.map((l) =>
      flagTrials(system.flags, l.runs[0].scenario.rules, overrides, only).filter((t) => {
        try {
          system.compile(trialRuns(l, [t]).runs[1]);
          return true;
        } catch (error) {
          refused.push(`${l.file}: ${t.run}: ${(error as Error).message}`);
          return false;
        }
      }),
    );
    for (const r of refused) process.stderr.write(`Left out, the system cannot play it: ${r}\n`);
    if (trials.every((t) => t.length === 0)) throw new UsageError('no flag value to try: every value asked for is the one the scenario already plays');

    const command = flagsCommandLine(args, sims);
    const results = await interruptible(async (signal) => {
      const done: { file: string; result: RunResult; trials: FlagTrial[] }[] = [];
      for (const [i, loaded] of loadedAll.entries()) {
        if (signal.aborted) break;
        const runs = trialRuns(loaded, trials[i]);
        if (!args.quiet) process.stderr.write(`${loaded.file}: ${trials[i].length} flag values against the scenario's reading, ${runs.runs.length} runs × ${sims.toLocaleString('en-US')} simulations\n`);
        const progress = createProgress(basename(loaded.file), sims, args.quiet === true);
        try {
          const result = await runScenario(runs, {
            threads,
            seed: seedOption ?? loaded.scenario.seed,
            start: 0,
            end: sims,
            precision: 0,
            command,
            signal,
            onProgress: (n, planned) => progress.update(n, planned),
          });
          // The provenance names the scenario itself; the trial set's own hash only keys the workers' cache.
          result.provenance.scenarioHash = loaded.hash;
          done.push({ file: loaded.file, result, trials: trials[i] });
        } finally {
          progress.stop();
        }
      }
      return done;
    });
    const played = results.filter((r) => r.result.provenance.simEnd - r.result.provenance.simStart >= 2);
    if (played.length === 0) throw new UsageError('too few simulations finished to compare anything');

    const scenarios: ScenarioTrials[] = played.map((r) => ({ file: r.file, summary: summarize(r.result) }));
    const report: FlagsReport = {
      format: 'warsim-flags/1',
      system: system.id,
      scenarios: played.map((r) => ({
        file: r.file,
        title: r.result.scenario.title,
        firstSide: r.result.scenario.sides[0].id,
        provenance: r.result.provenance,
      })),
      sims,
      effects: flagEffects(played.map((r) => r.trials), scenarios),
      command,
    };
    await reportAnalysis(args, args.scenarios[0], { name: 'flags', json: report, csv: flagsCsv(report), charts: flagsCharts(report), html: (charts) => flagsHtml(report, charts) }, formatFlagsTerminal(report));
    if (results.some((r) => r.result.provenance.stoppedBy === 'interrupted') || played.length < loadedAll.length) throw new ExitError(130, 'interrupted');
  },
};

/** The command that writes the same report again. */
function flagsCommandLine(args: FlagsArgs, sims: number): string {
  const parts = ['warsim flags', ...args.scenarios.map(shellWord), '--sims', String(sims)];
  if (args.seed !== undefined) parts.push('--seed', String(args.seed));
  if (args.only !== undefined) parts.push('--only', shellWord(args.only));
  for (const f of args.flag ?? []) parts.push('--flag', shellWord(f));
  return parts.join(' ');
}
