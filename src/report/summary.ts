/**
 * The report model: everything the terminal table, CSVs, charts and HTML page show, derived
 * once from a RunResult's merged integer tallies (DESIGN.md §Reports, §Tally). It is a plain
 * object of numbers, strings and arrays, written as-is to summary.json.
 */
import type { MetricKind, MetricSpec } from '../core/metrics.ts';
import { OUTCOME } from '../core/metrics.ts';
import { histogramSummary, type HistogramSummary } from '../core/stats/histogram-summary.ts';
import { pairedDifference, pairedProportionDifference } from '../core/stats/paired-difference.ts';
import { wilsonInterval } from '../core/stats/wilson-interval.ts';
import type { PairTally, Tally } from '../core/tally.ts';
import type { Provenance, RunResult } from '../runner/types.ts';
import type { ResolvedScenario } from '../scenario/types.ts';
import type { UnitCost } from '../systems/system.ts';

/** Version of the summary.json layout; bumped when a field changes meaning. */
export const SUMMARY_FORMAT = 'warsim-summary/1';

/** Everything a report shows, for one RunResult. */
export interface Summary {
  /** Layout version, {@link SUMMARY_FORMAT}. */
  format: typeof SUMMARY_FORMAT;
  scenario: ScenarioSummary;
  /** The run's provenance, copied field by field (seed, sims range, version, command, …). */
  provenance: Provenance;
  /** One entry per run: runs[0] is the base, then variants, then sweep points (RunResult order). */
  runs: RunSummary[];
  /** Present when the scenario has a sweep grid and at least one sweep run was played. */
  sweep: SweepSummary | null;
}

/** What was simulated. */
export interface ScenarioSummary {
  title: string;
  description: string;
  /** Game system id, e.g. 'wfb4'. */
  system: string;
  /** Scenario file as given by the user. */
  file: string;
  /** sha256 of the canonical scenario. */
  hash: string;
  seed: number;
}

/** One run: the base, a variant or a sweep point. */
export interface RunSummary {
  /** Position in RunResult.runs (0 = base). */
  index: number;
  /** 'base', the variant name, or 'path=value, …' for a sweep point. */
  name: string;
  kind: ResolvedScenario['kind'];
  /** The patch applied to the base, by id path (empty for the base). */
  set: Record<string, unknown>;
  /** Simulations recorded for this run. */
  n: number;
  /** The outcome categories (metric 0): side A wins, side B wins, draw. */
  outcomes: RateSummary[];
  /** Every metric the run recorded, in spec order (metric 0 is the outcome). */
  metrics: MetricSummary[];
  /** Points per side, with the units that make them up. */
  costs: ArmyCost[];
  /** Paired comparison with the base on the same simulation indices; null for the base. */
  vsBase: VsBaseSummary | null;
}

/** How often one category happened, with its Wilson 95% interval. */
export interface RateSummary {
  /** Category value as recorded by the kernel. */
  value: number;
  label: string;
  count: number;
  /** count / n; 0 when n = 0. */
  rate: number;
  /** Wilson score 95% interval of the rate; [0, 1] when n = 0. */
  lo: number;
  hi: number;
}

/** One histogram bin. */
export interface HistogramBin {
  value: number;
  /** Category label, or the value as text for counts. */
  label: string;
  count: number;
  /** count / n; 0 when n = 0. */
  share: number;
}

/** One metric of one run. */
export interface MetricSummary {
  key: string;
  label: string;
  /** What the metric counts (MetricSpec.description). */
  description: string;
  kind: MetricKind;
  scope: MetricSpec['scope'];
  /** Side id for side and unit metrics, '' otherwise. */
  side: string;
  /** Unit id for unit metrics, '' otherwise. */
  unit: string;
  n: number;
  /** Every value from 0 to the metric's max, zero counts included. */
  histogram: HistogramBin[];
  /** Count metrics: mean (with 95% interval), sd, min/max and quantiles; null for categories or n = 0. */
  stats: HistogramSummary | null;
  /** Category metrics: each label's rate with its Wilson interval; null for counts. */
  categories: RateSummary[] | null;
}

/** A side's army cost in one run. */
export interface ArmyCost {
  side: string;
  points: number;
  models: number;
  units: UnitCost[];
}

/**
 * A difference run − base with its 95% interval. Null where it cannot be computed:
 * `diff` without pairs, `lo`/`hi` with fewer than two pairs.
 */
export interface Difference {
  diff: number | null;
  lo: number | null;
  hi: number | null;
}

