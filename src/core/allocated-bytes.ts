import v8 from 'node:v8';

/**
 * Bytes allocated on the JS heap while `fn` runs: net heap growth plus everything the
 * garbage collections in between reclaimed (TECH-NOTES §2). Used by the allocation test and
 * `npm run bench`; warm the code up before measuring, or first-call code will box doubles.
 *
 * @example allocatedBytesDuring(() => kernel.run(rng, out)).bytes // → 0 after warm-up
 */
export function allocatedBytesDuring(fn: () => void): { bytes: number; gcs: number } {
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
