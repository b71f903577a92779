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
 * The least bytes per simulation over `windows` windows of `window` simulations (each plays
 * every run of the scenario: base, variants, sweep points), after `warm` batches of 500 to get
 * the hot paths optimised (code not optimised yet boxes doubles). A branch first reached late
 * deoptimises a function once and allocates until V8 optimises it again — a one-off, not a
 * per-simulation cost — so the least window is taken: real per-simulation allocation shows in
 * every window, and is at least 16 bytes. Now and then V8 leaves a function unoptimised for
 * longer than the warm-up (kilobytes a simulation in every window, seen in full test runs with
 * the other worker busy, and once on its own at 8 bytes a simulation where the next seven runs
 * read 0.00): while the least is not under `enough`, up to `rounds` rounds are played, each
 * with twice the warm-up of the one before. A real per-simulation allocation stays in every
 * round.
 */
export function leastBytesPerSimulation(
  loaded: { runs: ResolvedScenario[] },
  warm: number,
  window: number,
  windows = 6,
  enough = 1,
  rounds = 4,
): number {
  const compiled = compileRuns(loaded.runs);
  const tally = createRunTally(compiled.specs);
  const rng = new Rng();
  let at = 0;
  let from = 1_000_000;
  return leastInRounds(
    (batches) => {
      for (let k = 0; k < batches; k++, at += 500) playRange(compiled, tally, 1, at, at + 500, rng);
    },
    () => {
      playRange(compiled, tally, 1, from, from + window, rng);
      from += window;
    },
    window,
    windows,
    warm,
    enough,
    rounds,
  );
}

/**
 * Bytes per call of `step` after `warm` calls, the least of 4 windows of `n` calls: the same
 * measure for one kernel routine called on its own (a branch whole battles rarely reach). As
 * in leastBytesPerSimulation, V8 now and then leaves a routine unoptimised for longer than the
 * warm-up (a CI run once read 768 and 1,177 bytes a call in every window of two such tests,
 * which read 0.00 on their own): while the least is not under `enough`, up to `rounds` rounds
 * of warm-up and windows are played, each round's warm-up twice the one before. A real per-call
 * allocation (at least one object, 16 bytes, a call) stays in every round.
 */
export function bytesPerCall(step: () => void, warm: number, n: number, enough = 1, rounds = 4): number {
  const calls = (count: number) => {
    for (let i = 0; i < count; i++) step();
  };
  return leastInRounds(calls, () => calls(n), n, 4, warm, enough, rounds);
}

/**
 * The rounds both measures play: `warmUp(warm × 2^round)`, then `windows` windows of `window()`
 * (`per` simulations or calls each), while the least bytes per simulation or call so far is not
 * under `enough`, `rounds` rounds at most. Returns that least.
 */
function leastInRounds(warmUp: (count: number) => void, window: () => void, per: number, windows: number, warm: number, enough: number, rounds: number): number {
  let least = Infinity;
  for (let round = 0; round < rounds && least >= enough; round++) {
    warmUp(warm << round);
    for (let w = 0; w < windows; w++) least = Math.min(least, allocatedBytesDuring(window).bytes / per);
  }
  return least;
}
