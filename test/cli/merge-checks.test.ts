// `warsim merge` refuses any partial file that was changed after its shard ran: each file carries
// a digest of its contents, and its counts must be a tally of the simulations it claims, for
// its own scenario (src/runner/partial-file.ts). Exit 2, a message naming the file, no report.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { partialDigest, type PartialFile } from '../../src/runner/partial-file.ts';

const BIN = join(process.cwd(), 'bin/warsim.js');
const SCENARIO = 'scenarios/wfb4/knights-vs-halberdiers.yaml';
const dir = mkdtempSync(join(tmpdir(), 'warsim-merge-'));
const parts = [0, 1].map((i) => join(dir, `part-${i}.json`));

function warsim(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A copy of part 1 changed by `edit`, its digest recomputed when `redigest`. */
function changed(name: string, edit: (p: PartialFile) => void, redigest: boolean): string {
  const p = JSON.parse(readFileSync(parts[1], 'utf8')) as PartialFile;
  edit(p);
  if (redigest) p.digest = partialDigest(p);
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify(p));
  return path;
}

function refused(path: string, message: RegExp): void {
  const out = join(dir, `never-${Math.random().toString(36).slice(2)}`);
  const r = warsim('merge', parts[0], path, '--out', out, '-q');
  expect(r.code, r.stderr).toBe(2);
  expect(r.stderr).toMatch(message);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(existsSync(out)).toBe(false);
}

beforeAll(() => {
  parts.forEach((part, i) => expect(warsim('run', SCENARIO, '--sims', '2000', '--shard', `${i}/2`, '--out', part, '-q').code).toBe(0));
});

describe('merge refuses a changed partial file', () => {
  it('merges the untouched parts, quietly with -q', () => {
    const r = warsim('merge', ...parts, '--out', join(dir, 'merged'), '-q');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(JSON.parse(readFileSync(join(dir, 'merged', 'summary.json'), 'utf8')).runs[0].n).toBe(2000);
  });

  it('a count edited, the digest left as it was', () => {
    refused(changed('plus-1000', (p) => (p.tally.variants[0][0] += 1000), false), /part-1|plus-1000.json: its contents do not match the digest/);
  });

  it('a count edited and the digest rewritten to match: the counts no longer add up', () => {
    refused(changed('plus-1000-redigested', (p) => (p.tally.variants[0][0] += 1000), true), /metric outcome: its counts add up to 2000, not 1000/);
    refused(changed('negative', (p) => (p.tally.variants[0][1] = -76), true), /holds -76, not a count/);
  });

  it('a shortened tally', () => {
    refused(changed('short', (p) => p.tally.variants[0].splice(5, 3), true), /has \d+ counts where the scenario needs \d+/);
  });

  it('an edited scenario text in the second file', () => {
    refused(changed('scenario', (p) => (p.source = p.source.replace('models: 20', 'models: 21')), true), /scenario.json: the scenario text it carries does not match the run's scenario hash/);
  });

  it('a file of an older format', () => {
    refused(changed('old-format', (p) => ((p as { format: string }).format = 'warsim-partial/1'), true), /of format warsim-partial\/1, written by another warsim version/);
  });
});
