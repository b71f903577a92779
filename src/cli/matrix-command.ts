/**
 * `warsim matrix`: the balance table. Every pair of sides in a field plays on one battlefield
 * template from both deployment edges and with either side moving first; the report is a heat
 * map of scores with intervals and each side's mean score against the field, sorted.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Document, isSeq, stringify as toYaml } from 'yaml';
import type { Argv, CommandModule } from 'yargs';
import {
  advantageOf,
  cellsOf,
  ORIENTATIONS,
  orientationText,
  pairingSeed,
  pairingsOf,
  scoreOf,
  standingsOf,
  TEMPLATE_REFUSED,
  type FieldSide,
} from '../analysis/matrix.ts';
import { writeFileAtomic } from '../core/atomic-write.ts';
import { OUTCOME } from '../core/metrics.ts';
import { GENERATOR_ID } from '../core/rng.ts';
import { formatMatrixTerminal, matrixCharts, matrixCsv, matrixHtml, type MatrixPairing, type MatrixReport } from '../report/matrix-report.ts';
import { createPool, runScenario } from '../runner/run-scenario.ts';
import { parseScenario, type LoadedScenario } from '../scenario/load-scenario.ts';
import { parseSource, readSourceFile } from '../scenario/parse-source.ts';
import { ScenarioError, type ScenarioIssue } from '../scenario/scenario-error.ts';
import { MAX_SIMS, SCENARIO_FORMAT, SIDE_FORMAT } from '../scenario/scenario-schema.ts';
import { isPlainObject } from '../scenario/schema.ts';
import { readSideFile } from '../scenario/side-file.ts';
import { suggest } from '../scenario/suggest.ts';
import { getSystem, systemIds } from '../systems/registry.ts';
import type { GameSystem } from '../systems/system.ts';
import { VERSION } from '../version.ts';
import { analysisOptions, reportAnalysis, resolveAnalysisOptions, shellWord, type AnalysisArgs } from './analysis-output.ts';
import { ExitError } from './exit-error.ts';
import { interruptible } from './interrupt.ts';
import { systemNamed } from './load.ts';
import { createProgress } from './progress.ts';
import { wholeNumber } from './run-options.ts';
import { UsageError } from './usage-error.ts';

/** Games each orientation of a pairing starts with: 4,000 a pairing, a score to about ±1.5 points. */
export const DEFAULT_MATRIX_SIMS = 1000;

interface MatrixArgs extends AnalysisArgs {
  sides?: string[];
  battlefield?: string;
  builtin?: string;
  points?: number;
  only?: string;
  sims?: number;
  precision?: number;
  'max-sims'?: number;
}

