// The allocation measure lives in src/runner/allocation-measure.ts (the built bundle is measured with it too).
export { bytesPerCall, leastBytesPerSimulation } from '../../src/runner/allocation-measure.ts';

import { spawnSync } from 'node:child_process';

/**
 * The same measure in a fresh process (scripts/allocation-probe.ts on the sources). V8 could
 * leave a kernel routine unoptimised for the rest of a process, and unoptimised code boxes its
 * doubles: in CI, thane-in-the-greybeards measured 13,550 bytes a simulation in every window,
 * here and in the fresh process alike. The cause was on-stack replacement on a busy machine,
 * now turned off wherever simulations are played (src/core/v8-tiering.ts). A real
 * per-simulation allocation allocates in every process, so a scenario that fails in the test's
 * process is still measured once more, from scratch, and must be clean there.
 */
export function freshProcessBytes(file: string, warm: number, window: number): number {
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/allocation-probe.ts', String(warm), String(window), file], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`allocation probe failed: ${r.stderr}`);
  return (JSON.parse(r.stdout.trim().split('\n').pop()!) as { bytesPerSimulation: number }).bytesPerSimulation;
}
