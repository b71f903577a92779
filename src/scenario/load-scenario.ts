/**
 * Scenario loading: text → validated Scenario → runs (base, variants, sweep points), each
 * compiled once by its game system so that nothing runs on a scenario with a mistake in it
 * (DESIGN.md §Scenario format). Every problem is reported at once, at file:line:column.
 */
import type { GameSystem, ScenarioWarning } from '../systems/system.ts';
import { formatPath, idPath, indexPath, resolveIdPath } from './id-path.ts';
import { parseSource, readSourceFile, syntaxOfFile, type ParsedSource, type SourcePosition } from './parse-source.ts';
import { ScenarioError, type ScenarioIssue } from './scenario-error.ts';
import { scenarioHash } from './scenario-hash.ts';
import type { LocatedWarning } from './scenario-warning.ts';
import {
  DEFAULT_MAX_SIMS,
  DEFAULT_SIMS,
  FIXED_FIELDS,
  SCENARIO_FORMAT,
  defaultTable,
  scenarioSchema,
  sideRefSchema,
} from './scenario-schema.ts';
import {
  describeValue,
  IDENTIFIER_PATTERN,
  isPlainObject,
  validate,
  type Issue,
  type ObjectSchema,
  type Path,
  type ValidationContext,
} from './schema.ts';
import { placeSide, readSideFile, sideFilePath, type SideFile, type SideRef } from './side-file.ts';
import { suggest } from './suggest.ts';
import type { Battlefield, FlagValue, ResolvedScenario, Scenario, Side, UnitEntry, Variant } from './types.ts';

/** How the loader finds game systems; the CLI passes the registry's functions. */
export interface LoadOptions {
  lookupSystem: (id: string) => GameSystem | undefined;
  /** All system ids, for the "did you mean" hint on an unknown system. */
  systemIds?: () => readonly string[];
}

export interface LoadedScenario {
  /** The file name as given (messages use it). */
  file: string;
  text: string;
  system: GameSystem;
  /** The base scenario, defaults filled in, with its variants and sweep. */
  scenario: Scenario;
  /**
   * The base run, then one run per variant, then one per sweep point. A run's scenario stands
   * alone: its variants and sweep are empty.
   */
  runs: ResolvedScenario[];
  /** scenarioHash(scenario): shards of one battle share it. */
  hash: string;
  /** What is legal but suspect, in file order; nothing stops for it. */
  warnings: LocatedWarning[];
  /** Where a path (index- or id-based) is written: in the scenario, or in the side file it came from. */
  locate(path: Path): SourcePosition & { file: string };
}

/** More sweep points than this is almost surely a mistake (and would exhaust memory). */
const MAX_SWEEP_POINTS = 10_000;

/**
 * Load, validate, expand and compile a scenario file (.yaml, .yml or .json).
 *
 * @throws ScenarioError listing every problem with file:line:column, field path, what was
 *   expected and what was found
 */
export function loadScenario(file: string, opts: LoadOptions): LoadedScenario {
  const read = readSourceFile(file, 'scenario file');
  if (!('text' in read)) throw new ScenarioError([read]);
  return parseScenario(read.text, file, opts);
}

/**
 * As `loadScenario`, for text already read; `file` names it in messages and its extension
 * chooses YAML or JSON.
 *
 * @throws ScenarioError as `loadScenario`
 */
