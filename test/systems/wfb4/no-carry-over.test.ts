// Nothing a simulation leaves in a kernel's state carries into the next: every WFB4 fixture's
// simulations 100-199 give the same tally played after 0-99 in the same kernels as played first in
// fresh ones. A state reset only under some flags (item-uses.ts resetItemUses() once skipped the
// marks of stupefying weapons, cards earned by wounds and runes of grudge) shows here, where a
// test that traces each simulation in a new world never sees it.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packRunTally } from '../../../src/core/tally.ts';
import { compileRuns } from '../../../src/runner/compile-runs.ts';
import { simulateRange } from '../../../src/runner/simulate-range.ts';
import { loadFile } from '../../helpers/load.ts';

const DIR = 'test/fixtures/wfb4/';
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.yaml')).sort();
const SEED = 11;

describe('WFB4: no state carries from one simulation to the next', () => {
  for (const file of FILES) {
    it(file, () => {
      const loaded = loadFile(DIR + file);
      const used = compileRuns(loaded.runs);
      simulateRange(used, SEED, 0, 100);
      const after = packRunTally(simulateRange(used, SEED, 100, 200));
      const fresh = packRunTally(simulateRange(compileRuns(loaded.runs), SEED, 100, 200));
      expect(after).toEqual(fresh);
    });
  }
});
