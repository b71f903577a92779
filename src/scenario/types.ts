/**
 * The scenario format `warsim/1` after loading and validation (DESIGN.md §Scenario format).
 * The generic frame is shared by every game system; unit entries carry system fields that
 * the system's own unit schema validated.
 */
export type FlagValue = boolean | number | string;

export interface Position {
  x: number;
  y: number;
  /** Degrees; 0 faces +y (towards the far table edge), 90 faces +x. */
  facing: number;
}

/** A rectangle of terrain; `kind` is one of the system's area kinds (GameSystem.terrain). */
export interface AreaTerrain {
  kind: string;
  /** Lower-left corner and size, in the system's measure. */
  x: number;
  y: number;
  width: number;
  depth: number;
  name: string;
}

/** A segment of terrain; `kind` is one of the system's linear kinds. */
export interface LinearTerrain {
  kind: string;
  from: [number, number];
  to: [number, number];
  name: string;
}

export type Terrain = AreaTerrain | LinearTerrain;

export interface Battlefield {
  width: number;
  depth: number;
  terrain: Terrain[];
}

/** A unit entry: id, position and tactics are common; everything else is the system's. */
export interface UnitEntry {
  id: string;
  position: Position;
  tactics: Record<string, unknown>;
  [field: string]: unknown;
}

export interface Side {
  id: string;
  name: string;
  /** Built-in army list id, for systems that have them. */
  army: string;
  /** Agreed army size in points, for systems with army lists (absent: not checked). */
  points?: number;
  units: UnitEntry[];
}

export interface EndCondition {
  /** Turn limit (game turns: each side has one player turn per game turn). */
  turns: number;
  /** Stop at the first unit broken, fled or destroyed. */
  firstBreak: boolean;
}

export interface Variant {
  name: string;
  /** Patches by id path: 'sides.empire.units.halberdiers.models' → 25. */
  set: Record<string, unknown>;
}

export interface Scenario {
  format: 'warsim/1';
  system: string;
  title: string;
  description: string;
  seed: number;
  /** Fixed simulation count, or the cap when precision is set. */
  sims: number;
  /** Stop when every win-rate 95% half-width ≤ precision (0 = off). */
  precision: number;
  maxSims: number;
  end: EndCondition;
  /** Side id that takes the first turn, or 'roll-off'. */
  first: string;
  victory: 'rout' | 'vp';
  rules: Record<string, FlagValue>;
  battlefield: Battlefield;
  sides: [Side, Side];
  variants: Variant[];
  /** Grid over id paths: one run per combination. Empty when absent. */
  sweep: Record<string, unknown[]>;
}

/** One concrete run of a scenario: the base, a variant, or a sweep point. */
export interface ResolvedScenario {
  /** 'base', the variant name, or 'path=value, …' for a sweep point. */
  name: string;
  kind: 'base' | 'variant' | 'sweep';
  /** The patch applied to the base (empty for the base). */
  set: Record<string, unknown>;
  scenario: Scenario;
}