/** One outcome's rate change against the base, paired over the same simulations. */
export interface OutcomeDifference extends Difference {
  value: number;
  label: string;
  /** Rate in the base over the paired simulations. */
  baseRate: number;
  /** Rate in this run over the paired simulations. */
  rate: number;
  /** Simulations where the outcome happened in this run but not in the base (n01). */
  onlyRun: number;
  /** Simulations where it happened in the base but not in this run (n10). */
  onlyBase: number;
}

/** One shared count metric's mean change against the base, paired over the same simulations. */
export interface MetricDifference extends Difference {
  key: string;
  label: string;
  baseMean: number | null;
  mean: number | null;
}

/** A run compared with the base (common random numbers: same seed, same simulation indices). */
export interface VsBaseSummary {
  /** Simulation pairs compared. */
  n: number;
  outcomes: OutcomeDifference[];
  /** Count metrics both runs record (matched by key), in this run's spec order. */
  metrics: MetricDifference[];
}

/** The sweep grid: one row per sweep run. */
export interface SweepSummary {
  /** Swept id paths, in scenario order. */
  paths: string[];
  rows: SweepRow[];
}

export interface SweepRow {
  /** Position in Summary.runs. */
  run: number;
  name: string;
  /** The grid point: values[i] is the value of paths[i]. */
  values: unknown[];
  n: number;
  outcomes: RateSummary[];
}

/**
 * Derive the report model from a run result.
 *
 * Rates carry Wilson 95% intervals; count metrics the mean with its normal-approximation
 * interval and R type-1 quantiles from the integer histogram; every run after the base gets
 * paired differences from its PairTally (outcome rates via the joint table, McNemar layout;
 * count-metric means via the sums of per-simulation differences).
 *
 * @param result a finished or merged run
 * @returns a plain, JSON-serialisable summary
 * @throws when the result's runs, specs and tallies disagree in number
 * @example summarize(result).runs[0].outcomes[0].rate // → 0.6 (side A won 6 of 10)
 */
export function summarize(result: RunResult): Summary {
  const { runs, specs, tally } = result;
  if (specs.length !== runs.length || tally.variants.length !== runs.length || tally.pairs.length !== runs.length - 1) {
    throw new Error(
      `inconsistent run result: ${runs.length} runs, ${specs.length} spec lists, ` +
        `${tally.variants.length} tallies, ${tally.pairs.length} pairings`,
    );
  }
  const summaries = runs.map((run, r) => {
    // pairs[r − 1] holds run r against the base on the same simulation indices.
    const vs = r === 0 ? null : vsBase(tally.pairs[r - 1], specs[0], specs[r], tally.variants[0], tally.variants[r]);
    return summarizeRun(r, run, specs[r], tally.variants[r], result.costs[r] ?? [], vs);
  });
  const s = result.scenario;
  return {
    format: SUMMARY_FORMAT,
    scenario: {
      title: s.title,
      description: s.description,
      system: s.system,
      file: result.provenance.file,
      hash: result.provenance.scenarioHash,
      seed: result.provenance.seed,
    },
    provenance: { ...result.provenance },
    runs: summaries,
    sweep: sweepSummary(s.sweep, summaries),
  };
}

function summarizeRun(
  index: number,
  run: ResolvedScenario,
  specs: MetricSpec[],
  tally: Tally,
  costs: UnitCost[],
  vs: VsBaseSummary | null,
): RunSummary {
  const metrics = specs.map((spec, m) => summarizeMetric(spec, tally.histogram(m)));
  return {
    index,
    name: run.name,
    kind: run.kind,
    set: { ...run.set },
    n: metrics[OUTCOME].n,
    outcomes: metrics[OUTCOME].categories ?? [],
    metrics,
    costs: armyCosts(costs, run),
    vsBase: vs,
  };
}

function summarizeMetric(spec: MetricSpec, hist: number[]): MetricSummary {
  let n = 0;
  for (const c of hist) n += c;
  const isCategory = spec.kind === 'category';
  const labelOf = (v: number): string => (isCategory ? (spec.labels[v] ?? String(v)) : String(v));
  return {
    key: spec.key,
    label: spec.label,
    description: spec.description,
    kind: spec.kind,
    scope: spec.scope,
    side: spec.side,
    unit: spec.unit,
    n,
    histogram: hist.map((count, value) => ({ value, label: labelOf(value), count, share: n > 0 ? count / n : 0 })),
    stats: !isCategory && n > 0 ? histogramSummary(hist) : null,
    categories: isCategory ? hist.map((count, value) => rateSummary(value, labelOf(value), count, n)) : null,
  };
}

