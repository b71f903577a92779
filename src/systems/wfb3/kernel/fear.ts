/**
 * Fear (rules/wfb3.md §5): who fears whom, and the Cool test. A unit charged by an enemy it
 * fears tests, and routs if it fails; one that wants to charge such an enemy tests, and stays
 * where it is if it fails; one pushed back and followed up by it routs (combat-result.ts).
 */
import type { Rng } from '../../../core/rng.ts';
import { cool, passes } from './tests.ts';
import { traceFearTest } from './trace.ts';
import type { Wfb3World } from './world.ts';

/** Whether u fears o: o causes fear, and u is neither frenzied (§5) nor, under fearsomeFearless, fearsome itself. */
export function fears(w: Wfb3World, u: number, o: number): boolean {
  const rule = w.plan.rule;
  if (rule.fear[o] === 0 || w.frenzied[u] === 1) return false;
  return !(w.plan.flags.fearsomeFearless && rule.fear[u] === 1);
}

/** u's fear test against o (2D6 against its Cool): whether it holds its nerve. */
export function fearTest(w: Wfb3World, rng: Rng, u: number, o: number): boolean {
  const cl = cool(w, u);
  const held = passes(w, rng, cl);
  if (w.tracer !== null) traceFearTest(w, u, o, cl, held);
  return held;
}
