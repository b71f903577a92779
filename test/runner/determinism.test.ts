// DESIGN.md §Randomness: results depend only on (seed, simulation indices) — one thread, two
// threads or three merged shards give bit-identical tallies.
import { describe, expect, it } from 'vitest';
import { addPacked, createRunTally, packRunTally } from '../../src/core/tally.ts';
import { compileRuns } from '../../src/runner/compile-runs.ts';
import { checkParts, mergeParts, shardRange, type PartialFile } from '../../src/runner/partial-file.ts';
import { runScenario } from '../../src/runner/run-scenario.ts';
import { simulateRange } from '../../src/runner/simulate-range.ts';
import { loadFile } from '../helpers/load.ts';

const FILE = 'scenarios/wfb4/knights-vs-halberdiers.yaml';
const SIMS = 12_000;

function options(threads: number, start: number, end: number) {
  return { threads, seed: 7, start, end, precision: 0, command: 'test', batch: 1000 };
}

describe('determinism', () => {
  const loaded = loadFile(FILE);

  it('gives the same tally for the same seed on the main thread', () => {
    const compiled = compileRuns(loaded.runs);
    const a = packRunTally(simulateRange(compiled, 7, 0, 2000));
    const b = packRunTally(simulateRange(compileRuns(loaded.runs), 7, 0, 2000));
    expect(a).toEqual(b);
    const c = packRunTally(simulateRange(compiled, 8, 0, 2000));
    expect(c).not.toEqual(a);
  });

  it('gives identical tallies on 1 thread, 2 threads and 3 merged shards', async () => {
    const one = await runScenario(loaded, options(1, 0, SIMS));
    const two = await runScenario(loaded, options(2, 0, SIMS));
    expect(packRunTally(two.tally)).toEqual(packRunTally(one.tally));

    const parts: PartialFile[] = [];
    for (let i = 0; i < 3; i++) {
      const [start, end] = shardRange(i, 3, SIMS);
      const r = await runScenario(loaded, { ...options(2, start, end), shard: { index: i, count: 3 } });
      parts.push({
        format: 'warsim-partial/2', version: r.provenance.version, generator: r.provenance.generator,
        scenarioHash: loaded.hash, seed: 7, file: FILE, source: loaded.text, total: SIMS,
        simStart: start, simEnd: end, shard: { index: i, count: 3 }, runs: r.runs.map((x) => x.name),
        tally: packRunTally(r.tally), elapsedMs: 0, host: 'test', finishedAt: '', interrupted: false, digest: '',
      });
    }
    const plan = checkParts([parts[2], parts[0], parts[1]], ['c', 'a', 'b']);
    expect(plan.missing).toEqual([]);
    const merged = mergeParts(loaded, plan, 'test');
    expect(packRunTally(merged.tally)).toEqual(packRunTally(one.tally));
    expect(merged.provenance.simEnd).toBe(SIMS);
  });

  it('gives identical Warmaster tallies on 1 thread and 2 threads', async () => {
    const wm = loadFile('scenarios/warmaster/bench-brigade-clash.yaml');
    const one = await runScenario(wm, options(1, 0, 3000));
    const two = await runScenario(wm, options(2, 0, 3000));
    expect(packRunTally(two.tally)).toEqual(packRunTally(one.tally));
  });

  it('gives identical Essence of War tallies on 1 thread and 2 threads', async () => {
    const t9a = loadFile('scenarios/t9a-eow/empire-patrol-vs-orcs-patrol.yaml');
    const one = await runScenario(t9a, options(1, 0, 3000));
    const two = await runScenario(t9a, options(2, 0, 3000));
    expect(packRunTally(two.tally)).toEqual(packRunTally(one.tally));
  });

  it('refuses overlapping shards and names missing ranges', () => {
    const part = (start: number, end: number): PartialFile => ({
      format: 'warsim-partial/2', version: '0', generator: 'g', scenarioHash: 'h', seed: 1, file: 'f', source: '',
      total: 100, simStart: start, simEnd: end, shard: { index: 0, count: 4 }, runs: [],
      tally: { variants: [], pairs: [] }, elapsedMs: 0, host: '', finishedAt: '', interrupted: false, digest: '',
    });
    expect(() => checkParts([part(0, 50), part(40, 100)], ['a', 'b'])).toThrow(/overlaps/);
    expect(checkParts([part(0, 25), part(50, 75)], ['a', 'b']).missing).toEqual([[25, 50], [75, 100]]);
    expect(() => checkParts([part(0, 50), { ...part(50, 100), seed: 2 }], ['a', 'b'])).toThrow(/seed/);
  });

  it('stops a precision run at the same prefix on any thread count', async () => {
    const opts = { threads: 1, seed: 3, start: 0, end: 200_000, precision: 0.01, command: 'test', batch: 2500 };
    const one = await runScenario(loaded, opts);
    const two = await runScenario(loaded, { ...opts, threads: 2 });
    expect(one.provenance.stoppedBy).toBe('precision');
    expect(two.provenance.simEnd).toBe(one.provenance.simEnd);
    expect(packRunTally(two.tally)).toEqual(packRunTally(one.tally));
    // The stopping rule held at the point it stopped: every outcome half-width ≤ 1%.
    const whole = createRunTally(compileRuns(loaded.runs).specs);
    addPacked(whole, packRunTally(one.tally));
    expect(whole.variants[0].n).toBe(one.provenance.simEnd);
  });

  it('reports the finished prefix, marked partial, when interrupted', async () => {
    const abort = new AbortController();
    const result = await runScenario(loaded, {
      ...options(2, 0, 1_000_000),
      signal: abort.signal,
      onProgress: (done) => {
        if (done >= 4000) abort.abort();
      },
    });
    expect(result.provenance.partial).toBe(true);
    expect(result.provenance.stoppedBy).toBe('interrupted');
    expect(result.provenance.simEnd).toBeGreaterThanOrEqual(4000);
    expect(result.provenance.simEnd).toBeLessThan(1_000_000);
    expect(result.tally.variants[0].n).toBe(result.provenance.simEnd);
  });
});
