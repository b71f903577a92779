/**
 * `warsim fit`: what a number is worth. The value of one numeric field at which a side's win
 * rate crosses a target (src/analysis/fit.ts): a grid over the range on the same dice, the
 * crossing bracket narrowed with more simulations each stage, a logistic fit for the crossing
 * and its 95% interval, and the side's points there where the system prices units.
 */
import { basename } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { bracketOf, crossingOf, fitLogistic, gridOver, wholeCrossing, type FitPoint } from '../analysis/fit.ts';
import { fitCharts, fitCsv, fitHtml, formatFitTerminal, type FitReport } from '../report/fit-report.ts';
import { runScenario } from '../runner/run-scenario.ts';
import type { Provenance } from '../runner/types.ts';
import { resolveIdPath } from '../scenario/id-path.ts';
import { parseScenario, type LoadedScenario } from '../scenario/load-scenario.ts';
import { parseSource } from '../scenario/parse-source.ts';
import { MAX_SIMS, scenarioSchema } from '../scenario/scenario-schema.ts';
import { getSystem, systemIds } from '../systems/registry.ts';
import { analysisOptions, reportAnalysis, resolveAnalysisOptions, shellWord, type AnalysisArgs } from './analysis-output.ts';
import { ExitError } from './exit-error.ts';
import { interruptible } from './interrupt.ts';
import { load, printWarnings } from './load.ts';
import { createProgress } from './progress.ts';
import { wholeNumber } from './run-options.ts';
import { UsageError } from './usage-error.ts';

/** Values of the first grid, and of each later stage. */
const GRID = 9;
/** Stages after the first grid, at most. */
const MAX_STAGES = 4;

interface FitArgs extends AnalysisArgs {
  scenario: string;
  path: string;
  side?: string;
  target?: number;
  range?: string;
  sims?: number;
  'max-sims'?: number;
}

export const fitCommand: CommandModule<object, FitArgs> = {
  command: 'fit <scenario>',
  describe: "What a number is worth: the value of one field at which a side's win rate crosses a target, with its interval",
  builder: (y: Argv) =>
    analysisOptions(
      y
        .positional('scenario', { type: 'string', demandOption: true, describe: 'Scenario file (.yaml, .yml or .json)' })
        .option('path', { type: 'string', demandOption: true, describe: 'Id path of a numeric field, e.g. sides.empire.units.halberdiers.models' })
        .option('side', { type: 'string', describe: 'Side whose win rate is fitted (default: the first side)' })
        .option('target', { type: 'number', describe: 'Win rate to reach, between 0 and 1 (default 0.5: break even)' })
        .option('range', { type: 'string', describe: 'Values to search, a..b (default: half to twice the current value)' })
        .option('sims', { type: 'number', describe: 'Simulations a value in the first grid (default 2,000); doubled each stage' })
        .option('max-sims', { type: 'number', describe: 'Most simulations a value (default 32,000)' })
        .example('warsim fit scenarios/wfb4/knights-vs-halberdiers.yaml --path sides.empire.units.halberdiers.models --range 20..80', 'how many halberdiers break even against the knights?'),
      'fit', "the scenario's", 'results/fit-<scenario>',
    ) as Argv<FitArgs>,
  handler: async (args) => {
    const loaded = load(args.scenario);
    printWarnings(loaded);
    const scenario = loaded.runs[0].scenario;
    const sideId = args.side ?? scenario.sides[0].id;
    const outcome = scenario.sides.findIndex((s) => s.id === sideId);
    if (outcome < 0) throw new UsageError(`--side ${args.side}: the sides are ${scenario.sides.map((s) => s.id).join(', ')}`);
    const target = args.target ?? 0.5;
    if (!(target > 0 && target < 1)) throw new UsageError(`--target takes a win rate above 0 and below 1, got ${args.target}`);
    const current = currentValue(loaded, args.path);
    const [lo, hi] = rangeOf(args.range, current);
    const whole = Number.isInteger(current) && Number.isInteger(lo) && Number.isInteger(hi);
    const first = args.sims === undefined ? 2000 : wholeNumber('--sims', args.sims, 100, MAX_SIMS);
    const cap = args['max-sims'] === undefined ? Math.max(first, 32_000) : wholeNumber('--max-sims', args['max-sims'], first, MAX_SIMS);
    const options = resolveAnalysisOptions(args);
    const seed = options.seed ?? loaded.scenario.seed;
    const threads = options.threads;
    const command = fitCommandLine(args, first, cap);

    const played = await interruptible(async (signal) => {
      const points: FitPoint[] = [];
      let provenance: Provenance | null = null;
      let values = gridOver(lo, hi, GRID, whole);
      let n = first;
      let interrupted = false;
      for (let stage = 0; stage <= MAX_STAGES && !interrupted; stage++) {
        const set = sweepOf(loaded, args.path, values);
        const progress = createProgress(`${basename(args.scenario)} stage ${stage + 1}`, n, args.quiet === true);
        try {
          const result = await runScenario(set, { threads, seed, start: 0, end: n, precision: 0, command, signal, onProgress: (d, p) => progress.update(d, p) });
          provenance = result.provenance;
          interrupted = result.provenance.stoppedBy === 'interrupted';
          result.runs.forEach((run, r) => {
            if (run.kind !== 'sweep') return;
            const hist = result.tally.variants[r].histogram(0);
            const total = hist.reduce((t, c) => t + c, 0);
            if (total > 0) points.push({ x: Number(run.set[args.path]), n: total, wins: hist[outcome], stage });
          });
        } finally {
          progress.stop();
        }
        const last = points.filter((p) => p.stage === stage);
        const bracket = bracketOf(last, target);
        if (bracket === null) break;
        const [a, b] = bracket;
        // Narrow: whole values between the bracket's ends, or a finer grid inside it.
        const next = whole ? gridOver(a.x, b.x, Math.min(GRID, b.x - a.x + 1), true) : gridOver(a.x, b.x, GRID, false);
        if ((whole && b.x - a.x <= 1 && stage > 0) || n >= cap) break;
        values = next;
        n = Math.min(2 * n, cap);
      }
      return { points, provenance: provenance!, interrupted };
    });
    const { points, provenance, interrupted } = played;
    if (points.length === 0) throw new UsageError('no simulation finished: nothing to fit');
    const stage = Math.max(...points.map((p) => p.stage));
    const final = points.filter((p) => p.stage === stage).sort((a, b) => a.x - b.x);
    const bracket = bracketOf(final, target);
    const fit = fitLogistic(bracket ? final : []);
    const crossing = fit && bracket ? (whole ? wholeCrossing(fit, target, points, bracket) : crossingOf(fit, target, final[0].x, final[final.length - 1].x)) : null;
    provenance.scenarioHash = loaded.hash;
    const report: FitReport = {
      format: 'warsim-fit/1',
      file: args.scenario,
      title: loaded.scenario.title,
      path: args.path,
      side: sideId,
      target,
      current,
      range: [lo, hi],
      whole,
      points,
      bracket: bracket ? [bracket[0].x, bracket[1].x] : null,
      fit,
      crossing,
      pointsAtCrossing: crossing ? pointsAt(loaded, args.path, whole ? Math.round(crossing.x) : crossing.x) : null,
      provenance,
      command,
    };
    await reportAnalysis(args, args.scenario, { name: 'fit', json: report, csv: fitCsv(report), charts: fitCharts(report), html: (charts) => fitHtml(report, charts) }, formatFitTerminal(report));
    if (interrupted) throw new ExitError(130, 'interrupted');
  },
};

