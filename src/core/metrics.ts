/**
 * What one simulation records: a fixed list of small non-negative integers, declared by the
 * game system for a compiled plan (DESIGN.md §Tally). A kernel writes one value per metric
 * into an Int32Array; the tally turns them into integer histograms.
 */
export type MetricKind = 'category' | 'count';

export interface MetricSpec {
  /** Stable key, used to pair metrics across variants: 'outcome', 'turns', 'unit.knights.left'. */
  key: string;
  /** Human label for reports. */
  label: string;
  /**
   * What the metric counts, in one or two sentences for a reader of the report: what a value
   * means, what 0 means, and what it leaves out ("models removed as casualties; a unit that fled
   * off the table keeps its models here").
   */
  description: string;
  kind: MetricKind;
  /** Largest value recorded; larger values are clamped to it. For a category, labels.length − 1. */
  max: number;
  /** Category labels, one per value (empty for counts). */
  labels: string[];
  /** Where the metric belongs, for grouping in reports. */
  scope: 'battle' | 'side' | 'unit';
  /** Side id for side and unit metrics, '' otherwise. */
  side: string;
  /** Unit id for unit metrics, '' otherwise. */
  unit: string;
}

/** Index of the outcome metric: every system records the winner first. */
export const OUTCOME = 0;

/** Standard fates of a unit at the end of a simulation (DESIGN.md §Outcomes). */
export const FATES = ['fighting', 'fleeing', 'destroyed', 'fled off table', 'rallied'] as const;
export const FATE_FIGHTING = 0;
export const FATE_FLEEING = 1;
export const FATE_DESTROYED = 2;
export const FATE_FLED_OFF = 3;
export const FATE_RALLIED = 4;

/** The outcome metric for two sides: side 0 wins, side 1 wins, draw. */
export function outcomeMetric(sideA: string, sideB: string, description: string): MetricSpec {
  return {
    key: 'outcome',
    label: 'Outcome',
    description,
    kind: 'category',
    max: 2,
    labels: [`${sideA} wins`, `${sideB} wins`, 'draw'],
    scope: 'battle',
    side: '',
    unit: '',
  };
}

export function countMetric(
  key: string,
  label: string,
  description: string,
  max: number,
  scope: MetricSpec['scope'] = 'battle',
  side = '',
  unit = '',
): MetricSpec {
  return { key, label, description, kind: 'count', max, labels: [], scope, side, unit };
}

export function categoryMetric(
  key: string,
  label: string,
  description: string,
  labels: readonly string[],
  scope: MetricSpec['scope'] = 'battle',
  side = '',
  unit = '',
): MetricSpec {
  return { key, label, description, kind: 'category', max: labels.length - 1, labels: [...labels], scope, side, unit };
}
