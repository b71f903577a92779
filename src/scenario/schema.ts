/**
 * A small schema language for scenario files: one declaration serves validation (with
 * messages a player can act on and defaults filled in) and JSON Schema generation (for
 * editors), so the two can never disagree.
 *
 * Builders return plain data; `validate` walks a schema and a value together and returns
 * issues instead of throwing, so one pass reports every problem in a file.
 *
 * @example
 * const unit = object(
 *   {
 *     id: identifier({ description: 'Unit id, unique in the scenario' }),
 *     profile: union([idFrom(() => ['man', 'elf'], 'built-in profile'), object({ M: number() }, { required: ['M'] })]),
 *     models: number({ integer: true, min: 1 }),
 *     files: number({ integer: true, min: 1, default: 5 }),
 *   },
 *   { required: ['id', 'profile', 'models'] },
 * );
 * validate(unit, { id: 'spears', profile: 'man', models: 20 }); // → [] and files is now 5
 */
import { suggest } from './suggest.ts';

/** Where a value sits: object keys and list indexes from the document root. */
export type Path = (string | number)[];

/** One problem found by `validate`. */
export interface Issue {
  path: Path;
  /** What would have been accepted, as a phrase: 'an integer ≥ 1', 'one of "hold", "flee"'. */
  expected: string;
  /** What was there, as a phrase: '"twenty"', 'nothing'. Empty when `problem` says it all. */
  found: string;
  /** A nudge towards the fix, usually `did you mean "weapons"?`. */
  hint?: string;
  /** A short headline when a type mismatch is not the whole story: 'unknown field'. */
  problem?: string;
  /** Point at the key of `path` rather than its value (an unknown field has no valid value). */
  at?: 'key';
}

interface Common {
  /** Prose for the JSON Schema and for `warsim` help output. */
  description?: string;
  /** Filled in by `validate` when the field is absent from its object. */
  default?: unknown;
  /** How messages name what is expected, when the generated phrase would be unclear. */
  expected?: string;
}

export interface NumberSchema extends Common {
  kind: 'number';
  integer: boolean;
  min?: number;
  max?: number;
  exclusiveMin?: number;
  exclusiveMax?: number;
}
export interface StringSchema extends Common {
  kind: 'string';
  /** A regular expression source (JavaScript and JSON Schema read it alike). */
  pattern?: string;
  minLength?: number;
}
export interface EnumSchema extends Common {
  kind: 'enum';
  values: readonly string[];
}
export interface IdSchema extends Common {
  kind: 'id';
  names: () => readonly string[];
  /** What the names are, singular: 'built-in profile'. */
  what: string;
}
export interface RefSchema extends Common {
  kind: 'ref';
  name: string;
  what: string;
}
export interface BooleanSchema extends Common {
  kind: 'boolean';
}
export interface ArraySchema extends Common {
  kind: 'array';
  item: Schema;
  minItems?: number;
  maxItems?: number;
}
export interface TupleSchema extends Common {
  kind: 'tuple';
  items: readonly Schema[];
}
export interface ObjectSchema extends Common {
  kind: 'object';
  props: Readonly<Record<string, Schema>>;
  required: readonly string[];
}
export interface RecordSchema extends Common {
  kind: 'record';
  value: Schema;
}
export interface UnionSchema extends Common {
  kind: 'union';
  options: readonly Schema[];
  /** For unions of objects told apart by one enum field, e.g. terrain `kind`. */
  discriminator?: string;
}
export interface AnySchema extends Common {
  kind: 'any';
}

export type Schema =
  | NumberSchema
  | StringSchema
  | EnumSchema
  | IdSchema
  | RefSchema
  | BooleanSchema
  | ArraySchema
  | TupleSchema
  | ObjectSchema
  | RecordSchema
  | UnionSchema
  | AnySchema;

type Options = Common;

/** A finite number, optionally an integer and bounded (bounds inclusive unless `exclusive…`). */
export function number(
  opts: Options & { integer?: boolean; min?: number; max?: number; exclusiveMin?: number; exclusiveMax?: number } = {},
): NumberSchema {
  return { kind: 'number', ...opts, integer: opts.integer ?? false };
}

