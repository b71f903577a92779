/** Load a scenario with the registry's systems: the one place the CLI does it. */
import { loadScenario, type LoadedScenario } from '../scenario/load-scenario.ts';
import { getSystem, systemIds } from '../systems/registry.ts';

export function load(file: string): LoadedScenario {
  return loadScenario(file, { lookupSystem: getSystem, systemIds });
}
