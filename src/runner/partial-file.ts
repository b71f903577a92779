/**
 * Partial-result files (`warsim run --shard i/N`) and their merge (DESIGN.md §Runner,
 * TECH-NOTES §8). A file holds the integer tally of one slice of simulation indices, the
 * scenario source it was run from and the provenance needed to check that slices belong
 * together. Merging adds tallies: the result is identical to an unsharded run.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { writeFileAtomic } from '../core/atomic-write.ts';
import type { MetricSpec } from '../core/metrics.ts';
import { addPacked, createRunTally, packRunTally, PairTally, type PackedRunTally } from '../core/tally.ts';
import type { LoadedScenario } from '../scenario/load-scenario.ts';
import { compileRuns } from './compile-runs.ts';
import { runResult } from './run-result.ts';
import type { RunResult } from './types.ts';

/** Format 2 adds the digest of the contents; format 1 files (no digest) are refused. */
export const PARTIAL_FORMAT = 'warsim-partial/2';

export interface PartialFile {
  format: typeof PARTIAL_FORMAT;
  version: string;
  generator: string;
  scenarioHash: string;
  seed: number;
  /** Scenario file name and its full text, so a merge needs nothing else. */
  file: string;
  source: string;
  /** The whole planned range [0, total) and this file's slice of it. */
  total: number;
  simStart: number;
  simEnd: number;
  shard: { index: number; count: number };
  runs: string[];
  tally: PackedRunTally;
  elapsedMs: number;
  host: string;
  finishedAt: string;
  /** True when the slice was interrupted before simEnd reached its planned end. */
  interrupted: boolean;
  /**
   * sha256 of the file's JSON without this field (partialDigest()): merge refuses a file whose
   * contents were changed after it was written.
   */
  digest: string;
}

/** The digest of a partial file's contents: sha256 of its JSON text without `digest`. */
export function partialDigest(file: Omit<PartialFile, 'digest'> | PartialFile): string {
  const { digest: _omitted, ...contents } = file as PartialFile;
  return createHash('sha256').update(JSON.stringify(contents)).digest('hex');
}

/** Slice i of N of [0, total): [⌊i·S/N⌋, ⌊(i+1)·S/N⌋). */
export function shardRange(index: number, count: number, total: number): [number, number] {
  return [Math.floor((index * total) / count), Math.floor(((index + 1) * total) / count)];
}

/**
 * `i/N`: slice i (0-based) of N.
 * @throws Error naming what is wrong: not i/N, N of 0, or i not below N
 */
export function parseShard(text: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) throw new Error(`--shard takes i/N, slice i (from 0) of N (for example 0/4), got "${text}"`);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1) throw new Error(`--shard ${text}: N, the number of slices, must be at least 1`);
  if (index >= count) throw new Error(`--shard ${text}: the slice index counts from 0, so it must be below ${count} (0 to ${count - 1})`);
  return { index, count };
}

/** The shard index from a scheduler's environment (Kubernetes Indexed Job, Slurm array). */
export function shardIndexFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  for (const key of ['JOB_COMPLETION_INDEX', 'SLURM_ARRAY_TASK_ID']) {
    const v = env[key];
    if (v !== undefined && /^\d+$/.test(v)) return Number(v);
  }
  return undefined;
}

export async function writePartial(path: string, loaded: LoadedScenario, result: RunResult, total: number, shard: { index: number; count: number }): Promise<PartialFile> {
  const planned = shardRange(shard.index, shard.count, total);
  const p = result.provenance;
  const contents: Omit<PartialFile, 'digest'> = {
    format: PARTIAL_FORMAT,
    version: p.version,
    generator: p.generator,
    scenarioHash: p.scenarioHash,
    seed: p.seed,
    file: loaded.file,
    source: loaded.text,
    total,
    simStart: p.simStart,
    simEnd: p.simEnd,
    shard,
    runs: result.runs.map((r) => r.name),
    tally: packRunTally(result.tally),
    elapsedMs: p.elapsedMs,
    host: hostname(),
    finishedAt: p.finishedAt,
    interrupted: p.simEnd < planned[1],
  };
  const file: PartialFile = { ...contents, digest: partialDigest(contents) };
  await writeFileAtomic(path, JSON.stringify(file));
  return file;
}

