/**
 * JSON Schemas for scenario files, one per game system (`schema/<system>.schema.json`), so
 * editors complete and check scenarios as they are typed. Generated from the same schema the
 * loader validates with; a test checks the checked-in files are up to date.
 */
import { scenarioSchema, type ScenarioSystem } from './scenario-schema.ts';
import { toJsonSchema, type JsonSchema } from './schema.ts';

/**
 * The draft-07 JSON Schema of `system`'s scenario files: the generic frame, its rule flags
 * (with defaults and rule references) and its unit schema.
 *
 * @example scenarioJsonSchema(getSystem('wfb4')!).properties.rules
 */
export function scenarioJsonSchema(system: ScenarioSystem): JsonSchema {
  const { $schema, ...rest } = toJsonSchema(scenarioSchema(system));
  return {
    $schema,
    title: `warsim scenario (${system.title})`,
    ...rest,
  };
}

/** The file name under `schema/` for `system`'s JSON Schema. */
export function jsonSchemaFileName(system: Pick<ScenarioSystem, 'id'>): string {
  return `${system.id}.schema.json`;
}

/** The exact text of `schema/<system>.schema.json`: two-space JSON and a final newline. */
export function scenarioJsonSchemaText(system: ScenarioSystem): string {
  return `${JSON.stringify(scenarioJsonSchema(system), null, 2)}\n`;
}
