import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take minutes, started first. Without a cache of past durations vitest starts
 * the largest files first, and the conformance files are a few lines each: the longest of them
 * then ran last, alone on one core, for two minutes.
 */
const SLOW_FIRST = [
  'test/systems/conformance/warmaster.test.ts',
  'test/scenarios.test.ts',
  'test/systems/warmaster/kernel/allocation.test.ts',
  'test/runner/allocation.test.ts',
  'test/cli/cli.test.ts',
  'test/systems/conformance/t9a-eow.test.ts',
  'test/studio/studio-page.test.ts',
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

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
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
  },
});