/** A string, optionally matching a regular expression or of a minimum length. */
export function string(opts: Options & { pattern?: string; minLength?: number } = {}): StringSchema {
  return { kind: 'string', ...opts };
}

/** Ids must survive being a segment of a dotted path (`sides.empire.units.halberdiers`). */
export const IDENTIFIER_PATTERN = '^[A-Za-z][A-Za-z0-9_-]*$';

/**
 * An id that the scenario declares (side and unit ids): letters, digits, `-` and `_`,
 * starting with a letter, so it can be written as a segment of an id path.
 */
export function identifier(opts: Options = {}): StringSchema {
  return {
    kind: 'string',
    pattern: IDENTIFIER_PATTERN,
    expected: 'an id (letters, digits, "-" and "_", starting with a letter)',
    ...opts,
  };
}

/** One of a fixed list of strings; a misspelling gets the closest value as a hint. */
export function oneOf(values: readonly string[], opts: Options = {}): EnumSchema {
  return { kind: 'enum', values, ...opts };
}

/**
 * One of a list of names known only at run time, such as a system's built-in profiles.
 * `names` is called at each validation (and once for the JSON Schema, which lists them).
 *
 * @param what the kind of name, singular, for messages: 'built-in profile'
 */
export function idFrom(names: () => readonly string[], what: string, opts: Options = {}): IdSchema {
  return { kind: 'id', names, what, ...opts };
}

/**
 * A name from a list that depends on the scenario being validated, looked up by `name` in
 * the validation context. The scenario loader provides `side` (side ids), `unit` (all unit
 * ids), `enemy-unit` and `friendly-unit` (unit ids of the other / the same side as the unit
 * being validated).
 *
 * @param what the kind of name, singular, for messages (default `<name> id`)
 */
export function ref(name: string, opts: Options & { what?: string } = {}): RefSchema {
  const { what, ...rest } = opts;
  return { kind: 'ref', name, what: what ?? `${name.replace(/-/g, ' ')} id`, ...rest };
}

/** true or false (YAML 1.2: `yes`/`no` are strings, so they are rejected). */
export function boolean(opts: Options = {}): BooleanSchema {
  return { kind: 'boolean', ...opts };
}

/** A list whose items all follow `item`. */
export function array(item: Schema, opts: Options & { minItems?: number; maxItems?: number } = {}): ArraySchema {
  return { kind: 'array', item, ...opts };
}

/** A list of fixed length whose items follow `items` in order, e.g. a point `[x, y]`. */
export function tuple(items: readonly Schema[], opts: Options = {}): TupleSchema {
  return { kind: 'tuple', items, ...opts };
}

/**
 * An object with known fields; any other key is an error (with the closest field as a hint).
 * A field is optional unless listed in `required`; a field with a default is filled in.
 *
 * @throws Error when `required` names a field that is not declared or has a default
 */
export function object(
  props: Readonly<Record<string, Schema>>,
  opts: Options & { required?: readonly string[] } = {},
): ObjectSchema {
  const { required = [], ...rest } = opts;
  for (const key of required) {
    if (!Object.hasOwn(props, key)) throw new Error(`schema: required field "${key}" is not declared`);
    if (props[key].default !== undefined) throw new Error(`schema: required field "${key}" has a default`);
  }
  return { kind: 'object', props, required, ...rest };
}

/** An object with free keys whose values all follow `value`. */
export function record(value: Schema, opts: Options = {}): RecordSchema {
  return { kind: 'record', value, ...opts };
}

/**
 * A value that follows any one of `options`, e.g. a profile that is a built-in id or an
 * inline object. With `discriminator`, objects are matched to the option whose enum field of
 * that name holds the object's value, so messages come from the right option.
 */
export function union(options: readonly Schema[], opts: Options & { discriminator?: string } = {}): UnionSchema {
  return { kind: 'union', options, ...opts };
}

