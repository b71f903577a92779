/**
 * The readable account of one simulation that `warsim replay` prints: the kernel's trace
 * with the same dice as in `warsim run` (simulation `sim` of seed `seed`), then every metric
 * it recorded.
 */
import { Rng } from '../core/rng.ts';
import type { ResolvedScenario } from '../scenario/types.ts';
import { requireSystem } from '../systems/registry.ts';

export function replaySimulation(title: string, run: ResolvedScenario, seed: number, sim: number): string {
  const system = requireSystem(run.scenario.system);
  const plan = system.compile(run);
  const specs = system.metrics(plan);
  const kernel = system.kernel(plan);
  const out = new Int32Array(specs.length);
  const lines: string[] = [];
  kernel.tracer = { line: (text) => lines.push(text) };
  kernel.run(new Rng(seed, sim), out);
  let text = `${title} — ${run.name}, simulation ${sim}, seed ${seed}\n\n${lines.join('\n')}\n\nRecorded:\n`;
  specs.forEach((spec, i) => {
    text += `  ${spec.label}: ${spec.kind === 'category' ? spec.labels[out[i]] : String(out[i])}\n`;
  });
  return text;
}
