/**
 * The best tactic (`warsim tactics`): every combination of the named units' tactic choices is
 * played on the same dice, ranked by the side's win rate, and each compared with the best by
 * its paired difference with Bonferroni-adjusted (simultaneous) 95% intervals. The choices are
 * read from the system's unit schema — each tactic that is a list of words, a yes/no, or a
 * target (the enemy units' ids and the words) — so every system's vocabulary is played as is.
 */
import { createHash } from 'node:crypto';
import { normalQuantile, Z95 } from '../core/stats/z.ts';
import type { Summary } from '../report/summary.ts';
import type { LoadedRuns } from '../runner/run-scenario.ts';
import type { Schema } from '../scenario/schema.ts';
import type { ResolvedScenario, Scenario } from '../scenario/types.ts';

/** A tactic value: a word, a unit id, or a yes/no. */
export type TacticValue = string | boolean;

/** One unit's tactic field and the values it is tried at. */
export interface TacticField {
  side: string;
  unit: string;
  field: string;
  values: TacticValue[];
}

/**
 * The values a tactic field can take, from its schema: a list of words, both booleans, or a
 * target (its words and every enemy unit's id); null for a field that is none of these (a
 * number, say), which the command cannot enumerate.
 */
export function valuesOf(schema: Schema, enemies: readonly string[]): TacticValue[] | null {
  if (schema.kind === 'enum') return [...schema.values];
  if (schema.kind === 'boolean') return [false, true];
  if (schema.kind === 'union') {
    const out: TacticValue[] = [];
    for (const option of schema.options) {
      if (option.kind === 'enum') out.push(...option.values);
      else if (option.kind === 'ref' && option.name === 'enemy-unit') out.push(...enemies);
      else return null;
    }
    return out;
  }
  return null;
}

/** The tactics properties of a system's unit schema. */
export function tacticSchemas(unitSchema: Schema): Readonly<Record<string, Schema>> {
  if (unitSchema.kind !== 'object') return {};
  const tactics = unitSchema.props.tactics;
  return tactics !== undefined && tactics.kind === 'object' ? tactics.props : {};
}

/** 'side.unit' → its side and unit ids in `scenario`, or an error naming what is there. */
export function findUnit(scenario: Scenario, name: string): { side: string; unit: string } {
  const dot = name.indexOf('.');
  const units = scenario.sides.flatMap((s) => s.units.map((u) => `${s.id}.${u.id}`));
  if (dot > 0) {
    const side = scenario.sides.find((s) => s.id === name.slice(0, dot));
    if (side && side.units.some((u) => u.id === name.slice(dot + 1))) return { side: side.id, unit: name.slice(dot + 1) };
  } else {
    const found = units.filter((u) => u.endsWith(`.${name}`));
    if (found.length === 1) return findUnit(scenario, found[0]);
  }
  throw new Error(`--unit ${name}: no such unit; the scenario's units are ${units.join(', ')}`);
}

/** One combination of choices: each field's value, in the order of the fields. */
export interface TacticCombination {
  values: TacticValue[];
  /** The run's name: 'halberdiers.react=flee, knights.charge=nearest'. */
  name: string;
}

/** Every combination of the fields' values (the first field varying slowest). */
export function combinations(fields: readonly TacticField[]): TacticCombination[] {
  let out: TacticValue[][] = [[]];
  for (const f of fields) out = out.flatMap((prefix) => f.values.map((v) => [...prefix, v]));
  return out.map((values) => ({ values, name: comboName(fields, values) }));
}

function comboName(fields: readonly TacticField[], values: readonly TacticValue[]): string {
  return fields.map((f, i) => `${f.unit}.${f.field}=${String(values[i])}`).join(', ');
}

/** The scenario with the combination's tactics set on its units. */
export function withTactics(base: ResolvedScenario, fields: readonly TacticField[], combo: TacticCombination): ResolvedScenario {
  const scenario: Scenario = structuredClone(base.scenario);
  const set: Record<string, unknown> = {};
  fields.forEach((f, i) => {
    const unit = scenario.sides.find((s) => s.id === f.side)!.units.find((u) => u.id === f.unit)!;
    unit.tactics = { ...unit.tactics, [f.field]: combo.values[i] };
    set[`sides.${f.side}.units.${f.unit}.tactics.${f.field}`] = combo.values[i];
  });
  return { name: combo.name, kind: 'variant', set, scenario };
}

/**
 * The runs to play: the combination `first` as the base (the one the others are compared
 * with), then the others in order; the hash names the set for the workers' cache.
 */
