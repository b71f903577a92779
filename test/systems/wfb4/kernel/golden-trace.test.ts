/**
 * Golden trace: the `warsim replay` account of scenarios/wfb4/knights-vs-halberdiers.yaml,
 * base run, simulation 0 with the scenario's seed, against
 * test/fixtures/wfb4/golden-knights-vs-halberdiers-sim0.txt (a title line, the trace, the
 * recorded metrics). To regenerate after an intended change of behaviour (then review the diff):
 *   UPDATE_GOLDEN=1 npx vitest run test/systems/wfb4/kernel/golden-trace.test.ts
 * or, after `npm run build`:
 *   node bin/warsim.js replay scenarios/wfb4/knights-vs-halberdiers.yaml --sim 0 > test/fixtures/wfb4/golden-knights-vs-halberdiers-sim0.txt
 */
import { goldenTraceSuite } from '../../../helpers/golden-trace.ts';
import { FIXTURES } from './kernel-harness.ts';

goldenTraceSuite('scenarios/wfb4/knights-vs-halberdiers.yaml', FIXTURES + 'golden-knights-vs-halberdiers-sim0.txt', 'test/fixtures/wfb4/golden-knights-vs-halberdiers-sim0.txt');
