/**
 * Why a run stopped, in words for the reports (provenance `stoppedBy`), and whether the reader
 * must be warned: a precision run that reached its simulation cap first did not get the
 * intervals it asked for.
 */
import type { Provenance } from '../runner/types.ts';
import { fixed } from './number-format.ts';

/** The stop, in a few words: "complete", "precision ±0.5% reached", "interrupted", … */
export function stoppedByText(p: Provenance): string {
  const target = `±${fixed(p.precision * 100, 2)}%`;
  switch (p.stoppedBy) {
    case 'precision':
      return `complete: precision ${target} reached`;
    case 'max-sims':
      return `max-sims reached before precision ${target}`;
    case 'interrupted':
      return 'interrupted';
    case 'shard':
      return 'one shard';
    default:
      return 'complete';
  }
}

/** A warning when the run stopped short of what it was asked for, or undefined. */
export function stopWarning(p: Provenance): string | undefined {
  if (p.stoppedBy === 'max-sims') {
    return `The precision asked for (every outcome rate within ±${fixed(p.precision * 100, 2)}%) was not reached in ${p.simEnd - p.simStart} simulations, the cap (max-sims): the intervals are wider.`;
  }
  return undefined;
}
