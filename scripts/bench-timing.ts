/**
 * One way to time a piece of play for the benchmarks (scripts/bench.ts, scripts/bench-scaling.ts):
 * warm up for a while, then time windows of fixed duration, never reading the clock more than
 * every few milliseconds. The best window is the rate the code reaches on this machine; the
 * median shows what other load took away while it ran.
 */

/** How long to warm up and to time, in milliseconds. */
export interface Budget {
  warm: number;
  window: number;
  windows: number;
}

/**
 * Time `play(n)`, which plays n simulations (or battles): batches grow during the warm-up until
 * one takes about 10 ms, then each window plays batches until its time is up.
 *
 * @returns simulations a second in the best and the median window, and the simulations timed
 */
export function timeWindows(play: (n: number) => void, budget: Budget): { best: number; median: number; sims: number } {
  const now = () => Number(process.hrtime.bigint()) / 1e6;
  let batch = 1;
  const warmEnd = now() + budget.warm;
  while (now() < warmEnd) {
    const t0 = now();
    play(batch);
    if (now() - t0 < 10) batch *= 2;
  }
  const rates: number[] = [];
  let sims = 0;
  for (let w = 0; w < budget.windows; w++) {
    let played = 0;
    const t0 = now();
    let t = t0;
    while (t - t0 < budget.window) {
      play(batch);
      played += batch;
      t = now();
    }
    rates.push((played * 1000) / (t - t0));
    sims += played;
  }
  rates.sort((a, b) => b - a);
  return { best: rates[0], median: rates[(rates.length - 1) >> 1], sims };
}
