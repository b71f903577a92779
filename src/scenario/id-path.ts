/**
 * Id paths: `sides.empire.units.halberdiers.models` addresses a field the way a player thinks
 * of it — sides and units by id, never by index (DESIGN.md §Scenario format). Variants and
 * sweeps are written with them, and messages print them.
 */
import { expectedText, isPlainObject, type Issue, type Path, type Schema } from './schema.ts';
import { suggest } from './suggest.ts';

/** A path resolved against the scenario: index-based, ready to read or write. */
export type ResolvedPath = { path: Path } | { issue: Omit<Issue, 'path'> };

/** Segments that print without quoting. */
const PLAIN_SEGMENT = /^[A-Za-z_$][\w$-]*$/;

/**
 * A path as people read it: `sides.empire.units.halberdiers.models`, `battlefield.terrain[0].x`,
 * `variants[0].set["sides.empire.units.halberdiers.models"]`.
 *
 * @example formatPath(['sides', 'empire', 'units', 0]) // → 'sides.empire.units[0]'
 */
export function formatPath(path: Path): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (PLAIN_SEGMENT.test(segment)) text += text === '' ? segment : `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text;
}

/** The id of a list item, when it has one. */
function idOf(item: unknown): string | undefined {
  return isPlainObject(item) && typeof item.id === 'string' ? item.id : undefined;
}

/**
 * `path` with every list index whose item has an id replaced by that id, for printing.
 *
 * @example idPath(['sides', 0, 'units', 1], scenario) // → ['sides', 'empire', 'units', 'knights']
 */
export function idPath(path: Path, root: unknown): Path {
  const out: Path = [];
  let value = root;
  for (const segment of path) {
    const item = Array.isArray(value) && typeof segment === 'number' ? value[segment] : undefined;
    out.push(idOf(item) ?? segment);
    value = step(value, segment);
  }
  return out;
}

/**
 * `path` with every id segment that names a list item replaced by its index; segments that
 * match nothing are kept, so a path into missing data still points as far as it can.
 */
export function indexPath(path: Path, root: unknown): Path {
  const out: Path = [];
  let value = root;
  for (const segment of path) {
    let resolved = segment;
    if (Array.isArray(value) && typeof segment === 'string') {
      const index = value.findIndex((item) => idOf(item) === segment);
      if (index >= 0) resolved = index;
    }
    out.push(resolved);
    value = step(value, resolved);
  }
  return out;
}

function step(value: unknown, segment: string | number): unknown {
  if (Array.isArray(value)) return typeof segment === 'number' ? value[segment] : undefined;
  if (isPlainObject(value) && typeof segment === 'string') return value[segment];
  return undefined;
}

/** Lists of objects with an `id` field are addressed by id; other lists by index. */
function addressedById(schema: Schema): boolean {
  return schema.kind === 'array' && schema.item.kind === 'object' && Object.hasOwn(schema.item.props, 'id');
}

/**
 * Resolve a dotted id path against a scenario and its schema: every segment must be a
 * declared field, the id of a side or unit (lists of objects with ids), or the index of an
 * item of any other list. The target itself need not be present (an optional field can be
 * set), but what contains it must be.
 *
 * @param schema the schema of `root`
 * @param root the validated scenario, defaults filled in
 * @param dotted e.g. 'sides.empire.units.halberdiers.tactics.charge'
 * @returns the index-based path, or an issue saying which segment is wrong
 */
export function resolveIdPath(schema: Schema, root: unknown, dotted: string): ResolvedPath {
  const segments = dotted.split('.');
  if (segments.some((s) => s === '')) {
    return { issue: { expected: 'a dotted path such as sides.<side>.units.<unit>.models', found: JSON.stringify(dotted) } };
  }
  const path: Path = [];
  let value: unknown = root;
  let current = schema;
  for (const segment of segments) {
    const where = path.length === 0 ? 'the scenario' : formatPath(idPath(path, root));
    const container = pickOption(current, value);
    if (container === undefined) return { issue: noPartIssue(where, segment, current) };
    switch (container.kind) {
      case 'object': {
        const fields = Object.keys(container.props);
        if (!Object.hasOwn(container.props, segment)) {
          return { issue: nameIssue(`no field "${segment}" in ${where}`, 'one of', fields, segment) };
        }
        path.push(segment);
        current = container.props[segment];
        break;
      }
      case 'record':
        path.push(segment);
        current = container.value;
        break;
      case 'array': {
        const items = Array.isArray(value) ? value : [];
        if (addressedById(container)) {
          const ids = items.map(idOf).filter((id): id is string => id !== undefined);
          const index = items.findIndex((item) => idOf(item) === segment);
          if (index < 0) {
            const noun = singular(String(path[path.length - 1] ?? 'item'));
            return { issue: nameIssue(`no ${noun} "${segment}" in ${where}`, `one of the ${noun} ids`, ids, segment) };
          }
          path.push(index);
        } else {
          const index = listIndex(segment, items.length);
          if (index === undefined) return { issue: indexIssue(where, segment, items.length) };
          path.push(index);
        }
        current = container.item;
        break;
      }
      case 'tuple': {
        const index = listIndex(segment, container.items.length);
        if (index === undefined) return { issue: indexIssue(where, segment, container.items.length) };
        path.push(index);
        current = container.items[index];
        break;
      }
      default:
        return { issue: noPartIssue(where, segment, container) };
    }
    value = step(value, path[path.length - 1]);
  }
  return { path };
}

/** The schema to descend through: for a union, the option that has the value's shape. */
function pickOption(schema: Schema, value: unknown): Schema | undefined {
  const container = (s: Schema): boolean => ['object', 'record', 'array', 'tuple'].includes(s.kind);
  if (schema.kind !== 'union') return container(schema) ? schema : undefined;
  const options = schema.options.filter(container);
  if (value === undefined) return options[0];
  return options.find((s) =>
    Array.isArray(value) ? s.kind === 'array' || s.kind === 'tuple' : isPlainObject(value) && (s.kind === 'object' || s.kind === 'record'),
  );
}

function nameIssue(problem: string, expected: string, names: readonly string[], segment: string): Omit<Issue, 'path'> {
  const issue: Omit<Issue, 'path'> = { problem, expected: `${expected} ${names.join(', ')}`, found: '' };
  const close = suggest(segment, names);
  if (close !== undefined) issue.hint = `did you mean "${close}"?`;
  return issue;
}

function noPartIssue(where: string, segment: string, schema: Schema): Omit<Issue, 'path'> {
  return {
    problem: `${where} has no part "${segment}"`,
    expected: `a path that ends at ${where} (${expectedText(schema)}) or inside an object`,
    found: '',
  };
}

function listIndex(segment: string, length: number): number | undefined {
  const index = /^\d+$/.test(segment) ? Number(segment) : NaN;
  return index < length ? index : undefined;
}

function indexIssue(where: string, segment: string, length: number): Omit<Issue, 'path'> {
  return {
    problem: `no item "${segment}" in ${where}`,
    expected: length === 0 ? 'an existing item (the list is empty)' : `an index from 0 to ${length - 1}`,
    found: '',
  };
}

function singular(noun: string): string {
  return noun.endsWith('s') ? noun.slice(0, -1) : noun;
}