export const matrixCommand: CommandModule<object, MatrixArgs> = {
  command: 'matrix [sides..]',
  describe: 'The balance table: every pair of sides, from both table edges and both first turns, as a heat map of scores and each side against the field',
  builder: (y: Argv) =>
    analysisOptions(
      y
        .positional('sides', { type: 'string', array: true, describe: 'Side files (format: warsim-side/1), two or more' })
        .option('battlefield', { type: 'string', describe: 'The battlefield template: a scenario file without sides (table, terrain, rules, turns, victory)' })
        .option('builtin', { type: 'string', describe: "A system's built-in field instead of side files: t9a-eow (the 16 Basic Patrols) or warmaster (the 14 armies, with --points)" })
        .option('points', { type: 'number', describe: 'With --builtin warmaster: the size of each default army' })
        .option('only', { type: 'string', describe: 'With --builtin: play only these sides of the field, comma-separated ids (e.g. empire,orcs-and-goblins,dwarfs)' })
        .option('sims', { type: 'number', describe: `Games per orientation of a pairing (default ${DEFAULT_MATRIX_SIMS}; four orientations a pairing)` })
        .option('precision', { type: 'number', describe: "Keep doubling a pairing's games until its score's 95% half-width is at most this (e.g. 0.02), up to --max-sims" })
        .option('max-sims', { type: 'number', describe: 'With --precision: most games per orientation of a pairing (default 16 × --sims)' })
        .example('warsim matrix --builtin t9a-eow', 'which of the 16 Patrols is strongest?')
        .example('warsim matrix --builtin warmaster --points 1000', 'the 14 Warmaster armies at 1,000 points')
        .example('warsim matrix a.side.yaml b.side.yaml c.side.yaml --battlefield table.yaml', 'your own armies on your own table'),
      'matrix', "the template's", 'results/matrix-<template or system>',
    ) as Argv<MatrixArgs>,
  handler: async (args) => {
    const start = args.sims === undefined ? DEFAULT_MATRIX_SIMS : wholeNumber('--sims', args.sims, 25, MAX_SIMS);
    if (args.precision !== undefined && !(args.precision > 0 && args.precision < 0.5)) throw new UsageError(`--precision takes a half-width between 0 and 0.5, e.g. 0.02; got ${args.precision}`);
    if (args['max-sims'] !== undefined && args.precision === undefined) throw new UsageError('--max-sims caps --precision; give --precision too, or set the games with --sims');
    const cap = args.precision === undefined ? start : args['max-sims'] === undefined ? 16 * start : wholeNumber('--max-sims', args['max-sims'], start, MAX_SIMS);
    const options = resolveAnalysisOptions(args);
    const field = await fieldOf(args);
    const template = readTemplate(field.template);
    const system = template.system;
    const seed = options.seed ?? template.seed;
    const sides = field.sides.map((file) => sideOf(file, system));
    const seen = new Map<string, string>();
    for (const s of sides) {
      const other = seen.get(s.id);
      if (other !== undefined) throw new UsageError(`${s.file} and ${other} are both side "${s.id}": give every side of the field its own id`);
      seen.set(s.id, s.file);
    }
    const pairs = pairingsOf(sides);
    // Every orientation is loaded (and so checked) before any game is played.
    const loaded = pairs.map(([a, b]) => ORIENTATIONS.map((o) => orientationScenario(template, o.near === 'a' ? a : b, o.near === 'a' ? b : a, o.first === 'a' ? a.id : b.id)));
    const command = matrixCommandLine(args, start, cap);

    const pairings: MatrixPairing[] = pairs.map(([a, b]) => ({
      a: a.id,
      b: b.id,
      counts: ORIENTATIONS.map((o) => ({ near: o.near === 'a' ? a.id : b.id, first: o.first === 'a' ? a.id : b.id, n: 0, aWins: 0, bWins: 0, draws: 0 })),
    }));
    const began = Date.now();
    const { stoppedBy, played } = await interruptible(async (signal) => {
      const pool = createPool(options.threads);
      let played = 0;
      try {
        let n = start;
        let todo = pairings.map((_, i) => i);
        let from = 0;
        for (;;) {
          const jobs = todo.flatMap((p) => ORIENTATIONS.map((_, o) => ({ p, o })));
          const progress = createProgress(`matrix ${todo.length} pairing${todo.length === 1 ? '' : 's'} ×4`, jobs.length * (n - from), args.quiet === true);
          let done = 0;
          const runJob = async ({ p, o }: { p: number; o: number }) => {
            if (signal.aborted) return;
            const l = loaded[p][o];
            let counted = 0;
            const result = await runScenario(l, {
              threads: options.threads,
              seed: pairingSeed(seed, pairings[p].a, pairings[p].b, o),
              start: from,
              end: n,
              precision: 0,
              command,
              signal,
              pool,
              onProgress: (d) => {
                done += d - counted;
                counted = d;
                progress.update(done, jobs.length * (n - from));
              },
            });
            const k = result.tally.variants[0].histogram(OUTCOME);
            const c = pairings[p].counts[o];
            const nearIsA = c.near === pairings[p].a;
            c.n += result.provenance.simEnd - result.provenance.simStart;
            c.aWins += nearIsA ? k[0] : k[1];
            c.bWins += nearIsA ? k[1] : k[0];
            c.draws += k[2];
            played += result.provenance.simEnd - result.provenance.simStart;
          };
          try {
            // Two scenarios in flight keep every thread busy while one finishes its last batch.
            await inParallel(jobs, 2, runJob);
          } finally {
            progress.stop();
          }
          if (signal.aborted) return { stoppedBy: 'interrupted' as const, played };
          if (args.precision === undefined) return { stoppedBy: 'sims' as const, played };
          todo = todo.filter((p) => {
            const s = scoreOf(pairings[p].counts, 'a');
            return s !== null && (s.hi - s.lo) / 2 > args.precision!;
          });
          if (todo.length === 0) return { stoppedBy: 'precision' as const, played };
          if (n >= cap) return { stoppedBy: 'max-sims' as const, played };
          from = n;
          n = Math.min(2 * n, cap);
        }
      } finally {
        await pool.destroy();
      }
    });

    const cells = cellsOf(pairings);
    const report: MatrixReport = {
      format: 'warsim-matrix/1',
      system: system.id,
      title: template.title ?? `${system.title}: a balance table`,
      template: field.template,
      field: field.description,
      sides: sides.map((s) => ({ id: s.id, name: s.name, file: s.file })),
      pairings,
      cells,
      standings: standingsOf(sides, cells),
      firstTurn: advantageOf(pairings, (c, p) => (c.first === p.a ? 'a' : 'b')),
      nearEdge: advantageOf(pairings, (c, p) => (c.near === p.a ? 'a' : 'b')),
      sims: start,
      precision: args.precision ?? 0,
      simsPlayed: played,
      stoppedBy,
      seed,
      threads: options.threads,
      version: VERSION,
      generator: GENERATOR_ID,
      hash: createHash('sha256').update(loaded.flat().map((l) => l.hash).join('\n')).digest('hex'),
      elapsedMs: Date.now() - began,
      command,
    };
    await reportAnalysis(
      { ...args, out: field.out },
      field.label,
      { name: 'matrix', json: report, csv: matrixCsv(report), charts: matrixCharts(report), html: (charts) => matrixHtml(report, charts) },
      formatMatrixTerminal(report),
    );
    if (stoppedBy === 'interrupted') throw new ExitError(130, 'interrupted');
  },
};

