// The objects kernels read in hot code — every plan, its rule flags and rule columns, every kernel
// and its components — keep V8's fixed-field layout on every example scenario. An object given
// more than about a dozen properties one by one under computed names becomes a hash table, and
// each read of it a hash lookup: plan.flags (23 flags in WFB4, read once a strike) and the rule
// columns of Essence of War and Warmaster were such tables until resolveFlags() and
// ruleColumns() built them in one go.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemIds } from '../../src/systems/registry.ts';

function natives(args: string[]): string {
  const r = spawnSync(process.execPath, ['--allow-natives-syntax', ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return r.stdout;
}

describe('fixed-field objects in hot code', () => {
  it('tells a hash-table object from a fixed-field one (the check can fail)', () => {
    const script = `
      const fast = new Function('o', 'return %HasFastProperties(o)');
      const oneByOne = {};
      for (let i = 0; i < 24; i++) oneByOne['flag' + i] = i;
      const inOneGo = Object.fromEntries(Object.entries(oneByOne));
      console.log(JSON.stringify([fast(oneByOne), fast(inOneGo)]));`;
    expect(JSON.parse(natives(['-e', script]))).toEqual([false, true]);
  });

  it.each(systemIds())('%s: every plan and kernel object of every example scenario', (system) => {
    const dir = join('scenarios', system);
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => join(dir, f));
    const lines = natives(['--import', 'tsx', 'test/helpers/fast-properties-probe.ts', ...files]).trim().split('\n');
    const slow = lines.map((l) => JSON.parse(l) as { file: string; slow: string[] }).flatMap((r) => r.slow.map((path) => `${r.file} ${path}`));
    // The flags line, then per scenario a line for the main thread and, for the first, a fresh worker.
    expect(lines).toHaveLength(files.length + 2);
    expect(slow).toEqual([]);
  });
});
