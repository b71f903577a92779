import { loadScenario, parseScenario, type LoadedScenario } from '../../src/scenario/load-scenario.ts';
import { getSystem, systemIds } from '../../src/systems/registry.ts';

/** Load a scenario file with the real registry. */
export function loadFile(file: string): LoadedScenario {
  return loadScenario(file, { lookupSystem: getSystem, systemIds });
}

/** Parse scenario text (YAML unless the name ends in .json) with the real registry. */
export function parseText(text: string, file = 'inline.yaml'): LoadedScenario {
  return parseScenario(text, file, { lookupSystem: getSystem, systemIds });
}
