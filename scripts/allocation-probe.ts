/**
 * Bytes allocated per simulation, measured on the built bundle (build/allocation-probe.js) —
 * the code `warsim run` and `npm run bench` run — rather than the test runner's transformed
 * sources, since V8 may inline the two differently (TECH-NOTES §2). The conformance suite runs
 * it for each system:
 *
 *   node --expose-gc build/allocation-probe.js <warm batches> <window> <scenario>...
 *
 * prints one JSON line per scenario: { "file", "bytesPerSimulation" } (every run of the
 * scenario played in each simulation: base, variants, sweep points).
 */
import { leastBytesPerSimulation } from '../src/runner/allocation-measure.ts';
import { loadScenario } from '../src/scenario/load-scenario.ts';
import { getSystem, systemIds } from '../src/systems/registry.ts';

const [warmText, windowText, ...files] = process.argv.slice(2);
const warm = Number(warmText);
const window = Number(windowText);
if (!Number.isInteger(warm) || !Number.isInteger(window) || warm < 1 || window < 1 || files.length === 0) {
  process.stderr.write('usage: node --expose-gc build/allocation-probe.js <warm batches> <window> <scenario>...\n');
  process.exit(2);
}
for (const file of files) {
  const loaded = loadScenario(file, { lookupSystem: getSystem, systemIds });
  const bytesPerSimulation = leastBytesPerSimulation(loaded, warm, window);
  process.stdout.write(JSON.stringify({ file, bytesPerSimulation }) + '\n');
}