/** Any value; checked elsewhere (variant patches are checked after they are applied). */
export function anyValue(opts: Options = {}): AnySchema {
  return { kind: 'any', ...opts };
}

/** Name lists for `ref` schemas; a function receives the path of the value being checked. */
export type RefNames = readonly string[] | ((path: Path) => readonly string[]);

export interface ValidationContext {
  /**
   * Names per ref. Without `refs`, a ref accepts any string (nothing to check against);
   * with `refs`, a ref name missing from it is a programming error.
   */
  refs?: Readonly<Record<string, RefNames>>;
}

/**
 * Check `value` against `schema`, filling defaults in as it goes: an absent object field
 * with a default is set (to a copy of the default) in place, so the caller's value is
 * complete afterwards. The top-level value itself cannot be replaced, so pass an object.
 *
 * @param path where `value` sits, prefixed to every issue's path
 * @returns every issue found (empty when the value is valid)
 * @throws Error when a `ref` names a list the context lacks
 */
export function validate(schema: Schema, value: unknown, path: Path = [], ctx: ValidationContext = {}): Issue[] {
  const out: Issue[] = [];
  check(schema, value, path, ctx, out);
  return out;
}

function check(schema: Schema, value: unknown, path: Path, ctx: ValidationContext, out: Issue[]): void {
  const mismatch = (): void => {
    out.push({ path, expected: expectedText(schema), found: describeValue(value) });
  };
  switch (schema.kind) {
    case 'any':
      return;
    case 'boolean':
      if (typeof value !== 'boolean') mismatch();
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value) || !numberFits(schema, value)) mismatch();
      return;
    case 'string':
      if (typeof value !== 'string') return mismatch();
      if (schema.minLength !== undefined && value.length < schema.minLength) return mismatch();
      if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) mismatch();
      return;
    case 'enum':
      return checkName(schema, value, schema.values, path, out);
    case 'id':
      return checkName(schema, value, schema.names(), path, out);
    case 'ref': {
      if (ctx.refs === undefined) {
        if (typeof value !== 'string') mismatch();
        return;
      }
      return checkName(schema, value, refNames(schema, path, ctx), path, out);
    }
    case 'array': {
      if (!Array.isArray(value)) return mismatch();
      const tooFew = schema.minItems !== undefined && value.length < schema.minItems;
      const tooMany = schema.maxItems !== undefined && value.length > schema.maxItems;
      if (tooMany && schema.maxItems === 0 && schema.description !== undefined) {
        // A list that must stay empty says why (e.g. terrain on a system with an open table).
        out.push({ path, expected: 'an empty list', found: describeValue(value), hint: schema.description });
      } else if (tooFew || tooMany) {
        mismatch();
      }
      value.forEach((item, i) => check(schema.item, item, [...path, i], ctx, out));
      return;
    }
    case 'tuple': {
      if (!Array.isArray(value) || value.length !== schema.items.length) return mismatch();
      schema.items.forEach((item, i) => check(item, value[i], [...path, i], ctx, out));
      return;
    }
    case 'record': {
      if (!isPlainObject(value)) return mismatch();
      for (const key of Object.keys(value)) check(schema.value, value[key], [...path, key], ctx, out);
      return;
    }
    case 'object':
      return checkObject(schema, value, path, ctx, out);
    case 'union':
      return checkUnion(schema, value, path, ctx, out);
  }
}

function numberFits(s: NumberSchema, v: number): boolean {
  if (s.integer && !Number.isInteger(v)) return false;
  if (s.min !== undefined && v < s.min) return false;
  if (s.max !== undefined && v > s.max) return false;
  if (s.exclusiveMin !== undefined && v <= s.exclusiveMin) return false;
  if (s.exclusiveMax !== undefined && v >= s.exclusiveMax) return false;
  return true;
}