/** The field's value in the base scenario: a number, or a usage error saying what the path is. */
function currentValue(loaded: LoadedScenario, path: string): number {
  const schema = scenarioSchema(loaded.system);
  const resolved = resolveIdPath(schema, loaded.runs[0].scenario, path);
  if ('issue' in resolved) throw new UsageError(`--path ${path}: expected ${resolved.issue.expected}, found ${resolved.issue.found}`);
  let value: unknown = loaded.runs[0].scenario;
  for (const segment of resolved.path) value = (value as Record<string | number, unknown>)?.[segment];
  if (typeof value !== 'number') throw new UsageError(`--path ${path}: expected a numeric field, found ${value === undefined ? 'no value (set it in the scenario first)' : JSON.stringify(value)}`);
  return value;
}

/** --range a..b, or half to twice the current value. */
function rangeOf(text: string | undefined, current: number): [number, number] {
  if (text === undefined) {
    if (current <= 0) throw new UsageError(`the field is ${current}: give --range a..b`);
    return Number.isInteger(current) ? [Math.max(1, Math.floor(current / 2)), current * 2] : [current / 2, current * 2];
  }
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*\.\.\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!m || !(Number(m[1]) < Number(m[2]))) throw new UsageError(`--range takes a..b with a < b, e.g. 10..40, got ${JSON.stringify(text)}`);
  return [Number(m[1]), Number(m[2])];
}

/**
 * The scenario's base with a sweep of `path` over `values` (its own variants and sweep left
 * out), loaded as the loader loads any scenario, so each value is checked like a user's sweep.
 */
function sweepOf(loaded: LoadedScenario, path: string, values: readonly number[]): LoadedScenario {
  const source = parseSource(loaded.text.replace(/^\uFEFF/, ''), /\.json$/i.test(loaded.file) ? 'json' : 'yaml').value as Record<string, unknown>;
  const data = { ...source, variants: [], sweep: { [path]: values } };
  try {
    return parseScenario(JSON.stringify(data), `${loaded.file}.fit.json`, { lookupSystem: getSystem, systemIds });
  } catch (error) {
    throw new UsageError(`--path ${path} over ${values.join(', ')}: ${(error as Error).message}`);
  }
}

/** Each side's points with the field at `value`, or null where the system prices nothing. */
function pointsAt(loaded: LoadedScenario, path: string, value: number): Record<string, number> | null {
  const run = sweepOf(loaded, path, [value]).runs.find((r) => r.kind === 'sweep')!;
  const costs = loaded.system.costs(loaded.system.compile(run));
  const out: Record<string, number> = {};
  for (const side of run.scenario.sides) out[side.id] = costs.filter((c) => c.side === side.id).reduce((t, c) => t + c.points, 0);
  return Object.values(out).some((v) => v > 0) ? out : null;
}


function fitCommandLine(args: FitArgs, sims: number, cap: number): string {
  const parts = ['warsim fit', shellWord(args.scenario), '--path', shellWord(args.path)];
  if (args.side !== undefined) parts.push('--side', shellWord(args.side));
  if (args.target !== undefined) parts.push('--target', String(args.target));
  if (args.range !== undefined) parts.push('--range', shellWord(args.range));
  parts.push('--sims', String(sims), '--max-sims', String(cap));
  if (args.seed !== undefined) parts.push('--seed', String(args.seed));
  return parts.join(' ');
}
