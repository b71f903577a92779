import { setFlagsFromString } from 'node:v8';

/**
 * Turns V8's on-stack replacement (OSR) off for the rest of the process: called before the
 * first kernel is compiled (compileRuns()), and by the test processes (vitest.config.ts).
 *
 * OSR optimises a function in the middle of a call, at a loop, when the function runs long
 * before its ordinary optimised compile is ready. On a loaded machine that compile waits for a
 * core, and a kernel routine called thousands of times meanwhile was compiled through OSR as
 * well. When that routine later deoptimised (a branch reached for the first time), V8 (Node 20,
 * V8 11.3) never optimised it again: it ran interpreted for the rest of the process and boxed
 * every double it computed. t9a-eow's charge placement (place()) did so in 4 of 53 processes on
 * a two-core machine kept busy — 13,550 bytes a simulation instead of none, and a failed CI run
 * (issue 21). Traced, the failing process was the one of 12 where place() had been OSR-compiled; with
 * OSR off, 43 such processes of 43 measured clean, and npm run bench measures the same rates.
 *
 * Nothing warsim runs needs OSR: its kernels' routines are short and called over and over, so
 * V8 optimises them whole, and the one long loop, the batch loop of playRange(), spends its
 * time in those routines.
 */
export function noOnStackReplacement(): void {
  if (done) return;
  setFlagsFromString('--no-use-osr');
  done = true;
}

let done = false;