function checkName(schema: Schema, value: unknown, names: readonly string[], path: Path, out: Issue[]): void {
  if (typeof value === 'string' && names.includes(value)) return;
  const issue: Issue = { path, expected: expectedText(schema), found: describeValue(value) };
  if (typeof value === 'string') {
    const close = suggest(value, names);
    if (close !== undefined) issue.hint = `did you mean "${close}"?`;
  }
  out.push(issue);
}

function refNames(schema: RefSchema, path: Path, ctx: ValidationContext): readonly string[] {
  const names = ctx.refs?.[schema.name];
  if (names === undefined) throw new Error(`schema: no names for ref "${schema.name}" in the validation context`);
  return typeof names === 'function' ? names(path) : names;
}

function checkObject(schema: ObjectSchema, value: unknown, path: Path, ctx: ValidationContext, out: Issue[]): void {
  if (!isPlainObject(value)) {
    out.push({ path, expected: expectedText(schema), found: describeValue(value) });
    return;
  }
  const fields = Object.keys(schema.props);
  for (const key of Object.keys(value)) {
    if (Object.hasOwn(schema.props, key)) continue;
    const issue: Issue = {
      path: [...path, key],
      problem: 'unknown field',
      // Every field is listed: a reader fixing a typo wants to see the real names.
      expected: `one of ${listNames(fields, false, Infinity)}`,
      found: '',
      at: 'key',
    };
    const close = suggest(key, fields);
    if (close !== undefined) issue.hint = `did you mean "${close}"?`;
    out.push(issue);
  }
  for (const key of fields) {
    const field = schema.props[key];
    if (value[key] === undefined) {
      if (field.default !== undefined) {
        value[key] = structuredClone(field.default);
      } else {
        if (schema.required.includes(key)) {
          out.push({ path: [...path, key], problem: 'missing field', expected: expectedText(field), found: '' });
        }
        continue;
      }
    }
    check(field, value[key], [...path, key], ctx, out);
  }
}

function checkUnion(schema: UnionSchema, value: unknown, path: Path, ctx: ValidationContext, out: Issue[]): void {
  if (schema.discriminator !== undefined && isPlainObject(value)) {
    return checkDiscriminated(schema, schema.discriminator, value, path, ctx, out);
  }
  const shape = shapeOf(value);
  const fitting = schema.options.filter((option) => shapesOf(option).has(shape));
  if (fitting.length === 0) {
    out.push({ path, expected: expectedText(schema), found: describeValue(value) });
    return;
  }
  for (const option of fitting) {
    // Try on a copy: a failed option must not leave its defaults behind.
    if (validate(option, structuredClone(value), path, ctx).length === 0) {
      check(option, value, path, ctx, out);
      return;
    }
  }
  if (fitting.length === 1 || shape === 'object' || shape === 'array') {
    // One option has the value's shape: its own issues say most (a wrong inline profile
    // field); an issue about the whole value still names every alternative.
    const issues = fitting
      .map((option) => validate(option, structuredClone(value), path, ctx))
      .reduce((best, issues) => (issues.length < best.length ? issues : best));
    for (const issue of issues) {
      if (issue.path.length === path.length && issue.problem === undefined) issue.expected = expectedText(schema);
      out.push(issue);
    }
    return;
  }
  // Several string-like options (a keyword or a unit id): one issue naming them all.
  const names = fitting.flatMap((option) => namesOf(option, path, ctx));
  const issue: Issue = { path, expected: expectedText(schema), found: describeValue(value) };
  const close = typeof value === 'string' ? suggest(value, names) : undefined;
  if (close !== undefined) issue.hint = `did you mean "${close}"?`;
  out.push(issue);
}