/** Run `work` on every job with at most `width` at a time. */
async function inParallel<T>(jobs: readonly T[], width: number, work: (job: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) await work(jobs[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, lane));
}

interface Field {
  /** The template file and the side files (written out first for a built-in field). */
  template: string;
  sides: string[];
  /** What the field is: the built-in one's description, or the files. */
  description: string;
  /** For the default output folder: the template's name, or the system. */
  label: string;
  out: string | undefined;
}

/** The field to play: the side files given, or a system's built-in field written out as files. */
async function fieldOf(args: MatrixArgs): Promise<Field> {
  const files = args.sides ?? [];
  if (args.builtin === undefined) {
    if (args.points !== undefined) throw new UsageError('--points sizes the built-in armies; give it with --builtin warmaster');
    if (args.only !== undefined) throw new UsageError('--only picks sides of a built-in field; with side files, name the ones to play');
    if (files.length < 2) throw new UsageError(`a matrix needs two side files or more (got ${files.length}), or --builtin <system>`);
    if (args.battlefield === undefined) throw new UsageError('give the battlefield template with --battlefield <file>: a scenario file without sides');
    return { template: args.battlefield, sides: files, description: `${files.length} side files on ${args.battlefield}`, label: args.battlefield, out: args.out };
  }
  if (files.length > 0 || args.battlefield !== undefined) throw new UsageError('--builtin plays its own field: give side files and --battlefield, or --builtin, not both');
  const system = systemNamed(args.builtin);
  const withField = systemIds().filter((id) => getSystem(id)!.builtinField !== undefined);
  if (system.builtinField === undefined) throw new UsageError(`${system.id} has no built-in armies to play; give side files and --battlefield (systems with a built-in field: ${withField.join(', ')})`);
  const probe = system.builtinField({});
  if (probe.takesPoints && args.points === undefined) throw new UsageError(`--builtin ${system.id} needs --points: the size of each default army, e.g. --points 1000`);
  if (!probe.takesPoints && args.points !== undefined) throw new UsageError(`--builtin ${system.id} plays premade armies: --points does not apply`);
  const points = args.points === undefined ? undefined : wholeNumber('--points', args.points, 1, 1_000_000);
  let built;
  try {
    built = system.builtinField({ points });
  } catch (error) {
    throw new UsageError(`--builtin ${system.id}${points === undefined ? '' : ` --points ${points}`}: ${(error as Error).message}`);
  }
  if (args.only !== undefined) built = { ...built, sides: onlySides(built.sides, args.only) };
  const label = `${system.id}${points === undefined ? '' : `-${points}`}`;
  const out = args.out ?? join('results', `matrix-${label}`);
  // The field is written out: the games can be read, changed and played again as files.
  await rm(join(out, 'sides'), { recursive: true, force: true });
  await mkdir(join(out, 'sides'), { recursive: true });
  const template = join(out, 'battlefield.yaml');
  await writeFileAtomic(template, `# The built-in field of warsim matrix --builtin ${system.id}${points === undefined ? '' : ` --points ${points}`}\n${toYaml(built.template)}`);
  const sides: string[] = [];
  for (const side of built.sides) {
    const file = join(out, 'sides', `${String(side.id)}.side.yaml`);
    await writeFileAtomic(file, sideFileText({ format: SIDE_FORMAT, system: system.id, ...side }));
    sides.push(file);
  }
  return { template, sides, description: built.description, label, out };
}

