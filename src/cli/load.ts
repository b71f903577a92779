/** Load a scenario with the registry's systems: the one place the CLI does it. */
import { loadScenario, type LoadedScenario } from '../scenario/load-scenario.ts';
import { formatWarning } from '../scenario/scenario-warning.ts';
import { getSystem, requireSystem, systemIds } from '../systems/registry.ts';
import type { GameSystem } from '../systems/system.ts';
import { UsageError } from './usage-error.ts';

export function load(file: string): LoadedScenario {
  return loadScenario(file, { lookupSystem: getSystem, systemIds });
}

/** Print a loaded scenario's warnings on stderr, one line each. */
export function printWarnings(loaded: LoadedScenario): void {
  for (const warning of loaded.warnings) process.stderr.write(`${formatWarning(warning)}\n`);
}

/** The named game system, or a usage error naming the known ones and the closest match. */
export function systemNamed(id: string): GameSystem<any> {
  try {
    return requireSystem(id);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
