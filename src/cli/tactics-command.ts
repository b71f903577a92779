/**
 * `warsim tactics`: the best choice. Every combination of the named units' tactic values is
 * played on the same dice and ranked by the side's win rate; each is compared with the best by
 * its paired difference, with Bonferroni-adjusted 95% intervals. Simulations double until the
 * best is separated from every other choice, or --max-sims is reached.
 */
import { basename } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import {
  bestRun,
  combinations,
  comboRuns,
  findUnit,
  rankAgainstBase,
  tacticSchemas,
  valuesOf,
  withTactics,
  type TacticField,
  type TacticMeasure,
  type TacticRanking,
} from '../analysis/tactics.ts';
import { formatTacticsTerminal, tacticsCharts, tacticsCsv, tacticsHtml, type TacticsReport } from '../report/tactics-report.ts';
import { summarize } from '../report/summary.ts';
import { runScenario } from '../runner/run-scenario.ts';
import type { RunResult } from '../runner/types.ts';
import { MAX_SIMS } from '../scenario/scenario-schema.ts';
import type { ResolvedScenario } from '../scenario/types.ts';
import { analysisOptions, reportAnalysis, resolveAnalysisOptions, shellWord, type AnalysisArgs } from './analysis-output.ts';
import { ExitError } from './exit-error.ts';
import { interruptible } from './interrupt.ts';
import { load, printWarnings } from './load.ts';
import { createProgress } from './progress.ts';
import { wholeNumber } from './run-options.ts';
import { UsageError } from './usage-error.ts';

/** The most combinations played without the user narrowing --fields. */
export const MAX_COMBINATIONS = 64;

interface TacticsArgs extends AnalysisArgs {
  scenario: string;
  unit: string[];
  fields?: string;
  side?: string;
  by?: string;
  sims?: number;
  'max-sims'?: number;
}

