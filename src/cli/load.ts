/** Load a scenario with the registry's systems: the one place the CLI does it. */
import { readFileSync } from 'node:fs';
import { loadScenario, parseScenario, type LoadedScenario } from '../scenario/load-scenario.ts';
import { formatWarning } from '../scenario/scenario-warning.ts';
import { suggest } from '../scenario/suggest.ts';
import type { ResolvedScenario } from '../scenario/types.ts';
import { getSystem, requireSystem, systemIds } from '../systems/registry.ts';
import type { GameSystem } from '../systems/system.ts';
import { UsageError } from './usage-error.ts';

/**
 * What a lone `-` argument (standard input) becomes before the parser sees it: yargs drops a
 * bare `-` from positional lists.
 */
export const STDIN_ARG = '<stdin>';

/** Load a scenario file; `-` reads one from standard input (JSON if it starts with `{`, else YAML). */
export function load(file: string): LoadedScenario {
  if (file === STDIN_ARG) {
    const text = readFileSync(0, 'utf8');
    return parseScenario(text, text.trimStart().startsWith('{') ? 'stdin.json' : 'stdin.yaml', { lookupSystem: getSystem, systemIds });
  }
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

/**
 * The run `--variant` names (a variant or sweep point), or the base without one; a usage error
 * with the closest name and the list of runs for a name the scenario does not have.
 */
export function runNamed(loaded: LoadedScenario, variant: string | undefined): ResolvedScenario {
  if (variant === undefined) return loaded.runs[0];
  const run = loaded.runs.find((r) => r.name === variant);
  if (run) return run;
  const names = loaded.runs.map((r) => r.name);
  const hint = suggest(variant, names);
  throw new UsageError(`no variant "${variant}"${hint ? `; did you mean "${hint}"?` : ''} (runs: ${names.join(', ')})`);
}
