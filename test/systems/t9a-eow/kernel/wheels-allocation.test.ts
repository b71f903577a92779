/**
 * A March with a wheel allocates nothing per call (DESIGN.md §Kernel; the wheels of
 * wheels.test.ts). A file of its own, so that it runs in a process of its own (vitest.config.ts
 * measuringAllocation()): measured after the other wheel tests in one process, what V8 had
 * learned from their worlds made it box a double in one run in four (16 bytes a call).
 */
import { describe, expect, it } from 'vitest';
import { bytesPerCall } from '../../../helpers/allocation.ts';
import { moveFromHere } from './harness.ts';
import { thirtyDegreesRight } from './wheels-setup.ts';

describe('allocation-free (DESIGN.md §Kernel)', () => {
  it('a March with a wheel allocates nothing per call after warm-up', () => {
    const { k, gu } = thirtyDegreesRight();
    expect(bytesPerCall(moveFromHere(k, gu), 5_000, 20_000)).toBeLessThan(1);
  });
});
