/**
 * Write every report file of a run into one folder (DESIGN.md §Reports): summary.json, the
 * CSVs, each chart as a Vega-Lite spec and an SVG, and the self-contained report.html. Each
 * file goes through a temporary name and a rename, so an interrupted write never leaves a
 * half-written report behind.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { writeFileAtomic } from '../core/atomic-write.ts';
import type { RunResult } from '../runner/types.ts';
import { buildCharts } from './charts.ts';
import { buildCsvFiles } from './csv.ts';
import { buildReportHtml } from './html.ts';
import { renderSvg } from './render.ts';
import { summarize, type Summary } from './summary.ts';

/**
 * Summarise a run and write all its reports into `outDir` (created if missing).
 *
 * Files: `summary.json`, `summary.csv`, `metrics.csv`, `sweep.csv` (with a sweep),
 * `metric-<key>.csv` per metric, `<chart>.vl.json` and `<chart>.svg` per chart, `report.html`.
 * The HTML is written last, so its presence means the folder is complete.
 *
 * @param result a finished, interrupted or merged run
 * @param outDir output folder, e.g. `results/<scenario>`
 * @returns the absolute paths written, in order, and the summary (for the terminal table)
 * @throws on a file-system error or a chart that fails to render; files already written stay
 * @example
 * const { summary } = await writeReports(result, 'results/knights-vs-halberdiers');
 * process.stdout.write(formatTerminal(summary));
 */
export async function writeReports(result: RunResult, outDir: string): Promise<{ files: string[]; summary: Summary }> {
  const dir = resolve(outDir);
  await mkdir(dir, { recursive: true });
  const files: string[] = [];
  const write = async (name: string, data: string): Promise<void> => {
    const path = join(dir, name);
    await writeFileAtomic(path, data);
    files.push(path);
  };

  const summary = summarize(result);
  await write('summary.json', JSON.stringify(summary, null, 2) + '\n');
  for (const csv of buildCsvFiles(summary)) await write(csv.name, csv.content);

  const charts = buildCharts(summary);
  // One chart at a time: rendering is CPU-bound, and the report runs beside the worker pool.
  for (const chart of charts) {
    await write(`${chart.name}.vl.json`, JSON.stringify(chart.spec, null, 2) + '\n');
    await write(`${chart.name}.svg`, await renderSvg(chart.spec));
  }

  await write('report.html', await buildReportHtml(summary, charts));
  return { files, summary };
}
