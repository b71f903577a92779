// DESIGN.md §Kernel: the hot path allocates nothing per simulation after warm-up.
// Measured as net heap growth plus everything the GCs reclaimed (TECH-NOTES §2), the least of
// several windows (test/helpers/allocation.ts).
import { describe, expect, it } from 'vitest';
import { allocatedBytesDuring } from '../../src/core/allocated-bytes.ts';
import { bytesPerCall, freshProcessBytes, leastBytesPerSimulation } from '../helpers/allocation.ts';
import { loadFile } from '../helpers/load.ts';

// Warm-up batches of 500 and measured windows, per scenario: a Warmaster battle costs several
// times a WFB4 one per simulation, so it gets fewer of both.
const SCENARIOS = [
  { file: 'scenarios/wfb4/knights-vs-halberdiers.yaml', warm: 20, window: 5_000 },
  { file: 'scenarios/wfb4/bench-battle.yaml', warm: 20, window: 5_000 },
  { file: 'scenarios/wfb4/bench-duel.yaml', warm: 20, window: 5_000 }, // the contact-duel path
  { file: 'scenarios/wfb4/cannon-battery.yaml', warm: 20, window: 5_000 }, // war machines: every kind, in its variants
  { file: 'scenarios/wfb4/warpfire-thrower.yaml', warm: 20, window: 5_000 }, // the warpfire thrower, standing and shooting
  { file: 'scenarios/wfb4/hold-the-house.yaml', warm: 20, window: 5_000 }, // a building and its assault
  { file: 'scenarios/wfb4/wizards-duel.yaml', warm: 20, window: 5_000 }, // wizards, the magic deck and the spells
  { file: 'scenarios/wfb4/bench-magic.yaml', warm: 20, window: 5_000 }, // npm run bench's (d): machines, wizards, a cannon ball near a character
  { file: 'scenarios/warmaster/bench-brigade-clash.yaml', warm: 4, window: 1_000 },
  { file: 'scenarios/warmaster/guns-of-the-empire.yaml', warm: 4, window: 1_000 },
  { file: 'scenarios/t9a-eow/empire-patrol-vs-orcs-patrol.yaml', warm: 4, window: 1_000 },
  { file: 'scenarios/t9a-eow/bench-patrol-clash.yaml', warm: 4, window: 1_000 }, // npm run bench's Patrol clash
  { file: 'scenarios/t9a-eow/thane-in-the-greybeards.yaml', warm: 4, window: 1_000 },
];

describe('allocation-free kernel', () => {
  for (const { file, warm, window } of SCENARIOS) {
    it(`allocates nothing per simulation: ${file}`, () => {
      const here = leastBytesPerSimulation(loadFile(file), warm, window);
      const measured = here < 1 ? here : freshProcessBytes(file, warm, window);
      expect(measured, `${here.toFixed(2)} bytes a simulation in the test's process`).toBeLessThan(1);
    });
  }

  it('detects a kernel that allocates (the measure can fail)', () => {
    const keep: number[][] = [];
    const { bytes } = allocatedBytesDuring(() => {
      for (let i = 0; i < 10_000; i++) {
        keep.push([i, i + 1]);
        if (keep.length > 100) keep.length = 0;
      }
    });
    expect(bytes / 10_000).toBeGreaterThan(16);
  });

  it('detects a routine that allocates on every call, through every window of the per-call measure', () => {
    const keep: number[][] = [];
    let i = 0;
    const step = () => {
      keep.push([i, ++i]);
      if (keep.length > 100) keep.length = 0;
    };
    expect(bytesPerCall(step, 1_000, 1_000)).toBeGreaterThan(16);
  });
});
