/**
 * The schema of a `warsim/1` scenario file for one game system: the generic frame shared by
 * every system (DESIGN.md §Scenario format), the system's rule flags as `rules`, and the
 * system's unit schema for each unit. The loader validates with it and the JSON Schema is
 * generated from it.
 */
import type { GameSystem, RuleFlag } from '../systems/system.ts';
import {
  anyValue,
  array,
  boolean,
  identifier,
  number,
  object,
  oneOf,
  record,
  ref,
  string,
  tuple,
  union,
  type ObjectSchema,
  type Schema,
} from './schema.ts';

/** What the scenario schema needs from a game system. */
export type ScenarioSystem = Pick<GameSystem, 'id' | 'title' | 'flags' | 'unitSchema' | 'terrain'> & { measure?: GameSystem['measure'] };

/** The only format version so far. */
export const SCENARIO_FORMAT = 'warsim/1';

/** Defaults that depend on other fields, so the loader fills them in after validation. */
export const DEFAULT_SIMS = 100_000;
export const DEFAULT_MAX_SIMS = 1_000_000;

/** More simulations than this in one run is almost surely a typing mistake (a day on 64 cores). */
export const MAX_SIMS = 1e11;
/** Game turns at most: the rules play 6 or so; the per-turn metrics grow with the limit. */
export const MAX_TURNS = 100;
/** The largest table, and the farthest any coordinate may lie, in the system's measure (inches or cm). */
export const TABLE_MAX = 1000;

/** A coordinate on (or, for terrain, partly off) the table, in the system's measure. */
export function coordinate(description: string): Schema {
  return number({ min: -TABLE_MAX, max: TABLE_MAX, description });
}

/** A facing in degrees. */
export function facingDegrees(description: string, fallback?: number): Schema {
  return number({ min: -360, max: 360, ...(fallback === undefined ? {} : { default: fallback }), description });
}

/** A unit's place on the table; systems use it in their unit schema as `position`. */
export const positionSchema: ObjectSchema = object(
  {
    x: coordinate('Centre of the front edge, across the table from the left edge.'),
    y: coordinate('Centre of the front edge, from the near table edge.'),
    facing: facingDegrees('Facing in degrees: 0 faces +y (towards the far table edge), 90 faces +x.'),
  },
  { required: ['x', 'y', 'facing'], description: 'Where the unit stands and which way it faces.' },
);

const point = tuple([coordinate('x'), coordinate('y')], { description: 'A point [x, y] on the table.' });

/** What kind of piece, with each kind's line from the system. */
function kindSchema(kinds: Readonly<Record<string, string>>): Schema {
  const names = Object.keys(kinds);
  return oneOf(names, { description: names.map((k) => `${k}: ${kinds[k]}`).join('; ') });
}

/** `battlefield.terrain`: the pieces the system plays, or none on a system with an open table. */
function terrainSchema(system: ScenarioSystem): Schema {
  const { area, linear } = system.terrain;
  const pieces: Schema[] = [];
  if (Object.keys(area).length > 0) {
    pieces.push(
      object(
        {
          kind: kindSchema(area),
          x: coordinate('Left edge.'),
          y: coordinate('Near edge.'),
          width: number({ exclusiveMin: 0, max: TABLE_MAX }),
          depth: number({ exclusiveMin: 0, max: TABLE_MAX }),
          name: string({ default: '' }),
        },
        { required: ['kind', 'x', 'y', 'width', 'depth'], description: 'An area of terrain: a rectangle.' },
      ),
    );
  }
  if (Object.keys(linear).length > 0) {
    pieces.push(
      object(
        {
          kind: kindSchema(linear),
          from: point,
          to: point,
          name: string({ default: '' }),
        },
        { required: ['kind', 'from', 'to'], description: 'A linear obstacle from one point to another.' },
      ),
    );
  }
  if (pieces.length === 0) {
    return array(anyValue(), {
      maxItems: 0,
      default: [],
      description: `${system.title} is played on an open table here: no terrain pieces (see the system's README).`,
    });
  }
  const piece = pieces.length === 1 ? pieces[0] : union(pieces, { discriminator: 'kind' });
  return array(piece, { default: [], description: 'Terrain pieces on the table.' });
}