/** The sides --only names, in the field's order; a usage error for an id the field lacks. */
function onlySides(sides: Record<string, unknown>[], only: string): Record<string, unknown>[] {
  const ids = sides.map((s) => String(s.id));
  const wanted = only.split(',').map((id) => id.trim()).filter((id) => id !== '');
  for (const id of wanted) {
    if (ids.includes(id)) continue;
    const close = suggest(id, ids);
    throw new UsageError(`--only: the field has no side "${id}"${close ? `; did you mean "${close}"?` : ''} (sides: ${ids.join(', ')})`);
  }
  if (new Set(wanted).size < 2) throw new UsageError(`--only names ${new Set(wanted).size} side${wanted.length === 1 ? '' : 's'}: a matrix needs two or more`);
  return sides.filter((s) => wanted.includes(String(s.id)));
}

/** A side file's YAML, a unit a line. */
function sideFileText(side: Record<string, unknown>): string {
  const doc = new Document(side);
  const units = doc.get('units');
  if (isSeq(units)) for (const item of units.items) (item as { flow?: boolean }).flow = true;
  return doc.toString({ lineWidth: 0 });
}

interface Template {
  file: string;
  text: string;
  syntax: 'yaml' | 'json';
  /** The system it names: the sides are read by it. */
  system: GameSystem;
  /** Its title, when it has one (each pairing is then titled by its sides). */
  title: string | undefined;
  seed: number;
}

/** The template: a scenario file without sides, first, variants or sweep, for a known system. */
function readTemplate(file: string): Template {
  const read = readSourceFile(file, 'battlefield template');
  if (!('text' in read)) throw new ScenarioError([read]);
  const source = parseSource(read.text, read.syntax);
  if (source.issues.length > 0) throw new ScenarioError(source.issues.map((issue) => ({ ...issue, file })));
  const data = source.value;
  if (!isPlainObject(data)) throw new UsageError(`--battlefield ${file}: a scenario without sides (an object with format: ${SCENARIO_FORMAT}, system, ...)`);
  const system = typeof data.system === 'string' ? getSystem(data.system) : undefined;
  if (system === undefined) throw new UsageError(`${file}: the template names no known system (system: ${systemIds().join(', ')})`);
  for (const [key, why] of Object.entries(TEMPLATE_REFUSED)) {
    if (Object.hasOwn(data, key)) throw new UsageError(`${file}: a battlefield template has no ${key}: ${why}`);
  }
  const title = typeof data.title === 'string' ? data.title : undefined;
  return { file, text: read.text, syntax: read.syntax, system, title, seed: typeof data.seed === 'number' ? data.seed : 1 };
}

/** A side file of the field, read and checked. */
function sideOf(file: string, system: GameSystem): FieldSide {
  const read = readSideFile(file, system);
  if (Array.isArray(read)) throw new ScenarioError(read);
  const side = read.side as { id: string; name?: string; units: { id: string }[] };
  // The template's folder need not be the side's: the scenario names it by its full path.
  return { id: side.id, name: side.name ?? side.id, file: resolve(file), unitIds: side.units.map((u) => u.id) };
}

/** One orientation loaded as a scenario; its problems say which pairing and orientation they are in. */
function orientationScenario(template: Template, near: FieldSide, far: FieldSide, first: string): LoadedScenario {
  const text = orientationText(template, near, far, first);
  try {
    return parseScenario(text, template.file, { lookupSystem: getSystem, systemIds });
  } catch (error) {
    if (!(error instanceof ScenarioError)) throw error;
    const run = `the pairing ${near.id} (near edge) against ${far.id} (far edge), ${first} first`;
    throw new ScenarioError(error.issues.map((issue): ScenarioIssue => ({ ...issue, run })));
  }
}

function matrixCommandLine(args: MatrixArgs, sims: number, cap: number): string {
  const parts = ['warsim matrix'];
  if (args.builtin !== undefined) parts.push('--builtin', shellWord(args.builtin));
  if (args.points !== undefined) parts.push('--points', String(args.points));
  if (args.only !== undefined) parts.push('--only', shellWord(args.only));
  for (const f of args.sides ?? []) parts.push(shellWord(f));
  if (args.battlefield !== undefined) parts.push('--battlefield', shellWord(args.battlefield));
  parts.push('--sims', String(sims));
  if (args.precision !== undefined) parts.push('--precision', String(args.precision), '--max-sims', String(cap));
  if (args.seed !== undefined) parts.push('--seed', String(args.seed));
  return parts.join(' ');
}
