/**
 * A failed charge in `warsim replay` (trace.ts traceChargeFails(), issue 16): it says the Charge
 * Range rolled against the distance needed, and the Failed Charge Move it makes instead — at
 * most its highest die (rules/t9a_eow.md §3.2).
 */
import { describe, expect, it } from 'vitest';
import { replaySimulation } from '../../../../src/runner/replay-simulation.ts';
import { loadFile } from '../../../helpers/load.ts';

const FAILED = /^(.+) charges (.+) but falls short \(Charge Range (\d+)" rolled, (\d+\.\d)" needed\): it moves (\d+\.\d)" of the (\d)" its highest die allows\.$/;

describe('a failed charge says what it rolled and needed (§3.2)', () => {
  it('in the Patrol battles: the range rolled is short of the distance, and the move is at most the highest die', () => {
    const loaded = loadFile('scenarios/t9a-eow/bench-patrol-clash.yaml');
    const failed: RegExpExecArray[] = [];
    for (let sim = 0; sim < 10; sim++) {
      const text = replaySimulation('', loaded.runs[0], loaded.scenario.seed, sim);
      for (const line of text.split('\n')) {
        if (!/ but falls short /.test(line)) continue;
        const m = FAILED.exec(line);
        expect(m, line).not.toBeNull();
        failed.push(m!);
      }
    }
    expect(failed.length).toBeGreaterThan(3);
    for (const [line, , , rolled, needed, moved, high] of failed) {
      expect(Number(rolled), line).toBeLessThan(Number(needed));
      expect(Number(moved), line).toBeLessThanOrEqual(Number(high));
    }
  });
});
