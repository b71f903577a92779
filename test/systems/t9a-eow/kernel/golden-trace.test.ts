/**
 * Golden trace: the `warsim replay` account of scenarios/t9a-eow/bench-patrol-clash.yaml (two
 * Patrols, with magic), base run, simulation 0, against
 * test/fixtures/t9a-eow/golden-patrol-clash-sim0.txt. To regenerate after an intended change of
 * behaviour (then review the diff):
 *   UPDATE_GOLDEN=1 npx vitest run test/systems/t9a-eow/kernel/golden-trace.test.ts
 */
import { fileURLToPath } from 'node:url';
import { goldenTraceSuite } from '../../../helpers/golden-trace.ts';

goldenTraceSuite(
  'scenarios/t9a-eow/bench-patrol-clash.yaml',
  fileURLToPath(new URL('../../../fixtures/t9a-eow/golden-patrol-clash-sim0.txt', import.meta.url)),
  'test/fixtures/t9a-eow/golden-patrol-clash-sim0.txt',
);