export function comboRuns(loaded: LoadedRuns, runs: readonly ResolvedScenario[], first: number): LoadedRuns {
  const ordered = [runs[first], ...runs.filter((_, i) => i !== first)].map((r, i) => ({ ...r, kind: i === 0 ? ('base' as const) : ('variant' as const) }));
  const hash = createHash('sha256')
    .update(`${loaded.hash}\ntactics\n${JSON.stringify(ordered.map((r) => r.set))}`)
    .digest('hex');
  return { file: loaded.file, scenario: { ...loaded.scenario, variants: [], sweep: {} }, runs: ordered, hash };
}

/**
 * What ranks the choices: the side's win rate (outcome index), or its mean victory points
 * (the key of its count metric, e.g. 'side.empire.vp').
 */
export type TacticMeasure = { kind: 'win'; outcome: number } | { kind: 'vp'; key: string };

/** One combination's standing. */
export interface TacticStanding {
  name: string;
  set: Record<string, unknown>;
  /** The measure: the side's win rate with its Wilson 95% interval, or its mean VP with its 95% interval. */
  rate: number;
  lo: number;
  hi: number;
  /** Against the best, paired, with the Bonferroni-adjusted interval (points of win rate, or VP); 0 for the best. */
  vsBest: { diff: number; lo: number; hi: number };
  /** True when every simulation came out as with the best: a tie no number of simulations can break. */
  same: boolean;
}

export interface TacticRanking {
  /** The side whose win rate or victory points rank the combinations. */
  side: string;
  /** 'win' or 'vp'. */
  by: TacticMeasure['kind'];
  standings: TacticStanding[];
  /** Comparisons with the best the Bonferroni adjustment covers (combinations − 1). */
  comparisons: number;
  /** The normal quantile of the adjusted intervals. */
  z: number;
  /** True when every other combination's adjusted interval lies below zero, or it plays exactly as the best. */
  separated: boolean;
}

/** A run's standing on the measure, before any comparison. */
function measured(run: Summary['runs'][number], measure: TacticMeasure): { rate: number; lo: number; hi: number } {
  if (measure.kind === 'win') {
    const o = run.outcomes[measure.outcome];
    return { rate: o.rate, lo: o.lo, hi: o.hi };
  }
  const st = run.metrics.find((m) => m.key === measure.key)?.stats;
  return st ? { rate: st.mean, lo: st.meanLo, hi: st.meanHi } : { rate: 0, lo: 0, hi: 0 };
}

/** A run against the base on the measure: the paired difference, its 95% half-width's standard error, and whether nothing changed. */
function againstBase(run: Summary['runs'][number], measure: TacticMeasure): { diff: number; se: number; same: boolean } {
  if (measure.kind === 'win') {
    const d = run.vsBase!.outcomes[measure.outcome];
    const se = d.lo !== null && d.hi !== null ? ((d.hi - d.lo) * 100) / (2 * Z95) : Infinity;
    return { diff: (d.diff ?? 0) * 100, se, same: d.onlyRun + d.onlyBase === 0 };
  }
  const d = run.vsBase!.metrics.find((m) => m.key === measure.key);
  if (d === undefined || d.diff === null) return { diff: 0, se: Infinity, same: false };
  const se = d.lo !== null && d.hi !== null ? (d.hi - d.lo) / (2 * Z95) : Infinity;
  return { diff: d.diff, se, same: d.diff === 0 && se === 0 };
}

/**
 * Rank a summary whose base is the combination believed best: each run's measure for the side,
 * and every other run's paired difference from the base with its interval widened to the
 * Bonferroni level for the k − 1 comparisons (simultaneous 95%).
 */
export function rankAgainstBase(summary: Summary, measure: TacticMeasure, side: string): TacticRanking {
  const m = Math.max(1, summary.runs.length - 1);
  const z = normalQuantile(1 - 0.025 / m);
  const standings: TacticStanding[] = summary.runs.map((run, r) => {
    const at = measured(run, measure);
    if (r === 0 || run.vsBase === null) return { name: run.name, set: run.set, ...at, vsBest: { diff: 0, lo: 0, hi: 0 }, same: r === 0 };
    const { diff, se, same } = againstBase(run, measure);
    return { name: run.name, set: run.set, ...at, vsBest: { diff, lo: diff - z * se, hi: diff + z * se }, same };
  });
  // The best first, then the choices that tie with it exactly, then by the measure.
  const best = summary.runs[0].name;
  standings.sort((a, b) => Number(b.name === best) - Number(a.name === best) || Number(b.same) - Number(a.same) || b.rate - a.rate || a.name.localeCompare(b.name));
  const separated = standings.every((s) => s.same || s.vsBest.hi < 0);
  return { side, by: measure.kind, standings, comparisons: m, z, separated };
}

/** The run with the highest measure (the first on a tie). */
export function bestRun(summary: Summary, measure: TacticMeasure): number {
  let best = 0;
  summary.runs.forEach((run, r) => {
    if (measured(run, measure).rate > measured(summary.runs[best], measure).rate) best = r;
  });
  return best;
}