export function readPartial(path: string): PartialFile {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: not a readable partial-result file (${(error as Error).message})`);
  }
  const f = data as PartialFile;
  if (typeof f !== 'object' || f === null || typeof f.format !== 'string' || !f.format.startsWith('warsim-partial/')) {
    throw new Error(`${path}: not a warsim partial-result file`);
  }
  if (f.format !== PARTIAL_FORMAT) {
    throw new Error(`${path}: a partial-result file of format ${f.format}, written by another warsim version (this one reads ${PARTIAL_FORMAT}); run that shard again`);
  }
  if (typeof f.digest !== 'string' || partialDigest(f) !== f.digest) {
    throw new Error(`${path}: its contents do not match the digest written with them; the file was changed or damaged after the run, so it cannot be merged (run that shard again)`);
  }
  return f;
}

export interface MergePlan {
  parts: PartialFile[];
  /** Ranges of [0, total) no part covers. */
  missing: [number, number][];
}

/**
 * Check that the parts belong together: same scenario hash, seed, version, generator and
 * total; no two overlapping. Returns the parts in index order and any missing ranges.
 */
export function checkParts(parts: PartialFile[], names: string[]): MergePlan {
  if (parts.length === 0) throw new Error('merge needs at least one partial-result file');
  const first = parts[0];
  parts.forEach((p, i) => {
    const mismatch = (what: string, a: unknown, b: unknown) =>
      new Error(`${names[i]}: ${what} ${String(b)} differs from ${names[0]} (${String(a)}); these parts are not from the same run`);
    if (p.scenarioHash !== first.scenarioHash) throw mismatch('scenario hash', first.scenarioHash.slice(0, 12), p.scenarioHash.slice(0, 12));
    if (p.seed !== first.seed) throw mismatch('seed', first.seed, p.seed);
    if (p.version !== first.version) throw mismatch('warsim version', first.version, p.version);
    if (p.generator !== first.generator) throw mismatch('generator', first.generator, p.generator);
    if (p.total !== first.total) throw mismatch('planned simulation count', first.total, p.total);
  });
  const order = parts.map((p, i) => ({ p, name: names[i] })).sort((a, b) => a.p.simStart - b.p.simStart);
  const missing: [number, number][] = [];
  let at = 0;
  for (let k = 0; k < order.length; k++) {
    const { p, name } = order[k];
    if (p.simStart < at) {
      throw new Error(`${name} (simulations ${p.simStart}-${p.simEnd - 1}) overlaps ${order[k - 1].name} (${order[k - 1].p.simStart}-${order[k - 1].p.simEnd - 1}); merge each slice once`);
    }
    if (p.simStart > at) missing.push([at, p.simStart]);
    at = Math.max(at, p.simEnd);
  }
  if (at < first.total) missing.push([at, first.total]);
  return { parts: order.map((o) => o.p), missing };
}

/**
 * Check that a part's counts are a tally of the simulations it claims, for the scenario's
 * metrics: one tally per run, each of the layout the metrics give, every count a whole number
 * of 0 or more, every metric's histogram summing to the simulations played, every pairing's
 * outcome table too. A file whose counts were edited (but whose digest was rewritten to match)
 * fails here.
 *
 * @param specs the metric layout of each run (compiled from the part's own scenario)
 * @throws Error naming the file and the first count that does not fit
 */
export function checkPartCounts(part: PartialFile, specs: MetricSpec[][], name: string): void {
  const n = part.simEnd - part.simStart;
  const fail = (what: string): never => {
    throw new Error(`${name}: ${what}; the file does not hold a tally of its ${n} simulations (run that shard again)`);
  };
  const counts = (values: unknown, length: number, what: string): number[] => {
    if (!Array.isArray(values) || values.length !== length) fail(`${what} has ${Array.isArray(values) ? values.length : 'no'} counts where the scenario needs ${length}`);
    for (const v of values as unknown[]) if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) fail(`${what} holds ${String(v)}, not a count`);
    return values as number[];
  };
  const t = part.tally;
  if (!Number.isInteger(n) || n < 0 || part.simStart < 0 || part.simEnd > part.total) fail(`its range ${part.simStart}-${part.simEnd} is not a slice of 0-${part.total}`);
  if (!t || !Array.isArray(t.variants) || t.variants.length !== specs.length) fail(`it has ${t?.variants?.length ?? 'no'} run tallies where the scenario has ${specs.length} runs`);
  if (!Array.isArray(t.pairs) || t.pairs.length !== specs.length - 1) fail(`it has ${t.pairs?.length ?? 'no'} pairings where the scenario has ${specs.length - 1} variants`);
  specs.forEach((metrics, r) => {
    const size = metrics.reduce((sum, m) => sum + m.max + 1, 0);
    const all = counts(t.variants[r], size, `run ${part.runs[r] ?? r}`);
    let at = 0;
    for (const m of metrics) {
      let sum = 0;
      for (let v = 0; v <= m.max; v++) sum += all[at + v];
      at += m.max + 1;
      if (sum !== n) fail(`run ${part.runs[r] ?? r}, metric ${m.key}: its counts add up to ${sum}, not ${n}`);
    }
  });
  t.pairs.forEach((pair, i) => {
    const outcomes = specs[0][0].max + 1;
    const joint = counts(pair?.joint, outcomes * outcomes, `pairing ${i + 1}`);
    const sum = joint.reduce((a, b) => a + b, 0);
    if (sum !== n) fail(`pairing ${i + 1}: its outcome table adds up to ${sum}, not ${n}`);
    for (const [key, values] of [['differences', pair.diffSum], ['squared differences', pair.diffSqSum]] as const) {
      if (!Array.isArray(values) || values.some((v) => typeof v !== 'number' || !Number.isInteger(v))) fail(`pairing ${i + 1}: its ${key} are not whole numbers`);
    }
    const shared = new PairTally(specs[0], specs[i + 1]).diffSum.length;
    if (pair.diffSum.length !== shared || pair.diffSqSum.length !== shared) fail(`pairing ${i + 1}: it has ${pair.diffSum.length} differences where the scenario has ${shared} metrics to compare`);
    if (pair.diffSqSum.some((v) => v < 0)) fail(`pairing ${i + 1}: a sum of squared differences is negative`);
  });
}

/**
 * Add the parts' tallies into one RunResult: the same figures as the unsharded run.
 * @throws Error when the plan has missing ranges (merge refuses them before calling this)
 */
export function mergeParts(loaded: LoadedScenario, plan: MergePlan, command: string): RunResult {
  if (plan.missing.length > 0) throw new Error(`simulations ${describeRanges(plan.missing)} are missing`);
  const compiled = compileRuns(loaded.runs);
  const tally = createRunTally(compiled.specs);
  let elapsed = 0;
  for (const part of plan.parts) {
    addPacked(tally, part.tally);
    elapsed += part.elapsedMs;
  }
  const first = plan.parts[0];
  return runResult(loaded, compiled, tally, {
    seed: first.seed,
    simStart: 0,
    simEnd: first.total,
    partial: false,
    stoppedBy: 'sims',
    precision: 0,
    command,
    threads: 0,
    elapsedMs: elapsed,
  });
}

export function describeRanges(ranges: [number, number][]): string {
  return ranges.map(([a, b]) => (b - a === 1 ? `${a}` : `${a}-${b - 1}`)).join(', ');
}