/** Paths a variant or sweep may not change: every run shares them (or they define the runs). */
export const FIXED_FIELDS: readonly string[] = [
  '$schema',
  'format',
  'system',
  'seed',
  'sims',
  'precision',
  'maxSims',
  'variants',
  'sweep',
];

/**
 * The schema of a rule flag's value: its type follows its default. Numeric flags whose
 * default and bounds are all integers take integers only (rule values such as a rank bonus
 * cap are counts, and the kernels use int32).
 */
export function flagSchema(flag: RuleFlag): Schema {
  const description = `${flag.description} (${flag.rule})`;
  if (typeof flag.default === 'boolean') return boolean({ default: flag.default, description });
  if (typeof flag.default === 'number') {
    const integer = [flag.default, flag.min, flag.max].every((v) => v === undefined || Number.isInteger(v));
    return number({ integer, min: flag.min, max: flag.max, default: flag.default, description });
  }
  if (flag.choices !== undefined) return oneOf(flag.choices, { default: flag.default, description });
  return string({ default: flag.default, description });
}

/**
 * The full schema of a scenario file for `system`. The loader validates sides after reading
 * any side files they name; `sideFiles` admits the `{ file: ... }` form as well, for the
 * JSON Schema editors use.
 *
 * @throws Error when the system's unit schema does not declare `id`, `position` and `tactics`
 */
export function scenarioSchema(system: ScenarioSystem, options: { sideFiles?: boolean } = {}): ObjectSchema {
  const unit = system.unitSchema;
  if (unit.kind !== 'object' || !['id', 'position', 'tactics'].every((k) => Object.hasOwn(unit.props, k))) {
    throw new Error(`system ${system.id}: unitSchema must be an object schema declaring id, position and tactics`);
  }
  const rules = object(
    Object.fromEntries(system.flags.map((flag) => [flag.name, flagSchema(flag)])),
    { default: {}, description: `House rules: rule flags of ${system.title} (\`warsim rules ${system.id}\` lists them).` },
  );
  const side = sideSchema(system);
  return object(
    {
      $schema: string({ description: 'Path or URL of this JSON Schema, for editors; ignored by warsim.' }),
      format: oneOf([SCENARIO_FORMAT], { description: 'Scenario format version.' }),
      system: oneOf([system.id], { description: `Game system: ${system.title}.` }),
      title: string({ minLength: 1 }),
      description: string({ default: '' }),
      seed: number({
        integer: true,
        min: 0,
        max: 0xffffffff,
        default: 1,
        description: 'Master seed: the same seed gives the same results, on any number of threads or machines.',
      }),
      sims: number({
        integer: true,
        min: 1,
        max: MAX_SIMS,
        description: `Simulations per run (default ${DEFAULT_SIMS}); not with precision.`,
      }),
      precision: number({
        exclusiveMin: 0,
        exclusiveMax: 0.5,
        description: 'Stop when every win-rate 95% interval half-width is at most this; not with sims.',
      }),
      maxSims: number({
        integer: true,
        min: 1,
        max: MAX_SIMS,
        description: `Cap on simulations per run with precision (default ${DEFAULT_MAX_SIMS}).`,
      }),
      end: object(
        {
          turns: number({ integer: true, min: 1, max: MAX_TURNS, default: 6, description: 'Game turns played at most.' }),
          on: oneOf(['first-break'], { description: 'Also stop at the first unit broken, fled or destroyed.' }),
        },
        { default: {}, description: 'When the battle ends.' },
      ),
      first: union([oneOf(['roll-off']), ref('side')], {
        default: 'roll-off',
        description: 'Side that takes the first turn, or roll-off.',
      }),
      victory: oneOf(['rout', 'vp'], {
        default: 'rout',
        description: "Without a clear winner: rout (a draw) or vp (the system's victory points).",
      }),
      rules,
      battlefield: object(
        {
          width: number({ exclusiveMin: 0, max: TABLE_MAX, default: defaultTable(system).width }),
          depth: number({ exclusiveMin: 0, max: TABLE_MAX, default: defaultTable(system).depth }),
          terrain: terrainSchema(system),
        },
        { default: {}, description: 'Table size and terrain, in the system\'s measure.' },
      ),
      sides: array(options.sideFiles ? union([side, sideRefSchema()]) : side, {
        minItems: 2,
        maxItems: 2,
        description: 'The two sides: each written out, or `{ file: ... }` naming a side file.',
      }),
      variants: array(
        object(
          {
            name: string({ minLength: 1 }),
            set: record(anyValue(), { description: 'Id path → new value, e.g. sides.empire.units.halberdiers.models: 25' }),
          },
          { required: ['name', 'set'] },
        ),
        { default: [], description: 'A/B comparisons: each variant patches the base scenario.' },
      ),
      sweep: record(array(anyValue(), { minItems: 1 }), {
        default: {},
        description: 'A grid: id path → values; one run per combination.',
      }),
    },
    { required: ['format', 'system', 'title', 'sides'] },
  );
}

