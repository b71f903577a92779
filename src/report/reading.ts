/**
 * The report's answer in words (report.html's first lines, the terminal's last): who is
 * favoured in the base run and by how much, and the largest change any variant or sweep point
 * makes to an outcome — each figure with its 95% interval, and "clearly" only where that
 * interval excludes zero.
 */
import { pairedProportionDifference } from '../core/stats/paired-difference.ts';
import { formatDifference, percent, percentWithin } from './number-format.ts';
import type { Difference, OutcomeDifference, RunSummary, Summary } from './summary.ts';

/** Whether a difference's 95% interval excludes zero. */
export function isClear(d: Difference): boolean {
  return d.lo !== null && d.hi !== null && (d.lo > 0 || d.hi < 0);
}

/** A side's name from its outcome label: 'empire wins' → 'empire'. */
function sideName(label: string): string {
  return label.endsWith(' wins') ? label.slice(0, -' wins'.length) : label;
}

/**
 * The favourite of one run: the first side's win rate minus the second's, paired within the
 * run's simulations (each ends in exactly one outcome), so its interval is that of a mean of
 * +1 / −1 / 0 per simulation.
 */
export function sideDifference(run: RunSummary): Difference {
  const [a, b] = run.outcomes;
  const d = pairedProportionDifference(run.n, a.count, b.count);
  const finite = (x: number) => (Number.isFinite(x) ? x : null);
  return { diff: finite(d.diff), lo: finite(d.lo), hi: finite(d.hi) };
}

/** The base run in one sentence: each outcome's rate with its interval, and the favourite. */
function baseSentence(base: RunSummary, digits: number): string {
  const rates = base.outcomes.map((o) => `${o.label} ${percentWithin(o.rate, o.lo, o.hi, digits)}`).join(', ');
  const [a, b] = base.outcomes;
  if (a === undefined || b === undefined) return `${rates}.`;
  const d = sideDifference(base);
  if (!isClear(d)) return `${rates}: no clear favourite (${sideName(a.label)} − ${sideName(b.label)} ${formatDifference(d, 100, digits, ' pts')}).`;
  const [ahead, behind] = d.diff! > 0 ? [a, b] : [b, a];
  const gap = d.diff! > 0 ? d : { diff: -d.diff!, lo: -d.hi!, hi: -d.lo! };
  return `${rates}: ${sideName(ahead.label)} is favoured over ${sideName(behind.label)} by ${formatDifference(gap, 100, digits, ' pts').replace(/^\+/, '')}.`;
}

/** A run's largest outcome change against the base, preferring one whose interval excludes zero. */
function largestChange(runs: RunSummary[]): { run: RunSummary; change: OutcomeDifference } | null {
  let best: { run: RunSummary; change: OutcomeDifference } | null = null;
  const better = (o: OutcomeDifference, than: OutcomeDifference) => {
    if (isClear(o) !== isClear(than)) return isClear(o);
    return Math.abs(o.diff!) > Math.abs(than.diff!);
  };
  for (const run of runs) {
    for (const o of run.vsBase?.outcomes ?? []) {
      if (o.diff === null || o.lo === null) continue;
      if (best === null || better(o, best.change)) best = { run, change: o };
    }
  }
  return best;
}

/**
 * The sentences of the answer: the base run's rates and favourite, then — with variants or
 * sweep points — the largest change one of them makes to an outcome rate against the base
 * (paired over the same simulations), or that none is clear.
 *
 * @param digits decimals of the rates (number-format.ts rateDigits())
 * @returns one or two sentences; none when the base recorded no simulation
 */
export function readingOf(summary: Summary, digits: number): string[] {
  const base = summary.runs[0];
  if (base === undefined || base.n === 0) return [];
  const sentences = [baseSentence(base, digits)];
  const others = summary.runs.slice(1);
  const largest = largestChange(others);
  if (largest !== null) {
    const kinds = new Set(others.map((r) => r.kind));
    const what = kinds.has('variant') && kinds.has('sweep') ? 'variant or sweep point' : kinds.has('sweep') ? 'sweep point' : 'variant';
    const { run, change } = largest;
    const by = formatDifference(change, 100, digits, ' pts');
    sentences.push(
      isClear(change)
        ? `Largest effect: the ${run.kind === 'sweep' ? 'sweep point' : 'variant'} “${run.name}” moves ${change.label} from ${percent(change.baseRate, digits)} to ${percent(change.rate, digits)}, ${by} on the same dice.`
        : `No ${what} changes an outcome clearly: the largest change, “${run.name}” on ${change.label}, is ${by}.`,
    );
  }
  return sentences;
}
