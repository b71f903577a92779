import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { atomicTempPath, writeFileAtomic } from '../../src/core/atomic-write.ts';
import { buildCharts } from '../../src/report/charts.ts';
import { summarize } from '../../src/report/summary.ts';
import { writeReports } from '../../src/report/write-reports.ts';
import { reportFixture } from '../fixtures/report/report-fixture.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'warsim-write-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('writeReports', () => {
  it('writes summary, CSVs, chart specs, SVGs and the HTML into a new folder', async () => {
    const out = join(await tempDir(), 'results', 'knights-vs-halberdiers');
    const result = reportFixture({ sweep: true });
    const { files, summary } = await writeReports(result, out);

    const names0 = (paths: string[]) => paths.map((f) => f.slice(out.length + 1));
    const names = names0(files);
    expect(names).toEqual([
      'summary.json',
      'summary.csv',
      'metrics.csv',
      'sweep.csv',
      'metric-outcome.csv',
      'metric-turns.csv',
      'metric-unit.halberdiers.left.csv',
      'metric-unit.knights.left.csv',
      'metric-unit.halberdiers.fate.csv',
      ...buildCharts(summary).flatMap((c) => [`${c.name}.vl.json`, `${c.name}.svg`]),
      'map.svg',
      ...names0(files).filter((f) => f.startsWith('replay-')),
      'report.html',
    ]);
    // A replay for each outcome of the base run that its simulations met, the first of them.
    const replays = names0(files).filter((f) => f.startsWith('replay-'));
    expect(replays.length).toBeGreaterThan(0);
    for (const f of replays) expect(readFileSync(join(out, f), 'utf8')).toMatch(/^<!doctype html>[\s\S]*id="warsim-replay"/);
    expect(readdirSync(out).sort()).toEqual([...names].sort());
    // The fixture's variant keeps the base's table: one map.
    expect(readFileSync(join(out, 'map.svg'), 'utf8')).toMatch(/^<\?xml [^\n]+\n<svg [^>]*class="warsim-map"/);

    expect(summary).toEqual(summarize(result));
    expect(JSON.parse(await readFile(join(out, 'summary.json'), 'utf8'))).toEqual(summary);
    for (const chart of buildCharts(summary)) {
      expect(JSON.parse(readFileSync(join(out, `${chart.name}.vl.json`), 'utf8'))).toEqual(chart.spec);
      expect(readFileSync(join(out, `${chart.name}.svg`), 'utf8')).toMatch(/^<svg/);
    }
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toMatch(/^<!doctype html>/);
  });

  it('leaves no sweep.csv without a sweep, and replaces files in place', async () => {
    const out = await tempDir();
    await writeFile(join(out, 'summary.json'), 'stale');
    const { files } = await writeReports(reportFixture(), out);
    expect(files.some((f) => f.endsWith('sweep.csv'))).toBe(false);
    expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')).runs).toHaveLength(2);
    expect(readdirSync(out).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('writeReports over an earlier run', () => {
  it('removes the earlier report.html before writing, and the earlier run\'s stale metric and chart files, but not the user\'s', async () => {
    const out = await tempDir();
    await writeReports(reportFixture({ sweep: true }), out);
    await writeFile(join(out, 'metric-unit.gone.left.csv'), 'old');
    await writeFile(join(out, 'gone.vl.json'), '{}');
    await writeFile(join(out, 'gone.svg'), '<svg/>');
    await writeFile(join(out, 'my-notes.txt'), 'mine');
    await writeFile(join(out, 'my-drawing.svg'), '<svg/>');
    await writeFile(join(out, 'map-a-variant-since-removed.svg'), '<svg/>');
    await writeReports(reportFixture(), out);
    const names = readdirSync(out);
    for (const stale of ['metric-unit.gone.left.csv', 'gone.vl.json', 'gone.svg', 'sweep.csv', 'map-a-variant-since-removed.svg']) expect(names, stale).not.toContain(stale);
    expect(names).toContain('map.svg');
    expect(names).toContain('my-notes.txt');
    expect(names).toContain('my-drawing.svg');
    expect(names).toContain('report.html');
  });

  it('leaves no report.html when a write fails part way (the folder reads as incomplete)', async () => {
    const out = await tempDir();
    await writeReports(reportFixture(), out);
    expect(existsSync(join(out, 'report.html'))).toBe(true);
    // A folder where the next file must go makes that write fail after summary.json was written.
    rmSync(join(out, 'summary.csv'));
    mkdirSync(join(out, 'summary.csv', 'in-the-way'), { recursive: true });
    await expect(writeReports(reportFixture(), out)).rejects.toThrow();
    expect(existsSync(join(out, 'report.html'))).toBe(false);
    expect(readdirSync(out).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('writeFileAtomic', () => {
  it('replaces the content and leaves no temporary file', async () => {
    const path = join(await tempDir(), 'a.json');
    await writeFileAtomic(path, 'one');
    await writeFileAtomic(path, new TextEncoder().encode('two'));
    expect(readFileSync(path, 'utf8')).toBe('two');
    expect(existsSync(atomicTempPath(path))).toBe(false);
    expect(atomicTempPath(path)).toBe(`${path}.${process.pid}.tmp`);
  });

  it('removes the temporary file when the rename fails', async () => {
    // A directory in the way makes rename fail after the data was written.
    const path = join(await tempDir(), 'blocked');
    mkdirSync(join(path, 'inside'), { recursive: true });
    await expect(writeFileAtomic(path, 'data')).rejects.toThrow();
    expect(existsSync(atomicTempPath(path))).toBe(false);
  });

  it('leaves no temporary file when a second Ctrl-C exits while files are being written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warsim-exit-'));
    dirs.push(dir);
    // Big files written one after another, with the event loop turning between them as it does
    // between a report's files (a chart renders asynchronously); Ctrl-C exits at once, as warsim
    // run's second one does.
    const script = `
      import { removeUnfinished, writeFileAtomic } from ${JSON.stringify(join(process.cwd(), 'src/core/atomic-write.ts'))};
      process.on('exit', removeUnfinished);
      process.on('SIGINT', () => process.exit(130));
      process.stdout.write('writing\\n');
      for (let i = 0; ; i++) {
        await writeFileAtomic(${JSON.stringify(dir)} + '/f' + (i % 3) + '.json', 'x'.repeat(50_000_000));
        await new Promise((r) => setImmediate(r));
      }
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGINT');
    const code = await new Promise<number | null>((r) => child.on('close', r));
    expect(code).toBe(130);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