/** The table a scenario plays on when it gives no size: 72"×48", or 180×120 cm. */
export function defaultTable(system: Pick<ScenarioSystem, 'measure'>): { width: number; depth: number } {
  return system.measure === 'cm' ? { width: 180, depth: 120 } : { width: 72, depth: 48 };
}

/** The format of a side file: one side, reusable across scenarios. */
export const SIDE_FORMAT = 'warsim-side/1';

/** One side as a scenario writes it: id, name, army, points and units. */
export function sideSchema(system: ScenarioSystem): ObjectSchema {
  return object(
    {
      id: identifier({ description: 'Side id, used in id paths and in `first`.' }),
      name: string({ description: 'Name for reports (default: the id).' }),
      army: string({ description: 'Built-in army list id, for systems that have them.' }),
      points: number({
        integer: true,
        min: 1,
        max: 1_000_000,
        description: 'Agreed army size in points, for systems with army lists: the roster is checked against its limits.',
      }),
      units: array(system.unitSchema, { minItems: 1 }),
    },
    { required: ['id', 'units'] },
  );
}

/** A scenario's side taken from a side file, with what the scenario changes about it. */
export function sideRefSchema(): ObjectSchema {
  return object(
    {
      file: string({ minLength: 1, description: 'The side file (`format: warsim-side/1`), relative to this scenario.' }),
      id: identifier({ description: "Side id in this scenario (default: the file's)." }),
      name: string({ description: "Name for reports (default: the file's)." }),
      edge: oneOf(['near', 'far'], {
        default: 'near',
        description: "Where the side deploys. A side file places its units as seen from the near edge (y = 0, facing +y); far turns the whole side round the table's centre.",
      }),
      prefix: identifier({
        description: 'Put this before every unit id (and the unit ids the side names, such as a unit a character joins): needed when both sides use the same unit ids, as in a mirror match.',
      }),
    },
    { required: ['file'] },
  );
}

/** The schema of a side file for `system`: the format and system, then one side. */
export function sideFileSchema(system: ScenarioSystem): ObjectSchema {
  const side = sideSchema(system);
  return object(
    {
      $schema: string({ description: 'Path or URL of this JSON Schema, for editors; ignored by warsim.' }),
      format: oneOf([SIDE_FORMAT], { description: 'Side file format version.' }),
      system: oneOf([system.id], { description: `Game system: ${system.title}.` }),
      ...side.props,
    },
    { required: ['format', 'system', ...side.required] },
  );
}
