// src/core/v8-tiering.ts: compiling a scenario's kernels turns V8's on-stack replacement off
// for the process. A function with one long loop, called once, is OSR-compiled in a process
// that has not compiled a scenario, and not in one that has.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function osrCompiles(compileFirst: boolean): number {
  const script = `
    import { compileRuns } from './src/runner/compile-runs.ts';
    import { loadScenario } from './src/scenario/load-scenario.ts';
    import { getSystem, systemIds } from './src/systems/registry.ts';
    if (${compileFirst}) compileRuns(loadScenario('scenarios/wfb4/bench-duel.yaml', { lookupSystem: getSystem, systemIds }).runs);
    function long(n) { let s = 0; for (let i = 0; i < n; i++) s += Math.sqrt(i); return s; }
    console.log(long(3e7) > 0);`;
  // --use-osr: the test processes run with it off (vitest.config.ts); a child starts with V8's default.
  const r = spawnSync(process.execPath, ['--use-osr', '--trace-opt', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return r.stdout.split('\n').filter((l) => /JSFunction long .*OSR/.test(l)).length;
}

describe('V8 tiering', () => {
  it('compiling a scenario turns on-stack replacement off for the rest of the process', () => {
    expect(osrCompiles(false)).toBeGreaterThan(0);
    expect(osrCompiles(true)).toBe(0);
  });
});
