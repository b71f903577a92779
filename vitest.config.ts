import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
  },
});