function checkDiscriminated(
  schema: UnionSchema,
  key: string,
  value: Record<string, unknown>,
  path: Path,
  ctx: ValidationContext,
  out: Issue[],
): void {
  const tags = new Map<string, Schema>();
  for (const option of schema.options) {
    const tag = option.kind === 'object' ? option.props[key] : undefined;
    if (tag?.kind === 'enum') for (const v of tag.values) tags.set(v, option);
  }
  const tag = value[key];
  const option = typeof tag === 'string' ? tags.get(tag) : undefined;
  if (option !== undefined) return check(option, value, path, ctx, out);
  const issue: Issue = {
    path: [...path, key],
    expected: `one of ${listNames([...tags.keys()], true)}`,
    found: describeValue(tag),
  };
  if (tag === undefined) issue.problem = 'missing field';
  const close = typeof tag === 'string' ? suggest(tag, tags.keys()) : undefined;
  if (close !== undefined) issue.hint = `did you mean "${close}"?`;
  out.push(issue);
}

type Shape = 'boolean' | 'number' | 'string' | 'array' | 'object' | 'null' | 'undefined';

function shapeOf(value: unknown): Shape {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const t = typeof value;
  if (t === 'boolean' || t === 'number' || t === 'string' || t === 'undefined') return t;
  return 'object';
}

const ALL_SHAPES: readonly Shape[] = ['boolean', 'number', 'string', 'array', 'object', 'null'];

function shapesOf(schema: Schema): Set<Shape> {
  switch (schema.kind) {
    case 'any':
      return new Set(ALL_SHAPES);
    case 'boolean':
      return new Set(['boolean']);
    case 'number':
      return new Set(['number']);
    case 'string':
    case 'enum':
    case 'id':
    case 'ref':
      return new Set(['string']);
    case 'array':
    case 'tuple':
      return new Set(['array']);
    case 'object':
    case 'record':
      return new Set(['object']);
    case 'union':
      return new Set(schema.options.flatMap((option) => [...shapesOf(option)]));
  }
}

function namesOf(schema: Schema, path: Path, ctx: ValidationContext): readonly string[] {
  switch (schema.kind) {
    case 'enum':
      return schema.values;
    case 'id':
      return schema.names();
    case 'ref':
      return ctx.refs === undefined ? [] : refNames(schema, path, ctx);
    case 'union':
      return schema.options.flatMap((option) => namesOf(option, path, ctx));
    default:
      return [];
  }
}

/** Long name lists are cut short in messages: the hint carries the likely one. */
const LISTED = 12;

