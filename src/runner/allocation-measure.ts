/**
 * The allocation measure of the kernel tests, the conformance suite and `npm run bench`
 * (DESIGN.md §Kernel, TECH-NOTES §2): bytes allocated per simulation after warm-up, measured as
 * net heap growth plus everything the GCs reclaimed. In src/ so that the built bundle — the
 * code users run — can be measured too (scripts/allocation-probe.ts).
 */
import { allocatedBytesDuring } from '../core/allocated-bytes.ts';
import { Rng } from '../core/rng.ts';
import { createRunTally } from '../core/tally.ts';
import type { ResolvedScenario } from '../scenario/types.ts';
import { compileRuns } from './compile-runs.ts';
import { playRange } from './simulate-range.ts';

/**
 * The least bytes per simulation over windows of `window` simulations (each plays every run of
 * the scenario: base, variants, sweep points), after `warm` batches of 500 to get the hot paths
 * optimised (code V8 has not optimised yet boxes doubles). Windows are played until one is under
 * `enough` bytes a simulation, `maxWindows` at most. V8 optimises a routine once it has run
 * enough — a routine called once a simulation can take tens of thousands of simulations, more
 * on a loaded machine, where the optimising compiler's thread waits for a core — and a branch
 * first reached late deoptimises a function once and allocates until V8 optimises it again: a
 * one-off, not a per-simulation cost. A real per-simulation allocation (at least one object, 16
 * bytes, a simulation) shows in every window, so the least is the measure, and a scenario that
 * is clean early stops early: the time is spent only where V8 is slow to settle.
 */
export function leastBytesPerSimulation(loaded: { runs: ResolvedScenario[] }, warm: number, window: number, enough = 1, maxWindows = MAX_WINDOWS): number {
  const compiled = compileRuns(loaded.runs);
  const tally = createRunTally(compiled.specs);
  const rng = new Rng();
  let from = 1_000_000;
  for (let k = 0, at = 0; k < warm; k++, at += 500) playRange(compiled, tally, 1, at, at + 500, rng);
  return leastOfWindows(
    () => {
      playRange(compiled, tally, 1, from, from + window, rng);
      from += window;
    },
    window,
    enough,
    maxWindows,
  );
}

/**
 * Bytes per call of `step` after `warm` calls, the least over windows of `n` calls, played until
 * one is under `enough` (`maxWindows` at most): the same measure for one kernel routine called
 * on its own (a branch whole battles rarely reach).
 */
export function bytesPerCall(step: () => void, warm: number, n: number, enough = 1, maxWindows = MAX_WINDOWS): number {
  for (let i = 0; i < warm; i++) step();
  return leastOfWindows(
    () => {
      for (let i = 0; i < n; i++) step();
    },
    n,
    enough,
    maxWindows,
  );
}

/**
 * Windows at most, by default: with the windows the tests use (1,000 simulations of a whole
 * battle), room for twice the 45,000 simulations the slowest scenario to settle needs (a measure
 * that fails plays them all).
 */
export const MAX_WINDOWS = 100;

/** The least bytes per simulation or call over windows of `per`, stopping at the first under `enough`. */
function leastOfWindows(window: () => void, per: number, enough: number, maxWindows: number): number {
  let least = Infinity;
  for (let w = 0; w < maxWindows && least >= enough; w++) least = Math.min(least, allocatedBytesDuring(window).bytes / per);
  return least;
}
