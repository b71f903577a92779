// The allocation measure lives in src/runner/allocation-measure.ts (the built bundle is measured with it too).
export { bytesPerCall, leastBytesPerSimulation } from '../../src/runner/allocation-measure.ts';
