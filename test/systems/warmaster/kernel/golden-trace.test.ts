/**
 * Golden trace: the `warsim replay` account of scenarios/warmaster/bench-brigade-clash.yaml,
 * base run, simulation 0, against test/fixtures/warmaster/golden-brigade-clash-sim0.txt.
 * To regenerate after an intended change of behaviour (then review the diff):
 *   UPDATE_GOLDEN=1 npx vitest run test/systems/warmaster/kernel/golden-trace.test.ts
 */
import { fileURLToPath } from 'node:url';
import { goldenTraceSuite } from '../../../helpers/golden-trace.ts';

goldenTraceSuite(
  'scenarios/warmaster/bench-brigade-clash.yaml',
  fileURLToPath(new URL('../../../fixtures/warmaster/golden-brigade-clash-sim0.txt', import.meta.url)),
  'test/fixtures/warmaster/golden-brigade-clash-sim0.txt',
);
