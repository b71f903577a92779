// Transitional: moved to src/systems/rank-and-file/metrics.ts; removed once every kernel imports it from there.
export * from './rank-and-file/metrics.ts';
