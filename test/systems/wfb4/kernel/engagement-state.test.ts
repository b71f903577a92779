/**
 * Whole turns, every example scenario and fixture: at the start of every player turn, a unit is
 * engaged exactly when it has an enemy in contact (rank-and-file/engagements.ts).
 *
 * The engagement table of the WFB4 kernel once ended a pursuer's engagements without freeing
 * the pursuer itself: a unit whose foes had all broken and fled stayed "engaged" with nobody,
 * so it could not move, shoot or react to a charge for the rest of the game
 * (scenarios/wfb4/flank-charge.yaml, simulation 0: the Halberdiers pursue the Orc Boyz in
 * turn 1 and then stand idle while the orcs charge them in turn 3). rules/wfb4.md §6.5: a
 * pursuer that catches no one and meets no fresh enemy is free in its next turn.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasEngagement } from '../../../../src/systems/rank-and-file/engagements.ts';
import { ENGAGED } from '../../../../src/systems/rank-and-file/unit-state.ts';
import type { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { loadFile } from '../../../helpers/load.ts';
import { compileRun, trace } from './kernel-harness.ts';

const SIMS = 40;

const files = ['scenarios/wfb4', 'test/fixtures/wfb4'].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => join(dir, f)),
);

/** Units whose status says engaged when they touch no enemy, or the reverse. */
function mismatches(kernel: Wfb4Kernel): string[] {
  const bad: string[] = [];
  for (let u = 0; u < kernel.n; u++) {
    const engaged = kernel.status[u] === ENGAGED;
    if (engaged !== hasEngagement(kernel.eng, u)) {
      bad.push(`${kernel.plan.unitNames[u]} ${engaged ? 'engaged with no enemy in contact' : 'in contact but not engaged'}`);
    }
  }
  return bad;
}

describe('engaged exactly when in contact, at every player turn (§5, §6.5)', () => {
  for (const file of files) {
    it(file, () => {
      const loaded = loadFile(file);
      const problems: string[] = [];
      for (const run of loaded.runs) {
        const plan = compileRun(loaded, run.name);
        for (let sim = 0; sim < SIMS && problems.length < 3; sim++) {
          const check = (when: string, kernel: Wfb4Kernel) => {
            for (const m of mismatches(kernel)) problems.push(`${run.name}, sim ${sim}, ${when}: ${m}`);
          };
          const { kernel } = trace(plan, loaded.scenario.seed, sim, (line, k) => {
            if (line.startsWith('-- Turn')) check(line, k);
          });
          check('at the end', kernel);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('frees the pursuer of scenarios/wfb4/flank-charge.yaml, simulation 3, to react to a later charge', () => {
    const loaded = loadFile('scenarios/wfb4/flank-charge.yaml');
    const { lines } = trace(compileRun(loaded), loaded.scenario.seed, 3);
    const pursuit = lines.findIndex((l) => l.startsWith('Halberdiers pursues'));
    expect(pursuit).toBeGreaterThan(0);
    // Charged in a later turn, the Halberdiers answer it (hold, flee or stand and shoot).
    const charged = lines.findIndex((l, i) => i > pursuit && / declares a charge on the .* of Halberdiers/.test(l));
    expect(charged).toBeGreaterThan(pursuit);
    expect(lines[charged + 1]).toMatch(/^Halberdiers (holds|flees from the charge|stands and shoots)\.$/);
  });
});
