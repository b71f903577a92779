/**
 * Compile every run of a scenario into kernels once per thread (DESIGN.md §Layers).
 */
import { noOnStackReplacement } from '../core/v8-tiering.ts';
import type { ResolvedScenario } from '../scenario/types.ts';
import { requireSystem } from '../systems/registry.ts';
import type { UnitCost } from '../systems/system.ts';
import type { CompiledRuns } from './simulate-range.ts';

export interface CompiledScenario extends CompiledRuns {
  costs: UnitCost[][];
}

export function compileRuns(runs: ResolvedScenario[]): CompiledScenario {
  noOnStackReplacement();
  const kernels = [];
  const outputs = [];
  const specs = [];
  const costs = [];
  for (const run of runs) {
    const system = requireSystem(run.scenario.system);
    const plan = system.compile(run);
    const metrics = system.metrics(plan);
    specs.push(metrics);
    kernels.push(system.kernel(plan));
    outputs.push(new Int32Array(metrics.length));
    costs.push(system.costs(plan));
  }
  return { kernels, outputs, specs, costs };
}
