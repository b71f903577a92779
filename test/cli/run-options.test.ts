// `warsim run`'s options checked before anything is played (src/cli/run-options.ts): every bad
// option is a UsageError (exit 2, nothing written) naming the option, the range and what was given.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOutPath, resolveRunOptions, type RunArgs } from '../../src/cli/run-options.ts';
import { UsageError } from '../../src/cli/usage-error.ts';
import { loadFile } from '../helpers/load.ts';

const scenario = loadFile('scenarios/wfb4/knights-vs-halberdiers.yaml').scenario; // sims 100,000, seed 20261122
const CORES = 2;
const resolve = (args: RunArgs, env: NodeJS.ProcessEnv = {}) => resolveRunOptions(args, scenario, CORES, env);
const refused = (args: RunArgs, message: RegExp, env: NodeJS.ProcessEnv = {}) => {
  expect(() => resolve(args, env)).toThrow(UsageError);
  expect(() => resolve(args, env)).toThrow(message);
};

describe('resolveRunOptions', () => {
  it('takes the scenario\'s seed and count, and the cores for threads, when no option is given', () => {
    expect(resolve({})).toEqual({ seed: 20261122, precision: 0, total: 100_000, threads: 2, shard: undefined });
  });

  it('refuses a seed that is not a whole number from 0 to 2^32 − 1', () => {
    refused({ seed: Number('abc') }, /--seed takes a whole number from 0 to 4,294,967,295, got something that is not a number/);
    refused({ seed: 1.5 }, /--seed .* got 1\.5/);
    refused({ seed: -1 }, /--seed .* got -1/);
    refused({ seed: 4294967296 }, /--seed .* got 4294967296/);
    expect(resolve({ seed: 4294967295 }).seed).toBe(4294967295);
  });

  it('refuses --sims and --precision together, --precision 0, and --max-sims without a precision run', () => {
    refused({ sims: 10, precision: 0.01 }, /--sims .* or --precision .*, not both/);
    refused({ precision: 0 }, /--precision takes a half-width above 0 and below 0\.5.*got 0/);
    refused({ precision: 0.5 }, /got 0\.5/);
    refused({ 'max-sims': -5, precision: 0.01 }, /--max-sims takes a whole number from 1/);
    refused({ 'max-sims': 5000 }, /--max-sims caps a --precision run/);
    refused({ sims: 0 }, /--sims takes a whole number from 1/);
    expect(resolve({ precision: 0.01, 'max-sims': 5000 })).toMatchObject({ precision: 0.01, total: 5000 });
    expect(resolve({ sims: 10 })).toMatchObject({ precision: 0, total: 10 });
  });

  it('bounds --threads by what the machine can use (4 per core)', () => {
    refused({ threads: 100_000 }, /--threads takes a whole number from 1 to 8, got 100000/);
    refused({ threads: 0 }, /--threads/);
    expect(resolve({ threads: 8 }).threads).toBe(8);
  });

  it('refuses a shard that is not a slice of its count, in every form', () => {
    refused({ shard: '3/3' }, /--shard 3\/3: the slice index counts from 0, so it must be below 3/);
    refused({ shard: 'abc' }, /--shard takes i\/N/);
    refused({ shard: '0/0' }, /N, the number of slices, must be at least 1/);
    refused({ shards: 3 }, /JOB_COMPLETION_INDEX=7|is not one of --shards 3/, { JOB_COMPLETION_INDEX: '7' });
    refused({ shards: 3 }, /needs JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID/);
    refused({ shard: '0/3', shards: 3 }, /--shard i\/N or --shards N, not both/);
    refused({ shard: '0/3', precision: 0.01 }, /cannot be sharded/);
    refused({ shard: '0/20', sims: 10 }, /would leave some empty/);
    expect(resolve({ shards: 3 }, { SLURM_ARRAY_TASK_ID: '2' }).shard).toEqual({ index: 2, count: 3 });
  });
});

describe('checkOutPath', () => {
  it('refuses an empty path, a file for the reports and a folder for a partial file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'warsim-out-'));
    const file = join(dir, 'existing.json');
    writeFileSync(file, '{}');
    expect(() => checkOutPath('', false)).toThrow(/--out needs a path/);
    expect(() => checkOutPath(file, false)).toThrow(/is a file; the reports need a folder/);
    expect(() => checkOutPath(dir, true)).toThrow(/is a folder; with --shard it names the partial-result file/);
    expect(() => checkOutPath(dir, false)).not.toThrow();
    expect(() => checkOutPath(join(dir, 'new'), false)).not.toThrow();
    expect(() => checkOutPath(file, true)).not.toThrow();
  });
});
