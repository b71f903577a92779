/**
 * Side files (`format: warsim-side/1`): one side — its id, name, army, points and units —
 * kept in a file of its own so that many scenarios (and `warsim matrix`) can use it. A
 * scenario names one as `sides: [{ file: empire.side.yaml }, { file: orcs.side.yaml, edge: far }]`.
 *
 * A side file places its units as seen from the near table edge: y is the distance from that
 * edge and facing 0 (the default) looks across the table. `edge: far` turns the whole side round the table's
 * centre, so one file serves either end. `prefix` renames the side's unit ids (and the ids its
 * units name) so the same file can face itself.
 */
import { dirname, isAbsolute, join } from 'node:path';
import type { GameSystem } from '../systems/system.ts';
import { formatPath } from './id-path.ts';
import { parseSource, readSourceFile, type ParsedSource } from './parse-source.ts';
import type { ScenarioIssue } from './scenario-error.ts';
import { SIDE_FORMAT, sideFileSchema } from './scenario-schema.ts';
import { describeValue, isPlainObject, validate, type Issue, type Path, type Schema } from './schema.ts';

/** A side file read and checked: its data (defaults filled in) and where each value is written. */
export interface SideFile {
  /** The path as the scenario wrote it, joined to the scenario's folder. */
  file: string;
  source: ParsedSource;
  /** The side: id, name, army, points and units (format, system and $schema taken off). */
  side: Record<string, unknown>;
}

/** What a scenario says about a side it takes from a file. */
export interface SideRef {
  file: string;
  id?: string;
  name?: string;
  edge: 'near' | 'far';
  prefix?: string;
}

/** The side file a scenario at `scenarioFile` names as `ref`: relative paths start at the scenario's folder. */
export function sideFilePath(scenarioFile: string, ref: string): string {
  return isAbsolute(ref) ? ref : join(dirname(scenarioFile), ref);
}

/**
 * Read and validate a side file for `system`.
 *
 * @returns the side, or every problem found, each placed at file:line:column
 */
export function readSideFile(file: string, system: GameSystem): SideFile | ScenarioIssue[] {
  const read = readSourceFile(file, 'side file');
  if (!('text' in read)) return [read];
  const source = parseSource(read.text, read.syntax);
  if (source.issues.length > 0) return source.issues.map((issue) => ({ ...issue, file }));
  const place = (issue: Issue): ScenarioIssue => ({ ...issue, file, ...source.locate(issue.path, issue.at === 'key'), field: formatPath(issue.path) });
  const raw = source.value;
  if (!isPlainObject(raw)) {
    return [{ file, line: 1, column: 1, path: [], expected: `a side file: an object with format: ${SIDE_FORMAT}, system, id and units`, found: describeValue(raw) }];
  }
  // A scenario given where a side file belongs is the likeliest mistake: say so plainly.
  if (raw.format !== SIDE_FORMAT && Array.isArray(raw.sides)) {
    return [place({ path: ['format'], expected: `a side file (format: ${SIDE_FORMAT}) holding one side`, found: 'a whole scenario' })];
  }
  const own = Array.isArray(raw.units) ? raw.units.map((u) => (isPlainObject(u) && typeof u.id === 'string' ? u.id : undefined)).filter((id) => id !== undefined) : [];
  const issues = validate(sideFileSchema(system), raw, [], {
    refs: {
      side: typeof raw.id === 'string' ? [raw.id] : [],
      unit: own,
      'friendly-unit': own,
      // A side file does not know what it will face.
      'enemy-unit': [],
    },
  });
  if (issues.length > 0) {
    return issues.map((issue) =>
      /enemy unit/.test(issue.expected)
        ? place({ ...issue, hint: 'a side file cannot name an enemy unit: it does not know its opponent; use nearest, or set the target in the scenario' })
        : place(issue),
    );
  }
  const { format: _format, system: _system, $schema: _schema, ...side } = raw;
  return { file, source, side };
}

/**
 * The side as the scenario places it: with the scenario's id and name, its unit ids
 * prefixed, and turned round the table's centre for the far edge.
 *
 * @param unitSchema the system's unit schema, which says which unit fields name friendly units
 * @param table the table's width and depth
 */
export function placeSide(file: SideFile, ref: SideRef, unitSchema: Schema, table: { width: number; depth: number }): Record<string, unknown> {
  const side = structuredClone(file.side);
  if (ref.id !== undefined) side.id = ref.id;
  if (ref.name !== undefined) side.name = ref.name;
  else if (ref.id !== undefined && side.name === undefined) side.name = ref.id;
  const units = side.units as Record<string, unknown>[];
  if (ref.prefix !== undefined) {
    const ids = new Set(units.map((u) => u.id as string));
    const rename = (id: string): string => (ids.has(id) ? `${ref.prefix}${id}` : id);
    for (const unit of units) renameFriendly(unitSchema, unit, rename);
  }
  // Facing is always written out: a system's default (towards the enemy) goes by the side's
  // place in the scenario, which a side file does not know.
  for (const unit of units) {
    const p = unit.position as { x: number; y: number; facing?: number };
    const facing = p.facing ?? 0;
    unit.position = ref.edge === 'far' ? { ...p, x: table.width - p.x, y: table.depth - p.y, facing: (facing + 180) % 360 } : { ...p, facing };
  }
  return side;
}

/** Rename a unit's id and every friendly unit it names (`joins`, ...), by walking its schema. */
function renameFriendly(schema: Schema, value: unknown, rename: (id: string) => string, path: Path = []): unknown {
  switch (schema.kind) {
    case 'ref':
      return schema.name === 'friendly-unit' && typeof value === 'string' ? rename(value) : value;
    case 'union':
      // A friendly unit or a word: only the names of the side's units change.
      return schema.options.some((o) => o.kind === 'ref' && o.name === 'friendly-unit') && typeof value === 'string' ? rename(value) : value;
    case 'array':
      if (Array.isArray(value)) value.forEach((item, i) => (value[i] = renameFriendly(schema.item, item, rename, [...path, i])));
      return value;
    case 'object':
      if (!isPlainObject(value)) return value;
      for (const [key, prop] of Object.entries(schema.props)) {
        if (key in value) value[key] = renameFriendly(prop, value[key], rename, [...path, key]);
      }
      // The unit's own id.
      if (path.length === 0 && typeof value.id === 'string') value.id = rename(value.id);
      return value;
    default:
      return value;
  }
}
