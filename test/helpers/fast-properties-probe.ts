/**
 * Which objects a kernel reads in hot code are V8 hash tables ("dictionary mode") rather than
 * objects with fixed fields: each read of such an object's property is a hash lookup. Run with
 * the natives syntax (test/systems/fast-properties.test.ts):
 *
 *   node --allow-natives-syntax --import tsx test/helpers/fast-properties-probe.ts <scenario>...
 *
 * It first resolves every system's rule flags, before anything else runs. The first scenario is
 * also compiled in a fresh worker thread, as a pool worker compiles what
 * it plays: whether V8 keeps an object's fields can depend on whether the code that built it has
 * run before in the thread. For each scenario it compiles every run, plays five simulations,
 * and walks the plan and the kernel three levels deep; it prints one JSON line
 * { file, thread, slow: [paths] } per check.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { Rng } from '../../src/core/rng.ts';
import { compileRuns } from '../../src/runner/compile-runs.ts';
import { loadScenario } from '../../src/scenario/load-scenario.ts';
import type { ResolvedScenario } from '../../src/scenario/types.ts';
import { resolveFlags } from '../../src/systems/flags.ts';
import { getSystem, systemIds } from '../../src/systems/registry.ts';

// V8's own test, reachable with --allow-natives-syntax; a plain call would not parse without it.
const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;

function slowPaths(root: object, name: string, depth: number, seen: Set<object>, out: string[]): void {
  if (seen.has(root)) return;
  seen.add(root);
  if (!hasFastProperties(root)) out.push(name);
  if (depth === 0) return;
  for (const [key, value] of Object.entries(root)) {
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || Array.isArray(value) || value instanceof Map || value instanceof Set) continue;
    slowPaths(value as object, `${name}.${key}`, depth - 1, seen, out);
  }
}

/** Compile `runs` as the runner does, play a few simulations of each, and list the hash-table objects. */
function check(runs: ResolvedScenario[], seed: number): string[] {
  const compiled = compileRuns(runs);
  const slow: string[] = [];
  const rng = new Rng();
  runs.forEach((run, r) => {
    for (let sim = 0; sim < 5; sim++) {
      rng.seed(seed, sim);
      compiled.kernels[r].run(rng, compiled.outputs[r]);
    }
    const seen = new Set<object>();
    slowPaths(compiled.kernels[r], `${run.name}: kernel`, 3, seen, slow);
    const plan = (compiled.kernels[r] as unknown as { plan?: object }).plan;
    if (plan === undefined) slow.push(`${run.name}: kernel has no plan field to check`);
  });
  return slow;
}

if (isMainThread) {
  // Each system's flags resolved before anything else has run: whether a property added by
  // computed name keeps fixed fields can depend on objects of the same keys made before (the
  // scenario's own rules, say), so the first resolution in a clean thread is the telling one.
  const firstFlags = systemIds()
    .filter((id) => !hasFastProperties(resolveFlags(getSystem(id)!.flags, {})))
    .map((id) => `${id}: flags resolved first in the process`);
  process.stdout.write(JSON.stringify({ file: '(none)', thread: 'main', slow: firstFlags }) + '\n');
  const files = process.argv.slice(2);
  for (const [i, file] of files.entries()) {
    const loaded = loadScenario(file, { lookupSystem: getSystem, systemIds });
    if (i === 0) {
      // A worker thread does not inherit tsx's loader: it registers it, then loads this file.
      const tsx = import.meta.resolve('tsx/esm/api');
      const boot = `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(import.meta.url)}); });`;
      const worker = new Worker(boot, { eval: true, workerData: { runs: loaded.runs, seed: loaded.scenario.seed } });
      const slow = await new Promise<string[]>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      await worker.terminate();
      process.stdout.write(JSON.stringify({ file, thread: 'fresh worker', slow }) + '\n');
    }
    process.stdout.write(JSON.stringify({ file, thread: 'main', slow: check(loaded.runs, loaded.scenario.seed) }) + '\n');
  }
} else {
  const { runs, seed } = workerData as { runs: ResolvedScenario[]; seed: number };
  parentPort!.postMessage(check(runs, seed));
}
