/**
 * Write every report file of a run into one folder (DESIGN.md §Reports): summary.json, the
 * CSVs, each chart as a Vega-Lite spec and an SVG, and the self-contained report.html. Each
 * file goes through a temporary name and a rename, so an interrupted write never leaves a
 * half-written report behind.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { writeFileAtomic } from '../core/atomic-write.ts';
import type { RunResult } from '../runner/types.ts';
import { buildCharts } from './charts.ts';
import { buildCsvFiles } from './csv.ts';
import { battlefieldMap } from './battlefield-map.ts';
import { fileSlug } from './file-slug.ts';
import { firstOfEachOutcome, replaySteps } from '../runner/replay-simulation.ts';
import { buildReportHtml, type RunMap, type RunReplay } from './html.ts';
import { replayHtml } from './replay-html.ts';
import { legendHtml, renderMapSvg } from './map-svg.ts';
import { renderSvg } from './render.ts';
import { summarize, type Summary } from './summary.ts';

/**
 * Remove report files an earlier run left in the folder that this run did not write (a metric or
 * chart the scenario no longer has): per-metric CSVs, and chart specs with their SVG. Files of
 * other kinds are the user's and stay.
 */
async function removeStale(dir: string, written: Set<string>): Promise<void> {
  const names = await readdir(dir);
  const present = new Set(names);
  for (const name of names) {
    if (written.has(name)) continue;
    const chart = name.endsWith('.vl.json') ? name.slice(0, -'.vl.json'.length) : name.endsWith('.svg') && present.has(`${name.slice(0, -4)}.vl.json`) ? name.slice(0, -4) : undefined;
    if (/^metric-.+\.csv$/.test(name) || name === 'sweep.csv' || /^map(-.+)?\.svg$/.test(name) || chart !== undefined) await rm(join(dir, name), { force: true });
  }
}

/**
 * The battlefield maps of a run: the base scenario's (map.svg), and each variant's whose table
 * differs from it — a unit moved or turned, terrain changed (map-<variant>.svg). Sweep points
 * are not drawn one by one.
 */
export function runMaps(result: RunResult): RunMap[] {
  const out: RunMap[] = [];
  let base = '';
  result.runs.forEach((run, i) => {
    if (run.kind === 'sweep') return;
    const map = battlefieldMap(run);
    const key = JSON.stringify([map.terrain, map.units, map.markers]);
    if (i === 0) base = key;
    else if (key === base) return;
    const file = i === 0 ? 'map.svg' : `map-${fileSlug(run.name)}.svg`;
    out.push({ run: run.name, file, svg: renderMapSvg(map, { idPrefix: `map${i}` }), page: { svg: renderMapSvg(map, { idPrefix: `map${i}`, legend: false, shownWidth: 480 }), legend: legendHtml(map) } });
  });
  return out;
}

/** Simulations looked at for the representative replays, at most. */
const REPLAY_SEARCH = 10_000;

/**
 * One replay for each outcome the base run met (report.html links them): the lowest simulation
 * of the run's range that ended that way, among the first 10,000 looked at (sim −1, no file,
 * when a rare outcome is not among them), played as the animated replay page.
 */
export function representativeReplays(result: RunResult, summary: Summary): RunReplay[] {
  const run = result.runs[0];
  const p = result.provenance;
  const outcomes = summary.runs[0].outcomes;
  const wanted: boolean[] = [];
  for (const o of outcomes) wanted[o.value] = o.count > 0;
  for (let v = 0; v < wanted.length; v++) wanted[v] = wanted[v] === true;
  const first = firstOfEachOutcome(run, p.seed, p.simStart, p.simEnd, wanted, REPLAY_SEARCH);
  return outcomes
    .filter((o) => o.count > 0)
    .map((o) => {
      const sim = first[o.value];
      const file = `replay-${fileSlug(o.label)}.html`;
      const command = `warsim replay ${p.file} --sim ${sim} --seed ${p.seed}`;
      if (sim < 0) return { outcome: o.label, sim, file, command: '', html: '' };
      const { map, steps, recorded } = replaySteps(run, p.seed, sim);
      const html = replayHtml({ title: result.scenario.title, command, seed: p.seed, sim, run: run.name, map, steps, recorded });
      return { outcome: o.label, sim, file, command: `${command} --html ${file}`, html };
    });
}

/**
 * Summarise a run and write all its reports into `outDir` (created if missing).
 *
 * Files: `summary.json`, `summary.csv`, `metrics.csv`, `sweep.csv` (with a sweep),
 * `metric-<key>.csv` per metric, `<chart>.vl.json` and `<chart>.svg` per chart, `map.svg` (and
 * `map-<variant>.svg` for a variant that changes the table), `replay-<outcome>.html` (a
 * simulation of the base run for each outcome it met), `report.html`.
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
  // A folder with a report.html is complete: the previous run's goes first, so a write cut
  // short leaves no report.html beside the new files.
  await rm(join(dir, 'report.html'), { force: true });
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

  const maps = runMaps(result);
  for (const map of maps) await write(map.file, `<?xml version="1.0" encoding="UTF-8"?>\n${map.svg}\n`);
  const replays = representativeReplays(result, summary);
  for (const r of replays) if (r.sim >= 0) await write(r.file, r.html);

  await removeStale(dir, new Set(files.map((f) => basename(f))));
  await write('report.html', await buildReportHtml(summary, charts, maps, replays));
  return { files, summary };
}