export function parseScenario(text: string, file: string, opts: LoadOptions): LoadedScenario {
  const source = parseSource(text.replace(/^\uFEFF/, ''), syntaxOf(file));
  const fail = (issues: ScenarioIssue[]): never => {
    throw new ScenarioError(dedupe(issues));
  };
  if (source.issues.length > 0) fail(source.issues.map((issue) => ({ ...issue, file })));
  const raw = source.value;
  if (!isPlainObject(raw)) {
    fail([{ file, line: 1, column: 1, path: [], expected: 'a scenario: an object with format, system, title and sides', found: describeValue(raw) }]);
  }
  const data = raw as Record<string, unknown>;
  const placer = new Placer(file, source);

  const system = findSystem(data, opts, placer);
  includeSideFiles(data, file, system, placer);
  if (placer.issues.length > 0) fail(placer.issues);
  const schema = scenarioSchema(system);
  const base: RunDraft = { name: 'base', kind: 'base', set: {}, raw: data, patches: [] };
  const frameIssues = checkScenario(schema, data).map((issue) => (placer.fromFiles() ? withSideFileHint(issue) : issue));
  if (frameIssues.length > 0) fail(frameIssues.map((issue) => placer.place(issue, base)));
  const valid = data as unknown as ScenarioFile;

  const drafts = [base, ...expandRuns(schema, valid, placer)];
  if (placer.issues.length > 0) fail(placer.issues);

  const scenario = toScenario(valid);
  const runs: ResolvedScenario[] = drafts.map((draft) => ({
    name: draft.name,
    kind: draft.kind,
    set: draft.set,
    scenario: { ...toScenario(draft.raw as unknown as ScenarioFile), variants: [], sweep: {} },
  }));
  const warnings: LocatedWarning[] = [];
  const seen = new Set<string>();
  const warn = (warning: ScenarioWarning, draft: RunDraft) => {
    const located = placer.warning(warning, draft);
    // The base's warnings repeat in every variant that does not touch them: say them once.
    const key = `${located.field}\u0000${located.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    warnings.push(located);
  };
  const baseHash = scenarioHash(runs[0].scenario);
  runs.forEach((run, i) => {
    try {
      const plan = system.compile(run);
      for (const warning of system.warnings?.(plan) ?? []) warn(warning, drafts[i]);
    } catch (error) {
      // Anything else is a bug in the system, not in the scenario: let it through as it is.
      if (!(error instanceof ScenarioError) || error.issues.length === 0) throw error;
      const issues = error.issues.map((issue) => (issue.line === undefined ? placer.place(issue, drafts[i]) : issue));
      // A mistake in the base would repeat in every variant: report it once.
      if (run.kind === 'base') fail(issues);
      placer.issues.push(...issues);
    }
  });
  if (placer.issues.length > 0) fail(placer.issues);
  runs.forEach((run, i) => {
    if (run.kind !== 'variant' || scenarioHash(run.scenario) !== baseHash) return;
    const index = valid.variants.findIndex((v) => v.name === run.name);
    warnings.push({
      ...placer.at(['variants', index], false),
      message: `variant "${run.name}" sets nothing the base does not already have: it plays the base again`,
    });
  });
  warnings.sort((a, b) => a.line - b.line || a.column - b.column);

  return {
    file,
    text,
    system,
    scenario,
    runs,
    hash: scenarioHash(scenario),
    warnings,
    locate: (path) => placer.locate(filePath(indexPath(path, data)), false),
  };
}

/** Where sides come from side files, a clash of ids says how the scenario can tell them apart. */
function withSideFileHint(issue: Issue): Issue {
  if (issue.problem === 'duplicate side id') return { ...issue, hint: 'a side taken from a side file can be given another: { file: ..., id: ... }' };
  if (issue.problem === 'duplicate unit id') return { ...issue, hint: 'rename one; a side taken from a side file can take a prefix for its unit ids: { file: ..., prefix: b- }' };
  return issue;
}

/**
 * Replace each side written as `{ file: ... }` by the side its file holds, placed as the
 * scenario says (id, name, edge, prefix); problems go to `placer`, which from then on places
 * paths inside those sides in their files.
 */
function includeSideFiles(data: Record<string, unknown>, file: string, system: GameSystem, placer: Placer): void {
  const sides = data.sides;
  if (!Array.isArray(sides)) return;
  const field = isPlainObject(data.battlefield) ? data.battlefield : {};
  const standard = defaultTable(system);
  const table = {
    width: typeof field.width === 'number' ? field.width : standard.width,
    depth: typeof field.depth === 'number' ? field.depth : standard.depth,
  };
  sides.forEach((entry, i) => {
    if (!isPlainObject(entry) || !Object.hasOwn(entry, 'file')) return;
    const issues = validate(sideRefSchema(), entry, ['sides', i]);
    if (issues.length > 0) return issues.forEach((issue) => placer.add(issue));
    const ref = entry as unknown as SideRef;
    const read = readSideFile(sideFilePath(file, ref.file), system);
    if (Array.isArray(read)) return void placer.issues.push(...read);
    sides[i] = placeSide(read, ref, system.unitSchema, table);
    placer.include(i, read);
  });
}

function syntaxOf(file: string): 'yaml' | 'json' {
  const syntax = syntaxOfFile(file, 'scenario file');
  if (typeof syntax !== 'string') throw new ScenarioError([syntax]);
  return syntax;
}

/** The file's shape once validated with defaults filled in (`end` and run size not yet normalised). */
interface ScenarioFile {
  format: 'warsim/1';
  system: string;
  title: string;
  description: string;
  seed: number;
  sims?: number;
  precision?: number;
  maxSims?: number;
  end: { turns: number; on?: 'first-break' };
  first: string;
  victory: 'rout' | 'vp';
  rules: Record<string, FlagValue>;
  battlefield: Battlefield;
  sides: { id: string; name?: string; army?: string; points?: number; units: UnitEntry[] }[];
  variants: Variant[];
  sweep: Record<string, unknown[]>;
}

/** A variant or sweep value written at `origin` in the file, applied at `path`. */
interface Patch {
  path: Path;
  value: unknown;
  origin: Path;
}

interface RunDraft {
  name: string;
  kind: ResolvedScenario['kind'];
  set: Record<string, unknown>;
  /** The patched file data, validated. */
  raw: Record<string, unknown>;
  patches: Patch[];
}

/** Turns path-only issues into located ones, and collects them. */
class Placer {
  readonly issues: ScenarioIssue[] = [];
  /** Sides read from side files, by index: paths inside them are placed in those files. */
  private readonly included = new Map<number, SideFile>();

  constructor(
    private readonly file: string,
    private readonly source: ParsedSource,
  ) {}

  /** From now on, place paths inside side `index` in its side file. */
  include(index: number, side: SideFile): void {
    this.included.set(index, side);
  }

  /** True when a side came from a side file. */
  fromFiles(): boolean {
    return this.included.size > 0;
  }

  /** Where an index path of the loaded data is written: in the scenario, or in a side file. */
  locate(path: Path, atKey: boolean): { file: string; line: number; column: number } {
    const from = path[0] === 'sides' && typeof path[1] === 'number' ? this.included.get(path[1]) : undefined;
    // The side entry itself, and its id and name (which the scenario may set), are placed in the scenario.
    if (from !== undefined && path.length > 2 && !(path.length === 3 && (path[2] === 'id' || path[2] === 'name'))) {
      return { file: from.file, ...from.source.locate(path.slice(2), atKey) };
    }
    return { file: this.file, ...this.source.locate(path, atKey) };
  }

  /**
   * Locate an issue of `run`. The base was valid, so a problem in a variant or sweep point
   * is its patches' doing: it points inside the value a patch wrote when it lies there, or
   * else at the patch closest to it (models: 8 makes files: 10 too wide). Paths print by ids.
   */
  place(issue: ScenarioIssue, run: RunDraft): ScenarioIssue {
    return { ...issue, ...this.inRun(issue.path, issue.at === 'key', run) };
  }

  /** Locate a system's warning about `run` as `place` locates an issue. */
  warning(warning: ScenarioWarning, run: RunDraft): LocatedWarning {
    return { ...this.inRun(warning.path, false, run), message: warning.message };
  }

  /** Where a path of the file itself (or of a side it takes from a side file) is written. */
  at(path: Path, atKey: boolean): { file: string; line: number; column: number; field: string } {
    return { ...this.locate(path, atKey), field: formatPath(path) };
  }

  private inRun(issuePath: Path, atKey: boolean, run: RunDraft): { file: string; line: number; column: number; field: string; run?: string } {
    const path = filePath(indexPath(issuePath, run.raw));
    const inside = run.patches.find((p) => commonPrefix(p.path, path) === p.path.length);
    // Patches are written in the scenario; anything else where the data came from.
    let where = this.locate(path, atKey);
    if (inside !== undefined) {
      where = { file: this.file, ...this.source.locate([...inside.origin, ...path.slice(inside.path.length)], atKey) };
    } else if (run.patches.length > 0) {
      const nearest = run.patches.reduce((best, p) => (commonPrefix(p.path, path) > commonPrefix(best.path, path) ? p : best));
      where = { file: this.file, ...this.source.locate(nearest.origin, false) };
    }
    const placed: { file: string; line: number; column: number; field: string; run?: string } = {
      ...where,
      field: formatPath(idPath(path, run.raw)),
    };
    if (run.kind !== 'base') placed.run = `${run.kind === 'sweep' ? 'sweep point' : 'variant'} "${run.name}"`;
    return placed;
  }

  /** Locate an issue about the file itself (a `set` key, a variant name). */
  add(issue: Issue): void {
    this.issues.push({ ...issue, ...this.at(issue.path, issue.at === 'key') });
  }
}

function commonPrefix(a: Path, b: Path): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** Loaded scenarios say `end.firstBreak`; files say `end.on`. */
function filePath(path: Path): Path {
  return path[0] === 'end' && path[1] === 'firstBreak' ? ['end', 'on', ...path.slice(2)] : path;
}

function findSystem(raw: Record<string, unknown>, opts: LoadOptions, placer: Placer): GameSystem {
  const { format, system: id } = raw;
  const issues: Issue[] = [];
  if (format !== SCENARIO_FORMAT) {
    issues.push({
      path: ['format'],
      ...(format === undefined ? { problem: 'missing field' } : {}),
      expected: JSON.stringify(SCENARIO_FORMAT),
      found: format === undefined ? '' : describeValue(format),
    });
  }
  const system = typeof id === 'string' ? opts.lookupSystem(id) : undefined;
  if (system === undefined) {
    const ids = opts.systemIds?.() ?? [];
    const issue: Issue = {
      path: ['system'],
      expected: ids.length > 0 ? `a game system: one of ${ids.join(', ')}` : 'a known game system id',
      found: describeValue(id),
    };
    if (id === undefined) issue.problem = 'missing field';
    const close = typeof id === 'string' ? suggest(id, ids) : undefined;
    if (close !== undefined) issue.hint = `did you mean "${close}"?`;
    issues.push(issue);
  }
  issues.forEach((issue) => placer.add(issue));
  if (placer.issues.length > 0 || system === undefined) throw new ScenarioError(placer.issues);
  return system;
}

/** Schema validation plus the checks that span fields; fills defaults into `raw`. */
function checkScenario(schema: ObjectSchema, raw: Record<string, unknown>): Issue[] {
  const issues = validate(schema, raw, [], refContext(raw));
  // One complaint per field: a malformed id need not also be reported as a bad id path.
  const flagged = new Set(issues.map((issue) => JSON.stringify(issue.path)));
  return [...issues, ...crossChecks(raw).filter((issue) => !flagged.has(JSON.stringify(issue.path)))];
}

function idOf(item: unknown): string | undefined {
  return isPlainObject(item) && typeof item.id === 'string' ? item.id : undefined;
}

function defined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

function listAt(value: unknown, key: string): unknown[] {
  return isPlainObject(value) && Array.isArray(value[key]) ? value[key] : [];
}

/**
 * Names for `ref` schemas, read from the (not yet validated) data: `side`, `unit`, and per
 * unit `enemy-unit` / `friendly-unit` (by the side index in the path being validated).
 */
function refContext(raw: Record<string, unknown>): ValidationContext {
  const sides = listAt(raw, 'sides');
  const unitsOf = sides.map((side) => listAt(side, 'units').map(idOf).filter(defined));
  const all = unitsOf.flat();
  const sideIndex = (path: Path): number => (path[0] === 'sides' && typeof path[1] === 'number' ? path[1] : -1);
  return {
    refs: {
      side: sides.map(idOf).filter(defined),
      unit: all,
      'enemy-unit': (path) => {
        const own = sideIndex(path);
        return own < 0 ? all : unitsOf.filter((_, i) => i !== own).flat();
      },
      'friendly-unit': (path) => {
        const own = sideIndex(path);
        return own < 0 ? all : (unitsOf[own] ?? []);
      },
    },
  };
}

/** Checks the schema cannot express: unique ids, and run size given one way only. */
function crossChecks(raw: Record<string, unknown>): Issue[] {
  const out: Issue[] = [];
  if (raw.sims !== undefined && raw.precision !== undefined) {
    out.push({
      path: ['precision'],
      problem: 'sims and precision both given',
      expected: 'either sims (a fixed count) or precision (with maxSims as the cap)',
      found: '',
    });
  }
  if (raw.maxSims !== undefined && raw.precision === undefined) {
    out.push({
      path: ['maxSims'],
      problem: 'maxSims without precision',
      expected: 'precision alongside maxSims (maxSims caps a precision run; sims sets a fixed count)',
      found: '',
    });
  }
  const sideIds = new Set<string>();
  const unitSides = new Map<string, string>();
  const identifier = new RegExp(IDENTIFIER_PATTERN, 'u');
  listAt(raw, 'sides').forEach((side, s) => {
    const sideId = idOf(side);
    if (sideId !== undefined) {
      if (sideIds.has(sideId)) {
        out.push({ path: ['sides', s, 'id'], problem: 'duplicate side id', expected: 'a side id not used before', found: JSON.stringify(sideId) });
      }
      sideIds.add(sideId);
    }
    listAt(side, 'units').forEach((unit, u) => {
      const unitId = idOf(unit);
      if (unitId === undefined) return;
      const path = ['sides', s, 'units', u, 'id'];
      // Ids are segments of id paths, whatever the system's unit schema says of them.
      if (!identifier.test(unitId)) {
        out.push({ path, expected: 'a unit id of letters, digits, "-" and "_", starting with a letter', found: JSON.stringify(unitId) });
      }
      const other = unitSides.get(unitId);
      if (other !== undefined) {
        out.push({
          path,
          problem: 'duplicate unit id',
          expected: 'a unit id used once in the scenario (variants and sweeps address units by id)',
          found: `${JSON.stringify(unitId)}, already a unit of side ${JSON.stringify(other)}`,
        });
      } else {
        unitSides.set(unitId, sideId ?? String(s));
      }
    });
  });
  return out;
}

/** Variant runs, then sweep runs; problems go to `placer`. */
function expandRuns(schema: ObjectSchema, base: ScenarioFile, placer: Placer): RunDraft[] {
  const baseRaw = base as unknown as Record<string, unknown>;
  const drafts: RunDraft[] = [];
  const names = new Map<string, Path>([['base', []]]);
  const claimName = (name: string, at: Path): void => {
    const first = names.get(name);
    if (first === undefined) return void names.set(name, at);
    placer.add({
      path: at,
      problem: 'duplicate run name',
      expected: 'a name no other run has (base, variants and sweep points name the results)',
      found: JSON.stringify(name),
    });
  };

  base.variants.forEach((variant, v) => {
    claimName(variant.name, ['variants', v, 'name']);
    const keys = Object.keys(variant.set);
    if (keys.length === 0) {
      placer.add({ path: ['variants', v, 'set'], expected: 'at least one id path to change', found: 'an empty set' });
      return;
    }
    const patches: Patch[] = [];
    for (const key of keys) {
      const path = resolveSetPath(schema, baseRaw, key, ['variants', v, 'set', key], placer);
      if (path !== undefined) patches.push({ path, value: variant.set[key], origin: ['variants', v, 'set', key] });
    }
    if (patches.length === keys.length) {
      drafts.push(patchedRun(schema, baseRaw, { name: variant.name, kind: 'variant', set: variant.set, patches }, placer));
    }
  });

  const keys = Object.keys(base.sweep);
  if (keys.length === 0) return drafts;
  const paths = keys.map((key) => resolveSetPath(schema, baseRaw, key, ['sweep', key], placer));
  const lists = keys.map((key) => base.sweep[key]);
  const points = lists.reduce((n, list) => n * list.length, 1);
  if (points > MAX_SWEEP_POINTS) {
    placer.add({ path: ['sweep'], expected: `at most ${MAX_SWEEP_POINTS} combinations`, found: `${points} combinations` });
    return drafts;
  }
  if (paths.some((path) => path === undefined)) return drafts;
  const labels = sweepLabels(keys);
  // An odometer over the value lists, the last key turning fastest.
  const choice = keys.map(() => 0);
  for (let n = 0; n < points; n++) {
    const set: Record<string, unknown> = {};
    const patches: Patch[] = keys.map((key, k) => {
      set[key] = lists[k][choice[k]];
      return { path: paths[k] as Path, value: lists[k][choice[k]], origin: ['sweep', key, choice[k]] };
    });
    const name = keys.map((_, k) => `${labels[k]}=${formatValue(lists[k][choice[k]])}`).join(', ');
    claimName(name, ['sweep', keys[keys.length - 1], choice[keys.length - 1]]);
    drafts.push(patchedRun(schema, baseRaw, { name, kind: 'sweep', set, patches }, placer));
    for (let k = keys.length - 1; k >= 0; k--) {
      choice[k]++;
      if (choice[k] < lists[k].length) break;
      choice[k] = 0;
    }
  }
  return drafts;
}

/** Resolve a `set` or `sweep` key to an index path, or report it at the key. */
function resolveSetPath(schema: ObjectSchema, raw: Record<string, unknown>, key: string, at: Path, placer: Placer): Path | undefined {
  const root = key.split('.')[0];
  if (FIXED_FIELDS.includes(root)) {
    placer.add({
      path: at,
      at: 'key',
      problem: `${root} cannot differ between runs`,
      expected: 'a path into rules, battlefield, sides, end, first, victory, title or description',
      found: '',
    });
    return undefined;
  }
  const resolved = resolveIdPath(schema, raw, key);
  if ('issue' in resolved) {
    placer.add({ ...resolved.issue, path: at, at: 'key' });
    return undefined;
  }
  return resolved.path;
}

/** Apply the patches to a copy of the base and validate the result again, as a whole. */
function patchedRun(
  schema: ObjectSchema,
  base: Record<string, unknown>,
  run: Omit<RunDraft, 'raw'>,
  placer: Placer,
): RunDraft {
  const raw = structuredClone(base);
  for (const patch of run.patches) setAt(raw, patch.path, structuredClone(patch.value));
  const draft = { ...run, raw };
  for (const issue of checkScenario(schema, raw)) placer.issues.push(placer.place(issue, draft));
  return draft;
}

function setAt(root: Record<string, unknown>, path: Path, value: unknown): void {
  let node: Record<string | number, unknown> = root;
  for (let i = 0; i < path.length - 1; i++) {
    let next = node[path[i]];
    // An optional object that is absent gets created, so `tactics.charge` can be set.
    if (typeof next !== 'object' || next === null) node[path[i]] = next = {};
    node = next as Record<string | number, unknown>;
  }
  node[path[path.length - 1]] = value;
}

/**
 * Short labels for sweep keys: the shortest dotted suffix that tells them apart, so a sweep
 * point reads `models=25`, or `halberdiers.models=25, knights.models=8`.
 */
function sweepLabels(keys: readonly string[]): string[] {
  const split = keys.map((key) => key.split('.'));
  return split.map((segments, i) => {
    for (let n = 1; n < segments.length; n++) {
      const suffix = segments.slice(-n).join('.');
      if (split.every((other, j) => j === i || other.slice(-n).join('.') !== suffix)) return suffix;
    }
    return keys[i];
  });
}

function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The loaded form: run size settled, `end` spelled out, side names filled in. */
function toScenario(valid: ScenarioFile): Scenario {
  const file = structuredClone(valid);
  const precision = file.precision ?? 0;
  const maxSims = file.maxSims ?? DEFAULT_MAX_SIMS;
  const sides = file.sides.map((side): Side => ({
    id: side.id,
    name: side.name ?? side.id,
    army: side.army ?? '',
    ...(side.points !== undefined ? { points: side.points } : {}),
    units: side.units,
  }));
  return {
    format: file.format,
    system: file.system,
    title: file.title,
    description: file.description,
    seed: file.seed,
    sims: precision > 0 ? maxSims : (file.sims ?? DEFAULT_SIMS),
    precision,
    maxSims,
    end: { turns: file.end.turns, firstBreak: file.end.on === 'first-break' },
    first: file.first,
    victory: file.victory,
    rules: file.rules,
    battlefield: file.battlefield,
    sides: [sides[0], sides[1]],
    variants: file.variants,
    sweep: file.sweep,
  };
}

/** One report per place and message: a bad sweep value shows up in many grid points. */
function dedupe(issues: readonly ScenarioIssue[]): ScenarioIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = [issue.line, issue.column, issue.field, issue.problem, issue.expected, issue.found].join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
