/**
 * The contract every game system implements (DESIGN.md §Contracts/System). One folder per
 * system under src/systems/<id>/, registered in registry.ts.
 */
import type { MapFigures } from '../battlefield/map.ts';
import type { MetricSpec } from '../core/metrics.ts';
import type { Rng } from '../core/rng.ts';
import type { Path, Schema } from '../scenario/schema.ts';
import type { FlagValue, ResolvedScenario } from '../scenario/types.ts';

/** A named rule option: the digest's recommended reading is the default (house rules change it). */
export interface RuleFlag {
  name: string;
  default: FlagValue;
  /** For string flags: the allowed values. */
  choices?: readonly string[];
  /** For numeric flags: inclusive bounds. */
  min?: number;
  max?: number;
  description: string;
  /** Where the rule comes from, e.g. 'rules/wfb4.md §12-3 (RB p.36)'. */
  rule: string;
}

/**
 * A scenario that is valid but most likely not what its author meant — a side nobody can
 * order, say. `warsim validate` and `warsim run` print it at file:line:column and go on.
 */
export interface ScenarioWarning {
  /** Index- or id-based path of the field it concerns, as in ScenarioError. */
  path: Path;
  message: string;
}

/**
 * Who acts on whom in a sentence of the trace, for the animated replay's map (`warsim replay
 * --html`): `from` shoots at `to` ('shoot': missiles, war machines, a breath or a thrown rock),
 * casts a spell on it ('spell'), charges it ('charge': a charge declared, made or failed, a
 * pursuit into it) or strikes it in combat ('strike'). Both are ids of figures on the map as the
 * sentence is said — MapUnit.id or MapMarker.id of the system's figuresNow() — so a character
 * with a unit is named by its unit's id.
 */
export interface TraceLink {
  kind: 'shoot' | 'spell' | 'charge' | 'strike';
  from: string;
  to: string;
}

/** Receives a readable account of one simulation (`warsim replay`). Only called when tracing. */
export interface Tracer {
  /** One sentence; with `link` when it tells of one figure shooting at, charging or striking another. */
  line(text: string, link?: TraceLink): void;
}

/** One simulation at a time; allocates nothing in `run` after warm-up. */
export interface Kernel {
  /** Play one simulation with `rng`, writing one value per metric into `out`. */
  run(rng: Rng, out: Int32Array): void;
  /** Set to receive a trace; null (the default) in normal runs. */
  tracer: Tracer | null;
}

export interface UnitCost {
  side: string;
  unit: string;
  models: number;
  points: number;
  /** How the points were made up, for reports. */
  breakdown: string;
}

export interface CatalogueEntry {
  id: string;
  name: string;
  /** One line: profile or key facts. */
  summary: string;
  group: string;
}

/**
 * The terrain pieces a system places on the table (`battlefield.terrain`): each kind's name
 * with one line for the schema. Area pieces are rectangles, linear pieces segments. A system
 * with neither plays on an open table, and the schema refuses any piece.
 */
export interface TerrainKinds {
  area: Readonly<Record<string, string>>;
  linear: Readonly<Record<string, string>>;
}

export interface GameSystem<Plan = unknown> {
  id: string;
  title: string;
  measure: 'inch' | 'cm';
  terrain: TerrainKinds;
  /** Path of the system's README, relative to the package root. */
  readme: string;
  flags: readonly RuleFlag[];
  /** Schema of one unit entry (beyond id, position and tactics, which it also declares). */
  unitSchema: Schema;
  /** Built-in data, for `warsim list <system> [group]`. */
  catalogue(group?: string): CatalogueEntry[];
  /** Every group `catalogue(group)` answers (for `warsim list`'s message on an unknown one). */
  catalogueGroups(): string[];
  /**
   * Check everything the schema cannot (unknown profiles, impossible formations, rules not
   * supported yet) and build the plan. Throws ScenarioError with the offending path.
   */
  compile(run: ResolvedScenario): Plan;
  /** Legal but suspect set-ups in a compiled run (optional; none when absent). */
  warnings?(plan: Plan): ScenarioWarning[];
  metrics(plan: Plan): MetricSpec[];
  kernel(plan: Plan): Kernel;
  /** Its units (and lone figures) as its kernel deploys them, for the battlefield map (battlefield/map.ts). */
  figures(plan: Plan): MapFigures;
  /** Those on the table now, in a kernel of this system part way through a battle (a replay's step). */
  figuresNow(kernel: Kernel): MapFigures;
  costs(plan: Plan): UnitCost[];
  /**
   * The built-in field for `warsim matrix --builtin <system>`, for systems with built-in
   * armies; absent for the others.
   *
   * @throws Error for options the field cannot take (a points size below a list's minimum)
   */
  builtinField?(options: { points?: number }): BuiltinField;
}

/** A system's built-in armies, ready for `warsim matrix`. */
export interface BuiltinField {
  /** What the field is and how it was chosen, in a sentence or two, for the report. */
  description: string;
  /** Whether `points` is needed (Warmaster) or meaningless (the premade Patrols). */
  takesPoints: boolean;
  /** The battlefield template: a scenario without sides, as data. */
  template: Record<string, unknown>;
  /** Each side as a side file holds it (without format and system): id, name, army, points and units. */
  sides: Record<string, unknown>[];
}
