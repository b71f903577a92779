/**
 * What the analysis commands (`flags`, `tactics`) share: Ctrl-C that finishes with what is played,
 * and one folder of reports — the JSON, a CSV, each chart as a Vega-Lite spec and an SVG, and
 * report.html last, so a folder with a report.html is complete.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../core/atomic-write.ts';
import type { NamedChart } from '../report/charts.ts';
import { renderSvg } from '../report/render.ts';

/**
 * Run `work` with Ctrl-C wired to `signal`: the first asks it to stop and report what it has
 * played, the second quits at once.
 */
export async function interruptible<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const abort = new AbortController();
  const onSigint = () => {
    if (abort.signal.aborted) process.exit(130);
    process.stderr.write('\nInterrupted: reporting the simulations already played (Ctrl-C again to quit now)\n');
    abort.abort();
  };
  process.on('SIGINT', onSigint);
  try {
    return await work(abort.signal);
  } finally {
    process.off('SIGINT', onSigint);
  }
}

export interface AnalysisFiles {
  /** e.g. 'flags': written as flags.json and flags.csv. */
  name: string;
  json: unknown;
  csv: string;
  charts: NamedChart[];
  html: (charts: NamedChart[]) => Promise<string>;
}

/** Write an analysis's reports into `outDir` (created if missing); returns report.html's path. */
export async function writeAnalysis(outDir: string, files: AnalysisFiles): Promise<string> {
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
  return report;
}

/** A command line word, quoted when the shell would split or expand it. */
export function shellWord(s: string): string {
  return /^[\w./=,:-]+$/.test(s) ? s : JSON.stringify(s);
}
