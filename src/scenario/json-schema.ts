/**
 * JSON Schemas for scenario files, one per game system (`schema/<system>.schema.json`), and
 * for side files (`schema/<system>.side.schema.json`), so
 * editors complete and check scenarios as they are typed. Generated from the same schema the
 * loader validates with; a test checks the checked-in files are up to date.
 */
import { scenarioSchema, sideFileSchema, type ScenarioSystem } from './scenario-schema.ts';
import { toJsonSchema, type JsonSchema } from './schema.ts';

/**
 * The draft-07 JSON Schema of `system`'s scenario files: the generic frame, its rule flags
 * (with defaults and rule references) and its unit schema.
 *
 * @example scenarioJsonSchema(getSystem('wfb4')!).properties.rules
 */
export function scenarioJsonSchema(system: ScenarioSystem): JsonSchema {
  const { $schema, ...rest } = toJsonSchema(scenarioSchema(system, { sideFiles: true }));
  return {
    $schema,
    title: `warsim scenario (${system.title})`,
    ...rest,
  };
}

/** The draft-07 JSON Schema of `system`'s side files (`format: warsim-side/1`). */
export function sideJsonSchema(system: ScenarioSystem): JsonSchema {
  const { $schema, ...rest } = toJsonSchema(sideFileSchema(system));
  return { $schema, title: `warsim side (${system.title})`, ...rest };
}

/** The file name under `schema/` for `system`'s JSON Schema (of its side files with `side`). */
export function jsonSchemaFileName(system: Pick<ScenarioSystem, 'id'>, side = false): string {
  return side ? `${system.id}.side.schema.json` : `${system.id}.schema.json`;
}

/** The exact text of `schema/<system>.schema.json`: two-space JSON and a final newline. */
export function scenarioJsonSchemaText(system: ScenarioSystem): string {
  return `${JSON.stringify(scenarioJsonSchema(system), null, 2)}\n`;
}

/** The exact text of `schema/<system>.side.schema.json`. */
export function sideJsonSchemaText(system: ScenarioSystem): string {
  return `${JSON.stringify(sideJsonSchema(system), null, 2)}\n`;
}
