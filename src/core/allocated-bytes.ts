import v8 from 'node:v8';

/**
 * Bytes allocated on the JS heap while `fn` runs: net heap growth plus everything the
 * garbage collections in between reclaimed (TECH-NOTES §2), less what the measure itself
 * allocates. Used by the allocation tests and `npm run bench`; warm the code up before
 * measuring, or first-call code will box doubles.
 *
 * @example allocatedBytesDuring(() => kernel.run(rng, out)).bytes // → 0 after warm-up
 */
export function allocatedBytesDuring(fn: () => void): { bytes: number; gcs: number } {
  if (overhead < 0) {
    // What the measure allocates itself (its heap statistics), about 600 bytes: the least of a
    // few measures of nothing, the first of which warms the measure up.
    let least = Infinity;
    for (let k = 0; k < 5; k++) least = Math.min(least, measure(() => {}).bytes);
    overhead = least;
  }
  const m = measure(fn);
  return { bytes: Math.max(0, m.bytes - overhead), gcs: m.gcs };
}

let overhead = -1;

function measure(fn: () => void): { bytes: number; gcs: number } {
  const profiler = new v8.GCProfiler();
  profiler.start();
  const before = v8.getHeapStatistics().used_heap_size;
  fn();
  const after = v8.getHeapStatistics().used_heap_size;
  const { statistics } = profiler.stop();
  let reclaimed = 0;
  for (const s of statistics) reclaimed += s.beforeGC.heapStatistics.usedHeapSize - s.afterGC.heapStatistics.usedHeapSize;
  return { bytes: after - before + reclaimed, gcs: statistics.length };
}
