import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, started first. Without a cache of past durations vitest starts
 * the largest files first, and some of the longest are a few lines each: the last of them then
 * runs alone on one core at the end (the WFB4 conformance suite, 111 s, from 489 s to 600 s of
 * the clean CI run of 1c8ad7f; the WFB3 one, 34 s, from 582 s to 616 s of b5826c6's). Longest
 * first, as measured in b5826c6's clean CI run (seconds, two cores): 131, 79, 75, 67, 61, 60, 46,
 * 37, 34, 31, 30, 22, 20, 20, 19, 19, 18, 18.
 */
const SLOW_FIRST = [
  'test/systems/conformance/wfb4.test.ts',
  // Its bundle allocation probe (27 s alone) took 83 s beside the other worker's files in
  // e7da47b's clean run: started early, it overlaps the long files rather than ending the run.
  'test/systems/conformance/wfb3.test.ts',
  'test/systems/wfb4/kernel/opening-path.test.ts',
  'test/cli/cli.test.ts',
  'test/systems/conformance/warmaster.test.ts',
  'test/studio/studio-page.test.ts',
  'test/runner/allocation.test.ts',
  'test/runner/determinism.test.ts',
  'test/scenarios.test.ts',
  'test/systems/warmaster/kernel/allocation.test.ts',
  'test/systems/fast-properties.test.ts',
  'test/cli/matrix-command.test.ts',
  'test/cli/tactics-command.test.ts',
  'test/systems/conformance/t9a-eow.test.ts',
  'test/report/first-screen.test.ts',
  'test/battlefield/rect.test.ts',
  'test/cli/recipes.test.ts',
  'test/cli/flags-command.test.ts',
];

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((s) => f.moduleId.replace(/\\/g, '/').endsWith(s));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map((x) => x.f);
  }
}

/**
 * Tests that replace a module's export (vi.spyOn on a namespace) need vitest's own module
 * transform, whose exports are writable; native ES modules' are not.
 */
const SPY_ON_EXPORTS = ['test/systems/t9a-eow/kernel/impassable-way-round.test.ts'];

/**
 * Test files that measure allocation in the test process (bytesPerCall(),
 * leastBytesPerSimulation()): each runs in a process of its own. The others share a process a
 * worker (isolate: false, below), so what V8 learned from the files before decides how it
 * compiles the kernels: a routine deoptimised too often by other scenarios' shapes stays
 * unoptimised and boxes its doubles, and a measure that is clean on its own read 3,338 bytes a
 * call after the Warmaster conformance suite had run in the same process.
 */
function measuringAllocation(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return measuringAllocation(path);
    return d.name.endsWith('.test.ts') && /\b(bytesPerCall|leastBytesPerSimulation)\(/.test(readFileSync(path, 'utf8')) ? [path.replace(/\\/g, '/')] : [];
  });
}
const ALLOCATION = measuringAllocation('test');

/** Native ES modules: src/ loaded by Node itself through tsx (see the native project below). */
// --no-use-osr: as in every process that plays simulations (src/core/v8-tiering.ts), so that
// the tests measure the code users run.
const NATIVE = { server: { deps: { external: [/\/src\//] } }, execArgv: ['--import', 'tsx', '--no-use-osr'] };

export default defineConfig({
  test: {
    // Generous: the allocation tests play until V8 has settled, which on a loaded machine can
    // take minutes; they bound themselves (src/runner/allocation-measure.ts), the timeout is a
    // safety net, not a check.
    testTimeout: 600_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Every core: vitest's default leaves one idle (cores − 1), which on a two-core machine
    // runs the suite on one worker.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SlowFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'native',
          include: ['test/**/*.test.ts'],
          exclude: [...SPY_ON_EXPORTS, ...ALLOCATION],
          // src/ is loaded by Node itself (tsx strips the types), not through vitest's module
          // transform: there every call between modules goes through a getter on the exports
          // object, which V8 does not inline, and the kernels ran 6–8 times slower than in the
          // bundle (a Warmaster battle: 500 simulations a second against 3,500).
          ...NATIVE,
          // One process plays many test files: src/ is imported once a worker, not once a
          // file (its module state is read-only tables and caches of them).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'allocation', include: ALLOCATION, ...NATIVE, isolate: true } },
      { extends: true, test: { name: 'transformed', include: SPY_ON_EXPORTS } },
    ],
  },
});