function rateSummary(value: number, label: string, count: number, n: number): RateSummary {
  const [lo, hi] = wilsonInterval(count, n);
  return { value, label, count, rate: n > 0 ? count / n : 0, lo, hi };
}

/**
 * A unit's name as its metrics show it, read from its fate ('Handgunners fate' → 'Handgunners');
 * null when the run records no fate for it.
 */
export function unitName(run: RunSummary, unit: string): string | null {
  const fate = run.metrics.find((m) => m.unit === unit && m.key.endsWith('.fate'));
  return fate && fate.label.endsWith(' fate') ? fate.label.slice(0, -' fate'.length) : null;
}

/**
 * Whether an army has no points at all: every unit priced at 0, as Essence of War's Basic
 * Patrols are (their breakdown says so). Reports say "no points" rather than a total of 0.
 */
export function unpriced(army: ArmyCost): boolean {
  return army.units.every((u) => u.points === 0);
}

/** Group unit costs by side, in the scenario's side order (then any side only the costs name). */
function armyCosts(costs: UnitCost[], run: ResolvedScenario): ArmyCost[] {
  const order = run.scenario.sides.map((s) => s.id);
  for (const c of costs) if (!order.includes(c.side)) order.push(c.side);
  const armies: ArmyCost[] = [];
  for (const side of order) {
    const units = costs.filter((c) => c.side === side).map((c) => ({ ...c }));
    if (units.length === 0) continue;
    armies.push({
      side,
      points: units.reduce((a, u) => a + u.points, 0),
      models: units.reduce((a, u) => a + u.models, 0),
      units,
    });
  }
  return armies;
}

function vsBase(pair: PairTally, baseSpecs: MetricSpec[], specs: MetricSpec[], baseTally: Tally, tally: Tally): VsBaseSummary {
  const k = pair.outcomes;
  const joint = pair.joint;
  let n = 0;
  for (let i = 0; i < joint.length; i++) n += joint[i];
  const labels = specs[OUTCOME].labels;
  const outcomes: OutcomeDifference[] = [];
  for (let c = 0; c < k; c++) {
    // Event "outcome c": discordant pairs are those where exactly one of the two runs ended in c.
    let onlyRun = 0;
    let onlyBase = 0;
    let inRun = 0;
    let inBase = 0;
    for (let o = 0; o < k; o++) {
      inRun += joint[o * k + c];
      inBase += joint[c * k + o];
      if (o !== c) {
        onlyRun += joint[o * k + c];
        onlyBase += joint[c * k + o];
      }
    }
    outcomes.push({
      value: c,
      label: labels[c] ?? String(c),
      baseRate: n > 0 ? inBase / n : 0,
      rate: n > 0 ? inRun / n : 0,
      onlyRun,
      onlyBase,
      ...difference(pairedProportionDifference(n, onlyRun, onlyBase)),
    });
  }
  const metrics: MetricDifference[] = [];
  for (let p = 0; p < pair.variantIndex.length; p++) {
    const vi = pair.variantIndex[p];
    const bi = pair.baseIndex[p];
    const baseStats = histogramSummary(baseTally.histogram(bi));
    const stats = histogramSummary(tally.histogram(vi));
    metrics.push({
      key: specs[vi].key,
      label: specs[vi].label || baseSpecs[bi].label,
      baseMean: finite(baseStats.mean),
      mean: finite(stats.mean),
      ...difference(pairedDifference(n, pair.diffSum[p], pair.diffSqSum[p])),
    });
  }
  return { n, outcomes, metrics };
}

function difference(d: { diff: number; lo: number; hi: number }): Difference {
  return { diff: finite(d.diff), lo: finite(d.lo), hi: finite(d.hi) };
}

/** JSON has no NaN; a missing figure is null. */
function finite(x: number): number | null {
  return Number.isFinite(x) ? x : null;
}

function sweepSummary(grid: Record<string, unknown[]>, runs: RunSummary[]): SweepSummary | null {
  const paths = Object.keys(grid ?? {});
  const rows: SweepRow[] = runs
    .filter((r) => r.kind === 'sweep')
    .map((r) => ({
      run: r.index,
      name: r.name,
      values: paths.map((p) => r.set[p] ?? null),
      n: r.n,
      outcomes: r.outcomes,
    }));
  if (paths.length === 0 || rows.length === 0) return null;
  return { paths, rows };
}
