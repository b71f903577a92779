import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Every core: vitest's default leaves one idle (cores − 1), which on a two-core machine
    // runs the suite on one worker.
    maxWorkers: availableParallelism(),
  },
});