function listNames(names: readonly string[], quoted: boolean, limit = LISTED): string {
  const shown = names.slice(0, limit).map((n) => (quoted ? JSON.stringify(n) : n));
  const rest = names.length - shown.length;
  return rest > 0 ? `${shown.join(', ')}, … (${names.length} in all)` : shown.join(', ');
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/**
 * What a schema accepts, as a phrase for messages: 'an integer ≥ 1', 'one of "rout", "vp"'.
 */
export function expectedText(schema: Schema): string {
  if (schema.expected !== undefined) return schema.expected;
  switch (schema.kind) {
    case 'any':
      return 'any value';
    case 'boolean':
      return 'true or false';
    case 'number': {
      const bounds: string[] = [];
      if (schema.min !== undefined) bounds.push(`≥ ${schema.min}`);
      if (schema.exclusiveMin !== undefined) bounds.push(`> ${schema.exclusiveMin}`);
      if (schema.max !== undefined) bounds.push(`≤ ${schema.max}`);
      if (schema.exclusiveMax !== undefined) bounds.push(`< ${schema.exclusiveMax}`);
      const noun = schema.integer ? 'an integer' : 'a number';
      return bounds.length === 0 ? noun : `${noun} ${bounds.join(' and ')}`;
    }
    case 'string':
      if (schema.pattern !== undefined) return `a string matching /${schema.pattern}/`;
      return schema.minLength !== undefined && schema.minLength > 0 ? 'a non-empty string' : 'a string';
    case 'enum':
      return schema.values.length === 1 ? JSON.stringify(schema.values[0]) : `one of ${listNames(schema.values, true)}`;
    case 'id': {
      const names = schema.names();
      return names.length === 0 ? article(schema.what) : `${article(schema.what)} (${listNames(names, false)})`;
    }
    case 'ref':
      return article(schema.what);
    case 'array': {
      const { minItems: lo, maxItems: hi } = schema;
      const items = (n: number): string => `${n} item${n === 1 ? '' : 's'}`;
      if (hi === 0) return 'an empty list';
      if (lo !== undefined && lo === hi) return `a list of ${items(lo)}`;
      if (lo !== undefined && hi !== undefined) return `a list of ${lo} to ${items(hi)}`;
      if (lo !== undefined && lo > 0) return `a list of at least ${items(lo)}`;
      if (hi !== undefined) return `a list of at most ${items(hi)}`;
      return 'a list';
    }
    case 'tuple': {
      const n = schema.items.length;
      return schema.items.every((item) => item.kind === 'number') ? `a list of ${n} numbers` : `a list of ${n} items`;
    }
    case 'object':
    case 'record':
      return 'an object';
    case 'union':
      return [...new Set(schema.options.map(expectedText))].join(' or ');
  }
}

/** A value as a phrase for messages: '"twenty"', '12', 'a list', 'nothing'. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') {
    const text = JSON.stringify(value);
    return text.length > 42 ? `${text.slice(0, 40)}…"` : text;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  return 'an object';
}

/** A value that JSON and YAML mappings produce: not null, not a list. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON Schema (draft-07) node, as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

/** The draft-07 meta-schema id, written as `$schema` at the root. */
export const JSON_SCHEMA_DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/**
 * The JSON Schema (draft-07) for `schema`, for editors and external tools. Refs become plain
 * strings (their lists depend on the scenario); `idFrom` lists become enums.
 */
export function toJsonSchema(schema: Schema): JsonSchema {
  return { $schema: JSON_SCHEMA_DRAFT_07, ...jsonNode(schema) };
}

function jsonNode(schema: Schema): JsonSchema {
  const node: JsonSchema = {};
  if (schema.description !== undefined) node.description = schema.description;
  switch (schema.kind) {
    case 'any':
      break;
    case 'boolean':
      node.type = 'boolean';
      break;
    case 'number':
      node.type = schema.integer ? 'integer' : 'number';
      if (schema.min !== undefined) node.minimum = schema.min;
      if (schema.max !== undefined) node.maximum = schema.max;
      if (schema.exclusiveMin !== undefined) node.exclusiveMinimum = schema.exclusiveMin;
      if (schema.exclusiveMax !== undefined) node.exclusiveMaximum = schema.exclusiveMax;
      break;
    case 'string':
      node.type = 'string';
      if (schema.minLength !== undefined) node.minLength = schema.minLength;
      if (schema.pattern !== undefined) node.pattern = schema.pattern;
      break;
    case 'enum':
      node.type = 'string';
      node.enum = [...schema.values];
      break;
    case 'id': {
      node.type = 'string';
      const names = schema.names();
      if (names.length > 0) node.enum = [...names];
      if (node.description === undefined) node.description = article(schema.what);
      break;
    }
    case 'ref':
      node.type = 'string';
      if (node.description === undefined) node.description = article(schema.what);
      break;
    case 'array':
      node.type = 'array';
      node.items = jsonNode(schema.item);
      if (schema.minItems !== undefined) node.minItems = schema.minItems;
      if (schema.maxItems !== undefined) node.maxItems = schema.maxItems;
      break;
    case 'tuple':
      node.type = 'array';
      node.items = schema.items.map(jsonNode);
      node.minItems = schema.items.length;
      node.maxItems = schema.items.length;
      node.additionalItems = false;
      break;
    case 'object':
      node.type = 'object';
      node.properties = Object.fromEntries(Object.entries(schema.props).map(([k, s]) => [k, jsonNode(s)]));
      if (schema.required.length > 0) node.required = [...schema.required];
      node.additionalProperties = false;
      break;
    case 'record':
      node.type = 'object';
      node.additionalProperties = jsonNode(schema.value);
      break;
    case 'union':
      // anyOf, not oneOf: a keyword that is also a valid id would match two options.
      node.anyOf = schema.options.map(jsonNode);
      break;
  }
  if (schema.default !== undefined) node.default = structuredClone(schema.default);
  return node;
}
