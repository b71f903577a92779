/**
 * What the analysis commands (`fit`, `flags`, `tactics`) share: their common options, and one
 * folder of reports — the JSON, a CSV, each chart as a Vega-Lite spec and an SVG, and
 * report.html last, so a folder with a report.html is complete.
 */
import { mkdir, rm } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { Argv } from 'yargs';
import { writeFileAtomic } from '../core/atomic-write.ts';
import type { NamedChart } from '../report/charts.ts';
import { renderSvg } from '../report/render.ts';
import { defaultThreads } from '../runner/run-scenario.ts';
import { checkOutPath, THREADS_PER_CORE, wholeNumber } from './run-options.ts';

/** The options every analysis command takes besides its own. */
export interface AnalysisArgs {
  seed?: number;
  threads?: number;
  out?: string;
  json?: boolean;
  quiet?: boolean;
}

/**
 * Add the shared options to a command: --seed, --threads, --out, --json, -q.
 *
 * @param name the command's files: `<name>.json`, `results/<name>-<scenario>/`
 * @param seedDefault what the seed defaults to, for the help text
 * @param outDefault what the folder defaults to, for the help text
 */
export function analysisOptions<T>(y: Argv<T>, name: string, seedDefault: string, outDefault: string): Argv<T & AnalysisArgs> {
  return y
    .option('seed', { type: 'number', describe: `Master seed (default: ${seedDefault})` })
    .option('threads', { type: 'number', describe: `Worker threads (default: cores = ${defaultThreads()})` })
    .option('out', { type: 'string', describe: `Output folder (default ${outDefault})` })
    .option('json', { type: 'boolean', describe: `Print ${name}.json to stdout instead of the table` })
    .option('quiet', { type: 'boolean', alias: 'q', describe: 'No progress output' }) as Argv<T & AnalysisArgs>;
}

/**
 * The shared options checked before anything is played: the seed when given, the threads, and
 * an --out folder that can take the reports.
 *
 * @throws UsageError for a value out of its range
 */
export function resolveAnalysisOptions(args: AnalysisArgs): { seed: number | undefined; threads: number } {
  const seed = args.seed === undefined ? undefined : wholeNumber('--seed', args.seed, 0, 0xffffffff);
  const threads = args.threads === undefined ? defaultThreads() : wholeNumber('--threads', args.threads, 1, defaultThreads() * THREADS_PER_CORE);
  checkOutPath(args.out, false);
  return { seed, threads };
}

export interface AnalysisFiles {
  /** e.g. 'flags': written as flags.json and flags.csv. */
  name: string;
  json: unknown;
  csv: string;
  charts: NamedChart[];
  html: (charts: NamedChart[]) => Promise<string>;
}

/**
 * Write an analysis's reports — into --out, or results/<name>-<scenario>/ — then print its
 * JSON (--json) or its terminal table, and where the page is.
 */
export async function reportAnalysis(args: AnalysisArgs, scenario: string, files: AnalysisFiles, terminal: string): Promise<void> {
  const outDir = args.out ?? join('results', `${files.name}-${basename(scenario, extname(scenario))}`);
  await mkdir(outDir, { recursive: true });
  const report = join(outDir, 'report.html');
  await rm(report, { force: true });
  await writeFileAtomic(join(outDir, `${files.name}.json`), JSON.stringify(files.json, null, 2) + '\n');
  await writeFileAtomic(join(outDir, `${files.name}.csv`), files.csv);
  for (const chart of files.charts) {
    await writeFileAtomic(join(outDir, `${chart.name}.vl.json`), JSON.stringify(chart.spec, null, 2) + '\n');
    await writeFileAtomic(join(outDir, `${chart.name}.svg`), await renderSvg(chart.spec));
  }
  await writeFileAtomic(report, await files.html(files.charts));
  process.stdout.write(args.json ? JSON.stringify(files.json, null, 2) + '\n' : terminal);
  process.stderr.write(`Report: ${report}\n`);
}

/** A command line word, quoted when the shell would split or expand it. */
export function shellWord(s: string): string {
  return /^[\w./=,:-]+$/.test(s) ? s : JSON.stringify(s);
}
