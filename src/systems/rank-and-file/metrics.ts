/**
 * The per-unit and per-side metrics the rank-and-file systems record alike (DESIGN.md
 * §Outcomes): models left, fate, the turn a unit first broke, rounds fought, models lost per side.
 * The kernel writes them in this order after its battle-level metrics.
 */
import { categoryMetric, countMetric, FATES, type MetricSpec } from '../../core/metrics.ts';

export interface RankedUnits {
  n: number;
  unitIds: string[];
  unitNames: string[];
  sideIds: [string, string];
  side: Int32Array;
  models: Int32Array;
  turns: number;
}

const LEFT =
  'Models of the unit still alive at the end, whether on the table or not: a unit that fled off the table keeps its models here (its fate says it fled); 0 when it was destroyed.';
const FATE =
  'Where the unit stood at the end: fighting (on the table, never rallied from flight), fleeing, destroyed, fled off the table, or rallied (fled at some point, then rallied and was on the table at the end).';
const BROKE = 'The game turn in which the unit first broke or fled; 0 when it never did.';
const ROUNDS = 'Combat rounds the unit fought; 0 when it never fought in close combat.';
const LOST =
  "Models of the side's units removed as casualties, summed over its units; a unit that fled off the table or is still fleeing counts none of its models here.";

/**
 * @param labels how the system names models left and the turn a unit broke
 * @param roundsPerTurn the most combat rounds one unit can fight in a Player Turn: 1 where a
 *   round is fought once a turn, more where a unit that pursued into a combat not yet fought
 *   fights again in the same phase (the histogram of its rounds runs to twice this a game turn)
 */
export function rankedUnitMetrics(p: RankedUnits, labels: { left: string; broke: string }, roundsPerTurn: number): MetricSpec[] {
  const specs: MetricSpec[] = [];
  for (let u = 0; u < p.n; u++) {
    const id = p.unitIds[u];
    const side = p.sideIds[p.side[u]];
    const name = p.unitNames[u];
    specs.push(countMetric(`unit.${id}.left`, `${name} ${labels.left}`, LEFT, p.models[u], 'unit', side, id));
    specs.push(categoryMetric(`unit.${id}.fate`, `${name} fate`, FATE, FATES, 'unit', side, id));
    specs.push(countMetric(`unit.${id}.brokeTurn`, `${name} ${labels.broke}`, BROKE, p.turns, 'unit', side, id));
    specs.push(countMetric(`unit.${id}.rounds`, `${name} rounds`, ROUNDS, 2 * p.turns * roundsPerTurn, 'unit', side, id));
  }
  for (let s = 0; s < 2; s++) {
    let models = 0;
    for (let u = 0; u < p.n; u++) if (p.side[u] === s) models += p.models[u];
    specs.push(countMetric(`side.${p.sideIds[s]}.lost`, `${p.sideIds[s]} models lost`, LOST, models, 'side', p.sideIds[s]));
  }
  return specs;
}

/** What a rank-and-file kernel keeps per unit that the metrics above record. */
export interface RankedRecordState {
  readonly models: Int32Array;
  /** Each unit's fate (core/metrics.ts FATES), filled in by the kernel just before. */
  readonly fate: Int32Array;
  readonly brokeTurn: Int32Array;
  readonly unitRounds: Int32Array;
}

/**
 * Write the per-unit and per-side values of rankedUnitMetrics() into `out` from index k;
 * returns the index after them. Hot code: called once per simulation, allocates nothing.
 */
export function writeRankedUnits(out: Int32Array, k: number, s: RankedRecordState, side: Int32Array, startModels: Int32Array, n: number): number {
  let lost0 = 0;
  let lost1 = 0;
  for (let u = 0; u < n; u++) {
    out[k++] = s.models[u];
    out[k++] = s.fate[u];
    out[k++] = s.brokeTurn[u];
    out[k++] = s.unitRounds[u];
    if (side[u] === 0) lost0 += startModels[u] - s.models[u];
    else lost1 += startModels[u] - s.models[u];
  }
  out[k++] = lost0;
  out[k++] = lost1;
  return k;
}