export const tacticsCommand: CommandModule<object, TacticsArgs> = {
  command: 'tactics <scenario>',
  describe: "The best choice: every combination of the named units' tactics, ranked by the side's win rate, on the same dice",
  builder: (y: Argv) =>
    analysisOptions(
      y
        .positional('scenario', { type: 'string', demandOption: true, describe: 'Scenario file (.yaml, .yml or .json)' })
        .option('unit', { type: 'string', array: true, demandOption: true, describe: 'A unit whose tactics to vary: side.unit, or the unit id alone (repeatable)' })
        .option('fields', { type: 'string', describe: 'Tactic fields to vary, comma-separated (default: every field with a list of values)' })
        .option('side', { type: 'string', describe: "Side whose win rate ranks the choices (default: the first unit's)" })
        .option('by', { type: 'string', choices: ['win', 'vp'], describe: "Rank by the side's win rate (win, the default) or its mean victory points (vp)" })
        .option('sims', { type: 'number', describe: 'Simulations a choice to start with (default 4,000); doubled until the best is separated' })
        .option('max-sims', { type: 'number', describe: 'Most simulations a choice (default 64,000)' })
        .example('warsim tactics scenarios/wfb4/knights-vs-halberdiers.yaml --unit halberdiers --fields react', 'hold or flee?'),
      'tactics', "the scenario's", 'results/tactics-<scenario>',
    ) as Argv<TacticsArgs>,
  handler: async (args) => {
    const loaded = load(args.scenario);
    printWarnings(loaded);
    const scenario = loaded.runs[0].scenario;
    // Fewer than 100 would let the paired intervals, normal approximations, call a few lucky games a difference.
    const start = args.sims === undefined ? 4000 : wholeNumber('--sims', args.sims, 100, MAX_SIMS);
    const cap = args['max-sims'] === undefined ? Math.max(start, 64_000) : wholeNumber('--max-sims', args['max-sims'], start, MAX_SIMS);
    const options = resolveAnalysisOptions(args);
    const seed = options.seed ?? loaded.scenario.seed;
    const threads = options.threads;

    const schemas = tacticSchemas(loaded.system.unitSchema);
    const wanted = args.fields?.split(',').map((f) => f.trim()).filter((f) => f !== '');
    for (const f of wanted ?? []) {
      if (!(f in schemas)) throw new UsageError(`--fields ${args.fields}: ${loaded.system.id} has no tactic "${f}" (tactics: ${Object.keys(schemas).join(', ')})`);
    }
    const fields: TacticField[] = [];
    for (const name of args.unit) {
      let found: { side: string; unit: string };
      try {
        found = findUnit(scenario, name);
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
      const enemies = scenario.sides.filter((s) => s.id !== found.side).flatMap((s) => s.units.map((u) => u.id));
      for (const [field, schema] of Object.entries(schemas)) {
        if (wanted !== undefined && !wanted.includes(field)) continue;
        const values = valuesOf(schema, enemies);
        if (values === null) {
          if (wanted !== undefined) throw new UsageError(`--fields: ${field} takes a number, not a list of choices; set it in a variant instead`);
          continue;
        }
        fields.push({ side: found.side, unit: found.unit, field, values });
      }
    }
    const side = args.side ?? fields[0]?.side;
    const outcome = scenario.sides.findIndex((s) => s.id === side);
    if (outcome < 0) throw new UsageError(`--side ${args.side}: the sides are ${scenario.sides.map((s) => s.id).join(', ')}`);
    const by = args.by === 'vp' ? 'vp' : 'win';
    const vpKey = `side.${side}.vp`;
    if (by === 'vp' && !loaded.system.metrics(loaded.system.compile(loaded.runs[0])).some((m) => m.key === vpKey)) {
      throw new UsageError(`--by vp: this scenario records no victory points for ${side} (an Essence of War Basic game counts units at the centre instead); rank by win`);
    }
    const measure: TacticMeasure = by === 'vp' ? { kind: 'vp', key: vpKey } : { kind: 'win', outcome };
    const all = combinations(fields);
    if (all.length > MAX_COMBINATIONS) {
      throw new UsageError(`${all.length} combinations of ${fields.map((f) => `${f.unit}.${f.field} (${f.values.length})`).join(', ')}: more than ${MAX_COMBINATIONS}; name fewer with --fields`);
    }
    // A combination the system refuses (stand and shoot without a missile weapon, say) is left out and said.
    const refused: string[] = [];
    const runs: ResolvedScenario[] = [];
    for (const combo of all) {
      const run = withTactics(loaded.runs[0], fields, combo);
      try {
        loaded.system.compile(run);
        runs.push(run);
      } catch (error) {
        refused.push(`${combo.name}: ${(error as Error).message}`);
      }
    }
    if (runs.length < 2) throw new UsageError(`fewer than two choices the system can play (${runs.length}); left out: ${refused.join('; ') || 'none'}`);

    const command = tacticsCommandLine(args, start, cap);
    const outcomeOf = await interruptible(async (signal) => {
      let n = start;
      let base = 0;
      let played = 0;
      let stoppedBy: TacticsReport['stoppedBy'] = 'max-sims';
      let last: { result: RunResult; ranking: TacticRanking } | null = null;
      // The leaders already put first at this n: a tie between two never loops.
      const basesAtN = new Set<number>();
      for (;;) {
        const set = comboRuns(loaded, runs, base);
        const progress = createProgress(`${basename(args.scenario)} ×${runs.length}`, n, args.quiet === true);
        let result: RunResult;
        try {
          result = await runScenario(set, { threads, seed, start: 0, end: n, precision: 0, command, signal, onProgress: (d, p) => progress.update(d, p) });
        } finally {
          progress.stop();
        }
        result.provenance.scenarioHash = loaded.hash;
        const sims = result.provenance.simEnd - result.provenance.simStart;
        played += sims * runs.length;
        if (sims < 2) break;
        const summary = summarize(result);
        basesAtN.add(base);
        // The best of this set, as an index into `runs` (the set has `base` first).
        const order = [base, ...runs.map((_, i) => i).filter((i) => i !== base)];
        const best = order[bestRun(summary, measure)];
        if (result.provenance.stoppedBy === 'interrupted') {
          last = { result, ranking: rankAgainstBase(summary, measure, side!) };
          stoppedBy = 'interrupted';
          break;
        }
        if (best !== base && !basesAtN.has(best)) {
          // Compare everything with the new leader, on the same simulations.
          base = best;
          continue;
        }
        last = { result, ranking: rankAgainstBase(summary, measure, side!) };
        if (last.ranking.separated) {
          stoppedBy = 'separated';
          break;
        }
        if (n >= cap) break;
        n = Math.min(2 * n, cap);
        basesAtN.clear();
      }
      return { last, played, stoppedBy };
    });
    const { last, played, stoppedBy } = outcomeOf;
    if (last === null) throw new UsageError('too few simulations finished to compare the choices');
    const { result, ranking } = last;
    const report: TacticsReport = {
      format: 'warsim-tactics/1',
      file: args.scenario,
      title: loaded.scenario.title,
      fields: [...new Set(fields.map((f) => `${f.unit}.${f.field}`))],
      ranking,
      refused,
      sims: result.provenance.simEnd - result.provenance.simStart,
      simsPlayed: played,
      stoppedBy,
      provenance: result.provenance,
      command,
    };
    await reportAnalysis(args, args.scenario, { name: 'tactics', json: report, csv: tacticsCsv(report), charts: tacticsCharts(report), html: (charts) => tacticsHtml(report, charts) }, formatTacticsTerminal(report));
    if (stoppedBy === 'interrupted') throw new ExitError(130, 'interrupted');
  },
};

function tacticsCommandLine(args: TacticsArgs, sims: number, cap: number): string {
  const parts = ['warsim tactics', shellWord(args.scenario), ...args.unit.flatMap((u) => ['--unit', shellWord(u)])];
  if (args.fields !== undefined) parts.push('--fields', shellWord(args.fields));
  if (args.side !== undefined) parts.push('--side', shellWord(args.side));
  if (args.by !== undefined) parts.push('--by', args.by);
  parts.push('--sims', String(sims), '--max-sims', String(cap));
  if (args.seed !== undefined) parts.push('--seed', String(args.seed));
  return parts.join(' ');
}
